#include "timelinewidget.h"

#include "common/flowlayout.h"
#include "common/navigation.h"
#include "common/timeformat.h"
#include "selectiondetails.h"
#include "timelineview.h"
#include "tracktreemodel.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <limits>

namespace stepline {

namespace {

QToolButton *toolButton(const QString &text, const QString &tip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

} // namespace

TimelineWidget::TimelineWidget(Navigation *navigation, QWidget *parent)
    : QWidget(parent)
    , m_navigation(navigation)
    , m_tracks(new TrackTreeModel(this))
    , m_gpuTimeWatcher(new QFutureWatcher<GpuRows>(this))
{
    connect(m_gpuTimeWatcher, &QFutureWatcherBase::finished, this, [this] {
        if (!m_profile || m_gpuTimeWatcher->future().resultCount() == 0)
            return;
        const GpuRows rows = m_gpuTimeWatcher->result();
        const int scroll = m_view->verticalScrollBar()->value();
        m_tracks->setMemory(rows.memory);
        m_tracks->setGpuTime(rows.gpuTime);
        // The new rows (idle bands, memory) shift everything below the first GPU: keep a row that
        // a link revealed at the top.
        if (!m_revealedKey.isEmpty()) {
            for (size_t i = 0; i < m_tracks->nodes().size(); ++i) {
                if (m_tracks->nodes()[i].key == m_revealedKey)
                    revealNode(int(i));
            }
        } else {
            m_view->verticalScrollBar()->setValue(scroll);
        }
        Q_EMIT gpuTimeReady();
    });
    // Toolbar.
    // The toolbar's groups (step, search, display) wrap onto a second row in a narrow window
    // rather than holding the window wide or hiding controls.
    m_toolbar = new QWidget(this);
    auto *flow = new FlowLayout(m_toolbar, 12);
    flow->setContentsMargins(4, 2, 4, 2);
    const auto group = [this, flow] {
        auto *box = new QWidget(m_toolbar);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        flow->addWidget(box);
        return row;
    };
    QHBoxLayout *bar = group();
    bar->addWidget(new QLabel(tr("Step"), this));
    m_stepBox = new QSpinBox(this);
    m_stepBox->setRange(0, 0);
    m_stepBox->setSpecialValueText(tr("all"));
    m_stepBox->setToolTip(tr("Go to ProfilerStep N (Enter)"));
    bar->addWidget(m_stepBox);
    auto *prevStep = toolButton(QStringLiteral("◀"), tr("Previous step"), this);
    auto *nextStep = toolButton(QStringLiteral("▶"), tr("Next step"), this);
    bar->addWidget(prevStep);
    bar->addWidget(nextStep);
    m_stepLabel = new QLabel(this);
    bar->addWidget(m_stepLabel);
    bar = group();
    m_searchEdit = new QLineEdit(this);
    m_searchEdit->setPlaceholderText(tr("Search names (Ctrl+F)"));
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setMinimumWidth(220);
    bar->addWidget(m_searchEdit, 1);
    m_regex = new QCheckBox(tr("Regex"), this);
    bar->addWidget(m_regex);
    auto *prevMatch = toolButton(QStringLiteral("↑"), tr("Previous match (Shift+Enter)"), this);
    auto *nextMatch = toolButton(QStringLiteral("↓"), tr("Next match (Enter)"), this);
    bar->addWidget(prevMatch);
    bar->addWidget(nextMatch);
    m_searchStatus = new QLabel(this);
    bar->addWidget(m_searchStatus);
    m_filterRows = new QCheckBox(tr("Only rows with matches"), this);
    bar->addWidget(m_filterRows);
    bar = group();
    auto *hideIdle = new QCheckBox(tr("Hide idle rows"), this);
    auto *arrows = new QCheckBox(tr("All launch arrows"), this);
    auto *wallClock = new QCheckBox(tr("Wall clock"), this);
    auto *fit = toolButton(tr("Fit"), tr("Show the whole job (Home)"), this);
    bar->addWidget(hideIdle);
    bar->addWidget(arrows);
    bar->addWidget(wallClock);
    bar->addWidget(fit);

    // Track tree and timeline share row heights (SizeHintRole) and the vertical offset.
    m_tree = new QTreeView(this);
    m_tree->setModel(m_tracks);
    m_tree->setUniformRowHeights(false);
    m_tree->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_tree->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tree->setIndentation(12);
    m_tree->setFrameShape(QFrame::NoFrame);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->header()->setFixedHeight(TimelineView::kRulerHeight);
    m_tree->header()->setStretchLastSection(true);
    m_view = new TimelineView(m_tracks, this);

    auto *rows = new QSplitter(Qt::Horizontal, this);
    rows->addWidget(m_tree);
    rows->addWidget(m_view);
    rows->setStretchFactor(1, 1);
    rows->setSizes({ 260, 900 });

    m_selection = new QTextBrowser(this);
    m_selection->setOpenLinks(false);
    m_connections = new QListWidget(this);
    m_measure = new QTextBrowser(this);
    auto panelBox = [this](const QString &title, QWidget *content) {
        auto *box = new QWidget(this);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(2, 2, 2, 2);
        auto *label = new QLabel(QStringLiteral("<b>%1</b>").arg(title), box);
        layout->addWidget(label);
        layout->addWidget(content, 1);
        return box;
    };
    auto *side = new QSplitter(Qt::Vertical, this);
    side->addWidget(panelBox(tr("Current selection"), m_selection));
    side->addWidget(panelBox(tr("Connections"), m_connections));
    side->addWidget(panelBox(tr("Measured range (Shift+drag)"), m_measure));
    side->setSizes({ 300, 150, 150 });
    m_side = side;

    auto *main = new QSplitter(Qt::Horizontal, this);
    main->addWidget(rows);
    main->addWidget(side);
    main->setStretchFactor(0, 1);
    main->setSizes({ 1100, 320 });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolbar);
    layout->addWidget(main, 1);

    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(250);

    // Vertical scroll sync (both ways; the timeline owns the visible scroll bar).
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int v) {
        if (m_syncingScroll)
            return;
        m_syncingScroll = true;
        m_tree->verticalScrollBar()->setValue(v);
        m_syncingScroll = false;
    });
    connect(m_tree->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int v) {
        if (m_syncingScroll)
            return;
        m_syncingScroll = true;
        m_view->verticalScrollBar()->setValue(v);
        m_syncingScroll = false;
    });
    // The tree lays out its rows later than the timeline (after a link expands a GPU): its scroll
    // range is short for a moment and clamps the value the timeline sent. Follow the timeline
    // again once the range has grown, so the labels stay beside their rows.
    connect(m_tree->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this] {
        if (m_syncingScroll)
            return;
        m_syncingScroll = true;
        m_tree->verticalScrollBar()->setValue(m_view->verticalScrollBar()->value());
        m_syncingScroll = false;
    });
    connect(m_tree, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        m_tracks->setExpanded(m_tracks->nodeOf(index), true);
        Q_EMIT expansionChanged(m_tracks->expansionOverrides());
    });
    connect(m_tree, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        m_tracks->setExpanded(m_tracks->nodeOf(index), false);
        Q_EMIT expansionChanged(m_tracks->expansionOverrides());
    });
    connect(m_tracks, &QAbstractItemModel::modelReset, this, &TimelineWidget::applyExpansionToTree);

    connect(m_view, &TimelineView::eventClicked, this, [this](EventId e) {
        if (m_navigation)
            m_navigation->selectEvent(e);
        else
            selectEvent(e);
    });
    connect(m_view, &TimelineView::measureChanged, this, [this](int64_t from, int64_t to) {
        if (m_profile)
            m_measure->setHtml(rangeHtml(*m_profile, *m_tracks, from, to));
        m_navigation->selectTimeRange(from, to);
    });
    connect(m_connections, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const EventId e(item->data(Qt::UserRole).toUInt());
        if (m_navigation)
            m_navigation->selectEvent(e);
        else
            selectEvent(e);
        m_view->revealEvent(e, false);
    });
    connect(m_connections, &QListWidget::itemClicked, m_connections, &QListWidget::itemActivated);

    // Only Enter, the arrows or a real edit move the view; losing focus must not.
    m_stepBox->setKeyboardTracking(false);
    connect(m_stepBox, &QSpinBox::valueChanged, this, [this](int value) {
        if (value == m_stepBox->minimum()) {
            m_currentStep = -1;
            m_view->fitAll();
        } else {
            goToStep(value);
        }
    });
    connect(prevStep, &QToolButton::clicked, this, [this] { stepBy(-1); });
    connect(nextStep, &QToolButton::clicked, this, [this] { stepBy(1); });

    connect(m_searchEdit, &QLineEdit::textChanged, m_searchTimer, qOverload<>(&QTimer::start));
    connect(m_regex, &QCheckBox::toggled, this, &TimelineWidget::runSearch);
    connect(m_searchTimer, &QTimer::timeout, this, &TimelineWidget::runSearch);
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_searchTimer->isActive()) {
            m_searchTimer->stop();
            runSearch();
        }
        jumpToMatch(m_search.next());
    });
    connect(nextMatch, &QToolButton::clicked, this, [this] { jumpToMatch(m_search.next()); });
    connect(prevMatch, &QToolButton::clicked, this, [this] { jumpToMatch(m_search.previous()); });
    connect(m_filterRows, &QCheckBox::toggled, this, &TimelineWidget::setFilterRowsToMatches);
    connect(hideIdle, &QCheckBox::toggled, this, &TimelineWidget::setHideIdleRows);
    connect(arrows, &QCheckBox::toggled, m_view, &TimelineView::setShowAllArrows);
    connect(wallClock, &QCheckBox::toggled, this, [this](bool on) {
        m_view->setWallClock(on);
        if (m_profile)
            m_selection->setHtml(selectionHtml(*m_profile, m_view->selectedEvent(), on));
    });
    connect(fit, &QToolButton::clicked, m_view, &TimelineView::fitAll);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_searchEdit->setFocus();
        m_searchEdit->selectAll();
    });

    if (m_navigation) {
        connect(m_navigation, &Navigation::eventSelected, this, &TimelineWidget::selectEvent);
        connect(m_navigation, &Navigation::rangeRequested, this, &TimelineWidget::showPlace);
        connect(m_navigation, &Navigation::stepRequested, this, [this](int64_t n, int rank) {
            if (goToStep(n, rank) && rank >= 0)
                revealNode(m_tracks->nodeOfPlace(rank, -1));
        });
        connect(m_navigation, &Navigation::kernelNameSelected, this, &TimelineWidget::onKernelName);
        connect(m_navigation, &Navigation::kernelInstanceStepRequested, this, &TimelineWidget::onKernelStep);
        connect(m_navigation, &Navigation::collectiveRequested, this, &TimelineWidget::showCollective);
    }
    // Row folding, as in Perfetto's and Nsight Systems' track menus.
    auto *foldAll = new QAction(tr("Fold all rows"), this);
    auto *unfoldAll = new QAction(tr("Unfold all rows"), this);
    auto *foldCpu = new QAction(tr("Fold CPU processes"), this);
    auto *pseudo = new QAction(tr("Show profiler bookkeeping rows (Spans, Traces, no pid)"), this);
    pseudo->setCheckable(true);
    foldAll->setObjectName(QStringLiteral("foldAllRows"));
    unfoldAll->setObjectName(QStringLiteral("unfoldAllRows"));
    foldCpu->setObjectName(QStringLiteral("foldCpuProcesses"));
    pseudo->setObjectName(QStringLiteral("showPseudoRows"));
    auto setAll = [this](bool expanded, bool processesOnly) {
        m_tracks->setAllExpanded(expanded, processesOnly);
        applyExpansionToTree();
        Q_EMIT expansionChanged(m_tracks->expansionOverrides());
    };
    connect(foldAll, &QAction::triggered, this, [setAll] { setAll(false, false); });
    connect(unfoldAll, &QAction::triggered, this, [setAll] { setAll(true, false); });
    connect(foldCpu, &QAction::triggered, this, [setAll] { setAll(false, true); });
    connect(pseudo, &QAction::toggled, m_tracks, &TrackTreeModel::setShowPseudoRows);
    m_rowActions = { foldAll, unfoldAll, foldCpu, pseudo };
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        menu.addActions(m_rowActions);
        menu.exec(m_tree->viewport()->mapToGlobal(pos));
    });

    m_view->setDarkPalette(palette().color(QPalette::Window).lightness() < 110);
    setProfile(nullptr);
}

void TimelineWidget::changeEvent(QEvent *event)
{
    // Follow the application's light/dark appearance when it changes at run time.
    if (event->type() == QEvent::PaletteChange)
        m_view->setDarkPalette(palette().color(QPalette::Window).lightness() < 110);
    QWidget::changeEvent(event);
}

TimelineWidget::~TimelineWidget() = default;

void TimelineWidget::setProfile(ProfilePtr profile, const QHash<QString, bool> &expansion)
{
    m_profile = std::move(profile);
    m_search.setProfile(m_profile);
    m_searchEdit->blockSignals(true);
    m_searchEdit->clear();
    m_searchEdit->blockSignals(false);
    m_searchStatus->clear();
    m_kernelInstances.clear();
    m_kernelIndex = -1;
    m_revealedKey.clear();
    m_steps = m_profile ? hostStepsByTime(*m_profile) : std::vector<Step>();
    m_currentStep = -1;
    int64_t lo = 0, hi = 0;
    for (const Step &s : m_steps) {
        lo = std::min(lo == 0 && hi == 0 ? s.number : lo, s.number);
        hi = std::max(hi, s.number);
    }
    // One value below the first step reads "all": the whole job, as a load shows it, until a step
    // is chosen or a jump lands in one.
    m_stepBox->blockSignals(true);
    m_stepBox->setRange(int(lo) - 1, int(hi));
    m_stepBox->setValue(m_stepBox->minimum());
    m_stepBox->blockSignals(false);
    m_stepBox->setEnabled(!m_steps.empty());
    m_stepLabel->setText(m_steps.empty() ? tr("(no steps)") : tr("of %1…%2").arg(lo).arg(hi));
    m_view->setProfile(nullptr);
    m_tracks->setProfile(m_profile);
    m_tracks->setExpansionOverrides(m_profile ? expansion : QHash<QString, bool>());
    applyExpansionToTree();
    m_view->setProfile(m_profile);
    // Idle bands need every idle piece of every GPU, memory rows the args of every [memory] event:
    // computed on a worker, shown when done. A newer profile replaces the watched future, so a
    // stale result never arrives.
    if (m_profile) {
        m_gpuTimeWatcher->setFuture(QtConcurrent::run([profile = m_profile] {
            GpuTimeOptions options;
            options.steps = false;
            options.segments = true;
            GpuRows rows;
            rows.gpuTime
                = std::make_shared<const GpuTimeAnalysis>(analyzeGpuTime(*profile, Scope::job(), options));
            rows.memory = std::make_shared<const GpuMemory>(gpuMemory(*profile));
            return rows;
        }));
    } else {
        m_gpuTimeWatcher->setFuture(QFuture<GpuRows>());
    }
    m_selection->setHtml(m_profile ? selectionHtml(*m_profile, {}, false) : tr("<i>No profile loaded.</i>"));
    m_connections->clear();
    m_measure->clear();
}

void TimelineWidget::applyExpansionToTree()
{
    for (size_t i = 0; i < m_tracks->nodes().size(); ++i) {
        const TrackRow &node = m_tracks->nodes()[i];
        if (!node.children.empty())
            m_tree->setExpanded(m_tracks->indexOfNode(int(i)), node.expanded);
    }
}

void TimelineWidget::selectEvent(EventId event)
{
    if (!m_profile)
        return;
    if (event.isValid() && event.value >= m_profile->slices().size())
        event = {};
    m_view->setSelectedEvent(event);
    if (event.isValid())
        m_view->revealEvent(event, false);
    m_selection->setHtml(selectionHtml(*m_profile, event, m_view->wallClock()));
    m_connections->clear();
    for (const Connection &c : connectionsOf(*m_profile, event)) {
        auto *item = new QListWidgetItem(c.text, m_connections);
        item->setData(Qt::UserRole, c.event.value);
        item->setToolTip(c.text);
    }
}

bool TimelineWidget::goToStep(int64_t number, int rank)
{
    for (size_t i = 0; i < m_steps.size(); ++i) {
        const Step &s = m_steps[i];
        if (s.number != number || (rank >= 0 && s.rank != rank))
            continue;
        m_currentStep = int(i);
        m_stepBox->blockSignals(true);
        m_stepBox->setValue(int(number));
        m_stepBox->blockSignals(false);
        m_view->zoomToRange(s.tsNs, s.tsNs + s.durNs);
        return true;
    }
    return false;
}

void TimelineWidget::showPlace(int64_t fromNs, int64_t toNs, int rank, int device)
{
    if (!m_profile)
        return;
    if (m_search.isActive() || !m_searchEdit->text().isEmpty()) {
        setSearch(QString(), false);
        setFilterRowsToMatches(false);
    }
    if (m_view->selectedEvent().isValid())
        selectEvent({});
    m_view->zoomToRange(fromNs, toNs);
    showStepOf(fromNs, rank);
    revealNode(m_tracks->nodeOfPlace(rank, device));
}

// The Step box follows a jump made elsewhere: the step (on that rank, else any) holding `ns`.
void TimelineWidget::showStepOf(int64_t ns, int rank)
{
    for (size_t i = 0; i < m_steps.size(); ++i) {
        const Step &s = m_steps[i];
        if ((rank >= 0 && s.rank != rank) || ns < s.tsNs || ns >= s.tsNs + s.durNs)
            continue;
        m_currentStep = int(i);
        m_stepBox->blockSignals(true);
        m_stepBox->setValue(int(s.number));
        m_stepBox->blockSignals(false);
        return;
    }
    // A place in no step: the box must not keep naming the previous one.
    m_currentStep = -1;
    m_stepBox->blockSignals(true);
    m_stepBox->setValue(m_stepBox->minimum());
    m_stepBox->blockSignals(false);
}

void TimelineWidget::revealNode(int node)
{
    if (node < 0 || node >= int(m_tracks->nodes().size()))
        return;
    m_revealedKey = m_tracks->node(node).key;
    for (int n = node; n >= 0; n = m_tracks->node(n).parent) {
        if (!m_tracks->node(n).children.empty() && !m_tracks->node(n).expanded)
            m_tree->setExpanded(m_tracks->indexOfNode(n), true); // mirrored into the model
    }
    // A GPU opens down to its streams; its host copy of the launching threads stays as it was.
    for (int child : m_tracks->node(node).children) {
        const TrackRow &c = m_tracks->node(child);
        if (c.kind == RowKind::GpuDevice && !c.expanded)
            m_tree->setExpanded(m_tracks->indexOfNode(child), true);
    }
    m_tree->doItemsLayout(); // its scroll range now covers the rows just expanded
    for (const RowLayout &r : m_tracks->layout()) {
        if (r.node == node) {
            m_view->verticalScrollBar()->setValue(r.y);
            break;
        }
    }
}

void TimelineWidget::stepBy(int delta)
{
    if (m_steps.empty())
        return;
    if (m_currentStep < 0) {
        goToStep(m_steps.front().number);
        return;
    }
    // Next/previous step number on the same rank as the current one.
    const Step &current = m_steps[size_t(m_currentStep)];
    goToStep(current.number + delta, current.rank);
}

void TimelineWidget::setSearch(const QString &text, bool regex)
{
    m_searchEdit->blockSignals(true);
    m_searchEdit->setText(text);
    m_searchEdit->blockSignals(false);
    m_regex->blockSignals(true);
    m_regex->setChecked(regex);
    m_regex->blockSignals(false);
    runSearch();
}

void TimelineWidget::runSearch()
{
    m_searchTimer->stop();
    const bool ok = m_search.setQuery(m_searchEdit->text(), m_regex->isChecked());
    m_view->setNameMatches(m_search.isActive() ? &m_search.nameMatches() : nullptr);
    if (m_filterRows->isChecked())
        setFilterRowsToMatches(true);
    if (!ok)
        m_searchStatus->setText(tr("invalid regex"));
    else
        updateSearchStatus();
}

void TimelineWidget::updateSearchStatus()
{
    if (!m_search.isActive()) {
        m_searchStatus->clear();
        return;
    }
    const qint64 total = qint64(m_search.matches().size());
    m_searchStatus->setText(m_search.currentIndex() >= 0
            ? tr("%1 of %2").arg(formatCount(m_search.currentIndex() + 1), formatCount(total))
            : tr("%1 matches").arg(formatCount(total)));
}

void TimelineWidget::jumpToMatch(EventId event)
{
    updateSearchStatus();
    if (!event.isValid())
        return;
    if (m_navigation)
        m_navigation->selectEvent(event);
    else
        selectEvent(event);
    m_view->revealEvent(event, false);
}

void TimelineWidget::setFilterRowsToMatches(bool filter)
{
    if (m_filterRows->isChecked() != filter) {
        m_filterRows->blockSignals(true);
        m_filterRows->setChecked(filter);
        m_filterRows->blockSignals(false);
    }
    m_tracks->setTrackFilter(
        filter && m_search.isActive() ? m_search.tracksWithMatches() : std::vector<bool>());
}

void TimelineWidget::setPanelsVisible(bool visible)
{
    m_toolbar->setVisible(visible);
    m_side->setVisible(visible);
}

void TimelineWidget::setHideIdleRows(bool hide)
{
    m_tracks->setHideIdle(hide);
}

void TimelineWidget::setIdleBandVisible(bool visible)
{
    m_tracks->setShowIdleBand(visible);
}

bool TimelineWidget::idleBandVisible() const
{
    return m_tracks->showIdleBand();
}

bool TimelineWidget::isComputingGpuTime() const
{
    return m_gpuTimeWatcher->isRunning();
}

void TimelineWidget::onKernelName(const QString &name)
{
    m_kernelInstances = m_profile ? findByName(*m_profile, name) : std::vector<EventId>();
    m_kernelIndex = -1;
    onKernelStep(1);
}

void TimelineWidget::onKernelStep(int delta)
{
    if (m_kernelInstances.empty())
        return;
    const int n = int(m_kernelInstances.size());
    m_kernelIndex = m_kernelIndex < 0 ? (delta >= 0 ? 0 : n - 1) : ((m_kernelIndex + delta) % n + n) % n;
    const EventId e = m_kernelInstances[size_t(m_kernelIndex)];
    if (m_navigation)
        m_navigation->selectEvent(e);
    else
        selectEvent(e);
    m_view->revealEvent(e, true);
}

// Only the rows of the collective's kernels (the "filter rows" box is checked, so unchecking it
// brings every row back), zoomed to them, the last arrival selected and marked.
void TimelineWidget::showCollective(const QList<EventId> &kernels, EventId lastArrival)
{
    if (!m_profile || kernels.isEmpty())
        return;
    const SliceTable &s = m_profile->slices();
    std::vector<bool> keep(m_profile->tracks().size(), false);
    int64_t from = std::numeric_limits<int64_t>::max(), to = std::numeric_limits<int64_t>::min();
    for (const EventId e : kernels) {
        if (!e.isValid() || e.value >= s.size())
            continue;
        keep[s.track[e.value].value] = true;
        from = std::min(from, s.ts[e.value]);
        to = std::max(to, s.end(e.value));
    }
    if (from > to)
        return;
    m_filterRows->blockSignals(true);
    m_filterRows->setChecked(true);
    m_filterRows->blockSignals(false);
    m_tracks->setTrackFilter(std::move(keep));
    m_view->zoomToRange(from, to);
    if (lastArrival.isValid() && lastArrival.value < s.size()) {
        const int rank = m_profile->ranks()[m_profile->track(s.track[lastArrival.value]).rank].rank;
        m_view->setMarker(s.ts[lastArrival.value], tr("last arrival: rank %1").arg(rank));
        if (m_navigation)
            m_navigation->selectEvent(lastArrival);
        else
            selectEvent(lastArrival);
    }
}

} // namespace stepline
