#include "rulesreport.h"

#include "common/timeformat.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>

namespace {

struct RulesReport
{
    Q_DECLARE_TR_FUNCTIONS(RulesReport)
};

} // namespace

namespace stepline {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString verdictText(Verdict v)
{
    switch (v) {
    case Verdict::Triggered:
        return RulesReport::tr("Triggered");
    case Verdict::Ok:
        return RulesReport::tr("OK");
    case Verdict::NotApplicable:
        break;
    }
    return RulesReport::tr("Not applicable");
}

// The Insights tab's colours, darkened a little for print on white.
QColor verdictColor(Verdict v, const ChartPalette &palette)
{
    switch (v) {
    case Verdict::Triggered:
        return palette.isDark() ? QColor(0xff, 0x9f, 0x40) : QColor(0xc0, 0x5a, 0x00);
    case Verdict::Ok:
        return palette.isDark() ? QColor(0x6c, 0xd0, 0x7c) : QColor(0x23, 0x7a, 0x32);
    case Verdict::NotApplicable:
        break;
    }
    return palette.mutedText();
}

// The first sentence: the summary table stays about a page; the rule's section has the rest.
QString firstSentence(const std::string &text)
{
    const QString s = qs(text);
    const qsizetype dot = s.indexOf(QLatin1String(". "));
    return dot > 0 ? s.left(dot + 1) : s;
}

QString paramValue(const RuleParam &p)
{
    return p.isText ? qs(p.text) : qs(rules::formatNumber(p.number, 3));
}

QString evidenceValue(const Evidence &e)
{
    QString text = qs(rules::formatNumber(e.value, 3));
    if (!e.unit.empty())
        text += QLatin1Char(' ') + qs(e.unit);
    return text;
}

QString evidenceRange(const Evidence &e)
{
    if (!e.hasRange())
        return QString();
    return RulesReport::tr("%1 \u2013 %2 (%3)")
        .arg(formatDuration(e.startNs), formatDuration(e.endNs), formatDuration(e.endNs - e.startNs));
}

QString evidenceView(const Evidence &e)
{
    if (e.hasRange())
        return RulesReport::tr("Timeline");
    return e.view == "dashboard" ? RulesReport::tr("Dashboard") : QString();
}

struct Fonts
{
    QFont title;
    QFont heading;
    QFont subheading;
    QFont body;
    QFont bold;
    QFont small;
};

Fonts makeFonts(const QFont &body)
{
    // body at another size (points; 0 keeps it), bold or not.
    auto variant = [&body](double points, bool bold) {
        QFont f = body;
        if (points > 0)
            f.setPointSizeF(points);
        f.setBold(bold);
        return f;
    };
    Fonts f;
    f.body = body;
    f.bold = variant(0, true);
    f.title = variant(18, true);
    f.heading = variant(15, true);
    f.subheading = variant(11, true);
    f.small = variant(8.5, body.bold());
    return f;
}

// sectionPages: the report page number of each rule's section, in reportOrder(); empty when the
// report's page numbers are not known (then the table has no page column).
void layoutSummary(ReportFlow &flow, const RulesReportSource &source, const Fonts &fonts,
    const ChartPalette &palette, const std::vector<int> &sectionPages)
{
    flow.startSection(QStringLiteral("summary"), RulesReport::tr("Rules summary"));
    flow.paragraph(RulesReport::tr("Rules summary"), fonts.title);
    flow.space(0.3);
    int triggered = 0;
    int ok = 0;
    int na = 0;
    for (const RuleResult &r : source.results)
        (r.verdict == Verdict::Triggered ? triggered : r.verdict == Verdict::Ok ? ok : na)++;
    flow.paragraph(
        RulesReport::tr("The SageMaker Debugger built-in rules (ProfilerReport) on the whole job: %1 "
                        "triggered, %2 ok, %3 not applicable.")
            .arg(triggered)
            .arg(ok)
            .arg(na),
        fonts.body);
    if (!source.parameterOrigin.isEmpty())
        flow.paragraph(source.parameterOrigin, fonts.body);
    if (source.gpuDerived)
        flow.paragraph(
            RulesReport::tr("This profile has no system metrics: GPU utilization is derived from the "
                            "trace (METRICS.md), not measured."),
            fonts.body, palette.mutedText());
    flow.space(0.6);
    std::vector<std::vector<ReportFlow::Cell>> rows;
    const std::vector<const RuleResult *> order = reportOrder(source.results);
    for (size_t i = 0; i < order.size(); ++i) {
        const RuleResult *r = order[i];
        rows.push_back({ { qs(r->name), QColor(), true },
            { verdictText(r->verdict), verdictColor(r->verdict, palette), true },
            { firstSentence(r->reason) },
            r->advice.empty() ? ReportFlow::Cell(RulesReport::tr("Nothing to do."), palette.mutedText())
                              : ReportFlow::Cell(firstSentence(r->advice)) });
        if (i < sectionPages.size())
            rows.back().emplace_back(RulesReport::tr("p. %1").arg(sectionPages[i]));
    }
    std::vector<ReportFlow::Column> columns { { RulesReport::tr("Rule"), 20 },
        { RulesReport::tr("Verdict"), 12 }, { RulesReport::tr("Why"), 38 },
        { RulesReport::tr("Advice"), 30 } };
    if (!sectionPages.empty()) {
        columns[2].share = 34;
        columns[3].share = 26;
        columns.emplace_back(RulesReport::tr("Section"), 8, Qt::AlignRight);
    }
    flow.table(columns, rows, fonts.body);
    flow.space(0.5);
    flow.paragraph(
        RulesReport::tr("Each rule has its own section after the charts, in this order: the parameters "
                        "used, the evidence (times are since the start of the job) and the advice."),
        fonts.small, palette.mutedText());
}

void layoutRule(ReportFlow &flow, const RulesReportSource &source, const RuleResult &r, const Fonts &fonts,
    const ChartPalette &palette)
{
    const QString name = qs(r.name);
    flow.startSection(name, name);
    flow.paragraph(name, fonts.heading);
    flow.paragraph(verdictText(r.verdict), fonts.subheading, verdictColor(r.verdict, palette));
    flow.space(0.3);
    const RuleDefinition *def = findRule(r.name);
    if (def && !def->description.empty())
        flow.paragraph(qs(def->description), fonts.body);
    flow.paragraph(RulesReport::tr("Needs: %1").arg(qs(r.needs)), fonts.body, palette.mutedText());
    flow.space(0.4);
    const QString why = r.verdict == Verdict::NotApplicable ? RulesReport::tr("Not applicable because: %1")
                                                            : RulesReport::tr("Why: %1");
    flow.paragraph(why.arg(qs(r.reason)), fonts.body);
    if (r.usedDerivedData)
        flow.paragraph(
            RulesReport::tr("Uses derived data: utilization computed from the trace, not measured by a "
                            "system monitor."),
            fonts.body, palette.mutedText());

    flow.space(0.6);
    flow.keepTogether(4);
    flow.paragraph(RulesReport::tr("Parameters"), fonts.subheading);
    if (r.parameters.empty()) {
        flow.paragraph(RulesReport::tr("This rule has no parameters."), fonts.body, palette.mutedText());
    } else {
        const auto changedRule = source.overrides.find(r.name);
        std::vector<std::vector<ReportFlow::Cell>> rows;
        for (const RuleParam &p : r.parameters) {
            QString fallback;
            if (def) {
                for (const RuleParam &d : def->defaults)
                    if (d.name == p.name)
                        fallback = paramValue(d);
            }
            const bool changed = changedRule != source.overrides.end() && changedRule->second.count(p.name);
            rows.push_back({ { qs(p.name) },
                { changed ? RulesReport::tr("%1 (changed)").arg(paramValue(p)) : paramValue(p), QColor(),
                    changed },
                { fallback }, { qs(p.help) } });
        }
        flow.table({ { RulesReport::tr("Parameter"), 18 }, { RulesReport::tr("Value"), 14 },
                       { RulesReport::tr("Default"), 10 }, { RulesReport::tr("Meaning"), 58 } },
            rows, fonts.body);
    }

    flow.space(0.6);
    flow.keepTogether(4);
    flow.paragraph(RulesReport::tr("Evidence"), fonts.subheading);
    if (r.evidence.empty()) {
        flow.paragraph(RulesReport::tr("No evidence recorded."), fonts.body, palette.mutedText());
    } else {
        std::vector<std::vector<ReportFlow::Cell>> rows;
        for (const Evidence &e : r.evidence)
            rows.push_back(
                { { qs(e.label) }, { evidenceValue(e) }, { evidenceRange(e) }, { evidenceView(e) } });
        flow.table({ { RulesReport::tr("Fact"), 40 }, { RulesReport::tr("Value"), 14, Qt::AlignRight },
                       { RulesReport::tr("Time range"), 34 }, { RulesReport::tr("Open in"), 12 } },
            rows, fonts.body);
    }

    flow.space(0.6);
    flow.keepTogether(3);
    flow.paragraph(RulesReport::tr("Advice"), fonts.subheading);
    flow.paragraph(r.advice.empty() ? RulesReport::tr("Nothing to do.") : qs(r.advice), fonts.body);
}

} // namespace

QString describeOverrides(const ParamOverrides &overrides, const QString &whenChanged)
{
    QStringList changed;
    for (const auto &[rule, params] : overrides)
        for (const auto &[param, value] : params)
            changed << qs(rule) + QLatin1Char('.') + qs(param) + QLatin1Char('=') + qs(value);
    if (changed.isEmpty())
        return RulesReport::tr("Parameters: the documented defaults.");
    return RulesReport::tr("Parameters: the documented defaults except %1 (%2).")
        .arg(changed.join(QStringLiteral(", ")), whenChanged);
}

std::vector<const RuleResult *> reportOrder(const std::vector<RuleResult> &results)
{
    std::vector<const RuleResult *> order;
    order.reserve(results.size());
    for (const RuleResult &r : results)
        order.push_back(&r);
    auto rank = [](Verdict v) { return v == Verdict::Triggered ? 0 : v == Verdict::Ok ? 1 : 2; };
    std::stable_sort(order.begin(), order.end(),
        [&](const RuleResult *a, const RuleResult *b) { return rank(a->verdict) < rank(b->verdict); });
    return order;
}

RulesReportPages layoutRulesReport(const RulesReportSource &source, QPaintDevice *device, QSizeF pageSize,
    const ChartPalette &palette, int chartPages)
{
    RulesReportPages pages;
    if (source.results.empty())
        return pages;
    ReportFlow flow(device, pageSize, palette.text(), palette.mutedText(), palette.grid());
    const Fonts fonts = makeFonts(flow.bodyFont());
    // Sections first: the summary refers to their page numbers. The numbers never change the
    // summary's length (one short line in a fixed-width column), so a first summary with
    // placeholder numbers gives its page count, and the final one the right numbers.
    std::vector<int> sectionStart;
    for (const RuleResult *r : reportOrder(source.results)) {
        sectionStart.push_back(int(flow.pageCount()));
        layoutRule(flow, source, *r, fonts, palette);
    }
    pages.sections = flow.takePages();
    std::vector<int> sectionPages;
    if (chartPages >= 0) {
        layoutSummary(flow, source, fonts, palette, std::vector<int>(sectionStart.size(), 999));
        const int first = 1 + int(flow.takePages().size()) + chartPages + 1; // job summary page first
        for (int start : sectionStart)
            sectionPages.push_back(first + start);
    }
    layoutSummary(flow, source, fonts, palette, sectionPages);
    pages.summary = flow.takePages();
    return pages;
}

void paintReportPages(QPagedPaintDevice *device, QPainter *painter, const QRectF &page,
    const std::vector<ReportPage> &pages, const ChartPalette &palette)
{
    for (const ReportPage &p : pages) {
        device->newPage();
        painter->fillRect(page, palette.background());
        painter->save();
        painter->translate(page.topLeft());
        paintReportPage(painter, p);
        painter->restore();
    }
}

} // namespace stepline
