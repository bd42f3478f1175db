// The summary a .stepline file stores (SUMM, loaders/steplinesummary.h): byte-identical to the one
// computed from the model on demo, shared and generated profiles; printed by `stepline summary`
// only for default options and this build's key; stale, missing, damaged and unknown blocks.
#include "jobfiles.h"
#include "steplineformat.h"
#include "steplinereader.h"
#include "steplinesummary.h"
#include "steplinewriter.h"
#include "summary.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include "profilebuilder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <zlib.h>
#include <zstd.h>

#include <cstring>
#include <functional>
#include <optional>

using namespace stepline;

namespace {

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

quint32 u32At(const QByteArray &bytes, qint64 at)
{
    quint32 v = 0;
    std::memcpy(&v, bytes.constData() + at, 4);
    return v;
}

void appendU32(QByteArray *out, quint32 v)
{
    out->append(reinterpret_cast<const char *>(&v), 4); // little endian, as the format
}

// A block as the writer frames it: header with its crc32, one zstd frame with content size and
// checksum.
QByteArray frameBlock(uint32_t blockTag, const std::string &raw)
{
    std::string stored(ZSTD_compressBound(raw.size()), '\0');
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);
    ZSTD_CCtx_setParameter(cctx, ZSTD_c_contentSizeFlag, 1);
    const size_t n = ZSTD_compress2(cctx, stored.data(), stored.size(), raw.data(), raw.size());
    ZSTD_freeCCtx(cctx);
    stored.resize(ZSTD_isError(n) ? 0 : n);
    QByteArray out;
    appendU32(&out, blockTag);
    appendU32(&out, quint32(stored.size()));
    appendU32(&out, quint32(raw.size()));
    appendU32(&out, quint32(crc32(0, reinterpret_cast<const Bytef *>(out.constData()), 12)));
    out.append(stored.data(), qsizetype(stored.size()));
    return out;
}

// The file with every block passed through `edit` (tag, framed block) -> the blocks to keep in
// its place; `before END` is inserted before the end marker.
QByteArray rewriteBlocks(const QByteArray &file,
    const std::function<QByteArray(uint32_t, const QByteArray &)> &edit, const QByteArray &beforeEnd = {})
{
    QByteArray out = file.left(qsizetype(native::kHeaderSize));
    qint64 pos = qint64(native::kHeaderSize);
    while (pos + qint64(native::kBlockHeaderSize) <= file.size()) {
        const uint32_t blockTag = u32At(file, pos);
        const qint64 size = qint64(native::kBlockHeaderSize) + u32At(file, pos + 4);
        const QByteArray block = file.mid(pos, size);
        if (blockTag == native::tag("END "))
            out += beforeEnd;
        out += edit(blockTag, block);
        pos += size;
    }
    return out;
}

std::optional<qint64> blockOffset(const QByteArray &file, uint32_t blockTag)
{
    qint64 pos = qint64(native::kHeaderSize);
    while (pos + qint64(native::kBlockHeaderSize) <= file.size()) {
        if (u32At(file, pos) == blockTag)
            return pos;
        pos += qint64(native::kBlockHeaderSize) + u32At(file, pos + 4);
    }
    return std::nullopt;
}

// What a full load of the file and computeSummary print (the command's path without a stored
// summary).
std::string recomputed(const QString &path, bool json)
{
    const LoadOutcome out = loadSteplineFile(path.toStdString());
    if (!out.ok())
        return "load failed: " + out.error.toUserMessage();
    const Summary s = computeSummary(*out.profile);
    return json ? summaryToJson(*out.profile, s) : summaryToText(*out.profile, s);
}

} // namespace

class TestStoredSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void storedEqualsRecomputed_data();
    void storedEqualsRecomputed();
    void commandPrintsTheStoredSummary();
    void otherOptionsCompute();
    void staleKeyIsRecomputed();
    void fileWithoutTheBlock();
    void unknownBlockIsSkipped();
    void damagedBlockFallsBack();
    void damagedFileStillErrors();
    void profileWithoutEvents();

private:
    // Runs the built `stepline` with args; stdout in m_out, stderr in m_err; the exit code.
    int run(const QStringList &args);
    QString convert(const QString &source, const QString &name);

    QString m_exe;
    QTemporaryDir m_dir;
    QString m_generatedJob;
    QString m_generatedFile;
    QByteArray m_out;
    QByteArray m_err;
};

void TestStoredSummary::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 3;
    o.layers = 6;
    o.stragglerRank = 1;
    o.stragglerPercent = 10;
    m_generatedJob = m_dir.filePath(QStringLiteral("job"));
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(m_generatedJob, o);
    QVERIFY2(job.ok, qPrintable(job.error));
    m_generatedFile = job.files.first();
}

int TestStoredSummary::run(const QStringList &args)
{
    QProcess proc;
    proc.start(m_exe, args);
    if (!proc.waitForFinished(60000))
        return -1;
    m_out = proc.readAllStandardOutput();
    m_err = proc.readAllStandardError();
    return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
}

QString TestStoredSummary::convert(const QString &source, const QString &name)
{
    const LoadOutcome loaded = loadProfile(source);
    if (!loaded.ok())
        return QString();
    const QString file = m_dir.filePath(name);
    return writeSteplineFile(*loaded.profile, file.toStdString(), 3).empty() ? file : QString();
}

void TestStoredSummary::storedEqualsRecomputed_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("generated rank") << QString(); // filled in from initTestCase's job
    QTest::newRow("generated job (4 ranks)") << QStringLiteral("job");
    const QString demo = QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo");
    for (const QString &job : QDir(demo).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        QTest::newRow(qPrintable(QStringLiteral("demo/") + job)) << demo + QLatin1Char('/') + job;
    const QString shared = QStringLiteral(STEPLINE_SHARED_TRACES);
    for (const char *file :
        { "param/dlrm_kineto", "hta/critical_path/alexnet/benchmark_result_2869224_1695835535_trace.json.gz",
            "tracelens/h100/gaunernst_bert-small-uncased__1016001.json.gz",
            "kineto-tb_plugin/samples-2021-06/resnet50_num_workers_0/worker0.1623143089861.pt.trace.json.gz",
            "torch113-cpu-train/cpu_train.pt.trace.json.gz",
            "hta/amd_trace/mi250_minitoy_train_ROCm6_2_kineto.json.gz",
            "sagemaker-debugger/horovod_timeline_small.json" })
        QTest::newRow(file) << shared + QLatin1Char('/') + QLatin1String(file);
}

void TestStoredSummary::storedEqualsRecomputed()
{
    QFETCH(QString, path);
    if (path.isEmpty())
        path = m_generatedFile;
    else if (path == QLatin1String("job"))
        path = m_generatedJob;
    if (!QFileInfo::exists(path))
        QSKIP(qPrintable(path + QStringLiteral(" is missing (shared/traces)")));
    const QString file = convert(path, QStringLiteral("stored.stepline"));
    QVERIFY2(!file.isEmpty(), qPrintable(path));
    for (const bool json : { false, true }) {
        std::string stored;
        QCOMPARE(readStoredSummary(file.toStdString(), json, &stored), StoredSummaryStatus::Used);
        const std::string expected = recomputed(file, json);
        QCOMPARE(QByteArray::fromStdString(stored), QByteArray::fromStdString(expected));
        if (!QFileInfo::exists(m_exe))
            continue;
        QStringList args { QStringLiteral("summary"), file };
        if (json)
            args << QStringLiteral("--json");
        QCOMPARE(run(args), 0);
        QCOMPARE(m_out, QByteArray::fromStdString(expected));
        QCOMPARE(run(args + QStringList { QStringLiteral("--recompute") }), 0);
        QCOMPARE(m_out, QByteArray::fromStdString(expected));
    }
}

// A stored summary with this build's key that differs from the model's: what the command prints
// tells which path it took.
void TestStoredSummary::commandPrintsTheStoredSummary()
{
    if (!QFileInfo::exists(m_exe))
        QSKIP("the stepline executable is not built in this build tree");
    const QString file = convert(m_generatedFile, QStringLiteral("doctored.stepline"));
    QVERIFY(!file.isEmpty());
    const std::string payload = encodeStoredSummary(
        kStoredSummarySchema, storedSummaryFingerprint(), "DOCTORED table\n", "{\"DOCTORED\": true}\n");
    QVERIFY(writeAll(file, rewriteBlocks(readAll(file), [&](uint32_t t, const QByteArray &block) {
        return t == native::tag("SUMM") ? frameBlock(t, payload) : block;
    })));
    QCOMPARE(run({ QStringLiteral("summary"), file }), 0);
    QCOMPARE(m_out, QByteArray("DOCTORED table\n"));
    QCOMPARE(run({ QStringLiteral("summary"), file, QStringLiteral("--json") }), 0);
    QCOMPARE(m_out, QByteArray("{\"DOCTORED\": true}\n"));
    QCOMPARE(run({ QStringLiteral("summary"), file, QStringLiteral("--force") }), 0);
    QCOMPARE(m_out, QByteArray("DOCTORED table\n"));
    QCOMPARE(run({ QStringLiteral("summary"), file, QStringLiteral("--recompute") }), 0);
    QCOMPARE(m_out, QByteArray::fromStdString(recomputed(file, false)));
    QCOMPARE(
        run({ QStringLiteral("summary"), file, QStringLiteral("--recompute"), QStringLiteral("--json") }), 0);
    QCOMPARE(m_out, QByteArray::fromStdString(recomputed(file, true)));
}

// Any option that changes what is printed computes the summary from the model.
void TestStoredSummary::otherOptionsCompute()
{
    if (!QFileInfo::exists(m_exe))
        QSKIP("the stepline executable is not built in this build tree");
    const QString file = convert(m_generatedJob, QStringLiteral("options.stepline"));
    QVERIFY(!file.isEmpty());
    const std::string payload = encodeStoredSummary(
        kStoredSummarySchema, storedSummaryFingerprint(), "DOCTORED table\n", "{\"DOCTORED\": true}\n");
    QVERIFY(writeAll(file, rewriteBlocks(readAll(file), [&](uint32_t t, const QByteArray &block) {
        return t == native::tag("SUMM") ? frameBlock(t, payload) : block;
    })));
    const QList<QStringList> options { { QStringLiteral("--scope"), QStringLiteral("job") },
        { QStringLiteral("--scope"), QStringLiteral("rank=1") }, { QStringLiteral("--align-collectives") },
        { QStringLiteral("--ranks"), QStringLiteral("0,1") },
        { QStringLiteral("--window"), QStringLiteral("0:10s") }, { QStringLiteral("--collectives-only") } };
    for (const QStringList &extra : options) {
        for (const bool json : { false, true }) {
            QStringList args = QStringList { QStringLiteral("summary"), file } + extra;
            if (json)
                args << QStringLiteral("--json");
            QCOMPARE(run(args), 0);
            QVERIFY2(
                !m_out.isEmpty() && !m_out.contains("DOCTORED"), qPrintable(args.join(QLatin1Char(' '))));
        }
    }
    // --scope job is the default scope: the same figures as the model's default summary.
    QCOMPARE(run({ QStringLiteral("summary"), file, QStringLiteral("--scope"), QStringLiteral("job") }), 0);
    QCOMPARE(m_out, QByteArray::fromStdString(recomputed(file, false)));
}

void TestStoredSummary::staleKeyIsRecomputed()
{
    const QString file = convert(m_generatedFile, QStringLiteral("stale.stepline"));
    QVERIFY(!file.isEmpty());
    const QByteArray original = readAll(file);
    for (const bool otherSchema : { false, true }) {
        const std::string payload = otherSchema
            ? encodeStoredSummary(kStoredSummarySchema + 1, storedSummaryFingerprint(), "stale\n", "{}\n")
            : encodeStoredSummary(kStoredSummarySchema, std::string(64, '0'), "stale\n", "{}\n");
        QVERIFY(writeAll(file, rewriteBlocks(original, [&](uint32_t t, const QByteArray &block) {
            return t == native::tag("SUMM") ? frameBlock(t, payload) : block;
        })));
        std::string stored;
        QCOMPARE(readStoredSummary(file.toStdString(), false, &stored), StoredSummaryStatus::Stale);
        QVERIFY(stored.empty());
        if (!QFileInfo::exists(m_exe))
            continue;
        QCOMPARE(run({ QStringLiteral("summary"), file }), 0);
        QCOMPARE(m_out, QByteArray::fromStdString(recomputed(file, false)));
        QCOMPARE(run({ QStringLiteral("summary"), file, QStringLiteral("--json") }), 0);
        QCOMPARE(m_out, QByteArray::fromStdString(recomputed(file, true)));
    }
}

// Files written before stored summaries (the committed version 1 fixture, and a new file with the
// block cut out) load and print as before.
void TestStoredSummary::fileWithoutTheBlock()
{
    const QString fixture = QStringLiteral(STEPLINE_TEST_DATA "/native/hand-v1.stepline");
    QVERIFY(QFileInfo::exists(fixture));
    QVERIFY(!blockOffset(readAll(fixture), native::tag("SUMM")));
    const QString cut = convert(m_generatedFile, QStringLiteral("cut.stepline"));
    QVERIFY(!cut.isEmpty());
    const QByteArray withBlock = readAll(cut);
    QVERIFY(blockOffset(withBlock, native::tag("SUMM")));
    const QByteArray without = rewriteBlocks(withBlock,
        [](uint32_t t, const QByteArray &block) { return t == native::tag("SUMM") ? QByteArray() : block; });
    QVERIFY(without.size() < withBlock.size());
    QVERIFY(writeAll(cut, without));
    for (const QString &file : { fixture, cut }) {
        std::string stored;
        QCOMPARE(readStoredSummary(file.toStdString(), true, &stored), StoredSummaryStatus::Absent);
        QVERIFY(loadSteplineFile(file.toStdString()).ok());
        if (!QFileInfo::exists(m_exe))
            continue;
        QCOMPARE(run({ QStringLiteral("summary"), file }), 0);
        QCOMPARE(m_out, QByteArray::fromStdString(recomputed(file, false)));
    }
}

// A block this build does not know (a later minor revision's) is skipped by both readers.
void TestStoredSummary::unknownBlockIsSkipped()
{
    const QString file = convert(m_generatedFile, QStringLiteral("unknown.stepline"));
    QVERIFY(!file.isEmpty());
    const std::string expected = recomputed(file, false);
    QVERIFY(writeAll(file,
        rewriteBlocks(
            readAll(file), [](uint32_t, const QByteArray &block) { return block; },
            frameBlock(native::tag("ZZZZ"), std::string(1000, 'z')))));
    QVERIFY(blockOffset(readAll(file), native::tag("ZZZZ")));
    QCOMPARE(recomputed(file, false), expected);
    std::string stored;
    QCOMPARE(readStoredSummary(file.toStdString(), false, &stored), StoredSummaryStatus::Used);
    QCOMPARE(stored, expected);
}

// A damaged SUMM payload: not used, and the full load (which does not read SUMM) prints the
// summary.
void TestStoredSummary::damagedBlockFallsBack()
{
    const QString file = convert(m_generatedFile, QStringLiteral("flip.stepline"));
    QVERIFY(!file.isEmpty());
    QByteArray bytes = readAll(file);
    const std::optional<qint64> at = blockOffset(bytes, native::tag("SUMM"));
    QVERIFY(at);
    const qint64 stored = u32At(bytes, *at + 4);
    for (const qint64 flip :
        { qint64(native::kBlockHeaderSize) + stored / 2, qint64(native::kBlockHeaderSize) + stored - 2 }) {
        QByteArray damaged = bytes;
        damaged[*at + flip] = char(damaged[*at + flip] ^ 0x10);
        QVERIFY(writeAll(file, damaged));
        std::string out;
        QCOMPARE(readStoredSummary(file.toStdString(), false, &out), StoredSummaryStatus::Unusable);
        QVERIFY(loadSteplineFile(file.toStdString()).ok());
        if (!QFileInfo::exists(m_exe))
            continue;
        QCOMPARE(run({ QStringLiteral("summary"), file }), 0);
        QCOMPARE(m_out, QByteArray::fromStdString(recomputed(file, false)));
    }
    // A payload that decompresses but is cut short.
    const std::string whole
        = encodeStoredSummary(kStoredSummarySchema, storedSummaryFingerprint(), "t\n", "{}\n");
    QVERIFY(writeAll(file, rewriteBlocks(bytes, [&](uint32_t t, const QByteArray &block) {
        return t == native::tag("SUMM") ? frameBlock(t, whole.substr(0, whole.size() - 2)) : block;
    })));
    std::string out;
    QCOMPARE(readStoredSummary(file.toStdString(), false, &out), StoredSummaryStatus::Unusable);
}

// Truncated files and damaged block headers: the stored summary is not printed, the command
// gives the full load's error naming the file and the byte offset.
void TestStoredSummary::damagedFileStillErrors()
{
    const QString file = convert(m_generatedFile, QStringLiteral("damaged.stepline"));
    QVERIFY(!file.isEmpty());
    const QByteArray bytes = readAll(file);
    const std::optional<qint64> summ = blockOffset(bytes, native::tag("SUMM"));
    QVERIFY(summ);
    const qint64 summEnd = *summ + qint64(native::kBlockHeaderSize) + u32At(bytes, *summ + 4);
    QByteArray headerFlip = bytes;
    headerFlip[*summ + 9] = char(headerFlip[*summ + 9] ^ 0x01); // rawSize: the header crc catches it
    const QList<QPair<QByteArray, QString>> cases {
        { bytes.left(summEnd), QStringLiteral("truncated") }, // cut after SUMM: no end marker
        { bytes.left(summEnd + 3), QStringLiteral("truncated") },
        { bytes.left(bytes.size() / 2), QStringLiteral("truncated") },
        { headerFlip, QStringLiteral("damaged") },
    };
    for (const auto &[damaged, word] : cases) {
        QVERIFY(writeAll(file, damaged));
        std::string out;
        QCOMPARE(readStoredSummary(file.toStdString(), false, &out), StoredSummaryStatus::Unusable);
        const LoadOutcome load = loadSteplineFile(file.toStdString());
        QVERIFY(!load.ok());
        QVERIFY2(QString::fromStdString(load.error.detail).contains(word), load.error.detail.c_str());
        if (!QFileInfo::exists(m_exe))
            continue;
        QCOMPARE(run({ QStringLiteral("summary"), file }), 2);
        QVERIFY(m_out.isEmpty());
        const QString err = QString::fromUtf8(m_err);
        QVERIFY2(
            err.contains(file) && err.contains(word) && err.contains(QLatin1String("byte")), qPrintable(err));
    }
}

// A profile without events (one rank, nothing on it): the summary says what is absent, stored
// as computed.
void TestStoredSummary::profileWithoutEvents()
{
    ProfileBuilder b;
    RankInfo info;
    info.file = "empty.json";
    b.addRank(info);
    b.job().name = "empty";
    const ProfilePtr p = b.finalize();
    const QString file = m_dir.filePath(QStringLiteral("empty.stepline"));
    QCOMPARE(writeSteplineFile(*p, file.toStdString()), std::string());
    for (const bool json : { false, true }) {
        std::string out;
        QCOMPARE(readStoredSummary(file.toStdString(), json, &out), StoredSummaryStatus::Used);
        QCOMPARE(QByteArray::fromStdString(out), QByteArray::fromStdString(recomputed(file, json)));
    }
}

QTEST_GUILESS_MAIN(TestStoredSummary)
#include "tst_storedsummary.moc"
