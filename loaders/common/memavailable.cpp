#include "memavailable.h"

#include "asciitext.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <string>
#include <string_view>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace stepline {

namespace {

// A decimal integer, an optional sign and blanks around it allowed; false for anything else.
bool parseInteger(std::string_view text, int64_t *value)
{
    text = trimmedAscii(text);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

// A small file read whole (/proc and /sys files report size 0, so it is read until the end).
bool readSmallFile(const std::string &path, std::string *text)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    text->clear();
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0) {
            ::close(fd);
            return false;
        }
        if (n == 0)
            break;
        text->append(buffer, size_t(n));
    }
    ::close(fd);
    return true;
}

// The value of a "Key:   N kB" line of a /proc file, in bytes; -1 when absent. Scanned in place (no
// list of lines): every verb reads /proc/meminfo once at start.
int64_t procKibField(const char *path, std::string_view key)
{
    std::string text;
    if (!readSmallFile(path, &text))
        return -1;
    for (size_t start = 0; start < text.size();) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string_view line(text.data() + start, end - start);
        if (line.substr(0, key.size()) == key) {
            // The second word of the line: the first is the key (and whatever follows it up to
            // the first blank).
            size_t i = 0;
            while (i < line.size() && isAsciiSpace(line[i]))
                ++i;
            while (i < line.size() && !isAsciiSpace(line[i]))
                ++i;
            while (i < line.size() && isAsciiSpace(line[i]))
                ++i;
            size_t j = i;
            while (j < line.size() && !isAsciiSpace(line[j]))
                ++j;
            int64_t kib = 0;
            return i < j && parseInteger(line.substr(i, j - i), &kib) ? kib * 1024 : -1;
        }
        start = end + 1;
    }
    return -1;
}

// A file holding one number ("max", absent or unreadable: -1).
int64_t numberFile(const std::string &path)
{
    std::string text;
    int64_t v = -1;
    return readSmallFile(path, &text) && parseInteger(text, &v) && v >= 0 ? v : -1;
}

int64_t minKnown(int64_t a, int64_t b)
{
    return a < 0 ? b : b < 0 ? a : std::min(a, b);
}

bool listHas(std::string_view commaList, std::string_view item)
{
    for (size_t start = 0; start <= commaList.size();) {
        size_t end = commaList.find(',', start);
        if (end == std::string_view::npos)
            end = commaList.size();
        if (commaList.substr(start, end - start) == item)
            return true;
        start = end + 1;
    }
    return false;
}

// What this process's control group may still use (a container's or a systemd unit's memory
// limit, which /proc/meminfo does not show and which the kernel enforces by killing the process):
// the smallest limit minus usage of its group and the groups above it; -1 when unlimited.
int64_t cgroupAvailableBytes()
{
    std::string text;
    if (!readSmallFile("/proc/self/cgroup", &text))
        return -1;
    int64_t best = -1;
    for (size_t start = 0; start < text.size();) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        const std::string_view line(text.data() + start, end - start);
        start = end + 1;
        // "hierarchy-id:controllers:path"; the path may itself hold colons.
        const size_t first = line.find(':');
        const size_t second = first == std::string_view::npos ? first : line.find(':', first + 1);
        if (second == std::string_view::npos)
            continue;
        const std::string_view id = line.substr(0, first);
        const std::string_view controllers = line.substr(first + 1, second - first - 1);
        std::string group(line.substr(second + 1));
        const bool v2 = id == "0" && controllers.empty();
        const bool v1 = listHas(controllers, "memory");
        if (!v2 && !v1)
            continue;
        const std::string root = v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/memory";
        const char *limitFile = v2 ? "/memory.max" : "/memory.limit_in_bytes";
        const char *usageFile = v2 ? "/memory.current" : "/memory.usage_in_bytes";
        for (;;) {
            const std::string dir = root + (group == "/" ? std::string() : group);
            const int64_t limit = numberFile(dir + limitFile);
            // cgroup v1 writes "no limit" as a huge number.
            if (limit >= 0 && limit < (int64_t(1) << 60)) {
                const int64_t usage = numberFile(dir + usageFile);
                best = minKnown(best, std::max<int64_t>(limit - std::max<int64_t>(usage, 0), 0));
            }
            if (group.empty() || group == "/")
                break;
            const size_t slash = group.rfind('/');
            group.resize(std::max<size_t>(slash == std::string::npos ? 0 : slash, 1));
        }
    }
    return best;
}

// Address space left under RLIMIT_AS (ulimit -v), where an allocation past it fails; -1 when
// unlimited.
int64_t addressSpaceAvailableBytes()
{
    struct rlimit limit = {};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return -1;
    const int64_t used = procKibField("/proc/self/status", "VmSize:");
    return std::max<int64_t>(int64_t(limit.rlim_cur) - std::max<int64_t>(used, 0), 0);
}

} // namespace

int64_t memAvailableBytes()
{
    // The override gives the real budget where none of the readings below sees it (and lets
    // tests drive the refusal end to end).
    int64_t forced = -1;
    const char *override = std::getenv("STEPLINE_AVAILABLE_MEMORY");
    if (override && parseInteger(override, &forced) && forced >= 0)
        return forced;
    return minKnown(minKnown(procKibField("/proc/meminfo", "MemAvailable:"), cgroupAvailableBytes()),
        addressSpaceAvailableBytes());
}

} // namespace stepline
