#pragma once

#include "jobfacts.h"
#include "jobjson.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stepline {

class JobFactsCache;

// A cut trace (its text ends before the document does) whose file changed within this many
// seconds, or grew between two scans, is still being written: InProgress. Older, it is Stopped.
inline constexpr int64_t kInProgressSeconds = 5 * 60;

// Now, in ms since the epoch (UTC): the default "now" of the functions below.
int64_t currentTimeMs();

// One trace file of a job and what it says.
struct JobTraceFile
{
    std::string path; // absolute
    int64_t size = 0;
    int64_t modifiedMs = 0; // ms since the epoch, UTC
    TraceFacts facts; // final, or provisional (head and tail) until the whole-text pass
    bool grew = false; // size or time changed between the previous scan and this one
};

struct JobEntry
{
    std::string name;
    std::string path; // absolute
    bool isFolder = false;
    bool exists = true; // false: the folder or file went away while it was scanned
    std::optional<int64_t> createdMs; // ms since the epoch, UTC; none when unknown or pending
    std::string createdSource; // "job.json", "trace", "smdebug folder" or "file time"; empty while pending
    std::string createdDetail; // how the trace tells it ("baseTimeNanoseconds + first event", ...)
    bool createdPending = false; // the whole-text pass will tell
    JobStatus status = JobStatus::Completed;
    // "job.json", "complete", "cut, growing", "cut, recent", "cut, stopped", "pending" (a
    // compressed trace not read to its end yet), "no traces" or "unreadable" (nothing tells: the
    // status is unknown). status is a placeholder when pending or unknown.
    std::string statusSource;
    bool statusPending = false;
    bool statusUnknown = false;
    int ranks = 0;
    int nodes = -1; // -1: the facts do not tell
    int gpus = -1; // -1: unknown (no rank, or an unreadable one) or pending
    bool gpusPending = false;
    int64_t bytes = 0; // size on disk of every file of the job
    std::optional<int64_t> modifiedMs; // newest file time, ms since the epoch
    std::vector<std::string> traceFiles; // absolute paths, sorted
    std::vector<JobTraceFile> files; // same order
    std::vector<std::string> warnings; // plain English reasons (job.json problems, unreadable or cut files)
    std::vector<std::string>
        scanWarnings; // the part of warnings found while collecting (summarizeJob keeps it)
    // Listed apart from the other traces of its folder: that split, and the note saying why, come
    // from the facts the folder was scanned with.
    bool listedApart = false;
    int64_t pythonStatsStartNs = -1; // earliest smdebug Python-stats folder start
    bool hasJobJson = false;
    JobJson jobJson;

    bool pending() const { return createdPending || statusPending || gpusPending; }
};

// Walks one job (a folder or a single trace file): file sizes and times, job.json, and each
// trace's facts from the cache when its (path, size, time) is there, else from its head and tail
// (quickTraceFacts). Fills the columns with summarizeJob().
JobEntry collectJob(
    const std::string &path, int64_t nowMs = currentTimeMs(), const JobFactsCache *cache = nullptr);

// Derives the columns (status, created, ranks, nodes, GPUs, warnings) from job.json and the
// files' facts, as README.md "Opening profiles and the job picker" describes. No file access.
void summarizeJob(JobEntry &job, int64_t nowMs = currentTimeMs());

// The trace files whose facts the whole-text pass still has to read. Cut plain-JSON files that
// are still being written are left out until they stop (their text changes all the time).
std::vector<int> filesNeedingFullScan(const JobEntry &job, int64_t nowMs = currentTimeMs());

// Reads every file filesNeedingFullScan() names, in this thread, then summarizes again. The
// command line uses it; the picker runs scanTraceFacts() in the background instead.
void completeJob(JobEntry &job, int64_t nowMs = currentTimeMs());

// collectJob() and the whole-text pass: every column final.
JobEntry scanJob(const std::string &path, int64_t nowMs = currentTimeMs());

// One entry of `stepline jobs --json` (schema stepline.jobs/1, fields in README.md).
nlohmann::json jobToJson(const JobEntry &job);

// parts with separator between them ("why" lists in warnings).
std::string joined(const std::vector<std::string> &parts, const char *separator);

// ms since the epoch as "yyyy-MM-ddTHH:mm:ssZ" (UTC, whole seconds), as --json writes times.
std::string isoUtcTime(int64_t ms);

// A SageMaker download of a training job: profiler-output/ in it. One job, never split.
bool isSageMakerDownload(const std::string &dir);

// A folder of collected profiles (one sub-folder per source, or several runs' files side by side)
// is not one job. The traces of a folder are the ranks of one run only when runcheck.h says so of
// their facts (distinct ranks, one world size, starts within an hour: the quick facts hold a
// trace's start, not its end; one GPU vendor). Why not, in plain English; empty when they may be
// one run. job.json or a SageMaker download declares one job and is never split.
std::vector<std::string> runMismatches(const JobEntry &job);

} // namespace stepline
