// libFuzzer target: the .stepline reader (loaders/steplinereader.h) and the stored summary's
// (steplinesummary.h). A real file checks a crc32 over every block header and zstd's checksum
// over every payload, so mutated files would almost
// never get past those checks. The fuzzer therefore works on an unpacked form that this target
// packs into a valid file before opening it:
//   input  := header (16 bytes, written as they are except the flags word) block*
//   block  := u32 tag, u32 length, length payload bytes (fewer when the input ends first)
// Each payload is zstd-compressed with a checksum and given its block header with a correct crc32,
// so the fuzzer reaches the decoding of META, strings, columns, args and the final validation.
// Byte 12 (the flags word, zeroed in the packed file) steers damage the checks must catch:
// bit 0 cuts the packed file at the offset of bytes 13-14, bit 1 flips one byte there.
//
// Seeds: STEPLINE_FUZZ_UNPACK=IN:OUT fuzz_steplinereader   writes the unpacked form of IN (a
// .stepline file, or a trace converted on the fly) to OUT and exits.

#include "fuzzsupport.h"
#include "steplineformat.h"
#include "steplinereader.h"
#include "steplinesummary.h"
#include "steplinewriter.h"
#include "traceloader.h"

#include <QFile>

#include <zlib.h>
#include <zstd.h>

#include <cstring>
#include <string>

namespace {

using namespace stepline;

uint32_t le32(const uint8_t *p)
{
    return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

void put32(std::string &out, uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(char((v >> (8 * i)) & 0xff));
}

std::string pack(const uint8_t *data, size_t size)
{
    if (size < native::kHeaderSize)
        return std::string(reinterpret_cast<const char *>(data), size);
    static ZSTD_CCtx *cctx = [] {
        ZSTD_CCtx *c = ZSTD_createCCtx();
        ZSTD_CCtx_setParameter(c, ZSTD_c_compressionLevel, 1);
        ZSTD_CCtx_setParameter(c, ZSTD_c_checksumFlag, 1);
        return c;
    }();
    std::string out(reinterpret_cast<const char *>(data), native::kHeaderSize);
    std::memset(out.data() + 12, 0, 4);
    size_t pos = native::kHeaderSize;
    std::string stored;
    while (size - pos >= 8) {
        const uint32_t tag = le32(data + pos);
        const size_t length = std::min<size_t>(le32(data + pos + 4), size - pos - 8);
        pos += 8;
        stored.resize(ZSTD_compressBound(length));
        const size_t n = ZSTD_compress2(cctx, stored.data(), stored.size(), data + pos, length);
        if (ZSTD_isError(n))
            std::abort();
        pos += length;
        std::string header;
        put32(header, tag);
        put32(header, uint32_t(n));
        put32(header, uint32_t(length));
        put32(header, uint32_t(crc32(0, reinterpret_cast<const Bytef *>(header.data()), 12)));
        out += header;
        out.append(stored.data(), n);
    }
    const uint8_t control = data[12];
    const size_t at = (size_t(data[13]) | size_t(data[14]) << 8) % out.size();
    if (control & 2)
        out[at] = char(out[at] ^ 0x5a);
    if (control & 1)
        out.resize(at);
    return out;
}

// The unpacked form of a .stepline file (see above), empty when it cannot be read.
std::string unpack(const QByteArray &file)
{
    if (file.size() < qsizetype(native::kHeaderSize))
        return {};
    std::string out(file.constData(), native::kHeaderSize);
    size_t pos = native::kHeaderSize;
    const auto *p = reinterpret_cast<const uint8_t *>(file.constData());
    const size_t size = size_t(file.size());
    while (pos + native::kBlockHeaderSize <= size) {
        const uint32_t tag = le32(p + pos);
        const uint32_t stored = le32(p + pos + 4);
        const uint32_t rawSize = le32(p + pos + 8);
        pos += native::kBlockHeaderSize;
        if (stored > size - pos)
            return {};
        std::string raw(rawSize, '\0');
        const size_t n = ZSTD_decompress(raw.data(), raw.size(), p + pos, stored);
        if (ZSTD_isError(n) || n != rawSize)
            return {};
        pos += stored;
        put32(out, tag);
        put32(out, rawSize);
        out += raw;
    }
    return out;
}

int unpackForSeed(const QString &spec)
{
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    const QString in = spec.left(colon);
    const QString outPath = spec.mid(colon + 1);
    QString native = in;
    if (!isSteplineFile(in.toStdString())) {
        const LoadOutcome loaded = loadProfile(in);
        if (!loaded.ok()) {
            std::fprintf(stderr, "unpack: %s\n", loaded.error.toUserMessage().c_str());
            return 1;
        }
        native = fuzz::scratchDir() + QStringLiteral("/seed.stepline");
        const std::string error = writeSteplineFile(*loaded.profile, native.toStdString(), 1);
        if (!error.empty()) {
            std::fprintf(stderr, "unpack: %s\n", error.c_str());
            return 1;
        }
    }
    QFile file(native);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    const std::string unpacked = unpack(file.readAll());
    if (unpacked.empty()) {
        std::fprintf(stderr, "unpack: %s is not a readable .stepline file\n", qPrintable(native));
        return 1;
    }
    fuzz::writeFile(outPath, unpacked.data(), unpacked.size());
    return 0;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    if (const char *spec = std::getenv("STEPLINE_FUZZ_UNPACK"))
        std::exit(unpackForSeed(QString::fromLocal8Bit(spec)));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path = fuzz::scratchDir() + QStringLiteral("/fuzz.stepline");
    const std::string file = pack(data, size);
    fuzz::writeFile(path, file.data(), file.size());
    const LoadOutcome outcome = loadSteplineFile(path.toStdString());
    if (!outcome.ok())
        (void)outcome.error.toUserMessage();
    // The stored summary's reader walks the same block headers on the mapped file (a SUMM block
    // of the input is packed like any other).
    std::string summary;
    (void)readStoredSummary(path.toStdString(), size % 2 == 0, &summary);
    return 0;
}
