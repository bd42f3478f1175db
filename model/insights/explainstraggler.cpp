#include "explainstraggler.h"

#include "collectives.h"
#include "profile.h"
#include "steps.h"

#include <algorithm>

namespace stepline {

void appendStragglerFindings(const Profile &profile, const Scope &scope, Explanation *explanation)
{
    const CollectiveAnalysis a = analyzeCollectives(profile);
    if (!a.applies())
        return;
    const ScopeFilter filter(profile, scope);
    const std::vector<Step> steps = hostSteps(profile);
    size_t added = 0;
    for (const int32_t rank : a.stragglerRanking) {
        if (added == kExplainStragglers)
            break;
        const RankCollectiveStats *stats = a.rankStats(rank);
        if (!stats || stats->delayCausedNs <= 0)
            break; // the ranking is by delay caused: the rest caused none
        ExplainFinding f;
        f.cause = "straggler";
        f.rank = rank;
        // (collective, member of N) where N arrived last, worst delay first.
        std::vector<std::pair<const Collective *, const CollectiveMember *>> worst;
        for (const Collective &c : a.collectives) {
            if (c.lastRank != rank || c.delayNs <= 0)
                continue;
            f.lostNs += c.delayNs * int64_t(c.size() - 1);
            for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q)
                if (a.ranks[a.members[q].rankEntry].rank == rank)
                    worst.emplace_back(&c, &a.members[q]);
        }
        std::stable_sort(worst.begin(), worst.end(),
            [](const auto &x, const auto &y) { return x.first->delayNs > y.first->delayNs; });
        bool inScope = false;
        for (const auto &[c, m] : worst) {
            if (f.where.size() == kExplainPlaces || !m->event.isValid())
                break;
            const Track &track = profile.track(profile.slices().track[m->event.value]);
            inScope = inScope || filter.includesRank(track.rank);
            ExplainPlace place;
            place.rankIndex = track.rank;
            place.rank = rank;
            place.device = deviceOfTrack(profile, track);
            place.startNs = m->rawStartNs - c->delayNs;
            place.endNs = m->rawStartNs;
            for (const Step &s : steps) {
                if (s.rankIndex == track.rank && s.tsNs <= place.startNs
                    && place.startNs < s.tsNs + s.durNs) {
                    place.hasStep = true;
                    place.step = s.number;
                    break;
                }
            }
            f.where.push_back(place);
        }
        if (!inScope)
            continue;
        f.share = explanation->gpuTimeNs > 0 ? double(f.lostNs) / double(explanation->gpuTimeNs) : 0;
        f.advice = "Rank " + std::to_string(rank) + " arrived last at " + std::to_string(stats->timesLast)
            + " of its " + std::to_string(stats->collectives)
            + " collectives and the other ranks waited for it: compare its GPU (clocks, throttling) and "
              "input "
              "pipeline with the others, and look for work only it does; with several nodes check the clocks "
              "(--align-collectives).";
        explanation->findings.push_back(std::move(f));
        ++added;
    }
}

} // namespace stepline
