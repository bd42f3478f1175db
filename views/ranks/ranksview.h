#pragma once

#include "common/timeformat.h"

#include "collectives.h"
#include "gputime.h"
#include "common/scopechoices.h"
#include "profile.h"
#include "rankstepgrid.h"
#include "scope.h"

#include <QFutureWatcher>
#include <QWidget>

#include <map>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

namespace stepline {

class Navigation;

// The rank x step heatmap: each cell a step, coloured by its time; the tooltip gives the time the
// rank waited in collectives inside it. Clicking a cell opens that step in the timeline.
class RankHeatmapWidget : public QWidget
{
    Q_OBJECT
public:
    explicit RankHeatmapWidget(QWidget *parent = nullptr);
    void setGrid(RankStepGrid grid);
    const RankStepGrid &grid() const { return m_grid; }
    void setColour(HeatmapColour colour);
    HeatmapColour colour() const { return m_colour; }
    // The tooltip text of the cell under a widget position (empty outside the cells).
    QString toolTipAt(QPointF position) const;

Q_SIGNALS:
    void stepClicked(int64_t stepNumber, int rank);

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    QSize sizeHint() const override;

private:
    RankStepGrid m_grid;
    HeatmapColour m_colour = HeatmapColour::Lateness;
};

// What the Ranks tab computes off the GUI thread, handed to the view as plain values.
struct RanksResult
{
    CollectiveAnalysis analysis;
    RankStepGrid grid;
    std::vector<ScopeChoice> scopes; // whole job, nodes, ranks of the cross-rank data
    // Each rank's exposed communication and its split into wait and transfer (METRICS.md "Where a
    // wait was caused"), its devices summed; empty when the window's profile is not the whole job
    // (the ranks of a .stepline folder read without their models).
    std::map<int32_t, GpuTimeBreakdown> exposedByRank;
};

// exposedByRank of a profile that is the whole job.
std::map<int32_t, GpuTimeBreakdown> exposedCommByRank(const Profile &profile);

// The analysis and heatmap grid for one set of choices. data: every rank's kernels and steps.
// loaded: the profile the window holds when data comes from elsewhere; the members on its ranks
// get their kernel events (matched by start on the common clock), so they open in the timeline.
RanksResult computeRanksResult(
    const CrossRankData &data, const Scope &scope, bool alignClocks, const Profile *loaded = nullptr);

// The Ranks tab (METRICS.md "Collectives across ranks"): who waits for whom. A scope box (whole
// job, a node, a rank) and the "Align node clocks" checkbox on top; the heatmap; the per-rank
// table in straggler order (sortable); the per-collective table (kind, size, skew, last rank,
// transfer, algbw, busbw). Activating a collective opens the timeline on it: the rows of every
// rank taking part, the last arrival selected and marked.
//
// The analysis always covers every rank (a collective needs all its ranks); the scope only picks
// the rows shown: ranks of the scope, and collectives one of those ranks took part in. It runs on
// a worker thread (QtConcurrent) whenever the profile, the cross-rank data, the scope or the
// checkbox change; until it is back the tab says so and its tables are empty.
//
// setCrossRankData() gives it the ranks of a folder of .stepline files read without their models
// (steplinecrossrank.h): the tab then shows every rank of the job even when the window holds a
// subset; a collective opens in the timeline on the kernels of the ranks the profile holds.
class RanksView : public QWidget
{
    Q_OBJECT
public:
    explicit RanksView(Navigation *navigation, QWidget *parent = nullptr);

    void setProfile(ProfilePtr profile);
    // Every rank of the job, from outside the profile (null: the profile's own ranks).
    void setCrossRankData(std::shared_ptr<const CrossRankData> data);
    void setScope(const Scope &scope);
    void setAlignClocks(bool align);
    bool alignClocks() const;
    // The unit of the durations in the tables and the heatmap; they show it at once.
    void setTimeUnit(TimeUnit unit);

    const CollectiveAnalysis &analysis() const { return m_result->analysis; }
    // A computation is running; the tables show the last result's choices only after it is back.
    bool isComputing() const;
    // Blocks until the running computation is back and shown (tests, exports).
    void waitForResults();
    RankHeatmapWidget *heatmap() const { return m_heatmap; }
    QTableWidget *rankTable() const { return m_rankTable; }
    QTableWidget *collectiveTable() const { return m_collectiveTable; }
    QComboBox *scopeBox() const { return m_scopeBox; }
    QCheckBox *alignBox() const { return m_align; }
    // What the heatmap colours (HeatmapColour as int in the item data); arrival lateness first.
    QComboBox *colourBox() const { return m_colourBox; }
    // Opens the collective at this index of analysis().collectives in the timeline.
    void openCollective(size_t index);

Q_SIGNALS:
    void alignClocksChanged(bool align);

private:
    void recompute();
    void showResult();
    void fillTables();
    void fillScopes();
    bool inScope(int32_t rank) const;

    Navigation *m_navigation;
    ProfilePtr m_profile;
    std::shared_ptr<const CrossRankData> m_cross;
    std::shared_ptr<const RanksResult> m_result;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    QFutureWatcher<std::shared_ptr<const RanksResult>> *m_watcher;
    Scope m_scope;
    QComboBox *m_scopeBox;
    QComboBox *m_colourBox;
    QCheckBox *m_align;
    QLabel *m_status;
    RankHeatmapWidget *m_heatmap;
    QTableWidget *m_rankTable;
    QTableWidget *m_collectiveTable;
};

} // namespace stepline
