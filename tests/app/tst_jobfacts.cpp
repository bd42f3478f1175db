#include "jobfacts.h"
#include "gzipdevice.h"
#include "jobfactscache.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <zstd.h>

using namespace stepline;

namespace {

// The job scan takes UTF-8 paths and text.
QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

TraceFacts factsOfText(const QByteArray &text, bool whole)
{
    return stepline::scanTraceFactsText(text.toStdString(), whole);
}

TraceFacts scanTraceFacts(const QString &path)
{
    return stepline::scanTraceFacts(path.toStdString());
}

TraceFacts quickTraceFacts(const QString &path)
{
    return stepline::quickTraceFacts(path.toStdString());
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray zstd(const QByteArray &data)
{
    QByteArray out(qsizetype(ZSTD_compressBound(size_t(data.size()))), Qt::Uninitialized);
    const size_t n = ZSTD_compress(out.data(), size_t(out.size()), data.constData(), size_t(data.size()), 3);
    out.truncate(qsizetype(n));
    return out;
}

// Current Kineto's layout: traceEvents first, then deviceProperties, distributedInfo and
// baseTimeNanoseconds at the very end. ts are µs relative to the base.
QByteArray newKineto(int rank, int gpu, int devices, int padEvents = 0, bool closed = true)
{
    QByteArray text
        = "{\n  \"schemaVersion\": 1,\n  \"traceEvents\": [\n"
          "  {\"ph\": \"M\", \"name\": \"process_name\", \"pid\": 7, \"tid\": 0, \"ts\": 0},\n"
          "  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"pid\": 7, \"tid\": 7, "
          "\"ts\": 2500.5, \"dur\": 10},\n"
          "  {\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"gemm \\\"x\\\" {[\", \"pid\": "
        + QByteArray::number(gpu) + ", \"tid\": 7, \"ts\": 2600.25, \"dur\": 4, \"args\": {\"device\": "
        + QByteArray::number(gpu) + ", \"stream\": 7}}";
    for (int i = 0; i < padEvents; ++i) {
        // Pseudo-random names so compression cannot squeeze the padding away.
        auto mix = [](quint64 x) {
            x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
            x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
            return x ^ (x >> 31);
        };
        const QByteArray name
            = QByteArray::number(mix(quint64(i)), 16) + QByteArray::number(mix(quint64(i) + 7), 16);
        text += ",\n  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"" + name + QByteArray::number(i)
            + "\", \"pid\": 7, \"tid\": 7, \"ts\": " + QByteArray::number(3000 + i) + ", \"dur\": 1}";
    }
    if (!closed)
        return text + ",\n  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"na";
    QByteArray deviceList;
    for (int d = 0; d < devices; ++d)
        deviceList += QByteArray(d ? "," : "") + "{\"id\": " + QByteArray::number(d)
            + ", \"name\": \"NVIDIA H100\"}";
    text += "\n  ],\n  \"deviceProperties\": [" + deviceList
        + "],\n  \"distributedInfo\": {\"backend\": \"nccl\", " + "\"rank\": " + QByteArray::number(rank)
        + ", \"world_size\": 8},\n  \"baseTimeNanoseconds\": 1700000000000000000\n}\n";
    return text;
}

constexpr qint64 kBase = Q_INT64_C(1700000000000000000);

} // namespace

class TestJobFacts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void factsAtTheTail();
    void cutText();
    void oldKinetoAbsoluteTs();
    void systemMetricsLines();
    void piecesDoNotMatter();
    void compressedFiles_data();
    void compressedFiles();
    void brokenCompression();
    void quickFactsOfBigFiles();
    void cacheRoundTrip();
    void fuzzSeedsReadAsTheCurrentCache();
    void damagedTextIsCutNeverComplete();
    void realCurrentPyTorchTraces();
};

void TestJobFacts::factsAtTheTail()
{
    const TraceFacts f = factsOfText(newKineto(5, 5, 8), true);
    QVERIFY(f.final);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Complete);
    QCOMPARE(f.rank, 5);
    QCOMPARE(f.worldSize, 8);
    QCOMPARE(f.deviceProperties, 8);
    QCOMPARE(f.gpuDevices, std::vector<int> { 5 }); // 8 devices visible, one used
    QCOMPARE(f.timeSource, TraceFacts::TimeSource::BaseTimePlusTs);
    // First event (the metadata event's ts 0 is no event time): 2500.5 µs after the base.
    QCOMPARE(f.earliestAbsNs, kBase + 2500500);
    QCOMPARE(f.cutAtByte, Q_INT64_C(-1));
}

void TestJobFacts::cutText()
{
    const QByteArray text = newKineto(0, 0, 1, 0, false);
    const TraceFacts f = factsOfText(text, true);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Cut);
    QCOMPARE(f.cutAtByte, qint64(text.size()));
    QCOMPARE(f.gpuDevices, std::vector<int> { 0 });
    QCOMPARE(f.earliestAbsNs, Q_INT64_C(-1)); // relative ts, the base never came
    // A bare array that ends after an event is cut too, though its last byte is '}'.
    QCOMPARE(factsOfText("[{\"ph\": \"X\", \"ts\": 1, \"dur\": 1}", true).completeness,
        TraceFacts::Completeness::Cut);
    QCOMPARE(factsOfText("[{\"ph\": \"X\", \"ts\": 1, \"dur\": 1}]\n", true).completeness,
        TraceFacts::Completeness::Complete);
    // A head is never called complete or cut.
    QCOMPARE(factsOfText(text, false).completeness, TraceFacts::Completeness::Unknown);
}

void TestJobFacts::oldKinetoAbsoluteTs()
{
    const QByteArray text
        = "{\"deviceProperties\": [{\"id\": 0}, {\"id\": 1}], \"traceEvents\": ["
          "{\"ph\": \"X\", \"cat\": \"Kernel\", \"pid\": 1, \"tid\": 7, \"ts\": 1600000000000100, "
          "\"dur\": 3},"
          "{\"ph\": \"X\", \"cat\": \"Memcpy\", \"pid\": 0, \"tid\": 7, \"ts\": \"1600000000000050\", "
          "\"dur\": 3},"
          "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"pid\": 4, \"tid\": 4, \"ts\": 1600000000000000, "
          "\"dur\": 3}]}";
    const TraceFacts f = factsOfText(text, true);
    QCOMPARE(f.timeSource, TraceFacts::TimeSource::AbsoluteTs);
    QCOMPARE(f.earliestAbsNs, Q_INT64_C(1600000000000000000));
    QCOMPARE(f.gpuDevices, (std::vector<int> { 0, 1 })); // legacy categories, device from the pid
    QCOMPARE(f.deviceProperties, 2);
    QVERIFY(f.gpuDevicesFinal());
}

void TestJobFacts::systemMetricsLines()
{
    const QByteArray text
        = "{\"Type\": \"cpu\", \"Name\": \"cpu0\", \"Dimension\": \"CPUUtilization\", \"Value\": 4.5, "
          "\"NodeId\": \"algo-1\", \"Timestamp\": 1591160700.25}\n"
          "{\"Type\": \"cpu\", \"Name\": \"cpu1\", \"Dimension\": \"CPUUtilization\", \"Value\": 5, "
          "\"NodeId\": \"algo-1\", \"Timestamp\": 1591160699.5}\n";
    TraceFacts f = factsOfText(text, true);
    QVERIFY(f.systemMetrics);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Complete);
    QCOMPARE(f.timeSource, TraceFacts::TimeSource::SystemMetricsTimestamp);
    QCOMPARE(f.earliestAbsNs / 1000000, Q_INT64_C(1591160699500));
    f = factsOfText(text + "{\"Type\": \"cpu\", \"Na", true);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Cut);
}

// The file is read in 1 MiB pieces: keys, strings and events cut at piece boundaries must give
// the facts of the text read in one piece.
void TestJobFacts::piecesDoNotMatter()
{
    const QByteArray text = newKineto(3, 2, 4, 40000);
    QVERIFY(text.size() > 3 * 1024 * 1024);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.json"));
    writeFile(path, text);
    const TraceFacts whole = factsOfText(text, true);
    const TraceFacts streamed = scanTraceFacts(path);
    QCOMPARE(streamed.completeness, TraceFacts::Completeness::Complete);
    QCOMPARE(streamed.earliestAbsNs, whole.earliestAbsNs);
    QCOMPARE(streamed.earliestAbsNs, kBase + 2500500);
    QCOMPARE(streamed.rank, 3);
    QCOMPARE(streamed.deviceProperties, 4);
    QCOMPARE(streamed.gpuDevices, std::vector<int> { 2 });
    QCOMPARE(streamed.textBytes, qint64(text.size()));
}

void TestJobFacts::compressedFiles_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addRow("gzip") << QStringLiteral(".json.gz");
    QTest::addRow("zstd") << QStringLiteral(".json.zst");
}

void TestJobFacts::compressedFiles()
{
    QFETCH(QString, suffix);
    const bool gz = suffix.endsWith(QLatin1String(".gz"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rank1") + suffix);
    const QByteArray text = newKineto(1, 1, 8, 20000);
    writeFile(path, gz ? gzip(text) : zstd(text));
    TraceFacts f = scanTraceFacts(path);
    QVERIFY2(f.error.empty(), f.error.c_str());
    QVERIFY(f.final);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Complete);
    QCOMPARE(f.earliestAbsNs, kBase + 2500500);
    QCOMPARE(f.deviceProperties, 8);
    QCOMPARE(f.gpuDevices, std::vector<int> { 1 });
    QCOMPARE(f.textBytes, qint64(text.size()));

    // Cut compressed stream: what was decoded counts, and it says where the stream stopped.
    const QByteArray packed = gz ? gzip(text) : zstd(text);
    writeFile(path, packed.left(packed.size() / 2));
    f = scanTraceFacts(path);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Cut);
    QVERIFY2(qs(f.error).contains(QStringLiteral("ends early")), f.error.c_str());
    QVERIFY(f.textBytes > 0 && f.textBytes < text.size());
    QCOMPARE(f.gpuDevices, std::vector<int> { 1 }); // the kernel is in the first half
}

void TestJobFacts::brokenCompression()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json.gz"));
    QByteArray packed = gzip(newKineto(0, 0, 1, 5000));
    for (qsizetype i = packed.size() / 3; i < packed.size() / 3 + 64; ++i)
        packed[i] = char(0xff);
    writeFile(path, packed);
    const TraceFacts f = scanTraceFacts(path);
    QVERIFY2(
        qs(f.error).startsWith(QStringLiteral("gzip data is corrupt at compressed byte")), f.error.c_str());
    QCOMPARE(f.completeness, TraceFacts::Completeness::Cut);

    const TraceFacts missing = scanTraceFacts(dir.filePath(QStringLiteral("missing.json")));
    QVERIFY(!missing.error.empty());
    QCOMPARE(missing.textBytes, Q_INT64_C(0));
}

// First-paint facts read a bounded amount: big plain files get their tail facts from the last
// 64 KiB; big compressed ones are left for the whole-text pass.
void TestJobFacts::quickFactsOfBigFiles()
{
    QTemporaryDir dir;
    const QByteArray text = newKineto(2, 2, 8, 40000);
    const QString plain = dir.filePath(QStringLiteral("r2.json"));
    writeFile(plain, text);
    TraceFacts f = quickTraceFacts(plain);
    QVERIFY(!f.final);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Complete);
    QCOMPARE(f.earliestAbsNs, kBase + 2500500);
    QCOMPARE(f.rank, 2);
    QCOMPARE(f.deviceProperties, 8);
    QCOMPARE(f.gpuDevices, std::vector<int> { 2 });
    QVERIFY(!f.gpuDevicesFinal()); // 8 visible, 1 seen in the head: the rest needs the whole text
    QVERIFY(!f.settled);
    // One GPU listed and seen in use: nothing left for the whole text to tell.
    const QString one = dir.filePath(QStringLiteral("one.json"));
    writeFile(one, newKineto(0, 0, 1, 40000));
    f = quickTraceFacts(one);
    QVERIFY(!f.final);
    QVERIFY(f.settled);

    const QString cut = dir.filePath(QStringLiteral("cut.json"));
    const QByteArray cutText = newKineto(2, 2, 8, 20000, false);
    writeFile(cut, cutText);
    f = quickTraceFacts(cut);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Cut);
    QCOMPARE(f.cutAtByte, qint64(cutText.size()));

    const QString packed = dir.filePath(QStringLiteral("r2.json.gz"));
    writeFile(packed, gzip(text));
    QVERIFY(QFileInfo(packed).size() > kQuickWholeCompressedBytes);
    f = quickTraceFacts(packed);
    QVERIFY(!f.final);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Unknown);
    QCOMPARE(f.earliestAbsNs, Q_INT64_C(-1)); // the base is at the end
    QCOMPARE(f.deviceProperties, -1);

    const QString small = dir.filePath(QStringLiteral("small.json.gz"));
    writeFile(small, gzip(newKineto(4, 4, 8)));
    f = quickTraceFacts(small);
    QVERIFY(f.final);
    QCOMPARE(f.earliestAbsNs, kBase + 2500500);
}

// Every prefix of a trace is cut (never complete) and keeps the facts it holds; flipped bytes do
// no harm. The scanner follows any bytes without allocating per byte or recursing.
void TestJobFacts::damagedTextIsCutNeverComplete()
{
    const QByteArray text = newKineto(1, 1, 8, 3);
    for (qsizetype n = 0; n < text.size(); ++n) {
        QByteArray prefix = text.left(n);
        // Whitespace at the end is no content: the text must stop before the final '}'.
        if (prefix.trimmed().endsWith('}') && prefix.trimmed().size() == text.trimmed().size())
            continue;
        const TraceFacts f = factsOfText(prefix, true);
        QVERIFY2(f.completeness == TraceFacts::Completeness::Cut, qPrintable(QString::number(n)));
        QCOMPARE(f.cutAtByte, qint64(n));
        if (n > text.indexOf("\"dur\": 4") + 60)
            QCOMPARE(f.gpuDevices, std::vector<int> { 1 });
    }
    quint64 x = 42;
    for (int round = 0; round < 3000; ++round) {
        QByteArray damaged = text;
        for (int k = 0; k < 4; ++k) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            damaged[qsizetype((x >> 33) % quint64(damaged.size()))] = char(x >> 13);
        }
        const TraceFacts f = factsOfText(damaged, true);
        QVERIFY(f.textBytes == damaged.size());
        QVERIFY(f.cutAtByte <= f.textBytes);
    }
    // Deep nesting stays bounded.
    QCOMPARE(factsOfText(QByteArray(2000000, '['), true).completeness, TraceFacts::Completeness::Cut);
}

void TestJobFacts::cacheRoundTrip()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cache/jobfacts.json"));
    TraceFacts f = factsOfText(newKineto(6, 6, 8), true);
    f.error.assign(1, 'x'); // not = "x": GCC 12 at -O3 warns falsely (-Wrestrict) on that
    JobFactsCache cache;
    cache.insert("/a/r6.json", 123, 456, f);
    TraceFacts provisional = f;
    provisional.final = false;
    provisional.settled = false;
    cache.insert("/a/r7.json", 1, 2, provisional); // not kept
    QCOMPARE(cache.size(), size_t(1));
    QVERIFY(cache.save(file.toStdString()));

    JobFactsCache loaded;
    QVERIFY(loaded.load(file.toStdString()));
    const std::optional<TraceFacts> hit = loaded.find("/a/r6.json", 123, 456);
    QVERIFY(hit.has_value());
    QVERIFY(hit->final);
    QCOMPARE(hit->earliestAbsNs, kBase + 2500500); // int64 exact, not through a double
    QCOMPARE(hit->rank, 6);
    QCOMPARE(hit->gpuDevices, std::vector<int> { 6 });
    QCOMPARE(hit->deviceProperties, 8);
    QCOMPARE(hit->timeSource, TraceFacts::TimeSource::BaseTimePlusTs);
    QCOMPARE(hit->error, std::string("x"));
    QVERIFY(!loaded.find("/a/r6.json", 124, 456)); // size changed
    QVERIFY(!loaded.find("/a/r6.json", 123, 457)); // time changed

    writeFile(file, "not json");
    std::string error;
    QVERIFY(!loaded.load(file.toStdString(), &error));
    QCOMPARE(loaded.size(), size_t(0));
    QVERIFY(qs(error).contains(QStringLiteral("not a job facts cache")));
    QVERIFY(loaded.load(dir.filePath(QStringLiteral("none.json")).toStdString())); // no cache yet: fine
}

// Current PyTorch writes deviceProperties and baseTimeNanoseconds after traceEvents: the creation
// time and the GPUs come from the whole stream (values counted with Python's json module).
void TestJobFacts::realCurrentPyTorchTraces()
{
    const QString root = QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens");
    const QString qwen = root + QStringLiteral("/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
    const QString b200 = root + QStringLiteral("/b200/eager_trace.json.gz");
    if (!QFileInfo::exists(qwen) || !QFileInfo::exists(b200))
        QSKIP("../shared/traces is not there");
    TraceFacts f = scanTraceFacts(qwen);
    QVERIFY2(f.error.empty(), f.error.c_str());
    QCOMPARE(f.completeness, TraceFacts::Completeness::Complete);
    QCOMPARE(f.timeSource, TraceFacts::TimeSource::BaseTimePlusTs);
    // baseTimeNanoseconds 1751410836000000000 + first ts 1428625731456.483 µs.
    QCOMPARE(f.earliestAbsNs, Q_INT64_C(1751410836000000000) + Q_INT64_C(1428625731456483));
    QCOMPARE(f.deviceProperties, 1);
    QCOMPARE(f.gpuDevices, std::vector<int> { 0 });

    f = scanTraceFacts(b200);
    QCOMPARE(f.completeness, TraceFacts::Completeness::Complete);
    QCOMPARE(f.earliestAbsNs, Q_INT64_C(1767189312000000000) + Q_INT64_C(1365627862757064));
    QCOMPARE(f.rank, 0);
    QCOMPARE(f.worldSize, 8);
    QCOMPARE(f.deviceProperties, 8); // every GPU of the node is listed...
    QCOMPARE(f.gpuDevices, std::vector<int> { 0 }); // ...one has activity: the rank's GPU
}

// fuzz_jobfactscache starts from these seeds: a seed the cache refuses (an older schema, say) only
// ever reaches the schema check, and the fuzzer never gets to the entries or the round trip.
void TestJobFacts::fuzzSeedsReadAsTheCurrentCache()
{
    const QDir seeds(QStringLiteral(STEPLINE_SOURCE_DIR "/tests/fuzz/seeds/jobfactscache"));
    const QStringList files = seeds.entryList(QDir::Files);
    QVERIFY(files.size() >= 3);
    int entries = 0;
    for (const QString &name : files) {
        JobFactsCache cache;
        std::string error;
        QVERIFY2(cache.load(seeds.filePath(name).toStdString(), &error),
            qPrintable(name + QStringLiteral(": ") + qs(error)));
        entries += int(cache.size());
    }
    QCOMPARE(entries, 4); // two-files.json and not-a-trace.json: every entry is kept
}

QTEST_GUILESS_MAIN(TestJobFacts)
#include "tst_jobfacts.moc"
