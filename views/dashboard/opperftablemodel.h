#pragma once

#include "common/timeformat.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

namespace stepline {

class Profile;
struct OpPerfAnalysis;

// The operator-efficiency table beside the roofline: one row per operator shape of
// analyzeOpPerf(), in its order. Display text in Qt::DisplayRole, the plain number to sort by in
// SortRole (absent figures sort below every value), so a QSortFilterProxyModel sorts any column.
class OpPerfTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Operator,
        InputDims,
        InputTypes,
        Calls,
        KernelTime,
        Tflops,
        TbPerS,
        Intensity,
        PctOfRoof,
        Bound,
        AboveRoof,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int RowRole = Qt::UserRole + 1; // index into OpPerfAnalysis::rows

    explicit OpPerfTableModel(QObject *parent = nullptr);

    void setAnalysis(const Profile &profile, std::shared_ptr<const OpPerfAnalysis> analysis);
    const OpPerfAnalysis *analysis() const { return m_analysis.get(); }
    // The unit of the time columns (the window's "Time units"); the rows update at once.
    void setTimeUnit(TimeUnit unit);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const OpPerfAnalysis> m_analysis;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    QStringList m_names; // operator names, resolved once
};

} // namespace stepline
