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

// Wraps the numbers after "ts": and "dur": in quotes, so they reach us as written: epoch
// microseconds with three decimals (1.7e15) do not fit a double's 53 bits.
std::string quoteTimes(const std::string &text)
{
    std::string out;
    out.reserve(text.size() + text.size() / 16);
    size_t i = 0;
    while (i < text.size()) {
        const bool ts = text.compare(i, 5, "\"ts\":") == 0, dur = text.compare(i, 6, "\"dur\":") == 0;
        if (!ts && !dur) {
            out += text[i++];
            continue;
        }
        const size_t keyLen = ts ? 5 : 6;
        out.append(text, i, keyLen);
        i += keyLen;
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            out += text[i++];
        const size_t start = i;
        while (i < text.size()
            && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.' || text[i] == '-'
                || text[i] == 'e' || text[i] == 'E' || text[i] == '+'))
            ++i;
        if (i > start)
            out += '"' + text.substr(start, i - start) + '"';
    }
    return out;
}

// Microseconds as written ("1712195495519689.047") to ns, exactly for plain decimals.
bool parseMicros(const nlohmann::json &v, int64_t *ns)
{
    if (v.is_number()) {
        *ns = std::llround(v.get<double>() * 1000.0);
        return true;
    }
    if (!v.is_string())
        return false;
    const std::string s = v.get<std::string>();
    if (s.find_first_of("eE") != std::string::npos) {
        *ns = std::llround(std::stod(s) * 1000.0);
        return true;
    }
    const bool negative = !s.empty() && s[0] == '-';
    const size_t dot = s.find('.');
    const std::string whole
        = s.substr(negative ? 1 : 0, dot == std::string::npos ? std::string::npos : dot - (negative ? 1 : 0));
    std::string frac = dot == std::string::npos ? std::string() : s.substr(dot + 1);
    const bool roundUp = frac.size() > 3 && frac[3] >= '5';
    frac = (frac + "000").substr(0, 3);
    int64_t value = (whole.empty() ? 0 : std::stoll(whole)) * 1000 + std::stoll(frac) + (roundUp ? 1 : 0);
    *ns = negative ? -value : value;
    return true;
}

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
std::map<int, Timeline> independentTimelines(const nlohmann::json &doc)
{
    const nlohmann::json &events = doc.is_array() ? doc : doc.value("traceEvents", nlohmann::json::array());
    struct Lists
    {
        std::vector<Interval> comp, comm, mem;
    };
    std::map<int, Lists> byDevice;
    for (const nlohmann::json &e : events) {
        if (!e.is_object() || e.value("ph", std::string()) != "X" || !e.contains("cat")
            || !e["cat"].is_string())
            continue;
        const std::string cat = lower(e["cat"].get<std::string>());
        const bool kernel = cat == "kernel", memcpy = cat == "gpu_memcpy" || cat == "memcpy",
                   memset = cat == "gpu_memset" || cat == "memset";
        if (!kernel && !memcpy && !memset)
            continue;
        int64_t ts = 0, dur = 0;
        if (!e.contains("ts") || !e.contains("dur") || !parseMicros(e["ts"], &ts)
            || !parseMicros(e["dur"], &dur))
            continue;
        int device = 0;
        if (e.contains("args") && e["args"].is_object() && e["args"].contains("device")
            && e["args"]["device"].is_number())
            device = e["args"]["device"].get<int>();
        else if (e.contains("pid") && e["pid"].is_number())
            device = e["pid"].get<int>();
        if (dur < 0)
            continue;
        const std::string name = e.value("name", std::string());
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
    const nlohmann::json doc = nlohmann::json::parse(quoteTimes(readMaybeGz(path)), nullptr, false);
    QVERIFY2(!doc.is_discarded(), "not JSON");
    const std::map<int, Timeline> expected = independentTimelines(doc);

    const LoadOutcome outcome = loadProfile(path);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error.toUserMessage()));
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
    QVERIFY2(outcome.ok(), qPrintable(outcome.error.toUserMessage()));
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
