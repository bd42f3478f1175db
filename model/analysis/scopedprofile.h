#pragma once

#include "scope.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// Which device of which rank a per-device result is about.
struct DevicePlace
{
    uint32_t rankIndex = 0; // Profile::ranks() position
    int32_t rank = -1; // RankInfo::rank
    int32_t device = -1;
    std::string node;

    // This part of a result, to assign another's place to.
    DevicePlace &place() { return *this; }
};

// A stretch of time on one device of one rank (a place to show).
struct DeviceStretch
{
    uint32_t rankIndex = 0; // Profile::ranks() position
    int32_t rank = -1; // RankInfo::rank
    int32_t device = -1; // -1: unknown
    int64_t startNs = 0; // ns since the job origin (the job start)
    int64_t endNs = 0;

    // This part of a result, to assign another's stretch to.
    DeviceStretch &stretch() { return *this; }
};

// One GPU device of one rank, with the tracks that carry its activity. A device exists only when
// some track has GPU activity (kernel, memcpy, memset): METRICS.md "Device of a rank".
struct GpuDevice : DevicePlace
{
    std::string name; // deviceProperties name, empty when unknown
    int64_t windowStartNs = 0; // the rank's window
    int64_t windowEndNs = 0;
    std::vector<uint32_t> tracks; // TrackId values, ascending
};

namespace detail {
// Devices of a scope plus, per track, the position of its device in `devices` (-1: not a device
// track or outside the scope).
struct DeviceIndex
{
    std::vector<GpuDevice> devices;
    std::vector<int32_t> deviceOfTrack;
};
} // namespace detail

// A profile seen through one scope: the scope resolved to ranks (filter) and, on first use, to
// devices. Several analyses of one scope (the dashboard, summary, compare) share one, so the
// filter and the device index are built once rather than per analysis. Copies share the device
// index; deviceIndex() may be called from several threads at once. The profile must outlive it.
class ScopedProfile
{
public:
    ScopedProfile(const Profile &profile, const Scope &scope);

    const Profile &profile() const { return *m_profile; }
    const Scope &scope() const { return m_scope; }
    const ScopeFilter &filter() const { return m_filter; }
    // The scope's devices sorted by (rank, device), and the device of each track.
    const detail::DeviceIndex &deviceIndex() const;
    const std::vector<GpuDevice> &devices() const { return deviceIndex().devices; }

private:
    struct LazyIndex;
    const Profile *m_profile;
    Scope m_scope;
    ScopeFilter m_filter;
    std::shared_ptr<LazyIndex> m_index;
};

} // namespace stepline
