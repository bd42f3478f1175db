#include "gputime.h"

#include "collectives.h"
#include "commkernel.h"
#include "commwaits.h"
#include "idlecauses.h"
#include "slicemerge.h"
#include "steps.h"

#include <limits>

namespace stepline {

std::string_view gpuTimeKindKey(GpuTimeKind kind)
{
    if (isIdleKind(kind))
        return idleCauseKey(IdleCause(uint8_t(kind)));
    return kind == GpuTimeKind::ExposedComm ? "exposed_comm" : "exposed_memcpy";
}

namespace {

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// Bits of a piece's mask: which classes cover it. 0 is idle.
constexpr unsigned kComputation = 1, kCommunication = 2, kMemcpy = 4;
// Set on exposed communication that lies before the last peer arrived.
constexpr unsigned kWait = 8;

// A stretch of one device's time: busy (mask != 0) or one idle cause.
struct Piece
{
    int64_t start = 0;
    int64_t end = 0;
    unsigned mask = 0;
    IdleCause cause = IdleCause::Unattributed;
    TrackId thread;
    EventId next;
};

void addPiece(GpuTimeBreakdown &b, const Piece &p, int64_t from, int64_t to)
{
    const int64_t len = std::min(p.end, to) - std::max(p.start, from);
    if (len <= 0)
        return;
    if (p.mask == 0) {
        b.idle[p.cause] += len;
        b.idleNs += len;
        return;
    }
    b.busyNs += len;
    if (p.mask & kComputation)
        b.computationNs += len;
    if (p.mask & kCommunication)
        b.commNs += len;
    if (p.mask & kMemcpy)
        b.memcpyNs += len;
    if (!(p.mask & kComputation)) {
        if (p.mask & kCommunication) {
            b.exposedCommNs += len;
            (p.mask & kWait ? b.exposedCommWaitNs : b.exposedCommTransferNs) += len;
        } else
            b.exposedMemcpyNs += len;
    }
}

// The kind of a piece, or -1 for computation (which neither segments nor "longest" track).
int kindOfPiece(const Piece &p)
{
    if (p.mask == 0)
        return int(kindOfCause(p.cause));
    if (p.mask & kComputation)
        return -1;
    return int(p.mask & kCommunication ? GpuTimeKind::ExposedComm : GpuTimeKind::ExposedMemcpy);
}

// Consumes one device's pieces in time order: the whole-rank breakdown (clipped to the span), the
// longest stretch of each kind, the steps (an active list: steps may overlap) and the segments.
class PieceSink
{
public:
    PieceSink(GpuTimeAnalysis &out, uint32_t deviceIndex, std::vector<uint32_t> &active, bool segments)
        : m_out(out)
        , m_dev(out.devices[deviceIndex])
        , m_deviceIndex(deviceIndex)
        , m_active(active)
        , m_segments(segments)
        , m_nextStep(m_dev.stepBegin)
    {
        m_active.clear();
    }

    void add(const Piece &p)
    {
        if (p.end <= p.start)
            return;
        addPiece(m_dev.total, p, m_dev.spanStartNs, m_dev.spanEndNs);
        trackLongest(p);
        addToSteps(p);
        if (m_segments)
            addSegment(p);
    }

    void finish()
    {
        closeRun();
        if (m_segments)
            m_dev.segmentEnd = uint32_t(m_out.segments.size());
    }

private:
    void trackLongest(const Piece &p)
    {
        const int64_t s = std::max(p.start, m_dev.spanStartNs), e = std::min(p.end, m_dev.spanEndNs);
        const int kind = e > s ? kindOfPiece(p) : -1;
        if (kind >= 0 && kind == m_runKind && s == m_runEnd) {
            m_runEnd = e;
            return;
        }
        closeRun();
        if (kind >= 0) {
            m_runKind = kind;
            m_runStart = s;
            m_runEnd = e;
        }
    }
    void closeRun()
    {
        if (m_runKind < 0)
            return;
        GpuTimeStretch &l = m_dev.longest[size_t(m_runKind)];
        if (m_runEnd - m_runStart > l.length())
            l = { m_runStart, m_runEnd };
        m_runKind = -1;
    }
    void addToSteps(const Piece &p)
    {
        while (m_nextStep < m_dev.stepEnd && m_out.steps[m_nextStep].tsNs < p.end)
            m_active.push_back(m_nextStep++);
        for (size_t k = 0; k < m_active.size();) {
            StepGpuTime &st = m_out.steps[m_active[k]];
            const int64_t stepEnd = st.tsNs + st.durNs;
            addPiece(st.time, p, st.tsNs, stepEnd);
            if (stepEnd <= p.end) {
                m_active[k] = m_active.back();
                m_active.pop_back();
            } else {
                ++k;
            }
        }
    }
    void addSegment(const Piece &p)
    {
        const int kind = kindOfPiece(p);
        if (kind < 0)
            return;
        GpuTimeSegments &sg = m_out.segments;
        const size_t n = sg.size();
        if (n > m_dev.segmentBegin && sg.endNs[n - 1] == p.start && int(sg.kind[n - 1]) == kind
            && sg.thread[n - 1] == p.thread && sg.next[n - 1] == p.next) {
            sg.endNs[n - 1] = p.end;
            return;
        }
        sg.startNs.push_back(p.start);
        sg.endNs.push_back(p.end);
        sg.device.push_back(m_deviceIndex);
        sg.kind.push_back(GpuTimeKind(kind));
        sg.thread.push_back(p.thread);
        sg.next.push_back(p.next);
    }

    GpuTimeAnalysis &m_out;
    DeviceGpuTime &m_dev;
    uint32_t m_deviceIndex;
    std::vector<uint32_t> &m_active;
    bool m_segments;
    uint32_t m_nextStep;
    int m_runKind = -1;
    int64_t m_runStart = 0, m_runEnd = 0;
};

// The launch call of each GPU activity of the scope's devices: its Launch link from a
// runtime/driver call (the builder resolved args.correlation, else ac2g flows); of several, the
// earliest. One pass over the flows in storage order (sequential reads; a binary search through
// FlowTable::byTo per idle gap costs more), into a compact array over the devices' GPU rows.
class LaunchIndex
{
public:
    LaunchIndex(const Profile &profile, const detail::DeviceIndex &index)
        : m_base(profile.tracks().size(), kOff)
    {
        const auto &tracks = profile.tracks();
        int64_t total = 0;
        for (const GpuDevice &d : index.devices) {
            for (uint32_t t : d.tracks) {
                m_base[t] = total - int64_t(tracks[t].sliceBegin);
                total += tracks[t].sliceEnd - tracks[t].sliceBegin;
            }
        }
        m_launch.assign(size_t(total), EventId());
        const FlowTable &flows = profile.flows();
        const SliceTable &s = profile.slices();
        for (size_t f = 0; f < flows.size(); ++f) {
            if (flows.kind[f] != FlowKind::Launch)
                continue;
            const uint32_t to = flows.to[f].value;
            const int64_t base = m_base[s.track[to].value];
            if (base == kOff || !isGpuActivity(s.kind[to]))
                continue;
            const EventId from = flows.from[f];
            if (!isLaunchCall(s.kind[from.value]))
                continue;
            EventId &slot = m_launch[size_t(base + to)];
            if (!slot.isValid() || s.ts[from.value] < s.ts[slot.value])
                slot = from;
        }
    }
    // i must be a slice of one of the devices' tracks.
    EventId launchOf(const SliceTable &s, uint32_t i) const
    {
        return m_launch[size_t(m_base[s.track[i].value] + i)];
    }

private:
    static constexpr int64_t kOff = std::numeric_limits<int64_t>::min(); // a track off the devices
    std::vector<int64_t> m_base; // per track: the slot of slice i is m_base + i
    std::vector<EventId> m_launch;
};

} // namespace

GpuActivityClass gpuActivityClass(EventKind kind, std::string_view name)
{
    if (kind == EventKind::Kernel) {
        if (isCommunicationKernelName(name))
            return GpuActivityClass::Communication;
        if (startsWith(name, "MEMORY_COPY_") || startsWith(name, "__amd_rocclr_copyBuffer"))
            return GpuActivityClass::Memcpy;
        return GpuActivityClass::Computation;
    }
    return kind == EventKind::Memcpy ? GpuActivityClass::Memcpy : GpuActivityClass::Computation;
}

GpuTimeBreakdown GpuTimeAnalysis::totals() const
{
    GpuTimeBreakdown t;
    for (const DeviceGpuTime &d : devices) {
        t += d.total;
    }
    return t;
}

GpuTimeAnalysis analyzeGpuTime(const ScopedProfile &scoped, const GpuTimeOptions &options)
{
    const Profile &profile = scoped.profile();
    GpuTimeAnalysis out;
    const detail::DeviceIndex &index = scoped.deviceIndex();
    const SliceTable &s = profile.slices();
    const std::vector<Step> steps = options.steps ? hostSteps(scoped) : std::vector<Step>();

    // The class of each kernel name, examined once per distinct name.
    std::vector<uint8_t> classOfName(profile.strings().size(), 0xff);
    auto classOf = [&](uint32_t i) {
        const EventKind kind = s.kind[i];
        if (kind != EventKind::Kernel)
            return unsigned(
                kind == EventKind::Memcpy ? GpuActivityClass::Memcpy : GpuActivityClass::Computation);
        uint8_t &c = classOfName[s.name[i].value];
        if (c == 0xff)
            c = uint8_t(gpuActivityClass(kind, profile.str(s.name[i])));
        return unsigned(c);
    };

    // The ranks' collective waits, from the whole job (a rank waits for peers outside the scope).
    CommWaits ownWaits;
    const CommWaits *waits = options.waits;
    if (!waits && profile.ranks().size() >= 2) {
        ownWaits = commWaits(analyzeCollectives(profile));
        waits = &ownWaits;
    }
    const int64_t waitsShift = options.waits ? options.waitsShiftNs : 0;

    detail::HostCauseIndex host(profile);
    const LaunchIndex launches(profile, index);
    detail::SliceMergeScratch scratch;
    std::vector<detail::SliceRun> runs;
    std::vector<uint32_t> active;
    const auto keep = [&s](uint32_t i) { return isGpuActivity(s.kind[i]); };

    for (const GpuDevice &gd : index.devices) {
        // The span, and whether the device has GPU activity at all (a GPU row without any has no
        // breakdown: absent, not zero).
        int64_t first = std::numeric_limits<int64_t>::max(), last = std::numeric_limits<int64_t>::min();
        for (uint32_t t : gd.tracks) {
            const Track &track = profile.tracks()[t];
            for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
                if (isGpuActivity(s.kind[i])) {
                    first = std::min(first, s.ts[i]);
                    last = std::max(last, s.ts[i] + s.dur[i]);
                }
            }
        }
        if (first > last)
            continue;

        const uint32_t deviceIndex = uint32_t(out.devices.size());
        DeviceGpuTime &dev = out.devices.emplace_back();
        dev.place() = gd;
        dev.spanStartNs = first;
        dev.spanEndNs = last;
        dev.total.lengthNs = last - first;
        dev.stepBegin = uint32_t(out.steps.size());
        for (const Step &st : steps) {
            if (st.rankIndex != gd.rankIndex)
                continue;
            StepGpuTime &row = out.steps.emplace_back();
            row.deviceIndex = deviceIndex;
            row.number = st.number;
            row.name = st.name;
            row.event = st.event;
            row.tsNs = st.tsNs;
            row.durNs = st.durNs;
            row.time.lengthNs = st.durNs;
        }
        dev.stepEnd = uint32_t(out.steps.size());
        dev.segmentBegin = dev.segmentEnd = uint32_t(out.segments.size());

        PieceSink sink(out, deviceIndex, active, options.segments);
        const int64_t windowStart = std::min(gd.windowStartNs, first);
        const int64_t windowEnd = std::max(gd.windowEndNs, last);

        // The idle interval [a, b) waiting for the activities that start at b.
        struct Gap
        {
            bool open = false;
            int64_t a = 0, b = 0;
            EventId next; // k
            EventId launch; // L
        } gap;
        auto finishGap = [&] {
            if (!gap.open)
                return;
            gap.open = false;
            Piece p;
            p.next = gap.next;
            if (!gap.launch.isValid()) {
                p.start = gap.a;
                p.end = gap.b;
                p.cause = IdleCause::Unattributed;
                sink.add(p);
                return;
            }
            const TrackId thread = s.track[gap.launch.value];
            const int64_t launchStart = s.ts[gap.launch.value];
            p.thread = thread;
            if (launchStart <= gap.a) {
                p.start = gap.a;
                p.end = gap.b;
                p.cause = IdleCause::Queued;
                sink.add(p);
                return;
            }
            host.attribute(
                thread, gap.a, std::min(gap.b, launchStart), [&](int64_t x, int64_t y, IdleCause c) {
                    p.start = x;
                    p.end = y;
                    p.cause = c;
                    sink.add(p);
                });
            if (launchStart < gap.b) {
                p.start = launchStart;
                p.end = gap.b;
                p.cause = IdleCause::Launch;
                sink.add(p);
            }
        };
        // This rank's wait intervals, walked forward with the sweep (pieces come in time order).
        const int waitRank = waits ? waits->indexOf(gd.rank) : -1;
        uint32_t waitAt = waitRank >= 0 ? waits->begin[size_t(waitRank)] : 0;
        const uint32_t waitEnd = waitRank >= 0 ? waits->begin[size_t(waitRank) + 1] : 0;
        auto emit = [&](int64_t a, int64_t b, unsigned mask) {
            if (mask == 0) {
                gap = { true, a, b, EventId(), EventId() };
                return;
            }
            Piece p;
            p.mask = mask;
            if ((mask & (kCommunication | kComputation)) == kCommunication) {
                // Exposed communication: cut at the wait intervals.
                while (waitAt < waitEnd && waits->endNs[waitAt] - waitsShift <= a)
                    ++waitAt;
                for (uint32_t w = waitAt; w < waitEnd && a < b; ++w) {
                    const int64_t ws = waits->startNs[w] - waitsShift, we = waits->endNs[w] - waitsShift;
                    if (ws >= b)
                        break;
                    if (ws > a) {
                        p.start = a;
                        p.end = ws;
                        p.mask = mask;
                        sink.add(p);
                        a = ws;
                    }
                    p.start = a;
                    p.end = std::min(b, we);
                    p.mask = mask | kWait;
                    sink.add(p);
                    a = p.end;
                }
                p.mask = mask;
            }
            p.start = a;
            p.end = b;
            sink.add(p);
        };

        detail::CoverageSweep<3> sweep(windowStart);
        runs.clear();
        for (uint32_t t : gd.tracks)
            detail::appendRuns(profile, t, &runs);
        detail::forEachSliceByStart(s, runs, scratch, keep, [&](uint32_t i) {
            const int64_t t = s.ts[i];
            if (t > sweep.pos) {
                finishGap();
                sweep.flushTo(t, emit);
            }
            if (gap.open && gap.b == t) {
                // Of several activities starting at b, k is the one whose launch started first.
                const EventId launch = launches.launchOf(s, i);
                if (!gap.next.isValid())
                    gap.next = EventId(i);
                if (launch.isValid()
                    && (!gap.launch.isValid() || s.ts[launch.value] < s.ts[gap.launch.value])) {
                    gap.launch = launch;
                    gap.next = EventId(i);
                }
            }
            sweep.add(int(classOf(i)), t + s.dur[i]);
        });
        finishGap();
        sweep.flushTo(windowEnd, emit);
        finishGap(); // the window ends idle: no k, unattributed
        sink.finish();
        if (dev.total.commNs > 0 && waitRank < 0) {
            dev.total.commSplitKnown = false;
            for (uint32_t k = dev.stepBegin; k < dev.stepEnd; ++k)
                out.steps[k].time.commSplitKnown = false;
        }
    }
    return out;
}

GpuTimeAnalysis analyzeGpuTime(const Profile &profile, const Scope &scope, const GpuTimeOptions &options)
{
    return analyzeGpuTime(ScopedProfile(profile, scope), options);
}

} // namespace stepline
