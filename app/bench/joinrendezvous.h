#pragma once

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <vector>

namespace stepline::tracegen {

// Where the ranks of a synchronised job meet while TraceGenerator::synchronize() simulates them,
// each on its own thread: every rank reports when it arrived at its k-th all-reduce and waits
// until every rank that gets that far has arrived; all of them then learn the last arrival (the
// join). A rank that has finished leaves, so a job whose ranks run different numbers of steps
// does not wait for them forever. At most `running` ranks compute at once (the others are
// blocked here or waiting for a turn), so a job of hundreds of ranks does not oversubscribe the
// cores. Times are on the clock all ranks share.
class JoinRendezvous
{
public:
    JoinRendezvous(int ranks, int running);

    // A rank's thread starts: waits for a turn to compute.
    void enter();
    // The rank's k-th all-reduce (k counts from 0 on every rank): returns the join. An arrival
    // that does not count (a rank put on time, TraceOptions::onTimeRank) waits like the others but
    // moves no join; a join that no counted arrival set is the latest arrival.
    int64_t arrive(size_t k, int64_t arrivalNs, bool counts = true);
    // The rank has issued `issued` all-reduces and will issue no more.
    void leave(size_t issued);

    // Every join, in order (after every rank has left).
    std::vector<int64_t> joins() const;

private:
    bool complete(size_t k) const;
    int64_t joinOf(size_t k) const;
    void releaseTurn(std::unique_lock<std::mutex> &lock);
    void takeTurn(std::unique_lock<std::mutex> &lock);

    const int m_ranks;
    const int m_running;
    int m_computing = 0;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<int> m_arrived; // per all-reduce
    std::vector<int64_t> m_latest; // per all-reduce: the latest counted arrival so far
    std::vector<int64_t> m_latestAny; // per all-reduce: the latest arrival so far, counted or not
    std::vector<size_t> m_leftAfter; // per rank that left: how many all-reduces it had issued
};

} // namespace stepline::tracegen
