#include "loaderror.h"

namespace stepline {

LoadError LoadError::make(Code code, const QString &file, const QString &detail, const QString &hint)
{
    LoadError err;
    err.code = code;
    err.file = file;
    err.detail = detail;
    err.hint = hint;
    return err;
}

QString LoadError::codeName() const
{
    switch (code) {
    case Code::None:
        return QStringLiteral("none");
    case Code::NotFound:
        return QStringLiteral("not_found");
    case Code::Unreadable:
        return QStringLiteral("unreadable");
    case Code::NotATrace:
        return QStringLiteral("not_a_trace");
    case Code::BadCompression:
        return QStringLiteral("bad_compression");
    case Code::NoEvents:
        return QStringLiteral("no_events");
    case Code::IdOverflow:
        return QStringLiteral("id_overflow");
    case Code::TooLarge:
        return QStringLiteral("too_large");
    case Code::Syntax:
        return QStringLiteral("syntax");
    case Code::Canceled:
        return QStringLiteral("canceled");
    }
    return QString();
}

QString LoadError::toUserMessage() const
{
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1:%2").arg(line).arg(column);
    if (byteOffset >= 0)
        where += QLatin1Char(' ') + tr("(byte %1)").arg(byteOffset);
    QString text = where + QStringLiteral(": ") + detail;
    if (!snippet.isEmpty())
        text += QStringLiteral("\n  ") + snippet;
    if (!hint.isEmpty())
        text += QLatin1Char('\n') + hint;
    return text;
}

} // namespace stepline
