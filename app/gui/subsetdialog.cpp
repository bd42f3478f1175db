#include "subsetdialog.h"

#include "loadoptionstext.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace stepline {

namespace {

QString bytesText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

SubsetDialog::SubsetDialog(
    const QString &path, std::vector<RankFile> files, qint64 availableBytes, QWidget *parent)
    : QDialog(parent)
    , m_files(std::move(files))
    , m_available(availableBytes)
{
    setWindowTitle(tr("The job may not fit in memory"));
    setObjectName(QStringLiteral("subsetDialog"));
    const MemoryCheck all = checkMemory(m_files, LoadOptions(), m_available, QThread::idealThreadCount());
    auto *intro
        = new QLabel(tr("Loading %1 needs about %2 of memory (a model of about %3 for %4 events), but "
                        "only %5 is available. Load part of the job: some of its ranks, a time window, "
                        "or both.")
                         .arg(QFileInfo(path).fileName(), bytesText(all.subsetPeakBytes),
                             bytesText(all.estimate.modelBytes), QLocale().toString(all.estimate.events),
                             bytesText(m_available)),
            this);
    intro->setWordWrap(true);

    auto *rankBox = new QGroupBox(tr("Ranks"), this);
    m_ranks = new QListWidget(rankBox);
    m_ranks->setObjectName(QStringLiteral("rankList"));
    // Check ranks in order while they fit, so "Load Subset" is a sensible default.
    qint64 used = 0;
    for (const RankFile &f : m_files) {
        if (f.rank < 0)
            continue; // SageMaker system metrics: loaded whatever ranks are chosen
        auto *item
            = new QListWidgetItem(tr("Rank %1  -  %2 (%3, about %4 in memory)")
                                      .arg(f.rank)
                                      .arg(QFileInfo(QString::fromStdString(f.path)).fileName(),
                                          bytesText(f.estimate.fileBytes), bytesText(f.estimate.peakBytes)),
                m_ranks);
        item->setData(Qt::UserRole, f.rank);
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        const bool fits = m_available < 0 || used + f.estimate.peakBytes <= m_available || used == 0;
        item->setCheckState(fits ? Qt::Checked : Qt::Unchecked);
        if (fits)
            used += f.estimate.peakBytes;
    }
    auto *rankLayout = new QVBoxLayout(rankBox);
    rankLayout->addWidget(m_ranks);

    m_window = new QGroupBox(tr("Time window"), this);
    m_window->setObjectName(QStringLiteral("windowGroup"));
    m_window->setCheckable(true);
    m_window->setChecked(false);
    m_from = new QLineEdit(m_window);
    m_from->setObjectName(QStringLiteral("windowFrom"));
    m_from->setPlaceholderText(tr("e.g. 0s"));
    m_to = new QLineEdit(m_window);
    m_to->setObjectName(QStringLiteral("windowTo"));
    m_to->setPlaceholderText(tr("e.g. 10s"));
    auto *windowLayout = new QFormLayout(m_window);
    windowLayout->addRow(tr("From:"), m_from);
    windowLayout->addRow(tr("To:"), m_to);
    auto *windowHelp
        = new QLabel(tr("Times since the job start (0 on the timeline): 2s, 1500ms, 300us; a plain "
                        "number is seconds. Slices overlapping the window are kept whole."),
            m_window);
    windowHelp->setWordWrap(true);
    windowLayout->addRow(windowHelp);

    m_estimate = new QLabel(this);
    m_estimate->setObjectName(QStringLiteral("estimateLabel"));
    m_estimate->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    m_subsetButton = buttons->addButton(tr("Load Subset"), QDialogButtonBox::AcceptRole);
    m_subsetButton->setObjectName(QStringLiteral("loadSubsetButton"));
    m_anywayButton = buttons->addButton(tr("Load Anyway"), QDialogButtonBox::DestructiveRole);
    m_anywayButton->setObjectName(QStringLiteral("loadAnywayButton"));
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_subsetButton, &QPushButton::clicked, this, &SubsetDialog::chooseSubset);
    connect(m_anywayButton, &QPushButton::clicked, this, &SubsetDialog::chooseAnyway);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(rankBox, 1);
    layout->addWidget(m_window);
    layout->addWidget(m_estimate);
    layout->addWidget(buttons);

    connect(m_ranks, &QListWidget::itemChanged, this, &SubsetDialog::update);
    connect(m_window, &QGroupBox::toggled, this, &SubsetDialog::update);
    connect(m_from, &QLineEdit::textChanged, this, &SubsetDialog::update);
    connect(m_to, &QLineEdit::textChanged, this, &SubsetDialog::update);
    resize(560, 480);
    update();
}

bool SubsetDialog::windowValid(TimeWindow *window) const
{
    std::string error;
    return parseTimeWindow(
        QString(m_from->text() + QLatin1Char(':') + m_to->text()).toStdString(), window, &error);
}

LoadOptions SubsetDialog::options() const
{
    LoadOptions options;
    std::vector<int> ranks;
    for (int i = 0; i < m_ranks->count(); ++i) {
        if (m_ranks->item(i)->checkState() == Qt::Checked)
            ranks.push_back(m_ranks->item(i)->data(Qt::UserRole).toInt());
    }
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    // Every rank checked is no rank subset (and a single file has nothing to choose).
    if (int(ranks.size()) < m_ranks->count() && m_ranks->count() > 1)
        options.ranks = ranks;
    TimeWindow window;
    if (m_window->isChecked() && windowValid(&window))
        options.window = window;
    return options;
}

MemoryCheck SubsetDialog::currentCheck() const
{
    return checkMemory(m_files, options(), m_available, QThread::idealThreadCount());
}

void SubsetDialog::update()
{
    int checked = 0;
    for (int i = 0; i < m_ranks->count(); ++i)
        checked += m_ranks->item(i)->checkState() == Qt::Checked ? 1 : 0;
    TimeWindow window;
    const bool windowOk = !m_window->isChecked() || windowValid(&window);
    const LoadOptions chosen = options();
    m_subsetButton->setEnabled(checked > 0 && windowOk && chosen.isSubset());
    if (checked == 0) {
        m_estimate->setText(tr("Check at least one rank."));
        return;
    }
    if (!windowOk) {
        m_estimate->setText(tr("The window needs a start and a later end, e.g. 0s and 10s."));
        return;
    }
    const MemoryCheck check = currentCheck();
    m_estimate->setText((check.fits() ? tr("With this choice: about %1 of the %2 available; it should fit.")
                                      : tr("With this choice: about %1 of the %2 available; still too much."))
                            .arg(bytesText(check.subsetPeakBytes), bytesText(m_available)));
}

void SubsetDialog::chooseSubset()
{
    m_choice = Choice::Subset;
    accept();
}

void SubsetDialog::chooseAnyway()
{
    m_choice = Choice::Anyway;
    accept();
}

} // namespace stepline
