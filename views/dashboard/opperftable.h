#pragma once

#include <QFrame>

#include <memory>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace stepline {

class OpPerfTableModel;
class Profile;
struct OpPerfAnalysis;

// The dashboard card beside the roofline: the operator-efficiency table, sortable by every
// column (click a header), or why there is none.
class OpPerfTable : public QFrame
{
    Q_OBJECT
public:
    explicit OpPerfTable(QWidget *parent = nullptr);

    void setAnalysis(const Profile &profile, std::shared_ptr<const OpPerfAnalysis> analysis);
    QTableView *view() const { return m_view; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    OpPerfTableModel *model() const { return m_model; }

Q_SIGNALS:
    // A row was activated (double click or Enter): its index into OpPerfAnalysis::rows.
    void rowActivated(int row);

private:
    QLabel *m_title = nullptr;
    QLabel *m_empty = nullptr;
    QTableView *m_view = nullptr;
    OpPerfTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
};

} // namespace stepline
