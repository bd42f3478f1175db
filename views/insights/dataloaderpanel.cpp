#include "dataloaderpanel.h"

#include "common/navigation.h"
#include "common/timeformat.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace stepline {

namespace {

constexpr int kStartRole = Qt::UserRole + 1;
constexpr int kEndRole = Qt::UserRole + 2;

QTreeWidgetItem *group(
    QTreeWidget *tree, const QString &title, const DurationStats &s, const QString &extra, TimeUnit unit)
{
    auto *item = new QTreeWidgetItem(tree);
    item->setText(0, title);
    item->setText(1, formatCount(qint64(s.count)));
    item->setText(2, s.count ? formatDuration(s.medianNs, unit) : QString());
    item->setText(3, s.count ? formatDuration(s.maxNs, unit) : QString());
    item->setText(
        4, s.count ? DataLoaderPanel::tr("%n outlier(s)", nullptr, int(s.outliers.size())) : QString());
    item->setText(5, extra);
    QFont f = item->font(0);
    f.setBold(true);
    item->setFont(0, f);
    return item;
}

void addOutliers(QTreeWidgetItem *parent, const std::vector<DataLoaderSpan> &spans, const DurationStats &s,
    bool showWorker, TimeUnit unit)
{
    for (size_t i : s.outliers) {
        const DataLoaderSpan &span = spans[i];
        auto *item = new QTreeWidgetItem(parent);
        item->setText(0,
            DataLoaderPanel::tr("rank %1, %2 .. %3")
                .arg(span.rank)
                .arg(formatDuration(span.tsNs, unit), formatDuration(span.endNs(), unit)));
        item->setText(2, formatDuration(span.durNs, unit));
        item->setText(4,
            DataLoaderPanel::tr("%1 x median")
                .arg(s.medianNs ? double(span.durNs) / double(s.medianNs) : 0.0, 0, 'f', 1));
        if (showWorker)
            item->setText(5, QString::fromStdString(span.worker));
        item->setData(0, kStartRole, qint64(span.tsNs));
        item->setData(0, kEndRole, qint64(span.endNs()));
        item->setToolTip(0, DataLoaderPanel::tr("Click to show the window in the timeline"));
        item->setForeground(0, parent->treeWidget()->palette().link());
    }
    parent->setExpanded(true);
}

} // namespace

DataLoaderPanel::DataLoaderPanel(Navigation *navigation, QWidget *parent)
    : QWidget(parent)
    , m_navigation(navigation)
{
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(6);
    m_tree->setHeaderLabels({ tr("What"), tr("Count"), tr("Median / duration"), tr("Max"),
        tr("Outliers (> 2 x median)"), tr("Details / worker") });
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    layout->addWidget(m_tree, 1);
    connect(m_tree, &QTreeWidget::itemClicked, this, &DataLoaderPanel::onItemClicked);
    setAnalysis({});
}

void DataLoaderPanel::setTimeUnit(TimeUnit unit)
{
    if (unit == m_timeUnit)
        return;
    m_timeUnit = unit;
    const DataLoaderAnalysis shown = m_analysis;
    setAnalysis(shown);
}

void DataLoaderPanel::setAnalysis(const DataLoaderAnalysis &a)
{
    m_analysis = a;
    m_tree->clear();
    if (a.empty()) {
        m_summary->setText(
            tr("No data-loader events in this profile (enumerate(DataLoader)#... calls, iterator "
               "initializations or worker threads)."));
        return;
    }
    const QString type = a.loaderType == "multi-process" ? tr("multi-process")
        : a.loaderType == "single-process"               ? tr("single-process (num_workers = 0)")
                                                         : tr("unknown type");
    m_summary->setText(
        tr("Data loader: %1, %n worker thread(s) seen. Click an outlier to show its window in the "
           "timeline with every row.",
            nullptr, int(a.workers.size()))
            .arg(type));
    QString initExtra;
    if (!a.inits.empty()) {
        const IteratorInit &first = a.inits.front();
        initExtra = tr("%1, workers %2, pin_memory %3")
                        .arg(QString::fromStdString(first.type),
                            first.workers >= 0 ? QString::number(first.workers) : tr("unknown"),
                            first.pinMemory < 0   ? tr("unknown")
                                : first.pinMemory ? tr("yes")
                                                  : tr("no"));
    }
    std::vector<DataLoaderSpan> inits(a.inits.begin(), a.inits.end());
    const std::tuple<QString, const DurationStats &, const std::vector<DataLoaderSpan> &, QString, bool>
        groups[] = { { tr("Iterator initializations"), a.initStats, inits, initExtra, false },
            { tr("Worker lifetimes"), a.workerStats, a.workers, QString(), true },
            { tr("GetNext calls"), a.getNextStats, a.getNext, QString(), true },
            { tr("Batch time (between GetNext starts)"), a.batchStats, a.batches, QString(), false } };
    for (const auto &[title, stats, spans, extra, showWorker] : groups)
        addOutliers(group(m_tree, title, stats, extra, m_timeUnit), spans, stats, showWorker, m_timeUnit);
    for (int c = 1; c < m_tree->columnCount(); ++c)
        m_tree->resizeColumnToContents(c);
}

void DataLoaderPanel::onItemClicked(QTreeWidgetItem *item)
{
    if (!item || !m_navigation || !item->data(0, kStartRole).isValid())
        return;
    const int64_t start = item->data(0, kStartRole).toLongLong();
    const int64_t end = item->data(0, kEndRole).toLongLong();
    // A little context either side, every row (rank -1).
    const int64_t pad = std::max<int64_t>((end - start) / 10, 1000);
    m_navigation->zoomToRange(std::max<int64_t>(0, start - pad), end + pad, -1);
    m_navigation->showView(QStringLiteral("timeline"));
}

} // namespace stepline
