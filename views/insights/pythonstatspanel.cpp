#include "pythonstatspanel.h"

#include "common/timeformat.h"
#include "pythonstats.h"
#include "steps.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace stepline {

namespace {

// Sorts numerically on the raw ns value, not the formatted text.
class NumberItem : public QTableWidgetItem
{
public:
    NumberItem(const QString &text, qint64 value) : QTableWidgetItem(text) { setData(Qt::UserRole, value); }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toLongLong() < other.data(Qt::UserRole).toLongLong();
    }
};

} // namespace

PythonStatsPanel::PythonStatsPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
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
    for (QSpinBox *box : {m_firstStep, m_lastStep}) {
        box->setRange(-1, 1'000'000'000);
        box->setSpecialValueText(tr("any"));
        box->setValue(-1);
        bar->addWidget(box);
    }
    bar->addStretch(1);
    layout->addLayout(bar);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels({tr("Function"), tr("Calls"), tr("Total time"), tr("Self time")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    connect(m_phase, &QComboBox::currentIndexChanged, this, &PythonStatsPanel::refresh);
    connect(m_firstStep, &QSpinBox::valueChanged, this, &PythonStatsPanel::refresh);
    connect(m_lastStep, &QSpinBox::valueChanged, this, &PythonStatsPanel::refresh);
    refresh();
}

void PythonStatsPanel::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    refresh();
}

void PythonStatsPanel::refresh()
{
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    if (!m_profile) {
        m_status->setText(tr("No profile loaded."));
        return;
    }
    PythonStatsFilter filter;
    filter.phase = JobPhase(m_phase->currentData().toInt());
    filter.firstStep = m_firstStep->value();
    filter.lastStep = m_lastStep->value();
    const std::vector<PythonFunctionStat> rows = pythonFunctionStats(*m_profile, filter);
    if (rows.empty()) {
        m_status->setText(tr("No python_function events match. Python functions are recorded when the trace is "
                             "taken with with_stack=True."));
        return;
    }
    m_status->setText(tr("%n function(s). Total time counts a recursive function once; self time leaves out the "
                         "Python functions it called.",
                         nullptr, int(rows.size())));
    const int shown = int(std::min<size_t>(rows.size(), 5000));
    m_table->setRowCount(shown);
    for (int i = 0; i < shown; ++i) {
        const PythonFunctionStat &r = rows[size_t(i)];
        m_table->setItem(i, 0, new QTableWidgetItem(QString::fromStdString(r.name)));
        m_table->setItem(i, 1, new NumberItem(formatCount(qint64(r.calls)), qint64(r.calls)));
        m_table->setItem(i, 2, new NumberItem(formatDuration(r.totalNs), r.totalNs));
        m_table->setItem(i, 3, new NumberItem(formatDuration(r.selfNs), r.selfNs));
    }
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(2, Qt::DescendingOrder);
}

} // namespace stepline
