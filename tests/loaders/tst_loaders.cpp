// loadProfile() on real traces (../shared/traces), job folders, fatal errors and the async API.
#include "gzipbytes.h"
#include "jobfiles.h"
#include "profiledump.h"
#include "traceloader.h"

#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <zstd.h>

#include <algorithm>
#include <limits>

using namespace stepline;

namespace {

QString sharedTraces()
{
    return QStringLiteral(STEPLINE_SHARED_TRACES);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// 1 MiB of trace text: one complete event, then spaces (the first piece also opens the trace).
QByteArray bombPiece(bool first)
{
    QByteArray text = first ? QByteArray("{\"traceEvents\": [") : QByteArray();
    text += R"({"ph": "X", "name": "k", "pid": 1, "tid": 1, "ts": 1, "dur": 1},)";
    text += QByteArray((1 << 20) - text.size(), ' ');
    return text;
}

QByteArray zstdFrame(const QByteArray &text, int level = 19)
{
    QByteArray out(qsizetype(ZSTD_compressBound(size_t(text.size()))), Qt::Uninitialized);
    out.truncate(qsizetype(
        ZSTD_compress(out.data(), size_t(out.size()), text.constData(), size_t(text.size()), level)));
    return out;
}

// A decompression bomb: `pieces` MiB of text from a file of a few MiB, built from concatenated
// gzip members or zstd frames (both formats allow them, and the loader reads them). Its size
// fields lie to the memory estimate: the gzip trailer and the first zstd frame say 1 MiB.
QByteArray bomb(bool zstd, int pieces)
{
    QByteArray out = zstd ? zstdFrame(bombPiece(true)) : test::gzipBytes(bombPiece(true));
    const QByteArray rest = zstd ? zstdFrame(bombPiece(false)) : test::gzipBytes(bombPiece(false));
    for (int i = 1; i < pieces; ++i)
        out += rest;
    return out;
}

} // namespace

class TestLoaders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every Chrome-trace file of the shared folder loads, and its events add up to the MANIFEST.
    void sharedTraces_data()
    {
        QTest::addColumn<QString>("relative");
        QTest::addColumn<qint64>("events");
        QFile manifest(::sharedTraces() + QStringLiteral("/MANIFEST.json"));
        if (!manifest.open(QIODevice::ReadOnly)) {
            QTest::addRow("missing") << QString() << qint64(-1);
            return;
        }
        const QJsonObject files = QJsonDocument::fromJson(manifest.readAll()).object();
        for (auto it = files.begin(); it != files.end(); ++it) {
            const QJsonObject entry = it.value().toObject();
            if (entry.value(QStringLiteral("kind")).toString() != QLatin1String("chrome-trace"))
                continue;
            QTest::addRow("%s", qPrintable(it.key()))
                << it.key() << qint64(entry.value(QStringLiteral("n_events")).toDouble());
        }
    }
    void sharedTraces()
    {
        QFETCH(QString, relative);
        QFETCH(qint64, events);
        if (events < 0)
            QSKIP("../shared/traces is missing");
        const LoadOutcome o = loadProfile(::sharedTraces() + QLatin1Char('/') + relative);
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        const LoadStats &s = o.stats;
        QCOMPARE(qint64(s.events), events);
        QCOMPARE(s.accounted(), s.events);
        const Profile &p = *o.profile;
        // Slices come from X events, matched B/E pairs and async pairs; nothing else.
        QVERIFY(p.slices().size() >= s.complete);
        QVERIFY(p.slices().size() <= s.complete + s.beginEnd / 2 + s.async);
        QVERIFY(p.instants().size() >= s.instants);
        QVERIFY(p.counters().ts.size() >= s.counters);
        QCOMPARE(p.ranks().size(), size_t(1));
        QCOMPARE(p.ranks()[0].events, uint64_t(p.eventCount()));
        QVERIFY(!p.ranks()[0].truncated);
        for (size_t i = 0; i < p.slices().size(); ++i)
            QVERIFY(p.slices().dur[i] >= 0);
    }

    void specificTraces()
    {
        if (!QDir(::sharedTraces()).exists())
            QSKIP("../shared/traces is missing");
        // Capitalised 2021 categories still give kernels on a GPU stream with launch links.
        LoadOutcome o = loadProfile(::sharedTraces()
            + QStringLiteral("/kineto-tb_plugin/samples-2021-01/resnet50_num_workers_0/"
                             "worker0.pt.trace.json.gz"));
        QVERIFY(o.ok());
        size_t kernels = 0;
        for (size_t i = 0; i < o.profile->slices().size(); ++i) {
            if (o.profile->slices().kind[i] == EventKind::Kernel) {
                ++kernels;
                QCOMPARE(o.profile->track(o.profile->slices().track[i]).kind, TrackKind::GpuStream);
            }
        }
        QCOMPARE(kernels, size_t(9538));
        QVERIFY(o.profile->flows().size() > 9000);

        // The TensorFlow trace: trailing {} counted, displayTimeUnit ns is only a hint.
        o = loadProfile(::sharedTraces()
            + QStringLiteral("/sagemaker-debugger/tfprofiler_timeline_traces/framework/tensorflow/"
                             "detailed_profiling/2020080513/000000000/plugins/profile/2020_08_05_13_37_44/"
                             "8c859046be41.ant.amazon.com.trace.json.gz"));
        QVERIFY(o.ok());
        QCOMPARE(o.profile->slices().size(), size_t(798));

        // Horovod: unbalanced B/E.
        o = loadProfile(::sharedTraces() + QStringLiteral("/sagemaker-debugger/horovod_timeline_small.json"));
        QVERIFY(o.ok());
        QCOMPARE(o.profile->report().count(warning::kBeginWithoutEnd), 2u);

        // SageMaker timelines: ts relative to the epoch given by the first metadata event.
        o = loadProfile(::sharedTraces()
            + QStringLiteral("/sagemaker-debugger/merge_traces/framework/pevents/2020071317/"
                             "1594662614815222_905-b88ab1bb8259_model_timeline.json"));
        QVERIFY(o.ok());
        QCOMPARE(o.profile->job().originAbsNs, int64_t((1594662597687738LL + 17127479LL) * 1000));

        // baseTimeNanoseconds written after traceEvents is applied.
        o = loadProfile(::sharedTraces() + QStringLiteral("/hta/triton_example/triton_example.json.gz"));
        QVERIFY(o.ok());
        QCOMPARE(o.profile->ranks()[0].baseTimeNs, int64_t(1727743122000000000LL));
        QVERIFY(o.profile->job().originAbsNs > int64_t(1727743122000000000LL));
    }

    void dlrmJob()
    {
        const QString dir = ::sharedTraces() + QStringLiteral("/param/dlrm_kineto");
        if (!QDir(dir).exists())
            QSKIP("../shared/traces is missing");
        const LoadOutcome o = loadProfile(dir);
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        const Profile &p = *o.profile;
        QCOMPARE(p.ranks().size(), size_t(8));
        QCOMPARE(o.stats.events, uint64_t(3290 + 3424 + 3268 + 3474 + 3310 + 3250 + 3272 + 3250));
        for (int r = 0; r < 8; ++r) {
            const RankInfo &rank = p.ranks()[size_t(r)];
            QCOMPARE(rank.rank, r);
            QCOMPARE(rank.rankSource, std::string("distributedInfo"));
            QCOMPARE(rank.worldSize, 8);
            // Same ~20 ms wall-clock window: aligned on absolute time, all within 100 ms of origin.
            QVERIFY(rank.windowEndNs > rank.windowStartNs);
            QVERIFY(rank.windowStartNs < 100'000'000);
        }
        // The eight windows overlap: the latest start is before the earliest end.
        int64_t latestStart = 0, earliestEnd = std::numeric_limits<int64_t>::max();
        for (const RankInfo &rank : p.ranks()) {
            latestStart = std::max(latestStart, rank.windowStartNs);
            earliestEnd = std::min(earliestEnd, rank.windowEndNs);
        }
        QVERIFY(latestStart < earliestEnd);
        // Correlation ids repeat across ranks; links must stay within a rank.
        for (size_t i = 0; i < p.flows().size(); ++i)
            QCOMPARE(p.track(p.slices().track[p.flows().from[i].value]).rank,
                p.track(p.slices().track[p.flows().to[i].value]).rank);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        const int notTrace = int(LoadError::Code::NotATrace), syntax = int(LoadError::Code::Syntax);
        const int noEvents = int(LoadError::Code::NoEvents);
        QTest::addRow("empty") << QByteArray() << notTrace << qint64(0);
        QTest::addRow("not json") << QByteArray("hello") << notTrace << qint64(0);
        QTest::addRow("no traceEvents") << QByteArray("{\"a\": 1}") << notTrace << qint64(0);
        QTest::addRow("json lines") << QByteArray(
            "{\"Type\": \"cpu\", \"Timestamp\": 1}\n{\"Type\": \"gpu\"}\n")
                                    << notTrace << qint64(32);
        QTest::addRow("list of lists") << QByteArray("[[1, 2], [3, 4]]") << notTrace << qint64(1);
        QTest::addRow("double comma")
            << QByteArray("{\"traceEvents\": [{\"ph\": \"X\",, \"ts\": 1}]}") << syntax << qint64(28);
        QTest::addRow("bad separator")
            << QByteArray("[{\"ph\": \"i\", \"ts\": 1} {\"ph\": \"i\"}]") << syntax << qint64(22);
        QTest::addRow("no events") << QByteArray("{\"traceEvents\": []}") << noEvents << qint64(0);
        QTest::addRow("only metadata") << QByteArray(
            "[{\"ph\": \"M\", \"name\": \"process_name\", \"pid\": 1, \"args\": {\"name\": \"x\"}}]")
                                       << noEvents << qint64(0);
        QTest::addRow("cut before events")
            << QByteArray("{\"schemaVersion\": 1, \"trace") << syntax << qint64(21);
    }
    void errors()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken_trace.json"));
        QVERIFY(writeFile(path, content));
        const LoadOutcome o = loadProfile(path);
        QVERIFY(!o.ok());
        QCOMPARE(int(o.error.code), code);
        QCOMPARE(o.error.byteOffset, offset);
        const QString message = QString::fromStdString(o.error.toUserMessage());
        QVERIFY2(message.contains(QLatin1String("broken_trace.json")), qPrintable(message));
        QVERIFY(!o.error.detail.empty());
    }

    void corruptSagemaker()
    {
        const QString path
            = ::sharedTraces() + QStringLiteral("/sagemaker-debugger/1591160699.algo-1.json.corrupt");
        if (!QFile::exists(path))
            QSKIP("../shared/traces is missing");
        // Either a clear "not a trace" error naming the format, or (with a system-metrics reader)
        // a partial load of the complete lines, flagged truncated.
        const LoadOutcome o = loadProfile(path);
        if (o.ok()) {
            QVERIFY(!o.profile->ranks().empty());
            QVERIFY(o.profile->ranks()[0].truncated);
            QCOMPARE(o.profile->report().count(warning::kTruncated), 1u);
            return;
        }
        QCOMPARE(o.error.code, LoadError::Code::NotATrace);
        QVERIFY(QString::fromStdString(o.error.detail).contains(QLatin1String("SageMaker Debugger")));
        QCOMPARE(o.error.line, 2);
        QCOMPARE(o.error.column, 1);
    }

    // The trace parser itself recognises the JSON-lines layout, whoever reads it afterwards.
    void jsonLinesMessage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("metrics.json"));
        QVERIFY(writeFile(path,
            QByteArray("{\"Type\": \"cpu\", \"Dimension\": \"CPUUtilization\", \"Timestamp\": 1.5}\n"
                       "{\"Type\": \"cpu\", \"Dimension\": \"CPUUtil")));
        const LoadOutcome o = loadProfile(path);
        if (o.ok())
            return; // a system-metrics reader took it
        QCOMPARE(o.error.code, LoadError::Code::NotATrace);
        QVERIFY(QString::fromStdString(o.error.detail).contains(QLatin1String("SageMaker Debugger")));
    }

    void brokenCompression()
    {
        QFile f(QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json.gz"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray gz = f.readAll();
        QTemporaryDir dir;
        // Damage the deflate data in the middle: inflate or the CRC check must notice.
        QByteArray bad = gz;
        for (qsizetype i = 40; i < 80; ++i)
            bad[i] = char(bad[i] ^ 0x5a);
        const QString badPath = dir.filePath(QStringLiteral("bad.json.gz"));
        QVERIFY(writeFile(badPath, bad));
        LoadOutcome o = loadProfile(badPath);
        QVERIFY(!o.ok());
        QVERIFY2(o.error.code == LoadError::Code::BadCompression || o.error.code == LoadError::Code::Syntax,
            o.error.toUserMessage().c_str());
        QVERIFY(QString::fromStdString(o.error.toUserMessage()).contains(QLatin1String("bad.json.gz")));

        // A gzip file cut short loads what it has and is flagged truncated.
        const QString cutPath = dir.filePath(QStringLiteral("cut.json.gz"));
        QVERIFY(writeFile(cutPath, gz.left(gz.size() - 200)));
        o = loadProfile(cutPath);
        if (o.ok()) {
            QVERIFY(o.profile->ranks()[0].truncated);
            QVERIFY(o.profile->slices().size() > 0);
        } else {
            QVERIFY(o.error.code == LoadError::Code::NoEvents || o.error.code == LoadError::Code::Syntax);
        }
    }

    // 2 GiB of text from a 2-4 MiB .gz / .zst. With 32 MiB available the estimate (14 x the file
    // for .gz, whose trailer says 1 MiB; 1 MiB for .zst, as its first frame says) passes, so the
    // decompressor's budget must stop it: textBytesWithin(32 MiB) = 32 MiB / 3.4 / 56 x 360
    // = 63.4 MB of text, far short of 2 GiB.
    void decompressionBombIsRefused_data()
    {
        QTest::addColumn<bool>("zstd");
        QTest::addRow("gzip") << false;
        QTest::addRow("zstd") << true;
    }
    void decompressionBombIsRefused()
    {
        QFETCH(bool, zstd);
        QTemporaryDir dir;
        const QString path
            = dir.filePath(zstd ? QStringLiteral("bomb.json.zst") : QStringLiteral("bomb.json.gz"));
        QVERIFY(writeFile(path, bomb(zstd, 2048)));
        QVERIFY(QFileInfo(path).size() < (qint64(8) << 20));
        qputenv("STEPLINE_AVAILABLE_MEMORY", QByteArray::number(qint64(32) << 20));
        const LoadOutcome o = loadProfile(path);
        qunsetenv("STEPLINE_AVAILABLE_MEMORY");
        QVERIFY(!o.ok());
        QCOMPARE(o.error.code, LoadError::Code::TooLarge);
        const QString message = QString::fromStdString(o.error.toUserMessage());
        QVERIFY2(message.contains(QLatin1String("inflates to more than 60 MiB")), qPrintable(message));
        QVERIFY2(message.contains(path), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("--force")), qPrintable(message));
        // Stopped within one inflate piece (4 MiB) of the budget, not at the end of 2 GiB.
        QVERIFY2(o.error.byteOffset > 60'000'000 && o.error.byteOffset < 63'400'000 + (8 << 20),
            qPrintable(QString::number(o.error.byteOffset)));

        // A real small file is well inside the same budget.
        qputenv("STEPLINE_AVAILABLE_MEMORY", QByteArray::number(qint64(32) << 20));
        const LoadOutcome small = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json")
            + (zstd ? QStringLiteral(".zst") : QStringLiteral(".gz")));
        qunsetenv("STEPLINE_AVAILABLE_MEMORY");
        QVERIFY2(small.ok(), small.error.toUserMessage().c_str());
    }

    // A syntax error some 10 MB into the text: the .json.gz and .json.zst name the same byte, line
    // and column as the .json, though the text before it was streamed past (the compressed text
    // is decompressed again to count its lines). Repetitive text compresses to under 256 KiB
    // (decompressed on the parsing thread); varied text to more (on a second thread).
    void compressedErrorsNameThePlainPosition_data()
    {
        QTest::addColumn<bool>("varied");
        QTest::addRow("repetitive") << false;
        QTest::addRow("varied") << true;
    }
    void compressedErrorsNameThePlainPosition()
    {
        QFETCH(bool, varied);
        QByteArray text = "{\"traceEvents\": [\n";
        for (int i = 0; text.size() < (qsizetype(10) << 20); ++i) {
            const int n = varied ? int((uint32_t(i) * 2654435761u) % 1000003u) : 7;
            text += "  {\"ph\": \"X\", \"name\": \"op" + QByteArray::number(n % 97)
                + "\", \"pid\": 1, \"tid\": " + QByteArray::number(n % 3) + ", \"ts\": "
                + QByteArray::number(varied ? i : 1) + ", \"dur\": " + QByteArray::number(n % 5 + 1) + "},\n";
        }
        text += "  {\"ph\": \"X\" \"name\": \"bad\"}\n]}\n";
        QTemporaryDir dir;
        const QString plainPath = dir.filePath(QStringLiteral("t.json"));
        const QString gzPath = dir.filePath(QStringLiteral("t.json.gz"));
        const QString zstPath = dir.filePath(QStringLiteral("t.json.zst"));
        const QByteArray gz = test::gzipBytes(text);
        const QByteArray zst = zstdFrame(text, 3);
        QVERIFY(writeFile(plainPath, text) && writeFile(gzPath, gz) && writeFile(zstPath, zst));
        QCOMPARE(gz.size() >= (qsizetype(256) << 10), varied);
        const LoadOutcome plain = loadProfile(plainPath);
        QVERIFY(!plain.ok());
        QCOMPARE(plain.error.code, LoadError::Code::Syntax);
        QVERIFY(plain.error.line > 100000);
        for (const QString &path : { gzPath, zstPath }) {
            const LoadOutcome o = loadProfile(path);
            QVERIFY(!o.ok());
            QCOMPARE(o.error.code, LoadError::Code::Syntax);
            QCOMPARE(o.error.byteOffset, plain.error.byteOffset);
            QCOMPARE(o.error.line, plain.error.line);
            QCOMPARE(o.error.column, plain.error.column);
        }
    }

    void jobFolderWithOtherFiles()
    {
        QTemporaryDir dir;
        QFile src(QStringLiteral(STEPLINE_TEST_DATA "/loaders/bare_array_open.json"));
        QVERIFY(src.open(QIODevice::ReadOnly));
        const QByteArray trace = src.readAll();
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub")));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("rank-1.json")), trace));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("sub/rank-0.json")), trace));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("job.json")), QByteArray("{\"name\": \"x\"}")));
        QVERIFY(writeFile(
            dir.filePath(QStringLiteral("metrics.json")), QByteArray("{\"Type\": 1}\n{\"Type\": 2}\n")));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("notes.txt")), QByteArray("hello")));
        QCOMPARE(traceFilesIn(dir.path().toStdString()).size(),
            size_t(3)); // job.json and notes.txt are not candidates
        const LoadOutcome o = loadProfile(dir.path());
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        QCOMPARE(o.profile->ranks().size(), size_t(2));
        QCOMPARE(o.profile->ranks()[0].rank, 0);
        QCOMPARE(o.profile->ranks()[1].rank, 1);
        QCOMPARE(o.profile->ranks()[0].rankSource, std::string("file name"));
        QCOMPARE(o.profile->report().count("skipped_file"), 1u);
        QCOMPARE(o.profile->slices().size(), size_t(6));
    }

    // rank-1.json is cut before Kineto writes baseTimeNanoseconds: it takes rank 0's base instead of
    // landing ~56 years before it. Times by hand (us -> ns, base B = 1795945200000000000):
    // rank 0: [B + 1000000, B + 1120000]; rank 1: [B + 1010000, B + 1230000] (its relu is cut off).
    void truncatedRankBorrowsBase()
    {
        const QString dir = QStringLiteral(STEPLINE_TEST_DATA "/loaders/job_cut_base");
        const LoadOutcome o = loadProfile(dir);
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        const Profile &p = *o.profile;
        constexpr int64_t kBase = 1795945200000000000;
        QCOMPARE(p.ranks().size(), size_t(2));
        QCOMPARE(p.job().originAbsNs, kBase + 1000000);
        const RankInfo &r0 = p.ranks()[0];
        const RankInfo &r1 = p.ranks()[1];
        QCOMPARE(r0.rank, 0);
        QCOMPARE(r1.rank, 1);
        QCOMPARE(r0.baseTimeNs, kBase);
        QVERIFY(!r0.baseBorrowed);
        QCOMPARE(r1.baseTimeNs, kBase);
        QVERIFY(r1.baseBorrowed);
        QVERIFY(r1.truncated);
        QCOMPARE(r0.windowStartNs, int64_t(0));
        QCOMPARE(r0.windowEndNs, int64_t(120000));
        QCOMPARE(r1.windowStartNs, int64_t(10000));
        QCOMPARE(r1.windowEndNs, int64_t(230000));
        QCOMPARE(r0.offsetNs, -int64_t(1000000));
        QCOMPARE(r1.offsetNs, -int64_t(1000000));
        QCOMPARE(p.report().count(warning::kBaseTimeBorrowed), 1u);
        QCOMPARE(p.report().entries().at(warning::kBaseTimeBorrowed).first.front().rank, 1u);
        QCOMPARE(p.slices().size(), size_t(4));

        // Loaded alone, the cut file keeps its relative times: there is no other rank to ask.
        const LoadOutcome alone = loadProfile(dir + QStringLiteral("/rank-1.json"));
        QVERIFY2(alone.ok(), alone.error.toUserMessage().c_str());
        QCOMPARE(alone.profile->job().originAbsNs, int64_t(1010000));
        QVERIFY(!alone.profile->ranks()[0].baseBorrowed);
        QCOMPARE(alone.profile->report().count(warning::kBaseTimeBorrowed), 0u);
    }

    void asyncProgressAndCancel()
    {
        const QString path = QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json");
        QFuture<LoadOutcome> f = loadProfileAsync(path);
        f.waitForFinished();
        QVERIFY(f.resultCount() == 1);
        QVERIFY(f.result().ok());
        QVERIFY(f.progressMaximum() >= 3); // 3290 bytes -> 3 KiB
        QCOMPARE(f.progressValue(), f.progressMaximum());

        // A monitor that cancels at once yields a Canceled error.
        LoadMonitor monitor;
        monitor.isCanceled = [] { return true; };
        const LoadOutcome o = loadProfile(path, monitor);
        QVERIFY(!o.ok());
        QCOMPARE(o.error.code, LoadError::Code::Canceled);
    }
};

QTEST_GUILESS_MAIN(TestLoaders)
#include "tst_loaders.moc"
