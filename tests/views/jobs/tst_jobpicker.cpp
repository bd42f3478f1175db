#include "jobs/jobfilterproxy.h"
#include "jobs/joblistmodel.h"
#include "jobs/jobpickerwidget.h"

#include <QtTest>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QToolButton>

using namespace stepline;

namespace {

JobRow job(
    const QString &name, const QString &status, int day, int ranks, qint64 bytes, QStringList warnings = {})
{
    JobRow row;
    row.name = name;
    row.path = QStringLiteral("/jobs/") + name;
    row.status = status;
    row.created = day > 0 ? QDateTime(QDate(2026, 11, day), QTime(12, 0), Qt::UTC) : QDateTime();
    row.ranks = ranks;
    row.nodes = (ranks + 7) / 8;
    row.gpus = ranks;
    row.bytes = bytes;
    row.warnings = std::move(warnings);
    return row;
}

QList<JobRow> sampleJobs()
{
    return { job(QStringLiteral("resnet50-2node"), QStringLiteral("Completed"), 2, 16, 7'000'000),
        job(QStringLiteral("bert-large"), QStringLiteral("InProgress"), 5, 8, 120'000),
        job(QStringLiteral("ResNet18-debug"), QStringLiteral("Failed"), 1, 1, 50'000'000,
            { QStringLiteral("job.json: not valid JSON") }),
        job(QStringLiteral("gpt-small"), QStringLiteral("Stopped"), 0, 4, 3'000) };
}

QStringList column(const QAbstractItemModel *model, int col, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int r = 0; r < model->rowCount(); ++r)
        out.append(model->index(r, col).data(role).toString());
    return out;
}

} // namespace

class TestJobPicker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelPassesTester();
    void modelShowsValues();
    void pendingAndUnknownCells();
    void searchIsCaseInsensitive();
    void statusFilter();
    void createdRangeFilter();
    void sortByEveryColumn_data();
    void sortByEveryColumn();
    void refreshKeepsSelection();
    void loadAndUnloadSignals();
    void screenshot();
};

void TestJobPicker::initTestCase()
{
    QApplication::setStyle(QStringLiteral("Fusion"));
}

void TestJobPicker::modelPassesTester()
{
    JobListModel model;
    JobFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester sourceTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setJobs(sampleJobs());
    proxy.setSearchText(QStringLiteral("res"));
    proxy.sort(JobListModel::SizeColumn);
    proxy.setStatusFilter({ QStringLiteral("Failed") });
    model.setJobs(sampleJobs().mid(1));
    proxy.setStatusFilter({});
    proxy.setSearchText(QString());
    model.setJobs({});
    QCOMPARE(proxy.rowCount(), 0);
}

void TestJobPicker::modelShowsValues()
{
    JobListModel model;
    model.setWarningIcon(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning));
    model.setJobs(sampleJobs());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(JobListModel::ColumnCount));
    QCOMPARE(model.headerData(JobListModel::GpusColumn, Qt::Horizontal).toString(), QStringLiteral("GPUs"));
    QCOMPARE(model.index(1, JobListModel::StatusColumn).data().toString(), QStringLiteral("In progress"));
    QCOMPARE(model.index(0, JobListModel::RanksColumn).data().toInt(), 16);
    QCOMPARE(model.index(0, JobListModel::NodesColumn).data().toInt(), 2);
    QCOMPARE(model.index(3, JobListModel::CreatedColumn).data().toString(), QStringLiteral("\u2014"));
    QVERIFY(model.index(0, JobListModel::SizeColumn).data().toString().contains(QStringLiteral("MiB")));
    QCOMPARE(model.index(0, JobListModel::SizeColumn).data(JobListModel::SortRole).toLongLong(),
        qint64(7'000'000));
    // Warning icon and reason only on the job with warnings.
    QVERIFY(model.index(2, 0).data(Qt::DecorationRole).value<QIcon>().isNull() == false);
    QVERIFY(!model.index(0, 0).data(Qt::DecorationRole).isValid());
    QVERIFY(model.index(2, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("not valid JSON")));
    QCOMPARE(model.rowOfPath(QStringLiteral("/jobs/bert-large")), 1);
    QCOMPARE(model.rowOfPath(QStringLiteral("/jobs/none")), -1);
}

// "…" while the background pass reads, "—" where the files do not tell; never a guessed number.
void TestJobPicker::pendingAndUnknownCells()
{
    JobRow pending = job(QStringLiteral("gz-job"), QString(), 0, 2, 1000);
    pending.statusPending = true;
    pending.createdPending = true;
    pending.gpusPending = true;
    pending.nodes = -1;
    JobRow downloaded = job(QStringLiteral("copied"), QStringLiteral("Completed"), 3, 1, 10);
    downloaded.createdFromFileTime = true;
    downloaded.createdSource = QStringLiteral("file time");
    JobRow unreadable = job(QStringLiteral("broken"), QString(), 0, 1, 10);
    unreadable.gpus = -1;
    JobRow fromTrace = job(QStringLiteral("kineto"), QStringLiteral("Completed"), 4, 1, 10);
    fromTrace.createdSource = QStringLiteral("trace");
    fromTrace.createdDetail = QStringLiteral("baseTimeNanoseconds + first event");
    JobListModel model;
    model.setJobs({ pending, downloaded, unreadable, fromTrace });
    const QString dots = QStringLiteral("\u2026");
    const QString dash = QStringLiteral("\u2014");
    QCOMPARE(model.index(0, JobListModel::CreatedColumn).data().toString(), dots);
    QCOMPARE(model.index(0, JobListModel::StatusColumn).data().toString(), dots);
    QCOMPARE(model.index(0, JobListModel::GpusColumn).data().toString(), dots);
    QCOMPARE(model.index(0, JobListModel::NodesColumn).data().toString(), dash);
    QCOMPARE(model.index(0, JobListModel::RanksColumn).data().toInt(), 2);
    QVERIFY(model.index(0, JobListModel::StatusColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("Reading")));
    QVERIFY(model.index(0, JobListModel::NodesColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("hosts")));
    // The file time is a last resort, marked as one.
    QVERIFY(model.index(1, JobListModel::CreatedColumn).data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(model.index(1, JobListModel::CreatedColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("File time")));
    QVERIFY(!model.index(3, JobListModel::CreatedColumn).data(Qt::FontRole).isValid());
    QCOMPARE(model.index(3, JobListModel::CreatedColumn).data(Qt::ToolTipRole).toString(),
        QStringLiteral("From the trace: baseTimeNanoseconds + first event"));
    QCOMPARE(model.index(2, JobListModel::StatusColumn).data().toString(), dash);
    QCOMPARE(model.index(2, JobListModel::GpusColumn).data().toString(), dash);
}

void TestJobPicker::searchIsCaseInsensitive()
{
    JobListModel model;
    JobFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setJobs(sampleJobs());
    proxy.sort(JobListModel::NameColumn);
    proxy.setSearchText(QStringLiteral("resnet"));
    QCOMPARE(column(&proxy, 0),
        (QStringList { QStringLiteral("ResNet18-debug"), QStringLiteral("resnet50-2node") }));
    proxy.setSearchText(QStringLiteral("  BERT "));
    QCOMPARE(column(&proxy, 0), QStringList { QStringLiteral("bert-large") });
    proxy.setSearchText(QStringLiteral("nothing"));
    QCOMPARE(proxy.rowCount(), 0);
}

void TestJobPicker::statusFilter()
{
    JobListModel model;
    JobFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setJobs(sampleJobs());
    proxy.sort(JobListModel::NameColumn);
    proxy.setStatusFilter({ QStringLiteral("InProgress"), QStringLiteral("Stopped") });
    QCOMPARE(column(&proxy, 0), (QStringList { QStringLiteral("bert-large"), QStringLiteral("gpt-small") }));
    proxy.setSearchText(QStringLiteral("gpt"));
    QCOMPARE(column(&proxy, 0), QStringList { QStringLiteral("gpt-small") });
}

void TestJobPicker::createdRangeFilter()
{
    JobListModel model;
    JobFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setJobs(sampleJobs());
    proxy.sort(JobListModel::CreatedColumn);
    const QDateTime nov2(QDate(2026, 11, 2), QTime(12, 0), Qt::UTC);
    proxy.setCreatedRange(nov2, QDateTime());
    // Inclusive lower bound; the job without a creation time drops out once a range is set.
    QCOMPARE(
        column(&proxy, 0), (QStringList { QStringLiteral("resnet50-2node"), QStringLiteral("bert-large") }));
    proxy.setCreatedRange(QDateTime(), nov2.addSecs(-1));
    QCOMPARE(column(&proxy, 0), QStringList { QStringLiteral("ResNet18-debug") });
    proxy.setCreatedRange(nov2, nov2.addDays(2));
    QCOMPARE(column(&proxy, 0), QStringList { QStringLiteral("resnet50-2node") });
    proxy.setCreatedRange({}, {});
    QCOMPARE(proxy.rowCount(), 4);
}

void TestJobPicker::sortByEveryColumn_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QStringList>("ascending");
    const QString resnet = QStringLiteral("resnet50-2node"), bert = QStringLiteral("bert-large"),
                  debug = QStringLiteral("ResNet18-debug"), gpt = QStringLiteral("gpt-small");
    QTest::addRow("name") << int(JobListModel::NameColumn) << QStringList { bert, gpt, debug, resnet };
    QTest::addRow("created") << int(JobListModel::CreatedColumn) << QStringList { gpt, debug, resnet, bert };
    QTest::addRow("status") << int(JobListModel::StatusColumn) << QStringList { bert, resnet, debug, gpt };
    QTest::addRow("ranks") << int(JobListModel::RanksColumn) << QStringList { debug, gpt, bert, resnet };
    QTest::addRow("size") << int(JobListModel::SizeColumn) << QStringList { gpt, bert, resnet, debug };
}

void TestJobPicker::sortByEveryColumn()
{
    QFETCH(int, column);
    QFETCH(QStringList, ascending);
    JobListModel model;
    JobFilterProxy proxy;
    proxy.setSourceModel(&model);
    model.setJobs(sampleJobs());
    proxy.sort(column, Qt::AscendingOrder);
    QCOMPARE(::column(&proxy, 0), ascending);
    proxy.sort(column, Qt::DescendingOrder);
    std::reverse(ascending.begin(), ascending.end());
    QCOMPARE(::column(&proxy, 0), ascending);
}

void TestJobPicker::refreshKeepsSelection()
{
    JobPickerWidget picker;
    picker.setJobs(sampleJobs());
    picker.selectPath(QStringLiteral("/jobs/bert-large"));
    QCOMPARE(picker.selectedPath(), QStringLiteral("/jobs/bert-large"));
    // A refresh brings a new job and changed values; the selected job stays selected.
    QList<JobRow> jobs = sampleJobs();
    jobs.prepend(job(QStringLiteral("a-new-job"), QStringLiteral("InProgress"), 9, 2, 10));
    jobs[2].status = QStringLiteral("Completed");
    picker.setJobs(jobs);
    QCOMPARE(picker.selectedPath(), QStringLiteral("/jobs/bert-large"));
    QCOMPARE(picker.model()->rowCount(), 5);
    // Filtering through the widgets.
    picker.findChild<QLineEdit *>(QStringLiteral("jobSearch"))->setText(QStringLiteral("resnet"));
    QCOMPARE(picker.proxy()->rowCount(), 2);
    auto *status = picker.findChild<QComboBox *>(QStringLiteral("statusFilter"));
    status->setCurrentIndex(status->findData(QStringLiteral("Failed")));
    QCOMPARE(picker.proxy()->rowCount(), 1);
}

void TestJobPicker::loadAndUnloadSignals()
{
    JobPickerWidget picker;
    picker.setJobs(sampleJobs());
    QSignalSpy load(&picker, &JobPickerWidget::loadRequested);
    QSignalSpy unload(&picker, &JobPickerWidget::unloadRequested);
    auto *loadButton = picker.findChild<QPushButton *>(QStringLiteral("loadButton"));
    auto *trash = picker.findChild<QToolButton *>(QStringLiteral("unloadButton"));
    QVERIFY(!loadButton->isEnabled());
    QVERIFY(!trash->isEnabled());
    picker.selectPath(QStringLiteral("/jobs/gpt-small"));
    QVERIFY(loadButton->isEnabled());
    loadButton->click();
    QCOMPARE(load.count(), 1);
    QCOMPARE(load.first().at(0).toString(), QStringLiteral("/jobs/gpt-small"));
    picker.setLoadedProfile(QStringLiteral("gpt-small"), QStringLiteral("/jobs/gpt-small"), 5 << 20);
    QVERIFY(trash->isEnabled());
    trash->click();
    QCOMPARE(unload.count(), 1);
    picker.clearLoadedProfile();
    QVERIFY(!trash->isEnabled());
}

void TestJobPicker::screenshot()
{
    JobPickerWidget picker;
    picker.resize(1100, 480);
    picker.setProfilesFolder(QStringLiteral("/home/analyst/profiles"));
    picker.setJobs(sampleJobs());
    picker.setLoadedProfile(
        QStringLiteral("resnet50-2node"), QStringLiteral("/jobs/resnet50-2node"), 84 << 20);
    picker.selectPath(QStringLiteral("/jobs/bert-large"));
    picker.show();
    QVERIFY(QTest::qWaitForWindowExposed(&picker));
    const QString out = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots/jobpicker.png");
    QDir().mkpath(QFileInfo(out).absolutePath());
    QVERIFY(picker.grab().save(out));
}

QTEST_MAIN(TestJobPicker)
#include "tst_jobpicker.moc"
