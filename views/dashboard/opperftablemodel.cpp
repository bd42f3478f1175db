#include "opperftablemodel.h"

#include "common/timeformat.h"

#include "opperf.h"
#include "profile.h"

#include <QLocale>

#include <limits>

namespace stepline {

namespace {

QString number(double value)
{
    return QLocale().toString(value, 'g', 3);
}

// Sort key of an absent figure: below every real one.
constexpr double kAbsent = -std::numeric_limits<double>::infinity();

} // namespace

OpPerfTableModel::OpPerfTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void OpPerfTableModel::setAnalysis(const Profile &profile, std::shared_ptr<const OpPerfAnalysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_names.clear();
    if (m_analysis) {
        for (const OpPerfRow &row : m_analysis->rows) {
            const std::string_view name = profile.str(row.name);
            m_names << QString::fromUtf8(name.data(), qsizetype(name.size()));
        }
    }
    endResetModel();
}

int OpPerfTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_analysis ? 0 : int(m_analysis->rows.size());
}

int OpPerfTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpPerfTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_analysis || size_t(index.row()) >= m_analysis->rows.size())
        return {};
    const OpPerfRow &row = m_analysis->rows[size_t(index.row())];
    if (role == RowRole)
        return index.row();
    const auto figure = [role](const std::optional<double> &value) -> QVariant {
        if (role == SortRole)
            return value ? *value : kAbsent;
        return value ? number(*value) : QStringLiteral("\u2014");
    };
    if (role == Qt::ToolTipRole) {
        if (!row.peakReason.empty() && !row.tflopsPerS)
            return QString::fromStdString(row.peakReason);
        if (row.overPeak)
            return tr("Above the roof: a wrong shape, type or peak; no efficiency shown");
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() >= Calls ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (Column(index.column())) {
    case Operator:
        return m_names.value(index.row());
    case InputDims:
        return QString::fromStdString(row.inputDims);
    case InputTypes:
        return QString::fromStdString(row.inputTypes);
    case Calls:
        return role == SortRole ? QVariant(double(row.count)) : QVariant(formatCount(qint64(row.count)));
    case KernelTime:
        return role == SortRole ? QVariant(double(row.kernelNs))
                                : QVariant(formatDuration(row.kernelNs, m_timeUnit));
    case Tflops:
        return figure(row.tflopsPerS);
    case TbPerS:
        return figure(row.tbPerS);
    case Intensity:
        return figure(row.intensity);
    case PctOfRoof:
        if (row.overPeak && role == Qt::DisplayRole)
            return tr("over peak");
        return figure(row.pctOfRoof);
    case Bound:
        if (!row.computeBound)
            return role == SortRole ? QVariant(QString()) : QVariant(QStringLiteral("\u2014"));
        return *row.computeBound ? tr("compute") : tr("memory");
    case AboveRoof: {
        const bool known = row.roofNs > 0 && !row.overPeak;
        if (role == SortRole)
            return known ? double(row.aboveRoofNs()) : kAbsent;
        return known ? formatDuration(row.aboveRoofNs(), m_timeUnit) : QStringLiteral("\u2014");
    }
    case ColumnCount:
        break;
    }
    return {};
}

void OpPerfTableModel::setTimeUnit(TimeUnit unit)
{
    if (unit == m_timeUnit)
        return;
    m_timeUnit = unit;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, KernelTime), index(rowCount() - 1, AboveRoof), { Qt::DisplayRole });
}

QVariant OpPerfTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Operator:
        return tr("Operator");
    case InputDims:
        return tr("Input Dims");
    case InputTypes:
        return tr("Input type");
    case Calls:
        return tr("Calls");
    case KernelTime:
        return tr("Kernel time");
    case Tflops:
        return tr("TFLOP/s");
    case TbPerS:
        return tr("TB/s");
    case Intensity:
        return tr("FLOP/byte");
    case PctOfRoof:
        return tr("% of roof");
    case Bound:
        return tr("Bound");
    case AboveRoof:
        return tr("Above roof");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace stepline
