#include "icicleview.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace stepline {

IcicleView::IcicleView(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(false);
    setMinimumHeight(rowHeight() * 4);
}

int IcicleView::rowHeight() const
{
    return fontMetrics().height() + 6;
}

void IcicleView::setFrames(std::vector<Frame> frames)
{
    m_frames = std::move(frames);
    layoutFrames();
    updateGeometry();
    update();
}

void IcicleView::layoutFrames()
{
    m_x.assign(m_frames.size(), 0.0);
    m_w.assign(m_frames.size(), 0.0);
    m_maxDepth = 0;
    if (m_frames.empty())
        return;
    // Preorder: the next free x under each parent is tracked as its children are met.
    std::vector<double> nextX(m_frames.size(), 0.0);
    const double rootTotal = double(std::max<int64_t>(1, m_frames.front().totalNs));
    for (size_t i = 0; i < m_frames.size(); ++i) {
        const Frame &f = m_frames[i];
        m_maxDepth = std::max(m_maxDepth, f.depth);
        m_w[i] = double(std::max<int64_t>(0, f.totalNs)) / rootTotal;
        if (f.parent < 0 || size_t(f.parent) >= i) {
            m_x[i] = 0.0;
        } else {
            m_x[i] = nextX[size_t(f.parent)];
            nextX[size_t(f.parent)] += m_w[i];
        }
        nextX[i] = m_x[i];
    }
}

QSize IcicleView::sizeHint() const
{
    return { 600, rowHeight() * int(m_maxDepth + 1) + 2 };
}

void IcicleView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    update();
}

QRectF IcicleView::frameRect(int index) const
{
    if (index < 0 || size_t(index) >= m_frames.size())
        return {};
    const double width = double(this->width());
    const QRectF r(m_x[size_t(index)] * width, double(m_frames[size_t(index)].depth) * rowHeight(),
        m_w[size_t(index)] * width, rowHeight() - 1);
    return r.width() < 1.0 ? QRectF() : r;
}

int IcicleView::frameAt(const QPoint &pos) const
{
    for (int i = 0; i < int(m_frames.size()); ++i) {
        const QRectF r = frameRect(i);
        if (!r.isEmpty() && r.contains(pos))
            return i;
    }
    return -1;
}

void IcicleView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &pal = palette();
    painter.fillRect(rect(), pal.color(QPalette::Base));
    if (m_frames.empty()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No pyinstrument call tree in this selection."));
        return;
    }
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    for (int i = 0; i < int(m_frames.size()); ++i) {
        const QRectF r = frameRect(i);
        if (r.isEmpty())
            continue;
        // Warm colours like a flame graph, one per function name so that repeats stand out.
        const uint hash = qHash(m_frames[size_t(i)].label);
        const QColor fill = QColor::fromHsv(
            int(10 + hash % 40), dark ? 150 : 110 + int(hash % 60), dark ? 150 : 235 - int(hash % 30));
        painter.fillRect(r, fill);
        painter.setPen(pal.color(QPalette::Base));
        painter.drawRect(r);
        if (r.width() > 24) {
            painter.setPen(dark ? QColor(245, 245, 245) : QColor(20, 20, 20));
            const QRectF text = r.adjusted(3, 0, -3, 0);
            painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                fontMetrics().elidedText(m_frames[size_t(i)].label, Qt::ElideRight, int(text.width())));
        }
    }
}

void IcicleView::mousePressEvent(QMouseEvent *event)
{
    const int index = frameAt(event->position().toPoint());
    if (index >= 0)
        Q_EMIT frameClicked(index);
    QWidget::mousePressEvent(event);
}

bool IcicleView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int index = frameAt(help->pos());
        if (index >= 0)
            QToolTip::showText(help->globalPos(), m_frames[size_t(index)].tooltip, this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace stepline
