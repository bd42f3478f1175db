// The GPU time breakdown on every real trace of ../shared/traces:
//  * against an independent computation of TraceLens's gpu_timeline (METRICS.md: on one device
//    the breakdown equals it), written here from the raw events parsed with nlohmann::json:
//    plain interval unions, sorted and merged, nothing shared with the analysis;
//  * the identities (busy = computation + exposed comm + exposed memcpy, busy + idle = length,
//    the causes sum to idle) for the whole rank and every step.
#include "gputime.h"
#include "traceloader.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QtTest>

#include <nlohmann/json.hpp>
#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>

using namespace stepline;

namespace {

QString tracesDir()
{
    return QStringLiteral(STEPLINE_SHARED_TRACES);
}

std::string readMaybeGz(const QString &path)
{
    std::string out;
    gzFile f = gzopen(path.toLocal8Bit().constData(), "rb");
    if (!f)
        return out;
    char buf[1 << 16];
    int n = 0;
    while ((n = gzread(f, buf, sizeof buf)) > 0)
        out.append(buf, size_t(n));
    gzclose(f);
    return out;
}

// Microseconds as written ("1712195495519689.047") to ns, exactly: epoch microseconds with three
// decimals (1.7e15) do not fit a double's 53 bits, so the digits are read as text.
int64_t microsTextToNs(const std::string &s)
{
    if (s.find_first_of("eE") != std::string::npos)
        return std::llround(std::stod(s) * 1000.0);
    const bool negative = !s.empty() && s[0] == '-';
    const std::string digits = negative ? s.substr(1) : s;
    const size_t dot = digits.find('.');
    const std::string whole = digits.substr(0, dot);
    std::string frac = dot == std::string::npos ? std::string() : digits.substr(dot + 1);
    const bool roundUp = frac.size() > 3 && frac[3] >= '5';
    frac = (frac + "000").substr(0, 3);
    const int64_t value
        = (whole.empty() ? 0 : std::stoll(whole)) * 1000 + std::stoll(frac) + (roundUp ? 1 : 0);
    return negative ? -value : value;
}

// The fields of one trace event the gpu_timeline needs.
struct RawEvent
{
    std::string ph, cat, name;
    int64_t ts = 0, dur = 0;
    bool hasTs = false, hasDur = false;
    bool hasPid = false, hasDevice = false;
    int64_t pid = 0, device = 0;
};

// A SAX reader of traceEvents (or a bare top-level array): keeps each event's ph, cat, name, ts,
// dur (number text as written), pid and args.device, and nothing else.
class EventReader : public nlohmann::json_sax<nlohmann::json>
{
public:
    std::vector<RawEvent> events;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t v) override { return integer(int64_t(v), std::to_string(v)); }
    bool number_unsigned(number_unsigned_t v) override { return integer(int64_t(v), std::to_string(v)); }
    bool number_float(number_float_t v, const string_t &text) override { return integer(int64_t(v), text); }
    bool string(string_t &v) override
    {
        if (m_stack.size() == m_eventDepth && m_inEvent) {
            if (m_key == "ph")
                m_event.ph = v;
            else if (m_key == "cat")
                m_event.cat = v;
            else if (m_key == "name")
                m_event.name = v;
        }
        return value();
    }
    bool binary(binary_t &) override { return value(); }
    bool start_object(std::size_t) override
    {
        const bool eventStart = !m_stack.empty() && m_stack.back() == '['
            && (m_stack.size() == 1 || (m_stack.size() == 2 && m_arrayKey == "traceEvents"));
        m_stack.push_back('{');
        if (eventStart) {
            m_inEvent = true;
            m_eventDepth = m_stack.size();
            m_event = RawEvent();
        }
        m_inArgs = m_inEvent && m_stack.size() == m_eventDepth + 1 && m_key == "args";
        return true;
    }
    bool key(string_t &k) override
    {
        m_key = k;
        return true;
    }
    bool end_object() override
    {
        if (m_inEvent && m_stack.size() == m_eventDepth) {
            m_inEvent = false;
            events.push_back(std::move(m_event));
        }
        if (m_inArgs && m_stack.size() == m_eventDepth + 1)
            m_inArgs = false;
        m_stack.pop_back();
        return true;
    }
    bool start_array(std::size_t) override
    {
        if (m_stack.size() == 1)
            m_arrayKey = m_key;
        m_stack.push_back('[');
        return true;
    }
    bool end_array() override
    {
        m_stack.pop_back();
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

private:
    bool value() { return true; }
    bool integer(int64_t v, const std::string &text)
    {
        if (m_inEvent && m_stack.size() == m_eventDepth) {
            if (m_key == "ts") {
                m_event.ts = microsTextToNs(text);
                m_event.hasTs = true;
            } else if (m_key == "dur") {
                m_event.dur = microsTextToNs(text);
                m_event.hasDur = true;
            } else if (m_key == "pid") {
                m_event.pid = v;
                m_event.hasPid = true;
            }
        } else if (m_inArgs && m_stack.size() == m_eventDepth + 1 && m_key == "device") {
            m_event.device = v;
            m_event.hasDevice = true;
        }
        return true;
    }

    std::string m_stack; // '{' and '[' of the open containers
    std::string m_key, m_arrayKey;
    size_t m_eventDepth = 0;
    bool m_inEvent = false, m_inArgs = false;
    RawEvent m_event;
};

using Interval = std::pair<int64_t, int64_t>;

std::vector<Interval> merged(std::vector<Interval> v)
{
    std::sort(v.begin(), v.end());
    std::vector<Interval> out;
    for (const Interval &i : v) {
        if (!out.empty() && i.first <= out.back().second)
            out.back().second = std::max(out.back().second, i.second);
        else
            out.push_back(i);
    }
    return out;
}

int64_t length(const std::vector<Interval> &v)
{
    int64_t n = 0;
    for (const Interval &i : v)
        n += i.second - i.first;
    return n;
}

// |a - b| for merged lists: length of a minus its overlap with b.
int64_t lengthMinus(const std::vector<Interval> &a, const std::vector<Interval> &b)
{
    int64_t overlap = 0;
    size_t j = 0;
    for (const Interval &x : a) {
        while (j < b.size() && b[j].second <= x.first)
            ++j;
        for (size_t k = j; k < b.size() && b[k].first < x.second; ++k)
            overlap += std::min(x.second, b[k].second) - std::max(x.first, b[k].first);
    }
    return length(a) - overlap;
}

std::vector<Interval> concat(std::vector<Interval> a, const std::vector<Interval> &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

std::string lower(std::string s)
{
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// TraceLens's gpu_timeline of one device, in ns.
struct Timeline
{
    int64_t computation = 0, comm = 0, memcpy = 0, exposedComm = 0, exposedMemcpy = 0, busy = 0, idle = 0,
            total = 0;
    size_t events = 0;
};

// Device -> timeline from the raw trace: complete events of a GPU category, device = args.device
// else pid; communication = a kernel named *nccl* / *rccl* / cross_device_reduce; memcpy =
// gpu_memcpy or a ROCm copy kernel; computation = the other kernels and gpu_memset.
std::map<int, Timeline> independentTimelines(const std::vector<RawEvent> &events)
{
    struct Lists
    {
        std::vector<Interval> comp, comm, mem;
    };
    std::map<int, Lists> byDevice;
    for (const RawEvent &e : events) {
        if (e.ph != "X" || e.cat.empty() || !e.hasTs || !e.hasDur || e.dur < 0)
            continue;
        const std::string cat = lower(e.cat);
        const bool kernel = cat == "kernel", memcpy = cat == "gpu_memcpy" || cat == "memcpy",
                   memset = cat == "gpu_memset" || cat == "memset";
        if (!kernel && !memcpy && !memset)
            continue;
        const int device = int(e.hasDevice ? e.device : e.hasPid ? e.pid : 0);
        const int64_t ts = e.ts, dur = e.dur;
        const std::string &name = e.name;
        const std::string lname = lower(name);
        Lists &l = byDevice[device];
        const Interval iv { ts, ts + dur };
        if (kernel
            && (lname.find("nccl") != std::string::npos || lname.find("rccl") != std::string::npos
                || name.find("cross_device_reduce") != std::string::npos))
            l.comm.push_back(iv);
        else if (memcpy
            || (kernel
                && (name.rfind("MEMORY_COPY_", 0) == 0 || name.rfind("__amd_rocclr_copyBuffer", 0) == 0)))
            l.mem.push_back(iv);
        else
            l.comp.push_back(iv);
    }
    std::map<int, Timeline> out;
    for (auto &[device, l] : byDevice) {
        Timeline t;
        t.events = l.comp.size() + l.comm.size() + l.mem.size();
        const auto all = merged(concat(concat(l.comp, l.comm), l.mem));
        const auto comp = merged(l.comp), comm = merged(l.comm), mem = merged(l.mem);
        t.computation = length(comp);
        t.comm = length(comm);
        t.memcpy = length(mem);
        t.exposedComm = lengthMinus(comm, comp);
        t.exposedMemcpy = lengthMinus(mem, merged(concat(l.comp, l.comm)));
        t.busy = length(all);
        t.total = all.back().second - all.front().first;
        t.idle = t.total - t.busy;
        out[device] = t;
    }
    return out;
}

bool consistent(const GpuTimeBreakdown &b)
{
    return b.busyNs == b.computationNs + b.exposedCommNs + b.exposedMemcpyNs
        && b.busyNs + b.idleNs == b.lengthNs && b.idle.total() == b.idleNs && b.exposedCommNs <= b.commNs
        && b.exposedMemcpyNs <= b.memcpyNs && b.idleNs >= 0;
}

QStringList gpuTraceFiles()
{
    QStringList files;
    const QDir root(tracesDir());
    if (!root.exists())
        return files;
    QDirIterator it(root.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString f = it.next();
        const QString name = QFileInfo(f).fileName();
        if (!(name.endsWith(QLatin1String(".json")) || name.endsWith(QLatin1String(".json.gz")))
            || name == QLatin1String("MANIFEST.json") || name == QLatin1String("generation.json")
            || name.startsWith(QLatin1String("gpu_metrics_"))
            || f.contains(QLatin1String("/sagemaker-debugger/")))
            continue;
        files << f;
    }
    files.sort();
    return files;
}

} // namespace

class TestGpuTimeTraces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void equalsTraceLensTimeline_data();
    void equalsTraceLensTimeline();
    void identitiesOnEveryTrace_data();
    void identitiesOnEveryTrace();
};

void TestGpuTimeTraces::equalsTraceLensTimeline_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &f : gpuTraceFiles())
        QTest::addRow("%s", qPrintable(QDir(tracesDir()).relativeFilePath(f))) << f;
}

void TestGpuTimeTraces::equalsTraceLensTimeline()
{
    if (!QDir(tracesDir()).exists())
        QSKIP("shared traces folder is missing");
    QFETCH(QString, path);
    EventReader reader;
    QVERIFY2(nlohmann::json::sax_parse(readMaybeGz(path), &reader), "not JSON");
    const std::map<int, Timeline> expected = independentTimelines(reader.events);

    const LoadOutcome outcome = loadProfile(path);
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const GpuTimeAnalysis a = analyzeGpuTime(*outcome.profile, {}, { false, false });
    if (expected.empty()) {
        QVERIFY(a.devices.empty());
        return;
    }
    QCOMPARE(a.devices.size(), expected.size());
    for (const DeviceGpuTime &d : a.devices) {
        const auto it = expected.find(d.device);
        QVERIFY2(it != expected.end(), qPrintable(QStringLiteral("unexpected device %1").arg(d.device)));
        const Timeline &t = it->second;
        const GpuTimeBreakdown &b = d.total;
        // Times are whole ns on both sides (three decimals of a microsecond): exactly equal.
        const int64_t tolerance = 0;
        auto near = [&](const char *what, int64_t ours, int64_t theirs) {
            if (std::abs(ours - theirs) > tolerance)
                QFAIL(qPrintable(QStringLiteral("device %1 %2: ours %3 ns, TraceLens definition %4 ns")
                                     .arg(d.device)
                                     .arg(QLatin1String(what))
                                     .arg(ours)
                                     .arg(theirs)));
        };
        near("computation_time", b.computationNs, t.computation);
        near("comm", b.commNs, t.comm);
        near("memcpy", b.memcpyNs, t.memcpy);
        near("exposed_comm_time", b.exposedCommNs, t.exposedComm);
        near("exposed_memcpy_time", b.exposedMemcpyNs, t.exposedMemcpy);
        near("busy_time", b.busyNs, t.busy);
        near("idle_time", b.idleNs, t.idle);
        near("total_time", b.lengthNs, t.total);
    }
}

void TestGpuTimeTraces::identitiesOnEveryTrace_data()
{
    equalsTraceLensTimeline_data();
    const QString dlrm = QDir(tracesDir()).filePath(QStringLiteral("param/dlrm_kineto"));
    if (QFileInfo(dlrm).isDir())
        QTest::addRow("param/dlrm_kineto (job)") << dlrm;
}

void TestGpuTimeTraces::identitiesOnEveryTrace()
{
    if (!QDir(tracesDir()).exists())
        QSKIP("shared traces folder is missing");
    QFETCH(QString, path);
    const LoadOutcome outcome = loadProfile(path);
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    GpuTimeOptions o;
    o.segments = true;
    const GpuTimeAnalysis a = analyzeGpuTime(*outcome.profile, {}, o);
    for (const DeviceGpuTime &d : a.devices) {
        QVERIFY2(
            consistent(d.total), qPrintable(QStringLiteral("rank %1 device %2").arg(d.rank).arg(d.device)));
        // The segments clipped to the span give the same idle causes and exposed figures.
        std::array<int64_t, kGpuTimeKindCount> sums {};
        for (uint32_t i = d.segmentBegin; i < d.segmentEnd; ++i) {
            const int64_t len
                = std::min(a.segments.endNs[i], d.spanEndNs) - std::max(a.segments.startNs[i], d.spanStartNs);
            if (len > 0)
                sums[size_t(a.segments.kind[i])] += len;
        }
        for (size_t c = 0; c < kIdleCauseCount; ++c)
            QCOMPARE(sums[c], d.total.idle.ns[c]);
        QCOMPARE(sums[size_t(GpuTimeKind::ExposedComm)], d.total.exposedCommNs);
        QCOMPARE(sums[size_t(GpuTimeKind::ExposedMemcpy)], d.total.exposedMemcpyNs);
    }
    for (const StepGpuTime &st : a.steps) {
        QVERIFY2(consistent(st.time), qPrintable(QStringLiteral("step %1").arg(st.number)));
        QCOMPARE(st.time.lengthNs, st.durNs);
    }
    // A whole-job analysis is the union of the per-GPU ones.
    for (const DeviceGpuTime &d : a.devices) {
        const GpuTimeAnalysis one = analyzeGpuTime(*outcome.profile, Scope::ofGpu(d.rank, d.device));
        QCOMPARE(one.devices.size(), size_t(1));
        QCOMPARE(one.devices[0].total.idle.ns, d.total.idle.ns);
        QCOMPARE(one.devices[0].total.busyNs, d.total.busyNs);
    }
}

QTEST_GUILESS_MAIN(TestGpuTimeTraces)
#include "tst_gputimetraces.moc"
