// The tokenizer's shortcuts against its general reader: word-at-a-time number conversion against
// exactnumber.h, the SSE2 whitespace and string scans against byte loops, and whole events parsed
// with and without the shortcuts (valid Kineto shapes, odd numbers, escapes, cut and damaged
// events), which must give the same events, errors and byte offsets.
#include "exactnumber.h"
#include "jsonscan.h"
#include "numberscan.h"
#include "traceparser.h"

#include <QRandomGenerator>
#include <QtTest>

#include <string>
#include <vector>

using namespace stepline;

namespace {

// Records everything the parser hands over, as text, so two runs compare with one QCOMPARE.
class TextSink : public EventSink
{
public:
    std::string out;

    void onEvent(const RawEvent &e, uint64_t byteOffset) override
    {
        field("@", int64_t(byteOffset));
        field(" has=", e.has);
        field(" ph=", e.ph);
        field(" s=", e.scope);
        field(" pidIsString=", e.pidIsString);
        field(" tidIsString=", e.tidIsString);
        field(" bindEnclosing=", e.bindEnclosing);
        text(" name=", e.name);
        text(" cat=", e.cat);
        text(" pidText=", e.pidText);
        text(" tidText=", e.tidText);
        text(" args=", e.args);
        // Numbers are compared only where the parser says they are valid: elsewhere a field keeps
        // whatever a failed conversion left, which no reader looks at.
        auto num = [&](const char *what, RawEvent::Has flag, int64_t v) {
            if (e.hasField(flag))
                field(what, v);
        };
        num(" tsNs=", RawEvent::kTs, e.tsNs);
        num(" durNs=", RawEvent::kDur, e.durNs);
        num(" pid=", RawEvent::kPid, e.pid);
        num(" tid=", RawEvent::kTid, e.tid);
        num(" id=", RawEvent::kId, int64_t(e.id));
        num(" bind=", RawEvent::kBindId, int64_t(e.bindId));
        num(" corr=", RawEvent::kCorrelation, e.correlation);
        num(" ext=", RawEvent::kExternalId, e.externalId);
        num(" dev=", RawEvent::kDevice, e.device);
        num(" stream=", RawEvent::kStream, e.stream);
        out += '\n';
    }
    void onTopLevel(std::string_view key, std::string_view raw, uint64_t byteOffset) override
    {
        text("top ", key);
        text("=", raw);
        field(" @", int64_t(byteOffset));
        out += '\n';
    }

private:
    void field(const char *what, int64_t v)
    {
        out.append(what);
        out.append(std::to_string(v));
    }
    void text(const char *what, std::string_view v)
    {
        out.append(what);
        out += '[';
        out.append(v);
        out += ']';
    }
};

// One parse of the whole text in one piece (the end of the data is the end of the text, so events
// near it take the general reader either way), described as text.
std::string parseAll(const std::string &text, bool shortcuts)
{
    TextSink sink;
    TraceParser parser(sink);
    parser.setShortcuts(shortcuts);
    parser.parse(text.data(), text.size(), 0, true);
    return sink.out + "failure=" + std::to_string(int(parser.failure()))
        + " at=" + std::to_string(parser.failureOffset()) + " msg=" + parser.failureMessage()
        + " truncated=" + std::to_string(parser.truncated()) + " at=" + std::to_string(parser.truncatedAt())
        + " events=" + std::to_string(parser.eventCount()) + "\n";
}

// The same text fed in pieces of `piece` bytes, as the file loaders do (the rest carried over).
std::string parsePieces(const std::string &text, size_t piece)
{
    TextSink sink;
    TraceParser parser(sink);
    size_t consumed = 0, available = 0;
    while (parser.failure() == TraceParser::Failure::None) {
        available = std::min(text.size(), available + piece);
        const bool final = available == text.size();
        consumed += parser.parse(text.data() + consumed, available - consumed, consumed, final);
        if (final)
            break;
    }
    return sink.out + "failure=" + std::to_string(int(parser.failure()))
        + " at=" + std::to_string(parser.failureOffset()) + " msg=" + parser.failureMessage() + " truncated="
        + std::to_string(parser.truncated()) + " events=" + std::to_string(parser.eventCount()) + "\n";
}

const char *const kNumbers[] = { "2801700000045.292", "44662.786", "0", "-0", "7", "-1", "-1.5", "1.5",
    "12.3456789", "0.0005", "0.0004", "1.9999", "1e3", "1.5E-3", "1.694128201545123456e15", "0e99999",
    "9223372036854775.807", "9223372036854775.808", "123456789012345678", "1234567890123456",
    "123456789012345", "999999999999999.999", "12345678", "123456789", "1234567.1", "99999999.9995", "007",
    "1.", ".5", "-", "-x", "--1", "1.2.3", "1e", "12x", "1+", "\"12.5\"", "\"49814\"", "\"stream 7\"", "\"\"",
    "null", "true", "false", "NaN", "Infinity", "-Infinity", "[1, 2]", "{\"a\": 1}", "12345678901234567890",
    "4093687616", "-123456789012345", "3.000", "3.0000", "5.925926", "1E+2", "1e-2", "-7e1",
    // Sixteen integer digits (microseconds since the epoch), at and past the ns range's ends.
    "1669783687464181", "1669783687464181.5", "-1669783687464181.25", "9999999999999999",
    "9999999999999999.999", "-9223372036854775.808", "-9223372036854775.809", "12345678901234567",
    "1234567890123456e1" };

const char *const kStrings[] = { "\"X\"", "\"B\"", "\"\"", "\"XY\"", "\"\\\"\"", "\"\\u0058\"", "\"e\"",
    "\"\\n\"", "\"aten::mm\"", "\"sgemm_\\\"quoted\\\"\\u00e9\"", "\"bad \\x escape\"",
    "\"ampere_bf16_s16816gemm_bf16_128x128_"
    "ldg8_f2f_stages_64x3_nn\"",
    "7", "null", "{\"x\": \"y\"}" };

const char *const kKeys[] = { "ph", "cat", "name", "pid", "tid", "ts", "dur", "id", "s", "bp", "id2",
    "bind_id", "flow_in", "flow_out", "args", "p\\u0068", "tss", "nam", "other key" };

const char *const kArgKeys[] = { "External id", "external id", "correlation", "device", "stream", "queued",
    "Record function id", "grid", "corr\\u0065lation", "Ev Idx" };

const char *const kSpaces[] = { "", " ", "  ", "\n    ", "\t", "\r\n", "\n                         " };

template <size_t N> const char *pick(QRandomGenerator &rng, const char *const (&list)[N])
{
    return list[rng.bounded(quint32(N))];
}

// A random event: mostly Kineto's shapes, with odd keys, values and spacing mixed in.
std::string randomEvent(QRandomGenerator &rng)
{
    const char *sp = pick(rng, kSpaces);
    std::string e = "{";
    e += sp;
    const int members = 1 + int(rng.bounded(9u));
    for (int m = 0; m < members; ++m) {
        if (m) {
            e += ',';
            e += rng.bounded(3u) ? " " : sp;
        }
        const std::string key = pick(rng, kKeys);
        e += '"';
        e += key;
        e += '"';
        e += rng.bounded(6u) ? ": " : " :\t";
        if (key == "args") {
            e += '{';
            e += sp;
            const int n = int(rng.bounded(6u));
            for (int a = 0; a < n; ++a) {
                if (a)
                    e += ", ";
                e += '"';
                e += pick(rng, kArgKeys);
                e += "\": ";
                e += rng.bounded(3u) ? pick(rng, kNumbers) : pick(rng, kStrings);
            }
            e += sp;
            e += '}';
        } else {
            e += rng.bounded(3u) ? pick(rng, kNumbers) : pick(rng, kStrings);
        }
    }
    e += sp;
    e += '}';
    return e;
}

// Kineto's shapes, as the profiler writes them.
const char *const kKinetoEvents
    = "{\n"
      "  \"schemaVersion\": 1,\n"
      "  \"traceEvents\": [\n"
      "  {\n"
      "    \"ph\": \"X\", \"cat\": \"kernel\", \"name\": "
      "\"ampere_bf16_s16816gemm_bf16_128x128_ldg8_f2f_stages_64x3_nn\", \"pid\": 0, \"tid\": 7,\n"
      "    \"ts\": 2801700001761.891, \"dur\": 280.024,\n"
      "    \"args\": {\n"
      "      \"External id\": 14, \"queued\": 0, \"device\": 0, \"context\": 1, \"stream\": 7, "
      "\"correlation\": 44, \"registers per thread\": 238, \"shared memory\": 98304, \"blocks per SM\": "
      "5.925926, \"warps per SM\": 47.407407, \"grid\": [640, 1, 1], \"block\": [256, 1, 1], \"est. achieved "
      "occupancy %\": 12\n"
      "    }\n"
      "  },\n"
      "  {\n"
      "    \"ph\": \"f\", \"id\": 44, \"pid\": 0, \"tid\": 7, \"ts\": 2801700001761.891,\n"
      "    \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"\n"
      "  },\n"
      "  {\n"
      "    \"ph\": \"X\", \"cat\": \"python_function\", \"name\": \"train.py(64): train_step\", \"pid\": "
      "49814, \"tid\": 49814,\n"
      "    \"ts\": 2801700000047.096, \"dur\": 44659.874,\n"
      "    \"args\": {\n"
      "      \"Python parent id\": null, \"Python id\": 1, \"Python thread\": 0, \"Ev Idx\": 1\n"
      "    }\n"
      "  },\n"
      "  {\n"
      "    \"ph\": \"i\", \"cat\": \"cpu_instant_event\", \"name\": \"[memory]\", \"pid\": 49814, \"tid\": "
      "49814,\n"
      "    \"ts\": 2801700001044.314, \"s\": \"t\",\n"
      "    \"args\": {\n"
      "      \"Device Type\": 0, \"Device Id\": -1, \"Addr\": 94784474435072, \"Bytes\": 256, \"Total "
      "Allocated\": 1024\n"
      "    }\n"
      "  },\n"
      "  {\"name\": \"process_name\", \"ph\": \"M\", \"pid\": \"Spans\", \"tid\": \"stream 7\", \"args\": "
      "{\"name\": \"PyTorch \\\"Profiler\\\"\"}}\n"
      "  ],\n"
      "  \"baseTimeNanoseconds\": 1700000000000000000\n"
      "}\n";

// A scan result compared as one value: status, and where p stopped when that is specified.
std::string scanText(json::Scan s, const char *p, const char *base)
{
    std::string out = std::to_string(int(s));
    if (s != json::Scan::NeedMore) {
        out += '@';
        out += std::to_string(p - base);
    }
    return out;
}

} // namespace

class TestTokenizer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Whatever the word-wise conversions accept, exactnumber.h gives the same value for the same
    // token, and the token ends where skipNumber() ends it.
    void wordNumbersMatchGeneral()
    {
        QRandomGenerator rng(17);
        std::vector<std::string> texts;
        for (const char *n : kNumbers)
            texts.emplace_back(n);
        const char digits[] = "0123456789";
        for (int i = 0; i < 20000; ++i) {
            std::string t = rng.bounded(4u) == 0 ? "-" : "";
            const int intDigits = int(rng.bounded(20u));
            for (int d = 0; d < intDigits; ++d)
                t += digits[rng.bounded(10u)];
            if (rng.bounded(2u)) {
                t += '.';
                const int fracDigits = int(rng.bounded(10u));
                for (int d = 0; d < fracDigits; ++d)
                    t += digits[rng.bounded(10u)];
            }
            if (rng.bounded(8u) == 0)
                t += std::string(rng.bounded(2u) ? "e" : "E-") + digits[rng.bounded(10u)];
            texts.push_back(t);
        }
        int acceptedMicros = 0, acceptedInts = 0, acceptedSkips = 0;
        for (const std::string &t : texts) {
            for (const char *after : { ",", "}", " ", "\n", "x", "]", "\"" }) {
                std::string buf = t + after + std::string(40, ' ');
                const char *begin = buf.data();
                const char *end = buf.data() + buf.size();
                const char *generalEnd = begin;
                const bool token = json::skipNumber(generalEnd, end) == json::Scan::Ok;
                const std::string_view text(begin, size_t(generalEnd - begin));

                const char *p = begin;
                int64_t v = 0;
                if (json::wordMicrosToNs(p, v)) {
                    ++acceptedMicros;
                    int64_t expected = 0;
                    QVERIFY2(token && p == generalEnd, t.c_str());
                    QCOMPARE(parseMicrosToNs(text, &expected), NumberStatus::Ok);
                    QCOMPARE(v, expected);
                } else {
                    QVERIFY(p == begin);
                }
                p = begin;
                if (json::wordInteger(p, v)) {
                    ++acceptedInts;
                    int64_t expected = 0;
                    QVERIFY2(token && p == generalEnd, t.c_str());
                    QCOMPARE(parseInteger(text, &expected), NumberStatus::Ok);
                    QCOMPARE(v, expected);
                } else {
                    QVERIFY(p == begin);
                }
                p = begin;
                if (json::wordSkipNumber(p)) {
                    ++acceptedSkips;
                    QVERIFY2(token && p == generalEnd, t.c_str());
                } else {
                    QVERIFY(p == begin);
                }
            }
        }
        // The shortcuts do take the common shapes.
        QVERIFY(acceptedMicros > 10000);
        QVERIFY(acceptedInts > 1000);
        QVERIFY(acceptedSkips > acceptedMicros / 2);
        const char *p = "2801700000045.292, ";
        int64_t v = 0;
        std::string padded = std::string(p) + std::string(40, ' ');
        const char *q = padded.data();
        QVERIFY(json::wordMicrosToNs(q, v));
        QCOMPARE(v, int64_t(2801700000045292LL));
        QCOMPARE(q - padded.data(), ptrdiff_t(17));
    }

    // The sixteen-byte scans stop exactly where byte loops do, at every length and alignment.
    void scansMatchByteLoops()
    {
        QRandomGenerator rng(5);
        const char spaceChars[] = { ' ', '\n', '\r', '\t', '\v', 'a', '"', '\x80' };
        const char stringChars[] = { 'a', ' ', '"', '\\', 'u', '\n', '\xc3', 'x' };
        for (int i = 0; i < 20000; ++i) {
            const size_t len = rng.bounded(70u);
            std::string text(len, ' ');
            const bool forSpace = i % 2 == 0;
            for (char &c : text) {
                // Mostly the common byte, so runs get long enough for several blocks.
                const quint32 r = rng.bounded(forSpace ? 24u : 40u);
                c = r < 8 ? (forSpace ? spaceChars[r] : stringChars[r]) : (forSpace ? ' ' : 'a');
            }
            const char *begin = text.data();
            const char *end = begin + text.size();
            if (forSpace) {
                const char *ref = begin;
                while (ref < end && json::isSpace(*ref))
                    ++ref;
                QCOMPARE(json::skipSpace(begin, end) - begin, ref - begin);
            } else {
                // Reference: a byte loop over the same rules.
                const char *ref = begin;
                bool refEscape = false;
                json::Scan refScan = json::Scan::NeedMore;
                while (ref < end) {
                    if (*ref == '"') {
                        ++ref;
                        refScan = json::Scan::Ok;
                        break;
                    }
                    if (*ref == '\\') {
                        refEscape = true;
                        if (end - ref < 2)
                            break;
                        ref += 2;
                        continue;
                    }
                    ++ref;
                }
                const char *p = begin;
                bool escape = false;
                const json::Scan s = json::scanString(p, end, escape);
                QCOMPARE(scanText(s, p, begin), scanText(refScan, ref, begin));
                if (s == json::Scan::Ok)
                    QCOMPARE(escape, refEscape);
            }
        }
    }

    // Containers read 64 bytes at a time end, fail or run out exactly where the byte loop does: at
    // every length and alignment, with strings and escapes across block edges, and nesting past
    // the depth limit.
    void containersMatchByteLoops()
    {
        QRandomGenerator rng(64);
        const char pieces[] = { '[', ']', '{', '}', '"', '"', '\\', ' ', 'a', '1', ',', ':' };
        int ok = 0, needMore = 0, bad = 0;
        for (int i = 0; i < 30000; ++i) {
            const size_t len = 1 + rng.bounded(i % 10 == 0 ? 700u : 260u);
            std::string text(len, ' ');
            text[0] = rng.bounded(2u) ? '[' : '{';
            // Escapes in some texts only, so that most run on whole blocks.
            const bool escapes = i % 4 == 0;
            for (size_t k = 1; k < len; ++k) {
                const quint32 r = rng.bounded(36u);
                char c = r < sizeof pieces ? pieces[r] : (r % 2 ? ' ' : 'x');
                if (c == '\\' && !escapes)
                    c = 'b';
                text[k] = c;
            }
            if (i % 50 == 0) // deep: the limit is met inside a block or at its edge
                text.replace(0, std::min<size_t>(len, 200 + rng.bounded(120u)),
                    std::string(std::min<size_t>(len, 200 + rng.bounded(120u)), '['));
            const size_t offset = rng.bounded(16u); // alignment
            const std::string padded = std::string(offset, 'z') + text;
            const char *begin = padded.data() + offset;
            const char *end = padded.data() + padded.size();
            const char *ref = begin;
            const json::Scan refScan = json::skipContainerByBytes(ref, end);
            const char *p = begin;
            const json::Scan s = json::skipContainer(p, end);
            QCOMPARE(int(s), int(refScan));
            if (s != json::Scan::NeedMore) // NeedMore leaves p unspecified
                QCOMPARE(p - begin, ref - begin);
            (s == json::Scan::Ok ? ok : s == json::Scan::Bad ? bad : needMore)++;
        }
        // Every outcome is exercised.
        QVERIFY(ok > 1000);
        QVERIFY(needMore > 1000);
        QVERIFY(bad > 50);
    }

    // Kineto's own shapes parse the same with and without the shortcuts, whole and in pieces.
    void kinetoShapesSame()
    {
        const std::string events = kKinetoEvents;
        const std::string expected = parseAll(events, false);
        QVERIFY(expected.find("failure=0") != std::string::npos);
        QVERIFY(expected.find("tsNs=2801700001761891 durNs=280024 pid=0 tid=7") != std::string::npos);
        QVERIFY(expected.find("corr=44 ext=14 dev=0 stream=7") != std::string::npos);
        QCOMPARE(parseAll(events, true), expected);
        const std::string inPieces = parsePieces(events, events.size());
        for (size_t piece : { 1, 7, 64, 100, 333 })
            QCOMPARE(parsePieces(events, piece), inPieces);
    }

    // Random events, cut anywhere, fed in small pieces and with random bytes changed: the shortcuts
    // give exactly the general reader's events, failures, messages and offsets.
    void randomEventsSame()
    {
        QRandomGenerator rng(20261201);
        int failures = 0, complete = 0;
        for (int i = 0; i < 3000; ++i) {
            std::string doc = "[";
            const int n = 1 + int(rng.bounded(4u));
            for (int e = 0; e < n; ++e) {
                doc += e ? ",\n  " : "\n  ";
                doc += randomEvent(rng);
            }
            doc += "\n]\n";
            doc.append(rng.bounded(80u), ' ');
            if (i % 3 == 1) {
                const int flips = 1 + int(rng.bounded(3u));
                for (int f = 0; f < flips; ++f)
                    doc[rng.bounded(quint32(doc.size()))] = char(rng.bounded(128u));
            }
            const std::string general = parseAll(doc, false);
            QCOMPARE(parseAll(doc, true), general);
            (general.find("failure=0") == std::string::npos ? failures : complete)++;
            if (i % 10 == 0) {
                // Numbers, strings and keys cut at a piece's edge are read again whole.
                QCOMPARE(parsePieces(doc, 1 + rng.bounded(48u)), parsePieces(doc, doc.size()));
                for (size_t cut = 1; cut < doc.size(); cut += 1 + rng.bounded(5u)) {
                    const std::string part = doc.substr(0, cut);
                    QCOMPARE(parseAll(part, true), parseAll(part, false));
                }
            }
        }
        QVERIFY(failures > 100);
        QVERIFY(complete > 100);
    }
};

QTEST_GUILESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"
