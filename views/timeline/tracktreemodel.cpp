#include "tracktreemodel.h"

#include <QSize>

#include <algorithm>
#include <map>
#include <set>

namespace stepline {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Metadata sort index first (rows that have one come first), then the numeric id.
template <typename T> bool sortsBefore(const T &a, int64_t idA, const T &b, int64_t idB)
{
    if (a.hasSortIndex != b.hasSortIndex)
        return a.hasSortIndex;
    if (a.hasSortIndex && a.sortIndex != b.sortIndex)
        return a.sortIndex < b.sortIndex;
    return idA < idB;
}

bool isGroupKind(RowKind kind)
{
    return kind != RowKind::Thread && kind != RowKind::Stream && kind != RowKind::Counter
        && kind != RowKind::Utilization && kind != RowKind::GpuMemory && kind != RowKind::IdleBand;
}

// Kineto writes its bookkeeping under string pids ("Spans", "Traces") and the "Record Window
// End" marker with an empty pid (a synthetic negative pid without a name): no row of the job's work.
bool isPseudoProcess(const Profile &p, const Process &proc, const std::vector<TrackId> &tracks)
{
    if (proc.pid < 0 && proc.pidText.isEmpty() && proc.name.isEmpty())
        return true;
    return !tracks.empty() && std::all_of(tracks.begin(), tracks.end(), [&](TrackId t) {
        return p.track(t).kind == TrackKind::Pseudo;
    });
}

} // namespace

TrackTreeModel::TrackTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void TrackTreeModel::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_memory.reset();
    m_gpuTime.reset();
    m_trackFilter.clear();
    rebuild();
}

void TrackTreeModel::setMemory(std::shared_ptr<const GpuMemory> memory)
{
    m_memory = std::move(memory);
    rebuild();
}

void TrackTreeModel::setGpuTime(std::shared_ptr<const GpuTimeAnalysis> gpuTime)
{
    m_gpuTime = std::move(gpuTime);
    rebuild();
}

void TrackTreeModel::setShowIdleBand(bool show)
{
    if (show == m_showIdleBand)
        return;
    m_showIdleBand = show;
    rebuild();
}

void TrackTreeModel::setHideIdle(bool hide)
{
    if (hide == m_hideIdle)
        return;
    m_hideIdle = hide;
    rebuild();
}

void TrackTreeModel::setTrackFilter(std::vector<bool> tracksToKeep)
{
    m_trackFilter = std::move(tracksToKeep);
    rebuild();
}

void TrackTreeModel::setShowPseudoRows(bool show)
{
    if (show == m_showPseudo)
        return;
    m_showPseudo = show;
    rebuild();
}

bool TrackTreeModel::defaultExpanded(RowKind kind) const
{
    // The host copy of launching threads duplicates rows shown under their process.
    if (kind == RowKind::Process)
        return !m_foldProcesses;
    return kind != RowKind::GpuHost;
}

int TrackTreeModel::addNode(int parent, RowKind kind, const QString &label, const QString &key)
{
    TrackRow row;
    row.kind = kind;
    row.parent = parent;
    row.label = label;
    row.key = key;
    const auto it = m_expansion.constFind(key);
    row.expanded = it != m_expansion.constEnd() ? it.value() : defaultExpanded(kind);
    const int index = int(m_nodes.size());
    if (parent >= 0) {
        row.row = int(m_nodes[size_t(parent)].children.size());
        m_nodes[size_t(parent)].children.push_back(index);
    } else {
        row.row = int(m_roots.size());
        m_roots.push_back(index);
    }
    m_nodes.push_back(std::move(row));
    return index;
}

// Computes the subtree's tracks and idleness; drops a group that ended up without children
// (everything filtered out). Only the most recently added subtree can be dropped, which is the
// one being finished because nodes are added depth-first.
void TrackTreeModel::finishNode(int index)
{
    TrackRow &node = m_nodes[size_t(index)];
    if (isGroupKind(node.kind) && node.children.empty() && index == int(m_nodes.size()) - 1) {
        if (node.parent >= 0)
            m_nodes[size_t(node.parent)].children.pop_back();
        else
            m_roots.pop_back();
        m_nodes.pop_back();
        return;
    }
    if (!isGroupKind(node.kind))
        return;
    bool idle = true;
    std::set<uint32_t> seen;
    for (int child : node.children) {
        const TrackRow &c = m_nodes[size_t(child)];
        idle = idle && c.idle;
        if (c.track.isValid() && seen.insert(c.track.value).second)
            node.tracksBelow.push_back(c.track);
        for (TrackId t : c.tracksBelow) {
            if (seen.insert(t.value).second)
                node.tracksBelow.push_back(t);
        }
    }
    node.idle = idle;
}

void TrackTreeModel::rebuild()
{
    beginResetModel();
    m_nodes.clear();
    m_roots.clear();
    if (m_profile) {
        const Profile &p = *m_profile;
        m_foldProcesses = p.ranks().size() >= kFoldProcessesFromRanks;
        auto keepTrack = [&](TrackId t) {
            if (!m_trackFilter.empty() && (t.value >= m_trackFilter.size() || !m_trackFilter[t.value]))
                return false;
            const Track &track = p.track(t);
            if (!m_showPseudo && track.kind == TrackKind::Pseudo)
                return false;
            return !(m_hideIdle && track.sliceBegin == track.sliceEnd);
        };
        auto keepCounter = [&](uint32_t c) {
            if (!m_trackFilter.empty())
                return false; // search filters on names of slices only
            const CounterSeries &s = p.counters().series[c];
            return !(m_hideIdle && s.begin == s.end);
        };
        auto addTrackRow = [&](int parent, RowKind kind, TrackId t, const QString &keyPrefix) {
            const Track &track = p.track(t);
            QString label = fromView(p.str(track.name));
            if (label.isEmpty())
                label = track.tid >= 0 ? tr("thread %1").arg(track.tid) : tr("(no tid)");
            else if (label.startsWith(QStringLiteral("thread -")))
                label = tr("(no tid)"); // generated name of a synthetic tid
            const int n = addNode(parent, kind, label, keyPrefix + QStringLiteral("t%1").arg(t.value));
            m_nodes[size_t(n)].track = t;
            m_nodes[size_t(n)].idle = track.sliceBegin == track.sliceEnd;
        };

        // Tracks and counters per process, in display order.
        std::vector<std::vector<TrackId>> tracksOf(p.processes().size());
        for (uint32_t i = 0; i < p.tracks().size(); ++i)
            tracksOf[p.tracks()[i].process.value].push_back(TrackId(i));
        for (auto &list : tracksOf) {
            std::sort(list.begin(), list.end(), [&](TrackId a, TrackId b) {
                const Track &ta = p.track(a), &tb = p.track(b);
                if (sortsBefore(ta, ta.tid, tb, tb.tid))
                    return true;
                if (sortsBefore(tb, tb.tid, ta, ta.tid))
                    return false;
                return a.value < b.value;
            });
        }
        std::vector<std::vector<uint32_t>> countersOf(p.processes().size());
        for (uint32_t i = 0; i < p.counters().series.size(); ++i) {
            const ProcessId proc = p.counters().series[i].process;
            if (proc.isValid() && proc.value < countersOf.size())
                countersOf[proc.value].push_back(i);
        }
        std::vector<uint32_t> processOrder(p.processes().size());
        for (uint32_t i = 0; i < processOrder.size(); ++i)
            processOrder[i] = i;
        std::stable_sort(processOrder.begin(), processOrder.end(), [&](uint32_t a, uint32_t b) {
            const Process &pa = p.processes()[a], &pb = p.processes()[b];
            if (pa.rank != pb.rank)
                return pa.rank < pb.rank;
            return sortsBefore(pa, pa.pid, pb, pb.pid);
        });
        // Threads that launch onto each (rank, device), from the launch flows.
        std::map<std::pair<uint32_t, int32_t>, std::set<uint32_t>> launchersOf;
        const FlowTable &flows = p.flows();
        for (size_t f = 0; f < flows.size(); ++f) {
            if (flows.kind[f] != FlowKind::Launch)
                continue;
            const Track &to = p.track(p.slices().track[flows.to[f].value]);
            const TrackId from = p.slices().track[flows.from[f].value];
            launchersOf[{ to.rank, to.device }].insert(from.value);
        }
        const bool manyRanks = p.ranks().size() > 1;

        const int job = addNode(-1, RowKind::Job,
            p.job().name.empty() ? tr("Job") : QString::fromStdString(p.job().name), QStringLiteral("job"));
        // Hosts in order of their first rank; a rank without a host name is its own node.
        std::vector<QString> nodeNames;
        std::vector<std::vector<uint32_t>> ranksOfNode;
        for (uint32_t r = 0; r < p.ranks().size(); ++r) {
            const RankInfo &info = p.ranks()[r];
            const QString name = info.node.empty() ? tr("rank %1").arg(info.rank >= 0 ? info.rank : int(r))
                                                   : QString::fromStdString(info.node);
            const auto it = std::find(nodeNames.begin(), nodeNames.end(), name);
            if (it == nodeNames.end()) {
                nodeNames.push_back(name);
                ranksOfNode.push_back({ r });
            } else {
                ranksOfNode[size_t(it - nodeNames.begin())].push_back(r);
            }
        }
        auto processLabel = [&](const Process &proc) {
            QString name = fromView(p.str(proc.name));
            // Negative pids are synthetic (string or empty pids in the file).
            const QString pid = !proc.pidText.isEmpty() ? fromView(p.str(proc.pidText))
                : proc.pid >= 0                         ? QString::number(proc.pid)
                                                        : QString();
            QString label = pid.isEmpty() ? (name.isEmpty() ? tr("(no pid)") : name)
                : name.isEmpty()          ? tr("process %1").arg(pid)
                                          : tr("%1 (pid %2)").arg(name, pid);
            if (manyRanks)
                label = tr("rank %1 · %2")
                            .arg(p.ranks()[proc.rank].rank >= 0 ? p.ranks()[proc.rank].rank : int(proc.rank))
                            .arg(label);
            return label;
        };
        auto addCounters = [&](int parent, uint32_t process) {
            for (uint32_t c : countersOf[process]) {
                if (!keepCounter(c))
                    continue;
                const CounterSeries &s = p.counters().series[c];
                const int n = addNode(
                    parent, RowKind::Counter, fromView(p.str(s.name)), QStringLiteral("c%1").arg(c));
                m_nodes[size_t(n)].counter = c;
                m_nodes[size_t(n)].idle = s.begin == s.end;
            }
        };
        auto addGpus = [&] {
            const int gpus = addNode(job, RowKind::GpuGroup, tr("GPUs"), QStringLiteral("gpus"));
            const bool anyGpu = std::any_of(
                p.processes().begin(), p.processes().end(), [](const Process &proc) { return proc.isGpu; });
            if (anyGpu && m_trackFilter.empty())
                addNode(
                    gpus, RowKind::Utilization, tr("GPU utilization (mean)"), QStringLiteral("gpus:util"));
            for (uint32_t procIndex : processOrder) {
                const Process &proc = p.processes()[procIndex];
                if (!proc.isGpu)
                    continue;
                const int rankNumber
                    = p.ranks()[proc.rank].rank >= 0 ? p.ranks()[proc.rank].rank : int(proc.rank);
                const int device = proc.device >= 0 ? proc.device : int(proc.pid);
                const QString gpuName = manyRanks ? tr("GPU %1 · rank %2").arg(device).arg(rankNumber)
                                                  : tr("GPU %1").arg(device);
                const QString keyBase = QStringLiteral("g%1:%2").arg(proc.rank).arg(device);
                const int gpu = addNode(gpus, RowKind::Gpu, gpuName, keyBase);
                m_nodes[size_t(gpu)].rank = proc.rank;
                m_nodes[size_t(gpu)].device = device;
                if (m_trackFilter.empty()) {
                    const int util = addNode(gpu, RowKind::Utilization, tr("GPU %1 utilization").arg(device),
                        keyBase + QStringLiteral(":util"));
                    m_nodes[size_t(util)].rank = proc.rank;
                    m_nodes[size_t(util)].device = device;
                }
                const int host = addNode(
                    gpu, RowKind::GpuHost, tr("GPU %1 host").arg(device), keyBase + QStringLiteral(":host"));
                const auto launchers
                    = launchersOf.find({ proc.rank, proc.device >= 0 ? proc.device : int32_t(proc.pid) });
                if (launchers != launchersOf.end()) {
                    for (uint32_t t : launchers->second) {
                        if (keepTrack(TrackId(t)))
                            addTrackRow(host, RowKind::Thread, TrackId(t), keyBase + QStringLiteral(":h"));
                    }
                }
                finishNode(host);
                const int dev = addNode(gpu, RowKind::GpuDevice, tr("GPU %1 device").arg(device),
                    keyBase + QStringLiteral(":dev"));
                for (TrackId t : tracksOf[procIndex]) {
                    if (keepTrack(t))
                        addTrackRow(dev,
                            p.track(t).kind == TrackKind::GpuStream ? RowKind::Stream : RowKind::Thread, t,
                            QString());
                }
                finishNode(dev);
                for (uint32_t d = 0;
                     m_gpuTime && m_showIdleBand && m_trackFilter.empty() && d < m_gpuTime->devices.size();
                     ++d) {
                    const DeviceGpuTime &g = m_gpuTime->devices[d];
                    if (g.rankIndex != proc.rank || g.device != device)
                        continue;
                    const int band = addNode(gpu, RowKind::IdleBand, tr("GPU %1 idle causes").arg(device),
                        keyBase + QStringLiteral(":idle"));
                    m_nodes[size_t(band)].gpuTimeDevice = d;
                }
                // Memory rows follow the streams; a search filter keeps slices only.
                for (uint32_t m = 0; m_memory && m_trackFilter.empty() && m < m_memory->devices.size(); ++m) {
                    const GpuMemorySeries &series = m_memory->devices[m];
                    if (series.rankIndex != proc.rank || series.device != device)
                        continue;
                    const int allocated = addNode(gpu, RowKind::GpuMemory,
                        tr("GPU %1 memory allocated").arg(device), keyBase + QStringLiteral(":memory"));
                    m_nodes[size_t(allocated)].memory = m;
                    if (series.hasReserved()) {
                        const int reserved = addNode(gpu, RowKind::GpuMemory,
                            tr("GPU %1 memory reserved").arg(device), keyBase + QStringLiteral(":reserved"));
                        m_nodes[size_t(reserved)].memory = m;
                        m_nodes[size_t(reserved)].reserved = true;
                    }
                }
                addCounters(gpu, procIndex);
                finishNode(gpu);
            }
            finishNode(gpus);
        };
        // Several ranks: each main thread's stack buries the GPU rows below it, so they come first.
        if (manyRanks)
            addGpus();
        for (size_t n = 0; n < nodeNames.size(); ++n) {
            const int nodeRow
                = addNode(job, RowKind::Node, nodeNames[n], QStringLiteral("n:") + nodeNames[n]);
            for (uint32_t procIndex : processOrder) {
                const Process &proc = p.processes()[procIndex];
                if (proc.isGpu || (!m_showPseudo && isPseudoProcess(p, proc, tracksOf[procIndex]))
                    || std::find(ranksOfNode[n].begin(), ranksOfNode[n].end(), proc.rank)
                        == ranksOfNode[n].end())
                    continue;
                const int procRow = addNode(
                    nodeRow, RowKind::Process, processLabel(proc), QStringLiteral("p%1").arg(procIndex));
                m_nodes[size_t(procRow)].rank = proc.rank;
                for (TrackId t : tracksOf[procIndex]) {
                    if (keepTrack(t))
                        addTrackRow(procRow, RowKind::Thread, t, QString());
                }
                addCounters(procRow, procIndex);
                finishNode(procRow);
            }
            // Below the processes, so the host's thread rows keep their place when it is added.
            if (m_trackFilter.empty()) {
                for (uint32_t r : ranksOfNode[n]) {
                    const int rankNumber = p.ranks()[r].rank >= 0 ? p.ranks()[r].rank : int(r);
                    const QString label = ranksOfNode[n].size() > 1
                        ? tr("CPU utilization · rank %1").arg(rankNumber)
                        : tr("CPU utilization");
                    const int util = addNode(nodeRow, RowKind::Utilization, label,
                        QStringLiteral("n:%1:cpu%2").arg(nodeNames[n]).arg(r));
                    m_nodes[size_t(util)].rank = r;
                    m_nodes[size_t(util)].cpu = true;
                }
            }
            finishNode(nodeRow);
        }
        if (!manyRanks)
            addGpus();
        finishNode(job);
    }
    computeLayout();
    endResetModel();
    Q_EMIT rowLayoutChanged();
}

int TrackTreeModel::rowHeight(int index) const
{
    using namespace rowmetrics;
    const TrackRow &node = m_nodes[size_t(index)];
    switch (node.kind) {
    case RowKind::Thread:
    case RowKind::Stream:
        return std::max<int>(1, m_profile->depthCount(node.track)) * kLaneHeight + 2 * kRowPadding;
    case RowKind::Counter:
    case RowKind::GpuMemory:
        return kCounterHeight;
    case RowKind::IdleBand:
        return kIdleBandHeight;
    case RowKind::Utilization:
        return kUtilizationHeight;
    default:
        return kGroupHeight;
    }
}

void TrackTreeModel::computeLayout()
{
    m_layout.clear();
    m_layoutRowOfNode.assign(m_nodes.size(), -1);
    int y = 0;
    // Iterative depth-first walk in display order.
    std::vector<std::pair<int, int>> stack; // (node, level)
    for (auto it = m_roots.rbegin(); it != m_roots.rend(); ++it)
        stack.push_back({ *it, 0 });
    while (!stack.empty()) {
        const auto [index, level] = stack.back();
        stack.pop_back();
        const TrackRow &node = m_nodes[size_t(index)];
        RowLayout row;
        row.node = index;
        row.y = y;
        row.height = rowHeight(index);
        row.level = level;
        row.collapsedGroup = !node.children.empty() && !node.expanded;
        m_layoutRowOfNode[size_t(index)] = int(m_layout.size());
        m_layout.push_back(row);
        y += row.height;
        if (node.expanded) {
            for (auto c = node.children.rbegin(); c != node.children.rend(); ++c)
                stack.push_back({ *c, level + 1 });
        }
    }
    m_contentHeight = y;
    m_layoutRowOfTrack.assign(m_profile ? m_profile->tracks().size() : 0, -1);
    for (size_t i = 0; i < m_layout.size(); ++i) {
        const TrackRow &node = m_nodes[size_t(m_layout[i].node)];
        if (node.track.isValid() && m_layoutRowOfTrack[node.track.value] < 0)
            m_layoutRowOfTrack[node.track.value] = int(i);
    }
    for (size_t i = 0; i < m_layout.size(); ++i) {
        if (!m_layout[i].collapsedGroup)
            continue;
        for (TrackId t : m_nodes[size_t(m_layout[i].node)].tracksBelow) {
            if (m_layoutRowOfTrack[t.value] < 0)
                m_layoutRowOfTrack[t.value] = int(i);
        }
    }
}

int TrackTreeModel::layoutRowAt(int y) const
{
    if (m_layout.empty() || y < 0 || y >= m_contentHeight)
        return -1;
    const auto it = std::upper_bound(
        m_layout.begin(), m_layout.end(), y, [](int value, const RowLayout &row) { return value < row.y; });
    return int(it - m_layout.begin()) - 1;
}

int TrackTreeModel::layoutRowOfTrack(TrackId track) const
{
    if (!track.isValid() || track.value >= m_layoutRowOfTrack.size())
        return -1;
    return m_layoutRowOfTrack[track.value];
}

void TrackTreeModel::setExpanded(int index, bool expanded)
{
    if (index < 0 || index >= int(m_nodes.size()) || m_nodes[size_t(index)].expanded == expanded)
        return;
    m_nodes[size_t(index)].expanded = expanded;
    m_expansion.insert(m_nodes[size_t(index)].key, expanded);
    computeLayout();
    Q_EMIT rowLayoutChanged();
}

void TrackTreeModel::setAllExpanded(bool expanded, bool processesOnly)
{
    for (TrackRow &node : m_nodes) {
        if (node.children.empty() || (processesOnly && node.kind != RowKind::Process))
            continue;
        // The job root stays open: folding it would leave one row.
        if (node.kind == RowKind::Job && !expanded)
            continue;
        node.expanded = expanded;
        m_expansion.insert(node.key, expanded);
    }
    computeLayout();
    Q_EMIT rowLayoutChanged();
}

int TrackTreeModel::nodeOfPlace(int rank, int device) const
{
    if (!m_profile)
        return -1;
    auto rankNumber = [&](uint32_t index) {
        const int number = m_profile->ranks()[index].rank;
        return number >= 0 ? number : int(index);
    };
    int gpuOfRank = -1, process = -1;
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const TrackRow &node = m_nodes[i];
        if ((node.kind != RowKind::Gpu && node.kind != RowKind::Process)
            || (rank >= 0 && rankNumber(node.rank) != rank))
            continue;
        if (node.kind == RowKind::Gpu) {
            if (device >= 0 && node.device == device)
                return int(i);
            if (gpuOfRank < 0)
                gpuOfRank = int(i);
        } else if (process < 0) {
            process = int(i);
        }
    }
    return gpuOfRank >= 0 ? gpuOfRank : process;
}

void TrackTreeModel::setExpansionOverrides(QHash<QString, bool> overrides)
{
    m_expansion = std::move(overrides);
    for (TrackRow &node : m_nodes) {
        const auto it = m_expansion.constFind(node.key);
        node.expanded = it != m_expansion.constEnd() ? it.value() : defaultExpanded(node.kind);
    }
    computeLayout();
    Q_EMIT rowLayoutChanged();
}

QModelIndex TrackTreeModel::indexOfNode(int index) const
{
    if (index < 0 || index >= int(m_nodes.size()))
        return {};
    return createIndex(m_nodes[size_t(index)].row, 0, quintptr(index));
}

int TrackTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? int(index.internalId()) : -1;
}

QModelIndex TrackTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    const std::vector<int> &list = parent.isValid() ? m_nodes[size_t(nodeOf(parent))].children : m_roots;
    if (row >= int(list.size()))
        return {};
    return createIndex(row, 0, quintptr(list[size_t(row)]));
}

QModelIndex TrackTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOfNode(m_nodes[size_t(nodeOf(child))].parent);
}

int TrackTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(parent.isValid() ? m_nodes[size_t(nodeOf(parent))].children.size() : m_roots.size());
}

int TrackTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant TrackTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int n = nodeOf(index);
    const TrackRow &node = m_nodes[size_t(n)];
    switch (role) {
    case Qt::DisplayRole:
        return node.label;
    case Qt::ToolTipRole:
        if (node.track.isValid())
            return tr("%1\n%2 events")
                .arg(node.label)
                .arg(m_profile->track(node.track).sliceEnd - m_profile->track(node.track).sliceBegin);
        return node.label;
    case Qt::SizeHintRole:
        return QSize(120, rowHeight(n));
    case Qt::TextAlignmentRole:
        // Tall flame-stack rows keep their name next to the top lane.
        return node.track.isValid() && rowHeight(n) > rowmetrics::kGroupHeight
            ? QVariant(int(Qt::AlignLeft | Qt::AlignTop))
            : QVariant(int(Qt::AlignLeft | Qt::AlignVCenter));
    case NodeRole:
        return n;
    case KindRole:
        return int(node.kind);
    case IdleRole:
        return node.idle;
    default:
        return {};
    }
}

QVariant TrackTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return tr("Tracks");
    return {};
}

} // namespace stepline
