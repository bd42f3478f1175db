#include "nsysschema.h"

#include "sqlitedb.h"
#include "stringpool.h"

#include <algorithm>
#include <initializer_list>

namespace stepline {

namespace {

constexpr const char *kKernelTable = "CUPTI_ACTIVITY_KIND_KERNEL";
constexpr const char *kMemcpyTable = "CUPTI_ACTIVITY_KIND_MEMCPY";
constexpr const char *kMemsetTable = "CUPTI_ACTIVITY_KIND_MEMSET";
constexpr const char *kRuntimeTable = "CUPTI_ACTIVITY_KIND_RUNTIME";
constexpr const char *kNvtxTable = "NVTX_EVENTS";

// The first of names the table has, as a SELECT expression; NULL when it has none of them.
std::string pick(const std::vector<std::string> &columns, std::initializer_list<const char *> names)
{
    for (const char *n : names) {
        if (std::find(columns.begin(), columns.end(), n) != columns.end())
            return std::string("\"") + n + "\"";
    }
    return "NULL";
}

std::string selectFrom(const std::string &table, const std::vector<std::string> &exprs)
{
    std::string sql = "SELECT ";
    for (size_t i = 0; i < exprs.size(); ++i)
        sql += (i ? ", " : "") + exprs[i];
    return sql + " FROM \"" + table + "\"";
}

// A process key column: globalPid, else the globalTid of the row (same upper bits), else an
// older schema's bare processId placed where globalPid keeps the pid.
std::string processColumn(const std::vector<std::string> &c)
{
    const std::string g = pick(c, { "globalPid", "globalTid" });
    if (g != "NULL")
        return g;
    const std::string p = pick(c, { "processId", "pid" });
    return p == "NULL" ? p : "(" + p + " << 24)";
}

std::vector<std::string> enumLabels(SqliteDb &db, const char *table, std::vector<std::string> fallback)
{
    const std::vector<std::string> c = db.columns(table);
    if (c.empty())
        return fallback;
    const std::string label = pick(c, { "label", "name" });
    SqliteStatement st(db, "SELECT id, " + label + " FROM \"" + table + "\"");
    std::vector<std::string> out;
    while (st.step()) {
        const int64_t id = st.integer(0);
        if (id < 0 || id > 1024 || st.isNull(1))
            continue;
        if (size_t(id) >= out.size())
            out.resize(size_t(id) + 1);
        out[size_t(id)] = std::string(st.text(1));
    }
    return out.empty() ? fallback : out;
}

std::string labelOf(const std::vector<std::string> &labels, int64_t id)
{
    if (id >= 0 && size_t(id) < labels.size() && !labels[size_t(id)].empty())
        return labels[size_t(id)];
    return "Unknown";
}

} // namespace

bool isNsysExport(SqliteDb &db)
{
    for (const char *t : { "StringIds", kKernelTable, kRuntimeTable, kNvtxTable, "TARGET_INFO_GPU",
             "TARGET_INFO_SESSION_START_TIME", "EXPORT_META_DATA", "META_DATA_EXPORT" }) {
        if (db.hasTable(t))
            return true;
    }
    return false;
}

std::string presentEventTables(SqliteDb &db)
{
    std::string out;
    for (const char *t : { kKernelTable, kMemcpyTable, kMemsetTable, kRuntimeTable, kNvtxTable }) {
        if (db.hasTable(t))
            out += (out.empty() ? "" : ", ") + std::string(t);
    }
    return out.empty() ? "none" : out;
}

int64_t sessionStartNs(SqliteDb &db)
{
    const std::vector<std::string> c = db.columns("TARGET_INFO_SESSION_START_TIME");
    const std::string col = pick(c, { "utcEpochNs" });
    if (col == "NULL")
        return 0;
    SqliteStatement st(db, "SELECT " + col + " FROM TARGET_INFO_SESSION_START_TIME LIMIT 1");
    if (st.step() && st.isInteger(0) && st.integer(0) > 0)
        return st.integer(0);
    return 0;
}

std::string hostName(SqliteDb &db)
{
    const std::vector<std::string> c = db.columns("TARGET_INFO_SYSTEM_ENV");
    if (pick(c, { "name" }) == "NULL" || pick(c, { "value" }) == "NULL")
        return {};
    SqliteStatement st(db, "SELECT value FROM TARGET_INFO_SYSTEM_ENV WHERE name = 'Hostname' LIMIT 1");
    return st.step() ? std::string(st.text(0)) : std::string();
}

std::vector<NsysGpuInfo> readGpus(SqliteDb &db)
{
    std::vector<NsysGpuInfo> out;
    for (const char *table : { "TARGET_INFO_GPU", "TARGET_INFO_CUDA_DEVICE" }) {
        const std::vector<std::string> c = db.columns(table);
        if (c.empty())
            continue;
        // GPU rows carry the CUDA device ordinal; TARGET_INFO_GPU.id is nsys's own numbering.
        const std::vector<std::string> exprs = { pick(c, { "cuDevice", "cudaId", "cudaDeviceId", "id" }),
            pick(c, { "name" }), pick(c, { "totalMemory", "globalMemorySize", "totalGlobalMem" }),
            pick(c, { "computeMajor", "computeCapabilityMajor" }),
            pick(c, { "computeMinor", "computeCapabilityMinor" }),
            pick(c, { "smCount", "numMultiprocessors" }), pick(c, { "threadsPerWarp", "warpSize" }),
            pick(c, { "maxThreadsPerBlock" }) };
        SqliteStatement st(db, selectFrom(table, exprs));
        while (st.step()) {
            if (st.isNull(0))
                continue;
            NsysGpuInfo g;
            g.cudaDevice = st.integer(0);
            if (std::any_of(out.begin(), out.end(),
                    [&](const NsysGpuInfo &o) { return o.cudaDevice == g.cudaDevice; }))
                continue;
            DeviceProperties &p = g.properties;
            p.id = int32_t(std::clamp<int64_t>(g.cudaDevice, -1, INT32_MAX));
            p.name = std::string(st.text(1));
            p.totalGlobalMem = st.integer(2);
            p.computeMajor = int32_t(st.integer(3));
            p.computeMinor = int32_t(st.integer(4));
            p.numSms = int32_t(st.integer(5));
            p.warpSize = int32_t(st.integer(6));
            p.maxThreadsPerBlock = int32_t(st.integer(7));
            out.push_back(std::move(g));
        }
        if (!out.empty())
            break;
    }
    return out;
}

std::vector<std::pair<int64_t, std::string>> readProcessNames(SqliteDb &db)
{
    std::vector<std::pair<int64_t, std::string>> out;
    const std::vector<std::string> c = db.columns("PROCESSES");
    const std::string gpid = pick(c, { "globalPid" });
    const std::string name = pick(c, { "name" });
    if (gpid == "NULL" || name == "NULL")
        return out;
    SqliteStatement st(db, "SELECT " + gpid + ", " + name + " FROM PROCESSES");
    while (st.step()) {
        if (!st.isNull(0) && !st.isNull(1))
            out.emplace_back(int64_t(uint64_t(st.integer(0)) >> 24), std::string(st.text(1)));
    }
    return out;
}

std::vector<std::pair<int64_t, NameRef>> readThreadNameIds(SqliteDb &db)
{
    std::vector<std::pair<int64_t, NameRef>> out;
    const std::vector<std::string> c = db.columns("ThreadNames");
    const std::string tid = pick(c, { "globalTid" });
    const std::string name = pick(c, { "nameId", "name" });
    if (tid == "NULL" || name == "NULL")
        return out;
    SqliteStatement st(db, "SELECT " + tid + ", " + name + " FROM ThreadNames");
    while (st.step()) {
        if (st.isNull(0) || st.isNull(1))
            continue;
        NameRef ref;
        ref.isText = !st.isInteger(1);
        if (ref.isText)
            ref.text = std::string(st.text(1));
        else
            ref.id = st.integer(1);
        out.emplace_back(st.integer(0), std::move(ref));
    }
    return out;
}

NsysNames::NsysNames() = default;
NsysNames::~NsysNames() = default;

void NsysNames::attach(SqliteDb &db, StringPool &pool)
{
    m_pool = &pool;
    const std::vector<std::string> c = db.columns("StringIds");
    if (pick(c, { "id" }) != "NULL" && pick(c, { "value" }) != "NULL")
        m_lookup = std::make_unique<SqliteStatement>(db, "SELECT value FROM StringIds WHERE id = ?");
}

StringId NsysNames::get(int64_t id)
{
    constexpr int64_t kDenseLimit = int64_t(1) << 24;
    if (id >= 0 && id < kDenseLimit && size_t(id) < m_dense.size() && m_dense[size_t(id)] != 0)
        return StringId(m_dense[size_t(id)] - 1);
    StringId out;
    if (m_lookup) {
        m_lookup->reset();
        m_lookup->bind(1, id);
        if (m_lookup->step())
            out = m_pool->intern(m_lookup->text(0));
        else if (!m_lookup->ok() && m_error.empty())
            m_error = m_lookup->error();
    }
    if (out.isEmpty())
        out = m_pool->intern("(string " + std::to_string(id) + " not in StringIds)");
    if (id >= 0 && id < kDenseLimit) {
        if (size_t(id) >= m_dense.size())
            m_dense.resize(std::max(size_t(id) + 1, m_dense.size() * 2), 0);
        m_dense[size_t(id)] = out.value + 1;
    }
    return out;
}

GpuQuery gpuQuery(SqliteDb &db, GpuTable table)
{
    GpuQuery q;
    q.table = table == GpuTable::Kernel ? kKernelTable
        : table == GpuTable::Memcpy     ? kMemcpyTable
                                        : kMemsetTable;
    const std::vector<std::string> c = db.columns(q.table);
    if (c.empty() || pick(c, { "start" }) == "NULL" || pick(c, { "end" }) == "NULL")
        return q;
    std::vector<std::string> e = { pick(c, { "start" }), pick(c, { "end" }), pick(c, { "deviceId" }),
        pick(c, { "streamId" }), pick(c, { "correlationId" }), processColumn(c), pick(c, { "graphNodeId" }) };
    if (table == GpuTable::Kernel) {
        // demangledName is the name Kineto writes; very old exports have only the short one.
        // One pick per column: a vector of initializer_lists would keep none of their arrays alive
        // past its own construction.
        e.push_back(pick(c, { "demangledName", "shortName", "mangledName", "name" }));
        for (const char *column :
            { "gridX", "gridY", "gridZ", "blockX", "blockY", "blockZ", "registersPerThread" })
            e.push_back(pick(c, { column }));
        const std::string st = pick(c, { "staticSharedMemory" }), dyn = pick(c, { "dynamicSharedMemory" });
        e.push_back(st == "NULL" ? dyn : dyn == "NULL" ? st : "(" + st + " + " + dyn + ")");
    } else if (table == GpuTable::Memcpy) {
        e.push_back(pick(c, { "bytes" }));
        e.push_back(pick(c, { "copyKind" }));
        e.push_back(pick(c, { "srcKind" }));
        e.push_back(pick(c, { "dstKind" }));
    } else {
        e.push_back(pick(c, { "bytes" }));
        e.push_back("NULL");
        e.push_back("NULL");
        e.push_back(pick(c, { "memKind", "dstKind" }));
    }
    q.sql = selectFrom(q.table, e);
    return q;
}

HostQuery runtimeQuery(SqliteDb &db)
{
    HostQuery q;
    q.table = kRuntimeTable;
    const std::vector<std::string> c = db.columns(q.table);
    if (c.empty() || pick(c, { "start" }) == "NULL" || pick(c, { "end" }) == "NULL")
        return q;
    q.sql = selectFrom(q.table,
        { pick(c, { "start" }), pick(c, { "end" }), pick(c, { "globalTid" }), pick(c, { "correlationId" }),
            pick(c, { "nameId", "name" }) });
    return q;
}

NvtxQuery nvtxQuery(SqliteDb &db)
{
    NvtxQuery q;
    const std::vector<std::string> c = db.columns(kNvtxTable);
    if (c.empty() || pick(c, { "start" }) == "NULL")
        return q;
    q.sql = selectFrom(kNvtxTable,
        { pick(c, { "start" }), pick(c, { "end" }), pick(c, { "globalTid" }), pick(c, { "eventType" }),
            pick(c, { "text" }), pick(c, { "textId" }) });
    return q;
}

std::vector<std::string> memoryKindNames(SqliteDb &db)
{
    return enumLabels(db, "ENUM_CUDA_MEM_KIND",
        { "Pageable", "Pinned", "Device", "Array", "Managed", "Device Static", "Managed Static", "Unknown" });
}

std::vector<std::string> memcpyKindNames(SqliteDb &db)
{
    // The ENUM table's names ("CUDA_MEMCPY_KIND_HTOD") are not Kineto's short forms; its ids are
    // CUPTI's, which these follow.
    (void)db;
    return { "Unknown", "HtoD", "DtoH", "HtoA", "AtoH", "AtoA", "AtoD", "DtoA", "DtoD", "HtoH", "PtoP",
        "Unified HtoD", "Unified DtoH", "Unified DtoD" };
}

std::string memcpyName(const std::vector<std::string> &copyKinds, const std::vector<std::string> &memKinds,
    int64_t copyKind, int64_t srcKind, int64_t dstKind)
{
    std::string out = "Memcpy " + labelOf(copyKinds, copyKind);
    if (srcKind >= 0 || dstKind >= 0)
        out += " (" + labelOf(memKinds, srcKind) + " -> " + labelOf(memKinds, dstKind) + ")";
    return out;
}

std::string memsetName(const std::vector<std::string> &memKinds, int64_t memKind)
{
    return memKind >= 0 ? "Memset (" + labelOf(memKinds, memKind) + ")" : std::string("Memset");
}

} // namespace stepline
