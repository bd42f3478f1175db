#pragma once

// Shared by the libFuzzer targets: a scratch folder of this process (loaders read files, so each
// input is written to one first) and the file writes. Not part of the application.

#include <QDir>
#include <QString>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace stepline::fuzz {

// A folder that lives as long as the fuzzing process (removed at exit).
inline const QString &scratchDir()
{
    static QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/stepline-fuzz-XXXXXX"));
    if (!dir.isValid()) {
        std::fprintf(stderr, "fuzz: cannot create a temporary folder\n");
        std::abort();
    }
    static const QString path = dir.path();
    return path;
}

inline void writeFile(const QString &path, const void *data, size_t size)
{
    std::FILE *f = std::fopen(QFile::encodeName(path).constData(), "wb");
    if (!f || (size && std::fwrite(data, 1, size, f) != size) || std::fclose(f) != 0) {
        std::fprintf(stderr, "fuzz: cannot write %s\n", QFile::encodeName(path).constData());
        std::abort();
    }
}

// The input written as one rank's trace file in the scratch folder: what the trace targets load.
inline const QString &writeTraceFile(const uint8_t *data, size_t size)
{
    static const QString path = scratchDir() + QStringLiteral("/rank-0.pt.trace.json");
    writeFile(path, data, size);
    return path;
}

} // namespace stepline::fuzz
