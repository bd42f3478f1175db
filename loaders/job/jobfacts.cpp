#include "jobfacts.h"

#include "asciitext.h"
#include "compression.h"
#include "filereader.h"
#include "jobfiles.h"
#include "jobjson.h"
#include "jsonscan.h"
#include "runcheck.h"
#include "smdebug.h"
#include "sqlitereport.h"
#include "tracehead.h" // readHeadText, kHeadBytes

#include <zlib.h>
#include <zstd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace stepline {

namespace {

using namespace std::string_view_literals;

constexpr size_t kReadChunk = 1 << 20;
// An event or top-level value longer than this is passed over (its structure is still followed).
constexpr size_t kMaxEventBytes = 1 << 20;
constexpr size_t kMaxMemberBytes = 8 << 20;
// Plain JSON: the end holds baseTimeNanoseconds and, in current Kineto, deviceProperties
// (about 0.5 KiB per GPU) and distributedInfo.
constexpr int64_t kQuickTailBytes = 64 * 1024;

// Decimal µs text ("1700000000500000.250", quotes allowed) to ns; -1 when it is no time.
int64_t usTextToNs(std::string_view text)
{
    if (!text.empty() && text.front() == '"')
        text = text.substr(1, text.size() >= 2 ? text.size() - 2 : 0);
    constexpr int64_t kMaxUs = (std::numeric_limits<int64_t>::max() - 999) / 1000;
    size_t i = 0;
    int64_t us = 0;
    int digits = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        if (us > kMaxUs / 10)
            return -1;
        us = us * 10 + (text[i] - '0');
        ++i;
        ++digits;
    }
    if (digits == 0 || us > kMaxUs)
        return -1;
    int64_t ns = us * 1000;
    if (i < text.size() && text[i] == '.') {
        ++i;
        int64_t scale = 100;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            ns += (text[i] - '0') * scale;
            scale /= 10;
            ++i;
        }
    }
    return ns;
}

// Seconds since the epoch with decimals (system metrics "Timestamp") to ns; -1 when none.
int64_t secondsTextToNs(std::string_view text)
{
    // Blanks around the number allowed, as Qt's byte-array toDouble took them.
    text = trimmedAscii(text);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    double s = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), s);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(s) || s <= 0
        || s > 9.2e9)
        return -1;
    return int64_t(s * 1e9);
}

std::optional<int> intText(std::string_view text)
{
    if (!text.empty() && text.front() == '"')
        text = text.substr(1, text.size() >= 2 ? text.size() - 2 : 0);
    if (text.empty() || text.size() > 9)
        return std::nullopt;
    int v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

// The bytes the structure scan stops at: quotes, brackets, commas and colons ('[' and '{', ']'
// and '}' differ only in bit 0x20).
inline bool isStructural(char c)
{
    const char folded = char(c | 0x20);
    return c == '"' || folded == '{' || folded == '}' || c == ',' || c == ':';
}

// Most bytes of a trace are inside strings and between tokens: both runs are skipped 16 at a time.
inline const char *nextStructural(const char *p, const char *end)
{
#if defined(__SSE2__)
    const bool found = json::skipBlocksWithout(p, end, [](__m128i c) {
        using json::bytesEqual;
        const __m128i folded = _mm_or_si128(c, _mm_set1_epi8(0x20));
        const __m128i hit = _mm_or_si128(
            _mm_or_si128(bytesEqual(c, '"'), _mm_or_si128(bytesEqual(c, ','), bytesEqual(c, ':'))),
            _mm_or_si128(bytesEqual(folded, '{'), bytesEqual(folded, '}')));
        return unsigned(_mm_movemask_epi8(hit));
    });
    if (found)
        return p;
#endif
    while (p < end && !isStructural(*p))
        ++p;
    return p;
}

bool isGpuActivityCategory(std::string_view cat)
{
    auto eq = [&](std::string_view want) {
        return cat.size() == want.size()
            && std::equal(cat.begin(), cat.end(), want.begin(),
                [](char a, char b) { return (a | 0x20) == (b | 0x20); });
    };
    return eq("kernel"sv) || eq("gpu_memcpy"sv) || eq("gpu_memset"sv) || eq("memcpy"sv) || eq("memset"sv);
}

// One pass over a trace's text in pieces of any size. It follows the JSON structure byte by byte
// (strings, nesting), keeps the few top-level members the picker needs and looks at each event
// object without building it.
class FactScanner
{
public:
    explicit FactScanner(bool jsonLines)
        : m_lines(jsonLines)
    {
        m_facts.systemMetrics = jsonLines;
    }

    void feed(const char *data, size_t size)
    {
        const char *p = data;
        const char *end = data + size;
        const char *captureFrom = m_capturing ? p : nullptr;
        while (p < end) {
            if (m_inString) {
                if (m_escape) {
                    m_escape = false;
                    ++p;
                    continue;
                }
                p = json::nextQuoteOrBackslash(p, end);
                if (p >= end)
                    break;
                if (*p == '\\') {
                    m_escape = true;
                    ++p;
                    continue;
                }
                m_inString = false;
                if (m_keyCapture) {
                    appendKey(m_keyStart ? m_keyStart : data, p);
                    m_keyCapture = false;
                    m_keyStart = nullptr;
                }
                ++p;
                continue;
            }
            const char c = *p;
            if (!isStructural(c)) {
                p = nextStructural(p + 1, end);
                continue;
            }
            // An event that lies whole in this piece is looked at in place: found with the fast
            // skip, parsed once, and passed over. One cut by the piece's end is captured below.
            if (c == '{' && !m_capturing
                && ((m_depth == 0 && m_lines) || (m_depth > 0 && m_depth == m_eventDepth))) {
                const char *q = p;
                if (json::skipContainer(q, end) == json::Scan::Ok) {
                    onEvent(std::string_view(p, size_t(q - p)));
                    if (m_depth == 0)
                        ++m_topValues;
                    p = q;
                    continue;
                }
            }
            switch (c) {
            case '"':
                m_inString = true;
                if (m_depth == 1 && m_rootObject && m_expectKey) {
                    m_key.clear();
                    m_keyCapture = true;
                    m_keyStart = p + 1;
                    m_expectKey = false;
                }
                break;
            case ':':
                if (m_depth == 1 && m_rootObject && !m_inMember) {
                    m_inMember = true;
                    m_member = memberKind(m_key);
                    if (m_member == Member::Events)
                        m_sawEvents = true;
                    if (m_member == Member::Keep) {
                        m_capturing = true;
                        m_captureIsEvent = false;
                        m_buffer.clear();
                        captureFrom = p + 1;
                    }
                }
                break;
            case ',':
                if (m_depth == 1 && m_rootObject)
                    endMember(p, captureFrom);
                break;
            case '{':
            case '[':
                if (m_depth == 0) {
                    if (m_lines) {
                        startEvent(p, captureFrom);
                    } else if (m_topValues == 0) {
                        m_rootObject = c == '{';
                        m_expectKey = m_rootObject;
                        m_eventDepth = m_rootObject ? -1 : 1;
                    }
                } else if (c == '{' && m_depth == m_eventDepth && !m_capturing) {
                    startEvent(p, captureFrom);
                } else if (c == '[' && m_depth == 1 && m_rootObject && m_member == Member::Events) {
                    m_eventDepth = 2;
                }
                if (++m_depth > 1000000)
                    m_depth = 1000000; // nesting that deep is no trace; stay bounded
                break;
            case '}':
            case ']':
                if (m_depth == 0) {
                    m_stray = true;
                    break;
                }
                if (m_depth == 1 && m_rootObject && c == '}')
                    endMember(p, captureFrom);
                if (m_depth == 2 && m_rootObject && m_member == Member::Events && c == ']')
                    m_eventDepth = -1;
                --m_depth;
                if (m_capturing && m_captureIsEvent && m_depth == m_eventStartDepth) {
                    appendCapture(captureFrom, p + 1);
                    captureFrom = nullptr;
                    m_capturing = false;
                    if (!m_captureOverflow)
                        onEvent(m_buffer);
                }
                if (m_depth == 0)
                    ++m_topValues;
                break;
            default:
                break;
            }
            ++p;
        }
        if (m_keyCapture) {
            appendKey(m_keyStart ? m_keyStart : data, end);
            m_keyStart = nullptr; // the key goes on at the start of the next piece
        }
        if (m_capturing && captureFrom)
            appendCapture(captureFrom, end);
        m_facts.textBytes += int64_t(size);
    }

    TraceFacts finish(bool whole)
    {
        TraceFacts out = m_facts;
        if (m_lines)
            out.earliestAbsNs = m_minTimestampNs;
        else if (m_minTsNs > 0) {
            int64_t abs = 0;
            if (m_baseNs > 0) {
                if (!__builtin_add_overflow(m_baseNs, m_minTsNs, &abs))
                    out.earliestAbsNs = abs;
            } else if (m_minTsNs >= kEpoch2000Ns) {
                out.earliestAbsNs = m_minTsNs;
            }
        }
        if (out.earliestAbsNs > 0)
            out.timeSource = m_lines ? TraceFacts::TimeSource::SystemMetricsTimestamp
                : m_baseNs > 0       ? TraceFacts::TimeSource::BaseTimePlusTs
                                     : TraceFacts::TimeSource::AbsoluteTs;
        std::sort(out.gpuDevices.begin(), out.gpuDevices.end());
        out.final = whole;
        out.settled = whole;
        if (whole) {
            const bool closed = m_depth == 0 && !m_inString && !m_stray && (m_topValues > 0 || m_lines);
            out.completeness = closed && out.textBytes > 0 ? TraceFacts::Completeness::Complete
                                                           : TraceFacts::Completeness::Cut;
            if (out.completeness == TraceFacts::Completeness::Cut)
                out.cutAtByte = out.textBytes;
            out.notATrace = closed && !m_lines && m_rootObject && !m_sawEvents;
        }
        return out;
    }

    int64_t baseNs() const { return m_baseNs; }
    void setBaseNs(int64_t base) { m_baseNs = base; }

private:
    enum class Member { Other, Events, Keep };

    Member memberKind(const std::string &key) const
    {
        if (key == "traceEvents")
            return Member::Events;
        if (key == "deviceProperties" || key == "distributedInfo" || key == "baseTimeNanoseconds"
            || key == "hostname" || key == "host_name")
            return Member::Keep;
        return Member::Other;
    }

    // Only short keys matter; a longer one is kept cut, so it matches none of them.
    void appendKey(const char *from, const char *to)
    {
        const size_t room = m_key.size() < 64 ? 64 - m_key.size() : 0;
        m_key.append(from, std::min(room, size_t(to - from)));
    }

    void appendCapture(const char *from, const char *to)
    {
        if (!from || to <= from || m_captureOverflow)
            return;
        const size_t limit = m_captureIsEvent ? kMaxEventBytes : kMaxMemberBytes;
        if (m_buffer.size() + size_t(to - from) > limit) {
            m_captureOverflow = true;
            return;
        }
        m_buffer.append(from, size_t(to - from));
    }

    void startEvent(const char *p, const char *&captureFrom)
    {
        m_capturing = true;
        m_captureIsEvent = true;
        m_captureOverflow = false;
        m_eventStartDepth = m_depth;
        m_buffer.clear();
        captureFrom = p;
    }

    void endMember(const char *p, const char *&captureFrom)
    {
        if (!m_inMember)
            return;
        if (m_capturing && !m_captureIsEvent) {
            appendCapture(captureFrom, p);
            captureFrom = nullptr;
            m_capturing = false;
            if (!m_captureOverflow)
                onMember(m_key, m_buffer);
            m_captureOverflow = false;
        }
        m_inMember = false;
        m_member = Member::Other;
        m_expectKey = true;
    }

    void onMember(const std::string &key, const std::string &raw)
    {
        const std::string_view text = trimmedAscii(raw);
        if (key == "baseTimeNanoseconds") {
            // The text without its quotes; a sign and blanks allowed (Qt's toLongLong took them).
            std::string digits;
            for (char c : text) {
                if (c != '"')
                    digits += c;
            }
            std::string_view number = trimmedAscii(digits);
            if (!number.empty() && number.front() == '+')
                number.remove_prefix(1);
            int64_t v = 0;
            const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), v);
            if (!number.empty() && ec == std::errc() && end == number.data() + number.size() && v > 0)
                m_baseNs = v;
        } else if (key == "deviceProperties") {
            const std::optional<nlohmann::json> doc = parseJsonDocument(text);
            if (doc && doc->is_array()) {
                m_facts.deviceProperties = int(doc->size());
                for (const nlohmann::json &device : *doc) {
                    const auto name = device.is_object() ? device.find("name") : device.end();
                    const std::string vendor
                        = gpuVendor(device.is_object() && name != device.end() && name->is_string()
                                ? name->get<std::string>()
                                : std::string());
                    if (!vendor.empty()) {
                        m_facts.gpuVendor = vendor;
                        break;
                    }
                }
            }
        } else if (key == "distributedInfo") {
            const std::optional<nlohmann::json> doc = parseJsonDocument(text);
            const bool object = doc && doc->is_object();
            const auto rank = object ? doc->find("rank") : nlohmann::json::const_iterator();
            const auto worldSize = object ? doc->find("world_size") : nlohmann::json::const_iterator();
            m_facts.rank = object && rank != doc->end() ? jsonToInt(*rank, -1) : -1;
            m_facts.worldSize = object && worldSize != doc->end() ? jsonToInt(*worldSize, 0) : 0;
        } else if (key == "hostname" || key == "host_name") {
            const std::optional<nlohmann::json> doc = parseJsonDocument("[" + std::string(text) + "]");
            const std::string host = doc && !doc->empty() && (*doc)[0].is_string()
                ? (*doc)[0].get<std::string>()
                : std::string();
            if (!host.empty())
                m_facts.host = leftUtf16(host, 200);
        }
    }

    void onEvent(std::string_view ev)
    {
        std::string_view ph, cat, ts, pid, args, timestamp;
        const bool ok = json::forEachMember(ev, [&](std::string_view key, std::string_view value) {
            if (key == "ph"sv)
                ph = value;
            else if (key == "cat"sv)
                cat = value;
            else if (key == "ts"sv)
                ts = value;
            else if (key == "pid"sv)
                pid = value;
            else if (key == "args"sv)
                args = value;
            else if (key == "Timestamp"sv)
                timestamp = value;
        });
        if (!ok)
            return;
        if (m_lines) {
            const int64_t ns = timestamp.empty() ? -1 : secondsTextToNs(timestamp);
            if (ns > 0 && (m_minTimestampNs < 0 || ns < m_minTimestampNs))
                m_minTimestampNs = ns;
            return;
        }
        if (ph == "\"M\""sv)
            return;
        if (!ts.empty()) {
            const int64_t ns = usTextToNs(ts);
            if (ns > 0 && (m_minTsNs < 0 || ns < m_minTsNs))
                m_minTsNs = ns;
        }
        if (ph != "\"X\""sv || cat.size() < 2 || !isGpuActivityCategory(cat.substr(1, cat.size() - 2)))
            return;
        std::optional<int> device;
        if (!args.empty()) {
            json::forEachMember(args, [&](std::string_view key, std::string_view value) {
                if (key == "device"sv)
                    device = intText(value);
            });
        }
        if (!device)
            device = intText(pid);
        if (device
            && std::find(m_facts.gpuDevices.begin(), m_facts.gpuDevices.end(), *device)
                == m_facts.gpuDevices.end())
            m_facts.gpuDevices.push_back(*device);
    }

    TraceFacts m_facts;
    bool m_lines;
    int m_depth = 0;
    bool m_inString = false;
    bool m_escape = false;
    bool m_stray = false;
    bool m_rootObject = false;
    bool m_sawEvents = false; // the root object has a traceEvents member
    bool m_expectKey = false;
    bool m_inMember = false;
    Member m_member = Member::Other;
    bool m_keyCapture = false;
    const char *m_keyStart = nullptr;
    std::string m_key;
    int m_eventDepth = -1; // depth at which '{' opens an event
    int m_eventStartDepth = 0;
    bool m_capturing = false;
    bool m_captureIsEvent = false;
    bool m_captureOverflow = false;
    std::string m_buffer;
    int64_t m_topValues = 0;
    int64_t m_minTsNs = -1;
    int64_t m_minTimestampNs = -1;
    int64_t m_baseNs = -1;
};

bool isJsonLinesHead(std::string_view head)
{
    return isSmdebugSystemMetricsHead(head);
}

// Decompressed text of a file, piece by piece, handed to sink(data, size). Returns an error text
// (naming the compressed byte where decoding stopped) or empty; *cut is set when the compressed
// stream ends before its end marker.
std::string streamText(FileReader &file, Compression compression, const std::function<bool()> &canceled,
    const std::function<void(const char *, size_t)> &sink, bool *cut, bool *canceledOut)
{
    std::string in;
    std::string out(kReadChunk, '\0');
    auto readMore = [&] {
        in = file.read(int64_t(kReadChunk));
        return !in.empty();
    };
    auto stop = [&] {
        if (canceled && canceled()) {
            *canceledOut = true;
            return true;
        }
        return false;
    };
    if (compression == Compression::None) {
        while (!stop() && readMore())
            sink(in.data(), in.size());
        if (file.failed())
            return "read error at byte " + std::to_string(file.pos()) + ": " + file.error();
        return {};
    }
    if (compression == Compression::Gzip) {
        z_stream zs {};
        if (inflateInit2(&zs, 15 + 32) != Z_OK)
            return "cannot start gzip decompression";
        bool ended = false;
        int64_t consumed = 0;
        std::string error;
        while (!stop()) {
            if (zs.avail_in == 0) {
                if (!readMore())
                    break;
                zs.next_in = reinterpret_cast<Bytef *>(in.data());
                zs.avail_in = uInt(in.size());
            }
            if (ended) {
                // Another member (cat a.gz b.gz), or zero padding after the last one.
                while (zs.avail_in > 0 && *zs.next_in == 0) {
                    ++zs.next_in;
                    --zs.avail_in;
                    ++consumed;
                }
                if (zs.avail_in == 0)
                    continue;
                inflateReset(&zs);
                ended = false;
            }
            zs.next_out = reinterpret_cast<Bytef *>(out.data());
            zs.avail_out = uInt(out.size());
            const uInt before = zs.avail_in;
            const int rc = inflate(&zs, Z_NO_FLUSH);
            consumed += before - zs.avail_in;
            sink(out.data(), out.size() - size_t(zs.avail_out));
            if (rc == Z_STREAM_END) {
                ended = true;
            } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
                error = "gzip data is corrupt at compressed byte " + std::to_string(consumed) + " ("
                    + (zs.msg ? zs.msg : "inflate error") + ")";
                break;
            }
        }
        inflateEnd(&zs);
        if (error.empty() && !ended && !*canceledOut) {
            *cut = true;
            error = "the gzip stream ends early (at compressed byte " + std::to_string(consumed) + ")";
        }
        return error;
    }
    ZSTD_DStream *ds = ZSTD_createDStream();
    if (!ds)
        return "cannot start zstd decompression";
    ZSTD_initDStream(ds);
    size_t last = 1;
    int64_t consumed = 0;
    std::string error;
    while (!stop() && readMore()) {
        ZSTD_inBuffer ib { in.data(), in.size(), 0 };
        while (ib.pos < ib.size) {
            ZSTD_outBuffer ob { out.data(), out.size(), 0 };
            last = ZSTD_decompressStream(ds, &ob, &ib);
            if (ZSTD_isError(last)) {
                error = "zstd data is corrupt at compressed byte "
                    + std::to_string(consumed + int64_t(ib.pos)) + " (" + ZSTD_getErrorName(last) + ")";
                break;
            }
            sink(out.data(), ob.pos);
            if (ob.pos == 0 && last != 0 && ib.pos == ib.size)
                break;
        }
        consumed += int64_t(ib.pos);
        if (!error.empty())
            break;
    }
    ZSTD_freeDStream(ds);
    if (error.empty() && last != 0 && !*canceledOut) {
        *cut = true;
        error = "the zstd stream ends early (at compressed byte " + std::to_string(consumed) + ")";
    }
    return error;
}

} // namespace

std::string timeSourceName(TraceFacts::TimeSource source)
{
    switch (source) {
    case TraceFacts::TimeSource::BaseTimePlusTs:
        return "baseTimeNanoseconds + first event";
    case TraceFacts::TimeSource::AbsoluteTs:
        return "first event ts";
    case TraceFacts::TimeSource::SystemMetricsTimestamp:
        return "system metrics Timestamp";
    case TraceFacts::TimeSource::None:
        break;
    }
    return {};
}

TraceFacts scanTraceFactsText(std::string_view text, bool whole)
{
    FactScanner scanner(isJsonLinesHead(text.substr(0, 4096)));
    scanner.feed(text.data(), text.size());
    return scanner.finish(whole);
}

TraceFacts scanTraceFacts(const std::string &path, const std::function<bool()> &canceled)
{
    FileReader file;
    if (!file.open(path)) {
        TraceFacts out;
        out.error = file.error();
        return out;
    }
    const std::string magic = file.peek(16);
    if (isSqliteHead(magic.data(), magic.size()))
        return sqliteReportFacts(path, true);
    const Compression compression = detectCompression(magic);
    std::optional<FactScanner> scanner;
    std::string pending; // text before the first 4 KiB decide the kind (JSON lines or not)
    auto sink = [&](const char *data, size_t size) {
        if (scanner) {
            scanner->feed(data, size);
            return;
        }
        pending.append(data, size);
        if (pending.size() >= 4096) {
            scanner.emplace(isJsonLinesHead(std::string_view(pending).substr(0, 4096)));
            scanner->feed(pending.data(), pending.size());
            pending.clear();
        }
    };
    bool cut = false;
    bool wasCanceled = false;
    const std::string error = streamText(file, compression, canceled, sink, &cut, &wasCanceled);
    if (!scanner) {
        scanner.emplace(isJsonLinesHead(pending));
        scanner->feed(pending.data(), pending.size());
    }
    TraceFacts out = scanner->finish(!wasCanceled);
    if (wasCanceled)
        return out;
    if (!error.empty()) {
        out.error = error;
        // What was decoded is kept; the text ends where decoding stopped.
        out.completeness = TraceFacts::Completeness::Cut;
        out.cutAtByte = out.textBytes;
    }
    if (out.host.empty() && out.systemMetrics)
        out.host = smdebugNodeFromFileName(fileNameOf(path));
    return out;
}

TraceFacts quickTraceFacts(const std::string &path)
{
    FileReader file;
    if (!file.open(path)) {
        TraceFacts out;
        out.error = file.error();
        return out;
    }
    const int64_t size = file.size();
    const std::string magic = file.peek(16);
    if (isSqliteHead(magic.data(), magic.size()))
        return sqliteReportFacts(path, false);
    const Compression compression = detectCompression(magic);
    if ((compression == Compression::None && size <= kHeadBytes + kQuickTailBytes)
        || (compression != Compression::None && size <= kQuickWholeCompressedBytes)) {
        file.close();
        return scanTraceFacts(path);
    }
    std::string error;
    const std::string head = readHeadText(path, kHeadBytes, &error);
    if (!error.empty() || head.empty()) {
        TraceFacts out;
        out.error = error.empty() ? std::string("empty file") : error;
        return out;
    }
    FactScanner scanner(isJsonLinesHead(std::string_view(head).substr(0, 4096)));
    scanner.feed(head.data(), head.size());
    std::string tail;
    if (compression == Compression::None && file.seek(size - kQuickTailBytes))
        tail = file.read(kQuickTailBytes);
    if (tail.empty()) {
        TraceFacts out = scanner.finish(false);
        if (out.host.empty() && out.systemMetrics)
            out.host = smdebugNodeFromFileName(fileNameOf(path));
        return out;
    }
    // The tail starts anywhere in the text; the top-level members after traceEvents start at the
    // first of their keys, and from there they read as the rest of an object.
    size_t from = std::string::npos;
    for (const char *key : { "\"deviceProperties\"", "\"distributedInfo\"", "\"baseTimeNanoseconds\"" }) {
        const size_t at = tail.find(key);
        if (at != std::string::npos && (from == std::string::npos || at < from))
            from = at;
    }
    TraceFacts fromTail;
    if (from != std::string::npos) {
        FactScanner members(false);
        members.feed("{", 1);
        members.feed(tail.data() + from, tail.size() - from);
        fromTail = members.finish(false);
        if (members.baseNs() > 0)
            scanner.setBaseNs(members.baseNs());
    }
    TraceFacts out = scanner.finish(false);
    if (out.deviceProperties < 0)
        out.deviceProperties = fromTail.deviceProperties;
    if (out.gpuVendor.empty())
        out.gpuVendor = fromTail.gpuVendor;
    if (out.rank < 0 && fromTail.rank >= 0) {
        out.rank = fromTail.rank;
        out.worldSize = fromTail.worldSize;
    }
    // Plain JSON: a document whose last byte cannot end a trace is cut there. One that ends with
    // } or ] is taken as complete until the whole-text pass, if one runs, says otherwise.
    size_t end = tail.size();
    while (end > 0 && json::isSpace(tail[end - 1]))
        --end;
    const bool closes = end > 0 && (tail[end - 1] == '}' || tail[end - 1] == ']');
    out.completeness = closes ? TraceFacts::Completeness::Complete : TraceFacts::Completeness::Cut;
    if (!closes)
        out.cutAtByte = size;
    out.textBytes = size;
    out.settled = out.gpuDevicesFinal();
    if (out.host.empty() && out.systemMetrics)
        out.host = smdebugNodeFromFileName(fileNameOf(path));
    return out;
}

} // namespace stepline
