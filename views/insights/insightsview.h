#pragma once

#include "common/timeformat.h"

#include "common/criticalpaths.h"
#include "profile.h"
#include "rules.h"
#include "whatifreport.h"

#include <QFutureWatcher>
#include <QMap>
#include <QString>
#include <QWidget>

#include <memory>

class QLabel;
class QTabWidget;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QPushButton;

namespace stepline {

class Navigation;
class DataLoaderPanel;
class ExplainPanel;
class PythonStatsPanel;
class WhatIfPanel;
struct RulesReportSource;

// The Insights tab: the Explain panel on top (where the GPU time was lost, as `stepline explain`),
// then the What-if panel (what each fix would buy, as `stepline whatif`, with the worst step's
// critical path), the Debugger rules (ProfilerReport) with their verdicts, the data-loader analysis
// and the Python function statistics of the loaded profile. The what-if replay runs off the GUI
// thread after the rules and the explanation, so they show first. Rule parameters are editable; the view says
// when they change (parametersChanged) and takes a job's parameters with its profile, so whoever
// owns the settings remembers them per job. One click on a piece of evidence opens it in the
// timeline (zoomToRange) or the dashboard (showView). The latest results go to the PDF report
// through reportRulesChanged.
class InsightsView : public QWidget
{
    Q_OBJECT
public:
    explicit InsightsView(Navigation *navigation, QWidget *parent = nullptr);
    ~InsightsView() override;

    // Computes everything off the GUI thread; the latest profile wins. parameters: the job's
    // changed rule parameters, "Rule.param" -> value (what parametersChanged last said for it).
    void setProfile(ProfilePtr profile, const QMap<QString, QString> &parameters = {});
    // Whether the Explain panel's straggler findings subtract the node clock offsets
    // (CollectiveOptions::alignClocks, the window's "Align node clocks"). A change recomputes the
    // explanation off the GUI thread; the rules and the other panels do not depend on it.
    void setAlignClocks(bool align);
    // The unit of every duration the tab shows (its panels too); they show it at once.
    void setTimeUnit(TimeUnit unit);
    bool alignClocks() const { return m_alignClocks; }

    // For tests: the current results (empty until the computation finished).
    const std::vector<RuleResult> &results() const { return m_results; }
    bool isComputing() const;
    // Sets one parameter as if typed in the table (validated, remembered, rules re-run).
    bool setParameter(const QString &rule, const QString &param, const QString &value);
    // Selects a rule in the findings list and returns false when it is not there.
    bool selectRule(const QString &rule);
    // Opens the evidence row `index` of the selected rule (what a click does).
    void openEvidence(int index);
    QTabWidget *tabs() const { return m_tabs; }
    ExplainPanel *explainPanel() const { return m_explain; }
    WhatIfPanel *whatIfPanel() const { return m_whatIf; }
    // The load's what-if report, the one explain ranked by and the What-if panel shows (null while
    // it is computed or without a profile).
    std::shared_ptr<const WhatIfReport> whatIfReport() const { return m_whatIfReport; }
    // The what-if replay of the current profile is still running (or its result not yet shown).
    bool isComputingWhatIf() const;
    // What the report shows: the latest results with their parameters; null while there are none.
    std::shared_ptr<const RulesReportSource> reportRules() const { return m_reportRules; }

Q_SIGNALS:
    void resultsChanged();
    // The user set or reset a parameter: the job's changed parameters now ("Rule.param" -> value).
    void parametersChanged(const QMap<QString, QString> &parameters);
    // New results for the report, or null when they are withdrawn (another profile, none loaded).
    void reportRulesChanged(std::shared_ptr<const RulesReportSource> rules);
    // The What-if panel's selection: the critical paths to draw on the timeline (null: none).
    void criticalPathsSelected(stepline::CriticalPathPairPtr paths);

private:
    struct Computed;
    void onComputed();
    void onExplained();
    void startExplain();
    void rerunRules();
    void fillFindings();
    void showRule(const QString &name);
    void onParameterEdited(int row, int column);
    void resetParameters();
    QMap<QString, QString> parameterMap() const;
    // Emits reportRulesChanged with the latest results, or with null when they are withdrawn.
    void handOutReportRules();

    Navigation *m_navigation;
    ProfilePtr m_profile;
    std::shared_ptr<const RuleInput> m_input;
    ParamOverrides m_overrides;
    std::vector<RuleResult> m_results;
    std::shared_ptr<const RulesReportSource> m_reportRules;
    QString m_currentRule;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    bool m_filling = false;
    uint64_t m_generation = 0;
    // The latest explanation requested (a profile or an alignment change); an older one is dropped.
    uint64_t m_explainGeneration = 0;
    uint64_t m_shownExplainGeneration = 0; // the one in the panel
    uint64_t m_shownWhatIfGeneration = 0; // the profile generation whose what-if report is shown
    // The load's one what-if report (with the worst step's critical paths), handed to explain's
    // ranking and to the What-if panel; null until the load's computation has finished.
    std::shared_ptr<const WhatIfReport> m_whatIfReport;
    bool m_alignClocks = false;
    QFutureWatcher<std::shared_ptr<Computed>> *m_watcher;
    QFutureWatcher<std::shared_ptr<Computed>> *m_explainWatcher;

    ExplainPanel *m_explain;
    WhatIfPanel *m_whatIf;
    QTabWidget *m_tabs;
    QLabel *m_headline;
    QPushButton *m_reset;
    QTreeWidget *m_findings;
    QLabel *m_detail;
    QTableWidget *m_params;
    QTreeWidget *m_evidence;
    DataLoaderPanel *m_dataLoader;
    PythonStatsPanel *m_python;
};

} // namespace stepline
