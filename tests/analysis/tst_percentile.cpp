// The one percentile of the program (METRICS.md Terms): linear interpolation between the sorted
// values at position p * (n - 1), numpy's default. Expected values computed by hand below.

#include "percentile.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace stepline;

class TestPercentile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oddCount()
    {
        // Sorted 1 3 7 9 20 (n = 5, position p * 4).
        const std::vector<int64_t> v = { 9, 1, 20, 7, 3 };
        // p50: position 2 -> 7.
        QCOMPARE(percentileNs(v, 0.5), int64_t(7));
        // p95: position 3.8 -> 9 + 0.8 * (20 - 9) = 17.8 -> 18 ns (rounded).
        QCOMPARE(percentileNs(v, 0.95), int64_t(18));
        std::vector<double> d(v.begin(), v.end());
        QCOMPARE(percentile(d, 0.95), 17.8);
        // p25: position 1 -> 3; p0 and p100 are the extremes.
        QCOMPARE(percentileNs(v, 0.25), int64_t(3));
        QCOMPARE(percentileNs(v, 0), int64_t(1));
        QCOMPARE(percentileNs(v, 1), int64_t(20));
    }

    void evenCount()
    {
        // Sorted 10 20 30 1010 (n = 4, position p * 3).
        const std::vector<int64_t> v = { 30, 1010, 10, 20 };
        // p50: position 1.5 -> 20 + 0.5 * 10 = 25 (the mean of the two middle values).
        QCOMPARE(percentileNs(v, 0.5), int64_t(25));
        // p95: position 2.85 -> 30 + 0.85 * 980 = 863.
        QCOMPARE(percentileNs(v, 0.95), int64_t(863));
        // p90: position 2.7 -> 30 + 0.7 * 980 = 716.
        QCOMPARE(percentileNs(v, 0.9), int64_t(716));
        // An even median that falls on half a ns: 1 and 2 -> 1.5 rounds to 2.
        QCOMPARE(percentileNs({ 2, 1 }, 0.5), int64_t(2));
        QCOMPARE(percentile({ 1, 2, 3, 4 }, 0.5), 2.5);
    }

    void sortedAndInPlaceAgree()
    {
        // Every p from 0 to 1 in steps of 0.01 over a ragged list: the sorted form, the selection
        // form and the double form give the same value (the integer ones rounded).
        std::vector<int64_t> v;
        for (int i = 0; i < 37; ++i)
            v.push_back((i * 7919) % 1000 - 300);
        std::vector<int64_t> sorted = v;
        std::sort(sorted.begin(), sorted.end());
        for (int k = 0; k <= 100; ++k) {
            const double p = k / 100.0;
            std::vector<int64_t> work = v;
            const int64_t inPlace = percentileNsInPlace(work, p);
            QCOMPARE(inPlace, percentileNsOfSorted(sorted, p));
            const double exact = percentileOfSorted(sorted, p);
            QVERIFY(std::abs(double(inPlace) - exact) <= 0.5);
        }
    }

    void edges()
    {
        QVERIFY(std::isnan(percentile({}, 0.5)));
        QCOMPARE(percentileNs({}, 0.5), int64_t(0));
        QCOMPARE(percentileNs({ 42 }, 0.95), int64_t(42));
        // p outside [0, 1] is clamped.
        QCOMPARE(percentileNs({ 1, 2, 3 }, -1), int64_t(1));
        QCOMPARE(percentileNs({ 1, 2, 3 }, 7), int64_t(3));
        // Extreme values: no overflow in the difference.
        const int64_t lo = std::numeric_limits<int64_t>::min(), hi = std::numeric_limits<int64_t>::max();
        QCOMPARE(percentileNs({ lo, hi }, 0), lo);
        QCOMPARE(percentileNs({ lo, hi }, 1), hi);
    }
};

QTEST_APPLESS_MAIN(TestPercentile)
#include "tst_percentile.moc"
