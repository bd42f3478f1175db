#include "hugepages.h"
#include "profilebuilder.h"
#include "profileserializeraccess.h"
#include "smapsflags.h"
#include "textslabs.h"
#include "workerthread.h"

#include <QFile>
#include <QtTest>

#include <sys/mman.h>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

using namespace stepline;

class TestModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stringPoolInternsOnce();
    void stringPoolSurvivesGrowth();
    void argStoreRoundTripsAcrossBlocks();
    void argStoreKeepsBlocksRawWithinBudget();
    void argStoreAppendManyMatchesAppend();
    void argStoreDecodesKeys();
    void textSlabsKeepTextsInPlace();
    void hugePageVectorsGrowAligned();
    void columnsAdviseOnlyTheHugePagesInside();
    void releasedMemoryReusedWhileKept();
    void nestingAssignsDepthAndParent();
    void partialOverlapGoesToExtraLane();
    void visibleRangeIsTwoBinarySearches();
    void sliceAtNestedStopsEarly();
    void correlationLinksLaunchToKernel();
    void correlationIdsOfEverySpacing_data();
    void correlationIdsOfEverySpacing();
    void flowEventsAreFallbackForLaunches();
    void absorbRemapsEverything();
    void windowsFollowHostAndGpuEventsOnly();
    void workerThreadCarriesItsException();
};

void TestModel::stringPoolInternsOnce()
{
    StringPool pool;
    QCOMPARE(pool.intern("").value, 0u);
    const StringId a = pool.intern("aten::mm");
    const StringId b = pool.intern("aten::mm");
    const StringId c = pool.intern("aten::add");
    QCOMPARE(a.value, b.value);
    QVERIFY(!(a == c));
    QCOMPARE(pool.view(c), std::string_view("aten::add"));
    StringId found;
    QVERIFY(pool.find("aten::add", &found));
    QCOMPARE(found.value, c.value);
    QVERIFY(!pool.find("nope", &found));
}

void TestModel::stringPoolSurvivesGrowth()
{
    StringPool pool;
    std::vector<StringId> ids;
    for (int i = 0; i < 20000; ++i)
        ids.push_back(pool.intern("kernel_" + std::to_string(i)));
    const std::string longName(9000, 'k'); // ~9 KB kernel names exist (hta/cupti_profiler)
    const StringId longId = pool.intern(longName);
    for (int i = 0; i < 20000; i += 997)
        QCOMPARE(pool.str(ids[i]), "kernel_" + std::to_string(i));
    QCOMPARE(pool.view(longId).size(), size_t(9000));
    QCOMPARE(pool.intern(longName).value, longId.value);
}

namespace {
// Sets the process's budget of uncompressed arg blocks for one test.
struct RawBudget
{
    explicit RawBudget(size_t bytes)
        : before(ArgStore::setRawBudget(bytes))
    {
    }
    ~RawBudget() { ArgStore::setRawBudget(before); }
    size_t before;
};

std::string correlationArgs(int i)
{
    return "{\"correlation\": " + std::to_string(i)
        + ", \"device\": 0, \"pad\": \"xxxxxxxxxxxxxxxxxxxxxxxx\"}";
}
} // namespace

void TestModel::argStoreRoundTripsAcrossBlocks()
{
    const RawBudget none(0); // every block compressed
    ArgStore store;
    std::vector<ArgSetId> ids;
    for (int i = 0; i < 5000; ++i)
        ids.push_back(store.append(correlationArgs(i)));
    const ArgSetId beforeSeal = ids.back();
    {
        ArgStore::Reader reader(store); // readable before sealing too (unsealed tail)
        QVERIFY(reader.raw(beforeSeal).find("4999") != std::string_view::npos);
    }
    store.seal();
    QVERIFY(store.memoryBytes() < 5000 * 60); // compressed well below the raw ~75 bytes each
    ArgStore::Reader reader(store);
    for (int i = 0; i < 5000; i += 7) {
        const std::string expected = "{\"correlation\": " + std::to_string(i) + ",";
        QVERIFY2(reader.raw(ids[i]).substr(0, expected.size()) == expected, std::to_string(i).c_str());
    }
    QCOMPARE(reader.raw(ArgSetId()), std::string_view("{}"));
    QCOMPARE(store.rawBlockBytes(), size_t(0));
}

// The first blocks of the process stay uncompressed up to the budget, shared by every store and
// given back when a store goes; they read the same, and the native format still gets them
// compressed, exactly as a store without budget compresses them.
void TestModel::argStoreKeepsBlocksRawWithinBudget()
{
    const RawBudget budget(300 * 1024); // two of the 128 KiB blocks
    auto fill = [](ArgStore &store) {
        for (int i = 0; i < 8000; ++i) // about 600 KB: four full blocks and a tail
            store.append(correlationArgs(i));
        store.seal();
    };
    {
        ArgStore tiny; // its one partial block kept raw does not keep a whole block's buffer
        tiny.append(correlationArgs(1));
        tiny.seal();
        QCOMPARE(tiny.rawBlockBytes(), correlationArgs(1).size());
        QVERIFY(tiny.memoryBytes() < 1024);
    }
    ArgStore first;
    fill(first);
    QVERIFY(first.rawBlockBytes() > 200 * 1024 && first.rawBlockBytes() <= 300 * 1024);
    {
        ArgStore::Reader reader(first); // raw and compressed blocks, visited out of order too
        for (int i = 7999; i >= 0; i -= 13)
            QCOMPARE(reader.raw(ArgSetId(uint32_t(i))), std::string_view(correlationArgs(i)));
    }
    ArgStore second; // the budget is spent while first holds it
    fill(second);
    QCOMPARE(second.rawBlockBytes(), size_t(0));
    QVERIFY(second.memoryBytes() < first.memoryBytes());

    // The native format's blocks: all compressed, byte for byte those of a store without budget.
    const std::vector<ProfileSerializer::ArgBlock> stored = ProfileSerializer::argBlocks(first);
    const std::vector<ProfileSerializer::ArgBlock> reference = ProfileSerializer::argBlocks(second);
    QCOMPARE(stored.size(), reference.size());
    for (size_t b = 0; b < stored.size(); ++b) {
        QVERIFY(stored[b].compressedSize > 0);
        QCOMPARE(stored[b].rawSize, reference[b].rawSize);
        QCOMPARE(stored[b].firstId, reference[b].firstId);
        QCOMPARE(std::string_view(stored[b].data, stored[b].compressedSize),
            std::string_view(reference[b].data, reference[b].compressedSize));
    }

    // A store that absorbs another takes its share along; the budget comes back when it goes.
    const size_t held = first.rawBlockBytes();
    {
        ArgStore merged;
        merged.absorb(std::move(first));
        QCOMPARE(merged.rawBlockBytes(), held);
        QCOMPARE(first.rawBlockBytes(), size_t(0));
        ArgStore third;
        fill(third);
        QCOMPARE(third.rawBlockBytes(), size_t(0));
    }
    ArgStore fourth;
    fill(fourth);
    QCOMPARE(fourth.rawBlockBytes(), held);
}

// Texts of mixed sizes (one larger than a block) handed over in uneven batches must get the same
// ids, blocks and texts as one append() each.
void TestModel::argStoreAppendManyMatchesAppend()
{
    std::vector<std::string> texts;
    for (int i = 0; i < 9000; ++i)
        texts.push_back(
            "{\"i\": " + std::to_string(i) + ", \"pad\": \"" + std::string(size_t(i % 97), 'x') + "\"}");
    texts[4321] = "{\"big\": \"" + std::string(300 * 1024, 'b') + "\"}";
    const RawBudget none(0);
    ArgStore one, many;
    for (const std::string &t : texts)
        one.append(t);
    const size_t batchSizes[] = { 1, 7, 1000, 2, 3500, 1, 333 };
    size_t next = 0;
    for (size_t b = 0; next < texts.size(); ++b) {
        std::string joined;
        std::vector<uint32_t> ends;
        for (size_t k = 0; k < batchSizes[b % std::size(batchSizes)] && next < texts.size(); ++k) {
            joined += texts[next++];
            ends.push_back(uint32_t(joined.size()));
        }
        many.appendMany(joined, ends);
    }
    QCOMPARE(many.count(), one.count());
    {
        ArgStore::Reader reader(many); // the unsealed tail reads too
        QCOMPARE(reader.raw(ArgSetId(uint32_t(texts.size() - 1))), std::string_view(texts.back()));
    }
    one.seal();
    many.seal();
    QCOMPARE(many.memoryBytes(), one.memoryBytes()); // same blocks, so the same compressed bytes
    ArgStore::Reader a(one), b(many);
    for (uint32_t i = 0; i < texts.size(); ++i)
        QVERIFY2(a.raw(ArgSetId(i)) == texts[i] && b.raw(ArgSetId(i)) == texts[i], std::to_string(i).c_str());
}

void TestModel::argStoreDecodesKeys()
{
    const auto pairs
        = ArgStore::decode(R"({"External id": 12, "Input type": ["c10::Half", ""], "bw": "N/A"})");
    QCOMPARE(pairs.size(), size_t(3));
    QCOMPARE(ArgStore::value(R"({"dtype": "Float"})", "dtype"), std::string("\"Float\""));
    QCOMPARE(ArgStore::value("{broken", "dtype"), std::string());
}

// Builds one CPU track with a[0,100] > b[10,50] > c[20,30], d[60,90] and a separate e[200,210].
// Kept texts never move, across slabs of every size and when another set of slabs absorbs them;
// slabs grow with what they hold, so a few texts take little memory.
void TestModel::textSlabsKeepTextsInPlace()
{
    auto textOf = [](int i, size_t size) {
        std::string t(size, char('a' + i % 26));
        t.replace(0, std::min(size, std::to_string(i).size()), std::to_string(i).substr(0, size));
        return t;
    };
    TextSlabs slabs;
    std::vector<std::pair<const char *, std::string>> kept;
    size_t total = 0;
    for (int i = 0; i < 3000; ++i) {
        const size_t size = i == 1500 ? size_t(5) << 20 : size_t(1 + (i * 37) % 2000); // one 5 MiB text
        std::string text = textOf(i, size);
        const char *at = slabs.keep(text);
        QVERIFY(at);
        total += size;
        kept.emplace_back(at, std::move(text));
        if (i == 0)
            QVERIFY(slabs.memoryBytes() < 256); // the first slab holds just the first text
    }
    QVERIFY(slabs.memoryBytes() >= total);
    QVERIFY2(slabs.memoryBytes() <= 2 * total + 2 * hugepages::kPageBytes,
        std::to_string(slabs.memoryBytes()).c_str());
    for (const auto &[at, text] : kept)
        QVERIFY(std::string_view(at, text.size()) == text);

    TextSlabs other;
    const char *early = other.keep("early");
    other.absorb(std::move(slabs));
    QCOMPARE(slabs.memoryBytes(), size_t(0));
    const char *late = other.keep("late"); // into the absorbing store's own last slab
    for (const auto &[at, text] : kept)
        QVERIFY(std::string_view(at, text.size()) == text);
    QCOMPARE(std::string_view(early, 5), std::string_view("early"));
    QCOMPARE(std::string_view(late, 4), std::string_view("late"));
}

// Vectors on the huge-page allocator: small ones from operator new, big ones 2 MiB-aligned, and
// growing keeps the contents.
void TestModel::hugePageVectorsGrowAligned()
{
    std::vector<uint64_t, hugepages::Allocator<uint64_t>> values;
    for (uint64_t i = 0; i < (uint64_t(3) << 20); ++i) // 24 MiB
        values.push_back(i * 2654435761u);
    QCOMPARE(reinterpret_cast<uintptr_t>(values.data()) % hugepages::kPageBytes, uintptr_t(0));
    for (uint64_t i = 0; i < values.size(); i += 4099)
        QCOMPARE(values[i], i * 2654435761u);
    values.clear();
    values.shrink_to_fit();
    QCOMPARE(hugepages::mappedBytes(1), hugepages::kPageBytes);
    QCOMPARE(hugepages::mappedBytes(hugepages::kPageBytes + 1), 2 * hugepages::kPageBytes);
    void *p = hugepages::allocate(hugepages::kMinBytes);
    QVERIFY(p);
    QCOMPARE(reinterpret_cast<uintptr_t>(p) % hugepages::kPageBytes, uintptr_t(0));
    static_cast<char *>(p)[hugepages::kPageBytes - 1] = 1; // the whole huge page is mapped
    hugepages::release(p, hugepages::kMinBytes);
    QVERIFY(!hugepages::allocate(~size_t(0) - 10)); // no room: nullptr, never a wrapped size
}

// Columns of a huge page or more get huge pages only for the whole 2 MiB pages inside the capacity
// they asked for, so they never hold more resident memory than that capacity; smaller ones from
// 512 KiB on take one huge page, and the buffers a load fills to their end get the whole mapping
// advised. Small columns come from operator new.
void TestModel::columnsAdviseOnlyTheHugePagesInside()
{
    const size_t threeMiB = size_t(3) << 20;
    void *inside = hugepages::allocate(threeMiB, 0, hugepages::Advice::PagesInside);
    void *whole = hugepages::allocate(threeMiB);
    QVERIFY(inside && whole);
    char *in = static_cast<char *>(inside), *wh = static_cast<char *>(whole);
    if (vmFlagsAt(in).isEmpty()) {
        hugepages::release(inside, threeMiB);
        hugepages::release(whole, threeMiB);
        QSKIP("/proc/self/smaps is not readable here");
    }
    QVERIFY2(hugePagesAdvisedAt(in), vmFlagsAt(in).constData());
    QVERIFY2(hugePagesAdvisedAt(in + hugepages::kPageBytes - 1), vmFlagsAt(in).constData());
    QVERIFY2(
        !hugePagesAdvisedAt(in + hugepages::kPageBytes), vmFlagsAt(in + hugepages::kPageBytes).constData());
    QVERIFY(hugePagesAdvisedAt(wh));
    QVERIFY(hugePagesAdvisedAt(wh + 2 * hugepages::kPageBytes - 1)); // the last, partial page too
    hugepages::release(inside, threeMiB);
    hugepages::release(whole, threeMiB);

    hugepages::Column<uint64_t> column;
    column.reserve(threeMiB / sizeof(uint64_t));
    QCOMPARE(reinterpret_cast<uintptr_t>(column.data()) % hugepages::kPageBytes, uintptr_t(0));
    const char *data = reinterpret_cast<const char *>(column.data());
    QVERIFY(hugePagesAdvisedAt(data));
    QVERIFY(!hugePagesAdvisedAt(data + hugepages::kPageBytes));
    for (uint64_t i = 0; i < column.capacity(); ++i)
        column.push_back(i * 40503u);
    column.push_back(1); // grows into a new mapping, contents kept
    for (uint64_t i = 0; i + 1 < column.size(); i += 4099)
        QCOMPARE(column[i], i * 40503u);

    hugepages::Column<uint64_t> oneMiB; // below one huge page: a whole one
    oneMiB.reserve((size_t(1) << 20) / sizeof(uint64_t));
    QCOMPARE(reinterpret_cast<uintptr_t>(oneMiB.data()) % hugepages::kPageBytes, uintptr_t(0));
    QVERIFY(hugePagesAdvisedAt(oneMiB.data()));

    hugepages::Column<uint64_t> small(1000, 7);
    QVERIFY(!hugePagesAdvisedAt(small.data()));
    QCOMPARE(small[999], uint64_t(7));
}

// While a KeepReleased lives, released mappings serve later requests (the smallest that fits, a
// bigger one cut at its front), a column reusing one keeps nothing resident beyond what it asked
// for, and at most 32 MiB is kept; without one, nothing is kept and reuse() finds nothing.
void TestModel::releasedMemoryReusedWhileKept()
{
    const size_t page = hugepages::kPageBytes;
    QVERIFY(!hugepages::reuse(page)); // nothing kept: no KeepReleased alive
    {
        const hugepages::KeepReleased keep;
        char *six = static_cast<char *>(hugepages::allocate(3 * page));
        char *two = static_cast<char *>(hugepages::allocate(page));
        QVERIFY(six && two);
        std::memset(six, 0x5A, 3 * page);
        two[0] = 1;
        hugepages::release(six, 3 * page);
        hugepages::release(two, page);
        QCOMPARE(hugepages::reuse(page), static_cast<void *>(two)); // the smallest that fits
        char *front = static_cast<char *>(hugepages::reuse(page));
        QCOMPARE(static_cast<void *>(front),
            static_cast<void *>(six)); // cut from the front of the bigger one, contents left as they were
        QCOMPARE(front[page - 1], char(0x5A));
        // A column of 1.5 huge pages from the rest: its bytes stay, nothing beyond them is resident.
        const size_t columnBytes = page + page / 2;
        char *column = static_cast<char *>(hugepages::reuse(columnBytes, hugepages::Advice::PagesInside));
        QCOMPARE(static_cast<void *>(column), static_cast<void *>(six + page));
        QCOMPARE(column[columnBytes - 1], char(0x5A));
        std::vector<unsigned char> resident(2 * page / 4096);
        QCOMPARE(::mincore(column, 2 * page, resident.data()), 0);
        QVERIFY(resident[columnBytes / 4096 - 1] & 1);
        for (size_t i = columnBytes / 4096; i < resident.size(); ++i)
            QVERIFY2(!(resident[i] & 1), qPrintable(QStringLiteral("page %1 resident").arg(i)));
        QVERIFY(!hugepages::reuse(page)); // all three taken
        hugepages::release(column, columnBytes);
        hugepages::release(front, page);
        hugepages::release(two, page);
        QVERIFY(!hugepages::reuse(3 * page)); // kept as 2 + 1 + 1 huge pages, not merged
        char *again = static_cast<char *>(hugepages::reuse(2 * page));
        QCOMPARE(static_cast<void *>(again), static_cast<void *>(column));
        hugepages::release(again, 2 * page);

        // At most 32 MiB kept: of two 24 MiB mappings released, the second is unmapped.
        const size_t big = size_t(24) << 20;
        void *first = hugepages::allocate(big);
        void *second = hugepages::allocate(big);
        QVERIFY(first && second);
        hugepages::release(first, big);
        hugepages::release(second, big);
        void *kept = hugepages::reuse(big);
        QCOMPARE(kept, first);
        QVERIFY(!hugepages::reuse(big));
        hugepages::release(kept, big);
    }
    QVERIFY(!hugepages::reuse(page)); // the last KeepReleased unmapped what was kept
}

void TestModel::nestingAssignsDepthAndParent()
{
    ProfileBuilder b;
    const uint32_t rank = b.addRank({});
    const TrackId t = b.track(b.process(rank, 1), 1, TrackKind::CpuThread);
    auto name = [&](const char *n) { return b.strings().intern(n); };
    const StringId cat = name("cpu_op");
    // Appended out of order on purpose: Kineto output is not sorted.
    b.addSlice(t, 1000 + 60, 30, name("d"), cat);
    b.addSlice(t, 1000 + 20, 10, name("c"), cat);
    b.addSlice(t, 1000 + 0, 100, name("a"), cat);
    b.addSlice(t, 1000 + 200, 10, name("e"), cat);
    b.addSlice(t, 1000 + 10, 40, name("b"), cat);
    const ProfilePtr p = b.finalize();
    QCOMPARE(p->job().originAbsNs, int64_t(1000));
    QCOMPARE(p->depthCount(t), uint16_t(3));
    QStringList dump;
    const SliceTable &s = p->slices();
    for (uint32_t i = 0; i < s.size(); ++i) {
        const std::string parent
            = s.parent[i].isValid() ? std::string(p->str(s.name[s.parent[i].value])) : "-";
        dump << QString::fromStdString(std::string(p->str(s.name[i])) + "@" + std::to_string(s.ts[i]) + " d"
            + std::to_string(s.depth[i]) + " p=" + parent);
    }
    QCOMPARE(dump,
        QStringList({ QStringLiteral("a@0 d0 p=-"), QStringLiteral("e@200 d0 p=-"),
            QStringLiteral("b@10 d1 p=a"), QStringLiteral("d@60 d1 p=a"), QStringLiteral("c@20 d2 p=b") }));
    QCOMPARE(p->report().count(warning::kLaneSplit), uint64_t(0));
    QCOMPARE(p->eventCount(), uint64_t(5));
}

void TestModel::partialOverlapGoesToExtraLane()
{
    ProfileBuilder b;
    const uint32_t rank = b.addRank({});
    const TrackId t = b.track(b.process(rank, 0), 7, TrackKind::GpuStream);
    const StringId cat = b.strings().intern("kernel");
    b.addSlice(t, 0, 100, b.strings().intern("k1"), cat);
    b.addSlice(t, 50, 100, b.strings().intern("k2"), cat); // overlaps k1's tail
    b.addSlice(t, 150, 10, b.strings().intern("k3"), cat);
    const ProfilePtr p = b.finalize();
    QCOMPARE(p->slices().size(), size_t(3)); // nothing dropped
    QCOMPARE(p->depthCount(t), uint16_t(2));
    QCOMPARE(p->report().count(warning::kLaneSplit), uint64_t(1));
    const Profile::Range d1 = p->depthRange(t, 1);
    QCOMPARE(d1.size(), 1u);
    QCOMPARE(p->str(p->slices().name[d1.begin]), std::string_view("k2"));
    QVERIFY(!p->slices().parent[d1.begin].isValid());
}

void TestModel::visibleRangeIsTwoBinarySearches()
{
    ProfileBuilder b;
    const uint32_t rank = b.addRank({});
    const TrackId t = b.track(b.process(rank, 1), 1, TrackKind::CpuThread);
    const StringId cat = b.strings().intern("cpu_op"), n = b.strings().intern("op");
    for (int i = 0; i < 100; ++i)
        b.addSlice(t, i * 10, 5, n, cat); // [0,5] [10,15] ...
    const ProfilePtr p = b.finalize();
    Profile::Range r = p->visibleRange(t, 0, 12, 31);
    QCOMPARE(r.begin, 1u); // [10,15] ends after 12
    QCOMPARE(r.end, 4u); // [30,35] starts before 31
    r = p->visibleRange(t, 0, 6, 9); // a gap
    QCOMPARE(r.size(), 0u);
    r = p->visibleRange(t, 0, -100, 10000);
    QCOMPARE(r.size(), 100u);
    QCOMPARE(p->visibleRange(t, 3, 0, 10).size(), 0u); // no such depth
    QCOMPARE(p->sliceAt(t, 13).value, 1u);
    QVERIFY(!p->sliceAt(t, 7).isValid());
}

// sliceAt's nested search (it stops at the first depth with nothing there) finds what the full one
// does on strictly nested stacks; with a lane split the full search still finds the deeper slice.
void TestModel::sliceAtNestedStopsEarly()
{
    ProfileBuilder b;
    const uint32_t rank = b.addRank({});
    const TrackId t = b.track(b.process(rank, 1), 1, TrackKind::CpuThread);
    const StringId cat = b.strings().intern("python_function"), n = b.strings().intern("f");
    // Stacks of 1-12 frames, each frame 1 ns inside its caller, gaps between the stacks.
    for (int stack = 0; stack < 40; ++stack) {
        const int64_t at = stack * 100;
        const int frames = 1 + stack % 12;
        for (int f = 0; f < frames; ++f)
            b.addSlice(t, at + f, 60 - 2 * f, n, cat);
    }
    const ProfilePtr p = b.finalize();
    QCOMPARE(p->report().count(warning::kLaneSplit), uint64_t(0));
    int found = 0;
    for (int64_t ts = -5; ts < 4100; ++ts) {
        const EventId full = p->sliceAt(t, ts);
        QCOMPARE(p->sliceAt(t, ts, true).value, full.value);
        found += full.isValid();
    }
    QVERIFY(found > 2000);

    // [0,10] then [5,20] (a lane split) and [12,14] inside the latter: at 13 only depth 1 holds.
    ProfileBuilder split;
    const uint32_t r2 = split.addRank({});
    const TrackId t2 = split.track(split.process(r2, 1), 1, TrackKind::CpuThread);
    const StringId c2 = split.strings().intern("cpu_op"), n2 = split.strings().intern("op");
    split.addSlice(t2, 0, 10, n2, c2);
    split.addSlice(t2, 5, 15, n2, c2);
    split.addSlice(t2, 12, 2, n2, c2);
    const ProfilePtr q = split.finalize();
    QVERIFY(q->report().count(warning::kLaneSplit) > 0);
    QVERIFY(q->sliceAt(t2, 13).isValid());
}

void TestModel::correlationLinksLaunchToKernel()
{
    ProfileBuilder b;
    const uint32_t r0 = b.addRank({});
    const uint32_t r1 = b.addRank({});
    auto s = [&](const char *t) { return b.strings().intern(t); };
    for (uint32_t rank : { r0, r1 }) {
        const TrackId cpu = b.track(b.process(rank, 100), 100, TrackKind::CpuThread);
        const TrackId gpu = b.track(b.process(rank, 0), 7, TrackKind::GpuStream);
        const uint32_t op = b.addSlice(cpu, 0, 50, s("aten::mm"), s("cpu_op"));
        const uint32_t launch = b.addSlice(cpu, 10, 5, s("cudaLaunchKernel"), s("cuda_runtime"));
        const uint32_t kernel = b.addSlice(gpu, 40, 30, s("sgemm"), s("kernel"));
        const uint32_t orphan = b.addSlice(gpu, 80, 5, s("orphan"), s("kernel"));
        b.setCorrelation(launch, rank, 5); // same correlation id in both ranks: must not cross
        b.setCorrelation(kernel, rank, 5);
        b.setCorrelation(orphan, rank, 6);
        b.setExternalId(op, rank, 1);
        b.setExternalId(kernel, rank, 1);
    }
    const ProfilePtr p = b.finalize();
    const FlowTable &f = p->flows();
    int launches = 0, externals = 0;
    for (size_t i = 0; i < f.size(); ++i) {
        const EventId from = f.from[i], to = f.to[i];
        QCOMPARE(p->track(p->slices().track[from.value]).rank, p->track(p->slices().track[to.value]).rank);
        QCOMPARE(p->str(p->slices().name[to.value]), std::string_view("sgemm"));
        launches += f.kind[i] == FlowKind::Launch;
        externals += f.kind[i] == FlowKind::External;
        QCOMPARE(f.outgoing(from).size(), size_t(1));
    }
    QCOMPARE(launches, 2);
    QCOMPARE(externals, 2);
    QCOMPARE(p->report().count(warning::kUnmatchedGpuOp), uint64_t(2));
}

// Correlation ids that count up one by one, that skip (a 54 MB trace's launches hold 42 K of the
// 270 K ids it numbers) or that are spread over the whole int64 range: the lookup table and the
// sorted fallback (ProfileBuilder::matchLinks) link every kernel to its own launch.
void TestModel::correlationIdsOfEverySpacing_data()
{
    QTest::addColumn<qint64>("step"); // 0: spread over the int64 range
    // 8,000 launches: a table up to 4 entries each and 64 K more (97,536) takes steps up to 12,
    // one up to 16 each (128,000) steps up to 16; beyond, the candidates are sorted.
    QTest::newRow("consecutive") << qint64(1);
    QTest::newRow("every 12th") << qint64(12);
    QTest::newRow("every 14th") << qint64(14);
    QTest::newRow("every 40th") << qint64(40);
    QTest::newRow("spread over int64") << qint64(0);
}

void TestModel::correlationIdsOfEverySpacing()
{
    QFETCH(qint64, step);
    const bool spread = step == 0;
    ProfileBuilder b;
    const uint32_t rank = b.addRank({});
    auto s = [&](const char *t) { return b.strings().intern(t); };
    const TrackId cpu = b.track(b.process(rank, 100), 100, TrackKind::CpuThread);
    const TrackId gpu = b.track(b.process(rank, 0), 7, TrackKind::GpuStream);
    const int n = 8000;
    std::vector<int64_t> ids(n);
    for (int i = 0; i < n; ++i)
        ids[size_t(i)] = spread ? int64_t(uint64_t(i + 1) * 0x9E3779B97F4A7C15ull) : 1000 + i * step;
    // Launches in id order, kernels in reverse, each kernel named after its launch's position.
    std::vector<std::string> names(n);
    for (int i = 0; i < n; ++i) {
        const uint32_t launch = b.addSlice(cpu, i * 100, 5, s("cudaLaunchKernel"), s("cuda_runtime"));
        b.setCorrelation(launch, rank, ids[size_t(i)]);
    }
    for (int i = n - 1; i >= 0; --i) {
        names[size_t(i)] = std::string(1, 'k').append(std::to_string(i));
        const uint32_t kernel
            = b.addSlice(gpu, 1000000 + (n - i) * 100, 50, s(names[size_t(i)].c_str()), s("kernel"));
        b.setCorrelation(kernel, rank, ids[size_t(i)]);
    }
    const ProfilePtr p = b.finalize();
    const FlowTable &f = p->flows();
    QCOMPARE(f.size(), size_t(n));
    for (size_t i = 0; i < f.size(); ++i) {
        QCOMPARE(f.kind[i], FlowKind::Launch);
        // The launch at i * 100 ns launched kernel "k<i>".
        const int64_t launchedAt = p->slices().ts[f.from[i].value] + p->job().originAbsNs;
        const std::string expected = std::string(1, 'k').append(std::to_string(launchedAt / 100));
        QCOMPARE(std::string(p->str(p->slices().name[f.to[i].value])), expected);
    }
    QCOMPARE(p->report().count(warning::kUnmatchedGpuOp), uint64_t(0));
}

void TestModel::flowEventsAreFallbackForLaunches()
{
    ProfileBuilder b;
    const uint32_t rank = b.addRank({});
    auto s = [&](const char *t) { return b.strings().intern(t); };
    const TrackId cpu = b.track(b.process(rank, 100), 100, TrackKind::CpuThread);
    const TrackId gpu = b.track(b.process(rank, 0), 7, TrackKind::GpuStream);
    b.addSlice(cpu, 1000, 10, s("cudaGraphLaunch"), s("cuda_runtime"));
    b.addSlice(gpu, 1100, 10, s("k1"), s("kernel"));
    b.addSlice(gpu, 1200, 10, s("k2"), s("kernel"));
    b.addSlice(cpu, 2000, 10, s("cudaEventQuery"), s("cuda_runtime"));
    const StringId ac2g = s("ac2g");
    b.addFlowPoint({ rank, cpu, 1000, 9, ac2g, 's', true, 10 });
    b.addFlowPoint({ rank, gpu, 1100, 9, ac2g, 'f', true, 20 });
    b.addFlowPoint({ rank, gpu, 1200, 9, ac2g, 'f', true, 30 }); // graph launch fans out
    b.addFlowPoint({ rank, cpu, 2000, 10, ac2g, 'f', true, 40 }); // f without s: counted
    b.addFlowPoint({ rank, cpu, 1000, 11, ac2g, 's', true, 50 }); // s without f: counted
    const ProfilePtr p = b.finalize();
    QCOMPARE(p->flows().size(), size_t(2));
    const EventId launch = p->sliceAt(cpu, 0);
    QCOMPARE(p->flows().outgoing(launch).size(), size_t(2));
    QCOMPARE(p->report().count(warning::kFlowWithoutStart), uint64_t(1));
    QCOMPARE(p->report().count(warning::kFlowWithoutEnd), uint64_t(1));
    QCOMPARE(p->report().entries().at(warning::kFlowWithoutStart).first.front().byteOffset, uint64_t(40));
}

void TestModel::absorbRemapsEverything()
{
    auto makeRank = [](const char *kernel, int64_t base) {
        ProfileBuilder b;
        RankInfo info;
        info.file = kernel;
        const uint32_t rank = b.addRank(info);
        auto s = [&](const char *t) { return b.strings().intern(t); };
        const TrackId cpu = b.track(b.process(rank, 100), 100, TrackKind::CpuThread);
        const TrackId gpu = b.track(b.process(rank, 0), 7, TrackKind::GpuStream);
        const uint32_t l = b.addSlice(
            cpu, base, 5, s("cudaLaunchKernel"), s("cuda_runtime"), b.args().append("{\"correlation\": 1}"));
        const uint32_t k = b.addSlice(gpu, base + 10, 5, s(kernel), s("kernel"),
            b.args().append(std::string("{\"k\": \"") + kernel + "\"}"));
        b.setCorrelation(l, rank, 1);
        b.setCorrelation(k, rank, 1);
        b.report().add(warning::kUnknownPhase, rank, 77);
        return b;
    };
    ProfileBuilder job = makeRank("kA", 1000);
    ProfileBuilder second = makeRank("kB", 500);
    job.absorbRanks({ &second }, nullptr);
    QCOMPARE(second.sliceCount(), size_t(0));
    const ProfilePtr p = job.finalize();
    QCOMPARE(p->ranks().size(), size_t(2));
    QCOMPARE(p->ranks()[1].file, std::string("kB"));
    QCOMPARE(p->tracks().size(), size_t(4));
    QCOMPARE(p->flows().size(), size_t(2));
    QCOMPARE(p->report().count(warning::kUnknownPhase), uint64_t(2));
    QCOMPARE(p->report().entries().at(warning::kUnknownPhase).first[1].rank, 1u);
    ArgStore::Reader reader(p->args());
    for (uint32_t i = 0; i < p->slices().size(); ++i) {
        if (p->slices().kind[i] != EventKind::Kernel)
            continue;
        const std::string name(p->str(p->slices().name[i]));
        QVERIFY(reader.raw(p->slices().args[i]).find(name) != std::string_view::npos);
        // Rank B started earlier, so it defines the origin.
        QCOMPARE(p->slices().ts[i], name == "kB" ? int64_t(10) : int64_t(510));
    }
}

void TestModel::windowsFollowHostAndGpuEventsOnly()
{
    ProfileBuilder b;
    const uint32_t rank = b.addRank({});
    auto s = [&](const char *t) { return b.strings().intern(t); };
    const TrackId cpu = b.track(b.process(rank, 100), 100, TrackKind::CpuThread);
    const TrackId gpu = b.track(b.process(rank, 0), 7, TrackKind::GpuStream);
    const TrackId spans = b.track(b.process(rank, -2, s("Spans")), 0, TrackKind::Pseudo);
    b.addSlice(spans, 0, 10000, s("PyTorch Profiler (0)"), s("Trace"));
    b.addSlice(cpu, 100, 50, s("aten::mm"), s("cpu_op"));
    b.addSlice(gpu, 120, 100, s("k"), s("kernel"));
    b.addSlice(gpu, 90, 500, s("ann"), s("gpu_user_annotation")); // not GPU activity
    b.addInstant(cpu, 5000, s("[memory]"), s("cpu_instant_event"), 't');
    const ProfilePtr p = b.finalize();
    QCOMPARE(p->ranks()[0].windowStartNs, int64_t(100));
    QCOMPARE(p->ranks()[0].windowEndNs, int64_t(220));
    QCOMPARE(p->ranks()[0].events, uint64_t(5));
    QCOMPARE(p->endNs(), int64_t(10000));
}

// Out of memory on a finalize helper thread is rethrown where the caller joins (the load reports
// it), never std::terminate; a worker left unjoined by an exception on the caller's side is joined.
void TestModel::workerThreadCarriesItsException()
{
    WorkerThread failing([] { throw std::bad_alloc(); });
    QVERIFY_THROWS_EXCEPTION(std::bad_alloc, failing.join());
    failing.join(); // once rethrown, the error is gone

    int done = 0;
    WorkerThread fine([&done] { done = 42; });
    fine.join();
    QCOMPARE(done, 42);

    std::vector<WorkerThread> workers; // moved while they run
    std::atomic<int> sum { 0 };
    for (int i = 1; i <= 8; ++i)
        workers.emplace_back([&sum, i] { sum += i; });
    for (WorkerThread &w : workers)
        w.join();
    QCOMPARE(sum.load(), 36);

    try {
        WorkerThread unjoined([&done] { done = 7; });
        throw std::runtime_error("caller failed");
    } catch (const std::runtime_error &) {
    }
    QCOMPARE(done, 7); // the destructor joined
}

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
