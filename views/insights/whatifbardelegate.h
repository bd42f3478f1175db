#pragma once

#include <QStyledItemDelegate>

namespace stepline {

// Paints the What-if table's step column (WhatIfScenarioModel roles): the predicted mean step as a
// bar against the longest step of the table, the part a fix would save shaded up to a line at the
// measured step, and the duration. A row without a prediction shows its reason instead, in the
// dimmed text colour: no bar.
class WhatIfBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace stepline
