#pragma once

#include "ids.h"
#include "rankinfo.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stepline {

class SqliteDb;
class SqliteStatement;
class StringPool;

// What the Nsight Systems export schemas (2.9 to 3.25) spell differently, in one place: which
// tables and columns hold each fact, read by name (PRAGMA table_info). A table that is missing is
// data that is absent; a column that is missing reads as NULL.

// Whether the database has at least one table only nsys exports have.
bool isNsysExport(SqliteDb &db);
// The event tables present, comma-separated, for messages ("none" when there is none).
std::string presentEventTables(SqliteDb &db);
// TARGET_INFO_SESSION_START_TIME.utcEpochNs: the wall clock at the session's time 0; 0 if absent.
int64_t sessionStartNs(SqliteDb &db);
// TARGET_INFO_SYSTEM_ENV's Hostname; empty if absent.
std::string hostName(SqliteDb &db);

struct NsysGpuInfo
{
    int64_t cudaDevice = -1; // the deviceId GPU rows carry
    DeviceProperties properties;
};
// TARGET_INFO_GPU (newer) or TARGET_INFO_CUDA_DEVICE (older); empty when neither is there.
std::vector<NsysGpuInfo> readGpus(SqliteDb &db);
// PROCESSES: name by process key (globalPid >> 24).
std::vector<std::pair<int64_t, std::string>> readProcessNames(SqliteDb &db);

struct NameRef
{
    bool isText = false;
    int64_t id = 0;
    std::string text;
};
// ThreadNames (nameId or name) by globalTid.
std::vector<std::pair<int64_t, NameRef>> readThreadNameIds(SqliteDb &db);

// StringIds looked up on first use and cached: a report's string table also holds every
// call-stack symbol, most of which no event read here names.
class NsysNames
{
public:
    NsysNames();
    ~NsysNames();
    void attach(SqliteDb &db, StringPool &pool);
    StringId get(int64_t id);
    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }

private:
    StringPool *m_pool = nullptr;
    std::unique_ptr<SqliteStatement> m_lookup;
    std::vector<uint32_t> m_dense; // by id, StringId value + 1; 0 = not looked up yet
    std::string m_error;
};

enum class GpuTable { Kernel, Memcpy, Memset };
// SELECT over one GPU activity table with a fixed column order (NULL where the schema lacks one).
struct GpuQuery
{
    enum Column {
        kStart,
        kEnd,
        kDevice,
        kStream,
        kCorrelation,
        kGlobalPid,
        kGraphNode,
        kName,
        kGridX,
        kGridY,
        kGridZ,
        kBlockX,
        kBlockY,
        kBlockZ,
        kRegisters,
        kSharedMemory, // kernels
        kBytes = kName,
        kCopyKind,
        kSrcKind,
        kDstKind, // memcpy, memset (memKind as kDstKind)
    };
    std::string table;
    std::string sql; // empty when the table is missing
};
GpuQuery gpuQuery(SqliteDb &db, GpuTable table);

// CUDA runtime calls.
struct HostQuery
{
    enum Column { kStart, kEnd, kGlobalTid, kCorrelation, kName };
    std::string table;
    std::string sql;
};
HostQuery runtimeQuery(SqliteDb &db);

struct NvtxQuery
{
    enum Column { kStart, kEnd, kGlobalTid, kEventType, kText, kTextId };
    std::string sql;
};
NvtxQuery nvtxQuery(SqliteDb &db);
constexpr int64_t kNvtxMark = 34; // ENUM_NSYS_EVENT_TYPE NvtxMark

// Labels by enum id: ENUM_CUDA_MEM_KIND / ENUM_CUDA_MEMCPY_OPER when present, else the values
// the exports without them use.
std::vector<std::string> memoryKindNames(SqliteDb &db);
std::vector<std::string> memcpyKindNames(SqliteDb &db);
// Kineto's names: "Memcpy HtoD (Pageable -> Device)", "Memset (Device)".
std::string memcpyName(const std::vector<std::string> &copyKinds, const std::vector<std::string> &memKinds,
    int64_t copyKind, int64_t srcKind, int64_t dstKind);
std::string memsetName(const std::vector<std::string> &memKinds, int64_t memKind);

} // namespace stepline
