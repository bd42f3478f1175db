// runParallelTasks: every index runs exactly once on up to N threads, the caller's among them, and
// a task's exception reaches the caller after every thread has stopped.
#include "paralleltasks.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <mutex>
#include <new>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace stepline;

class TestParallelTasks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyIndexOnce_data();
    void everyIndexOnce();
    void callerThreadTakesPart();
    void exceptionReachesTheCaller();
};

void TestParallelTasks::everyIndexOnce_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("threads");
    QTest::newRow("none") << 0 << 4;
    QTest::newRow("one on many threads") << 1 << 8;
    QTest::newRow("more tasks than threads") << 1000 << 3;
    QTest::newRow("zero threads means one") << 17 << 0;
}

void TestParallelTasks::everyIndexOnce()
{
    QFETCH(int, count);
    QFETCH(int, threads);
    std::vector<std::atomic<int>> runs(static_cast<size_t>(count));
    std::mutex lock;
    std::set<std::thread::id> seen;
    runParallelTasks(size_t(count), threads, [&](size_t i) {
        runs[i].fetch_add(1);
        std::lock_guard<std::mutex> guard(lock);
        seen.insert(std::this_thread::get_id());
    });
    for (int i = 0; i < count; ++i)
        QCOMPARE(runs[size_t(i)].load(), 1);
    QVERIFY(int(seen.size()) <= std::max(threads, 1));
}

void TestParallelTasks::callerThreadTakesPart()
{
    // One thread asked for: everything runs on the caller's thread, none is started.
    std::set<std::thread::id> seen;
    runParallelTasks(5, 1, [&](size_t) { seen.insert(std::this_thread::get_id()); });
    QCOMPARE(seen.size(), size_t(1));
    QVERIFY(seen.count(std::this_thread::get_id()) == 1);
}

void TestParallelTasks::exceptionReachesTheCaller()
{
    std::atomic<int> running { 0 };
    int runningWhenCaught = -1;
    try {
        runParallelTasks(200, 4, [&](size_t i) {
            running.fetch_add(1);
            std::this_thread::sleep_for(std::chrono::microseconds(200));
            running.fetch_sub(1);
            if (i == 3)
                throw std::bad_alloc();
        });
    } catch (const std::bad_alloc &) {
        runningWhenCaught = running.load();
    }
    // Caught on the caller's thread, and only once every thread has stopped.
    QCOMPARE(runningWhenCaught, 0);
}

QTEST_APPLESS_MAIN(TestParallelTasks)
#include "tst_paralleltasks.moc"
