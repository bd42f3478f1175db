#include "dashboardargs.h"

#include "cliargs.h"
#include "compareload.h"
#include "compare/comparecharts.h"
#include "peakoptions.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace stepline::cli {

namespace {

// The context of the messages both verbs share (translations/*.ts).
struct ExportTr
{
    Q_DECLARE_TR_FUNCTIONS(ExportChartsCommand)
};

// --compare: BASE and PATH load in parallel; the comparison's charts and report page.
int loadComparison(const DashboardArguments &a, DashboardData *data)
{
    ProfileAggregates base, next;
    if (const int rc
        = loadAggregatesPair(a.compare.toStdString(), a.path.toStdString(), a.load, &base, &next, a.peaks);
        rc != 0)
        return rc;
    *data = comparisonReport(base, next, diffProfiles(base, next, a.match), TimeUnit::Auto);
    return 0;
}

} // namespace

QString parseDashboardArguments(
    const std::vector<std::string> &args, bool reportVerb, DashboardArguments *out)
{
    CliArgs cli(reportVerb ? "report" : "export-charts");
    cli.option({ "-o", "--output" })
        .option({ "--scope" })
        .option({ "--annotation" })
        .flag({ "--dark" })
        .option({ "--set" })
        .option({ "--compare" })
        .option({ "--match" })
        .loadOptions();
    declarePeakOptions(cli);
    if (!reportVerb)
        cli.option({ "--format" }).option({ "--size" }).option({ "--dpr" }).flag({ "--report" });
    if (!cli.parse(args))
        return QString::fromStdString(cli.error());
    const auto value = [&](const char *name) { return QString::fromStdString(cli.value(name)); };
    out->help = cli.help();
    out->path = QString::fromStdString(cli.path());
    out->output = value("-o");
    out->dark = cli.has("--dark");
    out->report = reportVerb || cli.has("--report");
    out->compare = value("--compare");
    if (cli.has("--match")) {
        const QString match = value("--match");
        if (match == QLatin1String("normalized"))
            out->match = NameMatch::Normalized;
        else if (match != QLatin1String("exact"))
            return ExportTr::tr("--match is exact or normalized");
        if (out->compare.isEmpty())
            return ExportTr::tr("--match needs --compare BASE");
    }
    for (const std::string &text : cli.values("--set")) {
        std::string error;
        if (!parseOverride(text, &out->rules, &error))
            return QString::fromStdString(error);
    }
    if (cli.has("--scope")) {
        std::string error;
        if (!Scope::parse(cli.value("--scope"), &out->scope, &error))
            return QString::fromStdString(error);
    }
    for (const std::string &text : cli.values("--annotation")) {
        const QString name = QString::fromStdString(text);
        if (name.trimmed().isEmpty())
            return ExportTr::tr("--annotation needs a name");
        if (!out->annotations.contains(name.trimmed()))
            out->annotations << name.trimmed();
    }
    if (cli.has("--format") && !parseExportFormat(value("--format"), &out->format))
        return ExportTr::tr("--format is png, svg or pdf");
    if (cli.has("--size")) {
        static const QRegularExpression sizeForm(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
        const QRegularExpressionMatch m = sizeForm.match(value("--size"));
        if (!m.hasMatch())
            return ExportTr::tr("--size is WIDTHxHEIGHT in pixels, e.g. 1200x700");
        out->size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        if (out->size.width() < 100 || out->size.height() < 100 || out->size.width() > 10000
            || out->size.height() > 10000)
            return ExportTr::tr("--size must be between 100x100 and 10000x10000");
    }
    if (cli.has("--dpr")) {
        bool ok = false;
        out->dpr = value("--dpr").toDouble(&ok);
        if (!ok || out->dpr < 1.0 || out->dpr > 4.0)
            return ExportTr::tr("--dpr is a device pixel ratio from 1 to 4");
    }
    if (std::string problem; !cli.loadOptionsOf(&out->load, &problem))
        return QString::fromStdString(problem);
    if (const std::string problem = peakOptionsError(cli, &out->peaks); !problem.empty())
        return QString::fromStdString(problem);
    if (out->help)
        return QString();
    if (out->path.isEmpty())
        return ExportTr::tr("missing PATH");
    if (out->output.isEmpty())
        return reportVerb ? ExportTr::tr("missing -o FILE.pdf") : ExportTr::tr("missing -o DIR");
    return QString();
}

int loadDashboard(
    const DashboardArguments &a, DashboardData *data, std::shared_ptr<const RulesReportSource> *rulesOut)
{
    if (!a.compare.isEmpty())
        return loadComparison(a, data);
    LoadOutcome outcome;
    if (const int rc = loadForCommand(a.path.toStdString(), a.load, &outcome); rc != 0)
        return rc;
    if (ScopeFilter(*outcome.profile, a.scope).isEmpty())
        printErr(ExportTr::tr("stepline: warning: the profile has no %1; every chart says so")
                     .arg(QString::fromStdString(a.scope.toString()))
                     .toStdString());
    DashboardOptions options;
    options.scope = a.scope;
    options.annotations = a.annotations;
    options.peaks = a.peaks;
    // About one utilization point per 2 px, as on screen.
    options.utilizationBins = std::clamp(a.size.width() / 2, 100, 1000);
    *data = computeDashboard(*outcome.profile, options);
    if (a.report) {
        // The report's rules pages (views/insights/rulesreport.h), as `stepline rules` computes them.
        auto rules = std::make_shared<RulesReportSource>();
        const RuleInput input = ruleInputFromProfile(*outcome.profile);
        rules->results = runProfilerReport(input, a.rules);
        rules->overrides = a.rules;
        rules->parameterOrigin
            = describeOverrides(a.rules, ExportTr::tr("set with --set on the command line"));
        rules->gpuDerived = input.gpuDerived;
        *rulesOut = std::move(rules);
    }
    return 0;
}

} // namespace stepline::cli
