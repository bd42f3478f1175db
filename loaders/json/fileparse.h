#pragma once

// The parse of one trace file: feeds a mapped buffer or a decompressed stream to the tokenizer and
// the event handler, reports progress, drops parsed pages, and turns failures into LoadErrors with
// file, offset, line, column and snippet.
#include "chunkedparse.h"
#include "hugepages.h"
#include "jsonscan.h"
#include "loadprogress.h"
#include "parallelparse.h"
#include "preadall.h"
#include "traceeventhandler.h"
#include "traceparser.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>
#include <utility>

#if defined(__unix__)
#include <sys/mman.h>
#endif

namespace stepline {

inline constexpr size_t kChunkBytes = size_t(4) << 20;

// Kineto ends its files with `"baseTimeNanoseconds": N` followed only by the closing brace. Finding
// it in the last bytes of the file lets the loader skip staging events until the end. Anything
// less certain (the key elsewhere, more keys after it) returns false and staging does the job.
bool baseFromTail(const char *data, size_t size, int64_t *base);
// Whether the key appears in those last bytes at all.
bool tailMentionsBase(const char *data, size_t size);

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

void placeError(LoadError &err, const Window &w, uint64_t offset);

// What may happen to the pages of an in-memory input once they are parsed.
enum class PageRelease {
    Keep, // read into memory that is not ours to drop
    FileBacked, // a mapping of the file: dropped pages read back from the file
    Anonymous, // an inflated copy: dropped pages read back as zeros
};

// The memory-mapped (or read) file being parsed.
struct Contiguous
{
    const char *data;
    size_t size;
    size_t chunk; // window size of each parse() call
    PageRelease release;
    int fd = -1; // the file data maps (PageRelease::FileBacked): helpers read their chunks from it
};

// What an inflater running ahead of the parser has written so far (FileParse::runGrowing).
struct GrowingInput
{
    virtual ~GrowingInput() = default;
    // The newlines before `offset` and where the line running there starts; offset was already
    // available. Error positions need them once the parsed pages are dropped; only an error asks,
    // so they may be counted then (from the text written again).
    virtual size_t granularity() const = 0;
    virtual void linesBefore(uint64_t offset, uint64_t &lines, uint64_t &lineStart) const = 0;
    // The parser is done with [from, from + bytes) (whole pieces of granularity()): the writer may
    // reuse those pages for text still to come, or hand them back to the kernel.
    virtual void releaseParsed(char *from, size_t bytes) = 0;

    struct Available
    {
        size_t bytes = 0; // inflated bytes readable from data()
        int64_t inputBytes = 0; // compressed bytes behind them
        bool ended = false; // no more will come
        bool failed = false; // ended by an error (setCompressionError has the text)
    };
};

// A stream whose text can be read again from the start (a plain file read in pieces): error
// positions count the newlines before a window only when an error needs them, instead of counting
// every window as it passes.
struct RereadableText
{
    virtual ~RereadableText() = default;
    // The newlines before `offset` and where the line running there starts.
    virtual void linesBefore(uint64_t offset, uint64_t &lines, uint64_t &lineStart) const = 0;
};

// The buffer a stream is parsed in. For a text known to fill at least a huge page, a huge-page
// mapping (hugepages.h): filling its 4 MiB costs two page faults, not the 1,024 of a fresh block
// from the heap (in 4 KiB pages unless the process prepared its heap, as the command-line verbs do
// on their main thread; the window does not). A smaller or unknown text gets new[]: a huge page
// zeroed whole for a few KiB of text cost a small file 5 ms on a VM. Not zero-filled: it is
// written before it is read.
class StreamBuffer
{
public:
    StreamBuffer(size_t bytes, bool hugePages)
        : m_data(hugePages ? static_cast<char *>(hugepages::allocate(bytes)) : new char[bytes])
        , m_bytes(bytes)
        , m_mapped(hugePages)
    {
        if (!m_data)
            throw std::bad_alloc();
    }
    ~StreamBuffer()
    {
        if (m_mapped)
            hugepages::release(m_data, m_bytes);
        else
            delete[] m_data;
    }
    StreamBuffer(const StreamBuffer &) = delete;
    StreamBuffer &operator=(const StreamBuffer &) = delete;
    friend void swap(StreamBuffer &a, StreamBuffer &b) noexcept
    {
        std::swap(a.m_data, b.m_data);
        std::swap(a.m_bytes, b.m_bytes);
        std::swap(a.m_mapped, b.m_mapped);
    }
    char *get() const { return m_data; }

private:
    char *m_data;
    size_t m_bytes;
    bool m_mapped;
};

class FileParse
{
public:
    FileParse(FileLoadResult &out, const std::string &path, LoadProgress *progress)
        : m_out(out)
        , m_path(path)
        , m_progress(progress)
        , m_handler(out.builder, path)
        , m_parser(m_handler)
    {
    }

    // Feeds [data, data + size) as one contiguous stream in windows of `chunk` bytes (the memory-
    // mapped file: no copy; an item that straddles a window is parsed again with a wider one).
    bool runContiguous(const char *data, size_t size, size_t chunk, PageRelease release)
    {
        Contiguous c { data, size, chunk, release };
        uint64_t consumed = 0;
        bool finished = false;
        return runWindows(c, consumed, size, finished);
    }

    // Same input, with helper threads tokenizing chunks ahead (chunkedparse.h). The result is the
    // sequential one: the main thread hands every event to the handler in file order and uses a
    // helper's chunk only when it arrives exactly at that chunk's verified start.
    // fd: the file data maps, or -1.
    bool runParallel(const char *data, size_t size, size_t chunk, PageRelease release,
        const ParallelParse &parallel, int helpers, int fd = -1)
    {
        return runParallelFrom(Contiguous { data, size, chunk, release, fd }, 0, parallel, helpers);
    }

    // The same from `consumed` on, where the sequential parse stands (the rest of an inflated text
    // once the inflater is done): chunks are cut in what is left.
    bool runParallelFrom(const Contiguous &c, uint64_t consumed, const ParallelParse &parallel, int helpers)
    {
        const char *data = c.data;
        const size_t size = c.size;
        const uint64_t left = size - size_t(consumed);
        std::vector<uint64_t> boundaries = findChunkBoundaries(
            data + consumed, size_t(left), parallel.chunkFor(left), parallel.headFor(left));
        for (uint64_t &b : boundaries)
            b += consumed;
        ChunkScheduler chunks(
            data, size, std::move(boundaries), helpers, size_t(2 * helpers + 2), parallel, c.fd);
        m_out.parseHelpers = chunks.helpers();
        std::vector<char, hugepages::Allocator<char>> ownCopy; // reused for every chunk read here
        bool finished = false;
        for (size_t k = 0; k < chunks.chunkCount() && !finished; ++k) {
            const uint64_t begin = chunks.chunkBegin(k);
            const uint64_t stop = chunks.chunkEnd(k);
            if (k > 0 && consumed == begin && m_parser.atEventBoundary()) {
                if (std::unique_ptr<ChunkEvents> run = chunks.take(k)) {
                    ++m_out.helperChunks;
                    m_out.helperEvents += run->events.size();
                    for (size_t i = 0; i < run->events.size(); ++i)
                        m_handler.onEvent(run->events[i], run->offsets[i]);
                    m_parser.resumeAfterRun(run->end);
                    const uint64_t before = consumed;
                    consumed = run->end.reachedStop ? stop : run->end.offset;
                    // What the helper left of its chunk (it handed over part done) is parsed from
                    // the copy it read, not the mapping: on a VM each 64 KiB of a mapped file
                    // faults in at several times the cost of reading it.
                    const bool fromCopy = consumed < stop && run->textBytes > 0;
                    const bool ok = afterWindow(c, before, consumed)
                        && (!fromCopy
                            || parseCopy(c, run->text.data(), begin, begin + run->textBytes, consumed, stop));
                    chunks.recycle(std::move(run));
                    if (!ok)
                        return false;
                }
            } else if (k > 0) {
                chunks.drop(k); // the cut was not where the parser stands: parse this chunk again
            }
            if (consumed < stop && c.fd >= 0) {
                // A chunk this thread parses itself (the head, one no helper started or one whose
                // helper did not answer) is read like a helper's, for the same reason.
                const size_t want
                    = size_t(std::min<uint64_t>(stop + parallel.helperReadPast, size) - consumed);
                if (ownCopy.size() < want)
                    ownCopy.resize(want);
                const uint64_t from = consumed;
                const size_t got = preadAll(c.fd, ownCopy.data(), want, from);
                if (!parseCopy(c, ownCopy.data(), from, from + got, consumed, stop))
                    return false;
            }
            if (consumed < stop || k + 1 == chunks.chunkCount()) {
                if (!runWindows(c, consumed, k + 1 == chunks.chunkCount() ? size : stop, finished))
                    return false;
            }
        }
        return true;
    }

    // Parses what a copy of the text at [copyBegin, copyEnd) holds from `consumed` on, up to the
    // parser's stop at `stop`; an item that runs past the copy's end is left for the mapping.
    bool parseCopy(const Contiguous &c, const char *copy, uint64_t copyBegin, uint64_t copyEnd,
        uint64_t &consumed, uint64_t stop)
    {
        if (consumed < copyBegin || consumed >= copyEnd)
            return true;
        m_parser.setStopOffset(stop < c.size ? stop : UINT64_MAX);
        const uint64_t before = consumed;
        consumed
            += m_parser.parse(copy + (consumed - copyBegin), size_t(copyEnd - consumed), consumed, false);
        if (m_parser.failure() != TraceParser::Failure::None)
            return fail(contiguousWindow(c), m_parser.failureOffset());
        return afterWindow(c, before, consumed);
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
            const uint64_t before = consumed;
            if (!parseWindow(c, windowEnd, final, consumed) || !afterWindow(c, before, consumed))
                return false;
            if (m_parser.stopped())
                return true;
            if (final) {
                finished = true;
                return true;
            }
        }
    }

    // Parses c.data from consumed up to windowEnd (final: no more input follows) and moves consumed
    // past what the parser used; false on a parse error, which fail() has reported.
    bool parseWindow(const Contiguous &c, size_t windowEnd, bool final, uint64_t &consumed)
    {
        consumed += m_parser.parse(c.data + consumed, windowEnd - size_t(consumed), consumed, final);
        if (m_parser.failure() != TraceParser::Failure::None)
            return fail(contiguousWindow(c), m_parser.failureOffset());
        return true;
    }

    // After each piece: staged events, progress, cancellation, id overflow, page release.
    bool afterWindow(const Contiguous &c, uint64_t before, uint64_t consumed)
    {
        m_handler.flushStaged();
        if (m_progress && !reportParsed(consumed - before))
            return canceled();
        if (m_handler.idOverflow())
            return overflow(contiguousWindow(c), consumed);
#if defined(__unix__)
        // Pages already parsed are not needed again: let the kernel drop them so the mapped
        // file does not stay resident next to the model.
        // A growing input takes its pages back piece by piece, to write the next pieces into them;
        // other inputs hand them to the kernel in larger runs (fewer calls).
        const uint64_t releaseEvery = m_growing ? m_growing->granularity() : uint64_t(64) << 20;
        if (c.release != PageRelease::Keep && consumed - m_released >= releaseEvery) {
            const uint64_t page = 4096;
            const uint64_t from = (m_released + page - 1) / page * page;
            const uint64_t step = m_growing ? m_growing->granularity() : page;
            const uint64_t to = consumed / step * step;
            const uintptr_t base = reinterpret_cast<uintptr_t>(c.data);
            if (to > from && base % page == 0) {
                // Error positions need the lines of what is dropped when it reads back as zeros (an
                // inflated .json.gz); a file mapping reads it back from the file, so an error
                // counts them then instead of every load counting them as it goes.
                if (m_growing) {
                    m_releasedForLines = to; // contiguousWindow() asks for its lines
                } else if (c.release == PageRelease::Anonymous) {
                    const char *begin = c.data + m_released;
                    const char *end = c.data + to;
                    m_releasedLines += json::countNewlines(begin, end);
                    if (const void *nl = ::memrchr(begin, '\n', size_t(end - begin)))
                        m_releasedLineStart = uint64_t(static_cast<const char *>(nl) - c.data) + 1;
                    m_releasedForLines = to;
                }
                if (m_growing)
                    m_growing->releaseParsed(const_cast<char *>(c.data) + from, size_t(to - from));
                else
                    ::madvise(const_cast<char *>(c.data) + from, size_t(to - from), MADV_DONTNEED);
                m_released = to;
            }
        }
#endif
        return true;
    }

    // The stream's window in memory, for error positions; with a rereadable text the newlines
    // before it are counted from the text now.
    static Window streamWindow(
        const char *data, size_t size, uint64_t streamOffset, uint64_t lines, const RereadableText *text)
    {
        if (!text)
            return Window { data, size, streamOffset, lines, streamOffset == 0 };
        Window w { data, size, streamOffset, 0, true, 0 };
        text->linesBefore(streamOffset, w.linesBefore, w.lineStart);
        return w;
    }

    // The part of the contiguous input still readable, for error positions.
    Window contiguousWindow(const Contiguous &c) const
    {
        uint64_t lines = m_releasedLines;
        uint64_t lineStart = m_releasedLineStart;
        if (m_growing && m_releasedForLines > 0)
            m_growing->linesBefore(m_releasedForLines, lines, lineStart);
        return Window { c.data + m_releasedForLines, c.size - size_t(m_releasedForLines), m_releasedForLines,
            lines, true, lineStart };
    }

    // Progress counts bytes of the file: when the parsed bytes are an inflated copy, each parsed
    // byte stands for `fileBytesPerByte` of the file.
    void setProgressScale(double fileBytesPerByte)
    {
        m_progressScale = fileBytesPerByte;
    }

    // Streams decompressed bytes produced by fill() (returns bytes written, sets done at the end).
    // text: the same stream readable again, for error positions (else newlines are counted as
    // the windows pass).
    // atLeastBytes: how long the stream is known to be at least (0: unknown); from a huge page on,
    // its buffer lies in huge pages (StreamBuffer).
    template <typename Fill>
    bool runStream(Fill &&fill, const RereadableText *text = nullptr, uint64_t atLeastBytes = 0)
    {
        size_t capacity = kChunkBytes;
        const bool hugePages = atLeastBytes >= hugepages::kPageBytes;
        StreamBuffer buf(capacity, hugePages);
        size_t have = 0;
        uint64_t streamOffset = 0;
        uint64_t lines = 0;
        bool done = false;
        while (true) {
            if (!done && have < capacity) {
                int64_t inputBytes = 0;
                const int64_t n = fill(buf.get() + have, capacity - have, done, inputBytes);
                if (n < 0)
                    return compressionFailure(
                        streamWindow(buf.get(), have, streamOffset, lines, text), streamOffset + have);
                have += size_t(n);
                if (m_progress && inputBytes > 0
                    && !m_progress->advance(inputBytes, LoadError::tr("Reading")))
                    return canceled();
            }
            const size_t used = m_parser.parse(buf.get(), have, streamOffset, done);
            if (m_parser.failure() != TraceParser::Failure::None)
                return fail(
                    streamWindow(buf.get(), have, streamOffset, lines, text), m_parser.failureOffset());
            m_handler.flushStaged();
            if (m_handler.idOverflow())
                return overflow(
                    streamWindow(buf.get(), have, streamOffset, lines, text), streamOffset + used);
            if (done)
                break;
            if (!text)
                lines += json::countNewlines(buf.get(), buf.get() + used);
            std::memmove(buf.get(), buf.get() + used, have - used);
            have -= used;
            streamOffset += used;
            if (have == capacity) { // one item larger than the buffer (parser caps it)
                StreamBuffer wider(capacity * 2, hugePages);
                std::memcpy(wider.get(), buf.get(), have);
                swap(buf, wider);
                capacity *= 2;
            }
        }
        return true;
    }

    // Parses text that another thread is still writing into one buffer (src: data(), waitFor(want)
    // -> GrowingInput::Available, parsedUpTo(offset)), in place and in windows of kChunkBytes like
    // a mapped file; parsed pages are dropped. Results and error positions are the streamed ones.
    // Once the inflater has ended and at least 2 chunks (ParallelParse::chunkFor) and a sixteenth of
    // minFileBytes are left, `helpers` threads tokenize chunks of the rest (runParallelFrom): the
    // inflated text's first pages are already parsed, so a shorter rest than a file's pays.
    template <typename Source> bool runGrowing(Source &src, const ParallelParse &parallel, int helpers)
    {
        Contiguous c { src.data(), 0, kChunkBytes, PageRelease::Anonymous };
        m_growing = &src;
        uint64_t consumed = 0;
        size_t windowEnd = 0;
        int64_t reportedInput = 0;
        m_parser.setStopOffset(UINT64_MAX);
        while (true) {
            const size_t want = std::max(windowEnd, size_t(consumed)) + c.chunk;
            const GrowingInput::Available a = src.waitFor(want);
            c.size = a.bytes;
            windowEnd = std::min(a.bytes, want);
            const bool final = a.ended && !a.failed && windowEnd == a.bytes;
            const uint64_t before = consumed;
            if (!parseWindow(c, windowEnd, final, consumed))
                return false;
            const size_t used = size_t(consumed - before);
            if (m_progress && a.inputBytes > reportedInput) {
                if (!m_progress->advance(a.inputBytes - reportedInput, LoadError::tr("Reading")))
                    return canceled();
                reportedInput = a.inputBytes;
            }
            if (!afterWindow(c, before, consumed))
                return false;
            src.parsedUpTo(size_t(consumed));
            if (final)
                return true;
            const uint64_t left = a.bytes - consumed;
            if (a.ended && !a.failed && helpers > 0 && left >= 2 * uint64_t(parallel.chunkFor(left))
                && left >= uint64_t(std::max<int64_t>(parallel.minFileBytes, 0)) / 16)
                return runParallelFrom(c, consumed, parallel, helpers);
            if (a.failed && windowEnd == a.bytes && (used == 0 || consumed == a.bytes))
                return compressionFailure(contiguousWindow(c), a.bytes);
        }
    }

    // Completes the file: flushes, classifies, fills rank info, checks that there were events.
    bool finish(int64_t fileBytes)
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
                      .arg(m_parser.topLevelKeys());
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
            std::string skipped; // "; "-separated
            uint64_t firstOffset = LoadReport::kNoOffset;
            for (const auto &[kind, entry] : m_out.builder.report().entries()) {
                if (warning::warningClass(kind) != warning::WarningClass::DataLoss
                    || kind == warning::kTruncated || kind == warning::kNoGpuActivity || entry.first.empty())
                    continue;
                const uint64_t at = entry.first.front().byteOffset;
                if (entry.first.front().hasOffset()
                    && (firstOffset == LoadReport::kNoOffset || at < firstOffset))
                    firstOffset = at;
                if (!skipped.empty())
                    skipped += "; ";
                skipped += (kind == warning::kBadNumber
                        ? LoadError::tr("%1 skipped for a bad number (a ts, dur, pid or tid that is not a "
                                        "usable number, such as 1e400), the first at byte %2")
                              .arg(entry.count)
                              .arg(at)
                        : LoadError::tr("%1 skipped as %2, the first at byte %3")
                              .arg(entry.count)
                              .arg(kind)
                              .arg(at))
                               .str();
            }
            if (s.events == 0) {
                err.detail = LoadError::tr("The trace contains no events.");
            } else if (!skipped.empty()) {
                err.byteOffset = firstOffset == LoadReport::kNoOffset ? 0 : firstOffset;
                err.detail = LoadError::tr("None of the %1 events of this trace can be shown: %2.")
                                 .arg(s.events)
                                 .arg(skipped);
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

    void setCompressionError(const std::string &message)
    {
        m_compressionError = message;
    }
    // Called by the decompressor with each piece it produced; false (and the error set) once the
    // inflated text passes maxInflatedBytes (<= 0: no limit).
    bool withinInflateBudget(int64_t produced, int64_t compressedPos)
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
    void setMaxInflatedBytes(int64_t bytes)
    {
        m_maxInflated = bytes;
    }
    void reserveFor(uint64_t textBytes)
    {
        m_handler.reserveFor(textBytes);
    }
    // The whole text's last bytes (baseFromTail), before parsing: a base found there is preset.
    // Without the key there, no base is expected after the events, so they go to the builder per
    // chunk instead of being staged until the end. Should one come all the same (further than 4 KiB
    // from the end), lateBaseMissed() says so, and the loader parses the file again, staging.
    void readTail(const char *data, size_t size)
    {
        int64_t base = 0;
        if (baseFromTail(data, size, &base))
            m_handler.presetBase(base);
        else if (!tailMentionsBase(data, size))
            m_handler.expectNoLateBase();
    }
    bool lateBaseMissed() const
    {
        return m_handler.lateBaseMissed();
    }

    int64_t maxInflatedBytes() const
    {
        return m_maxInflated;
    }

private:
    // The decompressor stopped (setCompressionError says why) after `offset` bytes of text.
    bool compressionFailure(const Window &w, uint64_t offset)
    {
        LoadError &err = m_out.error;
        err.file = m_path;
        err.detail = m_compressionError;
        if (m_inflatedTooMuch) {
            err.code = LoadError::Code::TooLarge;
            err.hint
                = LoadError::tr("A real trace this large needs a machine with more memory (or --force, which "
                                "skips the memory check). A small file that inflates this much is usually "
                                "damaged or made to exhaust memory: check it with 'gzip -l' / 'zstd -l'.");
        } else {
            err.code = LoadError::Code::BadCompression;
            err.hint = LoadError::tr("The compressed file is damaged. Download or copy it again, or "
                                     "decompress it with gzip -d / zstd -d to see how far it reads.");
        }
        placeError(err, w, offset);
        return false;
    }

    bool fail(const Window &w, uint64_t offset)
    {
        LoadError &err = m_out.error;
        err.file = m_path;
        const std::string message = m_parser.failureMessage();
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
        const int64_t reached
            = m_progressScale > 0 ? int64_t(double(m_parsed) * m_progressScale) : int64_t(m_parsed);
        const int64_t step = reached - m_reported;
        m_reported = reached;
        return m_progress->advance(step, LoadError::tr("Reading"));
    }

    FileLoadResult &m_out;
    std::string m_path;
    double m_progressScale = 0; // 0: parsed bytes are file bytes
    uint64_t m_parsed = 0;
    int64_t m_reported = 0;
    LoadProgress *m_progress;
    TraceEventHandler m_handler;
    TraceParser m_parser;
    std::string m_compressionError;
    int64_t m_maxInflated = -1;
    int64_t m_inflated = 0;
    bool m_inflatedTooMuch = false;
    GrowingInput *m_growing = nullptr; // runGrowing's source: counts the lines, takes parsed pages back
    uint64_t m_released = 0; // mapped bytes handed back to the kernel
    uint64_t m_releasedForLines = 0; // of those, the bytes that read back as zeros
    uint64_t m_releasedLines = 0; // newlines in them
    uint64_t m_releasedLineStart = 0; // where the line running at m_released starts
};

} // namespace stepline
