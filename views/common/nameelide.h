#pragma once

#include <QFontMetricsF>
#include <QString>
#include <QStyledItemDelegate>

namespace stepline {

// Long kernel and operator names ("void at::native::vectorized_elementwise_kernel<4,
// at::native::FillFunctor<float>, ...>(int, ...)") differ in their function name and first
// template arguments, not in the return type in front or in the parameter list at the end (which
// repeats the template arguments). Cutting them in the middle hides exactly the part that tells
// two kernels apart. Shortened instead, in this order until the name fits: "void " in front, the
// parameter list (shown as "(…)"), the namespaces before the function name, those inside its
// template arguments; then the end is cut.
// A path ("/a/b/train.py") keeps its end, the file name, and loses its middle. The full name
// belongs in a tooltip or the chart's table.
QString compactName(const QString &name, int maxChars);
QString compactNameToWidth(const QString &name, const QFontMetricsF &metrics, qreal width);

// Draws a table column's text with compactNameToWidth() instead of Qt's fixed elide modes; the
// full text stays the item's own (its tooltip, copy, sort).
class NameElideDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace stepline
