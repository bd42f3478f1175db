#include "steplinereaderinternal.h"

#include "smdebug.h"

namespace stepline::native {

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
            return damaged(LoadError::tr("warning '%1' has inconsistent samples").arg(kind));
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
                               .arg(name)
                               .arg(blocksOf(tag(t))));
        }
    }
    Profile &p = *m_profile;
    ProfileSerializer::slices(p).reserve(size_t(m_counts.slices));
    ProfileSerializer::instants(p).reserve(size_t(m_counts.instants));
    CounterTable &co = ProfileSerializer::counters(p);
    co.ts.reserve(size_t(m_counts.samples));
    co.value.reserve(size_t(m_counts.samples));
    ProfileSerializer::flows(p).reserve(size_t(m_counts.flows));
    ProfileSerializer::depthOffsets(p).reserve(size_t(m_counts.depthOffsets));
    ProfileSerializer::argOffsets(ProfileSerializer::args(p)).reserve(size_t(m_counts.args));
    return true;
}

template <typename T, typename A, typename Row>
bool Reader::column(ByteSource &src, std::vector<T, A> &v, uint64_t expected, Row row)
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

template <typename T, typename A> bool Reader::times(ByteSource &src, std::vector<T, A> &v, uint64_t expected)
{
    uint64_t previous = 0;
    return column(src, v, expected, [&previous](ByteSource &s, T &out) {
        previous += uint64_t(s.svarint());
        out = T(int64_t(previous));
        return true;
    });
}

template <typename T, typename A, typename Make>
bool Reader::deltas(ByteSource &src, std::vector<T, A> &v, uint64_t expected, uint64_t limit, Make make)
{
    int64_t previous = 0;
    return column(src, v, expected, [&previous, limit, make](ByteSource &s, T &out) {
        const int64_t delta = s.svarint();
        if (delta > int64_t(1) << 33 || delta < -(int64_t(1) << 33))
            return false;
        previous += delta;
        if (previous < 0 || previous > int64_t(limit))
            return false;
        out = make(uint32_t(previous));
        return true;
    });
}

template <typename Id, typename A>
bool Reader::ids(ByteSource &src, std::vector<Id, A> &v, uint64_t expected, uint64_t limit)
{
    // value + 1 was stored; 0 is "none". Valid ids are below limit.
    return deltas(src, v, expected, limit, [](uint32_t stored) { return Id(stored - 1); });
}

bool Reader::u32Delta(ByteSource &src, std::vector<uint32_t> &v, uint64_t expected, uint64_t limit)
{
    return deltas(src, v, expected, limit, [](uint32_t value) { return value; });
}

// The columns slices and instants both have: their tags are the table's two letters (SL, IN)
// followed by TS, TR, NM, CA or AR.
template <typename Table> bool Reader::eventColumn(ByteSource &src, Table &table, uint64_t rows)
{
    const uint64_t tracks = ProfileSerializer::tracks(*m_profile).size();
    switch (m_current.tag >> 16) { // the tag's last two letters
    case tag("..TS") >> 16:
        return times(src, table.ts, rows);
    case tag("..TR") >> 16:
        return ids(src, table.track, rows, tracks);
    case tag("..NM") >> 16:
        return names(src, table.name, rows);
    case tag("..CA") >> 16:
        return names(src, table.category, rows);
    default:
        return ids(src, table.args, rows, m_counts.args);
    }
}

bool Reader::names(ByteSource &src, Column<StringId> &v, uint64_t expected)
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
    switch (m_current.tag) {
    case tag("STRS"):
        return decodeStrings(s);
    case tag("SLTS"):
    case tag("SLTR"):
    case tag("SLNM"):
    case tag("SLCA"):
    case tag("SLAR"):
        return eventColumn(s, sl, c.slices);
    case tag("SLDU"):
        return times(s, sl.dur, c.slices);
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
    case tag("DEPO"):
        return u32Delta(s, ProfileSerializer::depthOffsets(p), c.depthOffsets, c.slices);
    case tag("INTS"):
    case tag("INTR"):
    case tag("INNM"):
    case tag("INCA"):
    case tag("INAR"):
        return eventColumn(s, in, c.instants);
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

} // namespace stepline::native
