#include "mainwindow.h"

#include "appearance.h"
#include "appsettings.h"
#include "common/navigation.h"
#include "compare/compareview.h"
#include "comparecontroller.h"
#include "common/timeformat.h"
#include "dashboard/dashboardview.h"
#include "information/informationview.h"
#include "jobs/jobpickerwidget.h"
#include "joblistcontroller.h"
#include "jobs/jobrow.h"
#include "loadbanner.h"
#include "loadcontroller.h"
#include "manualwindow.h"
#include "memoryfit.h"
#include "ranks/ranksview.h"
#include "settingsdialog.h"
#include "steplinewriter.h"
#include "subsetdialog.h"
#include "shortcutpanel.h"
#include "insights/insightsview.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"

#include <QAction>
#include <QToolTip>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace stepline {

MainWindow::MainWindow(LoadController::LoadFunction loader, QWidget *parent)
    : QMainWindow(parent)
    , m_navigation(new Navigation(this))
    , m_loads(loader ? new LoadController(std::move(loader), this) : new LoadController(this))
    , m_jobs(new JobListController(this))
    , m_tabs(new QTabWidget(this))
    , m_banner(new LoadBanner(this))
    , m_picker(new JobPickerWidget(this))
    , m_dashboard(new DashboardView(m_navigation, this))
    , m_timeline(new TimelineWidget(m_navigation, this))
    , m_insights(new InsightsView(m_navigation, this))
    , m_information(new InformationView(this))
    , m_ranks(new RanksView(m_navigation, this))
    , m_compare(new CompareController(this))
    , m_compareView(new CompareView(this))
{
    setWindowTitle(tr("Stepline"));
    setAcceptDrops(true);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->addTab(m_picker, tr("Jobs"));
    m_tabs->addTab(m_dashboard, tr("Dashboard"));
    m_tabs->addTab(m_timeline, tr("Timeline"));
    m_tabs->addTab(m_insights, tr("Insights"));
    m_tabs->addTab(m_information, tr("Information"));
    m_tabs->addTab(m_ranks, tr("Ranks"));
    m_tabs->addTab(m_compareView, tr("Compare"));
    // A tooltip belongs to the tab whose chart or row showed it; Qt keeps it up on the next one.
    connect(m_tabs, &QTabWidget::currentChanged, this, [] { QToolTip::hideText(); });

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    createMenus();
    createStatusBar();
    applyTimeUnit();

    connect(m_loads, &LoadController::loadStarted, this, &MainWindow::onLoadStarted);
    connect(m_loads, &LoadController::progressChanged, this, &MainWindow::onProgress);
    connect(m_loads, &LoadController::loadFinished, this, &MainWindow::onLoadFinished);
    connect(m_loads, &LoadController::loadFailed, this, &MainWindow::onLoadFailed);
    connect(m_loads, &LoadController::loadCanceled, this, &MainWindow::onLoadCanceled);
    connect(m_loads, &LoadController::profileChanged, this, &MainWindow::onProfileChanged);
    connect(m_jobs, &JobListController::jobsChanged, this, &MainWindow::onJobsChanged);
    connect(m_compare, &CompareController::comparisonChanged, this, &MainWindow::onComparisonChanged);
    connect(m_compare, &CompareController::baselineLoadStarted, this, [this](const QString &path) {
        statusBar()->showMessage(tr("Loading the baseline %1...").arg(QFileInfo(path).fileName()));
    });
    connect(m_compare, &CompareController::baselineLoaded, this, [this](const QString &path, qint64 bytes) {
        statusBar()->showMessage(tr("Baseline %1: its aggregates take %2 (the profile itself was freed)")
                                     .arg(QFileInfo(path).fileName(), formatBytes(bytes)),
            10000);
        updateMemoryLabel();
    });
    connect(m_compare, &CompareController::baselineFailed, this, [this](const LoadError &error) {
        statusBar()->showMessage(tr("Could not load the baseline %1")
                                     .arg(QFileInfo(QString::fromStdString(error.file)).fileName()),
            8000);
        m_compareView->clear(tr("<h3>The baseline could not be loaded</h3><p>%1</p>")
                                 .arg(QString::fromStdString(error.toUserMessage()).toHtmlEscaped()));
    });
    connect(m_compareView, &CompareView::compareRequested, this, &MainWindow::compareDialog);
    connect(m_compareView, &CompareView::normalizedMatchToggled, this, [this](bool normalized) {
        m_compare->setMatch(normalized ? NameMatch::Normalized : NameMatch::Exact);
    });
    connect(m_compareView, &CompareView::kernelActivated, this, [this](const QString &name) {
        m_navigation->selectKernelName(name);
        m_tabs->setCurrentIndex(TimelineTab);
    });
    // One alignment choice for the collectives: the Ranks tab's checkbox also decides the Explain
    // panel's straggler findings.
    m_insights->setAlignClocks(m_ranks->alignClocks());
    connect(m_ranks, &RanksView::alignClocksChanged, m_insights, &InsightsView::setAlignClocks);
    // The What-if panel's selected scenario: its critical path and the measured one on the timeline.
    connect(m_insights, &InsightsView::criticalPathsSelected, m_timeline->view(),
        &TimelineView::setCriticalPaths);
    // The PDF report ("Export dashboard...") shows the rules the Insights tab last computed.
    connect(m_insights, &InsightsView::reportRulesChanged, m_dashboard, &DashboardView::setReportRules);
    // What the views remember per job goes to the settings under the loaded job's path.
    connect(
        m_timeline, &TimelineWidget::expansionChanged, this, [this](const QHash<QString, bool> &expansion) {
            settings::setTimelineExpansion(loadedJobPath(), expansion);
        });
    connect(m_dashboard, &DashboardView::annotationHistogramsChanged, this,
        [this](const QStringList &names) { settings::setAnnotationHistograms(loadedJobPath(), names); });
    connect(
        m_insights, &InsightsView::parametersChanged, this, [this](const QMap<QString, QString> &parameters) {
            settings::setRuleParameters(loadedJobPath(), parameters);
        });
    connect(m_jobs, &JobListController::scanningChanged, m_picker, &JobPickerWidget::setScanning);

    connect(m_picker, &JobPickerWidget::loadRequested, this, [this](const QString &path) { openPath(path); });
    connect(m_picker, &JobPickerWidget::unloadRequested, m_loads, &LoadController::unload);
    connect(m_picker, &JobPickerWidget::refreshRequested, m_jobs, &JobListController::refresh);
    connect(m_picker, &JobPickerWidget::changeFolderRequested, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Profiles folder"), m_jobs->folder());
        if (!dir.isEmpty())
            setProfilesFolder(dir, true);
    });
    connect(m_picker, &JobPickerWidget::demoRequested, this,
        [this] { setProfilesFolder(JobListController::demoFolder(), false); });
    connect(m_banner, &LoadBanner::openAnotherRequested, this, &MainWindow::openFileDialog);
    m_banner->setNotesHidden(settings::producerNotesHidden());
    connect(m_banner, &LoadBanner::notesHiddenForGood, this, [] { settings::setProducerNotesHidden(true); });
    connect(
        m_banner, &LoadBanner::detailsRequested, this, [this] { m_tabs->setCurrentIndex(InformationTab); });
    connect(m_navigation, &Navigation::viewRequested, this, [this](const QString &view) {
        static const QStringList names { QStringLiteral("jobs"), QStringLiteral("dashboard"),
            QStringLiteral("timeline"), QStringLiteral("insights"), QStringLiteral("information"),
            QStringLiteral("ranks"), QStringLiteral("compare") };
        const int index = int(names.indexOf(view.toLower()));
        if (index >= 0)
            m_tabs->setCurrentIndex(index);
    });

    const QString folder = settings::profilesFolder();
    if (!folder.isEmpty() && QFileInfo(folder).isDir()) {
        setProfilesFolder(folder, false);
    } else if (const QString demo = JobListController::demoFolder(); !demo.isEmpty()) {
        // A first start lists the bundled demo jobs instead of an empty table (not remembered:
        // the user's own folder replaces it).
        setProfilesFolder(demo, false);
    } else {
        m_picker->setDemoOffer(false);
    }

    resize(1280, 820);
    restoreGeometry(settings::windowGeometry());
    restoreState(settings::windowState());
    m_tabs->setCurrentIndex(JobsTab);
    updateMemoryLabel();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    auto addAction = [this](QMenu *menu, const QString &text, const QKeySequence &key, auto slot) {
        QAction *action = menu->addAction(text);
        if (!key.isEmpty())
            action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        m_actions.append(action);
        return action;
    };

    QMenu *file = menuBar()->addMenu(tr("&File"));
    addAction(file, tr("&Open File..."), QKeySequence::Open, &MainWindow::openFileDialog);
    addAction(file, tr("Open &Folder..."), QKeySequence(QStringLiteral("Ctrl+Shift+O")),
        &MainWindow::openFolderDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_saveAsAction = addAction(
        file, tr("Save &As..."), QKeySequence(QStringLiteral("Ctrl+Shift+S")), &MainWindow::saveAsDialog);
    m_saveAsAction->setEnabled(false);
    addAction(file, tr("Compare &with..."), QKeySequence(QStringLiteral("Ctrl+Shift+C")),
        &MainWindow::compareDialog);
    addAction(file, tr("Clear Co&mparison"), QKeySequence(), [this] { m_compare->clearBaseline(); });
    file->addSeparator();
    addAction(
        file, tr("&Unload Profile"), QKeySequence(QStringLiteral("Ctrl+W")), [this] { m_loads->unload(); });
    addAction(file, tr("&Cancel Loading"), QKeySequence(Qt::Key_Escape), [this] { m_loads->cancel(); });
    file->addSeparator();
    addAction(file, tr("&Quit"), QKeySequence::Quit, &QWidget::close);
    updateRecentMenu();

    QMenu *view = menuBar()->addMenu(tr("&View"));
    const QStringList tabNames { tr("&Jobs"), tr("&Dashboard"), tr("&Timeline"), tr("&Insights"),
        tr("I&nformation"), tr("R&anks"), tr("Co&mpare") };
    for (int i = 0; i < tabNames.size(); ++i)
        addAction(view, tabNames[i], QKeySequence(QStringLiteral("Ctrl+%1").arg(i + 1)),
            [this, i] { m_tabs->setCurrentIndex(i); });
    view->addSeparator();
    QAction *idleBand = view->addAction(tr("Idle &Causes Band"));
    idleBand->setCheckable(true);
    idleBand->setChecked(settings::idleBandVisible());
    idleBand->setToolTip(tr("A thin band under each GPU's streams shading every idle interval by its cause"));
    m_timeline->setIdleBandVisible(idleBand->isChecked());
    connect(idleBand, &QAction::toggled, this, [this](bool on) {
        m_timeline->setIdleBandVisible(on);
        settings::setIdleBandVisible(on);
    });
    addAction(view, tr("&Refresh Job List"), QKeySequence::Refresh, [this] { m_jobs->refresh(); });

    QMenu *settingsMenu = menuBar()->addMenu(tr("&Settings"));
    addAction(settingsMenu, tr("&Preferences..."), QKeySequence(QStringLiteral("Ctrl+,")),
        &MainWindow::showSettings);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    addAction(help, tr("&Manual"), QKeySequence::HelpContents, &MainWindow::showManual);
    addAction(help, tr("&Keyboard Shortcuts"), QKeySequence(QStringLiteral("?")), &MainWindow::showShortcuts);
    addAction(help, tr("&About Stepline"), QKeySequence(), &MainWindow::showAbout);
}

QList<QAction *> MainWindow::shortcutActions() const
{
    return m_actions;
}

void MainWindow::createStatusBar()
{
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setMaximumWidth(360);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, m_loads, &LoadController::cancel);
    m_memoryLabel = new QLabel(this);
    m_memoryLabel->setObjectName(QStringLiteral("memoryLabel"));
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
    statusBar()->addPermanentWidget(m_memoryLabel);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = settings::recentFiles();
    for (const QString &path : recent) {
        QAction *action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    if (!recent.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("Clear List"));
    clear->setEnabled(!recent.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        settings::clearRecentFiles();
        updateRecentMenu();
    });
}

void MainWindow::updateMemoryLabel()
{
    if (!m_loads->profile()) {
        m_memoryLabel->setText(tr("No profile loaded"));
        return;
    }
    QString text = tr("Profile memory: %1").arg(formatBytes(m_loads->profileBytes()));
    if (m_compare->baseline())
        text += tr(" + baseline %1").arg(formatBytes(m_compare->baselineBytes()));
    m_memoryLabel->setText(text);
}

void MainWindow::compareWith(const QString &path)
{
    m_compare->loadBaseline(path);
    m_compareView->clear(tr("<h3>Loading the baseline...</h3><p>%1</p>").arg(path.toHtmlEscaped()));
    m_tabs->setCurrentIndex(CompareTab);
}

void MainWindow::compareDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare with (baseline)"), m_jobs->folder(),
        tr("Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;All files (*)"));
    if (!path.isEmpty())
        compareWith(path);
}

void MainWindow::onComparisonChanged()
{
    updateMemoryLabel();
    if (m_compare->hasComparison()) {
        m_compareView->setComparison(*m_compare->baseline(), *m_compare->current(), m_compare->diff());
    } else if (m_compare->baseline()) {
        m_compareView->clear(tr("<h3>Baseline ready</h3><p>%1 is loaded as the baseline. Open a profile to "
                                "compare it with.</p>")
                                 .arg(m_compare->baselinePath().toHtmlEscaped()));
    } else if (!m_compare->isLoadingBaseline()) {
        m_compareView->clear();
    }
}

bool MainWindow::confirm(const QString &title, const QString &text)
{
    if (m_confirm)
        return m_confirm(title, text);
    return QMessageBox::question(this, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
        == QMessageBox::Yes;
}

void MainWindow::setProfilesFolder(const QString &folder, bool persist)
{
    if (persist)
        settings::setProfilesFolder(folder);
    m_picker->setDemoOffer(false);
    m_picker->setProfilesFolder(folder);
    m_jobs->setFolder(folder);
}

void MainWindow::openPath(const QString &path, const LoadOptions &requested)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        LoadError error;
        error.code = LoadError::Code::NotFound;
        error.file = path.toStdString();
        error.detail = tr("the file or folder does not exist").toStdString();
        error.hint = tr("Check the path, or pick a job from the Jobs tab.").toStdString();
        onLoadFailed(error);
        return;
    }
    const QString absolute = info.absoluteFilePath();
    if (m_loads->profile() || m_loads->isLoading()) {
        const QString current = m_loads->isLoading() ? m_loads->loadingPath() : m_loads->profilePath();
        if (!confirm(tr("Unload the current profile?"),
                tr("Only one profile is kept in memory. Unload %1 and load %2?")
                    .arg(QFileInfo(current).fileName(), info.fileName())))
            return;
    }
    // Before a load that may not fit: offer a subset of ranks and/or a time window.
    LoadOptions options = requested;
    const std::vector<RankFile> files = rankFilesOf(absolute.toStdString());
    const qint64 available = m_availableMemory >= 0 ? m_availableMemory : memAvailableBytes();
    if (!checkMemory(files, LoadOptions(), available, QThread::idealThreadCount()).fits()) {
        SubsetDialog dialog(absolute, files, available, this);
        if (m_subsetHandler)
            m_subsetHandler(dialog);
        else
            dialog.exec();
        if (dialog.choice() == SubsetDialog::Choice::Cancel)
            return;
        if (dialog.choice() == SubsetDialog::Choice::Subset) {
            options = dialog.options();
            options.stepRange = requested.stepRange;
        }
        options.force = true; // the user decided; the loader must not refuse again
    }
    // Free the old profile before the new one is built, so the two never coexist.
    m_loads->unload();
    m_banner->clear();
    const JobEntry job = m_jobs->jobFor(absolute);
    m_information->setJobMetadata(JobListController::toMetadata(job));
    m_pendingName = QString::fromStdString(job.name);
    settings::addRecentFile(absolute);
    updateRecentMenu();
    m_loads->loadSubset(absolute, options);
}

void MainWindow::openFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open trace file"), m_jobs->folder(),
        tr("Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

void MainWindow::saveAsDialog()
{
    if (!m_loads->profile() || isSaving())
        return;
    const QString suggested
        = QFileInfo(m_loads->profilePath()).completeBaseName() + QStringLiteral(".stepline");
    QString path = QFileDialog::getSaveFileName(this, tr("Save profile as"),
        QFileInfo(m_loads->profilePath()).dir().filePath(suggested),
        tr("Stepline profiles (*.stepline);;All files (*)"));
    if (path.isEmpty())
        return;
    if (!path.contains(QLatin1Char('.')))
        path += QStringLiteral(".stepline");
    saveProfileAs(path);
}

bool MainWindow::isSaving() const
{
    return m_saveWatcher && m_saveWatcher->isRunning();
}

void MainWindow::saveProfileAs(const QString &path)
{
    const ProfilePtr profile = m_loads->profile();
    if (!profile || isSaving())
        return;
    if (!m_saveWatcher) {
        m_saveWatcher = new QFutureWatcher<QString>(this);
        connect(m_saveWatcher, &QFutureWatcher<QString>::finished, this, &MainWindow::onSaveFinished);
    }
    m_savePath = path;
    m_saveAsAction->setEnabled(false);
    // Busy indication: the status bar's progress bar, in its indeterminate mode.
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("Saving %1...").arg(QFileInfo(path).fileName()));
    m_progress->show();
    statusBar()->showMessage(tr("Saving %1...").arg(QDir::toNativeSeparators(path)));
    // The profile is immutable and shared: the worker keeps it alive even if it is unloaded.
    m_saveWatcher->setFuture(QtConcurrent::run(
        [profile, path] { return QString::fromStdString(writeSteplineFile(*profile, path.toStdString())); }));
}

void MainWindow::onSaveFinished()
{
    const QString error = m_saveWatcher->result();
    if (!m_loads->isLoading()) {
        m_progress->hide();
        m_progress->setRange(0, 100);
        m_progress->setFormat(QStringLiteral("%p%"));
    }
    m_saveAsAction->setEnabled(m_loads->profile() != nullptr);
    if (error.isEmpty()) {
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_savePath)), 8000);
    } else {
        statusBar()->clearMessage();
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Save failed"),
            tr("The profile could not be saved as %1.").arg(QDir::toNativeSeparators(m_savePath)),
            QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("saveErrorBox"));
        box->setInformativeText(error);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not modal to the event loop: tests and the user can go on
    }
    Q_EMIT saveFinished(m_savePath, error);
}

void MainWindow::openFolderDialog()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Open job folder"), m_jobs->folder());
    if (!path.isEmpty())
        openPath(path);
}

void MainWindow::showSettings()
{
    const QString oldLanguage = settings::language();
    SettingsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    applyTheme(settings::theme());
    applyTimeUnit();
    const QString folder = settings::profilesFolder();
    if (folder != m_jobs->folder() && !folder.isEmpty())
        setProfilesFolder(folder, false);
    if (settings::language() != oldLanguage)
        statusBar()->showMessage(tr("The new language applies the next time Stepline starts."), 8000);
}

void MainWindow::applyTimeUnit()
{
    const TimeUnit unit = timeUnitFromName(settings::timeUnit());
    m_dashboard->setTimeUnit(unit);
    m_timeline->setTimeUnit(unit);
    m_insights->setTimeUnit(unit);
    m_information->setTimeUnit(unit);
    m_ranks->setTimeUnit(unit);
    m_compareView->setTimeUnit(unit);
    if (m_compare->hasComparison()) // the view keeps no copy of the profiles: shown again
        m_compareView->setComparison(*m_compare->baseline(), *m_compare->current(), m_compare->diff());
}

void MainWindow::showShortcuts()
{
    QList<std::pair<QString, QString>> keys = TimelineView::keyHelp();
    keys.append({ tr("Timeline: search names"),
        QKeySequence(QKeySequence::Find).toString(QKeySequence::NativeText) });
    ShortcutPanel panel(m_actions, keys, this);
    panel.exec();
}

void MainWindow::showManual()
{
    if (!m_manual)
        m_manual = new ManualWindow(this);
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Stepline"),
        tr("<h3>Stepline %1</h3><p>A native viewer for deep-learning training profiles "
           "(PyTorch profiler / Kineto traces).</p><p>Licensed under the GNU General Public "
           "License, version 3 or later. Built with Qt %2.</p>")
            .arg(QStringLiteral(STEPLINE_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::onLoadStarted(const QString &path)
{
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("Opening..."));
    m_progress->show();
    m_cancelButton->show();
    statusBar()->showMessage(tr("Loading %1").arg(QFileInfo(path).fileName()));
}

void MainWindow::onProgress(qint64 doneKiB, qint64 totalKiB, const QString &stage)
{
    if (totalKiB <= 0) {
        m_progress->setRange(0, 0);
    } else {
        m_progress->setRange(0, int(std::min<qint64>(totalKiB, INT_MAX)));
        m_progress->setValue(int(std::min(doneKiB, totalKiB)));
    }
    //: %1 is the loading stage (reading, sorting...), %2 and %3 sizes
    m_progress->setFormat(tr("%1: %2 of %3")
                              .arg(stage.isEmpty() ? tr("Loading") : stage, formatBytes(doneKiB * 1024),
                                  formatBytes(totalKiB * 1024)));
}

void MainWindow::onLoadFinished(const ProfilePtr &profile, const QString &path)
{
    m_progress->hide();
    m_cancelButton->hide();
    statusBar()->showMessage(
        tr("Loaded %1: %n event(s)", nullptr, int(std::min<uint64_t>(profile->eventCount(), INT_MAX)))
            .arg(QFileInfo(path).fileName()),
        8000);
    m_banner->showWarnings(*profile);
    if (m_tabs->currentIndex() == JobsTab)
        m_tabs->setCurrentIndex(DashboardTab);
}

void MainWindow::onLoadFailed(const LoadError &error)
{
    m_progress->hide();
    m_cancelButton->hide();
    statusBar()->showMessage(
        tr("Could not load %1").arg(QFileInfo(QString::fromStdString(error.file)).fileName()), 8000);
    m_banner->showError(error);
}

void MainWindow::onLoadCanceled(const QString &path)
{
    m_progress->hide();
    m_cancelButton->hide();
    if (!path.isEmpty())
        statusBar()->showMessage(tr("Loading %1 was canceled").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::onProfileChanged(const ProfilePtr &profile)
{
    m_compare->setProfile(profile, m_loads->profilePath());
    m_saveAsAction->setEnabled(profile != nullptr && !isSaving());
    const QString job = profile ? QString::fromStdString(profile->job().path) : QString();
    m_dashboard->setProfile(profile, settings::annotationHistograms(job));
    m_timeline->setProfile(profile, settings::timelineExpansion(job));
    m_information->setProfile(profile);
    m_ranks->setProfile(profile);
    m_insights->setProfile(profile, settings::ruleParameters(job));
    if (profile && m_loads->crossRankData())
        m_ranks->setCrossRankData(m_loads->crossRankData());
    if (profile) {
        m_picker->setLoadedProfile(
            m_pendingName.isEmpty() ? QString::fromStdString(profile->job().name) : m_pendingName,
            m_loads->profilePath(), m_loads->profileBytes());
        setWindowTitle(tr("%1 - Stepline").arg(m_pendingName));
    } else {
        m_picker->clearLoadedProfile();
        m_information->setJobMetadata({});
        m_banner->clear();
        setWindowTitle(tr("Stepline"));
    }
    updateMemoryLabel();
}

QString MainWindow::loadedJobPath() const
{
    const ProfilePtr profile = m_loads->profile();
    return profile ? QString::fromStdString(profile->job().path) : QString();
}

void MainWindow::onJobsChanged()
{
    QList<JobRow> rows;
    rows.reserve(m_jobs->jobs().size());
    for (const JobEntry &job : m_jobs->jobs())
        rows.append(JobListController::toRow(job));
    m_picker->setJobs(rows);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    settings::setWindowGeometry(saveGeometry(), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // Several dropped files of one job: load their folder.
    openPath(urls.size() > 1 ? QFileInfo(path).absolutePath() : path);
}

} // namespace stepline
