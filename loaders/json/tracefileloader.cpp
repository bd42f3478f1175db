#include "tracefileloader.h"

#include "fileparse.h"
#include "gzipwhole.h"
#include "mappingguard.h"
#include "memavailable.h"
#include "plainread.h"
#include "preadall.h"
#include "streamdecompress.h"
#include "usablecores.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <memory>
#include <optional>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace stepline {

namespace {
// Files being parsed right now (all threads): the helper budget of each is what is left of the
// cores, so a job's rank files, already loaded in parallel, do not also split themselves.
std::atomic<int> g_filesLoading { 0 };

struct LoadingFile
{
    LoadingFile() { ++g_filesLoading; }
    ~LoadingFile() { --g_filesLoading; }
    LoadingFile(const LoadingFile &) = delete;
    LoadingFile &operator=(const LoadingFile &) = delete;
};

int helperBudget(const ParallelParse &parallel)
{
    if (parallel.helpers >= 0)
        return parallel.helpers;
    // The cores this process may run on (taskset, cgroups' cpusets), not the machine's: a helper
    // on the loading thread's own core only adds the cost of handing its events over.
    const int cores = usableCores();
    return std::clamp(cores - g_filesLoading.load(), 0, 15);
}
} // namespace

namespace {
ParallelParse g_defaultParallel;
}

void setDefaultParallelParse(const ParallelParse &parallel)
{
    g_defaultParallel = parallel;
}

ParallelParse defaultParallelParse()
{
    return g_defaultParallel;
}

namespace {
// Whether the loader looks at the end of the text before parsing it (FileParse::readTail); not
// when parsing again because a base came later than the tail said.
enum class TailUse { Read, Ignore };

int plainHelpers(int64_t size, const ParallelParse &parallel)
{
    return size >= parallel.minFileBytes ? helperBudget(parallel) : 0;
}

// Parses a whole JSON document held in memory: a mapped .json, or a .json.gz inflated whole.
// release: whether the bytes are page-aligned mapped memory whose parsed pages may be dropped.
// fd: the file that data maps, or -1.
bool parseInMemory(FileParse &parse, const char *data, size_t size, const ParallelParse &parallel,
    PageRelease release, TailUse tail, int fd = -1)
{
    if (tail == TailUse::Read)
        parse.readTail(data, size);
    const int helpers = plainHelpers(int64_t(size), parallel);
    return helpers > 0 ? parse.runParallel(data, size, kChunkBytes, release, parallel, helpers, fd)
                       : parse.runContiguous(data, size, kChunkBytes, release);
}

// Whether the file is shorter than it was when it was mapped: the guard replaced a page past its
// new end with zeros, or (within the last page, which reads zeros without a fault) the size
// says so. Then out's error says that the file changed, where, and what to do.
bool shrankWhileReading(
    int fd, const std::string &path, const MappingGuard &guard, int64_t mappedSize, FileLoadResult &out)
{
    int64_t nowSize = mappedSize;
    struct stat st = {};
    if (::fstat(fd, &st) == 0)
        nowSize = int64_t(st.st_size);
    const int64_t fault = guard.firstFault();
    if (fault < 0 && nowSize >= mappedSize)
        return false;
    // Bytes up to the new end (or the first lost page) were read as they were.
    const int64_t readUpTo = fault >= 0 ? std::min<int64_t>(fault, nowSize) : nowSize;
    describeFileChanged(out.error, path, mappedSize, nowSize, readUpTo);
    return true;
}

// A regular file opened for reading, closed when it goes; error(): errno's reason when it is not
// open (a folder counts as EISDIR).
class OpenFile
{
public:
    explicit OpenFile(const std::string &path)
        : m_fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC))
    {
        if (m_fd < 0)
            m_errno = errno;
        else if (::fstat(m_fd, &m_stat) != 0)
            m_errno = errno;
        else if (S_ISDIR(m_stat.st_mode))
            m_errno = EISDIR;
        if (m_errno != 0)
            close();
    }
    ~OpenFile() { close(); }
    OpenFile(const OpenFile &) = delete;
    OpenFile &operator=(const OpenFile &) = delete;
    int fd() const { return m_fd; }
    int error() const { return m_errno; }
    int64_t size() const { return int64_t(m_stat.st_size); }
    void close()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

private:
    int m_fd;
    int m_errno = 0;
    struct stat m_stat = {};
};

// The whole file read into memory (when it cannot be mapped under a guard); 0, or errno's reason.
int readWhole(int fd, int64_t size, std::unique_ptr<char[]> *data)
{
    data->reset(new (std::nothrow) char[size_t(size)]);
    if (!*data)
        return ENOMEM;
    int error = 0;
    const size_t have = preadAll(fd, data->get(), size_t(size), 0, &error);
    return have == size_t(size) ? 0 : error != 0 ? error : EIO; // EIO: the file ended early
}

// The inflated copy of a .json.gz may take a quarter of the free memory: rank files of a job load
// two at a time, and each also builds its model. Without a reading, stay at 2 GiB.
size_t wholeGzipBudget()
{
    const int64_t available = memAvailableBytes();
    return available < 0 ? size_t(2) << 30 : size_t(available / 4);
}

// Completes a parse, unless a base came after the events although the tail had none: then the
// result is thrown away (*lateBase) and the file parsed again.
void finishUnlessLateBase(FileParse &parse, LoadProgress &progress, int64_t fileBytes, bool *lateBase)
{
    if (parse.lateBaseMissed()) {
        *lateBase = true;
        return;
    }
    progress.setStage(LoadError::tr("Indexing"));
    parse.finish(fileBytes);
}

// One parse of the file. *lateBase: a base came after the events although the tail had none
// (FileParse::readTail); the result is then incomplete and the file is to be parsed again.
FileLoadResult loadTraceFileOnce(const std::string &path, LoadProgress &progress,
    const ParallelParse &parallel, int64_t maxInflatedBytes, TailUse tail, bool *lateBase)
{
    FileLoadResult out;
    OpenFile file(path);
    if (file.fd() < 0) {
        const int error = file.error();
        const bool missing = error == ENOENT || error == ENOTDIR;
        out.error.code = missing ? LoadError::Code::NotFound : LoadError::Code::Unreadable;
        out.error.file = path;
        out.error.detail = missing ? LoadError::tr("The file does not exist.")
                                   : LoadError::tr("The file cannot be read: %1.").arg(std::strerror(error));
        out.error.hint = LoadError::tr("Check the path and the file permissions.");
        return out;
    }
    const int64_t size = file.size();
    if (size == 0) {
        out.error.code = LoadError::Code::NotATrace;
        out.error.file = path;
        out.error.byteOffset = 0;
        out.error.detail = LoadError::tr("The file is empty.");
        out.error.hint = LoadError::tr("The profiler may still be writing it, or it crashed before writing.");
        return out;
    }
    char head[4] = {};
    const ssize_t headBytes = ::pread(file.fd(), head, sizeof head, 0);
    const Compression compression
        = detectCompression(std::string_view(head, headBytes > 0 ? size_t(headBytes) : 0));
    // Whether it fits in memory was checked by loadProfile() for the whole job (memoryfit.h).
    if (compression == Compression::None && plainHelpers(size, parallel) == 0) {
        FileParse parse(out, path, &progress);
        parse.reserveFor(uint64_t(size));
        if (!readPlainFile(parse, file.fd(), size, path, tail == TailUse::Read, out))
            return out;
        file.close();
        finishUnlessLateBase(parse, progress, size, lateBase);
        return out;
    }

    void *mapped = ::mmap(nullptr, size_t(size), PROT_READ, MAP_SHARED, file.fd(), 0);
    unsigned char *map = mapped == MAP_FAILED ? nullptr : static_cast<unsigned char *>(mapped);
    // Guards the mapping against the file shrinking under it (mappingguard.h); without a guard
    // the file is read into memory instead.
    std::optional<MappingGuard> guard;
    if (map) {
        guard.emplace(map, size_t(size));
        if (!guard->guarded()) {
            guard.reset();
            ::munmap(map, size_t(size));
            map = nullptr;
        }
    }
    std::unique_ptr<char[]> copy; // the file read whole when it is not mapped
    if (!map) {
        if (const int error = readWhole(file.fd(), size, &copy); error != 0) {
            out.error.code = LoadError::Code::Unreadable;
            out.error.file = path;
            out.error.detail = LoadError::tr("Reading the file failed: %1.").arg(std::strerror(error));
            return out;
        }
        map = reinterpret_cast<unsigned char *>(copy.get());
    }
    const bool mappedFile = !copy;

    FileParse parse(out, path, &progress);
    parse.setMaxInflatedBytes(maxInflatedBytes);
    parse.reserveFor(uint64_t(compression == Compression::None ? size : size * 15));
    bool ok = false;
    switch (compression) {
    case Compression::None:
        ok = parseInMemory(parse, reinterpret_cast<const char *>(map), size_t(size), parallel,
            mappedFile ? PageRelease::FileBacked : PageRelease::Keep, tail, mappedFile ? file.fd() : -1);
        break;
    case Compression::Gzip: {
        InflatedBuffer whole;
        if (parallel.gzip == ParallelParse::Gzip::Overlapped) {
            out.inflatedOverlapped = size >= kInflateThreadMinBytes;
            ok = loadGzipOverlapped(parse, map, size, parallel, helperBudget(parallel), &out.reusedPieces);
            break;
        }
        if (parallel.gzip == ParallelParse::Gzip::Whole) {
            progress.setStage(LoadError::tr("Inflating"));
            // Over the memory check's budget it streams, which stops there with the error.
            const size_t cap = maxInflatedBytes > 0 ? std::min(wholeGzipBudget(), size_t(maxInflatedBytes))
                                                    : wholeGzipBudget();
            if (inflateGzipWhole(map, size_t(size), cap, whole) != WholeInflate::Done)
                whole = InflatedBuffer();
        }
        if (whole.data()) {
            if (mappedFile) {
                if (shrankWhileReading(file.fd(), path, *guard, size, out))
                    return out;
                guard.reset();
                ::munmap(map, size_t(size)); // the compressed bytes are not needed any more
            }
            map = nullptr;
            copy.reset();
            out.inflatedWhole = true;
            parse.setProgressScale(double(size) / double(std::max<size_t>(whole.size, 1)));
            ok = parseInMemory(parse, whole.data(), whole.size, parallel, PageRelease::Anonymous, tail);
        } else {
            ok = loadGzip(parse, map, size);
        }
        break;
    }
    case Compression::Zstd:
        ok = loadZstd(parse, map, size);
        break;
    }
    if (map && mappedFile) {
        // Whatever the parser made of the zeros that stand in for lost pages, the error is that
        // the file changed (unless the user canceled first).
        if (out.error.code != LoadError::Code::Canceled
            && shrankWhileReading(file.fd(), path, *guard, size, out))
            ok = false;
        guard.reset();
        ::munmap(map, size_t(size));
    }
    copy.reset();
    file.close();
    if (ok)
        finishUnlessLateBase(parse, progress, size, lateBase);
    return out;
}
} // namespace

FileLoadResult loadTraceFile(const std::string &path, LoadProgress &progress)
{
    return loadTraceFile(path, progress, g_defaultParallel);
}

FileLoadResult loadTraceFile(
    const std::string &path, LoadProgress &progress, const ParallelParse &parallel, int64_t maxInflatedBytes)
{
    const LoadingFile loading;
    bool lateBase = false;
    {
        FileLoadResult first
            = loadTraceFileOnce(path, progress, parallel, maxInflatedBytes, TailUse::Read, &lateBase);
        if (!lateBase)
            return first;
        struct stat st = {};
        progress.rewind(::stat(path.c_str(), &st) == 0 ? int64_t(st.st_size) : 0); // read once already
    }
    FileLoadResult again
        = loadTraceFileOnce(path, progress, parallel, maxInflatedBytes, TailUse::Ignore, &lateBase);
    again.parsedTwice = true;
    return again;
}

FileLoadResult loadTraceBytes(
    std::string_view bytes, const std::string &name, size_t chunkSize, int64_t maxInflatedBytes)
{
    FileLoadResult out;
    FileParse parse(out, name, nullptr);
    parse.setMaxInflatedBytes(maxInflatedBytes);
    const Compression compression = detectCompression(bytes.substr(0, 4));
    bool ok = false;
    chunkSize = std::max<size_t>(chunkSize, 1);
    const auto *input = reinterpret_cast<const unsigned char *>(bytes.data());
    if (compression == Compression::None) {
        // Hand the bytes over through a buffer that really ends at each piece, like a stream.
        size_t offset = 0;
        ok = parse.runStream([&](char *out_, size_t room, bool &done, int64_t &inputBytes) -> int64_t {
            const size_t n = std::min({ room, chunkSize, bytes.size() - offset });
            std::memcpy(out_, bytes.data() + offset, n);
            offset += n;
            inputBytes = int64_t(n);
            done = offset == bytes.size();
            return int64_t(n);
        });
    } else if (compression == Compression::Gzip) {
        ok = loadGzip(parse, input, int64_t(bytes.size()));
    } else {
        ok = loadZstd(parse, input, int64_t(bytes.size()));
    }
    if (ok)
        parse.finish(int64_t(bytes.size()));
    return out;
}

} // namespace stepline
