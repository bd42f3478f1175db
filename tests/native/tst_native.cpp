// The native .stepline format: round trips on hand-built, shared and demo profiles (full model
// dump and summary JSON), the committed v1 fixture, and every kind of damaged file.
#include "profiledumpfull.h"

#include "profilebuilder.h"
#include "steplineformat.h"
#include "steplinereader.h"
#include "steplinewriter.h"
#include "summary.h"
#include "jobfiles.h"
#include "steplinereaderinternal.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace stepline;

namespace {

// The loaders' messages and paths are UTF-8 std::string: as a QString for the checks.
QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// A small job touching every table: two ranks, nested slices with a lane split, GPU kernels
// linked by correlation, instants, two counter series, args in several blocks, device
// properties, metadata and warnings.
ProfilePtr handBuiltProfile()
{
    ProfileBuilder b;
    auto s = [&](const char *t) { return b.strings().intern(t); };
    // Strings and args are added in one fixed order, the committed fixture's (written by a GCC
    // build, which evaluated call arguments right to left): args, category, name. Function
    // arguments have no defined order, and clang's differs, so each is sequenced here.
    auto slice = [&](TrackId track, int64_t ts, int64_t dur, const char *name, const char *category,
                     const std::string &args = {}) {
        const ArgSetId a = args.empty() ? ArgSetId() : b.args().append(args);
        const StringId c = s(category);
        const StringId n = s(name);
        return b.addSlice(track, ts, dur, n, c, a);
    };
    for (int r = 0; r < 2; ++r) {
        RankInfo info;
        info.file = "rank" + std::to_string(r) + ".json";
        info.rank = r;
        info.rankSource = "file name";
        info.node = "node-a";
        info.format = "kineto-json";
        info.worldSize = 2;
        info.backend = "nccl";
        info.distributedInfoJson = R"({"rank": )" + std::to_string(r) + "}";
        info.baseTimeNs = 1000000 * (r + 1);
        info.fileBytes = 12345;
        info.truncated = r == 1;
        info.truncatedAtByte = 777;
        DeviceProperties dev;
        dev.id = 0;
        dev.name = "NVIDIA H100";
        dev.totalGlobalMem = 85899345920;
        dev.computeMajor = 9;
        dev.numSms = 132;
        dev.warpSize = 32;
        dev.maxThreadsPerBlock = 1024;
        dev.rawJson = R"({"id": 0})";
        info.devices.push_back(dev);
        info.metadata.emplace_back("schemaVersion", "1");
        const uint32_t rank = b.addRank(info);
        const ProcessId host = b.process(rank, 100 + r);
        b.processAt(host).name = s("python");
        const TrackId cpu = b.track(host, 7, TrackKind::CpuThread);
        b.trackAt(cpu).name = s("main thread");
        const TrackId gpu = b.track(b.process(rank, 0), 7, TrackKind::GpuStream);
        const int64_t base = 1'700'000'000'000'000'000 + r * 1000;
        slice(cpu, base, 1000, "ProfilerStep#1", "user_annotation");
        const uint32_t op = slice(cpu, base + 10, 500, "aten::mm", "cpu_op", R"({"External id": 1})");
        slice(cpu, base + 400, 300, "aten::overlap", "cpu_op"); // partial overlap: lane split
        const uint32_t launch
            = slice(cpu, base + 20, 5, "cudaLaunchKernel", "cuda_runtime", R"({"correlation": 5})");
        const uint32_t kernel = slice(
            gpu, base + 40, 30, "sm90_gemm_bf16", "kernel", R"({"correlation": 5, "grid": [1, 2, 3]})");
        b.setCorrelation(launch, rank, 5);
        b.setCorrelation(kernel, rank, 5);
        b.setExternalId(op, rank, 1);
        b.setExternalId(kernel, rank, 1);
        {
            const ArgSetId a = b.args().append(R"({"x": "y"})");
            const StringId c = s("instant");
            const StringId n = s("marker");
            b.addInstant(cpu, base + 50, n, c, 't', a);
        }
        const CounterId mem = b.counterSeries(rank, host, s("memory.allocated"));
        b.addCounterSample(mem, base + 5, 1.5);
        b.addCounterSample(mem, base + 60, -2.25e300);
        for (int i = 0; i < 3000; ++i) // enough args text for more than one 128 KiB block
            slice(cpu, base + 2000 + i * 10, 5, "aten::add", "cpu_op",
                "{\"i\": " + std::to_string(i) + ", \"pad\": \"" + std::string(40, char('a' + i % 26))
                    + "\"}");
        b.report().add(warning::kNegativeDuration, rank, 4242);
    }
    b.report().add("skipped_file", 0, 0, 3);
    b.job().name = "hand-built";
    b.job().path = "/tmp/hand-built";
    b.job().format = "kineto-json";
    return b.finalize();
}

// Summary JSON without the "format" field (a .stepline reports "stepline" there).
QJsonObject summaryWithoutFormat(const Profile &p)
{
    const std::string text = summaryToJson(p, computeSummary(p));
    QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
    o.remove(QStringLiteral("format"));
    return o;
}

void compareDumps(const Profile &expected, const Profile &actual)
{
    // Columns are compared directly (fast); only a difference pays for the line-by-line dump.
    const bool rows = !test::sameColumns(expected, actual);
    const QStringList a = test::dumpProfileFull(expected, rows);
    const QStringList b = test::dumpProfileFull(actual, rows);
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        if (a[i] != b[i])
            QFAIL(qPrintable(
                QStringLiteral("line %1 differs:\n  source: %2\n  native: %3").arg(i).arg(a[i], b[i])));
    }
    QCOMPARE(b.size(), a.size());
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Offsets of the block headers of a .stepline file (walks the size fields).
QList<qint64> blockOffsets(const QByteArray &file)
{
    QList<qint64> offsets;
    qint64 pos = qint64(native::kHeaderSize);
    while (pos + qint64(native::kBlockHeaderSize) <= file.size()) {
        offsets << pos;
        quint32 stored = 0;
        std::memcpy(&stored, file.constData() + pos + 4, 4);
        pos += qint64(native::kBlockHeaderSize) + stored;
    }
    return offsets;
}

} // namespace

class TestNative : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void handBuiltRoundTrip();
    void committedFixtureStillLoads();
    void loadProfileDetectsTheMagic();
    void traceRoundTrip_data();
    void traceRoundTrip();
    void wrongMagic();
    void futureVersion();
    void truncated();
    void checksumMismatch();
    void damagedHeader();
    void fuzzFlipsAndCuts();
    void timesPastTheRange();
    void twoLanes();

private:
    QTemporaryDir m_dir;
    ProfilePtr m_hand;
    QString m_handFile;
};

void TestNative::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_hand = handBuiltProfile();
    m_handFile = m_dir.filePath(QStringLiteral("hand.stepline"));
    QCOMPARE(writeSteplineFile(*m_hand, m_handFile.toStdString()), std::string());
    // How tests/data/native/hand-v1.stepline was made (rerun only for a new format version).
    const QString fixtureOut = qEnvironmentVariable("STEPLINE_NATIVE_WRITE_FIXTURE");
    if (!fixtureOut.isEmpty())
        QVERIFY(QFile::copy(m_handFile, fixtureOut));
}

void TestNative::handBuiltRoundTrip()
{
    QVERIFY(m_hand->args().count() > 6000);
    QVERIFY(m_hand->report().count(warning::kLaneSplit) > 0);
    QVERIFY(m_hand->flows().size() >= 4);
    const LoadOutcome out = loadSteplineFile(m_handFile.toStdString());
    QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
    compareDumps(*m_hand, *out.profile);
    QCOMPARE(out.profile->job().format, std::string("stepline"));
    QCOMPARE(out.profile->job().path, m_handFile.toStdString());
    QCOMPARE(summaryWithoutFormat(*out.profile), summaryWithoutFormat(*m_hand));
}

// tests/data/native/hand-v1.stepline was written by the first version of the writer from
// handBuiltProfile(): version 1 files must keep loading to the same model.
void TestNative::committedFixtureStillLoads()
{
    const QString fixture = QStringLiteral(STEPLINE_TEST_DATA "/native/hand-v1.stepline");
    if (!QFile::exists(fixture))
        QSKIP("tests/data/native/hand-v1.stepline is missing");
    const LoadOutcome out = loadSteplineFile(fixture.toStdString());
    QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
    QStringList expected = test::dumpProfileFull(*m_hand);
    QStringList actual = test::dumpProfileFull(*out.profile);
    QCOMPARE(actual.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i)
        QCOMPARE(actual[i], expected[i]);
}

void TestNative::loadProfileDetectsTheMagic()
{
    // Content decides, not the extension.
    const QString odd = m_dir.filePath(QStringLiteral("profile.json"));
    QVERIFY(QFile::copy(m_handFile, odd));
    const LoadOutcome out = loadProfile(odd);
    QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
    QCOMPARE(out.profile->job().format, std::string("stepline"));
    QCOMPARE(out.profile->slices().size(), m_hand->slices().size());
    QVERIFY(isSteplineFile(m_handFile.toStdString()));
    QVERIFY(!isSteplineFile(STEPLINE_SOURCE_DIR "/README.md"));
}

void TestNative::traceRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QString shared = QStringLiteral(STEPLINE_SHARED_TRACES);
    const QString demo = QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo");
    if (QDir(demo).exists()) {
        for (const QString &job : QDir(demo).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QTest::newRow(qPrintable(QStringLiteral("demo/") + job)) << demo + QLatin1Char('/') + job;
    }
    if (!QDir(shared).exists())
        return;
    for (const std::string &path : traceFilesIn(shared.toStdString())) {
        const QString file = QString::fromStdString(path);
        QTest::newRow(qPrintable(QDir(shared).relativeFilePath(file))) << file;
    }
    QTest::newRow("param/dlrm_kineto (job)") << shared + QStringLiteral("/param/dlrm_kineto");
}

void TestNative::traceRoundTrip()
{
    QFETCH(QString, path);
    if (!QDir(QStringLiteral(STEPLINE_SHARED_TRACES)).exists() && !path.contains(QLatin1String("/demo/")))
        QSKIP("shared/traces is missing");
    const LoadOutcome source = loadProfile(path);
    if (!source.ok())
        QSKIP(("the source does not load: " + source.error.detail).c_str());
    const QString file = m_dir.filePath(QStringLiteral("trace.stepline"));
    QCOMPARE(writeSteplineFile(*source.profile, file.toStdString(), 3), std::string());
    const LoadOutcome native = loadProfile(file);
    QVERIFY2(native.ok(), native.error.toUserMessage().c_str());
    compareDumps(*source.profile, *native.profile);
    QCOMPARE(summaryWithoutFormat(*native.profile), summaryWithoutFormat(*source.profile));
    QCOMPARE(native.profile->job().name, source.profile->job().name);
}

void TestNative::wrongMagic()
{
    QByteArray bytes = readAll(m_handFile);
    bytes[1] = 'X';
    const QString path = m_dir.filePath(QStringLiteral("magic.stepline"));
    QVERIFY(writeAll(path, bytes));
    const LoadOutcome out = loadSteplineFile(path.toStdString());
    QVERIFY(!out.ok());
    QCOMPARE(out.error.code, LoadError::Code::NotATrace);
    QVERIFY(qs(out.error.detail).contains(QLatin1String("magic")));
    QCOMPARE(qs(out.error.file), path);
}

void TestNative::futureVersion()
{
    QByteArray bytes = readAll(m_handFile);
    bytes[8] = char(native::kVersion + 1);
    const QString path = m_dir.filePath(QStringLiteral("future.stepline"));
    QVERIFY(writeAll(path, bytes));
    const LoadOutcome out = loadProfile(path);
    QVERIFY(!out.ok());
    QCOMPARE(out.error.code, LoadError::Code::NotATrace);
    QVERIFY(qs(out.error.detail).contains(QStringLiteral("version %1").arg(native::kVersion + 1)));
    QVERIFY(qs(out.error.hint).contains(QLatin1String("newer")));
}

void TestNative::truncated()
{
    const QByteArray bytes = readAll(m_handFile);
    const QString path = m_dir.filePath(QStringLiteral("cut.stepline"));
    for (qint64 cut : { qint64(12), qint64(20), qint64(bytes.size() / 2), qint64(bytes.size() - 1) }) {
        QVERIFY(writeAll(path, bytes.left(cut)));
        const LoadOutcome out = loadSteplineFile(path.toStdString());
        QVERIFY(!out.ok());
        QCOMPARE(out.error.code, LoadError::Code::Syntax);
        QVERIFY2(qs(out.error.detail).contains(QLatin1String("truncated")), out.error.detail.c_str());
        QVERIFY(out.error.byteOffset >= 0 && out.error.byteOffset <= cut);
        QVERIFY(!out.error.hint.empty());
    }
}

void TestNative::checksumMismatch()
{
    // Flip one byte in the middle of the largest payload: zstd's frame checksum (or its decoder)
    // catches it, and the error names the block and its offset.
    QByteArray bytes = readAll(m_handFile);
    const QList<qint64> blocks = blockOffsets(bytes);
    QVERIFY(blocks.size() > 20);
    qint64 biggest = blocks.first();
    quint32 biggestSize = 0;
    for (qint64 b : blocks) {
        quint32 stored = 0;
        std::memcpy(&stored, bytes.constData() + b + 4, 4);
        if (stored > biggestSize) {
            biggestSize = stored;
            biggest = b;
        }
    }
    // The last bytes of the frame are its checksum: change one of them.
    const qint64 at = biggest + qint64(native::kBlockHeaderSize) + biggestSize - 2;
    bytes[at] = char(bytes[at] ^ 0x10);
    const QString path = m_dir.filePath(QStringLiteral("flip.stepline"));
    QVERIFY(writeAll(path, bytes));
    const LoadOutcome out = loadSteplineFile(path.toStdString());
    QVERIFY(!out.ok());
    QCOMPARE(out.error.code, LoadError::Code::BadCompression);
    QVERIFY2(qs(out.error.detail).contains(QLatin1String("checksum mismatch")), out.error.detail.c_str());
    QCOMPARE(out.error.byteOffset, biggest);
}

void TestNative::damagedHeader()
{
    QByteArray bytes = readAll(m_handFile);
    const QList<qint64> blocks = blockOffsets(bytes);
    const qint64 third = blocks[2];
    bytes[third + 5] = char(bytes[third + 5] ^ 0x01); // storedSize: caught by the header crc
    const QString path = m_dir.filePath(QStringLiteral("header.stepline"));
    QVERIFY(writeAll(path, bytes));
    const LoadOutcome out = loadSteplineFile(path.toStdString());
    QVERIFY(!out.ok());
    QCOMPARE(out.error.code, LoadError::Code::BadCompression);
    QCOMPARE(out.error.byteOffset, third);
    QVERIFY(qs(out.error.toUserMessage()).contains(QLatin1String("stepline convert")));
}

// Random byte flips and cuts (fixed seed): each must end in a LoadError or a profile whose every
// id resolves (the full dump touches all of them).
void TestNative::fuzzFlipsAndCuts()
{
    const QByteArray original = readAll(m_handFile);
    const QString path = m_dir.filePath(QStringLiteral("fuzz.stepline"));
    std::mt19937 rng(20261129);
    int errors = 0, loads = 0;
    for (int round = 0; round < 400; ++round) {
        QByteArray bytes = original;
        if (round % 4 == 3) {
            bytes.truncate(qsizetype(rng() % quint32(bytes.size())));
        } else {
            const int flips = 1 + int(rng() % 4);
            for (int k = 0; k < flips; ++k) {
                const qsizetype at = qsizetype(rng() % quint32(bytes.size()));
                bytes[at] = char(bytes[at] ^ char(1 + rng() % 255));
            }
        }
        QVERIFY(writeAll(path, bytes));
        const LoadOutcome out = loadSteplineFile(path.toStdString());
        if (out.ok()) {
            ++loads;
            QVERIFY(!test::dumpProfileFull(*out.profile).isEmpty());
        } else {
            ++errors;
            QVERIFY(!out.error.detail.empty());
            QCOMPARE(qs(out.error.file), path);
        }
    }
    QVERIFY(errors > 350); // checksums catch nearly everything
    qInfo("fuzz: %d errors, %d loads", errors, loads);
}

// A file whose times could overflow the sums analyses take (a job 7 x 2^60 ns long, past
// kMaxSpanNs = 2^62 + 2^61, which the loaders never produce) is refused as damaged, not opened.
void TestNative::timesPastTheRange()
{
    ProfileBuilder b;
    RankInfo info;
    info.file = "r.json";
    const uint32_t rank = b.addRank(info);
    const TrackId track = b.track(b.process(rank, 1), 1, TrackKind::CpuThread);
    b.addSlice(track, 0, 1, b.strings().intern("first"), b.strings().intern("cpu_op"));
    b.addSlice(track, int64_t(7) << 60, 1, b.strings().intern("last"), b.strings().intern("cpu_op"));
    const ProfilePtr p = b.finalize();
    const QString path = m_dir.filePath(QStringLiteral("span.stepline"));
    QVERIFY(writeSteplineFile(*p, path.toStdString()).empty());
    const LoadOutcome out = loadSteplineFile(path.toStdString());
    QVERIFY(!out.ok());
    QCOMPARE(out.error.code, LoadError::Code::Syntax);
    QVERIFY2(qs(out.error.detail).contains(QLatin1String("time range is invalid")), out.error.detail.c_str());
}

// A file with enough to decode for two lanes (steplinereader.cpp): the same model, and a damaged
// block on either lane is reported with its own offset, the earliest when two are damaged.
void TestNative::twoLanes()
{
    TraceGenerator::Options o;
    o.targetEvents = 150000;
    o.layers = 8;
    const QString json = m_dir.filePath(QStringLiteral("lanes.json"));
    QVERIFY(writeAll(json, TraceGenerator::generateRank(o, 0)));
    const LoadOutcome source = loadProfile(json);
    QVERIFY2(source.ok(), source.error.toUserMessage().c_str());
    const QString file = m_dir.filePath(QStringLiteral("lanes.stepline"));
    QCOMPARE(writeSteplineFile(*source.profile, file.toStdString(), 1), std::string());
    const QByteArray bytes = readAll(file);
    const QList<qint64> blocks = blockOffsets(bytes);
    quint64 columnBytes = 0;
    QMap<QByteArray, qint64> offsetOf;
    for (qint64 b : blocks) {
        const QByteArray tagText = bytes.mid(b, 4);
        quint32 raw = 0;
        std::memcpy(&raw, bytes.constData() + b + 8, 4);
        if (tagText != "ARGB" && tagText != "SUMM")
            columnBytes += raw;
        if (!offsetOf.contains(tagText))
            offsetOf[tagText] = b;
    }
    QVERIFY2(columnBytes > native::kTwoLaneBytes, qPrintable(QString::number(columnBytes)));
    const LoadOutcome native = loadSteplineFile(file.toStdString());
    QVERIFY2(native.ok(), native.error.toUserMessage().c_str());
    compareDumps(*source.profile, *native.profile);

    auto flipChecksum = [&](QByteArray *damaged, qint64 block) {
        quint32 stored = 0;
        std::memcpy(&stored, damaged->constData() + block + 4, 4);
        const qint64 at = block + qint64(native::kBlockHeaderSize) + stored - 2;
        (*damaged)[at] = char((*damaged)[at] ^ 0x10);
    };
    const QString path = m_dir.filePath(QStringLiteral("lanes-damaged.stepline"));
    const QList<QByteArray> tags { "STRS", "SLTS", "SLDU", "SLNM", "SLAR", "FLFR", "FLBT", "ARGO", "ARGB",
        "XRNK" };
    for (const QByteArray &t : tags) {
        QVERIFY2(offsetOf.contains(t), t.constData());
        QByteArray damaged = bytes;
        flipChecksum(&damaged, offsetOf[t]);
        QVERIFY(writeAll(path, damaged));
        const LoadOutcome out = loadSteplineFile(path.toStdString());
        QVERIFY2(!out.ok(), t.constData());
        QCOMPARE(out.error.code, LoadError::Code::BadCompression);
        QCOMPARE(out.error.byteOffset, offsetOf[t]);
        QCOMPARE(qs(out.error.file), path);
    }
    // Every pair: the earlier block is reported, whichever lane it is on.
    for (const QByteArray &a : tags) {
        for (const QByteArray &b : tags) {
            if (a >= b)
                continue;
            QByteArray damaged = bytes;
            flipChecksum(&damaged, offsetOf[a]);
            flipChecksum(&damaged, offsetOf[b]);
            QVERIFY(writeAll(path, damaged));
            const LoadOutcome out = loadSteplineFile(path.toStdString());
            QVERIFY(!out.ok());
            QCOMPARE(out.error.byteOffset, std::min(offsetOf[a], offsetOf[b]));
        }
    }
}

QTEST_GUILESS_MAIN(TestNative)
#include "tst_native.moc"
