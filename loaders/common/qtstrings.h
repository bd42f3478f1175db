#pragma once
// For the Qt side only (the window's controllers, tests, benchmarks): the loaders speak UTF-8
// std::string; these convert at that edge. The loaders' core never includes this.
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace stepline {

inline QString toQString(const std::string &text)
{
    return QString::fromStdString(text);
}

inline QStringList toQStringList(const std::vector<std::string> &texts)
{
    QStringList out;
    out.reserve(qsizetype(texts.size()));
    for (const std::string &text : texts)
        out.append(QString::fromStdString(text));
    return out;
}

inline std::vector<std::string> toStdStrings(const QStringList &texts)
{
    std::vector<std::string> out;
    out.reserve(size_t(texts.size()));
    for (const QString &text : texts)
        out.push_back(text.toStdString());
    return out;
}

} // namespace stepline
