#include "explain.h"

#include "explainefficiency.h"
#include "explainsavings.h"
#include "explainstraggler.h"
#include "explainwaits.h"
#include "textformat.h"
#include "whatifreport.h"
#include "jsontext.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace stepline {

namespace {

// Keeps the n longest places (ties: earlier first) without allocating per stretch.
class TopPlaces
{
public:
    void offer(const ExplainPlace &p)
    {
        if (m_count == kExplainPlaces && !longer(p, m_places[m_count - 1]))
            return;
        size_t i = m_count < kExplainPlaces ? m_count++ : kExplainPlaces - 1;
        while (i > 0 && longer(p, m_places[i - 1])) {
            m_places[i] = m_places[i - 1];
            --i;
        }
        m_places[i] = p;
    }
    std::vector<ExplainPlace> places() const
    {
        return { m_places.begin(), m_places.begin() + std::ptrdiff_t(m_count) };
    }

private:
    static bool longer(const ExplainPlace &a, const ExplainPlace &b)
    {
        const int64_t la = a.endNs - a.startNs, lb = b.endNs - b.startNs;
        if (la != lb)
            return la > lb;
        if (a.startNs != b.startNs)
            return a.startNs < b.startNs;
        return a.rank < b.rank || (a.rank == b.rank && a.device < b.device);
    }
    std::array<ExplainPlace, kExplainPlaces> m_places {};
    size_t m_count = 0;
};

int64_t lostOf(const GpuTimeBreakdown &b, GpuTimeKind kind)
{
    if (isIdleKind(kind))
        return b.idle.ns[size_t(kind)];
    return kind == GpuTimeKind::ExposedComm ? b.exposedCommNs : b.exposedMemcpyNs;
}

double us(int64_t ns)
{
    return double(ns) / 1000.0;
}

} // namespace

void sortFindings(std::vector<ExplainFinding> &findings)
{
    std::stable_sort(findings.begin(), findings.end(), [](const ExplainFinding &a, const ExplainFinding &b) {
        if (a.lostNs != b.lostNs)
            return a.lostNs > b.lostNs;
        return a.cause < b.cause;
    });
}

Explanation explainGpuTime(const GpuTimeAnalysis &a)
{
    Explanation out;
    out.devices = a.devices.size();
    const GpuTimeBreakdown totals = a.totals();
    out.gpuTimeNs = totals.lengthNs;
    out.exposedCommNs = totals.exposedCommNs;
    out.exposedCommWaitNs = totals.exposedCommWaitNs;
    out.exposedCommTransferNs = totals.exposedCommTransferNs;
    out.commSplitKnown = totals.commSplitKnown && !a.devices.empty();

    std::array<TopPlaces, kGpuTimeKindCount> top;
    const GpuTimeSegments &sg = a.segments;
    for (const DeviceGpuTime &d : a.devices) {
        auto placeOf = [&](int64_t start, int64_t end) {
            ExplainPlace p;
            p.stretch() = { d.rankIndex, d.rank, d.device, start, end };
            // The step the stretch starts in: the last step starting at or before it.
            const auto first = a.steps.begin() + d.stepBegin, last = a.steps.begin() + d.stepEnd;
            auto it = std::upper_bound(
                first, last, start, [](int64_t t, const StepGpuTime &st) { return t < st.tsNs; });
            if (it != first && start < (it - 1)->tsNs + (it - 1)->durNs) {
                p.hasStep = true;
                p.step = (it - 1)->number;
            }
            return p;
        };
        // Adjacent segments of one kind (different threads or next activities) are one stretch.
        int runKind = -1;
        int64_t runStart = 0, runEnd = 0;
        auto close = [&] {
            if (runKind >= 0 && runEnd > runStart)
                top[size_t(runKind)].offer(placeOf(runStart, runEnd));
            runKind = -1;
        };
        for (uint32_t i = d.segmentBegin; i < d.segmentEnd; ++i) {
            const int64_t s = std::max(sg.startNs[i], d.spanStartNs), e = std::min(sg.endNs[i], d.spanEndNs);
            if (e <= s)
                continue;
            const int kind = int(sg.kind[i]);
            if (kind == runKind && s == runEnd) {
                runEnd = e;
                continue;
            }
            close();
            runKind = kind;
            runStart = s;
            runEnd = e;
        }
        close();
    }

    for (size_t k = 0; k < kGpuTimeKindCount; ++k) {
        const GpuTimeKind kind = GpuTimeKind(k);
        const int64_t lost = lostOf(totals, kind);
        if (lost <= 0)
            continue;
        ExplainFinding f;
        f.cause = std::string(gpuTimeKindKey(kind));
        f.lostNs = lost;
        f.share = out.gpuTimeNs > 0 ? double(lost) / double(out.gpuTimeNs) : 0.0;
        f.where = top[k].places();
        f.advice = std::string(adviceFor(kind));
        out.findings.push_back(std::move(f));
    }
    sortFindings(out.findings);
    return out;
}

void addRankExplanation(Explanation *job, const Explanation &part, int64_t shiftNs)
{
    job->commSplitKnown = (job->devices == 0 || job->commSplitKnown) && part.commSplitKnown;
    job->gpuTimeNs += part.gpuTimeNs;
    job->devices += part.devices;
    job->exposedCommNs += part.exposedCommNs;
    job->exposedCommWaitNs += part.exposedCommWaitNs;
    job->exposedCommTransferNs += part.exposedCommTransferNs;
    for (const ExplainFinding &f : part.findings) {
        auto it = std::find_if(job->findings.begin(), job->findings.end(),
            [&](const ExplainFinding &g) { return g.cause == f.cause && g.rank == f.rank; });
        if (it == job->findings.end()) {
            ExplainFinding empty = f;
            empty.lostNs = 0;
            empty.where.clear();
            job->findings.push_back(std::move(empty));
            it = job->findings.end() - 1;
        }
        it->lostNs += f.lostNs;
        TopPlaces top;
        for (const ExplainPlace &p : it->where)
            top.offer(p);
        for (ExplainPlace p : f.where) {
            p.startNs += shiftNs;
            p.endNs += shiftNs;
            top.offer(p);
        }
        it->where = top.places();
    }
}

void finishJobExplanation(Explanation *job)
{
    for (ExplainFinding &f : job->findings)
        f.share = job->gpuTimeNs > 0 ? double(f.lostNs) / double(job->gpuTimeNs) : 0.0;
    sortFindings(job->findings);
}

Explanation explain(const Profile &profile, const Scope &scope, const CollectiveOptions &collectives,
    const PeakOverride &peaks, const WhatIfReport *whatIfReport)
{
    GpuTimeOptions options;
    options.steps = true;
    options.segments = true;
    const GpuTimeAnalysis gpu = analyzeGpuTime(profile, scope, options);
    Explanation e = explainGpuTime(gpu);
    const CollectiveAnalysis matched = analyzeCollectives(profile, Scope::job(), collectives);
    chargeWaitsToCauses(gpu, matched, &e);
    appendStragglerFindings(profile, scope, &e, collectives);
    appendEfficiencyFinding(profile, scope, &e, peaks);
    sortFindings(e.findings);
    if (scope.kind == Scope::Kind::Job && whatIfReport) {
        applySavings(*whatIfReport, &e);
    } else if (scope.kind == Scope::Kind::Job) {
        // The replay wants the arrivals on the profile's own clock: the matching above serves
        // unless it aligned the nodes' clocks.
        applySavings(whatIf(profile, WhatIfOptions(), collectives.alignClocks ? nullptr : &matched), &e);
    } else {
        e.savingsReason
            = "savings are predicted for the whole job: explain the job (no --scope) to rank by them";
    }
    return e;
}

std::string explanationToJson(const Explanation &e)
{
    using Json = nlohmann::ordered_json;
    Json doc;
    doc["schema"] = "stepline.explain/1";
    doc["findings"] = jsonRows(e.findings, [&](const ExplainFinding &f, Json &row) {
        row["cause"] = f.cause;
        if (f.rank >= 0)
            row["rank"] = f.rank;
        row["gpu_time_lost_us"] = us(f.lostNs);
        row["would_save_us"] = f.wouldSaveNs >= 0 ? Json(us(f.wouldSaveNs)) : Json(nullptr);
        row["would_save_scenario"] = f.savingScenario.empty() ? Json(nullptr) : Json(f.savingScenario);
        row["share"] = std::round(f.share * 1e6) / 1e6;
        Json where = Json::array();
        for (const ExplainPlace &p : f.where) {
            Json place;
            place["rank"] = p.rank;
            place["device"] = p.device >= 0 ? Json(p.device) : Json(nullptr);
            place["step"] = p.hasStep ? Json(p.step) : Json(nullptr);
            place["start_us"] = us(p.startNs);
            place["end_us"] = us(p.endNs);
            where.push_back(std::move(place));
        }
        row["where"] = std::move(where);
        if (f.causedWaitNs > 0) {
            row["caused_wait_us"] = us(f.causedWaitNs);
            Json waits = Json::array();
            for (const ExplainWaitPlace &p : f.causedWaits) {
                Json place;
                place["late_rank"] = p.lateRank;
                place["device"] = p.lateDevice;
                place["step"] = p.hasStep ? Json(p.step) : Json(nullptr);
                place["start_us"] = us(p.startNs);
                place["end_us"] = us(p.endNs);
                place["late_us"] = us(p.lateNs);
                place["waiters"] = p.waiters;
                place["waited_us"] = us(p.waitedNs);
                place["collective"] = p.collective;
                place["collective_start_us"] = us(p.collectiveStartNs);
                waits.push_back(std::move(place));
            }
            row["caused_waits"] = std::move(waits);
        }
        row["advice"] = f.advice;
    });
    if (e.devices > 0) {
        doc["exposed_comm_us"] = us(e.exposedCommNs);
        doc["exposed_comm_wait_us"] = e.commSplitKnown ? Json(us(e.exposedCommWaitNs)) : Json(nullptr);
        doc["exposed_comm_transfer_us"]
            = e.commSplitKnown ? Json(us(e.exposedCommTransferNs)) : Json(nullptr);
        doc["charged_wait_us"] = us(e.chargedWaitNs);
    }
    Json savings;
    savings["ranked_by_saving"] = e.savingsKnown;
    savings["mean_step_us"] = e.meanStepNs >= 0 ? Json(us(e.meanStepNs)) : Json(nullptr);
    savings["reason"] = e.savingsReason.empty() ? Json(nullptr) : Json(e.savingsReason);
    doc["savings"] = std::move(savings);
    if (!e.jobRanks.empty()) {
        doc["ranks_in_job"] = e.jobRanks;
        doc["ranks_explained"] = e.explainedRanks;
    }
    return jsonText(doc, 2);
}

std::string explanationToText(const Explanation &e)
{
    if (e.devices == 0)
        return "No GPU activity in this profile: nothing to explain.\n";
    std::string out;
    detail::appendf(&out, "GPU time: %s over %zu device(s) (each device's first to last GPU activity)\n",
        detail::duration(e.gpuTimeNs).c_str(), e.devices);
    if (e.exposedCommNs > 0) {
        if (e.commSplitKnown)
            detail::appendf(&out,
                "Exposed communication: %s = %s waiting for a late rank + %s transfer; %s of the waits are "
                "reported under what the late rank was doing\n",
                detail::duration(e.exposedCommNs).c_str(), detail::duration(e.exposedCommWaitNs).c_str(),
                detail::duration(e.exposedCommTransferNs).c_str(), detail::duration(e.chargedWaitNs).c_str());
        else
            detail::appendf(&out,
                "Exposed communication: %s (not split into wait and transfer: a rank with communication "
                "took part in no matched collective)\n",
                detail::duration(e.exposedCommNs).c_str());
    }
    if (e.savingsKnown)
        out += "Findings ranked by what fixing them would save per step (stepline whatif's replay of the "
               "job)\n";
    else if (!e.savingsReason.empty())
        out += "Findings ranked by GPU time lost; no savings predicted: " + e.savingsReason + "\n";
    if (e.findings.empty())
        out += "\nNo GPU time was lost: the devices were busy with computation throughout.\n";
    size_t n = 0;
    for (const ExplainFinding &f : e.findings) {
        detail::appendf(&out, "\n%zu. %s: %s lost, %.1f%% of GPU time", ++n, f.cause.c_str(),
            detail::duration(f.lostNs).c_str(), 100.0 * f.share);
        if (f.rank >= 0)
            detail::appendf(&out, " (rank %d)", f.rank);
        if (f.wouldSaveNs >= 0 && e.meanStepNs > 0) {
            detail::appendf(&out, "; fixing it would save %s per step (%.1f%%, %s)",
                detail::duration(f.wouldSaveNs).c_str(), 100.0 * double(f.wouldSaveNs) / double(e.meanStepNs),
                f.savingScenario.c_str());
        }
        out += "\n   " + f.advice + "\n";
        if (f.causedWaitNs > 0) {
            detail::appendf(&out, "   %s of it is other ranks waiting at collectives for a late rank:\n",
                detail::duration(f.causedWaitNs).c_str());
            for (const ExplainWaitPlace &p : f.causedWaits)
                detail::appendf(&out, "     %s (rank %d at %.3f us)\n", waitPlaceText(f.cause, p).c_str(),
                    p.lateRank, us(p.startNs));
        }
        if (!f.where.empty())
            out += "   Worst places (times since the job start):\n";
        for (const ExplainPlace &p : f.where) {
            std::string step = p.hasStep ? "step " + std::to_string(p.step) : std::string("no step");
            const std::string gpu = p.device >= 0 ? std::to_string(p.device) : std::string("-");
            detail::appendf(&out, "     rank %d gpu %s  %-12s %14.3f us .. %14.3f us  (%s)\n", p.rank,
                gpu.c_str(), step.c_str(), us(p.startNs), us(p.endNs),
                detail::duration(p.endNs - p.startNs).c_str());
        }
    }
    return out;
}

} // namespace stepline
