#include "traceeventwriter.h"

#include "jsontext.h"

#include <QIODevice>

#include <algorithm>

namespace stepline::tracegen {

namespace {
constexpr size_t kFlushBytes = 1 << 20;

// `"pid": P, "tid": T` + beforeTs + `"ts": TS` of an event or its flow point.
void appendPidTidTs(std::string &s, const TraceEvent &e, const char *beforeTs)
{
    s += "\"pid\": ";
    json::appendInt(s, e.pid);
    s += ", \"tid\": ";
    json::appendInt(s, e.tid);
    s += beforeTs;
    s += "\"ts\": ";
    json::appendMicros(s, e.tsNs);
}
} // namespace

TraceEventWriter::TraceEventWriter(QIODevice &out, TraceRankStats &stats, int64_t baseNs)
    : m_out(out)
    , m_stats(stats)
    , m_baseNs(baseNs)
{
}

void TraceEventWriter::write(const TraceEvent &e)
{
    std::string &s = m_buf;
    s += m_firstEvent ? "\n  {\n    \"ph\": \"" : ",\n  {\n    \"ph\": \"";
    m_firstEvent = false;
    s += e.ph;
    s += "\", \"cat\": \"";
    s += e.cat;
    s += "\", \"name\": \"";
    s += e.name;
    s += "\", ";
    appendPidTidTs(s, e, ",\n    ");
    if (e.ph == 'X') {
        s += ", \"dur\": ";
        json::appendMicros(s, e.durNs);
        ++m_stats.completeEvents;
    } else {
        s += ", \"s\": \"t\"";
        ++m_stats.instantEvents;
    }
    if (!e.args.empty()) {
        s += ",\n    \"args\": {\n      ";
        s += e.args;
        s += "\n    }";
    }
    s += "\n  }";
    m_stats.startAbsNs = std::min(m_stats.startAbsNs, m_baseNs + e.tsNs);
    m_stats.endAbsNs = std::max(m_stats.endAbsNs, m_baseNs + e.tsNs + e.durNs);
    if (e.flowId) {
        const bool gpu = e.gpu;
        s += ",\n  {\n    \"ph\": \"";
        s += gpu ? 'f' : 's';
        s += "\", \"id\": ";
        json::appendInt(s, int64_t(e.flowId));
        s += ", ";
        appendPidTidTs(s, e, ", ");
        s += gpu ? ",\n    \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"\n  }"
                 : ",\n    \"cat\": \"ac2g\", \"name\": \"ac2g\"\n  }";
        ++m_stats.flowEvents;
    }
}

void TraceEventWriter::flush(bool force)
{
    if (m_failed || (!force && m_buf.size() < kFlushBytes))
        return;
    if (m_out.write(m_buf.data(), qint64(m_buf.size())) != qint64(m_buf.size()))
        m_failed = true;
    m_stats.bytes += qint64(m_buf.size());
    m_buf.clear();
}

} // namespace stepline::tracegen
