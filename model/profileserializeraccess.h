#pragma once

#include "profile.h"

#include <memory>
#include <string_view>
#include <vector>

namespace stepline {

// The door the native format (loaders/stepline*.h) uses to move a Profile's columns in and out
// without copying them twice and without re-deriving anything finalize() computed. No I/O here:
// the model stays free of files; the loader encodes and decodes.
//
// A Profile made by create() is empty; the reader fills every part through the mutable accessors
// and validates them before handing the profile out as const.
class ProfileSerializer
{
public:
    static std::shared_ptr<Profile> create();

    static JobInfo &job(Profile &p) { return p.m_job; }
    static StringPool &strings(Profile &p) { return p.m_strings; }
    static std::vector<RankInfo> &ranks(Profile &p) { return p.m_ranks; }
    static std::vector<Process> &processes(Profile &p) { return p.m_processes; }
    static std::vector<Track> &tracks(Profile &p) { return p.m_tracks; }
    static SliceTable &slices(Profile &p) { return p.m_slices; }
    static InstantTable &instants(Profile &p) { return p.m_instants; }
    static CounterTable &counters(Profile &p) { return p.m_counters; }
    static FlowTable &flows(Profile &p) { return p.m_flows; }
    static LoadReport &report(Profile &p) { return p.m_report; }
    static ArgStore &args(Profile &p) { return p.m_args; }
    static std::vector<uint32_t> &depthOffsets(Profile &p) { return p.m_depthOffsets; }
    static const std::vector<uint32_t> &depthOffsets(const Profile &p) { return p.m_depthOffsets; }
    static void setBounds(Profile &p, int64_t startNs, int64_t endNs)
    {
        p.m_startNs = startNs;
        p.m_endNs = endNs;
    }

    // Args: the zstd blocks as the store holds them, the ones it keeps uncompressed
    // (ArgStore::rawBudget) compressed here, so that a file holds every block compressed whatever
    // the writing process's budget was.
    struct ArgBlock
    {
        const char *data = nullptr;
        uint32_t compressedSize = 0; // 0: data holds rawSize uncompressed bytes (zstd failed)
        uint32_t rawSize = 0;
        uint32_t firstId = 0;
        std::unique_ptr<char[]> owned; // data, when compressed here
    };
    static std::vector<ArgBlock> argBlocks(const ArgStore &store);
    // Offset of each arg text inside its block (ids are contiguous within a block).
    static const std::vector<uint32_t> &argOffsets(const ArgStore &store) { return store.m_offsetInBlock; }
    // Texts appended after the last seal() (empty for a finalized profile).
    static std::string_view argTail(const ArgStore &store) { return store.m_current; }

    // Rebuilding an empty store: fill the offsets first, then add the blocks in id order (false
    // when a block is out of order).
    static std::vector<uint32_t> &argOffsets(ArgStore &store) { return store.m_offsetInBlock; }
    static bool addArgBlock(ArgStore &store, std::unique_ptr<char[]> data, uint32_t compressedSize,
        uint32_t rawSize, uint32_t firstId);
    // True when the blocks cover every id exactly once; call after the last addArgBlock().
    static bool argStoreComplete(const ArgStore &store);
};

} // namespace stepline
