#include "annotationinstances.h"

namespace stepline {

std::vector<AnnotationInstance> annotationInstances(
    const Profile &profile, const Scope &scope, std::string_view name)
{
    std::vector<AnnotationInstance> out;
    StringId id;
    if (!profile.strings().find(name, &id))
        return out;
    const ScopeFilter filter(profile, scope);
    const SliceTable &slices = profile.slices();
    for (const Track &track : profile.tracks()) {
        if (track.kind != TrackKind::CpuThread || !filter.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (slices.name[i] == id && slices.kind[i] == EventKind::UserAnnotation)
                out.push_back({ EventId(i), profile.ranks()[track.rank].rank, slices.ts[i], slices.dur[i] });
        }
    }
    return out;
}

} // namespace stepline
