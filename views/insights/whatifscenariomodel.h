#pragma once

#include "whatifreport.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace stepline {

// The What-if panel's table: the measured mean step first, then every scenario that can be
// predicted, largest saving first, then those the trace cannot support, each with its reason (no
// step time, no saving: never a zero). When the self-check refused the replay there are no rows.
//
// No QtWidgets include: tested headless.
class WhatIfScenarioModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ScenarioColumn, StepColumn, SavingColumn, ColumnCount };
    enum Roles {
        ScenarioRole = Qt::UserRole + 1, // int(WhatIfScenario); -1 on the measured row
        AvailableRole, // bool: a prediction exists (the measured row: true)
        StepNsRole, // qint64: predicted (or measured) mean step
        MeasuredNsRole, // qint64: the measured mean step
        ScaleNsRole, // qint64: the longest step of the table (bars are drawn against it)
        SavingNsRole, // qint64
        SavingPctRole, // double
        ReasonRole, // QString: why it is absent
    };

    explicit WhatIfScenarioModel(QObject *parent = nullptr);

    void setReport(std::shared_ptr<const WhatIfReport> report);
    const WhatIfReport *report() const { return m_report.get(); }

    // The row's scenario result; null on the measured row.
    const WhatIfScenarioResult *resultAt(int row) const;
    bool isMeasuredRow(int row) const { return row == 0 && !m_rows.empty(); }
    // The row of a scenario, -1 when it is not listed.
    int rowOf(WhatIfScenario scenario) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::shared_ptr<const WhatIfReport> m_report;
    std::vector<int> m_rows; // -1: the measured row, else an index into m_report->scenarios
    int64_t m_scaleNs = 1;
};

// The scenario in words ("Data loader returns at once"), and what the replay changes.
QString whatIfScenarioLabel(WhatIfScenario scenario);
QString whatIfScenarioMeaning(WhatIfScenario scenario, int32_t topStraggler);

} // namespace stepline
