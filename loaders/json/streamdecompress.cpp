#include "streamdecompress.h"

#include "fileparse.h"

#include <zlib.h>
#include <zstd.h>

#include <condition_variable>
#include <deque>
#include <functional>
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

} // namespace

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

} // namespace stepline
