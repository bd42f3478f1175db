#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

class Profile;
struct Track;

// A selection of ranks or devices that every analysis takes, so charts can follow a scope selector
// and `stepline export-charts --scope` can pass one through.
//
//   whole job   "" or "job"
//   node=NAME   every rank whose RankInfo::node is NAME
//   rank=N      the rank with RankInfo::rank == N (the rank *number*, not the index)
//   gpu=R:D     device D of rank R. Host figures (CPU time, steps, annotations) of a GPU scope
//               use the whole rank R: the host side of one GPU is its rank's process.
struct Scope
{
    enum class Kind : uint8_t { Job, Node, Rank, Gpu };

    Kind kind = Kind::Job;
    std::string node; // Kind::Node
    int32_t rank = -1; // Kind::Rank and Kind::Gpu: a RankInfo::rank number
    int32_t device = -1; // Kind::Gpu

    static Scope job() { return {}; }
    static Scope ofNode(std::string name);
    static Scope ofRank(int32_t rank);
    static Scope ofGpu(int32_t rank, int32_t device);

    // Parses the forms above. On failure returns false and sets *error (English, for the CLI).
    static bool parse(std::string_view text, Scope *out, std::string *error = nullptr);
    // The canonical text form ("job", "node=NAME", "rank=N", "gpu=R:D"); parse(toString()) == *this.
    std::string toString() const;

    friend bool operator==(const Scope &, const Scope &) = default;
};

// A Scope resolved against one profile: which rank indices (Profile::ranks() positions) and which
// devices it contains. Cheap to build (one pass over ranks); analyses build one per call.
class ScopeFilter
{
public:
    ScopeFilter(const Profile &profile, const Scope &scope);

    // Host side: the rank index is selected.
    bool includesRank(uint32_t rankIndex) const { return rankIndex < m_ranks.size() && m_ranks[rankIndex]; }
    // GPU side: the rank is selected and, for a GPU scope, the device matches.
    bool includesDevice(uint32_t rankIndex, int32_t device) const
    {
        return includesRank(rankIndex) && (m_device < 0 || device == m_device);
    }
    // True when the scope names a node/rank/GPU that the profile does not have.
    bool isEmpty() const { return m_empty; }

private:
    std::vector<char> m_ranks; // per rank index
    int32_t m_device = -1;
    bool m_empty = false;
};

// The GPU device of a track that carries GPU activity (METRICS.md: args.device, else the GPU row's
// pid; the loader puts each GPU op on its device's rows, so Track::device is that value). Falls
// back to the process's device, then its pid.
int32_t deviceOfTrack(const Profile &profile, const Track &track);

} // namespace stepline
