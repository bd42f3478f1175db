#include "opperftable.h"

#include "opperftablemodel.h"

#include "opperf.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace stepline {

OpPerfTable::OpPerfTable(QWidget *parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_title = new QLabel(tr("Operator efficiency"), this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_empty, 1);
    m_model = new OpPerfTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(OpPerfTableModel::SortRole);
    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(OpPerfTableModel::KernelTime, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT rowActivated(m_proxy->data(index, OpPerfTableModel::RowRole).toInt());
    });
}

void OpPerfTable::setAnalysis(const Profile &profile, std::shared_ptr<const OpPerfAnalysis> analysis)
{
    const bool empty = !analysis || analysis->rows.empty();
    m_empty->setText(empty
            ? tr("Not in this profile: %1")
                  .arg(QString::fromStdString(analysis ? analysis->absentReason : std::string("no analysis")))
            : QString());
    m_empty->setVisible(empty);
    m_view->setVisible(!empty);
    m_model->setAnalysis(profile, std::move(analysis));
    m_view->resizeColumnsToContents();
}

} // namespace stepline
