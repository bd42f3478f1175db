#pragma once

#include "gpumemory.h"
#include "gputime.h"
#include "profile.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QString>

#include <memory>
#include <vector>

namespace stepline {

enum class RowKind : uint8_t {
    Job, // the root
    Node, // a host
    Process, // a host process of one rank (threads below)
    Thread, // a CPU thread / async / pseudo track: flame stack
    Counter, // a counter series (C events)
    GpuGroup, // "GPUs"
    Gpu, // one GPU of one rank
    GpuHost, // "GPU n host": the threads that launch onto that GPU
    GpuDevice, // "GPU n device": its streams
    Stream, // a GPU stream track: flame stack of kernels/memcpy/annotations
    Utilization, // busy fraction of one GPU (rank, device), the mean of all GPUs (device -1), or one rank's
                 // CPU
    GpuMemory, // bytes allocated (or reserved) on one GPU over time, from its [memory] events
    IdleBand, // a thin band under one GPU's streams: its idle intervals shaded by cause
};

// One node of the track tree. Thread and Stream rows paint one track; a collapsed group paints the
// top level (depth 0) of every track below it, so nothing disappears when a row is folded.
struct TrackRow
{
    RowKind kind = RowKind::Job;
    int parent = -1;
    int row = 0; // index among the parent's children
    std::vector<int> children;
    QString label;
    QString key; // stable path, used to remember expansion per job
    TrackId track; // Thread, Stream
    uint32_t counter = ~0u; // Counter: index into CounterTable::series
    uint32_t rank = 0; // Utilization, Gpu, Process: the rank index and (not Process) device (-1 = all GPUs)
    int32_t device = -1;
    bool cpu = false; // Utilization: the host (CPU) busy fraction of `rank`, not a GPU
    uint32_t memory = ~0u; // GpuMemory: index into TrackTreeModel::memory()->devices
    bool reserved = false; // GpuMemory: the reserved bytes, not the allocated ones
    uint32_t gpuTimeDevice = ~0u; // IdleBand: index into TrackTreeModel::gpuTime()->devices
    std::vector<TrackId> tracksBelow; // every track row in the subtree (deduplicated)
    bool idle = false;
    bool expanded = false;
};

// A visible row in paint order with its height; y is in content pixels (0 = first row).
struct RowLayout
{
    int node = -1;
    int y = 0;
    int height = 0;
    int level = 0;
    bool collapsedGroup = false;
};

// Pixel geometry shared by the track tree and the timeline so their rows line up exactly.
namespace rowmetrics {
constexpr int kLaneHeight = 18; // one depth of a flame stack
constexpr int kRowPadding = 3; // above and below the lanes
constexpr int kGroupHeight = kLaneHeight + 2 * kRowPadding;
constexpr int kCounterHeight = 34;
constexpr int kUtilizationHeight = 28;
constexpr int kIdleBandHeight = 14;
} // namespace rowmetrics

// The track tree: job -> node -> process -> threads (+ counters); GPUs -> GPU n -> "GPU n host"
// (launching threads) / "GPU n device" -> streams / idle band / memory allocated and reserved. With
// several ranks the GPUs come first (each rank's CPU stack would bury them; Nsight Systems lists
// devices first too). Siblings are ordered by the metadata sort index, then numerically. Expansion lives here
// (not only in the QTreeView) so the timeline's row layout is computed without widgets; the widget mirrors
// QTreeView expand/collapse into setExpanded().
//
// No QtWidgets include: tested headless under QAbstractItemModelTester.
class TrackTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Roles { NodeRole = Qt::UserRole + 1, KindRole, IdleRole };

    explicit TrackTreeModel(QObject *parent = nullptr);

    void setProfile(ProfilePtr profile);
    const ProfilePtr &profile() const { return m_profile; }
    // GPU memory over time of the profile (analysis/gpumemory.h; reading the events' args takes a
    // while on big jobs, so the widget computes it off the GUI thread and hands it in); the
    // GpuMemory rows index into it. Null until then.
    void setMemory(std::shared_ptr<const GpuMemory> memory);
    const GpuMemory *memory() const { return m_memory.get(); }
    // The GPU time analysis with its segments (analysis/gputime.h), computed off the GUI thread by
    // the widget and handed in when ready; each GPU then gets an idle band. Null until then.
    void setGpuTime(std::shared_ptr<const GpuTimeAnalysis> gpuTime);
    const GpuTimeAnalysis *gpuTime() const { return m_gpuTime.get(); }
    // The View menu's toggle for the idle bands (on by default).
    void setShowIdleBand(bool show);
    bool showIdleBand() const { return m_showIdleBand; }
    // Rows without any event are left out.
    void setHideIdle(bool hide);
    bool hideIdle() const { return m_hideIdle; }
    // Keep only track rows whose flag is set (search "filter rows"); empty = no filter.
    void setTrackFilter(std::vector<bool> tracksToKeep);
    // Kineto's bookkeeping rows ("Spans", "Traces" and the process of events written without a
    // pid) hold no work of the job; hidden unless asked for.
    void setShowPseudoRows(bool show);
    bool showPseudoRows() const { return m_showPseudo; }
    // Jobs with at least this many ranks open with their CPU processes folded, so the GPU rows
    // (listed first) and every rank's process fit on a screen.
    static constexpr size_t kFoldProcessesFromRanks = 4;

    const std::vector<TrackRow> &nodes() const { return m_nodes; }
    const TrackRow &node(int index) const { return m_nodes[size_t(index)]; }
    QModelIndex indexOfNode(int node) const;
    int nodeOf(const QModelIndex &index) const;

    void setExpanded(int node, bool expanded);
    // Folds or unfolds every group row (kinds: all groups, or only CPU processes) in one layout
    // pass; recorded like a user's change.
    void setAllExpanded(bool expanded, bool processesOnly = false);
    // The row to show for a place: GPU `device` of the rank numbered `rank` (device -1: its first
    // GPU), else the rank's first CPU process; -1 when the rank has no row.
    int nodeOfPlace(int rank, int device) const;
    // Expansion the user changed, by node key (survives setProfile/filters for the same job).
    const QHash<QString, bool> &expansionOverrides() const { return m_expansion; }
    void setExpansionOverrides(QHash<QString, bool> overrides);

    // Visible rows (expanded parents only), in paint order, and the total content height.
    const std::vector<RowLayout> &layout() const { return m_layout; }
    int contentHeight() const { return m_contentHeight; }
    // The visible row at content y, or -1.
    int layoutRowAt(int y) const;
    // The visible row that shows a track: its own row, else the collapsed ancestor. -1 if hidden.
    int layoutRowOfTrack(TrackId track) const;
    int rowHeight(int node) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

Q_SIGNALS:
    // The visible rows or their heights changed (expansion, filter, profile).
    void rowLayoutChanged();

private:
    void rebuild();
    int addNode(int parent, RowKind kind, const QString &label, const QString &key);
    void finishNode(int node);
    void computeLayout();
    bool defaultExpanded(RowKind kind) const;

    ProfilePtr m_profile;
    std::shared_ptr<const GpuMemory> m_memory;
    std::shared_ptr<const GpuTimeAnalysis> m_gpuTime;
    bool m_showIdleBand = true;
    bool m_hideIdle = false;
    bool m_showPseudo = false;
    bool m_foldProcesses = false;
    std::vector<bool> m_trackFilter;
    std::vector<TrackRow> m_nodes;
    std::vector<int> m_roots;
    QHash<QString, bool> m_expansion;
    std::vector<RowLayout> m_layout;
    std::vector<int> m_layoutRowOfNode; // -1 when not visible
    std::vector<int> m_layoutRowOfTrack; // by track id
    int m_contentHeight = 0;
};

} // namespace stepline
