#include "criticalpaths.h"

#include "gputimepalette.h"

#include <QCoreApplication>

namespace stepline {

namespace {

GpuTimeClass gpuTimeClassOf(WhatIfClass c)
{
    switch (c) {
    case WhatIfClass::Compute:
        return GpuTimeClass::Computation;
    case WhatIfClass::CommWait:
        return GpuTimeClass::ExposedCommWait;
    case WhatIfClass::CommTransfer:
        return GpuTimeClass::ExposedCommTransfer;
    case WhatIfClass::Launch:
        return GpuTimeClass::Launch;
    case WhatIfClass::DataLoader:
        return GpuTimeClass::DataLoader;
    case WhatIfClass::Sync:
        return GpuTimeClass::Sync;
    case WhatIfClass::HostOps:
    case WhatIfClass::HostOther:
        break;
    }
    return GpuTimeClass::HostOps;
}

} // namespace

QString criticalPathClassLabel(WhatIfClass c)
{
    switch (c) {
    case WhatIfClass::Compute:
        return QCoreApplication::translate("stepline", "compute");
    case WhatIfClass::CommWait:
        return QCoreApplication::translate("stepline", "comm wait");
    case WhatIfClass::CommTransfer:
        return QCoreApplication::translate("stepline", "comm transfer");
    case WhatIfClass::Launch:
        return QCoreApplication::translate("stepline", "launch");
    case WhatIfClass::DataLoader:
        return QCoreApplication::translate("stepline", "data loader");
    case WhatIfClass::Sync:
        return QCoreApplication::translate("stepline", "sync");
    case WhatIfClass::HostOps:
    case WhatIfClass::HostOther:
        break;
    }
    return QCoreApplication::translate("stepline", "host ops");
}

QColor criticalPathClassColor(WhatIfClass c, bool dark)
{
    return gpuTimeClassColor(gpuTimeClassOf(c), dark);
}

} // namespace stepline
