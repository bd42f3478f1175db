#include "memavailable.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <algorithm>

#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#endif

namespace stepline {

namespace {

// The value of a "Key:   N kB" line of a /proc file, in bytes; -1 when absent. Read whole: /proc
// files have size 0, so QFile::atEnd() is true before the first line. Scanned in place (no list of
// lines): every verb reads /proc/meminfo once at start.
qint64 procKibField(const QString &path, const QByteArray &key)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = f.readAll();
    const auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    for (qsizetype start = 0; start < text.size();) {
        qsizetype end = text.indexOf('\n', start);
        if (end < 0)
            end = text.size();
        const QByteArrayView line(text.constData() + start, end - start);
        if (line.startsWith(key)) {
            // The second word of the line: the first is the key (and whatever follows it up to
            // the first blank).
            qsizetype i = 0;
            while (i < line.size() && space(line[i]))
                ++i;
            while (i < line.size() && !space(line[i]))
                ++i;
            while (i < line.size() && space(line[i]))
                ++i;
            qsizetype j = i;
            while (j < line.size() && !space(line[j]))
                ++j;
            bool ok = false;
            const qint64 kib = i < j ? line.sliced(i, j - i).toLongLong(&ok) : 0;
            return ok ? kib * 1024 : -1;
        }
        start = end + 1;
    }
    return -1;
}

// A file holding one number ("max", absent or unreadable: -1).
qint64 numberFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    bool ok = false;
    const qint64 v = f.readAll().trimmed().toLongLong(&ok);
    return ok && v >= 0 ? v : -1;
}

qint64 minKnown(qint64 a, qint64 b)
{
    return a < 0 ? b : b < 0 ? a : std::min(a, b);
}

// What this process's control group may still use (a container's or a systemd unit's memory
// limit, which /proc/meminfo does not show and which the kernel enforces by killing the process):
// the smallest limit minus usage of its group and the groups above it; -1 when unlimited.
qint64 cgroupAvailableBytes()
{
    QFile f(QStringLiteral("/proc/self/cgroup"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    qint64 best = -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QList<QByteArray> parts = line.split(':');
        if (parts.size() < 3)
            continue;
        QString group = QString::fromUtf8(line.mid(parts[0].size() + parts[1].size() + 2));
        const bool v2 = parts[0] == "0" && parts[1].isEmpty();
        const bool v1 = parts[1].split(',').contains("memory");
        if (!v2 && !v1)
            continue;
        const QString root = v2 ? QStringLiteral("/sys/fs/cgroup") : QStringLiteral("/sys/fs/cgroup/memory");
        const QString limitFile
            = v2 ? QStringLiteral("/memory.max") : QStringLiteral("/memory.limit_in_bytes");
        const QString usageFile
            = v2 ? QStringLiteral("/memory.current") : QStringLiteral("/memory.usage_in_bytes");
        for (;;) {
            const QString dir = root + (group == QLatin1String("/") ? QString() : group);
            const qint64 limit = numberFile(dir + limitFile);
            // cgroup v1 writes "no limit" as a huge number.
            if (limit >= 0 && limit < (qint64(1) << 60)) {
                const qint64 usage = numberFile(dir + usageFile);
                best = minKnown(best, std::max<qint64>(limit - std::max<qint64>(usage, 0), 0));
            }
            if (group.isEmpty() || group == QLatin1String("/"))
                break;
            group.truncate(std::max<qsizetype>(group.lastIndexOf(QLatin1Char('/')), 1));
        }
    }
    return best;
}

// Address space left under RLIMIT_AS (ulimit -v), where an allocation past it fails; -1 when
// unlimited.
qint64 addressSpaceAvailableBytes()
{
#if defined(Q_OS_UNIX)
    struct rlimit limit = {};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return -1;
    const qint64 used = procKibField(QStringLiteral("/proc/self/status"), "VmSize:");
    return std::max<qint64>(qint64(limit.rlim_cur) - std::max<qint64>(used, 0), 0);
#else
    return -1;
#endif
}

} // namespace

qint64 memAvailableBytes()
{
    // The override gives the real budget where none of the readings below sees it (and lets
    // tests drive the refusal end to end).
    bool forcedOk = false;
    const qint64 forced = qEnvironmentVariable("STEPLINE_AVAILABLE_MEMORY").toLongLong(&forcedOk);
    if (forcedOk && forced >= 0)
        return forced;
    return minKnown(
        minKnown(procKibField(QStringLiteral("/proc/meminfo"), "MemAvailable:"), cgroupAvailableBytes()),
        addressSpaceAvailableBytes());
}

} // namespace stepline
