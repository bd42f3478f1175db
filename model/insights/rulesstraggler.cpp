// Straggler: the cross-rank counterpart of the Debugger's LoadBalancing. LoadBalancing compares
// GPU utilization within a node; in data-parallel training a slow rank instead shows up as the
// others waiting for it inside every collective, whatever its utilization.
#include "rulesinternal.h"

#include <algorithm>

namespace stepline::rules {

namespace {

std::string rankName(int32_t rank)
{
    return "rank " + std::to_string(rank);
}

} // namespace

RuleResult straggler(const RuleInput &input, const RuleParams &p)
{
    RuleResult r;
    if (input.collectiveRanks.empty()) {
        r.reason = "Fewer than two ranks ran communication kernels, so no rank can wait for another.";
        return r;
    }
    const double minCollectives = p.number("min_collectives");
    if (double(input.matchedCollectives) < minCollectives) {
        r.reason = std::to_string(input.matchedCollectives)
            + " collectives matched across ranks; the rule needs " + formatNumber(minCollectives, 0) + ".";
        return r;
    }
    int64_t total = 0;
    const RankCollectives *top = &input.collectiveRanks.front();
    for (const RankCollectives &rc : input.collectiveRanks) {
        total += rc.delayCausedNs;
        if (rc.delayCausedNs > top->delayCausedNs)
            top = &rc;
    }
    // What the delay is weighed against: the straggler's own step time, else the job's span.
    int64_t base = 0;
    for (const StepSpan &s : input.steps)
        if (s.rank == top->rank)
            base += s.durNs;
    const bool stepBase = base > 0;
    if (!stepBase)
        base = input.jobEndNs - input.jobStartNs;
    const double share = total > 0 ? 100.0 * double(top->delayCausedNs) / double(total) : 0;
    const double ofTime = base > 0 ? 100.0 * double(top->delayCausedNs) / double(base) : 0;
    const double threshold = p.number("threshold");
    const double minDelay = p.number("min_delay_percent");

    std::vector<const RankCollectives *> ranked;
    for (const RankCollectives &rc : input.collectiveRanks)
        ranked.push_back(&rc);
    std::stable_sort(ranked.begin(), ranked.end(), [](const RankCollectives *a, const RankCollectives *b) {
        return a->delayCausedNs != b->delayCausedNs ? a->delayCausedNs > b->delayCausedNs : a->rank < b->rank;
    });
    for (size_t i = 0; i < ranked.size() && i < 3; ++i) {
        const RankCollectives &rc = *ranked[i];
        r.evidence.push_back({ rankName(rc.rank) + " delay caused (last at " + std::to_string(rc.timesLast)
                + " of " + std::to_string(rc.collectives) + ")",
            ms(rc.delayCausedNs), "ms", -1, -1, "dashboard" });
    }
    if (top->worstFromNs >= 0)
        r.evidence.push_back({ rankName(top->rank) + " worst " + top->worstKind + ": the others waited",
            ms(top->worstToNs - top->worstFromNs), "ms", top->worstFromNs, top->worstToNs, "timeline" });

    const bool triggered = total > 0 && share >= threshold && ofTime >= minDelay;
    r.verdict = triggered ? Verdict::Triggered : Verdict::Ok;
    if (total == 0) {
        r.reason = "Every one of the " + std::to_string(input.matchedCollectives)
            + " matched collectives started on all ranks at once: no rank held the others back.";
        return r;
    }
    r.reason = rankName(top->rank) + " arrived last at " + std::to_string(top->timesLast) + " of "
        + std::to_string(top->collectives) + " collectives and made the others wait "
        + formatNumber(ms(top->delayCausedNs), 3) + " ms: " + formatNumber(share, 1)
        + " % of all delay (threshold " + formatNumber(threshold) + " %), " + formatNumber(ofTime, 2)
        + " % of its " + (stepBase ? "step time" : "profiled time") + " (minimum " + formatNumber(minDelay)
        + " %). Node clocks were not aligned.";
    if (triggered)
        r.advice = rankName(top->rank) + " (" + top->node
            + ") holds the other ranks back: compare its GPU (clocks, thermal throttling, ECC errors) and "
              "its "
              "input pipeline with the others, and look for extra work only it does (logging, checkpointing, "
              "evaluation). On several nodes, check the clocks first (summary --align-collectives).";
    return r;
}

} // namespace stepline::rules
