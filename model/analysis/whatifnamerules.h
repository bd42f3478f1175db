#pragma once

// What a slice name means to the what-if graph (whatifgraph.h): a data-loader call, a launch, a
// step, a host sync, a communication or copy kernel. Examined once per distinct name (a job has
// millions of events and a few thousand names); the sync and launch rules depend on the slice's
// kind too, which hostRules() and activityClass() resolve.

#include "analysisinternal.h"
#include "gputime.h"

#include <cstdint>
#include <string_view>

namespace stepline::whatifbuild {

// Per slice name: what the host and GPU rules need to know.
enum NameFlag : uint16_t {
    kGetNext = 1,
    kLaunchName = 2, // launchesGpuWork
    kStep = 4,
    kSyncAsRuntime = 8, // isHostSyncCall for a runtime or driver call
    kSyncAsOther = 16, // isHostSyncCall for any other host event
    kCommName = 32, // a communication kernel's name
    kCopyName = 64, // a kernel that is a copy (ROCm)
    kKnown = 128,
};
// What hostRules() gives for one slice: the rules resolved with its kind.
enum HostRule : uint8_t { kRuleGetNext = 1, kRuleSync = 2, kRuleLaunch = 4, kRuleStep = 8 };

class WhatIfNameRules
{
public:
    explicit WhatIfNameRules(const Profile &profile)
        : m_names(profile)
    {
    }

    // The NameFlag bits of a name.
    uint16_t flags(StringId name) { return m_names.get(name, &nameFlags); }

    // The host rules (HostRule bits) of a slice with this name and kind.
    uint8_t hostRules(StringId name, EventKind kind)
    {
        const uint16_t f = flags(name);
        const bool launch = isLaunchCall(kind);
        return uint8_t(((f & kGetNext) ? kRuleGetNext : 0) | ((f & kStep) ? kRuleStep : 0)
            | (launch && (f & kLaunchName) ? kRuleLaunch : 0)
            | ((f & (launch ? kSyncAsRuntime : kSyncAsOther)) ? kRuleSync : 0));
    }

    // gpuActivityClass() of a GPU activity of this kind and name.
    GpuActivityClass activityClass(EventKind kind, StringId name)
    {
        if (kind != EventKind::Kernel)
            return kind == EventKind::Memcpy ? GpuActivityClass::Memcpy : GpuActivityClass::Computation;
        const uint16_t f = flags(name);
        return (f & kCommName) ? GpuActivityClass::Communication
            : (f & kCopyName)  ? GpuActivityClass::Memcpy
                               : GpuActivityClass::Computation;
    }

private:
    static uint16_t nameFlags(std::string_view name);

    detail::NameMemo<uint16_t> m_names;
};

} // namespace stepline::whatifbuild
