#include "tracehead.h"

#include "asciitext.h"
#include "compression.h"
#include "filereader.h"
#include "jobfiles.h"
#include "jobjson.h"
#include "smdebug.h"
#include "tracefacts.h"

#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <limits>
#include <string_view>

namespace stepline {

namespace {

// Compressed input is read in pieces of this size until the head is full.
constexpr int64_t kInputChunkBytes = 64 * 1024;

std::string inflateGzipHead(const std::string &start, FileReader &file, int64_t maxBytes)
{
    z_stream zs {};
    if (inflateInit2(&zs, 15 + 32) != Z_OK)
        return {};
    std::string out(size_t(maxBytes), '\0');
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    std::string in = start;
    while (zs.avail_out > 0) {
        if (in.empty()) {
            in = file.read(kInputChunkBytes);
            if (in.empty())
                break;
        }
        zs.next_in = reinterpret_cast<Bytef *>(in.data());
        zs.avail_in = uInt(in.size());
        const int rc = inflate(&zs, Z_NO_FLUSH);
        in = in.substr(in.size() - zs.avail_in);
        if (rc == Z_STREAM_END || (rc != Z_OK && rc != Z_BUF_ERROR))
            break;
    }
    out.resize(out.size() - size_t(zs.avail_out));
    inflateEnd(&zs);
    return out;
}

std::string inflateZstdHead(const std::string &start, FileReader &file, int64_t maxBytes)
{
    ZSTD_DStream *ds = ZSTD_createDStream();
    if (!ds)
        return {};
    ZSTD_initDStream(ds);
    std::string out(size_t(maxBytes), '\0');
    ZSTD_outBuffer ob { out.data(), out.size(), 0 };
    std::string in = start;
    while (ob.pos < ob.size) {
        if (in.empty()) {
            in = file.read(kInputChunkBytes);
            if (in.empty())
                break;
        }
        ZSTD_inBuffer ib { in.data(), in.size(), 0 };
        const size_t rc = ZSTD_decompressStream(ds, &ob, &ib);
        if (ZSTD_isError(rc))
            break;
        in.erase(0, ib.pos);
        if (rc == 0 && in.empty())
            break;
    }
    out.resize(ob.pos);
    ZSTD_freeDStream(ds);
    return out;
}

// The head text of an open file; *compression says what the file was.
std::string headText(FileReader &file, int64_t maxBytes, Compression *compression, std::string *error)
{
    const std::string start = file.read(std::min(file.size(), maxBytes));
    *compression = detectCompression(start);
    std::string head;
    switch (*compression) {
    case Compression::Gzip:
        head = inflateGzipHead(start, file, maxBytes);
        break;
    case Compression::Zstd:
        head = inflateZstdHead(start, file, maxBytes);
        break;
    case Compression::None:
        return start;
    }
    if (head.empty() && !start.empty())
        *error = "cannot decompress the start of the file";
    return head;
}

// The balanced {...} or [...] value after "key": in text, or empty (also when cut by the head).
std::string_view balancedValue(std::string_view text, const char *key)
{
    const std::string quoted = std::string("\"") + key + "\"";
    size_t pos = text.find(quoted);
    if (pos == std::string_view::npos)
        return {};
    pos += quoted.size();
    while (pos < text.size()
        && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '\n' || text[pos] == '\r'
            || text[pos] == '\t'))
        ++pos;
    if (pos >= text.size() || (text[pos] != '{' && text[pos] != '['))
        return {};
    int depth = 0;
    bool inString = false;
    for (size_t i = pos; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return text.substr(pos, i - pos + 1);
        }
    }
    return {};
}

// Integer after "key": (quotes allowed), or -1.
int64_t integerAfter(std::string_view text, const char *key)
{
    const std::string quoted = std::string("\"") + key + "\"";
    size_t pos = text.find(quoted);
    if (pos == std::string_view::npos)
        return -1;
    pos += quoted.size();
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '"'))
        ++pos;
    int64_t value = 0;
    bool any = false;
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && value < (1LL << 58)) {
        value = value * 10 + (text[pos] - '0');
        ++pos;
        any = true;
    }
    return any ? value : -1;
}

// Smallest positive "ts" in ns (integer µs part x 1000 + up to 3 fraction digits), or -1.
int64_t smallestTsNs(std::string_view text)
{
    static constexpr std::string_view kKey("\"ts\"");
    int64_t best = -1;
    size_t pos = 0;
    while ((pos = text.find(kKey, pos)) != std::string_view::npos) {
        pos += kKey.size();
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '"'))
            ++pos;
        // Microseconds whose ns do not fit int64 (past the year 2262) are no time: passed over.
        constexpr int64_t kMaxUs = (std::numeric_limits<int64_t>::max() - 999) / 1000;
        int64_t us = 0;
        int digits = 0;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
            if (us <= kMaxUs)
                us = us * 10 + (text[pos] - '0');
            ++pos;
            ++digits;
        }
        if (digits == 0 || us > kMaxUs)
            continue;
        int64_t ns = us * 1000;
        if (pos < text.size() && text[pos] == '.') {
            ++pos;
            int64_t scale = 100;
            while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
                if (scale > 0)
                    ns += (text[pos] - '0') * scale;
                scale /= 10;
                ++pos;
            }
        }
        if (ns > 0 && (best < 0 || ns < best))
            best = ns;
    }
    return best;
}

// Length of the UTF-8 character at text[i] when it is a valid one, else 0.
size_t utf8CharLength(std::string_view text, size_t i)
{
    const unsigned char b = static_cast<unsigned char>(text[i]);
    if (b < 0x80)
        return 1;
    size_t more = 0;
    uint32_t value = 0;
    uint32_t min = 0;
    if ((b & 0xe0) == 0xc0) {
        more = 1, value = b & 0x1f, min = 0x80;
    } else if ((b & 0xf0) == 0xe0) {
        more = 2, value = b & 0x0f, min = 0x800;
    } else if ((b & 0xf8) == 0xf0) {
        more = 3, value = b & 0x07, min = 0x10000;
    } else {
        return 0;
    }
    if (text.size() - i <= more)
        return 0;
    for (size_t k = 1; k <= more; ++k) {
        const unsigned char c = static_cast<unsigned char>(text[i + k]);
        if ((c & 0xc0) != 0x80)
            return 0;
        value = (value << 6) | (c & 0x3f);
    }
    if (value < min || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
        return 0;
    return more + 1;
}

// The first /"host_?name"\s*:\s*"([^"]{1,200})"/ of the text (its first 16 KiB, bad UTF-8 read as
// U+FFFD), as the loader finds it; empty when none.
std::string hostKeyValue(std::string_view text)
{
    text = text.substr(0, 16 * 1024);
    for (size_t at = text.find("\"host"); at != std::string_view::npos; at = text.find("\"host", at + 1)) {
        size_t p = at + 5;
        if (p < text.size() && text[p] == '_')
            ++p;
        if (text.substr(p, 5) != "name\"")
            continue;
        p += 5;
        while (p < text.size() && isAsciiSpace(text[p]))
            ++p;
        if (p >= text.size() || text[p] != ':')
            continue;
        ++p;
        while (p < text.size() && isAsciiSpace(text[p]))
            ++p;
        if (p >= text.size() || text[p] != '"')
            continue;
        ++p;
        std::string value;
        int chars = 0;
        while (p < text.size() && text[p] != '"' && chars <= 200) {
            const size_t len = utf8CharLength(text, p);
            if (len == 0) {
                value += "\xef\xbf\xbd";
                ++p;
            } else {
                value.append(text.substr(p, len));
                p += len;
            }
            ++chars;
        }
        if (p < text.size() && text[p] == '"' && chars >= 1 && chars <= 200)
            return value;
    }
    return {};
}

// The host as the loader finds it: a top-level "hostname" (or "host_name") key; a SageMaker
// Debugger system-metrics file names its node in the file name; else the trace's file name.
std::string hostOf(const std::string &head, const std::string &fileName)
{
    std::string host = hostKeyValue(head);
    if (!host.empty())
        return host;
    if (isSmdebugSystemMetricsHead(head))
        return smdebugNodeFromFileName(fileName);
    return hostFromFileName(fileName);
}

// Unicode white space of a byte read as Latin-1 (0x85 and 0xa0 too).
bool isLatin1Space(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r') || c == 0x85 || c == 0xa0;
}

} // namespace

std::string readHeadText(const std::string &path, int64_t maxBytes, std::string *error)
{
    FileReader file;
    if (!file.open(path)) {
        *error = file.error();
        return {};
    }
    Compression compression = Compression::None;
    return headText(file, maxBytes, &compression, error);
}

TraceHead parseTraceHead(const std::string &head, const std::string &tail, const std::string &fileName)
{
    TraceHead out;
    out.readable = true;
    const std::string_view info = balancedValue(head, "distributedInfo");
    if (!info.empty()) {
        const std::optional<nlohmann::json> doc = parseJsonDocument(info);
        if (doc && doc->is_object()) {
            const auto rank = doc->find("rank");
            const auto worldSize = doc->find("world_size");
            out.rank = rank == doc->end() ? -1 : jsonToInt(*rank, -1);
            out.worldSize = worldSize == doc->end() ? 0 : jsonToInt(*worldSize, 0);
        }
    }
    const std::string_view devices = balancedValue(head, "deviceProperties");
    if (!devices.empty()) {
        const std::optional<nlohmann::json> doc = parseJsonDocument(devices);
        out.deviceCount = doc && doc->is_array() ? int(doc->size()) : 0;
    }
    out.host = hostOf(head, fileName);

    // Newer Kineto writes ts relative to baseTimeNanoseconds, usually after traceEvents.
    int64_t base = integerAfter(head, "baseTimeNanoseconds");
    if (base < 0)
        base = integerAfter(tail, "baseTimeNanoseconds");
    const int64_t ts = smallestTsNs(head);
    if (ts > 0) {
        int64_t abs = 0;
        if (base > 0) {
            if (!__builtin_add_overflow(base, ts, &abs)) // else past 2262: no wall-clock time
                out.earliestAbsNs = abs;
        } else if (ts >= kEpoch2000Ns)
            out.earliestAbsNs = ts;
    }
    if (!tail.empty()) {
        size_t end = tail.size();
        while (end > 0 && isLatin1Space(static_cast<unsigned char>(tail[end - 1])))
            --end;
        out.truncated = end == 0 || (tail[end - 1] != '}' && tail[end - 1] != ']');
    }
    return out;
}

TraceHead readTraceHead(const std::string &path)
{
    TraceHead out;
    FileReader file;
    if (!file.open(path)) {
        out.error = file.error();
        return out;
    }
    Compression compression = Compression::None;
    const std::string head = headText(file, kHeadBytes, &compression, &out.error);
    if (!out.error.empty())
        return out;
    // Compressed files have no raw tail to look at (their facts at the end need the whole stream).
    std::string tail;
    if (compression == Compression::None) {
        const int64_t size = file.size();
        if (size > kHeadBytes && file.seek(size - kTailBytes))
            tail = file.read(kTailBytes);
        else
            tail = head.substr(head.size() - std::min(head.size(), size_t(kTailBytes)));
    }
    return parseTraceHead(head, tail, fileNameOf(path));
}

int peekRank(const std::string &path)
{
    std::string error;
    const std::string fileName = fileNameOf(path);
    const int rank = parseTraceHead(readHeadText(path, kHeadBytes, &error), std::string(), fileName).rank;
    return rank >= 0 ? rank : rankFromFileName(fileName);
}

} // namespace stepline
