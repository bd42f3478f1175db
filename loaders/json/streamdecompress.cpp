#include "streamdecompress.h"

#include "fileparse.h"
#include "gzipwhole.h"
#include "threadstart.h"

#include <isa-l/igzip_lib.h>

#include <cstring>

#include <sys/mman.h>

#include <zstd.h>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace stepline {

namespace {

// Runs a decompressing fill function on its own thread, a few pieces ahead of the parser, so
// inflate (about 0.4 GB/s for gzip) and parsing use both cores. Pieces are copied once more into
// the parser's buffer; at memory speed that is noise next to inflate.
class Prefetcher
{
public:
    using Fill = std::function<int64_t(char *, size_t, bool &, int64_t &)>;
    explicit Prefetcher(Fill fill)
        : m_fill(std::move(fill))
        , m_thread(startThreadBeside([this] { run(); }))
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

    int64_t operator()(char *out, size_t room, bool &done, int64_t &inputBytes)
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
        return int64_t(n);
    }

private:
    struct Piece
    {
        std::unique_ptr<char[]> data; // kPieceBytes, recycled: fresh pages cost more than inflate
        size_t size = 0;
        size_t pos = 0;
        int64_t inputBytes = 0;
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
                int64_t in = 0;
                const int64_t n = m_fill(piece.data.get() + have, kPieceBytes - have, done, in);
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

// text: the same stream decompressed again, for error positions.
template <typename Fill>
bool runMaybePrefetched(FileParse &parse, int64_t inputSize, Fill &fill, const RereadableText &text)
{
    // The text inflates to at least its compressed size.
    const uint64_t atLeast = uint64_t(std::max<int64_t>(inputSize, 0));
    if (inputSize < kInflateThreadMinBytes)
        return parse.runStream(fill, &text, atLeast);
    Prefetcher prefetcher(std::ref(fill));
    return parse.runStream(prefetcher, &text, atLeast);
}

// The newlines before `offset` of a decompressed text and where the line running there starts,
// by decompressing it again from its start with fill (a fresh decoder over the same input) into a
// small buffer. Error positions need them only once the text before the error is gone; counting
// them for every piece as the text streams past cost every load what only an error needs.
template <typename Fill>
void countLinesAgain(Fill &&fill, uint64_t offset, uint64_t &lines, uint64_t &lineStart)
{
    lines = 0;
    lineStart = 0;
    constexpr size_t kBytes = size_t(1) << 20;
    const std::unique_ptr<char[]> buf(new char[kBytes]);
    uint64_t at = 0;
    bool done = false;
    while (at < offset && !done) {
        int64_t inputBytes = 0;
        const int64_t n = fill(buf.get(), size_t(std::min<uint64_t>(kBytes, offset - at)), done, inputBytes);
        if (n < 0 || (n == 0 && inputBytes == 0 && !done))
            return; // cannot happen for text decompressed once already; the position stays rough
        lines += json::countNewlines(buf.get(), buf.get() + n);
        if (const void *nl = ::memrchr(buf.get(), '\n', size_t(n)))
            lineStart = at + uint64_t(static_cast<const char *>(nl) - buf.get()) + 1;
        at += uint64_t(n);
    }
}

// A compressed text read again from the start by a fresh Decoder(nullptr, input, size).
template <typename Decoder> class DecompressedAgain : public RereadableText
{
public:
    DecompressedAgain(const unsigned char *input, int64_t inputSize)
        : m_input(input)
        , m_inputSize(inputSize)
    {
    }
    void linesBefore(uint64_t offset, uint64_t &lines, uint64_t &lineStart) const override
    {
        countLinesAgain(Decoder(nullptr, m_input, m_inputSize), offset, lines, lineStart);
    }

private:
    const unsigned char *m_input;
    int64_t m_inputSize;
};

// One gzip file inflated with ISA-L's igzip, a piece of output at a time (the fill function of
// FileParse::runStream). Several members (cat a.gz b.gz) and zero padding between them are read
// like gzip -dc does; the input ending inside a member is a cut file (the parser flags it).
class GzipInflate
{
public:
    // parse null: a second pass over input that was already inflated once (error positions), with
    // no budget to check and no error to report.
    GzipInflate(FileParse *parse, const unsigned char *input, int64_t inputSize)
        : m_parse(parse)
        , m_input(input)
        , m_inputSize(inputSize)
        , m_state(std::make_unique<inflate_state>())
    {
        start();
    }

    int64_t operator()(char *out, size_t room, bool &done, int64_t &inputBytes)
    {
        if (m_garbageAt >= 0)
            return corrupt(m_garbageAt, "not a gzip header");
        inflate_state &st = *m_state;
        st.next_in = const_cast<uint8_t *>(m_input + m_inPos);
        st.avail_in = uint32_t(std::min<int64_t>(m_inputSize - m_inPos, int64_t(1) << 20));
        st.next_out = reinterpret_cast<uint8_t *>(out);
        st.avail_out = uint32_t(std::min<size_t>(room, size_t(1) << 30));
        const uint32_t inBefore = st.avail_in;
        const uint32_t outBefore = st.avail_out;
        const int rc = isal_inflate(&st);
        inputBytes = int64_t(inBefore - st.avail_in);
        m_inPos += inputBytes;
        const int64_t produced = int64_t(outBefore - st.avail_out);
        if (m_parse && !m_parse->withinInflateBudget(produced, m_inPos))
            return -1;
        if (rc < 0)
            return corrupt(m_inPos, errorName(rc));
        if (st.block_state == ISAL_BLOCK_FINISH) {
            while (m_inPos < m_inputSize && m_input[m_inPos] == 0)
                ++m_inPos;
            if (m_inPos >= m_inputSize)
                done = true;
            else if (m_input[m_inPos] != 0x1f || (m_inPos + 1 < m_inputSize && m_input[m_inPos + 1] != 0x8b))
                m_garbageAt = m_inPos; // reported by the next call, after this call's text
            else
                start(); // the next member
        } else if (m_inPos >= m_inputSize && produced == 0) {
            done = true; // the file ends inside a gzip member: a cut file, parse what we have
        }
        return produced;
    }

private:
    void start()
    {
        isal_inflate_init(m_state.get());
        m_state->crc_flag = ISAL_GZIP; // reads the header, checks the CRC and size in the trailer
    }

    int64_t corrupt(int64_t at, const char *why)
    {
        if (!m_parse)
            return -1;
        m_parse->setCompressionError(
            LoadError::tr("The gzip data is corrupt at compressed byte %1 (%2).").arg(at).arg(why));
        return -1;
    }

    static const char *errorName(int rc)
    {
        switch (rc) {
        case ISAL_INVALID_BLOCK:
            return "invalid block";
        case ISAL_INVALID_SYMBOL:
            return "invalid code";
        case ISAL_INVALID_LOOKBACK:
            return "invalid distance too far back";
        case ISAL_INVALID_WRAPPER:
            return "not a gzip header";
        case ISAL_UNSUPPORTED_METHOD:
            return "unknown compression method";
        case ISAL_INCORRECT_CHECKSUM:
            return "incorrect data check";
        default:
            return "inflate failed";
        }
    }

    FileParse *m_parse;
    const unsigned char *m_input;
    int64_t m_inputSize;
    int64_t m_inPos = 0;
    int64_t m_garbageAt = -1; // where bytes that are not a gzip member follow one
    std::unique_ptr<inflate_state> m_state; // about 50 KiB of tables: not on the stack
};

// Inflates on its own thread straight into one page-aligned buffer while the loading thread
// parses that buffer in place behind it (FileParse::runGrowing): the two overlap, nothing is
// copied, and parsed pages are handed back, so the text is never all resident. Output is
// published in pieces of kPieceBytes, exactly as the Prefetcher hands them to a streamed parse, so
// an error lands at the same offset either way. The inflater stays at most `lead` bytes ahead.
class OverlappedInflate : public GrowingInput
{
public:
    static constexpr size_t kPieceBytes = size_t(4) << 20;
    static constexpr uint64_t kMaxReusedPieces = 4096;

    // again: the same text inflated again from the start, for the lines of an error's position.
    OverlappedInflate(GzipInflate &fill, const RereadableText &again, InflatedBuffer &buffer, size_t lead)
        : m_fill(fill)
        , m_again(again)
        , m_buffer(buffer)
        , m_lead(lead)
        , m_thread(startThreadBeside([this] { run(); }))
    {
    }
    ~OverlappedInflate()
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_space.notify_all();
        m_thread.join();
    }
    OverlappedInflate(const OverlappedInflate &) = delete;
    OverlappedInflate &operator=(const OverlappedInflate &) = delete;

    const char *data() const { return m_buffer.data(); }

    // Waits until `want` bytes are inflated or the inflate has ended; what is there now.
    GrowingInput::Available waitFor(size_t want)
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_ready.wait(lock, [&] { return m_produced >= want || m_ended; });
        return { m_produced, m_inputBytes, m_ended, m_failed };
    }

    size_t granularity() const override { return kPieceBytes; }
    // From the text inflated again: counting every piece's lines as it was written took a third
    // of the inflating thread's time, which is what the parser waits for.
    void linesBefore(uint64_t offset, uint64_t &lines, uint64_t &lineStart) const override
    {
        m_again.linesBefore(offset, lines, lineStart);
    }

    // While the inflate runs, parsed pieces are written again further on (no fresh page to fault
    // in and zero); after it, they go back to the kernel.
    void releaseParsed(char *from, size_t bytes) override
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (!m_ended) {
                for (size_t at = 0; at + kPieceBytes <= bytes; at += kPieceBytes)
                    m_parsedPieces.push_back(from + at);
                return;
            }
        }
        ::madvise(from, bytes, MADV_DONTNEED);
    }

    uint64_t reusedPieces() const { return m_reusedPieces.load(std::memory_order_relaxed); }

    // The parser is past `offset`: the inflater may run further ahead.
    void parsedUpTo(size_t offset)
    {
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_parsed = offset;
        }
        m_space.notify_one();
    }

private:
    void run()
    {
        size_t produced = 0;
        for (;;) {
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                m_space.wait(lock, [&] { return m_stop || produced - m_parsed < m_lead; });
                if (m_stop)
                    return;
            }
            size_t have = 0;
            int64_t inputBytes = 0;
            bool done = false;
            bool failed = false;
            char *piece = m_buffer.data() + produced;
            const bool reused = reuseParsedPiece(piece);
            while (have < kPieceBytes && !done) {
                int64_t in = 0;
                const int64_t n = m_fill(piece + have, kPieceBytes - have, done, in);
                inputBytes += in;
                if (n < 0) {
                    failed = true;
                    break;
                }
                have += size_t(n);
            }
            if (reused && have < kPieceBytes)
                std::memset(piece + have, 0, kPieceBytes - have); // past the end reads as zeros
            {
                std::lock_guard<std::mutex> lock(m_mutex);
                if (!failed) {
                    produced += have;
                    m_produced = produced;
                }
                m_inputBytes += inputBytes;
                m_ended = done || failed;
                m_failed = failed;
            }
            m_ready.notify_one();
            if (done || failed) {
                dropParsedPieces();
                return;
            }
        }
    }

    bool reuseParsedPiece(char *piece)
    {
        // Every moved piece is a mapping of its own, and a process may hold about 65,000 of them
        // (vm.max_map_count): past 16 GiB of text the rest is written into fresh pages.
        if (m_reusedPieces.load(std::memory_order_relaxed) >= kMaxReusedPieces)
            return false;
        char *from = nullptr;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            if (m_parsedPieces.empty())
                return false;
            from = m_parsedPieces.back();
            m_parsedPieces.pop_back();
        }
        if (m_buffer.movePages(from, piece, kPieceBytes)) {
            ++m_reusedPieces;
            return true;
        }
        ::madvise(from, kPieceBytes, MADV_DONTNEED);
        return false;
    }

    // Called once m_ended is set: no piece is queued after this.
    void dropParsedPieces()
    {
        std::vector<char *> pieces;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            pieces.swap(m_parsedPieces);
        }
        for (char *p : pieces)
            ::madvise(p, kPieceBytes, MADV_DONTNEED);
    }

    GzipInflate &m_fill;
    const RereadableText &m_again;
    InflatedBuffer &m_buffer;
    const size_t m_lead;
    mutable std::mutex m_mutex;
    std::vector<char *> m_parsedPieces; // parsed, still resident, waiting to be written again
    std::atomic<uint64_t> m_reusedPieces { 0 };
    std::condition_variable m_ready, m_space;
    size_t m_produced = 0;
    int64_t m_inputBytes = 0;
    size_t m_parsed = 0;
    bool m_ended = false;
    bool m_failed = false;
    bool m_stop = false;
    std::thread m_thread; // last: starts after everything above exists
};

// A zstd file decompressed a piece of output at a time (the fill function of FileParse::runStream).
// parse null: a second pass over input already decompressed once (error positions), with no budget
// to check and no error to report.
class ZstdDecompress
{
public:
    ZstdDecompress(FileParse *parse, const unsigned char *input, int64_t inputSize)
        : m_parse(parse)
        , m_input(input)
        , m_inputSize(inputSize)
        , m_stream(ZSTD_createDStream(), ZSTD_freeDStream)
    {
        ZSTD_initDStream(m_stream.get());
    }

    int64_t operator()(char *out, size_t room, bool &done, int64_t &inputBytes)
    {
        ZSTD_inBuffer in { m_input + m_inPos,
            size_t(std::min<int64_t>(m_inputSize - m_inPos, int64_t(1) << 20)), 0 };
        ZSTD_outBuffer outBuf { out, room, 0 };
        const size_t rc = ZSTD_decompressStream(m_stream.get(), &outBuf, &in);
        if (ZSTD_isError(rc)) {
            if (m_parse)
                m_parse->setCompressionError(
                    LoadError::tr("The zstd data is corrupt at compressed byte %1 (%2).")
                        .arg(m_inPos)
                        .arg(ZSTD_getErrorName(rc)));
            return -1;
        }
        inputBytes = int64_t(in.pos);
        m_inPos += inputBytes;
        if (m_parse && !m_parse->withinInflateBudget(int64_t(outBuf.pos), m_inPos))
            return -1;
        // All input used and the decoder had room left: nothing more will come (a frame left
        // unfinished here means a cut file; the JSON parser flags it).
        if (m_inPos >= m_inputSize && outBuf.pos < room)
            done = true;
        return int64_t(outBuf.pos);
    }

private:
    FileParse *m_parse;
    const unsigned char *m_input;
    int64_t m_inputSize;
    int64_t m_inPos = 0;
    std::unique_ptr<ZSTD_DStream, size_t (*)(ZSTD_DStream *)> m_stream;
};
} // namespace

bool loadGzip(FileParse &parse, const unsigned char *input, int64_t inputSize)
{
    GzipInflate fill(&parse, input, inputSize);
    return runMaybePrefetched(parse, inputSize, fill, DecompressedAgain<GzipInflate>(input, inputSize));
}

bool loadGzipOverlapped(FileParse &parse, const unsigned char *input, int64_t inputSize,
    const ParallelParse &parallel, int helpers, uint64_t *reusedPieces)
{
    if (inputSize < kInflateThreadMinBytes)
        return loadGzip(parse, input, inputSize);
    // Address space for the whole text, reserved but not committed: only the pages between the
    // parser and the inflater are ever resident. Its size is the inflate budget (the bomb check).
    InflatedBuffer buffer;
    size_t space = parse.maxInflatedBytes() > 0
        ? size_t(parse.maxInflatedBytes()) + OverlappedInflate::kPieceBytes
        : size_t(1) << 40;
    while (!buffer.reserveAddressSpace(space) && space > (size_t(1) << 30))
        space /= 2;
    if (!buffer.data())
        return loadGzip(parse, input, inputSize);
    if (parse.maxInflatedBytes() <= 0
        || size_t(parse.maxInflatedBytes()) > space - OverlappedInflate::kPieceBytes)
        parse.setMaxInflatedBytes(int64_t(space - OverlappedInflate::kPieceBytes));
    GzipInflate fill(&parse, input, inputSize);
    const DecompressedAgain<GzipInflate> again(input, inputSize);
    OverlappedInflate inflater(
        fill, again, buffer, std::max(parallel.gzipLeadBytes, OverlappedInflate::kPieceBytes));
    const bool ok = parse.runGrowing(inflater, parallel, helpers);
    *reusedPieces = inflater.reusedPieces();
    return ok;
}

bool loadZstd(FileParse &parse, const unsigned char *input, int64_t inputSize)
{
    ZstdDecompress fill(&parse, input, inputSize);
    return runMaybePrefetched(parse, inputSize, fill, DecompressedAgain<ZstdDecompress>(input, inputSize));
}

} // namespace stepline
