// libFuzzer target: the JSON trace loader through its real entry point. Each input is written to
// a file and opened with loadProfile(), so compression is detected from the content (plain,
// gzip, zstd) exactly as for a user's file, then parsed, indexed and finalized. The same bytes
// also go through loadTraceBytes() in small pieces, which puts every cut of the streaming parser
// at a place the fuzzer chooses.

#include "fuzzsupport.h"
#include "../loaders/tracefileqt.h"
#include "traceloader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    const QString &path = fuzz::writeTraceFile(data, size);
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        (void)outcome.error.toUserMessage();

    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const size_t piece = size ? 1 + (size_t(data[size - 1]) * 61) % 4096 : 1;
    const FileLoadResult pieces = loadTraceBytes(bytes, path, piece);
    (void)pieces;
    return 0;
}
