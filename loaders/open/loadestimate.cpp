#include "loadestimate.h"

#include "sqlitereport.h"
#include "steplineformat.h"
#include "compression.h"
#include "preadall.h"

#include <algorithm>
#include <string_view>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

namespace stepline {

namespace {

int64_t littleEndian32(const char *bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes);
    return int64_t(p[0]) | int64_t(p[1]) << 8 | int64_t(p[2]) << 16 | int64_t(p[3]) << 24;
}

// Closes the file when the estimate returns.
struct FileDescriptor
{
    int fd = -1;
    ~FileDescriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

LoadEstimate estimateNative(int fd, int64_t fileBytes)
{
    LoadEstimate e;
    e.fileBytes = fileBytes;
    // Block headers: tag, storedSize, rawSize, crc32; payloads are skipped.
    int64_t raw = 0;
    int64_t at = int64_t(native::kHeaderSize);
    while (at + int64_t(native::kBlockHeaderSize) <= fileBytes) {
        char h[native::kBlockHeaderSize];
        if (preadAll(fd, h, sizeof h, uint64_t(at)) < sizeof h)
            break;
        raw += littleEndian32(h + 8);
        at += int64_t(native::kBlockHeaderSize) + littleEndian32(h + 4);
    }
    e.modelBytes = int64_t(double(raw) * kNativeModelFactor);
    e.events = e.modelBytes / kModelBytesPerEvent;
    e.peakBytes = int64_t(double(e.modelBytes) * kNativePeakFactor);
    return e;
}

} // namespace

LoadEstimate estimateSqliteReport(const std::string &path, int64_t fileBytes)
{
    LoadEstimate e;
    e.fileBytes = fileBytes;
    const int64_t rows = sqliteReportEventRows(path);
    // A file SQLite cannot read is refused by the loader, quickly: estimate it by its size.
    e.events = rows >= 0 ? rows + 1 : fileBytes / kNsysFileBytesPerRow + 1;
    e.events = std::min<int64_t>(e.events, int64_t(1) << 40); // the cap of sqliteReportEventRows
    e.modelBytes = e.events * kNsysModelBytesPerEvent;
    e.peakBytes = int64_t(double(e.modelBytes) * kNsysPeakFactor);
    return e;
}

LoadEstimate estimateFile(const std::string &path)
{
    LoadEstimate e;
    const FileDescriptor file { ::open(path.c_str(), O_RDONLY | O_CLOEXEC) };
    struct stat st;
    // A folder opens for reading too; it has nothing to estimate.
    if (file.fd < 0 || ::fstat(file.fd, &st) != 0 || S_ISDIR(st.st_mode))
        return e;
    e.fileBytes = int64_t(st.st_size);
    char headBytes[64];
    const std::string_view head(headBytes, preadAll(file.fd, headBytes, sizeof headBytes, 0));
    if (head.substr(0, sizeof native::kMagic) == std::string_view(native::kMagic, sizeof native::kMagic))
        return estimateNative(file.fd, e.fileBytes);
    if (isSqliteHead(head.data(), head.size())) // its tables' rows, not JSON bytes
        return estimateSqliteReport(path, e.fileBytes);
    int64_t text = e.fileBytes;
    const Compression compression = detectCompression(head);
    if (compression == Compression::Gzip) {
        text = e.fileBytes * kCompressedRatio;
        // ISIZE: the inflated size modulo 4 GiB; trusted when it is not smaller than the file.
        if (e.fileBytes >= 18) {
            char t[4];
            const bool read = preadAll(file.fd, t, sizeof t, uint64_t(e.fileBytes - 4)) == sizeof t;
            const int64_t isize = read ? littleEndian32(t) : 0;
            if (isize >= e.fileBytes && e.fileBytes < (int64_t(1) << 28))
                text = isize;
        }
    } else if (compression == Compression::Zstd) {
        text = e.fileBytes * kCompressedRatio;
        const unsigned long long size = ZSTD_getFrameContentSize(head.data(), head.size());
        if (size != ZSTD_CONTENTSIZE_UNKNOWN && size != ZSTD_CONTENTSIZE_ERROR)
            text = int64_t(size);
    }
    e.events = text / kJsonBytesPerEvent + 1;
    e.modelBytes = e.events * kModelBytesPerEvent;
    e.peakBytes = int64_t(double(e.modelBytes) * kJsonPeakFactor);
    return e;
}

int64_t textBytesWithin(int64_t peakBytes)
{
    if (peakBytes <= 0)
        return 0;
    return int64_t(double(peakBytes) / kJsonPeakFactor / double(kModelBytesPerEvent)) * kJsonBytesPerEvent;
}

} // namespace stepline
