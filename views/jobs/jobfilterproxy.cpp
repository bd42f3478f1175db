#include "jobfilterproxy.h"

#include "joblistmodel.h"

namespace stepline {

JobFilterProxy::JobFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(JobListModel::SortRole);
    setDynamicSortFilter(true);
}

void JobFilterProxy::setSearchText(const QString &text)
{
    if (text == m_search)
        return;
    m_search = text;
    invalidateFilter();
}

void JobFilterProxy::setStatusFilter(const QSet<QString> &statuses)
{
    if (statuses == m_statuses)
        return;
    m_statuses = statuses;
    invalidateFilter();
}

void JobFilterProxy::setCreatedRange(const QDateTime &from, const QDateTime &to)
{
    if (from == m_from && to == m_to)
        return;
    m_from = from;
    m_to = to;
    invalidateFilter();
}

bool JobFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, JobListModel::NameColumn, sourceParent);
    if (!m_search.isEmpty()
        && !index.data(Qt::DisplayRole).toString().contains(m_search.trimmed(), Qt::CaseInsensitive))
        return false;
    if (!m_statuses.isEmpty() && !m_statuses.contains(index.data(JobListModel::StatusRole).toString()))
        return false;
    if (m_from.isValid() || m_to.isValid()) {
        const QDateTime created = index.data(JobListModel::CreatedRole).toDateTime();
        if (!created.isValid())
            return false;
        if (m_from.isValid() && created < m_from)
            return false;
        if (m_to.isValid() && created > m_to)
            return false;
    }
    return true;
}

} // namespace stepline
