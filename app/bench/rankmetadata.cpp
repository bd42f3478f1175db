#include "rankwriter.h"

#include "jsontext.h"

#include <algorithm>
#include <string>

namespace stepline::tracegen {

namespace {

std::string quoted(const std::string &v)
{
    return '"' + v + '"';
}

} // namespace

void RankWriter::writeHeader()
{
    std::string &s = m_writer.text();
    s += "\n{\n  \"schemaVersion\": 1,\n  \"deviceProperties\": [\n";
    for (int d = 0; d < std::max(1, m_o.gpusPerNode); ++d) {
        const DeviceSpec &p = *m_spec;
        s += d ? ",\n    {\n" : "    {\n";
        s += "      \"id\": ";
        json::appendInt(s, d);
        s += ", \"name\": \"";
        s += p.name;
        s += "\", \"totalGlobalMem\": ";
        json::appendInt(s, p.totalGlobalMem);
        s += ",\n      \"computeMajor\": ";
        json::appendInt(s, p.computeMajor);
        s += ", \"computeMinor\": ";
        json::appendInt(s, p.computeMinor);
        s += ",\n      \"maxThreadsPerBlock\": 1024, \"maxThreadsPerMultiprocessor\": ";
        json::appendInt(s, p.maxThreadsPerSm);
        s += ",\n      \"regsPerBlock\": 65536, \"regsPerMultiprocessor\": 65536, \"warpSize\": 32,";
        s += "\n      \"sharedMemPerBlock\": 49152, \"sharedMemPerMultiprocessor\": ";
        json::appendInt(s, p.sharedMemPerSm);
        s += ",\n      \"numSms\": ";
        json::appendInt(s, p.sms);
        s += ", \"sharedMemPerBlockOptin\": ";
        json::appendInt(s, p.sharedMemPerBlockOptin);
        s += "\n    }";
    }
    const int world = m_o.rankCount();
    s += "\n  ],\n  \"distributedInfo\": {\"backend\": \"nccl\", \"rank\": ";
    json::appendInt(s, m_rank);
    s += ", \"world_size\": ";
    json::appendInt(s, world);
    s += ", \"pg_count\": 1, \"pg_config\": [{\"pg_name\": \"0\", \"pg_desc\": \"default_pg\", "
         "\"backend_config\": \"cuda:nccl\", \"pg_size\": ";
    json::appendInt(s, world);
    s += ", \"ranks\": [";
    for (int r = 0; r < world; ++r) {
        if (r)
            s += ", ";
        json::appendInt(s, r);
    }
    s += "]}], \"nccl_version\": \"2.18.1\"},\n";
    s += "  \"record_shapes\": 0,\n  \"with_stack\": ";
    s += m_o.pythonFunctions ? '1' : '0';
    s += ",\n  \"profile_memory\": 1,\n  \"trace_id\": \"";
    static const char kHex[] = "0123456789ABCDEF";
    uint64_t a = mix(m_o.seed, uint64_t(m_rank) + 1000);
    uint64_t b = mix(a, 3);
    for (int i = 0; i < 16; ++i)
        s += kHex[(a >> (60 - 4 * i)) & 15];
    for (int i = 0; i < 16; ++i)
        s += kHex[(b >> (60 - 4 * i)) & 15];
    s += "\",\n  \"traceEvents\": [";
}

void RankWriter::metadata(
    const char *name, int64_t pid, int64_t tid, const char *key, const std::string &value)
{
    std::string &s = m_writer.text();
    s += ",\n  {\n    \"name\": \"";
    s += name;
    s += "\", \"ph\": \"M\", \"ts\": ";
    json::appendMicros(s, m_startNs);
    s += ", \"pid\": ";
    json::appendInt(s, pid);
    s += ", \"tid\": ";
    json::appendInt(s, tid);
    s += ",\n    \"args\": {\n      \"";
    s += key;
    s += "\": ";
    s += value;
    s += "\n    }\n  }";
    ++m_stats.metadataEvents;
}

void RankWriter::writeFooter()
{
    const std::string process = "python3";
    metadata("process_name", m_pid, 0, "name", quoted(process));
    metadata("process_labels", m_pid, 0, "labels", quoted("CPU"));
    metadata("process_sort_index", m_pid, 0, "sort_index", std::to_string(m_pid));
    metadata("process_name", m_device, 0, "name", quoted(process));
    metadata("process_labels", m_device, 0, "labels", quoted("GPU " + std::to_string(m_device)));
    metadata("process_sort_index", m_device, 0, "sort_index", std::to_string(5000000 + m_device));
    auto thread = [&](int64_t pid, int64_t tid, const std::string &name, int64_t sort) {
        metadata("thread_name", pid, tid, "name", quoted(name));
        metadata("thread_sort_index", pid, tid, "sort_index", std::to_string(sort));
    };
    const std::string tidText = std::to_string(m_main.tid);
    thread(m_pid, m_main.tid, "thread " + tidText + " (python3)", m_main.tid);
    thread(m_pid, m_autograd.tid, "thread " + std::to_string(m_autograd.tid) + " (pt_autograd_0)",
        m_autograd.tid);
    for (size_t w = 0; w < m_workers.size(); ++w)
        thread(m_pid, m_workers[w].tid,
            "thread " + std::to_string(m_workers[w].tid) + " (pt_data_worker_" + std::to_string(w) + ")",
            m_workers[w].tid);
    thread(m_device, kComputeStream, "stream 7 ", kComputeStream);
    thread(m_device, kNcclStream, "stream 20 ", kNcclStream);
    thread(m_device, kSyncTidOffset + kComputeStream, "stream 7 (sync)", kSyncTidOffset + kComputeStream);

    // The profiler's own span and markers, with string pids as Kineto writes them.
    const int64_t spanStart = m_startNs - 50 * kUs;
    const int64_t spanEnd = m_stats.endAbsNs - m_baseNs + 30 * kUs;
    std::string &s = m_writer.text();
    s += ",\n  {\n    \"ph\": \"X\", \"cat\": \"Trace\", \"ts\": ";
    json::appendMicros(s, spanStart);
    s += ", \"dur\": ";
    json::appendMicros(s, spanEnd - spanStart);
    s += ",\n    \"pid\": \"Spans\", \"tid\": \"PyTorch Profiler\",\n    \"name\": \"PyTorch Profiler (0)\","
         "\n    \"args\": {\n      \"Op count\": 0\n    }\n  }";
    ++m_stats.completeEvents;
    s += ",\n  {\n    \"name\": \"process_sort_index\", \"ph\": \"M\", \"ts\": ";
    json::appendMicros(s, spanStart);
    s += ",\n    \"pid\": \"Spans\", \"tid\": 0,\n    \"args\": {\n      \"sort_index\": 536870912\n    }\n  "
         "}";
    ++m_stats.metadataEvents;
    s += ",\n  {\n    \"name\": \"Iteration Start: PyTorch Profiler\", \"ph\": \"i\", \"s\": \"g\",\n"
         "    \"pid\": \"Traces\", \"tid\": \"Trace PyTorch Profiler\", \"ts\": ";
    json::appendMicros(s, spanStart);
    s += "\n  }";
    s += ",\n  {\n    \"name\": \"Record Window End\", \"ph\": \"i\", \"s\": \"g\",\n"
         "    \"pid\": \"\", \"tid\": \"\", \"ts\": ";
    json::appendMicros(s, spanEnd);
    s += "\n  }";
    m_stats.instantEvents += 2;
    m_stats.startAbsNs = std::min(m_stats.startAbsNs, m_baseNs + spanStart);
    m_stats.endAbsNs = std::max(m_stats.endAbsNs, m_baseNs + spanEnd);
    s += "\n  ],\n  \"traceName\": \"/opt/ml/output/profiler/";
    TraceOptions plain = m_o;
    plain.gzip = false;
    s += rankTraceFileName(plain, m_rank).toStdString();
    s += "\",\n  \"displayTimeUnit\": \"ms\",\n  \"baseTimeNanoseconds\": ";
    json::appendInt(s, m_baseNs);
    s += "\n}\n";
}

} // namespace stepline::tracegen
