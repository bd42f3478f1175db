#include "annotations.h"

#include "analysisinternal.h"
#include "steps.h"

namespace stepline {

namespace {

// Calls fn(i) for every annotation of the scope: a user_annotation host event that is not a step.
template <typename Fn> void forEachAnnotation(const Profile &profile, const Scope &scope, Fn &&fn)
{
    const ScopeFilter filter(profile, scope);
    const SliceTable &s = profile.slices();
    detail::NameMemo<char> isStep(profile);
    for (const Track &track : profile.tracks()) {
        if (track.kind != TrackKind::CpuThread || !filter.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (s.kind[i] != EventKind::UserAnnotation)
                continue;
            if (isStep.get(
                    s.name[i], [](std::string_view n) { return char(parseStepNumber(n).has_value()); }))
                continue;
            fn(i);
        }
    }
}

// The same for the annotations called name.
template <typename Fn>
void forEachAnnotationNamed(const Profile &profile, const Scope &scope, std::string_view name, Fn &&fn)
{
    StringId id;
    if (!profile.strings().find(name, &id))
        return;
    const SliceTable &s = profile.slices();
    forEachAnnotation(profile, scope, [&](uint32_t i) {
        if (s.name[i] == id)
            fn(i);
    });
}

} // namespace

std::vector<AnnotationStat> annotationStats(const Profile &profile, const Scope &scope)
{
    const SliceTable &s = profile.slices();
    detail::NameTotals<AnnotationStat> totals(profile);
    forEachAnnotation(profile, scope, [&](uint32_t i) { totals.add(s.name[i], s.dur[i]); });
    return totals.sortedByTotal();
}

std::vector<std::string> annotationNames(const Profile &profile, const Scope &scope)
{
    std::vector<std::string> names;
    for (const AnnotationStat &a : annotationStats(profile, scope))
        names.emplace_back(profile.str(a.name));
    std::sort(names.begin(), names.end());
    return names;
}

std::vector<int64_t> annotationDurations(const Profile &profile, const Scope &scope, std::string_view name)
{
    std::vector<int64_t> out;
    forEachAnnotationNamed(profile, scope, name, [&](uint32_t i) { out.push_back(profile.slices().dur[i]); });
    return out;
}

std::vector<AnnotationInstance> annotationInstances(
    const Profile &profile, const Scope &scope, std::string_view name)
{
    std::vector<AnnotationInstance> out;
    const SliceTable &s = profile.slices();
    forEachAnnotationNamed(profile, scope, name, [&](uint32_t i) {
        out.push_back(
            { EventId(i), profile.ranks()[profile.track(s.track[i]).rank].rank, s.ts[i], s.dur[i] });
    });
    return out;
}

Histogram annotationHistogram(const Profile &profile, const Scope &scope, std::string_view name)
{
    return freedmanDiaconis(annotationDurations(profile, scope, name), 5, 50);
}

} // namespace stepline
