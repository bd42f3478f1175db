// startThreadBeside (model/threadstart.h): the work runs, the new thread ends up allowed on every
// CPU its creator may use (never left on the narrowed set it started with, whichever of the two
// threads runs first), it starts off the creator's CPU while it has not settled, and a process
// on one CPU starts its threads as std::thread does.
#include "threadstart.h"

#include <QtTest>

#include <atomic>
#include <vector>

#include <pthread.h>
#include <sched.h>

using namespace stepline;

class TestThreadStart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runsTheWorkAndRestoresAffinity();
    void startsOffTheCreatorsCpu();
    void oneCpuStartsPlainly();
};

namespace {

cpu_set_t affinityOfThisThread()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    pthread_getaffinity_np(pthread_self(), sizeof set, &set);
    return set;
}

// Restores the test thread's affinity when a case narrowed it.
struct AffinityGuard
{
    cpu_set_t saved = affinityOfThisThread();
    ~AffinityGuard() { pthread_setaffinity_np(pthread_self(), sizeof saved, &saved); }
};

} // namespace

void TestThreadStart::runsTheWorkAndRestoresAffinity()
{
    const cpu_set_t creator = affinityOfThisThread();
    for (int i = 0; i < 2000; ++i) {
        std::atomic<bool> ran { false };
        cpu_set_t seen;
        CPU_ZERO(&seen);
        std::thread t = startThreadBeside([&] {
            seen = affinityOfThisThread();
            ran = true;
        });
        t.join();
        QVERIFY(ran);
        QVERIFY2(CPU_EQUAL(&seen, &creator), "the thread kept a narrowed affinity");
    }
}

void TestThreadStart::startsOffTheCreatorsCpu()
{
    const cpu_set_t creator = affinityOfThisThread();
    if (CPU_COUNT(&creator) < 2)
        QSKIP("this process may run on one CPU only");
    // The placement is what threadstart::place sets before the thread settles: every allowed CPU
    // but the creator's.
    const threadstart::Placement placement = threadstart::awayFromCaller();
    QVERIFY(placement.useful);
    QVERIFY(placement.here >= 0 && CPU_ISSET(placement.here, &creator));
    std::atomic<bool> placed { false };
    cpu_set_t during;
    CPU_ZERO(&during);
    std::atomic<bool> release { false };
    std::thread t([&] {
        while (!placed.load())
            sched_yield();
        during = affinityOfThisThread();
        while (!release.load())
            sched_yield();
    });
    threadstart::place(t, placement);
    placed = true;
    release = true;
    t.join();
    QVERIFY(!CPU_ISSET(placement.here, &during));
    QCOMPARE(CPU_COUNT(&during), CPU_COUNT(&creator) - 1);
}

void TestThreadStart::oneCpuStartsPlainly()
{
    const AffinityGuard guard;
    const int here = sched_getcpu();
    QVERIFY(here >= 0);
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(here, &one);
    QCOMPARE(pthread_setaffinity_np(pthread_self(), sizeof one, &one), 0);
    QVERIFY(!threadstart::awayFromCaller().useful);
    cpu_set_t seen;
    CPU_ZERO(&seen);
    std::thread t = startThreadBeside([&] { seen = affinityOfThisThread(); });
    t.join();
    QVERIFY(CPU_EQUAL(&seen, &one));
}

QTEST_GUILESS_MAIN(TestThreadStart)
#include "tst_threadstart.moc"
