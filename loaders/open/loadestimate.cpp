#include "loadestimate.h"

#include "sqlitereport.h"
#include "steplineformat.h"
#include "compression.h"

#include <QFile>

#include <algorithm>

#include <zstd.h>

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

LoadEstimate estimateSqliteReport(const QString &path, qint64 fileBytes)
{
    LoadEstimate e;
    e.fileBytes = fileBytes;
    const int64_t rows = sqliteReportEventRows(path);
    // A file SQLite cannot read is refused by the loader, quickly: estimate it by its size.
    e.events = rows >= 0 ? rows + 1 : fileBytes / kNsysFileBytesPerRow + 1;
    e.events = std::min<qint64>(e.events, qint64(1) << 40); // the cap of sqliteReportEventRows
    e.modelBytes = e.events * kNsysModelBytesPerEvent;
    e.peakBytes = qint64(double(e.modelBytes) * kNsysPeakFactor);
    return e;
}

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
    if (isSqliteHead(head.constData(), size_t(head.size()))) // its tables' rows, not JSON bytes
        return estimateSqliteReport(path, e.fileBytes);
    qint64 text = e.fileBytes;
    const Compression compression
        = detectCompression(std::string_view(head.constData(), size_t(head.size())));
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

} // namespace stepline
