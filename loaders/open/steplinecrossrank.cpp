#include "steplinecrossrank.h"

#include "loadoptionstext.h"
#include "loadprofile.h"
#include "steplineformat.h"
#include "steplinereader.h"

#include "jobfiles.h"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <system_error>

namespace stepline {

namespace {

using native::tag;

bool isDirectory(const std::string &path)
{
    std::error_code ec;
    return std::filesystem::is_directory(path, ec);
}

LoadError errorFor(const std::string &file, std::string detail, std::string hint)
{
    LoadError e;
    e.code = LoadError::Code::Syntax;
    e.file = file;
    e.detail = std::move(detail);
    e.hint = std::move(hint);
    return e;
}

} // namespace

std::vector<std::string> crossRankFiles(const std::string &path)
{
    return isDirectory(path) ? steplineFilesIn(path) : std::vector<std::string> { path };
}

bool readCrossRankJob(const std::vector<std::string> &files, CrossRankJob *job, LoadError *error)
{
    *job = CrossRankJob();
    std::vector<CrossRankPart> parts;
    std::vector<int64_t> originOfPart;
    std::vector<int> fileOfPart; // index into files, for the duplicate-rank error
    std::string raw;
    for (const std::string &file : files) {
        bool found = false;
        LoadError e;
        int64_t origin = 0;
        if (isSteplineFile(file)) {
            if (!readSteplineBlock(file, tag("XRNK"), &raw, &found, &e)) {
                *error = e;
                return false;
            }
        }
        if (found) {
            job->blockBytes += raw.size();
            if (!decodeCrossRankBlock(raw, &origin, &parts)) {
                *error = errorFor(file, LoadError::tr("The cross-rank block (XRNK) is damaged."),
                    LoadError::tr(
                        "Convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'."));
                return false;
            }
        } else {
            const LoadOutcome outcome = loadProfile(file);
            if (!outcome.ok()) {
                *error = outcome.error;
                return false;
            }
            ++job->fullLoads;
            origin = outcome.profile->job().originAbsNs;
            crossRankParts(*outcome.profile, &parts);
        }
        std::vector<int32_t> ranksHere;
        for (size_t i = originOfPart.size(); i < parts.size(); ++i)
            ranksHere.push_back(parts[i].rank);
        job->fileRanks.push_back(std::move(ranksHere));
        originOfPart.resize(parts.size(), origin);
        fileOfPart.resize(parts.size(), job->files);
        ++job->files;
    }
    // Every file's times onto one clock: ns since the earliest origin.
    job->originAbsNs = originOfPart.empty() ? 0 : *std::min_element(originOfPart.begin(), originOfPart.end());
    std::vector<size_t> order(parts.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(
        order.begin(), order.end(), [&](size_t a, size_t b) { return parts[a].rank < parts[b].rank; });
    CollectiveInput &in = job->input;
    in.groups.emplace_back();
    for (size_t i = 0; i < order.size(); ++i) {
        const CrossRankPart &part = parts[order[i]];
        if (i > 0 && part.rank == parts[order[i - 1]].rank) {
            *error = errorFor(files[size_t(fileOfPart[order[i]])],
                LoadError::tr("Rank %1 appears in two files.").arg(part.rank),
                LoadError::tr("Keep one file per rank in the folder."));
            return false;
        }
        const int64_t shift = originOfPart[order[i]] - job->originAbsNs;
        CollectiveInput::RankEntry entry;
        entry.rank = part.rank;
        entry.node = in.internNode(part.node);
        entry.begin = entry.end = uint32_t(in.kernelCount());
        in.ranks.push_back(entry);
        for (size_t k = 0; k < part.start.size(); ++k)
            in.addKernel(part.start[k] + shift, part.end[k] + shift, in.internKind(part.kind[k]),
                in.internGroup(part.group[k]), part.seq[k], part.bytes[k]);
        for (CrossRankStep step : part.steps) {
            step.tsNs += shift;
            job->steps.push_back(step);
        }
    }
    return true;
}

int steplineFileRank(const std::string &path)
{
    std::string raw;
    bool found = false;
    int64_t origin = 0;
    std::vector<CrossRankPart> parts;
    if (readSteplineBlock(path, tag("XRNK"), &raw, &found) && found
        && decodeCrossRankBlock(raw, &origin, &parts) && parts.size() == 1)
        return parts.front().rank;
    return rankFromFileName(fileNameOf(path));
}

bool isSteplineJobFolder(const std::string &path)
{
    return isDirectory(path) && !crossRankFiles(path).empty() && traceFilesIn(path).empty();
}

LoadOutcome loadSteplineJobFolder(const std::string &path, const LoadOptions &options)
{
    LoadOutcome outcome;
    const std::vector<std::string> files = crossRankFiles(path);
    CrossRankJob job;
    if (!readCrossRankJob(files, &job, &outcome.error))
        return outcome;
    // The file of the chosen rank (the first of --ranks that the job has), else of the lowest rank.
    int chosen = -1;
    int32_t best = std::numeric_limits<int32_t>::max();
    for (size_t f = 0; f < job.fileRanks.size(); ++f) {
        for (const int32_t rank : job.fileRanks[f]) {
            const bool asked = options.ranks.empty()
                || std::find(options.ranks.begin(), options.ranks.end(), rank) != options.ranks.end();
            if (asked && rank < best) {
                best = rank;
                chosen = int(f);
            }
        }
    }
    if (chosen < 0) {
        std::vector<int> have;
        for (const CollectiveInput::RankEntry &e : job.input.ranks)
            have.push_back(e.rank);
        outcome.error = errorFor(path,
            LoadError::tr("The job has no rank %1; its ranks are %2.")
                .arg(options.ranks.front())
                .arg(formatRankList(have)),
            LoadError::tr("Choose ranks the job has."));
        outcome.error.code = LoadError::Code::NotFound;
        return outcome;
    }
    LoadOptions one;
    one.force = options.force;
    if (job.fileRanks[size_t(chosen)].size() > 1)
        one.ranks = { int(best) };
    outcome = loadProfile(files[size_t(chosen)], one);
    if (outcome.ok()) {
        auto data = std::make_shared<CrossRankData>();
        data->input = std::move(job.input);
        data->steps = std::move(job.steps);
        data->originAbsNs = job.originAbsNs;
        outcome.crossRank = std::move(data);
    }
    return outcome;
}

} // namespace stepline
