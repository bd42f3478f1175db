// Parallel chunk parsing of one plain JSON file (loaders/chunkedparse.h) must give exactly the
// model of a sequential load: every file is loaded both ways, with chunks so small that cuts land
// between almost every pair of events (and, on purpose, inside args and strings), and the full
// dumps of the finalized models, the load stats and any error are compared line by line.
// Speed work must also leave the sequential dumps themselves unchanged: with STEPLINE_DUMP_DIR set,
// the test writes one fingerprint line per file (line count and SHA-256 of the dump) there, and
// STEPLINE_DUMP_FILES (paths separated by ':') adds big traces to it; compare the fingerprints of
// two builds with diff.
#include "../native/profiledumpfull.h"
#include "chunkedparse.h"
#include "gzipbytes.h"
#include "streamdecompress.h"
#include "tracefileqt.h"
#include "traceloader.h"
#include "tracegenerator.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <cstdint>

using namespace stepline;

namespace {

struct Loaded
{
    QStringList lines; // stats, error, then the full model dump
    int helpers = 0;
    uint64_t helperChunks = 0;
    uint64_t helperEvents = 0;
    bool inflatedWhole = false;
    bool inflatedOverlapped = false;
    uint64_t reusedPieces = 0;
};

Loaded load(const QString &path, const ParallelParse &parallel, qint64 maxInflatedBytes = -1)
{
    LoadProgress progress(nullptr, nullptr, 0);
    FileLoadResult r = loadTraceFile(path, progress, parallel, maxInflatedBytes);
    Loaded out;
    out.helpers = r.parseHelpers;
    out.helperChunks = r.helperChunks;
    out.helperEvents = r.helperEvents;
    out.inflatedWhole = r.inflatedWhole;
    out.inflatedOverlapped = r.inflatedOverlapped;
    out.reusedPieces = r.reusedPieces;
    const LoadStats &s = r.stats;
    out.lines << QStringLiteral("stats %1 %2 %3 %4 %5 %6 %7 %8 %9")
                     .arg(s.events)
                     .arg(s.complete)
                     .arg(s.beginEnd)
                     .arg(s.instants)
                     .arg(s.counters)
                     .arg(s.metadata)
                     .arg(s.flows)
                     .arg(s.async)
                     .arg(s.skipped);
    const LoadError &e = r.error;
    out.lines << QStringLiteral("error %1 @%2 %3:%4 '%5' %6")
                     .arg(int(e.code))
                     .arg(e.byteOffset)
                     .arg(e.line)
                     .arg(e.column)
                     .arg(QString::fromStdString(e.snippet), QString::fromStdString(e.detail));
    if (e.isError())
        return out;
    const std::shared_ptr<const Profile> profile = r.builder.finalize();
    out.lines += test::dumpProfileFull(*profile);
    return out;
}

ParallelParse sequential()
{
    ParallelParse p;
    p.helpers = 0;
    return p;
}

ParallelParse forced(size_t chunkBytes, int helpers)
{
    ParallelParse p;
    p.minFileBytes = 0;
    p.chunkBytes = chunkBytes;
    p.helpers = helpers;
    p.recordAll = true; // the helper path for every verified chunk, however the threads are timed
    // A helper reading a plain file stops before an event that runs past what it read: with a few
    // bytes read past each chunk, nearly every chunk's last event is left to the loading thread.
    p.helperReadPast = 16;
    return p;
}

// Appends "name lines sha256" of a dump to STEPLINE_DUMP_DIR/fingerprints.txt when that is set.
// Temporary folders differ from run to run: their path is replaced in the hashed text.
void fingerprint(const QString &name, const QString &path, const Loaded &loaded)
{
    const QString dir = qEnvironmentVariable("STEPLINE_DUMP_DIR");
    if (dir.isEmpty())
        return;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QString folder = QFileInfo(path).absolutePath();
    for (const QString &line : loaded.lines) {
        hash.addData(QString(line).replace(folder, QStringLiteral("<dir>")).toUtf8());
        hash.addData(QByteArrayView("\n"));
    }
    QFile f(dir + QStringLiteral("/fingerprints.txt"));
    if (f.open(QIODevice::Append | QIODevice::Text))
        f.write(QStringLiteral("%1 [%2] %3 %4\n")
                    .arg(name, QString::fromLatin1(QTest::currentDataTag()))
                    .arg(loaded.lines.size())
                    .arg(QString::fromLatin1(hash.result().toHex()))
                    .toUtf8());
}

// Names the first line that differs instead of printing two huge lists. recordAll: every verified
// chunk goes through a helper's event list; otherwise the threads race as in real loads (the
// loading thread parses chunks no helper started, and the rest of chunks a helper hands over part
// done).
void compareLoads(const QString &path, size_t chunkBytes, int helpers, bool recordAll = true)
{
    const Loaded a = load(path, sequential());
    fingerprint(QStringLiteral("%1 chunks %2 helpers %3 all %4")
                    .arg(QFileInfo(path).fileName())
                    .arg(chunkBytes)
                    .arg(helpers)
                    .arg(int(recordAll)),
        path, a);
    ParallelParse parallel = forced(chunkBytes, helpers);
    parallel.recordAll = recordAll;
    const Loaded b = load(path, parallel);
    QCOMPARE(a.helpers, 0);
    const qsizetype n = std::min(a.lines.size(), b.lines.size());
    for (qsizetype i = 0; i < n; ++i) {
        if (a.lines[i] != b.lines[i])
            QFAIL(qPrintable(
                QStringLiteral("%1 (chunks of %2 B, %3 helpers): line %4 differs\n  sequential: %5\n  "
                               "parallel:   %6")
                    .arg(path)
                    .arg(chunkBytes)
                    .arg(helpers)
                    .arg(i + 1)
                    .arg(a.lines[i].left(300), b.lines[i].left(300))));
    }
    QCOMPARE(a.lines.size(), b.lines.size());
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        return QString();
    return path;
}

} // namespace

class TestParallelParse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boundaries();
    void chunkSizes();
    void helperGivesBackMidChunk();
    void generated_data();
    void generated();
    void tricky_data();
    void tricky();
    void sharedTraces();
    void gzipWhole_data();
    void gzipWhole();
    void sharedGzipTraces();
    void gzipOverlapped_data();
    void gzipOverlapped();
    void errorAfterReleasedPages();
    void jobWithOneBigFile();
    void fingerprintFiles();
};

void TestParallelParse::boundaries()
{
    // Candidates: '{' after "}," and before '"' or '}'. The '{' inside the string and the one of the
    // first event (no "}," before it) are not candidates.
    const QByteArray text = "[{\"a\": 1},\n  {\"b\": \"},{\"},{ \"c\": {}}, {}]";
    const std::vector<uint64_t> all = findChunkBoundaries(text.constData(), size_t(text.size()), 1);
    std::vector<uint64_t> expected;
    expected.push_back(uint64_t(text.indexOf("{\"b\"")));
    expected.push_back(uint64_t(text.indexOf("},{\"}") + 2)); // inside the string: verified later
    expected.push_back(uint64_t(text.indexOf("{ \"c\"")));
    expected.push_back(uint64_t(text.lastIndexOf("{}")));
    QCOMPARE(all, expected);
    // Chunks of 20 bytes: the first candidate at or after byte 20, then none within 20 bytes of it.
    const std::vector<uint64_t> sparse = findChunkBoundaries(text.constData(), size_t(text.size()), 20);
    QCOMPARE(sparse, std::vector<uint64_t> { expected[1] });
    QVERIFY(findChunkBoundaries(text.constData(), size_t(text.size()), 0).empty());
    // A shorter head: the first cut after headBytes, the next ones chunkBytes apart again.
    const std::vector<uint64_t> headed = findChunkBoundaries(text.constData(), size_t(text.size()), 20, 1);
    QCOMPARE(headed, (std::vector<uint64_t> { expected[0], expected[3] }));
}

// Chunks are a sixteenth of the text between 1 and 8 MiB, so that a file of a few MB is cut into
// chunks a helper can take; a smaller chunk set by a caller (tests, stepline-bench) is kept.
void TestParallelParse::chunkSizes()
{
    const ParallelParse defaults;
    QCOMPARE(defaults.chunkFor(uint64_t(8) << 20), size_t(1) << 20);
    QCOMPARE(defaults.chunkFor(uint64_t(54) << 20), (size_t(54) << 20) / 16);
    QCOMPARE(defaults.chunkFor(uint64_t(200) << 20), size_t(8) << 20);
    QCOMPARE(forced(4096, 1).chunkFor(uint64_t(8) << 20), size_t(4096));
    // The loading thread's own first chunk is at most 1 MiB, never more than a chunk.
    QCOMPARE(defaults.headFor(uint64_t(54) << 20), size_t(1) << 20);
    QCOMPARE(defaults.headFor(uint64_t(200) << 20), size_t(1) << 20);
    QCOMPARE(forced(4096, 1).headFor(uint64_t(8) << 20), size_t(4096));
    QCOMPARE(defaults.minFileBytes, qint64(4) << 20);

    // With the defaults a file of 4 MiB or more is parsed with a helper (where there is a second
    // core) and reads exactly as without one.
    TraceGenerator::Options o;
    o.layers = 6;
    QByteArray bytes;
    for (o.steps = 8; bytes.size() < (qsizetype(4) << 20); o.steps *= 2)
        bytes = TraceGenerator::generateRank(o, 0);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("rank.json"), bytes);
    QVERIFY(!path.isEmpty());
    const Loaded helped = load(path, defaults);
    const Loaded alone = load(path, sequential());
    QCOMPARE(helped.lines, alone.lines);
    if (QThread::idealThreadCount() < 2)
        QSKIP("one core: the loader starts no helper");
    QCOMPARE(helped.helpers, 1);
}

namespace {
// Event names in the order a parser hands them over; optionally raises a flag after `raiseAfter`.
class NameSink : public EventSink
{
public:
    void onEvent(const RawEvent &event, uint64_t) override
    {
        names.push_back(std::string(event.name));
        if (flag && names.size() == raiseAfter)
            flag->store(true);
    }
    void onTopLevel(std::string_view, std::string_view, uint64_t) override { }
    std::vector<std::string> names;
    std::atomic<bool> *flag = nullptr;
    size_t raiseAfter = 0;
};
} // namespace

// When the loading thread reaches a chunk a helper is still on, the helper hands over what it has
// (TraceParser::parseEventRun's giveBack) and the loading thread parses the rest: the events are
// those of one sequential parse, none twice, none lost.
void TestParallelParse::helperGivesBackMidChunk()
{
    QByteArray text = "{\"traceEvents\": [";
    for (int i = 0; i < 10; ++i)
        text += QByteArray(i ? ", " : "") + "{\"name\": \"e" + QByteArray::number(i)
            + "\", \"ph\": \"X\", \"ts\": " + QByteArray::number(i * 10)
            + ", \"dur\": 5, \"pid\": 1, \"tid\": 1}";
    text += "], \"displayTimeUnit\": \"ms\"}";
    const uint64_t cut = uint64_t(text.indexOf("{\"name\": \"e2\""));

    NameSink sequentialSink;
    TraceParser sequential(sequentialSink);
    sequential.parse(text.constData(), size_t(text.size()), 0, true);
    QCOMPARE(sequentialSink.names.size(), size_t(10));

    for (size_t raiseAfter : { size_t(0), size_t(3), size_t(7) }) {
        NameSink sink;
        TraceParser main(sink);
        main.setStopOffset(cut);
        const size_t used = main.parse(text.constData(), size_t(text.size()), 0, true);
        QVERIFY(main.stopped() && main.atEventBoundary());
        QCOMPARE(uint64_t(used), cut);

        std::atomic<bool> giveBack { raiseAfter == 0 };
        NameSink helperSink;
        helperSink.flag = &giveBack;
        helperSink.raiseAfter = raiseAfter;
        TraceParser helper(helperSink);
        const TraceParser::RunEnd run = helper.parseEventRun(text.constData() + cut,
            size_t(text.size()) - cut, cut, uint64_t(text.size()), helperSink, &giveBack);
        QCOMPARE(run.events, uint64_t(raiseAfter));
        QVERIFY(run.afterComma && !run.reachedStop);
        const QByteArray next = QByteArray("{\"name\": \"e") + QByteArray::number(2 + int(raiseAfter));
        // Right after the comma before the next event (the main parser expects an event there).
        const uint64_t resumeAt
            = raiseAfter == 0 ? cut : uint64_t(text.lastIndexOf(',', text.indexOf(next)) + 1);
        QCOMPARE(run.offset, resumeAt);

        for (const std::string &name : helperSink.names)
            sink.names.push_back(name);
        main.resumeAfterRun(run);
        main.setStopOffset(UINT64_MAX);
        main.parse(text.constData() + run.offset, size_t(text.size()) - run.offset, run.offset, true);
        QCOMPARE(main.failure(), TraceParser::Failure::None);
        QVERIFY(main.done());
        QCOMPARE(sink.names, sequentialSink.names);
        QCOMPARE(main.eventCount(), uint64_t(10));
    }
}

void TestParallelParse::generated_data()
{
    QTest::addColumn<int>("percentCut");
    QTest::addColumn<qulonglong>("chunkBytes");
    QTest::addColumn<int>("helpers");
    QTest::newRow("whole, 64 KiB chunks, 1 helper") << 0 << qulonglong(64 << 10) << 1;
    QTest::newRow("whole, 3 KiB chunks, 3 helpers") << 0 << qulonglong(3 << 10) << 3;
    QTest::newRow("whole, 1-byte chunks, 2 helpers") << 0 << qulonglong(1) << 2;
    QTest::newRow("cut at 61%, 2 KiB chunks, 2 helpers") << 61 << qulonglong(2 << 10) << 2;
}

void TestParallelParse::generated()
{
    QFETCH(int, percentCut);
    QFETCH(qulonglong, chunkBytes);
    QFETCH(int, helpers);
    // One generated Kineto rank: B/E-free but with correlation and External-id links, flows,
    // metadata at both ends and baseTimeNanoseconds after the events (Kineto's layout).
    TraceGenerator::Options o;
    o.steps = 3;
    o.layers = 6;
    QByteArray bytes = TraceGenerator::generateRank(o, 0);
    QVERIFY(bytes.size() > 100000);
    if (percentCut > 0)
        bytes.truncate(bytes.size() * percentCut / 100);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("rank.json"), bytes);
    QVERIFY(!path.isEmpty());
    const ParallelParse parallel = forced(size_t(chunkBytes), helpers);
    const Loaded b = load(path, parallel);
    QCOMPARE(b.helpers, helpers);
    // Every cut in generated Kineto text is a real event start, so every chunk after the first is
    // verified and its tokenized events are used.
    const std::vector<uint64_t> cuts = findChunkBoundaries(bytes.constData(), size_t(bytes.size()),
        parallel.chunkFor(uint64_t(bytes.size())), parallel.headFor(uint64_t(bytes.size())));
    QVERIFY(cuts.size() > 3);
    QCOMPARE(b.helperChunks, uint64_t(cuts.size()));
    // And every event after the loading thread's head came from those chunks (read from the file
    // by the helpers): all of them but, in a cut file, the last one, which is incomplete.
    const uint64_t afterHead = uint64_t(bytes.mid(qsizetype(cuts.front())).count("\"ph\""));
    QVERIFY2(b.helperEvents + (percentCut > 0 ? 1 : 0) >= afterHead && b.helperEvents <= afterHead,
        qPrintable(QStringLiteral("%1 of %2").arg(b.helperEvents).arg(afterHead)));
    compareLoads(path, size_t(chunkBytes), helpers);
    compareLoads(path, size_t(chunkBytes), helpers, false);
}

// Concatenation without operator+ (QStringBuilder is on project-wide).
static QByteArray cat(std::initializer_list<QByteArray> parts)
{
    QByteArray out;
    for (const QByteArray &p : parts)
        out.append(p);
    return out;
}

void TestParallelParse::tricky_data()
{
    QTest::addColumn<QByteArray>("json");
    auto events = [](const QByteArray &body) { return cat({ "{\"traceEvents\": [\n", body, "\n]}\n" }); };
    const QByteArray x = "{\"ph\": \"X\", \"name\": \"op\", \"cat\": \"cpu_op\", \"pid\": 1, \"tid\": 2, "
                         "\"ts\": 10, \"dur\": 5}";
    QByteArray many;
    for (int i = 0; i < 40; ++i) {
        if (i)
            many.append(",\n");
        many.append(x);
    }
    QTest::newRow("plain") << events(many);
    // Cuts that look like event starts inside strings and inside args (arrays of objects): the main
    // parser does not land on them, so those chunks are parsed again.
    QTest::newRow("fake starts in strings") << events(
        cat({ "{\"ph\": \"X\", \"name\": \"a},{\", \"pid\": 1, \"tid\": 1, \"ts\": 1, \"dur\": 9},\n",
            "{\"ph\": \"X\", \"name\": \"x}, {}, {\\\"z\", \"pid\": 1, \"tid\": 1, \"ts\": 2, \"dur\": 1},\n",
            x }));
    QTest::newRow("fake starts in args")
        << events(cat({ "{\"ph\": \"X\", \"name\": \"n\", \"pid\": 1, \"tid\": 1, \"ts\": 1, \"dur\": 9, "
                        "\"args\": {\"l\": [{\"a\": 1},\n",
               " {\"b\": 2},\n {\"c\": [{\"d\": 3}, {\"e\": 4}]}], \"correlation\": 7}},\n", x, ",\n", x }));
    // B/E pairs, async pairs and flows whose ends are in different chunks; escapes in names.
    QTest::newRow("pairs across chunks") << events(
        cat({ "{\"ph\": \"B\", \"name\": \"outer \\u00e9\\n\", \"pid\": \"p\", \"tid\": \"t\", \"ts\": 1},\n",
            "{\"ph\": \"b\", \"name\": \"async\", \"cat\": \"c\", \"id\": \"0x1\", \"pid\": 1, \"tid\": 1, "
            "\"ts\": 2},\n",
            "{\"ph\": \"s\", \"name\": \"f\", \"cat\": \"fwdbwd\", \"id\": 3, \"pid\": 1, \"tid\": 1, "
            "\"ts\": 3},\n",
            x, ",\n",
            "{\"ph\": \"X\", \"name\": \"in \\\"q\\\"\", \"pid\": \"p\", \"tid\": \"t\", \"ts\": 4, \"dur\": "
            "2},\n",
            "{\"ph\": \"f\", \"name\": \"f\", \"cat\": \"fwdbwd\", \"id\": 3, \"pid\": 1, \"tid\": 2, "
            "\"ts\": 11, \"bp\": \"e\"},\n",
            "{\"ph\": \"e\", \"name\": \"async\", \"cat\": \"c\", \"id\": \"0x1\", \"pid\": 1, \"tid\": 1, "
            "\"ts\": 20},\n",
            "{\"ph\": \"E\", \"pid\": \"p\", \"tid\": \"t\", \"ts\": 30},\n",
            "{\"ph\": \"E\", \"pid\": \"p\", \"tid\": \"t\", \"ts\": 31}" }));
    // Warnings with their first offsets, a stray value and a trailing comma.
    QTest::newRow("warnings and strays") << events(
        cat({ x, ",\n{\"ph\": \"Q\", \"ts\": 1},\n{\"ph\": \"X\", \"name\": \"nots\"},\n7,\nnull,\n", x,
            ",\n{\"ph\": \"X\", \"name\": \"neg\", \"pid\": 1, \"tid\": 2, \"ts\": 1, \"dur\": -3},\n", x,
            "," }));
    // The time base after the events (Kineto), and other keys after it.
    QTest::newRow("base after events")
        << cat({ "{\"traceEvents\": [\n", many, "\n], \"baseTimeNanoseconds\": 1000000, \"x\": [1, 2]}" });
    QTest::newRow("bare array") << cat({ "[\n", many, "\n]" });
    QTest::newRow("bare array, cut") << cat({ "[\n", many, ",\n", x.left(30) });
    QTest::newRow("object, cut in an event") << cat({ "{\"traceEvents\": [\n", many, ",\n", x.left(40) });
    QTest::newRow("object, cut after a comma") << cat({ "{\"traceEvents\": [\n", many, ",\n" });
    // A syntax error in a later chunk: same message, offset, line and column.
    QTest::newRow("malformed later") << events(cat({ many, ",\n{\"ph\": \"X\" \"name\": \"bad\"},\n", x }));
    QTest::newRow("one line") << cat({ "{\"traceEvents\": [", QByteArray(many).replace('\n', ' '), "]}" });
}

void TestParallelParse::tricky()
{
    QFETCH(QByteArray, json);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("t.json"), json);
    QVERIFY(!path.isEmpty());
    for (size_t chunk : { size_t(1), size_t(7), size_t(64), size_t(300) }) {
        for (int helpers : { 1, 3 }) {
            compareLoads(path, chunk, helpers);
            compareLoads(path, chunk, helpers, false);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestParallelParse::sharedTraces()
{
    const QString root = QStringLiteral(STEPLINE_SHARED_TRACES);
    if (!QFileInfo(root).isDir())
        QSKIP("the shared traces folder (../shared/traces) is missing");
    QDirIterator it(root, { QStringLiteral("*.json") }, QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        const QString name = QFileInfo(path).fileName();
        if (name == QLatin1String("MANIFEST.json") || name == QLatin1String("generation.json"))
            continue;
        compareLoads(path, 2048, 2);
        if (QTest::currentTestFailed())
            return;
        ++files;
    }
    QVERIFY(files > 10);
}

namespace {

ParallelParse gzipWay(ParallelParse p, ParallelParse::Gzip way)
{
    p.gzip = way;
    return p;
}

ParallelParse streamedGzip()
{
    return gzipWay(sequential(), ParallelParse::Gzip::Streamed);
}

void compareLines(const QString &path, const Loaded &streamed, const Loaded &b)
{
    const qsizetype n = std::min(streamed.lines.size(), b.lines.size());
    for (qsizetype i = 0; i < n; ++i) {
        if (streamed.lines[i] != b.lines[i])
            QFAIL(qPrintable(QStringLiteral("%1: line %2 differs\n  streamed: %3\n  other:    %4")
                                 .arg(path)
                                 .arg(i + 1)
                                 .arg(streamed.lines[i].left(300), b.lines[i].left(300))));
    }
    QCOMPARE(streamed.lines.size(), b.lines.size());
}

// A .json.gz inflated whole (libdeflate, then the in-memory parse, helpers included) must give
// exactly the model, stats and error of the streaming inflate.
void compareGzipLoads(const QString &path, bool wholeExpected, std::initializer_list<ParallelParse> ways)
{
    const Loaded streamed = load(path, streamedGzip());
    fingerprint(QFileInfo(path).fileName() + QStringLiteral(" streamed"), path, streamed);
    QVERIFY(!streamed.inflatedWhole);
    QVERIFY(!streamed.inflatedOverlapped);
    for (const ParallelParse &way : ways) {
        const ParallelParse whole = gzipWay(way, ParallelParse::Gzip::Whole);
        const Loaded b = load(path, whole);
        compareLines(path, streamed, b);
        QCOMPARE(b.inflatedWhole, wholeExpected);
        const Loaded c = load(path, gzipWay(way, ParallelParse::Gzip::Overlapped));
        compareLines(path, streamed, c);
        QCOMPARE(c.inflatedOverlapped, QFileInfo(path).size() >= kInflateThreadMinBytes);
    }
}

} // namespace

void TestParallelParse::gzipWhole_data()
{
    TraceGenerator::Options o;
    o.steps = 3;
    o.layers = 6;
    const QByteArray rank = TraceGenerator::generateRank(o, 0);
    const QByteArray gz = test::gzipBytes(rank);
    const qsizetype half = rank.size() / 2;
    const qsizetype cut = rank.indexOf("},", half) + 2; // members split between two events
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("whole"); // false: not a complete gzip file, so it is streamed
    QTest::newRow("one member") << gz << true;
    QTest::newRow("two members with zero padding")
        << cat({ test::gzipBytes(rank.left(cut)), QByteArray(7, '\0'), test::gzipBytes(rank.mid(cut)) })
        << true;
    QTest::newRow("cut short") << gz.left(gz.size() * 2 / 3) << false;
    QByteArray corrupt = gz;
    corrupt[corrupt.size() / 2] = char(corrupt[corrupt.size() / 2] ^ 0x55);
    QTest::newRow("corrupt in the middle") << corrupt << false;
    QTest::newRow("garbage after the member") << cat({ gz, "not gzip" }) << false;
    QTest::newRow("json cut, gzip whole") << test::gzipBytes(rank.left(rank.size() * 61 / 100)) << true;
    // A syntax error after the first 64 MiB, whose pages the whole path has already dropped: the
    // same offset, line, column and snippet as the streamed load.
    const QByteArray line = "{\"ph\": \"X\", \"name\": \"op\", \"cat\": \"cpu_op\", \"pid\": 1, \"tid\": 2, "
                            "\"ts\": 10, \"dur\": 5},\n";
    QByteArray big = "{\"traceEvents\": [\n";
    big.reserve(qsizetype(70) << 20);
    while (big.size() < (qsizetype(66) << 20))
        big.append(line);
    big.append("{\"ph\": \"X\" \"name\": \"bad\"}\n]}\n");
    QTest::newRow("malformed after 64 MiB") << test::gzipBytes(big) << true;
}

void TestParallelParse::gzipWhole()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, whole);
    QVERIFY(!bytes.isEmpty());
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("rank.json.gz"), bytes);
    QVERIFY(!path.isEmpty());
    compareGzipLoads(path, whole, { sequential(), forced(2048, 2) });
}

// Overlapped inflate (ISA-L on its own thread, parsed in place behind it) against the streamed
// one, on a file of several 4 MiB pieces of text: members, cuts in every region of the gzip file,
// corruption, garbage, and a bomb stopped by the inflate budget. Same model, warnings and errors.
void TestParallelParse::gzipOverlapped_data()
{
    TraceGenerator::Options o;
    o.targetEvents = 40000;
    o.layers = 12;
    const QByteArray rank = TraceGenerator::generateRank(o, 0);
    QVERIFY(rank.size() > (qsizetype(9) << 20)); // at least three pieces
    const QByteArray gz = test::gzipBytes(rank);
    QVERIFY(gz.size() > kInflateThreadMinBytes);
    const auto cutAt = [&](double f) { return rank.indexOf("},", qsizetype(double(rank.size()) * f)) + 2; };
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("maxInflated");
    QTest::addColumn<bool>("loads"); // false: a load error is expected
    QTest::newRow("one member") << gz << qint64(-1) << true;
    // Members end exactly at, just before and just after a 4 MiB piece of text.
    const qsizetype piece = qsizetype(4) << 20;
    QTest::newRow("members at a piece boundary") << cat(
        { test::gzipBytes(rank.left(piece)), test::gzipBytes(rank.mid(piece, piece - 1)), QByteArray(3, '\0'),
            test::gzipBytes(rank.mid(2 * piece - 1, 2)), test::gzipBytes(rank.mid(2 * piece + 1)) })
                                                 << qint64(-1) << true;
    QTest::newRow("members split between events") << cat({ test::gzipBytes(rank.left(cutAt(0.3))),
        QByteArray(7, '\0'), test::gzipBytes(rank.mid(cutAt(0.3), cutAt(0.8) - cutAt(0.3))),
        test::gzipBytes(rank.mid(cutAt(0.8))) }) << qint64(-1)
                                                  << true;
    // Cut in the header, the first deflate block, the middle, the last block and the trailer;
    // and between members.
    for (const qsizetype cut : { qsizetype(5), qsizetype(300), gz.size() / 3, gz.size() / 2 + 1,
             gz.size() - 100, gz.size() - 8, gz.size() - 3 })
        QTest::addRow("cut at compressed byte %lld", qlonglong(cut))
            << gz.left(cut) << qint64(-1) << (cut > 300);
    const QByteArray first = test::gzipBytes(rank.left(cutAt(0.5)));
    QTest::newRow("cut after the first member") << first << qint64(-1) << true;
    QTest::newRow("cut in the second member's header")
        << cat({ first, test::gzipBytes(rank.mid(cutAt(0.5))).left(6) }) << qint64(-1) << true;
    QByteArray corrupt = gz;
    corrupt[corrupt.size() * 2 / 3] = char(corrupt[corrupt.size() * 2 / 3] ^ 0x55);
    QTest::newRow("corrupt at two thirds") << corrupt << qint64(-1) << false;
    QByteArray badCrc = gz;
    badCrc[badCrc.size() - 6] = char(badCrc[badCrc.size() - 6] ^ 1);
    QTest::newRow("wrong CRC in the trailer") << badCrc << qint64(-1) << false;
    QTest::newRow("garbage after the member") << cat({ gz, "not gzip" }) << qint64(-1) << false;
    QTest::newRow("bomb: inflates past the budget") << gz << qint64(6) * 1024 * 1024 + 12345 << false;
    // A syntax error in the third piece, after the parser dropped the first two: the line of the
    // streamed load (both count it by inflating the input again; tst_loaders checks that against
    // the plain file's).
    QByteArray malformed = rank;
    malformed.insert(cutAt(0.95), "{\"ph\": \"X\" \"name\": \"bad\"},\n");
    QTest::newRow("malformed in the third piece") << test::gzipBytes(malformed) << qint64(-1) << false;
}

void TestParallelParse::gzipOverlapped()
{
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, maxInflated);
    QFETCH(bool, loads);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("rank.json.gz"), bytes);
    QVERIFY(!path.isEmpty());
    const Loaded streamed = load(path, streamedGzip(), maxInflated);
    const Loaded overlapped = load(path, gzipWay(sequential(), ParallelParse::Gzip::Overlapped), maxInflated);
    compareLines(path, streamed, overlapped);
    QCOMPARE(overlapped.inflatedOverlapped, bytes.size() >= kInflateThreadMinBytes);
    // With a helper tokenizing chunks of what is left once the inflate is done.
    const Loaded helped
        = load(path, gzipWay(forced(64 << 10, 1), ParallelParse::Gzip::Overlapped), maxInflated);
    compareLines(path, streamed, helped);
    // The inflater one piece ahead at most: it waits for the parser and inflates into the pages the
    // parser is done with (moved, not copied); the text read must be the same.
    ParallelParse shortLead = gzipWay(sequential(), ParallelParse::Gzip::Overlapped);
    shortLead.gzipLeadBytes = 1;
    const Loaded reusing = load(path, shortLead, maxInflated);
    compareLines(path, streamed, reusing);
    // A whole text of more than three pieces: some were written into parsed pages.
    if (QTest::currentDataTag() == QByteArray("one member"))
        QVERIFY2(reusing.reusedPieces > 0, "no parsed page was written again");
    QCOMPARE(streamed.lines.size() > 2, loads); // an error stops after the error line
    if (maxInflated > 0)
        QVERIFY2(
            overlapped.lines[1].startsWith(QStringLiteral("error %1 ").arg(int(LoadError::Code::TooLarge))),
            qPrintable(overlapped.lines[1]));
}

void TestParallelParse::sharedGzipTraces()
{
    const QString root = QStringLiteral(STEPLINE_SHARED_TRACES);
    if (!QFileInfo(root).isDir())
        QSKIP("the shared traces folder (../shared/traces) is missing");
    QDirIterator it(root, { QStringLiteral("*.json.gz") }, QDir::Files, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        compareGzipLoads(it.next(), true, { forced(64 << 10, 1) });
        if (QTest::currentTestFailed())
            return;
        ++files;
    }
    QVERIFY(files > 5);
}

// A plain .json's parsed pages are dropped as parsing goes and read back from the file when an
// error needs its line: the line and column of a syntax error past the first 64 MiB are exact.
void TestParallelParse::errorAfterReleasedPages()
{
    const QByteArray line = "{\"ph\": \"X\", \"name\": \"op\", \"cat\": \"cpu_op\", \"pid\": 1, \"tid\": 2, "
                            "\"ts\": 10, \"dur\": 5},\n";
    QByteArray big = "{\"traceEvents\": [\n";
    big.reserve(qsizetype(70) << 20);
    int lines = 1;
    while (big.size() < (qsizetype(66) << 20)) {
        big.append(line);
        ++lines;
    }
    const qsizetype bad = big.size() + 11; // the '"' after "X" and a space, where ',' is missing
    big.append("{\"ph\": \"X\" \"name\": \"bad\"}\n]}\n");
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("big.json"), big);
    QVERIFY(!path.isEmpty());
    for (const ParallelParse &way : { sequential(), forced(8 << 20, 1) }) {
        LoadProgress progress(nullptr, nullptr, 0);
        const FileLoadResult r = loadTraceFile(path, progress, way);
        QCOMPARE(r.error.code, LoadError::Code::Syntax);
        QCOMPARE(r.error.byteOffset, qint64(bad));
        QCOMPARE(r.error.line, lines + 1);
        QCOMPARE(r.error.column, 12);
    }
}

// A job folder of one big rank file and small ones: the big file loads first with the parse
// helpers of the other cores (loadprofile.cpp), the small ones beside it. The merged model must
// be the one a load without any helper gives.
void TestParallelParse::jobWithOneBigFile()
{
    QTemporaryDir dir;
    TraceGenerator::Options o;
    o.nodes = 1;
    o.gpusPerNode = 4;
    o.layers = 6;
    for (int rank = 0; rank < 4; ++rank) {
        o.steps = rank == 2 ? 6 : 1; // rank 2 has more events than the other three together
        const QByteArray bytes = TraceGenerator::generateRank(o, rank);
        QVERIFY(!writeFile(dir, TraceGenerator::rankFileName(o, rank), bytes).isEmpty());
    }
    const ParallelParse saved = defaultParallelParse();
    ParallelParse small; // helpers chosen by the loader, on files this small
    small.minFileBytes = 0;
    small.chunkBytes = 4096;
    setDefaultParallelParse(small);
    const LoadOutcome helped = loadProfile(dir.path());
    setDefaultParallelParse(sequential());
    const LoadOutcome alone = loadProfile(dir.path());
    setDefaultParallelParse(saved);
    QVERIFY2(helped.ok(), helped.error.toUserMessage().c_str());
    QVERIFY2(alone.ok(), alone.error.toUserMessage().c_str());
    QCOMPARE(helped.profile->ranks().size(), size_t(4));
    const QStringList a = test::dumpProfileFull(*alone.profile);
    const QStringList b = test::dumpProfileFull(*helped.profile);
    QVERIFY(a.size() > 1000);
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] != b[i])
            QFAIL(qPrintable(QStringLiteral("line %1 differs\n  no helpers: %2\n  helpers:    %3")
                                 .arg(i + 1)
                                 .arg(a[i].left(300), b[i].left(300))));
    }
    QCOMPARE(a.size(), b.size());
}

// Big traces and job folders named in STEPLINE_DUMP_FILES: fingerprints of the default (parallel)
// load, whose model the sequential one must match (the other tests check that on small files).
void TestParallelParse::fingerprintFiles()
{
    const QStringList paths
        = qEnvironmentVariable("STEPLINE_DUMP_FILES").split(QLatin1Char(':'), Qt::SkipEmptyParts);
    if (paths.isEmpty() || qEnvironmentVariable("STEPLINE_DUMP_DIR").isEmpty())
        QSKIP("no STEPLINE_DUMP_FILES / STEPLINE_DUMP_DIR");
    for (const QString &path : paths) {
        if (QFileInfo(path).isDir()) { // a job: every rank file, merged and finalized
            const LoadOutcome outcome = loadProfile(path);
            QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
            Loaded job;
            job.lines = test::dumpProfileFull(*outcome.profile);
            fingerprint(QFileInfo(path).fileName(), path, job);
            continue;
        }
        const Loaded loaded = load(path, defaultParallelParse());
        QCOMPARE(loaded.lines.value(1).left(8), QStringLiteral("error 0 "));
        fingerprint(QFileInfo(path).fileName(), path, loaded);
    }
}

QTEST_GUILESS_MAIN(TestParallelParse)
#include "tst_parallelparse.moc"
