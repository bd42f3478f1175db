#include "nsysexportgen.h"

#include "splitmix64.h"

#include <QFile>

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace stepline {

namespace {

constexpr const char *kKernelNames[] = {
    "ampere_sgemm_128x64_tn",
    "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>, "
    "at::detail::Array<char*, 3> >(int, at::native::CUDAFunctor_add<float>, at::detail::Array<char*, 3>)",
    "void cutlass::Kernel<cutlass_80_tensorop_bf16_s16816gemm_relu_bf16_64x64_64x4_tn_align8>(Params)",
    "void at::native::reduce_kernel<512, 1, at::native::ReduceOp<float, at::native::MeanOps<float, float>, "
    "unsigned int, float, 4> >(at::native::ReduceOp<float, at::native::MeanOps<float, float>, unsigned int, "
    "float, 4>)",
    "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevComm*, unsigned long, ncclWork*)",
    "void flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4, false, false, cutlass::half_t> "
    ">(Flash_fwd_params)",
};
constexpr size_t kKernelNameCount = sizeof(kKernelNames) / sizeof(kKernelNames[0]);

class Writer
{
public:
    explicit Writer(sqlite3 *db)
        : m_db(db)
    {
    }
    bool exec(const std::string &sql)
    {
        char *msg = nullptr;
        if (sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &msg) != SQLITE_OK) {
            m_error = msg ? msg : "sqlite3_exec failed";
            sqlite3_free(msg);
            return false;
        }
        return true;
    }
    sqlite3_stmt *prepare(const std::string &sql)
    {
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(m_db, sql.c_str(), -1, &st, nullptr) != SQLITE_OK) {
            m_error = sqlite3_errmsg(m_db);
            return nullptr;
        }
        m_statements.push_back(st);
        return st;
    }
    // Binds values (int64, or text when given as a std::string in texts at that index) and steps.
    bool row(sqlite3_stmt *st, std::initializer_list<int64_t> ints)
    {
        int i = 1;
        for (int64_t v : ints)
            sqlite3_bind_int64(st, i++, v);
        return finish(st);
    }
    bool finish(sqlite3_stmt *st)
    {
        const int rc = sqlite3_step(st);
        sqlite3_reset(st);
        sqlite3_clear_bindings(st);
        if (rc != SQLITE_DONE) {
            m_error = sqlite3_errmsg(m_db);
            return false;
        }
        return true;
    }
    ~Writer()
    {
        for (sqlite3_stmt *st : m_statements)
            sqlite3_finalize(st);
    }
    const std::string &error() const { return m_error; }

private:
    sqlite3 *m_db;
    std::vector<sqlite3_stmt *> m_statements;
    std::string m_error;
};

// StringIds: ids handed out in first-use order.
class StringTable
{
public:
    int64_t id(const std::string &s)
    {
        auto it = m_ids.find(s);
        if (it != m_ids.end())
            return it->second;
        const int64_t n = int64_t(m_ids.size());
        m_ids.emplace(s, n);
        return n;
    }
    const std::map<std::string, int64_t> &all() const { return m_ids; }

private:
    std::map<std::string, int64_t> m_ids;
};

const char *kCurrentTables = R"(
CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE META_DATA_EXPORT (name TEXT NOT NULL, value TEXT);
INSERT INTO META_DATA_EXPORT VALUES ('EXPORT_SCHEMA_VERSION', '3.25.0'), ('EXPORT_SCHEMA_VERSION_MAJOR', '3'),
  ('EXPORT_SCHEMA_VERSION_MINOR', '25'), ('EXPORT_PRODUCT_VERSION', 'stepline test generator');
CREATE TABLE TARGET_INFO_SESSION_START_TIME (utcEpochNs INTEGER, utcTime TEXT, localTime TEXT);
CREATE TABLE TARGET_INFO_SYSTEM_ENV (globalVid INTEGER, devStateName TEXT NOT NULL, name TEXT NOT NULL,
  nameEnum INTEGER NOT NULL, value TEXT NOT NULL);
CREATE TABLE TARGET_INFO_GPU (vmId INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT, busLocation TEXT,
  totalMemory INTEGER, smCount INTEGER, cuDevice INTEGER, threadsPerWarp INTEGER, maxThreadsPerBlock INTEGER,
  computeMajor INTEGER, computeMinor INTEGER);
CREATE TABLE PROCESSES (globalPid INTEGER, pid INTEGER, name TEXT);
CREATE TABLE ThreadNames (nameId INTEGER NOT NULL, priority INTEGER, globalTid INTEGER);
CREATE TABLE ENUM_CUDA_MEMCPY_OPER (id INTEGER NOT NULL PRIMARY KEY, name TEXT NOT NULL, label TEXT NOT NULL);
INSERT INTO ENUM_CUDA_MEMCPY_OPER VALUES (0, 'CUDA_MEMCPY_KIND_UNKNOWN', 'Unknown'),
  (1, 'CUDA_MEMCPY_KIND_HTOD', 'Host-to-Device'), (2, 'CUDA_MEMCPY_KIND_DTOH', 'Device-to-Host'),
  (8, 'CUDA_MEMCPY_KIND_DTOD', 'Device-to-Device');
CREATE TABLE ENUM_CUDA_MEM_KIND (id INTEGER NOT NULL PRIMARY KEY, name TEXT NOT NULL, label TEXT NOT NULL);
INSERT INTO ENUM_CUDA_MEM_KIND VALUES (0, 'CUDA_MEMOPR_MEMORY_KIND_PAGEABLE', 'Pageable'),
  (1, 'CUDA_MEMOPR_MEMORY_KIND_PINNED', 'Pinned'), (2, 'CUDA_MEMOPR_MEMORY_KIND_DEVICE', 'Device'),
  (7, 'CUDA_MEMOPR_MEMORY_KIND_UNKNOWN', 'Unknown');
CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass INTEGER NOT NULL,
  globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT NULL, returnValue INTEGER NOT NULL, callchainId INTEGER);
CREATE TABLE NVTX_EVENTS (start INTEGER NOT NULL, end INTEGER, eventType INTEGER NOT NULL, rangeId INTEGER,
  category INTEGER, color INTEGER, text TEXT, globalTid INTEGER, endGlobalTid INTEGER, textId INTEGER,
  domainId INTEGER, uint64Value INTEGER, int64Value INTEGER, doubleValue REAL, uint32Value INTEGER,
  int32Value INTEGER, floatValue REAL, jsonTextId INTEGER, jsonText TEXT, binaryData TEXT);
)";

const char *kCurrentGpuTables = R"(
CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, greenContextId INTEGER, streamId INTEGER NOT NULL, correlationId INTEGER,
  globalPid INTEGER, demangledName INTEGER NOT NULL, shortName INTEGER NOT NULL, mangledName INTEGER,
  launchType INTEGER, cacheConfig INTEGER, registersPerThread INTEGER NOT NULL, gridX INTEGER NOT NULL,
  gridY INTEGER NOT NULL, gridZ INTEGER NOT NULL, blockX INTEGER NOT NULL, blockY INTEGER NOT NULL,
  blockZ INTEGER NOT NULL, staticSharedMemory INTEGER NOT NULL, dynamicSharedMemory INTEGER NOT NULL,
  localMemoryPerThread INTEGER NOT NULL, localMemoryTotal INTEGER NOT NULL, gridId INTEGER NOT NULL,
  sharedMemoryExecuted INTEGER, graphNodeId INTEGER, sharedMemoryLimitConfig INTEGER);
CREATE TABLE CUPTI_ACTIVITY_KIND_MEMCPY (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER,
  bytes INTEGER NOT NULL, copyKind INTEGER NOT NULL, deprecatedSrcId INTEGER, srcKind INTEGER, dstKind INTEGER,
  srcDeviceId INTEGER, srcContextId INTEGER, dstDeviceId INTEGER, dstContextId INTEGER, migrationCause INTEGER,
  graphNodeId INTEGER, virtualAddress INTEGER);
CREATE TABLE CUPTI_ACTIVITY_KIND_MEMSET (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER,
  value INTEGER NOT NULL, bytes INTEGER NOT NULL, graphNodeId INTEGER, memKind INTEGER);
)";

// The tables of a real 2.x export (nsys 2021), trimmed to the columns read or written here.
const char *kV2Tables = R"(
CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE ProcessStreams (globalPid INTEGER NOT NULL, filenameId INTEGER NOT NULL, contentId INTEGER NOT NULL);
CREATE TABLE ThreadNames (nameId INTEGER NOT NULL, priority INTEGER, globalTid INTEGER);
CREATE TABLE TARGET_INFO_GPU (vmId INTEGER NOT NULL, id INTEGER NOT NULL, name TEXT, busLocation TEXT,
  isDiscrete INTEGER, l2CacheSize INTEGER, totalMemory INTEGER, memoryBandwidth INTEGER, clockRate INTEGER,
  smCount INTEGER, pwGpuId INTEGER, uuid TEXT, luid INTEGER, chipName TEXT, cuDevice INTEGER,
  threadsPerWarp INTEGER, maxThreadsPerBlock INTEGER, computeMajor INTEGER, computeMinor INTEGER);
CREATE TABLE TARGET_INFO_CUDA_STREAM (streamId INTEGER NOT NULL, hwId INTEGER NOT NULL, vmId INTEGER NOT NULL,
  processId INTEGER NOT NULL, contextId INTEGER NOT NULL, priority INTEGER NOT NULL, flag INTEGER NOT NULL);
CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass INTEGER NOT NULL,
  globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT NULL, returnValue INTEGER NOT NULL, callchainId INTEGER);
CREATE TABLE NVTX_EVENTS (start INTEGER NOT NULL, end INTEGER, eventType INTEGER NOT NULL, rangeId INTEGER,
  category INTEGER, color INTEGER, text TEXT, globalTid INTEGER, endGlobalTid INTEGER, textId INTEGER,
  domainId INTEGER);
)";

const char *kV2GpuTables = R"(
CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER,
  demangledName INTEGER NOT NULL, shortName INTEGER NOT NULL, launchType INTEGER, cacheConfig INTEGER,
  registersPerThread INTEGER NOT NULL, gridX INTEGER NOT NULL, gridY INTEGER NOT NULL, gridZ INTEGER NOT NULL,
  blockX INTEGER NOT NULL, blockY INTEGER NOT NULL, blockZ INTEGER NOT NULL, staticSharedMemory INTEGER NOT NULL,
  dynamicSharedMemory INTEGER NOT NULL, localMemoryPerThread INTEGER NOT NULL, localMemoryTotal INTEGER NOT NULL,
  gridId INTEGER NOT NULL, sharedMemoryExecuted INTEGER, graphNodeId INTEGER, sharedMemoryLimitConfig INTEGER);
CREATE TABLE CUPTI_ACTIVITY_KIND_MEMCPY (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER,
  bytes INTEGER NOT NULL, copyKind INTEGER NOT NULL, deprecatedSrcId INTEGER, srcKind INTEGER, dstKind INTEGER,
  srcDeviceId INTEGER, srcContextId INTEGER, dstDeviceId INTEGER, dstContextId INTEGER, migrationCause INTEGER,
  graphNodeId INTEGER);
CREATE TABLE CUPTI_ACTIVITY_KIND_MEMSET (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER,
  value INTEGER NOT NULL, bytes INTEGER NOT NULL, graphNodeId INTEGER, memKind INTEGER);
)";

const char *kOldTables = R"(
CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE TARGET_INFO_CUDA_DEVICE (gpuId INTEGER, cudaId INTEGER, pid INTEGER, uuid TEXT,
  numMultiprocessors INTEGER, computeCapabilityMajor INTEGER, computeCapabilityMinor INTEGER, name TEXT);
CREATE TABLE ThreadNames (nameId INTEGER NOT NULL, priority INTEGER, globalTid INTEGER);
CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass INTEGER NOT NULL,
  globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT NULL, returnValue INTEGER NOT NULL);
CREATE TABLE NVTX_EVENTS (start INTEGER NOT NULL, end INTEGER, eventType INTEGER NOT NULL, rangeId INTEGER,
  category INTEGER, color INTEGER, text TEXT, globalTid INTEGER, endGlobalTid INTEGER, textId INTEGER);
)";

const char *kOldGpuTables = R"(
CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER,
  demangledName TEXT NOT NULL, shortName TEXT NOT NULL, registersPerThread INTEGER NOT NULL,
  gridX INTEGER NOT NULL, gridY INTEGER NOT NULL, gridZ INTEGER NOT NULL, blockX INTEGER NOT NULL,
  blockY INTEGER NOT NULL, blockZ INTEGER NOT NULL, staticSharedMemory INTEGER NOT NULL,
  dynamicSharedMemory INTEGER NOT NULL);
CREATE TABLE CUPTI_ACTIVITY_KIND_MEMCPY (start INTEGER NOT NULL, end INTEGER NOT NULL, deviceId INTEGER NOT NULL,
  contextId INTEGER NOT NULL, streamId INTEGER NOT NULL, correlationId INTEGER, globalPid INTEGER,
  bytes INTEGER NOT NULL, copyKind INTEGER NOT NULL);
)";

std::string shortNameOf(const std::string &name)
{
    std::string s = name;
    if (s.rfind("void ", 0) == 0)
        s = s.substr(5);
    const size_t cut = s.find_first_of("<(");
    return cut == std::string::npos ? s : s.substr(0, cut);
}

class Generator
{
public:
    Generator(sqlite3 *db, const NsysExportSpec &spec)
        : m_w(db)
        , m_spec(spec)
        , m_rng(spec.seed)
        , m_old(spec.schema == NsysExportSpec::Schema::Old)
        , m_v2(spec.schema == NsysExportSpec::Schema::V2)
    {
    }
    bool run();
    std::string error() const { return m_w.error(); }

private:
    bool process(int index, bool gpu);
    bool runtimeCall(int64_t globalTid, int64_t start, int64_t dur, const char *name, int64_t correlation);
    bool nvtxRange(int64_t globalTid, int64_t start, int64_t end, const std::string &text);
    bool kernel(int64_t globalPid, int device, int64_t stream, int64_t start, int64_t dur,
        int64_t correlation, const std::string &name, int64_t graphNode);

    Writer m_w;
    NsysExportSpec m_spec;
    SplitMix64 m_rng;
    bool m_old;
    bool m_v2;
    StringTable m_strings;
    sqlite3_stmt *m_kernel = nullptr, *m_memcpy = nullptr, *m_memset = nullptr, *m_runtime = nullptr,
                 *m_nvtx = nullptr;
};

bool Generator::runtimeCall(
    int64_t globalTid, int64_t start, int64_t dur, const char *name, int64_t correlation)
{
    if (!m_spec.runtime)
        return true;
    return m_w.row(m_runtime, { start, start + dur, 1, globalTid, correlation, m_strings.id(name), 0 });
}

bool Generator::nvtxRange(int64_t globalTid, int64_t start, int64_t end, const std::string &text)
{
    if (!m_spec.nvtx)
        return true;
    // Current exports register PyTorch's range names (textId); the old shape writes them inline.
    sqlite3_bind_int64(m_nvtx, 1, start);
    sqlite3_bind_int64(m_nvtx, 2, end);
    sqlite3_bind_int64(m_nvtx, 3, 59); // NvtxPushPopRange
    if (m_old)
        sqlite3_bind_text(m_nvtx, 4, text.c_str(), int(text.size()), SQLITE_TRANSIENT);
    else
        sqlite3_bind_int64(m_nvtx, 5, m_strings.id(text));
    sqlite3_bind_int64(m_nvtx, 6, globalTid);
    return m_w.finish(m_nvtx);
}

bool Generator::kernel(int64_t globalPid, int device, int64_t stream, int64_t start, int64_t dur,
    int64_t correlation, const std::string &name, int64_t graphNode)
{
    sqlite3_stmt *st = m_kernel;
    int i = 1;
    for (int64_t v : { start, start + dur, int64_t(device), int64_t(1), stream, correlation, globalPid })
        sqlite3_bind_int64(st, i++, v);
    const std::string shortName = shortNameOf(name);
    if (m_old) {
        sqlite3_bind_text(st, i++, name.c_str(), int(name.size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(st, i++, shortName.c_str(), int(shortName.size()), SQLITE_TRANSIENT);
    } else {
        sqlite3_bind_int64(st, i++, m_strings.id(name));
        sqlite3_bind_int64(st, i++, m_strings.id(shortName));
    }
    const int64_t grid = m_rng.range(1, 1024);
    for (int64_t v : { int64_t(64), grid, int64_t(1), int64_t(1), int64_t(256), int64_t(1), int64_t(1),
             int64_t(0), int64_t(4096) })
        sqlite3_bind_int64(st, i++, v);
    if (!m_old) {
        if (graphNode >= 0)
            sqlite3_bind_int64(st, i, graphNode);
        sqlite3_bind_int64(st, i + 1, correlation); // gridId
    }
    return m_w.finish(st);
}

bool Generator::process(int index, bool gpu)
{
    const int64_t pid = 4000 + index * 11;
    const int64_t globalPid = (int64_t(1) << 48) | (pid << 24);
    const int64_t mainTid = globalPid | pid;
    const int device = index;
    int64_t cpu = 1'000'000'000 + int64_t(index) * 7'000;
    int64_t gpuCursor = cpu;
    int64_t correlation = 100;
    int64_t graphNode = 1;
    if (!m_w.row(m_w.prepare("INSERT INTO ThreadNames (nameId, priority, globalTid) VALUES (?, 0, ?)"),
            { m_strings.id("python3"), mainTid }))
        return false;
    if (!m_old && !m_v2) {
        sqlite3_stmt *p = m_w.prepare("INSERT INTO PROCESSES (globalPid, pid, name) VALUES (?, ?, ?)");
        const std::string name = gpu ? "python3" : "torchrun";
        sqlite3_bind_int64(p, 1, globalPid);
        sqlite3_bind_int64(p, 2, pid);
        sqlite3_bind_text(p, 3, name.c_str(), -1, SQLITE_TRANSIENT);
        if (!m_w.finish(p))
            return false;
    }
    for (int step = 0; step < m_spec.steps; ++step) {
        const int64_t stepStart = cpu;
        cpu += 2'000;
        const int64_t forwardStart = cpu;
        // One host-to-device copy of the batch and a memset of the gradients.
        ++correlation;
        const int64_t bytes = 1 << 20;
        if (!runtimeCall(mainTid, cpu, 6'000, "cudaMemcpyAsync_v3020", correlation))
            return false;
        if (gpu && m_spec.kernels) {
            const int64_t s = std::max(gpuCursor, cpu + 3'000), d = 40'000;
            if (!m_w.row(m_memcpy, { s, s + d, device, 1, 7, correlation, globalPid, bytes, 1, 0, 2 }))
                return false;
            gpuCursor = s + d;
        }
        cpu += 8'000;
        if (!m_old) {
            ++correlation;
            if (!runtimeCall(mainTid, cpu, 3'000, "cudaMemsetAsync_v3020", correlation))
                return false;
            if (gpu && m_spec.kernels) {
                const int64_t s = std::max(gpuCursor, cpu + 2'000), d = 5'000;
                if (!m_w.row(m_memset, { s, s + d, device, 1, 7, correlation, globalPid, 0, bytes, 2 }))
                    return false;
                gpuCursor = s + d;
            }
            cpu += 4'000;
        }
        for (int k = 0; k < m_spec.kernelsPerStep; ++k) {
            ++correlation;
            const std::string name = kKernelNames[size_t(m_rng.range(0, int64_t(kKernelNameCount) - 1))];
            const int64_t launch = m_rng.range(3'000, 9'000);
            if (!runtimeCall(mainTid, cpu, launch, "cudaLaunchKernel_v7000", correlation))
                return false;
            if (gpu && m_spec.kernels) {
                const int64_t s = std::max(gpuCursor, cpu + launch + m_rng.range(500, 3'000));
                const int64_t d = m_rng.range(2'000, 300'000);
                const int64_t stream = name.rfind("nccl", 0) == 0 ? 13 : 7;
                if (!kernel(globalPid, device, stream, s, d, correlation, name, -1))
                    return false;
                gpuCursor = s + d;
            }
            cpu += launch + m_rng.range(1'000, 20'000);
        }
        if (m_spec.graphs && !m_old) {
            ++correlation;
            if (!runtimeCall(mainTid, cpu, 12'000, "cudaGraphLaunch_v10000", correlation))
                return false;
            if (gpu && m_spec.kernels) {
                for (int n = 0; n < 3; ++n) {
                    const int64_t s = std::max(gpuCursor, cpu + 14'000), d = m_rng.range(2'000, 30'000);
                    if (!kernel(
                            globalPid, device, 7, s, d, correlation, kKernelNames[size_t(n)], graphNode++))
                        return false;
                    gpuCursor = s + d;
                }
            }
            cpu += 15'000;
        }
        if (!nvtxRange(mainTid, forwardStart, cpu, "forward"))
            return false;
        ++correlation;
        if (!runtimeCall(mainTid, cpu, 1'000, "cudaStreamSynchronize_v3020", correlation))
            return false;
        cpu = std::max(cpu + 1'000, gpuCursor) + 10'000;
        if (!nvtxRange(mainTid, stepStart, cpu, m_spec.stepName + std::to_string(step)))
            return false;
        cpu += 5'000;
    }
    return true;
}

bool Generator::run()
{
    if (!m_w.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; BEGIN;"))
        return false;
    if (!m_w.exec(m_old ? kOldTables : m_v2 ? kV2Tables : kCurrentTables))
        return false;
    if (m_spec.kernels && !m_w.exec(m_old ? kOldGpuTables : m_v2 ? kV2GpuTables : kCurrentGpuTables))
        return false;
    m_runtime = m_w.prepare("INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME (start, end, eventClass, globalTid, "
                            "correlationId, nameId, returnValue) VALUES (?, ?, ?, ?, ?, ?, ?)");
    m_nvtx = m_w.prepare("INSERT INTO NVTX_EVENTS (start, end, eventType, text, textId, globalTid) "
                         "VALUES (?, ?, ?, ?, ?, ?)");
    if (m_spec.kernels) {
        m_kernel = m_w.prepare(m_old
                ? "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                  "?, "
                  "?, ?, ?)"
                : "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL (start, end, deviceId, contextId, streamId, "
                  "correlationId, globalPid, demangledName, shortName, registersPerThread, gridX, gridY, "
                  "gridZ, blockX, blockY, blockZ, staticSharedMemory, dynamicSharedMemory, graphNodeId, "
                  "gridId, localMemoryPerThread, localMemoryTotal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                  "?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0)");
        m_memcpy = m_w.prepare(m_old
                ? "INSERT INTO CUPTI_ACTIVITY_KIND_MEMCPY VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                : "INSERT INTO CUPTI_ACTIVITY_KIND_MEMCPY (start, end, deviceId, contextId, streamId, "
                  "correlationId, globalPid, bytes, copyKind, srcKind, dstKind) VALUES (?, ?, ?, ?, ?, ?, ?, "
                  "?, ?, ?, ?)");
        if (!m_old)
            m_memset
                = m_w.prepare("INSERT INTO CUPTI_ACTIVITY_KIND_MEMSET (start, end, deviceId, contextId, "
                              "streamId, correlationId, globalPid, value, bytes, memKind) VALUES (?, ?, ?, "
                              "?, ?, ?, ?, ?, ?, ?)");
    }
    if (!m_runtime || !m_nvtx || (m_spec.kernels && (!m_kernel || !m_memcpy || (!m_old && !m_memset))))
        return false;
    for (int p = 0; p < m_spec.gpuProcesses + m_spec.hostOnlyProcesses; ++p) {
        if (!process(p, p < m_spec.gpuProcesses))
            return false;
    }
    if (!m_old && !m_v2) {
        if (!m_w.exec(
                "INSERT INTO TARGET_INFO_SESSION_START_TIME VALUES (1700000000000000000, "
                "'2023-11-14T22:13:20', '2023-11-14T22:13:20');"
                "INSERT INTO TARGET_INFO_SYSTEM_ENV VALUES (281474976710656, 'Local (CLI)', 'Hostname', "
                "619, 'gen-node-1');"))
            return false;
    }
    if (m_spec.gpuInfo) {
        for (int d = 0; d < m_spec.gpuProcesses; ++d) {
            const std::string name = d % 2 ? "NVIDIA A100-SXM4-80GB" : "NVIDIA H100 80GB HBM3";
            const std::string sql = m_old
                ? "INSERT INTO TARGET_INFO_CUDA_DEVICE VALUES (" + std::to_string(d + 10) + ", "
                    + std::to_string(d) + ", 0, 'uuid', 132, 9, 0, '" + name + "')"
                // nsys numbers GPUs its own way (id); cuDevice is what GPU rows carry.
                : "INSERT INTO TARGET_INFO_GPU (vmId, id, name, busLocation, totalMemory, smCount, cuDevice, "
                  "threadsPerWarp, maxThreadsPerBlock, computeMajor, computeMinor) VALUES (281474976710656, "
                    + std::to_string(d + 10) + ", '" + name + "', '0000:00:00.0', 85899345920, 132, "
                    + std::to_string(d) + ", 32, 1024, 9, 0)";
            if (!m_w.exec(sql))
                return false;
        }
    }
    sqlite3_stmt *s = m_w.prepare("INSERT INTO StringIds (id, value) VALUES (?, ?)");
    if (!s)
        return false;
    for (const auto &[text, id] : m_strings.all()) {
        sqlite3_bind_int64(s, 1, id);
        sqlite3_bind_text(s, 2, text.c_str(), int(text.size()), SQLITE_TRANSIENT);
        if (!m_w.finish(s))
            return false;
    }
    return m_w.exec("COMMIT;");
}

} // namespace

bool writeNsysExport(const QString &path, const NsysExportSpec &spec, QString *error)
{
    QFile::remove(path);
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(
            QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr)
        != SQLITE_OK) {
        if (error)
            *error = QString::fromUtf8(db ? sqlite3_errmsg(db) : "cannot open");
        sqlite3_close(db);
        return false;
    }
    bool ok = false;
    {
        Generator g(db, spec);
        ok = g.run();
        if (!ok && error)
            *error = QString::fromStdString(g.error());
    }
    sqlite3_close(db);
    return ok;
}

} // namespace stepline
