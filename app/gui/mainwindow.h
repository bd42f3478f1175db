#pragma once

#include "loadcontroller.h"
#include "profile.h"

#include <QMainWindow>

#include <functional>

class QAction;
template <typename T> class QFutureWatcher;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QToolButton;

namespace stepline {

class CompareController;
class CompareView;
class DashboardView;
class InformationView;
class InsightsView;
class JobListController;
class JobPickerWidget;
class LoadBanner;
class ManualWindow;
class Navigation;
class RanksView;
class TimelineWidget;
struct LoadError;
class SubsetDialog;

// The Stepline window: tabs Jobs | Dashboard | Timeline | Insights | Information | Ranks, the File,
// View, Settings and Help menus, a status bar with load progress, Cancel and the memory used by
// the profile, and the load banner. Wires the controllers to the views; computes nothing itself.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum Tab { JobsTab, DashboardTab, TimelineTab, InsightsTab, InformationTab, RanksTab, CompareTab };

    // loader: how profiles are loaded; empty = the real loader (tests pass a fake).
    explicit MainWindow(LoadController::LoadFunction loader = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a trace file or a job folder: asks before replacing a loaded profile and before a
    // load that may not fit in memory, then loads in the background.
    // requested: what the caller asks of the load (the command line's --step-range); the memory
    // check may still offer a subset of it.
    void openPath(const QString &path, const stepline::LoadOptions &requested = {});
    // The folder listed by the Jobs tab; persist=false for --jobs (this session only).
    void setProfilesFolder(const QString &folder, bool persist);

    LoadController *loadController() const { return m_loads; }
    // File > Compare with...: the baseline of the Compare tab (its aggregates only are kept).
    void compareWith(const QString &path);
    CompareController *compareController() const { return m_compare; }
    CompareView *compareView() const { return m_compareView; }
    // Hands the "Time units" setting to every view that shows durations (at start and after the
    // settings dialog): what they show changes at once.
    void applyTimeUnit();
    Navigation *navigation() const { return m_navigation; }
    JobListController *jobList() const { return m_jobs; }
    JobPickerWidget *jobPicker() const { return m_picker; }
    LoadBanner *banner() const { return m_banner; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *memoryLabel() const { return m_memoryLabel; }
    QList<QAction *> shortcutActions() const;

    // Tests answer the questions instead of a modal QMessageBox: (title, text) -> yes?
    using Confirm = std::function<bool(const QString &title, const QString &text)>;
    void setConfirmHandler(Confirm confirm) { m_confirm = std::move(confirm); }
    // Tests answer the "may not fit in memory" dialog (set its widgets, call chooseSubset(),
    // chooseAnyway() or nothing for Cancel) instead of exec(); and fix the available memory.
    using SubsetHandler = std::function<void(SubsetDialog &dialog)>;
    void setSubsetHandler(SubsetHandler handler) { m_subsetHandler = std::move(handler); }
    void setAvailableMemoryForTests(qint64 bytes) { m_availableMemory = bytes; }

    // File > Save As: writes the loaded profile as a .stepline file on a worker thread; emits
    // saveFinished (error empty on success). Does nothing without a profile or while saving.
    void saveProfileAs(const QString &path);
    QAction *saveAsAction() const { return m_saveAsAction; }
    bool isSaving() const;

Q_SIGNALS:
    void saveFinished(const QString &path, const QString &error);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createMenus();
    void createStatusBar();
    void updateRecentMenu();
    void updateMemoryLabel();
    bool confirm(const QString &title, const QString &text);
    void openFileDialog();
    void openFolderDialog();
    void compareDialog();
    void onComparisonChanged();
    void saveAsDialog();
    void onSaveFinished();
    void showSettings();
    void showShortcuts();
    void showManual();
    void showAbout();

    void onLoadStarted(const QString &path);
    void onProgress(qint64 doneKiB, qint64 totalKiB, const QString &stage);
    void onLoadFinished(const ProfilePtr &profile, const QString &path);
    void onLoadFailed(const LoadError &error);
    void onLoadCanceled(const QString &path);
    void onProfileChanged(const ProfilePtr &profile);
    void onJobsChanged();
    // The path the loaded profile's per-job view state is remembered under; empty when none.
    QString loadedJobPath() const;

    Navigation *m_navigation;
    LoadController *m_loads;
    JobListController *m_jobs;
    QTabWidget *m_tabs;
    LoadBanner *m_banner;
    JobPickerWidget *m_picker;
    DashboardView *m_dashboard;
    TimelineWidget *m_timeline;
    InsightsView *m_insights;
    InformationView *m_information;
    RanksView *m_ranks;
    CompareController *m_compare;
    CompareView *m_compareView;
    QMenu *m_recentMenu = nullptr;
    QList<QAction *> m_actions;
    QProgressBar *m_progress;
    QToolButton *m_cancelButton;
    QLabel *m_memoryLabel;
    Confirm m_confirm;
    QString m_pendingName; // job shown while loading
    QAction *m_saveAsAction = nullptr;
    ManualWindow *m_manual = nullptr; // created on first use
    QFutureWatcher<QString> *m_saveWatcher = nullptr;
    QString m_savePath;
    SubsetHandler m_subsetHandler;
    qint64 m_availableMemory = -1; // -1: MemAvailable of /proc/meminfo
};

} // namespace stepline
