// The rules over steps and framework phases: MaxInitializationTime, OverallFrameworkMetrics,
// StepOutlier.

#include "rulesinternal.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace stepline::rules {

RuleResult maxInitializationTime(const RuleInput &input, const RuleParams &p)
{
    if (input.steps.empty())
        return notApplicable("The profile has no steps (ProfilerStep#N), so the first step is unknown.");
    int64_t first = input.steps.front().tsNs;
    for (const StepSpan &s : input.steps)
        first = std::min(first, s.tsNs);
    const int64_t initNs = std::max<int64_t>(0, first - input.jobStartNs);
    const double thresholdMin = p.number("threshold");
    RuleResult r;
    r.evidence.push_back(
        { "Time until the first step", double(initNs) / 60e9, "min", input.jobStartNs, first, "timeline" });
    r.verdict = double(initNs) > thresholdMin * 60e9 ? Verdict::Triggered : Verdict::Ok;
    r.reason = "The first step started " + formatNumber(double(initNs) / 1e9, 3)
        + " s after the start of the profile " + "(threshold " + formatNumber(thresholdMin)
        + " min). A profile that starts after the job did measures less "
          "than the real initialization.";
    return adviseIfTriggered(std::move(r),
        "Initialization is slow: download or stream the data set faster (sharded files, pipe/fast-file "
        "mode), cache the model weights, and defer work not needed before the first step.");
}

RuleResult overallFrameworkMetrics(const RuleInput &input, const RuleParams &)
{
    if (input.phases.empty())
        return notApplicable("The profile has no steps, so training phases cannot be told apart.");
    RuleResult r;
    int64_t total = 0;
    for (const PhaseTime &ph : input.phases)
        total += ph.ns;
    for (const PhaseTime &ph : input.phases)
        r.evidence.push_back(
            { ph.phase, total ? 100.0 * double(ph.ns) / double(total) : 0.0, "%", -1, -1, "dashboard" });
    for (const PhaseTime &ph : input.phases)
        r.evidence.push_back({ ph.phase + " time", ms(ph.ns), "ms", -1, -1, "dashboard" });
    r.verdict = Verdict::Ok;
    r.reason
        = "Wall time of each phase summed over ranks (informational): inside steps, time is split into data "
          "loading, forward, backward, optimizer and other by the framework's annotations and operators.";
    return r;
}

RuleResult stepOutlier(const RuleInput &input, const RuleParams &p)
{
    const std::string mode = p.text("mode");
    std::map<int32_t, std::vector<const StepSpan *>> byRank;
    for (const StepSpan &s : input.steps)
        if (mode == "any" || s.mode == mode)
            byRank[s.rank].push_back(&s);
    if (byRank.empty())
        return notApplicable(input.steps.empty() ? std::string("The profile has no steps (ProfilerStep#N).")
                                                 : "The profile has no steps of mode '" + mode + "'.");
    const double k = p.number("stddev");
    const double allowed = p.number("n_outliers");
    RuleResult r;
    size_t judgedRanks = 0;
    size_t outliers = 0;
    std::vector<Evidence> found;
    for (const auto &[rank, steps] : byRank) {
        if (steps.size() < 2)
            continue;
        ++judgedRanks;
        double mean = 0;
        for (const StepSpan *s : steps)
            mean += double(s->durNs);
        mean /= double(steps.size());
        double var = 0;
        for (const StepSpan *s : steps)
            var += (double(s->durNs) - mean) * (double(s->durNs) - mean);
        const double sd = std::sqrt(var / double(steps.size()));
        const double limit = mean + k * sd;
        r.evidence.push_back(
            { "rank " + std::to_string(rank) + " mean step", ms(int64_t(mean)), "ms", -1, -1, "dashboard" });
        r.evidence.push_back({ "rank " + std::to_string(rank) + " step standard deviation", sd / 1e6, "ms",
            -1, -1, "dashboard" });
        for (const StepSpan *s : steps) {
            if (double(s->durNs) <= limit)
                continue;
            ++outliers;
            if (found.size() < 20)
                found.push_back({ "rank " + std::to_string(rank) + " step " + std::to_string(s->number),
                    ms(s->durNs), "ms", s->tsNs, s->tsNs + s->durNs, "timeline" });
        }
    }
    if (judgedRanks == 0)
        return notApplicable("Each rank has fewer than two steps; a standard deviation needs two.");
    r.evidence.insert(r.evidence.end(), found.begin(), found.end());
    r.verdict = double(outliers) > allowed ? Verdict::Triggered : Verdict::Ok;
    r.reason = std::to_string(outliers) + " steps were longer than mean + " + formatNumber(k)
        + " x standard deviation of their rank; the rule tolerates " + formatNumber(allowed, 0) + ".";
    return adviseIfTriggered(std::move(r),
        "Some steps are far slower than the rest: open them in the timeline and look for data-loader "
        "stalls, synchronization, garbage collection or checkpointing.");
}

} // namespace stepline::rules
