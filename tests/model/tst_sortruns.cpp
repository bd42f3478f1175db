// sortFewRuns (model/sortruns.h): the order std::sort gives, on inputs made of a few ascending
// runs (merged), of many (std::sort's fallback), already sorted, with repeated values and with
// a comparator over distinct keys like finalizing's.
#include "sortruns.h"

#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

using namespace stepline;

class TestSortRuns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fewRunsOfValues_data();
    void fewRunsOfValues();
    void distinctKeysWithComparator();
    void edgeSizes();
};

namespace {

// runs ascending runs of random values (repeats likely), concatenated.
std::vector<int64_t> runsOf(size_t n, size_t runs, uint32_t seed)
{
    std::mt19937 rng(seed);
    std::vector<int64_t> out;
    for (size_t r = 0; r < runs; ++r) {
        std::vector<int64_t> run(n / runs + (r < n % runs ? 1 : 0));
        for (int64_t &v : run)
            v = int64_t(rng() % 1000);
        std::sort(run.begin(), run.end());
        out.insert(out.end(), run.begin(), run.end());
    }
    return out;
}

} // namespace

void TestSortRuns::fewRunsOfValues_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("runs");
    QTest::newRow("sorted") << 5000 << 1;
    QTest::newRow("two runs") << 5000 << 2;
    QTest::newRow("three runs") << 4999 << 3;
    QTest::newRow("32 runs, merged") << 10000 << 32;
    QTest::newRow("33 runs, std::sort") << 10000 << 33;
    QTest::newRow("a run per element") << 300 << 300;
}

void TestSortRuns::fewRunsOfValues()
{
    QFETCH(int, n);
    QFETCH(int, runs);
    for (uint32_t seed = 1; seed <= 5; ++seed) {
        std::vector<int64_t> values = runsOf(size_t(n), size_t(runs), seed);
        std::vector<int64_t> expected = values;
        std::sort(expected.begin(), expected.end());
        sortFewRuns(values.begin(), values.end());
        QCOMPARE(values, expected);
    }
    // Descending input: every element its own run.
    std::vector<int64_t> down(static_cast<size_t>(n));
    for (size_t i = 0; i < down.size(); ++i)
        down[i] = int64_t(down.size() - i);
    std::vector<int64_t> expected = down;
    std::sort(expected.begin(), expected.end());
    sortFewRuns(down.begin(), down.end());
    QCOMPARE(down, expected);
}

// Finalizing's keys: start ascending, end descending, then the index, all distinct; a thread's
// events arrive in order of their ends (children before their parent).
void TestSortRuns::distinctKeysWithComparator()
{
    struct Key
    {
        int64_t start, end;
        uint32_t index;
        bool operator==(const Key &o) const { return start == o.start && end == o.end && index == o.index; }
    };
    auto less = [](const Key &a, const Key &b) {
        if (a.start != b.start)
            return a.start < b.start;
        if (a.end != b.end)
            return a.end > b.end;
        return a.index < b.index;
    };
    std::mt19937 rng(7);
    std::vector<Key> keys;
    uint32_t index = 0;
    for (int parent = 0; parent < 500; ++parent) {
        const int64_t start = parent * 100;
        for (int child = 0; child < 3; ++child) // the children end first
            keys.push_back({ start + child * 10 + 1, start + child * 10 + int64_t(rng() % 9) + 2, index++ });
        keys.push_back({ start, start + 99, index++ });
    }
    std::vector<Key> expected = keys;
    std::sort(expected.begin(), expected.end(), less);
    sortFewRuns(keys.begin(), keys.end(), less, size_t(1) << 20); // every run merged
    QVERIFY(keys == expected);
}

void TestSortRuns::edgeSizes()
{
    std::vector<int64_t> none;
    sortFewRuns(none.begin(), none.end());
    QVERIFY(none.empty());
    std::vector<int64_t> one { 4 };
    sortFewRuns(one.begin(), one.end());
    QCOMPARE(one, std::vector<int64_t> { 4 });
    std::vector<int64_t> two { 9, 3 };
    sortFewRuns(two.begin(), two.end());
    QCOMPARE(two, (std::vector<int64_t> { 3, 9 }));
}

QTEST_GUILESS_MAIN(TestSortRuns)
#include "tst_sortruns.moc"
