#include "whatifnamerules.h"

#include "commkernel.h"
#include "steps.h"

namespace stepline::whatifbuild {

uint16_t WhatIfNameRules::nameFlags(std::string_view n)
{
    uint16_t f = kKnown;
    if (isGetNextCall(n))
        f |= kGetNext;
    if (launchesGpuWork(n))
        f |= kLaunchName;
    if (parseStepNumber(n))
        f |= kStep;
    if (isHostSyncCall(EventKind::CudaRuntime, n))
        f |= kSyncAsRuntime;
    if (isHostSyncCall(EventKind::CpuOp, n))
        f |= kSyncAsOther;
    const GpuActivityClass kernel = gpuActivityClass(EventKind::Kernel, n);
    if (kernel == GpuActivityClass::Communication)
        f |= kCommName;
    else if (kernel == GpuActivityClass::Memcpy)
        f |= kCopyName;
    return f;
}

} // namespace stepline::whatifbuild
