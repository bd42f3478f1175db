#include "whatifbardelegate.h"

#include "whatifscenariomodel.h"

#include <QApplication>
#include <QPainter>

namespace stepline {

namespace {

constexpr int kPadPx = 4;
constexpr int kMinBarWidthPx = 140;

} // namespace

void WhatIfBarDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() != WhatIfScenarioModel::StepColumn) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The row's background and selection as the style draws them, without the text.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette &pal = option.palette;
    const QColor textColor = pal.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QRect area = option.rect.adjusted(kPadPx, kPadPx, -kPadPx, -kPadPx);
    painter->save();
    painter->setClipRect(option.rect);
    if (!index.data(WhatIfScenarioModel::AvailableRole).toBool()) {
        QColor dim = textColor;
        dim.setAlpha(170);
        painter->setPen(dim);
        QFont italic = option.font;
        italic.setItalic(true);
        painter->setFont(italic);
        painter->drawText(area, Qt::AlignVCenter | Qt::AlignLeft,
            QFontMetrics(italic).elidedText(text, Qt::ElideRight, area.width()));
        painter->restore();
        return;
    }
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    const bool measuredRow = index.data(WhatIfScenarioModel::ScenarioRole).toInt() < 0;
    const double scale
        = double(std::max<qint64>(1, index.data(WhatIfScenarioModel::ScaleNsRole).toLongLong()));
    const double stepNs = double(index.data(WhatIfScenarioModel::StepNsRole).toLongLong());
    const double measuredNs = double(index.data(WhatIfScenarioModel::MeasuredNsRole).toLongLong());
    const double w = area.width();
    const double barW = std::max(1.0, w * stepNs / scale);
    const double measuredX = area.left() + w * measuredNs / scale;
    const QColor bar = measuredRow ? (dark ? QColor(0x8a, 0x93, 0xa0) : QColor(0x8a, 0x93, 0xa0))
                                   : (dark ? QColor(0x5b, 0x93, 0xf0) : QColor(0x2f, 0x6f, 0xdb));
    const QRectF barRect(area.left(), area.top(), barW, area.height());
    painter->fillRect(barRect, bar);
    if (measuredX > barRect.right() + 0.5) {
        // What the fix would save: from the predicted step up to the measured one.
        QColor saved = dark ? QColor(0x6c, 0xd0, 0x7c) : QColor(0x2e, 0x8b, 0x3e);
        saved.setAlpha(110);
        painter->fillRect(
            QRectF(barRect.right(), area.top(), measuredX - barRect.right(), area.height()), saved);
    }
    if (!measuredRow) {
        painter->setPen(QPen(textColor, 2));
        painter->drawLine(
            QPointF(measuredX, option.rect.top() + 1), QPointF(measuredX, option.rect.bottom() - 1));
    }
    // The duration inside the bar when it fits, else after the measured line.
    const QFontMetrics fm(option.font);
    const int textW = fm.horizontalAdvance(text);
    painter->setFont(option.font);
    if (textW + 2 * kPadPx <= barW) {
        painter->setPen(QColor(0xff, 0xff, 0xff));
        painter->drawText(barRect.adjusted(kPadPx, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
    } else {
        painter->setPen(textColor);
        const double x = std::max(barRect.right(), measuredX) + kPadPx;
        painter->drawText(
            QRectF(x, area.top(), area.right() - x, area.height()), Qt::AlignVCenter | Qt::AlignLeft, text);
    }
    painter->restore();
}

QSize WhatIfBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == WhatIfScenarioModel::StepColumn)
        size.setWidth(std::max(size.width(), kMinBarWidthPx));
    size.setHeight(std::max(size.height(), option.fontMetrics.height() + 2 * kPadPx + 2));
    return size;
}

} // namespace stepline
