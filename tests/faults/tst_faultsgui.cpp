// The window's writers on a full or read-only disk (offscreen): Save As, Export dashboard and a
// chart's Save as report the file and the system's reason in a dialog and a signal, never success,
// and an earlier file stays byte-identical. Also the shared writer (fileio/atomicfile.h) on
// /dev/full, the job-facts cache and what QSettings does on a read-only configuration folder.

#include "faultmount.h"

#include "atomicdevice.h"
#include "charts/chartcard.h"
#include "dashboard/dashboardview.h"
#include "jobfactscache.h"
#include "loadcontroller.h"
#include "mainwindow.h"

#include <QDirIterator>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>

using namespace stepline;

namespace {

const QString kTrace = QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json");
const QByteArray kEarlier("an earlier good file\n");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool writeEarlier(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(kEarlier) == kEarlier.size() && f.flush();
}

QStringList filesUnder(const QString &dir)
{
    QStringList names;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        names << QDir(dir).relativeFilePath(it.next());
    names.sort();
    return names;
}

QString boxText(QWidget *parent, const QString &name)
{
    const auto *box = parent->findChild<QMessageBox *>(name);
    return box ? box->text() + QLatin1Char('\n') + box->informativeText() : QString();
}

} // namespace

class TestFaultsGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void saveAsOnBrokenDisk_data();
    void saveAsOnBrokenDisk();
    void exportDashboardOnBrokenDisk_data();
    void exportDashboardOnBrokenDisk();
    void chartSaveOnReadOnlyDisk();
    void atomicFileOnDevFull();
    void atomicFileKeepsEarlierOnFullDisk();
    void jobFactsCacheOnReadOnlyDisk();
    void settingsOnReadOnlyFolder();

private:
    MainWindow *m_window = nullptr;
};

void TestFaultsGui::initTestCase()
{
    m_window = new MainWindow;
    m_window->resize(1200, 800);
    QSignalSpy loaded(m_window->loadController(), &LoadController::profileChanged);
    m_window->openPath(kTrace);
    QVERIFY(loaded.count() > 0 || loaded.wait(30000));
    QVERIFY(m_window->loadController()->profile());
    auto *dashboard = m_window->findChild<DashboardView *>();
    QVERIFY(dashboard);
    QTRY_VERIFY_WITH_TIMEOUT(!dashboard->data().charts.empty() && !dashboard->isComputing(), 30000);
}

void TestFaultsGui::saveAsOnBrokenDisk_data()
{
    QTest::addColumn<bool>("readOnly");
    QTest::addRow("full disk") << false;
    QTest::addRow("read-only disk") << true;
}

void TestFaultsGui::saveAsOnBrokenDisk()
{
    QFETCH(bool, readOnly);
    FaultMount mount(QStringLiteral("64k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    const QString file = mount.filePath(QStringLiteral("saved.stepline"));
    QVERIFY(writeEarlier(file));
    QString error;
    QVERIFY(readOnly ? mount.remountReadOnly(&error) : mount.fill());
    const QStringList before = filesUnder(mount.path());

    QSignalSpy saved(m_window, &MainWindow::saveFinished);
    m_window->saveProfileAs(file);
    QVERIFY(saved.count() == 1 || saved.wait(30000));
    const QString reported = saved.first().at(1).toString();
    const QString reason
        = readOnly ? QStringLiteral("Read-only file system") : QStringLiteral("No space left on device");
    QVERIFY2(reported.contains(file) && reported.contains(reason), qPrintable(reported));
    const QString box = boxText(m_window, QStringLiteral("saveErrorBox"));
    QVERIFY2(box.contains(QDir::toNativeSeparators(file)) && box.contains(reason), qPrintable(box));
    QCOMPARE(readAll(file), kEarlier);
    QCOMPARE(filesUnder(mount.path()), before);
    delete m_window->findChild<QMessageBox *>(QStringLiteral("saveErrorBox"));
}

void TestFaultsGui::exportDashboardOnBrokenDisk_data()
{
    saveAsOnBrokenDisk_data();
}

void TestFaultsGui::exportDashboardOnBrokenDisk()
{
    QFETCH(bool, readOnly);
    FaultMount mount(QStringLiteral("64k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    const QString earlier = mount.filePath(QStringLiteral("gpu-active-time.png"));
    QVERIFY(writeEarlier(earlier));
    QString error;
    QVERIFY(readOnly ? mount.remountReadOnly(&error) : mount.fill());
    const QStringList before = filesUnder(mount.path());

    auto *dashboard = m_window->findChild<DashboardView *>();
    QSignalSpy finished(dashboard, &DashboardView::exportFinished);
    dashboard->exportDashboardReporting(mount.path());
    QCOMPARE(finished.count(), 1);
    const QString reported = finished.first().at(1).toString();
    const QString reason
        = readOnly ? QStringLiteral("Read-only file system") : QStringLiteral("No space left on device");
    // Every chart and the report are named: none was written.
    QVERIFY2(reported.contains(earlier) && reported.contains(mount.filePath(QStringLiteral("report.pdf")))
            && reported.contains(reason),
        qPrintable(reported));
    const QString box = boxText(dashboard, QStringLiteral("exportErrorBox"));
    QVERIFY2(box.contains(QDir::toNativeSeparators(earlier)) && box.contains(reason), qPrintable(box));
    QVERIFY(!box.contains(QLatin1String("Exported")));
    QCOMPARE(readAll(earlier), kEarlier);
    QCOMPARE(filesUnder(mount.path()), before);
    delete dashboard->findChild<QMessageBox *>(QStringLiteral("exportErrorBox"));
}

void TestFaultsGui::chartSaveOnReadOnlyDisk()
{
    FaultMount mount(QStringLiteral("64k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    const QString file = mount.filePath(QStringLiteral("chart.svg"));
    QVERIFY(writeEarlier(file));
    QString error;
    QVERIFY2(mount.remountReadOnly(&error), qPrintable(error));
    ChartCard *card = m_window->findChild<DashboardView *>()->card(QStringLiteral("gpu-active-time"));
    QVERIFY(card);
    QSignalSpy finished(card, &ChartCard::saveFinished);
    card->saveReporting(file, ExportFormat::Svg);
    QCOMPARE(finished.count(), 1);
    QVERIFY2(finished.first().at(1).toString().contains(QLatin1String("Read-only file system")),
        qPrintable(finished.first().at(1).toString()));
    QVERIFY(boxText(card, QStringLiteral("saveChartErrorBox")).contains(QDir::toNativeSeparators(file)));
    QCOMPARE(readAll(file), kEarlier);
    delete card->findChild<QMessageBox *>(QStringLiteral("saveChartErrorBox"));
}

void TestFaultsGui::atomicFileOnDevFull()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full on this system");
    // Less than the 64 KiB buffer: the failure shows at commit; more: at the write itself.
    for (const qsizetype bytes : { qsizetype(10), qsizetype(300000) }) {
        const QString error = writeFileWhole(QStringLiteral("/dev/full"), QByteArray(bytes, 'x'));
        QCOMPARE(error, QStringLiteral("Cannot write /dev/full: No space left on device"));
    }
    QVERIFY(
        QFileInfo(QStringLiteral("/dev/full")).exists() && !QFileInfo(QStringLiteral("/dev/full")).isFile());
}

void TestFaultsGui::atomicFileKeepsEarlierOnFullDisk()
{
    FaultMount mount(QStringLiteral("64k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    const QString file = mount.filePath(QStringLiteral("out.bin"));
    QVERIFY(writeEarlier(file));
    // 100 KiB do not fit into the 64 KiB left: the earlier 21 bytes stay.
    const QString error = writeFileWhole(file, QByteArray(100 * 1024, 'x'));
    QVERIFY2(error.contains(QLatin1String("No space left on device")), qPrintable(error));
    QCOMPARE(readAll(file), kEarlier);
    QCOMPARE(filesUnder(mount.path()), QStringList { QStringLiteral("out.bin") });
    // What fits replaces it whole.
    QCOMPARE(writeFileWhole(file, QByteArray(1000, 'y')), QString());
    QCOMPARE(readAll(file), QByteArray(1000, 'y'));
    QCOMPARE(filesUnder(mount.path()), QStringList { QStringLiteral("out.bin") });
}

void TestFaultsGui::jobFactsCacheOnReadOnlyDisk()
{
    FaultMount mount(QStringLiteral("64k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    const QString file = mount.filePath(QStringLiteral("cache/jobfacts.json"));
    QVERIFY(writeEarlier(file));
    QString error;
    QVERIFY2(mount.remountReadOnly(&error), qPrintable(error));
    JobFactsCache cache;
    cache.insert("/x/rank0.json", 100, 5, TraceFacts());
    std::string saveError;
    QVERIFY(!cache.save(file.toStdString(), &saveError));
    error = QString::fromStdString(saveError);
    QVERIFY2(
        error.contains(file) && error.contains(QLatin1String("Read-only file system")), qPrintable(error));
    QCOMPARE(readAll(file), kEarlier);
}

// QSettings writes through its own QSaveFile: on a read-only folder the earlier file stays and
// status() says AccessError (the window then keeps its settings for the session only).
void TestFaultsGui::settingsOnReadOnlyFolder()
{
    FaultMount mount(QStringLiteral("64k"));
    if (!mount.ok())
        QSKIP(qPrintable(mount.skipReason()));
    const QString file = mount.filePath(QStringLiteral("Stepline.conf"));
    {
        QSettings settings(file, QSettings::IniFormat);
        settings.setValue(QStringLiteral("theme"), QStringLiteral("dark"));
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    const QByteArray before = readAll(file);
    QString error;
    QVERIFY2(mount.remountReadOnly(&error), qPrintable(error));
    QSettings settings(file, QSettings::IniFormat);
    QCOMPARE(settings.value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
    settings.setValue(QStringLiteral("theme"), QStringLiteral("light"));
    settings.sync();
    QCOMPARE(settings.status(), QSettings::AccessError);
    QCOMPARE(readAll(file), before);
}

QTEST_MAIN(TestFaultsGui)
#include "tst_faultsgui.moc"
