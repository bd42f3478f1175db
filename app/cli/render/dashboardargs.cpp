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
    if (const int rc = loadAggregatesPair(a.compare, a.path, a.load, &base, &next, a.peaks); rc != 0)
        return rc;
    *data = comparisonReport(base, next, diffProfiles(base, next, a.match), TimeUnit::Auto);
    return 0;
}

} // namespace

QString parseDashboardArguments(const QStringList &args, bool reportVerb, DashboardArguments *out)
{
    CliArgs cli(reportVerb ? QStringLiteral("report") : QStringLiteral("export-charts"));
    cli.option({ QStringLiteral("-o"), QStringLiteral("--output") })
        .option({ QStringLiteral("--scope") })
        .option({ QStringLiteral("--annotation") })
        .flag({ QStringLiteral("--dark") })
        .option({ QStringLiteral("--set") })
        .option({ QStringLiteral("--compare") })
        .option({ QStringLiteral("--match") })
        .loadOptions();
    declarePeakOptions(cli);
    if (!reportVerb)
        cli.option({ QStringLiteral("--format") })
            .option({ QStringLiteral("--size") })
            .option({ QStringLiteral("--dpr") })
            .flag({ QStringLiteral("--report") });
    if (!cli.parse(args))
        return cli.error();
    out->help = cli.help();
    out->path = cli.path();
    out->output = cli.value(QStringLiteral("-o"));
    out->dark = cli.has(QStringLiteral("--dark"));
    out->report = reportVerb || cli.has(QStringLiteral("--report"));
    out->compare = cli.value(QStringLiteral("--compare"));
    if (cli.has(QStringLiteral("--match"))) {
        const QString match = cli.value(QStringLiteral("--match"));
        if (match == QLatin1String("normalized"))
            out->match = NameMatch::Normalized;
        else if (match != QLatin1String("exact"))
            return ExportTr::tr("--match is exact or normalized");
        if (out->compare.isEmpty())
            return ExportTr::tr("--match needs --compare BASE");
    }
    for (const QString &text : cli.values(QStringLiteral("--set"))) {
        std::string error;
        if (!parseOverride(text.toStdString(), &out->rules, &error))
            return QString::fromStdString(error);
    }
    if (cli.has(QStringLiteral("--scope"))) {
        std::string error;
        if (!Scope::parse(cli.value(QStringLiteral("--scope")).toStdString(), &out->scope, &error))
            return QString::fromStdString(error);
    }
    for (const QString &name : cli.values(QStringLiteral("--annotation"))) {
        if (name.trimmed().isEmpty())
            return ExportTr::tr("--annotation needs a name");
        if (!out->annotations.contains(name.trimmed()))
            out->annotations << name.trimmed();
    }
    if (cli.has(QStringLiteral("--format"))
        && !parseExportFormat(cli.value(QStringLiteral("--format")), &out->format))
        return ExportTr::tr("--format is png, svg or pdf");
    if (cli.has(QStringLiteral("--size"))) {
        static const QRegularExpression sizeForm(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
        const QRegularExpressionMatch m = sizeForm.match(cli.value(QStringLiteral("--size")));
        if (!m.hasMatch())
            return ExportTr::tr("--size is WIDTHxHEIGHT in pixels, e.g. 1200x700");
        out->size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        if (out->size.width() < 100 || out->size.height() < 100 || out->size.width() > 10000
            || out->size.height() > 10000)
            return ExportTr::tr("--size must be between 100x100 and 10000x10000");
    }
    if (cli.has(QStringLiteral("--dpr"))) {
        bool ok = false;
        out->dpr = cli.value(QStringLiteral("--dpr")).toDouble(&ok);
        if (!ok || out->dpr < 1.0 || out->dpr > 4.0)
            return ExportTr::tr("--dpr is a device pixel ratio from 1 to 4");
    }
    if (QString problem; !cli.loadOptionsOf(&out->load, &problem))
        return problem;
    if (const QString problem = peakOptionsError(cli, &out->peaks); !problem.isEmpty())
        return problem;
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
    if (const int rc = loadForCommand(a.path, a.load, &outcome); rc != 0)
        return rc;
    if (ScopeFilter(*outcome.profile, a.scope).isEmpty())
        printErr(ExportTr::tr("stepline: warning: the profile has no %1; every chart says so")
                     .arg(QString::fromStdString(a.scope.toString())));
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
