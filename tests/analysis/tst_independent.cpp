// Every Chrome-trace file of ../shared/traces, computed twice: once by the program (loadProfile,
// computeSummary) and once here, straight from the JSON with nlohmann::json's SAX reader and
// zlib, following METRICS.md word by word without any loader or analysis code:
// - GPU activity: complete events of category kernel / gpu_memcpy / gpu_memset (case-insensitive,
//   legacy Kernel / Memcpy / Memset); device = args.device, else the row's pid; a device exists
//   only with GPU activity.
// - Host events: python_function, cpu_op, user_annotation, cuda_runtime, cuda_driver (and their
//   legacy names Operator, Runtime, python) on any row; other categories except
//   gpu_user_annotation, cuda_sync and Trace on rows that are not GPU stream rows (a row with GPU
//   activity, cuda_sync or gpu_user_annotation); never the pseudo rows "Spans", "Traces", "".
// - Window: earliest start to latest end of host events and GPU activity.
// - Per device: kernel count, kernel / memcpy / memset sums, active = |union| clipped to the window.
// - Steps: host events named ProfilerStep#N; launch latency over args.correlation matches with
//   a cuda_runtime / cuda_driver event (the first in file order), median and p95 by linear
//   interpolation at p * (n - 1).
// Times are turned into integer ns from the number's text (3 fraction digits of us, further digits
// rounded half away from zero), so the comparison is exact to the ns.

#include "summary.h"
#include "traceloader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QtTest>

#include <nlohmann/json.hpp>
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace stepline;

namespace {

constexpr qint64 kMaxTextBytes = 64 * 1024 * 1024; // bigger files are skipped (none today: 51 MiB at most)

QString tracesDir()
{
    return QStringLiteral(STEPLINE_SHARED_TRACES);
}

bool inflateGzip(const QByteArray &in, std::string *out)
{
    z_stream zs {};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
        return false;
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
    zs.avail_in = uInt(in.size());
    char buffer[1 << 16];
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        zs.next_out = reinterpret_cast<Bytef *>(buffer);
        zs.avail_out = sizeof buffer;
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            inflateEnd(&zs);
            return false;
        }
        out->append(buffer, sizeof buffer - zs.avail_out);
        if (qint64(out->size()) > kMaxTextBytes) {
            inflateEnd(&zs);
            return false;
        }
    }
    inflateEnd(&zs);
    return true;
}

// "1234.5678" (us) -> 1234568 ns: integer digits x 1000 plus three fraction digits, the next digit
// rounds half away from zero. Exponents do not occur in these files; they go through a double.
bool microsTextToNs(const std::string &text, int64_t *out)
{
    if (text.find_first_of("eE") != std::string::npos) {
        *out = std::llround(std::stod(text) * 1000.0);
        return true;
    }
    size_t i = 0;
    const bool negative = !text.empty() && text[0] == '-';
    if (negative)
        ++i;
    int64_t value = 0; // us of 16 digits x 1000 still fits
    for (; i < text.size() && text[i] != '.'; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return false;
        value = value * 10 + (text[i] - '0');
    }
    value *= 1000;
    int digits = 0;
    bool roundUp = false;
    if (i < text.size() && text[i] == '.') {
        for (++i; i < text.size(); ++i, ++digits) {
            const int d = text[i] - '0';
            if (digits < 3)
                value += d * (digits == 0 ? 100 : digits == 1 ? 10 : 1);
            else if (digits == 3)
                roundUp = d >= 5;
        }
    }
    if (roundUp)
        ++value;
    *out = int64_t(negative ? -value : value);
    return true;
}

std::string lower(std::string s)
{
    for (char &c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// A row id: numbers (and numeric strings) as numbers, other strings as text.
struct RowId
{
    bool isText = false;
    int64_t number = 0;
    std::string text;
    bool operator<(const RowId &o) const
    {
        return std::tie(isText, number, text) < std::tie(o.isText, o.number, o.text);
    }
};

struct Event
{
    char ph = 0;
    std::string cat; // lower case
    std::string name;
    RowId pid, tid;
    bool hasTs = false, hasDur = false, badNumber = false;
    int64_t ts = 0, dur = 0;
    bool hasDevice = false, hasCorrelation = false;
    int64_t device = 0, correlation = 0;
};

// SAX reader of traceEvents (object form or bare array) keeping the few fields METRICS.md needs.
class TraceReader : public nlohmann::json_sax<nlohmann::json>
{
public:
    std::vector<Event> events;

    bool null() override { return value(Scalar {}); }
    bool boolean(bool) override { return value(Scalar {}); }
    bool number_integer(number_integer_t v) override
    {
        Scalar s;
        s.kind = Scalar::Int;
        s.i = v;
        s.text = std::to_string(v);
        return value(s);
    }
    bool number_unsigned(number_unsigned_t v) override
    {
        Scalar s;
        s.kind = v <= uint64_t(std::numeric_limits<int64_t>::max()) ? Scalar::Int : Scalar::Float;
        s.i = int64_t(v);
        s.text = std::to_string(v);
        return value(s);
    }
    bool number_float(number_float_t, const string_t &raw) override
    {
        Scalar s;
        s.kind = Scalar::Float;
        s.text = raw;
        return value(s);
    }
    bool string(string_t &v) override
    {
        Scalar s;
        s.kind = Scalar::Str;
        s.text = v;
        return value(s);
    }
    bool binary(binary_t &) override { return value(Scalar {}); }
    bool start_object(std::size_t) override
    {
        m_stack.push_back({ true, takeKey() });
        if (isEventObject())
            m_event = Event();
        return true;
    }
    bool end_object() override
    {
        if (isEventObject())
            events.push_back(std::move(m_event));
        m_stack.pop_back();
        return true;
    }
    bool start_array(std::size_t) override
    {
        m_stack.push_back({ false, takeKey() });
        return true;
    }
    bool end_array() override
    {
        m_stack.pop_back();
        return true;
    }
    bool key(string_t &k) override
    {
        m_key = k;
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

private:
    struct Scalar
    {
        enum Kind { None, Int, Float, Str } kind = None;
        int64_t i = 0;
        std::string text;
    };
    struct Level
    {
        bool object;
        std::string key; // the key this container is the value of
    };

    std::string takeKey()
    {
        std::string k = std::move(m_key);
        m_key.clear();
        return k;
    }
    // The events array: the top-level array, or the array under the top-level "traceEvents".
    bool isEventsArray(size_t level) const
    {
        const Level &l = m_stack[level];
        if (l.object)
            return false;
        if (level == 0)
            return true;
        return level == 1 && m_stack[0].object && l.key == "traceEvents";
    }
    // The innermost container is an event object (an element of the events array).
    bool isEventObject() const
    {
        return m_stack.size() >= 2 && m_stack.back().object && isEventsArray(m_stack.size() - 2);
    }
    static RowId rowOf(const Scalar &s)
    {
        RowId r;
        if (s.kind == Scalar::Int) {
            r.number = s.i;
        } else if (s.kind == Scalar::Str && !s.text.empty()
            && s.text.find_first_not_of("-0123456789") == std::string::npos) {
            r.number = std::stoll(s.text);
        } else {
            r.isText = true;
            r.text = s.text;
        }
        return r;
    }
    bool value(const Scalar &s)
    {
        const std::string k = takeKey();
        const size_t n = m_stack.size();
        if (n >= 2 && m_stack[n - 1].object && isEventsArray(n - 2)) {
            Event &e = m_event;
            if (k == "ph" && !s.text.empty())
                e.ph = s.text[0];
            else if (k == "cat")
                e.cat = lower(s.text);
            else if (k == "name")
                e.name = s.text;
            else if (k == "pid")
                e.pid = rowOf(s);
            else if (k == "tid")
                e.tid = rowOf(s);
            else if (k == "ts" || k == "dur") {
                int64_t v = 0;
                const bool ok = (s.kind == Scalar::Int || s.kind == Scalar::Float || s.kind == Scalar::Str)
                    && microsTextToNs(s.text, &v);
                if (!ok)
                    e.badNumber = true;
                (k == "ts" ? e.ts : e.dur) = v;
                (k == "ts" ? e.hasTs : e.hasDur) = ok;
            }
        } else if (n >= 3 && m_stack[n - 1].object && m_stack[n - 1].key == "args" && m_stack[n - 2].object
            && isEventsArray(n - 3)) {
            if (k == "device" && s.kind == Scalar::Int) {
                m_event.hasDevice = true;
                m_event.device = s.i;
            } else if (k == "correlation" && s.kind == Scalar::Int) {
                m_event.hasCorrelation = true;
                m_event.correlation = s.i;
            }
        }
        return true;
    }

    std::vector<Level> m_stack;
    std::string m_key;
    Event m_event;
};

bool isKernel(const std::string &c)
{
    return c == "kernel";
}
bool isMemcpy(const std::string &c)
{
    return c == "gpu_memcpy" || c == "memcpy";
}
bool isMemset(const std::string &c)
{
    return c == "gpu_memset" || c == "memset";
}
bool isActivity(const std::string &c)
{
    return isKernel(c) || isMemcpy(c) || isMemset(c);
}
bool isGpuSide(const std::string &c)
{
    return isActivity(c) || c == "cuda_sync" || c == "gpu_user_annotation";
}
bool isAlwaysHost(const std::string &c)
{
    return c == "python_function" || c == "cpu_op" || c == "user_annotation" || c == "cuda_runtime"
        || c == "cuda_driver" || c == "operator" || c == "runtime" || c == "python";
}
bool isLaunch(const std::string &c)
{
    return c == "cuda_runtime" || c == "cuda_driver" || c == "runtime";
}

double percentileOf(std::vector<int64_t> v, double p)
{
    std::sort(v.begin(), v.end());
    const double h = p * double(v.size() - 1);
    const size_t lo = size_t(std::floor(h));
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return double(v[lo]) + (h - double(lo)) * double(v[hi] - v[lo]);
}

struct Expected
{
    struct Device
    {
        uint64_t kernels = 0;
        int64_t kernelNs = 0, memcpyNs = 0, memsetNs = 0, activeNs = 0;
        std::vector<std::pair<int64_t, int64_t>> intervals;
    };
    int64_t windowStart = std::numeric_limits<int64_t>::max();
    int64_t windowEnd = std::numeric_limits<int64_t>::min();
    std::map<int64_t, Device> devices;
    std::multiset<std::pair<std::string, int64_t>> steps;
    uint64_t matched = 0, negative = 0;
    std::vector<int64_t> latencies;
};

// Complete events: X, and B/E pairs matched per row.
std::vector<Event> completeEvents(std::vector<Event> events)
{
    std::vector<Event> out;
    std::map<std::pair<RowId, RowId>, std::vector<Event>> open;
    for (Event &e : events) {
        if (e.badNumber || !e.hasTs)
            continue;
        if (e.ph == 'X') {
            if (e.dur < 0)
                continue;
            out.push_back(std::move(e));
        } else if (e.ph == 'B') {
            open[{ e.pid, e.tid }].push_back(std::move(e));
        } else if (e.ph == 'E') {
            auto &stack = open[{ e.pid, e.tid }];
            if (stack.empty())
                continue;
            Event b = std::move(stack.back());
            stack.pop_back();
            if (e.ts < b.ts)
                continue;
            b.dur = e.ts - b.ts;
            b.ph = 'X';
            out.push_back(std::move(b));
        }
    }
    return out;
}

Expected compute(const std::vector<Event> &all)
{
    Expected x;
    std::set<std::pair<RowId, RowId>> gpuRows;
    for (const Event &e : all)
        if (isGpuSide(e.cat))
            gpuRows.insert({ e.pid, e.tid });
    std::map<int64_t, int64_t> launchStart; // correlation -> first launch call's start
    for (const Event &e : all) {
        const bool pseudo
            = e.pid.isText && (e.pid.text == "Spans" || e.pid.text == "Traces" || e.pid.text.empty());
        const bool activity = isActivity(e.cat);
        const bool host = !pseudo && !activity
            && (isAlwaysHost(e.cat)
                || (!isGpuSide(e.cat) && e.cat != "trace" && !gpuRows.count({ e.pid, e.tid })));
        if (!activity && !host)
            continue;
        x.windowStart = std::min(x.windowStart, e.ts);
        x.windowEnd = std::max(x.windowEnd, e.ts + e.dur);
        if (host && e.name.rfind("ProfilerStep#", 0) == 0 && e.name.size() > 13
            && e.name.find_first_not_of("0123456789", 13) == std::string::npos)
            x.steps.insert({ e.name, e.dur });
        if (host && isLaunch(e.cat) && e.hasCorrelation && !launchStart.count(e.correlation))
            launchStart[e.correlation] = e.ts;
        if (!activity)
            continue;
        const int64_t device = e.hasDevice ? e.device : e.pid.number;
        Expected::Device &d = x.devices[device];
        if (isKernel(e.cat)) {
            ++d.kernels;
            d.kernelNs += e.dur;
        } else if (isMemcpy(e.cat)) {
            d.memcpyNs += e.dur;
        } else {
            d.memsetNs += e.dur;
        }
        d.intervals.emplace_back(e.ts, e.ts + e.dur);
    }
    for (auto &[id, d] : x.devices) {
        std::sort(d.intervals.begin(), d.intervals.end());
        int64_t curStart = 0, curEnd = 0;
        bool open = false;
        auto close = [&] {
            const int64_t a = std::max(curStart, x.windowStart), b = std::min(curEnd, x.windowEnd);
            if (b > a)
                d.activeNs += b - a;
        };
        for (const auto &[a, b] : d.intervals) {
            if (open && a <= curEnd) {
                curEnd = std::max(curEnd, b);
                continue;
            }
            if (open)
                close();
            curStart = a;
            curEnd = b;
            open = true;
        }
        if (open)
            close();
    }
    for (const Event &e : all) {
        if (!isActivity(e.cat) || !e.hasCorrelation)
            continue;
        const auto it = launchStart.find(e.correlation);
        if (it == launchStart.end())
            continue;
        ++x.matched;
        const int64_t latency = e.ts - it->second;
        if (latency < 0)
            ++x.negative;
        else
            x.latencies.push_back(latency);
    }
    return x;
}

} // namespace

class TestIndependent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySharedTrace_data()
    {
        QTest::addColumn<QString>("path");
        QFile manifest(tracesDir() + QStringLiteral("/MANIFEST.json"));
        if (!manifest.open(QIODevice::ReadOnly))
            return;
        const nlohmann::json files = nlohmann::json::parse(manifest.readAll().toStdString(), nullptr, false);
        if (!files.is_object())
            return;
        for (const auto &[relative, entry] : files.items()) {
            if (!entry.is_object() || entry.value("kind", std::string()) != "chrome-trace")
                continue;
            const QString name = QString::fromStdString(relative);
            if (!name.endsWith(QLatin1String(".json")) && !name.endsWith(QLatin1String(".json.gz")))
                continue;
            QTest::addRow("%s", relative.c_str()) << tracesDir() + QLatin1Char('/') + name;
        }
    }

    void everySharedTrace()
    {
        if (!QDir(tracesDir()).exists())
            QSKIP("../shared/traces is missing");
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray raw = f.readAll();
        std::string text;
        if (path.endsWith(QLatin1String(".gz"))) {
            if (!inflateGzip(raw, &text))
                QSKIP("larger than 64 MiB inflated (or not gzip): not checked");
        } else {
            if (raw.size() > kMaxTextBytes)
                QSKIP("larger than 64 MiB: not checked");
            text = raw.toStdString();
        }
        TraceReader reader;
        const bool parsed = nlohmann::json::sax_parse(text, &reader);
        QVERIFY2(parsed, "the shared trace is not valid JSON");
        const Expected x = compute(completeEvents(std::move(reader.events)));

        const LoadOutcome outcome = loadProfile(path);
        QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
        const Profile &p = *outcome.profile;
        QCOMPARE(p.ranks().size(), size_t(1));
        const Summary s = computeSummary(p);

        const RankInfo &rank = p.ranks()[0];
        const int64_t window = x.windowEnd >= x.windowStart ? x.windowEnd - x.windowStart : 0;
        QCOMPARE(rank.windowEndNs - rank.windowStartNs, window);

        QCOMPARE(s.gpus.size(), x.devices.size());
        size_t i = 0;
        for (const auto &[device, d] : x.devices) {
            const DeviceStats &g = s.gpus[i++];
            QCOMPARE(int64_t(g.device), device);
            QCOMPARE(g.kernels, d.kernels);
            QCOMPARE(g.kernelNs, d.kernelNs);
            QCOMPARE(g.memcpyNs, d.memcpyNs);
            QCOMPARE(g.memsetNs, d.memsetNs);
            QCOMPARE(g.activeNs, d.activeNs);
            QCOMPARE(g.windowNs, window);
        }

        std::multiset<std::pair<std::string, int64_t>> steps;
        for (const Step &st : s.steps)
            steps.insert({ std::string(p.str(st.name)), st.durNs });
        QVERIFY(steps == x.steps);

        const LaunchLatency &ll = s.launchLatency;
        QCOMPARE(ll.matched, x.matched);
        QCOMPARE(ll.negative, x.negative);
        QCOMPARE(ll.hasStats, !x.latencies.empty());
        if (!x.latencies.empty()) {
            // The program rounds to whole ns.
            QVERIFY(std::abs(double(ll.medianNs) - percentileOf(x.latencies, 0.5)) <= 0.5);
            QVERIFY(std::abs(double(ll.p95Ns) - percentileOf(x.latencies, 0.95)) <= 0.5);
            QCOMPARE(ll.maxNs, *std::max_element(x.latencies.begin(), x.latencies.end()));
        }
    }
};

QTEST_GUILESS_MAIN(TestIndependent)
#include "tst_independent.moc"
