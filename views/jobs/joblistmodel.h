#pragma once

#include "jobrow.h"

#include <QAbstractTableModel>
#include <QIcon>
#include <QList>

namespace stepline {

// Table model of the job picker. Display strings are translated and formatted; SortRole gives
// raw values (QDateTime, qint64, status order) so every column sorts by value, not by text.
class JobListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        CreatedColumn,
        StatusColumn,
        RanksColumn,
        NodesColumn,
        GpusColumn,
        SizeColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1,
        PathRole,
        StatusRole, // canonical status name
        CreatedRole, // QDateTime (UTC)
        WarningsRole, // QStringList
    };

    explicit JobListModel(QObject *parent = nullptr);

    // Replaces every row (a reset); the picker restores its selection by path afterwards.
    void setJobs(const QList<JobRow> &jobs);
    const QList<JobRow> &jobs() const { return m_jobs; }
    int rowOfPath(const QString &path) const;
    // Shown beside jobs with warnings (the widget passes its style's icon; no QtWidgets here).
    void setWarningIcon(const QIcon &icon) { m_warningIcon = icon; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Translated status text for a canonical name.
    static QString statusText(const QString &status);
    static QStringList statusNames();
    // Shown where the background pass has not read a fact yet, and where the files do not tell.
    static QString pendingText();
    // Translated text of a JobRow::createdDetail (the scanner's English names).
    static QString detailText(const QString &detail);
    static QString unknownText();

private:
    QList<JobRow> m_jobs;
    QIcon m_warningIcon;
};

} // namespace stepline
