#include "fakeloader.h"
#include "loadcontroller.h"

#include <QThreadPool>
#include <QtTest>

#include <QTemporaryDir>

using namespace stepline;

class TestLoadController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loadsAndReportsProgress();
    void failedLoadCarriesTheError();
    void cancelStopsTheLoad();
    void latestRequestWins();
    void unloadDropsTheProfile();
    void unloadGivesMemoryBack();
    void destructorWaitsForWorkers();

private:
    QString file(const QString &name, const QByteArray &command);
    QTemporaryDir m_dir;
};

void TestLoadController::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestLoadController::file(const QString &name, const QByteArray &command)
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(command + '\n');
    return path;
}

void TestLoadController::loadsAndReportsProgress()
{
    LoadController controller(testing::fakeLoad);
    QSignalSpy started(&controller, &LoadController::loadStarted);
    QSignalSpy progress(&controller, &LoadController::progressChanged);
    QSignalSpy finished(&controller, &LoadController::loadFinished);
    QSignalSpy changed(&controller, &LoadController::profileChanged);
    const QString path = file(QStringLiteral("ok.json"), "ok 1000");
    controller.load(path);
    QCOMPARE(started.count(), 1);
    QVERIFY(controller.isLoading());
    QVERIFY(finished.wait(10000));
    QVERIFY(!controller.isLoading());
    QCOMPARE(changed.count(), 1);
    QVERIFY(controller.profile());
    QCOMPARE(controller.profile()->slices().size(), size_t(1000));
    QCOMPARE(controller.profilePath(), path);
    QCOMPARE(finished.first().at(1).toString(), path);
    QVERIFY(controller.profileBytes() > 0);
    QCOMPARE(controller.profileBytes(),
        qint64(controller.profile()->modelBytes() + controller.profile()->stringPoolBytes()));
    QVERIFY(!progress.isEmpty()); // Qt may coalesce, but at least the last value arrives
    QCOMPARE(progress.last().at(1).toLongLong(), qint64(100));
}

void TestLoadController::failedLoadCarriesTheError()
{
    LoadController controller(testing::fakeLoad);
    QSignalSpy failed(&controller, &LoadController::loadFailed);
    QSignalSpy changed(&controller, &LoadController::profileChanged);
    const QString path = file(QStringLiteral("bad.json"), "fail");
    controller.load(path);
    QVERIFY(failed.wait(10000));
    const auto error = failed.first().at(0).value<LoadError>();
    QCOMPARE(error.code, LoadError::Code::Syntax);
    QCOMPARE(error.byteOffset, qint64(17));
    const QString message = QString::fromStdString(error.toUserMessage());
    QVERIFY2(message.contains(path) && message.contains(QStringLiteral("17")), qPrintable(message));
    QVERIFY(!controller.profile());
    QCOMPARE(changed.count(), 0);
}

void TestLoadController::cancelStopsTheLoad()
{
    LoadController controller(testing::fakeLoad);
    QSignalSpy canceled(&controller, &LoadController::loadCanceled);
    QSignalSpy finished(&controller, &LoadController::loadFinished);
    QSignalSpy progress(&controller, &LoadController::progressChanged);
    const QString path = file(QStringLiteral("slow.json"), "slow");
    controller.load(path);
    QVERIFY(progress.wait(10000)); // running
    controller.cancel();
    QCOMPARE(canceled.count(), 1);
    QCOMPARE(canceled.first().at(0).toString(), path);
    QVERIFY(!controller.isLoading());
    QTest::qWait(100);
    QCOMPARE(finished.count(), 0);
    QCOMPARE(canceled.count(), 1); // the worker's late finish is not reported again
}

void TestLoadController::latestRequestWins()
{
    LoadController controller(testing::fakeLoad);
    QSignalSpy finished(&controller, &LoadController::loadFinished);
    QSignalSpy canceled(&controller, &LoadController::loadCanceled);
    const QString slow = file(QStringLiteral("slow2.json"), "slow");
    const QString fast = file(QStringLiteral("fast.json"), "ok 10");
    controller.load(slow);
    const quint64 first = controller.generation();
    controller.load(fast);
    QCOMPARE(controller.generation(), first + 1);
    QCOMPARE(canceled.count(), 1);
    QCOMPARE(canceled.first().at(0).toString(), slow);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.first().at(1).toString(), fast);
    QCOMPARE(controller.profile()->slices().size(), size_t(10));
    QTest::qWait(100);
    QCOMPARE(finished.count(), 1);
}

void TestLoadController::unloadDropsTheProfile()
{
    LoadController controller(testing::fakeLoad);
    QSignalSpy finished(&controller, &LoadController::loadFinished);
    QSignalSpy changed(&controller, &LoadController::profileChanged);
    controller.load(file(QStringLiteral("u.json"), "ok 100"));
    QVERIFY(finished.wait(10000));
    std::weak_ptr<const Profile> weak = controller.profile();
    finished.clear(); // the spy holds a ProfilePtr too
    changed.clear();
    controller.unload();
    QCOMPARE(changed.count(), 1);
    QVERIFY(!changed.first().at(0).value<ProfilePtr>());
    changed.clear();
    QVERIFY(!controller.profile());
    QVERIFY(weak.expired());
    QCOMPARE(controller.profileBytes(), qint64(0));
    controller.unload(); // nothing loaded: no signal
    QCOMPARE(changed.count(), 0);
}

void TestLoadController::unloadGivesMemoryBack()
{
    if (LoadController::residentBytes() < 0)
        QSKIP("no /proc/self/statm on this system");
    LoadController controller(testing::fakeLoad);
    QSignalSpy finished(&controller, &LoadController::loadFinished);
    const qint64 before = LoadController::residentBytes();
    controller.load(file(QStringLiteral("big.json"), "ok 3000000"));
    QVERIFY(finished.wait(60000));
    finished.clear();
    // The worker may still be returning (freeing its scratch) after it reported the result; on a
    // busy machine that overlapped the measurement below. Measure once it is done.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    const qint64 model = controller.profileBytes();
    const qint64 loaded = LoadController::residentBytes();
    QVERIFY2(model > 60 * 1024 * 1024, qPrintable(QString::number(model)));
    QVERIFY2(loaded - before > model / 2, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(loaded)));
    controller.unload();
    const qint64 after = LoadController::residentBytes();
    qInfo("RSS before %lld MiB, loaded %lld MiB, after unload %lld MiB (model %lld MiB)", before >> 20,
        loaded >> 20, after >> 20, model >> 20);
    // Back to within a quarter of the growth: the columns went back to the system.
    QVERIFY2(after - before < (loaded - before) / 4,
        qPrintable(QStringLiteral("before %1 loaded %2 after %3").arg(before).arg(loaded).arg(after)));
}

void TestLoadController::destructorWaitsForWorkers()
{
    auto controller = std::make_unique<LoadController>(testing::fakeLoad);
    controller->load(file(QStringLiteral("slow3.json"), "slow"));
    QTest::qWait(20);
    controller.reset(); // cancels and waits; must not crash or hang
    QVERIFY(true);
}

QTEST_GUILESS_MAIN(TestLoadController)
#include "tst_loadcontroller.moc"
