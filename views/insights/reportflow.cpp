#include "reportflow.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>

namespace {

// Shares its context with rulesreport.cpp: the flow only prints the report's strings.
struct RulesReport
{
    Q_DECLARE_TR_FUNCTIONS(RulesReport)
};

} // namespace

namespace stepline {

QStringList ReportPage::lines() const
{
    QStringList out;
    out.reserve(qsizetype(texts.size()));
    for (const Text &t : texts)
        out << t.text;
    return out;
}

void paintReportPage(QPainter *painter, const ReportPage &page)
{
    painter->save();
    for (const ReportPage::Box &b : page.boxes)
        painter->fillRect(b.rect, b.fill);
    for (const ReportPage::Rule &r : page.rules) {
        painter->setPen(QPen(r.color, 1));
        painter->drawLine(r.line);
    }
    for (const ReportPage::Text &t : page.texts) {
        painter->setFont(t.font);
        painter->setPen(t.color);
        painter->drawText(t.rect, int(t.align | Qt::AlignVCenter | Qt::TextSingleLine), t.text);
    }
    painter->restore();
}

ReportFlow::ReportFlow(
    QPaintDevice *metrics, QSizeF pageSize, QColor textColor, QColor mutedColor, QColor gridColor)
    : m_device(metrics)
    , m_size(pageSize)
    , m_text(textColor)
    , m_muted(mutedColor)
    , m_grid(gridColor)
{
    m_body.setPointSizeF(9.5);
}

QStringList ReportFlow::wrap(const QString &text, const QFont &font, qreal width, QPaintDevice *device)
{
    QStringList out;
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    for (const QString &piece : text.split(QLatin1Char('\n'))) {
        if (piece.trimmed().isEmpty()) {
            out << QString();
            continue;
        }
        QTextLayout layout(piece, font, device);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max<qreal>(1, width));
            QString part = piece.mid(line.textStart(), line.textLength());
            while (!part.isEmpty() && part.back().isSpace())
                part.chop(1);
            out << part;
        }
        layout.endLayout();
    }
    return out;
}

qreal ReportFlow::lineHeight(const QFont &font) const
{
    return QFontMetricsF(font, m_device).lineSpacing() * 1.15;
}

void ReportFlow::newPage(bool continuation)
{
    ReportPage page;
    page.section = m_section;
    m_pages.push_back(std::move(page));
    m_y = 0;
    if (continuation && !m_title.isEmpty()) {
        QFont font = m_body;
        font.setItalic(true);
        const qreal h = lineHeight(font);
        m_pages.back().texts.push_back({ QRectF(0, m_y, m_size.width(), h),
            RulesReport::tr("%1 (continued)").arg(m_title), font, m_muted, Qt::AlignLeft });
        m_y += h * 1.5;
    }
}

void ReportFlow::startSection(const QString &section, const QString &title)
{
    m_section = section;
    m_title = title;
    newPage(false);
}

void ReportFlow::space(qreal lines)
{
    if (m_pages.empty())
        newPage(false);
    m_y += lineHeight(m_body) * lines;
}

void ReportFlow::keepTogether(qreal lines)
{
    if (m_pages.empty() || (!fits(lineHeight(m_body) * lines) && m_y > 0))
        newPage(true);
}

void ReportFlow::paragraph(const QString &text, const QFont &font, QColor color, qreal indent)
{
    if (m_pages.empty())
        newPage(false);
    const QColor c = color.isValid() ? color : m_text;
    const qreal h = lineHeight(font);
    for (const QString &line : wrap(text, font, m_size.width() - indent, m_device)) {
        if (!fits(h))
            newPage(true);
        if (!line.isEmpty())
            m_pages.back().texts.push_back(
                { QRectF(indent, m_y, m_size.width() - indent, h), line, font, c, Qt::AlignLeft });
        m_y += h;
    }
}

void ReportFlow::table(
    const std::vector<Column> &columns, const std::vector<std::vector<Cell>> &rows, const QFont &font)
{
    if (columns.empty())
        return;
    if (m_pages.empty())
        newPage(false);
    qreal shares = 0;
    for (const Column &c : columns)
        shares += c.share;
    std::vector<qreal> x(columns.size() + 1, 0);
    for (size_t i = 0; i < columns.size(); ++i)
        x[i + 1] = x[i] + m_size.width() * columns[i].share / std::max<qreal>(shares, 1e-9);
    const qreal h = lineHeight(font);
    const qreal pad = h * 0.3;
    QFont bold = font;
    bold.setBold(true);

    // One row: every cell wrapped to its column, the row as tall as its tallest cell.
    auto place = [&](const std::vector<Cell> &cells, bool header) {
        std::vector<QStringList> wrapped(columns.size());
        qsizetype most = 1;
        for (size_t i = 0; i < columns.size(); ++i) {
            const Cell cell = i < cells.size() ? cells[i] : Cell();
            wrapped[i]
                = wrap(cell.text, header || cell.bold ? bold : font, x[i + 1] - x[i] - 2 * pad, m_device);
            most = std::max(most, wrapped[i].size());
        }
        // A row taller than a whole page would never fit: cut it (never happens with rule texts).
        const qsizetype maxLines = std::max<qsizetype>(1, qsizetype((m_size.height() * 0.8) / h));
        if (most > maxLines) {
            most = maxLines;
            for (QStringList &w : wrapped) {
                if (w.size() > maxLines) {
                    w = w.mid(0, maxLines);
                    w.back() += QChar(0x2026);
                }
            }
        }
        const qreal rowHeight = qreal(most) * h + 2 * pad;
        if (!fits(rowHeight))
            return false;
        ReportPage &page = m_pages.back();
        if (header) {
            QColor shade = m_grid;
            shade.setAlpha(90);
            page.boxes.push_back({ QRectF(0, m_y, m_size.width(), rowHeight), shade });
        }
        for (size_t i = 0; i < columns.size(); ++i) {
            const Cell cell = i < cells.size() ? cells[i] : Cell();
            const QColor color = cell.color.isValid() ? cell.color : m_text;
            for (qsizetype k = 0; k < wrapped[i].size(); ++k) {
                if (wrapped[i][k].isEmpty())
                    continue;
                const QRectF r(x[i] + pad, m_y + pad + qreal(k) * h, x[i + 1] - x[i] - 2 * pad, h);
                page.texts.push_back({ r, wrapped[i][k], header || cell.bold ? bold : font,
                    header ? m_text : color, columns[i].align });
            }
        }
        m_y += rowHeight;
        page.rules.push_back({ QLineF(0, m_y, m_size.width(), m_y), m_grid });
        return true;
    };
    std::vector<Cell> header;
    for (const Column &c : columns)
        header.emplace_back(c.header, QColor(), true);
    // The header and the first row stay together.
    keepTogether(5);
    place(header, true);
    for (const std::vector<Cell> &row : rows) {
        if (place(row, false))
            continue;
        newPage(true);
        place(header, true);
        place(row, false);
    }
    m_y += pad;
}

std::vector<ReportPage> ReportFlow::takePages()
{
    std::vector<ReportPage> out = std::move(m_pages);
    m_pages.clear();
    m_y = 0;
    return out;
}

} // namespace stepline
