#include "loadprofile.h"

#include "hugepages.h"
#include "jobfiles.h"
#include "loadoptionstext.h"
#include "memoryfit.h"
#include "paralleltasks.h"
#include "preadall.h"
#include "processheap.h"
#include "profilesubset.h"
#include "smdebug.h"
#include "sqlitereport.h"
#include "steplinecrossrank.h"
#include "steplinereader.h"
#include "tracefileloader.h"
#include "tracehead.h"
#include "usablecores.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <limits>
#include <map>
#include <new>
#include <numeric>
#include <set>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

namespace stepline {

namespace {

// Below this, a file's times are relative to a base it did not give (~3.2 years after 1970; Kineto's
// relative times stay under its 3-month floor, epoch times are ~1.7e18 ns).
constexpr int64_t kEpochSizedNs = 100'000'000'000'000'000;

// A symbolic link counts as what it points to.
bool isDirectory(const std::string &path)
{
    std::error_code ec;
    return std::filesystem::is_directory(path, ec);
}

// Memory ran out in the middle of loading although the check before said it would fit (another
// program took memory meanwhile, a limit the check cannot see, an estimate too low for an odd
// file): an error like the check's refusal instead of the process ending on std::bad_alloc.
LoadError outOfMemoryError(const std::string &path)
{
    return LoadError::make(LoadError::Code::TooLarge, path,
        LoadError::tr("Memory ran out while loading: the load needed more memory than this process "
                      "could get (other programs took it, a memory limit is set on this process, or "
                      "--force went past the memory check)."),
        LoadError::tr("Close other programs, load a subset of the ranks or a time window (--ranks, "
                      "--window), or use a machine with more memory."));
}

// Kineto writes baseTimeNanoseconds after the events, so a rank file cut before its end has none and
// its relative times would land decades away from the other ranks. The ranks of one job share one
// base (a 3-month floor), so such a rank takes the base most of the other ranks gave (the smallest
// on a tie), and a counted warning says so.
void borrowMissingBases(std::vector<FileLoadResult> &results, const std::vector<size_t> &usable)
{
    std::map<int64_t, size_t> votes;
    for (size_t i : usable) {
        const int64_t base = results[i].builder.rank(0).baseTimeNs;
        if (base != 0)
            ++votes[base];
    }
    if (votes.empty())
        return;
    const auto best = std::max_element(
        votes.begin(), votes.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    for (size_t i : usable) {
        ProfileBuilder &b = results[i].builder;
        RankInfo &info = b.rank(0);
        if (info.baseTimeNs != 0)
            continue;
        const std::optional<int64_t> earliest = b.earliestTime();
        if (!earliest || *earliest >= kEpochSizedNs || *earliest <= -kEpochSizedNs)
            continue;
        b.shiftTime(best->first);
        info.baseTimeNs = best->first;
        info.baseBorrowed = true;
        b.report().add(warning::kBaseTimeBorrowed, 0, info.truncated ? info.truncatedAtByte : 0);
        ++info.warnings;
    }
}

LoadError unknownRanks(const std::vector<int> &wanted, std::vector<int> have, const std::string &path)
{
    std::sort(have.begin(), have.end());
    have.erase(std::unique(have.begin(), have.end()), have.end());
    std::vector<int> missing;
    for (int r : wanted) {
        if (!std::binary_search(have.begin(), have.end(), r))
            missing.push_back(r);
    }
    if (missing.empty())
        return LoadError();
    // Two arg() calls: a rank list holds no '%' for the second to replace.
    return LoadError::make(LoadError::Code::NotFound, path,
        LoadError::tr("The job has no rank %1; its ranks are %2.")
            .arg(formatRankList(missing))
            .arg(formatRankList(have)),
        LoadError::tr("Choose ranks the job has."));
}

LoadError emptyWindowError(const TimeWindow &window, const std::string &path)
{
    return LoadError::make(LoadError::Code::NoEvents, path,
        LoadError::tr("No event lies in the window %1 (times since the job start, 0 on the timeline).")
            .arg(formatWindow(window)),
        LoadError::tr(
            "Choose a window inside the job's duration (the timeline and stepline summary show it)."));
}

// Keeps the events of one rank's builder that overlap [lo, hi] (absolute ns). The builder is
// finalized on its own (links resolved, then carried over as flows) and copied; returns the
// number of events left out.
uint64_t trimBuilder(ProfileBuilder &builder, int64_t lo, int64_t hi)
{
    ProfileBuilder source = std::move(builder);
    const ProfilePtr finished = source.finalize();
    ProfileBuilder kept;
    const SubsetCounts counts = copySubset(*finished, {}, std::make_pair(lo, hi), kept);
    builder = std::move(kept);
    return counts.eventsLeftOut;
}

// Says in the report and in every rank's metadata that this is part of the job.
void markSubset(ProfileBuilder &builder, const LoadOptions &options, uint64_t ranksLeftOut,
    bool windowApplied, uint64_t windowLeftOut)
{
    if (ranksLeftOut > 0)
        builder.report().add(subset::kRanksLeftOut, 0, 0, ranksLeftOut);
    if (windowApplied)
        builder.report().add(subset::kWindowEventsLeftOut, 0, 0, windowLeftOut);
    std::string json = "{";
    if (!options.ranks.empty()) {
        json += "\"ranks\":[";
        for (size_t i = 0; i < options.ranks.size(); ++i)
            json += (i ? "," : "") + std::to_string(options.ranks[i]);
        json += "]";
    }
    if (options.window) {
        json += options.ranks.empty() ? "" : ",";
        json += "\"window_ns\":[" + std::to_string(options.window->fromNs) + ","
            + std::to_string(options.window->toNs) + "]";
    }
    json += "}";
    for (uint32_t r = 0; r < builder.rankCount(); ++r) {
        auto &meta = builder.rank(r).metadata;
        meta.erase(std::remove_if(meta.begin(), meta.end(),
                       [](const auto &kv) { return kv.first == subset::kMetadataKey; }),
            meta.end());
        meta.emplace_back(subset::kMetadataKey, json);
    }
}

// The subset of an already finished profile (a .stepline file, one file holding several ranks).
LoadOutcome applySubset(
    LoadOutcome outcome, const LoadOptions &options, const std::string &path, bool windowDone)
{
    if (!outcome.ok() || !options.isSubset())
        return outcome;
    const Profile &p = *outcome.profile;
    std::set<uint32_t> keep;
    if (!options.ranks.empty()) {
        std::vector<int> have;
        for (const RankInfo &r : p.ranks())
            have.push_back(r.rank);
        if (const LoadError err = unknownRanks(options.ranks, have, path); err.isError()) {
            outcome.profile.reset();
            outcome.error = err;
            return outcome;
        }
        for (uint32_t i = 0; i < p.ranks().size(); ++i) {
            if (std::binary_search(options.ranks.begin(), options.ranks.end(), p.ranks()[i].rank))
                keep.insert(i);
        }
        if (keep.size() == p.ranks().size())
            keep.clear();
    }
    const bool window = options.window && !windowDone;
    if (keep.empty() && !window)
        return outcome;
    std::optional<std::pair<int64_t, int64_t>> absWindow;
    if (window)
        absWindow = std::make_pair(
            p.job().originAbsNs + options.window->fromNs, p.job().originAbsNs + options.window->toNs);
    ProfileBuilder builder;
    const SubsetCounts counts = copySubset(p, keep, absWindow, builder);
    if (window && counts.eventsKept == 0) {
        outcome.profile.reset();
        outcome.error = emptyWindowError(*options.window, path);
        return outcome;
    }
    markSubset(
        builder, options, keep.empty() ? 0 : p.ranks().size() - keep.size(), window, counts.eventsLeftOut);
    outcome.profile = builder.finalize();
    return outcome;
}

// What one load reads, found before anything is parsed.
struct LoadInput
{
    std::string path;
    bool isDir = false;
    std::vector<std::string> files; // trace files, sorted by path
    std::vector<std::string> systemFiles; // SageMaker Debugger system metrics (smdebug.h)
    std::vector<int> presetRank; // per file, when --ranks chose the files by their peeked rank
    size_t ranksLeftOut = 0; // rank files --ranks did not choose
};

// The files PATH stands for: a folder's trace files and system metrics, else its .stepline rank
// files, else PATH itself.
LoadError findFiles(const std::string &path, LoadInput *input)
{
    input->path = path;
    input->isDir = isDirectory(path);
    input->files = input->isDir ? traceFilesIn(path) : std::vector<std::string> { path };
    input->systemFiles = takeSmdebugSystemMetricsFiles(&input->files);
    if (input->isDir && input->files.empty() && input->systemFiles.empty())
        input->files = steplineFilesIn(path);
    if (input->files.empty() && input->systemFiles.empty())
        return LoadError::make(LoadError::Code::NoEvents, path,
            LoadError::tr("The folder holds no trace files (*.json, *.json.gz, *.json.zst, *.sqlite)."),
            LoadError::tr("Point Stepline at the folder the profiler wrote its traces to."));
    return LoadError();
}

// A rank file's rank before it is loaded: a .stepline file's from its cross-rank block.
int peekFileRank(const std::string &path)
{
    return isSteplineFile(path) ? steplineFileRank(path) : peekRank(path);
}

// --ranks in a job folder: only the chosen rank files are read (ranks peeked from their heads;
// a file whose head and name say nothing takes its place in the sorted order, as when loading).
LoadError chooseRankFiles(const LoadOptions &options, LoadInput *input)
{
    if (options.ranks.empty() || !input->isDir || input->files.size() <= 1)
        return LoadError();
    const std::vector<std::string> &files = input->files;
    std::vector<int> peeked(files.size());
    runParallelTasks(files.size(), usableCores(), [&](size_t i) {
        const int r = peekFileRank(files[i]);
        peeked[i] = r < 0 ? int(i) : r;
    });
    if (const LoadError err = unknownRanks(options.ranks, peeked, input->path); err.isError())
        return err;
    std::vector<std::string> chosen;
    for (size_t i = 0; i < files.size(); ++i) {
        if (std::binary_search(options.ranks.begin(), options.ranks.end(), peeked[i])) {
            chosen.push_back(files[i]);
            input->presetRank.push_back(peeked[i]);
        }
    }
    input->ranksLeftOut = files.size() - chosen.size();
    input->files = std::move(chosen);
    return LoadError();
}

// The memory gate, with the policy the command line and the main window ask before loading.
LoadError checkFits(
    const std::vector<RankFile> &rankFiles, const LoadOptions &options, const LoadInput &input)
{
    if (options.force)
        return LoadError();
    const MemoryCheck check = checkMemory(rankFiles, options, memAvailableBytes(), usableCores());
    if (check.fits())
        return LoadError();
    const LoadText detail = input.isDir
        ? LoadError::tr("Loading these %1 files needs about %2 MiB of memory, but only %3 "
                        "MiB are available.")
              .arg(rankFiles.size())
              .arg(check.subsetPeakBytes >> 20)
              .arg(check.availableBytes >> 20)
        : LoadError::tr("Loading this file needs about %1 MiB of memory, but only %2 MiB "
                        "are available.")
              .arg(check.subsetPeakBytes >> 20)
              .arg(check.availableBytes >> 20);
    return LoadError::make(LoadError::Code::TooLarge, input.path, detail,
        LoadError::tr("Load a subset of the ranks or a time window (--ranks, --window), "
                      "or use a machine with more memory."));
}

// The files the load will parse, as the memory check counts them.
std::vector<RankFile> rankFilesToParse(const LoadInput &input)
{
    std::vector<RankFile> out;
    for (size_t i = 0; i < input.files.size(); ++i) {
        RankFile f;
        f.path = input.files[i];
        f.rank = i < input.presetRank.size() ? input.presetRank[i] : -1;
        f.estimate = estimateFile(f.path);
        out.push_back(f);
    }
    for (const std::string &path : input.systemFiles) {
        RankFile f;
        f.path = path;
        f.estimate = estimateFile(path);
        out.push_back(f);
    }
    return out;
}

// What a rank file holds, from its first bytes, read once here: each reader opens the file itself.
// One that cannot be read goes to the JSON reader, whose error names the reason.
enum class RankFileKind { Stepline, Sqlite, Json };
RankFileKind rankFileKind(const std::string &path)
{
    std::string head(16, '\0');
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    head.resize(fd >= 0 ? preadAll(fd, head.data(), head.size(), 0) : 0);
    if (fd >= 0)
        ::close(fd);
    if (hasSteplineMagic(head))
        return RankFileKind::Stepline;
    if (isSqliteHead(head.data(), head.size()))
        return RankFileKind::Sqlite;
    return RankFileKind::Json;
}

// Parses every rank file in parallel, each into its own builder (no shared state but progress).
// --window: a rank's events later than T1 after its own first event cannot be in the window (the
// job's 0 is at or before that first event), so they are dropped as soon as the file is parsed;
// what stays in memory at once is the kept part plus the files being parsed. leftOut counts them.
// A .gz / .zst may inflate to what the memory left beside the other files' estimated peaks holds
// (rankFiles: the files as checkFits counted them, trace files first, in input.files order).
std::vector<FileLoadResult> parseRankFiles(const LoadInput &input, const LoadOptions &options,
    const std::vector<RankFile> &rankFiles, LoadProgress &progress, std::vector<uint64_t> *leftOut)
{
    const std::vector<std::string> &files = input.files;
    std::vector<FileLoadResult> results(files.size());
    leftOut->assign(files.size(), 0);
    const int64_t available = memAvailableBytes();
    int64_t totalPeak = 0;
    for (const RankFile &f : rankFiles)
        totalPeak += f.estimate.peakBytes;
    // Work is the estimated events (a .gz counts what it inflates to). A file with more than all
    // the others together would end up parsing alone on one core once they are done: it gets the
    // helpers of the other cores from the start (they tokenize its chunks while the small files
    // take turns on the second thread, then alone).
    int64_t totalWork = 0;
    for (size_t i = 0; i < files.size(); ++i)
        totalWork += std::max<int64_t>(rankFiles[i].estimate.events, 1);
    const ParallelParse parallel = defaultParallelParse();
    auto parallelFor = [&](int i) {
        ParallelParse p = parallel;
        const int64_t work = std::max<int64_t>(rankFiles[size_t(i)].estimate.events, 1);
        if (p.helpers < 0 && files.size() > 1 && 2 * work > totalWork)
            p.helpers = std::max(0, usableCores() - 1);
        return p;
    };
    // In a job each rank is sorted and nested as soon as it is parsed, beside the files still
    // parsing (mergeRanks does the rest); not with --window, whose trim finalizes the ranks itself.
    const bool nestEach = files.size() > 1 && !options.window;
    auto loadOne = [&](int i) {
        const int64_t inflateBudget = options.force || available <= 0
            ? -1
            : std::max<int64_t>(
                1, textBytesWithin(available - (totalPeak - rankFiles[size_t(i)].estimate.peakBytes)));
        try {
            switch (rankFileKind(files[i])) {
            case RankFileKind::Stepline:
                results[size_t(i)] = loadSteplineRankFile(files[i], progress);
                break;
            case RankFileKind::Sqlite:
                results[size_t(i)] = loadSqliteReport(files[i], progress, options);
                break;
            case RankFileKind::Json:
                results[size_t(i)] = loadTraceFile(files[i], progress, parallelFor(i), inflateBudget);
                break;
            }
        } catch (const std::bad_alloc &) {
            results[size_t(i)] = FileLoadResult();
            results[size_t(i)].error = outOfMemoryError(files[i]);
            return;
        }
        if (nestEach && !results[size_t(i)].error.isError()) {
            results[size_t(i)].builder.nestOwnEvents();
            returnFreedMemory(); // the rank's columns before sorting, its link keys
        }
        if (options.window && !results[size_t(i)].error.isError()) {
            if (const std::optional<int64_t> first = results[size_t(i)].builder.earliestTime())
                (*leftOut)[size_t(i)] = trimBuilder(results[size_t(i)].builder,
                    std::numeric_limits<int64_t>::min(), *first + options.window->toNs);
        }
    };
    if (files.size() == 1) {
        loadOne(0);
    } else {
        // Biggest first: the threads then finish close together instead of one of them starting a
        // big file when the others are nearly done.
        std::vector<int> indices(files.size());
        std::iota(indices.begin(), indices.end(), 0);
        std::stable_sort(indices.begin(), indices.end(), [&](int a, int b) {
            return rankFiles[size_t(a)].estimate.events > rankFiles[size_t(b)].estimate.events;
        });
        runParallelTasks(indices.size(), usableCores(), [&](size_t k) {
            if (progress.canceled())
                return;
            loadOne(indices[k]);
        });
    }
    return results;
}

// Which results make the job: in a job folder, files that are not traces (notes) are skipped and
// counted; any other error fails the load.
LoadError sortOutResults(const std::vector<FileLoadResult> &results, const LoadInput &input,
    std::vector<size_t> *usable, std::vector<size_t> *skipped, LoadStats *stats)
{
    const bool manyFiles = input.isDir && results.size() > 1;
    for (size_t i = 0; i < results.size(); ++i) {
        stats->add(results[i].stats);
        const LoadError &err = results[i].error;
        if (!err.isError())
            usable->push_back(i);
        else if (manyFiles
            && (err.code == LoadError::Code::NotATrace || err.code == LoadError::Code::NoEvents))
            skipped->push_back(i);
        else
            return err;
    }
    if (!usable->empty())
        return LoadError();
    LoadError err = results[skipped->front()].error;
    if (input.isDir)
        err.detail = LoadError::tr("No file in this folder is a trace. First problem: %1").arg(err.detail);
    return err;
}

// Rank numbers (distributedInfo, else the file name, else the sorted order) and nodes (the trace's
// host name, else the file name, else the rank is its own node); usable ends sorted by rank.
void numberRanks(std::vector<FileLoadResult> &results, const std::vector<std::string> &files,
    const std::vector<int> &presetRank, std::vector<size_t> &usable)
{
    int orderRank = 0;
    for (size_t i : usable) {
        RankInfo &r = results[i].builder.rank(0);
        const std::string fileName = fileNameOf(files[i]);
        if (r.rank < 0 && i < presetRank.size() && presetRank[i] >= 0) {
            r.rank = presetRank[i];
            r.rankSource = rankFromFileName(fileName) == r.rank ? "file name" : "file order";
        } else if (r.rank < 0) {
            const int fromName = rankFromFileName(fileName);
            if (fromName >= 0) {
                r.rank = fromName;
                r.rankSource = "file name";
            } else {
                r.rank = orderRank;
                r.rankSource = "file order";
            }
        }
        ++orderRank;
        if (r.node.empty())
            r.node = hostFromFileName(fileName);
        if (r.node.empty())
            r.node = "rank " + std::to_string(r.rank);
    }
    std::stable_sort(usable.begin(), usable.end(), [&](size_t a, size_t b) {
        return results[a].builder.rank(0).rank < results[b].builder.rank(0).rank;
    });
}

// --window, exactly, now that the job's 0 (the earliest event of every rank) is known. Each rank
// is finalized on its own first; its links are resolved there and carried over as flows. Returns
// the events left out by both trims.
uint64_t trimToWindow(std::vector<FileLoadResult> &results, const std::vector<size_t> &usable,
    const TimeWindow &window, std::vector<uint64_t> &leftOut)
{
    std::optional<int64_t> origin;
    for (size_t i : usable) {
        if (const std::optional<int64_t> first = results[i].builder.earliestTime())
            origin = origin ? std::min(*origin, *first) : *first;
    }
    const int64_t base = origin.value_or(0);
    runParallelTasks(usable.size(), usableCores(), [&](size_t k) {
        const size_t i = usable[k];
        leftOut[i] += trimBuilder(results[i].builder, base + window.fromNs, base + window.toNs);
    });
    uint64_t total = 0;
    for (size_t i : usable)
        total += leftOut[i];
    return total;
}

// One builder for the job: the ranks absorbed in rank order, the job's own facts set. Each rank is
// indexed on its own (nested when it was parsed, the rest two ranks at a time), then the ranks'
// columns are concatenated into columns reserved for the whole job once (growing them rank by
// rank would copy them again and again, and each copy would leave the old one free in the
// allocator); each rank's columns are released and their memory handed back as soon as they are
// copied (on two threads, each taking its own columns of every rank in order), so the job's
// columns and the ranks still to come are all that is resident at once. No event is added to the
// builder before it is finalized.
ProfileBuilder mergeRanks(std::vector<FileLoadResult> &results, const std::vector<size_t> &usable,
    size_t skippedFiles, const LoadInput &input)
{
    ProfileBuilder builder = std::move(results[usable.front()].builder);
    std::vector<ProfileBuilder *> others;
    for (size_t k = 1; k < usable.size(); ++k)
        others.push_back(&results[usable[k]].builder);
    if (!others.empty())
        builder.absorbRanks(others, returnFreedMemory);
    if (skippedFiles > 0)
        builder.report().add("skipped_file", 0, 0, skippedFiles);
    JobInfo &job = builder.job();
    job.name = fileNameOf(input.path);
    job.path = input.path;
    job.format = input.systemFiles.empty() ? builder.rank(0).format : std::string("smdebug");
    if (input.isDir)
        job.pythonStats = loadSmdebugPythonStats(input.path); // the Debugger's cProfile dumps
    return builder;
}

LoadOutcome failed(LoadOutcome outcome, const LoadError &error)
{
    outcome.profile.reset();
    outcome.error = error;
    return outcome;
}
} // namespace

LoadOutcome loadProfile(const std::string &path, const LoadMonitor &monitor)
{
    return loadProfile(path, LoadOptions(), monitor);
}

namespace {

// Whether an exception that left loading is memory running out (thrown on this thread, or on a
// worker and rethrown here by runParallelTasks): std::bad_alloc, or a thread that could not be
// started (its stack is memory too, and a limit on address space refuses it first).
bool isOutOfMemory(std::exception_ptr e)
{
    try {
        std::rethrow_exception(e);
    } catch (const std::bad_alloc &) {
        return true;
    } catch (const std::system_error &error) {
        return error.code() == std::errc::resource_unavailable_try_again
            || error.code() == std::errc::not_enough_memory;
    } catch (...) {
        return false;
    }
}

LoadOutcome loadProfileUnguarded(
    const std::string &path, const LoadOptions &options, const LoadMonitor &monitor);
} // namespace

// One file or a job directory (one file per rank). Rank files are parsed in parallel, each into
// its own builder, then absorbed into one and finalized once.
LoadOutcome loadProfile(const std::string &path, const LoadOptions &options, const LoadMonitor &monitor)
{
    try {
        // The parse's buffers and the columns finalizing permutes serve its later work arrays and
        // columns (hugepages::reuse); what is left is unmapped when the load returns.
        const hugepages::KeepReleased keep;
        return loadProfileUnguarded(path, options, monitor);
    } catch (...) {
        if (!isOutOfMemory(std::current_exception()))
            throw;
    }
    // What was allocated is freed by now (the stack unwound).
    returnFreedMemory();
    LoadOutcome outcome;
    outcome.error = outOfMemoryError(path);
    return outcome;
}

namespace {
LoadOutcome loadProfileUnguarded(
    const std::string &path, const LoadOptions &options, const LoadMonitor &monitor)
{
    LoadOutcome outcome;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return failed(std::move(outcome),
            LoadError::make(LoadError::Code::NotFound, path, LoadError::tr("The path does not exist."),
                LoadError::tr("Check the path.")));
    if (!isDirectory(path) && isSteplineFile(path)) { // native format: detected by its magic
        RankFile file;
        file.path = path;
        file.estimate = estimateFile(path);
        LoadInput input;
        input.path = path;
        if (const LoadError err = checkFits({ file }, options, input); err.isError())
            return failed(std::move(outcome), err);
        return applySubset(loadSteplineFile(path, monitor), options, path, false);
    }

    LoadInput input;
    if (LoadError err = findFiles(path, &input); err.isError())
        return failed(std::move(outcome), err);
    if (LoadError err = chooseRankFiles(options, &input); err.isError())
        return failed(std::move(outcome), err);
    const std::vector<RankFile> rankFiles = rankFilesToParse(input);
    if (LoadError err = checkFits(rankFiles, options, input); err.isError())
        return failed(std::move(outcome), err);

    int64_t totalBytes = 0;
    for (const RankFile &f : rankFiles)
        totalBytes += f.estimate.fileBytes;
    LoadProgress progress(monitor.progress, monitor.isCanceled, totalBytes);
    std::vector<uint64_t> leftOut;
    std::vector<FileLoadResult> results = parseRankFiles(input, options, rankFiles, progress, &leftOut);
    returnFreedMemory(); // the parse buffers and staged events of every file
    if (progress.canceled())
        return failed(std::move(outcome),
            LoadError::make(
                LoadError::Code::Canceled, path, LoadError::tr("Loading was canceled."), std::string()));
    std::vector<std::string> files = input.files;
    for (FileLoadResult &r : loadSmdebugSystemMetrics(input.systemFiles, progress)) {
        files.push_back(r.builder.rank(0).file);
        results.push_back(std::move(r));
    }
    leftOut.resize(results.size(), 0);

    std::vector<size_t> usable, skipped;
    if (LoadError err = sortOutResults(results, input, &usable, &skipped, &outcome.stats); err.isError())
        return failed(std::move(outcome), err);
    numberRanks(results, files, input.presetRank, usable);
    if (usable.size() > 1)
        borrowMissingBases(results, usable);
    const uint64_t windowLeftOut
        = options.window ? trimToWindow(results, usable, *options.window, leftOut) : 0;

    progress.setStage(LoadError::tr("Indexing"));
    ProfileBuilder builder = mergeRanks(results, usable, skipped.size(), input);
    results.clear();
    const bool ranksDone = !input.presetRank.empty();
    if (ranksDone || options.window)
        markSubset(
            builder, options, ranksDone ? input.ranksLeftOut : 0, options.window.has_value(), windowLeftOut);
    outcome.profile = builder.finalize();
    builder = ProfileBuilder();
    returnFreedMemory(); // what parsing and finalizing freed; the CLI and the viewer alike
    if (options.window && outcome.profile->eventCount() == 0)
        return failed(std::move(outcome), emptyWindowError(*options.window, path));
    // Ranks not chosen by file (one file holding several ranks, or a peek that guessed wrong).
    return applySubset(std::move(outcome), options, path, options.window.has_value());
}

} // namespace

} // namespace stepline
