#include "whatifpanel.h"

#include "common/nameelide.h"
#include "common/navigation.h"
#include "common/timeformat.h"
#include "whatifbardelegate.h"
#include "whatifpaths.h"
#include "whatifscenariomodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace stepline {

namespace {

// The pieces listed per path: those of at least 1 % of its length, at most this many (the
// longest, in time order); the rest are counted. All are drawn on the timeline.
constexpr size_t kMaxPiecesListed = 12;
constexpr int kEventNameChars = 60;

QString percent(double value, int decimals = 1)
{
    return QString::number(value, 'f', decimals) + QStringLiteral(" %");
}

} // namespace

WhatIfPanel::WhatIfPanel(Navigation *navigation, QWidget *parent)
    : QWidget(parent)
    , m_navigation(navigation)
    , m_model(new WhatIfScenarioModel(this))
    , m_header(new QLabel(this))
    , m_hidePaths(new QPushButton(tr("Hide the critical path"), this))
    , m_table(new QTableView(this))
    , m_path(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hidePaths->setToolTip(tr("Deselect the scenario: the timeline no longer draws its critical path."));
    m_hidePaths->setEnabled(false);
    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_hidePaths, 0, Qt::AlignTop);
    layout->addLayout(top);

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_table->setModel(m_model);
    m_table->setItemDelegate(new WhatIfBarDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 12);
    m_table->horizontalHeader()->setSectionResizeMode(
        WhatIfScenarioModel::ScenarioColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(WhatIfScenarioModel::StepColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(
        WhatIfScenarioModel::SavingColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_path->setOpenLinks(false);
    m_path->setOpenExternalLinks(false);
    split->addWidget(m_table);
    split->addWidget(m_path);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 4);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    // A row the trace cannot predict shows its reason across the step and saving columns.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_table->clearSpans();
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (!m_model->index(row, 0).data(WhatIfScenarioModel::AvailableRole).toBool())
                m_table->setSpan(row, WhatIfScenarioModel::StepColumn, 1, 2);
        }
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { onRowSelected(current.isValid() ? current.row() : -1); });
    connect(m_hidePaths, &QPushButton::clicked, this, &WhatIfPanel::clearSelection);
    connect(m_path, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) { openLink(url); });
    clear(tr("No profile loaded."));
}

WhatIfPanel::~WhatIfPanel() = default;

void WhatIfPanel::setReport(std::shared_ptr<const WhatIfReport> report, ProfilePtr profile)
{
    m_report = std::move(report);
    m_profile = std::move(profile);
    m_message.clear();
    m_model->setReport(m_report);
    renderHeader();
    onRowSelected(-1);
}

void WhatIfPanel::clear(const QString &message)
{
    m_report.reset();
    m_profile.reset();
    m_message = message;
    m_model->setReport(nullptr);
    renderHeader();
    onRowSelected(-1);
}

bool WhatIfPanel::selectRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return false;
    m_table->selectionModel()->setCurrentIndex(
        m_model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    return true;
}

void WhatIfPanel::clearSelection()
{
    m_table->selectionModel()->clear();
    onRowSelected(-1);
}

QString WhatIfPanel::headerHtml() const
{
    return m_header->text();
}

QString WhatIfPanel::pathHtml() const
{
    return m_path->toHtml();
}

void WhatIfPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        renderHeader();
        renderPath(); // links and class colours follow the theme
    }
}

int32_t WhatIfPanel::rankNumber(uint32_t rankIndex) const
{
    if (m_profile && rankIndex < m_profile->ranks().size() && m_profile->ranks()[rankIndex].rank >= 0)
        return m_profile->ranks()[rankIndex].rank;
    return int32_t(rankIndex);
}

void WhatIfPanel::renderHeader()
{
    QString html = QStringLiteral("<b>%1</b><br>")
                       .arg(tr("What a fix would buy: the job replayed with one cause changed"));
    const WhatIfReport *r = m_report.get();
    if (!m_message.isEmpty() || !r) {
        m_header->setText(html + m_message.toHtmlEscaped());
        return;
    }
    const QString measured = formatDuration(r->measuredStepNs);
    if (r->measuredStepNs < 0) {
        html += tr("Not in this profile: %1.").arg(QString::fromStdString(r->refusal)).toHtmlEscaped();
    } else if (!r->refusal.empty() && r->replayedStepNs >= 0) {
        // The self-check failed: the numbers, and no prediction.
        html
            += QStringLiteral("<span style=\"color:%1\">%2</span>")
                   .arg(palette().color(QPalette::Base).lightness() < 128 ? QStringLiteral("#ff9f40")
                                                                          : QStringLiteral("#c05a00"),
                       tr("No predictions: the replay with nothing changed gives a mean step of %1 against "
                          "the "
                          "measured %2, %3 off; the model allows 1 %, so its predictions would not be "
                          "trusted.")
                           .arg(formatDuration(r->replayedStepNs), measured, percent(r->selfCheckErrorPct, 2))
                           .toHtmlEscaped());
    } else if (!r->refusal.empty()) {
        html += tr("No predictions: %1. Measured mean step %2.")
                    .arg(QString::fromStdString(r->refusal), measured)
                    .toHtmlEscaped();
    } else {
        const CriticalPath *path = findCriticalPath(*r, WhatIfScenario::Baseline);
        QString text
            = tr("Measured mean step %1 (%n step(s) on all ranks); the replay with nothing changed gives "
                 "%2 (%3 off, within the 1 % the model allows).",
                nullptr, int(r->steps))
                  .arg(measured, formatDuration(r->replayedStepNs), percent(r->selfCheckErrorPct, 2));
        if (path && path->available)
            text += QLatin1Char(' ')
                + tr("The bars are the predicted mean steps, the line the measured one. Select a row to see "
                     "the "
                     "critical path of step %1, the worst, measured and predicted, and to draw both on the "
                     "timeline.")
                      .arg(path->stepNumber);
        html += text.toHtmlEscaped();
    }
    m_header->setText(html);
}

const CriticalPath *WhatIfPanel::pathOfRun(char run) const
{
    if (!m_selected || (run != 'm' && run != 's'))
        return nullptr;
    const CriticalPath &path = run == 's' ? m_selected->scenario : m_selected->measured;
    return path.available ? &path : nullptr;
}

void WhatIfPanel::onRowSelected(int row)
{
    CriticalPathPairPtr selected;
    if (m_report && row >= 0 && row < m_model->rowCount()) {
        auto pair = std::make_shared<CriticalPathPair>();
        if (const CriticalPath *measured = findCriticalPath(*m_report, WhatIfScenario::Baseline))
            pair->measured = *measured;
        if (const WhatIfScenarioResult *r = m_model->resultAt(row); r && r->available) {
            if (const CriticalPath *path = findCriticalPath(*m_report, r->scenario)) {
                pair->scenario = *path;
                pair->scenarioLabel = whatIfScenarioLabel(r->scenario);
            }
        }
        if (pair->measured.available || pair->scenario.available)
            selected = std::move(pair);
    }
    const bool changed = selected != m_selected;
    m_selected = std::move(selected);
    m_hidePaths->setEnabled(bool(m_selected));
    renderPath();
    if (changed)
        Q_EMIT criticalPathsSelected(m_selected);
}

QString WhatIfPanel::rankLink(int32_t rank, char run) const
{
    return QStringLiteral("<a href=\"whatif:rank:%1:%2\">%3</a>")
        .arg(QLatin1Char(run))
        .arg(rank)
        .arg(tr("rank %1").arg(rank).toHtmlEscaped());
}

QString WhatIfPanel::pathSection(const CriticalPath &path, const QString &title, char run) const
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const int64_t length = std::max<int64_t>(1, path.endNs - path.startNs);
    QString html = QStringLiteral("<p><b>%1</b>: %2, ")
                       .arg(title.toHtmlEscaped(), formatDuration(path.endNs - path.startNs));
    html += tr("ends on %1").arg(rankLink(path.endRank, run));
    // Bound by: the classes by share, largest first.
    std::vector<size_t> classes(kWhatIfClassCount);
    std::iota(classes.begin(), classes.end(), size_t(0));
    std::stable_sort(classes.begin(), classes.end(),
        [&path](size_t a, size_t b) { return path.classNs[a] > path.classNs[b]; });
    QStringList shares;
    for (size_t c : classes) {
        if (path.classNs[c] <= 0)
            continue;
        // One share never wraps inside itself.
        shares << QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
                      .arg(criticalPathClassColor(WhatIfClass(c), dark).name(),
                          QString(criticalPathClassLabel(WhatIfClass(c)) + QLatin1Char(' ')
                              + percent(100.0 * double(path.classNs[c]) / double(length)))
                              .toHtmlEscaped()
                              .replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    }
    if (!shares.isEmpty())
        html += QStringLiteral("; ") + tr("bound by").toHtmlEscaped() + QLatin1Char(' ')
            + shares.join(QStringLiteral(", "));
    html += QStringLiteral(".</p>");
    if (path.originNs > path.startNs) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("The chain starts %1 after the step began, at the first event of %2 that nothing "
                            "before it explains.")
                             .arg(formatDuration(path.originNs - path.startNs).toHtmlEscaped(),
                                 rankLink(rankNumber(path.originRankIndex), run)));
    }
    // The pieces worth reading: at least 1 % of the path, the longest few, listed in time order.
    std::vector<size_t> listed;
    const int64_t minNs = std::max<int64_t>(1, length / 100);
    for (size_t i = 0; i < path.segments.size(); ++i) {
        if (path.segments[i].endNs - path.segments[i].startNs >= minNs)
            listed.push_back(i);
    }
    auto dur = [&path](size_t i) { return path.segments[i].endNs - path.segments[i].startNs; };
    if (listed.size() > kMaxPiecesListed) {
        std::stable_sort(listed.begin(), listed.end(), [&](size_t a, size_t b) { return dur(a) > dur(b); });
        listed.resize(kMaxPiecesListed);
        std::sort(listed.begin(), listed.end());
    }
    int64_t hiddenNs = 0;
    for (size_t i = 0; i < path.segments.size(); ++i)
        hiddenNs += dur(i);
    html += QStringLiteral("<ol>");
    for (size_t i : listed) {
        const CriticalPathSegment &s = path.segments[i];
        hiddenNs -= dur(i);
        const QString place = tr("rank %1 · %2 · %3 at %4")
                                  .arg(rankNumber(s.rankIndex))
                                  .arg(criticalPathClassLabel(s.cls), formatDuration(s.endNs - s.startNs),
                                      formatDuration(s.startNs));
        QString name;
        if (m_profile && s.event.isValid() && s.event.value < m_profile->slices().size())
            name = compactName(
                QString::fromUtf8(m_profile->str(m_profile->slices().name[s.event.value])), kEventNameChars);
        html += QStringLiteral(
            "<li><span style=\"color:%1\">&#9632;</span> <a href=\"whatif:seg:%2:%3\">%4</a> %5</li>")
                    .arg(criticalPathClassColor(s.cls, dark).name())
                    .arg(QLatin1Char(run))
                    .arg(i)
                    .arg(place.toHtmlEscaped(), name.toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    const size_t hidden = path.segments.size() - listed.size();
    if (hidden > 0) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%n shorter piece(s), %1 in all, are drawn on the timeline but not listed.",
                        nullptr, int(hidden))
                             .arg(formatDuration(hiddenNs))
                             .toHtmlEscaped());
    }
    return html;
}

void WhatIfPanel::renderPath()
{
    m_path->document()->setDefaultStyleSheet(
        QStringLiteral("a { color: %1; }").arg(palette().color(QPalette::Link).name()));
    const int row = m_table->selectionModel()->currentIndex().isValid()
        ? m_table->selectionModel()->currentIndex().row()
        : -1;
    if (!m_report || row < 0 || row >= m_model->rowCount()) {
        m_path->setHtml(m_report && m_model->rowCount() > 0
                ? QStringLiteral("<p>%1</p>")
                      .arg(tr("Select a row to see its critical path.").toHtmlEscaped())
                : QString());
        return;
    }
    const WhatIfScenarioResult *result = m_model->resultAt(row);
    QString html;
    if (result && !result->available) {
        html += QStringLiteral("<p><b>%1</b>: %2</p>")
                    .arg(whatIfScenarioLabel(result->scenario).toHtmlEscaped(),
                        tr("not predicted: %1.").arg(QString::fromStdString(result->reason)).toHtmlEscaped());
    }
    const CriticalPath *measured = pathOfRun('m');
    const CriticalPath *scenario = pathOfRun('s');
    const CriticalPath *any = measured ? measured : scenario;
    if (!any) {
        const CriticalPath *path = findCriticalPath(*m_report, WhatIfScenario::Baseline);
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No critical path: %1.")
                             .arg(QString::fromStdString(path ? path->reason : std::string("not computed")))
                             .toHtmlEscaped());
        m_path->setHtml(html);
        return;
    }
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Critical path of %1, the worst measured step: the chain of events, across ranks, "
                        "that set "
                        "its end. Click a place to open it in the timeline.")
                         .toHtmlEscaped()
                         .arg(QStringLiteral("<a href=\"whatif:step:%1\">%2</a>")
                                  .arg(QLatin1Char(measured ? 'm' : 's'))
                                  .arg(tr("step %1").arg(any->stepNumber).toHtmlEscaped())));
    if (measured)
        html += pathSection(*measured, tr("Measured"), 'm');
    if (scenario)
        html += pathSection(*scenario, tr("%1 (predicted times)").arg(m_selected->scenarioLabel), 's');
    m_path->setHtml(html);
}

bool WhatIfPanel::openLink(const QUrl &link)
{
    if (link.scheme() != QLatin1String("whatif"))
        return false;
    const QStringList parts = link.path().split(QLatin1Char(':'));
    const QString kind = parts.value(0);
    const QString runText = parts.value(1);
    if (runText.size() != 1)
        return false;
    const CriticalPath *path = pathOfRun(runText.at(0).toLatin1());
    if (!path)
        return false;
    int64_t fromNs = path->startNs, toNs = path->endNs;
    int rank = path->endRank;
    int device = -1;
    bool ok = true;
    if (kind == QLatin1String("seg")) {
        const qsizetype index = parts.value(2).toLongLong(&ok);
        if (!ok || index < 0 || size_t(index) >= path->segments.size())
            return false;
        const CriticalPathSegment &s = path->segments[size_t(index)];
        fromNs = s.startNs;
        toNs = s.endNs;
        rank = rankNumber(s.rankIndex);
        // A piece of GPU work opens its own GPU's row; host time the rank's first GPU.
        if (m_profile && s.event.isValid() && s.event.value < m_profile->slices().size()) {
            const Track &track = m_profile->tracks()[m_profile->slices().track[s.event.value].value];
            if (track.kind == TrackKind::GpuStream)
                device = track.device;
        }
    } else if (kind == QLatin1String("rank")) {
        rank = parts.value(2).toInt(&ok);
        if (!ok)
            return false;
    } else if (kind != QLatin1String("step")) {
        return false;
    }
    if (m_navigation) {
        m_navigation->zoomToRange(fromNs, toNs, rank, device);
        m_navigation->showView(QStringLiteral("timeline"));
    }
    return true;
}

} // namespace stepline
