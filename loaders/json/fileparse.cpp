#include "fileparse.h"

#include "exactnumber.h"

namespace stepline {

namespace {
constexpr std::string_view kBaseKey = "\"baseTimeNanoseconds\"";
constexpr size_t kTailBytes = 4096;

std::string_view tailOf(const char *data, size_t size)
{
    const size_t from = size > kTailBytes ? size - kTailBytes : 0;
    return std::string_view(data + from, size - from);
}
} // namespace

bool tailMentionsBase(const char *data, size_t size)
{
    return tailOf(data, size).find(kBaseKey) != std::string_view::npos;
}

bool baseFromTail(const char *data, size_t size, int64_t *base)
{
    const std::string_view key = kBaseKey;
    const std::string_view tail = tailOf(data, size);
    const size_t at = tail.rfind(key);
    if (at == std::string_view::npos)
        return false;
    size_t i = at + key.size();
    auto skipWs = [&] {
        while (i < tail.size() && json::isSpace(tail[i]))
            ++i;
    };
    skipWs();
    if (i >= tail.size() || tail[i] != ':')
        return false;
    ++i;
    skipWs();
    const size_t numBegin = i;
    while (i < tail.size() && tail[i] >= '0' && tail[i] <= '9')
        ++i;
    if (i == numBegin || i - numBegin > 19)
        return false;
    const std::string_view number = tail.substr(numBegin, i - numBegin);
    skipWs();
    if (i >= tail.size() || tail[i] != '}')
        return false;
    ++i;
    skipWs();
    if (i != tail.size())
        return false;
    return parseInteger(number, base) == NumberStatus::Ok;
}

void placeError(LoadError &err, const Window &w, uint64_t offset)
{
    err.byteOffset = qint64(offset);
    if (offset < w.streamOffset || offset > w.streamOffset + w.size)
        return;
    const size_t at = size_t(offset - w.streamOffset);
    err.line
        = int(std::min<uint64_t>(w.linesBefore + json::countNewlines(w.data, w.data + at) + 1, INT32_MAX));
    size_t lineStart = at;
    while (lineStart > 0 && w.data[lineStart - 1] != '\n')
        --lineStart;
    if (lineStart > 0)
        err.column = int(std::min<size_t>(at - lineStart + 1, INT32_MAX));
    else if (w.lineStartKnown)
        err.column = int(std::min<uint64_t>(offset - w.lineStart + 1, INT32_MAX));
    const size_t from = at > 30 ? at - 30 : 0;
    const size_t to = std::min(w.size, at + 50);
    std::string snippet(w.data + from, to - from);
    for (char &c : snippet) {
        if (static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    }
    err.snippet = QString::fromUtf8(snippet.data(), qsizetype(snippet.size())).simplified();
}

} // namespace stepline
