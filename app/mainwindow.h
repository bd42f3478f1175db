#pragma once

#include "loadcontroller.h"
#include "profile.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QToolButton;

namespace stepline {

class DashboardView;
class InformationView;
class JobListController;
class JobPickerWidget;
class LoadBanner;
class Navigation;
class TimelineWidget;
struct LoadError;

// The Stepline window: tabs Jobs | Dashboard | Timeline | Insights | Information, the File,
// View, Settings and Help menus, a status bar with load progress, Cancel and the memory used by
// the profile, and the load banner. Wires the controllers to the views; computes nothing itself.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum Tab { JobsTab, DashboardTab, TimelineTab, InsightsTab, InformationTab };

    // loader: how profiles are loaded; empty = the real loader (tests pass a fake).
    explicit MainWindow(LoadController::LoadFunction loader = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a trace file or a job folder: asks before replacing a loaded profile and before a
    // load that may not fit in memory, then loads in the background.
    void openPath(const QString &path);
    // The folder listed by the Jobs tab; persist=false for --jobs (this session only).
    void setProfilesFolder(const QString &folder, bool persist);

    LoadController *loadController() const { return m_loads; }
    JobListController *jobList() const { return m_jobs; }
    JobPickerWidget *jobPicker() const { return m_picker; }
    LoadBanner *banner() const { return m_banner; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *memoryLabel() const { return m_memoryLabel; }
    QList<QAction *> shortcutActions() const;

    // Tests answer the questions instead of a modal QMessageBox: (title, text) -> yes?
    using Confirm = std::function<bool(const QString &title, const QString &text)>;
    void setConfirmHandler(Confirm confirm) { m_confirm = std::move(confirm); }

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
    void showSettings();
    void showShortcuts();
    void showAbout();

    void onLoadStarted(const QString &path);
    void onProgress(qint64 doneKiB, qint64 totalKiB, const QString &stage);
    void onLoadFinished(const ProfilePtr &profile, const QString &path);
    void onLoadFailed(const LoadError &error);
    void onLoadCanceled(const QString &path);
    void onProfileChanged(const ProfilePtr &profile);
    void onJobsChanged();

    Navigation *m_navigation;
    LoadController *m_loads;
    JobListController *m_jobs;
    QTabWidget *m_tabs;
    LoadBanner *m_banner;
    JobPickerWidget *m_picker;
    DashboardView *m_dashboard;
    TimelineWidget *m_timeline;
    InformationView *m_information;
    QMenu *m_recentMenu = nullptr;
    QList<QAction *> m_actions;
    QProgressBar *m_progress;
    QToolButton *m_cancelButton;
    QLabel *m_memoryLabel;
    Confirm m_confirm;
    std::function<void(const ProfilePtr &)> m_setInsightsProfile; // empty without the insights view
    QString m_pendingName; // job shown while loading
};

} // namespace stepline
