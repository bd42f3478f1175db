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

// The length of the well-formed UTF-8 sequence at text[i] (overlong forms, surrogates and code
// points past U+10FFFF are not), 0 when there is none.
size_t utf8SequenceAt(std::string_view text, size_t i)
{
    const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b = byte(i);
    if (b < 0x80)
        return 1;
    size_t n = 0;
    unsigned char low = 0x80, high = 0xbf; // the allowed range of the second byte
    if (b >= 0xc2 && b <= 0xdf) {
        n = 2;
    } else if (b >= 0xe0 && b <= 0xef) {
        n = 3;
        low = b == 0xe0 ? 0xa0 : 0x80;
        high = b == 0xed ? 0x9f : 0xbf;
    } else if (b >= 0xf0 && b <= 0xf4) {
        n = 4;
        low = b == 0xf0 ? 0x90 : 0x80;
        high = b == 0xf4 ? 0x8f : 0xbf;
    } else {
        return 0;
    }
    if (i + n > text.size() || byte(i + 1) < low || byte(i + 1) > high)
        return 0;
    for (size_t k = 2; k < n; ++k) {
        if (byte(i + k) < 0x80 || byte(i + k) > 0xbf)
            return 0;
    }
    return n;
}

// A snippet as it is shown: valid UTF-8 (a byte that starts no well-formed sequence, as at a cut
// through a character, becomes U+FFFD), control characters as blanks, blanks collapsed to one
// and none at either end.
std::string readableSnippet(std::string_view raw)
{
    std::string out;
    out.reserve(raw.size());
    bool blank = false;
    for (size_t i = 0; i < raw.size();) {
        const size_t n = utf8SequenceAt(raw, i);
        const char c = raw[i];
        if (n == 1 && (static_cast<unsigned char>(c) < 0x20 || c == ' ')) {
            blank = !out.empty();
            ++i;
            continue;
        }
        if (blank)
            out += ' ';
        blank = false;
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(raw.substr(i, n));
            i += n;
        }
    }
    return out;
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
    err.byteOffset = int64_t(offset);
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
    err.snippet = readableSnippet(std::string_view(w.data + from, to - from));
}

} // namespace stepline
