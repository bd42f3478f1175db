#include "nameelide.h"

#include <QRegularExpression>
#include <QStyle>

#include <vector>

namespace stepline {

namespace {

constexpr QChar kEllipsis(0x2026);

bool isPath(const QString &name)
{
    return name.contains(QLatin1Char('/')) && !name.contains(QLatin1String("::"));
}

// Index of the '(' opening the parameter list that ends the name, -1 when it ends otherwise.
qsizetype parameterListStart(const QString &name)
{
    if (!name.endsWith(QLatin1Char(')')))
        return -1;
    int depth = 0;
    for (qsizetype i = name.size() - 1; i > 0; --i) {
        const QChar c = name[i];
        if (c == QLatin1Char(')'))
            ++depth;
        else if (c == QLatin1Char('(') && --depth == 0)
            return i;
    }
    return -1;
}

// The name ever shorter, the last form the shortest; each form keeps what tells kernels apart.
std::vector<QString> shorterForms(const QString &name)
{
    std::vector<QString> forms { name };
    QString s = name;
    if (s.startsWith(QLatin1String("void ")) && s.size() > 5) {
        s = s.mid(5);
        forms.push_back(s);
    }
    if (const qsizetype open = parameterListStart(s); open > 0) {
        s = s.left(open) + QLatin1Char('(') + kEllipsis + QLatin1Char(')');
        forms.push_back(s);
    }
    s.remove(QLatin1String("(anonymous namespace)::"));
    // The function's own name starts after the last "::" before its template arguments.
    qsizetype nameEnd = s.size();
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] == QLatin1Char('<') || s[i] == QLatin1Char('(')) {
            nameEnd = i;
            break;
        }
    }
    const qsizetype scope = s.lastIndexOf(QLatin1String("::"), nameEnd - 1);
    if (scope > 0 && scope + 2 < nameEnd)
        s = s.mid(scope + 2);
    if (s != forms.back())
        forms.push_back(s);
    // Then the namespaces inside the template arguments too ("at::native::FillFunctor<float>").
    static const QRegularExpression qualifiers(QStringLiteral("(?:[A-Za-z_][A-Za-z0-9_]*::)+"));
    s.remove(qualifiers);
    if (s != forms.back())
        forms.push_back(s);
    return forms;
}

QString middleElided(const QString &name, int maxChars)
{
    const int head = (maxChars - 1) / 3;
    const int tail = maxChars - 1 - head;
    return name.left(head) + kEllipsis + name.right(tail);
}

} // namespace

QString compactName(const QString &name, int maxChars)
{
    if (name.size() <= maxChars || maxChars < 5)
        return name;
    if (isPath(name))
        return middleElided(name, maxChars);
    const std::vector<QString> forms = shorterForms(name);
    for (const QString &form : forms) {
        if (form.size() <= maxChars)
            return form;
    }
    return forms.back().left(maxChars - 1) + kEllipsis;
}

QString compactNameToWidth(const QString &name, const QFontMetricsF &metrics, qreal width)
{
    if (metrics.horizontalAdvance(name) <= width)
        return name;
    if (isPath(name))
        return metrics.elidedText(name, Qt::ElideMiddle, width);
    const std::vector<QString> forms = shorterForms(name);
    for (const QString &form : forms) {
        if (metrics.horizontalAdvance(form) <= width)
            return form;
    }
    return metrics.elidedText(forms.back(), Qt::ElideRight, width);
}

void NameElideDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->text.isEmpty() || !option->widget)
        return;
    // The text rectangle, as the style lays it out (icon and margins taken off).
    const QStyle *style = option->widget->style();
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, option, option->widget);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1;
    option->text
        = compactNameToWidth(option->text, QFontMetricsF(option->font), textRect.width() - 2 * margin);
}

} // namespace stepline
