// Every writing verb of the built stepline, run as a subprocess against a full tmpfs, a read-only
// one, /dev/full and a standard output that cannot be written: exit 3, the file and the system's
// reason on stderr, an earlier file byte-identical, no temporary or truncated file left.

#include "faultmount.h"

#include <QDirIterator>
#include <QImage>
#include <QProcess>
#include <QtTest>

#include <sys/stat.h>

namespace {

const QString kTrace = QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json");
const QString kEarlier = QStringLiteral("an earlier good file\n");

struct Run
{
    int exitCode = -1;
    QString out, err;
};

Run stepline(const QStringList &args, const QString &stdoutFile = QString())
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    p.start(QStringLiteral(STEPLINE_APP_DIR "/stepline"), args);
    Run r;
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromLocal8Bit(p.readAllStandardOutput());
    r.err = QString::fromLocal8Bit(p.readAllStandardError());
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool writeEarlier(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(kEarlier.toUtf8()) == kEarlier.size() && f.flush();
}

// Every file under dir (relative names), sorted.
QStringList filesUnder(const QString &dir)
{
    QStringList names;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        names << QDir(dir).relativeFilePath(it.next());
    names.sort();
    return names;
}

} // namespace

class TestFaultsCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void brokenDisk_data();
    void brokenDisk();
    void folderExportNamesEachFailedFile();
    void devFull_data();
    void devFull();
    void standardOutputFull();
    void permissionDenied();
};

// One writer per row: its arguments (OUT = the output inside the mount) and the file an earlier
// run left there, which must survive a failed write unchanged.
void TestFaultsCli::brokenDisk_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("earlier"); // relative to the mount
    QTest::addColumn<bool>("readOnly"); // else a full disk
    struct Verb
    {
        const char *name;
        QStringList args;
        QString earlier;
    };
    const Verb verbs[] = {
        { "report", { QStringLiteral("report"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/out.pdf") },
            QStringLiteral("out.pdf") },
        { "export-charts png",
            { QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/charts") },
            QStringLiteral("charts/gpu-active-time.png") },
        { "export-charts svg",
            { QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/charts"),
                QStringLiteral("--format"), QStringLiteral("svg") },
            QStringLiteral("charts/gpu-active-time.svg") },
        { "export-charts pdf",
            { QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/charts"),
                QStringLiteral("--format"), QStringLiteral("pdf") },
            QStringLiteral("charts/kernel-time-all.pdf") },
        { "export-charts dpr 2",
            { QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/charts"),
                QStringLiteral("--dpr"), QStringLiteral("2") },
            QStringLiteral("charts/idle-causes.png") },
        { "export-charts --report",
            { QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/charts"),
                QStringLiteral("--report") },
            QStringLiteral("charts/report.pdf") },
        { "export-timeline",
            { QStringLiteral("export-timeline"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/t.png") },
            QStringLiteral("t.png") },
        { "convert",
            { QStringLiteral("convert"), kTrace, QStringLiteral("-o"), QStringLiteral("OUT/c.stepline") },
            QStringLiteral("c.stepline") },
    };
    for (const Verb &v : verbs) {
        QTest::addRow("%s, full disk", v.name) << v.args << v.earlier << false;
        QTest::addRow("%s, read-only disk", v.name) << v.args << v.earlier << true;
    }
}

void TestFaultsCli::brokenDisk()
{
    QFETCH(QStringList, args);
    QFETCH(QString, earlier);
    QFETCH(bool, readOnly);
    FaultMount mount(QStringLiteral("256k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    QVERIFY(writeEarlier(mount.filePath(earlier)));
    if (readOnly) {
        QString error;
        QVERIFY2(mount.remountReadOnly(&error), qPrintable(error));
    } else {
        QVERIFY(mount.fill());
    }
    const QStringList before = filesUnder(mount.path());
    for (QString &a : args)
        a.replace(QLatin1String("OUT"), mount.path());

    const Run r = stepline(args);
    QCOMPARE(r.exitCode, 3);
    const QString reason
        = readOnly ? QStringLiteral("Read-only file system") : QStringLiteral("No space left on device");
    QVERIFY2(r.err.contains(QStringLiteral("Cannot write ") + mount.path()) && r.err.contains(reason),
        qPrintable(r.err));
    // The earlier file is untouched, and nothing else appeared: no temporary, no truncated file.
    QCOMPARE(readAll(mount.filePath(earlier)), kEarlier.toUtf8());
    QCOMPARE(filesUnder(mount.path()), before);
}

// 64 KiB hold the first charts only: each of them is whole, each of the others is named.
void TestFaultsCli::folderExportNamesEachFailedFile()
{
    FaultMount mount(QStringLiteral("64k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    const QString dir = mount.filePath(QStringLiteral("charts"));
    const Run r = stepline({ QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"), dir });
    QCOMPARE(r.exitCode, 3);
    const QStringList written = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList failed
        = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QStringLiteral("Cannot write"));
    QVERIFY2(!written.isEmpty() && !failed.isEmpty(), qPrintable(r.out + r.err));
    // Every chart the same export writes on a roomy disk is either whole or named as failed.
    QTemporaryDir roomy;
    const Run whole
        = stepline({ QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"), roomy.path() });
    QCOMPARE(whole.exitCode, 0);
    QCOMPARE(
        written.size() + failed.size(), int(whole.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size()));
    for (const QString &line : failed)
        QVERIFY2(line.contains(QLatin1String("No space left on device")), qPrintable(line));
    QStringList present;
    for (const QString &file : written) {
        const QImage image(file);
        QCOMPARE(image.size(), QSize(1000, 600)); // decodes whole
        present << QFileInfo(file).fileName();
    }
    present.sort();
    QCOMPARE(filesUnder(dir), present);
}

void TestFaultsCli::devFull_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addRow("report") << QStringList { QStringLiteral("report"), kTrace, QStringLiteral("-o"),
        QStringLiteral("/dev/full") };
    QTest::addRow("export-timeline") << QStringList { QStringLiteral("export-timeline"), kTrace,
        QStringLiteral("-o"), QStringLiteral("/dev/full") };
    QTest::addRow("convert") << QStringList { QStringLiteral("convert"), kTrace, QStringLiteral("-o"),
        QStringLiteral("/dev/full") };
}

// /dev/full cannot be replaced by a rename; it is written in place and its ENOSPC reported. It
// stays the character device it was.
void TestFaultsCli::devFull()
{
    QFETCH(QStringList, args);
    struct stat st;
    if (::stat("/dev/full", &st) != 0 || !S_ISCHR(st.st_mode))
        QSKIP("no /dev/full on this system");
    const Run r = stepline(args);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(
        r.err.contains(QLatin1String("Cannot write /dev/full: No space left on device")), qPrintable(r.err));
    QVERIFY(::stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
}

void TestFaultsCli::standardOutputFull()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    const Run summary = stepline({ QStringLiteral("summary"), kTrace }, QStringLiteral("/dev/full"));
    QCOMPARE(summary.exitCode, 3);
    QVERIFY2(summary.err.contains(QLatin1String("cannot write the standard output: No space left on device")),
        qPrintable(summary.err));
    // A verb printing through QTextStream: errno is gone by the final flush, the failure is not.
    const Run rules = stepline({ QStringLiteral("rules"), kTrace }, QStringLiteral("/dev/full"));
    QCOMPARE(rules.exitCode, 3);
    QVERIFY2(rules.err.contains(QLatin1String("stepline rules: cannot write the standard output: ")),
        qPrintable(rules.err));
    const Run gui = stepline({ QStringLiteral("export-charts"), kTrace, QStringLiteral("-o"),
                                 QDir::temp().filePath(QStringLiteral("stepline-faults-stdout")) },
        QStringLiteral("/dev/full"));
    QCOMPARE(gui.exitCode, 3);
    QDir(QDir::temp().filePath(QStringLiteral("stepline-faults-stdout"))).removeRecursively();
}

void TestFaultsCli::permissionDenied()
{
    if (::geteuid() == 0)
        QSKIP("root writes into a folder without write permission; run as a user to cover EACCES");
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("out.pdf"));
    QVERIFY(writeEarlier(target));
    QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const Run r = stepline({ QStringLiteral("report"), kTrace, QStringLiteral("-o"), target });
    QFile::setPermissions(
        dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(QLatin1String("Permission denied")), qPrintable(r.err));
    QCOMPARE(readAll(target), kEarlier.toUtf8());
}

QTEST_MAIN(TestFaultsCli)
#include "tst_faultscli.moc"
