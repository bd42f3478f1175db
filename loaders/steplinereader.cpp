#include "steplinereader.h"

#include "smdebug.h"

#include "profileserializeraccess.h"
#include "steplineformat.h"
#include "timerange.h"

#include <QFile>
#include <QFileInfo>

#include <zlib.h>
#include <zstd.h>
#include <zstd_errors.h>

#include <new>

namespace stepline {

namespace {

using native::ByteSource;
using native::tag;

struct BlockInfo
{
    uint32_t tag = 0;
    uint32_t storedSize = 0;
    uint32_t rawSize = 0;
    qint64 offset = 0; // of the block header
};

// Counts from META: every column must end up exactly this long.
struct Counts
{
    uint64_t strings = 0, slices = 0, instants = 0, samples = 0, flows = 0, depthOffsets = 0, args = 0;
};

class Reader
{
public:
    Reader(const QString &path, const LoadMonitor &monitor)
        : m_path(path)
        , m_monitor(monitor)
    {
    }
    ~Reader() { ZSTD_freeDCtx(m_dctx); }
    Reader(const Reader &) = delete;
    Reader &operator=(const Reader &) = delete;

    LoadOutcome run();
    // Only the first block with this tag: its payload in *payload, *found false when none.
    bool readOneBlock(uint32_t blockTag, std::string *payload, bool *found);
    const LoadError &error() const { return m_error; }

private:
    bool fail(LoadError::Code code, qint64 offset, const QString &detail, const QString &hint)
    {
        if (!m_error.isError()) {
            m_error.code = code;
            m_error.file = m_path;
            m_error.byteOffset = offset;
            m_error.detail = detail;
            m_error.hint = hint;
        }
        return false;
    }
    bool damaged(const QString &detail)
    {
        return fail(LoadError::Code::Syntax, m_current.offset,
            LoadError::tr("Block '%1' at byte %2 is inconsistent: %3")
                .arg(QString::fromStdString(native::tagName(m_current.tag)))
                .arg(m_current.offset)
                .arg(detail),
            damagedHint());
    }
    static QString damagedHint()
    {
        return LoadError::tr("The file is damaged. Copy it again, or convert the source trace again with "
                             "'stepline convert SOURCE -o FILE.stepline'.");
    }

    bool readHeader();
    bool scanBlocks();
    bool readPayload(const BlockInfo &block);
    bool decodeMeta(ByteSource &src);
    bool decodeStrings(ByteSource &src);
    bool decodeArgBlocks(ByteSource &src);
    bool decodePythonStats(ByteSource &src);
    bool decodeBlock(ByteSource &src);
    bool reserveColumns();
    bool validate();

    // Column decoding: rows appended to v (reserved to `expected`), one decoder per encoding.
    template <typename T, typename Row>
    bool column(ByteSource &src, std::vector<T> &v, uint64_t expected, Row row);
    template <typename T> bool times(ByteSource &src, std::vector<T> &v, uint64_t expected);
    template <typename Id> bool ids(ByteSource &src, std::vector<Id> &v, uint64_t expected, uint64_t limit);
    bool u32Delta(ByteSource &src, std::vector<uint32_t> &v, uint64_t expected, uint64_t limit);
    bool names(ByteSource &src, std::vector<StringId> &v, uint64_t expected);

    QString m_path;
    const LoadMonitor &m_monitor;
    QFile m_file;
    qint64 m_fileSize = 0;
    LoadError m_error;
    std::vector<BlockInfo> m_blocks;
    BlockInfo m_current;
    std::string m_stored;
    std::string m_raw;
    ZSTD_DCtx *m_dctx = ZSTD_createDCtx();
    std::shared_ptr<Profile> m_profile = ProfileSerializer::create();
    Counts m_counts;
    bool m_sawMeta = false;
};

bool Reader::readHeader()
{
    m_file.setFileName(m_path);
    if (!m_file.open(QIODevice::ReadOnly))
        return fail(LoadError::Code::Unreadable, -1,
            LoadError::tr("Cannot open the file: %1").arg(m_file.errorString()),
            LoadError::tr("Check the file's permissions."));
    m_fileSize = m_file.size();
    const QByteArray header = m_file.read(qint64(native::kHeaderSize));
    if (header.size() < 8 || !hasSteplineMagic(header))
        return fail(LoadError::Code::NotATrace, 0,
            LoadError::tr("This is not a Stepline file (wrong magic number)."),
            LoadError::tr("Open a .stepline file written by 'stepline convert', or the original trace."));
    if (header.size() < qint64(native::kHeaderSize))
        return fail(LoadError::Code::Syntax, header.size(),
            LoadError::tr("The file is truncated: it ends inside its %1-byte header.")
                .arg(native::kHeaderSize),
            damagedHint());
    ByteSource src(header.constData() + 8, 8);
    uint32_t version = 0;
    for (int i = 0; i < 4; ++i)
        version |= uint32_t(src.u8()) << (8 * i);
    if (version > native::kVersion || version == 0)
        return fail(LoadError::Code::NotATrace, 8,
            LoadError::tr("This file uses Stepline format version %1; this build reads version %2.")
                .arg(version)
                .arg(native::kVersion),
            LoadError::tr("Open it with a newer Stepline, or convert the source trace again with this one."));
    return true;
}

// Walks the block headers (not the payloads) so truncation and damaged headers are reported
// before anything is allocated, and so counts can be checked against the blocks really present.
bool Reader::scanBlocks()
{
    qint64 pos = qint64(native::kHeaderSize);
    while (true) {
        if (pos + qint64(native::kBlockHeaderSize) > m_fileSize)
            return fail(LoadError::Code::Syntax, m_fileSize,
                LoadError::tr("The file is truncated at byte %1: its end marker is missing (%2 complete "
                              "blocks).")
                    .arg(m_fileSize)
                    .arg(m_blocks.size()),
                damagedHint());
        char raw[native::kBlockHeaderSize];
        if (!m_file.seek(pos) || m_file.read(raw, qint64(sizeof raw)) != qint64(sizeof raw))
            return fail(LoadError::Code::Unreadable, pos,
                LoadError::tr("Read error: %1").arg(m_file.errorString()), LoadError::tr("Check the disk."));
        ByteSource src(raw, sizeof raw);
        uint32_t fields[4] = {};
        for (uint32_t &f : fields) {
            for (int i = 0; i < 4; ++i)
                f |= uint32_t(src.u8()) << (8 * i);
        }
        if (uint32_t(crc32(0, reinterpret_cast<const Bytef *>(raw), 12)) != fields[3])
            return fail(LoadError::Code::BadCompression, pos,
                LoadError::tr("The block header at byte %1 is damaged (checksum mismatch).").arg(pos),
                damagedHint());
        BlockInfo block { fields[0], fields[1], fields[2], pos };
        if (block.storedSize > native::kMaxBlockBytes || block.rawSize > native::kMaxBlockBytes)
            return fail(LoadError::Code::Syntax, pos,
                LoadError::tr("The block at byte %1 claims %2 bytes, more than the format allows.")
                    .arg(pos)
                    .arg(std::max(block.storedSize, block.rawSize)),
                damagedHint());
        const qint64 end = pos + qint64(native::kBlockHeaderSize) + qint64(block.storedSize);
        if (end > m_fileSize)
            return fail(LoadError::Code::Syntax, m_fileSize,
                LoadError::tr(
                    "The file is truncated at byte %1, inside block '%2' that starts at byte %3 and "
                    "needs %4 more bytes.")
                    .arg(m_fileSize)
                    .arg(QString::fromStdString(native::tagName(block.tag)))
                    .arg(pos)
                    .arg(end - m_fileSize),
                damagedHint());
        m_blocks.push_back(block);
        pos = end;
        if (block.tag == tag("END "))
            break;
    }
    if (m_blocks.front().tag != tag("META"))
        return fail(LoadError::Code::Syntax, m_blocks.front().offset,
            LoadError::tr("The file does not start with its description block."), damagedHint());
    return true;
}

bool Reader::readOneBlock(uint32_t blockTag, std::string *payload, bool *found)
{
    *found = false;
    if (!readHeader() || !scanBlocks())
        return false;
    for (const BlockInfo &block : m_blocks) {
        if (block.tag != blockTag)
            continue;
        if (!readPayload(block))
            return false;
        *payload = std::move(m_raw);
        *found = true;
        return true;
    }
    return true;
}

bool Reader::readPayload(const BlockInfo &block)
{
    m_current = block;
    m_stored.resize(block.storedSize);
    if (!m_file.seek(block.offset + qint64(native::kBlockHeaderSize))
        || m_file.read(m_stored.data(), qint64(block.storedSize)) != qint64(block.storedSize))
        return fail(LoadError::Code::Unreadable, block.offset,
            LoadError::tr("Read error: %1").arg(m_file.errorString()), LoadError::tr("Check the disk."));
    // Frame header descriptor (RFC 8878 3.1.1.1.1), the byte after the 4-byte magic: bit 2 says
    // the frame ends with a content checksum. The writer always sets it; a frame without one
    // would pass unverified, so it is refused.
    const bool hasChecksum = m_stored.size() > 4 && (uint8_t(m_stored[4]) & 0x04) != 0;
    if (!hasChecksum || ZSTD_getFrameContentSize(m_stored.data(), m_stored.size()) != block.rawSize)
        return fail(LoadError::Code::BadCompression, block.offset,
            LoadError::tr("Block '%1' at byte %2 is damaged (bad compressed-data header).")
                .arg(QString::fromStdString(native::tagName(block.tag)))
                .arg(block.offset),
            damagedHint());
    m_raw.resize(block.rawSize);
    const size_t n
        = ZSTD_decompressDCtx(m_dctx, m_raw.data(), m_raw.size(), m_stored.data(), m_stored.size());
    if (ZSTD_isError(n) || n != block.rawSize) {
        const bool checksum = ZSTD_isError(n) && ZSTD_getErrorCode(n) == ZSTD_error_checksum_wrong;
        return fail(LoadError::Code::BadCompression, block.offset,
            checksum ? LoadError::tr("Block '%1' at byte %2 is damaged (checksum mismatch).")
                           .arg(QString::fromStdString(native::tagName(block.tag)))
                           .arg(block.offset)
                     : LoadError::tr("Block '%1' at byte %2 is damaged (%3).")
                           .arg(QString::fromStdString(native::tagName(block.tag)))
                           .arg(block.offset)
                           .arg(QString::fromUtf8(ZSTD_isError(n) ? ZSTD_getErrorName(n) : "size mismatch")),
            damagedHint());
    }
    return true;
}

bool Reader::decodeMeta(ByteSource &s)
{
    Profile &p = *m_profile;
    JobInfo &job = ProfileSerializer::job(p);
    job.name = s.str();
    job.path = s.str();
    job.format = s.str();
    job.originAbsNs = s.svarint();
    const int64_t startNs = s.svarint();
    const int64_t endNs = s.svarint();
    ProfileSerializer::setBounds(p, startNs, endNs);
    m_counts.strings = s.varint();
    m_counts.slices = s.varint();
    m_counts.instants = s.varint();
    m_counts.samples = s.varint();
    m_counts.flows = s.varint();
    m_counts.depthOffsets = s.varint();
    m_counts.args = s.varint();
    if (s.failed())
        return damaged(LoadError::tr("the description is cut short"));
    for (uint64_t c : { m_counts.strings, m_counts.slices, m_counts.instants, m_counts.samples,
             m_counts.flows, m_counts.depthOffsets, m_counts.args }) {
        if (c > native::kMaxRows)
            return damaged(LoadError::tr("a table claims %1 rows").arg(c));
    }
    if (m_counts.strings == 0)
        return damaged(LoadError::tr("the string table is empty"));

    // Every list below takes at least one byte per entry, so a count larger than what is left
    // of the block is a lie: checked before anything is reserved.
    auto count = [&s](uint64_t *out) {
        *out = s.varint();
        if (*out > s.remaining())
            s.fail();
        return !s.failed();
    };
    uint64_t n = 0;
    if (!count(&n))
        return damaged(LoadError::tr("bad rank count"));
    std::vector<RankInfo> &ranks = ProfileSerializer::ranks(p);
    ranks.resize(size_t(n));
    for (RankInfo &r : ranks) {
        r.file = s.str();
        r.rank = int32_t(s.svarint());
        r.rankSource = s.str();
        r.node = s.str();
        r.format = s.str();
        r.worldSize = int32_t(s.svarint());
        r.backend = s.str();
        r.distributedInfoJson = s.str();
        r.baseTimeNs = s.svarint();
        // offsetNs is derived (base - job origin, see ProfileBuilder::computeWindows); v1 files
        // written before that definition stored -origin, so recompute rather than trust it.
        s.svarint();
        r.offsetNs = r.baseTimeNs - ProfileSerializer::job(p).originAbsNs;
        r.windowStartNs = s.svarint();
        r.windowEndNs = s.svarint();
        r.fileBytes = s.varint();
        r.events = s.varint();
        r.warnings = s.varint();
        r.truncated = s.u8() != 0;
        r.truncatedAtByte = s.varint();
        uint64_t devices = 0;
        if (!count(&devices))
            return damaged(LoadError::tr("bad device count"));
        r.devices.resize(size_t(devices));
        for (DeviceProperties &d : r.devices) {
            d.id = int32_t(s.svarint());
            d.name = s.str();
            d.totalGlobalMem = s.svarint();
            d.computeMajor = int32_t(s.svarint());
            d.computeMinor = int32_t(s.svarint());
            d.numSms = int32_t(s.svarint());
            d.warpSize = int32_t(s.svarint());
            d.maxThreadsPerBlock = int32_t(s.svarint());
            d.rawJson = s.str();
        }
        uint64_t metadata = 0;
        if (!count(&metadata))
            return damaged(LoadError::tr("bad metadata count"));
        r.metadata.resize(size_t(metadata));
        for (auto &[key, value] : r.metadata) {
            key = s.str();
            value = s.str();
        }
    }

    if (!count(&n))
        return damaged(LoadError::tr("bad process count"));
    std::vector<Process> &processes = ProfileSerializer::processes(p);
    processes.resize(size_t(n));
    for (Process &pr : processes) {
        pr.rank = s.varint32();
        pr.pid = s.svarint();
        pr.pidText = StringId(s.varint32());
        pr.name = StringId(s.varint32());
        pr.labels = StringId(s.varint32());
        pr.sortIndex = int32_t(s.svarint());
        const uint8_t flags = s.u8();
        pr.hasSortIndex = flags & 1;
        pr.isGpu = flags & 2;
        pr.device = int32_t(s.svarint());
    }

    if (!count(&n))
        return damaged(LoadError::tr("bad track count"));
    std::vector<Track> &tracks = ProfileSerializer::tracks(p);
    tracks.resize(size_t(n));
    for (Track &t : tracks) {
        const uint8_t kind = s.u8();
        if (kind > uint8_t(TrackKind::Pseudo))
            return damaged(LoadError::tr("unknown track kind %1").arg(kind));
        t.kind = TrackKind(kind);
        t.process = ProcessId(s.varint32() - 1);
        t.rank = s.varint32();
        t.tid = s.svarint();
        t.tidText = StringId(s.varint32());
        t.name = StringId(s.varint32());
        t.sortIndex = int32_t(s.svarint());
        t.hasSortIndex = s.u8() != 0;
        t.device = int32_t(s.svarint());
        t.stream = s.svarint();
        t.sliceBegin = s.varint32();
        t.sliceEnd = s.varint32();
        t.depthBegin = s.varint32();
        const uint32_t depthCount = s.varint32();
        if (depthCount > 0xFFFF)
            return damaged(LoadError::tr("a track claims %1 depths").arg(depthCount));
        t.depthCount = uint16_t(depthCount);
    }

    if (!count(&n))
        return damaged(LoadError::tr("bad counter series count"));
    CounterTable &counters = ProfileSerializer::counters(p);
    counters.series.resize(size_t(n));
    for (CounterSeries &cs : counters.series) {
        cs.rank = s.varint32();
        cs.process = ProcessId(s.varint32() - 1);
        cs.name = StringId(s.varint32());
        cs.begin = s.varint32();
        cs.end = s.varint32();
    }

    if (!count(&n))
        return damaged(LoadError::tr("bad warning count"));
    LoadReport &report = ProfileSerializer::report(p);
    for (uint64_t i = 0; i < n && !s.failed(); ++i) {
        const std::string kind = s.str();
        const uint64_t total = s.varint();
        uint64_t samples = 0;
        if (!count(&samples))
            return damaged(LoadError::tr("bad warning sample count"));
        if (samples > LoadReport::kMaxSamples || (total < samples) || (samples == 0 && total > 0))
            return damaged(
                LoadError::tr("warning '%1' has inconsistent samples").arg(QString::fromStdString(kind)));
        // add() keeps one sample per call: the last call carries the occurrences not sampled.
        for (uint64_t k = 0; k < samples; ++k) {
            const uint32_t rank = s.varint32();
            uint64_t offset = s.varint();
            // Files written before LoadReport::kNoOffset existed stored 0 for the warnings counted
            // after reading (no event sits at byte 0 of a trace: the container opens there).
            if (offset == 0 && (kind == warning::kLaneSplit || kind == warning::kUnmatchedGpuOp))
                offset = LoadReport::kNoOffset;
            report.add(kind, rank, offset, k + 1 == samples ? total - (samples - 1) : 1);
        }
    }
    if (s.failed() || !s.atEnd())
        return damaged(LoadError::tr("the description does not have the expected length"));
    m_sawMeta = true;
    return true;
}

bool Reader::reserveColumns()
{
    // A column of N rows needs ceil(N / kRowsPerChunk) blocks of its tag: a count that the blocks
    // present cannot hold is rejected before it turns into a huge reservation.
    auto blocksOf = [this](uint32_t t) {
        uint64_t n = 0;
        for (const BlockInfo &b : m_blocks)
            n += b.tag == t;
        return n;
    };
    const std::pair<const char *, uint64_t> expected[] = {
        { "SLTS", m_counts.slices },
        { "INTS", m_counts.instants },
        { "COTS", m_counts.samples },
        { "FLFR", m_counts.flows },
        { "DEPO", m_counts.depthOffsets },
        { "ARGO", m_counts.args },
    };
    for (const auto &[name, rows] : expected) {
        const char t[5] = { name[0], name[1], name[2], name[3], 0 };
        if (rows > blocksOf(tag(t)) * native::kRowsPerChunk) {
            m_current = m_blocks.front();
            return damaged(LoadError::tr("%1 rows announced for '%2' but only %3 blocks hold them")
                               .arg(rows)
                               .arg(QLatin1String(name))
                               .arg(blocksOf(tag(t))));
        }
    }
    Profile &p = *m_profile;
    ProfileSerializer::slices(p).reserve(size_t(m_counts.slices));
    InstantTable &in = ProfileSerializer::instants(p);
    in.ts.reserve(size_t(m_counts.instants));
    in.track.reserve(size_t(m_counts.instants));
    in.name.reserve(size_t(m_counts.instants));
    in.category.reserve(size_t(m_counts.instants));
    in.args.reserve(size_t(m_counts.instants));
    in.scope.reserve(size_t(m_counts.instants));
    CounterTable &co = ProfileSerializer::counters(p);
    co.ts.reserve(size_t(m_counts.samples));
    co.value.reserve(size_t(m_counts.samples));
    FlowTable &fl = ProfileSerializer::flows(p);
    fl.from.reserve(size_t(m_counts.flows));
    fl.to.reserve(size_t(m_counts.flows));
    fl.kind.reserve(size_t(m_counts.flows));
    fl.byFrom.reserve(size_t(m_counts.flows));
    fl.byTo.reserve(size_t(m_counts.flows));
    ProfileSerializer::depthOffsets(p).reserve(size_t(m_counts.depthOffsets));
    ProfileSerializer::argOffsets(ProfileSerializer::args(p)).reserve(size_t(m_counts.args));
    return true;
}

template <typename T, typename Row>
bool Reader::column(ByteSource &src, std::vector<T> &v, uint64_t expected, Row row)
{
    const uint64_t n = src.varint();
    // Every encoding takes at least one byte per row, so n is bounded by the block before resize.
    if (src.failed() || n > src.remaining() || v.size() + n > expected)
        return damaged(LoadError::tr("%1 more rows than announced").arg(n));
    const size_t begin = v.size();
    v.resize(begin + size_t(n));
    T *out = v.data() + begin;
    for (uint64_t i = 0; i < n; ++i) {
        if (!row(src, out[i]))
            return damaged(LoadError::tr("row %1 holds an invalid value").arg(begin + i));
    }
    if (src.failed() || !src.atEnd())
        return damaged(LoadError::tr("the column does not have the expected length"));
    return true;
}

template <typename T> bool Reader::times(ByteSource &src, std::vector<T> &v, uint64_t expected)
{
    uint64_t previous = 0;
    return column(src, v, expected, [&previous](ByteSource &s, T &out) {
        previous += uint64_t(s.svarint());
        out = T(int64_t(previous));
        return true;
    });
}

template <typename Id>
bool Reader::ids(ByteSource &src, std::vector<Id> &v, uint64_t expected, uint64_t limit)
{
    int64_t previous = 0;
    return column(src, v, expected, [&previous, limit](ByteSource &s, Id &out) {
        const int64_t delta = s.svarint();
        if (delta > int64_t(1) << 33 || delta < -(int64_t(1) << 33))
            return false;
        previous += delta;
        // value + 1 was stored; 0 is "none". Valid ids are below limit.
        if (previous < 0 || previous > int64_t(limit))
            return false;
        out = Id(uint32_t(previous) - 1);
        return true;
    });
}

bool Reader::u32Delta(ByteSource &src, std::vector<uint32_t> &v, uint64_t expected, uint64_t limit)
{
    int64_t previous = 0;
    return column(src, v, expected, [&previous, limit](ByteSource &s, uint32_t &out) {
        const int64_t delta = s.svarint();
        if (delta > int64_t(1) << 33 || delta < -(int64_t(1) << 33))
            return false;
        previous += delta;
        if (previous < 0 || previous > int64_t(limit))
            return false;
        out = uint32_t(previous);
        return true;
    });
}

bool Reader::names(ByteSource &src, std::vector<StringId> &v, uint64_t expected)
{
    const uint64_t strings = m_counts.strings;
    return column(src, v, expected, [strings](ByteSource &s, StringId &out) {
        const uint64_t id = s.varint();
        out = StringId(uint32_t(id));
        return id < strings;
    });
}

bool Reader::decodeStrings(ByteSource &s)
{
    StringPool &pool = ProfileSerializer::strings(*m_profile);
    const uint64_t n = s.varint();
    if (s.failed() || n > s.remaining() || pool.size() + n > m_counts.strings)
        return damaged(LoadError::tr("more strings than announced"));
    for (uint64_t i = 0; i < n; ++i) {
        const uint64_t length = s.varint();
        const std::string_view text = s.bytes(size_t(std::min<uint64_t>(length, s.remaining() + 1)));
        if (s.failed())
            return damaged(LoadError::tr("string %1 is cut short").arg(pool.size()));
        const uint32_t expectedId = pool.size();
        // The pool held each string once, so interning in id order gives back the same ids.
        if (text.empty() || pool.intern(text).value != expectedId)
            return damaged(LoadError::tr("string %1 is empty or repeated").arg(expectedId));
    }
    if (!s.atEnd())
        return damaged(LoadError::tr("trailing bytes after the strings"));
    return true;
}

bool Reader::decodeArgBlocks(ByteSource &s)
{
    ArgStore &store = ProfileSerializer::args(*m_profile);
    if (ProfileSerializer::argOffsets(store).size() != m_counts.args)
        return damaged(LoadError::tr("args blocks before their offsets"));
    const uint64_t n = s.varint();
    if (s.failed() || n > s.remaining())
        return damaged(LoadError::tr("bad args block count"));
    for (uint64_t i = 0; i < n; ++i) {
        const uint32_t compressedSize = s.varint32();
        const uint32_t rawSize = s.varint32();
        const uint32_t firstId = s.varint32();
        const uint32_t stored = compressedSize ? compressedSize : rawSize;
        const std::string_view bytes = s.bytes(std::min<size_t>(stored, s.remaining() + 1));
        if (s.failed() || rawSize > native::kMaxBlockBytes)
            return damaged(LoadError::tr("args block %1 is cut short").arg(i));
        auto data = std::make_unique<char[]>(bytes.size());
        std::memcpy(data.get(), bytes.data(), bytes.size());
        if (!ProfileSerializer::addArgBlock(store, std::move(data), compressedSize, rawSize, firstId))
            return damaged(LoadError::tr("args block %1 is out of order").arg(i));
    }
    if (!s.atEnd())
        return damaged(LoadError::tr("trailing bytes after the args blocks"));
    return true;
}

// One cProfile dump (see the writer's PYST block).
bool Reader::decodePythonStats(ByteSource &s)
{
    PythonStatsFile f;
    f.path = s.str();
    f.node = s.str();
    f.startAbsNs = s.svarint();
    f.endAbsNs = s.svarint();
    f.startStep = s.svarint();
    f.endStep = s.svarint();
    f.startMode = s.str();
    f.endMode = s.str();
    f.startPhase = s.str();
    f.endPhase = s.str();
    f.bytes = std::make_shared<const std::string>(s.str());
    if (s.failed() || !s.atEnd())
        return damaged(LoadError::tr("a cProfile dump block is cut short"));
    f.profiler = smdebugProfilerOfFileName(f.path); // the file name tells, as in the job folder
    ProfileSerializer::job(*m_profile).pythonStats.push_back(std::move(f));
    return true;
}

bool Reader::decodeBlock(ByteSource &s)
{
    Profile &p = *m_profile;
    SliceTable &sl = ProfileSerializer::slices(p);
    InstantTable &in = ProfileSerializer::instants(p);
    CounterTable &co = ProfileSerializer::counters(p);
    FlowTable &fl = ProfileSerializer::flows(p);
    const Counts &c = m_counts;
    const uint64_t tracks = ProfileSerializer::tracks(p).size();
    switch (m_current.tag) {
    case tag("STRS"):
        return decodeStrings(s);
    case tag("SLTS"):
        return times(s, sl.ts, c.slices);
    case tag("SLDU"):
        return times(s, sl.dur, c.slices);
    case tag("SLTR"):
        return ids(s, sl.track, c.slices, tracks);
    case tag("SLNM"):
        return names(s, sl.name, c.slices);
    case tag("SLCA"):
        return names(s, sl.category, c.slices);
    case tag("SLKI"):
        return column(s, sl.kind, c.slices, [](ByteSource &src, EventKind &out) {
            const uint8_t k = src.u8();
            out = EventKind(k);
            return k <= uint8_t(EventKind::Overhead);
        });
    case tag("SLDE"): {
        // Depths are uint16 in the model; decoded through a uint32 scratch column in pieces.
        std::vector<uint32_t> depths;
        depths.reserve(native::kRowsPerChunk);
        if (!u32Delta(s, depths, c.slices - sl.depth.size(), 0xFFFF))
            return false;
        sl.depth.insert(sl.depth.end(), depths.begin(), depths.end());
        return true;
    }
    case tag("SLPA"):
        return ids(s, sl.parent, c.slices, c.slices);
    case tag("SLAR"):
        return ids(s, sl.args, c.slices, c.args);
    case tag("DEPO"):
        return u32Delta(s, ProfileSerializer::depthOffsets(p), c.depthOffsets, c.slices);
    case tag("INTS"):
        return times(s, in.ts, c.instants);
    case tag("INTR"):
        return ids(s, in.track, c.instants, tracks);
    case tag("INNM"):
        return names(s, in.name, c.instants);
    case tag("INCA"):
        return names(s, in.category, c.instants);
    case tag("INAR"):
        return ids(s, in.args, c.instants, c.args);
    case tag("INSC"):
        return column(s, in.scope, c.instants, [](ByteSource &src, char &out) {
            out = char(src.u8());
            return true;
        });
    case tag("COTS"):
        return times(s, co.ts, c.samples);
    case tag("COVA"):
        return column(s, co.value, c.samples, [](ByteSource &src, double &out) {
            out = src.f64();
            return !src.failed();
        });
    case tag("FLFR"):
        return ids(s, fl.from, c.flows, c.slices);
    case tag("FLTO"):
        return ids(s, fl.to, c.flows, c.slices);
    case tag("FLKI"):
        return column(s, fl.kind, c.flows, [](ByteSource &src, FlowKind &out) {
            const uint8_t k = src.u8();
            out = FlowKind(k);
            return k <= uint8_t(FlowKind::Generic);
        });
    case tag("FLBF"):
        return ids(s, fl.byFrom, c.flows, c.flows);
    case tag("FLBT"):
        return ids(s, fl.byTo, c.flows, c.flows);
    case tag("ARGO"):
        return u32Delta(
            s, ProfileSerializer::argOffsets(ProfileSerializer::args(p)), c.args, native::kMaxBlockBytes);
    case tag("ARGB"):
        return decodeArgBlocks(s);
    case tag("PYST"):
        return decodePythonStats(s);
    default:
        return true; // a block a later minor revision added: skipped
    }
}

bool Reader::validate()
{
    m_current = m_blocks.back();
    const Profile &p = *m_profile;
    const Counts &c = m_counts;
    const SliceTable &sl = p.slices();
    const InstantTable &in = p.instants();
    const CounterTable &co = p.counters();
    const FlowTable &fl = p.flows();
    const uint64_t allColumns[] = { sl.ts.size(), sl.dur.size(), sl.track.size(), sl.name.size(),
        sl.category.size(), sl.kind.size(), sl.depth.size(), sl.parent.size(), sl.args.size() };
    for (uint64_t size : allColumns) {
        if (size != c.slices)
            return damaged(LoadError::tr("a slice column has %1 rows instead of %2").arg(size).arg(c.slices));
    }
    const uint64_t instantColumns[] = { in.ts.size(), in.track.size(), in.name.size(), in.category.size(),
        in.args.size(), in.scope.size() };
    for (uint64_t size : instantColumns) {
        if (size != c.instants)
            return damaged(
                LoadError::tr("an instant column has %1 rows instead of %2").arg(size).arg(c.instants));
    }
    if (co.ts.size() != c.samples || co.value.size() != c.samples)
        return damaged(LoadError::tr("counter columns have the wrong length"));
    const uint64_t flowColumns[]
        = { fl.from.size(), fl.to.size(), fl.kind.size(), fl.byFrom.size(), fl.byTo.size() };
    for (uint64_t size : flowColumns) {
        if (size != c.flows)
            return damaged(LoadError::tr("a flow column has %1 rows instead of %2").arg(size).arg(c.flows));
    }
    if (p.strings().size() != c.strings)
        return damaged(LoadError::tr("%1 strings instead of %2").arg(p.strings().size()).arg(c.strings));
    const std::vector<uint32_t> &depthOffsets = ProfileSerializer::depthOffsets(p);
    if (depthOffsets.size() != c.depthOffsets)
        return damaged(LoadError::tr("depth offsets have the wrong length"));
    if (!ProfileSerializer::argStoreComplete(p.args()) || p.args().count() != c.args)
        return damaged(LoadError::tr("the args blocks do not cover every args id"));

    // Ids the model dereferences without checks: tracks, processes, ranks, strings, spans.
    auto badString = [&c](StringId id) { return id.value >= c.strings; };
    const uint64_t ranks = p.ranks().size();
    for (const Process &pr : p.processes()) {
        if (pr.rank >= ranks || badString(pr.pidText) || badString(pr.name) || badString(pr.labels))
            return damaged(LoadError::tr("a process refers to a missing rank or string"));
    }
    for (const Track &t : p.tracks()) {
        if (t.process.value >= p.processes().size() || t.rank >= ranks || badString(t.tidText)
            || badString(t.name) || t.sliceBegin > t.sliceEnd || t.sliceEnd > c.slices)
            return damaged(LoadError::tr("a track refers to a missing process, rank, string or slice"));
        if (t.depthCount > 0) {
            if (uint64_t(t.depthBegin) + t.depthCount >= depthOffsets.size())
                return damaged(LoadError::tr("a track's depths lie outside the depth table"));
            for (uint32_t d = t.depthBegin; d < t.depthBegin + t.depthCount; ++d) {
                if (depthOffsets[d] > depthOffsets[d + 1])
                    return damaged(LoadError::tr("a track's depth offsets go backwards"));
            }
        }
    }
    for (const CounterSeries &cs : co.series) {
        if (cs.rank >= ranks || (cs.process.isValid() && cs.process.value >= p.processes().size())
            || badString(cs.name) || cs.begin > cs.end || cs.end > c.samples)
            return damaged(LoadError::tr("a counter series refers to missing samples"));
    }
    for (size_t i = 0; i < sl.size(); ++i) {
        if (!sl.track[i].isValid() || (sl.parent[i].isValid() && sl.parent[i].value >= c.slices))
            return damaged(LoadError::tr("slice %1 has no track").arg(i));
    }
    for (size_t i = 0; i < in.size(); ++i) {
        if (!in.track[i].isValid())
            return damaged(LoadError::tr("instant %1 has no track").arg(i));
    }
    for (size_t i = 0; i < fl.size(); ++i) {
        if (!fl.from[i].isValid() || !fl.to[i].isValid() || !fl.byFrom[i].isValid() || !fl.byTo[i].isValid())
            return damaged(LoadError::tr("flow %1 has a missing end").arg(i));
    }
    // Times: what finalize() leaves (ns since the origin, inside the job's bounds, which the
    // loaders' time range keeps within kMaxSpanNs). Analyses add and subtract them freely, so a
    // file must not bring values whose sums would overflow.
    const int64_t start = p.startNs();
    const int64_t end = p.endNs();
    if (start < 0 || start > end || end > kMaxSpanNs || !isUsableTime(p.job().originAbsNs))
        return damaged(LoadError::tr("the job's time range is invalid"));
    for (size_t i = 0; i < sl.size(); ++i) {
        if (sl.ts[i] < start || sl.ts[i] > end || sl.dur[i] < 0 || sl.dur[i] > end - sl.ts[i])
            return damaged(LoadError::tr("slice %1 lies outside the job's time range").arg(i));
    }
    for (size_t i = 0; i < in.size(); ++i) {
        if (in.ts[i] < start || in.ts[i] > end)
            return damaged(LoadError::tr("instant %1 lies outside the job's time range").arg(i));
    }
    for (size_t i = 0; i < co.ts.size(); ++i) {
        if (co.ts[i] < start || co.ts[i] > end)
            return damaged(LoadError::tr("counter sample %1 lies outside the job's time range").arg(i));
    }
    return true;
}

LoadOutcome Reader::run()
{
    LoadOutcome outcome;
    try {
        if (readHeader() && scanBlocks()) {
            const qint64 total = m_fileSize;
            for (size_t b = 0; b < m_blocks.size() && !m_error.isError(); ++b) {
                if (m_monitor.isCanceled && m_monitor.isCanceled()) {
                    fail(LoadError::Code::Canceled, -1, LoadError::tr("Loading was canceled."), QString());
                    break;
                }
                if (m_monitor.progress)
                    m_monitor.progress(m_blocks[b].offset, total, LoadError::tr("Opening"));
                if (m_blocks[b].tag == tag("SUMM"))
                    continue; // the stored summary, for `stepline summary` alone (steplinesummary.h)
                if (!readPayload(m_blocks[b]))
                    break;
                ByteSource src(m_raw.data(), m_raw.size());
                if (b == 0) {
                    if (decodeMeta(src))
                        reserveColumns();
                } else if (m_blocks[b].tag == tag("META")) {
                    damaged(LoadError::tr("a second description block"));
                } else if (m_blocks[b].tag != tag("END ")) {
                    decodeBlock(src);
                }
            }
            if (!m_error.isError())
                validate();
        }
    } catch (const std::bad_alloc &) {
        fail(LoadError::Code::TooLarge, -1, LoadError::tr("There is not enough memory to open this file."),
            LoadError::tr("Close other programs or use a machine with more memory."));
    }
    m_stored = std::string();
    m_raw = std::string();
    if (m_error.isError()) {
        outcome.error = m_error;
        return outcome;
    }
    if (m_monitor.progress)
        m_monitor.progress(m_fileSize, m_fileSize, LoadError::tr("Opening"));
    // The job keeps its name and ranks; where it was opened from and how is this file.
    JobInfo &job = ProfileSerializer::job(*m_profile);
    job.path = m_path.toStdString();
    job.format = native::kFormatName;
    outcome.profile = std::move(m_profile);
    return outcome;
}

} // namespace

bool hasSteplineMagic(const QByteArray &firstBytes)
{
    return firstBytes.size() >= 8 && std::memcmp(firstBytes.constData(), native::kMagic, 8) == 0;
}

bool isSteplineFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && hasSteplineMagic(file.read(8));
}

LoadOutcome loadSteplineFile(const QString &path, const LoadMonitor &monitor)
{
    Reader reader(path, monitor);
    return reader.run();
}

bool readSteplineBlock(
    const QString &path, uint32_t blockTag, std::string *payload, bool *found, LoadError *error)
{
    const LoadMonitor monitor;
    Reader reader(path, monitor);
    try {
        if (reader.readOneBlock(blockTag, payload, found))
            return true;
    } catch (const std::bad_alloc &) {
        if (error) {
            *error = LoadError();
            error->code = LoadError::Code::TooLarge;
            error->file = path;
            error->detail = LoadError::tr("There is not enough memory to open this file.");
        }
        return false;
    }
    if (error)
        *error = reader.error();
    return false;
}

} // namespace stepline
