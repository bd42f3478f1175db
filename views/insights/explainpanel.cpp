#include "explainpanel.h"

#include "common/navigation.h"
#include "common/timeformat.h"

#include <QEvent>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace stepline {

QString explainCauseLabel(const std::string &cause)
{
    if (cause == "queued")
        return ExplainPanel::tr("Queued (stream or event dependency, launch latency)");
    if (cause == "launch")
        return ExplainPanel::tr("Launch (the launch call had started, the work had not)");
    if (cause == "data_loader")
        return ExplainPanel::tr("Data loader (waiting in DataLoader next())");
    if (cause == "sync")
        return ExplainPanel::tr("Host synchronization (.item(), cudaStreamSynchronize, blocking copies)");
    if (cause == "host_ops")
        return ExplainPanel::tr("Host-bound (operators, Python and runtime calls)");
    if (cause == "host_other")
        return ExplainPanel::tr("Host, unprofiled (no host event of the launching thread)");
    if (cause == "unattributed")
        return ExplainPanel::tr("Unattributed (no launch call known)");
    if (cause == "exposed_comm")
        return ExplainPanel::tr("Exposed communication (not hidden behind computation)");
    if (cause == "exposed_memcpy")
        return ExplainPanel::tr("Exposed memcpy (not hidden behind computation or communication)");
    if (cause == "straggler")
        return ExplainPanel::tr("Straggler rank");
    if (cause == "busy")
        return ExplainPanel::tr("Longer GPU work on a late rank (the other ranks waited for it)");
    return QString::fromStdString(cause);
}

ExplainPanel::ExplainPanel(Navigation *navigation, QWidget *parent)
    : QWidget(parent)
    , m_navigation(navigation)
    , m_text(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_text->setOpenLinks(false);
    m_text->setOpenExternalLinks(false);
    layout->addWidget(m_text);
    connect(m_text, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) { openLink(url); });
    clear(tr("No profile loaded."));
}

QString ExplainPanel::html() const
{
    return m_text->toHtml();
}

void ExplainPanel::setTimeUnit(TimeUnit unit)
{
    if (unit == m_timeUnit)
        return;
    m_timeUnit = unit;
    render();
}

void ExplainPanel::clear(const QString &message)
{
    m_explanation = {};
    m_message = message;
    render();
}

void ExplainPanel::setExplanation(const Explanation &explanation, bool hasGpu)
{
    m_explanation = explanation;
    m_hasGpu = hasGpu;
    m_message.clear();
    render();
}

void ExplainPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        render(); // links take the palette's link colour (readable on a dark theme)
}

void ExplainPanel::render()
{
    m_text->document()->setDefaultStyleSheet(
        QStringLiteral("a { color: %1; }").arg(palette().color(QPalette::Link).name()));
    const Explanation &explanation = m_explanation;
    QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Explain: where the GPU time was lost"));
    if (!m_message.isEmpty()) {
        m_text->setHtml(html + QStringLiteral("<p>%1</p>").arg(m_message.toHtmlEscaped()));
        return;
    }
    if (!m_hasGpu || explanation.devices == 0) {
        html
            += QStringLiteral("<p>%1</p>")
                   .arg(tr("Not in this profile: no GPU activity, so there is no GPU time to explain. Record "
                           "with ProfilerActivity.CUDA.")
                            .toHtmlEscaped());
        m_text->setHtml(html);
        return;
    }
    // The order the model gave the findings: by predicted saving when the replay checked itself.
    const QString total = formatDuration(explanation.gpuTimeNs, m_timeUnit);
    QString order;
    if (explanation.savingsKnown)
        order = tr("%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by what fixing them "
                   "would save per step (the what-if replay of the job); click a place to open it in the "
                   "timeline.")
                    .arg(total)
                    .arg(explanation.devices);
    else if (explanation.savingsReason.empty())
        order = tr("%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost; "
                   "click a place to open it in the timeline.")
                    .arg(total)
                    .arg(explanation.devices);
    else
        order = tr("%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost (no "
                   "savings predicted: %3); click a place to open it in the timeline.")
                    .arg(total)
                    .arg(explanation.devices)
                    .arg(QString::fromStdString(explanation.savingsReason));
    html += QStringLiteral("<p>%1</p>").arg(order.toHtmlEscaped());
    // Exposed communication split at the last peer's arrival (METRICS.md "Where a wait was caused"):
    // the waits are the late rank's doing, and the findings below charge them to it.
    if (explanation.exposedCommNs > 0) {
        const QString split = explanation.commSplitKnown
            ? tr("Exposed communication: %1 = %2 waiting for a late rank + %3 transfer; %4 of the waits are "
                 "reported under what the late rank was doing.")
                  .arg(formatDuration(explanation.exposedCommNs, m_timeUnit),
                      formatDuration(explanation.exposedCommWaitNs, m_timeUnit),
                      formatDuration(explanation.exposedCommTransferNs, m_timeUnit),
                      formatDuration(explanation.chargedWaitNs, m_timeUnit))
            : tr(
                "Exposed communication: %1 (not split into wait and transfer: a rank with communication took "
                "part in no matched collective).")
                  .arg(formatDuration(explanation.exposedCommNs, m_timeUnit));
        html += QStringLiteral("<p>%1</p>").arg(split.toHtmlEscaped());
    }
    if (explanation.findings.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Nothing lost: the GPUs were busy with computation over their whole spans.")
                             .toHtmlEscaped());
    html += QStringLiteral("<ol>");
    for (size_t f = 0; f < explanation.findings.size(); ++f) {
        const ExplainFinding &finding = explanation.findings[f];
        html += QStringLiteral("<li><b>%1</b> &mdash; %2 (%3)")
                    .arg(explainCauseLabel(finding.cause).toHtmlEscaped(),
                        tr("%1 of GPU time")
                            .arg(QString::number(finding.share * 100.0, 'f', 1) + QStringLiteral(" %")),
                        tr("%1 lost").arg(formatDuration(finding.lostNs, m_timeUnit)));
        if (finding.rank >= 0)
            html += QStringLiteral(", ") + tr("rank %1").arg(finding.rank);
        if (finding.wouldSaveNs >= 0) {
            QString detail = QString::fromStdString(finding.savingScenario);
            if (explanation.meanStepNs > 0)
                detail = QString::number(
                             double(finding.wouldSaveNs) / double(explanation.meanStepNs) * 100.0, 'f', 1)
                    + QStringLiteral(" %, ") + detail;
            html += QStringLiteral("; <b>%1</b>")
                        .arg(tr("would save %1 per step (%2)")
                                 .arg(formatDuration(finding.wouldSaveNs, m_timeUnit), detail)
                                 .toHtmlEscaped());
        }
        if (finding.cause == "straggler" && finding.delayNs > 0) {
            html += QStringLiteral("<br>%1").arg(
                tr("The other ranks waited %1 for rank %2 in all; counted once per rank that "
                   "waited that is %3 of GPU time.")
                    .arg(formatDuration(finding.delayNs, m_timeUnit))
                    .arg(finding.rank)
                    .arg(formatDuration(finding.lostNs, m_timeUnit))
                    .toHtmlEscaped());
            if (!m_stragglerVerdict.isEmpty() && m_stragglerApplies)
                html += QStringLiteral(" %1").arg(
                    tr("Straggler rule: %1. It weighs the %2 against the delay all ranks caused: %3")
                        .arg(m_stragglerVerdict, formatDuration(finding.delayNs, m_timeUnit),
                            m_stragglerReason)
                        .toHtmlEscaped());
            else if (!m_stragglerVerdict.isEmpty())
                html += QStringLiteral(" %1").arg(
                    tr("Straggler rule: not applicable (%1), so this finding alone judges rank %2.")
                        .arg(m_stragglerReason)
                        .arg(finding.rank)
                        .toHtmlEscaped());
        }
        if (!finding.advice.empty())
            html += QStringLiteral("<br>%1").arg(QString::fromStdString(finding.advice).toHtmlEscaped());
        if (!finding.where.empty()) {
            QStringList places;
            for (size_t p = 0; p < finding.where.size(); ++p) {
                const ExplainPlace &w = finding.where[p];
                QString text = tr("rank %1 · GPU %2").arg(w.rank).arg(w.device);
                if (w.hasStep)
                    text += QStringLiteral(" · ") + tr("step %1").arg(w.step);
                text += QStringLiteral(" · ")
                    + tr("%1 to %2 (%3)")
                          .arg(formatDuration(w.startNs, m_timeUnit), formatDuration(w.endNs, m_timeUnit),
                              formatDuration(w.endNs - w.startNs, m_timeUnit));
                places << QStringLiteral("<a href=\"place:%1:%2\">%3</a>")
                              .arg(f)
                              .arg(p)
                              .arg(text.toHtmlEscaped());
            }
            html += QStringLiteral("<br>%1 %2")
                        .arg(tr("Worst places:").toHtmlEscaped(), places.join(QStringLiteral("; ")));
        }
        html += QStringLiteral("</li>");
    }
    html += QStringLiteral("</ol>");
    m_text->setHtml(html);
}

void ExplainPanel::setStragglerRule(const RuleResult *rule)
{
    m_stragglerApplies = rule && rule->verdict != Verdict::NotApplicable;
    if (!rule) {
        m_stragglerVerdict.clear();
        m_stragglerReason.clear();
    } else if (rule->verdict == Verdict::NotApplicable) {
        // Said next to the finding, or the two seem to disagree (one names a straggler, the other
        // shows no verdict).
        m_stragglerVerdict = tr("not applicable");
        m_stragglerReason = QString::fromStdString(rule->reason);
    } else {
        m_stragglerVerdict = rule->verdict == Verdict::Triggered ? tr("triggered") : tr("OK");
        m_stragglerReason = QString::fromStdString(rule->reason);
    }
    render();
}

bool ExplainPanel::openLink(const QUrl &link)
{
    if (link.scheme() != QLatin1String("place"))
        return false;
    const QStringList parts = link.path().split(QLatin1Char(':'));
    bool okF = false, okP = false;
    const int f = parts.value(0).toInt(&okF);
    const int p = parts.value(1).toInt(&okP);
    if (!okF || !okP || f < 0 || size_t(f) >= m_explanation.findings.size() || p < 0
        || size_t(p) >= m_explanation.findings[size_t(f)].where.size())
        return false;
    const ExplainPlace &w = m_explanation.findings[size_t(f)].where[size_t(p)];
    if (m_navigation) {
        m_navigation->zoomToRange(w.startNs, w.endNs, w.rank, w.device);
        m_navigation->showView(QStringLiteral("timeline"));
    }
    return true;
}

} // namespace stepline
