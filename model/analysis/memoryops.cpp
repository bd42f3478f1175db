#include "memoryops.h"

#include "analysisinternal.h"

#include <array>

namespace stepline {

std::string_view memoryOpKey(MemoryOpKind kind)
{
    static constexpr std::array<std::string_view, kMemoryOpKindCount> kKeys
        = { "htod", "dtoh", "dtod", "htoh", "ptop", "other_memcpy", "memset" };
    return kKeys[size_t(kind)];
}

std::string_view memoryOpLabel(MemoryOpKind kind)
{
    static constexpr std::array<std::string_view, kMemoryOpKindCount> kLabels
        = { "HtoD", "DtoH", "DtoD", "HtoH", "PtoP", "Other memcpy", "Memset" };
    return kLabels[size_t(kind)];
}

MemoryOpKind memcpyKindFromName(std::string_view name)
{
    // CUPTI writes "Memcpy HtoD (Pinned -> Device)"; some producers spell the direction out.
    struct Pattern
    {
        std::string_view text;
        MemoryOpKind kind;
    };
    static constexpr Pattern kPatterns[] = {
        { "HtoD", MemoryOpKind::HtoD },
        { "DtoH", MemoryOpKind::DtoH },
        { "DtoD", MemoryOpKind::DtoD },
        { "HtoH", MemoryOpKind::HtoH },
        { "PtoP", MemoryOpKind::PtoP },
        { "HostToDevice", MemoryOpKind::HtoD },
        { "DeviceToHost", MemoryOpKind::DtoH },
        { "DeviceToDevice", MemoryOpKind::DtoD },
        { "HostToHost", MemoryOpKind::HtoH },
        { "PeerToPeer", MemoryOpKind::PtoP },
    };
    // The direction is the first one named (the parenthesised memory kinds come after it).
    size_t bestPos = std::string_view::npos;
    MemoryOpKind best = MemoryOpKind::OtherMemcpy;
    for (const Pattern &p : kPatterns) {
        const size_t pos = name.find(p.text);
        if (pos < bestPos) {
            bestPos = pos;
            best = p.kind;
        }
    }
    return best;
}

MemoryOpBreakdown memoryOps(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const detail::DeviceIndex &index = scoped.deviceIndex();
    const SliceTable &s = profile.slices();
    detail::NameMemo<MemoryOpKind> memo(profile);
    MemoryOpBreakdown out;
    for (const GpuDevice &d : index.devices) {
        detail::forEachDeviceSlice(profile, d, [&](uint32_t i) {
            MemoryOpKind kind;
            if (s.kind[i] == EventKind::Memcpy)
                kind = memo.get(s.name[i], memcpyKindFromName);
            else if (s.kind[i] == EventKind::Memset)
                kind = MemoryOpKind::Memset;
            else
                return;
            out.ns[size_t(kind)] += s.dur[i];
            ++out.count[size_t(kind)];
        });
    }
    return out;
}

MemoryOpBreakdown memoryOps(const Profile &profile, const Scope &scope)
{
    return memoryOps(ScopedProfile(profile, scope));
}

} // namespace stepline
