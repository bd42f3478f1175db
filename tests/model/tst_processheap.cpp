#include "processheap.h"
#include "smapsflags.h"

#include <QtTest>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

using namespace stepline;

// A process of its own: the preparation changes the allocator's settings for good, and blocks
// freed by earlier tests would lie in heap below the advised part.
class TestProcessHeap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void preparedHeapGivesAdvisedBlocks();
    void mainThreadKeepsFreedBlocks();
};

namespace {

// Whether every page of [from, from + bytes) is resident (mincore), from the first whole page on.
bool resident(const void *from, size_t bytes)
{
    const size_t page = size_t(sysconf(_SC_PAGESIZE));
    const uintptr_t begin = (reinterpret_cast<uintptr_t>(from) + page - 1) / page * page;
    const uintptr_t end = (reinterpret_cast<uintptr_t>(from) + bytes) / page * page;
    std::vector<unsigned char> in((end - begin) / page);
    if (in.empty() || ::mincore(reinterpret_cast<void *>(begin), end - begin, in.data()) != 0)
        return false;
    for (unsigned char c : in)
        if (!(c & 1))
            return false;
    return true;
}

} // namespace

// A verb's heap: medium blocks come from the heap (not from a mapping each) and lie in memory
// advised for huge pages, also after freed memory went back to the system mid-load.
void TestProcessHeap::preparedHeapGivesAdvisedBlocks()
{
    const int onTheStack = 0;
    if (vmFlagsAt(&onTheStack).isEmpty())
        QSKIP("/proc/self/smaps is not readable here");
    const size_t fourMiB = size_t(4) << 20; // by default glibc maps a block this size on its own
    void *before = std::malloc(fourMiB);
    QVERIFY(before);
    std::memset(before, 1, fourMiB);
    const bool advisedBefore = hugePagesAdvisedAt(before);
    std::free(before);
    if (!prepareHeapForLoading(true))
        QSKIP("not glibc's allocator (a sanitizer's?), a limited address space or strict overcommit");
    QVERIFY(!advisedBefore); // what follows shows the preparation, not a default
    QVERIFY(prepareHeapForLoading(true)); // once prepared, it stays so
    for (int round = 0; round < 2; ++round) {
        std::vector<void *> blocks;
        for (int i = 0; i < 4; ++i) {
            blocks.push_back(std::malloc(fourMiB));
            QVERIFY(blocks.back());
            std::memset(blocks.back(), 1, fourMiB);
            // Its last byte: the advice starts at the first whole huge page above the old top.
            const char *last = static_cast<const char *>(blocks.back()) + fourMiB - 1;
            QVERIFY2(hugePagesAdvisedAt(last), vmFlagsAt(last).constData());
        }
        for (void *b : blocks)
            std::free(b);
        returnFreedMemory(); // on this thread: the freed blocks stay, the top stays advised
    }
    // The first block after the preparation lies in advised memory, as do those of threads
    // started afterwards (not in arenas of their own).
    void *first = std::malloc(size_t(1) << 20);
    QVERIFY(first);
    QVERIFY2(hugePagesAdvisedAt(first), vmFlagsAt(first).constData());
    std::free(first);
    void *onThread = nullptr;
    std::thread([&onThread] {
        onThread = std::malloc(size_t(1) << 20);
        std::memset(onThread, 1, size_t(1) << 20);
    }).join();
    QVERIFY(onThread);
    QVERIFY2(hugePagesAdvisedAt(onThread), vmFlagsAt(onThread).constData());
    std::free(onThread);
}

// In a prepared heap the verb's main thread keeps what it freed for its next blocks: a trim would
// cut holes into the heap's huge pages, where each reused 4 KiB page faults alone. Another thread
// (a job's rank files) still gives freed memory back, and the main thread then advises the top
// again.
void TestProcessHeap::mainThreadKeepsFreedBlocks()
{
    if (!prepareHeapForLoading(true))
        QSKIP("not glibc's allocator (a sanitizer's?), a limited address space or strict overcommit");
    const size_t fourMiB = size_t(4) << 20;
    char *freed = static_cast<char *>(std::malloc(fourMiB));
    void *after = std::malloc(fourMiB); // keeps `freed` off the heap's top
    QVERIFY(freed && after);
    std::memset(freed, 1, fourMiB);
    std::memset(after, 1, fourMiB);
    // The middle of the block: once freed, its first bytes hold the allocator's own bookkeeping.
    const void *middle = reinterpret_cast<const void *>(reinterpret_cast<uintptr_t>(freed) + fourMiB / 4);
    std::free(freed);
    QVERIFY(resident(middle, fourMiB / 2));
    returnFreedMemory();
    QVERIFY(resident(middle, fourMiB / 2));
    std::thread([] { returnFreedMemory(); }).join();
    QVERIFY(!resident(middle, fourMiB / 2));
    std::free(after);
    // Larger than any free block: it comes from the top, which that trim gave back.
    returnFreedMemory();
    const size_t sixteenMiB = size_t(16) << 20;
    char *next = static_cast<char *>(std::malloc(sixteenMiB));
    QVERIFY(next);
    next[sixteenMiB - 1] = 1;
    QVERIFY2(hugePagesAdvisedAt(next + sixteenMiB - 1), vmFlagsAt(next + sixteenMiB - 1).constData());
    std::free(next);
}

QTEST_GUILESS_MAIN(TestProcessHeap)
#include "tst_processheap.moc"
