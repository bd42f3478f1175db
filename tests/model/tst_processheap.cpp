#include "processheap.h"
#include "smapsflags.h"

#include <QtTest>

#include <cstdlib>
#include <cstring>
#include <vector>

using namespace stepline;

// A process of its own: the preparation changes the allocator's settings for good, and blocks
// freed by earlier tests would lie in heap below the advised part.
class TestProcessHeap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void preparedHeapGivesAdvisedBlocks();
};

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
    if (!prepareHeapForLoading())
        QSKIP("not glibc's allocator (a sanitizer's?), a limited address space or strict overcommit");
    QVERIFY(!advisedBefore); // what follows shows the preparation, not a default
    QVERIFY(prepareHeapForLoading()); // once prepared, it stays so
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
        returnFreedMemory(); // gives the heap's top back; it is advised again
    }
}

QTEST_GUILESS_MAIN(TestProcessHeap)
#include "tst_processheap.moc"
