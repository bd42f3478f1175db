#include "jobscanner.h"

#include "filereader.h"
#include "jobfactscache.h"
#include "jobfiles.h"
#include "runcheck.h"
#include "smdebug.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <map>
#include <set>

namespace stepline {

namespace {

// A job folder is walked this deep (SageMaker Debugger nests Python stats in
// profiler-output/framework/pytorch/cprofile/<node>/<interval>/) and no further than this many
// files, so a stray home directory cannot stall the listing.
constexpr int kMaxDepth = 8;
constexpr int kMaxFilesPerJob = 20000;

// SageMaker's download of a training job: traces under profiler-output/; what lies beside it
// (rule-output/ with the rule reports, JSON that is no trace) is counted in the job's size only.
constexpr const char *kProfilerOutput = "profiler-output";

int64_t modifiedMsOf(const struct stat &st)
{
    return int64_t(st.st_mtim.tv_sec) * 1000 + st.st_mtim.tv_nsec / 1000000;
}

TraceFacts factsFor(const std::string &path, int64_t size, int64_t modifiedMs, const JobFactsCache *cache)
{
    if (cache) {
        if (std::optional<TraceFacts> cached = cache->find(path, size, modifiedMs))
            return *cached;
    }
    return quickTraceFacts(path);
}

void readJobJson(JobEntry &job, const std::string &root)
{
    const std::string jobJsonPath = root + "/job.json";
    struct stat st;
    if (stat(jobJsonPath.c_str(), &st) != 0)
        return;
    job.hasJobJson = true;
    FileReader file;
    if (!file.open(jobJsonPath))
        job.jobJson.error = file.error();
    else
        job.jobJson = parseJobJson(file.read(1024 * 1024));
    if (!job.jobJson.ok)
        job.scanWarnings.push_back("job.json: " + job.jobJson.error);
}

bool isDirectory(const std::string &path)
{
    struct stat st;
    return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

} // namespace

int64_t currentTimeMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::string joined(const std::vector<std::string> &parts, const char *separator)
{
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            out += separator;
        out += parts[i];
    }
    return out;
}

std::string isoUtcTime(int64_t ms)
{
    const int64_t seconds = ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
    const time_t t = time_t(seconds);
    std::tm tm {};
    gmtime_r(&t, &tm);
    char text[80]; // room for any int the fields could hold, so the compiler sees no truncation
    std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02dZ", tm.tm_year + 1900, tm.tm_mon + 1,
        tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
    return text;
}

JobEntry collectJob(const std::string &path, int64_t nowMs, const JobFactsCache *cache)
{
    (void)nowMs;
    JobEntry job;
    job.path = absolutePath(path);
    job.name = fileNameOf(path);
    struct stat info;
    if (stat(job.path.c_str(), &info) != 0) {
        job.exists = false;
        return job;
    }
    job.isFolder = S_ISDIR(info.st_mode);
    struct Trace
    {
        std::string path;
        int64_t size;
        int64_t modifiedMs;
    };
    std::vector<Trace> traces;
    if (job.isFolder) {
        const std::string &root = job.path;
        if (access(root.c_str(), R_OK) != 0 || access(root.c_str(), X_OK) != 0)
            job.scanWarnings.push_back("cannot read the folder (permission denied)");
        const bool sageMaker = isSageMakerDownload(root);
        const std::string tracesRoot = sageMaker ? root + '/' + kProfilerOutput : root;
        int files = 0;
        walkFilesBelow(
            root, [&](const std::string &absolute, const std::string &name, const struct stat &st) {
                if (std::count(absolute.begin() + std::ptrdiff_t(std::min(root.size(), absolute.size())),
                        absolute.end(), '/')
                    > kMaxDepth)
                    return true;
                ++files;
                job.bytes += int64_t(st.st_size);
                const int64_t modified = modifiedMsOf(st);
                if (!job.modifiedMs || modified > *job.modifiedMs)
                    job.modifiedMs = modified;
                if (sageMaker && !absolute.starts_with(tracesRoot + '/'))
                    return files < kMaxFilesPerJob; // rule-output/ and the like: reports, not traces
                if (isSmdebugPythonStatsFileName(name)) {
                    // The folder's name, and its parent's, tell the interval.
                    const std::string dir = absolute.substr(0, absolute.size() - name.size() - 1);
                    const std::string parent = dir.substr(0, std::max<size_t>(dir.rfind('/'), 1));
                    PythonStatsFile stats;
                    if (parseSmdebugPythonStatsDir(fileNameOf(dir), fileNameOf(parent), &stats)
                        && stats.startAbsNs > 0
                        && (job.pythonStatsStartNs < 0 || stats.startAbsNs < job.pythonStatsStartNs))
                        job.pythonStatsStartNs = stats.startAbsNs;
                    return files < kMaxFilesPerJob;
                }
                if (isTraceFileName(name))
                    traces.push_back({ absolute, int64_t(st.st_size), modified });
                return files < kMaxFilesPerJob;
            });
        readJobJson(job, root);
    } else {
        job.bytes = int64_t(info.st_size);
        job.modifiedMs = modifiedMsOf(info);
        traces.push_back({ job.path, job.bytes, *job.modifiedMs });
    }
    std::sort(traces.begin(), traces.end(), [](const Trace &a, const Trace &b) { return a.path < b.path; });
    for (const Trace &t : traces) {
        JobTraceFile file;
        file.path = t.path;
        file.size = t.size;
        file.modifiedMs = t.modifiedMs;
        file.facts = factsFor(file.path, file.size, file.modifiedMs, cache);
        job.traceFiles.push_back(file.path);
        job.files.push_back(std::move(file));
    }
    // Removed while it was walked: the listing drops it without a word.
    struct stat still;
    job.exists = stat(job.path.c_str(), &still) == 0;
    return job;
}

void summarizeJob(JobEntry &job, int64_t nowMs)
{
    job.warnings = job.scanWarnings;

    // Per file: readable or not, cut or not, still written or not.
    bool anyPendingCompleteness = false;
    bool anyLiveCut = false;
    bool anyStoppedCut = false;
    bool anyReadable = false;
    int64_t earliestNs = -1;
    TraceFacts::TimeSource earliestSource = TraceFacts::TimeSource::None;
    bool timePending = false;
    struct RankFacts
    {
        std::set<int> devices;
        bool devicesFinal = true;
        bool devicesPending = false;
        bool unreadable = false;
    };
    std::map<std::string, RankFacts> ranks; // by distributedInfo.rank, else by file
    std::set<std::string> hosts;
    std::set<std::string> metricsNodes;
    bool everyRankHasHost = true;
    for (const JobTraceFile &file : job.files) {
        const TraceFacts &f = file.facts;
        const std::string fileName = fileNameOf(file.path);
        const bool unreadable = !f.error.empty() && f.textBytes == 0;
        if (!f.error.empty())
            job.warnings.push_back(fileName + ": " + f.error);
        if (f.notATrace) {
            job.warnings.push_back(fileName + ": no trace (a JSON object without traceEvents); left out");
            continue;
        }
        if (f.systemMetrics) {
            if (!f.host.empty())
                metricsNodes.insert(f.host);
        } else {
            const std::string key = f.rank >= 0 ? "rank " + std::to_string(f.rank) : file.path;
            RankFacts &rank = ranks[key];
            if (unreadable) {
                rank.unreadable = true;
            } else {
                for (int d : f.gpuDevices)
                    rank.devices.insert(d);
                if (!f.gpuDevicesFinal()) {
                    rank.devicesFinal = false;
                    rank.devicesPending = true;
                }
            }
            const std::string host = !f.host.empty() ? f.host : hostFromFileName(fileName);
            if (host.empty())
                everyRankHasHost = false;
            else
                hosts.insert(host);
        }
        if (unreadable)
            continue;
        anyReadable = true;
        if (f.earliestAbsNs > 0 && (earliestNs < 0 || f.earliestAbsNs < earliestNs)) {
            earliestNs = f.earliestAbsNs;
            earliestSource = f.timeSource;
        } else if (f.earliestAbsNs <= 0 && !f.settled) {
            timePending = true;
        }
        switch (f.completeness) {
        case TraceFacts::Completeness::Unknown:
            anyPendingCompleteness = true;
            break;
        case TraceFacts::Completeness::Complete:
            break;
        case TraceFacts::Completeness::Cut: {
            const bool recent = nowMs - file.modifiedMs < kInProgressSeconds * 1000;
            if (file.grew || recent) {
                anyLiveCut = true;
            } else {
                anyStoppedCut = true;
                job.warnings.push_back(fileName + " ends early (at byte "
                    + std::to_string(f.cutAtByte >= 0 ? f.cutAtByte : f.textBytes)
                    + " of its text); unchanged since " + isoUtcTime(file.modifiedMs));
            }
            break;
        }
        }
    }
    if (job.isFolder && job.files.empty())
        job.warnings.push_back("no trace files (*.json, *.json.gz, *.json.zst)");

    // Ranks and GPUs (METRICS.md "Rank", "Device of a rank").
    job.ranks = int(ranks.size());
    job.gpus = 0;
    job.gpusPending = false;
    for (const auto &[key, rank] : ranks) {
        if (rank.unreadable) {
            job.gpus = -1;
            break;
        }
        if (rank.devicesPending)
            job.gpusPending = true;
        job.gpus += int(rank.devices.size());
    }
    if (job.gpusPending || job.ranks == 0)
        job.gpus = -1; // system metrics alone do not say which GPUs ran work

    // Nodes: named hosts only. Ranks without a host name could be on one machine or on many.
    if (job.ranks > 0 && everyRankHasHost) {
        std::set<std::string> named = hosts;
        named.insert(metricsNodes.begin(), metricsNodes.end());
        job.nodes = int(named.size());
    } else if (!metricsNodes.empty()) {
        job.nodes = int(metricsNodes.size()); // the Debugger's monitor runs on every node
    } else if (job.ranks == 1) {
        job.nodes = 1;
    } else {
        job.nodes = -1;
    }

    const bool jobJsonOk = job.hasJobJson && job.jobJson.ok;
    if (jobJsonOk) {
        if (!job.jobJson.name.empty())
            job.name = job.jobJson.name;
        if (job.jobJson.instanceCount > 0)
            job.nodes = job.jobJson.instanceCount;
    }

    // Created.
    job.createdPending = false;
    job.createdDetail.clear();
    if (jobJsonOk && job.jobJson.createdMs) {
        job.createdMs = job.jobJson.createdMs;
        job.createdSource = "job.json";
    } else if (timePending) {
        // A trace whose time is still unread may start earlier than those read so far.
        job.createdMs.reset();
        job.createdSource.clear();
        job.createdPending = true;
    } else if (earliestNs > 0) {
        job.createdMs = earliestNs / 1000000;
        job.createdSource = "trace";
        job.createdDetail = timeSourceName(earliestSource);
    } else if (job.pythonStatsStartNs > 0) {
        job.createdMs = job.pythonStatsStartNs / 1000000;
        job.createdSource = "smdebug folder";
        job.createdDetail = "start time in the Python-stats folder name";
    } else {
        // Last resort: downloads and copies set it to the time of the copy.
        int64_t oldest = -1;
        for (const JobTraceFile &file : job.files)
            oldest = oldest < 0 ? file.modifiedMs : std::min(oldest, file.modifiedMs);
        job.createdMs = oldest >= 0 ? std::optional<int64_t>(oldest) : job.modifiedMs;
        job.createdSource = "file time";
        job.createdDetail = "the traces hold no wall-clock time";
    }

    // Status: job.json, else what the text says, then whether a cut file still changes.
    job.statusPending = false;
    job.statusUnknown = false;
    if (jobJsonOk && job.jobJson.hasStatus) {
        job.status = job.jobJson.status;
        job.statusSource = "job.json";
    } else if (anyLiveCut) {
        job.status = JobStatus::InProgress;
        bool grew = false;
        for (const JobTraceFile &file : job.files)
            grew = grew || (file.grew && file.facts.completeness == TraceFacts::Completeness::Cut);
        job.statusSource = grew ? "cut, growing" : "cut, recent";
    } else if (anyPendingCompleteness) {
        job.status = JobStatus::Completed;
        job.statusSource = "pending";
        job.statusPending = true;
    } else if (anyStoppedCut) {
        job.status = JobStatus::Stopped;
        job.statusSource = "cut, stopped";
    } else if (!anyReadable) {
        // Nothing to tell from: no trace, or none that can be read.
        job.status = JobStatus::Completed;
        job.statusSource = job.files.empty() ? "no traces" : "unreadable";
        job.statusUnknown = true;
    } else {
        job.status = JobStatus::Completed;
        job.statusSource = "complete";
    }
    // Opened as one job anyway (the folder itself, or job.json says so): the figures mix runs.
    const std::vector<std::string> mixed = job.isFolder ? runMismatches(job) : std::vector<std::string>();
    if (!mixed.empty())
        job.warnings.push_back("these traces may not be one run: " + joined(mixed, "; "));
}

std::vector<int> filesNeedingFullScan(const JobEntry &job, int64_t nowMs)
{
    std::vector<int> out;
    for (int i = 0; i < int(job.files.size()); ++i) {
        const JobTraceFile &file = job.files[i];
        const TraceFacts &f = file.facts;
        if (f.settled || (!f.error.empty() && f.textBytes == 0))
            continue;
        const bool live = file.grew || nowMs - file.modifiedMs < kInProgressSeconds * 1000;
        if (f.completeness == TraceFacts::Completeness::Cut && live)
            continue;
        out.push_back(i);
    }
    return out;
}

void completeJob(JobEntry &job, int64_t nowMs)
{
    for (int i : filesNeedingFullScan(job, nowMs))
        job.files[size_t(i)].facts = scanTraceFacts(job.files[size_t(i)].path);
    summarizeJob(job, nowMs);
}

JobEntry scanJob(const std::string &path, int64_t nowMs)
{
    JobEntry job = collectJob(path, nowMs);
    completeJob(job, nowMs);
    return job;
}

bool isSageMakerDownload(const std::string &dir)
{
    return isDirectory(dir + '/' + kProfilerOutput);
}

std::vector<std::string> runMismatches(const JobEntry &job)
{
    std::vector<RunTraceFacts> traces;
    for (const JobTraceFile &file : job.files) {
        const TraceFacts &f = file.facts;
        if (f.systemMetrics || f.notATrace || (!f.error.empty() && f.textBytes == 0))
            continue;
        RunTraceFacts t;
        t.rank = f.rank;
        t.worldSize = f.worldSize;
        t.startNs = f.earliestAbsNs > 0 ? f.earliestAbsNs : -1;
        t.vendor = f.gpuVendor;
        traces.push_back(std::move(t));
    }
    return runMismatches(std::span<const RunTraceFacts>(traces));
}

nlohmann::json jobToJson(const JobEntry &job)
{
    const nlohmann::json null;
    nlohmann::json o = nlohmann::json::object();
    o["name"] = job.name;
    o["path"] = job.path;
    o["created"] = job.createdMs ? nlohmann::json(isoUtcTime(*job.createdMs)) : null;
    o["created_source"] = job.createdSource.empty() ? null : nlohmann::json(job.createdSource);
    o["status"] = job.statusUnknown || job.statusPending ? null : nlohmann::json(jobStatusName(job.status));
    o["status_source"] = job.statusSource;
    o["ranks"] = job.ranks;
    o["nodes"] = job.nodes >= 0 ? nlohmann::json(job.nodes) : null;
    o["gpus"] = job.gpus >= 0 ? nlohmann::json(job.gpus) : null;
    o["bytes"] = job.bytes;
    o["warnings"] = job.warnings;
    return o;
}

} // namespace stepline
