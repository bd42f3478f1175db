#include "tracefileloader.h"

#include "chunkedparse.h"
#include "exactnumber.h"
#include "gzipwhole.h"
#include "jsonscan.h"
#include "loadestimate.h"
#include "traceeventhandler.h"
#include "traceparser.h"

#include <QFile>
#include <QFileInfo>

#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <fstream>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#if defined(Q_OS_UNIX)
#include <sys/mman.h>
#endif

namespace stepline {

bool LoadProgress::advance(qint64 bytes, const QString &stage)
{
    const qint64 done = m_done.fetch_add(bytes) + bytes;
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_progress)
        m_progress(std::min(done, m_total), m_total, stage);
    if (m_canceled && m_canceled())
        m_wasCanceled = true;
    return !m_wasCanceled;
}

bool LoadProgress::canceled()
{
    if (m_wasCanceled)
        return true;
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_canceled && m_canceled())
        m_wasCanceled = true;
    return m_wasCanceled;
}

Compression detectCompression(const QByteArray &head)
{
    const auto *b = reinterpret_cast<const unsigned char *>(head.constData());
    if (head.size() >= 2 && b[0] == 0x1f && b[1] == 0x8b)
        return Compression::Gzip;
    if (head.size() >= 4 && b[0] == 0x28 && b[1] == 0xb5 && b[2] == 0x2f && b[3] == 0xfd)
        return Compression::Zstd;
    return Compression::None;
}

namespace {

constexpr size_t kChunkBytes = size_t(4) << 20;

// Kineto ends its files with `"baseTimeNanoseconds": N` followed only by the closing brace. Finding
// it in the last bytes of a mapped file lets the loader skip staging events until the end. Anything
// less certain (the key elsewhere, more keys after it) returns false and staging does the job.
bool baseFromTail(const char *data, size_t size, int64_t *base)
{
    const std::string_view key = "\"baseTimeNanoseconds\"";
    const size_t from = size > 4096 ? size - 4096 : 0;
    const std::string_view tail(data + from, size - from);
    const size_t at = tail.rfind(key);
    if (at == std::string_view::npos)
        return false;
    size_t i = at + key.size();
    auto skipWs = [&] {
        while (i < tail.size() && json::isSpace(tail[i]))
            ++i;
    };
    skipWs();
    if (i >= tail.size() || tail[i] != ':')
        return false;
    ++i;
    skipWs();
    const size_t numBegin = i;
    while (i < tail.size() && tail[i] >= '0' && tail[i] <= '9')
        ++i;
    if (i == numBegin || i - numBegin > 19)
        return false;
    const std::string_view number = tail.substr(numBegin, i - numBegin);
    skipWs();
    if (i >= tail.size() || tail[i] != '}')
        return false;
    ++i;
    skipWs();
    if (i != tail.size())
        return false;
    return parseInteger(number, base) == NumberStatus::Ok;
}

// Where a fatal problem sits, computed from whatever part of the stream is still in memory.
struct Window
{
    const char *data = nullptr;
    size_t size = 0;
    uint64_t streamOffset = 0; // of data[0]
    uint64_t linesBefore = 0; // newlines before data[0]
    bool lineStartKnown = true; // where data[0]'s line starts is known (column computable from any line)
    uint64_t lineStart = 0; // that line's start (stream offset), when known
};

void placeError(LoadError &err, const Window &w, uint64_t offset)
{
    err.byteOffset = qint64(offset);
    if (offset < w.streamOffset || offset > w.streamOffset + w.size)
        return;
    const size_t at = size_t(offset - w.streamOffset);
    err.line
        = int(std::min<uint64_t>(w.linesBefore + json::countNewlines(w.data, w.data + at) + 1, INT32_MAX));
    size_t lineStart = at;
    while (lineStart > 0 && w.data[lineStart - 1] != '\n')
        --lineStart;
    if (lineStart > 0)
        err.column = int(std::min<size_t>(at - lineStart + 1, INT32_MAX));
    else if (w.lineStartKnown)
        err.column = int(std::min<uint64_t>(offset - w.lineStart + 1, INT32_MAX));
    const size_t from = at > 30 ? at - 30 : 0;
    const size_t to = std::min(w.size, at + 50);
    std::string snippet(w.data + from, to - from);
    for (char &c : snippet) {
        if (static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    }
    err.snippet = QString::fromUtf8(snippet.data(), qsizetype(snippet.size())).simplified();
}

// The memory-mapped (or read) file being parsed.
struct Contiguous
{
    const char *data;
    size_t size;
    size_t chunk; // window size of each parse() call
    bool releasePages; // the bytes are a mapping whose parsed pages can be dropped
};

class FileParse
{
public:
    FileParse(FileLoadResult &out, const QString &path, LoadProgress *progress)
        : m_out(out)
        , m_path(path)
        , m_progress(progress)
        , m_handler(out.builder, path.toStdString())
        , m_parser(m_handler)
    {
    }

    // Feeds [data, data + size) as one contiguous stream in windows of `chunk` bytes (the memory-
    // mapped file: no copy; an item that straddles a window is parsed again with a wider one).
    bool runContiguous(const char *data, size_t size, size_t chunk, bool releasePages)
    {
        Contiguous c { data, size, chunk, releasePages };
        uint64_t consumed = 0;
        bool finished = false;
        return runWindows(c, consumed, size, finished);
    }

    // Same input, with helper threads tokenizing chunks ahead (chunkedparse.h). The result is the
    // sequential one: the main thread hands every event to the handler in file order and uses a
    // helper's chunk only when it arrives exactly at that chunk's verified start.
    bool runParallel(const char *data, size_t size, size_t chunk, bool releasePages,
        const ParallelParse &parallel, int helpers)
    {
        Contiguous c { data, size, chunk, releasePages };
        ChunkScheduler chunks(data, size,
            findChunkBoundaries(data, size, std::max<size_t>(parallel.chunkBytes, 1)), helpers,
            size_t(4 * helpers + 4), parallel.recordAll);
        m_helpersUsed = chunks.helpers();
        uint64_t consumed = 0;
        bool finished = false;
        for (size_t k = 0; k < chunks.chunkCount() && !finished; ++k) {
            const uint64_t begin = chunks.chunkBegin(k);
            const uint64_t stop = chunks.chunkEnd(k);
            if (k > 0 && consumed == begin && m_parser.atEventBoundary()) {
                if (std::unique_ptr<ChunkEvents> run = chunks.take(k)) {
                    ++m_helperChunks;
                    for (size_t i = 0; i < run->events.size(); ++i)
                        m_handler.onEvent(run->events[i], run->offsets[i]);
                    m_parser.resumeAfterRun(run->end);
                    const uint64_t before = consumed;
                    consumed = run->end.reachedStop ? stop : run->end.offset;
                    run.reset();
                    if (!afterWindow(c, before, consumed))
                        return false;
                }
            } else if (k > 0) {
                chunks.drop(k); // the cut was not where the parser stands: parse this chunk again
            }
            if (consumed < stop || k + 1 == chunks.chunkCount()) {
                if (!runWindows(c, consumed, k + 1 == chunks.chunkCount() ? size : stop, finished))
                    return false;
            }
        }
        return true;
    }

    // Parses from `consumed` until the parser stops at `stop` (an events-array item at or after
    // it) or the input ends (finished); windows of c.chunk bytes.
    bool runWindows(const Contiguous &c, uint64_t &consumed, uint64_t stop, bool &finished)
    {
        size_t windowEnd = size_t(consumed);
        m_parser.setStopOffset(stop < c.size ? stop : UINT64_MAX);
        while (true) {
            windowEnd = std::min(c.size, std::max(windowEnd, size_t(consumed)) + c.chunk);
            const bool final = windowEnd == c.size;
            const size_t used
                = m_parser.parse(c.data + consumed, windowEnd - size_t(consumed), consumed, final);
            const uint64_t before = consumed;
            consumed += used;
            if (m_parser.failure() != TraceParser::Failure::None)
                return fail(contiguousWindow(c), m_parser.failureOffset());
            if (!afterWindow(c, before, consumed))
                return false;
            if (m_parser.stopped())
                return true;
            if (final) {
                finished = true;
                return true;
            }
        }
    }

    // After each piece: staged events, progress, cancellation, id overflow, page release.
    bool afterWindow(const Contiguous &c, uint64_t before, uint64_t consumed)
    {
        m_handler.flushStaged();
        if (m_progress && !reportParsed(consumed - before))
            return canceled();
        if (m_handler.idOverflow())
            return overflow(contiguousWindow(c), consumed);
#if defined(Q_OS_UNIX)
        // Pages already parsed are not needed again: let the kernel drop them so the mapped
        // file does not stay resident next to the model.
        if (c.releasePages && consumed - m_released > (uint64_t(64) << 20)) {
            const uint64_t page = 4096;
            const uint64_t from = (m_released + page - 1) / page * page;
            const uint64_t to = consumed / page * page;
            const uintptr_t base = reinterpret_cast<uintptr_t>(c.data);
            if (to > from && base % page == 0) {
                // Error positions need the lines of what is dropped: an anonymous mapping (an
                // inflated .json.gz) reads back as zeros.
                const char *begin = c.data + m_released;
                const char *end = c.data + to;
                m_releasedLines += json::countNewlines(begin, end);
                if (const void *nl = ::memrchr(begin, '\n', size_t(end - begin)))
                    m_releasedLineStart = uint64_t(static_cast<const char *>(nl) - c.data) + 1;
                ::madvise(const_cast<char *>(c.data) + from, size_t(to - from), MADV_DONTNEED);
                m_released = to;
            }
        }
#endif
        return true;
    }

    // The part of the contiguous input still readable, for error positions.
    Window contiguousWindow(const Contiguous &c) const
    {
        return Window { c.data + m_released, c.size - size_t(m_released), m_released, m_releasedLines, true,
            m_releasedLineStart };
    }

    // Progress counts bytes of the file: when the parsed bytes are an inflated copy, each parsed
    // byte stands for `fileBytesPerByte` of the file.
    void setProgressScale(double fileBytesPerByte)
    {
        m_progressScale = fileBytesPerByte;
    }

    // Streams decompressed bytes produced by fill() (returns bytes written, sets done at the end).
    template <typename Fill> bool runStream(Fill &&fill)
    {
        // Not zero-filled (written before read): a fresh 4 MiB memset per file would cost more
        // than small files take to parse.
        size_t capacity = kChunkBytes;
        std::unique_ptr<char[]> buf(new char[capacity]);
        size_t have = 0;
        uint64_t streamOffset = 0;
        uint64_t lines = 0;
        bool done = false;
        while (true) {
            if (!done && have < capacity) {
                qint64 inputBytes = 0;
                const qint64 n = fill(buf.get() + have, capacity - have, done, inputBytes);
                if (n < 0) {
                    Window w { buf.get(), have, streamOffset, lines, streamOffset == 0 };
                    LoadError &err = m_out.error;
                    err.file = m_path;
                    err.detail = m_compressionError;
                    if (m_inflatedTooMuch) {
                        err.code = LoadError::Code::TooLarge;
                        err.hint = LoadError::tr(
                            "A real trace this large needs a machine with more memory (or --force, which "
                            "skips the memory check). A small file that inflates this much is usually "
                            "damaged or made to exhaust memory: check it with 'gzip -l' / 'zstd -l'.");
                    } else {
                        err.code = LoadError::Code::BadCompression;
                        err.hint
                            = LoadError::tr("The compressed file is damaged. Download or copy it again, or "
                                            "decompress it with gzip -d / zstd -d to see how far it reads.");
                    }
                    placeError(err, w, streamOffset + have);
                    return false;
                }
                have += size_t(n);
                if (m_progress && inputBytes > 0
                    && !m_progress->advance(inputBytes, LoadError::tr("Reading")))
                    return canceled();
            }
            const size_t used = m_parser.parse(buf.get(), have, streamOffset, done);
            Window w { buf.get(), have, streamOffset, lines, streamOffset == 0 };
            if (m_parser.failure() != TraceParser::Failure::None)
                return fail(w, m_parser.failureOffset());
            m_handler.flushStaged();
            if (m_handler.idOverflow())
                return overflow(w, streamOffset + used);
            if (done)
                break;
            lines += json::countNewlines(buf.get(), buf.get() + used);
            std::memmove(buf.get(), buf.get() + used, have - used);
            have -= used;
            streamOffset += used;
            if (have == capacity) { // one item larger than the buffer (parser caps it)
                std::unique_ptr<char[]> wider(new char[capacity * 2]);
                std::memcpy(wider.get(), buf.get(), have);
                buf = std::move(wider);
                capacity *= 2;
            }
        }
        return true;
    }

    // Completes the file: flushes, classifies, fills rank info, checks that there were events.
    bool finish(qint64 fileBytes)
    {
        m_handler.finish();
        m_out.stats = m_handler.stats();
        RankInfo &rank = m_out.builder.rank(0);
        rank.fileBytes = uint64_t(fileBytes);
        if (m_parser.truncated()) {
            rank.truncated = true;
            rank.truncatedAtByte = m_parser.truncatedAt();
            m_out.builder.report().add(warning::kTruncated, 0, m_parser.truncatedAt());
            ++rank.warnings;
        }
        if (m_parser.trailingDataOffset() >= 0) {
            m_out.builder.report().add("trailing_data", 0, uint64_t(m_parser.trailingDataOffset()));
            ++rank.warnings;
        }
        if (!m_parser.sawEvents()) {
            LoadError &err = m_out.error;
            err.code = LoadError::Code::NotATrace;
            err.file = m_path;
            err.byteOffset = 0;
            err.detail
                = LoadError::tr("This JSON has no \"traceEvents\" array, so it is not a Chrome/PyTorch "
                                "trace (top-level keys: %1).")
                      .arg(QString::fromStdString(m_parser.topLevelKeys()));
            err.hint = LoadError::tr("Open the .json / .pt.trace.json file written by the PyTorch profiler "
                                     "(torch.profiler) or another Chrome-trace producer.");
            return false;
        }
        const LoadStats &s = m_out.stats;
        if (s.complete + s.beginEnd + s.instants + s.counters + s.async == 0) {
            LoadError &err = m_out.error;
            err.code = LoadError::Code::NoEvents;
            err.file = m_path;
            err.byteOffset = 0;
            // Say which events were skipped, and where, before falling back to the generic text.
            QStringList skipped;
            uint64_t firstOffset = LoadReport::kNoOffset;
            for (const auto &[kind, entry] : m_out.builder.report().entries()) {
                if (warning::warningClass(kind) != warning::WarningClass::DataLoss
                    || kind == warning::kTruncated || kind == warning::kNoGpuActivity || entry.first.empty())
                    continue;
                const uint64_t at = entry.first.front().byteOffset;
                if (entry.first.front().hasOffset()
                    && (firstOffset == LoadReport::kNoOffset || at < firstOffset))
                    firstOffset = at;
                skipped.append(kind == warning::kBadNumber
                        ? LoadError::tr("%1 skipped for a bad number (a ts, dur, pid or tid that is not a "
                                        "usable number, such as 1e400), the first at byte %2")
                              .arg(entry.count)
                              .arg(at)
                        : LoadError::tr("%1 skipped as %2, the first at byte %3")
                              .arg(entry.count)
                              .arg(QString::fromStdString(kind))
                              .arg(at));
            }
            if (s.events == 0) {
                err.detail = LoadError::tr("The trace contains no events.");
            } else if (!skipped.isEmpty()) {
                err.byteOffset = firstOffset == LoadReport::kNoOffset ? 0 : firstOffset;
                err.detail = LoadError::tr("None of the %1 events of this trace can be shown: %2.")
                                 .arg(s.events)
                                 .arg(skipped.join(QStringLiteral("; ")));
                err.hint
                    = LoadError::tr("Look at the file at that byte offset: the producer wrote values this "
                                    "viewer cannot use. Fix them or export the trace again.");
                return false;
            } else {
                err.detail = LoadError::tr("None of the %1 events of this trace can be shown (only "
                                           "metadata, flows or skipped events).")
                                 .arg(s.events);
            }
            err.hint
                = LoadError::tr("Record a profile with at least one active step (torch.profiler.schedule "
                                "with active >= 1) and export it again.");
            return false;
        }
        return true;
    }

    void setCompressionError(const QString &message)
    {
        m_compressionError = message;
    }
    // Called by the decompressor with each piece it produced; false (and the error set) once the
    // inflated text passes maxInflatedBytes (<= 0: no limit).
    bool withinInflateBudget(qint64 produced, qint64 compressedPos)
    {
        m_inflated += produced;
        if (m_maxInflated <= 0 || m_inflated <= m_maxInflated)
            return true;
        m_inflatedTooMuch = true;
        m_compressionError
            = LoadError::tr("The file inflates to more than %1 MiB after only %2 KiB of its compressed "
                            "bytes, more than the memory check allowed for it; loading stopped there.")
                  .arg(m_maxInflated >> 20)
                  .arg(compressedPos >> 10);
        return false;
    }
    void setMaxInflatedBytes(qint64 bytes)
    {
        m_maxInflated = bytes;
    }
    int helpersUsed() const
    {
        return m_helpersUsed;
    }
    uint64_t helperChunks() const
    {
        return m_helperChunks;
    }
    void reserveFor(uint64_t textBytes)
    {
        m_handler.reserveFor(textBytes);
    }
    void presetBase(int64_t baseNs)
    {
        m_handler.presetBase(baseNs);
    }

private:
    bool fail(const Window &w, uint64_t offset)
    {
        LoadError &err = m_out.error;
        err.file = m_path;
        const QString message = QString::fromStdString(m_parser.failureMessage());
        switch (m_parser.failure()) {
        case TraceParser::Failure::NotATrace:
            err.code = LoadError::Code::NotATrace;
            err.detail = LoadError::tr("Not a trace: %1.").arg(message);
            err.hint = LoadError::tr("Open the .json / .json.gz / .json.zst trace written by the PyTorch "
                                     "profiler or another Chrome-trace producer.");
            break;
        case TraceParser::Failure::TooLarge:
            err.code = LoadError::Code::TooLarge;
            err.detail = LoadError::tr("Cannot load: %1.").arg(message);
            err.hint = LoadError::tr("The file is probably damaged; check it with a JSON tool.");
            break;
        default:
            err.code = LoadError::Code::Syntax;
            err.detail = LoadError::tr("The JSON is malformed here: %1.").arg(message);
            err.hint
                = LoadError::tr("The file is damaged or was edited by hand. Export the trace again, or fix "
                                "the JSON at this position.");
            break;
        }
        placeError(err, w, offset);
        return false;
    }

    bool canceled()
    {
        m_out.error.code = LoadError::Code::Canceled;
        m_out.error.file = m_path;
        m_out.error.detail = LoadError::tr("Loading was canceled.");
        return false;
    }

    bool overflow(const Window &w, uint64_t offset)
    {
        LoadError &err = m_out.error;
        err.code = LoadError::Code::IdOverflow;
        err.file = m_path;
        err.detail = LoadError::tr("The trace has more events than Stepline can index (about 4 billion).");
        err.hint = LoadError::tr("Record a shorter window (fewer active steps) or split the trace.");
        placeError(err, w, offset);
        return false;
    }

    bool reportParsed(uint64_t bytes)
    {
        m_parsed += bytes;
        const qint64 reached
            = m_progressScale > 0 ? qint64(double(m_parsed) * m_progressScale) : qint64(m_parsed);
        const qint64 step = reached - m_reported;
        m_reported = reached;
        return m_progress->advance(step, LoadError::tr("Reading"));
    }

    FileLoadResult &m_out;
    QString m_path;
    double m_progressScale = 0; // 0: parsed bytes are file bytes
    uint64_t m_parsed = 0;
    qint64 m_reported = 0;
    LoadProgress *m_progress;
    TraceEventHandler m_handler;
    TraceParser m_parser;
    QString m_compressionError;
    qint64 m_maxInflated = -1;
    qint64 m_inflated = 0;
    bool m_inflatedTooMuch = false;
    uint64_t m_released = 0; // mapped bytes handed back to the kernel
    uint64_t m_releasedLines = 0; // newlines in them
    uint64_t m_releasedLineStart = 0; // where the line running at m_released starts
    int m_helpersUsed = 0;
    uint64_t m_helperChunks = 0;
};

// Runs a decompressing fill function on its own thread, a few pieces ahead of the parser, so
// inflate (about 0.4 GB/s for gzip) and parsing use both cores. Pieces are copied once more into
// the parser's buffer; at memory speed that is noise next to inflate.
class Prefetcher
{
public:
    using Fill = std::function<qint64(char *, size_t, bool &, qint64 &)>;
    explicit Prefetcher(Fill fill)
        : m_fill(std::move(fill))
        , m_thread([this] { run(); })
    {
    }
    ~Prefetcher()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_space.notify_all();
        m_thread.join();
    }
    Prefetcher(const Prefetcher &) = delete;
    Prefetcher &operator=(const Prefetcher &) = delete;

    qint64 operator()(char *out, size_t room, bool &done, qint64 &inputBytes)
    {
        inputBytes = 0;
        if (m_current.pos == m_current.size) {
            if (m_current.last) {
                done = true;
                return 0;
            }
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_ready.wait(lock, [this] { return !m_queue.empty(); });
                if (m_current.data)
                    m_free.push_back(std::move(m_current.data));
                m_current = std::move(m_queue.front());
                m_queue.pop_front();
            }
            m_space.notify_one();
            inputBytes = m_current.inputBytes;
            if (m_current.error)
                return -1;
        }
        const size_t n = std::min(room, m_current.size - m_current.pos);
        std::memcpy(out, m_current.data.get() + m_current.pos, n);
        m_current.pos += n;
        if (m_current.pos == m_current.size && m_current.last)
            done = true;
        return qint64(n);
    }

private:
    struct Piece
    {
        std::unique_ptr<char[]> data; // kPieceBytes, recycled: fresh pages cost more than inflate
        size_t size = 0;
        size_t pos = 0;
        qint64 inputBytes = 0;
        bool last = false;
        bool error = false;
    };
    static constexpr size_t kPieceBytes = size_t(4) << 20;
    static constexpr size_t kMaxQueued = 3;

    void run()
    {
        for (;;) {
            Piece piece;
            {
                std::lock_guard<std::mutex> lock(m_mutex);
                if (!m_free.empty()) {
                    piece.data = std::move(m_free.back());
                    m_free.pop_back();
                }
            }
            if (!piece.data)
                piece.data.reset(new char[kPieceBytes]);
            size_t have = 0;
            bool done = false;
            while (have < kPieceBytes && !done) {
                qint64 in = 0;
                const qint64 n = m_fill(piece.data.get() + have, kPieceBytes - have, done, in);
                piece.inputBytes += in;
                if (n < 0) {
                    piece.error = true;
                    break;
                }
                have += size_t(n);
            }
            piece.size = have;
            piece.last = done || piece.error;
            const bool last = piece.last;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_space.wait(lock, [this] { return m_stop || m_queue.size() < kMaxQueued; });
                if (m_stop)
                    return;
                m_queue.push_back(std::move(piece));
            }
            m_ready.notify_one();
            if (last)
                return;
        }
    }

    Fill m_fill;
    Piece m_current;
    std::mutex m_mutex;
    std::condition_variable m_ready, m_space;
    std::deque<Piece> m_queue;
    std::vector<std::unique_ptr<char[]>> m_free;
    bool m_stop = false;
    std::thread m_thread; // last: starts after everything above exists
};

// Small inputs are inflated inline: a thread is not worth it below this.
constexpr qint64 kPrefetchMinBytes = qint64(256) << 10;

template <typename Fill> bool runMaybePrefetched(FileParse &parse, qint64 inputSize, Fill &fill)
{
    if (inputSize < kPrefetchMinBytes)
        return parse.runStream(fill);
    Prefetcher prefetcher(fill);
    return parse.runStream(prefetcher);
}

bool loadGzip(FileParse &parse, const uchar *input, qint64 inputSize)
{
    z_stream zs;
    std::memset(&zs, 0, sizeof(zs));
    if (inflateInit2(&zs, 15 + 32) != Z_OK) { // 32: accept gzip and zlib headers
        parse.setCompressionError(LoadError::tr("zlib could not start."));
        return parse.runStream([](char *, size_t, bool &, qint64 &) -> qint64 { return -1; });
    }
    qint64 inPos = 0;
    auto fill = [&](char *out, size_t room, bool &done, qint64 &inputBytes) -> qint64 {
        zs.next_in = const_cast<Bytef *>(input + inPos);
        zs.avail_in = uInt(std::min<qint64>(inputSize - inPos, qint64(1) << 20));
        zs.next_out = reinterpret_cast<Bytef *>(out);
        zs.avail_out = uInt(std::min<size_t>(room, size_t(1) << 30));
        const uInt inBefore = zs.avail_in;
        const uInt outBefore = zs.avail_out;
        const int rc = inflate(&zs, Z_NO_FLUSH);
        inputBytes = qint64(inBefore - zs.avail_in);
        inPos += inputBytes;
        const qint64 produced = qint64(outBefore - zs.avail_out);
        if (!parse.withinInflateBudget(produced, inPos))
            return -1;
        if (rc == Z_STREAM_END) {
            // Several gzip members may follow each other (cat a.gz b.gz); zero padding may follow.
            while (inPos < inputSize && input[inPos] == 0)
                ++inPos;
            if (inPos >= inputSize || inflateReset(&zs) != Z_OK)
                done = true;
        } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
            parse.setCompressionError(LoadError::tr("The gzip data is corrupt at compressed byte %1 (%2).")
                                          .arg(inPos)
                                          .arg(QString::fromUtf8(zs.msg ? zs.msg : "inflate failed")));
            return -1;
        } else if (inPos >= inputSize && produced == 0) {
            done = true; // the file ends inside a gzip member: a cut file, parse what we have
        }
        return produced;
    };
    const bool ok = runMaybePrefetched(parse, inputSize, fill);
    inflateEnd(&zs);
    return ok;
}

bool loadZstd(FileParse &parse, const uchar *input, qint64 inputSize)
{
    std::unique_ptr<ZSTD_DStream, size_t (*)(ZSTD_DStream *)> ds(ZSTD_createDStream(), ZSTD_freeDStream);
    ZSTD_initDStream(ds.get());
    qint64 inPos = 0;
    auto fill = [&](char *out, size_t room, bool &done, qint64 &inputBytes) -> qint64 {
        ZSTD_inBuffer in { input + inPos, size_t(std::min<qint64>(inputSize - inPos, qint64(1) << 20)), 0 };
        ZSTD_outBuffer outBuf { out, room, 0 };
        const size_t rc = ZSTD_decompressStream(ds.get(), &outBuf, &in);
        if (ZSTD_isError(rc)) {
            parse.setCompressionError(LoadError::tr("The zstd data is corrupt at compressed byte %1 (%2).")
                                          .arg(inPos)
                                          .arg(QString::fromUtf8(ZSTD_getErrorName(rc))));
            return -1;
        }
        inputBytes = qint64(in.pos);
        inPos += inputBytes;
        if (!parse.withinInflateBudget(qint64(outBuf.pos), inPos))
            return -1;
        // All input used and the decoder had room left: nothing more will come (a frame left
        // unfinished here means a cut file; the JSON parser flags it).
        if (inPos >= inputSize && outBuf.pos < room)
            done = true;
        return qint64(outBuf.pos);
    };
    return runMaybePrefetched(parse, inputSize, fill);
}

} // namespace

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
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
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
// Parses a whole JSON document held in memory: a mapped .json, or a .json.gz inflated whole.
// releasePages: the bytes are page-aligned mapped memory whose parsed pages may be dropped.
bool parseInMemory(FileParse &parse, const char *data, size_t size, const ParallelParse &parallel,
    bool releasePages, FileLoadResult &out)
{
    int64_t base = 0;
    if (baseFromTail(data, size, &base))
        parse.presetBase(base);
    const int helpers = qint64(size) >= parallel.minFileBytes ? helperBudget(parallel) : 0;
    const bool ok = helpers > 0 ? parse.runParallel(data, size, kChunkBytes, releasePages, parallel, helpers)
                                : parse.runContiguous(data, size, kChunkBytes, releasePages);
    out.parseHelpers = parse.helpersUsed();
    out.helperChunks = parse.helperChunks();
    return ok;
}

// The inflated copy of a .json.gz may take a quarter of the free memory: rank files of a job load
// two at a time, and each also builds its model. Without a reading, stay at 2 GiB.
size_t wholeGzipBudget()
{
    const qint64 available = memAvailableBytes();
    return available < 0 ? size_t(2) << 30 : size_t(available / 4);
}
} // namespace

FileLoadResult loadTraceFile(const QString &path, LoadProgress &progress)
{
    return loadTraceFile(path, progress, g_defaultParallel);
}

FileLoadResult loadTraceFile(
    const QString &path, LoadProgress &progress, const ParallelParse &parallel, qint64 maxInflatedBytes)
{
    const LoadingFile loading;
    FileLoadResult out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error.code = QFileInfo::exists(path) ? LoadError::Code::Unreadable : LoadError::Code::NotFound;
        out.error.file = path;
        out.error.detail = out.error.code == LoadError::Code::NotFound
            ? LoadError::tr("The file does not exist.")
            : LoadError::tr("The file cannot be read: %1.").arg(file.errorString());
        out.error.hint = LoadError::tr("Check the path and the file permissions.");
        return out;
    }
    const qint64 size = file.size();
    if (size == 0) {
        out.error.code = LoadError::Code::NotATrace;
        out.error.file = path;
        out.error.byteOffset = 0;
        out.error.detail = LoadError::tr("The file is empty.");
        out.error.hint = LoadError::tr("The profiler may still be writing it, or it crashed before writing.");
        return out;
    }
    const QByteArray head = file.peek(4);
    const Compression compression = detectCompression(head);
    // Whether it fits in memory was checked by loadProfile() for the whole job (memoryfit.h).

    uchar *map = file.map(0, size);
    QByteArray fallback;
    if (!map) {
        fallback = file.readAll();
        if (fallback.size() != size) {
            out.error.code = LoadError::Code::Unreadable;
            out.error.file = path;
            out.error.detail = LoadError::tr("Reading the file failed: %1.").arg(file.errorString());
            return out;
        }
        map = reinterpret_cast<uchar *>(fallback.data());
    }

    FileParse parse(out, path, &progress);
    parse.setMaxInflatedBytes(maxInflatedBytes);
    parse.reserveFor(uint64_t(compression == Compression::None ? size : size * 15));
    bool ok = false;
    switch (compression) {
    case Compression::None:
        ok = parseInMemory(
            parse, reinterpret_cast<const char *>(map), size_t(size), parallel, fallback.isEmpty(), out);
        break;
    case Compression::Gzip: {
        InflatedBuffer whole;
        if (parallel.wholeGzip) {
            progress.setStage(LoadError::tr("Inflating"));
            // Over the memory check's budget it streams, which stops there with the error.
            const size_t cap = maxInflatedBytes > 0 ? std::min(wholeGzipBudget(), size_t(maxInflatedBytes))
                                                    : wholeGzipBudget();
            if (inflateGzipWhole(map, size_t(size), cap, whole) != WholeInflate::Done)
                whole = InflatedBuffer();
        }
        if (whole.data()) {
            if (fallback.isEmpty())
                file.unmap(map); // the compressed bytes are not needed any more
            map = nullptr;
            fallback = QByteArray();
            out.inflatedWhole = true;
            parse.setProgressScale(double(size) / double(std::max<size_t>(whole.size, 1)));
            ok = parseInMemory(parse, whole.data(), whole.size, parallel, true, out);
        } else {
            ok = loadGzip(parse, map, size);
        }
        break;
    }
    case Compression::Zstd:
        ok = loadZstd(parse, map, size);
        break;
    }
    if (map && fallback.isEmpty())
        file.unmap(map);
    fallback = QByteArray();
    file.close();
    if (!ok)
        return out;
    progress.setStage(LoadError::tr("Indexing"));
    parse.finish(size);
    return out;
}

FileLoadResult loadTraceBytes(
    const QByteArray &bytes, const QString &name, size_t chunkSize, qint64 maxInflatedBytes)
{
    FileLoadResult out;
    FileParse parse(out, name, nullptr);
    parse.setMaxInflatedBytes(maxInflatedBytes);
    const Compression compression = detectCompression(bytes.left(4));
    bool ok = false;
    chunkSize = std::max<size_t>(chunkSize, 1);
    if (compression == Compression::None) {
        // Hand the bytes over through a buffer that really ends at each piece, like a stream.
        size_t offset = 0;
        ok = parse.runStream([&](char *out_, size_t room, bool &done, qint64 &inputBytes) -> qint64 {
            const size_t n = std::min({ room, chunkSize, size_t(bytes.size()) - offset });
            std::memcpy(out_, bytes.constData() + offset, n);
            offset += n;
            inputBytes = qint64(n);
            done = offset == size_t(bytes.size());
            return qint64(n);
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
