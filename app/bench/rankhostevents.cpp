#include "rankwriter.h"

#include "jsontext.h"

#include <algorithm>

namespace stepline::tracegen {

std::string RankWriter::frameworkArgs(uint64_t externalId, const char *extra)
{
    std::string a;
    json::appendMember(a, "External id", int64_t(externalId), true);
    json::appendKey(a, "Record function id");
    a += '0';
    if (extra)
        a += extra;
    json::appendMember(a, "Ev Idx", int64_t(m_evIdx++));
    return a;
}

// Opens a cpu_op or user_annotation on thread t at its cursor.
void RankWriter::open(HostThread &t, const char *cat, std::string name, const char *extraArgs)
{
    const uint64_t ext = m_externalId++;
    TraceEvent e;
    e.cat = cat;
    e.name = std::move(name);
    e.pid = m_pid;
    e.tid = t.tid;
    e.tsNs = t.cursorNs;
    e.args = frameworkArgs(ext, extraArgs);
    t.stack.push_back({ false, m_host.size() });
    t.externalIds.push_back(ext);
    m_host.push_back(std::move(e));
    advance(t, 800, 3000);
}

void RankWriter::openPython(HostThread &t, std::string name)
{
    if (!m_o.pythonFunctions)
        return;
    const uint64_t id = m_pythonId++;
    TraceEvent e;
    e.cat = "python_function";
    e.name = std::move(name);
    e.pid = m_pid;
    e.tid = t.tid;
    e.tsNs = t.cursorNs;
    json::appendKey(e.args, "Python parent id", true);
    if (t.pythonIds.empty())
        e.args += "null";
    else
        json::appendInt(e.args, int64_t(t.pythonIds.back()));
    json::appendMember(e.args, "Python id", int64_t(id));
    json::appendMember(e.args, "Python thread", t.tid == m_main.tid ? 0 : 1);
    json::appendMember(e.args, "Ev Idx", int64_t(m_evIdx++));
    t.stack.push_back({ true, m_python.size() });
    t.pythonIds.push_back(id);
    m_python.push_back(std::move(e));
    advance(t, 300, 1200);
}

void RankWriter::close(HostThread &t)
{
    advance(t, 400, 1800);
    const HostThread::Open top = t.stack.back();
    t.stack.pop_back();
    TraceEvent &e = top.python ? m_python[top.index] : m_host[top.index];
    e.durNs = t.cursorNs - e.tsNs;
    if (top.python)
        t.pythonIds.pop_back();
    else
        t.externalIds.pop_back();
}

void RankWriter::closePython(HostThread &t)
{
    if (m_o.pythonFunctions)
        close(t);
}

void RankWriter::memoryInstant(HostThread &t, int64_t bytes)
{
    m_allocated = std::max<int64_t>(0, m_allocated + bytes);
    TraceEvent e;
    e.ph = 'i';
    e.cat = "cpu_instant_event";
    e.name = "[memory]";
    e.pid = m_pid;
    e.tid = t.tid;
    e.tsNs = t.cursorNs;
    json::appendMember(
        e.args, "Total Reserved", (m_allocated / (2 << 20) + 1) * (2 << 20) + (64 << 20), true);
    json::appendMember(e.args, "Total Allocated", m_allocated);
    json::appendMember(e.args, "Bytes", bytes);
    json::appendMember(e.args, "Addr", 139870000000000LL + int64_t(m_rng.range(0, 1 << 30)) * 512);
    json::appendMember(e.args, "Device Id", m_device);
    json::appendKey(e.args, "Device Type");
    e.args += '1';
    json::appendMember(e.args, "Ev Idx", int64_t(m_evIdx++));
    m_host.push_back(std::move(e));
}

} // namespace stepline::tracegen
