// Subset loading (--ranks / --window), the memory check before loading, the subset dialog, the
// command line's shared options, and File > Save As.
#include "loadbanner.h"
#include "loadoptionstext.h"
#include "mainwindow.h"
#include "memoryfit.h"
#include "memoryrefusal.h"
#include "steplinewriter.h"
#include "subsetdialog.h"
#include "summary.h"
#include "tracehead.h"
#include "traceloader.h"

#include <QFile>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QTextBrowser>
#include <QtTest>

using namespace stepline;

namespace {

// A Kineto rank file: 10 cpu_op slices of 500 us every 1 ms (plus 10 us per rank), ts relative
// to baseTimeNanoseconds, distributedInfo before the events and a file name without a rank (so
// the rank must be peeked from the content). Times (job ns): rank r slice k at k ms + r*10 us.
QByteArray rankFile(int rank)
{
    QByteArray out = "{\n  \"schemaVersion\": 1,\n  \"distributedInfo\": {\"backend\": \"nccl\", \"rank\": "
        + QByteArray::number(rank) + ", \"world_size\": 4},\n  \"traceEvents\": [\n";
    for (int k = 0; k < 10; ++k) {
        const qint64 tsUs = 1000000 + k * 1000 + rank * 10;
        out += "  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"op" + QByteArray::number(k)
            + "\", \"pid\": 1, \"tid\": 1, "
              "\"ts\": "
            + QByteArray::number(tsUs) + ", \"dur\": 500, \"args\": {\"k\": " + QByteArray::number(k)
            + "}},\n";
    }
    out += "  {\"ph\": \"i\", \"s\": \"t\", \"cat\": \"cpu_instant_event\", \"name\": \"mark\", \"pid\": 1, "
           "\"tid\": 1, \"ts\": "
        + QByteArray::number(1000000 + 5200 + rank * 10)
        + "}\n  ],\n  \"baseTimeNanoseconds\": 1700000000000000000\n}\n";
    return out;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

std::vector<int> rankNumbers(const Profile &p)
{
    std::vector<int> out;
    for (const RankInfo &r : p.ranks())
        out.push_back(r.rank);
    return out;
}

QJsonObject summaryWithoutFormat(const Profile &p)
{
    QJsonObject o
        = QJsonDocument::fromJson(QByteArray::fromStdString(summaryToJson(p, computeSummary(p)))).object();
    o.remove(QStringLiteral("format"));
    return o;
}

RankFile fakeFile(int rank, qint64 peak)
{
    RankFile f;
    f.path = QStringLiteral("/jobs/big/host_%1.pt.trace.json").arg(rank).toStdString();
    f.rank = rank;
    f.estimate.fileBytes = peak / 4;
    f.estimate.events = peak / 166;
    f.estimate.modelBytes = peak / 3;
    f.estimate.peakBytes = peak;
    return f;
}

} // namespace

class TestSubset : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void parsesRankLists_data();
    void parsesRankLists();
    void parsesWindows_data();
    void parsesWindows();
    void peeksRanks();
    void ranksReadOnlyChosenFiles();
    void unknownRankIsAnError();
    void windowKeepsOverlappingSlices();
    void emptyWindowIsAnError();
    void nativeFileSubsetEqualsFolderSubset();
    void memoryDecision();
    void loaderGateIsTheCheck();
    void dialogOffersSubset();
    void commandLine();
    void mainWindowAsksThenLoadsSubsetAndSavesAs();

private:
    QTemporaryDir m_dir;
    QString m_job;
};

void TestSubset::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_job = m_dir.filePath(QStringLiteral("job"));
    // Sorted file order (b, c, a, d) differs from the ranks inside (0..3).
    const char *names[] = { "hostb_11.pt.trace.json", "hostc_12.pt.trace.json", "hosta_13.pt.trace.json",
        "hostd_14.pt.trace.json" };
    for (int r = 0; r < 4; ++r)
        writeFile(m_job + QLatin1Char('/') + QString::fromLatin1(names[r]), rankFile(r));
}

void TestSubset::parsesRankLists_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QList<int>>("ranks");
    QTest::newRow("list") << QStringLiteral("0,3") << true << QList<int> { 0, 3 };
    QTest::newRow("range") << QStringLiteral("0-3,8") << true << QList<int> { 0, 1, 2, 3, 8 };
    QTest::newRow("unsorted dup") << QStringLiteral("5, 2,2") << true << QList<int> { 2, 5 };
    QTest::newRow("reversed range") << QStringLiteral("3-1") << false << QList<int> {};
    QTest::newRow("word") << QStringLiteral("all") << false << QList<int> {};
    QTest::newRow("empty item") << QStringLiteral("1,,2") << false << QList<int> {};
    QTest::newRow("negative") << QStringLiteral("-1") << false << QList<int> {};
    // Edge cases: ASCII white space around each number, plain decimal digits, int range, 2^20 cap.
    QTest::newRow("spaced range") << QStringLiteral(" 1 -\t3 ,0\n") << true << QList<int> { 0, 1, 2, 3 };
    QTest::newRow("leading zeros") << QStringLiteral("007") << true << QList<int> { 7 };
    QTest::newRow("largest rank") << QStringLiteral("1048575") << true << QList<int> { 1048575 };
    QTest::newRow("past the cap") << QStringLiteral("1048576") << false << QList<int> {};
    QTest::newRow("past int") << QStringLiteral("0-2147483648") << false << QList<int> {};
    QTest::newRow("plus sign") << QStringLiteral("+1") << false << QList<int> {};
    QTest::newRow("empty text") << QString() << false << QList<int> {};
    QTest::newRow("open range") << QStringLiteral("1-") << false << QList<int> {};
    QTest::newRow("no-break space") << QString::fromUtf8("1\u00a0") << false << QList<int> {};
    QTest::newRow("full-width digit") << QString::fromUtf8("\uff11") << false << QList<int> {};
}

void TestSubset::parsesRankLists()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QList<int>, ranks);
    std::vector<int> out;
    std::string error;
    QCOMPARE(parseRankList(text.toStdString(), &out, &error), ok);
    if (ok) {
        QCOMPARE(QList<int>(out.begin(), out.end()), ranks);
        if (text == QLatin1String("0-3,8"))
            QCOMPARE(formatRankList(out), text.toStdString());
    } else {
        QCOMPARE(error,
            "--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got \"" + text.toStdString() + "\")");
    }
}

void TestSubset::parsesWindows_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("from");
    QTest::addColumn<qint64>("to");
    QTest::newRow("seconds") << QStringLiteral("2s:3s") << true << qint64(2'000'000'000)
                             << qint64(3'000'000'000);
    QTest::newRow("mixed units") << QStringLiteral("1500ms:2500000us") << true << qint64(1'500'000'000)
                                 << qint64(2'500'000'000);
    QTest::newRow("plain = seconds") << QStringLiteral("0:1.5") << true << qint64(0) << qint64(1'500'000'000);
    QTest::newRow("ns") << QStringLiteral("300us:301000ns") << true << qint64(300'000) << qint64(301'000);
    QTest::newRow("empty") << QStringLiteral("3s:3s") << false << qint64(0) << qint64(0);
    QTest::newRow("reversed") << QStringLiteral("5:1") << false << qint64(0) << qint64(0);
    QTest::newRow("no colon") << QStringLiteral("5s") << false << qint64(0) << qint64(0);
    QTest::newRow("bad unit") << QStringLiteral("1h:2h") << false << qint64(0) << qint64(0);
    // Edge cases: ASCII white space around numbers and units, "1." and ".5", halves of a ns
    // rounded away from zero, the micro sign; no sign, exponent, other mu or case.
    QTest::newRow("spaces") << QStringLiteral(" 2 s\t: 3s\n") << true << qint64(2'000'000'000)
                            << qint64(3'000'000'000);
    QTest::newRow("bare dots") << QStringLiteral(".5:1.") << true << qint64(500'000'000)
                               << qint64(1'000'000'000);
    QTest::newRow("half ns") << QStringLiteral("1.5ns:2.5ns") << true << qint64(2) << qint64(3);
    QTest::newRow("micro sign") << QString::fromUtf8("1\u00b5s:2us") << true << qint64(1'000)
                                << qint64(2'000);
    QTest::newRow("greek mu") << QString::fromUtf8("1\u03bcs:2us") << false << qint64(0) << qint64(0);
    QTest::newRow("exponent") << QStringLiteral("1e3:2e3") << false << qint64(0) << qint64(0);
    QTest::newRow("plus sign") << QStringLiteral("+5:6") << false << qint64(0) << qint64(0);
    QTest::newRow("lone dot") << QStringLiteral(".:1") << false << qint64(0) << qint64(0);
    QTest::newRow("upper unit") << QStringLiteral("0:1MS") << false << qint64(0) << qint64(0);
    QTest::newRow("split number") << QStringLiteral("0:1 000") << false << qint64(0) << qint64(0);
    QTest::newRow("no-break space") << QString::fromUtf8("0:1\u00a0s") << false << qint64(0) << qint64(0);
    QTest::newRow("past int64") << QStringLiteral("0:9223372037") << false << qint64(0) << qint64(0);
    QTest::newRow("largest") << QStringLiteral("0:9199999999") << true << qint64(0)
                             << qint64(9'199'999'999'000'000'512); // the nearest double
    QTest::newRow("second colon") << QStringLiteral("0:1:2") << false << qint64(0) << qint64(0);
}

void TestSubset::parsesWindows()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    TimeWindow w;
    std::string error;
    QCOMPARE(parseTimeWindow(text.toStdString(), &w, &error), ok);
    if (ok) {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        QCOMPARE(qint64(w.fromNs), from);
        QCOMPARE(qint64(w.toNs), to);
        if (QByteArray(QTest::currentDataTag()) == "half ns")
            QCOMPARE(formatWindow(w), std::string("2 ns - 3 ns"));
        if (QByteArray(QTest::currentDataTag()) == "micro sign")
            QCOMPARE(formatWindow(w), std::string("1 us - 2 us"));
    } else {
        QVERIFY(QString::fromStdString(error).startsWith(QLatin1String("--window")));
        QVERIFY(QString::fromStdString(error).endsWith(QStringLiteral("(got \"%1\")").arg(text)));
        if (QByteArray(QTest::currentDataTag()) == "exponent")
            QCOMPARE(error,
                std::string(
                    "--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms or 1.5:2 "
                    "(seconds) (got \"1e3:2e3\")"));
        if (QByteArray(QTest::currentDataTag()) == "empty")
            QCOMPARE(error, std::string("--window is empty: T1 must be after T0 (got \"3s:3s\")"));
    }
}

void TestSubset::peeksRanks()
{
    QCOMPARE(peekRank(QString(m_job + QStringLiteral("/hosta_13.pt.trace.json")).toStdString()), 2);
    QCOMPARE(peekRank(QString(m_job + QStringLiteral("/hostd_14.pt.trace.json")).toStdString()), 3);
    const QString named = m_dir.filePath(QStringLiteral("x/rank-7.json"));
    writeFile(named, "{\"traceEvents\": []}");
    QCOMPARE(peekRank(named.toStdString()), 7);
}

void TestSubset::ranksReadOnlyChosenFiles()
{
    LoadOptions options;
    options.ranks = { 1, 3 };
    const LoadOutcome o = loadProfile(m_job, options);
    QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
    QCOMPARE(rankNumbers(*o.profile), (std::vector<int> { 1, 3 }));
    // Only two files were read: the stats count their events only (2 x 11).
    QCOMPARE(o.profile->eventCount(), uint64_t(22));
    QCOMPARE(o.profile->report().count(subset::kRanksLeftOut), uint64_t(2));
    bool marked = false;
    for (const auto &[key, value] : o.profile->ranks()[0].metadata)
        marked
            = marked || (key == subset::kMetadataKey && value.find("\"ranks\":[1,3]") != std::string::npos);
    QVERIFY(marked);
}

void TestSubset::unknownRankIsAnError()
{
    LoadOptions options;
    options.ranks = { 2, 7 };
    const LoadOutcome o = loadProfile(m_job, options);
    QVERIFY(!o.ok());
    QCOMPARE(o.error.code, LoadError::Code::NotFound);
    const QString detail = QString::fromStdString(o.error.detail);
    QVERIFY2(detail.contains(QLatin1String("rank 7")) && detail.contains(QLatin1String("0-3")),
        o.error.detail.c_str());
}

void TestSubset::windowKeepsOverlappingSlices()
{
    // Job 0 = rank 0's first slice. Window 2 ms .. 4.2 ms: slices k = 2, 3, 4 of every rank overlap
    // (k = 1 ends at 1.5 ms + r*10 us; k = 5 starts at 5 ms); the instant at 5.2 ms is out.
    LoadOptions options;
    options.window = TimeWindow { 2'000'000, 4'200'000 };
    const LoadOutcome o = loadProfile(m_job, options);
    QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
    const Profile &p = *o.profile;
    QCOMPARE(p.ranks().size(), size_t(4));
    QCOMPARE(p.slices().size(), size_t(12));
    QCOMPARE(p.instants().size(), size_t(0));
    QCOMPARE(p.report().count(subset::kWindowEventsLeftOut), uint64_t(4 * 11 - 12));
    // Kept whole: every slice still lasts 500 us; the subset's 0 is its earliest kept slice.
    for (size_t i = 0; i < p.slices().size(); ++i)
        QCOMPARE(p.slices().dur[i], int64_t(500'000));
    QCOMPARE(p.job().originAbsNs, int64_t(1700000000000000000) + int64_t(1'002'000'000));
    // Args travel with the slices.
    ArgStore::Reader reader(p.args());
    QVERIFY(std::string(reader.raw(p.slices().args[0])).find("\"k\"") != std::string::npos);

    // Both options at once, and a window on one file.
    options.ranks = { 3 };
    const LoadOutcome both = loadProfile(m_job, options);
    QVERIFY(both.ok());
    QCOMPARE(rankNumbers(*both.profile), std::vector<int> { 3 });
    QCOMPARE(both.profile->slices().size(), size_t(3));
    LoadOptions single;
    single.window = TimeWindow { 0, 1'000'000 };
    const LoadOutcome one = loadProfile(m_job + QStringLiteral("/hostb_11.pt.trace.json"), single);
    QVERIFY(one.ok());
    QCOMPARE(one.profile->slices().size(), size_t(2)); // k = 0 and k = 1 (starts at 1 ms)
}

void TestSubset::emptyWindowIsAnError()
{
    LoadOptions options;
    options.window = TimeWindow { 100'000'000'000, 200'000'000'000 };
    const LoadOutcome o = loadProfile(m_job, options);
    QVERIFY(!o.ok());
    QCOMPARE(o.error.code, LoadError::Code::NoEvents);
    QVERIFY(QString::fromStdString(o.error.detail).contains(QLatin1String("100 s - 200 s")));
}

void TestSubset::nativeFileSubsetEqualsFolderSubset()
{
    const LoadOutcome full = loadProfile(m_job);
    QVERIFY(full.ok());
    const QString file = m_dir.filePath(QStringLiteral("job.stepline"));
    QCOMPARE(writeSteplineFile(*full.profile, file.toStdString()), std::string());
    LoadOptions options;
    options.ranks = { 0, 2 };
    options.window = TimeWindow { 2'000'000, 4'200'000 };
    const LoadOutcome fromFolder = loadProfile(m_job, options);
    const LoadOutcome fromNative = loadProfile(file, options);
    QVERIFY(fromFolder.ok() && fromNative.ok());
    QCOMPARE(rankNumbers(*fromNative.profile), (std::vector<int> { 0, 2 }));
    QCOMPARE(fromNative.profile->slices().size(), size_t(6));
    QCOMPARE(summaryWithoutFormat(*fromNative.profile), summaryWithoutFormat(*fromFolder.profile));
    options.ranks = { 5 };
    QCOMPARE(loadProfile(file, options).error.code, LoadError::Code::NotFound);
}

void TestSubset::memoryDecision()
{
    const std::vector<RankFile> files { fakeFile(0, 100), fakeFile(1, 100), fakeFile(2, 100),
        fakeFile(3, 100) };
    LoadOptions none;
    MemoryCheck c = checkMemory(files, none, 250, 2);
    QCOMPARE(c.subsetPeakBytes, qint64(400));
    QVERIFY(!c.fits());
    LoadOptions ranks;
    ranks.ranks = { 0, 3 };
    QVERIFY(checkMemory(files, ranks, 250, 2).fits());
    ranks.ranks = { 0, 1, 2 };
    QVERIFY(!checkMemory(files, ranks, 250, 2).fits());
    // Window: two files in flight (200) plus a quarter of the other two (50).
    LoadOptions window;
    window.window = TimeWindow { 0, 1'000'000'000 };
    QCOMPARE(checkMemory(files, window, 250, 2).subsetPeakBytes, qint64(250));
    QVERIFY(checkMemory(files, window, 250, 2).fits());
    // Unknown available memory: everything fits.
    QVERIFY(checkMemory(files, none, -1, 2).fits());
    // One file is loaded whole whatever the subset.
    const std::vector<RankFile> one { fakeFile(0, 400) };
    QCOMPARE(checkMemory(one, window, 250, 2).subsetPeakBytes, qint64(400));

    const QString text = QString::fromStdString(memoryRefusalText(c, "/jobs/big"));
    for (const char *needle : { "big", "--ranks", "--window", "--force", "400 bytes", "250 bytes" })
        QVERIFY2(text.contains(QLatin1String(needle)), qPrintable(text));

    // Real files: estimates from the sizes (plain JSON: size / 360 B per event).
    const std::vector<RankFile> real = rankFilesOf(m_job.toStdString());
    QCOMPARE(real.size(), size_t(4));
    QCOMPARE(real[1].rank, 0); // hostb is rank 0 even though it sorts after hosta
    QCOMPARE(real[0].rank, 2);
    QCOMPARE(real[0].estimate.events, real[0].estimate.fileBytes / kJsonBytesPerEvent + 1);
}

void TestSubset::loaderGateIsTheCheck()
{
    // The loader refuses exactly when the check before loading says no, with every option: at the
    // check's own peak it loads, one byte below it refuses (unless forced). With a window the peak
    // is lower than the whole job's wherever fewer threads than rank files parse at once.
    struct Unset
    {
        ~Unset() { qunsetenv("STEPLINE_AVAILABLE_MEMORY"); } // also when a check fails
    } unset;
    LoadOptions none, ranks, window, both;
    ranks.ranks = { 1, 2 };
    window.window = TimeWindow { 2'000'000, 4'200'000 };
    both.ranks = { 0, 3 };
    both.window = window.window;
    for (const LoadOptions &options : { none, ranks, window, both }) {
        const MemoryCheck check = checkMemory(m_job.toStdString(), options, qint64(1) << 40);
        QVERIFY(check.subsetPeakBytes > 0);
        if (!options.ranks.empty() || (options.window && QThread::idealThreadCount() < 4))
            QVERIFY(check.subsetPeakBytes < check.estimate.peakBytes);
        qputenv("STEPLINE_AVAILABLE_MEMORY", QByteArray::number(check.subsetPeakBytes));
        const LoadOutcome fits = loadProfile(m_job, options);
        QVERIFY2(fits.ok(), fits.error.toUserMessage().c_str());
        QVERIFY(checkMemory(m_job.toStdString(), options).fits());
        qputenv("STEPLINE_AVAILABLE_MEMORY", QByteArray::number(check.subsetPeakBytes - 1));
        QVERIFY(!checkMemory(m_job.toStdString(), options).fits());
        const LoadOutcome refused = loadProfile(m_job, options);
        QCOMPARE(refused.error.code, LoadError::Code::TooLarge);
        LoadOptions forced = options;
        forced.force = true;
        QVERIFY(loadProfile(m_job, forced).ok());
    }
    // A .stepline file goes through the same gate.
    qunsetenv("STEPLINE_AVAILABLE_MEMORY");
    const LoadOutcome full = loadProfile(m_job);
    QVERIFY(full.ok());
    const QString file = m_dir.filePath(QStringLiteral("gate.stepline"));
    QCOMPARE(writeSteplineFile(*full.profile, file.toStdString()), std::string());
    const MemoryCheck native = checkMemory(file.toStdString(), none, qint64(1) << 40);
    QCOMPARE(native.estimate.peakBytes, estimateFile(file.toStdString()).peakBytes);
    qputenv("STEPLINE_AVAILABLE_MEMORY", QByteArray::number(native.subsetPeakBytes - 1));
    QCOMPARE(loadProfile(file).error.code, LoadError::Code::TooLarge);
    qputenv("STEPLINE_AVAILABLE_MEMORY", QByteArray::number(native.subsetPeakBytes));
    QVERIFY(loadProfile(file).ok());
}

void TestSubset::dialogOffersSubset()
{
    const std::vector<RankFile> files { fakeFile(0, 100 << 20), fakeFile(1, 100 << 20),
        fakeFile(2, 100 << 20), fakeFile(3, 100 << 20) };
    SubsetDialog dialog(QStringLiteral("/jobs/big"), files, 250 << 20);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Ranks checked in order while they fit: 0 and 1.
    QCOMPARE(dialog.rankList()->count(), 4);
    QCOMPARE(dialog.rankList()->item(0)->checkState(), Qt::Checked);
    QCOMPARE(dialog.rankList()->item(1)->checkState(), Qt::Checked);
    QCOMPARE(dialog.rankList()->item(2)->checkState(), Qt::Unchecked);
    QVERIFY(dialog.subsetButton()->isEnabled());
    QVERIFY(dialog.estimateLabel()->text().contains(QLatin1String("should fit")));
    QCOMPARE(dialog.options().ranks, (std::vector<int> { 0, 1 }));

    dialog.rankList()->item(2)->setCheckState(Qt::Checked);
    QVERIFY(dialog.estimateLabel()->text().contains(QLatin1String("still too much")));
    dialog.windowGroup()->setChecked(true);
    dialog.windowFrom()->setText(QStringLiteral("10s"));
    dialog.windowTo()->setText(QStringLiteral("5s"));
    QVERIFY(!dialog.subsetButton()->isEnabled());
    dialog.windowFrom()->setText(QStringLiteral("0s"));
    dialog.windowTo()->setText(QStringLiteral("1500ms"));
    QVERIFY(dialog.subsetButton()->isEnabled());
    const LoadOptions chosen = dialog.options();
    QCOMPARE(chosen.ranks, (std::vector<int> { 0, 1, 2 }));
    QVERIFY(chosen.window.has_value());
    QCOMPARE(chosen.window->toNs, int64_t(1'500'000'000));
    const QString shot = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots/subset-dialog.png");
    QDir().mkpath(QFileInfo(shot).path());
    QVERIFY(dialog.grab().save(shot));
    for (int i = 0; i < 4; ++i)
        dialog.rankList()->item(i)->setCheckState(Qt::Unchecked);
    QVERIFY(!dialog.subsetButton()->isEnabled());
    dialog.anywayButton()->click();
    QCOMPARE(dialog.choice(), SubsetDialog::Choice::Anyway);
}

void TestSubset::commandLine()
{
    const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(exe))
        QSKIP("the stepline executable is not built in this build tree");
    QByteArray out, err;
    auto run = [&](const QStringList &args, QByteArray *text = nullptr) {
        QProcess proc;
        proc.start(exe, args);
        if (!proc.waitForFinished(60000))
            return -1;
        out = proc.readAllStandardOutput();
        err = proc.readAllStandardError();
        if (text)
            *text = out + err;
        return proc.exitCode();
    };
    const QString s = QStringLiteral("summary");
    QCOMPARE(run({ s, m_job, QStringLiteral("--ranks"), QStringLiteral("1,3") }), 0);
    QVERIFY2(out.startsWith("Subset of the job: ranks 1,3") && out.contains("subset_ranks_left_out"),
        out.constData());
    QCOMPARE(run({ s, m_job, QStringLiteral("--window=2ms:4.2ms"), QStringLiteral("--json") }), 0);
    const QJsonObject doc = QJsonDocument::fromJson(out).object();
    QCOMPARE(doc.value(QStringLiteral("warnings"))
                 .toObject()
                 .value(QStringLiteral("subset_window_events_left_out"))
                 .toInt(),
        32);
    QCOMPARE(run({ s, m_job, QStringLiteral("--ranks"), QStringLiteral("9") }, &out), 2);
    QVERIFY(out.contains("rank 9"));
    QCOMPARE(run({ s, m_job, QStringLiteral("--window"), QStringLiteral("100s:200s") }, &out), 2);
    QCOMPARE(run({ s, m_job, QStringLiteral("--window"), QStringLiteral("5:1") }, &out), 1);
    QCOMPARE(run({ s, m_job, QStringLiteral("--ranks=x") }, &out), 1);
    QCOMPARE(run({ s, m_job, QStringLiteral("--ranks") }, &out), 1);
    QVERIFY(out.contains("--ranks needs a value"));
    QCOMPARE(run({ s, m_job, QStringLiteral("--json=yes") }, &out), 1);
    // Every loading verb takes the options (a usage error proves they are parsed, not unknown).
    for (const char *verb : { "rules", "convert", "export-charts", "report", "export-timeline" })
        QCOMPARE(
            run({ QString::fromLatin1(verb), m_job, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("o")),
                QStringLiteral("--window"), QStringLiteral("bad") }),
            1);
    const QString converted = m_dir.filePath(QStringLiteral("sub.stepline"));
    QCOMPARE(run({ QStringLiteral("convert"), m_job, QStringLiteral("-o"), converted,
                 QStringLiteral("--ranks"), QStringLiteral("2") }),
        0);
    const LoadOutcome o = loadProfile(converted);
    QVERIFY(o.ok());
    QCOMPARE(rankNumbers(*o.profile), std::vector<int> { 2 });
    QCOMPARE(run({ QStringLiteral("rules"), m_job, QStringLiteral("--ranks"), QStringLiteral("0"),
                 QStringLiteral("--json") }),
        0);

    // The memory check, end to end: each rank file is ~1.4 KB, about 4 events, ~670 B of peak.
    qputenv("STEPLINE_AVAILABLE_MEMORY", "1000");
    QCOMPARE(run({ s, m_job }), 2);
    QVERIFY2(err.contains("would not fit in memory") && err.contains("--ranks") && err.contains("--window")
            && err.contains("--force") && err.contains("1000 bytes"),
        err.constData());
    QCOMPARE(run({ s, m_job, QStringLiteral("--force") }), 0);
    QCOMPARE(run({ s, m_job, QStringLiteral("--ranks"), QStringLiteral("2") }), 0);
    qunsetenv("STEPLINE_AVAILABLE_MEMORY");
}

void TestSubset::mainWindowAsksThenLoadsSubsetAndSavesAs()
{
    MainWindow window;
    window.setConfirmHandler([](const QString &, const QString &) { return true; });
    QVERIFY(!window.saveAsAction()->isEnabled());
    QCOMPARE(window.saveAsAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+S")));
    // 1 KiB available: the dialog is asked; rank 2 and a window are chosen.
    window.setAvailableMemoryForTests(1024);
    int asked = 0;
    window.setSubsetHandler([&](SubsetDialog &dialog) {
        ++asked;
        for (int i = 0; i < dialog.rankList()->count(); ++i)
            dialog.rankList()->item(i)->setCheckState(
                dialog.rankList()->item(i)->data(Qt::UserRole).toInt() == 2 ? Qt::Checked : Qt::Unchecked);
        dialog.windowGroup()->setChecked(true);
        dialog.windowFrom()->setText(QStringLiteral("0"));
        dialog.windowTo()->setText(QStringLiteral("2.5ms"));
        dialog.chooseSubset();
    });
    QSignalSpy loaded(window.loadController(), &LoadController::profileChanged);
    window.openPath(m_job);
    QCOMPARE(asked, 1);
    QVERIFY(loaded.wait(20000));
    const ProfilePtr profile = window.loadController()->profile();
    QVERIFY(profile);
    QCOMPARE(rankNumbers(*profile), std::vector<int> { 2 });
    // Only rank 2 is loaded, so its first slice is the 0: k = 0, 1, 2 start before 2.5 ms.
    QCOMPARE(profile->slices().size(), size_t(3));
    QVERIFY(window.saveAsAction()->isEnabled());
    // A subset is information, not a warning: blue banner naming what was left out.
    const LoadBanner *banner = window.findChild<LoadBanner *>(QStringLiteral("loadBanner"));
    QVERIFY(banner);
    QCOMPARE(banner->mode(), LoadBanner::Mode::Info);
    QVERIFY2(banner->text().contains(QLatin1String("ranks left out: 3")), qPrintable(banner->text()));
    QVERIFY(LoadBanner::warningLines(*profile).isEmpty());
    // The Information tab's load report says it is a subset (looked at in the screenshot).
    window.resize(1100, 800);
    window.tabs()->setCurrentIndex(MainWindow::InformationTab);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDir().mkpath(QStringLiteral(STEPLINE_BINARY_DIR "/screenshots"));
    QVERIFY(window.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/screenshots/subset-information.png")));
    bool saysSubset = false;
    for (const QTextBrowser *browser : window.findChildren<QTextBrowser *>()) {
        const QString text = browser->toPlainText();
        QVERIFY2(!text.contains(QLatin1String("subset_ranks_left_out")), qPrintable(text));
        saysSubset = saysSubset || text.contains(QLatin1String("Subset of the job: ranks left out: 3"));
    }
    QVERIFY(saysSubset);

    QSignalSpy saved(&window, &MainWindow::saveFinished);
    const QString file = m_dir.filePath(QStringLiteral("saved.stepline"));
    window.saveProfileAs(file);
    QVERIFY(saved.count() == 1 || saved.wait(20000));
    QCOMPARE(saved.first().at(1).toString(), QString());
    const LoadOutcome reopened = loadProfile(file);
    QVERIFY(reopened.ok());
    QCOMPARE(summaryWithoutFormat(*reopened.profile), summaryWithoutFormat(*profile));

    // A failed write is reported, and the action comes back.
    window.saveProfileAs(m_dir.filePath(QStringLiteral("no/such/dir/x.stepline")));
    QVERIFY(saved.count() == 2 || saved.wait(20000));
    QVERIFY(!saved.last().at(1).toString().isEmpty());
    QVERIFY(window.saveAsAction()->isEnabled());
    QVERIFY(window.findChild<QWidget *>(QStringLiteral("saveErrorBox")));

    // Plenty of memory: no question.
    window.setAvailableMemoryForTests(qint64(1) << 40);
    window.openPath(m_job);
    QCOMPARE(asked, 1);
    QVERIFY(loaded.wait(20000) || window.loadController()->profile());
    window.loadController()->unload();
    QVERIFY(!window.saveAsAction()->isEnabled());
}

QTEST_MAIN(TestSubset)
#include "tst_subset.moc"
