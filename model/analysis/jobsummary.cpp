#include "jobsummary.h"

#include "launchlatency.h"
#include "profile.h"
#include "summaryparts.h"
#include "textformat.h"
#include "jsontext.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <map>

namespace stepline {

namespace {

using Json = detail::SummaryJson;
using detail::appendf;
using detail::duration;
using detail::elide;
using detail::percent;
using detail::us;

// Back from the document's microseconds (exact: they are whole ns with three decimals).
int64_t nsOf(const Json &value)
{
    return value.is_number() ? int64_t(std::llround(value.get<double>() * 1000.0)) : 0;
}

using NamedStat = DurationStats;

} // namespace

std::string rankListText(const std::vector<int32_t> &ranks)
{
    std::string out;
    for (size_t i = 0; i < ranks.size();) {
        size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        if (!out.empty())
            out += ", ";
        out += std::to_string(ranks[i]);
        if (j > i)
            out += (j == i + 1 ? ", " : "-") + std::to_string(ranks[j]);
        i = j + 1;
    }
    return out;
}

struct JobSummaryAccumulator::State
{
    // Per-rank rows, as each rank's own document has them.
    Json ranks = Json::array(), gpus = Json::array(), cpus = Json::array(), steps = Json::array(),
         utilization = Json::array(), gpuTime = Json::array(), stepBreakdown = Json::array();
    bool gpuSide = false;
    uint64_t kernelCount = 0;
    int64_t kernelNs = 0;
    std::map<std::string, NamedStat> kernels;
    PrecisionBreakdown precision;
    MemoryOpBreakdown memoryOps;
    LaunchLatency latency; // counts; the statistics from `latencies`
    std::vector<int64_t> latencies;
    std::map<std::string, NamedStat> annotations;
    std::map<std::string, uint64_t> warnings;
    std::vector<Step> stepDurations; // rank and duration, for the outlier threshold over the job
};

JobSummaryAccumulator::JobSummaryAccumulator()
    : m(std::make_unique<State>())
{
}

JobSummaryAccumulator::~JobSummaryAccumulator() = default;

void JobSummaryAccumulator::add(const Profile &profile, const Summary &s)
{
    const Json doc = detail::summaryDocument(profile, s);
    auto append = [&](Json *into, const char *key) {
        if (const auto it = doc.find(key); it != doc.end() && it->is_array())
            for (const Json &row : *it)
                into->push_back(row);
    };
    append(&m->ranks, "ranks");
    append(&m->gpus, "gpus");
    append(&m->cpus, "cpus");
    append(&m->steps, "steps");
    append(&m->utilization, "utilization");
    append(&m->gpuTime, "gpu_time");
    append(&m->stepBreakdown, "step_breakdown");

    m->gpuSide = m->gpuSide || !s.gpus.empty();
    m->kernelCount += s.kernels.count;
    m->kernelNs += s.kernels.totalNs;
    for (const KernelStat &k : s.kernels.byName) {
        NamedStat &n = m->kernels[std::string(profile.str(k.name))];
        n.minNs = n.count ? std::min(n.minNs, k.minNs) : k.minNs;
        n.maxNs = n.count ? std::max(n.maxNs, k.maxNs) : k.maxNs;
        n.count += k.count;
        n.totalNs += k.totalNs;
    }
    m->precision += s.precision;
    m->memoryOps += s.memoryOps;
    m->latency.matched += s.launchLatency.matched;
    m->latency.unmatched += s.launchLatency.unmatched;
    m->latency.negative += s.launchLatency.negative;
    if (s.launchLatency.hasStats) {
        std::vector<int64_t> values;
        launchLatency(profile, s.scope, &values);
        m->latencies.insert(m->latencies.end(), values.begin(), values.end());
    }
    for (const AnnotationStat &a : s.annotations) {
        NamedStat &n = m->annotations[std::string(profile.str(a.name))];
        n.count += a.count;
        n.totalNs += a.totalNs;
    }
    for (const auto &[kind, entry] : profile.report().entries())
        m->warnings[kind] += entry.count;
    for (const Step &st : s.steps) {
        Step d;
        d.rank = st.rank;
        d.durNs = st.durNs;
        m->stepDurations.push_back(d);
    }
}

namespace {

// Kernel rows by total (ties by name) or by count (then total, then name), as kernelstats.h.
std::vector<std::pair<std::string, NamedStat>> topKernels(
    const std::map<std::string, NamedStat> &kernels, bool byCount, size_t n)
{
    std::vector<std::pair<std::string, NamedStat>> rows(kernels.begin(), kernels.end());
    std::stable_sort(rows.begin(), rows.end(), [byCount](const auto &a, const auto &b) {
        if (byCount && a.second.count != b.second.count)
            return a.second.count > b.second.count;
        if (a.second.totalNs != b.second.totalNs)
            return a.second.totalNs > b.second.totalNs;
        return a.first < b.first;
    });
    if (rows.size() > n)
        rows.resize(n);
    return rows;
}

std::vector<std::pair<std::string, NamedStat>> annotationRows(const std::map<std::string, NamedStat> &all)
{
    std::vector<std::pair<std::string, NamedStat>> rows(all.begin(), all.end());
    std::stable_sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        return a.second.totalNs != b.second.totalNs ? a.second.totalNs > b.second.totalNs : a.first < b.first;
    });
    return rows;
}

LaunchLatency latencyStats(LaunchLatency counts, std::vector<int64_t> latencies)
{
    setLaunchLatencyStats(&counts, latencies);
    return counts;
}

std::string coverageLine(const JobCoverage &c)
{
    std::string out = "Job " + c.name + ": " + std::to_string(c.files) + " .stepline rank file(s), "
        + std::to_string(c.jobRanks.size()) + " rank(s), read one rank at a time.\n";
    out += "  Per-rank figures and job totals: ";
    if (c.perRankRanks == c.jobRanks)
        out += "every rank (" + rankListText(c.perRankRanks) + ").\n";
    else
        out += "ranks " + rankListText(c.perRankRanks) + " only, " + std::to_string(c.perRankRanks.size())
            + " of " + std::to_string(c.jobRanks.size()) + " (as asked).\n";
    out += "  Collectives and stragglers: every rank, from each file's cross-rank block";
    if (c.fullLoads > 0)
        out += " (" + std::to_string(c.fullLoads) + " file(s) without one loaded whole)";
    out += ".\n";
    return out;
}

} // namespace

std::string JobSummaryAccumulator::toJson(const CollectiveAnalysis &collectives, const JobCoverage &c) const
{
    Json doc;
    doc["schema"] = "stepline.summary/1";
    doc["format"] = "stepline";
    Json job;
    job["name"] = c.name;
    job["files"] = c.files;
    job["full_loads"] = c.fullLoads;
    job["ranks"] = c.jobRanks;
    job["per_rank_figures"] = c.perRankRanks;
    doc["job"] = std::move(job);
    doc["ranks"] = m->ranks;
    doc["gpus"] = m->gpus;
    doc["cpus"] = m->cpus;

    Json kernels;
    kernels["count"] = m->kernelCount;
    kernels["distinct"] = m->kernels.size();
    kernels["total_us"] = us(m->kernelNs);
    Json byTime = Json::array(), byCount = Json::array();
    for (const auto &[name, k] : topKernels(m->kernels, false, 15))
        byTime.push_back(detail::kernelJson(name, k));
    for (const auto &[name, k] : topKernels(m->kernels, true, 15))
        byCount.push_back(detail::kernelJson(name, k));
    kernels["top_by_time"] = std::move(byTime);
    kernels["top_by_count"] = std::move(byCount);
    doc["kernels"] = m->gpuSide ? std::move(kernels) : Json(nullptr);
    doc["steps"] = m->steps;

    doc["precision_us"] = m->gpuSide ? detail::precisionJson(m->precision) : Json(nullptr);
    doc["memory_ops_us"] = m->gpuSide ? detail::memoryOpsJson(m->memoryOps) : Json(nullptr);
    doc["launch_latency_us"]
        = m->gpuSide ? detail::launchLatencyJson(latencyStats(m->latency, m->latencies)) : Json(nullptr);
    doc["utilization"] = m->utilization;

    Json annotations = Json::array();
    for (const auto &[name, a] : annotationRows(m->annotations)) {
        Json r;
        r["name"] = name;
        r["count"] = a.count;
        r["total_us"] = us(a.totalNs);
        annotations.push_back(std::move(r));
    }
    doc["annotations"] = std::move(annotations);
    if (collectives.applies())
        doc["collectives"] = detail::collectivesJson(collectives);
    Json warnings = Json::object();
    for (const auto &[kind, count] : m->warnings)
        warnings[kind] = count;
    doc["warnings"] = std::move(warnings);
    if (!m->gpuTime.empty())
        doc["gpu_time"] = m->gpuTime;
    if (!m->stepBreakdown.empty())
        doc["step_breakdown"] = m->stepBreakdown;
    return jsonText(doc, 2);
}

std::string JobSummaryAccumulator::toText(const CollectiveAnalysis &collectives, const JobCoverage &c) const
{
    std::string out = coverageLine(c);
    appendf(&out, "\nRanks\n  %5s  %-20s  %12s  %10s  %8s  %s\n", "rank", "node", "window", "events",
        "warnings", "file");
    for (const Json &r : m->ranks)
        appendf(&out, "  %5d  %-20s  %12s  %10" PRIu64 "  %8" PRIu64 "  %s\n", r.value("rank", -1),
            elide(r.value("node", std::string()), 20).c_str(), duration(nsOf(r["window_us"])).c_str(),
            r.value("events", uint64_t(0)), r.value("warnings", uint64_t(0)),
            r.value("file", std::string()).c_str());

    if (m->gpus.empty()) {
        out += "\nGPUs: not in these ranks\n";
    } else {
        appendf(&out, "\nGPUs\n  %5s  %3s  %12s  %12s  %12s  %12s  %12s  %7s  %9s  %s\n", "rank", "dev",
            "kernel", "memcpy", "memset", "sync", "active", "active%", "kernels", "name");
        for (const Json &g : m->gpus) {
            const int64_t active = nsOf(g["active_us"]), idle = nsOf(g["idle_us"]);
            appendf(&out, "  %5d  %3d  %12s  %12s  %12s  %12s  %12s  %7s  %9" PRIu64 "  %s\n",
                g.value("rank", -1), g.value("device", -1), duration(nsOf(g["kernel_us"])).c_str(),
                duration(nsOf(g["memcpy_us"])).c_str(), duration(nsOf(g["memset_us"])).c_str(),
                g["sync_us"].is_null() ? "-" : duration(nsOf(g["sync_us"])).c_str(), duration(active).c_str(),
                percent(active, active + idle).c_str(), g.value("kernels", uint64_t(0)),
                g.value("name", std::string()).c_str());
        }
    }

    if (!m->gpuTime.empty()) {
        appendf(&out, "\nGPU time (over each device's GPU span; exposed = not hidden behind computation)\n");
        appendf(&out, "  %5s  %3s  %12s  %12s  %12s  %12s  %12s  %12s  %12s  %6s  %12s  %12s\n", "rank",
            "dev", "span", "busy", "computation", "comm", "memcpy", "exposed comm", "exp. memcpy", "idle%",
            "comm wait", "comm transfer");
        for (const Json &d : m->gpuTime) {
            const Json &wait = d["exposed_comm_wait_us"], &transfer = d["exposed_comm_transfer_us"];
            appendf(&out, "  %5d  %3d  %12s  %12s  %12s  %12s  %12s  %12s  %12s  %6s  %12s  %12s\n",
                d.value("rank", -1), d.value("device", -1), duration(nsOf(d["span_us"])).c_str(),
                duration(nsOf(d["busy_us"])).c_str(), duration(nsOf(d["computation_us"])).c_str(),
                duration(nsOf(d["comm_us"])).c_str(), duration(nsOf(d["memcpy_us"])).c_str(),
                duration(nsOf(d["exposed_comm_us"])).c_str(), duration(nsOf(d["exposed_memcpy_us"])).c_str(),
                percent(nsOf(d["idle_us"]), nsOf(d["span_us"])).c_str(),
                wait.is_number() ? duration(nsOf(wait)).c_str() : "-",
                transfer.is_number() ? duration(nsOf(transfer)).c_str() : "-");
        }
        out += "\nGPU idle by cause (METRICS.md \"Why the GPU was idle\")\n  rank  dev";
        for (size_t k = 0; k < kIdleCauseCount; ++k)
            appendf(&out, "  %12s", std::string(idleCauseKey(IdleCause(k))).c_str());
        out += "\n";
        for (const Json &d : m->gpuTime) {
            appendf(&out, "  %4d  %3d", d.value("rank", -1), d.value("device", -1));
            const Json &causes = d["idle_causes_us"];
            for (size_t k = 0; k < kIdleCauseCount; ++k) {
                const std::string key(idleCauseKey(IdleCause(k)));
                appendf(&out, "  %12s", duration(causes.contains(key) ? nsOf(causes[key]) : 0).c_str());
            }
            out += "\n";
        }
    }

    appendf(&out, "\nCPU (host threads)\n  %5s  %12s  %12s  %7s  %12s\n", "rank", "active", "idle", "active%",
        "host sync");
    for (const Json &cpu : m->cpus) {
        const int64_t active = nsOf(cpu["active_us"]), idle = nsOf(cpu["idle_us"]);
        appendf(&out, "  %5d  %12s  %12s  %7s  %12s\n", cpu.value("rank", -1), duration(active).c_str(),
            duration(idle).c_str(), percent(active, active + idle).c_str(),
            duration(nsOf(cpu["host_sync_us"])).c_str());
    }

    if (m->kernelCount > 0) {
        appendf(&out, "\nKernels: %" PRIu64 " launches, %zu distinct, %s total\n", m->kernelCount,
            m->kernels.size(), duration(m->kernelNs).c_str());
        for (const bool byCount : { false, true }) {
            detail::kernelTableHeading(&out, byCount ? "Top kernels by count" : "Top kernels by time");
            for (const auto &[name, k] : topKernels(m->kernels, byCount, 15))
                detail::kernelTableRow(&out, name, k.count, k.totalNs, k.meanNs(), k.minNs, k.maxNs);
        }
        detail::precisionText(&out, m->precision);
    }
    detail::memoryOpsText(&out, m->memoryOps);
    if (m->gpuSide)
        detail::launchLatencyText(&out, latencyStats(m->latency, m->latencies));

    if (m->stepDurations.empty()) {
        out += "\nSteps: not in these ranks\n";
    } else {
        OutlierThreshold threshold;
        const std::vector<size_t> outliers = stepOutliers(m->stepDurations, &threshold);
        appendf(&out, "\nSteps: %zu, median %s, outlier threshold %s, %zu outlier(s)\n",
            m->stepDurations.size(), duration(threshold.medianNs).c_str(),
            duration(threshold.thresholdNs).c_str(), outliers.size());
        size_t next = 0;
        for (size_t i = 0; i < m->steps.size() && i < m->stepDurations.size(); ++i) {
            const bool outlier = next < outliers.size() && outliers[next] == i;
            next += outlier;
            const Json &st = m->steps[i];
            appendf(&out, "  rank %-4d %-22s %12s%s\n", st.value("rank", -1),
                st.value("name", std::string()).c_str(), duration(nsOf(st["dur_us"])).c_str(),
                outlier ? "  outlier" : "");
        }
    }
    if (!m->annotations.empty()) {
        out += "\nAnnotations\n";
        for (const auto &[name, a] : annotationRows(m->annotations))
            appendf(&out, "  %8" PRIu64 "  %12s  %s\n", a.count, duration(a.totalNs).c_str(),
                elide(name, 90).c_str());
    }
    out += "\n";
    out += collectivesToText(collectives);
    bool header = false;
    for (const auto &[kind, count] : m->warnings) {
        if (!header)
            out += "\nLoad warnings and notes, summed over the ranks\n";
        header = true;
        appendf(&out, "  %-24s %10" PRIu64, kind.c_str(), count);
        if (const std::string_view text = warning::warningDescription(kind); !text.empty())
            appendf(&out, "  %s", std::string(text).c_str());
        out += "\n";
    }
    return out;
}

} // namespace stepline
