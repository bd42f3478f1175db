// The two executables: `stepline` links no Qt and runs the headless verbs itself; the window
// and the rendering verbs are stepline-gui's, started by execv() with the same arguments.
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

class TestCliLaunch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cliLinksNoQt_data();
    void cliLinksNoQt();
    void version();
    void renderingVerbGoesToTheGui();
    void headlessVerbSameInBoth();
    void missingGuiIsExit127();
    void utf8PathsAndDecimalPointsWhateverTheLocale();

private:
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Run run(const QString &exe, const QStringList &args, const QProcessEnvironment &env = {});

    QString m_cli;
    QString m_gui;
    QByteArray m_cliImage;
};

void TestCliLaunch::initTestCase()
{
    m_cli = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    m_gui = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline-gui");
    if (!QFileInfo::exists(m_cli) || !QFileInfo::exists(m_gui))
        QSKIP("stepline and stepline-gui are not both built in this build tree");
    QFile file(m_cli);
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_cliImage = file.readAll();
}

TestCliLaunch::Run TestCliLaunch::run(
    const QString &exe, const QStringList &args, const QProcessEnvironment &env)
{
    Run r;
    QProcess proc;
    if (!env.isEmpty())
        proc.setProcessEnvironment(env);
    proc.start(exe, args);
    if (!proc.waitForFinished(60000))
        return r;
    r.out = proc.readAllStandardOutput();
    r.err = proc.readAllStandardError();
    r.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    return r;
}

void TestCliLaunch::cliLinksNoQt_data()
{
    QTest::addColumn<QByteArray>("library");
    // Qt Core and ICU were most of a verb's start (packaging/BENCHMARKS.md); the GUI libraries more.
    for (const char *name : { "libQt6Core", "libicuuc", "libicui18n", "libQt6Concurrent", "libQt6Gui",
             "libQt6Widgets", "libQt6Charts", "libQt6OpenGL", "libQt6Svg", "libQt6DBus" })
        QTest::addRow("%s", name) << QByteArray(name);
}

// The dynamic section names every library the loader maps at start; a library absent from the
// whole image is not linked (the image does name libc, which shows the check reads names).
void TestCliLaunch::cliLinksNoQt()
{
    QFETCH(QByteArray, library);
    QVERIFY(m_cliImage.contains("libc.so.6"));
    QVERIFY2(!m_cliImage.contains(library + ".so"), library.constData());
}

void TestCliLaunch::version()
{
    for (const QString &exe : { m_cli, m_gui }) {
        const Run r = run(exe, { QStringLiteral("--version") });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("stepline " STEPLINE_VERSION "\n"));
    }
}

void TestCliLaunch::renderingVerbGoesToTheGui()
{
    for (const char *verb : { "export-charts", "export-timeline", "report" }) {
        const Run viaCli = run(m_cli, { QString::fromLatin1(verb), QStringLiteral("--help") });
        const Run direct = run(m_gui, { QString::fromLatin1(verb), QStringLiteral("--help") });
        QCOMPARE(viaCli.exitCode, 0);
        QVERIFY2(viaCli.out.startsWith("Usage: stepline " + QByteArray(verb)), viaCli.out.constData());
        QCOMPARE(viaCli.out, direct.out);
    }
    // A usage error of a rendering verb is stepline-gui's, with its exit code.
    const Run bad = run(m_cli, { QStringLiteral("export-timeline"), QStringLiteral("--no-such-option") });
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains("stepline export-timeline: unexpected argument: --no-such-option"),
        bad.err.constData());
}

// The same figures through both executables, for each kind of input.
void TestCliLaunch::headlessVerbSameInBoth()
{
    for (const char *file :
        { "kineto_small.json", "kineto_small.json.gz", "nsys/mordred-nsys2021-schema2-quadro.sqlite" }) {
        const QStringList args { QStringLiteral("summary"),
            QStringLiteral(STEPLINE_TEST_DATA "/loaders/") + QString::fromLatin1(file) };
        const Run cli = run(m_cli, args);
        const Run gui = run(m_gui, args);
        QCOMPARE(cli.exitCode, 0);
        QVERIFY(cli.out.contains(QFileInfo(QString::fromLatin1(file)).fileName().toUtf8()));
        QCOMPARE(gui.exitCode, cli.exitCode);
        QCOMPARE(gui.out, cli.out);
        QCOMPARE(gui.err, cli.err);
    }
}

void TestCliLaunch::missingGuiIsExit127()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString lone = dir.filePath(QStringLiteral("stepline"));
    QVERIFY(QFile::copy(m_cli, lone));
    // Headless verbs need nothing beside it.
    QCOMPARE(run(lone, { QStringLiteral("jobs"), dir.path() }).exitCode, 0);
    for (const QStringList &args :
        { QStringList {}, QStringList { QStringLiteral("report"), QStringLiteral("x") } }) {
        const Run r = run(lone, args);
        QCOMPARE(r.exitCode, 127);
        QVERIFY2(r.err.contains(QFile::encodeName(dir.filePath(QStringLiteral("stepline-gui")))),
            r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
}

// The headless verbs run without an application object: arguments are still read as UTF-8 and,
// with a German locale in the environment, the JSON keeps its decimal points.
void TestCliLaunch::utf8PathsAndDecimalPointsWhateverTheLocale()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("\u00dcn\u00efc\u00f6d\u00e9 rank_2.json"));
    QVERIFY(QFile::copy(QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json"), path));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    const Run text = run(m_cli, { QStringLiteral("summary"), path }, env);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(path.toUtf8()), text.out.constData());
    const Run json = run(m_cli, { QStringLiteral("summary"), QStringLiteral("--json"), path }, env);
    QCOMPARE(json.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(doc.isObject());
    QVERIFY(json.out.contains(path.toUtf8()));
}

QTEST_GUILESS_MAIN(TestCliLaunch)
#include "tst_clilaunch.moc"
