#include "verbs.h"

#include "cliargs.h"
#include "datasize.h"
#include "jobfactscache.h"
#include "jobcachefile.h"
#include "jobruns.h"
#include "jobscanner.h"
#include "paralleltasks.h"
#include "usablecores.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace {

struct JobsTr
{
    STEPLINE_TR_FUNCTIONS(JobsCommand)
};

// An unknown count: the files do not tell.
std::string count(int value)
{
    return value >= 0 ? std::to_string(value) : "-";
}

// The length of TEXT in UTF-16 code units, the unit of the columns' widths: a character beyond
// U+FFFF counts two, a byte that is no UTF-8 one.
size_t utf16Length(std::string_view text, size_t *bytes = nullptr, size_t most = SIZE_MAX)
{
    size_t units = 0;
    size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        const size_t n = c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf8 ? 4 : 1;
        bool whole = i + n <= text.size();
        for (size_t k = 1; whole && k < n; ++k)
            whole = (static_cast<unsigned char>(text[i + k]) & 0xc0) == 0x80;
        const size_t length = whole ? n : 1;
        const size_t width = whole && n == 4 ? 2 : 1;
        if (units + width > most)
            break;
        units += width;
        i += length;
    }
    if (bytes)
        *bytes = i;
    return units;
}

// Qt's leftJustified(width, ' ', true): cut to WIDTH units, else padded with blanks. A
// character cut in half (two units, one left) leaves U+FFFD, as Qt's lone surrogate printed.
std::string padded(std::string_view text, size_t width)
{
    size_t bytes = 0;
    size_t units = utf16Length(text, &bytes, width);
    std::string out(text.substr(0, bytes));
    if (bytes < text.size() && units < width) {
        out += "\uFFFD";
        ++units;
    }
    out.append(width - units, ' ');
    return out;
}

// Qt's rightJustified(width): blanks before, never cut.
std::string rightJustified(const std::string &text, size_t width)
{
    const size_t units = utf16Length(text);
    return units >= width ? text : std::string(width - units, ' ') + text;
}

// "yyyy-MM-dd HH:mm:ss" of a time in ms since the epoch, UTC.
std::string utcText(int64_t ms)
{
    using namespace std::chrono;
    const sys_time<milliseconds> time { milliseconds(ms) };
    const sys_days day = floor<days>(time);
    const year_month_day date(day);
    const hh_mm_ss<milliseconds> clock(time - day);
    char text[64];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u %02d:%02d:%02d", int(date.year()),
        unsigned(date.month()), unsigned(date.day()), int(clock.hours().count()),
        int(clock.minutes().count()), int(clock.seconds().count()));
    return text;
}

// Qt's indented JSON document: four blanks a level, keys sorted, an empty array or object
// opened and closed on lines of their own, and a final newline.
void writeIndented(const nlohmann::json &value, int level, std::string *out)
{
    const std::string indent(size_t(4 * (level + 1)), ' ');
    const std::string closing(size_t(4 * level), ' ');
    if (value.is_object()) {
        *out += "{\n";
        size_t i = 0;
        for (auto it = value.begin(); it != value.end(); ++it, ++i) {
            *out += indent;
            *out += nlohmann::json(it.key()).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            *out += ": ";
            writeIndented(it.value(), level + 1, out);
            *out += i + 1 < value.size() ? ",\n" : "\n";
        }
        *out += closing + "}";
    } else if (value.is_array()) {
        *out += "[\n";
        for (size_t i = 0; i < value.size(); ++i) {
            *out += indent;
            writeIndented(value[i], level + 1, out);
            *out += i + 1 < value.size() ? ",\n" : "\n";
        }
        *out += closing + "]";
    } else if (value.is_number_float() && std::abs(value.get<double>()) < 0x1p53
        && value.get<double>() == std::trunc(value.get<double>())) {
        *out += std::to_string(int64_t(value.get<double>())); // Qt writes a whole double as an integer
    } else {
        *out += value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
}

int64_t nowMs()
{
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

// Every job's whole-text pass, several jobs at once.
void completeJobs(std::vector<stepline::JobEntry> &jobs, int64_t now)
{
    stepline::runParallelTasks(
        jobs.size(), stepline::usableCores(), [&](size_t i) { stepline::completeJob(jobs[i], now); });
}

} // namespace

// stepline jobs DIR [--json]: the job picker's listing, for scripts and terminals.
int stepline::cli::runJobs(const std::vector<std::string> &args)
{
    CliArgs cli("jobs");
    cli.flag({ "--json" });
    const std::string usage = "Usage: stepline jobs DIR [--json]";
    if (!cli.parse(args))
        return cli.usageError(cli.error(), usage);
    if (cli.help()) {
        printOut(usage);
        return 0;
    }
    const std::string dir = cli.path();
    const bool json = cli.has("--json");
    if (dir.empty())
        return cli.usageError(std::string(), usage);
    if (std::error_code error; !std::filesystem::is_directory(dir, error)) {
        std::fprintf(stderr, "stepline jobs: %s is not a folder\n", dir.c_str());
        return 2;
    }
    // Same facts as the picker: the quick scan, then every trace the cache does not know read to
    // its end (several at once), and the cache updated for the next listing.
    JobFactsCache cache;
    const std::string cacheFile = defaultJobFactsCacheFile();
    if (!cacheFile.empty())
        cache.load(cacheFile);
    const int64_t now = nowMs();
    std::vector<JobEntry> jobs = scanProfilesFolder(dir, {}, now, &cache);
    completeJobs(jobs, now);
    bool learned = false;
    for (const JobEntry &job : jobs) {
        for (const JobTraceFile &file : job.files) {
            if (file.facts.settled && !cache.find(file.path, file.size, file.modifiedMs)) {
                cache.insert(file.path, file.size, file.modifiedMs, file.facts);
                learned = true;
            }
        }
    }
    // Listed again from the whole-text facts when they are new (a folder is split, and its notes
    // worded, from the facts it was scanned with) or show a folder to hold several runs, as the
    // picker does once its background pass has read it: a listing reads the same with the cache
    // and without.
    if (learned || std::any_of(jobs.cbegin(), jobs.cend(), splitsOnRescan)) {
        jobs = scanProfilesFolder(dir, {}, now, &cache);
        completeJobs(jobs, now);
    }
    // The cache only saves time on the next scan: a failed save is a warning, the listing stands.
    if (std::string error; learned && !cacheFile.empty() && !cache.save(cacheFile, &error))
        printErr(JobsTr::tr("stepline jobs: warning: the facts cache was not saved (%1)").arg(error));
    std::string out;
    if (json) {
        nlohmann::json array = nlohmann::json::array();
        for (const JobEntry &job : jobs)
            array.push_back(jobToJson(job));
        nlohmann::json root = nlohmann::json::object();
        root["schema"] = "stepline.jobs/1";
        root["jobs"] = std::move(array);
        writeIndented(root, 0, &out);
        out += '\n';
        std::fwrite(out.data(), 1, out.size(), stdout);
        return 0;
    }
    out += padded("NAME", 32) + ' ' + padded("CREATED (UTC)", 20) + ' ' + padded("STATUS", 11) + ' '
        + "RANKS NODES  GPUS" + ' ' + "      SIZE" + '\n';
    for (const JobEntry &job : jobs) {
        out += padded(job.name, 32) + ' ' + padded(job.createdMs ? utcText(*job.createdMs) : "-", 20) + ' '
            + padded(job.statusUnknown ? "-" : jobStatusName(job.status), 11) + ' '
            + rightJustified(std::to_string(job.ranks), 5) + ' ' + rightJustified(count(job.nodes), 5) + ' '
            + rightJustified(count(job.gpus), 5) + ' ' + rightJustified(formatDataSize(job.bytes), 10) + '\n';
        for (const std::string &warning : job.warnings)
            out += "  warning: " + warning + '\n';
    }
    if (jobs.empty())
        out += "(no jobs in " + dir + ")\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
