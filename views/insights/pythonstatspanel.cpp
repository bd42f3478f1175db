#include "pythonstatspanel.h"

#include "common/timeformat.h"
#include "icicleview.h"
#include "pythonstats.h"
#include "pythonstatsformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace stepline {

namespace {

constexpr int kMaxRows = 5000;
constexpr int kDumpIndexRole = Qt::UserRole + 1; // dump table: index into the parsed dumps
constexpr int kRowIndexRole = Qt::UserRole + 2; // function table: index into the rows

// Sorts numerically on the raw value, not the formatted text.
class NumberItem : public QTableWidgetItem
{
public:
    NumberItem(const QString &text, qint64 value)
        : QTableWidgetItem(text)
    {
        setData(Qt::UserRole, value);
        setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toLongLong() < other.data(Qt::UserRole).toLongLong();
    }
};

QTableWidget *makeTable(QWidget *parent, const QStringList &headers)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    return t;
}

QString callsText(const std::optional<uint64_t> &calls, const std::optional<uint64_t> &primitive)
{
    if (!calls)
        return QStringLiteral("\u2014");
    QString text = formatCount(qint64(*calls));
    if (primitive && *primitive != *calls)
        text += QLatin1Char('/') + formatCount(qint64(*primitive));
    return text;
}

QString modeText(PythonMode mode)
{
    return QString::fromLatin1(pythonModeName(mode).data(), qsizetype(pythonModeName(mode).size()));
}

QString jobPhaseText(JobPhase phase)
{
    switch (phase) {
    case JobPhase::Initialization:
        return PythonStatsPanel::tr("Initialization");
    case JobPhase::TrainingLoop:
        return PythonStatsPanel::tr("Training loop");
    case JobPhase::Finalization:
        return PythonStatsPanel::tr("Finalization");
    case JobPhase::All:
        break;
    }
    return PythonStatsPanel::tr("Whole job");
}

} // namespace

PythonStatsPanel::PythonStatsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    int col = 0;
    const auto addLabeled = [&](int row, const QString &label, QWidget *w, int span = 1) {
        grid->addWidget(new QLabel(label, this), row, col++, Qt::AlignRight);
        grid->addWidget(w, row, col, 1, span);
        col += span;
    };

    m_source = new QComboBox(this);
    m_source->setToolTip(
        tr("python_function events come from traces taken with with_stack=True; cProfile and pyinstrument "
           "dumps are the SageMaker Debugger's python_stats files of the job."));
    addLabeled(0, tr("Source:"), m_source);
    m_node = new QComboBox(this);
    m_node->setToolTip(tr("The Debugger's node id (<pid>-<host>) the dumps come from."));
    addLabeled(0, tr("Node:"), m_node);
    m_mode = new QComboBox(this);
    m_mode->addItem(tr("Any"), -1);
    for (PythonMode m : { PythonMode::Train, PythonMode::Eval, PythonMode::Predict, PythonMode::Global })
        m_mode->addItem(modeText(m), int(m));
    m_mode->setToolTip(tr("Dumps that start and end in this mode; also the mode the step numbers count in "
                          "(train when Any, as smdebug does)."));
    addLabeled(0, tr("Mode:"), m_mode);
    col = 0; // a second row, so the filters fit a 1200 px window
    m_phase = new QComboBox(this);
    m_phase->addItem(tr("Whole job"), int(JobPhase::All));
    m_phase->addItem(tr("Initialization (before the first step)"), int(JobPhase::Initialization));
    m_phase->addItem(tr("Training loop"), int(JobPhase::TrainingLoop));
    m_phase->addItem(tr("Finalization (after the last step)"), int(JobPhase::Finalization));
    addLabeled(1, tr("Phase:"), m_phase);
    m_combination = new QComboBox(this);
    m_combination->setToolTip(tr("Training phase: the dumps with this start mode and end mode."));
    addLabeled(1, tr("Training phase:"), m_combination);

    col = 0;
    auto *steps = new QWidget(this);
    auto *stepsLayout = new QHBoxLayout(steps);
    stepsLayout->setContentsMargins(0, 0, 0, 0);
    m_firstStep = new QSpinBox(steps);
    m_lastStep = new QSpinBox(steps);
    m_startPhase = new QComboBox(steps);
    m_endPhase = new QComboBox(steps);
    for (QSpinBox *box : { m_firstStep, m_lastStep }) {
        box->setRange(-1, 1'000'000'000);
        box->setSpecialValueText(tr("any"));
        box->setValue(-1);
    }
    for (StepPhase p : { StepPhase::Start, StepPhase::StepStart, StepPhase::ForwardPassEnd,
             StepPhase::StepEnd, StepPhase::End }) {
        const QString name = QString::fromLatin1(stepPhaseName(p).data(), qsizetype(stepPhaseName(p).size()));
        m_startPhase->addItem(name, int(p));
        m_endPhase->addItem(name, int(p));
    }
    m_startPhase->setCurrentIndex(m_startPhase->findData(int(StepPhase::StepStart)));
    m_endPhase->setCurrentIndex(m_endPhase->findData(int(StepPhase::StepEnd)));
    m_startPhase->setToolTip(tr("The phase of the first step the dumps start at (smdebug's start_phase)."));
    m_endPhase->setToolTip(tr("The phase of the last step the dumps end at (smdebug's end_phase)."));
    stepsLayout->addWidget(m_firstStep);
    stepsLayout->addWidget(m_startPhase);
    stepsLayout->addWidget(new QLabel(tr("to"), steps));
    stepsLayout->addWidget(m_lastStep);
    stepsLayout->addWidget(m_endPhase);
    addLabeled(2, tr("Steps:"), steps, 3);
    m_timeLink = new QCheckBox(tr("Timeline selection"), this);
    m_timeLink->setToolTip(
        tr("Only what overlaps the time range selected on the timeline (shift-drag there)."));
    grid->addWidget(m_timeLink, 2, col++, Qt::AlignRight);
    m_timeLabel = new QLabel(this);
    grid->addWidget(m_timeLabel, 2, col++, 1, 2);
    ++col;
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by function name"));
    m_filter->setClearButtonEnabled(true);
    grid->addWidget(m_filter, 2, col, 1, 2);
    grid->setColumnStretch(grid->columnCount() - 1, 1);
    layout->addLayout(grid);
    // Long entries ("Initialization (before the first step)", node ids) must not set the width of
    // the whole window: the boxes show a short prefix and their popups the full text.
    for (QComboBox *box : { m_source, m_node, m_mode, m_phase, m_combination }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_dumpTable = makeTable(split,
        { tr("Dump"), tr("Profiler"), tr("Node"), tr("Start"), tr("End"), tr("From"), tr("Duration"),
            tr("Job phase"), tr("Readable") });
    m_dumpTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_dumpTable->horizontalHeader()->setSectionResizeMode(8, QHeaderView::Stretch);
    m_dumpTable->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_dumpTable->setToolTip(
        tr("Every dump of the job. Select rows to show only those; greyed rows are outside "
           "the selection above."));
    split->addWidget(m_dumpTable);
    m_table = makeTable(split, { tr("Function"), tr("Calls"), tr("Total time"), tr("Self time") });
    m_table->horizontalHeaderItem(1)->setToolTip(
        tr("Calls (cProfile: calls/primitive calls where they differ). pyinstrument samples call stacks and "
           "counts no calls."));
    m_table->horizontalHeaderItem(2)->setToolTip(
        tr("Inclusive time (cProfile's cumulative time): the function and everything it called."));
    m_table->horizontalHeaderItem(3)->setToolTip(tr("Time in the function itself (cProfile's tottime)."));
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    split->addWidget(m_table);
    m_details = new QTabWidget(split);
    auto *callPage = new QWidget(m_details);
    auto *callLayout = new QHBoxLayout(callPage);
    callLayout->setContentsMargins(0, 0, 0, 0);
    const QStringList edgeHeaders { tr("Function"), tr("Calls"), tr("Total time"), tr("Self time") };
    for (auto [table, title] :
        { std::pair { &m_callers, tr("Called by") }, std::pair { &m_callees, tr("Calls") } }) {
        auto *box = new QWidget(callPage);
        auto *boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        boxLayout->addWidget(new QLabel(title, box));
        *table = makeTable(box, edgeHeaders);
        boxLayout->addWidget(*table);
        callLayout->addWidget(box);
    }
    m_callers->setToolTip(
        tr("The functions that called the selected one, and its calls and times when called from each."));
    m_callees->setToolTip(tr("The functions the selected one called, with their calls and times from it."));
    m_details->addTab(callPage, tr("Callers and callees"));
    auto *scroll = new QScrollArea(m_details);
    m_icicle = new IcicleView(scroll);
    scroll->setWidget(m_icicle);
    scroll->setWidgetResizable(true);
    m_details->addTab(scroll, tr("Call tree"));
    split->addWidget(m_details);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 4);
    split->setStretchFactor(2, 3);
    layout->addWidget(split, 1);

    for (QComboBox *box : { m_source, m_node, m_mode, m_phase, m_combination, m_startPhase, m_endPhase })
        connect(box, &QComboBox::currentIndexChanged, this, &PythonStatsPanel::refresh);
    connect(m_firstStep, &QSpinBox::valueChanged, this, &PythonStatsPanel::refresh);
    connect(m_lastStep, &QSpinBox::valueChanged, this, &PythonStatsPanel::refresh);
    connect(m_timeLink, &QCheckBox::toggled, this, &PythonStatsPanel::refresh);
    connect(m_filter, &QLineEdit::textChanged, this, &PythonStatsPanel::fillTable);
    connect(m_dumpTable, &QTableWidget::itemSelectionChanged, this, [this] {
        if (!m_fillingDumps)
            refresh();
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &PythonStatsPanel::fillDetails);
    connect(m_icicle, &IcicleView::frameClicked, this, [this](int index) {
        const QString label = m_icicle->frames()[size_t(index)].label;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            const int row = m_table->item(r, 0)->data(kRowIndexRole).toInt();
            if (QString::fromStdString(m_rows[size_t(row)].function) == label) {
                m_table->selectRow(r);
                m_table->scrollToItem(m_table->item(r, 0));
                return;
            }
        }
    });
    setProfile(nullptr);
}

PythonStatsPanel::Source PythonStatsPanel::source() const
{
    return Source(m_source->currentData().toInt());
}

bool PythonStatsPanel::setSource(Source source)
{
    const int index = m_source->findData(int(source));
    if (index < 0)
        return false;
    m_source->setCurrentIndex(index);
    return true;
}

void PythonStatsPanel::setTimeUnit(TimeUnit unit)
{
    if (unit == m_timeUnit)
        return;
    m_timeUnit = unit;
    refresh();
}

void PythonStatsPanel::setTimeRange(int64_t fromNs, int64_t toNs)
{
    m_timeRange = std::make_pair(std::min(fromNs, toNs), std::max(fromNs, toNs));
    if (m_timeLink->isChecked())
        refresh();
    else
        updateControls();
}

void PythonStatsPanel::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_timeRange.reset();
    // A few hundred KB per dump: parsed here once rather than on every filter change.
    m_dumps = m_profile ? parsePythonDumps(m_profile->job().pythonStats) : std::vector<PythonDump>();
    size_t cprofile = 0;
    size_t pyinstrument = 0;
    for (const PythonDump &d : m_dumps)
        ++(d.file->profiler == PythonProfiler::CProfile ? cprofile : pyinstrument);
    {
        const QSignalBlocker blockSource(m_source);
        const QSignalBlocker blockNode(m_node);
        const QSignalBlocker blockCombination(m_combination);
        m_source->clear();
        m_source->addItem(tr("python_function events (trace)"), int(Source::Trace));
        if (cprofile > 0)
            m_source->addItem(
                tr("cProfile dumps (%n file(s))", nullptr, int(cprofile)), int(Source::CProfile));
        if (pyinstrument > 0)
            m_source->addItem(
                tr("pyinstrument dumps (%n file(s))", nullptr, int(pyinstrument)), int(Source::Pyinstrument));
        m_source->setEnabled(m_source->count() > 1);
        m_node->clear();
        m_node->addItem(tr("Every node"), QString());
        for (const std::string &n : pythonDumpNodes(m_dumps))
            m_node->addItem(QString::fromStdString(n), QString::fromStdString(n));
        m_combination->clear();
        m_combination->addItem(tr("Any"), -1);
        for (const auto &[start, end] : trainingPhaseCombinations(m_dumps))
            m_combination->addItem(
                modeText(start) + QStringLiteral(" \u2192 ") + modeText(end), int(start) * 16 + int(end));
    }
    fillDumpTable();
    refresh();
    // A Debugger job usually has dumps and no with_stack events: show what there is.
    if (m_rows.empty() && !m_dumps.empty())
        setSource(cprofile > 0 ? Source::CProfile : Source::Pyinstrument);
}

PythonDumpQuery PythonStatsPanel::dumpQuery(bool *impossible) const
{
    PythonDumpQuery q;
    q.profiler = source() == Source::Pyinstrument ? PythonProfiler::Pyinstrument : PythonProfiler::CProfile;
    q.node = m_node->currentData().toString().toStdString();
    PythonMode stepMode = PythonMode::Train;
    if (const int mode = m_mode->currentData().toInt(); mode >= 0) {
        q.startMode = q.endMode = stepMode = PythonMode(mode);
    }
    if (const int pair = m_combination->currentData().toInt(); pair >= 0) {
        const PythonMode start = PythonMode(pair / 16);
        const PythonMode end = PythonMode(pair % 16);
        // Both set and different: nothing can match, which the status says.
        if (impossible && ((q.startMode && *q.startMode != start) || (q.endMode && *q.endMode != end)))
            *impossible = true;
        q.startMode = start;
        q.endMode = end;
    }
    q.phase = JobPhase(m_phase->currentData().toInt());
    if (m_firstStep->value() >= 0 || m_lastStep->value() >= 0) {
        StepInterval steps;
        steps.mode = stepMode;
        steps.startStep = std::max(0, m_firstStep->value());
        steps.endStep = m_lastStep->value() >= 0 ? m_lastStep->value() : kStepToTheEnd;
        steps.startPhase = StepPhase(m_startPhase->currentData().toInt());
        steps.endPhase = StepPhase(m_endPhase->currentData().toInt());
        q.steps = steps;
    }
    if (m_timeLink->isChecked() && m_timeRange && m_profile) {
        const int64_t origin = m_profile->job().originAbsNs;
        q.timeAbsNs = std::make_pair(origin + m_timeRange->first, origin + m_timeRange->second);
    }
    return q;
}

void PythonStatsPanel::updateControls()
{
    const bool dumps = source() != Source::Trace;
    for (QWidget *w :
        std::initializer_list<QWidget *> { m_node, m_mode, m_combination, m_startPhase, m_endPhase })
        w->setEnabled(dumps && m_profile);
    m_node->setEnabled(dumps && m_node->count() > 2);
    m_combination->setEnabled(dumps && m_combination->count() > 1);
    m_dumpTable->setVisible(dumps);
    m_details->setVisible(dumps);
    m_details->setTabEnabled(0, source() == Source::CProfile);
    m_details->setTabEnabled(1, source() == Source::Pyinstrument);
    m_details->setCurrentIndex(source() == Source::Pyinstrument ? 1 : 0);
    if (!m_timeRange)
        m_timeLabel->setText(tr("(none: shift-drag on the timeline)"));
    else
        m_timeLabel->setText(tr("%1 to %2 after the job start")
                                 .arg(formatDuration(m_timeRange->first, m_timeUnit),
                                     formatDuration(m_timeRange->second, m_timeUnit)));
    m_timeLink->setEnabled(m_timeRange.has_value() || m_timeLink->isChecked());
}

void PythonStatsPanel::fillDumpTable()
{
    m_fillingDumps = true;
    m_dumpTable->setSortingEnabled(false);
    m_dumpTable->clearContents();
    m_dumpTable->setRowCount(int(m_dumps.size()));
    const int64_t origin = m_profile ? m_profile->job().originAbsNs : 0;
    for (int i = 0; i < int(m_dumps.size()); ++i) {
        const PythonDump &d = m_dumps[size_t(i)];
        const PythonStatsFile &f = *d.file;
        auto *number = new NumberItem(QString::number(i + 1), i);
        number->setData(kDumpIndexRole, i);
        m_dumpTable->setItem(i, 0, number);
        m_dumpTable->setItem(i, 1,
            new QTableWidgetItem(f.profiler == PythonProfiler::CProfile ? QStringLiteral("cProfile")
                                                                        : QStringLiteral("pyinstrument")));
        m_dumpTable->setItem(i, 2, new QTableWidgetItem(QString::fromStdString(f.node)));
        m_dumpTable->setItem(i, 3, new QTableWidgetItem(QString::fromStdString(pythonDumpStartText(d))));
        m_dumpTable->setItem(i, 4, new QTableWidgetItem(QString::fromStdString(pythonDumpEndText(d))));
        if (d.named) {
            m_dumpTable->setItem(
                i, 5, new NumberItem(formatDuration(f.startAbsNs - origin, m_timeUnit), f.startAbsNs));
            m_dumpTable->setItem(i, 6,
                new NumberItem(
                    formatDuration(f.endAbsNs - f.startAbsNs, m_timeUnit), f.endAbsNs - f.startAbsNs));
        } else {
            m_dumpTable->setItem(i, 5, new QTableWidgetItem(tr("folder name unknown")));
            m_dumpTable->setItem(i, 6, new QTableWidgetItem(QString()));
        }
        m_dumpTable->setItem(i, 7, new QTableWidgetItem(jobPhaseText(d.phase)));
        m_dumpTable->setItem(
            i, 8, new QTableWidgetItem(d.ok ? tr("yes") : tr("no: %1").arg(QString::fromStdString(d.error))));
        const QString tip = QString::fromStdString(f.path)
            + (d.ok ? QString() : QLatin1Char('\n') + QString::fromStdString(d.error));
        for (int c = 0; c < m_dumpTable->columnCount(); ++c)
            m_dumpTable->item(i, c)->setToolTip(tip);
    }
    m_dumpTable->setSortingEnabled(true);
    m_dumpTable->resizeColumnsToContents();
    m_dumpTable->horizontalHeader()->setSectionResizeMode(8, QHeaderView::Stretch);
    m_fillingDumps = false;
}

void PythonStatsPanel::updateDumpRows()
{
    // Rows in the selection keep the palette's text colour (no brush of their own), so they
    // follow a change of theme; the others get the disabled text colour, redone on a change.
    const QBrush inactive = palette().brush(QPalette::Disabled, QPalette::Text);
    for (int r = 0; r < m_dumpTable->rowCount(); ++r) {
        const size_t i = size_t(m_dumpTable->item(r, 0)->data(kDumpIndexRole).toInt());
        const bool on = i < m_matching.size() && m_matching[i];
        for (int c = 0; c < m_dumpTable->columnCount(); ++c)
            m_dumpTable->item(r, c)->setData(Qt::ForegroundRole, on ? QVariant() : QVariant(inactive));
    }
}

void PythonStatsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateDumpRows();
}

void PythonStatsPanel::refresh()
{
    m_rows.clear();
    m_merged = PythonFunctionTable();
    m_shownDumps.clear();
    updateControls();
    if (!m_profile) {
        m_status->setText(tr("No profile loaded."));
        m_matching.clear();
        fillTable();
        fillDetails();
        return;
    }
    if (source() == Source::Trace) {
        PythonStatsFilter filter;
        filter.phase = JobPhase(m_phase->currentData().toInt());
        filter.firstStep = m_firstStep->value();
        filter.lastStep = m_lastStep->value();
        if (m_timeLink->isChecked() && m_timeRange) {
            filter.fromNs = m_timeRange->first;
            filter.toNs = m_timeRange->second;
        }
        m_rows = pythonFunctionStats(*m_profile, filter);
        if (m_rows.empty())
            m_status->setText(
                tr("No python_function events match. Python functions are recorded when the trace is "
                   "taken with with_stack=True."));
        else
            m_status->setText(
                tr("%n function(s). Total time counts a recursive function once; self time leaves out "
                   "the Python functions it called.",
                    nullptr, int(m_rows.size())));
        fillTable();
        return;
    }
    bool impossible = false;
    const PythonDumpQuery query = dumpQuery(&impossible);
    m_matching.assign(m_dumps.size(), 0);
    size_t matching = 0;
    for (size_t i : impossible ? std::vector<size_t>() : selectPythonDumps(m_dumps, query)) {
        m_matching[i] = 1;
        ++matching;
    }
    std::vector<size_t> picked;
    for (const QModelIndex &index : m_dumpTable->selectionModel()->selectedRows())
        picked.push_back(size_t(m_dumpTable->item(index.row(), 0)->data(kDumpIndexRole).toInt()));
    std::sort(picked.begin(), picked.end());
    for (size_t i = 0; i < m_dumps.size(); ++i)
        if (m_matching[i] && (picked.empty() || std::binary_search(picked.begin(), picked.end(), i)))
            m_shownDumps.push_back(i);
    updateDumpRows();
    m_merged = mergePythonDumps(m_dumps, m_shownDumps, *query.profiler);
    m_rows = m_merged.functions;
    const QString kind
        = source() == Source::CProfile ? QStringLiteral("cProfile") : QStringLiteral("pyinstrument");
    size_t ofKind = 0;
    for (const PythonDump &d : m_dumps)
        ofKind += d.file->profiler == *query.profiler ? 1 : 0;
    QString text;
    if (m_merged.dumps.empty() && m_merged.unreadable == 0)
        text = tr("No %1 dump matches this selection.").arg(kind);
    else
        text = tr("%1 of %2 %3 dumps merged: %n function(s).", nullptr, int(m_rows.size()))
                   .arg(m_merged.dumps.size())
                   .arg(ofKind)
                   .arg(kind);
    if (m_merged.totalCalls)
        text += QLatin1Char(' ')
            + tr("%1 calls (%2 primitive). Times are summed over the dumps, like pstats.Stats.add.")
                  .arg(formatCount(qint64(*m_merged.totalCalls)),
                      formatCount(qint64(m_merged.primitiveCalls.value_or(0))));
    else if (!m_merged.dumps.empty())
        text += QLatin1Char(' ')
            + tr("pyinstrument samples call stacks: times are summed over the dumps, it counts no calls.");
    if (!picked.empty())
        text += QLatin1Char(' ')
            + tr("Only the %n dump(s) selected in the table.", nullptr, int(picked.size()));
    if (m_merged.unreadable > 0)
        text += QLatin1Char(' ')
            + tr(
                "%n dump(s) could not be read (see the Readable column).", nullptr, int(m_merged.unreadable));
    if (matching == 0 && !m_dumps.empty())
        text += QLatin1Char(' ') + tr("Widen the selection: every dump is greyed in the table.");
    m_status->setText(text);
    fillTable();
    // The call tree of what is shown.
    std::vector<IcicleView::Frame> frames;
    if (source() == Source::Pyinstrument) {
        const PyinstrumentTree tree = mergedPyinstrumentTree(m_dumps, m_shownDumps);
        frames.reserve(tree.frames.size());
        for (const PyinstrumentFrame &f : tree.frames) {
            IcicleView::Frame out;
            out.label = QString::fromStdString(f.function);
            out.totalNs = f.totalNs;
            out.parent = f.parent;
            out.depth = f.depth;
            QString where = QString::fromStdString(f.fileShort.empty() ? f.file : f.fileShort);
            if (!where.isEmpty() && f.line >= 0)
                where += QLatin1Char(':') + QString::number(f.line);
            out.tooltip = tr("%1 (%2)\ntotal %3, self %4")
                              .arg(out.label, where, formatDuration(f.totalNs, m_timeUnit),
                                  formatDuration(f.selfNs, m_timeUnit));
            frames.push_back(std::move(out));
        }
    }
    m_icicle->setFrames(std::move(frames));
    fillDetails();
}

void PythonStatsPanel::fillTable()
{
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    const QString needle = m_filter->text().trimmed();
    std::vector<size_t> shown;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (shown.size() >= size_t(kMaxRows))
            break;
        if (needle.isEmpty() || QString::fromStdString(m_rows[i].name).contains(needle, Qt::CaseInsensitive))
            shown.push_back(i);
    }
    m_table->setRowCount(int(shown.size()));
    for (int i = 0; i < int(shown.size()); ++i) {
        const PythonFunctionStat &r = m_rows[shown[size_t(i)]];
        auto *name = new QTableWidgetItem(QString::fromStdString(r.name));
        name->setData(kRowIndexRole, int(shown[size_t(i)]));
        m_table->setItem(i, 0, name);
        auto *calls = new NumberItem(callsText(r.calls, r.primitiveCalls), r.calls ? qint64(*r.calls) : -1);
        if (!r.calls)
            calls->setToolTip(tr("pyinstrument samples call stacks and counts no calls."));
        m_table->setItem(i, 1, calls);
        m_table->setItem(i, 2, new NumberItem(formatDuration(r.totalNs, m_timeUnit), r.totalNs));
        m_table->setItem(i, 3, new NumberItem(formatDuration(r.selfNs, m_timeUnit), r.selfNs));
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(2, Qt::DescendingOrder);
}

void PythonStatsPanel::fillDetails()
{
    for (QTableWidget *t : { m_callers, m_callees }) {
        t->setSortingEnabled(false);
        t->setRowCount(0);
    }
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    if (source() != Source::CProfile || selected.isEmpty())
        return;
    const uint32_t function
        = uint32_t(m_table->item(selected.first()->row(), 0)->data(kRowIndexRole).toInt());
    for (const PstatsEdge &e : m_merged.edges) {
        QTableWidget *t = e.callee == function ? m_callers : e.caller == function ? m_callees : nullptr;
        if (!t)
            continue;
        const PythonFunctionStat &other = m_merged.functions[t == m_callers ? e.caller : e.callee];
        const int row = t->rowCount();
        t->insertRow(row);
        t->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(other.name)));
        t->setItem(row, 1, new NumberItem(callsText(e.calls, e.primitiveCalls), qint64(e.calls)));
        t->setItem(
            row, 2, new NumberItem(e.timed ? formatDuration(e.totalNs, m_timeUnit) : QString(), e.totalNs));
        t->setItem(
            row, 3, new NumberItem(e.timed ? formatDuration(e.selfNs, m_timeUnit) : QString(), e.selfNs));
    }
    for (QTableWidget *t : { m_callers, m_callees }) {
        t->setSortingEnabled(true);
        t->sortByColumn(2, Qt::DescendingOrder);
    }
}

} // namespace stepline
