#pragma once

#include "common/criticalpaths.h"
#include "profile.h"
#include "whatifreport.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTableView;
class QTextBrowser;
class QUrl;

namespace stepline {

class Navigation;
class WhatIfScenarioModel;

// The Insights tab's What-if panel (`stepline whatif`, METRICS.md "What a fix would buy"): every
// scenario as a bar of predicted mean step beside the measured one, largest saving first, the ones
// the trace cannot support with their reason, and the self-check (the replay with nothing changed
// against the measured step); when it refuses, the numbers and no prediction.
//
// Selecting a row shows the critical path of the report's step (the worst measured one) for the
// measured run and, for a scenario, under it, and hands both to the timeline
// (criticalPathsSelected). Every place named (rank, step, piece of the path) is a link: a click
// zooms the timeline to that time on that rank's row (Navigation::zoomToRange) and shows it.
//
// The report is computed elsewhere (off the GUI thread, model/insights/whatifpaths.h); the panel
// only shows it.
class WhatIfPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WhatIfPanel(Navigation *navigation, QWidget *parent = nullptr);
    ~WhatIfPanel() override;

    // report: made with whatIfWithCriticalPaths() on profile (its event names label the pieces).
    void setReport(std::shared_ptr<const WhatIfReport> report, ProfilePtr profile);
    // No report (none loaded, or still computing): the message instead, no paths on the timeline.
    void clear(const QString &message);
    const WhatIfReport *report() const { return m_report.get(); }

    WhatIfScenarioModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // Selects a row of the table (what a click does); false when the row does not exist.
    bool selectRow(int row);
    // Clears the selection: nothing drawn on the timeline (the "Hide the critical path" button).
    void clearSelection();
    // The headline (self-check or refusal) and the selected row's critical paths, as HTML (tests
    // read them).
    QString headerHtml() const;
    QString pathHtml() const;
    // What a click on a link of the path view does; false for a link that is not the panel's.
    bool openLink(const QUrl &link);
    // What is drawn on the timeline now (null: nothing).
    const CriticalPathPairPtr &selectedPaths() const { return m_selected; }

Q_SIGNALS:
    // The selection changed: draw these paths on the timeline (null: none).
    void criticalPathsSelected(stepline::CriticalPathPairPtr paths);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onRowSelected(int row);
    void renderHeader();
    void renderPath();
    QString pathSection(const CriticalPath &path, const QString &title, char run) const;
    QString rankLink(int32_t rank, char run) const;
    const CriticalPath *pathOfRun(char run) const;
    int32_t rankNumber(uint32_t rankIndex) const;

    Navigation *m_navigation;
    std::shared_ptr<const WhatIfReport> m_report;
    ProfilePtr m_profile;
    QString m_message;
    CriticalPathPairPtr m_selected;
    WhatIfScenarioModel *m_model;
    QLabel *m_header;
    QPushButton *m_hidePaths;
    QTableView *m_table;
    QTextBrowser *m_path;
};

} // namespace stepline
