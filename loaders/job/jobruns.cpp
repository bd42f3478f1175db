#include "jobruns.h"

#include "jobfiles.h"
#include "paralleltasks.h"
#include "usablecores.h"

#include <dirent.h>
#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <vector>

namespace stepline {

namespace {

bool isDirectory(const std::string &path)
{
    struct stat st;
    return stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

bool isSmdebugOrSageMaker(const std::string &dir)
{
    // A SageMaker download (profiler-output/) or a Debugger folder: one job by construction.
    return isDirectory(dir + "/profiler-output") || isDirectory(dir + "/system")
        || isDirectory(dir + "/framework");
}

// Every file of the entry is JSON that is no trace: nothing to open.
bool isNoTrace(const JobEntry &job)
{
    return !job.files.empty()
        && std::all_of(job.files.cbegin(), job.files.cend(),
            [](const JobTraceFile &file) { return file.facts.notATrace; });
}

// The folders and trace files directly in dir, hidden ones left out (symlinks followed), sorted
// by name in byte order (case-sensitive, as Qt's folder listing sorted): (name, absolute path).
std::vector<std::pair<std::string, std::string>> runCandidates(const std::string &dir)
{
    std::vector<std::pair<std::string, std::string>> out;
    DIR *d = opendir(dir.empty() ? "." : dir.c_str());
    if (!d)
        return out;
    while (const dirent *entry = readdir(d)) {
        const std::string name = entry->d_name;
        if (name.empty() || name.front() == '.')
            continue;
        const std::string path = joinPath(dir, name);
        struct stat st;
        if (stat(path.c_str(), &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode) || (S_ISREG(st.st_mode) && isTraceFileName(name)))
            out.emplace_back(name, absolutePath(path));
    }
    closedir(d);
    std::sort(out.begin(), out.end());
    return out;
}

void collectInto(const std::string &path, const std::string &name, int depth, int64_t nowMs,
    const JobFactsCache *cache, std::vector<JobEntry> *out)
{
    JobEntry job = collectJob(path, nowMs, cache);
    if (!job.exists || isNoTrace(job))
        return;
    summarizeJob(job, nowMs);
    job.name = name;
    const std::vector<std::string> why
        = job.isFolder && !job.hasJobJson && depth < kMaxRunDepth && !isSmdebugOrSageMaker(path)
        ? runMismatches(job)
        : std::vector<std::string>();
    if (why.empty()) {
        out->push_back(std::move(job));
        return;
    }
    const size_t before = out->size();
    for (const auto &[entryName, entryPath] : runCandidates(path))
        collectInto(entryPath, name + '/' + entryName, depth + 1, nowMs, cache, out);
    // Every run inside says why its folder was split, so the list explains itself.
    const std::string note = "listed apart from the other traces of " + name + ": " + joined(why, "; ");
    for (size_t i = before; i < out->size(); ++i) {
        (*out)[i].warnings.push_back(note);
        (*out)[i].scanWarnings.push_back(note);
        (*out)[i].listedApart = true;
    }
}

} // namespace

bool splitsOnRescan(const JobEntry &job)
{
    return job.isFolder && !job.hasJobJson && !isSmdebugOrSageMaker(job.path) && !runMismatches(job).empty();
}

std::vector<JobEntry> scanProfilesFolder(
    const std::string &dir, const std::function<bool()> &canceled, int64_t nowMs, const JobFactsCache *cache)
{
    std::vector<JobEntry> jobs;
    if (isSageMakerDownload(dir)) {
        JobEntry job = collectJob(dir, nowMs, cache);
        summarizeJob(job, nowMs);
        if (job.exists)
            jobs.push_back(std::move(job));
        return jobs;
    }
    std::vector<std::string> paths;
    for (auto &[name, path] : runCandidates(dir))
        paths.push_back(std::move(path));
    // Jobs are walked on every core (the work is file reads and short scans; the order is kept).
    // Once canceled, the jobs not started yet are left out.
    // A folder whose traces are not one run lists the runs inside it (jobruns.h).
    std::atomic<bool> stop { false };
    std::vector<std::vector<JobEntry>> walked(paths.size());
    runParallelTasks(paths.size(), usableCores(), [&](size_t i) {
        if (stop.load() || (canceled && canceled())) {
            stop = true;
            return;
        }
        walked[i] = collectRuns(paths[i], nowMs, cache);
    });
    for (std::vector<JobEntry> &runs : walked)
        std::move(runs.begin(), runs.end(), std::back_inserter(jobs));
    return jobs;
}

std::vector<JobEntry> collectRuns(const std::string &path, int64_t nowMs, const JobFactsCache *cache)
{
    std::vector<JobEntry> out;
    collectInto(path, fileNameOf(path), 0, nowMs, cache, &out);
    return out;
}

} // namespace stepline
