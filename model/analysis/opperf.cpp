#include "opperf.h"

#include "analysisinternal.h"
#include "argscan.h"
#include "argstore.h"
#include "hugepages.h"
#include "profile.h"
#include "steps.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <memory>
#include <new>
#include <numeric>
#include <unordered_map>
#include <utility>

#include <sys/mman.h>

namespace stepline {

int64_t OpPerfRow::aboveRoofNs() const
{
    if (roofNs <= 0 || overPeak)
        return 0;
    return std::max<int64_t>(0, kernelNs - int64_t(std::llround(roofNs)));
}

namespace {

// One operator call that launched GPU activity, with the activity's summed duration.
struct Call
{
    EventId op;
    int64_t kernelNs = 0;
    int32_t device = -1; // position in the device index of its first activity
    uint32_t row = UINT32_MAX;
    int64_t startNs = 0; // span of its activities
    int64_t endNs = 0;
};

// Per slice, the op that owns the GPU activity launched under it, as TraceLens collects them
// (tree_perf.py, collect_unified_perf_events): the outermost cpu_op ancestor-or-self with a perf
// model; linear and matmul only when nothing between them and the launch has one. Slices are
// stored by (track, depth, ts), so a parent always precedes its children and one forward pass
// settles every slice (a walk up the parents per kernel missed the cache at every level).
//
// Entries hold the owner's id + 1 (0: none) in a fresh anonymous mapping (zero until written): the
// entries of GPU rows and of host stretches without a modelled op are never written, so they cost
// no page faults (a filled array of 4 bytes per event cost more than the rest of this analysis on
// 10 M events). The mapping is advised for huge pages (hugepages.h): host rows under a modelled
// op are most of a trace, and written per 4 KiB page they faulted page by page (2 of this
// analysis' 7 ms on a 200 K-event trace). Not calloc: once a big block was freed, glibc serves
// the next ones from its heap and clears them whole.
constexpr uint32_t kNoOwner = 0;
constexpr uint32_t kFallbackBit = 1u << 30; // the owner is a linear / matmul
constexpr uint32_t kCallBit = 1u << 31; // set later: an owner's own entry holds its call index
constexpr uint32_t kIdMask = kFallbackBit - 1;

class OwnerArray
{
public:
    explicit OwnerArray(size_t n)
        : m_bytes(std::max<size_t>(1, n) * sizeof(uint32_t))
    {
        if (m_bytes < hugepages::kMinBytes) {
            // A mapping of its own would cost a whole huge page zeroed by the kernel: most of a
            // small trace's summary (about 0.3 ms of a 6 ms `stepline summary`).
            m_data = new uint32_t[m_bytes / sizeof(uint32_t)]();
            return;
        }
        // PagesInside from one huge page on: the last partial 2 MiB stays in 4 KiB pages.
        void *p = hugepages::allocate(m_bytes, MAP_NORESERVE,
            m_bytes < hugepages::kPageBytes ? hugepages::Advice::WholeMapping
                                            : hugepages::Advice::PagesInside);
        if (!p)
            throw std::bad_alloc();
        m_data = static_cast<uint32_t *>(p);
        m_mapped = true;
    }
    ~OwnerArray() { reset(); }
    OwnerArray(const OwnerArray &) = delete;
    OwnerArray &operator=(const OwnerArray &) = delete;
    OwnerArray(OwnerArray &&other) noexcept
        : m_data(std::exchange(other.m_data, nullptr))
        , m_bytes(other.m_bytes)
        , m_mapped(other.m_mapped)
    {
    }
    uint32_t &operator[](size_t i) { return m_data[i]; }
    void reset()
    {
        if (m_data && m_mapped)
            hugepages::release(m_data, m_bytes);
        else
            delete[] m_data;
        m_data = nullptr;
    }

private:
    uint32_t *m_data = nullptr;
    size_t m_bytes = 0;
    bool m_mapped = false;
};

OwnerArray ownersOf(const Profile &profile, detail::NameMemo<OpModel> &models)
{
    const SliceTable &s = profile.slices();
    OwnerArray owner(s.size());
    for (const Track &track : profile.tracks()) {
        if (track.kind == TrackKind::GpuStream || track.kind == TrackKind::Pseudo)
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            const EventKind k = s.kind[i];
            if (isGpuSide(k))
                continue;
            const EventId p = s.parent[i];
            const uint32_t inherited = p.isValid() ? owner[p.value] : kNoOwner;
            uint32_t mine = inherited;
            if (k == EventKind::CpuOp) {
                const OpModel m = models.get(s.name[i], [](std::string_view n) { return opModelOf(n); });
                if (m != OpModel::None) {
                    const bool inheritedPrimary = inherited != kNoOwner && !(inherited & kFallbackBit);
                    if (isFallbackModel(m))
                        mine = inheritedPrimary ? inherited : ((i + 1) | kFallbackBit);
                    else
                        mine = inheritedPrimary ? inherited : i + 1;
                }
            }
            if (mine != kNoOwner)
                owner[i] = mine;
        }
    }
    return owner;
}

void appendKey(std::string &key, uint32_t name, std::string_view a, std::string_view b, std::string_view c)
{
    key.clear();
    key.append(reinterpret_cast<const char *>(&name), sizeof name);
    detail::appendCompactJson(key, a);
    key.push_back('\x1f');
    detail::appendCompactJson(key, b);
    key.push_back('\x1f');
    detail::appendCompactJson(key, c);
}

// Sorts n keys: an LSD radix sort, 11 bits a pass, a pass skipped when every key has the same
// digit (an args id and a call index use 3 to 5 of the 6). std::sort of millions of calls' keys
// was a tenth of this analysis, and the buffers are left uninitialised (filling them cost as much).
void radixSort(uint64_t *keys, size_t n)
{
    if (n < 1024) {
        std::sort(keys, keys + n);
        return;
    }
    constexpr int kBits = 11;
    constexpr uint64_t kMask = (uint64_t(1) << kBits) - 1;
    std::unique_ptr<uint64_t[]> scratch(new uint64_t[n]);
    uint64_t *from = keys, *to = scratch.get();
    std::array<size_t, size_t(1) << kBits> count;
    for (int shift = 0; shift < 64; shift += kBits) {
        count.fill(0);
        for (size_t k = 0; k < n; ++k)
            ++count[(from[k] >> shift) & kMask];
        if (count[(from[0] >> shift) & kMask] == n)
            continue; // one digit: the pass would not move anything
        std::exclusive_scan(count.begin(), count.end(), count.begin(), size_t(0)); // each digit's first slot
        for (size_t k = 0; k < n; ++k)
            to[count[(from[k] >> shift) & kMask]++] = from[k];
        std::swap(from, to);
    }
    if (from != keys)
        std::copy(from, from + n, keys);
}

// The roof of one row on the peak its calls ran against.
void applyRoof(OpPerfRow &r, const GpuPeak &peak)
{
    const double kernelS = double(r.kernelNs) * 1e-9;
    const double totalFlops = r.flops * double(r.count);
    const double tflops = peakTflops(peak, r.precision, isMatrixWork(r.model));
    if (kernelS > 0) {
        r.tflopsPerS = totalFlops / kernelS / 1e12;
        if (r.bytes)
            r.tbPerS = *r.bytes * double(r.count) / kernelS / 1e12;
    }
    if (r.bytes && *r.bytes > 0)
        r.intensity = r.flops / *r.bytes;
    if (tflops <= 0) {
        r.peakReason = std::string("no ") + std::string(precisionLabel(r.precision)) + " peak for "
            + std::string(peak.name);
        return;
    }
    r.peakTflops = tflops;
    if (peak.tbPerS > 0)
        r.peakTbPerS = peak.tbPerS;
    // Roof at the row's intensity: min(peak FLOP/s, intensity × bandwidth); without bytes, the
    // compute roof alone.
    double roofTflops = tflops;
    if (r.intensity && peak.tbPerS > 0) {
        const double ridge = tflops / peak.tbPerS; // FLOPs per byte
        r.computeBound = *r.intensity >= ridge;
        roofTflops = std::min(tflops, *r.intensity * peak.tbPerS);
    }
    double roofS = roofTflops > 0 ? totalFlops / (roofTflops * 1e12) : 0;
    if (totalFlops <= 0 && r.bytes && peak.tbPerS > 0) // pure data movement (a copy of nothing)
        roofS = *r.bytes * double(r.count) / (peak.tbPerS * 1e12);
    r.roofNs = roofS * 1e9;
    if (kernelS <= 0 || roofS <= 0)
        return;
    const double pct = roofS / kernelS * 100.0;
    if (pct > 100.0)
        r.overPeak = true;
    else
        r.pctOfRoof = pct;
}

} // namespace

OpPerfAnalysis analyzeOpPerf(
    const ScopedProfile &scoped, const PeakOverride &override, const std::vector<Step> *stepsOfScope)
{
    const Profile &profile = scoped.profile();
    OpPerfAnalysis out;
    out.override = override;
    const SliceTable &s = profile.slices();
    const detail::DeviceIndex &index = scoped.deviceIndex();
    if (index.devices.empty()) {
        out.absentReason = "no GPU activity in this profile";
        return out;
    }

    // The devices' peaks: the table row of each device's name, or the override.
    std::vector<GpuPeak> overridden(index.devices.size());
    std::vector<const GpuPeak *> peakOf(index.devices.size(), nullptr);
    for (size_t d = 0; d < index.devices.size(); ++d) {
        const GpuDevice &g = index.devices[d];
        DevicePeakUse use;
        use.rank = g.rank;
        use.device = g.device;
        use.name = g.name;
        use.peak = findGpuPeak(g.name);
        if (override.any()) {
            GpuPeak p = use.peak ? *use.peak : GpuPeak {};
            p.name = "override";
            if (override.tflops) {
                const double t = *override.tflops;
                p.fp64 = p.fp32 = p.fp32Matrix = p.tf32 = p.bf16 = p.fp16 = p.fp8 = p.int8 = t;
            }
            if (override.tbPerS)
                p.tbPerS = *override.tbPerS;
            p.source = "--peak-tflops / --peak-tbps";
            overridden[d] = p;
            use.overridden = true;
            use.peak = (override.tflops || use.peak) ? &overridden[d] : nullptr;
        }
        peakOf[d] = use.peak;
        out.devices.push_back(std::move(use));
    }

    // Pass 1: every GPU activity to the op that owns it.
    detail::NameMemo<OpModel> models(profile);
    OwnerArray owner = ownersOf(profile, models);
    detail::IncomingCursor incoming(profile.flows());
    // At most one call per GPU activity: reserved once (untouched pages cost nothing), as growing
    // copied every call several times.
    size_t activities = 0;
    for (const GpuDevice &g : index.devices)
        for (uint32_t t : g.tracks)
            activities += profile.tracks()[t].sliceEnd - profile.tracks()[t].sliceBegin;
    std::vector<Call> calls;
    calls.reserve(activities);
    for (size_t d = 0; d < index.devices.size(); ++d) {
        for (uint32_t t : index.devices[d].tracks) {
            const Track &track = profile.tracks()[t];
            for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
                if (!isGpuActivity(s.kind[i]))
                    continue;
                out.kernelNs += s.dur[i];
                const EventId launcher = detail::launchingOp(profile, incoming, i);
                if (!launcher.isValid())
                    continue;
                uint32_t v = owner[launcher.value];
                if (v == kNoOwner)
                    continue;
                if (!(v & kCallBit)) { // an owner id + 1: its own entry says whether it has a call yet
                    const uint32_t op = (v & kIdMask) - 1;
                    v = owner[op];
                    if (!(v & kCallBit)) {
                        v = kCallBit | uint32_t(calls.size());
                        owner[op] = v;
                        calls.push_back(
                            { EventId(op), 0, int32_t(d), UINT32_MAX, s.ts[i], s.ts[i] + s.dur[i] });
                    }
                }
                out.attributedNs += s.dur[i];
                Call &call = calls[v & ~kCallBit];
                call.kernelNs += s.dur[i];
                call.startNs = std::min(call.startNs, s.ts[i]);
                call.endNs = std::max(call.endNs, s.ts[i] + s.dur[i]);
            }
        }
    }
    owner.reset();
    if (calls.empty()) {
        out.absentReason = "no GPU activity was launched by an operator with a perf model";
        return out;
    }

    // Pass 2: the calls' args in id order (each zstd block decoded once), one row per signature.
    // (args id, call index), read in ascending order: the first kShapeProbe sorted alone, the rest
    // only once they turned out to have shapes.
    const size_t callCount = calls.size();
    std::unique_ptr<uint64_t[]> byArgs(new uint64_t[callCount]);
    for (uint32_t i = 0; i < callCount; ++i)
        byArgs[i] = uint64_t(s.args[calls[i].op.value].value) << 32 | i;
    // record_shapes is one switch for a whole profiling session: when the first calls read have no
    // Input Dims, the rest have none either, and their args are not decoded.
    constexpr size_t kShapeProbe = 256;
    const size_t probe = std::min(kShapeProbe, callCount);
    std::partial_sort(byArgs.get(), byArgs.get() + probe, byArgs.get() + callCount);
    ArgStore::Reader reader(profile.args());
    // A signature's key is its values with the whitespace outside strings removed (a pretty-printed
    // `[\n  141,\n  512\n]` and a compact `[141,512]` are one row). Compacting every call's values
    // was a fifth of this analysis: the calls are looked up by their values as written first
    // (byRaw, each length-prefixed so that no two signatures share a key), and only a text not seen
    // before is compacted and resolved to its row or its failure. Both maps hold a row index, or
    // with kFailedBit an index into failed.
    using SignatureMap = std::unordered_map<std::string, uint32_t, detail::TransparentHash, std::equal_to<>>;
    constexpr uint32_t kFailedBit = 1u << 31;
    SignatureMap byCompact;
    SignatureMap byRaw;
    std::vector<OpPerfRow> rows;
    std::vector<std::pair<std::string, uint64_t>> failed; // reason, calls
    std::vector<const GpuPeak *> rowPeak;
    std::vector<bool> rowMixed;
    bool anyShapes = false;
    std::string key;
    std::string rawKey;
    for (size_t read = 0; read < callCount; ++read) {
        if (read == kShapeProbe) {
            if (!anyShapes && rows.empty()) {
                const uint64_t rest = uint64_t(callCount - kShapeProbe);
                failed.push_back({ "no Input Dims (recorded without record_shapes)", rest });
                break;
            }
            radixSort(byArgs.get() + kShapeProbe, callCount - kShapeProbe);
        }
        const uint64_t entry = byArgs[read];
        Call &c = calls[uint32_t(entry)];
        const uint32_t op = c.op.value;
        const std::string_view raw = s.args[op].isValid() ? reader.raw(s.args[op]) : std::string_view("{}");
        OpArgsText text;
        text.inputDims = detail::jsonValueText(raw, "Input Dims");
        text.inputTypes = detail::jsonValueText(raw, "Input type");
        text.concrete = detail::jsonValueText(raw, "Concrete Inputs");
        const OpModel model = models.get(s.name[op], [](std::string_view n) { return opModelOf(n); });
        if (model == OpModel::Inductor) {
            text.kernelFlop = detail::jsonValueText(raw, "kernel_flop");
            text.kernelNumGb = detail::jsonValueText(raw, "kernel_num_gb");
        }
        anyShapes = anyShapes || !text.inputDims.empty();
        rawKey.clear();
        const uint32_t nameId = s.name[op].value;
        rawKey.append(reinterpret_cast<const char *>(&nameId), sizeof nameId);
        for (std::string_view part :
            { text.inputDims, text.inputTypes, text.concrete, text.kernelFlop, text.kernelNumGb }) {
            const uint32_t length = uint32_t(part.size());
            rawKey.append(reinterpret_cast<const char *>(&length), sizeof length);
            rawKey.append(part);
        }
        auto known = byRaw.find(std::string_view(rawKey));
        if (known == byRaw.end()) {
            appendKey(key, nameId, text.inputDims, text.inputTypes, text.concrete);
            if (model == OpModel::Inductor) {
                key.push_back('\x1f');
                key.append(text.kernelFlop);
                key.push_back('\x1f');
                key.append(text.kernelNumGb);
            }
            uint32_t resolved = 0;
            if (auto it = byCompact.find(std::string_view(key)); it != byCompact.end()) {
                resolved = it->second;
            } else if (OpCost cost = opCost(model, profile.str(s.name[op]), text); !cost.modelled) {
                resolved = uint32_t(failed.size()) | kFailedBit;
                byCompact.emplace(key, resolved);
                failed.push_back({ std::move(cost.reason), 0 });
            } else {
                OpPerfRow row;
                row.name = s.name[op];
                row.model = model;
                detail::appendCompactJson(row.inputDims, text.inputDims);
                detail::appendCompactJson(row.inputTypes, text.inputTypes);
                detail::appendCompactJson(row.concrete, text.concrete);
                row.flops = cost.flops;
                row.bytes = cost.bytes;
                row.precision = cost.precision;
                row.firstCall = c.op;
                resolved = uint32_t(rows.size());
                byCompact.emplace(key, resolved);
                rows.push_back(std::move(row));
                rowPeak.push_back(peakOf[size_t(c.device)]);
                rowMixed.push_back(false);
            }
            known = byRaw.emplace(rawKey, resolved).first;
        }
        if (known->second & kFailedBit) {
            ++failed[known->second & ~kFailedBit].second;
            continue;
        }
        const uint32_t r = known->second;
        OpPerfRow &row = rows[r];
        ++row.count;
        row.kernelNs += c.kernelNs;
        if (s.ts[op] < s.ts[row.firstCall.value])
            row.firstCall = c.op;
        if (c.kernelNs > row.longestCallNs) {
            const GpuDevice &g = index.devices[size_t(c.device)];
            row.longestCallNs = c.kernelNs;
            row.longest = { g.rankIndex, g.rank, g.device, c.startNs, c.endNs };
        }
        if (rowPeak[r] != peakOf[size_t(c.device)]
            && (!rowPeak[r] || !peakOf[size_t(c.device)]
                || rowPeak[r]->name != peakOf[size_t(c.device)]->name))
            rowMixed[r] = true;
        c.row = r;
        out.modelledNs += c.kernelNs;
        ++out.modelledCalls;
    }

    // Reasons, merged by text, most calls first.
    std::map<std::string, uint64_t> byReason;
    for (auto &[reason, n] : failed) {
        byReason[reason] += n;
        out.unmodelledCalls += n;
    }
    for (auto &[reason, n] : byReason)
        out.reasons.emplace_back(reason, n);
    std::stable_sort(out.reasons.begin(), out.reasons.end(),
        [](const auto &a, const auto &b) { return a.second > b.second; });
    if (rows.empty()) {
        out.absentReason = anyShapes ? "no operator call had shapes its perf model could use"
                                     : "no Input Dims in this profile (recorded without record_shapes=True)";
        return out;
    }

    for (size_t r = 0; r < rows.size(); ++r) {
        OpPerfRow &row = rows[r];
        if (rowMixed[r])
            row.peakReason = "its calls ran on GPUs of different peaks";
        else if (!rowPeak[r])
            row.peakReason = "GPU not in the peaks table (pass --peak-tflops and --peak-tbps)";
        if (!row.peakReason.empty()) {
            const double kernelS = double(row.kernelNs) * 1e-9;
            if (kernelS > 0) {
                row.tflopsPerS = row.flops * double(row.count) / kernelS / 1e12;
                if (row.bytes)
                    row.tbPerS = *row.bytes * double(row.count) / kernelS / 1e12;
            }
            if (row.bytes && *row.bytes > 0)
                row.intensity = row.flops / *row.bytes;
            continue;
        }
        applyRoof(row, *rowPeak[r]);
    }

    // MFU per host step, from the calls' FLOPs that MFU counts.
    const std::vector<Step> ownSteps = stepsOfScope ? std::vector<Step>() : hostSteps(scoped);
    const std::vector<Step> &steps = stepsOfScope ? *stepsOfScope : ownSteps;
    if (!steps.empty()) {
        std::vector<std::vector<uint32_t>> stepsOfRank(profile.ranks().size());
        for (uint32_t i = 0; i < steps.size(); ++i)
            if (steps[i].rankIndex < stepsOfRank.size())
                stepsOfRank[steps[i].rankIndex].push_back(i);
        for (auto &v : stepsOfRank)
            std::sort(
                v.begin(), v.end(), [&](uint32_t a, uint32_t b) { return steps[a].tsNs < steps[b].tsNs; });
        std::vector<std::array<double, kPrecisionCount>> flopsOf(steps.size());
        for (auto &f : flopsOf)
            f.fill(0);
        for (const Call &c : calls) {
            if (c.row == UINT32_MAX || !countsForMfu(rows[c.row].model))
                continue;
            const uint32_t rank = profile.tracks()[s.track[c.op.value].value].rank;
            if (rank >= stepsOfRank.size())
                continue;
            const auto &v = stepsOfRank[rank];
            const int64_t ts = s.ts[c.op.value];
            auto pos = std::upper_bound(
                v.begin(), v.end(), ts, [&](int64_t t, uint32_t k) { return t < steps[k].tsNs; });
            if (pos == v.begin())
                continue;
            const Step &st = steps[*(pos - 1)];
            if (ts >= st.tsNs + st.durNs)
                continue;
            flopsOf[size_t(*(pos - 1))][size_t(rows[c.row].precision)] += rows[c.row].flops;
        }
        for (size_t i = 0; i < steps.size(); ++i) {
            StepMfu m;
            m.rankIndex = steps[i].rankIndex;
            m.rank = steps[i].rank;
            m.step = steps[i].number;
            m.durNs = steps[i].durNs;
            size_t best = 0;
            for (size_t p = 0; p < kPrecisionCount; ++p) {
                m.flops += flopsOf[i][p];
                if (flopsOf[i][p] > flopsOf[i][best])
                    best = p;
            }
            m.precision = Precision(best);
            double peak = 0;
            bool unknown = false;
            for (size_t d = 0; d < index.devices.size(); ++d) {
                if (index.devices[d].rankIndex != m.rankIndex)
                    continue;
                if (!peakOf[d]) {
                    unknown = true;
                    continue;
                }
                peak += peakTflops(*peakOf[d], m.precision, true);
            }
            if (m.flops <= 0)
                m.reason = "no GEMM, attention or convolution FLOPs in this step";
            else if (unknown)
                m.reason = "GPU not in the peaks table (pass --peak-tflops)";
            else if (peak <= 0)
                m.reason
                    = std::string("no ") + std::string(precisionLabel(m.precision)) + " peak for this GPU";
            else if (m.durNs <= 0)
                m.reason = "the step has no duration";
            else if (const double v = m.flops / (double(m.durNs) * 1e-9 * peak * 1e12); v > 1.0) {
                m.overPeak = true;
                m.reason = "above the peak: a wrong shape, type or peak";
            } else {
                m.mfu = v;
            }
            out.mfu.push_back(std::move(m));
        }
    }

    std::sort(rows.begin(), rows.end(), [&profile](const OpPerfRow &a, const OpPerfRow &b) {
        if (a.kernelNs != b.kernelNs)
            return a.kernelNs > b.kernelNs;
        const std::string_view an = profile.str(a.name), bn = profile.str(b.name);
        if (an != bn)
            return an < bn;
        return a.inputDims < b.inputDims;
    });
    out.rows = std::move(rows);
    return out;
}

OpPerfAnalysis analyzeOpPerf(const Profile &profile, const Scope &scope, const PeakOverride &override)
{
    return analyzeOpPerf(ScopedProfile(profile, scope), override);
}

} // namespace stepline
