#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace stepline::native {

// The native Stepline format (.stepline), version 1: one loaded job, as the model holds it.
//
//   file    := header block* END-block
//   header  := magic "\x89STEPL\r\n" (8 bytes, PNG-style: catches text-mode and 7-bit damage)
//              u32 version, u32 flags (0)                                   (little endian)
//   block   := u32 tag (four ASCII characters), u32 storedSize, u32 rawSize,
//              u32 headerCheck (crc32 of the 12 bytes before it),
//              payload: storedSize bytes, one zstd frame with content size and zstd's frame
//              checksum (XXH64 of the raw bytes, low 32 bits), rawSize bytes once decompressed
//
// Checksums: zstd's own frame checksum per block payload (verified by the decompressor), plus a
// crc32 (zlib) over each block header so a damaged size or tag is caught before it is used.
//
// Blocks, in this order (a reader skips tags it does not know, so a minor addition keeps v1):
//   META  job info, bounds, every count, ranks (all RankInfo fields), processes, tracks (with
//         their slice and depth spans), counter series, load report
//   STRS  the string pool in id order from id 1 (varint length + bytes); names everywhere are
//         these ids (dictionary coding)
//   SL**  slice columns: SLTS ts, SLDU dur, SLTR track, SLNM name, SLCA category, SLKI kind,
//         SLDE depth, SLPA parent, SLAR args
//   DEPO  per-track depth offsets (Track::depthBegin)
//   IN**  instant columns: INTS, INTR, INNM, INCA, INAR, INSC (scope)
//   CO**  counter samples: COTS ts, COVA value (IEEE double, little endian)
//   FL**  flows: FLFR from, FLTO to, FLKI kind, FLBF by-from index, FLBT by-to index
//   ARGO  offset of each args text in its block;  ARGB  the args blocks, zstd-compressed as the
//         model's ArgStore compresses them, also the ones it kept uncompressed (varint
//         compressedSize, rawSize, firstId, then the bytes)
//   PYST  one per cProfile dump of the job;  XRNK  the communication kernels, steps and clock of
//         every rank (steplinecrossrank.h), for cross-rank analyses that skip the other blocks
//   SUMM  what `stepline summary` prints for this file with default options, table and --json,
//         with the key of the code that computed it (steplinesummary.h): printed without
//         decoding a column while the reading build has the same key. Optional, not read by a
//         full load.
//   END   varint number of blocks before it: a file without it is truncated
//
// Column payloads start with a varint row count, then one value per row. Columns longer than
// kRowsPerChunk are cut into several blocks of the same tag; delta state restarts in each block,
// so every block decodes on its own. Encodings (varints are LEB128, zigzag for signed):
//   time columns: zigzag delta from the previous row (rows are sorted per track and depth, so
//   deltas are small); ids (track, parent, args, flow ids, depth): value + 1 (so "none" is 0),
//   zigzag delta from the previous row; names and categories: plain varint string id;
//   small enums: one byte; doubles: 8 bytes.
inline constexpr char kMagic[8] = { '\x89', 'S', 'T', 'E', 'P', 'L', '\r', '\n' };
inline constexpr uint32_t kVersion = 1;
inline constexpr size_t kHeaderSize = 16;
inline constexpr size_t kBlockHeaderSize = 16;
inline constexpr size_t kRowsPerChunk = 1u << 20;
inline constexpr size_t kBytesPerChunk = 4u << 20; // strings and args blocks
// Limits a reader enforces before allocating anything a header claims.
inline constexpr uint32_t kMaxBlockBytes = 256u << 20;
inline constexpr uint64_t kMaxRows = 0xFFFFFFFEull; // ids are 32 bit with ~0u as none
// JobInfo::format of every profile opened from a .stepline file.
inline constexpr char kFormatName[] = "stepline";

constexpr uint32_t tag(const char (&t)[5])
{
    return uint32_t(uint8_t(t[0])) | uint32_t(uint8_t(t[1])) << 8 | uint32_t(uint8_t(t[2])) << 16
        | uint32_t(uint8_t(t[3])) << 24;
}

inline std::string tagName(uint32_t t)
{
    std::string s(4, '?');
    for (int i = 0; i < 4; ++i) {
        const char c = char((t >> (8 * i)) & 0xff);
        s[size_t(i)] = (c >= 0x20 && c < 0x7f) ? c : '?';
    }
    return s;
}

inline uint64_t zigzag(int64_t v)
{
    return (uint64_t(v) << 1) ^ uint64_t(v >> 63);
}
inline int64_t unzigzag(uint64_t v)
{
    return int64_t(v >> 1) ^ -int64_t(v & 1);
}

// Appends little-endian and LEB128 values to a byte string.
class ByteSink
{
public:
    std::string bytes;

    void varint(uint64_t v)
    {
        while (v >= 0x80) {
            bytes.push_back(char(uint8_t(v) | 0x80));
            v >>= 7;
        }
        bytes.push_back(char(v));
    }
    void svarint(int64_t v) { varint(zigzag(v)); }
    void u8(uint8_t v) { bytes.push_back(char(v)); }
    void u32(uint32_t v)
    {
        for (int i = 0; i < 4; ++i)
            bytes.push_back(char((v >> (8 * i)) & 0xff));
    }
    void f64(double v)
    {
        uint64_t bits;
        std::memcpy(&bits, &v, 8);
        for (int i = 0; i < 8; ++i)
            bytes.push_back(char((bits >> (8 * i)) & 0xff));
    }
    void str(std::string_view s)
    {
        varint(s.size());
        bytes.append(s);
    }
};

// Reads what ByteSink wrote. Never reads past the end: a short or malformed input sets failed()
// and yields zeros from then on, so callers check once after a group of reads.
class ByteSource
{
public:
    ByteSource(const char *data, size_t size)
        : m_p(reinterpret_cast<const uint8_t *>(data))
        , m_end(m_p + size)
    {
    }

    bool failed() const { return m_failed; }
    bool atEnd() const { return m_p == m_end; }
    size_t remaining() const { return size_t(m_end - m_p); }
    void fail()
    {
        m_failed = true;
        m_p = m_end;
    }

    uint64_t varint()
    {
        uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p == m_end) {
                fail();
                return 0;
            }
            const uint8_t b = *m_p++;
            v |= uint64_t(b & 0x7f) << shift;
            if (!(b & 0x80))
                return v;
        }
        fail();
        return 0;
    }
    int64_t svarint() { return unzigzag(varint()); }
    uint32_t varint32()
    {
        const uint64_t v = varint();
        if (v > 0xFFFFFFFFull)
            fail();
        return m_failed ? 0 : uint32_t(v);
    }
    uint8_t u8()
    {
        if (m_p == m_end) {
            fail();
            return 0;
        }
        return *m_p++;
    }
    double f64()
    {
        if (remaining() < 8) {
            fail();
            return 0;
        }
        uint64_t bits = 0;
        for (int i = 0; i < 8; ++i)
            bits |= uint64_t(m_p[i]) << (8 * i);
        m_p += 8;
        double v;
        std::memcpy(&v, &bits, 8);
        return v;
    }
    std::string_view bytes(size_t n)
    {
        if (remaining() < n) {
            fail();
            return {};
        }
        const std::string_view out(reinterpret_cast<const char *>(m_p), n);
        m_p += n;
        return out;
    }
    std::string str() { return std::string(bytes(size_t(std::min<uint64_t>(varint(), remaining() + 1)))); }
    // What str() returns, without a copy: valid as long as the bytes read from.
    std::string_view strView()
    {
        const uint64_t n = varint();
        return bytes(size_t(std::min<uint64_t>(n, remaining() + 1)));
    }

private:
    const uint8_t *m_p;
    const uint8_t *m_end;
    bool m_failed = false;
};

} // namespace stepline::native
