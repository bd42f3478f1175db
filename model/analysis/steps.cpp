#include "steps.h"

#include "analysisinternal.h"

#include <charconv>

namespace stepline {

std::optional<int64_t> parseStepNumber(std::string_view name)
{
    constexpr std::string_view kPrefix = "ProfilerStep#";
    if (name.size() <= kPrefix.size() || name.substr(0, kPrefix.size()) != kPrefix)
        return std::nullopt;
    const std::string_view digits = name.substr(kPrefix.size());
    if (digits.front() < '0' || digits.front() > '9')
        return std::nullopt;
    int64_t n = 0;
    const char *end = digits.data() + digits.size();
    auto [ptr, ec] = std::from_chars(digits.data(), end, n);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return n;
}

namespace {
// Step number of slice i; its rank and device are the caller's.
Step stepAt(const SliceTable &s, uint32_t i, int64_t number)
{
    Step step;
    step.number = number;
    step.event = EventId(i);
    step.name = s.name[i];
    step.tsNs = s.ts[i];
    step.durNs = s.dur[i];
    return step;
}
} // namespace

std::vector<Step> hostSteps(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const ScopeFilter &filter = scoped.filter();
    const SliceTable &s = profile.slices();
    detail::NameMemo<std::optional<int64_t>> memo(profile);
    std::vector<Step> out;
    const auto &tracks = profile.tracks();
    for (const Track &track : tracks) {
        if (track.kind != TrackKind::CpuThread || !filter.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (!detail::isHostKind(s.kind[i]))
                continue;
            const std::optional<int64_t> &n = memo.get(s.name[i], parseStepNumber);
            if (!n)
                continue;
            Step step = stepAt(s, i, *n);
            step.rankIndex = track.rank;
            step.rank = profile.ranks()[track.rank].rank;
            out.push_back(step);
        }
    }
    std::sort(out.begin(), out.end(), [](const Step &a, const Step &b) {
        if (a.rank != b.rank)
            return a.rank < b.rank;
        if (a.rankIndex != b.rankIndex)
            return a.rankIndex < b.rankIndex;
        if (a.tsNs != b.tsNs)
            return a.tsNs < b.tsNs;
        return a.event.value < b.event.value;
    });
    return out;
}

std::vector<Step> hostSteps(const Profile &profile, const Scope &scope)
{
    return hostSteps(ScopedProfile(profile, scope));
}

std::vector<Step> hostStepsByTime(const Profile &profile)
{
    std::vector<Step> out = hostSteps(profile);
    std::sort(out.begin(), out.end(), [](const Step &a, const Step &b) {
        return a.tsNs != b.tsNs ? a.tsNs < b.tsNs : a.event.value < b.event.value;
    });
    return out;
}

std::vector<Step> gpuSteps(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const detail::DeviceIndex &index = scoped.deviceIndex();
    const SliceTable &s = profile.slices();
    detail::NameMemo<std::optional<int64_t>> memo(profile);
    std::vector<Step> out;
    for (const GpuDevice &d : index.devices) {
        const size_t first = out.size();
        for (uint32_t t : d.tracks) {
            const Track &track = profile.tracks()[t];
            for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
                if (s.kind[i] != EventKind::GpuUserAnnotation)
                    continue;
                const std::optional<int64_t> &n = memo.get(s.name[i], parseStepNumber);
                if (!n)
                    continue;
                Step step = stepAt(s, i, *n);
                step.rankIndex = d.rankIndex;
                step.rank = d.rank;
                step.device = d.device;
                out.push_back(step);
            }
        }
        std::sort(out.begin() + std::ptrdiff_t(first), out.end(), [](const Step &a, const Step &b) {
            return a.tsNs != b.tsNs ? a.tsNs < b.tsNs : a.event.value < b.event.value;
        });
    }
    return out;
}

std::vector<Step> gpuSteps(const Profile &profile, const Scope &scope)
{
    return gpuSteps(ScopedProfile(profile, scope));
}

Histogram stepHistogram(const std::vector<Step> &steps)
{
    std::vector<int64_t> durations;
    durations.reserve(steps.size());
    for (const Step &st : steps)
        durations.push_back(st.durNs);
    return freedmanDiaconis(std::move(durations), 5, 50);
}

std::vector<size_t> stepOutliers(const std::vector<Step> &steps, OutlierThreshold *threshold)
{
    std::vector<int64_t> durations;
    durations.reserve(steps.size());
    for (const Step &st : steps)
        durations.push_back(st.durNs);
    const OutlierThreshold t = outlierThreshold(durations);
    if (threshold)
        *threshold = t;
    std::vector<size_t> out;
    if (!t.valid)
        return out;
    for (size_t i = 0; i < steps.size(); ++i) {
        if (steps[i].durNs > t.thresholdNs)
            out.push_back(i);
    }
    return out;
}

} // namespace stepline
