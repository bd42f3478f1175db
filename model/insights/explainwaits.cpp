#include "explainwaits.h"

#include "collectives.h"
#include "commwaits.h"

#include <algorithm>
#include <array>

namespace stepline {

namespace {

// The kinds a late rank's time falls in: GpuTimeKind values, then computation.
constexpr size_t kBusy = kGpuTimeKindCount;
constexpr size_t kChargeKinds = kGpuTimeKindCount + 1;
using KindNs = std::array<int64_t, kChargeKinds>;

// A device's segments, for queries "how much of [a, b) is of each kind".
class DeviceSegments
{
public:
    DeviceSegments(const GpuTimeAnalysis &gpu, uint32_t device)
        : m_sg(gpu.segments)
        , m_begin(gpu.devices[device].segmentBegin)
        , m_end(gpu.devices[device].segmentEnd)
    {
        // Segments do not overlap on one device, so the longest one bounds how far back a segment
        // covering a can start.
        for (uint32_t i = m_begin; i < m_end; ++i)
            m_longest = std::max(m_longest, m_sg.endNs[i] - m_sg.startNs[i]);
    }
    // Adds each kind's time inside [a, b) to out; the rest of [a, b) is computation.
    void add(int64_t a, int64_t b, KindNs *out) const
    {
        if (b <= a)
            return;
        const auto first = m_sg.startNs.begin() + m_begin, last = m_sg.startNs.begin() + m_end;
        uint32_t i = uint32_t(std::lower_bound(first, last, a - m_longest) - m_sg.startNs.begin());
        int64_t covered = 0;
        for (; i < m_end && m_sg.startNs[i] < b; ++i) {
            const int64_t s = std::max(a, m_sg.startNs[i]), e = std::min(b, m_sg.endNs[i]);
            if (e <= s)
                continue;
            (*out)[size_t(m_sg.kind[i])] += e - s;
            covered += e - s;
        }
        (*out)[kBusy] += (b - a) - covered;
    }
    // Exposed communication inside [a, b).
    int64_t exposedComm(int64_t a, int64_t b) const
    {
        KindNs k {};
        add(a, b, &k);
        return k[size_t(GpuTimeKind::ExposedComm)];
    }

private:
    const GpuTimeSegments &m_sg;
    uint32_t m_begin, m_end;
    int64_t m_longest = 0;
};

std::string_view keyOf(size_t kind)
{
    return kind == kBusy ? std::string_view("busy") : gpuTimeKindKey(GpuTimeKind(kind));
}

// Keeps the places where the most was waited (ties: earlier first).
void offer(std::vector<ExplainWaitPlace> *places, const ExplainWaitPlace &p)
{
    auto better = [](const ExplainWaitPlace &a, const ExplainWaitPlace &b) {
        return a.waitedNs != b.waitedNs ? a.waitedNs > b.waitedNs : a.startNs < b.startNs;
    };
    if (places->size() == kExplainPlaces && !better(p, places->back()))
        return;
    if (places->size() == kExplainPlaces)
        places->pop_back();
    places->insert(std::upper_bound(places->begin(), places->end(), p, better), p);
}

} // namespace

std::string_view busyWaitAdvice()
{
    return "The late rank was computing while the others waited: its GPU work took longer (a slower or "
           "throttled GPU, more data or a bigger shard on that rank). Compare its kernels and input sizes "
           "with the other ranks' and balance the work.";
}

void chargeWaitsToCauses(const GpuTimeAnalysis &gpu, const CollectiveAnalysis &analysis, Explanation *e)
{
    if (gpu.devices.empty() || analysis.collectives.empty())
        return;
    // The first device of each rank number (devices are sorted by (rank, device)).
    auto deviceOf = [&](int32_t rank) -> int {
        const auto it = std::lower_bound(gpu.devices.begin(), gpu.devices.end(), rank,
            [](const DeviceGpuTime &d, int32_t r) { return d.rank < r; });
        return it != gpu.devices.end() && it->rank == rank ? int(it - gpu.devices.begin()) : -1;
    };
    std::vector<int> deviceOfEntry(analysis.ranks.size());
    for (size_t r = 0; r < analysis.ranks.size(); ++r)
        deviceOfEntry[r] = deviceOf(analysis.ranks[r].rank);
    std::vector<DeviceSegments> segments;
    segments.reserve(gpu.devices.size());
    for (uint32_t d = 0; d < gpu.devices.size(); ++d)
        segments.emplace_back(gpu, d);

    KindNs charged {};
    std::array<std::vector<ExplainWaitPlace>, kChargeKinds> places;
    for (const Collective &c : analysis.collectives) {
        // The last arrival: the member with the latest start (on a tie the highest rank, as the
        // analysis decides).
        uint32_t last = c.memberBegin;
        for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q)
            if (analysis.members[q].waitNs == 0
                && analysis.ranks[analysis.members[q].rankEntry].rank == c.lastRank)
                last = q;
        const CollectiveMember &late = analysis.members[last];
        const int lateDevice = deviceOfEntry[late.rankEntry];
        if (lateDevice < 0)
            continue;
        KindNs waited {}, lateLongest {};
        std::array<uint32_t, kChargeKinds> waiters {};
        int64_t longestWait = 0;
        for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q) {
            const CollectiveMember &m = analysis.members[q];
            const int device = deviceOfEntry[m.rankEntry];
            const int64_t wait = memberWaitNs(m);
            if (q == last || wait <= 0 || device < 0)
                continue;
            const int64_t exposed = segments[size_t(device)].exposedComm(m.rawStartNs, m.rawStartNs + wait);
            if (exposed <= 0)
                continue;
            // What the late rank did while this rank waited, on the late rank's clock.
            KindNs doing {};
            const int64_t from = late.rawStartNs - m.waitNs;
            segments[size_t(lateDevice)].add(from, from + wait, &doing);
            // Share `exposed` out in proportion; the largest kind takes the rounding remainder.
            int64_t given = 0;
            size_t largest = kBusy;
            for (size_t k = 0; k < kChargeKinds; ++k) {
                if (doing[k] > doing[largest])
                    largest = k;
                const int64_t part = int64_t(__int128(exposed) * doing[k] / wait);
                waited[k] += part;
                given += part;
                if (part > 0)
                    ++waiters[k];
            }
            waited[largest] += exposed - given;
            if (m.waitNs > longestWait) {
                longestWait = m.waitNs;
                lateLongest = doing;
            }
        }
        const DeviceGpuTime &ld = gpu.devices[size_t(lateDevice)];
        for (size_t k = 0; k < kChargeKinds; ++k) {
            if (waited[k] <= 0)
                continue;
            charged[k] += waited[k];
            ExplainWaitPlace p;
            p.lateRank = c.lastRank;
            p.lateRankIndex = ld.rankIndex;
            p.lateDevice = ld.device;
            p.startNs = late.rawStartNs - longestWait;
            p.endNs = late.rawStartNs;
            p.lateNs = lateLongest[k];
            p.waiters = std::max<uint32_t>(1, waiters[k]);
            p.waitedNs = waited[k];
            p.collectiveStartNs = late.rawStartNs;
            const auto first = gpu.steps.begin() + ld.stepBegin, end = gpu.steps.begin() + ld.stepEnd;
            auto it = std::upper_bound(
                first, end, p.startNs, [](int64_t t, const StepGpuTime &st) { return t < st.tsNs; });
            if (it != first && p.startNs < (it - 1)->tsNs + (it - 1)->durNs) {
                p.hasStep = true;
                p.step = (it - 1)->number;
            }
            if (places[k].size() < kExplainPlaces || p.waitedNs > places[k].back().waitedNs)
                p.collective = c.kind < analysis.kinds.size() ? analysis.kinds[c.kind] : std::string();
            offer(&places[k], p);
        }
    }

    // Move the charged time from exposed_comm to its causes; what was charged to the late rank's
    // own exposed communication stays there.
    auto findingOf = [&](size_t kind) -> ExplainFinding & {
        const std::string_view key = keyOf(kind);
        for (ExplainFinding &f : e->findings)
            if (f.cause == key && f.rank < 0)
                return f;
        ExplainFinding &f = e->findings.emplace_back();
        f.cause = std::string(key);
        f.advice = std::string(kind == kBusy ? busyWaitAdvice() : adviceFor(GpuTimeKind(kind)));
        return f;
    };
    int64_t moved = 0;
    for (size_t k = 0; k < kChargeKinds; ++k) {
        if (charged[k] <= 0 || k == size_t(GpuTimeKind::ExposedComm))
            continue;
        ExplainFinding &f = findingOf(k);
        f.lostNs += charged[k];
        f.causedWaitNs += charged[k];
        f.causedWaits = std::move(places[k]);
        moved += charged[k];
    }
    if (charged[size_t(GpuTimeKind::ExposedComm)] > 0) {
        ExplainFinding &f = findingOf(size_t(GpuTimeKind::ExposedComm));
        f.causedWaitNs = charged[size_t(GpuTimeKind::ExposedComm)];
        f.causedWaits = std::move(places[size_t(GpuTimeKind::ExposedComm)]);
    }
    if (moved > 0) {
        ExplainFinding &comm = findingOf(size_t(GpuTimeKind::ExposedComm));
        comm.lostNs -= moved;
        if (comm.lostNs <= 0)
            e->findings.erase(std::find_if(e->findings.begin(), e->findings.end(),
                [](const ExplainFinding &f) { return f.cause == "exposed_comm" && f.rank < 0; }));
    }
    e->chargedWaitNs = moved;
    for (ExplainFinding &f : e->findings)
        f.share = e->gpuTimeNs > 0 ? double(f.lostNs) / double(e->gpuTimeNs) : 0.0;
}

} // namespace stepline
