#include "diffinputs.h"

#include "analysisinternal.h"
#include "argscan.h"
#include "gputime.h"
#include "profile.h"
#include "steps.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace stepline {

namespace {

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

// The launching cpu_op of a GPU activity (see the header), or none.
EventId launchingOp(const Profile &profile, uint32_t activity)
{
    return detail::launchingOp(profile, profile.flows().incoming(EventId(activity)), true);
}

// The first known kind from op outwards through its enclosing cpu_ops.
OperatorKind kindFrom(const Profile &profile, detail::NameMemo<OperatorKind> &memo, EventId op)
{
    if (!op.isValid())
        return OperatorKind::NoOperator;
    const SliceTable &s = profile.slices();
    for (EventId p = op; p.isValid(); p = s.parent[p.value]) {
        if (s.kind[p.value] != EventKind::CpuOp)
            continue;
        const OperatorKind k = memo.get(s.name[p.value], operatorKindOfName);
        if (k != OperatorKind::OtherOps)
            return k;
    }
    return OperatorKind::OtherOps;
}

size_t stringBytes(const std::string &s)
{
    return s.capacity() > 15 ? s.capacity() + 1 : 0;
}

} // namespace

OperatorKind operatorKindOfName(std::string_view n)
{
    static constexpr std::string_view kGemm[] = { "aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm",
        "aten::linear", "aten::matmul", "aten::_scaled_mm", "aten::addmv", "aten::mv", "aten::addbmm" };
    for (std::string_view g : kGemm) {
        if (n == g)
            return OperatorKind::Gemm;
    }
    if (contains(n, "attention") || contains(n, "flash_attn") || contains(n, "_efficient_attention"))
        return OperatorKind::Attention;
    if (contains(n, "conv"))
        return OperatorKind::Convolution;
    if (contains(n, "norm"))
        return OperatorKind::Normalization;
    return OperatorKind::OtherOps;
}

std::string_view operatorKindKey(OperatorKind kind)
{
    static constexpr std::string_view kKeys[kOperatorKindCount]
        = { "gemm", "attention", "convolution", "normalization", "other_ops", "no_operator" };
    return kKeys[size_t(kind)];
}

std::string_view operatorKindLabel(OperatorKind kind)
{
    static constexpr std::string_view kLabels[kOperatorKindCount]
        = { "GEMM", "attention", "convolution", "normalization", "other operators", "no operator" };
    return kLabels[size_t(kind)];
}

std::string LaunchRow::opKey() const
{
    if (opName.empty() || opDims.empty())
        return opName;
    return opName + " " + opDims;
}

size_t DiffInputs::memoryBytes() const
{
    size_t bytes = gpuNames.capacity() * sizeof(std::string) + launches.capacity() * sizeof(LaunchRow);
    for (const std::string &n : gpuNames)
        bytes += stringBytes(n);
    for (const LaunchRow &r : launches) {
        bytes += stringBytes(r.kernel) + stringBytes(r.opName) + stringBytes(r.opDims)
            + r.outerKeys.capacity() * sizeof(std::string);
        for (const std::string &k : r.outerKeys)
            bytes += stringBytes(k);
    }
    return bytes;
}

DiffInputs computeDiffInputs(const ScopedProfile &job)
{
    const Profile &profile = job.profile();
    DiffInputs out;
    for (const RankInfo &r : profile.ranks())
        out.worldSize = std::max(out.worldSize, r.worldSize);
    if (out.worldSize <= 0)
        out.worldSize = int32_t(profile.ranks().size());

    for (const GpuDevice &d : job.devices())
        out.gpuNames.push_back(d.name);
    const PrecisionBreakdown precision = precisionBreakdown(job);
    out.precisionNs = precision.ns;

    // Host steps per rank index, in start order (they do not overlap on one rank).
    std::vector<std::vector<std::pair<int64_t, int64_t>>> stepsOfRank(profile.ranks().size());
    for (const Step &st : hostSteps(job))
        stepsOfRank[st.rankIndex].push_back({ st.tsNs, st.tsNs + st.durNs });
    auto inStep = [&stepsOfRank](uint32_t rank, int64_t ts) {
        const auto &steps = stepsOfRank[rank];
        auto it = std::upper_bound(steps.begin(), steps.end(), std::pair<int64_t, int64_t>(ts, INT64_MAX));
        return it != steps.begin() && ts < std::prev(it)->second;
    };

    // Pass 1: each activity's (name, op, kind) group; op args are only marked.
    const SliceTable &s = profile.slices();
    detail::NameMemo<OperatorKind> kindMemo(profile);
    detail::NameMemo<GpuActivityClass> classMemo(profile);
    struct Key
    {
        uint32_t kernel;
        uint32_t op; // op name StringId, 0 without one
        uint32_t args; // op's ArgSetId value + 1, 0 without one
        OperatorKind kind;
        bool operator==(const Key &o) const
        {
            return kernel == o.kernel && op == o.op && args == o.args && kind == o.kind;
        }
    };
    struct KeyHash
    {
        size_t operator()(const Key &k) const noexcept
        {
            uint64_t h = (uint64_t(k.kernel) << 32) ^ k.op;
            h = h * 0x9e3779b97f4a7c15ULL ^ (uint64_t(k.args) << 3) ^ uint64_t(k.kind);
            return size_t(h ^ (h >> 29));
        }
    };
    // An enclosing cpu_op: its name StringId and ArgSetId value + 1 (0 without args).
    using OuterOp = std::pair<uint32_t, uint32_t>;
    struct Sums : LaunchTotals
    {
        std::vector<OuterOp> outer; // of the group's first launching operator, innermost first
    };
    auto argsKey = [argCount = profile.args().count()](
                       ArgSetId a) { return a.isValid() && a.value < argCount ? a.value + 1 : 0u; };
    std::unordered_map<Key, Sums, KeyHash> groups;
    for (const GpuDevice &d : job.devices()) {
        detail::forEachDeviceSlice(profile, d, [&](uint32_t i) {
            if (!detail::isDeviceUnionSlice(s, i))
                return;
            const EventKind kind = s.kind[i];
            const GpuActivityClass cls
                = classMemo.get(s.name[i], [kind](std::string_view n) { return gpuActivityClass(kind, n); });
            const EventId op = launchingOp(profile, i);
            Key key { s.name[i].value, 0, 0, kindFrom(profile, kindMemo, op) };
            if (op.isValid()) {
                key.op = s.name[op.value].value;
                key.args = argsKey(s.args[op.value]);
            }
            Sums &sum = groups[key];
            if (sum.count == 0 && op.isValid()) {
                for (EventId p = s.parent[op.value]; p.isValid(); p = s.parent[p.value]) {
                    if (s.kind[p.value] == EventKind::CpuOp)
                        sum.outer.push_back({ s.name[p.value].value, argsKey(s.args[p.value]) });
                }
            }
            sum.isKernel = kind == EventKind::Kernel;
            sum.computation = cls == GpuActivityClass::Computation;
            ++sum.count;
            sum.totalNs += s.dur[i];
            if (inStep(d.rankIndex, s.ts[i]))
                sum.inStepNs += s.dur[i];
        });
    }

    // Kernels without a launching operator take that of the same-named kernels that have one.
    {
        std::unordered_map<uint32_t, std::pair<Key, const Sums *>> byKernel; // the most time
        for (const auto &[key, sum] : groups) {
            if (!key.op || !sum.isKernel)
                continue;
            auto [it, added] = byKernel.try_emplace(key.kernel, key, &sum);
            if (!added
                && (sum.totalNs > it->second.second->totalNs
                    || (sum.totalNs == it->second.second->totalNs
                        && std::tie(key.op, key.args)
                            < std::tie(it->second.first.op, it->second.first.args))))
                it->second = { key, &sum };
        }
        std::vector<std::pair<Key, Sums>> moved;
        for (auto it = groups.begin(); it != groups.end();) {
            const auto best
                = it->first.op || !it->second.isKernel ? byKernel.end() : byKernel.find(it->first.kernel);
            if (best == byKernel.end()) {
                ++it;
                continue;
            }
            moved.emplace_back(best->second.first, std::move(it->second));
            it = groups.erase(it);
        }
        for (const auto &[key, sum] : moved) {
            Sums &into = groups[key]; // the group it inherits from (erasing others kept it)
            into.count += sum.count;
            into.totalNs += sum.totalNs;
            into.inStepNs += sum.inStepNs;
        }
    }

    // Pass 2: the Input Dims of each wanted args object, in id order.
    std::vector<uint32_t> wanted;
    for (const auto &[key, sum] : groups) {
        if (key.args)
            wanted.push_back(key.args - 1);
        for (const OuterOp &o : sum.outer) {
            if (o.second)
                wanted.push_back(o.second - 1);
        }
    }
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    std::vector<std::string> dimsOf(wanted.size());
    {
        ArgStore::Reader reader(profile.args());
        for (size_t k = 0; k < wanted.size(); ++k)
            dimsOf[k] = ArgStore::value(reader.raw(ArgSetId(wanted[k])), "Input Dims");
    }
    auto dims = [&](uint32_t args) -> const std::string & {
        static const std::string kNone;
        if (!args)
            return kNone;
        return dimsOf[size_t(std::lower_bound(wanted.begin(), wanted.end(), args - 1) - wanted.begin())];
    };

    // Groups of the same (kernel, op name, dims, kind) merge: args objects differ in other keys.
    out.launches.reserve(groups.size());
    for (const auto &[key, sum] : groups) {
        LaunchRow row;
        row.kernel = std::string(profile.str(StringId(key.kernel)));
        row.opName = key.op ? std::string(profile.str(StringId(key.op))) : std::string();
        row.opDims = dims(key.args);
        row.kind = key.kind;
        row.totals() = sum;
        for (const OuterOp &o : sum.outer) {
            std::string outer(profile.str(StringId(o.first)));
            if (const std::string &d = dims(o.second); !d.empty())
                outer += " " + d;
            row.outerKeys.push_back(std::move(outer));
        }
        out.launches.push_back(std::move(row));
    }
    auto order = [](const LaunchRow &r) { return std::tie(r.opName, r.opDims, r.kernel, r.kind); };
    std::sort(out.launches.begin(), out.launches.end(),
        [&order](const LaunchRow &a, const LaunchRow &b) { return order(a) < order(b); });
    std::vector<LaunchRow> merged;
    for (LaunchRow &row : out.launches) {
        if (!merged.empty() && order(merged.back()) == order(row)) {
            merged.back().count += row.count;
            merged.back().totalNs += row.totalNs;
            merged.back().inStepNs += row.inStepNs;
        } else {
            merged.push_back(std::move(row));
        }
    }
    out.launches = std::move(merged);
    return out;
}

} // namespace stepline
