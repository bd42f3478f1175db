#include "nsysloader.h"

#include "argsappender.h"
#include "eventkind.h"
#include "nsysschema.h"
#include "nvtxsteps.h"
#include "sqlitedb.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <map>
#include <set>
#include <unordered_map>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace stepline {

bool isSqliteHead(const char *data, size_t size)
{
    static constexpr char kMagic[16]
        = { 'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', '\0' };
    return size >= sizeof(kMagic) && std::memcmp(data, kMagic, sizeof(kMagic)) == 0;
}

namespace {

// globalPid / globalTid: the process id in bits 24-47, the thread id in bits 0-23, the host (VM)
// above; a process is keyed by everything above the thread id.
int64_t processKey(int64_t globalId)
{
    return int64_t(uint64_t(globalId) >> 24);
}
int64_t osPid(int64_t globalId)
{
    return int64_t((uint64_t(globalId) >> 24) & 0xFFFFFF);
}
int64_t osTid(int64_t globalId)
{
    return int64_t(uint64_t(globalId) & 0xFFFFFF);
}

// Appends "key":value pairs of one event's args into a reused buffer (no allocation per event).
class ArgsText
{
public:
    void begin()
    {
        m_text.clear();
        m_text += '{';
    }
    void number(std::string_view key, int64_t value)
    {
        this->key(key);
        char buf[24];
        const auto r = std::to_chars(buf, buf + sizeof buf, value);
        m_text.append(buf, size_t(r.ptr - buf));
    }
    void triple(std::string_view key, int64_t a, int64_t b, int64_t c)
    {
        this->key(key);
        m_text += '[';
        for (int64_t v : { a, b, c }) {
            char buf[24];
            const auto r = std::to_chars(buf, buf + sizeof buf, v);
            m_text.append(buf, size_t(r.ptr - buf));
            m_text += ',';
        }
        m_text.back() = ']';
    }
    void text(std::string_view key, std::string_view value)
    {
        this->key(key);
        m_text += '"';
        for (char c : value) {
            if (c == '"' || c == '\\') {
                m_text += '\\';
                m_text += c;
            } else if (uint8_t(c) < 0x20) {
                static constexpr char kHex[] = "0123456789abcdef";
                m_text += "\\u00";
                m_text += kHex[uint8_t(c) >> 4];
                m_text += kHex[uint8_t(c) & 15];
            } else {
                m_text += c;
            }
        }
        m_text += '"';
    }
    std::string_view end()
    {
        m_text += '}';
        return m_text;
    }

private:
    void key(std::string_view k)
    {
        if (m_text.size() > 1)
            m_text += ',';
        m_text += '"';
        m_text += k;
        m_text += "\":";
    }
    std::string m_text;
};

// The size of a file (following links), 0 when it cannot be had.
int64_t fileSize(const std::string &path)
{
    struct stat st = {};
    return ::stat(path.c_str(), &st) == 0 ? int64_t(st.st_size) : 0;
}

// What SQLite's header promises (page size x pages) against the bytes on disk: a copy cut short
// fails later with "database disk image is malformed", which says less. False when the file
// cannot be opened or is a folder (SQLite then says why).
bool truncatedHeader(const std::string &path, int64_t *expected, int64_t *actual)
{
    int fd = -1;
    do {
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return false;
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
        ::close(fd);
        return false;
    }
    unsigned char b[100];
    size_t got = 0;
    while (got < sizeof b) {
        const ssize_t n = ::read(fd, b + got, sizeof b - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += size_t(n);
    }
    ::close(fd);
    *actual = int64_t(st.st_size);
    if (got < sizeof b)
        return true;
    auto be32 = [&](int at) {
        return (uint32_t(b[at]) << 24) | (uint32_t(b[at + 1]) << 16) | (uint32_t(b[at + 2]) << 8) | b[at + 3];
    };
    uint32_t pageSize = (uint32_t(b[16]) << 8) | b[17];
    if (pageSize == 1)
        pageSize = 65536;
    const uint32_t pages = be32(28);
    // The page count is valid only when the header's version-valid-for matches its change counter.
    if (pages == 0 || be32(92) != be32(24))
        return false;
    *expected = int64_t(pageSize) * int64_t(pages);
    return *actual < *expected;
}

class NsysLoad
{
public:
    NsysLoad(const std::string &path, LoadProgress &progress, const LoadOptions &options, FileLoadResult &out)
        : m_path(path)
        , m_stepRange(options.stepRange)
        , m_progress(progress)
        , m_out(out)
        , m_builder(out.builder)
    {
    }
    ~NsysLoad() { m_args.reset(); }

    void run();

private:
    struct RankSlot
    {
        uint32_t rank = 0;
        int64_t pid = 0;
        ProcessId host;
    };

    bool fail(LoadError::Code code, std::string detail, std::string hint)
    {
        m_out.error = LoadError::make(code, m_path, std::move(detail), std::move(hint));
        return false;
    }
    bool queryFailed(const std::string &table, const std::string &error)
    {
        return fail(LoadError::Code::Unreadable,
            LoadError::tr("Reading the table %1 of this Nsight Systems export failed: %2.")
                .arg(table)
                .arg(error),
            LoadError::tr("The file may be damaged or cut short: export the report again "
                          "(nsys export --type sqlite)."));
    }
    // Runs sql and calls row(statement) for each row until it returns false (canceled); false when
    // it did or the query failed.
    template <typename Row> bool forEachRow(const std::string &sql, const std::string &table, Row row);
    // An NVTX row's text, by its id in StringIds or written out.
    StringId nvtxName(const SqliteStatement &st);
    bool openChecked();
    void readFacts();
    bool readGpuTable(GpuTable table);
    bool readRuntime();
    bool readNvtx();
    // Processes (processKey) with ProfilerStep#N ranges: a step-range pattern leaves them alone.
    bool findProfilerSteps();
    // The name an NVTX range gets: "ProfilerStep#N" when it is a step by the pattern (N counts the
    // rank's steps in start order; *original is then the range's own name), else its own.
    StringId stepName(RankSlot &slot, int64_t globalTid, StringId name, StringId *original);
    void finishRanks();

    StringId nameFrom(const SqliteStatement &st, int column);
    StringId intern(std::string_view s) { return m_builder.strings().intern(s); }
    // The rank of a process with GPU activity (made on its first GPU row); nullptr for a process
    // without (its host events then belong to no rank).
    RankSlot *rankOfProcess(int64_t globalId, bool create);
    TrackId gpuTrack(RankSlot &slot, int64_t device, int64_t stream);
    TrackId hostTrack(RankSlot &slot, int64_t globalTid);
    // A row's start on the job's clock and its duration; an end before the start counts as a
    // negative duration and ends at the start. False, counted, when either does not fit.
    bool onJobClock(int64_t start, int64_t end, int64_t &ts, int64_t &dur);
    bool tick();

    const std::string m_path;
    const std::string m_stepRange;
    std::set<int64_t> m_processesWithProfilerSteps;
    std::unordered_map<uint32_t, bool> m_matchesStepRange; // by name StringId
    std::vector<int64_t> m_stepsOfRank; // steps made by the pattern, per rank
    LoadProgress &m_progress;
    FileLoadResult &m_out;
    ProfileBuilder &m_builder;
    SqliteDb m_db;
    std::unique_ptr<ArgsAppender> m_args;
    ArgsText m_argsText;
    NsysNames m_names;
    int64_t m_baseNs = 0;
    std::string m_hostName;
    std::map<int64_t, NsysGpuInfo> m_gpuInfo; // by CUDA device id
    std::unordered_map<int64_t, std::string> m_processNames; // by processKey
    std::unordered_map<int64_t, StringId> m_threadNames; // by globalTid
    std::map<int64_t, RankSlot> m_ranks; // by processKey, in pid order
    std::unordered_map<int64_t, TrackId> m_hostTracks; // by globalTid
    std::map<std::tuple<int64_t, int64_t, int64_t>, TrackId> m_gpuTracks; // (process, device, stream)
    std::vector<std::vector<int64_t>> m_devicesOfRank;
    std::vector<uint64_t> m_launchesOfRank;
    std::vector<uint64_t> m_gpuOpsOfRank;
    bool m_anyGpuTable = false;
    // No process had GPU activity: each process with host events is a rank of its own then.
    bool m_hostMakesRanks = false;
    uint64_t m_rows = 0;
    uint64_t m_hostRowsWithoutRank = 0;
    uint64_t m_negative = 0;
    uint64_t m_timesOutOfRange = 0; // rows skipped: start or duration past 64-bit nanoseconds
    StringId m_catKernel, m_catMemcpy, m_catMemset, m_catRuntime, m_catAnnotation;
};

bool NsysLoad::onJobClock(int64_t start, int64_t end, int64_t &ts, int64_t &dur)
{
    if (end < start) {
        ++m_negative;
        end = start;
    }
    if (__builtin_add_overflow(start, m_baseNs, &ts) || __builtin_sub_overflow(end, start, &dur)) {
        ++m_timesOutOfRange;
        return false;
    }
    return true;
}

bool NsysLoad::tick()
{
    if ((++m_rows & 0xFFFF) != 0)
        return true;
    return m_progress.advance(0, LoadError::tr("Reading the Nsight Systems export"));
}

bool NsysLoad::openChecked()
{
    for (const char *suffix : { "-journal", "-wal" }) {
        const std::string side = m_path + suffix;
        if (fileSize(side) > 0)
            return fail(LoadError::Code::Unreadable,
                LoadError::tr("The SQLite file is being written or was left half-written: %1 lies "
                              "beside it, so its tables may be incomplete.")
                    .arg(side.substr(side.find_last_of('/') + 1)),
                LoadError::tr("Wait until nsys export has finished, or export the report again."));
    }
    int64_t expected = 0, actual = 0;
    if (truncatedHeader(m_path, &expected, &actual))
        return fail(LoadError::Code::Unreadable,
            LoadError::tr("The SQLite file is truncated: its header says %1 bytes, the file has %2.")
                .arg(expected)
                .arg(actual),
            LoadError::tr(
                "Copy the whole file again, or export the report again (nsys export --type sqlite)."));
    std::string error;
    if (!m_db.open(m_path, &error))
        return fail(LoadError::Code::Unreadable, LoadError::tr("SQLite cannot open the file: %1.").arg(error),
            LoadError::tr("Check the file permissions, or export the report again."));
    const std::vector<std::string> &tables = m_db.tables();
    if (tables.empty()) {
        SqliteStatement probe(m_db, "SELECT count(*) FROM sqlite_master");
        probe.step();
        if (!probe.ok())
            return fail(LoadError::Code::Unreadable,
                LoadError::tr("SQLite cannot read the file: %1.").arg(probe.error()),
                LoadError::tr("The file may be damaged or cut short: export the report again "
                              "(nsys export --type sqlite)."));
    }
    if (!isNsysExport(m_db))
        return fail(LoadError::Code::NotATrace,
            LoadError::tr("The file is a SQLite database but not an Nsight Systems export: it has "
                          "none of the tables StringIds, CUPTI_ACTIVITY_KIND_KERNEL, "
                          "CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU."),
            LoadError::tr("Open a report exported with nsys export --type sqlite (a .nsys-rep "
                          "file must be exported first)."));
    return true;
}

void NsysLoad::readFacts()
{
    m_baseNs = sessionStartNs(m_db);
    m_hostName = hostName(m_db);
    for (NsysGpuInfo &g : readGpus(m_db))
        m_gpuInfo.emplace(g.cudaDevice, std::move(g));
    for (auto &[key, name] : readProcessNames(m_db))
        m_processNames.emplace(key, std::move(name));
    for (const auto &[globalTid, nameId] : readThreadNameIds(m_db))
        m_threadNames.emplace(globalTid, nameId.isText ? intern(nameId.text) : m_names.get(nameId.id));
}

StringId NsysLoad::nameFrom(const SqliteStatement &st, int column)
{
    if (st.isNull(column))
        return StringId();
    if (st.isInteger(column))
        return m_names.get(st.integer(column));
    return intern(st.text(column)); // older exports and NVTX text hold the name inline
}

NsysLoad::RankSlot *NsysLoad::rankOfProcess(int64_t globalId, bool create)
{
    const int64_t key = processKey(globalId);
    auto it = m_ranks.find(key);
    if (it != m_ranks.end())
        return &it->second;
    if (!create)
        return nullptr;
    RankSlot slot;
    slot.pid = osPid(globalId);
    RankInfo info;
    info.file = m_path;
    info.format = "nsys-sqlite";
    info.node = m_hostName;
    info.baseTimeNs = m_baseNs;
    slot.rank = m_builder.addRank(std::move(info));
    slot.host = m_builder.process(slot.rank, slot.pid);
    const auto name = m_processNames.find(key);
    if (name != m_processNames.end())
        m_builder.processAt(slot.host).name = intern(name->second);
    m_devicesOfRank.resize(slot.rank + 1);
    m_launchesOfRank.resize(slot.rank + 1, 0);
    m_gpuOpsOfRank.resize(slot.rank + 1, 0);
    return &m_ranks.emplace(key, slot).first->second;
}

TrackId NsysLoad::gpuTrack(RankSlot &slot, int64_t device, int64_t stream)
{
    const auto key = std::make_tuple(int64_t(slot.rank), device, stream);
    auto it = m_gpuTracks.find(key);
    if (it != m_gpuTracks.end())
        return it->second;
    const int32_t dev = int32_t(std::clamp<int64_t>(device, 0, INT32_MAX));
    const ProcessId gpu = m_builder.process(slot.rank, dev);
    Process &p = m_builder.processAt(gpu);
    if (!p.isGpu) {
        p.isGpu = true;
        p.device = dev;
        p.labels = intern("GPU " + std::to_string(dev));
        p.name = p.labels;
        m_devicesOfRank[slot.rank].push_back(device);
    }
    const TrackId t = m_builder.track(gpu, stream, TrackKind::GpuStream);
    Track &tr = m_builder.trackAt(t);
    tr.device = dev;
    tr.stream = stream;
    tr.name = intern("stream " + std::to_string(stream));
    m_gpuTracks.emplace(key, t);
    return t;
}

TrackId NsysLoad::hostTrack(RankSlot &slot, int64_t globalTid)
{
    auto it = m_hostTracks.find(globalTid);
    if (it != m_hostTracks.end())
        return it->second;
    const int64_t tid = osTid(globalTid);
    const TrackId t = m_builder.track(slot.host, tid, TrackKind::CpuThread);
    Track &tr = m_builder.trackAt(t);
    const auto name = m_threadNames.find(globalTid);
    tr.name = name != m_threadNames.end() && !name->second.isEmpty()
        ? name->second
        : intern("thread " + std::to_string(tid));
    m_hostTracks.emplace(globalTid, t);
    return t;
}

bool NsysLoad::readGpuTable(GpuTable table)
{
    const GpuQuery q = gpuQuery(m_db, table);
    if (q.sql.empty())
        return true;
    m_anyGpuTable = true;
    const std::vector<std::string> memKinds
        = table == GpuTable::Kernel ? std::vector<std::string>() : memoryKindNames(m_db);
    const std::vector<std::string> copyKinds
        = table == GpuTable::Memcpy ? memcpyKindNames(m_db) : std::vector<std::string>();
    std::unordered_map<int64_t, StringId> opNames; // memcpy/memset names by (kinds) code
    const StringId category = table == GpuTable::Kernel ? m_catKernel
        : table == GpuTable::Memcpy                     ? m_catMemcpy
                                                        : m_catMemset;
    const EventKind kind = table == GpuTable::Kernel ? EventKind::Kernel
        : table == GpuTable::Memcpy                  ? EventKind::Memcpy
                                                     : EventKind::Memset;
    return forEachRow(q.sql, q.table, [&](const SqliteStatement &st) {
        int64_t ts = 0, dur = 0;
        if (!onJobClock(st.integer(GpuQuery::kStart), st.integer(GpuQuery::kEnd), ts, dur))
            return tick();
        const int64_t device = st.integerOr(GpuQuery::kDevice, 0);
        const int64_t stream = st.integerOr(GpuQuery::kStream, 0);
        const int64_t globalPid = st.integerOr(GpuQuery::kGlobalPid, 0);
        RankSlot &slot = *rankOfProcess(globalPid, true);
        const TrackId track = gpuTrack(slot, device, stream);
        StringId name;
        m_argsText.begin();
        m_argsText.number("device", device);
        m_argsText.number("stream", stream);
        const bool hasCorrelation = !st.isNull(GpuQuery::kCorrelation);
        const int64_t correlation = st.integer(GpuQuery::kCorrelation);
        if (hasCorrelation)
            m_argsText.number("correlation", correlation);
        if (table == GpuTable::Kernel) {
            name = nameFrom(st, GpuQuery::kName);
            if (!st.isNull(GpuQuery::kGridX))
                m_argsText.triple("grid", st.integer(GpuQuery::kGridX), st.integer(GpuQuery::kGridY),
                    st.integer(GpuQuery::kGridZ));
            if (!st.isNull(GpuQuery::kBlockX))
                m_argsText.triple("block", st.integer(GpuQuery::kBlockX), st.integer(GpuQuery::kBlockY),
                    st.integer(GpuQuery::kBlockZ));
            if (!st.isNull(GpuQuery::kRegisters))
                m_argsText.number("registers per thread", st.integer(GpuQuery::kRegisters));
            if (!st.isNull(GpuQuery::kSharedMemory))
                m_argsText.number("shared memory", st.integer(GpuQuery::kSharedMemory));
        } else {
            const int64_t bytes = st.integer(GpuQuery::kBytes);
            m_argsText.number("bytes", bytes);
            const int64_t copy = table == GpuTable::Memcpy ? st.integer(GpuQuery::kCopyKind) : -1;
            const int64_t src = st.integerOr(GpuQuery::kSrcKind, -1);
            const int64_t dst = st.integerOr(GpuQuery::kDstKind, -1);
            const int64_t code = ((copy & 0xFFFF) << 32) | ((src & 0xFFFF) << 16) | (dst & 0xFFFF);
            auto it = opNames.find(code);
            if (it == opNames.end()) {
                const std::string text = table == GpuTable::Memcpy
                    ? memcpyName(copyKinds, memKinds, copy, src, dst)
                    : memsetName(memKinds, dst);
                it = opNames.emplace(code, intern(text)).first;
            }
            name = it->second;
        }
        if (!st.isNull(GpuQuery::kGraphNode))
            m_argsText.number("graph node", st.integer(GpuQuery::kGraphNode));
        const ArgSetId args = m_args->append(m_argsText.end());
        const uint32_t index = m_builder.addSlice(track, ts, dur, name, category, kind, args);
        if (hasCorrelation)
            m_builder.setCorrelation(index, slot.rank, correlation);
        ++m_gpuOpsOfRank[slot.rank];
        ++m_out.stats.complete;
        return tick();
    });
}

bool NsysLoad::readRuntime()
{
    const HostQuery q = runtimeQuery(m_db);
    if (q.sql.empty())
        return true;
    std::unordered_map<uint32_t, bool> launches; // by name StringId
    return forEachRow(q.sql, q.table, [&](const SqliteStatement &st) {
        const int64_t globalTid = st.integerOr(HostQuery::kGlobalTid, 0);
        RankSlot *slot = rankOfProcess(globalTid, m_hostMakesRanks);
        if (!slot) {
            ++m_hostRowsWithoutRank;
            return tick();
        }
        int64_t ts = 0, dur = 0;
        if (!onJobClock(st.integer(HostQuery::kStart), st.integer(HostQuery::kEnd), ts, dur))
            return tick();
        const StringId name = nameFrom(st, HostQuery::kName);
        auto it = launches.find(name.value);
        if (it == launches.end())
            it = launches.emplace(name.value, launchesGpuWork(m_builder.strings().view(name))).first;
        if (it->second)
            ++m_launchesOfRank[slot->rank];
        ArgSetId args;
        const bool hasCorrelation = !st.isNull(HostQuery::kCorrelation);
        const int64_t correlation = st.integer(HostQuery::kCorrelation);
        if (hasCorrelation) {
            m_argsText.begin();
            m_argsText.number("correlation", correlation);
            args = m_args->append(m_argsText.end());
        }
        const uint32_t index = m_builder.addSlice(
            hostTrack(*slot, globalTid), ts, dur, name, m_catRuntime, EventKind::CudaRuntime, args);
        if (hasCorrelation)
            m_builder.setCorrelation(index, slot->rank, correlation);
        ++m_out.stats.complete;
        return tick();
    });
}

bool NsysLoad::readNvtx()
{
    const NvtxQuery q = nvtxQuery(m_db);
    if (q.sql.empty())
        return true;
    if (!m_stepRange.empty() && !findProfilerSteps())
        return false;
    // Steps by pattern are numbered in start order: the table is in the order nsys wrote it.
    return forEachRow(
        m_stepRange.empty() ? q.sql : q.sql + " ORDER BY 1", "NVTX_EVENTS", [&](const SqliteStatement &st) {
            const int64_t type = st.integerOr(NvtxQuery::kEventType, -1);
            const bool range = !st.isNull(NvtxQuery::kEnd);
            if (!range && type != kNvtxMark) // naming and domain records, not events
                return true;
            const int64_t globalTid = st.integerOr(NvtxQuery::kGlobalTid, 0);
            RankSlot *slot = rankOfProcess(globalTid, m_hostMakesRanks);
            if (!slot) {
                ++m_hostRowsWithoutRank;
                return true;
            }
            StringId name = nvtxName(st);
            const int64_t start = st.integer(NvtxQuery::kStart);
            int64_t ts = 0, dur = 0;
            if (!onJobClock(start, range ? st.integer(NvtxQuery::kEnd) : start, ts, dur))
                return tick();
            const TrackId track = hostTrack(*slot, globalTid);
            if (range) {
                StringId original;
                if (!m_stepRange.empty())
                    name = stepName(*slot, globalTid, name, &original);
                ArgSetId args;
                if (!original.isEmpty()) {
                    m_argsText.begin();
                    m_argsText.text("nvtx range", m_builder.strings().view(original));
                    args = m_args->append(m_argsText.end());
                }
                m_builder.addSlice(track, ts, dur, name, m_catAnnotation, EventKind::UserAnnotation, args);
                ++m_out.stats.complete;
            } else {
                m_builder.addInstant(track, ts, name, m_catAnnotation, 't');
                ++m_out.stats.instants;
            }
            return tick();
        });
}

bool NsysLoad::findProfilerSteps()
{
    std::unordered_map<uint32_t, bool> isStep; // by name StringId
    return forEachRow(nvtxQuery(m_db).sql, "NVTX_EVENTS", [&](const SqliteStatement &st) {
        if (st.isNull(NvtxQuery::kEnd))
            return true;
        const StringId name = nvtxName(st);
        auto it = isStep.find(name.value);
        if (it == isStep.end())
            it = isStep.emplace(name.value, isProfilerStepName(m_builder.strings().view(name))).first;
        if (it->second)
            m_processesWithProfilerSteps.insert(processKey(st.integerOr(NvtxQuery::kGlobalTid, 0)));
        return tick();
    });
}

StringId NsysLoad::nvtxName(const SqliteStatement &st)
{
    StringId name = st.isNull(NvtxQuery::kTextId) ? StringId() : m_names.get(st.integer(NvtxQuery::kTextId));
    if (name.isEmpty() && !st.isNull(NvtxQuery::kText))
        name = intern(st.text(NvtxQuery::kText));
    return name;
}

template <typename Row> bool NsysLoad::forEachRow(const std::string &sql, const std::string &table, Row row)
{
    SqliteStatement st(m_db, sql);
    if (!st.prepared())
        return queryFailed(table, st.error());
    while (st.step()) {
        if (!row(st))
            return false;
    }
    return st.ok() || queryFailed(table, st.error());
}

StringId NsysLoad::stepName(RankSlot &slot, int64_t globalTid, StringId name, StringId *original)
{
    if (m_processesWithProfilerSteps.count(processKey(globalTid)))
        return name;
    auto it = m_matchesStepRange.find(name.value);
    if (it == m_matchesStepRange.end())
        it = m_matchesStepRange.emplace(name.value, globMatch(m_stepRange, m_builder.strings().view(name)))
                 .first;
    if (!it->second)
        return name;
    if (m_stepsOfRank.size() <= slot.rank)
        m_stepsOfRank.resize(slot.rank + 1, 0);
    *original = name;
    return intern("ProfilerStep#" + std::to_string(m_stepsOfRank[slot.rank]++));
}

void NsysLoad::finishRanks()
{
    const uint32_t n = m_builder.rankCount();
    // Several processes of one report (a torchrun job on one node) are numbered in pid order; a
    // report of one process takes its number from the file name or the folder order, like a
    // Kineto rank file.
    if (n > 1) {
        int32_t number = 0;
        for (auto &[key, slot] : m_ranks) {
            RankInfo &r = m_builder.rank(slot.rank);
            r.rank = number++;
            r.rankSource = "process order";
        }
    }
    for (uint32_t r = 0; r < n; ++r) {
        RankInfo &info = m_builder.rank(r);
        std::vector<int64_t> &devices = m_devicesOfRank[r];
        std::sort(devices.begin(), devices.end());
        for (int64_t d : devices) {
            const auto it = m_gpuInfo.find(d);
            if (it == m_gpuInfo.end())
                continue;
            DeviceProperties p = it->second.properties;
            p.id = int32_t(d);
            info.devices.push_back(std::move(p));
        }
        info.fileBytes = uint64_t(fileSize(m_path));
        if (m_gpuOpsOfRank[r] == 0) {
            // No GPU table, or none of its rows: what the launches asked for was not traced.
            const uint64_t count = std::max<uint64_t>(m_launchesOfRank[r], 1);
            m_builder.report().add(warning::kNoGpuActivity, r, LoadReport::kNoOffset, count);
            info.warnings += count;
        }
    }
    if (!m_stepRange.empty()) {
        m_stepsOfRank.resize(n, 0);
        uint64_t unmatched = 0, ignored = 0;
        for (const auto &[key, slot] : m_ranks) {
            if (m_processesWithProfilerSteps.count(key))
                ++ignored;
            else if (m_stepsOfRank[slot.rank] == 0)
                ++unmatched;
        }
        if (unmatched > 0)
            m_builder.report().add(std::string(kStepRangeUnmatched), 0, LoadReport::kNoOffset, unmatched);
        if (ignored > 0)
            m_builder.report().add(std::string(kStepRangeIgnored), 0, LoadReport::kNoOffset, ignored);
    }
    if (m_negative > 0)
        m_builder.report().add(kNsysNegativeClamped, 0, LoadReport::kNoOffset, m_negative);
    if (m_timesOutOfRange > 0)
        m_builder.report().add(warning::kBadNumber, 0, LoadReport::kNoOffset, m_timesOutOfRange);
    if (m_hostRowsWithoutRank > 0)
        m_builder.report().add(kNsysHostWithoutGpu, 0, LoadReport::kNoOffset, m_hostRowsWithoutRank);
    m_builder.job().format = "nsys-sqlite";
}

void NsysLoad::run()
{
    m_progress.setStage(LoadError::tr("Reading the Nsight Systems export"));
    if (!openChecked())
        return;
    m_names.attach(m_db, m_builder.strings());
    m_catKernel = intern("kernel");
    m_catMemcpy = intern("gpu_memcpy");
    m_catMemset = intern("gpu_memset");
    m_catRuntime = intern("cuda_runtime");
    m_catAnnotation = intern("user_annotation");
    readFacts();
    m_args = std::make_unique<ArgsAppender>(m_builder.args());
    bool ok
        = readGpuTable(GpuTable::Kernel) && readGpuTable(GpuTable::Memcpy) && readGpuTable(GpuTable::Memset);
    m_hostMakesRanks = m_ranks.empty();
    ok = ok && readRuntime() && readNvtx();
    m_args->finish();
    m_args.reset();
    if (!ok) {
        if (!m_out.error.isError())
            fail(LoadError::Code::Canceled, LoadError::tr("Loading was canceled."), std::string());
        return;
    }
    if (!m_names.ok()) {
        queryFailed("StringIds", m_names.error());
        return;
    }
    if (m_builder.rankCount() == 0) {
        fail(LoadError::Code::NoEvents,
            LoadError::tr("The Nsight Systems export holds no kernel, memcpy, memset, CUDA runtime "
                          "or NVTX range (tables %1).")
                .arg(presentEventTables(m_db)),
            LoadError::tr("Profile with CUDA or NVTX tracing on (nsys profile -t cuda,nvtx) and "
                          "export again."));
        return;
    }
    finishRanks();
    m_out.stats.events = m_out.stats.complete + m_out.stats.instants;
    m_progress.advance(fileSize(m_path), LoadError::tr("Indexing"));
}

} // namespace

FileLoadResult loadNsysFile(const std::string &path, LoadProgress &progress, const LoadOptions &options)
{
    FileLoadResult out;
    NsysLoad(path, progress, options, out).run();
    return out;
}

// Nsight Systems is the only SQLite report read so far; its loader names what a database lacks.
FileLoadResult loadSqliteReport(const std::string &path, LoadProgress &progress, const LoadOptions &options)
{
    return loadNsysFile(path, progress, options);
}

} // namespace stepline
