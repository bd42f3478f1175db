#pragma once

#include "common/timeformat.h"

#include "profile.h"
#include "pythondumps.h"

#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace stepline {

class IcicleView;

// Python function statistics (calls, total, self time) from one of three sources: the
// python_function events of the trace (with_stack), or the job's cProfile or pyinstrument dumps
// (the SageMaker Debugger's python_stats[.json], read by the loader into JobInfo::pythonStats).
//
// Dumps are selected like smdebug's readers do (pythondumps.h): by node, by mode (start and end
// mode both), by training-phase combination (start mode, end mode), by job phase, by step range
// with its start and end phase, and by time (the timeline's selection, when linked). The Dumps
// table lists every dump (smdebug's list_profile_stats), those outside the selection greyed;
// selecting rows there narrows the function table to them. Below the function table, cProfile's
// callers and callees of the selected function, or pyinstrument's call tree as an icicle graph.
// The trace source takes the job phase, step range (ProfilerStep numbers) and time range.
class PythonStatsPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Source { Trace, CProfile, Pyinstrument };

    explicit PythonStatsPanel(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile);

    QTableWidget *table() const { return m_table; }
    QTableWidget *dumpTable() const { return m_dumpTable; }
    QTableWidget *callersTable() const { return m_callers; }
    QTableWidget *calleesTable() const { return m_callees; }
    IcicleView *icicle() const { return m_icicle; }
    QTabWidget *detailTabs() const { return m_details; }
    QComboBox *sourceBox() const { return m_source; }
    QComboBox *nodeBox() const { return m_node; }
    QComboBox *modeBox() const { return m_mode; }
    QComboBox *phaseBox() const { return m_phase; }
    QComboBox *combinationBox() const { return m_combination; }
    QSpinBox *firstStepBox() const { return m_firstStep; }
    QSpinBox *lastStepBox() const { return m_lastStep; }
    QComboBox *startPhaseBox() const { return m_startPhase; }
    QComboBox *endPhaseBox() const { return m_endPhase; }
    QCheckBox *timeLinkBox() const { return m_timeLink; }
    QLineEdit *nameFilter() const { return m_filter; }
    QLabel *statusLabel() const { return m_status; }
    Source source() const;
    // Selects a source; false when the profile has none of that kind.
    bool setSource(Source source);
    // The dumps the function table holds now (indices into the parsed dumps, dump order).
    const std::vector<size_t> &shownDumps() const { return m_shownDumps; }
    const std::vector<PythonDump> &dumps() const { return m_dumps; }

public Q_SLOTS:
    // The timeline's selection, ns since the job origin; used while "Timeline selection" is on.
    void setTimeRange(int64_t fromNs, int64_t toNs);
    // The unit of every duration shown; the tables show it at once.
    void setTimeUnit(TimeUnit unit);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void fillDumpTable();
    void updateDumpRows();
    void fillTable();
    void fillDetails();
    void updateControls();
    // *impossible: the mode and the training phase contradict each other (nothing matches).
    PythonDumpQuery dumpQuery(bool *impossible) const;

    ProfilePtr m_profile;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    std::vector<PythonDump> m_dumps; // parsed once per profile
    std::vector<size_t> m_shownDumps;
    std::vector<char> m_matching; // per dump: in the filter's selection
    std::vector<PythonFunctionStat> m_rows; // before the name filter
    PythonFunctionTable m_merged; // dumps: the function table with cProfile's edges
    std::optional<std::pair<int64_t, int64_t>> m_timeRange;
    bool m_fillingDumps = false;

    QComboBox *m_source;
    QComboBox *m_node;
    QComboBox *m_mode;
    QComboBox *m_phase;
    QComboBox *m_combination;
    QSpinBox *m_firstStep;
    QComboBox *m_startPhase;
    QSpinBox *m_lastStep;
    QComboBox *m_endPhase;
    QCheckBox *m_timeLink;
    QLabel *m_timeLabel;
    QLineEdit *m_filter;
    QLabel *m_status;
    QTableWidget *m_dumpTable;
    QTableWidget *m_table;
    QTabWidget *m_details;
    QTableWidget *m_callers;
    QTableWidget *m_callees;
    IcicleView *m_icicle;
};

} // namespace stepline
