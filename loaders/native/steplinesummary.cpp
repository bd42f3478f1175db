#include "steplinesummary.h"

#include "mappingguard.h"
#include "steplineformat.h"
#include "summaryfingerprint.h"

#include "profile.h"
#include "scope.h"
#include "summary.h"

#include <zlib.h>
#include <zstd.h>

#include <cstring>
#include <fcntl.h>
#include <new>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace stepline {

namespace {

using native::ByteSource;
using native::tag;

uint32_t u32At(const uint8_t *p)
{
    return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

// The SUMM payload of a mapped file, compressed, or a status saying why there is none usable.
// The same checks as the full reader's header and block scan, without its messages: whatever
// fails here, the full load that follows reports.
StoredSummaryStatus findSummaryBlock(
    const uint8_t *data, uint64_t size, std::string_view *stored, uint32_t *rawSize)
{
    if (size < native::kHeaderSize || std::memcmp(data, native::kMagic, sizeof native::kMagic) != 0)
        return StoredSummaryStatus::NotStepline;
    const uint32_t version = u32At(data + 8);
    if (version == 0 || version > native::kVersion)
        return StoredSummaryStatus::NotStepline;
    bool found = false;
    bool first = true;
    for (uint64_t pos = native::kHeaderSize;;) {
        if (pos + native::kBlockHeaderSize > size)
            return StoredSummaryStatus::Unusable; // truncated: no end marker
        const uint8_t *h = data + pos;
        const uint32_t blockTag = u32At(h);
        const uint32_t storedSize = u32At(h + 4);
        const uint32_t raw = u32At(h + 8);
        if (uint32_t(crc32(0, h, 12)) != u32At(h + 12) || storedSize > native::kMaxBlockBytes
            || raw > native::kMaxBlockBytes)
            return StoredSummaryStatus::Unusable;
        const uint64_t end = pos + native::kBlockHeaderSize + storedSize;
        if (end > size || (first && blockTag != tag("META")))
            return StoredSummaryStatus::Unusable;
        first = false;
        if (blockTag == tag("SUMM") && !found) {
            *stored
                = std::string_view(reinterpret_cast<const char *>(h + native::kBlockHeaderSize), storedSize);
            *rawSize = raw;
            found = true;
        }
        if (blockTag == tag("END "))
            break;
        pos = end;
    }
    return found ? StoredSummaryStatus::Used : StoredSummaryStatus::Absent;
}

} // namespace

std::string_view storedSummaryFingerprint()
{
    return native::kSummaryCodeFingerprint;
}

std::string encodeStoredSummary(
    uint32_t schema, std::string_view fingerprint, std::string_view text, std::string_view json)
{
    native::ByteSink s;
    s.varint(schema);
    s.str(fingerprint);
    s.str(text);
    s.str(json);
    return std::move(s.bytes);
}

std::string encodeStoredSummary(const Profile &profile)
{
    const Scope scope; // the whole job: the command's default
    if (ScopeFilter(profile, scope).isEmpty())
        return {};
    const Summary summary = computeSummary(profile, scope, kSummaryUtilizationBins);
    const std::string format = native::kFormatName;
    return encodeStoredSummary(kStoredSummarySchema, storedSummaryFingerprint(),
        summaryToText(profile, summary, format), summaryToJson(profile, summary, format));
}

namespace {
// The stored summary of a mapped .stepline file of `size` bytes.
StoredSummaryStatus readStoredSummaryMapped(
    const unsigned char *data, int64_t size, bool json, std::string *out)
{
    try {
        std::string_view stored;
        uint32_t rawSize = 0;
        if (const StoredSummaryStatus s = findSummaryBlock(data, uint64_t(size), &stored, &rawSize);
            s != StoredSummaryStatus::Used)
            return s;
        // As the full reader: a frame without its content checksum would pass unverified.
        const bool hasChecksum = stored.size() > 4 && (uint8_t(stored[4]) & 0x04) != 0;
        if (!hasChecksum || ZSTD_getFrameContentSize(stored.data(), stored.size()) != rawSize)
            return StoredSummaryStatus::Unusable;
        std::string raw(rawSize, '\0');
        const size_t n = ZSTD_decompress(raw.data(), raw.size(), stored.data(), stored.size());
        if (ZSTD_isError(n) || n != rawSize)
            return StoredSummaryStatus::Unusable;
        ByteSource src(raw.data(), raw.size());
        const uint64_t schema = src.varint();
        const std::string_view fingerprint = src.strView();
        if (src.failed())
            return StoredSummaryStatus::Unusable;
        if (schema != kStoredSummarySchema || fingerprint != storedSummaryFingerprint())
            return StoredSummaryStatus::Stale;
        const std::string_view text = src.strView();
        const std::string_view document = src.strView();
        if (src.failed() || !src.atEnd() || text.empty() || document.empty())
            return StoredSummaryStatus::Unusable;
        out->assign(json ? document : text);
        return StoredSummaryStatus::Used;
    } catch (const std::bad_alloc &) {
        return StoredSummaryStatus::Unusable;
    }
}
// A file open for reading and mapped, closed and unmapped when it goes.
class MappedFile
{
public:
    explicit MappedFile(const std::string &path)
        : m_fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC))
    {
    }
    ~MappedFile()
    {
        if (m_data)
            ::munmap(m_data, m_size);
        if (m_fd >= 0)
            ::close(m_fd);
    }
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;

    int fd() const { return m_fd; }
    int64_t size() const
    {
        struct stat st;
        return m_fd >= 0 && ::fstat(m_fd, &st) == 0 && !S_ISDIR(st.st_mode) ? int64_t(st.st_size) : -1;
    }
    const unsigned char *map(int64_t size)
    {
        void *data = ::mmap(nullptr, size_t(size), PROT_READ, MAP_SHARED, m_fd, 0);
        if (data == MAP_FAILED)
            return nullptr;
        m_data = data;
        m_size = size_t(size);
        return static_cast<const unsigned char *>(data);
    }

private:
    int m_fd;
    void *m_data = nullptr;
    size_t m_size = 0;
};

} // namespace

StoredSummaryStatus readStoredSummary(const std::string &path, bool json, std::string *out)
{
    try {
        MappedFile file(path);
        if (file.size() < int64_t(native::kHeaderSize))
            return StoredSummaryStatus::NotStepline;
        // Any other file (a trace about to be loaded) is told by its first bytes, not mapped whole.
        char magic[sizeof native::kMagic];
        if (::pread(file.fd(), magic, sizeof magic, 0) != ssize_t(sizeof magic)
            || std::memcmp(magic, native::kMagic, sizeof magic) != 0)
            return StoredSummaryStatus::NotStepline;
        const int64_t size = file.size();
        const unsigned char *data = file.map(size);
        if (!data)
            return StoredSummaryStatus::NotStepline;
        // A file cut short while this reads it: zeros instead of SIGBUS, then "unusable" (the
        // full reader, which reads instead of mapping, then says what is wrong).
        const MappingGuard guard(data, size_t(size));
        if (!guard.guarded())
            return StoredSummaryStatus::Unusable;
        const auto status = readStoredSummaryMapped(data, size, json, out);
        return guard.firstFault() >= 0 ? StoredSummaryStatus::Unusable : status;
    } catch (const std::bad_alloc &) {
        return StoredSummaryStatus::Unusable;
    }
}

} // namespace stepline
