#include "smdebug.h"

#include "loaderror.h"
#include "pathtext.h"
#include "timerange.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <map>
#include <system_error>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace stepline {

namespace {

// Timestamp in seconds (decimal text) -> ns, from the text so that no precision is lost.
bool secondsTextToNs(std::string_view text, int64_t *out)
{
    size_t i = 0;
    int64_t whole = 0;
    bool digits = false;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        if (whole > 9'000'000'000)
            return false;
        whole = whole * 10 + (text[i] - '0');
        ++i;
        digits = true;
    }
    int64_t frac = 0;
    int scale = 0;
    if (i < text.size() && text[i] == '.') {
        ++i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            if (scale < 9) {
                frac = frac * 10 + (text[i] - '0');
                ++scale;
            }
            ++i;
            digits = true;
        }
    }
    if (!digits || i != text.size())
        return false;
    while (scale < 9) {
        frac *= 10;
        ++scale;
    }
    // Past the times the model can place (timerange.h; int64 ns end in 2262): not a sample's time.
    int64_t ns = 0;
    if (__builtin_mul_overflow(whole, int64_t(1'000'000'000), &ns) || __builtin_add_overflow(ns, frac, &ns)
        || !isUsableTime(ns))
        return false;
    *out = ns;
    return true;
}

// The raw number text after "Timestamp": in one line.
std::string_view timestampText(std::string_view line)
{
    const size_t key = line.find("\"Timestamp\"");
    if (key == std::string_view::npos)
        return {};
    size_t i = line.find(':', key);
    if (i == std::string_view::npos)
        return {};
    ++i;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    size_t j = i;
    while (j < line.size() && ((line[j] >= '0' && line[j] <= '9') || line[j] == '.'))
        ++j;
    return line.substr(i, j - i);
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isLower(char c)
{
    return c >= 'a' && c <= 'z';
}

// A run of ASCII digits at *i (may be empty).
std::string_view digitsAt(std::string_view s, size_t *i)
{
    const size_t start = *i;
    while (*i < s.size() && isDigit(s[*i]))
        ++*i;
    return s.substr(start, *i - start);
}

// A run of digits and dots at *i (may be empty).
std::string_view decimalAt(std::string_view s, size_t *i)
{
    const size_t start = *i;
    while (*i < s.size() && (isDigit(s[*i]) || s[*i] == '.'))
        ++*i;
    return s.substr(start, *i - start);
}

// Lowercase words joined by single '-' ("train", "forward-pass") at *i; empty when none. It
// ends before a '-' that starts no word: no shorter run could be followed by what follows it.
std::string_view wordsAt(std::string_view s, size_t *i)
{
    const size_t start = *i;
    while (*i < s.size() && isLower(s[*i])) {
        while (*i < s.size() && isLower(s[*i]))
            ++*i;
        if (*i + 1 < s.size() && s[*i] == '-' && isLower(s[*i + 1]))
            ++*i;
    }
    return s.substr(start, *i - start);
}

// A name as an end-anchored pattern sees it: '$' also matches before one final '\n'.
std::string_view withoutFinalNewline(std::string_view s)
{
    if (!s.empty() && s.back() == '\n')
        s.remove_suffix(1);
    return s;
}

// Microseconds as the Debugger prints them ("1596585363775342.0", "1596585376012363.8") -> ns,
// from the text (a double would round at this magnitude): 1 to 16 digits, then optionally '.' and
// digits.
bool microsTextToNs(std::string_view text, int64_t *out)
{
    size_t i = 0;
    const std::string_view whole = digitsAt(text, &i);
    if (whole.empty() || whole.size() > 16)
        return false;
    std::string_view frac;
    if (i < text.size()) {
        if (text[i] != '.')
            return false;
        ++i;
        frac = digitsAt(text, &i);
        if (i != text.size())
            return false;
    }
    int64_t micros = 0;
    std::from_chars(whole.data(), whole.data() + whole.size(), micros);
    int64_t fracNs = 0; // the first three digits of the fraction
    for (size_t k = 0; k < 3; ++k)
        fracNs = fracNs * 10 + (k < frac.size() ? frac[k] - '0' : 0);
    // 16 digits of microseconds can exceed int64 ns (past the year 2262): not a time.
    int64_t ns = 0;
    if (__builtin_mul_overflow(micros, int64_t(1000), &ns) || __builtin_add_overflow(ns, fracNs, &ns))
        return false;
    *out = ns;
    return true;
}

// "*" (no step) -> -1; else digits, false past int64.
bool stepText(std::string_view text, int64_t *out)
{
    if (text == "*") {
        *out = -1;
        return true;
    }
    const auto r = std::from_chars(text.data(), text.data() + text.size(), *out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

// One half of a newer folder name: <mode>-<step>-<phase>-<us>, <step> "*" or digits.
struct DumpPoint
{
    std::string_view mode, step, phase, micros;
};

bool dumpPointAt(std::string_view s, size_t *i, DumpPoint *p)
{
    p->mode = wordsAt(s, i);
    if (p->mode.empty() || *i >= s.size() || s[*i] != '-')
        return false;
    ++*i;
    if (*i < s.size() && s[*i] == '*') {
        p->step = s.substr((*i)++, 1);
    } else {
        p->step = digitsAt(s, i);
    }
    if (p->step.empty() || *i >= s.size() || s[*i] != '-')
        return false;
    ++*i;
    p->phase = wordsAt(s, i);
    if (p->phase.empty() || *i >= s.size() || s[*i] != '-')
        return false;
    ++*i;
    p->micros = decimalAt(s, i);
    return !p->micros.empty();
}

// Reads a whole file (up to limit bytes). On failure *error says why in the words Qt's file class
// used: strerror's, and its own for a folder.
bool readWholeFile(const std::string &path, std::string *bytes, std::string *error, size_t limit = SIZE_MAX)
{
    int fd = -1;
    do {
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        *error = std::strerror(errno);
        return false;
    }
    struct stat st = {};
    if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        ::close(fd);
        *error = "file to open is a directory";
        return false;
    }
    bytes->clear();
    if (st.st_size > 0)
        bytes->reserve(std::min(limit, size_t(st.st_size)));
    char buffer[65536];
    while (bytes->size() < limit) {
        const ssize_t n = ::read(fd, buffer, std::min(sizeof buffer, limit - bytes->size()));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        bytes->append(buffer, size_t(n));
    }
    ::close(fd);
    return true;
}

// The parts of a path made absolute and cleaned (pathtext.h).
std::vector<std::string> absolutePathParts(const std::string &path)
{
    const std::string full = absolutePath(path);
    std::vector<std::string> parts;
    std::string_view rest(full);
    while (!rest.empty()) {
        const size_t slash = rest.find('/');
        const std::string_view part = rest.substr(0, slash);
        rest.remove_prefix(slash == std::string_view::npos ? rest.size() : slash + 1);
        if (!part.empty())
            parts.emplace_back(part);
    }
    return parts;
}

std::string joinedPath(const std::vector<std::string> &parts, size_t count)
{
    std::string out;
    for (size_t i = 0; i < count; ++i)
        out += "/" + parts[i];
    return out.empty() ? std::string("/") : out;
}

bool isDirectory(const std::string &path)
{
    struct stat st = {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// Qt's relative file path of two cleaned absolute paths: "../" per part of dir not shared,
// then the rest of file; "." when they are the same.
std::string relativePath(const std::vector<std::string> &dir, const std::vector<std::string> &file)
{
    size_t common = 0;
    while (common < dir.size() && common < file.size() && dir[common] == file[common])
        ++common;
    std::string out;
    for (size_t i = common; i < dir.size(); ++i)
        out += "../";
    for (size_t i = common; i < file.size(); ++i)
        out += (i > common ? "/" : "") + file[i];
    return out.empty() ? std::string(".") : out;
}

// Whether a file name is pattern (lowercase ASCII) ignoring case, as a folder search's name
// filter compares: Unicode case folding, where only 's' has a non-ASCII twin here (U+017F).
bool equalsIgnoringCase(std::string_view name, std::string_view pattern)
{
    size_t i = 0;
    for (const char c : pattern) {
        if (i < name.size() && (name[i] == c || (isLower(c) && name[i] == c - 'a' + 'A'))) {
            ++i;
        } else if (c == 's' && name.substr(i, 2) == "\xC5\xBF") {
            i += 2;
        } else {
            return false;
        }
    }
    return i == name.size();
}

// Files named like a dump below dir, as Qt's recursive folder iterator for files lists them:
// plain files and links to files; hidden folders and links to folders are not entered.
void findDumpFiles(const std::string &dir, std::vector<std::string> *out)
{
    DIR *d = ::opendir(dir.c_str());
    if (!d)
        return;
    while (const dirent *entry = ::readdir(d)) {
        const std::string_view name = entry->d_name;
        if (name == "." || name == "..")
            continue;
        const std::string path = dir + (dir.back() == '/' ? "" : "/") + std::string(name);
        struct stat st = {};
        if (::lstat(path.c_str(), &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            if (name.front() != '.')
                findDumpFiles(path, out);
            continue;
        }
        if (!equalsIgnoringCase(name, "python_stats") && !equalsIgnoringCase(name, "python_stats.json"))
            continue;
        if (S_ISLNK(st.st_mode)) {
            if (::stat(path.c_str(), &st) == 0 && !S_ISDIR(st.st_mode)) // not broken, not to a folder
                out->push_back(path);
        } else if (S_ISREG(st.st_mode)) {
            out->push_back(path);
        }
    }
    ::closedir(d);
}

// Node names in the order Qt's strings compare them (UTF-16 code units): as UTF-8 bytes, except
// that U+E000..U+FFFF sort after the characters beyond U+FFFF (surrogates come first in UTF-16).
struct Utf16Less
{
    bool operator()(const std::string &a, const std::string &b) const
    {
        const auto diff = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
        if (diff.first == a.end() || diff.second == b.end())
            return a.size() < b.size();
        const unsigned char x = static_cast<unsigned char>(*diff.first);
        const unsigned char y = static_cast<unsigned char>(*diff.second);
        const bool xHigh = x == 0xEE || x == 0xEF, yHigh = y == 0xEE || y == 0xEF;
        if ((xHigh && y >= 0xF0) || (yHigh && x >= 0xF0))
            return x > y;
        return x < y;
    }
};

struct Sample
{
    std::string series;
    int64_t tsNs = 0;
    double value = 0;
};

} // namespace

std::string smdebugNodeFromFileName(std::string_view fileName)
{
    // <digits>.<node>.json, the node at least one character and no line break.
    const std::string_view name = withoutFinalNewline(fileName);
    size_t i = 0;
    if (digitsAt(name, &i).empty() || i >= name.size() || name[i] != '.')
        return {};
    const std::string_view rest = name.substr(i + 1);
    constexpr std::string_view kSuffix = ".json";
    if (rest.size() <= kSuffix.size() || rest.substr(rest.size() - kSuffix.size()) != kSuffix)
        return {};
    const std::string_view node = rest.substr(0, rest.size() - kSuffix.size());
    return node.find('\n') == std::string_view::npos ? std::string(node) : std::string();
}

bool isSmdebugSystemMetricsFile(const std::string &path)
{
    std::string head;
    std::string error;
    return readWholeFile(path, &head, &error, 4096) && isSmdebugSystemMetricsHead(head);
}

bool isSmdebugSystemMetricsHead(std::string_view head)
{
    std::string_view first = head.substr(0, 4096);
    first = first.substr(0, first.find('\n'));
    while (!first.empty() && std::string_view(" \t\v\f\r").find(first.front()) != std::string_view::npos)
        first.remove_prefix(1);
    return !first.empty() && first.front() == '{' && first.find("\"Dimension\"") != std::string_view::npos
        && first.find("\"Timestamp\"") != std::string_view::npos;
}

std::vector<std::string> takeSmdebugSystemMetricsFiles(std::vector<std::string> *files)
{
    std::vector<std::string> system;
    std::vector<std::string> rest;
    for (std::string &f : *files)
        (isSmdebugSystemMetricsFile(f) ? system : rest).push_back(std::move(f));
    *files = std::move(rest);
    return system;
}

std::vector<FileLoadResult> loadSmdebugSystemMetrics(
    const std::vector<std::string> &files, LoadProgress &progress)
{
    // Group files by node: the NodeId inside, else the file name.
    std::map<std::string, std::vector<std::string>, Utf16Less> byNode;
    for (const std::string &f : files) {
        const std::string fileName = fileNameOf(f);
        std::string node = smdebugNodeFromFileName(fileName);
        if (node.empty())
            node = fileName.substr(0, fileName.rfind('.'));
        byNode[node].push_back(f);
    }
    std::vector<FileLoadResult> results;
    int nodeIndex = 0;
    for (const auto &[nodeName, nodeFiles] : byNode) {
        FileLoadResult out;
        ProfileBuilder &b = out.builder;
        RankInfo info;
        info.file = nodeFiles.front();
        info.rank = kSmdebugSystemRankBase + nodeIndex++;
        info.rankSource = "system metrics";
        info.node = nodeName;
        info.format = "smdebug";
        const uint32_t rank = b.addRank(info);
        const ProcessId process = b.process(rank, -1 - int64_t(rank), b.strings().intern("System metrics"));
        b.processAt(process).name = b.strings().intern("System metrics (" + info.node + ")");
        b.processAt(process).labels = b.strings().intern("SageMaker Debugger system monitor");
        uint64_t samples = 0;
        for (const std::string &path : nodeFiles) {
            std::string bytes;
            std::string readError;
            if (!readWholeFile(path, &bytes, &readError)) {
                out.error.code = LoadError::Code::Unreadable;
                out.error.file = path;
                out.error.detail = LoadError::tr("The file cannot be read: %1").arg(readError);
                out.error.hint = LoadError::tr("Check the file's permissions.");
                break;
            }
            const int64_t size = int64_t(bytes.size());
            b.rank(rank).fileBytes += uint64_t(size);
            // The last line that holds anything: a broken line there is a cut, elsewhere junk.
            int64_t lastContent = size - 1;
            while (lastContent >= 0 && std::isspace(static_cast<unsigned char>(bytes[size_t(lastContent)])))
                --lastContent;
            int64_t pos = 0;
            while (pos < size) {
                const size_t found = bytes.find('\n', size_t(pos));
                const bool lastLine = found == std::string::npos;
                const int64_t nl = lastLine ? size : int64_t(found);
                const std::string_view line(bytes.data() + pos, size_t(nl - pos));
                const int64_t lineStart = pos;
                pos = nl + 1;
                std::string_view trimmed = line;
                while (!trimmed.empty() && (trimmed.back() == '\r' || trimmed.back() == ' '))
                    trimmed.remove_suffix(1);
                if (trimmed.empty())
                    continue;
                out.stats.events++;
                nlohmann::json obj = nlohmann::json::parse(trimmed, nullptr, false);
                int64_t tsNs = 0;
                const bool ok = !obj.is_discarded() && obj.is_object() && obj.contains("Dimension")
                    && obj["Dimension"].is_string() && obj.contains("Value") && obj["Value"].is_number()
                    && secondsTextToNs(timestampText(trimmed), &tsNs);
                if (!ok) {
                    out.stats.skipped++;
                    // A broken last line is what a monitor still writing (or a cut copy) leaves:
                    // keep the complete lines before it and flag the cut.
                    const bool atEnd = lastLine || nl >= lastContent;
                    if (atEnd && obj.is_discarded()) {
                        b.rank(rank).truncated = true;
                        b.rank(rank).truncatedAtByte = uint64_t(lineStart);
                        b.report().add(warning::kTruncated, 0, uint64_t(lineStart));
                        break;
                    }
                    b.report().add(warning::kBadEvent, 0, uint64_t(lineStart));
                    continue;
                }
                std::string name = obj["Dimension"].get<std::string>();
                if (obj.contains("Name") && obj["Name"].is_string())
                    name += "." + obj["Name"].get<std::string>();
                const CounterId series = b.counterSeries(rank, process, b.strings().intern(name));
                b.addCounterSample(series, tsNs, obj["Value"].get<double>());
                out.stats.counters++;
                ++samples;
            }
            if (!progress.advance(size, LoadError::tr("Reading system metrics")))
                break;
        }
        if (!out.error.isError() && samples == 0) {
            out.error.code = LoadError::Code::NotATrace;
            out.error.file = nodeFiles.front();
            out.error.detail
                = LoadError::tr("No complete SageMaker Debugger system-metrics line in the file.");
            out.error.hint
                = LoadError::tr("Each line must be a JSON object with Dimension, Value and Timestamp.");
        }
        results.push_back(std::move(out));
    }
    return results;
}

bool parseSmdebugPythonStatsDir(std::string_view dirName, std::string_view parentName, PythonStatsFile *out)
{
    const std::string_view name = withoutFinalNewline(dirName);
    PythonStatsFile f;
    // Newer: <mode>-<step>-<phase>-<us>_<mode>-<step>-<phase>-<us>, the node is the folder above.
    // Modes and phases are lowercase words joined by '-', steps "*" or digits.
    size_t i = 0;
    DumpPoint start, end;
    // Older: <us>_<us>_<pid>-<node>_<step>[-<phase>], the node anything but a line break.
    size_t o = 0;
    std::string_view startUs, endUs;
    if (dumpPointAt(name, &i, &start) && i < name.size() && name[i] == '_' && dumpPointAt(name, &++i, &end)
        && i == name.size()) {
        if (!stepText(start.step, &f.startStep) || !stepText(end.step, &f.endStep)
            || !microsTextToNs(start.micros, &f.startAbsNs) || !microsTextToNs(end.micros, &f.endAbsNs))
            return false;
        f.startMode = start.mode;
        f.startPhase = start.phase;
        f.endMode = end.mode;
        f.endPhase = end.phase;
        f.node = parentName;
    } else if (!(startUs = decimalAt(name, &o)).empty() && o < name.size() && name[o] == '_'
        && !(endUs = decimalAt(name, &++o)).empty() && o < name.size() && name[o] == '_') {
        // The node runs to the last '_' (the step and phase hold none), and is not empty.
        const std::string_view rest = name.substr(o + 1);
        const size_t underscore = rest.rfind('_');
        if (underscore == std::string_view::npos || underscore == 0
            || rest.substr(0, underscore).find('\n') != std::string_view::npos)
            return false;
        const std::string_view tail = rest.substr(underscore + 1);
        size_t t = tail.empty() || tail[0] != '-' ? 0 : 1;
        if (digitsAt(tail, &t).empty())
            return false;
        const std::string_view stepDigits = tail.substr(0, t);
        std::string_view phase;
        if (t < tail.size()) {
            if (tail[t] != '-')
                return false;
            phase = tail.substr(t + 1);
            if (phase.empty() || !std::all_of(phase.begin(), phase.end(), isLower))
                return false;
        }
        if (!microsTextToNs(startUs, &f.startAbsNs) || !microsTextToNs(endUs, &f.endAbsNs))
            return false;
        int64_t step = 0; // 0 past int64, as Qt's toLongLong() gave
        if (std::from_chars(stepDigits.data(), stepDigits.data() + stepDigits.size(), step).ec != std::errc())
            step = 0;
        // Step -1 is the dump taken before step 0 (the Debugger's "pre step zero").
        f.startStep = f.endStep = std::max<int64_t>(-1, step);
        if (step < 0)
            f.startMode = f.endMode = "prestepzero";
        f.startPhase = f.endPhase = phase;
        f.node = rest.substr(0, underscore); // "<pid>-<host>", smdebug's node id
    } else {
        return false;
    }
    if (f.endAbsNs < f.startAbsNs)
        return false;
    f.path = std::move(out->path);
    f.profiler = out->profiler;
    f.readError = std::move(out->readError);
    f.bytes = std::move(out->bytes);
    *out = std::move(f);
    return true;
}

PythonProfiler smdebugProfilerOfFileName(std::string_view fileName)
{
    const size_t slash = fileName.find_last_of('/');
    const std::string_view base = slash == std::string_view::npos ? fileName : fileName.substr(slash + 1);
    return base == "python_stats.json" ? PythonProfiler::Pyinstrument : PythonProfiler::CProfile;
}

bool isSmdebugPythonStatsFileName(std::string_view fileName)
{
    return fileName == "python_stats" || fileName == "python_stats.json" || fileName == "python_stats.html";
}

PythonStatsFile readSmdebugPythonStatsFile(const std::string &path, const std::string &jobDir)
{
    constexpr int64_t kMaxDumpBytes = int64_t(256) << 20;
    const std::vector<std::string> parts = absolutePathParts(path);
    PythonStatsFile f;
    f.path = relativePath(absolutePathParts(jobDir.empty() ? std::string(".") : jobDir), parts);
    f.profiler = smdebugProfilerOfFileName(path);
    struct stat st = {};
    const int64_t size = ::stat(path.c_str(), &st) == 0 ? int64_t(st.st_size) : 0;
    std::string bytes;
    std::string readError;
    if (size > kMaxDumpBytes) {
        f.readError = LoadError::tr("the file is larger than 256 MiB (%1 MiB); it was not read")
                          .arg(size >> 20)
                          .str();
    } else if (!readWholeFile(path, &bytes, &readError)) {
        f.readError = LoadError::tr("the file cannot be read: %1").arg(readError).str();
    } else {
        f.bytes = std::make_shared<const std::string>(std::move(bytes));
    }
    // The folder holding the file and the one above it (that one's name only if it exists).
    const size_t dirParts = parts.empty() ? 0 : parts.size() - 1;
    const std::string_view dirName
        = dirParts > 0 ? std::string_view(parts[dirParts - 1]) : std::string_view();
    std::string_view parentName = dirName;
    if (dirParts > 0 && isDirectory(joinedPath(parts, dirParts - 1)))
        parentName = dirParts > 1 ? std::string_view(parts[dirParts - 2]) : std::string_view();
    parseSmdebugPythonStatsDir(dirName, parentName, &f); // unknown names keep no times
    return f;
}

std::vector<PythonStatsFile> loadSmdebugPythonStats(const std::string &jobDir)
{
    std::vector<PythonStatsFile> out;
    if (jobDir.empty())
        return out;
    const std::vector<std::string> rootParts = absolutePathParts(jobDir);
    const std::string root = joinedPath(rootParts, rootParts.size());
    std::vector<std::string> paths;
    findDumpFiles(root, &paths);
    for (const std::string &path : paths)
        out.push_back(readSmdebugPythonStatsFile(path, root));
    std::sort(out.begin(), out.end(), [](const PythonStatsFile &a, const PythonStatsFile &b) {
        return a.startAbsNs != b.startAbsNs ? a.startAbsNs < b.startAbsNs : a.path < b.path;
    });
    return out;
}

} // namespace stepline
