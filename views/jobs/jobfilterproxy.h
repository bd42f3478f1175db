#pragma once

#include <QDateTime>
#include <QSet>
#include <QSortFilterProxyModel>

namespace stepline {

// Search by name, filter by status and by creation-time range, sort by JobListModel::SortRole.
// Jobs with an unknown creation time pass only when no range is set.
class JobFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit JobFilterProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    // Canonical status names to keep; empty = all.
    void setStatusFilter(const QSet<QString> &statuses);
    // Inclusive bounds; an invalid QDateTime leaves that side open.
    void setCreatedRange(const QDateTime &from, const QDateTime &to);

    QString searchText() const { return m_search; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_search;
    QSet<QString> m_statuses;
    QDateTime m_from;
    QDateTime m_to;
};

} // namespace stepline
