#pragma once

#include "cprofilestats.h"
#include "profile.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace stepline {

// Python function statistics (calls, total, self time), from one of two sources: the
// python_function events of the trace (with_stack) or the job's cProfile dumps (the SageMaker
// Debugger's python_stats, read by the loader into JobInfo::pythonStats). Both are filtered by
// job phase and step range (a dump by the phase and steps its folder name gives) and by function
// name; the table sorts on any column.
class PythonStatsPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Source { Trace, CProfile };

    explicit PythonStatsPanel(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile);

    QTableWidget *table() const { return m_table; }
    QComboBox *phaseBox() const { return m_phase; }
    QComboBox *sourceBox() const { return m_source; }
    QSpinBox *firstStepBox() const { return m_firstStep; }
    QSpinBox *lastStepBox() const { return m_lastStep; }
    QLineEdit *nameFilter() const { return m_filter; }
    QLabel *statusLabel() const { return m_status; }
    Source source() const;
    // Selects a source; false when the profile has none of that kind.
    bool setSource(Source source);

private:
    void refresh();
    void fillTable();

    ProfilePtr m_profile;
    std::vector<ParsedPythonStats> m_dumps; // parsed once per profile
    std::vector<PythonFunctionStat> m_rows; // before the name filter
    QComboBox *m_source;
    QComboBox *m_phase;
    QSpinBox *m_firstStep;
    QSpinBox *m_lastStep;
    QLineEdit *m_filter;
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace stepline
