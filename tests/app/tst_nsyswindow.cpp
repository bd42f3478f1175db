// The window on Nsight Systems exports: a job folder of two generated .sqlite reports (one rank
// each, steps as "train_step N" NVTX ranges) listed by the picker as one job, then opened with a
// step range through the window's open path, with screenshots of the Jobs, Dashboard, Timeline
// and Insights tabs (<build>/nsys-shots/). The command line on the same reports: --step-range on
// summary and diff, and diff against a Kineto trace (the built stepline executable).
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
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
        JobEntry job = collectJob(m_job.toStdString());
        completeJob(job);
        QCOMPARE(job.files.size(), size_t(2));
        QCOMPARE(job.ranks, 2);
        QCOMPARE(job.status, JobStatus::Completed);
        QVERIFY2(job.warnings.empty(), job.warnings.empty() ? "" : job.warnings.front().c_str());
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

    void commandLine()
    {
        const QString rank0 = m_job + QStringLiteral("/report_rank0.sqlite");
        const QString rank1 = m_job + QStringLiteral("/report_rank1.sqlite");
        // summary: no steps without the pattern, the 5 "train_step N" ranges with it.
        QCOMPARE(json({ QStringLiteral("summary"), QStringLiteral("--json"), rank0 })
                     .value(QStringLiteral("steps"))
                     .toArray()
                     .size(),
            0);
        const QJsonArray steps
            = json({ QStringLiteral("summary"), QStringLiteral("--json"), QStringLiteral("--step-range"),
                       QStringLiteral("train_step*"), rank0 })
                  .value(QStringLiteral("steps"))
                  .toArray();
        QCOMPARE(steps.size(), 5);
        QCOMPARE(
            steps[4].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("ProfilerStep#4"));
        // diff nsys against nsys, steps by pattern on both sides: the same kind of profile.
        const QJsonObject same = json({ QStringLiteral("diff"), QStringLiteral("--json"),
            QStringLiteral("--step-range=train_step*"), rank0, rank1 });
        QVERIFY(
            same.value(QStringLiteral("comparability")).toObject().value(QStringLiteral("verdict")).toString()
            != QStringLiteral("incomparable"));
        // diff a Kineto trace against an nsys export: different kinds of profile, said so.
        const QJsonObject mixed = json({ QStringLiteral("diff"), QStringLiteral("--json"),
            QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json"), rank0 });
        QCOMPARE(mixed.value(QStringLiteral("comparability"))
                     .toObject()
                     .value(QStringLiteral("verdict"))
                     .toString(),
            QStringLiteral("incomparable"));
        const QString notes
            = QString::fromUtf8(QJsonDocument(mixed.value(QStringLiteral("notes")).toArray()).toJson());
        QVERIFY2(notes.contains(QLatin1String("nsys-sqlite")), qPrintable(notes));
        // An empty pattern is a usage error.
        QProcess bad;
        bad.start(QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline"),
            { QStringLiteral("summary"), QStringLiteral("--step-range="), rank0 });
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 1);
    }

private:
    static QJsonObject json(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline"), args);
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit) {
            qWarning("stepline %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
            return {};
        }
        const QByteArray out = p.readAllStandardOutput();
        if (p.exitCode() != 0)
            qWarning("stepline %s: exit %d: %s", qPrintable(args.join(QLatin1Char(' '))), p.exitCode(),
                p.readAllStandardError().constData());
        return QJsonDocument::fromJson(out).object();
    }

    QTemporaryDir m_dir;
    QString m_job;
};

QTEST_MAIN(TestNsysWindow)
#include "tst_nsyswindow.moc"
