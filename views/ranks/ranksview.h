#pragma once

#include "collectives.h"
#include "profile.h"
#include "rankstepgrid.h"
#include "scope.h"

#include <QWidget>

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
};

// The Ranks tab (METRICS.md "Collectives across ranks"): who waits for whom. A scope box (whole
// job, a node, a rank) and the "Align node clocks" checkbox on top; the heatmap; the per-rank
// table in straggler order (sortable); the per-collective table (kind, size, skew, last rank,
// transfer, algbw, busbw). Activating a collective opens the timeline on it: the rows of every
// rank taking part, the last arrival selected and marked.
//
// The analysis always covers every rank (a collective needs all its ranks); the scope only picks
// the rows shown: ranks of the scope, and collectives one of those ranks took part in.
class RanksView : public QWidget
{
    Q_OBJECT
public:
    explicit RanksView(Navigation *navigation, QWidget *parent = nullptr);

    void setProfile(ProfilePtr profile);
    void setScope(const Scope &scope);
    void setAlignClocks(bool align);
    bool alignClocks() const;

    const CollectiveAnalysis &analysis() const { return m_analysis; }
    RankHeatmapWidget *heatmap() const { return m_heatmap; }
    QTableWidget *rankTable() const { return m_rankTable; }
    QTableWidget *collectiveTable() const { return m_collectiveTable; }
    QComboBox *scopeBox() const { return m_scopeBox; }
    QCheckBox *alignBox() const { return m_align; }
    // Opens the collective at this index of analysis().collectives in the timeline.
    void openCollective(size_t index);

Q_SIGNALS:
    void alignClocksChanged(bool align);

private:
    void recompute();
    void fillTables();
    void fillScopes();
    bool inScope(int32_t rank) const;

    Navigation *m_navigation;
    ProfilePtr m_profile;
    CollectiveAnalysis m_analysis;
    Scope m_scope;
    QComboBox *m_scopeBox;
    QCheckBox *m_align;
    QLabel *m_status;
    RankHeatmapWidget *m_heatmap;
    QTableWidget *m_rankTable;
    QTableWidget *m_collectiveTable;
};

} // namespace stepline
