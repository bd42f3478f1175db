#include "pythonstatspanel.h"

#include "common/timeformat.h"
#include "pythonstats.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace stepline {

namespace {

constexpr int kMaxRows = 5000;

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

// "before step 0", "step 3", "eval steps 4-6", "after step 9".
QString dumpLabel(const ParsedPythonStats &d)
{
    const PythonStatsFile &f = *d.file;
    switch (d.phase) {
    case JobPhase::Initialization:
        return PythonStatsPanel::tr("before step 0");
    case JobPhase::Finalization:
        return f.startStep >= 0 ? PythonStatsPanel::tr("after step %1").arg(f.startStep)
                                : PythonStatsPanel::tr("to the end");
    case JobPhase::All:
    case JobPhase::TrainingLoop:
        break;
    }
    if (f.startStep < 0)
        return QString::fromStdString(f.path);
    const int64_t last = std::max(f.startStep, f.endStep);
    QString text = last == f.startStep ? PythonStatsPanel::tr("step %1").arg(f.startStep)
                                       : PythonStatsPanel::tr("steps %1-%2").arg(f.startStep).arg(last);
    if (!f.startMode.empty() && f.startMode != "train")
        text = QString::fromStdString(f.startMode) + QLatin1Char(' ') + text;
    return text;
}

} // namespace

PythonStatsPanel::PythonStatsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Source:"), this));
    m_source = new QComboBox(this);
    m_source->setToolTip(
        tr("python_function events come from traces taken with with_stack=True; cProfile dumps "
           "are the SageMaker Debugger's python_stats files of the job."));
    bar->addWidget(m_source);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Phase:"), this));
    m_phase = new QComboBox(this);
    m_phase->addItem(tr("Whole job"), int(JobPhase::All));
    m_phase->addItem(tr("Initialization (before the first step)"), int(JobPhase::Initialization));
    m_phase->addItem(tr("Training loop"), int(JobPhase::TrainingLoop));
    m_phase->addItem(tr("Finalization (after the last step)"), int(JobPhase::Finalization));
    bar->addWidget(m_phase);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Steps:"), this));
    m_firstStep = new QSpinBox(this);
    m_lastStep = new QSpinBox(this);
    for (QSpinBox *box : { m_firstStep, m_lastStep }) {
        box->setRange(-1, 1'000'000'000);
        box->setSpecialValueText(tr("any"));
        box->setValue(-1);
        bar->addWidget(box);
    }
    bar->addSpacing(12);
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by function name"));
    m_filter->setClearButtonEnabled(true);
    bar->addWidget(m_filter, 1);
    layout->addLayout(bar);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels({ tr("Function"), tr("Calls"), tr("Total time"), tr("Self time") });
    m_table->horizontalHeaderItem(2)->setToolTip(
        tr("Inclusive time (cProfile's cumulative time): the function and everything it called."));
    m_table->horizontalHeaderItem(3)->setToolTip(tr("Time in the function itself (cProfile's tottime)."));
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    connect(m_source, &QComboBox::currentIndexChanged, this, &PythonStatsPanel::refresh);
    connect(m_phase, &QComboBox::currentIndexChanged, this, &PythonStatsPanel::refresh);
    connect(m_firstStep, &QSpinBox::valueChanged, this, &PythonStatsPanel::refresh);
    connect(m_lastStep, &QSpinBox::valueChanged, this, &PythonStatsPanel::refresh);
    connect(m_filter, &QLineEdit::textChanged, this, &PythonStatsPanel::fillTable);
    setProfile(nullptr);
}

PythonStatsPanel::Source PythonStatsPanel::source() const
{
    return m_source->currentData().toInt() == int(Source::CProfile) ? Source::CProfile : Source::Trace;
}

bool PythonStatsPanel::setSource(Source source)
{
    const int index = m_source->findData(int(source));
    if (index < 0)
        return false;
    m_source->setCurrentIndex(index);
    return true;
}

void PythonStatsPanel::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    // A few hundred KB of marshal data per dump: parsed here once rather than on every filter change.
    m_dumps = m_profile ? parseProfilePythonStats(*m_profile) : std::vector<ParsedPythonStats>();
    {
        const QSignalBlocker block(m_source);
        m_source->clear();
        m_source->addItem(tr("python_function events (trace)"), int(Source::Trace));
        if (!m_dumps.empty())
            m_source->addItem(
                tr("cProfile dumps (%n file(s))", nullptr, int(m_dumps.size())), int(Source::CProfile));
        m_source->setEnabled(m_source->count() > 1);
    }
    refresh();
    // A Debugger job usually has dumps and no with_stack events: show what there is.
    if (m_rows.empty() && !m_dumps.empty())
        setSource(Source::CProfile);
}

void PythonStatsPanel::refresh()
{
    m_rows.clear();
    if (!m_profile) {
        m_status->setText(tr("No profile loaded."));
        fillTable();
        return;
    }
    PythonStatsFilter filter;
    filter.phase = JobPhase(m_phase->currentData().toInt());
    filter.firstStep = m_firstStep->value();
    filter.lastStep = m_lastStep->value();
    if (source() == Source::Trace) {
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
    const CProfileSelection selection = selectCProfileStats(m_dumps, m_profile->job().originAbsNs, filter);
    m_rows = selection.functions;
    QStringList labels;
    QStringList paths;
    for (const ParsedPythonStats *d : selection.dumps) {
        if (labels.size() < 12)
            labels << dumpLabel(*d);
        paths << QString::fromStdString(d->file->path);
    }
    if (qsizetype(selection.dumps.size()) > labels.size())
        labels << QStringLiteral("\u2026");
    QString text = selection.dumps.empty()
        ? tr("No cProfile dump matches this phase and step range.")
        : tr("%1 of %2 cProfile dumps (%3): %n function(s), %4 calls. Times are summed over the dumps.",
            nullptr, int(m_rows.size()))
              .arg(selection.dumps.size())
              .arg(m_dumps.size())
              .arg(labels.join(QStringLiteral(", ")), formatCount(qint64(selection.totalCalls)));
    if (selection.unreadable > 0)
        text += QLatin1Char(' ')
            + tr("%n dump(s) could not be read as cProfile statistics.", nullptr, int(selection.unreadable));
    m_status->setText(text);
    m_status->setToolTip(paths.join(QLatin1Char('\n')));
    fillTable();
}

void PythonStatsPanel::fillTable()
{
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    const QString needle = m_filter->text().trimmed();
    std::vector<const PythonFunctionStat *> shown;
    for (const PythonFunctionStat &r : m_rows) {
        if (shown.size() >= size_t(kMaxRows))
            break;
        if (needle.isEmpty() || QString::fromStdString(r.name).contains(needle, Qt::CaseInsensitive))
            shown.push_back(&r);
    }
    m_table->setRowCount(int(shown.size()));
    for (int i = 0; i < int(shown.size()); ++i) {
        const PythonFunctionStat &r = *shown[size_t(i)];
        m_table->setItem(i, 0, new QTableWidgetItem(QString::fromStdString(r.name)));
        m_table->setItem(i, 1, new NumberItem(formatCount(qint64(r.calls)), qint64(r.calls)));
        m_table->setItem(i, 2, new NumberItem(formatDuration(r.totalNs), r.totalNs));
        m_table->setItem(i, 3, new NumberItem(formatDuration(r.selfNs), r.selfNs));
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(2, Qt::DescendingOrder);
}

} // namespace stepline
