#pragma once

// The JSON trace loader takes UTF-8 paths and bytes (it links no Qt); tests hold their paths and
// texts in QString and QByteArray. These overloads convert, so a test reads as before.
#include "tracefileloader.h"

#include <QByteArray>
#include <QString>

namespace stepline {

inline FileLoadResult loadTraceFile(const QString &path, LoadProgress &progress)
{
    return loadTraceFile(path.toStdString(), progress);
}

inline FileLoadResult loadTraceFile(
    const QString &path, LoadProgress &progress, const ParallelParse &parallel, int64_t maxInflatedBytes = -1)
{
    return loadTraceFile(path.toStdString(), progress, parallel, maxInflatedBytes);
}

inline FileLoadResult loadTraceBytes(
    const QByteArray &bytes, const QString &name, size_t chunkSize, int64_t maxInflatedBytes = -1)
{
    return loadTraceBytes(std::string_view(bytes.constData(), size_t(bytes.size())), name.toStdString(),
        chunkSize, maxInflatedBytes);
}

} // namespace stepline
