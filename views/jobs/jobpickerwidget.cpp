#include "jobpickerwidget.h"

#include "common/timeformat.h"
#include "jobfilterproxy.h"
#include "joblistmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace stepline {

JobPickerWidget::JobPickerWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new JobListModel(this))
    , m_proxy(new JobFilterProxy(this))
{
    m_model->setWarningIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_proxy->setSourceModel(m_model);

    auto *layout = new QVBoxLayout(this);

    // Loaded profile
    auto *loadedBox = new QGroupBox(tr("Loaded profile"), this);
    auto *loadedLayout = new QHBoxLayout(loadedBox);
    m_loadedLabel = new QLabel(loadedBox);
    m_loadedLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_unloadButton = new QToolButton(loadedBox);
    m_unloadButton->setObjectName(QStringLiteral("unloadButton"));
    m_unloadButton->setIcon(style()->standardIcon(QStyle::SP_TrashIcon));
    m_unloadButton->setToolTip(tr("Unload the profile and free its memory"));
    m_unloadButton->setAutoRaise(true);
    loadedLayout->addWidget(m_loadedLabel, 1);
    loadedLayout->addWidget(m_unloadButton);
    layout->addWidget(loadedBox);
    connect(m_unloadButton, &QToolButton::clicked, this, &JobPickerWidget::unloadRequested);

    // Demo offer
    m_demoFrame = new QFrame(this);
    m_demoFrame->setObjectName(QStringLiteral("demoFrame"));
    m_demoFrame->setFrameShape(QFrame::StyledPanel);
    auto *demoLayout = new QHBoxLayout(m_demoFrame);
    auto *demoText = new QLabel(tr("No profiles folder is set yet. Try the demo jobs that come with "
                                   "Stepline, or choose the folder where your training jobs write "
                                   "their traces."),
        m_demoFrame);
    demoText->setWordWrap(true);
    auto *demoButton = new QPushButton(tr("Show demo jobs"), m_demoFrame);
    demoButton->setObjectName(QStringLiteral("demoButton"));
    demoLayout->addWidget(demoText, 1);
    demoLayout->addWidget(demoButton);
    layout->addWidget(m_demoFrame);
    m_demoFrame->hide();
    connect(demoButton, &QPushButton::clicked, this, &JobPickerWidget::demoRequested);

    // Profiles folder
    auto *folderLayout = new QHBoxLayout;
    folderLayout->addWidget(new QLabel(tr("Profiles folder:"), this));
    m_folderLabel = new QLabel(this);
    m_folderLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    folderLayout->addWidget(m_folderLabel, 1);
    auto *changeButton = new QPushButton(tr("Change..."), this);
    auto *refreshButton = new QPushButton(tr("Refresh"), this);
    folderLayout->addWidget(changeButton);
    folderLayout->addWidget(refreshButton);
    layout->addLayout(folderLayout);
    connect(changeButton, &QPushButton::clicked, this, &JobPickerWidget::changeFolderRequested);
    connect(refreshButton, &QPushButton::clicked, this, &JobPickerWidget::refreshRequested);

    // Filters
    auto *filterLayout = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("jobSearch"));
    m_search->setPlaceholderText(tr("Search by name"));
    m_search->setClearButtonEnabled(true);
    filterLayout->addWidget(m_search, 2);
    m_status = new QComboBox(this);
    m_status->setObjectName(QStringLiteral("statusFilter"));
    m_status->addItem(tr("All statuses"), QString());
    for (const QString &status : JobListModel::statusNames())
        m_status->addItem(JobListModel::statusText(status), status);
    filterLayout->addWidget(m_status);
    m_fromCheck = new QCheckBox(tr("Created from"), this);
    m_from = new QDateTimeEdit(QDateTime::currentDateTime().addDays(-30), this);
    m_toCheck = new QCheckBox(tr("to"), this);
    m_to = new QDateTimeEdit(QDateTime::currentDateTime(), this);
    for (QDateTimeEdit *edit : { m_from, m_to }) {
        edit->setCalendarPopup(true);
        edit->setEnabled(false);
    }
    filterLayout->addWidget(m_fromCheck);
    filterLayout->addWidget(m_from);
    filterLayout->addWidget(m_toCheck);
    filterLayout->addWidget(m_to);
    layout->addLayout(filterLayout);
    connect(m_search, &QLineEdit::textChanged, this, &JobPickerWidget::updateFilters);
    connect(m_status, &QComboBox::currentIndexChanged, this, &JobPickerWidget::updateFilters);
    connect(m_fromCheck, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_toCheck, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    connect(m_fromCheck, &QCheckBox::toggled, this, &JobPickerWidget::updateFilters);
    connect(m_toCheck, &QCheckBox::toggled, this, &JobPickerWidget::updateFilters);
    connect(m_from, &QDateTimeEdit::dateTimeChanged, this, &JobPickerWidget::updateFilters);
    connect(m_to, &QDateTimeEdit::dateTimeChanged, this, &JobPickerWidget::updateFilters);

    // Table
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("jobTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(JobListModel::CreatedColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(JobListModel::NameColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultSectionSize(90);
    m_table->horizontalHeader()->setSectionResizeMode(
        JobListModel::CreatedColumn, QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        Q_EMIT loadRequested(index.data(JobListModel::PathRole).toString());
    });

    auto *bottom = new QHBoxLayout;
    m_countLabel = new QLabel(this);
    bottom->addWidget(m_countLabel, 1);
    m_loadButton = new QPushButton(tr("Load"), this);
    m_loadButton->setObjectName(QStringLiteral("loadButton"));
    m_loadButton->setEnabled(false);
    bottom->addWidget(m_loadButton);
    layout->addLayout(bottom);
    connect(m_loadButton, &QPushButton::clicked, this, [this] {
        const QString path = selectedPath();
        if (!path.isEmpty())
            Q_EMIT loadRequested(path);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this] { m_loadButton->setEnabled(!selectedPath().isEmpty()); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &JobPickerWidget::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &JobPickerWidget::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &JobPickerWidget::updateCount);

    clearLoadedProfile();
    setProfilesFolder(QString());
    updateCount();
}

void JobPickerWidget::setProfilesFolder(const QString &folder)
{
    m_folderLabel->setText(folder.isEmpty() ? tr("(none)") : folder);
}

void JobPickerWidget::setJobs(const QList<JobRow> &jobs)
{
    const QString selected = selectedPath();
    const int scroll = m_table->verticalScrollBar()->value();
    m_model->setJobs(jobs);
    if (!selected.isEmpty())
        selectPath(selected);
    m_table->verticalScrollBar()->setValue(scroll);
    updateCount();
}

void JobPickerWidget::setScanning(bool scanning)
{
    m_scanning = scanning;
    updateCount();
}

void JobPickerWidget::setLoadedProfile(const QString &name, const QString &path, qint64 memoryBytes)
{
    m_loadedLabel->setText(tr("<b>%1</b><br>%2<br>Memory used: %3")
                               .arg(name.toHtmlEscaped(), path.toHtmlEscaped(), formatBytes(memoryBytes)));
    m_unloadButton->setEnabled(true);
}

void JobPickerWidget::clearLoadedProfile()
{
    m_loadedLabel->setText(tr("No profile loaded. Pick a job below and press Load, or open a trace "
                              "file with File > Open."));
    m_unloadButton->setEnabled(false);
}

void JobPickerWidget::setDemoOffer(bool offer)
{
    m_demoFrame->setVisible(offer);
}

QString JobPickerWidget::selectedPath() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(JobListModel::PathRole).toString();
}

void JobPickerWidget::selectPath(const QString &path)
{
    const int sourceRow = m_model->rowOfPath(path);
    if (sourceRow < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid())
        return;
    m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
}

void JobPickerWidget::updateFilters()
{
    m_proxy->setSearchText(m_search->text());
    const QString status = m_status->currentData().toString();
    m_proxy->setStatusFilter(status.isEmpty() ? QSet<QString>() : QSet<QString> { status });
    m_proxy->setCreatedRange(m_fromCheck->isChecked() ? m_from->dateTime().toUTC() : QDateTime(),
        m_toCheck->isChecked() ? m_to->dateTime().toUTC() : QDateTime());
    updateCount();
}

void JobPickerWidget::updateCount()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    QString text = shown == total ? tr("%n job(s)", nullptr, total)
                                  : tr("%1 of %n job(s) shown", nullptr, total).arg(shown);
    if (m_scanning)
        text += QStringLiteral(" - ") + tr("scanning...");
    m_countLabel->setText(text);
    m_loadButton->setEnabled(!selectedPath().isEmpty());
}

} // namespace stepline
