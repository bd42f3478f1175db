#pragma once

#include "hugepages.h"
#include "parallelparse.h"
#include "rawevent.h"
#include "traceparser.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace stepline {

// Parallel parsing of one big plain JSON file (memory-mapped, so every byte is addressable).
//
// The traceEvents array is cut at candidate event starts (findChunkBoundaries) and helper threads
// tokenize the chunks ahead of the main thread into lists of events. The main thread still runs
// the one TraceEventHandler in file order, so B/E matching, interning order, arg ids, warnings and
// their offsets, and a baseTimeNanoseconds at the end come out exactly as in a sequential load.
// A chunk's events are used only when the main parser arrives exactly at the chunk's first byte,
// between two events of the array (TraceParser::atEventBoundary): that proves the cut was a real
// event boundary and not, say, a '{' inside a string or an args object. Otherwise the chunk is
// parsed again by the main parser, sequentially, from wherever it stands.

// Offsets of candidate event starts about every chunkBytes (the first after about headBytes; 0:
// chunkBytes): a '{' preceded by "}," and followed by a '"' or '}' (whitespace allowed between).
// Strictly increasing, all > 0.
std::vector<uint64_t> findChunkBoundaries(
    const char *data, size_t size, size_t chunkBytes, size_t headBytes = 0);

// The events of one chunk as a helper thread parsed them. Views point into the chunk's text (the
// mapped file, or `text` when the helper read the chunk from the file), or into `decoded` for
// strings that held escapes.
struct ChunkEvents
{
    // The chunk read from the file (ChunkScheduler's fd); reused, in huge pages like the events.
    std::vector<char, hugepages::Allocator<char>> text;
    size_t textBytes = 0; // of text read this time, from the chunk's start (0: none, the mapping)
    // A helper fills a list of several hundred KiB at once: huge pages save it most page faults.
    std::vector<RawEvent, hugepages::Allocator<RawEvent>> events;
    std::vector<uint64_t> offsets;
    std::deque<std::string> decoded; // a deque: growing it never moves the strings viewed
    TraceParser::RunEnd end;
};

// Hands chunks 1..n-1 to helper threads, at most maxAhead chunks beyond the one the main thread
// is at (bounded memory), nearest first, and gives the results back in order.
class ChunkScheduler
{
public:
    // boundaries: starts of chunks 1..n-1 (chunk 0, the file's head, is the main thread's).
    // parallel.recordAll (tests): take() never returns nullptr for a chunk nobody started; the main
    // thread tokenizes it into a ChunkEvents like a helper would, so every verified chunk takes that
    // path. fd: the file that data maps, or -1. With a file, helpers read their chunk (and
    // parallel.helperReadPast bytes beyond it) with pread into a reused buffer instead of touching
    // the mapping: on a VM a fault per 64 KiB of mapped file costs several times the copy. The
    // loading thread still reads the mapping, where it parses (the head, what a helper left).
    ChunkScheduler(const char *data, size_t size, std::vector<uint64_t> boundaries, int helpers,
        size_t maxAhead, const ParallelParse &parallel, int fd);
    ~ChunkScheduler(); // stops and joins the helpers
    ChunkScheduler(const ChunkScheduler &) = delete;
    ChunkScheduler &operator=(const ChunkScheduler &) = delete;

    size_t chunkCount() const { return m_boundaries.size() + 1; }
    uint64_t chunkBegin(size_t k) const { return k == 0 ? 0 : m_boundaries[k - 1]; }
    uint64_t chunkEnd(size_t k) const { return k < m_boundaries.size() ? m_boundaries[k] : m_size; }

    // Main thread, chunks in increasing order. Returns chunk k's events, or nullptr when no helper
    // started it: the main thread then parses it itself. A chunk a helper is still on comes back
    // part done (its RunEnd short of the chunk's end), after a wait of at most one event's parse
    // (kGiveBackWait when the helper does not answer: nullptr).
    std::unique_ptr<ChunkEvents> take(size_t k);
    // Main thread: chunk k will not be used (its cut was not verified); frees it.
    void drop(size_t k);
    // Main thread: a list take() returned, all handed over. Its memory goes to the next chunk a
    // helper parses: fresh lists cost a page fault per 4 KiB, a third of a load's faults.
    void recycle(std::unique_ptr<ChunkEvents> used);
    int helpers() const { return int(m_threads.size()); }

private:
    enum class State : uint8_t { Free, Busy, Done, Gone };
    static constexpr std::chrono::microseconds kGiveBackWait { 1000 };
    void helperLoop();
    // Claims the first free chunk in (m_current, m_current + maxAhead]; lock held. 0 = none.
    size_t claimLocked();
    void parseChunk(size_t k); // runs without the lock

    const char *m_data;
    size_t m_size;
    std::vector<uint64_t> m_boundaries;
    size_t m_maxAhead;
    bool m_recordAll;
    int m_fd;
    size_t m_readPast;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<State> m_state; // by chunk
    std::unique_ptr<std::atomic<bool>[]> m_giveBack; // by chunk: the main thread is there, hand it over
    std::vector<std::unique_ptr<ChunkEvents>> m_results; // by chunk
    std::vector<std::unique_ptr<ChunkEvents>> m_spare; // recycled lists, emptied
    size_t m_current = 0; // chunk the main thread is at
    bool m_stop = false;
    std::vector<std::thread> m_threads;
};

} // namespace stepline
