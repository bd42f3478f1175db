#include "idlecauses.h"

#include <array>

namespace stepline {

namespace {

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

bool contains(std::string_view s, std::string_view needle)
{
    return s.find(needle) != std::string_view::npos;
}

// Name-only parts of the sync rule: which need a runtime/driver call, which hold for any host event.
bool isSyncRuntimeName(std::string_view name)
{
    if (contains(name, "Synchronize"))
        return true;
    return (contains(name, "cudaMemcpy") || contains(name, "hipMemcpy")) && !contains(name, "Async");
}

bool isSyncOpName(std::string_view name)
{
    return name == "aten::item" || name == "aten::_local_scalar_dense";
}

constexpr uint8_t kKnown = 1, kGetNext = 2, kSyncRuntime = 4, kSyncOp = 8;

} // namespace

std::string_view idleCauseKey(IdleCause cause)
{
    static constexpr std::array<std::string_view, kIdleCauseCount> kKeys
        = { "queued", "launch", "data_loader", "sync", "host_ops", "host_other", "unattributed" };
    return kKeys[size_t(cause)];
}

std::string_view idleCauseLabel(IdleCause cause)
{
    static constexpr std::array<std::string_view, kIdleCauseCount> kLabels
        = { "Queued", "Launch", "Data loader", "Sync", "Host ops", "Host other", "Unattributed" };
    return kLabels[size_t(cause)];
}

bool isGetNextCall(std::string_view name)
{
    return startsWith(name, "enumerate(DataLoader)#") || startsWith(name, "DataLoaderIterNext")
        || name == "GetNext";
}

bool isHostSyncCall(EventKind kind, std::string_view name)
{
    return (isLaunchCall(kind) && isSyncRuntimeName(name)) || isSyncOpName(name);
}

namespace detail {

HostCauseIndex::HostCauseIndex(const Profile &profile)
    : m_profile(profile)
    , m_slotOfTrack(profile.tracks().size(), -1)
    , m_nameFlags(profile.strings().size(), 0)
{
}

const HostCauseIndex::Partition &HostCauseIndex::partition(TrackId thread)
{
    int32_t &slot = m_slotOfTrack[thread.value];
    if (slot < 0) {
        m_partitions.emplace_back();
        slot = int32_t(m_partitions.size() - 1);
        build(thread, &m_partitions.back());
    }
    return m_partitions[size_t(slot)];
}

void HostCauseIndex::build(TrackId thread, Partition *out)
{
    const SliceTable &s = m_profile.slices();
    const Track &track = m_profile.track(thread);
    m_runs.clear();
    appendRuns(m_profile, thread.value, &m_runs);
    if (track.sliceBegin == track.sliceEnd)
        return;
    // Classes in rule order: 0 data_loader, 1 sync, 2 host_ops (every host event). The sweep starts
    // before any slice; the uncovered piece up to the first one is dropped like every other gap.
    CoverageSweep<3> sweep(std::numeric_limits<int64_t>::min());
    auto emit = [&](int64_t a, int64_t b, unsigned mask) {
        if (mask == 0)
            return;
        const IdleCause cause = (mask & 1) ? IdleCause::DataLoader
            : (mask & 2)                   ? IdleCause::Sync
                                           : IdleCause::HostOps;
        if (!out->end.empty() && out->end.back() == a && out->cause.back() == cause) {
            out->end.back() = b;
            return;
        }
        out->start.push_back(a);
        out->end.push_back(b);
        out->cause.push_back(cause);
    };
    auto flagsOf = [&](uint32_t i) {
        uint8_t &flags = m_nameFlags[s.name[i].value];
        if (flags == 0) {
            const std::string_view name = m_profile.str(s.name[i]);
            flags = kKnown | (isGetNextCall(name) ? kGetNext : 0)
                | (isSyncRuntimeName(name) ? kSyncRuntime : 0) | (isSyncOpName(name) ? kSyncOp : 0);
        }
        return flags;
    };
    // A host event nested in a host parent adds nothing to "any host event": only top-level (or
    // lane-split) events and the data-loader / sync calls go through the merge.
    auto keep = [&](uint32_t i) {
        return isHostUnionSlice(s, i)
            || (isHostKind(s.kind[i]) && (flagsOf(i) & (kGetNext | kSyncRuntime | kSyncOp)) != 0);
    };
    forEachSliceByStart(s, m_runs, m_scratch, keep, [&](uint32_t i) {
        const int64_t t = s.ts[i];
        if (t > sweep.pos)
            sweep.flushTo(t, emit);
        const uint8_t flags = flagsOf(i);
        const int64_t e = t + s.dur[i];
        if (flags & kGetNext)
            sweep.add(0, e);
        if ((flags & kSyncOp) || ((flags & kSyncRuntime) && isLaunchCall(s.kind[i])))
            sweep.add(1, e);
        sweep.add(2, e);
    });
    sweep.flushTo(sweep.coveredUntil(), emit);
}

} // namespace detail

} // namespace stepline
