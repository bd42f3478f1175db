// The window on Nsight Systems exports: a job folder of two generated .sqlite reports (one rank
// each, steps as "train_step N" NVTX ranges) listed by the picker as one job, then opened with a
// step range through the window's open path, with screenshots of the Jobs, Dashboard and
// Timeline tabs (<build>/nsys-shots/).
#include "joblistcontroller.h"
#include "jobscanner.h"
#include "kernelstats.h"
#include "loadcontroller.h"
#include "mainwindow.h"
#include "nsysexportgen.h"
#include "steps.h"

#include <QtTest>

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace stepline;

class TestNsysWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(
            QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
        QCoreApplication::setOrganizationName(QStringLiteral("SteplineTest"));
        QCoreApplication::setApplicationName(QStringLiteral("SteplineNsysWindow"));
        QApplication::setStyle(QStringLiteral("Fusion"));
        m_job = m_dir.filePath(QStringLiteral("profiles/nsys-job"));
        QVERIFY(QDir().mkpath(m_job));
        NsysExportSpec spec;
        spec.steps = 5;
        spec.kernelsPerStep = 8;
        spec.graphs = true;
        spec.stepName = "train_step ";
        for (int r = 0; r < 2; ++r) {
            spec.seed = uint64_t(r + 1);
            QString error;
            QVERIFY2(writeNsysExport(m_job + QStringLiteral("/report_rank%1.sqlite").arg(r), spec, &error),
                qPrintable(error));
        }
    }

    void pickerListsOneJob()
    {
        // The picker's own scan of the folder: one job of two ranks on one GPU each, complete.
        JobEntry job = collectJob(m_job);
        completeJob(job);
        QCOMPARE(job.files.size(), 2);
        QCOMPARE(job.ranks, 2);
        QCOMPARE(job.status, JobStatus::Completed);
        QVERIFY2(job.warnings.isEmpty(), qPrintable(job.warnings.join(QLatin1Char('\n'))));
    }

    void windowWithStepRange()
    {
        const QString shots = QStringLiteral(STEPLINE_BINARY_DIR "/nsys-shots");
        QDir().mkpath(shots);
        MainWindow window { LoadController::LoadFunction() };
        window.resize(1280, 800);
        window.setProfilesFolder(QFileInfo(m_job).absolutePath(), false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(!window.jobList()->jobs().isEmpty(), 20000);
        QTest::qWait(500);
        window.tabs()->setCurrentIndex(MainWindow::JobsTab);
        QTest::qWait(300);
        QVERIFY(window.grab().save(shots + QStringLiteral("/jobs.png")));

        QSignalSpy done(window.loadController(), &LoadController::profileChanged);
        LoadOptions options;
        options.stepRange = "train_step*";
        window.openPath(m_job, options);
        QVERIFY(done.wait(60000));
        const auto profile = window.loadController()->profile();
        QVERIFY(profile);
        QCOMPARE(profile->ranks().size(), size_t(2));
        // The step range reached the loader: 5 steps per rank.
        QCOMPARE(hostSteps(*profile).size(), size_t(10));
        QCOMPARE(kernelStats(*profile).count, uint64_t(2 * 5 * (8 + 3)));
        QTest::qWait(1000);
        for (const auto &[tab, name] : { std::pair { int(MainWindow::DashboardTab), "dashboard" },
                 std::pair { int(MainWindow::TimelineTab), "timeline" },
                 std::pair { int(MainWindow::InsightsTab), "insights" } }) {
            window.tabs()->setCurrentIndex(tab);
            QTest::qWait(400);
            QVERIFY(
                window.grab().save(shots + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".png")));
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_job;
};

QTEST_MAIN(TestNsysWindow)
#include "tst_nsyswindow.moc"
