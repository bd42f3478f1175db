// stepline-bench hta (app/bench/benchhta.cpp) with a stand-in for Python and HTA: every trace gets
// its two readable lines and its name=value lines, the goal is judged on HTA's own two calls
// against Stepline's whole process, HTA is run on a folder holding just that trace, and a run
// that fails or prints no time is reported with exit 2. The figures themselves are not checked
// (absolute times here are noise); the stand-in's time is, since it is known.
#include "benchprocess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestBenchHta : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void goalJudgedOnHtasCalls();
    void silentOrFailingHtaIsReported();
    void notHtasSourceIsRefused();

private:
    BenchRun run(const QStringList &args);
    // A "python" that logs its last two arguments (HTA's source, the trace's folder) and the files
    // in that folder to `log`, then prints `said`.
    QString standInPython(const QString &log, const QString &said, int exitCode = 0);

    QString m_bench;
    QString m_trace;
    QString m_hta;
    QTemporaryDir m_dir;
};

void TestBenchHta::initTestCase()
{
    m_bench = QStringLiteral(STEPLINE_BINARY_DIR "/app/bench/stepline-bench");
    if (!QFileInfo::exists(m_bench)
        || !QFileInfo::exists(QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline")))
        QSKIP("stepline-bench and stepline are not built in this build tree");
    QVERIFY(m_dir.isValid());
    m_trace = QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json");
    QVERIFY(QFileInfo::exists(m_trace));
    m_hta = m_dir.filePath(QStringLiteral("hta-source"));
    QVERIFY(QDir().mkpath(m_hta + QStringLiteral("/hta")));
    QFile module(m_hta + QStringLiteral("/hta/trace_analysis.py"));
    QVERIFY(module.open(QIODevice::WriteOnly));
}

BenchRun TestBenchHta::run(const QStringList &args)
{
    return runBench(m_bench, QStringLiteral("hta"), args);
}

QString TestBenchHta::standInPython(const QString &log, const QString &said, int exitCode)
{
    const QString path = m_dir.filePath(QStringLiteral("stand-in-python"));
    QFile script(path);
    if (!script.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    // "$1" is -c, "$2" the script, "$3" HTA's source, "$4" the trace's folder.
    script.write(QStringLiteral("#!/bin/sh\n"
                                "echo \"$1|$3|$(ls \"$4\")\" >> '%1'\n"
                                "echo 'INFO: some log line'\n"
                                "echo '%2'\n"
                                "exit %3\n")
                     .arg(log, said)
                     .arg(exitCode)
                     .toUtf8());
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

void TestBenchHta::goalJudgedOnHtasCalls()
{
    const QString log = m_dir.filePath(QStringLiteral("python-calls.log"));
    const QString python = standInPython(log, QStringLiteral("hta_seconds 3.5"));
    const BenchRun r = run({ m_hta, m_trace, QStringLiteral("--runs"), QStringLiteral("2"),
        QStringLiteral("--python"), python });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QVERIFY(r.out.contains(QStringLiteral("kineto_small.json (")));
    QVERIFY(r.out.contains(QStringLiteral("  A stepline summary, B HTA's whole process ")));
    const QString key = QStringLiteral("kineto_small_");
    const auto value = [&](const char *name) {
        const auto it = r.figures.find(key + QLatin1String(name));
        return it == r.figures.end() ? -1.0 : it->second.value;
    };
    QCOMPARE(value("hta_calls"), 3.5); // what HTA's process said, not its process's time
    QVERIFY(value("stepline_wall") > 0 && value("stepline_cpu") > 0);
    QVERIFY(value("hta_process_wall") > 0);
    QVERIFY(value("process_wall_ratio") > 0);
    // 3.5 s of HTA against a 14-event trace's summary: far past the goal, and the line says so.
    QVERIFY(value("calls_ratio") > 50);
    QCOMPARE(value("goal"), 50.0);
    QCOMPARE(value("met"), 1.0);
    QVERIFY(r.out.contains(QRegularExpression(QStringLiteral(
        R"(B HTA's load \+ temporal breakdown \(imports excluded\) +A +[0-9.]+ s B +3\.500 s B/A +[0-9.]+ \| goal >= 50: met)"))));
    QCOMPARE(r.figures.at(QStringLiteral("goals_met")).value, 1.0);
    QCOMPARE(r.figures.at(QStringLiteral("failed")).value, 0.0);
    // A warm-up and two measured runs, each on a folder with the trace alone, HTA's source passed.
    QFile calls(log);
    QVERIFY(calls.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(calls.readAll()).trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
    for (const QString &line : lines)
        QCOMPARE(line, QStringLiteral("-c|%1|kineto_small.json").arg(m_hta));
}

void TestBenchHta::silentOrFailingHtaIsReported()
{
    const QString log = m_dir.filePath(QStringLiteral("silent.log"));
    BenchRun r = run({ m_hta, m_trace, QStringLiteral("--runs"), QStringLiteral("1"),
        QStringLiteral("--python"), standInPython(log, QStringLiteral("nothing timed")) });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains(QStringLiteral("FAILED: HTA did not print its time")), qPrintable(r.out));
    QCOMPARE(r.figures.at(QStringLiteral("failed")).value, 1.0);
    r = run({ m_hta, m_trace, QStringLiteral("--runs"), QStringLiteral("1"), QStringLiteral("--python"),
        standInPython(log, QStringLiteral("hta_seconds 1"), 3) });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains(QStringLiteral("exited with 3")), qPrintable(r.out));
}

void TestBenchHta::notHtasSourceIsRefused()
{
    const BenchRun r = run({ m_dir.path(), m_trace });
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains(QStringLiteral("is not HTA's source")));
    QCOMPARE(run({ m_hta }).exitCode, 1); // no trace: usage
}

QTEST_GUILESS_MAIN(TestBenchHta)
#include "tst_benchhta.moc"
