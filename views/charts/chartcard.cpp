#include "chartcard.h"

#include "chartdefinitions.h"
#include "chartformat.h"
#include "common/nameelide.h"
#include "dashboardchart.h"

#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QCursor>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QMenu>
#include <QMessageBox>
#include <QStackedLayout>
#include <QTableWidget>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWhatsThis>

#include <algorithm>

namespace stepline {

ChartCard::ChartCard(QWidget *parent)
    : QFrame(parent)
    , m_view(new QChartView(this))
{
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(1, 1, 1, 1);
    m_stack = new QStackedLayout;
    m_stack->addWidget(m_view);
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setItemDelegateForColumn(0, new NameElideDelegate(m_table)); // kernel names
    m_table->verticalHeader()->hide();
    // The names take the room (kernel names tell apart only far in); value and details fit theirs.
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_stack->addWidget(m_table);
    layout->addLayout(m_stack);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setContextMenuPolicy(Qt::NoContextMenu); // the card's menu handles it

    m_help = new QToolButton(this);
    m_help->setText(QStringLiteral("?"));
    m_help->setAutoRaise(true);
    m_help->setToolTip(tr("What does this chart show?"));
    connect(m_help, &QToolButton::clicked, this, &ChartCard::showDefinition);

    m_close = new QToolButton(this);
    m_close->setText(QStringLiteral("\u00d7"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Remove this histogram"));
    m_close->hide();
    connect(m_close, &QToolButton::clicked, this, [this] { Q_EMIT removeRequested(m_data.fileName); });

    m_tableButton = new QToolButton(this);
    m_tableButton->setText(tr("Table"));
    m_tableButton->setCheckable(true);
    m_tableButton->setAutoRaise(true);
    m_tableButton->setToolTip(tr("Show this chart as a table (full names and values)"));
    connect(m_tableButton, &QToolButton::toggled, this, &ChartCard::setTableShown);

    m_detail = new QCheckBox(tr("per GPU"), this);
    m_detail->setToolTip(tr("Show one curve per GPU besides the node means"));
    m_detail->hide();
    connect(m_detail, &QCheckBox::toggled, this, [this](bool on) {
        if (m_chart)
            m_chart->setDetailCurvesVisible(on);
        Q_EMIT detailCurvesToggled(on);
    });
    setMinimumSize(320, 240);
}

ChartCard::~ChartCard() = default;

void ChartCard::setChartData(const ChartData &data, const ChartPalette &palette)
{
    m_data = data;
    m_palette = palette;
    auto *chart = new DashboardChart(m_data, m_palette);
    QChart *old = m_view->chart();
    m_view->setChart(chart); // the view releases the previous chart: delete it ourselves
    delete old;
    m_chart = chart;
    m_view->setBackgroundBrush(palette.background());
    connect(chart, &DashboardChart::hoverTextChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(QCursor::pos(), text, m_view);
    });
    connect(chart, &DashboardChart::itemClicked, this,
        [this](int index) { Q_EMIT itemActivated(m_data, index); });
    connect(
        chart, &DashboardChart::binClicked, this, [this](int index) { Q_EMIT binActivated(m_data, index); });
    m_close->setVisible(m_data.id == ChartId::Annotation);
    m_tableButton->setVisible(!m_data.isEmpty() && !m_data.items.empty());
    fillTable();
    if (m_tableButton->isHidden())
        setTableShown(false);
    m_detail->setVisible(chart->hasDetailCurves());
    if (chart->hasDetailCurves())
        chart->setDetailCurvesVisible(m_detail->isChecked());
    placeOverlays();
}

void ChartCard::fillTable()
{
    m_table->clear();
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({ tr("Name"), tr("Value"), tr("Details") });
    m_table->setRowCount(int(m_data.items.size()));
    for (size_t i = 0; i < m_data.items.size(); ++i) {
        const ChartItem &item = m_data.items[i];
        auto *name = new QTableWidgetItem(item.label);
        name->setToolTip(item.label);
        m_table->setItem(int(i), 0, name);
        auto *value = new QTableWidgetItem(formatChartValue(m_data.unit, item.value, m_data.timeUnit));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(int(i), 1, value);
        auto *detail = new QTableWidgetItem(item.detail);
        detail->setToolTip(item.detail);
        m_table->setItem(int(i), 2, detail);
    }
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    header->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
}

void ChartCard::setTableShown(bool shown)
{
    if (m_tableButton->isChecked() != shown) {
        m_tableButton->setChecked(shown); // calls back once
        return;
    }
    m_stack->setCurrentWidget(shown ? static_cast<QWidget *>(m_table) : static_cast<QWidget *>(m_view));
    placeOverlays();
}

bool ChartCard::tableShown() const
{
    return m_stack->currentWidget() == m_table;
}

void ChartCard::setDetailCurvesVisible(bool visible)
{
    m_detail->setChecked(visible);
}

void ChartCard::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    placeOverlays();
}

void ChartCard::placeOverlays()
{
    const int margin = 4;
    int x = width() - margin;
    for (QWidget *w : { static_cast<QWidget *>(m_close), static_cast<QWidget *>(m_help),
             static_cast<QWidget *>(m_tableButton) }) {
        if (w->isHidden())
            continue;
        w->adjustSize();
        x -= w->width();
        w->move(x, margin);
        w->raise();
    }
    if (!m_detail->isHidden()) {
        m_detail->adjustSize();
        m_detail->move(margin + 4, margin);
        m_detail->raise();
    }
}

void ChartCard::showDefinition()
{
    QWhatsThis::showText(m_help->mapToGlobal(QPoint(0, m_help->height())),
        QStringLiteral("<b>") + m_data.title.toHtmlEscaped() + QStringLiteral("</b><br>")
            + chartDefinition(m_data.id).toHtmlEscaped(),
        this);
}

QImage ChartCard::renderImage(QSize size) const
{
    return renderChartImage(m_data, size, m_palette, devicePixelRatioF());
}

bool ChartCard::save(const QString &path, ExportFormat format, QSize size, QString *error) const
{
    return writeChartFile(m_data, path, format, size, m_palette, error);
}

void ChartCard::copyImage() const
{
    QApplication::clipboard()->setImage(renderImage(m_view->size()));
}

void ChartCard::saveWithDialog(ExportFormat format)
{
    const QString suffix = exportFormatSuffix(format);
    const QString filter = format == ExportFormat::Png ? tr("PNG images (*.png)") : tr("SVG images (*.svg)");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save chart"), QDir::home().filePath(m_data.fileName + QLatin1Char('.') + suffix), filter);
    if (!path.isEmpty())
        saveReporting(path, format);
}

void ChartCard::saveReporting(const QString &path, ExportFormat format)
{
    QString error;
    if (!save(path, format, m_view->size(), &error)) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Save chart"), error, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("saveChartErrorBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not modal to the event loop: tests and the user can go on
    }
    Q_EMIT saveFinished(path, error);
}

void ChartCard::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Save as PNG..."), this, [this] { saveWithDialog(ExportFormat::Png); });
    menu.addAction(tr("Save as SVG..."), this, [this] { saveWithDialog(ExportFormat::Svg); });
    menu.addAction(tr("Copy image"), this, [this] { copyImage(); });
    menu.exec(event->globalPos());
}

} // namespace stepline
