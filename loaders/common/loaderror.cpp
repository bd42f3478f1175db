#include "loaderror.h"

namespace stepline {

LoadError LoadError::make(Code code, std::string file, std::string detail, std::string hint)
{
    LoadError err;
    err.code = code;
    err.file = std::move(file);
    err.detail = std::move(detail);
    err.hint = std::move(hint);
    return err;
}

const char *LoadError::codeName() const
{
    switch (code) {
    case Code::None:
        return "none";
    case Code::NotFound:
        return "not_found";
    case Code::Unreadable:
        return "unreadable";
    case Code::NotATrace:
        return "not_a_trace";
    case Code::BadCompression:
        return "bad_compression";
    case Code::NoEvents:
        return "no_events";
    case Code::IdOverflow:
        return "id_overflow";
    case Code::TooLarge:
        return "too_large";
    case Code::Syntax:
        return "syntax";
    case Code::Canceled:
        return "canceled";
    }
    return "";
}

std::string LoadError::toUserMessage() const
{
    std::string text = file;
    if (line > 0)
        text += ':' + std::to_string(line) + ':' + std::to_string(column);
    if (byteOffset >= 0)
        text += ' ' + tr("(byte %1)").arg(static_cast<long long>(byteOffset)).str();
    text += ": " + detail;
    if (!snippet.empty())
        text += "\n  " + snippet;
    if (!hint.empty())
        text += '\n' + hint;
    return text;
}

} // namespace stepline
