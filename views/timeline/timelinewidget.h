#pragma once

#include "common/timeformat.h"

#include "gpumemory.h"
#include "gputime.h"

#include <QFutureWatcher>
#include <memory>

#include "profile.h"
#include "steps.h"
#include "timelinesearch.h"

#include <QHash>
#include <QString>
#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTextBrowser;
class QTimer;
class QTreeView;

namespace stepline {

class Navigation;
class TimelineView;
class TrackTreeModel;

// The Timeline tab: a track tree beside one custom-painted timeline, a toolbar (step box, search,
// toggles) and the "Current selection" / "Connections" / measure panels. Selection goes through
// the shared Navigation object both ways: clicks call navigation->selectEvent(), and requests
// from other views (ranges, steps, kernel instances, events) move the timeline.
class TimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(Navigation *navigation, QWidget *parent = nullptr);
    ~TimelineWidget() override;

    // Shows a profile with the job's expanded and collapsed rows (what expansionChanged last said
    // for this job: row key -> expanded); nullptr unloads.
    void setProfile(ProfilePtr profile, const QHash<QString, bool> &expansion = {});
    const ProfilePtr &profile() const { return m_profile; }

    TimelineView *view() const { return m_view; }
    QTreeView *trackTree() const { return m_tree; }
    TrackTreeModel *trackModel() const { return m_tracks; }
    const TimelineSearch &search() const { return m_search; }

    // Zooms to ProfilerStep#number (rank -1 = first rank that has it); false if there is none.
    bool goToStep(int64_t number, int rank = -1);
    // A link from another view: [fromNs, toNs] on GPU `device` of rank `rank` (-1 = any). Drops
    // the search and the selection (they belong to the previous question), opens and scrolls to
    // that rank's GPU row and shows the step the range starts in.
    void showPlace(int64_t fromNs, int64_t toNs, int rank, int device);
    // Unfolds the row's ancestors and the row, and scrolls it to the top of the view.
    void revealNode(int node);
    // The track tree's context menu: fold all, unfold all, fold CPU processes, pseudo rows.
    QList<QAction *> rowActions() const { return m_rowActions; }
    void stepBy(int delta);
    void setSearch(const QString &text, bool regex);
    void setFilterRowsToMatches(bool filter);
    void setHideIdleRows(bool hide);
    // Hides the toolbar and the side panels (headless export shows rows and timeline only).
    void setPanelsVisible(bool visible);
    // The idle band under each GPU's streams (View menu); its analysis (and the memory rows') runs
    // off the GUI thread after setProfile() and the rows appear when it is done (gpuTimeReady()).
    void setIdleBandVisible(bool visible);
    // The unit of every duration the tab shows (the view, the details); they update at once.
    void setTimeUnit(TimeUnit unit);
    bool idleBandVisible() const;
    bool isComputingGpuTime() const;

Q_SIGNALS:
    void gpuTimeReady();

Q_SIGNALS:
    // The user expanded or collapsed a row: the rows that differ from the default now.
    void expansionChanged(const QHash<QString, bool> &expansion);

protected:
    void changeEvent(QEvent *event) override;

private:
    void selectEvent(EventId event);
    void applyExpansionToTree();
    void runSearch();
    void updateSearchStatus();
    void jumpToMatch(EventId event);
    void onKernelName(const QString &name);
    void onKernelStep(int delta);
    void showCollective(const QList<EventId> &kernels, EventId lastArrival);
    void showStepOf(int64_t ns, int rank);

    Navigation *m_navigation;
    ProfilePtr m_profile;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    TrackTreeModel *m_tracks;
    QTreeView *m_tree;
    QWidget *m_toolbar;
    QWidget *m_side;
    TimelineView *m_view;
    QTextBrowser *m_selection;
    QListWidget *m_connections;
    QTextBrowser *m_measure;
    QSpinBox *m_stepBox;
    QLabel *m_stepLabel;
    QLineEdit *m_searchEdit;
    QCheckBox *m_regex;
    QCheckBox *m_filterRows;
    QLabel *m_searchStatus;
    QTimer *m_searchTimer;
    QList<QAction *> m_rowActions;
    QString m_revealedKey; // the row the last link scrolled to, kept there when rows are added
    TimelineSearch m_search;
    std::vector<Step> m_steps;
    int m_currentStep = -1;
    std::vector<EventId> m_kernelInstances;
    int m_kernelIndex = -1;
    bool m_syncingScroll = false;
    struct GpuRows
    {
        std::shared_ptr<const GpuTimeAnalysis> gpuTime;
        std::shared_ptr<const GpuMemory> memory;
    };
    QFutureWatcher<GpuRows> *m_gpuTimeWatcher;
};

} // namespace stepline
