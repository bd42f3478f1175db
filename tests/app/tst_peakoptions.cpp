// --peak-tflops / --peak-tbps on every verb that judges efficiency, run as a user runs them: an
// unknown GPU has no roof until the options give one (explain's efficiency finding appears, the
// exported roofline and the report are written), and a bad value is a usage error (exit 1).
#include <nlohmann/json.hpp>

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using Json = nlohmann::json;

class TestPeakOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void explainGetsARoof();
    void badValuesAreUsageErrors_data();
    void badValuesAreUsageErrors();
    void exportChartsAndReportTakeThem();
    void diffTakesThem();

private:
    int run(const QStringList &args);
    bool hasEfficiencyFinding(const QStringList &extra);

    QString m_exe;
    QString m_trace;
    QTemporaryDir m_dir;
    QByteArray m_out;
    QByteArray m_err;
};

void TestPeakOptions::initTestCase()
{
    m_exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(m_exe))
        QSKIP("the stepline executable is not built in this build tree");
    m_trace = QStringLiteral(STEPLINE_TEST_DATA "/opperf/unknown_gpu.json");
    QVERIFY(QFileInfo::exists(m_trace));
    QVERIFY(m_dir.isValid());
}

int TestPeakOptions::run(const QStringList &args)
{
    QProcess proc;
    proc.start(m_exe, args);
    if (!proc.waitForFinished(120000))
        return -1;
    m_out = proc.readAllStandardOutput();
    m_err = proc.readAllStandardError();
    return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
}

bool TestPeakOptions::hasEfficiencyFinding(const QStringList &extra)
{
    const int code
        = run(QStringList { QStringLiteral("explain"), QStringLiteral("--json"), m_trace } + extra);
    if (code != 0) {
        qWarning() << "explain exited" << code << m_err;
        return false;
    }
    const Json doc = Json::parse(m_out.toStdString());
    for (const Json &f : doc.at("findings"))
        if (f.at("cause") == "efficiency")
            return f.at("gpu_time_lost_us").get<double>() > 0;
    return false;
}

void TestPeakOptions::explainGetsARoof()
{
    // The fixture's GPU is in no peaks table: no roof, so no time above it.
    QVERIFY(!hasEfficiencyFinding({}));
    // A roof far above what its kernels achieve: time above the roof, named as efficiency.
    QVERIFY(hasEfficiencyFinding({ QStringLiteral("--peak-tflops"), QStringLiteral("1000"),
        QStringLiteral("--peak-tbps"), QStringLiteral("100") }));
}

void TestPeakOptions::badValuesAreUsageErrors_data()
{
    QTest::addColumn<QString>("verb");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    for (const char *verb : { "summary", "explain", "diff", "export-charts", "report" }) {
        QTest::addRow("%s tflops abc", verb) << verb << "--peak-tflops"
                                             << "abc";
        QTest::addRow("%s tflops 0", verb) << verb << "--peak-tflops"
                                           << "0";
        QTest::addRow("%s tbps -1", verb) << verb << "--peak-tbps"
                                          << "-1";
    }
}

void TestPeakOptions::badValuesAreUsageErrors()
{
    QFETCH(QString, verb);
    QFETCH(QString, option);
    QFETCH(QString, value);
    QStringList args { verb, m_trace };
    if (verb == QLatin1String("diff"))
        args << m_trace;
    if (verb == QLatin1String("export-charts"))
        args << QStringLiteral("-o") << m_dir.filePath(QStringLiteral("bad-charts"));
    if (verb == QLatin1String("report"))
        args << QStringLiteral("-o") << m_dir.filePath(QStringLiteral("bad.pdf"));
    args << option << value;
    QCOMPARE(run(args), 1);
    QVERIFY2(m_err.contains(option.toUtf8()), m_err.constData());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("bad.pdf"))));
}

void TestPeakOptions::exportChartsAndReportTakeThem()
{
    const QStringList peaks { QStringLiteral("--peak-tflops"), QStringLiteral("400"),
        QStringLiteral("--peak-tbps"), QStringLiteral("2") };
    const QString charts = m_dir.filePath(QStringLiteral("charts"));
    QCOMPARE(
        run(QStringList { QStringLiteral("export-charts"), m_trace, QStringLiteral("-o"), charts } + peaks),
        0);
    QVERIFY2(QFileInfo(charts + QStringLiteral("/roofline.png")).size() > 0, m_err.constData());
    const QString pdf = m_dir.filePath(QStringLiteral("report.pdf"));
    QCOMPARE(run(QStringList { QStringLiteral("report"), m_trace, QStringLiteral("-o"), pdf } + peaks), 0);
    QVERIFY2(QFileInfo(pdf).size() > 0, m_err.constData());
}

void TestPeakOptions::diffTakesThem()
{
    QCOMPARE(run({ QStringLiteral("diff"), m_trace, m_trace, QStringLiteral("--json"),
                 QStringLiteral("--peak-tflops"), QStringLiteral("400"), QStringLiteral("--peak-tbps"),
                 QStringLiteral("2") }),
        0);
    const Json doc = Json::parse(m_out.toStdString());
    QCOMPARE(doc.at("schema").get<std::string>(), std::string("stepline.diff/1"));
}

QTEST_MAIN(TestPeakOptions)
#include "tst_peakoptions.moc"
