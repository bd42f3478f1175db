#include "dashboardview.h"

#include "charts/chartcard.h"
#include "charts/chartgrid.h"
#include "common/navigation.h"
#include "common/timeformat.h"
#include "charts/dashboardchart.h"
#include "opperftable.h"

#include "opperf.h"

#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace stepline {

DashboardView::DashboardView(Navigation *navigation, QWidget *parent)
    : QWidget(parent)
    , m_navigation(navigation)
    , m_palette(ChartPalette::forPalette(palette()))
{
    buildUi();
    connect(&m_watcher, &QFutureWatcher<DashboardData>::finished, this, [this] {
        if (m_watcher.isCanceled())
            return;
        applyData(m_watcher.result());
    });
    setProfile(nullptr);
}

DashboardView::~DashboardView()
{
    // The worker holds its own ProfilePtr copy; wait so no result arrives at a dead object.
    m_watcher.waitForFinished();
}

void DashboardView::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Scope:"), this));
    m_scopeBox = new QComboBox(this);
    m_scopeBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_scopeBox->setToolTip(
        tr("Every chart follows this selection: whole job, one node, one rank or one GPU"));
    bar->addWidget(m_scopeBox);
    connect(m_scopeBox, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && size_t(index) < m_data.scopes.size())
            setScope(m_data.scopes[size_t(index)].scope);
    });

    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Top k:"), this));
    m_topK = new QSpinBox(this);
    m_topK->setRange(1, 100);
    m_topK->setValue(m_options.topK);
    m_topK->setToolTip(tr("Kernels shown by name in the \"all kernels\" charts; the rest is \"other\""));
    bar->addWidget(m_topK);
    connect(m_topK, &QSpinBox::valueChanged, this, &DashboardView::setTopK);

    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("New histogram:"), this));
    m_annotationBox = new QComboBox(this);
    m_annotationBox->setEditable(true);
    m_annotationBox->setInsertPolicy(QComboBox::NoInsert);
    m_annotationBox->setMinimumContentsLength(18);
    m_annotationBox->lineEdit()->setPlaceholderText(tr("user annotation, e.g. forward"));
    m_annotationBox->setToolTip(
        tr("Pick or type a user annotation (record_function name) to add its duration histogram"));
    m_annotationBox->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_annotationBox->completer()->setFilterMode(Qt::MatchContains);
    m_annotationBox->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    bar->addWidget(m_annotationBox);
    m_addAnnotation = new QPushButton(tr("Add"), this);
    bar->addWidget(m_addAnnotation);
    connect(m_addAnnotation, &QPushButton::clicked, this, &DashboardView::addAnnotationFromBox);
    connect(
        m_annotationBox->lineEdit(), &QLineEdit::returnPressed, this, &DashboardView::addAnnotationFromBox);

    bar->addSpacing(12);
    m_prevInstance = new QToolButton(this);
    m_prevInstance->setArrowType(Qt::LeftArrow);
    m_prevInstance->setToolTip(tr("Previous instance of the selected kernel"));
    m_nextInstance = new QToolButton(this);
    m_nextInstance->setArrowType(Qt::RightArrow);
    m_nextInstance->setToolTip(tr("Next instance of the selected kernel"));
    m_prevInstance->setEnabled(false);
    m_nextInstance->setEnabled(false);
    bar->addWidget(m_prevInstance);
    bar->addWidget(m_nextInstance);
    connect(m_prevInstance, &QToolButton::clicked, this, [this] {
        if (m_navigation)
            m_navigation->stepKernelInstance(-1);
    });
    connect(m_nextInstance, &QToolButton::clicked, this, [this] {
        if (m_navigation)
            m_navigation->stepKernelInstance(+1);
    });
    m_status = new QLabel(this);
    bar->addWidget(m_status, 1);
    m_export = new QPushButton(tr("Export dashboard..."), this);
    m_export->setToolTip(tr("Write every chart as PNG and a PDF report into a folder"));
    bar->addWidget(m_export);
    connect(m_export, &QPushButton::clicked, this, &DashboardView::exportWithDialog);
    layout->addLayout(bar);

    m_placeholder = new QLabel(this);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    layout->addWidget(m_placeholder, 1);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_grid = new ChartGrid;
    m_scroll->setWidget(m_grid);
    layout->addWidget(m_scroll, 1);

    m_instancePanel = new QWidget(this);
    auto *panel = new QVBoxLayout(m_instancePanel);
    panel->setContentsMargins(0, 0, 0, 0);
    auto *panelBar = new QHBoxLayout;
    m_instanceTitle = new QLabel(m_instancePanel);
    panelBar->addWidget(m_instanceTitle, 1);
    auto *closePanel = new QToolButton(m_instancePanel);
    closePanel->setText(QStringLiteral("\u00d7"));
    closePanel->setAutoRaise(true);
    panelBar->addWidget(closePanel);
    connect(closePanel, &QToolButton::clicked, m_instancePanel, &QWidget::hide);
    panel->addLayout(panelBar);
    m_instances = new QListWidget(m_instancePanel);
    m_instances->setMaximumHeight(150);
    panel->addWidget(m_instances);
    connect(m_instances, &QListWidget::itemDoubleClicked, this,
        [this](QListWidgetItem *item) { activateInstance(m_instances->row(item)); });
    connect(m_instances, &QListWidget::itemActivated, this,
        [this](QListWidgetItem *item) { activateInstance(m_instances->row(item)); });
    m_instancePanel->hide();
    layout->addWidget(m_instancePanel);
}

void DashboardView::setProfile(ProfilePtr profile, const QStringList &annotationHistograms)
{
    m_profile = std::move(profile);
    m_precisions.reset();
    m_options.scope = Scope::job();
    m_options.annotations.clear();
    m_data = DashboardData();
    m_shownInstances.clear();
    m_instances->clear();
    m_instancePanel->hide();
    for (auto &[name, card] : m_cards)
        delete card;
    m_cards.clear();
    delete m_opTable; // its rows name the previous profile's strings
    m_opTable = nullptr;
    m_grid->setCards({});
    m_scopeBox->clear();
    m_annotationBox->clear();
    const bool loaded = m_profile != nullptr;
    for (QWidget *w : { static_cast<QWidget *>(m_scopeBox), static_cast<QWidget *>(m_topK),
             static_cast<QWidget *>(m_annotationBox), static_cast<QWidget *>(m_addAnnotation),
             static_cast<QWidget *>(m_export) })
        w->setEnabled(loaded);
    if (!loaded) {
        m_watcher.setFuture(QFuture<DashboardData>()); // drop any running computation's result
        m_status->clear();
        m_placeholder->setText(
            tr("No profile loaded.\nOpen a trace file or a job folder to see its dashboard."));
        m_placeholder->show();
        m_scroll->hide();
        return;
    }
    m_options.annotations = annotationHistograms;
    m_placeholder->setText(tr("Computing the dashboard..."));
    m_placeholder->show();
    m_scroll->hide();
    recompute();
}

void DashboardView::setScope(const Scope &scope)
{
    if (scope == m_options.scope && !m_data.charts.empty())
        return;
    m_options.scope = scope;
    recompute();
}

void DashboardView::setTopK(int k)
{
    if (k == m_options.topK)
        return;
    m_options.topK = k;
    if (m_topK->value() != k)
        m_topK->setValue(k);
    recompute();
}

void DashboardView::addAnnotationHistogram(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || m_options.annotations.contains(trimmed))
        return;
    m_options.annotations << trimmed;
    Q_EMIT annotationHistogramsChanged(m_options.annotations);
    recompute();
}

void DashboardView::removeAnnotationHistogram(const QString &name)
{
    if (!m_options.annotations.removeOne(name))
        return;
    Q_EMIT annotationHistogramsChanged(m_options.annotations);
    recompute();
}

void DashboardView::addAnnotationFromBox()
{
    addAnnotationHistogram(m_annotationBox->currentText());
    m_annotationBox->setEditText(QString());
}

bool DashboardView::isComputing() const
{
    return m_watcher.isRunning();
}

void DashboardView::recompute()
{
    if (!m_profile)
        return;
    // Utilization curves get about one point per 2 px of a card.
    const int cardWidth = std::max(
        ChartGrid::kMinCardWidth, m_grid->width() / std::max(1, m_grid->columnsForWidth(m_grid->width())));
    m_options.utilizationBins = std::clamp(cardWidth / 2, 100, 1000);
    m_status->setText(tr("Computing..."));
    const ProfilePtr profile = m_profile;
    DashboardOptions options = m_options;
    options.precisions = m_precisions;
    m_watcher.setFuture(
        QtConcurrent::run([profile, options] { return computeDashboard(*profile, options); }));
}

void DashboardView::applyData(DashboardData data)
{
    // A result for another scope or annotation set than the current one is stale.
    if (!m_profile || !(data.scope == m_options.scope))
        return;
    if (data.precisions)
        m_precisions = data.precisions;
    m_data = std::move(data);
    m_status->clear();
    fillScopes();
    const QString typed = m_annotationBox->currentText();
    m_annotationBox->clear();
    m_annotationBox->addItems(m_data.annotationNames);
    m_annotationBox->setEditText(typed);
    rebuildCards();
    m_placeholder->hide();
    m_scroll->show();
    Q_EMIT chartsUpdated();
}

void DashboardView::fillScopes()
{
    m_scopeBox->clear();
    int current = 0;
    for (size_t i = 0; i < m_data.scopes.size(); ++i) {
        m_scopeBox->addItem(m_data.scopes[i].label);
        if (m_data.scopes[i].scope == m_options.scope)
            current = int(i);
    }
    m_scopeBox->setCurrentIndex(current);
}

void DashboardView::rebuildCards()
{
    std::map<QString, ChartCard *> keep;
    std::vector<QWidget *> order;
    std::vector<QWidget *> withoutData; // "Not in this profile" cards go after those with data
    for (const ChartData &chart : m_data.charts) {
        ChartCard *card = nullptr;
        if (auto it = m_cards.find(chart.fileName); it != m_cards.end()) {
            card = it->second;
            m_cards.erase(it);
        } else {
            card = new ChartCard(m_grid);
            connect(card, &ChartCard::itemActivated, this, &DashboardView::activateItem);
            connect(card, &ChartCard::binActivated, this, &DashboardView::activateBin);
            connect(card, &ChartCard::removeRequested, this, [this](const QString &fileName) {
                if (const ChartData *c = m_data.chart(fileName))
                    removeAnnotationHistogram(c->annotation);
            });
            connect(card, &ChartCard::detailCurvesToggled, this, [this](bool on) { m_perGpuCurves = on; });
        }
        card->setChartData(chart, m_palette);
        if (chart.id == ChartId::GpuUtilization)
            card->setDetailCurvesVisible(m_perGpuCurves);
        keep[chart.fileName] = card;
        (chart.isEmpty() ? withoutData : order).push_back(card);
        if (chart.id == ChartId::Roofline) {
            if (!m_opTable) {
                m_opTable = new OpPerfTable(m_grid);
                connect(m_opTable, &OpPerfTable::rowActivated, this, &DashboardView::activateOpRow);
            }
            if (m_profile)
                m_opTable->setAnalysis(*m_profile, m_data.opPerf);
            // Beside the roofline; with the charts without data when it has no rows either.
            const bool rows = m_data.opPerf && !m_data.opPerf->rows.empty();
            (rows ? order : withoutData).push_back(m_opTable);
        }
    }
    order.insert(order.end(), withoutData.begin(), withoutData.end());
    for (auto &[name, card] : m_cards)
        delete card;
    m_cards = std::move(keep);
    m_grid->setCards(order);
}

ChartCard *DashboardView::card(const QString &fileName) const
{
    const auto it = m_cards.find(fileName);
    return it == m_cards.end() ? nullptr : it->second;
}

void DashboardView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        m_palette = ChartPalette::forPalette(palette());
        if (!m_data.charts.empty())
            rebuildCards();
    }
}

void DashboardView::activateItem(const ChartData &chart, int index)
{
    if (chart.id == ChartId::StepBreakdown) {
        if (index < 0 || size_t(index) >= chart.stacks.size() || !m_navigation)
            return;
        const ChartInstance &step = chart.stacks[size_t(index)].instance;
        if (step.durNs <= 0)
            return;
        m_navigation->zoomToRange(step.startNs, step.startNs + step.durNs, step.rank);
        m_navigation->showView(QStringLiteral("timeline"));
        m_status->setText(tr("Timeline zoomed to %1").arg(step.name));
        return;
    }
    if (chart.id == ChartId::Roofline) {
        if (index < 0 || size_t(index) >= chart.points.size() || !m_navigation)
            return;
        const ChartPoint &p = chart.points[size_t(index)];
        // Show the call with the most GPU time, then select the operator's earliest call: the
        // timeline's details list its instances.
        if (p.longestEndNs > p.longestStartNs)
            m_navigation->zoomToRange(p.longestStartNs, p.longestEndNs, p.rank);
        m_navigation->selectEvent(EventId(p.event));
        m_navigation->showView(QStringLiteral("timeline"));
        m_status->setText(tr("Selected operator: %1").arg(p.label.left(80)));
        return;
    }
    const bool kernelChart = chart.id == ChartId::KernelTimeTop15 || chart.id == ChartId::KernelCountTop15
        || chart.id == ChartId::KernelTimeAll || chart.id == ChartId::KernelCountAll;
    if (!kernelChart || index < 0 || size_t(index) >= chart.items.size())
        return;
    const ChartItem &item = chart.items[size_t(index)];
    if (item.colorKey == QLatin1String("other"))
        return; // "other" is many kernels, not one name
    if (m_navigation)
        m_navigation->selectKernelName(item.label);
    m_prevInstance->setEnabled(true);
    m_nextInstance->setEnabled(true);
    m_status->setText(tr("Selected kernel: %1").arg(item.label.left(80)));
}

void DashboardView::activateOpRow(int row)
{
    if (!m_data.opPerf || row < 0 || size_t(row) >= m_data.opPerf->rows.size() || !m_navigation)
        return;
    const OpPerfRow &op = m_data.opPerf->rows[size_t(row)];
    if (op.longest.endNs > op.longest.startNs)
        m_navigation->zoomToRange(op.longest.startNs, op.longest.endNs, op.longest.rank);
    m_navigation->selectEvent(op.firstCall);
    m_navigation->showView(QStringLiteral("timeline"));
}

void DashboardView::activateBin(const ChartData &chart, int index)
{
    if (index < 0 || size_t(index) >= chart.bins.size())
        return;
    const ChartBin &bin = chart.bins[size_t(index)];
    m_shownInstances = bin.instances;
    std::sort(m_shownInstances.begin(), m_shownInstances.end(),
        [](const ChartInstance &a, const ChartInstance &b) { return a.durNs > b.durNs; });
    m_instances->clear();
    for (const ChartInstance &i : m_shownInstances) {
        QString text = tr("%1  rank %2  %3  at %4")
                           .arg(i.name)
                           .arg(i.rank)
                           .arg(formatDuration(i.durNs), formatDuration(i.startNs));
        if (i.gpu)
            text += tr("  (GPU)");
        m_instances->addItem(text);
    }
    m_instanceTitle->setText(tr("%1: %2 in %3 \u2013 %4 (double-click to show in the timeline)")
                                 .arg(chart.title)
                                 .arg(m_shownInstances.size())
                                 .arg(formatDuration(bin.lowNs), formatDuration(bin.highNs)));
    m_instancePanel->show();
}

void DashboardView::activateInstance(int row)
{
    if (row < 0 || size_t(row) >= m_shownInstances.size() || !m_navigation)
        return;
    const ChartInstance &i = m_shownInstances[size_t(row)];
    m_navigation->zoomToRange(i.startNs, i.startNs + i.durNs, i.rank);
    m_navigation->showView(QStringLiteral("timeline"));
}

ExportResult DashboardView::exportCharts(const QString &dir, ExportFormat format, QSize size) const
{
    return stepline::exportCharts(m_data, dir, format, size, ChartPalette::light());
}

ExportResult DashboardView::exportDashboard(const QString &dir) const
{
    // The report is tried even when charts failed: each file that is not there is named.
    ExportResult result = exportCharts(dir, ExportFormat::Png);
    const QString report = QDir(dir).filePath(QStringLiteral("report.pdf"));
    QString error;
    if (writeReport(m_data, report, m_reportRules.get(), ChartPalette::light(), &error))
        result.files << report;
    else
        result.addFailure(error);
    return result;
}

void DashboardView::exportWithDialog()
{
    if (m_data.charts.empty())
        return;
    const QString dir
        = QFileDialog::getExistingDirectory(this, tr("Export dashboard into folder"), QDir::homePath());
    if (!dir.isEmpty())
        exportDashboardReporting(dir);
}

void DashboardView::exportDashboardReporting(const QString &dir)
{
    const ExportResult result = exportDashboard(dir);
    if (!result.ok()) {
        m_status->setText(tr("Export failed: %1").arg(result.error));
        // Not modal to the event loop, so tests (and the user) can go on; named for tests.
        auto *box = new QMessageBox(
            QMessageBox::Warning, tr("Export dashboard"), result.failureText(), QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("exportErrorBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    } else {
        m_status->setText(
            tr("Exported %1 files to %2").arg(result.files.size()).arg(QDir::toNativeSeparators(dir)));
    }
    Q_EMIT exportFinished(dir, result.failureText());
}

void DashboardView::setReportRules(std::shared_ptr<const RulesReportSource> rules)
{
    m_reportRules = std::move(rules);
}

} // namespace stepline
