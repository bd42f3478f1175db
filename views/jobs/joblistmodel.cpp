#include "joblistmodel.h"

#include "common/timeformat.h"

#include <QFont>
#include <QLocale>

namespace stepline {

JobListModel::JobListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void JobListModel::setJobs(const QList<JobRow> &jobs)
{
    beginResetModel();
    m_jobs = jobs;
    endResetModel();
}

int JobListModel::rowOfPath(const QString &path) const
{
    for (int i = 0; i < m_jobs.size(); ++i) {
        if (m_jobs[i].path == path)
            return i;
    }
    return -1;
}

int JobListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_jobs.size());
}

int JobListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QStringList JobListModel::statusNames()
{
    return { QStringLiteral("InProgress"), QStringLiteral("Completed"), QStringLiteral("Failed"),
        QStringLiteral("Stopped"), QStringLiteral("Stopping") };
}

QString JobListModel::statusText(const QString &status)
{
    if (status == QLatin1String("InProgress"))
        return tr("In progress");
    if (status == QLatin1String("Completed"))
        return tr("Completed");
    if (status == QLatin1String("Failed"))
        return tr("Failed");
    if (status == QLatin1String("Stopped"))
        return tr("Stopped");
    if (status == QLatin1String("Stopping"))
        return tr("Stopping");
    return status;
}

QString JobListModel::detailText(const QString &detail)
{
    if (detail == QLatin1String("baseTimeNanoseconds + first event"))
        return tr("baseTimeNanoseconds + first event");
    if (detail == QLatin1String("first event ts"))
        return tr("first event ts");
    if (detail == QLatin1String("system metrics Timestamp"))
        return tr("system metrics Timestamp");
    if (detail == QLatin1String("start time in the Python-stats folder name"))
        return tr("start time in the Python-stats folder name");
    return detail;
}

QString JobListModel::pendingText()
{
    return QStringLiteral("\u2026"); // not read yet
}

QString JobListModel::unknownText()
{
    return QStringLiteral("\u2014"); // the files do not tell
}

QVariant JobListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const JobRow &job = m_jobs[index.row()];
    switch (role) {
    case PathRole:
        return job.path;
    case StatusRole:
        return job.status;
    case CreatedRole:
        return job.created;
    case WarningsRole:
        return job.warnings;
    case Qt::TextAlignmentRole:
        if (index.column() >= RanksColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn: {
            QString tip = job.path;
            for (const QString &warning : job.warnings)
                tip += QLatin1Char('\n') + tr("Warning: %1").arg(warning);
            return tip;
        }
        case CreatedColumn:
            if (job.createdPending)
                return tr("Reading the trace to its end to find when it started");
            if (job.createdFromFileTime)
                return tr("File time: the traces hold no wall-clock time. A download or copy sets it "
                          "to when the copy was made.");
            if (job.createdSource == QLatin1String("job.json"))
                return tr("From job.json");
            if (!job.createdDetail.isEmpty())
                return tr("From the trace: %1").arg(detailText(job.createdDetail));
            return {};
        case StatusColumn:
            if (job.statusPending)
                return tr("Reading the compressed trace to its end to see whether it is complete");
            if (job.status.isEmpty())
                return tr("Unknown: no trace of this job can be read");
            return {};
        case NodesColumn:
            if (job.nodes < 0)
                return tr("Unknown: the traces do not name their hosts");
            return {};
        case GpusColumn:
            if (job.gpusPending)
                return tr("Reading the traces to their end to find the GPUs they used");
            if (job.gpus < 0)
                return tr("Unknown: a trace of this job cannot be read, or there is no training trace");
            return tr("GPUs with activity (kernels, memory copies or sets) in the traces");
        }
        return {};
    case Qt::FontRole:
        if (index.column() == CreatedColumn && job.createdFromFileTime) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == NameColumn && !job.warnings.isEmpty() && !m_warningIcon.isNull())
            return m_warningIcon;
        return {};
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return job.name.toLower();
        case CreatedColumn:
            return job.created.isValid() ? job.created.toMSecsSinceEpoch() : qint64(-1);
        case StatusColumn:
            return int(statusNames().indexOf(job.status));
        case RanksColumn:
            return job.ranks;
        case NodesColumn:
            return job.nodes;
        case GpusColumn:
            return job.gpus;
        case SizeColumn:
            return job.bytes;
        }
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return job.name;
        case CreatedColumn:
            if (job.createdPending)
                return pendingText();
            return job.created.isValid() ? QLocale().toString(job.created.toLocalTime(), QLocale::ShortFormat)
                                         : unknownText();
        case StatusColumn:
            if (job.status.isEmpty())
                return job.statusPending ? pendingText() : unknownText();
            return statusText(job.status);
        case RanksColumn:
            return job.ranks;
        case NodesColumn:
            return job.nodes >= 0 ? QVariant(job.nodes) : QVariant(unknownText());
        case GpusColumn:
            if (job.gpusPending)
                return pendingText();
            return job.gpus >= 0 ? QVariant(job.gpus) : QVariant(unknownText());
        case SizeColumn:
            return formatBytes(job.bytes);
        }
        return {};
    }
    return {};
}

QVariant JobListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case CreatedColumn:
        return tr("Created");
    case StatusColumn:
        return tr("Status");
    case RanksColumn:
        return tr("Ranks");
    case NodesColumn:
        return tr("Nodes");
    case GpusColumn:
        return tr("GPUs");
    case SizeColumn:
        return tr("Size on disk");
    }
    return {};
}

} // namespace stepline
