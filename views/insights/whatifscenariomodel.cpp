#include "whatifscenariomodel.h"

#include "common/timeformat.h"

#include <algorithm>

namespace stepline {

QString whatIfScenarioLabel(WhatIfScenario scenario)
{
    switch (scenario) {
    case WhatIfScenario::Baseline:
        break;
    case WhatIfScenario::DataLoaderZero:
        return WhatIfScenarioModel::tr("Data loader returns at once");
    case WhatIfScenario::CommHalf:
        return WhatIfScenarioModel::tr("Communication twice as fast");
    case WhatIfScenario::LaunchZero:
        return WhatIfScenarioModel::tr("No launch overhead");
    case WhatIfScenario::SyncZero:
        return WhatIfScenarioModel::tr("Host syncs do not wait");
    case WhatIfScenario::ExposedMemcpyZero:
        return WhatIfScenarioModel::tr("Copies take no time");
    case WhatIfScenario::StragglerOnTime:
        return WhatIfScenarioModel::tr("Straggler on time");
    case WhatIfScenario::HostOpsHalf:
        return WhatIfScenarioModel::tr("Host operators twice as fast");
    }
    return WhatIfScenarioModel::tr("Measured");
}

QString whatIfScenarioMeaning(WhatIfScenario scenario, int32_t topStraggler)
{
    QString meaning;
    switch (scenario) {
    case WhatIfScenario::Baseline:
        meaning = WhatIfScenarioModel::tr("The mean ProfilerStep time over all ranks, as measured.");
        break;
    case WhatIfScenario::DataLoaderZero:
        meaning = WhatIfScenarioModel::tr("Every DataLoader GetNext call returns at once.");
        break;
    case WhatIfScenario::CommHalf:
        meaning = WhatIfScenarioModel::tr(
            "Each collective's transfer (after the last rank arrived) takes half as long.");
        break;
    case WhatIfScenario::LaunchZero:
        meaning
            = WhatIfScenarioModel::tr("Launch calls and launch latency take no time, as with CUDA graphs.");
        break;
    case WhatIfScenario::SyncZero:
        meaning = WhatIfScenarioModel::tr("Host synchronizations (.item(), cudaStreamSynchronize, blocking "
                                          "copies) do not wait for the GPU.");
        break;
    case WhatIfScenario::ExposedMemcpyZero:
        meaning = WhatIfScenarioModel::tr("GPU copies take no time.");
        break;
    case WhatIfScenario::StragglerOnTime:
        meaning = topStraggler >= 0
            ? WhatIfScenarioModel::tr(
                "The top straggler, rank %1, arrives with the second-latest rank at every collective.")
                  .arg(topStraggler)
            : WhatIfScenarioModel::tr(
                "The top straggler arrives with the second-latest rank at every collective.");
        break;
    case WhatIfScenario::HostOpsHalf:
        meaning = WhatIfScenarioModel::tr("Host operator time between launches halves.");
        break;
    }
    if (scenario == WhatIfScenario::Baseline)
        return meaning;
    return meaning + QLatin1Char(' ')
        + WhatIfScenarioModel::tr("(scenario %1)").arg(QLatin1String(whatIfScenarioName(scenario)));
}

WhatIfScenarioModel::WhatIfScenarioModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void WhatIfScenarioModel::setReport(std::shared_ptr<const WhatIfReport> report)
{
    beginResetModel();
    m_report = std::move(report);
    m_rows.clear();
    m_scaleNs = 1;
    // A refused self-check: no prediction is shown, not even the absent ones (their reason is the
    // refusal, which the panel says once).
    if (m_report && m_report->refusal.empty() && m_report->measuredStepNs > 0) {
        const std::vector<WhatIfScenarioResult> &s = m_report->scenarios;
        m_rows.push_back(-1);
        m_scaleNs = std::max<int64_t>(1, m_report->measuredStepNs);
        std::vector<int> available, absent;
        for (size_t i = 0; i < s.size(); ++i) {
            (s[i].available ? available : absent).push_back(int(i));
            if (s[i].available)
                m_scaleNs = std::max(m_scaleNs, s[i].stepNs);
        }
        std::stable_sort(available.begin(), available.end(),
            [&s](int a, int b) { return s[size_t(a)].savingNs > s[size_t(b)].savingNs; });
        m_rows.insert(m_rows.end(), available.begin(), available.end());
        m_rows.insert(m_rows.end(), absent.begin(), absent.end());
    }
    endResetModel();
}

const WhatIfScenarioResult *WhatIfScenarioModel::resultAt(int row) const
{
    if (row < 0 || size_t(row) >= m_rows.size() || m_rows[size_t(row)] < 0)
        return nullptr;
    return &m_report->scenarios[size_t(m_rows[size_t(row)])];
}

int WhatIfScenarioModel::rowOf(WhatIfScenario scenario) const
{
    for (size_t row = 0; row < m_rows.size(); ++row) {
        if (const WhatIfScenarioResult *r = resultAt(int(row)); r && r->scenario == scenario)
            return int(row);
    }
    return -1;
}

int WhatIfScenarioModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WhatIfScenarioModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WhatIfScenarioModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const WhatIfScenarioResult *r = resultAt(index.row());
    const bool measured = !r;
    const bool available = measured || r->available;
    const WhatIfScenario scenario = measured ? WhatIfScenario::Baseline : r->scenario;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == ScenarioColumn)
            return whatIfScenarioLabel(scenario);
        if (index.column() == StepColumn) {
            if (!available)
                return tr("not predicted: %1").arg(QString::fromStdString(r->reason));
            return formatDuration(measured ? m_report->measuredStepNs : r->stepNs);
        }
        if (index.column() == SavingColumn && available && !measured) {
            return tr("%1 (%2)").arg(
                formatDuration(r->savingNs), QString::number(r->savingPct, 'f', 1) + QStringLiteral(" %"));
        }
        return {};
    case Qt::ToolTipRole:
        if (!available && index.column() != ScenarioColumn)
            return tr("Not predicted: %1").arg(QString::fromStdString(r->reason));
        return whatIfScenarioMeaning(scenario, m_report->topStraggler);
    case Qt::TextAlignmentRole:
        if (index.column() == SavingColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ScenarioRole:
        return measured ? -1 : int(r->scenario);
    case AvailableRole:
        return available;
    case StepNsRole:
        return available ? QVariant(qint64(measured ? m_report->measuredStepNs : r->stepNs)) : QVariant();
    case MeasuredNsRole:
        return qint64(m_report->measuredStepNs);
    case ScaleNsRole:
        return qint64(m_scaleNs);
    case SavingNsRole:
        return available && !measured ? QVariant(qint64(r->savingNs)) : QVariant();
    case SavingPctRole:
        return available && !measured ? QVariant(r->savingPct) : QVariant();
    case ReasonRole:
        return available ? QString() : QString::fromStdString(r->reason);
    default:
        break;
    }
    return {};
}

QVariant WhatIfScenarioModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == StepColumn)
        return tr("The bar is the predicted mean step, the line the measured one; the shaded part between "
                  "them is what the fix would save.");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ScenarioColumn:
        return tr("Scenario");
    case StepColumn:
        return tr("Predicted mean step");
    case SavingColumn:
        return tr("Saving per step");
    default:
        break;
    }
    return {};
}

} // namespace stepline
