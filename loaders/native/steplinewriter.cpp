#include "steplinewriter.h"

#include "crossrankblock.h"
#include "steplinesummary.h"

#include "profileserializeraccess.h"
#include "steplineformat.h"

#include "atomicfile.h"
#include "loadtext.h"

#include <zlib.h>
#include <zstd.h>

#include <memory>
#include <span>

namespace stepline {

namespace {

using native::ByteSink;
using native::tag;

// The writer's messages (translation context "stepline::SteplineWriter", as lupdate names it).
struct SteplineWriter
{
    static LoadText tr(const char *source) { return loadTr("stepline::SteplineWriter", source); }
};

template <typename Id> uint32_t idPlusOne(Id id)
{
    return id.value + 1; // ~0u ("none") wraps to 0
}

class BlockWriter
{
public:
    BlockWriter(AtomicFile &file, int level)
        : m_file(file)
        , m_cctx(ZSTD_createCCtx())
    {
        ZSTD_CCtx_setParameter(m_cctx, ZSTD_c_compressionLevel, level);
        ZSTD_CCtx_setParameter(m_cctx, ZSTD_c_checksumFlag, 1);
        ZSTD_CCtx_setParameter(m_cctx, ZSTD_c_contentSizeFlag, 1);
    }
    ~BlockWriter() { ZSTD_freeCCtx(m_cctx); }
    BlockWriter(const BlockWriter &) = delete;
    BlockWriter &operator=(const BlockWriter &) = delete;

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    uint64_t blocks() const { return m_blocks; }

    void write(uint32_t blockTag, const std::string &raw)
    {
        if (!ok())
            return;
        if (raw.size() > native::kMaxBlockBytes) {
            m_error = SteplineWriter::tr("A block of the profile is too large for the format (%1 bytes).")
                          .arg(raw.size());
            return;
        }
        m_scratch.resize(ZSTD_compressBound(raw.size()));
        const size_t n = ZSTD_compress2(m_cctx, m_scratch.data(), m_scratch.size(), raw.data(), raw.size());
        if (ZSTD_isError(n)) {
            m_error = SteplineWriter::tr("Compression failed: %1").arg(ZSTD_getErrorName(n));
            return;
        }
        ByteSink header;
        header.u32(blockTag);
        header.u32(uint32_t(n));
        header.u32(uint32_t(raw.size()));
        header.u32(uint32_t(crc32(0, reinterpret_cast<const Bytef *>(header.bytes.data()), 12)));
        if (!m_file.write(header.bytes) || !m_file.write(m_scratch.data(), n)) {
            m_error = m_file.writeError();
            return;
        }
        ++m_blocks;
    }

private:
    AtomicFile &m_file;
    ZSTD_CCtx *m_cctx;
    std::string m_scratch;
    std::string m_error;
    uint64_t m_blocks = 0;
};

// Column writers: rows are cut into chunks of kRowsPerChunk; each chunk is one block that starts
// with its row count and restarts the delta state.
template <typename Encode> void writeColumn(BlockWriter &out, uint32_t blockTag, size_t rows, Encode encode)
{
    for (size_t begin = 0; begin < rows || (begin == 0 && rows == 0); begin += native::kRowsPerChunk) {
        const size_t end = std::min(rows, begin + native::kRowsPerChunk);
        ByteSink sink;
        sink.bytes.reserve((end - begin) * 3 + 16);
        sink.varint(end - begin);
        encode(sink, begin, end);
        out.write(blockTag, sink.bytes);
        if (rows == 0)
            break;
    }
}

void writeTimes(BlockWriter &out, uint32_t blockTag, std::span<const int64_t> v)
{
    writeColumn(out, blockTag, v.size(), [&](ByteSink &s, size_t b, size_t e) {
        int64_t previous = 0;
        for (size_t i = b; i < e; ++i) {
            s.svarint(int64_t(uint64_t(v[i]) - uint64_t(previous)));
            previous = v[i];
        }
    });
}

template <typename Ids> void writeIds(BlockWriter &out, uint32_t blockTag, const Ids &v)
{
    writeColumn(out, blockTag, v.size(), [&](ByteSink &s, size_t b, size_t e) {
        int64_t previous = 0;
        for (size_t i = b; i < e; ++i) {
            const int64_t value = int64_t(idPlusOne(v[i]));
            s.svarint(value - previous);
            previous = value;
        }
    });
}

void writeU32Delta(BlockWriter &out, uint32_t blockTag, std::span<const uint32_t> v)
{
    writeColumn(out, blockTag, v.size(), [&](ByteSink &s, size_t b, size_t e) {
        int64_t previous = 0;
        for (size_t i = b; i < e; ++i) {
            s.svarint(int64_t(v[i]) - previous);
            previous = int64_t(v[i]);
        }
    });
}

void writeNames(BlockWriter &out, uint32_t blockTag, std::span<const StringId> v)
{
    writeColumn(out, blockTag, v.size(), [&](ByteSink &s, size_t b, size_t e) {
        for (size_t i = b; i < e; ++i)
            s.varint(v[i].value);
    });
}

template <typename Bytes> void writeBytes(BlockWriter &out, uint32_t blockTag, const Bytes &v)
{
    static_assert(sizeof(v[0]) == 1);
    writeColumn(out, blockTag, v.size(), [&](ByteSink &s, size_t b, size_t e) {
        for (size_t i = b; i < e; ++i)
            s.u8(uint8_t(v[i]));
    });
}

void writeMeta(BlockWriter &out, const Profile &p)
{
    ByteSink s;
    const JobInfo &job = p.job();
    s.str(job.name);
    s.str(job.path);
    s.str(job.format);
    s.svarint(job.originAbsNs);
    s.svarint(p.startNs());
    s.svarint(p.endNs());

    s.varint(p.strings().size());
    s.varint(p.slices().size());
    s.varint(p.instants().size());
    s.varint(p.counters().ts.size());
    s.varint(p.flows().size());
    s.varint(ProfileSerializer::depthOffsets(p).size());
    s.varint(p.args().count());

    s.varint(p.ranks().size());
    for (const RankInfo &r : p.ranks()) {
        s.str(r.file);
        s.svarint(r.rank);
        s.str(r.rankSource);
        s.str(r.node);
        s.str(r.format);
        s.svarint(r.worldSize);
        s.str(r.backend);
        s.str(r.distributedInfoJson);
        s.svarint(r.baseTimeNs);
        s.svarint(r.offsetNs);
        s.svarint(r.windowStartNs);
        s.svarint(r.windowEndNs);
        s.varint(r.fileBytes);
        s.varint(r.events);
        s.varint(r.warnings);
        s.u8(r.truncated ? 1 : 0);
        s.varint(r.truncatedAtByte);
        s.varint(r.devices.size());
        for (const DeviceProperties &d : r.devices) {
            s.svarint(d.id);
            s.str(d.name);
            s.svarint(d.totalGlobalMem);
            s.svarint(d.computeMajor);
            s.svarint(d.computeMinor);
            s.svarint(d.numSms);
            s.svarint(d.warpSize);
            s.svarint(d.maxThreadsPerBlock);
            s.str(d.rawJson);
        }
        s.varint(r.metadata.size());
        for (const auto &[key, value] : r.metadata) {
            s.str(key);
            s.str(value);
        }
    }

    s.varint(p.processes().size());
    for (const Process &pr : p.processes()) {
        s.varint(pr.rank);
        s.svarint(pr.pid);
        s.varint(pr.pidText.value);
        s.varint(pr.name.value);
        s.varint(pr.labels.value);
        s.svarint(pr.sortIndex);
        s.u8(uint8_t((pr.hasSortIndex ? 1 : 0) | (pr.isGpu ? 2 : 0)));
        s.svarint(pr.device);
    }

    s.varint(p.tracks().size());
    for (const Track &t : p.tracks()) {
        s.u8(uint8_t(t.kind));
        s.varint(idPlusOne(t.process));
        s.varint(t.rank);
        s.svarint(t.tid);
        s.varint(t.tidText.value);
        s.varint(t.name.value);
        s.svarint(t.sortIndex);
        s.u8(t.hasSortIndex ? 1 : 0);
        s.svarint(t.device);
        s.svarint(t.stream);
        s.varint(t.sliceBegin);
        s.varint(t.sliceEnd);
        s.varint(t.depthBegin);
        s.varint(t.depthCount);
    }

    s.varint(p.counters().series.size());
    for (const CounterSeries &cs : p.counters().series) {
        s.varint(cs.rank);
        s.varint(idPlusOne(cs.process));
        s.varint(cs.name.value);
        s.varint(cs.begin);
        s.varint(cs.end);
    }

    s.varint(p.report().entries().size());
    for (const auto &[kind, entry] : p.report().entries()) {
        s.str(kind);
        s.varint(entry.count);
        s.varint(entry.first.size());
        for (const LoadReport::Sample &sample : entry.first) {
            s.varint(sample.rank);
            s.varint(sample.byteOffset);
        }
    }
    out.write(tag("META"), s.bytes);
}

// Items written into blocks of one tag, each block the count of its items and then the items, a
// new block after about kBytesPerChunk bytes.
class ChunkedBlocks
{
public:
    ChunkedBlocks(BlockWriter &out, uint32_t blockTag)
        : m_out(out)
        , m_tag(blockTag)
    {
    }
    // Where the next item goes; itemDone() after writing it.
    ByteSink &chunk() { return m_chunk; }
    void itemDone()
    {
        ++m_items;
        if (m_chunk.bytes.size() >= native::kBytesPerChunk)
            flush();
    }
    // Writes what is left; an empty block too when evenIfEmpty.
    void finish(bool evenIfEmpty)
    {
        if (m_items > 0 || evenIfEmpty)
            flush();
    }

private:
    void flush()
    {
        ByteSink block;
        block.varint(m_items);
        block.bytes += m_chunk.bytes;
        m_out.write(m_tag, block.bytes);
        m_chunk.bytes.clear();
        m_items = 0;
    }

    BlockWriter &m_out;
    uint32_t m_tag;
    ByteSink m_chunk;
    uint32_t m_items = 0;
};

void writeStrings(BlockWriter &out, const StringPool &pool)
{
    ChunkedBlocks strings(out, tag("STRS"));
    for (uint32_t id = 1; id < pool.size(); ++id) {
        strings.chunk().str(pool.view(StringId(id)));
        strings.itemDone();
    }
    strings.finish(pool.size() <= 1);
}

void writeArgs(BlockWriter &out, const ArgStore &store)
{
    writeU32Delta(out, tag("ARGO"), ProfileSerializer::argOffsets(store));
    // A finalized profile is sealed (writeSteplineFile checks): every text lives in a block.
    const std::vector<ProfileSerializer::ArgBlock> blocks = ProfileSerializer::argBlocks(store);
    ChunkedBlocks args(out, tag("ARGB"));
    for (const ProfileSerializer::ArgBlock &b : blocks) {
        const uint32_t stored = b.compressedSize ? b.compressedSize : b.rawSize;
        ByteSink &chunk = args.chunk();
        chunk.varint(b.compressedSize);
        chunk.varint(b.rawSize);
        chunk.varint(b.firstId);
        chunk.bytes.append(b.data, stored);
        args.itemDone();
    }
    args.finish(false);
}

} // namespace

std::string writeSteplineFile(const Profile &p, const std::string &path, int zstdLevel, int64_t *bytesWritten)
{
    // Qualified: lupdate reads a free function returning std::string as a member of std.
    if (!ProfileSerializer::argTail(p.args()).empty())
        return stepline::SteplineWriter::tr(
            "The profile is still being built (unsealed args); finalize it first.");
    // Whole or not at all (atomicfile.h): an earlier file at path stays as it was on failure.
    AtomicFile file(path);
    if (!file.open())
        return file.errorString();
    ByteSink header;
    header.bytes.append(native::kMagic, sizeof native::kMagic);
    header.u32(native::kVersion);
    header.u32(0);
    file.write(header.bytes);

    BlockWriter out(file, zstdLevel);
    writeMeta(out, p);
    writeStrings(out, p.strings());

    const SliceTable &sl = p.slices();
    writeTimes(out, tag("SLTS"), sl.ts);
    writeTimes(out, tag("SLDU"), sl.dur);
    writeIds(out, tag("SLTR"), sl.track);
    writeNames(out, tag("SLNM"), sl.name);
    writeNames(out, tag("SLCA"), sl.category);
    writeBytes(out, tag("SLKI"), sl.kind);
    writeU32Delta(out, tag("SLDE"), std::vector<uint32_t>(sl.depth.begin(), sl.depth.end()));
    writeIds(out, tag("SLPA"), sl.parent);
    writeIds(out, tag("SLAR"), sl.args);
    writeU32Delta(out, tag("DEPO"), ProfileSerializer::depthOffsets(p));

    const InstantTable &in = p.instants();
    writeTimes(out, tag("INTS"), in.ts);
    writeIds(out, tag("INTR"), in.track);
    writeNames(out, tag("INNM"), in.name);
    writeNames(out, tag("INCA"), in.category);
    writeIds(out, tag("INAR"), in.args);
    writeBytes(out, tag("INSC"), in.scope);

    const CounterTable &co = p.counters();
    writeTimes(out, tag("COTS"), co.ts);
    writeColumn(out, tag("COVA"), co.value.size(), [&](ByteSink &s, size_t b, size_t e) {
        for (size_t i = b; i < e; ++i)
            s.f64(co.value[i]);
    });

    const FlowTable &fl = p.flows();
    writeIds(out, tag("FLFR"), fl.from);
    writeIds(out, tag("FLTO"), fl.to);
    writeBytes(out, tag("FLKI"), fl.kind);
    writeIds(out, tag("FLBF"), fl.byFrom);
    writeIds(out, tag("FLBT"), fl.byTo);

    writeArgs(out, p.args());

    // PYST, one per Python profiler dump of the job (JobInfo::pythonStats; a minor addition that
    // older readers skip): str path, node; svarint startAbsNs, endAbsNs, startStep, endStep; str
    // startMode, endMode, startPhase, endPhase; str the dump's bytes. The profiler is not stored:
    // the path's file name tells it (python_stats.json is pyinstrument's), as in the job folder.
    for (const PythonStatsFile &f : p.job().pythonStats) {
        ByteSink s;
        s.str(f.path);
        s.str(f.node);
        s.svarint(f.startAbsNs);
        s.svarint(f.endAbsNs);
        s.svarint(f.startStep);
        s.svarint(f.endStep);
        for (const std::string *text : { &f.startMode, &f.endMode, &f.startPhase, &f.endPhase })
            s.str(*text);
        s.str(f.bytes ? std::string_view(*f.bytes) : std::string_view());
        out.write(tag("PYST"), s.bytes);
    }

    // XRNK: communication kernels, steps and clock of every rank, so a job of many .stepline files
    // can be analysed across ranks without loading each model (steplinecrossrank.h).
    out.write(tag("XRNK"), encodeCrossRankBlock(p));

    // SUMM: what `stepline summary` prints for this file with default options, so the command
    // prints it without decoding the columns (steplinesummary.h). Last before END: a full load
    // skips it, and an older reader skips a tag it does not know.
    if (const std::string summary = encodeStoredSummary(p); !summary.empty())
        out.write(tag("SUMM"), summary);

    ByteSink end;
    end.varint(out.blocks());
    out.write(tag("END "), end.bytes);
    if (!out.ok()) // file's destructor discards the temporary file
        return WriteFailure { path, out.error() }.toUserMessage();
    const int64_t size = file.pos();
    if (!file.commit())
        return file.errorString();
    if (bytesWritten)
        *bytesWritten = size;
    return std::string();
}

} // namespace stepline
