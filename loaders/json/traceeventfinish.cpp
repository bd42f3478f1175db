// TraceEventHandler after the events: top-level keys (metadata, baseTimeNanoseconds), handing the
// staged events to the builder with the time base, and deciding at the end of the file which rows
// are GPU streams, host threads or pseudo rows.
#include "traceeventhandler.h"

#include "exactnumber.h"
#include "jsonscan.h"
#include "sortruns.h"
#include "traceeventutil.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <iterator>
#include <limits>
#include <type_traits>

namespace stepline {

using namespace traceevent;

namespace {

constexpr size_t kMaxMetadataValueBytes = size_t(1) << 20;

// "stream 7", "stream 7 ", "stream 7 (sync)" -> 7
bool streamFromName(std::string_view name, int64_t *stream)
{
    if (name.substr(0, 7) != "stream ")
        return false;
    name.remove_prefix(7);
    size_t n = 0;
    while (n < name.size() && name[n] >= '0' && name[n] <= '9')
        ++n;
    return n > 0 && parseInteger(name.substr(0, n), stream) == NumberStatus::Ok;
}

template <typename T> T jsonNumber(const nlohmann::json &obj, const char *key, T fallback)
{
    auto it = obj.find(key);
    if (it == obj.end() || !it->is_number())
        return fallback;
    if constexpr (std::is_integral_v<T>) {
        // A float outside T's range ("rank": 2.7e58) has no integer value; converting it would be
        // undefined, so it counts as absent. In-range floats ("rank": 2.0) truncate as before.
        if (it->is_number_float()) {
            const double d = it->get<double>();
            if (!(d >= double(std::numeric_limits<T>::min()) && d < double(std::numeric_limits<T>::max())))
                return fallback;
        }
    }
    return it->get<T>();
}

std::string jsonString(const nlohmann::json &obj, const char *key)
{
    auto it = obj.find(key);
    if (it == obj.end())
        return {};
    if (it->is_string())
        return it->get<std::string>();
    return it->dump();
}

} // namespace

void TraceEventHandler::onTopLevel(std::string_view key, std::string_view raw, uint64_t byteOffset)
{
    if (key == "baseTimeNanoseconds") {
        m_kinetoHints = true;
        int64_t base = 0;
        if (parseInteger(raw.front() == '"' ? raw.substr(1, raw.size() - 2) : raw, &base)
            == NumberStatus::Ok) {
            if (m_baseFromKey && base != m_baseNs)
                warn("base_time_changed", 0); // a second, different key: the first one was used
            if (m_baseFromKey)
                return;
            if (!acceptableBase(base)) { // the events keep their relative times
                warn(warning::kBadNumber, byteOffset);
                return;
            }
            if (m_eventsBegun && m_noLateBase && base != m_baseNs) {
                m_lateBaseMissed = true; // the events went to the builder with another base
                return;
            }
            m_baseNs = base;
            m_baseFromKey = true;
            // Before the events: stage nothing, hand events over per chunk.
            if (!m_eventsBegun)
                m_baseKnown = true;
        }
        return;
    }
    if (key == "distributedInfo") {
        m_kinetoHints = true;
        m_rank.distributedInfoJson = std::string(raw.substr(0, kMaxMetadataValueBytes));
        const nlohmann::json j = nlohmann::json::parse(raw, nullptr, false);
        if (j.is_object()) {
            m_rank.rank = clampInt(jsonNumber<int64_t>(j, "rank", -1));
            if (m_rank.rank >= 0)
                m_rank.rankSource = "distributedInfo";
            m_rank.worldSize = clampInt(jsonNumber<int64_t>(j, "world_size", 0));
            m_rank.backend = jsonString(j, "backend");
        }
        return;
    }
    if (key == "deviceProperties" || key == "computeProperties") {
        m_kinetoHints = true;
        const nlohmann::json j = nlohmann::json::parse(raw, nullptr, false);
        if (j.is_array()) {
            for (const nlohmann::json &d : j) {
                if (!d.is_object())
                    continue;
                DeviceProperties dev;
                dev.id = clampInt(jsonNumber<int64_t>(d, "id", -1));
                dev.name = jsonString(d, "name");
                dev.totalGlobalMem = jsonNumber<int64_t>(d, "totalGlobalMem", 0);
                dev.computeMajor
                    = clampInt(jsonNumber<int64_t>(d, "computeMajor", jsonNumber<int64_t>(d, "major", 0)));
                dev.computeMinor
                    = clampInt(jsonNumber<int64_t>(d, "computeMinor", jsonNumber<int64_t>(d, "minor", 0)));
                dev.numSms = clampInt(jsonNumber<int64_t>(d, "numSms", 0));
                dev.warpSize = clampInt(jsonNumber<int64_t>(d, "warpSize", 0));
                dev.maxThreadsPerBlock = clampInt(jsonNumber<int64_t>(d, "maxThreadsPerBlock", 0));
                dev.rawJson = d.dump();
                m_rank.devices.push_back(std::move(dev));
            }
        }
        return;
    }
    if (key == "schemaVersion")
        m_kinetoHints = true;
    if (key == "hostname" || key == "host_name") {
        std::string scratch;
        m_rank.node = std::string(json::stringValue(raw, scratch));
    }
    if (raw.size() > kMaxMetadataValueBytes)
        m_rank.metadata.emplace_back(
            std::string(key), "\"(value of " + std::to_string(raw.size()) + " bytes not kept)\"");
    else
        m_rank.metadata.emplace_back(std::string(key), std::string(raw));
}

void TraceEventHandler::flushStaged()
{
    if (m_baseKnown)
        flush(m_baseNs);
}

bool TraceEventHandler::acceptableBase(int64_t baseNs) const
{
    return baseNs >= 0 && baseNs <= kMaxTimeNs && m_latestTs <= kMaxTimeNs - baseNs;
}

void TraceEventHandler::presetBase(int64_t baseNs)
{
    if (!acceptableBase(baseNs))
        return; // the key is read again in its place, and refused there with a warning
    m_baseNs = baseNs;
    m_baseKnown = true;
    m_baseFromKey = true;
}

void TraceEventHandler::reserveFor(uint64_t textBytes)
{
    // Real Kineto JSON is 220-360 bytes per event; aim a little high so the columns never move.
    const size_t events = size_t(std::min<uint64_t>(textBytes / 160 + 64, kMaxEvents));
    m_slices.reserve(events);
    // Kineto writes two flow events per kernel launch next to its launch and kernel slices.
    m_flowPoints.reserve(events / 2);
    m_builder.reserveSlices(events);
    m_builder.reserveLinks(events);
}

void TraceEventHandler::flush(int64_t baseNs)
{
    for (const StagedSlice &s : m_slices) {
        const uint32_t index
            = m_builder.addSlice(s.track, s.ts + baseNs, s.dur, s.name, s.category, s.kind(), s.args);
        if (s.flags() & 1)
            m_builder.setCorrelation(index, 0, s.correlation, s.byteOffset());
        if (s.flags() & 2)
            m_builder.setExternalId(index, 0, s.externalId);
    }
    m_slices.clear();
    for (const StagedInstant &i : m_instants)
        m_builder.addInstant(i.track, i.ts + baseNs, i.name, i.category, i.scope, i.args);
    m_instants.clear();
    for (const StagedCounter &c : m_counters)
        m_builder.addCounterSample(c.series, c.ts + baseNs, c.value);
    m_counters.clear();
}

// Kineto writes a launch flow (ac2g; async_cpu_to_gpu and async in older files) for every kernel
// launch, with the correlation id as flow id, although args.correlation already links the same two
// slices. The builder would bind each end with a search and then drop the duplicate; dropping it
// here when both ends carry that correlation id gives the same links at a fraction of the cost.
void TraceEventHandler::flushFlowPoints(int64_t baseNs)
{
    // Kineto numbers correlations in launch order: each list is a few ascending runs (a thread's
    // launches, a stream's kernels).
    for (std::vector<int64_t> *ids : { &m_launchCorrelations, &m_gpuCorrelations })
        sortFewRuns(ids->begin(), ids->end());
    std::vector<int64_t> linked; // correlation ids with both a launch and a GPU op
    std::set_intersection(m_launchCorrelations.begin(), m_launchCorrelations.end(), m_gpuCorrelations.begin(),
        m_gpuCorrelations.end(), std::back_inserter(linked));
    linked.erase(std::unique(linked.begin(), linked.end()), linked.end());
    m_launchCorrelations = {};
    m_gpuCorrelations = {};
    const StringPool &strings = m_builder.strings();
    std::vector<int8_t> isLaunchCategory; // by StringId value: -1 unknown, 0 no, 1 yes
    auto launchCategory = [&](StringId cat) {
        if (cat.value >= isLaunchCategory.size())
            isLaunchCategory.resize(size_t(cat.value) + 1, -1);
        int8_t &v = isLaunchCategory[cat.value];
        if (v < 0) {
            const std::string_view c = strings.view(cat);
            v = (c == "ac2g" || c == "async_cpu_to_gpu" || c == "async") ? 1 : 0;
        }
        return v == 1;
    };
    // Flow starts come in ascending id order, and so do flow ends: each kind looks next to its
    // last hit before it searches the whole list.
    size_t hint[2] = { 0, 0 };
    auto isLinked = [&linked](int64_t id, size_t &at) {
        if (at < linked.size() && linked[at] == id)
            return true;
        if (at + 1 < linked.size() && linked[at + 1] == id) {
            ++at;
            return true;
        }
        const auto it = std::lower_bound(linked.begin(), linked.end(), id);
        at = size_t(it - linked.begin());
        return it != linked.end() && *it == id;
    };
    // The points kept are gathered at the front first, so that the builder is given room for
    // exactly them.
    size_t kept = 0;
    for (const FlowPoint &fp : m_flowPoints) {
        if (launchCategory(fp.category) && isLinked(int64_t(fp.id), hint[fp.phase == 'f']))
            continue;
        m_flowPoints[kept] = fp;
        m_flowPoints[kept++].tsNs += baseNs;
    }
    m_builder.reserveFlowPoints(kept);
    for (size_t i = 0; i < kept; ++i)
        m_builder.addFlowPoint(m_flowPoints[i]);
    m_flowPoints = {};
}

void TraceEventHandler::finish()
{
    m_args.finish();
    flush(m_baseNs);
    flushFlowPoints(m_baseNs);
    m_slices.shrink_to_fit();
    m_instants.shrink_to_fit();
    m_counters.shrink_to_fit();
    m_flowPoints.shrink_to_fit();
    for (const auto &stack : m_openSpans) {
        for (const OpenSpan &open : stack)
            warn(warning::kBeginWithoutEnd, open.byteOffset);
    }
    for (const auto &[key, stack] : m_openAsync) {
        for (const OpenSpan &open : stack)
            warn(warning::kBeginWithoutEnd, open.byteOffset);
    }
    m_openSpans.clear();
    m_openAsync.clear();
    classifyRows();
    if (m_gpuActivity == 0 && m_launchCalls > 0) {
        m_builder.report().add(warning::kNoGpuActivity, 0, m_firstLaunchOffset, m_launchCalls);
        m_warnings += m_launchCalls;
    }

    RankInfo &info = m_builder.rank(0);
    const std::string file = std::move(m_rank.file);
    info = std::move(m_rank);
    info.file = file;
    info.format = m_kinetoHints ? "kineto-json" : "chrome-json";
    info.baseTimeNs = m_baseNs;
    info.warnings = m_warnings;
    m_builder.job().format = info.format;
}

// Decides which rows are GPU streams, host threads or Kineto pseudo rows, which processes are GPUs,
// then names rows that metadata left unnamed. Categories decide, never a label alone (METRICS.md
// "Host event", "Device of a rank"): in containers an OS pid can be as small as a device index,
// and Kineto gives Python threads it cannot place pid 0 / tid 0, the row of GPU 0 ("GPU 0" label).
// - A row with GPU-side events is a GPU stream; host events on it (Python frames on GPU 0's
//   stream 0) move to a host row of their own.
// - A process is a GPU only with GPU activity on its rows. Its host rows (that placeholder
//   thread) go to the rank's host process when there is exactly one.
// - A row without slices follows its label or "stream N" name, so it stays beside its siblings.
void TraceEventHandler::classifyRows()
{
    const StringPool &strings = m_builder.strings();
    struct ProcessAgg
    {
        uint64_t activity = 0, host = 0;
        int64_t device = -1; // of its first row with GPU activity and args.device
        int64_t labelDevice = -1; // "GPU n"
        bool labelGpu = false;
        bool pseudo = false;
    };
    const uint32_t trackCount = m_trackCount;
    std::vector<ProcessAgg> procs(m_processCount);
    auto rowOf = [&](uint32_t t) { return t < m_rows.size() ? m_rows[t] : RowInfo(); };
    for (uint32_t t = 0; t < trackCount; ++t) {
        const Track &tr = m_builder.trackAt(TrackId(t));
        if (tr.kind == TrackKind::Async || tr.process.value >= procs.size())
            continue;
        const RowInfo r = rowOf(t);
        ProcessAgg &pa = procs[tr.process.value];
        pa.activity += r.activity;
        pa.host += r.cpuEvents;
        if (r.activity > 0 && r.device >= 0 && pa.device < 0)
            pa.device = r.device;
    }
    for (uint32_t i = 0; i < m_processCount; ++i) {
        Process &proc = m_builder.processAt(ProcessId(i));
        ProcessAgg &pa = procs[i];
        const std::string_view labels = strings.view(proc.labels);
        const bool stringPid = isSynthetic(proc.pid);
        const std::string_view pidText = stringPid ? strings.view(proc.pidText) : std::string_view();
        pa.pseudo = stringPid && (pidText == "Spans" || pidText == "Traces" || pidText.empty());
        if (labels.substr(0, 3) == "GPU") {
            pa.labelGpu = true;
            std::string_view rest = trimmed(labels.substr(3));
            size_t n = 0;
            while (n < rest.size() && rest[n] >= '0' && rest[n] <= '9')
                ++n;
            if (n == 0 || parseInteger(rest.substr(0, n), &pa.labelDevice) != NumberStatus::Ok)
                pa.labelDevice = -1;
        }
        proc.isGpu = !pa.pseudo && pa.activity > 0;
        proc.device = -1;
        if (proc.isGpu) {
            if (pa.device >= 0)
                proc.device = clampInt(pa.device);
            else if (!stringPid && proc.pid >= 0)
                proc.device = clampInt(proc.pid);
            else
                proc.device = clampInt(pa.labelDevice);
        }
        if (proc.name.isEmpty() && stringPid)
            proc.name = proc.pidText;
    }
    // The rank's host process: the one non-GPU process with host events, when it is alone.
    ProcessId hostProcess;
    int hostCandidates = 0;
    for (uint32_t i = 0; i < m_processCount; ++i) {
        if (!procs[i].pseudo && !m_builder.processAt(ProcessId(i)).isGpu && procs[i].host > 0) {
            hostProcess = ProcessId(i);
            ++hostCandidates;
        }
    }
    if (hostCandidates != 1)
        hostProcess = ProcessId();

    // Tracks with a tid already taken in the host process stay where they are.
    auto hostHasTid = [&](int64_t tid) {
        for (uint32_t t = 0; t < trackCount; ++t) {
            const Track &tr = m_builder.trackAt(TrackId(t));
            if (tr.process == hostProcess && tr.tid == tid && tr.kind != TrackKind::Async)
                return true;
        }
        return false;
    };
    std::vector<std::pair<TrackId, ProcessId>> splits; // after the loop: it adds tracks
    for (uint32_t t = 0; t < trackCount; ++t) {
        Track &tr = m_builder.trackAt(TrackId(t));
        const Process &proc = m_builder.processAt(tr.process);
        const bool toHost = proc.isGpu && hostProcess.isValid() && !hostHasTid(tr.tid);
        if (tr.kind == TrackKind::Async) {
            if (tr.name.isEmpty())
                tr.name = tr.tidText.isEmpty() ? intern("async") : tr.tidText;
            continue;
        }
        const RowInfo r = rowOf(t);
        const ProcessAgg &pa = procs[tr.process.value];
        const bool stringTid = isSynthetic(tr.tid);
        int64_t namedStream = -1;
        const bool streamName = streamFromName(strings.view(tr.name), &namedStream)
            || streamFromName(strings.view(tr.tidText), &namedStream);
        if (pa.pseudo) {
            tr.kind = TrackKind::Pseudo;
        } else if (r.gpuEvents > 0 || (r.events == 0 && (pa.labelGpu || proc.isGpu || streamName))) {
            tr.kind = TrackKind::GpuStream;
            if (r.device >= 0)
                tr.device = clampInt(r.device);
            else if (!isSynthetic(proc.pid) && proc.pid >= 0)
                tr.device = clampInt(proc.pid);
            else
                tr.device = proc.device >= 0 ? proc.device : clampInt(pa.labelDevice);
            int64_t stream = -1;
            if (r.stream >= 0)
                stream = r.stream;
            else if (streamName)
                stream = namedStream;
            else
                stream = stringTid ? -1 : tr.tid;
            tr.stream = stream;
            if (r.cpuEvents > 0)
                splits.emplace_back(TrackId(t), toHost ? hostProcess : tr.process);
        } else if (r.events > 0 && r.pseudoEvents == r.events) {
            tr.kind = TrackKind::Pseudo;
        } else {
            tr.kind = TrackKind::CpuThread;
            if (toHost && r.cpuEvents > 0)
                tr.process = hostProcess;
        }
        if (tr.name.isEmpty()) {
            if (stringTid) {
                tr.name = tr.tidText;
            } else if (tr.kind == TrackKind::GpuStream) {
                tr.name = intern("stream " + std::to_string(tr.stream >= 0 ? tr.stream : tr.tid));
            } else {
                tr.name = intern("thread " + std::to_string(tr.tid));
            }
        }
    }
    for (const auto &[row, process] : splits)
        splitHostEvents(row, process);
}

// The host events of a GPU stream row go to a host row with the same tid in `process`. The new
// track is created under the Pseudo key (the original row holds the CpuThread key of that tid),
// then made a CpuThread row.
void TraceEventHandler::splitHostEvents(TrackId gpuRow, ProcessId process)
{
    const Track original = m_builder.trackAt(gpuRow);
    const TrackId host = m_builder.track(process, original.tid, TrackKind::Pseudo, original.tidText);
    noteIds(ProcessId(), host);
    Track &tr = m_builder.trackAt(host);
    tr.kind = TrackKind::CpuThread;
    tr.name = intern("thread " + std::to_string(original.tid));
    m_builder.moveHostSlices(gpuRow, host);
}

void TraceEventHandler::noteIds(ProcessId process, TrackId track)
{
    if (process.isValid())
        m_processCount = std::max(m_processCount, process.value + 1);
    if (track.isValid())
        m_trackCount = std::max(m_trackCount, track.value + 1);
}

} // namespace stepline
