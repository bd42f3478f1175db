#include "loadestimate.h"

#include "steplineformat.h"
#include "tracefileloader.h"

#include <QFile>

#include <zstd.h>

#include <algorithm>

#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#endif

namespace stepline {

namespace {

qint64 littleEndian32(const QByteArray &bytes, int offset)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData() + offset);
    return qint64(p[0]) | qint64(p[1]) << 8 | qint64(p[2]) << 16 | qint64(p[3]) << 24;
}

LoadEstimate estimateNative(QFile &file, qint64 fileBytes)
{
    LoadEstimate e;
    e.fileBytes = fileBytes;
    // Block headers: tag, storedSize, rawSize, crc32; payloads are skipped with a seek.
    qint64 raw = 0;
    qint64 at = qint64(native::kHeaderSize);
    while (at + qint64(native::kBlockHeaderSize) <= fileBytes && file.seek(at)) {
        const QByteArray h = file.read(qint64(native::kBlockHeaderSize));
        if (h.size() < int(native::kBlockHeaderSize))
            break;
        raw += littleEndian32(h, 8);
        at += qint64(native::kBlockHeaderSize) + littleEndian32(h, 4);
    }
    e.modelBytes = qint64(double(raw) * kNativeModelFactor);
    e.events = e.modelBytes / kModelBytesPerEvent;
    e.peakBytes = qint64(double(e.modelBytes) * kNativePeakFactor);
    return e;
}

} // namespace

LoadEstimate estimateFile(const QString &path)
{
    LoadEstimate e;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return e;
    e.fileBytes = file.size();
    const QByteArray head = file.peek(64);
    if (head.startsWith(QByteArray(native::kMagic, int(sizeof native::kMagic))))
        return estimateNative(file, e.fileBytes);
    qint64 text = e.fileBytes;
    const Compression compression = detectCompression(head);
    if (compression == Compression::Gzip) {
        text = e.fileBytes * kCompressedRatio;
        // ISIZE: the inflated size modulo 4 GiB; trusted when it is not smaller than the file.
        if (e.fileBytes >= 18 && file.seek(e.fileBytes - 4)) {
            const QByteArray t = file.read(4);
            const qint64 isize = t.size() == 4 ? littleEndian32(t, 0) : 0;
            if (isize >= e.fileBytes && e.fileBytes < (qint64(1) << 28))
                text = isize;
        }
    } else if (compression == Compression::Zstd) {
        text = e.fileBytes * kCompressedRatio;
        const unsigned long long size = ZSTD_getFrameContentSize(head.constData(), size_t(head.size()));
        if (size != ZSTD_CONTENTSIZE_UNKNOWN && size != ZSTD_CONTENTSIZE_ERROR)
            text = qint64(size);
    }
    e.events = text / kJsonBytesPerEvent + 1;
    e.modelBytes = e.events * kModelBytesPerEvent;
    e.peakBytes = qint64(double(e.modelBytes) * kJsonPeakFactor);
    return e;
}

qint64 textBytesWithin(qint64 peakBytes)
{
    if (peakBytes <= 0)
        return 0;
    return qint64(double(peakBytes) / kJsonPeakFactor / double(kModelBytesPerEvent)) * kJsonBytesPerEvent;
}

namespace {

// The value of a "Key:   N kB" line of a /proc file, in bytes; -1 when absent. Read whole: /proc
// files have size 0, so QFile::atEnd() is true before the first line.
qint64 procKibField(const QString &path, const QByteArray &key)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(key)) {
            const QList<QByteArray> parts = line.simplified().split(' ');
            bool ok = false;
            const qint64 kib = parts.size() >= 2 ? parts[1].toLongLong(&ok) : 0;
            return ok ? kib * 1024 : -1;
        }
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
