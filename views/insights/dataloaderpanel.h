#pragma once

#include "common/timeformat.h"

#include "dataloader.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace stepline {

class Navigation;

// The data-loader analysis (METRICS.md "Data loader"): iterator initializations, workers, GetNext
// calls and batch times with their outliers; clicking an outlier zooms the timeline to it, with
// every row of that period.
class DataLoaderPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DataLoaderPanel(Navigation *navigation, QWidget *parent = nullptr);
    void setAnalysis(const DataLoaderAnalysis &analysis);
    // The unit of every duration shown; the tree is filled again at once.
    void setTimeUnit(TimeUnit unit);
    QTreeWidget *tree() const { return m_tree; }

private:
    void onItemClicked(QTreeWidgetItem *item);

    Navigation *m_navigation;
    DataLoaderAnalysis m_analysis;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    QLabel *m_summary;
    QTreeWidget *m_tree;
};

} // namespace stepline
