#include "memoryfit.h"

#include "jobfiles.h"
#include "smdebug.h"
#include "tracehead.h"
#include "usablecores.h"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <system_error>

namespace stepline {

namespace {

// peekRanks false: every rank file numbered in file order, unread (a check without --ranks never
// looks at the ranks, and peeking reads each file's head and compiles the name patterns).
std::vector<RankFile> rankFiles(const std::string &path, bool peekRanks)
{
    std::vector<RankFile> out;
    std::error_code ec;
    std::vector<std::string> files
        = std::filesystem::is_directory(path, ec) ? traceFilesIn(path) : std::vector<std::string> { path };
    const std::vector<std::string> systemFiles = takeSmdebugSystemMetricsFiles(&files);
    for (size_t i = 0; i < files.size(); ++i) {
        RankFile f;
        f.path = files[i];
        f.rank = peekRanks ? peekRank(files[i]) : -1;
        if (f.rank < 0)
            f.rank = files.size() > 1 ? int(i) : 0;
        f.estimate = estimateFile(files[i]);
        out.push_back(f);
    }
    for (const std::string &file : systemFiles) {
        RankFile f;
        f.path = file;
        f.estimate = estimateFile(file);
        out.push_back(f);
    }
    return out;
}

} // namespace

std::vector<RankFile> rankFilesOf(const std::string &path)
{
    return rankFiles(path, true);
}

MemoryCheck checkMemory(
    const std::vector<RankFile> &files, const LoadOptions &options, int64_t availableBytes, int threads)
{
    MemoryCheck check;
    check.availableBytes = availableBytes;
    // Like the loader: rank files are chosen by rank only when there are several; one file (maybe
    // holding several ranks, or a .stepline) is loaded whole, then cut.
    const bool choosesFiles = !options.ranks.empty()
        && std::count_if(files.begin(), files.end(), [](const RankFile &f) { return f.rank >= 0; }) > 1;
    std::vector<int64_t> peaks;
    for (const RankFile &f : files) {
        check.estimate += f.estimate;
        if (!choosesFiles || f.rank < 0
            || std::binary_search(options.ranks.begin(), options.ranks.end(), f.rank))
            peaks.push_back(f.estimate.peakBytes);
    }
    int64_t peak = 0;
    for (int64_t p : peaks)
        peak += p;
    if (options.window && peaks.size() > 1) {
        // Trimmed as parsed: the files in flight at their full peak, the others' kept part unknown
        // before loading.
        std::sort(peaks.begin(), peaks.end(), std::greater<>());
        const size_t inFlight = std::min(peaks.size(), size_t(std::max(1, threads)));
        int64_t rest = 0;
        peak = 0;
        for (size_t i = 0; i < peaks.size(); ++i)
            (i < inFlight ? peak : rest) += peaks[i];
        peak += rest / 4;
    }
    check.subsetPeakBytes = peak;
    return check;
}

MemoryCheck checkMemory(const std::string &path, const LoadOptions &options, int64_t availableBytes)
{
    // The ranks choose files only with --ranks (and several rank files: see above).
    return checkMemory(rankFiles(path, !options.ranks.empty()), options,
        availableBytes < 0 ? memAvailableBytes() : availableBytes, usableCores());
}

} // namespace stepline
