#include "insightsview.h"

#include "common/navigation.h"
#include "common/timeformat.h"
#include "dataloaderpanel.h"
#include "explainpanel.h"
#include "pythonstatspanel.h"
#include "rulesreport.h"
#include "whatifpanel.h"
#include "whatifpaths.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace stepline {

namespace {

constexpr int kRuleRole = Qt::UserRole + 1;
constexpr int kEvidenceRole = Qt::UserRole + 2;

QString verdictText(Verdict v)
{
    switch (v) {
    case Verdict::Triggered:
        return InsightsView::tr("Triggered");
    case Verdict::Ok:
        return InsightsView::tr("OK");
    case Verdict::NotApplicable:
        break;
    }
    return InsightsView::tr("Not applicable");
}

QColor verdictColor(Verdict v)
{
    switch (v) {
    case Verdict::Triggered:
        return QColor(0xd9, 0x6c, 0x00); // orange: a warning, not an error
    case Verdict::Ok:
        return QColor(0x2e, 0x8b, 0x3e);
    case Verdict::NotApplicable:
        break;
    }
    return QColor(0x80, 0x80, 0x80);
}

int severityRank(Verdict v)
{
    return v == Verdict::Triggered ? 0 : v == Verdict::Ok ? 1 : 2;
}

QString evidenceValue(const Evidence &e)
{
    return QString::fromStdString(rules::formatNumber(e.value, 3)) + QLatin1Char(' ')
        + QString::fromStdString(e.unit);
}

QString firstSentence(const std::string &text)
{
    const QString s = QString::fromStdString(text);
    const qsizetype dot = s.indexOf(QLatin1String(". "));
    return dot > 0 ? s.left(dot + 1) : s;
}

} // namespace

struct InsightsView::Computed
{
    uint64_t generation = 0;
    uint64_t explainGeneration = 0;
    std::shared_ptr<const RuleInput> input;
    DataLoaderAnalysis dataLoader;
    // The job's one what-if replay of this load: explain's "would save" and the What-if panel.
    std::shared_ptr<const WhatIfReport> whatIf;
    Explanation explanation;
};

InsightsView::InsightsView(Navigation *navigation, QWidget *parent)
    : QWidget(parent)
    , m_navigation(navigation)
    , m_watcher(new QFutureWatcher<std::shared_ptr<Computed>>(this))
    , m_explainWatcher(new QFutureWatcher<std::shared_ptr<Computed>>(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *heads = new QSplitter(Qt::Vertical, this);
    m_explain = new ExplainPanel(navigation, heads);
    m_tabs = new QTabWidget(heads);
    heads->addWidget(m_explain);
    heads->addWidget(m_tabs);
    heads->setStretchFactor(0, 2);
    heads->setStretchFactor(1, 3);
    heads->setSizes({ 360, 540 });
    outer->addWidget(heads);

    // What-if first: the scenarios read beside the Explain panel's findings above.
    m_whatIf = new WhatIfPanel(navigation, m_tabs);
    m_tabs->addTab(m_whatIf, tr("What if"));
    connect(m_whatIf, &WhatIfPanel::criticalPathsSelected, this, &InsightsView::criticalPathsSelected);

    // Rules: findings on the left, the selected rule's details on the right.
    auto *rulesPage = new QWidget(m_tabs);
    auto *rulesLayout = new QVBoxLayout(rulesPage);
    auto *top = new QHBoxLayout;
    m_headline = new QLabel(tr("No profile loaded."), rulesPage);
    m_reset = new QPushButton(tr("Reset parameters"), rulesPage);
    m_reset->setToolTip(tr("Forget the parameters changed for this job and use the documented defaults."));
    top->addWidget(m_headline, 1);
    top->addWidget(m_reset);
    rulesLayout->addLayout(top);

    auto *split = new QSplitter(Qt::Horizontal, rulesPage);
    m_findings = new QTreeWidget(split);
    m_findings->setColumnCount(3);
    m_findings->setHeaderLabels({ tr("Rule"), tr("Verdict"), tr("Summary") });
    m_findings->setRootIsDecorated(false);
    m_findings->setAlternatingRowColors(true);
    m_findings->setWordWrap(true);
    m_findings->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_findings->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    auto *detail = new QWidget(split);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    m_detail = new QLabel(detail);
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detailLayout->addWidget(m_detail);
    detailLayout->addWidget(new QLabel(tr("<b>Evidence</b> (click to open it)"), detail));
    m_evidence = new QTreeWidget(detail);
    m_evidence->setColumnCount(3);
    m_evidence->setHeaderLabels({ tr("Fact"), tr("Value"), tr("Where") });
    m_evidence->setRootIsDecorated(false);
    m_evidence->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    detailLayout->addWidget(m_evidence, 2);
    detailLayout->addWidget(new QLabel(
        tr("<b>Parameters</b> (double-click a value to change it; remembered for this job)"), detail));
    m_params = new QTableWidget(0, 3, detail);
    m_params->setHorizontalHeaderLabels({ tr("Parameter"), tr("Value"), tr("Meaning") });
    m_params->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_params->verticalHeader()->hide();
    m_params->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    detailLayout->addWidget(m_params, 1);
    split->addWidget(m_findings);
    split->addWidget(detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    rulesLayout->addWidget(split, 1);
    m_tabs->addTab(rulesPage, tr("Rules"));

    m_dataLoader = new DataLoaderPanel(navigation, m_tabs);
    m_tabs->addTab(m_dataLoader, tr("Data loader"));
    m_python = new PythonStatsPanel(m_tabs);
    m_tabs->addTab(m_python, tr("Python functions"));
    if (m_navigation)
        connect(m_navigation, &Navigation::timeRangeSelected, m_python, &PythonStatsPanel::setTimeRange);

    connect(m_watcher, &QFutureWatcherBase::finished, this, &InsightsView::onComputed);
    connect(m_explainWatcher, &QFutureWatcherBase::finished, this, &InsightsView::onExplained);
    connect(m_findings, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !m_filling)
            showRule(item->data(0, kRuleRole).toString());
    });
    connect(m_evidence, &QTreeWidget::itemClicked, this,
        [this](QTreeWidgetItem *item) { openEvidence(item->data(0, kEvidenceRole).toInt()); });
    connect(m_params, &QTableWidget::cellChanged, this, &InsightsView::onParameterEdited);
    connect(m_reset, &QPushButton::clicked, this, &InsightsView::resetParameters);
    showRule(QString());
}

InsightsView::~InsightsView()
{
    m_watcher->cancel();
    m_explainWatcher->cancel();
    m_watcher->waitForFinished();
    m_explainWatcher->waitForFinished();
}

bool InsightsView::isComputingWhatIf() const
{
    return m_profile && m_shownWhatIfGeneration != m_generation;
}

bool InsightsView::isComputing() const
{
    // A finished computation counts until its result is shown (its signal is queued).
    return m_watcher->isRunning() || (m_profile && m_shownExplainGeneration != m_explainGeneration);
}

void InsightsView::setTimeUnit(TimeUnit unit)
{
    if (unit == m_timeUnit)
        return;
    m_timeUnit = unit;
    m_explain->setTimeUnit(unit);
    m_whatIf->setTimeUnit(unit);
    m_dataLoader->setTimeUnit(unit);
    m_python->setTimeUnit(unit);
    showRule(m_currentRule);
}

void InsightsView::setAlignClocks(bool align)
{
    if (align == m_alignClocks)
        return;
    m_alignClocks = align;
    if (!m_profile)
        return;
    ++m_explainGeneration;
    m_explain->clear(tr("Computing the GPU time breakdown..."));
    // Before the load's computation has delivered its what-if report, onComputed() starts this.
    if (m_whatIfReport)
        startExplain();
}

// The explanation again (another clock alignment), ranked by the load's what-if report: the replay
// never aligns clocks, so the job is not replayed again.
void InsightsView::startExplain()
{
    const ProfilePtr p = m_profile;
    const uint64_t generation = m_generation;
    const uint64_t explainGeneration = m_explainGeneration;
    const bool align = m_alignClocks;
    const std::shared_ptr<const WhatIfReport> report = m_whatIfReport;
    m_explainWatcher->setFuture(QtConcurrent::run([p, generation, explainGeneration, align, report] {
        auto c = std::make_shared<Computed>();
        c->generation = generation;
        c->explainGeneration = explainGeneration;
        CollectiveOptions collectives;
        collectives.alignClocks = align;
        c->explanation = explain(*p, Scope(), collectives, PeakOverride(), report.get());
        return c;
    }));
}

void InsightsView::onExplained()
{
    if (m_explainWatcher->isCanceled() || !m_explainWatcher->future().isValid()
        || m_explainWatcher->future().resultCount() == 0)
        return;
    const std::shared_ptr<Computed> c = m_explainWatcher->result();
    if (!c || c->generation != m_generation || c->explainGeneration != m_explainGeneration)
        return; // for another profile or alignment: the latest request wins
    m_shownExplainGeneration = c->explainGeneration;
    m_explain->setExplanation(c->explanation, c->explanation.devices > 0);
}

void InsightsView::setProfile(ProfilePtr profile, const QMap<QString, QString> &parameters)
{
    m_profile = std::move(profile);
    m_results.clear();
    m_input.reset();
    m_whatIfReport.reset();
    ++m_generation;
    m_python->setProfile(m_profile);
    m_dataLoader->setAnalysis({});
    handOutReportRules(); // the report must not show the previous profile's rules
    fillFindings();
    if (!m_profile) {
        m_headline->setText(tr("No profile loaded."));
        m_explain->clear(tr("No profile loaded."));
        m_whatIf->clear(tr("No profile loaded."));
        return;
    }
    m_explain->clear(tr("Computing the GPU time breakdown..."));
    m_whatIf->clear(tr("Replaying the job with each cause changed..."));
    m_overrides.clear();
    for (auto it = parameters.begin(); it != parameters.end(); ++it) {
        const std::string assignment = it.key().toStdString() + "=" + it.value().toStdString();
        parseOverride(assignment, &m_overrides, nullptr); // stale keys of renamed parameters are ignored
    }
    m_headline->setText(tr("Running the rules..."));
    const ProfilePtr p = m_profile;
    const uint64_t generation = m_generation;
    const uint64_t explainGeneration = ++m_explainGeneration;
    const bool align = m_alignClocks;
    m_watcher->setFuture(QtConcurrent::run([p, generation, explainGeneration, align] {
        auto c = std::make_shared<Computed>();
        c->generation = generation;
        c->explainGeneration = explainGeneration;
        c->input = std::make_shared<const RuleInput>(ruleInputFromProfile(*p));
        c->dataLoader = analyzeDataLoader(*p);
        // One replay of the job per load, with the critical paths the What-if panel draws; explain
        // ranks its findings by the same report.
        c->whatIf = std::make_shared<const WhatIfReport>(whatIfWithCriticalPaths(*p));
        CollectiveOptions collectives;
        collectives.alignClocks = align;
        c->explanation = explain(*p, Scope(), collectives, PeakOverride(), c->whatIf.get());
        return c;
    }));
}

void InsightsView::onComputed()
{
    if (m_watcher->isCanceled() || !m_watcher->future().isValid() || m_watcher->future().resultCount() == 0)
        return;
    const std::shared_ptr<Computed> c = m_watcher->result();
    if (!c || c->generation != m_generation)
        return; // an older profile's result: the latest request wins
    m_input = c->input;
    m_dataLoader->setAnalysis(c->dataLoader);
    m_whatIfReport = c->whatIf;
    m_shownWhatIfGeneration = c->generation;
    m_whatIf->setReport(m_whatIfReport, m_profile);
    if (c->explainGeneration == m_explainGeneration) {
        m_shownExplainGeneration = c->explainGeneration;
        m_explain->setExplanation(c->explanation, c->explanation.devices > 0);
    } else {
        startExplain(); // the clock alignment changed while this was computed
    }
    rerunRules();
}

QMap<QString, QString> InsightsView::parameterMap() const
{
    QMap<QString, QString> out;
    for (const auto &[rule, params] : m_overrides)
        for (const auto &[param, value] : params)
            out.insert(QString::fromStdString(rule + "." + param), QString::fromStdString(value));
    return out;
}

void InsightsView::rerunRules()
{
    if (!m_input)
        return;
    m_results = runProfilerReport(*m_input, m_overrides);
    const auto straggler = std::find_if(
        m_results.begin(), m_results.end(), [](const RuleResult &r) { return r.name == "Straggler"; });
    m_explain->setStragglerRule(straggler == m_results.end() ? nullptr : &*straggler);
    int triggered = 0;
    int ok = 0;
    int na = 0;
    for (const RuleResult &r : m_results)
        (r.verdict == Verdict::Triggered ? triggered : r.verdict == Verdict::Ok ? ok : na)++;
    QString text
        = tr("ProfilerReport: <b>%1 triggered</b>, %2 ok, %3 not applicable.").arg(triggered).arg(ok).arg(na);
    if (m_input->gpuDerived)
        text += QLatin1Char(' ')
            + tr("GPU utilization is derived from the trace (no system metrics in this profile).");
    m_headline->setText(text);
    handOutReportRules();
    fillFindings();
    Q_EMIT resultsChanged();
}

void InsightsView::handOutReportRules()
{
    if (m_results.empty()) {
        if (m_reportRules) {
            m_reportRules.reset();
            Q_EMIT reportRulesChanged(nullptr);
        }
        return;
    }
    auto source = std::make_shared<RulesReportSource>();
    source->results = m_results;
    source->overrides = m_overrides;
    source->parameterOrigin = describeOverrides(m_overrides, tr("changed in the Insights tab for this job"));
    source->gpuDerived = m_input && m_input->gpuDerived;
    source->timeUnit = m_timeUnit;
    m_reportRules = source;
    Q_EMIT reportRulesChanged(m_reportRules);
}

void InsightsView::fillFindings()
{
    m_filling = true;
    const QString keep = m_currentRule;
    m_findings->clear();
    std::vector<const RuleResult *> order;
    for (const RuleResult &r : m_results)
        order.push_back(&r);
    std::stable_sort(order.begin(), order.end(), [](const RuleResult *a, const RuleResult *b) {
        return severityRank(a->verdict) < severityRank(b->verdict);
    });
    QTreeWidgetItem *select = nullptr;
    for (const RuleResult *r : order) {
        auto *item = new QTreeWidgetItem(m_findings);
        const QString name = QString::fromStdString(r->name);
        item->setText(0, name);
        item->setText(1, verdictText(r->verdict));
        item->setText(2, firstSentence(r->reason));
        item->setToolTip(2, QString::fromStdString(r->reason));
        item->setForeground(1, verdictColor(r->verdict));
        QFont bold = item->font(1);
        bold.setBold(r->verdict == Verdict::Triggered);
        item->setFont(0, bold);
        item->setFont(1, bold);
        item->setData(0, kRuleRole, name);
        if (name == keep || (!select && keep.isEmpty()))
            select = item;
    }
    m_filling = false;
    if (select) {
        m_findings->setCurrentItem(select);
        showRule(select->data(0, kRuleRole).toString());
    } else {
        showRule(QString());
    }
}

void InsightsView::showRule(const QString &name)
{
    m_currentRule = name;
    const RuleResult *result = nullptr;
    for (const RuleResult &r : m_results)
        if (QString::fromStdString(r.name) == name)
            result = &r;
    m_filling = true;
    m_evidence->clear();
    m_params->setRowCount(0);
    if (!result) {
        m_detail->setText(
            m_profile ? QString() : tr("Open a profile to run the SageMaker Debugger rules on it."));
        m_filling = false;
        return;
    }
    const RuleDefinition *def = findRule(result->name);
    QString html
        = QStringLiteral("<h3>%1 &mdash; <span style=\"color:%2\">%3</span></h3>")
              .arg(name.toHtmlEscaped(), verdictColor(result->verdict).name(), verdictText(result->verdict));
    if (def)
        html += QStringLiteral("<p>%1</p>").arg(QString::fromStdString(def->description).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Needs:"), QString::fromStdString(result->needs).toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Why:"), QString::fromStdString(result->reason).toHtmlEscaped());
    if (!result->advice.empty())
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Advice:"), QString::fromStdString(result->advice).toHtmlEscaped());
    m_detail->setText(html);

    for (size_t i = 0; i < result->evidence.size(); ++i) {
        const Evidence &e = result->evidence[i];
        auto *item = new QTreeWidgetItem(m_evidence);
        item->setText(0, QString::fromStdString(e.label));
        item->setText(1, evidenceValue(e));
        if (e.hasRange())
            item->setText(2,
                tr("timeline %1 .. %2")
                    .arg(formatDuration(e.startNs, m_timeUnit), formatDuration(e.endNs, m_timeUnit)));
        else
            item->setText(2, e.view == "dashboard" ? tr("dashboard") : QString());
        item->setData(0, kEvidenceRole, int(i));
        if (e.hasRange()) {
            item->setForeground(2, m_evidence->palette().link());
            item->setToolTip(2, tr("Click to zoom the timeline to this period"));
        }
    }
    for (const RuleParam &p : result->parameters) {
        const int row = m_params->rowCount();
        m_params->insertRow(row);
        auto *key = new QTableWidgetItem(QString::fromStdString(p.name));
        key->setFlags(key->flags() & ~Qt::ItemIsEditable);
        auto *value
            = new QTableWidgetItem(p.isText ? QString::fromStdString(p.text)
                                            : QString::fromStdString(rules::formatNumber(p.number, 3)));
        const bool changed = m_overrides.count(result->name) && m_overrides.at(result->name).count(p.name);
        if (changed) {
            QFont f = value->font();
            f.setBold(true);
            value->setFont(f);
            value->setToolTip(tr("Changed for this job"));
        }
        auto *help = new QTableWidgetItem(QString::fromStdString(p.help));
        help->setFlags(help->flags() & ~Qt::ItemIsEditable);
        m_params->setItem(row, 0, key);
        m_params->setItem(row, 1, value);
        m_params->setItem(row, 2, help);
    }
    if (result->parameters.empty()) {
        m_params->insertRow(0);
        auto *none = new QTableWidgetItem(tr("(this rule has no parameters)"));
        none->setFlags(Qt::ItemIsEnabled);
        m_params->setItem(0, 0, none);
    }
    m_params->resizeColumnToContents(0);
    m_filling = false;
}

void InsightsView::onParameterEdited(int row, int column)
{
    if (m_filling || column != 1 || m_currentRule.isEmpty())
        return;
    const QTableWidgetItem *key = m_params->item(row, 0);
    const QTableWidgetItem *value = m_params->item(row, 1);
    if (!key || !value)
        return;
    if (!setParameter(m_currentRule, key->text(), value->text().trimmed()))
        showRule(m_currentRule); // put the valid value back
}

bool InsightsView::setParameter(const QString &rule, const QString &param, const QString &value)
{
    std::string error;
    if (!validateOverride(rule.toStdString(), param.toStdString(), value.toStdString(), &error)) {
        m_headline->setText(tr("Not changed: %1").arg(QString::fromStdString(error)));
        return false;
    }
    m_overrides[rule.toStdString()][param.toStdString()] = value.toStdString();
    Q_EMIT parametersChanged(parameterMap());
    m_currentRule = rule;
    rerunRules();
    return true;
}

void InsightsView::resetParameters()
{
    m_overrides.clear();
    Q_EMIT parametersChanged({});
    rerunRules();
}

bool InsightsView::selectRule(const QString &rule)
{
    for (int i = 0; i < m_findings->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_findings->topLevelItem(i);
        if (item->data(0, kRuleRole).toString() == rule) {
            m_findings->setCurrentItem(item);
            showRule(rule);
            return true;
        }
    }
    return false;
}

void InsightsView::openEvidence(int index)
{
    const RuleResult *result = nullptr;
    for (const RuleResult &r : m_results)
        if (QString::fromStdString(r.name) == m_currentRule)
            result = &r;
    if (!result || index < 0 || size_t(index) >= result->evidence.size() || !m_navigation)
        return;
    const Evidence &e = result->evidence[size_t(index)];
    if (e.hasRange()) {
        m_navigation->zoomToRange(e.startNs, e.endNs, -1);
        m_navigation->showView(QStringLiteral("timeline"));
    } else if (e.view == "dashboard") {
        m_navigation->showView(QStringLiteral("dashboard"));
    }
}

} // namespace stepline
