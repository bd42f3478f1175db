#include "tracefileloader.h"

#include "fileparse.h"
#include "gzipwhole.h"
#include "mappingguard.h"
#include "memavailable.h"
#include "plainread.h"
#include "sqlitereport.h"
#include "streamdecompress.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <optional>
#include <thread>

#if defined(__unix__)
#include <sys/stat.h>
#endif

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
    const int cores = std::max(1, QThread::idealThreadCount());
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

int plainHelpers(qint64 size, const ParallelParse &parallel)
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
    const int helpers = plainHelpers(qint64(size), parallel);
    return helpers > 0 ? parse.runParallel(data, size, kChunkBytes, release, parallel, helpers, fd)
                       : parse.runContiguous(data, size, kChunkBytes, release);
}

// Whether the file is shorter than it was when it was mapped: the guard replaced a page past its
// new end with zeros, or (within the last page, which reads zeros without a fault) the size
// says so. Then out's error says that the file changed, where, and what to do.
bool shrankWhileReading(QFile &file, const MappingGuard &guard, qint64 mappedSize, FileLoadResult &out)
{
    qint64 nowSize = mappedSize;
#if defined(__unix__)
    struct stat st = {};
    if (::fstat(file.handle(), &st) == 0)
        nowSize = qint64(st.st_size);
#else
    nowSize = file.size();
#endif
    const int64_t fault = guard.firstFault();
    if (fault < 0 && nowSize >= mappedSize)
        return false;
    // Bytes up to the new end (or the first lost page) were read as they were.
    const qint64 readUpTo = fault >= 0 ? std::min<qint64>(fault, nowSize) : nowSize;
    describeFileChanged(out.error, file.fileName().toStdString(), mappedSize, nowSize, readUpTo);
    return true;
}

// The inflated copy of a .json.gz may take a quarter of the free memory: rank files of a job load
// two at a time, and each also builds its model. Without a reading, stay at 2 GiB.
size_t wholeGzipBudget()
{
    const qint64 available = memAvailableBytes();
    return available < 0 ? size_t(2) << 30 : size_t(available / 4);
}

// Completes a parse, unless a base came after the events although the tail had none: then the
// result is thrown away (*lateBase) and the file parsed again.
void finishUnlessLateBase(FileParse &parse, LoadProgress &progress, qint64 fileBytes, bool *lateBase)
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
FileLoadResult loadTraceFileOnce(const QString &path, LoadProgress &progress, const ParallelParse &parallel,
    qint64 maxInflatedBytes, const LoadOptions &options, TailUse tail, bool *lateBase)
{
    FileLoadResult out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error.code = QFileInfo::exists(path) ? LoadError::Code::Unreadable : LoadError::Code::NotFound;
        out.error.file = path.toStdString();
        out.error.detail = out.error.code == LoadError::Code::NotFound
            ? LoadError::tr("The file does not exist.")
            : LoadError::tr("The file cannot be read: %1.").arg(file.errorString().toStdString());
        out.error.hint = LoadError::tr("Check the path and the file permissions.");
        return out;
    }
    const qint64 size = file.size();
    if (size == 0) {
        out.error.code = LoadError::Code::NotATrace;
        out.error.file = path.toStdString();
        out.error.byteOffset = 0;
        out.error.detail = LoadError::tr("The file is empty.");
        out.error.hint = LoadError::tr("The profiler may still be writing it, or it crashed before writing.");
        return out;
    }
    const QByteArray head = file.peek(16);
    if (isSqliteHead(head.constData(), size_t(head.size()))) { // an Nsight Systems export, say
        file.close();
        return loadSqliteReport(path, progress, options);
    }
    const Compression compression = detectCompression(std::string_view(head.constData(), size_t(head.size())));
    // Whether it fits in memory was checked by loadProfile() for the whole job (memoryfit.h).
#if defined(__unix__)
    if (compression == Compression::None && plainHelpers(size, parallel) == 0) {
        FileParse parse(out, path.toStdString(), &progress);
        parse.reserveFor(uint64_t(size));
        if (!readPlainFile(parse, file.handle(), size, path.toStdString(), tail == TailUse::Read, out))
            return out;
        file.close();
        finishUnlessLateBase(parse, progress, size, lateBase);
        return out;
    }
#endif

    uchar *map = file.map(0, size);
    // Guards the mapping against the file shrinking under it (mappingguard.h); without a guard
    // the file is read into memory instead.
    std::optional<MappingGuard> guard;
    if (map) {
        guard.emplace(map, size_t(size));
        if (!guard->guarded()) {
            guard.reset();
            file.unmap(map);
            map = nullptr;
        }
    }
    QByteArray fallback;
    if (!map) {
        fallback = file.readAll();
        if (fallback.size() != size) {
            out.error.code = LoadError::Code::Unreadable;
            out.error.file = path.toStdString();
            out.error.detail
                = LoadError::tr("Reading the file failed: %1.").arg(file.errorString().toStdString());
            return out;
        }
        map = reinterpret_cast<uchar *>(fallback.data());
    }

    FileParse parse(out, path.toStdString(), &progress);
    parse.setMaxInflatedBytes(maxInflatedBytes);
    parse.reserveFor(uint64_t(compression == Compression::None ? size : size * 15));
    bool ok = false;
    switch (compression) {
    case Compression::None:
        ok = parseInMemory(parse, reinterpret_cast<const char *>(map), size_t(size), parallel,
            fallback.isEmpty() ? PageRelease::FileBacked : PageRelease::Keep, tail,
            fallback.isEmpty() ? file.handle() : -1);
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
            if (fallback.isEmpty()) {
                if (shrankWhileReading(file, *guard, size, out))
                    return out;
                guard.reset();
                file.unmap(map); // the compressed bytes are not needed any more
            }
            map = nullptr;
            fallback = QByteArray();
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
    if (map && fallback.isEmpty()) {
        // Whatever the parser made of the zeros that stand in for lost pages, the error is that
        // the file changed (unless the user canceled first).
        if (out.error.code != LoadError::Code::Canceled && shrankWhileReading(file, *guard, size, out))
            ok = false;
        guard.reset();
        file.unmap(map);
    }
    fallback = QByteArray();
    file.close();
    if (ok)
        finishUnlessLateBase(parse, progress, size, lateBase);
    return out;
}
} // namespace

FileLoadResult loadTraceFile(const QString &path, LoadProgress &progress)
{
    return loadTraceFile(path, progress, g_defaultParallel);
}

FileLoadResult loadTraceFile(const QString &path, LoadProgress &progress, const ParallelParse &parallel,
    qint64 maxInflatedBytes, const LoadOptions &options)
{
    const LoadingFile loading;
    bool lateBase = false;
    {
        FileLoadResult first = loadTraceFileOnce(
            path, progress, parallel, maxInflatedBytes, options, TailUse::Read, &lateBase);
        if (!lateBase)
            return first;
        progress.rewind(QFileInfo(path).size()); // the whole file was read once already
    }
    FileLoadResult again
        = loadTraceFileOnce(path, progress, parallel, maxInflatedBytes, options, TailUse::Ignore, &lateBase);
    again.parsedTwice = true;
    return again;
}

FileLoadResult loadTraceBytes(
    const QByteArray &bytes, const QString &name, size_t chunkSize, qint64 maxInflatedBytes)
{
    FileLoadResult out;
    FileParse parse(out, name.toStdString(), nullptr);
    parse.setMaxInflatedBytes(maxInflatedBytes);
    const Compression compression = detectCompression(std::string_view(bytes.constData(), std::min<size_t>(size_t(bytes.size()), 4)));
    bool ok = false;
    chunkSize = std::max<size_t>(chunkSize, 1);
    if (compression == Compression::None) {
        // Hand the bytes over through a buffer that really ends at each piece, like a stream.
        size_t offset = 0;
        ok = parse.runStream([&](char *out_, size_t room, bool &done, int64_t &inputBytes) -> int64_t {
            const size_t n = std::min({ room, chunkSize, size_t(bytes.size()) - offset });
            std::memcpy(out_, bytes.constData() + offset, n);
            offset += n;
            inputBytes = int64_t(n);
            done = offset == size_t(bytes.size());
            return int64_t(n);
        });
    } else if (compression == Compression::Gzip) {
        ok = loadGzip(parse, reinterpret_cast<const uchar *>(bytes.constData()), bytes.size());
    } else {
        ok = loadZstd(parse, reinterpret_cast<const uchar *>(bytes.constData()), bytes.size());
    }
    if (ok)
        parse.finish(bytes.size());
    return out;
}

} // namespace stepline