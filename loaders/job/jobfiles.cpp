#include "jobfiles.h"

#include "smdebug.h"

#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <string_view>

namespace stepline {

namespace {

char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Case-insensitive (ASCII) comparison of text at pos with a lowercase word.
bool hasWordAt(std::string_view text, size_t pos, std::string_view lowerWord)
{
    if (pos > text.size() || text.size() - pos < lowerWord.size())
        return false;
    for (size_t i = 0; i < lowerWord.size(); ++i) {
        if (asciiLower(text[pos + i]) != lowerWord[i])
            return false;
    }
    return true;
}

bool endsWithFolded(std::string_view lower, std::string_view suffix)
{
    return lower.size() >= suffix.size() && lower.substr(lower.size() - suffix.size()) == suffix;
}

// Length of /(?:rank|worker)[-_]?\d+/i's digits start at pos: the digits' [from, to), or false.
bool rankWordAt(std::string_view text, size_t pos, size_t *from, size_t *to)
{
    size_t p = pos;
    if (hasWordAt(text, p, "rank"))
        p += 4;
    else if (hasWordAt(text, p, "worker"))
        p += 6;
    else
        return false;
    if (p < text.size() && (text[p] == '-' || text[p] == '_') && p + 1 < text.size() && isDigit(text[p + 1]))
        ++p;
    if (p >= text.size() || !isDigit(text[p]))
        return false;
    *from = p;
    while (p < text.size() && isDigit(text[p]))
        ++p;
    *to = p;
    return true;
}

} // namespace

bool isTraceFileName(const std::string &fileName)
{
    // Unicode lowercasing (as before) maps no other character onto the ASCII letters compared here.
    std::string lower = fileName;
    std::transform(lower.begin(), lower.end(), lower.begin(), asciiLower);
    // MANIFEST.json lists what a collection holds; it is no trace.
    if (lower == "job.json" || lower == "manifest.json" || lower.starts_with('.')
        || isSmdebugPythonStatsFileName(fileName)) // pyinstrument's python_stats.json: smdebug.h reads it
        return false;
    return endsWithFolded(lower, ".json") || endsWithFolded(lower, ".json.gz")
        || endsWithFolded(lower, ".json.zst") || endsWithFolded(lower, ".sqlite");
}

void walkFilesBelow(const std::string &directory,
    const std::function<bool(const std::string &path, const std::string &name, const struct stat &st)> &fn)
{
    // Depth first, a folder's files and sub-folders in the order readdir() gives them.
    struct Level
    {
        DIR *dir;
        std::string path;
    };
    std::vector<Level> stack;
    auto open = [&](const std::string &path) {
        if (DIR *dir = opendir(path.empty() ? "." : path.c_str()))
            stack.push_back({ dir, path });
    };
    open(directory);
    bool go = true;
    while (!stack.empty()) {
        if (!go) {
            closedir(stack.back().dir);
            stack.pop_back();
            continue;
        }
        const dirent *entry = readdir(stack.back().dir);
        if (!entry) {
            closedir(stack.back().dir);
            stack.pop_back();
            continue;
        }
        const std::string name = entry->d_name;
        if (name.empty() || name.front() == '.')
            continue; // ".", ".." and hidden entries
        const std::string path = joinPath(stack.back().path, name);
        struct stat st;
        if (stat(path.c_str(), &st) != 0)
            continue; // a broken symlink, or gone
        if (S_ISDIR(st.st_mode)) {
            struct stat link;
            if (lstat(path.c_str(), &link) == 0 && !S_ISLNK(link.st_mode))
                open(path);
        } else if (S_ISREG(st.st_mode)) {
            go = fn(path, name, st);
        }
    }
}

std::vector<std::string> traceFilesIn(const std::string &directory)
{
    std::vector<std::string> files;
    walkFilesBelow(directory, [&](const std::string &path, const std::string &name, const struct stat &) {
        if (isTraceFileName(name) && access(path.c_str(), R_OK) == 0)
            files.push_back(path);
        return true;
    });
    std::sort(files.begin(), files.end());
    return files;
}

std::vector<std::string> steplineFilesIn(const std::string &directory)
{
    // Not hidden, regular (or a symlink to one), named *.stepline in any case.
    std::vector<std::string> names;
    if (DIR *dir = opendir(directory.empty() ? "." : directory.c_str())) {
        while (const dirent *entry = readdir(dir)) {
            const std::string name = entry->d_name;
            std::string lower = name;
            std::transform(lower.begin(), lower.end(), lower.begin(), asciiLower);
            if (name.starts_with('.') || !endsWithFolded(lower, ".stepline"))
                continue;
            struct stat st;
            if (stat(joinPath(directory, name).c_str(), &st) == 0 && S_ISREG(st.st_mode))
                names.push_back(name);
        }
        closedir(dir);
    }
    std::sort(names.begin(), names.end());
    std::vector<std::string> files;
    files.reserve(names.size());
    for (const std::string &name : names)
        files.push_back(joinPath(directory, name));
    return files;
}

int rankFromFileName(const std::string &fileName)
{
    // The first /(?:^|[^a-z])(?:rank|worker)[-_]?(\d+)/i in the name.
    const std::string_view text(fileName);
    for (size_t pos = 0; pos < text.size(); ++pos) {
        if (pos > 0 && isAsciiLetter(text[pos - 1]))
            continue;
        size_t from = 0, to = 0;
        if (!rankWordAt(text, pos, &from, &to))
            continue;
        int rank = 0;
        const auto [end, ec] = std::from_chars(text.data() + from, text.data() + to, rank);
        return ec == std::errc() && end == text.data() + to ? rank : -1;
    }
    return -1;
}

std::string hostFromFileName(const std::string &fileName)
{
    // /^(.+)_(\d+)\.(\d+)\.pt\.trace\.json/ with the greedy (.+): the last '_' that fits.
    const std::string_view text(fileName);
    auto restFits = [&](size_t p) {
        const size_t digits = p;
        while (p < text.size() && isDigit(text[p]))
            ++p;
        if (p == digits || p >= text.size() || text[p] != '.')
            return false;
        const size_t fraction = ++p;
        while (p < text.size() && isDigit(text[p]))
            ++p;
        return p > fraction && text.substr(p).starts_with(".pt.trace.json");
    };
    const size_t newline = text.find('\n'); // '.' matches no newline
    for (size_t k = text.size(); k-- > 1;) {
        if (text[k] != '_' || (newline != std::string_view::npos && newline < k) || !restFits(k + 1))
            continue;
        const std::string host(text.substr(0, k));
        size_t from = 0, to = 0;
        return rankWordAt(host, 0, &from, &to) ? std::string() : host;
    }
    return {};
}

} // namespace stepline
