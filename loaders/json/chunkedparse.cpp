#include "chunkedparse.h"

#include "jsonscan.h"
#include "preadall.h"
#include "threadstart.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <system_error>

namespace stepline {

namespace {

// Keeps what a helper's parser hands over. Strings that held escapes were decoded into the
// parser's scratch space, which the next event reuses, so those are copied; the rest stay views
// into the mapped file.
class RecordingSink : public EventSink
{
public:
    RecordingSink(ChunkEvents &out, const char *fileBegin, const char *fileEnd)
        : m_out(out)
        , m_begin(fileBegin)
        , m_end(fileEnd)
    {
    }

    void onEvent(const RawEvent &event, uint64_t byteOffset) override
    {
        RawEvent e = event;
        keep(e.name);
        keep(e.cat);
        keep(e.pidText);
        keep(e.tidText);
        keep(e.args);
        m_out.events.push_back(e);
        m_out.offsets.push_back(byteOffset);
    }
    void onTopLevel(std::string_view, std::string_view, uint64_t) override { }

private:
    void keep(std::string_view &text)
    {
        if (text.empty() || (text.data() >= m_begin && text.data() + text.size() <= m_end))
            return;
        m_out.decoded.emplace_back(text);
        text = m_out.decoded.back();
    }

    ChunkEvents &m_out;
    const char *m_begin;
    const char *m_end;
};

bool isWhite(char c)
{
    return json::isSpace(c);
}

// '{' at `at` preceded by "}," and followed by '"' or '}', whitespace allowed in between.
bool looksLikeEventStart(const char *data, size_t size, size_t at)
{
    size_t after = at + 1;
    while (after < size && isWhite(data[after]))
        ++after;
    if (after >= size || (data[after] != '"' && data[after] != '}'))
        return false;
    size_t before = at;
    while (before > 0 && isWhite(data[before - 1]))
        --before;
    if (before == 0 || data[before - 1] != ',')
        return false;
    --before;
    while (before > 0 && isWhite(data[before - 1]))
        --before;
    return before > 0 && data[before - 1] == '}';
}

} // namespace

std::vector<uint64_t> findChunkBoundaries(const char *data, size_t size, size_t chunkBytes, size_t headBytes)
{
    std::vector<uint64_t> out;
    if (chunkBytes == 0)
        return out;
    size_t pos = headBytes > 0 ? headBytes : chunkBytes;
    while (pos < size) {
        const void *hit = std::memchr(data + pos, '{', size - pos);
        if (!hit)
            break;
        const size_t at = size_t(static_cast<const char *>(hit) - data);
        if (looksLikeEventStart(data, size, at)) {
            out.push_back(at);
            pos = at + chunkBytes;
        } else {
            pos = at + 1;
        }
    }
    return out;
}

ChunkScheduler::ChunkScheduler(const char *data, size_t size, std::vector<uint64_t> boundaries, int helpers,
    size_t maxAhead, const ParallelParse &parallel, int fd)
    : m_data(data)
    , m_size(size)
    , m_boundaries(std::move(boundaries))
    , m_maxAhead(std::max<size_t>(maxAhead, 1))
    , m_recordAll(parallel.recordAll)
    , m_fd(fd)
    , m_readPast(parallel.helperReadPast)
{
    m_state.assign(chunkCount(), State::Free);
    m_state[0] = State::Gone; // the file's head: always the main thread's
    m_giveBack = std::make_unique<std::atomic<bool>[]>(chunkCount());
    m_results.resize(chunkCount());
    for (int i = 0; i < helpers && chunkCount() > 1; ++i) {
        try {
            m_threads.push_back(startThreadBeside([this] { helperLoop(); }));
        } catch (const std::system_error &) {
            break; // no more threads to be had (a memory or process limit): fewer helpers
        }
    }
}

ChunkScheduler::~ChunkScheduler()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    for (std::thread &t : m_threads)
        t.join();
}

size_t ChunkScheduler::claimLocked()
{
    // The nearest free chunk: the main thread takes chunks in order, and one a helper is still on
    // when it arrives is handed over part done (take), so working just ahead of it wastes nothing
    // and leaves it no chunk to tokenize alone while a helper works farther on.
    const size_t last = std::min(chunkCount() - 1, m_current + m_maxAhead);
    for (size_t k = m_current + 1; k <= last; ++k) {
        if (m_state[k] == State::Free) {
            m_state[k] = State::Busy;
            return k;
        }
    }
    return 0;
}

void ChunkScheduler::parseChunk(size_t k)
{
    std::unique_ptr<ChunkEvents> result;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_spare.empty()) {
            result = std::move(m_spare.back());
            m_spare.pop_back();
        }
    }
    if (!result)
        result = std::make_unique<ChunkEvents>();
    // A chunk holds roughly one event per 200-400 bytes; reserving avoids regrowing.
    const uint64_t begin = chunkBegin(k);
    const uint64_t end = chunkEnd(k);
    result->events.reserve(size_t((end - begin) / 256 + 16));
    result->offsets.reserve(result->events.capacity());
    // The text from the chunk's start: the rest of the mapped file, or what was read of it.
    const char *text = m_data + begin;
    size_t textSize = m_size - size_t(begin);
    if (m_fd >= 0) {
        textSize = size_t(std::min<uint64_t>(end - begin + m_readPast, m_size - begin));
        if (result->text.size() < textSize)
            result->text.resize(textSize);
        // A short read (the file shrank, an error) ends the run early: the loading thread meets
        // the cause in the mapping.
        textSize = preadAll(m_fd, result->text.data(), textSize, begin);
        text = result->text.data();
        result->textBytes = textSize;
    }
    RecordingSink sink(*result, text, text + textSize);
    TraceParser parser(sink);
    // An event that straddles the cut is finished here when its end is in the text; else (and
    // where a read came short) the run ends before it and the loading thread parses on.
    result->end = parser.parseEventRun(text, textSize, begin, end, sink, &m_giveBack[k]);
    bool dropped = false;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_state[k] == State::Busy) {
            m_results[k] = std::move(result);
            m_state[k] = State::Done;
        } else {
            dropped = true; // the main thread parsed it meanwhile
        }
    }
    if (dropped)
        recycle(std::move(result));
}

void ChunkScheduler::helperLoop()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    while (!m_stop) {
        const size_t k = claimLocked();
        if (k == 0) {
            m_changed.wait(lock);
            continue;
        }
        lock.unlock();
        try {
            parseChunk(k);
        } catch (const std::bad_alloc &) {
            // Out of memory on a helper: the main thread parses the chunk (and meets the
            // shortage itself, where the loader turns it into an error); this helper stops.
            lock.lock();
            if (m_state[k] == State::Busy)
                m_state[k] = State::Free;
            m_changed.notify_all();
            return;
        }
        m_changed.notify_all();
        lock.lock();
    }
}

std::unique_ptr<ChunkEvents> ChunkScheduler::take(size_t k)
{
    std::unique_lock<std::mutex> lock(m_mutex);
    m_current = k;
    m_changed.notify_all(); // the window of chunks helpers may start moved
    std::chrono::steady_clock::time_point giveUpAt;
    bool asked = false;
    for (;;) {
        switch (m_state[k]) {
        case State::Done:
            m_state[k] = State::Gone;
            return std::move(m_results[k]);
        case State::Gone:
            return nullptr;
        case State::Free:
            if (!m_recordAll) {
                m_state[k] = State::Gone;
                return nullptr;
            }
            m_state[k] = State::Busy;
            lock.unlock();
            parseChunk(k);
            lock.lock();
            continue;
        case State::Busy:
            // A helper is still on it: it hands over what it has tokenized so far at its next
            // event, and this thread parses the rest. A helper that does not answer within
            // kGiveBackWait (descheduled) is not waited for: this thread parses the whole chunk
            // and the helper's result is thrown away. Tests (recordAll) wait for the whole
            // chunk, so that every verified chunk takes the helper path.
            if (m_recordAll) {
                m_changed.wait(lock);
                continue;
            }
            if (!asked) {
                m_giveBack[k].store(true, std::memory_order_relaxed);
                giveUpAt = std::chrono::steady_clock::now() + kGiveBackWait;
                asked = true;
            }
            if (m_changed.wait_until(lock, giveUpAt) == std::cv_status::timeout
                && m_state[k] == State::Busy) {
                m_state[k] = State::Gone;
                return nullptr;
            }
            continue;
        }
    }
}

void ChunkScheduler::recycle(std::unique_ptr<ChunkEvents> used)
{
    if (!used)
        return;
    used->events.clear();
    used->offsets.clear();
    used->decoded.clear();
    used->textBytes = 0;
    used->end = TraceParser::RunEnd();
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_spare.size() < m_maxAhead + m_threads.size())
        m_spare.push_back(std::move(used));
}

void ChunkScheduler::drop(size_t k)
{
    std::unique_ptr<ChunkEvents> unused;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_current = k;
        m_state[k] = State::Gone;
        unused = std::move(m_results[k]);
    }
    m_changed.notify_all();
    recycle(std::move(unused));
}

} // namespace stepline
