#pragma once

#include "report/chartexport.h"
#include "common/chartpalette.h"
#include "dashboarddata.h"
#include "profile.h"

#include <QFutureWatcher>
#include <QStringList>
#include <QWidget>

#include <map>
#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QToolButton;

namespace stepline {

class ChartCard;
class ChartGrid;
class OpPerfTable;
class Navigation;
struct RulesReportSource;

// The Dashboard tab: every chart of a training profile in a scrollable, reflowing grid.
//
// setProfile() starts computeDashboard() on a worker (QtConcurrent); the GUI thread only builds
// charts from the returned plain DashboardData. Latest request wins: a scope or top-k change while
// a computation runs replaces the watcher's future, so stale results are never shown. Clicks go
// through Navigation (kernel bar -> selectKernelName, step -> zoomToRange) so the timeline can act.
class DashboardView : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardView(Navigation *navigation, QWidget *parent = nullptr);
    ~DashboardView() override;

    // Shows the charts of a profile with the job's annotation histograms (what
    // annotationHistogramsChanged last said for this job); nullptr unloads.
    void setProfile(ProfilePtr profile, const QStringList &annotationHistograms = {});
    ProfilePtr profile() const { return m_profile; }

    void setScope(const Scope &scope);
    Scope scope() const { return m_options.scope; }
    // The unit of every duration the charts and the table show; the charts are computed again.
    void setTimeUnit(TimeUnit unit);
    void setTopK(int k);
    // Adds a "New histogram" of a user annotation (annotationHistogramsChanged tells it).
    void addAnnotationHistogram(const QString &name);
    void removeAnnotationHistogram(const QString &name);
    QStringList annotationHistograms() const { return m_options.annotations; }

    // The last computed data (empty before the first result).
    const DashboardData &data() const { return m_data; }
    bool isComputing() const;
    ChartCard *card(const QString &fileName) const;
    // The operator-efficiency table beside the roofline (null before the first result).
    OpPerfTable *opPerfTable() const { return m_opTable; }

    // What the GUI's "Export dashboard..." and the CLI share: every chart into dir.
    ExportResult exportCharts(const QString &dir, ExportFormat format, QSize size = kDefaultExportSize) const;
    // Every chart as PNG plus report.pdf (with the rules of setReportRules) into dir.
    ExportResult exportDashboard(const QString &dir) const;
    // "Export dashboard..." once the folder is chosen: exportDashboard(dir), then the status line
    // on success or a warning box (object name "exportErrorBox") naming each failed file and
    // the system's reason; exportFinished says which.
    void exportDashboardReporting(const QString &dir);
    // The rules the report shows; null: none (the report then has no rules pages).
    void setReportRules(std::shared_ptr<const RulesReportSource> rules);

    // Click-through, also used by tests: the item / bin of a chart was activated.
    void activateItem(const ChartData &chart, int index);
    void activateBin(const ChartData &chart, int index);
    void activateOpRow(int row); // a row of the operator-efficiency table
    void activateInstance(int row); // double click in the step list

Q_SIGNALS:
    // New chart data is on screen.
    void chartsUpdated();
    // The user added or removed an annotation histogram: the job's list now.
    void annotationHistogramsChanged(const QStringList &names);
    // An export into dir ended; error is empty when every file was written whole.
    void exportFinished(const QString &dir, const QString &error);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void recompute();
    void applyData(DashboardData data);
    void rebuildCards();
    void fillScopes();
    void exportWithDialog();
    void addAnnotationFromBox();

    Navigation *m_navigation = nullptr;
    ProfilePtr m_profile;
    DashboardOptions m_options;
    DashboardData m_data;
    ChartPalette m_palette = ChartPalette::light();
    QFutureWatcher<DashboardData> m_watcher;
    bool m_perGpuCurves = false;
    std::shared_ptr<const KernelPrecisions> m_precisions; // of m_profile, from the first result
    std::shared_ptr<const RulesReportSource> m_reportRules;
    OpPerfTable *m_opTable = nullptr; // beside the roofline card in the grid

    QComboBox *m_scopeBox = nullptr;
    QSpinBox *m_topK = nullptr;
    QComboBox *m_annotationBox = nullptr;
    QPushButton *m_addAnnotation = nullptr;
    QPushButton *m_export = nullptr;
    QToolButton *m_prevInstance = nullptr;
    QToolButton *m_nextInstance = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_placeholder = nullptr;
    QScrollArea *m_scroll = nullptr;
    ChartGrid *m_grid = nullptr;
    QWidget *m_instancePanel = nullptr;
    QLabel *m_instanceTitle = nullptr;
    QListWidget *m_instances = nullptr;
    std::vector<ChartInstance> m_shownInstances;
    std::map<QString, ChartCard *> m_cards; // by ChartData::fileName
};

} // namespace stepline
