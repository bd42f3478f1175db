#pragma once

#include "scopedprofile.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace stepline {

class Profile;

enum class MemoryOpKind : uint8_t { HtoD, DtoH, DtoD, HtoH, PtoP, OtherMemcpy, Memset };
inline constexpr size_t kMemoryOpKindCount = 7;

// JSON key: "htod", "dtoh", "dtod", "htoh", "ptop", "other_memcpy", "memset".
std::string_view memoryOpKey(MemoryOpKind kind);
std::string_view memoryOpLabel(MemoryOpKind kind);

// The kind of a gpu_memcpy from its name ("Memcpy HtoD (Pageable -> Device)"; also the spelled-out
// "HostToDevice" forms); OtherMemcpy when no direction is named.
MemoryOpKind memcpyKindFromName(std::string_view name);

struct MemoryOpBreakdown
{
    std::array<int64_t, kMemoryOpKindCount> ns {};
    std::array<uint64_t, kMemoryOpKindCount> count {};

    // Adds another scope's operations (ranks summed for a job).
    MemoryOpBreakdown &operator+=(const MemoryOpBreakdown &b)
    {
        for (size_t k = 0; k < ns.size(); ++k) {
            ns[k] += b.ns[k];
            count[k] += b.count[k];
        }
        return *this;
    }
};

MemoryOpBreakdown memoryOps(const ScopedProfile &scoped);
MemoryOpBreakdown memoryOps(const Profile &profile, const Scope &scope = {});

} // namespace stepline
