#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

// `stepline diff` as a CI runs it: exit codes (0, 1 usage, 2 load, 4 gate), the JSON document, and
// the notes for profiles without steps. The fixture's figures are in tests/data/diff/README.md.
class TestDiffCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void againstItselfPassesTheGate();
    void slowedCopyTripsTheGate();
    void nativeFileAgainstItsTrace();
    void withoutSteps();
    void usageAndLoadErrors();
    void exportComparisonCharts();

private:
    int run(const QStringList &args);
    // The fixture with every ts and dur scaled (and, when dropSteps, its ProfilerStep#N removed).
    QString writeVariant(const QString &name, double scale, bool dropSteps);

    QString m_exe;
    QString m_base;
    QTemporaryDir m_dir;
    QByteArray m_out;
    QByteArray m_err;
};

void TestDiffCommand::initTestCase()
{
    m_exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(m_exe))
        QSKIP("the stepline executable is not built in this build tree");
    m_base = QStringLiteral(STEPLINE_TEST_DATA "/diff/train_steps.json");
    QVERIFY(QFileInfo::exists(m_base));
    QVERIFY(m_dir.isValid());
}

int TestDiffCommand::run(const QStringList &args)
{
    QProcess proc;
    proc.start(m_exe, QStringList { QStringLiteral("diff") } + args);
    if (!proc.waitForFinished(60000))
        return -1;
    m_out = proc.readAllStandardOutput();
    m_err = proc.readAllStandardError();
    return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
}

QString TestDiffCommand::writeVariant(const QString &name, double scale, bool dropSteps)
{
    QFile in(m_base);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray events;
    for (const QJsonValue &v : doc.value(QStringLiteral("traceEvents")).toArray()) {
        QJsonObject e = v.toObject();
        if (dropSteps
            && e.value(QStringLiteral("name")).toString().startsWith(QLatin1String("ProfilerStep#")))
            continue;
        for (const QString &key : { QStringLiteral("ts"), QStringLiteral("dur") }) {
            if (e.contains(key))
                e.insert(key, e.value(key).toDouble() * scale);
        }
        events.append(e);
    }
    doc.insert(QStringLiteral("traceEvents"), events);
    const QString path = m_dir.filePath(name);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(doc).toJson()) < 0)
        return {};
    return path;
}

void TestDiffCommand::againstItselfPassesTheGate()
{
    QCOMPARE(run({ m_base, m_base, QStringLiteral("--fail-if-slower"), QStringLiteral("0") }), 0);
    QVERIFY2(m_out.contains("Median step: 1.100 ms -> 1.100 ms (+0.0 %)"), m_out.constData());
    QVERIFY(m_out.contains("gate --fail-if-slower 0 on the interval's lower bound: passed"));
    QVERIFY(m_out.startsWith("Comparability: comparable\n")); // at the top
    QVERIFY(m_out.contains("95 % interval [0 ns, 0 ns]"));

    QCOMPARE(run({ m_base, m_base, QStringLiteral("--json"), QStringLiteral("--fail-if-slower=0") }), 0);
    const QJsonObject doc = QJsonDocument::fromJson(m_out).object();
    QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("stepline.diff/1"));
    QCOMPARE(
        doc.value(QStringLiteral("steps")).toObject().value(QStringLiteral("delta_pct")).toDouble(), 0.0);
    int rows = 0;
    for (const QString &table :
        { QStringLiteral("kernels"), QStringLiteral("operators"), QStringLiteral("annotations") }) {
        for (const QJsonValue &row : doc.value(table).toArray()) {
            QCOMPARE(row.toObject().value(QStringLiteral("delta_us")).toDouble(), 0.0);
            ++rows;
        }
    }
    QCOMPARE(rows, 4); // gemm, nccl, aten::mm, forward
    const QJsonObject breakdown = doc.value(QStringLiteral("breakdown")).toObject();
    QCOMPARE(breakdown.size(), 13);
    for (const QJsonValue &row : breakdown)
        QCOMPARE(row.toObject().value(QStringLiteral("delta_us")).toDouble(), 0.0);
    QVERIFY(doc.value(QStringLiteral("only_in_base")).toArray().isEmpty());
    QVERIFY(doc.value(QStringLiteral("only_in_new")).toArray().isEmpty());
    QCOMPARE(doc.value(QStringLiteral("verdict")).toString(), QStringLiteral("no_significant_change"));
    const QJsonArray ci
        = doc.value(QStringLiteral("steps")).toObject().value(QStringLiteral("delta_ci95_us")).toArray();
    QCOMPARE(ci.size(), 2);
    QCOMPARE(ci.at(0).toDouble(), 0.0);
    QCOMPARE(ci.at(1).toDouble(), 0.0);
    QCOMPARE(
        doc.value(QStringLiteral("comparability")).toObject().value(QStringLiteral("verdict")).toString(),
        QStringLiteral("comparable"));
    QCOMPARE(doc.value(QStringLiteral("gate")).toObject().value(QStringLiteral("failed")).toBool(), false);
}

void TestDiffCommand::slowedCopyTripsTheGate()
{
    // x 1.25: median step 1100 -> 1375 us (+25 %); gemm 1050 -> 1312.5 us (+262.5 us).
    const QString slow = writeVariant(QStringLiteral("slow.json"), 1.25, false);
    QVERIFY(!slow.isEmpty());
    QCOMPARE(run({ m_base, slow, QStringLiteral("--fail-if-slower"), QStringLiteral("20") }), 4);
    QVERIFY2(m_out.contains("Median step: 1.100 ms -> 1.375 ms (+25.0 %)"), m_out.constData());
    QVERIFY(m_out.contains("gate --fail-if-slower 20 on the interval's lower bound: FAILED"));
    QCOMPARE(run({ m_base, slow, QStringLiteral("--fail-if-slower"), QStringLiteral("30%") }), 0);
    // Faster is never a failure.
    QCOMPARE(run({ slow, m_base, QStringLiteral("--fail-if-slower"), QStringLiteral("0") }), 0);
    QVERIFY(m_out.contains("Verdict: NEW is 20.0 % faster than BASE")); // (1100 - 1375) / 1375

    QCOMPARE(run({ m_base, slow, QStringLiteral("--json"), QStringLiteral("--fail-if-slower"),
                 QStringLiteral("20") }),
        4);
    const QJsonObject doc = QJsonDocument::fromJson(m_out).object();
    const QJsonObject steps = doc.value(QStringLiteral("steps")).toObject();
    QCOMPARE(steps.value(QStringLiteral("base_median_us")).toDouble(), 1100.0);
    QCOMPARE(steps.value(QStringLiteral("new_median_us")).toDouble(), 1375.0);
    QCOMPARE(steps.value(QStringLiteral("delta_pct")).toDouble(), 25.0);
    const QJsonObject gemm = doc.value(QStringLiteral("kernels")).toArray().first().toObject();
    QCOMPARE(gemm.value(QStringLiteral("name")).toString(),
        QStringLiteral("void gemm_kernel<128, float>(float*, int)"));
    QCOMPARE(gemm.value(QStringLiteral("delta_us")).toDouble(), 262.5);
    QCOMPARE(gemm.value(QStringLiteral("ratio")).toDouble(), 1.25);
    QCOMPARE(doc.value(QStringLiteral("verdict")).toString(), QStringLiteral("slower"));
    QCOMPARE(doc.value(QStringLiteral("gate")).toObject().value(QStringLiteral("on")).toString(),
        QStringLiteral("delta_ci95_low"));
    // The attribution sums to the mean step delta.
    double sum = 0;
    for (const QJsonValue &cause : doc.value(QStringLiteral("attribution")).toArray())
        sum += cause.toObject().value(QStringLiteral("delta_us")).toDouble();
    QVERIFY(std::abs(sum - steps.value(QStringLiteral("mean_delta_us")).toDouble()) < 0.01);

    // An incomparable pair (steps against none): the gate refuses it with exit 5, unless --force.
    const QString noSteps = writeVariant(QStringLiteral("nosteps-gate.json"), 1.0, true);
    QCOMPARE(run({ m_base, noSteps, QStringLiteral("--fail-if-slower"), QStringLiteral("5") }), 5);
    QVERIFY2(m_err.contains("incomparable"), m_err.constData());
    QVERIFY(m_out.startsWith("Comparability: incomparable\n"));
    QCOMPARE(run({ m_base, noSteps, QStringLiteral("--fail-if-slower"), QStringLiteral("5"),
                 QStringLiteral("--force") }),
        0);
}

void TestDiffCommand::nativeFileAgainstItsTrace()
{
    const QString native = m_dir.filePath(QStringLiteral("train.stepline"));
    QProcess convert;
    convert.start(m_exe, { QStringLiteral("convert"), m_base, QStringLiteral("-o"), native });
    QVERIFY(convert.waitForFinished(60000));
    QCOMPARE(convert.exitCode(), 0);
    QCOMPARE(run({ m_base, native, QStringLiteral("--json"), QStringLiteral("--fail-if-slower"),
                 QStringLiteral("0") }),
        0);
    const QJsonObject doc = QJsonDocument::fromJson(m_out).object();
    QCOMPARE(doc.value(QStringLiteral("new")).toObject().value(QStringLiteral("format")).toString(),
        QStringLiteral("stepline"));
    QCOMPARE(
        doc.value(QStringLiteral("steps")).toObject().value(QStringLiteral("delta_pct")).toDouble(), 0.0);
    QVERIFY(doc.value(QStringLiteral("notes")).toArray().isEmpty()); // a .stepline is the same kind
}

void TestDiffCommand::withoutSteps()
{
    // Steps removed: the window runs from "forward" (1005 us) to the last gemm's end (3270 + 350 =
    // 3620 us): 2615 us; scaled x 2, 5230 us (+100 %).
    const QString a = writeVariant(QStringLiteral("nosteps.json"), 1.0, true);
    const QString b = writeVariant(QStringLiteral("nosteps2.json"), 2.0, true);
    QCOMPARE(run({ a, b }), 0);
    QVERIFY2(m_out.contains("Neither profile has ProfilerStep#N steps"), m_out.constData());
    QVERIFY(m_out.contains("Median window: 2.615 ms -> 5.230 ms (+100.0 %), over 1 and 1 rank windows"));
    // A training trace with steps against one without: still a diff, with a note.
    QCOMPARE(run({ m_base, a, QStringLiteral("--json") }), 0);
    const QJsonObject doc = QJsonDocument::fromJson(m_out).object();
    QCOMPARE(
        doc.value(QStringLiteral("steps")).toObject().value(QStringLiteral("whole_windows")).toBool(), true);
    const QJsonArray notes = doc.value(QStringLiteral("notes")).toArray();
    QCOMPARE(notes.size(), 2);
    QVERIFY(notes.at(1).toString().startsWith(QLatin1String("Different kinds of input")));
}

void TestDiffCommand::usageAndLoadErrors()
{
    QCOMPARE(run({ m_base }), 1);
    QVERIFY(m_err.contains("needs two profiles"));
    QCOMPARE(run({ m_base, m_base, QStringLiteral("--match"), QStringLiteral("fuzzy") }), 1);
    QCOMPARE(run({ m_base, m_base, QStringLiteral("--fail-if-slower"), QStringLiteral("much") }), 1);
    QCOMPARE(run({ m_base, m_base, QStringLiteral("--top"), QStringLiteral("-3") }), 1);
    QCOMPARE(run({ m_base, m_base, m_base }), 1);
    QCOMPARE(run({ m_base, m_dir.filePath(QStringLiteral("missing.json")) }), 2);
    QVERIFY(m_err.contains("missing.json"));
    QCOMPARE(run({ QStringLiteral("--help") }), 0);
    QVERIFY(m_out.contains("--fail-if-slower PCT"));
    QProcess help;
    help.start(m_exe, { QStringLiteral("--help") });
    QVERIFY(help.waitForFinished(10000));
    QVERIFY(help.readAllStandardOutput().contains("stepline diff BASE NEW"));
}

void TestDiffCommand::exportComparisonCharts()
{
    const QString slow = writeVariant(QStringLiteral("slow-export.json"), 1.25, false);
    const QString out = m_dir.filePath(QStringLiteral("charts"));
    QProcess proc;
    proc.start(m_exe,
        { QStringLiteral("export-charts"), slow, QStringLiteral("--compare"), m_base, QStringLiteral("-o"),
            out, QStringLiteral("--report") });
    QVERIFY(proc.waitForFinished(60000));
    QCOMPARE(proc.exitCode(), 0);
    for (const char *name :
        { "compare-step-times.png", "compare-gpu-breakdown.png", "compare-kernel-deltas.png",
            "compare-operator-deltas.png", "compare-attribution.png", "compare-report.pdf" }) {
        const QFileInfo file(out + QLatin1Char('/') + QLatin1String(name));
        QVERIFY2(file.exists() && file.size() > 1000, name);
    }
    QVERIFY(!QFileInfo::exists(out + QStringLiteral("/gpu-active-time.png"))); // only the comparison
    proc.start(m_exe,
        { QStringLiteral("export-charts"), slow, QStringLiteral("--match"), QStringLiteral("normalized"),
            QStringLiteral("-o"), out });
    QVERIFY(proc.waitForFinished(60000));
    QCOMPARE(proc.exitCode(), 1); // --match without --compare
    proc.start(m_exe,
        { QStringLiteral("export-charts"), slow, QStringLiteral("--compare"),
            m_dir.filePath(QStringLiteral("nope.json")), QStringLiteral("-o"), out });
    QVERIFY(proc.waitForFinished(60000));
    QCOMPARE(proc.exitCode(), 2);
}

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diffcommand.moc"
