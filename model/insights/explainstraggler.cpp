#include "explainstraggler.h"

#include "profile.h"
#include "steps.h"

#include <algorithm>

namespace stepline {

namespace {

// Fills place's rank index and device from the member; false when it cannot be placed.
using PlaceOf = std::function<bool(const CollectiveMember &, ExplainPlace *)>;

void appendFindings(const CollectiveAnalysis &a, const std::vector<CrossRankStep> &steps,
    const std::function<bool(int32_t)> &inScope, int64_t shiftNs, const PlaceOf &placeOf,
    Explanation *explanation)
{
    if (!a.applies())
        return;
    size_t added = 0;
    for (const int32_t rank : a.stragglerRanking) {
        if (added == kExplainStragglers)
            break;
        const RankCollectiveStats *stats = a.rankStats(rank);
        if (!stats || stats->delayCausedNs <= 0)
            break; // the ranking is by delay caused: the rest caused none
        if (inScope && !inScope(rank))
            continue;
        ExplainFinding f;
        f.cause = "straggler";
        f.rank = rank;
        // (collective, member of N) where N arrived last, worst delay first.
        std::vector<std::pair<const Collective *, const CollectiveMember *>> worst;
        for (const Collective &c : a.collectives) {
            if (c.lastRank != rank || c.delayNs <= 0)
                continue;
            f.lostNs += c.delayNs * int64_t(c.size() - 1);
            f.delayNs += c.delayNs;
            for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q)
                if (a.ranks[a.members[q].rankEntry].rank == rank)
                    worst.emplace_back(&c, &a.members[q]);
        }
        std::stable_sort(worst.begin(), worst.end(),
            [](const auto &x, const auto &y) { return x.first->delayNs > y.first->delayNs; });
        const auto rankSteps = std::equal_range(steps.begin(), steps.end(), CrossRankStep { rank },
            [](const CrossRankStep &x, const CrossRankStep &y) { return x.rank < y.rank; });
        for (const auto &[c, m] : worst) {
            if (f.where.size() == kExplainPlaces)
                break;
            ExplainPlace place;
            if (!placeOf(*m, &place))
                continue;
            place.rank = rank;
            place.startNs = m->rawStartNs - c->delayNs;
            place.endNs = m->rawStartNs;
            for (auto s = rankSteps.first; s != rankSteps.second; ++s) {
                if (s->tsNs <= place.startNs && place.startNs < s->tsNs + s->durNs) {
                    place.hasStep = true;
                    place.step = s->number;
                    break;
                }
            }
            place.startNs += shiftNs;
            place.endNs += shiftNs;
            f.where.push_back(place);
        }
        f.share = explanation->gpuTimeNs > 0 ? double(f.lostNs) / double(explanation->gpuTimeNs) : 0;
        f.advice = "Rank " + std::to_string(rank) + " arrived last at " + std::to_string(stats->timesLast)
            + " of its " + std::to_string(stats->collectives)
            + " collectives and the other ranks waited for it: compare its GPU (clocks, throttling) and "
              "input pipeline with the others, and look for work only it does; with several nodes check "
              "the clocks (--align-collectives).";
        explanation->findings.push_back(std::move(f));
        ++added;
    }
}

} // namespace

void appendStragglerFindings(
    const Profile &profile, const Scope &scope, Explanation *explanation, const CollectiveOptions &options)
{
    const CollectiveAnalysis a = analyzeCollectives(profile, Scope::job(), options);
    if (!a.applies())
        return;
    const ScopeFilter filter(profile, scope);
    const std::vector<CrossRankStep> steps = crossRankSteps(hostSteps(profile));
    auto inScope = [&](int32_t rank) {
        for (uint32_t r = 0; r < profile.ranks().size(); ++r)
            if (profile.ranks()[r].rank == rank && filter.includesRank(r))
                return true;
        return false;
    };
    appendFindings(
        a, steps, inScope, 0,
        [&](const CollectiveMember &m, ExplainPlace *place) {
            if (!m.event.isValid())
                return false;
            const Track &track = profile.track(profile.slices().track[m.event.value]);
            place->rankIndex = track.rank;
            place->device = deviceOfTrack(profile, track);
            return true;
        },
        explanation);
}

void appendStragglerFindings(const CollectiveAnalysis &analysis, const std::vector<CrossRankStep> &steps,
    const std::function<bool(int32_t)> &inScope, int64_t shiftNs, Explanation *explanation)
{
    appendFindings(
        analysis, steps, inScope, shiftNs,
        [](const CollectiveMember &, ExplainPlace *place) {
            place->device = -1;
            return true;
        },
        explanation);
}

} // namespace stepline
