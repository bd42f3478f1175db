#include "ranksview.h"

#include "common/navigation.h"
#include "common/timeformat.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QSplitter>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace stepline {

namespace {

// Sorts by the number in Qt::UserRole, shows the formatted text.
class NumberItem : public QTableWidgetItem
{
public:
    NumberItem(const QString &text, double value)
        : QTableWidgetItem(text)
    {
        setData(Qt::UserRole, value);
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

constexpr int kCollectiveIndexRole = Qt::UserRole + 1;

QString bandwidth(double gbps)
{
    return gbps < 0 ? QStringLiteral("-") : QString::number(gbps, 'f', 2);
}

// The scope labels of the dashboard (same context, so the same translations).
QString scopeTr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

} // namespace

std::map<int32_t, GpuTimeBreakdown> exposedCommByRank(const Profile &profile)
{
    GpuTimeOptions options;
    options.steps = false;
    std::map<int32_t, GpuTimeBreakdown> out;
    for (const DeviceGpuTime &d : analyzeGpuTime(profile, Scope::job(), options).devices)
        out[d.rank] += d.total;
    return out;
}

RanksResult computeRanksResult(
    const CrossRankData &data, const Scope &scope, bool alignClocks, const Profile *loaded)
{
    RanksResult out;
    CollectiveOptions options;
    options.alignClocks = alignClocks;
    if (data.input.ranks.size() >= 2)
        out.analysis = analyzeCollectives(data.input, options);
    if (loaded && !out.analysis.members.empty()) {
        // (rank, start on data's clock) -> the loaded profile's kernel.
        const CollectiveInput own = collectiveInput(*loaded);
        const int64_t shift = loaded->job().originAbsNs - data.originAbsNs;
        std::vector<std::tuple<int32_t, int64_t, EventId>> kernels;
        for (const CollectiveInput::RankEntry &e : own.ranks)
            for (uint32_t k = e.begin; k < e.end; ++k)
                kernels.emplace_back(e.rank, own.startNs[k] + shift, own.event[k]);
        std::sort(kernels.begin(), kernels.end(), [](const auto &a, const auto &b) {
            return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
        });
        for (CollectiveMember &m : out.analysis.members) {
            if (m.event.isValid())
                continue;
            const auto key = std::make_tuple(out.analysis.ranks[m.rankEntry].rank, m.rawStartNs, EventId());
            const auto it
                = std::lower_bound(kernels.begin(), kernels.end(), key, [](const auto &a, const auto &b) {
                      return std::tie(std::get<0>(a), std::get<1>(a))
                          < std::tie(std::get<0>(b), std::get<1>(b));
                  });
            if (it != kernels.end() && std::get<0>(*it) == std::get<0>(key)
                && std::get<1>(*it) == m.rawStartNs)
                m.event = std::get<2>(*it);
        }
    }
    out.grid = rankStepGrid(data.steps, scope, out.analysis);
    // A collective is between ranks: the box offers the job, its nodes and its ranks (no GPUs).
    out.scopes.push_back({ scopeTr("Whole job"), Scope::job() });
    if (data.input.nodes.size() > 1) {
        std::vector<std::string> nodes = data.input.nodes;
        std::sort(nodes.begin(), nodes.end());
        for (const std::string &node : nodes)
            out.scopes.push_back(
                { scopeTr("Node %1").arg(QString::fromStdString(node)), Scope::ofNode(node) });
    }
    if (data.input.ranks.size() > 1) {
        for (const CollectiveInput::RankEntry &r : data.input.ranks)
            out.scopes.push_back({ scopeTr("Rank %1").arg(r.rank), Scope::ofRank(r.rank) });
    }
    return out;
}

RankHeatmapWidget::RankHeatmapWidget(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumHeight(160);
}

void RankHeatmapWidget::setGrid(RankStepGrid grid)
{
    m_grid = std::move(grid);
    updateGeometry();
    update();
}

QSize RankHeatmapWidget::sizeHint() const
{
    return QSize(800, int(std::clamp<size_t>(m_grid.ranks.size() * 18 + 110, 180, 520)));
}

void RankHeatmapWidget::setColour(HeatmapColour colour)
{
    m_colour = colour;
    update();
}

void RankHeatmapWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const HeatmapColour shown = m_grid.hasCollectives() ? m_colour : HeatmapColour::StepTime;
    paintRankStepHeatmap(&painter, QRectF(rect()), m_grid, ChartPalette::forPalette(palette()),
        tr("%1 per rank and step").arg(heatmapColourName(shown)), shown);
}

QString RankHeatmapWidget::toolTipAt(QPointF position) const
{
    size_t row = 0, column = 0;
    if (!rankStepLayout(m_grid, QRectF(rect())).cellAt(m_grid, position, &row, &column))
        return QString();
    return rankStepCellText(m_grid, row, column);
}

bool RankHeatmapWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void RankHeatmapWidget::mousePressEvent(QMouseEvent *event)
{
    size_t row = 0, column = 0;
    if (event->button() == Qt::LeftButton
        && rankStepLayout(m_grid, QRectF(rect())).cellAt(m_grid, event->position(), &row, &column)
        && m_grid.durNs[m_grid.at(row, column)] >= 0)
        Q_EMIT stepClicked(m_grid.steps[column], m_grid.ranks[row]);
    QWidget::mousePressEvent(event);
}

RanksView::RanksView(Navigation *navigation, QWidget *parent)
    : QWidget(parent)
    , m_navigation(navigation)
    , m_result(std::make_shared<RanksResult>())
    , m_watcher(new QFutureWatcher<std::shared_ptr<const RanksResult>>(this))
    , m_scopeBox(new QComboBox(this))
    , m_colourBox(new QComboBox(this))
    , m_align(new QCheckBox(tr("Align node clocks"), this))
    , m_status(new QLabel(this))
    , m_heatmap(new RankHeatmapWidget(this))
    , m_rankTable(new QTableWidget(this))
    , m_collectiveTable(new QTableWidget(this))
{
    m_align->setToolTip(
        tr("Subtract each node's estimated clock offset (median end of the matched collectives "
           "against the first node) before comparing arrivals. Off: the clocks as recorded."));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Scope:"), this));
    top->addWidget(m_scopeBox);
    top->addSpacing(12);
    top->addWidget(m_align);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Colour:"), this));
    top->addWidget(m_colourBox);
    top->addStretch(1);
    for (HeatmapColour c :
        { HeatmapColour::Lateness, HeatmapColour::Wait, HeatmapColour::Compute, HeatmapColour::StepTime })
        m_colourBox->addItem(heatmapColourName(c), int(c));
    m_colourBox->setToolTip(
        tr("In synchronous training every rank's step lasts as long as the slowest one's: step time "
           "looks the same everywhere. The straggler arrives late and waits least."));
    connect(m_colourBox, &QComboBox::currentIndexChanged, this,
        [this](int index) { m_heatmap->setColour(HeatmapColour(m_colourBox->itemData(index).toInt())); });

    m_rankTable->setColumnCount(10);
    m_rankTable->setHorizontalHeaderLabels(
        { tr("Straggler #"), tr("Rank"), tr("Node"), tr("Collectives"), tr("Wait"), tr("Times last"),
            tr("Delay caused"), tr("Unmatched"), tr("Exposed wait"), tr("Exposed transfer") });
    m_rankTable->horizontalHeaderItem(8)->setToolTip(
        tr("Communication no computation hid, while the rank waited for the last peer of a collective "
           "(its GPUs summed). Caused by the late rank, not by the network."));
    m_rankTable->horizontalHeaderItem(9)->setToolTip(
        tr("Communication no computation hid, after the last peer arrived: the transfer itself."));
    m_collectiveTable->setColumnCount(11);
    m_collectiveTable->setHorizontalHeaderLabels(
        { tr("Kind"), tr("Group"), tr("Seq / order"), tr("Ranks"), tr("Size"), tr("Skew"), tr("Last rank"),
            tr("Delay"), tr("Transfer"), tr("algbw GB/s"), tr("busbw GB/s") });
    m_collectiveTable->setToolTip(
        tr("Double-click a collective to open it in the timeline: the kernels of every "
           "rank taking part, the last arrival selected and marked."));
    for (QTableWidget *t : { m_rankTable, m_collectiveTable }) {
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setSelectionBehavior(QAbstractItemView::SelectRows);
        t->setSelectionMode(QAbstractItemView::SingleSelection);
        t->verticalHeader()->setVisible(false);
        t->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
        // Numbers stay next to their headers instead of at the far end of a stretched column.
        t->horizontalHeader()->setStretchLastSection(false);
        t->setSortingEnabled(true);
    }

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_heatmap);
    split->addWidget(m_rankTable);
    split->addWidget(m_collectiveTable);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    connect(m_watcher, &QFutureWatcherBase::finished, this, &RanksView::showResult);
    connect(m_scopeBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        Scope scope;
        if (index >= 0 && Scope::parse(m_scopeBox->itemData(index).toString().toStdString(), &scope))
            setScope(scope);
    });
    connect(m_align, &QCheckBox::toggled, this, [this](bool on) {
        recompute();
        Q_EMIT alignClocksChanged(on);
    });
    connect(m_collectiveTable, &QTableWidget::itemActivated, this, [this](QTableWidgetItem *item) {
        const QTableWidgetItem *first = m_collectiveTable->item(item->row(), 0);
        if (first)
            openCollective(size_t(first->data(kCollectiveIndexRole).toULongLong()));
    });
    connect(m_heatmap, &RankHeatmapWidget::stepClicked, this, [this](int64_t step, int rank) {
        // A rank of the cross-rank data that the loaded profile does not hold has no timeline.
        const bool loaded = m_profile
            && std::any_of(m_profile->ranks().begin(), m_profile->ranks().end(),
                [rank](const RankInfo &r) { return r.rank == rank; });
        if (!m_navigation || !loaded)
            return;
        m_navigation->goToStep(step, rank);
        m_navigation->showView(QStringLiteral("timeline"));
    });
    setProfile(nullptr);
}

void RanksView::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_cross.reset();
    m_scope = Scope::job();
    recompute();
}

void RanksView::setCrossRankData(std::shared_ptr<const CrossRankData> data)
{
    m_cross = std::move(data);
    m_scope = Scope::job();
    recompute();
}

void RanksView::setScope(const Scope &scope)
{
    if (scope == m_scope)
        return;
    m_scope = scope;
    recompute();
}

void RanksView::setTimeUnit(TimeUnit unit)
{
    if (unit == m_timeUnit)
        return;
    m_timeUnit = unit;
    if (m_result) {
        RankStepGrid grid = m_result->grid;
        grid.timeUnit = unit;
        m_heatmap->setGrid(std::move(grid));
    }
    fillTables();
}

void RanksView::setAlignClocks(bool align)
{
    m_align->setChecked(align);
}

bool RanksView::alignClocks() const
{
    return m_align->isChecked();
}

bool RanksView::isComputing() const
{
    return m_watcher->isRunning();
}

void RanksView::waitForResults()
{
    m_watcher->waitForFinished();
    showResult();
}

void RanksView::fillScopes()
{
    m_scopeBox->blockSignals(true);
    m_scopeBox->clear();
    for (const ScopeChoice &choice : m_result->scopes)
        m_scopeBox->addItem(choice.label, QString::fromStdString(choice.scope.toString()));
    for (int i = 0; i < m_scopeBox->count(); ++i)
        if (m_scopeBox->itemData(i).toString().toStdString() == m_scope.toString())
            m_scopeBox->setCurrentIndex(i);
    m_scopeBox->setEnabled(m_scopeBox->count() > 1);
    m_scopeBox->blockSignals(false);
}

bool RanksView::inScope(int32_t rank) const
{
    switch (m_scope.kind) {
    case Scope::Kind::Job:
        return true;
    case Scope::Kind::Rank:
    case Scope::Kind::Gpu:
        return rank == m_scope.rank;
    case Scope::Kind::Node:
        if (const RankCollectiveStats *s = analysis().rankStats(rank))
            return s->node == m_scope.node;
        return false;
    }
    return true;
}

// Starts the computation for the current choices; the tab shows a placeholder until it is back.
// A newer start replaces the watched future, so a stale result is never shown.
void RanksView::recompute()
{
    if (!m_profile && !m_cross) {
        m_watcher->setFuture(QFuture<std::shared_ptr<const RanksResult>>());
        m_result = std::make_shared<RanksResult>();
        m_heatmap->setGrid(RankStepGrid());
        fillScopes();
        fillTables();
        return;
    }
    m_status->setText(tr("Matching the collectives of every rank..."));
    m_heatmap->setGrid(RankStepGrid());
    m_rankTable->setRowCount(0);
    m_collectiveTable->setRowCount(0);
    m_rankTable->setEnabled(false);
    m_collectiveTable->setEnabled(false);
    m_watcher->setFuture(QtConcurrent::run(
        [profile = m_profile, cross = m_cross, scope = m_scope, align = m_align->isChecked()] {
            const CrossRankData own = cross ? CrossRankData() : crossRankData(*profile);
            auto result = std::make_shared<RanksResult>(
                computeRanksResult(cross ? *cross : own, scope, align, cross ? profile.get() : nullptr));
            if (!cross)
                result->exposedByRank = exposedCommByRank(*profile);
            return std::shared_ptr<const RanksResult>(std::move(result));
        }));
}

void RanksView::showResult()
{
    // Called by the watcher and by waitForResults(): each result is shown once.
    if (m_watcher->future().resultCount() == 0 || m_watcher->future().result() == m_result)
        return;
    m_result = m_watcher->future().result();
    m_rankTable->setEnabled(true);
    m_collectiveTable->setEnabled(true);
    fillScopes();
    RankStepGrid grid = m_result->grid;
    grid.timeUnit = m_timeUnit;
    m_heatmap->setGrid(std::move(grid));
    m_colourBox->setEnabled(m_result->grid.hasCollectives());
    fillTables();
}

void RanksView::fillTables()
{
    const CollectiveAnalysis &a = analysis();
    QString status;
    if (!m_profile && !m_cross) {
        status = tr("No profile loaded.");
    } else if (!a.applies()) {
        status = collectivesMissingMessage();
    } else {
        status = tr("%1 collectives matched (%2 of %3 communication kernels).")
                     .arg(a.collectives.size())
                     .arg(a.matchedKernels)
                     .arg(a.communicationKernels);
        if (a.clockOffsets.size() > 1) {
            // Many nodes: the largest offsets only (the Information tab lists every node).
            constexpr size_t kShownOffsets = 8;
            std::vector<const NodeClockOffset *> shown;
            for (size_t n = 1; n < a.clockOffsets.size(); ++n)
                shown.push_back(&a.clockOffsets[n]);
            const bool cut = shown.size() > kShownOffsets;
            if (cut) {
                std::stable_sort(
                    shown.begin(), shown.end(), [](const NodeClockOffset *x, const NodeClockOffset *y) {
                        const int64_t ax = x->collectives > 0 ? std::abs(x->offsetNs) : -1;
                        const int64_t ay = y->collectives > 0 ? std::abs(y->offsetNs) : -1;
                        return ax > ay;
                    });
                shown.resize(kShownOffsets);
            }
            QStringList offsets;
            for (const NodeClockOffset *o : shown)
                offsets << QString::fromStdString(o->node) + QStringLiteral(" ")
                        + (o->collectives > 0 ? formatDuration(o->offsetNs, m_timeUnit) : tr("unknown"));
            if (cut)
                offsets << QStringLiteral("\u2026");
            status += QLatin1Char(' ')
                + (a.aligned ? tr("Node clock offsets against %1 (subtracted): %2.")
                             : tr("Node clock offsets against %1 (not applied): %2."))
                      .arg(QString::fromStdString(a.clockOffsets.front().node),
                          offsets.join(QStringLiteral(", ")));
        }
        for (const CollectiveWarning &w : a.warnings)
            status += QLatin1Char('\n') + tr("Warning: %1").arg(QString::fromStdString(w.message));
    }
    m_status->setText(status);

    m_rankTable->setUpdatesEnabled(false);
    m_collectiveTable->setUpdatesEnabled(false);
    m_rankTable->setSortingEnabled(false);
    m_rankTable->setRowCount(0);
    for (size_t place = 0; place < a.stragglerRanking.size(); ++place) {
        const int32_t rank = a.stragglerRanking[place];
        if (!inScope(rank))
            continue;
        const RankCollectiveStats &r = *a.rankStats(rank);
        const int row = m_rankTable->rowCount();
        m_rankTable->insertRow(row);
        m_rankTable->setItem(row, 0, new NumberItem(QString::number(place + 1), double(place + 1)));
        m_rankTable->setItem(row, 1, new NumberItem(QString::number(r.rank), r.rank));
        m_rankTable->setItem(row, 2, new QTableWidgetItem(QString::fromStdString(r.node)));
        m_rankTable->setItem(
            row, 3, new NumberItem(formatCount(qint64(r.collectives)), double(r.collectives)));
        m_rankTable->setItem(row, 4, new NumberItem(formatDuration(r.waitNs, m_timeUnit), double(r.waitNs)));
        m_rankTable->setItem(row, 5, new NumberItem(formatCount(qint64(r.timesLast)), double(r.timesLast)));
        m_rankTable->setItem(
            row, 6, new NumberItem(formatDuration(r.delayCausedNs, m_timeUnit), double(r.delayCausedNs)));
        m_rankTable->setItem(row, 7, new NumberItem(formatCount(qint64(r.unmatched)), double(r.unmatched)));
        const auto exposed = m_result->exposedByRank.find(rank);
        for (const bool wait : { true, false }) {
            // Absent, never 0, where the split is unknown: sorted below every known value.
            NumberItem *item = nullptr;
            if (exposed == m_result->exposedByRank.end()) {
                item = new NumberItem(QStringLiteral("\u2014"), -1);
                item->setToolTip(tr("Not known here: the ranks of this job were read without their events."));
            } else if (!exposed->second.commSplitKnown) {
                item = new NumberItem(QStringLiteral("\u2014"), -1);
                item->setToolTip(tr("Not split: this rank took part in no matched collective."));
            } else {
                const int64_t ns
                    = wait ? exposed->second.exposedCommWaitNs : exposed->second.exposedCommTransferNs;
                item = new NumberItem(formatDuration(ns, m_timeUnit), double(ns));
            }
            m_rankTable->setItem(row, wait ? 8 : 9, item);
        }
    }
    m_rankTable->setSortingEnabled(true);
    m_rankTable->sortItems(0);
    m_rankTable->resizeColumnsToContents();

    m_collectiveTable->setSortingEnabled(false);
    m_collectiveTable->setRowCount(0);
    for (size_t i = 0; i < a.collectives.size(); ++i) {
        const Collective &c = a.collectives[i];
        bool any = m_scope.kind == Scope::Kind::Job;
        for (uint32_t q = c.memberBegin; q < c.memberEnd && !any; ++q)
            any = inScope(a.ranks[a.members[q].rankEntry].rank);
        if (!any)
            continue;
        const int row = m_collectiveTable->rowCount();
        m_collectiveTable->insertRow(row);
        auto *kind = new QTableWidgetItem(QString::fromStdString(a.kinds[c.kind]));
        kind->setData(kCollectiveIndexRole, qulonglong(i));
        m_collectiveTable->setItem(row, 0, kind);
        const std::string &group = a.groups[c.group];
        m_collectiveTable->setItem(
            row, 1, new QTableWidgetItem(group.empty() ? tr("unknown") : QString::fromStdString(group)));
        m_collectiveTable->setItem(row, 2,
            c.seq >= 0 ? new NumberItem(tr("Seq %1").arg(c.seq), double(c.seq))
                       : new NumberItem(tr("#%1").arg(c.ordinal + 1), double(c.ordinal)));
        m_collectiveTable->setItem(row, 3, new NumberItem(QString::number(c.size()), c.size()));
        m_collectiveTable->setItem(row, 4,
            c.bytes >= 0 ? new NumberItem(formatBytes(c.bytes), double(c.bytes))
                         : new NumberItem(QStringLiteral("-"), -1));
        m_collectiveTable->setItem(
            row, 5, new NumberItem(formatDuration(c.skewNs, m_timeUnit), double(c.skewNs)));
        m_collectiveTable->setItem(row, 6, new NumberItem(QString::number(c.lastRank), c.lastRank));
        m_collectiveTable->setItem(
            row, 7, new NumberItem(formatDuration(c.delayNs, m_timeUnit), double(c.delayNs)));
        // A negative transfer is no duration: the figure is left out and the cell names the cause.
        auto *transfer = c.transferNs < 0
            ? new NumberItem(tr("clock skew"), -1)
            : new NumberItem(formatDuration(c.transferNs, m_timeUnit), double(c.transferNs));
        // Transfer is each rank's end minus the last arrival; across nodes whose clocks disagree
        // that can come out negative, and the bandwidths are then left out.
        if (c.transferNs < 0)
            transfer->setToolTip(a.aligned
                    ? tr("Negative: the ranks' ends come before the last arrival even with the node "
                         "clocks aligned, so the clock offset estimate does not fit this collective.")
                    : tr("Negative: the ranks' ends come before the last arrival on their own clocks. "
                         "The nodes' clocks disagree; turn on \"Align node clocks\"."));
        m_collectiveTable->setItem(row, 8, transfer);
        m_collectiveTable->setItem(row, 9, new NumberItem(bandwidth(c.algbwGbps), c.algbwGbps));
        m_collectiveTable->setItem(row, 10, new NumberItem(bandwidth(c.busbwGbps), c.busbwGbps));
    }
    m_collectiveTable->setSortingEnabled(true);
    m_collectiveTable->resizeColumnsToContents();
    m_rankTable->setUpdatesEnabled(true);
    m_collectiveTable->setUpdatesEnabled(true);
}

void RanksView::openCollective(size_t index)
{
    const CollectiveAnalysis &a = analysis();
    if (!m_navigation || index >= a.collectives.size())
        return;
    const Collective &c = a.collectives[index];
    QList<EventId> kernels;
    EventId last;
    for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q) {
        const CollectiveMember &m = a.members[q];
        if (!m.event.isValid())
            continue;
        kernels << m.event;
        if (a.ranks[m.rankEntry].rank == c.lastRank)
            last = m.event;
    }
    if (kernels.isEmpty())
        return;
    // The timeline first becomes visible, so it zooms with its real width.
    m_navigation->showView(QStringLiteral("timeline"));
    m_navigation->showCollective(kernels, last);
}

} // namespace stepline
