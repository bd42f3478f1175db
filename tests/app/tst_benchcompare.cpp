// stepline-bench compare (app/bench/benchcompare.cpp): every pair printed as a readable line and as
// name=value lines, ratios positive and the goal verdict consistent with them, the floor really run
// on the trace (pinned to one CPU, then on all), the shapes folder's traces made, and a missing or
// failing floor reported with exit 2. A stand-in floor (a shell script) keeps it fast; the figures
// themselves are not checked (absolute times here are noise).
#include "benchprocess.h"
#include "gzipdevice.h"
#include "tracegenerator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sched.h>

using namespace stepline;

namespace {

struct Result : BenchRun
{
    QStringList pairLines;
};

const QRegularExpression kPairLine(QStringLiteral(
    R"(^  (one core|all cores|\.json\.gz): A stepline, B (simdjson floor|gzip -dc) +wall A +([0-9.]+) s )"
    R"(B +([0-9.]+) s B/A +([0-9.]+) \| cpu A +([0-9.]+) s B +([0-9.]+) s B/A +([0-9.]+) \| )"
    R"(goal >= ([0-9.]+): (met|NOT met)$)"));

const char *const kPairKeys[] = { "one_core", "all_cores", "json_gz" };
const double kGoals[] = { 0.8, 1.0, 1.3 };

int allowedCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    return sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
}

} // namespace

class TestBenchCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyPairPrintedWithAStandInFloor();
    void missingFloorSaysHowToBuildIt();
    void failingFloorIsReported();
    void shapesFolderMakesEveryTrace();

private:
    Result run(const QStringList &args);
    // A floor that appends its arguments and the CPUs it may run on to `log`.
    QString standInFloor(const QString &log);
    // Checks the three pairs of the trace whose name=value lines start with `key`.
    void checkPairs(const Result &result, const QString &key);

    QString m_bench;
    QTemporaryDir m_dir;
};

void TestBenchCompare::initTestCase()
{
    m_bench = QStringLiteral(STEPLINE_BINARY_DIR "/app/bench/stepline-bench");
    if (!QFileInfo::exists(m_bench)
        || !QFileInfo::exists(QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline")))
        QSKIP("stepline-bench and stepline are not built in this build tree");
    if (QStandardPaths::findExecutable(QStringLiteral("gzip")).isEmpty())
        QSKIP("gzip is not on PATH");
    QVERIFY(m_dir.isValid());
}

Result TestBenchCompare::run(const QStringList &args)
{
    Result r { runBench(m_bench, QStringLiteral("compare"), args), {} };
    for (const QString &line : r.out.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("  ")) && line.contains(QLatin1String(": A stepline, B ")))
            r.pairLines << line;
    }
    return r;
}

QString TestBenchCompare::standInFloor(const QString &log)
{
    const QString path = m_dir.filePath(QStringLiteral("stand-in-floor"));
    QFile script(path);
    if (!script.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    script.write(
        QStringLiteral("#!/bin/sh\n"
                       "echo \"$* [$GLIBC_TUNABLES] $(grep Cpus_allowed_list /proc/$$/status | cut -f2)\" "
                       ">> '%1'\n")
            .arg(log)
            .toUtf8());
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

void TestBenchCompare::checkPairs(const Result &result, const QString &key)
{
    QVERIFY2(result.repeatedNames.isEmpty(), qPrintable(result.repeatedNames.join(QLatin1Char(' '))));
    for (size_t p = 0; p < 3; ++p) {
        const QString prefix = key + QLatin1Char('_') + QLatin1String(kPairKeys[p]) + QLatin1Char('_');
        for (const char *suffix :
            { "wall_a", "wall_b", "wall_ratio", "cpu_a", "cpu_b", "cpu_ratio", "goal", "met" })
            QVERIFY2(result.figures.count(prefix + QLatin1String(suffix)),
                qPrintable(prefix + QLatin1String(suffix)));
        const auto value
            = [&](const char *suffix) { return result.figures.at(prefix + QLatin1String(suffix)).value; };
        QCOMPARE(result.figures.at(prefix + QStringLiteral("wall_ratio")).unit, QStringLiteral("x"));
        QCOMPARE(result.figures.at(prefix + QStringLiteral("wall_a")).unit, QStringLiteral("s"));
        QVERIFY2(value("wall_ratio") > 0, qPrintable(prefix));
        QVERIFY2(value("cpu_ratio") > 0, qPrintable(prefix));
        QVERIFY(value("wall_a") > 0 && value("wall_b") > 0);
        QVERIFY(value("cpu_a") > 0 && value("cpu_b") > 0);
        QCOMPARE(value("goal"), kGoals[p]);
        // The verdict is the wall ratio against the goal.
        QCOMPARE(value("met") == 1, value("wall_ratio") >= kGoals[p]);
    }
}

void TestBenchCompare::everyPairPrintedWithAStandInFloor()
{
    const QString log = m_dir.filePath(QStringLiteral("floor-calls.log"));
    const QString floor = standInFloor(log);
    QVERIFY(!floor.isEmpty());
    const QString work = m_dir.filePath(QStringLiteral("work"));
    const Result r = run({ QStringLiteral("--events"), QStringLiteral("3000"), QStringLiteral("--runs"),
        QStringLiteral("1"), QStringLiteral("--floor"), floor, QStringLiteral("--work"), work });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    const QString trace = QDir(work).filePath(QStringLiteral("generated-3000ev.json"));
    QVERIFY(QFileInfo(trace).size() > 0);
    QVERIFY(QFileInfo(trace + QStringLiteral(".gz")).size() > 0);
    QVERIFY(r.out.contains(QStringLiteral("generated: generated-3000ev.json (")));
    QVERIFY(r.out.contains(QStringLiteral("load average before: ")));
    QVERIFY(r.out.contains(QStringLiteral("load average after: ")));
    QVERIFY(r.figures.count(QStringLiteral("load_average_before")));
    QVERIFY(r.figures.count(QStringLiteral("load_average_after")));
    QCOMPARE(r.figures.at(QStringLiteral("runs")).value, 1.0);

    QCOMPARE(r.pairLines.size(), 3);
    for (qsizetype p = 0; p < 3; ++p) {
        const QRegularExpressionMatch m = kPairLine.match(r.pairLines.at(p));
        QVERIFY2(m.hasMatch(), qPrintable(r.pairLines.at(p)));
        QVERIFY(m.captured(5).toDouble() > 0 && m.captured(8).toDouble() > 0);
        QCOMPARE(m.captured(9).toDouble(), kGoals[p]);
        // The readable line and the name=value line give the same ratio.
        const QString ratio = QStringLiteral("generated_%1_wall_ratio").arg(QLatin1String(kPairKeys[p]));
        QVERIFY(r.figures.count(ratio));
        QVERIFY(qAbs(r.figures.at(ratio).value - m.captured(5).toDouble()) <= 0.0051);
    }
    checkPairs(r, QStringLiteral("generated"));
    QCOMPARE(
        r.figures.at(QStringLiteral("goals_met")).value + r.figures.at(QStringLiteral("goals_not_met")).value,
        3.0);
    QCOMPARE(r.figures.at(QStringLiteral("failures")).value, 0.0);

    // The floor ran on the trace: a warm-up and one run pinned to one CPU, then two on all of ours,
    // each with glibc's huge pages for its buffers.
    QFile calls(log);
    QVERIFY(calls.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(calls.readAll()).trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 4);
    for (const QString &line : lines) {
        QVERIFY2(line.startsWith(trace + QLatin1Char(' ')), qPrintable(line));
        QVERIFY2(line.contains(QLatin1String(" [glibc.malloc.hugetlb=1:")), qPrintable(line));
    }
    const QString pinned = lines.at(0).section(QLatin1Char(' '), -1);
    QVERIFY2(!pinned.contains(QLatin1Char(',')) && !pinned.contains(QLatin1Char('-')), qPrintable(pinned));
    QCOMPARE(lines.at(1).section(QLatin1Char(' '), -1), pinned);
    if (allowedCpus() > 1) {
        QVERIFY(lines.at(2).section(QLatin1Char(' '), -1) != pinned);
        QCOMPARE(lines.at(3).section(QLatin1Char(' '), -1), lines.at(2).section(QLatin1Char(' '), -1));
    }
}

void TestBenchCompare::missingFloorSaysHowToBuildIt()
{
    const QString floor = m_dir.filePath(QStringLiteral("no-such-floor"));
    const QString work = m_dir.filePath(QStringLiteral("unused-work"));
    const Result r = run({ QStringLiteral("--floor"), floor, QStringLiteral("--events"),
        QStringLiteral("100"), QStringLiteral("--work"), work });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("no simdjson floor at ") + floor), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("apt-get install libsimdjson-dev")));
    QVERIFY(r.err.contains(QStringLiteral("c++ -O3 -DNDEBUG -std=c++20 " STEPLINE_SOURCE_DIR
                                          "/app/bench/floor/simdjsonfloor.cpp -o ")
        + floor + QStringLiteral(" $(pkg-config --cflags --libs simdjson)")));
    QVERIFY(r.err.contains(QStringLiteral("packaging/bench-compare.sh --shapes")));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(work)); // nothing measured or made
}

void TestBenchCompare::failingFloorIsReported()
{
    const QString falseTool = QStandardPaths::findExecutable(QStringLiteral("false"));
    if (falseTool.isEmpty())
        QSKIP("false is not on PATH");
    const Result r = run({ QStringLiteral("--events"), QStringLiteral("2000"), QStringLiteral("--runs"),
        QStringLiteral("1"), QStringLiteral("--floor"), falseTool, QStringLiteral("--work"),
        m_dir.filePath(QStringLiteral("work-false")) });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains(QStringLiteral("FAILED: `taskset -c ")), qPrintable(r.out));
    QVERIFY(r.err.contains(QStringLiteral("exited with 1")));
    QVERIFY(!r.figures.count(QStringLiteral("generated_one_core_wall_ratio"))); // absent, not 0
    QCOMPARE(r.figures.at(QStringLiteral("failures")).value, 2.0); // both floor pairs; gzip's still ran
    QVERIFY(r.figures.count(QStringLiteral("generated_json_gz_wall_ratio")));
}

void TestBenchCompare::shapesFolderMakesEveryTrace()
{
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
        QSKIP("python3 is not on PATH (the shapes come from packaging/bench-shapes.py)");
    // A folder laid out like the shared traces, each file a small generated trace; b200 missing.
    const QDir shapes(m_dir.filePath(QStringLiteral("shapes")));
    TraceGenerator::Options o;
    o.steps = 2;
    o.layers = 4;
    const QByteArray json = TraceGenerator::generateRank(o, 0);
    QVERIFY(!json.isEmpty());
    for (const char *real : { "hta/df_index_resolver/df_index_resolver.json.gz",
             "param/resnet_kineto.json.gz", "tracelens/mi300/resnet_act_checkpoint.json.gz",
             "tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz" }) {
        const QString path = shapes.filePath(QLatin1String(real));
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(gzip(json));
    }
    const QString work = m_dir.filePath(QStringLiteral("work-shapes"));
    const QString floor = standInFloor(m_dir.filePath(QStringLiteral("shape-floor-calls.log")));
    const Result r = run({ QStringLiteral("--shapes"), shapes.path(), QStringLiteral("--shape-mb"),
        QStringLiteral("0.5"), QStringLiteral("--events"), QStringLiteral("0"), QStringLiteral("--runs"),
        QStringLiteral("1"), QStringLiteral("--floor"), floor, QStringLiteral("--work"), work });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QVERIFY(r.out.contains(QStringLiteral("missing: tracelens/b200/eager_trace.json.gz\n")));
    QVERIFY(!r.out.contains(QStringLiteral("generated:")));
    QCOMPARE(r.pairLines.size(), 7 * 3);

    // The real traces are measured inflated, byte for byte.
    QFile inflated(QDir(work).filePath(QStringLiteral("real-df_index_resolver.json")));
    QVERIFY(inflated.open(QIODevice::ReadOnly));
    QCOMPARE(inflated.readAll(), json);
    for (const char *key : { "real_df_index_resolver", "real_resnet_kineto", "real_resnet_act_checkpoint",
             "real_qwen_qwen1_5_0_5b_chat_1016005", "args_heavy", "python_function_amd", "bare_array" })
        checkPairs(r, QLatin1String(key));

    // The shapes are at least the size asked for; the bare array is one.
    for (const char *shape : { "args-heavy", "python-function-amd", "bare-array" }) {
        QFile file(QDir(work).filePath(QStringLiteral("shape-%1-0.5mb.json").arg(QLatin1String(shape))));
        QVERIFY2(file.open(QIODevice::ReadOnly), shape);
        QVERIFY(file.size() >= 500'000);
        QCOMPARE(file.read(1), QByteArray(qstrcmp(shape, "bare-array") == 0 ? "[" : "{"));
        QVERIFY(r.out.contains(QStringLiteral("%1: shape-%1-0.5mb.json (").arg(QLatin1String(shape))));
    }
}

QTEST_GUILESS_MAIN(TestBenchCompare)
#include "tst_benchcompare.moc"
