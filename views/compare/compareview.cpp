#include "compareview.h"

#include "common/nameelide.h"
#include "common/timeformat.h"
#include "charts/chartcard.h"
#include "charts/chartgrid.h"
#include "common/chartpalette.h"
#include "comparecharts.h"

#include <QCheckBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace stepline {

namespace {

constexpr int kNameRole = Qt::UserRole + 1; // the raw kernel name of NEW behind a row

QTableWidget *makeTable(const QStringList &header, const QString &objectName, QWidget *parent)
{
    auto *table = new QTableWidget(0, int(header.size()), parent);
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels(header);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < header.size(); ++c)
        table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideRight);
    table->setItemDelegateForColumn(0, new NameElideDelegate(table)); // kernel and operator names
    return table;
}

QTableWidgetItem *textItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(text);
    return item;
}

QTableWidgetItem *numberItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString signedDuration(int64_t ns, TimeUnit unit)
{
    return ns > 0 ? QStringLiteral("+") + formatDuration(ns, unit) : formatDuration(ns, unit);
}

} // namespace

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_hint(new QLabel(this))
    , m_pick(new QPushButton(tr("Compare with..."), this))
    , m_verdict(new QLabel(this))
    , m_details(new QLabel(this))
    , m_normalized(new QCheckBox(tr("Match kernels by normalized name"), this))
    , m_grid(new ChartGrid(this))
    , m_tables(new QTabWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    // Page 0: no baseline yet.
    auto *empty = new QWidget(this);
    auto *emptyLayout = new QVBoxLayout(empty);
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_hint->setWordWrap(true);
    m_hint->setAlignment(Qt::AlignCenter);
    m_pick->setObjectName(QStringLiteral("comparePick"));
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_hint);
    emptyLayout->addWidget(m_pick, 0, Qt::AlignHCenter);
    emptyLayout->addStretch();
    m_stack->addWidget(empty);
    connect(m_pick, &QPushButton::clicked, this, &CompareView::compareRequested);

    // Page 1: the comparison, scrolled as one column.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget(scroll);
    auto *pageLayout = new QVBoxLayout(page);
    m_verdict->setObjectName(QStringLiteral("compareVerdict"));
    QFont verdictFont = m_verdict->font();
    verdictFont.setBold(true);
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.25);
    m_verdict->setFont(verdictFont);
    m_verdict->setWordWrap(true);
    m_details->setObjectName(QStringLiteral("compareDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    pageLayout->addWidget(m_verdict);
    pageLayout->addWidget(m_details);
    m_normalized->setObjectName(QStringLiteral("compareNormalized"));
    m_normalized->setToolTip(tr("Pair kernels whose names differ only in template arguments, parameters, "
                                "vendor prefixes or numeric suffixes (README: Normalized kernel names), to "
                                "compare across library versions or across NVIDIA and AMD."));
    pageLayout->addWidget(m_normalized);
    connect(m_normalized, &QCheckBox::toggled, this, &CompareView::normalizedMatchToggled);
    pageLayout->addWidget(m_grid);

    const QStringList header { tr("Name"), tr("Count BASE"), tr("Count NEW"), tr("Total BASE"),
        tr("Total NEW"), tr("Delta"), tr("Ratio") };
    m_kernels = makeTable(header, QStringLiteral("compareKernels"), this);
    m_operators = makeTable(header, QStringLiteral("compareOperators"), this);
    m_annotations = makeTable(header, QStringLiteral("compareAnnotations"), this);
    m_tables->addTab(m_kernels, tr("Kernels"));
    m_tables->addTab(m_operators, tr("Operators"));
    m_tables->addTab(m_annotations, tr("Annotations"));
    m_tables->setMinimumHeight(320);
    pageLayout->addWidget(m_tables);

    const QStringList oneSided { tr("Name"), tr("Kind"), tr("Count"), tr("Total") };
    m_onlyBase = makeTable(oneSided, QStringLiteral("compareOnlyBase"), this);
    m_onlyNew = makeTable(oneSided, QStringLiteral("compareOnlyNew"), this);
    auto *sides = new QSplitter(Qt::Horizontal, this);
    for (QTableWidget *table : { m_onlyBase, m_onlyNew }) {
        auto *box = new QWidget(sides);
        auto *boxLayout = new QVBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        auto *title = new QLabel(box);
        title->setObjectName(table->objectName() + QStringLiteral("Title"));
        boxLayout->addWidget(title);
        boxLayout->addWidget(table);
        sides->addWidget(box);
    }
    sides->setMinimumHeight(260);
    pageLayout->addWidget(sides);
    scroll->setWidget(page);
    m_stack->addWidget(scroll);

    auto activate = [this](QTableWidget *table, int row) {
        const QTableWidgetItem *item = table->item(row, 0);
        const QString name = item ? item->data(kNameRole).toString() : QString();
        if (!name.isEmpty())
            Q_EMIT kernelActivated(name);
    };
    connect(m_kernels, &QTableWidget::cellClicked, this,
        [this, activate](int row, int) { activate(m_kernels, row); });
    connect(m_onlyNew, &QTableWidget::cellClicked, this,
        [this, activate](int row, int) { activate(m_onlyNew, row); });
    clear();
}

void CompareView::clear(const QString &message)
{
    m_hasComparison = false;
    m_hint->setText(message.isEmpty() ? tr("<h3>No baseline</h3><p>Pick a profile to compare the loaded one "
                                           "against (File &gt; Compare with...). Only its step times and "
                                           "per-name totals are kept in memory.</p>")
                                      : message);
    m_stack->setCurrentIndex(0);
}

void CompareView::setComparison(
    const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff)
{
    m_hasComparison = true;
    const DiffVerdict verdict = diffVerdictOf(diff);
    m_verdictColor = verdict == DiffVerdict::Slower ? QStringLiteral("slower")
        : verdict == DiffVerdict::Faster            ? QStringLiteral("faster")
                                                    : QString();
    m_verdict->setText(comparisonVerdictLine(diff, m_timeUnit));
    colorVerdict();
    QStringList lines;
    lines << tr("BASE: %1 (%2 steps)")
                 .arg(QString::fromStdString(base.path).toHtmlEscaped())
                 .arg(qulonglong(base.stepCount()))
          << tr("NEW: %1 (%2 steps)")
                 .arg(QString::fromStdString(next.path).toHtmlEscaped())
                 .arg(qulonglong(next.stepCount()));
    {
        const QSignalBlocker blocker(m_normalized);
        m_normalized->setChecked(diff.match == NameMatch::Normalized);
    }
    // Whether the pair can be compared at all comes first.
    lines.prepend(tr("<b>Comparability: %1</b>")
                      .arg(QString::fromLatin1(comparabilityName(diff.comparability.verdict))));
    for (const ComparabilityReason &r : diff.comparability.reasons)
        lines.insert(1, QStringLiteral("&nbsp;&nbsp;%1").arg(QString::fromStdString(r.text).toHtmlEscaped()));
    if (base.stepCount() == 1 || next.stepCount() == 1)
        lines << tr("<b>A side has a single step:</b> one step says nothing of the spread, so no verdict is "
                    "given. Profile more steps.");
    if (diff.pairing.suggestOtherMatch() && diff.match == NameMatch::Exact)
        lines << tr(
            "Exact kernel names barely overlap (%1 % of BASE's kernel time, %2 % of NEW's): tick "
            "\"Match kernels by normalized name\", or run stepline diff --match operator, which pairs "
            "kernels through the operator that launched them (%3 % and %4 % paired).")
                     .arg(qRound(100.0 * diff.pairing.baseExactFraction))
                     .arg(qRound(100.0 * diff.pairing.newExactFraction))
                     .arg(qRound(100.0 * diff.pairing.basePairedFraction))
                     .arg(qRound(100.0 * diff.pairing.newPairedFraction));
    for (const std::string &note : diff.notes)
        lines << QStringLiteral("<i>%1</i>").arg(QString::fromStdString(note).toHtmlEscaped());
    m_details->setText(lines.join(QStringLiteral("<br>")));

    m_charts = comparisonCharts(base, next, diff, m_timeUnit);
    rebuildCharts();
    fillTable(m_kernels, diff.kernels.both);
    fillTable(m_operators, diff.operators.both);
    fillTable(m_annotations, diff.annotations.both);
    m_tables->setTabText(0, tr("Kernels (%1)").arg(diff.kernels.both.size()));
    m_tables->setTabText(1, tr("Operators (%1)").arg(diff.operators.both.size()));
    m_tables->setTabText(2, tr("Annotations (%1)").arg(diff.annotations.both.size()));
    fillOneSided(m_onlyBase, diff, true);
    fillOneSided(m_onlyNew, diff, false);
    m_stack->setCurrentIndex(1);
}

void CompareView::colorVerdict()
{
    const QString color = m_verdictColor.isEmpty()
        ? QString()
        : ChartPalette::forPalette(palette()).category(m_verdictColor).name();
    m_verdict->setStyleSheet(color.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(color));
}

void CompareView::rebuildCharts()
{
    const ChartPalette palette = ChartPalette::forPalette(this->palette());
    std::vector<QWidget *> widgets;
    for (ChartCard *old : m_cards)
        old->deleteLater(); // the grid lets go of them in setCards() below
    m_cards.clear();
    for (const ChartData &chart : m_charts) {
        auto *card = new ChartCard(this);
        card->setChartData(chart, palette);
        if (chart.id == ChartId::CompareKernelDeltas) {
            connect(card, &ChartCard::itemActivated, this, [this](const ChartData &data, int index) {
                // The row with this label in the kernel table carries NEW's raw name.
                if (index < 0 || size_t(index) >= data.items.size())
                    return;
                for (int row = 0; row < m_kernels->rowCount(); ++row) {
                    const QTableWidgetItem *item = m_kernels->item(row, 0);
                    if (item && item->text() == data.items[size_t(index)].label) {
                        m_kernels->selectRow(row);
                        Q_EMIT kernelActivated(item->data(kNameRole).toString());
                        return;
                    }
                }
            });
        }
        m_cards.push_back(card);
        widgets.push_back(card);
    }
    m_grid->setCards(widgets);
}

void CompareView::fillTable(QTableWidget *table, const std::vector<DiffRow> &rows)
{
    const bool kernels = table == m_kernels;
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const DiffRow &r = rows[size_t(i)];
        QTableWidgetItem *name = textItem(QString::fromStdString(r.name));
        if (kernels)
            name->setData(kNameRole, QString::fromStdString(r.newExample.empty() ? r.name : r.newExample));
        table->setItem(i, 0, name);
        table->setItem(i, 1, numberItem(formatCount(qint64(r.baseCount))));
        table->setItem(i, 2, numberItem(formatCount(qint64(r.newCount))));
        table->setItem(i, 3, numberItem(formatDuration(r.baseTotalNs, m_timeUnit)));
        table->setItem(i, 4, numberItem(formatDuration(r.newTotalNs, m_timeUnit)));
        table->setItem(i, 5, numberItem(signedDuration(r.deltaNs(), m_timeUnit)));
        const auto ratio = r.ratio();
        table->setItem(i, 6, numberItem(ratio ? QLocale().toString(*ratio, 'f', 2) : QStringLiteral("-")));
    }
}

void CompareView::fillOneSided(QTableWidget *table, const ProfileDiff &diff, bool base)
{
    const std::pair<const DiffTable *, QString> kinds[] = { { &diff.kernels, tr("kernel") },
        { &diff.operators, tr("operator") }, { &diff.annotations, tr("annotation") } };
    int rows = 0;
    for (const auto &[t, label] : kinds)
        rows += int((base ? t->onlyBase : t->onlyNew).size());
    table->setRowCount(rows);
    int i = 0;
    for (const auto &[t, label] : kinds) {
        for (const DiffRow &r : base ? t->onlyBase : t->onlyNew) {
            QTableWidgetItem *name = textItem(QString::fromStdString(r.name));
            if (!base && t == &diff.kernels)
                name->setData(
                    kNameRole, QString::fromStdString(r.newExample.empty() ? r.name : r.newExample));
            table->setItem(i, 0, name);
            table->setItem(i, 1, textItem(label));
            table->setItem(i, 2, numberItem(formatCount(qint64(base ? r.baseCount : r.newCount))));
            table->setItem(i, 3, numberItem(formatDuration(base ? r.baseTotalNs : r.newTotalNs, m_timeUnit)));
            ++i;
        }
    }
    if (auto *title = findChild<QLabel *>(table->objectName() + QStringLiteral("Title")))
        title->setText(
            base ? tr("<b>Only in BASE</b> (%1)").arg(rows) : tr("<b>Only in NEW</b> (%1)").arg(rows));
}

void CompareView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_hasComparison) {
        colorVerdict();
        rebuildCharts();
    }
}

} // namespace stepline
