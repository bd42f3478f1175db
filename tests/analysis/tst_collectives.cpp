#include "fixture.h"

#include "collectives.h"
#include "commkernel.h"
#include "steps.h"
#include "summary.h"
#include "steplinecrossrank.h"
#include "steplinewriter.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace stepline;
using stepline::test::Fixture;

// METRICS.md "Collectives across ranks" on hand-built jobs whose every figure is worked out in the
// comments, on the real 8-rank DLRM job and on a generated job with a known straggler.
class TestCollectives : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindsAndClasses();
    void matchBySeq();
    void matchByOrderThroughCommsOp();
    void unequalCountsWarn();
    void clockOffsetsBetweenTwoNodes();
    void summaryJsonAndText();
    void dlrmJob();
    void generatedStraggler();
    void crossRankReadOfSteplineFiles();
};

namespace {

constexpr const char *kAllReduce
    = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)";
constexpr const char *kAllGather = "ncclDevKernel_AllGather_RING_LL(ncclDevKernelArgsStorage<4096ul>)";
constexpr const char *kSendRecv
    = "ncclKernel_SendRecv_RING_SIMPLE_Sum_int8_t(ncclDevComm*, unsigned long, ncclWork*)";

const Collective *findCollective(
    const CollectiveAnalysis &a, std::string_view kind, int64_t seq, uint32_t ordinal)
{
    for (const Collective &c : a.collectives)
        if (a.kinds[c.kind] == kind && c.seq == seq && (seq >= 0 || c.ordinal == ordinal))
            return &c;
    return nullptr;
}

int64_t waitOf(const CollectiveAnalysis &a, const Collective &c, int32_t rank)
{
    for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q)
        if (a.ranks[a.members[q].rankEntry].rank == rank)
            return a.members[q].waitNs;
    return -1;
}

QString sharedTraces()
{
    return QStringLiteral(STEPLINE_SHARED_TRACES);
}

} // namespace

void TestCollectives::kindsAndClasses()
{
    QVERIFY(isCommunicationKernelName(kAllReduce));
    QVERIFY(isCommunicationKernelName("void RCCL_kernel<float>()"));
    QVERIFY(isCommunicationKernelName("void vllm::cross_device_reduce_1stage<float, 8>()"));
    QVERIFY(!isCommunicationKernelName("void at::native::vectorized_elementwise_kernel<4>()"));
    QCOMPARE(collectiveKindOfName(kAllReduce), std::string_view("AllReduce"));
    QCOMPARE(collectiveKindOfName(kSendRecv), std::string_view("SendRecv"));
    QCOMPARE(collectiveKindOfName("ncclKernel_ReduceScatter_RING_LL_Sum_half(x)"),
        std::string_view("ReduceScatter"));
    QCOMPARE(collectiveKindOfName("cross_device_reduce_2stage(int)"),
        std::string_view("cross_device_reduce_2stage"));
    QCOMPARE(dtypeBytes("\"BFloat16\""), 2);
    QCOMPARE(dtypeBytes("c10::Half"), 2);
    QCOMPARE(dtypeBytes("Float"), 4);
    QCOMPARE(dtypeBytes("Long"), 8);
    QCOMPARE(dtypeBytes("Float8_e4m3fn"), 1);
    QCOMPARE(dtypeBytes("Quaternion"), 0);
}

// Three ranks on one node with Seq on the kernels. Rank 1 lacks Seq 1, so order matching would
// fail (2, 1, 2 kernels); Seq matching pairs them anyway.
//   Seq 1: r0 [1000, 5000), r2 [3000, 5100). max s = 3000 (r2), skew 2000, waits r0 2000, r2 0,
//          transfer = median(5000 - 3000, 5100 - 3000) = median(2000, 2100) = 2050, delay 3000 - 1000
//          = 2000, no In msg nelems: bytes absent.
//   Seq 2: r0 [10000, 20000), r1 [14000, 20010), r2 [12000, 19990); 1000 Float = 4000 bytes.
//          max s = 14000 (r1), second 12000: delay 2000; skew 4000; waits 4000, 0, 2000;
//          transfer = median(6000, 6010, 5990) = 6000; algbw = 4000 B / 6000 ns = 0.6667 GB/s;
//          busbw = algbw x 2 x (3 - 1) / 3 = 0.8889 GB/s.
//   Ranks: r0 2 collectives, wait 6000, last 0; r1 1, wait 0, last 1, delay 2000; r2 2, wait 2000,
//          last 1, delay 2000. Ranking by delay, ties by rank: 1, 2, 0.
//   Steps [0, 30000) on every rank: step waits r0 6000, r1 0, r2 2000.
void TestCollectives::matchBySeq()
{
    Fixture f;
    const uint32_t r[3] = { f.rank(0, "n"), f.rank(1, "n"), f.rank(2, "n") };
    TrackId g[3];
    for (int i = 0; i < 3; ++i) {
        f.slice(f.cpu(r[i], 1), 0, 30000, "ProfilerStep#1", "user_annotation");
        g[i] = f.gpu(r[i], 0, 7);
    }
    const char *seq1 = R"({"Process Group Name": "0", "Seq": 1})";
    const char *seq2 = R"({"Process Group Name": "0", "Seq": 2, "In msg nelems": 1000, "dtype": "Float"})";
    f.slice(g[0], 1000, 4000, kAllReduce, "kernel", seq1);
    f.slice(g[2], 3000, 2100, kAllReduce, "kernel", seq1);
    f.slice(g[0], 10000, 10000, kAllReduce, "kernel", seq2);
    f.slice(g[1], 14000, 6010, kAllReduce, "kernel", seq2);
    f.slice(g[2], 12000, 7990, kAllReduce, "kernel", seq2);
    const ProfilePtr p = f.finalize();

    const CollectiveAnalysis a = analyzeCollectives(*p);
    QVERIFY(a.applies());
    QCOMPARE(a.collectives.size(), size_t(2));
    QCOMPARE(a.matchedKernels, uint64_t(5));
    QCOMPARE(a.unmatchedKernels, uint64_t(0));
    QVERIFY(a.warnings.empty());

    const Collective *c1 = findCollective(a, "AllReduce", 1, 0);
    QVERIFY(c1);
    QCOMPARE(c1->size(), 2u);
    QCOMPARE(c1->lastRank, 2);
    QCOMPARE(c1->skewNs, int64_t(2000));
    QCOMPARE(c1->transferNs, int64_t(2050));
    QCOMPARE(c1->delayNs, int64_t(2000));
    QCOMPARE(c1->bytes, int64_t(-1));
    QCOMPARE(c1->algbwGbps, -1.0);
    QCOMPARE(waitOf(a, *c1, 0), int64_t(2000));
    QCOMPARE(waitOf(a, *c1, 2), int64_t(0));

    const Collective *c2 = findCollective(a, "AllReduce", 2, 0);
    QVERIFY(c2);
    QCOMPARE(c2->size(), 3u);
    QCOMPARE(c2->lastRank, 1);
    QCOMPARE(c2->skewNs, int64_t(4000));
    QCOMPARE(c2->delayNs, int64_t(2000));
    QCOMPARE(c2->transferNs, int64_t(6000));
    QCOMPARE(c2->bytes, int64_t(4000));
    QVERIFY(qAbs(c2->algbwGbps - 4000.0 / 6000.0) < 1e-9);
    QVERIFY(qAbs(c2->busbwGbps - 4000.0 / 6000.0 * 4.0 / 3.0) < 1e-9);
    QCOMPARE(waitOf(a, *c2, 0), int64_t(4000));
    QCOMPARE(waitOf(a, *c2, 1), int64_t(0));
    QCOMPARE(waitOf(a, *c2, 2), int64_t(2000));
    // Sorted by last arrival.
    QCOMPARE(&a.collectives[0], c1);

    QCOMPARE(a.ranks[0].collectives, uint64_t(2));
    QCOMPARE(a.ranks[0].waitNs, int64_t(6000));
    QCOMPARE(a.ranks[0].timesLast, uint64_t(0));
    QCOMPARE(a.ranks[1].collectives, uint64_t(1));
    QCOMPARE(a.ranks[1].delayCausedNs, int64_t(2000));
    QCOMPARE(a.ranks[2].timesLast, uint64_t(1));
    QCOMPARE(a.ranks[2].waitNs, int64_t(2000));
    QCOMPARE(a.stragglerRanking, (std::vector<int32_t> { 1, 2, 0 }));
    // One node: its offset is 0 by definition.
    QCOMPARE(a.clockOffsets.size(), size_t(1));

    const std::vector<Step> steps = hostSteps(*p);
    QCOMPARE(steps.size(), size_t(3));
    QCOMPARE(stepWaitNs(steps, a), (std::vector<int64_t> { 6000, 0, 2000 }));
}

// Two ranks, no Seq anywhere; the process group, element count and dtype sit on the
// record_param_comms op that encloses each kernel's cudaLaunchKernel (dlrm-era and DDP traces).
// 256 BFloat16 elements = 512 bytes.
//   AllReduce #0: r0 [1000, 3000), r1 [1500, 3100): last r1, skew 500, waits 500 / 0,
//       transfer median(1500, 1600) = 1550, delay 500, algbw 512 / 1550, busbw = algbw x 2 x 1/2.
//   AllGather #0: r0 [4000, 6000), r1 [3500, 6100): last r0, skew 500, waits 0 / 500,
//       transfer median(2000, 2100) = 2050, busbw = algbw x (2 - 1) / 2.
//   AllReduce #1: both start at 8000 (every rank arrives at once): skew 0, waits 0, delay 0, the
//       tie goes to the highest rank (r1); transfer median(1000, 1100) = 1050.
//   Ranks: r0 3 collectives, wait 500, last once, delay 500; r1 3, wait 500, last twice, delay 500.
void TestCollectives::matchByOrderThroughCommsOp()
{
    Fixture f;
    const uint32_t r[2] = { f.rank(0, "n"), f.rank(1, "n") };
    const char *opArgs = R"({"Process Group Name": "0", "In msg nelems": 256, "dtype": "BFloat16"})";
    struct K
    {
        const char *name;
        int64_t ts, end;
    };
    const K kernels[2][3]
        = { { { kAllReduce, 1000, 3000 }, { kAllGather, 4000, 6000 }, { kAllReduce, 8000, 9000 } },
              { { kAllReduce, 1500, 3100 }, { kAllGather, 3500, 6100 }, { kAllReduce, 8000, 9100 } } };
    for (int i = 0; i < 2; ++i) {
        const TrackId host = f.cpu(r[i], 1);
        const TrackId gpu = f.gpu(r[i], 0, 7);
        f.slice(host, 0, 100, "ProfilerStep#1", "user_annotation");
        for (int k = 0; k < 3; ++k) {
            const int64_t launchAt = 200 + k * 1000;
            f.slice(host, launchAt, 50, "record_param_comms", "cpu_op", opArgs);
            const uint32_t launch = f.slice(host, launchAt + 10, 20, "cudaLaunchKernel", "cuda_runtime");
            const uint32_t kernel = f.slice(
                gpu, kernels[i][k].ts, kernels[i][k].end - kernels[i][k].ts, kernels[i][k].name, "kernel");
            f.b.setCorrelation(launch, r[i], 100 + k);
            f.b.setCorrelation(kernel, r[i], 100 + k);
        }
    }
    const ProfilePtr p = f.finalize();
    const CollectiveAnalysis a = analyzeCollectives(*p);
    QCOMPARE(a.collectives.size(), size_t(3));
    QVERIFY(a.warnings.empty());
    QCOMPARE(a.groups.size(), size_t(2)); // unknown + "0"

    const Collective *ar0 = findCollective(a, "AllReduce", -1, 0);
    QVERIFY(ar0);
    QCOMPARE(a.groups[ar0->group], std::string("0"));
    QCOMPARE(ar0->lastRank, 1);
    QCOMPARE(ar0->skewNs, int64_t(500));
    QCOMPARE(ar0->transferNs, int64_t(1550));
    QCOMPARE(ar0->bytes, int64_t(512));
    QVERIFY(qAbs(ar0->algbwGbps - 512.0 / 1550.0) < 1e-9);
    QVERIFY(qAbs(ar0->busbwGbps - 512.0 / 1550.0) < 1e-9); // 2 (n - 1) / n = 1 for n = 2

    const Collective *ag = findCollective(a, "AllGather", -1, 0);
    QVERIFY(ag);
    QCOMPARE(ag->lastRank, 0);
    QCOMPARE(ag->transferNs, int64_t(2050));
    QCOMPARE(waitOf(a, *ag, 1), int64_t(500));
    QVERIFY(qAbs(ag->busbwGbps - 512.0 / 2050.0 / 2.0) < 1e-9);

    const Collective *ar1 = findCollective(a, "AllReduce", -1, 1);
    QVERIFY(ar1);
    QCOMPARE(ar1->skewNs, int64_t(0));
    QCOMPARE(ar1->delayNs, int64_t(0));
    QCOMPARE(ar1->lastRank, 1);
    QCOMPARE(ar1->transferNs, int64_t(1050));
    QCOMPARE(waitOf(a, *ar1, 0), int64_t(0));
    QCOMPARE(waitOf(a, *ar1, 1), int64_t(0));

    QCOMPARE(a.ranks[0].timesLast, uint64_t(1));
    QCOMPARE(a.ranks[1].timesLast, uint64_t(2));
    QCOMPARE(a.ranks[0].delayCausedNs, int64_t(500));
    QCOMPARE(a.ranks[1].delayCausedNs, int64_t(500));
    QCOMPARE(a.ranks[0].waitNs, int64_t(500));
    QCOMPARE(a.stragglerRanking, (std::vector<int32_t> { 0, 1 }));
}

// Rank 0 has two SendRecv kernels, rank 1 one: the kind is not matched (a warning naming it), while
// the AllReduce both have is.
void TestCollectives::unequalCountsWarn()
{
    Fixture f;
    const uint32_t r0 = f.rank(0, "n"), r1 = f.rank(1, "n");
    const TrackId g0 = f.gpu(r0, 0, 7), g1 = f.gpu(r1, 0, 7);
    f.slice(g0, 0, 100, kSendRecv, "kernel");
    f.slice(g0, 200, 100, kSendRecv, "kernel");
    f.slice(g1, 50, 100, kSendRecv, "kernel");
    f.slice(g0, 1000, 100, kAllReduce, "kernel");
    f.slice(g1, 1020, 100, kAllReduce, "kernel");
    const ProfilePtr p = f.finalize();
    const CollectiveAnalysis a = analyzeCollectives(*p);
    QCOMPARE(a.collectives.size(), size_t(1));
    QCOMPARE(a.kinds[a.collectives[0].kind], std::string("AllReduce"));
    QCOMPARE(a.unmatchedKernels, uint64_t(3));
    QCOMPARE(a.ranks[0].unmatched, uint64_t(2));
    QCOMPARE(a.ranks[1].unmatched, uint64_t(1));
    QCOMPARE(a.warnings.size(), size_t(1));
    QCOMPARE(a.warnings[0].kind, std::string("SendRecv"));
    QVERIFY2(a.warnings[0].message.find("rank 1 has 1") != std::string::npos
            && a.warnings[0].message.find("rank 0 has 2") != std::string::npos,
        a.warnings[0].message.c_str());
}

// Ranks 0, 1 on node a, 2, 3 on node b whose clock runs 1 ms ahead (every time of b is true + 1e6).
// True times (start, end) of three AllReduces matched by order:
//   C0: r0 (1000, 2000) r1 (1200, 2000) r2 (1100, 2000) r3 (1300, 2000)
//   C1: r0 (5000, 6000) r1 (5000, 6010) r2 (5400, 6000) r3 (5100, 6020)
//   C2: r0 (9000, 10000) r1 (9500, 10000) r2 (9100, 10000) r3 (9200, 10000)
// Offset of b: per collective, median end on b - median end on a: C0 1002000 - 2000 = 1e6,
//   C1 median(1006000, 1006020) - median(6000, 6010) = 1006010 - 6005 = 1000005, C2 1e6;
//   median of the three = 1000000.
// Not aligned (the default), node b always looks last: C0 r3 (1001300, second 1001100: delay 200),
//   C1 r2 (1005400 vs 1005100: 300), C2 r3 (1009200 vs 1009100: 100): ranking 2, 3 (300 each), 0, 1.
// Aligned: C0 last r3, delay 1300 - 1200 = 100, skew 300, transfer 2000 - 1300 = 700;
//   C1 last r2, delay 5400 - 5100 = 300, transfer median(600, 610, 600, 620) = 605;
//   C2 last r1, delay 9500 - 9200 = 300. Ranking 1, 2 (300 each), 3 (100), 0.
void TestCollectives::clockOffsetsBetweenTwoNodes()
{
    Fixture f;
    const uint32_t r[4] = { f.rank(0, "a"), f.rank(1, "a"), f.rank(2, "b"), f.rank(3, "b") };
    const int64_t times[3][4][2] = { { { 1000, 2000 }, { 1200, 2000 }, { 1100, 2000 }, { 1300, 2000 } },
        { { 5000, 6000 }, { 5000, 6010 }, { 5400, 6000 }, { 5100, 6020 } },
        { { 9000, 10000 }, { 9500, 10000 }, { 9100, 10000 }, { 9200, 10000 } } };
    for (int i = 0; i < 4; ++i) {
        const TrackId g = f.gpu(r[i], 0, 7);
        const int64_t skew = i >= 2 ? 1000000 : 0;
        f.slice(f.cpu(r[i], 1), skew, 10, "ProfilerStep#1", "user_annotation");
        for (int c = 0; c < 3; ++c)
            f.slice(g, times[c][i][0] + skew, times[c][i][1] - times[c][i][0], kAllReduce, "kernel");
    }
    const ProfilePtr p = f.finalize();

    const CollectiveAnalysis raw = analyzeCollectives(*p);
    QVERIFY(!raw.aligned);
    QCOMPARE(raw.clockOffsets.size(), size_t(2));
    QCOMPARE(raw.clockOffsets[0].node, std::string("a"));
    QCOMPARE(raw.clockOffsets[0].offsetNs, int64_t(0));
    QCOMPARE(raw.clockOffsets[1].node, std::string("b"));
    QCOMPARE(raw.clockOffsets[1].offsetNs, int64_t(1000000));
    QCOMPARE(raw.clockOffsets[1].collectives, uint64_t(3));
    QCOMPARE(raw.stragglerRanking, (std::vector<int32_t> { 2, 3, 0, 1 }));
    QCOMPARE(raw.collectives[0].lastRank, 3);
    QCOMPARE(raw.collectives[0].delayNs, int64_t(200));

    CollectiveOptions align;
    align.alignClocks = true;
    const CollectiveAnalysis a = analyzeCollectives(*p, Scope(), align);
    QVERIFY(a.aligned);
    QCOMPARE(a.collectives.size(), size_t(3));
    QCOMPARE(a.collectives[0].lastRank, 3);
    QCOMPARE(a.collectives[0].delayNs, int64_t(100));
    QCOMPARE(a.collectives[0].skewNs, int64_t(300));
    QCOMPARE(a.collectives[0].transferNs, int64_t(700));
    QCOMPARE(a.collectives[1].lastRank, 2);
    QCOMPARE(a.collectives[1].delayNs, int64_t(300));
    QCOMPARE(a.collectives[1].transferNs, int64_t(605));
    QCOMPARE(a.collectives[2].lastRank, 1);
    QCOMPARE(a.collectives[2].delayNs, int64_t(300));
    QCOMPARE(a.stragglerRanking, (std::vector<int32_t> { 1, 2, 3, 0 }));
    // Waits of C0 (aligned): 1300 - s_r = 300, 100, 200, 0.
    QCOMPARE(waitOf(a, a.collectives[0], 0), int64_t(300));
    QCOMPARE(waitOf(a, a.collectives[0], 2), int64_t(200));
}

// The summary document carries "collectives" only with several ranks that have communication
// kernels; the text has the straggler table.
void TestCollectives::summaryJsonAndText()
{
    Fixture f;
    const uint32_t r0 = f.rank(0, "n"), r1 = f.rank(1, "n");
    const TrackId g0 = f.gpu(r0, 0, 7), g1 = f.gpu(r1, 0, 7);
    f.slice(g0, 0, 1000, kAllReduce, "kernel");
    f.slice(g1, 400, 700, kAllReduce, "kernel");
    const ProfilePtr p = f.finalize();
    const Summary s = computeSummary(*p);
    const nlohmann::json doc = nlohmann::json::parse(summaryToJson(*p, s));
    QVERIFY(doc.contains("collectives"));
    const nlohmann::json &c = doc["collectives"];
    QCOMPARE(c["matched"].get<int>(), 1);
    QCOMPARE(c["unmatched"].get<int>(), 0);
    QCOMPARE(c["straggler_ranking"], nlohmann::json::parse("[1, 0]"));
    QCOMPARE(c["by_rank"].size(), size_t(2));
    QCOMPARE(c["by_rank"][0]["wait_us"].get<double>(), 0.4);
    QCOMPARE(c["by_rank"][1]["delay_caused_us"].get<double>(), 0.4);
    QCOMPARE(c["by_rank"][1]["times_last"].get<int>(), 1);
    for (const char *key : { "rank", "count", "wait_us", "times_last", "delay_caused_us" })
        QVERIFY2(c["by_rank"][0].contains(key), key);
    const std::string text = summaryToText(*p, s);
    QVERIFY(text.find("Collectives: 1 matched") != std::string::npos);
    QVERIFY(text.find("delay caused") != std::string::npos);

    // One rank: no collectives block at all.
    const Summary one = computeSummary(*p, Scope::ofRank(0));
    QVERIFY(!nlohmann::json::parse(summaryToJson(*p, one)).contains("collectives"));
}

// The real 8-rank DLRM job (one node each; no Seq, no Process Group Name): every rank has five
// SendRecv and three AllReduce kernels, so all 64 kernels are matched by order.
// Waits of the first AllReduce, by hand from the files (ts in us, as written):
//   starts r0 ...436.304, r1 .240, r2 .347, r3 .255, r4 .454, r5 .451, r6 .336, r7 .463;
//   the last arrival is rank 7 at 1694128201436.463, the second-latest rank 4 at .454.
//   waits = 463 - start: r0 159, r1 223, r2 116, r3 208, r4 9, r5 12, r6 127, r7 0 (x 1000 ns);
//   delay caused by rank 7 = 463 - 454 = 9 us; skew = 463 - 240 = 223 us.
void TestCollectives::dlrmJob()
{
    const QString dir = sharedTraces() + QStringLiteral("/param/dlrm_kineto");
    if (!QDir(dir).exists())
        QSKIP("shared traces folder (param/dlrm_kineto) is missing");
    const LoadOutcome outcome = loadProfile(dir);
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const CollectiveAnalysis a = analyzeCollectives(*outcome.profile);
    QCOMPARE(a.ranks.size(), size_t(8));
    QCOMPARE(a.communicationKernels, uint64_t(64));
    QCOMPARE(a.matchedKernels, uint64_t(64));
    QCOMPARE(a.unmatchedKernels, uint64_t(0));
    QVERIFY(a.warnings.empty());
    QCOMPARE(a.collectives.size(), size_t(8));
    const Collective *first = findCollective(a, "AllReduce", -1, 0);
    QVERIFY(first);
    QCOMPARE(first->size(), 8u);
    QCOMPARE(first->lastRank, 7);
    QCOMPARE(first->skewNs, int64_t(223000));
    QCOMPARE(first->delayNs, int64_t(9000));
    const int64_t expected[8] = { 159000, 223000, 116000, 208000, 9000, 12000, 127000, 0 };
    for (int r = 0; r < 8; ++r)
        QCOMPARE(waitOf(a, *first, r), expected[r]);
    for (const RankCollectiveStats &r : a.ranks)
        QCOMPARE(r.collectives, uint64_t(8));
    QCOMPARE(a.stragglerRanking.size(), size_t(8));
}

// A generated 2-node x 2-GPU data-parallel job whose rank 2 runs its compute kernels 12 % slower:
// the others wait for it in every all-reduce, so it ranks first.
void TestCollectives::generatedStraggler()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 3;
    o.layers = 6;
    o.pythonFunctions = false;
    o.stragglerRank = 2;
    o.stragglerPercent = 12;
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(dir.path(), o);
    QVERIFY2(job.ok, qPrintable(job.error));
    const LoadOutcome outcome = loadProfile(dir.path());
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const CollectiveAnalysis a = analyzeCollectives(*outcome.profile);
    QCOMPARE(a.ranks.size(), size_t(4));
    QCOMPARE(a.unmatchedKernels, uint64_t(0));
    QVERIFY(!a.collectives.empty());
    QCOMPARE(a.stragglerRanking.front(), 2);
    const RankCollectiveStats *s = a.rankStats(2);
    QVERIFY(s && s->delayCausedNs > 0);
    for (const RankCollectiveStats &r : a.ranks)
        if (r.rank != 2)
            QVERIFY(r.delayCausedNs < s->delayCausedNs);
}

// Each rank of a generated job converted on its own (as a cluster would), then analysed from the
// XRNK blocks only: the same collectives, waits and ranking as the full load of the JSON folder.
// A trace file among them is loaded whole (full_loads) and still merges on the common clock.
void TestCollectives::crossRankReadOfSteplineFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 3;
    o.layers = 6;
    o.pythonFunctions = false;
    o.stragglerRank = 2;
    o.stragglerPercent = 12;
    const QString jsonDir = dir.filePath(QStringLiteral("json"));
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(jsonDir, o);
    QVERIFY2(job.ok, qPrintable(job.error));
    const LoadOutcome whole = loadProfile(jsonDir);
    QVERIFY2(whole.ok(), whole.error.toUserMessage().c_str());
    const CollectiveAnalysis expected = analyzeCollectives(*whole.profile);

    std::vector<std::string> files;
    for (int r = 0; r < o.rankCount(); ++r) {
        const QString json = job.files[r];
        if (r == 3) {
            files.push_back(json.toStdString()); // no XRNK: loaded whole
            continue;
        }
        const LoadOutcome one = loadProfile(json);
        QVERIFY2(one.ok(), one.error.toUserMessage().c_str());
        const QString path = dir.filePath(QStringLiteral("rank%1.stepline").arg(r));
        QCOMPARE(writeSteplineFile(*one.profile, path.toStdString()), std::string());
        files.push_back(path.toStdString());
    }
    CrossRankJob crossRank;
    LoadError error;
    QVERIFY2(readCrossRankJob(files, &crossRank, &error), error.toUserMessage().c_str());
    QCOMPARE(crossRank.files, 4);
    QCOMPARE(crossRank.fullLoads, 1);
    QVERIFY(crossRank.blockBytes > 0);
    QCOMPARE(crossRank.input.ranks.size(), size_t(4));
    QCOMPARE(crossRank.steps.size(), size_t(4 * 3));
    const CollectiveAnalysis a = analyzeCollectives(crossRank.input);
    QCOMPARE(a.collectives.size(), expected.collectives.size());
    QCOMPARE(a.stragglerRanking, expected.stragglerRanking);
    QCOMPARE(a.stragglerRanking.front(), 2);
    for (size_t i = 0; i < a.ranks.size(); ++i) {
        QCOMPARE(a.ranks[i].rank, expected.ranks[i].rank);
        QCOMPARE(a.ranks[i].waitNs, expected.ranks[i].waitNs);
        QCOMPARE(a.ranks[i].delayCausedNs, expected.ranks[i].delayCausedNs);
    }
    QCOMPARE(a.collectives.front().bytes, expected.collectives.front().bytes);

    // Two files of one rank are refused.
    files.push_back(files.front());
    QVERIFY(!readCrossRankJob(files, &crossRank, &error));
    QVERIFY(QString::fromStdString(error.detail).contains(QStringLiteral("two files")));
}

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
