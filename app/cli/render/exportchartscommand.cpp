#include "renderverbs.h"

#include "dashboard/chartexport.h"
#include "dashboard/comparecharts.h"
#include "dashboard/dashboarddata.h"
#include "insights/rulesreport.h"
#include "cliargs.h"
#include "compareload.h"

#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cstdio>

namespace {

struct ExportTr
{
    Q_DECLARE_TR_FUNCTIONS(ExportChartsCommand)
};

const char *const kExportUsage
    = "Usage: stepline export-charts PATH -o DIR [--format png|svg|pdf] [--size WxH] [--dpr 1|2]\n"
      "                              [--scope job|node=NAME|rank=N|gpu=R:D] [--annotation NAME]...\n"
      "                              [--dark] [--report] [--ranks LIST] [--window T0:T1] [--force]\n"
      "                              [--compare BASE [--match exact|normalized]]\n"
      "Writes every dashboard chart of a trace file or job folder into DIR, one file per chart:\n"
      "gpu-active-time, gpu-time-breakdown, idle-causes, step-breakdown, gpu-utilization, gpu-memory,\n"
      "cpu-active-time, cpu-utilization, kernel-time-all,\n"
      "kernel-time-top15, kernel-count-all, kernel-count-top15, step-time-histogram,\n"
      "kernel-precision, gpu-activity, gpu-memory-ops and annotation-NAME per --annotation;\n"
      "rank-step-heatmap and collective-wait for jobs whose ranks ran communication kernels.\n"
      "A chart whose data the profile lacks is still written, showing what is missing.\n"
      "Default format png, size 1000x600 (pixels; PNG is size x dpr). --report also writes\n"
      "DIR/report.pdf (summary table, rules summary, every chart, a section per rule; --set\n"
      "Rule.param=value as in `stepline rules`). Works without a display.\n"
      "--compare BASE writes the comparison charts of PATH (NEW) against BASE instead, as the Compare\n"
      "tab shows them (compare-step-times, compare-gpu-breakdown, compare-kernel-deltas,\n"
      "compare-operator-deltas), and with\n"
      "--report DIR/compare-report.pdf.\n";

const char *const kReportUsage
    = "Usage: stepline report PATH -o FILE.pdf [--scope job|node=NAME|rank=N|gpu=R:D]\n"
      "                       [--annotation NAME]... [--dark] [--ranks LIST] [--window T0:T1] [--force]\n"
      "                       [--set Rule.param=value]... [--compare BASE [--match exact|normalized]]\n"
      "Writes the dashboard's PDF report: the job's summary table, the rules summary, one page per\n"
      "chart, then a section per rule. --set changes a rule parameter as in `stepline rules`.\n"
      "--compare BASE writes the comparison report of PATH (NEW) against BASE instead.\n";

using stepline::cli::printErr;
using stepline::cli::printOut;

struct Arguments
{
    QString path;
    QString output;
    stepline::ExportFormat format = stepline::ExportFormat::Png;
    QSize size = stepline::kDefaultExportSize;
    qreal dpr = 1.0;
    stepline::Scope scope;
    QStringList annotations;
    stepline::LoadOptions load;
    stepline::ParamOverrides rules; // --set, for the report's rules pages
    QString compare; // --compare BASE: the comparison of path (NEW) against it
    stepline::NameMatch match = stepline::NameMatch::Exact;
    bool dark = false;
    bool report = false;
    bool help = false;
};

// Parses the options both verbs share; returns an error text, empty on success.
QString parseArguments(const QStringList &args, bool reportVerb, Arguments *out)
{
    stepline::cli::CliArgs cli(reportVerb ? QStringLiteral("report") : QStringLiteral("export-charts"));
    cli.option({ QStringLiteral("-o"), QStringLiteral("--output") })
        .option({ QStringLiteral("--scope") })
        .option({ QStringLiteral("--annotation") })
        .flag({ QStringLiteral("--dark") })
        .option({ QStringLiteral("--set") })
        .option({ QStringLiteral("--compare") })
        .option({ QStringLiteral("--match") })
        .loadOptions();
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
            out->match = stepline::NameMatch::Normalized;
        else if (match != QLatin1String("exact"))
            return ExportTr::tr("--match is exact or normalized");
        if (out->compare.isEmpty())
            return ExportTr::tr("--match needs --compare BASE");
    }
    for (const QString &text : cli.values(QStringLiteral("--set"))) {
        std::string error;
        if (!stepline::parseOverride(text.toStdString(), &out->rules, &error))
            return QString::fromStdString(error);
    }
    if (cli.has(QStringLiteral("--scope"))) {
        std::string error;
        if (!stepline::Scope::parse(cli.value(QStringLiteral("--scope")).toStdString(), &out->scope, &error))
            return QString::fromStdString(error);
    }
    for (const QString &name : cli.values(QStringLiteral("--annotation"))) {
        if (name.trimmed().isEmpty())
            return ExportTr::tr("--annotation needs a name");
        if (!out->annotations.contains(name.trimmed()))
            out->annotations << name.trimmed();
    }
    if (cli.has(QStringLiteral("--format"))
        && !stepline::parseExportFormat(cli.value(QStringLiteral("--format")), &out->format))
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
    if (out->help)
        return QString();
    if (out->path.isEmpty())
        return ExportTr::tr("missing PATH");
    if (out->output.isEmpty())
        return reportVerb ? ExportTr::tr("missing -o FILE.pdf") : ExportTr::tr("missing -o DIR");
    return QString();
}

// --compare: BASE and PATH load in parallel; the comparison's charts and report page.
int loadComparison(const Arguments &a, stepline::DashboardData *data)
{
    stepline::ProfileAggregates base, next;
    if (const int rc = stepline::cli::loadAggregatesPair(a.compare, a.path, a.load, &base, &next); rc != 0)
        return rc;
    *data = stepline::comparisonReport(base, next, stepline::diffProfiles(base, next, a.match));
    return 0;
}

// Loads and computes the dashboard; returns the exit code on failure, 0 on success.
int loadDashboard(const Arguments &a, stepline::DashboardData *data,
    std::shared_ptr<const stepline::RulesReportSource> *rulesOut)
{
    if (!a.compare.isEmpty())
        return loadComparison(a, data);
    stepline::LoadOutcome outcome;
    if (const int rc = stepline::cli::loadForCommand(a.path, a.load, &outcome); rc != 0)
        return rc;
    if (stepline::ScopeFilter(*outcome.profile, a.scope).isEmpty())
        printErr(ExportTr::tr("stepline: warning: the profile has no %1; every chart says so")
                     .arg(QString::fromStdString(a.scope.toString())));
    stepline::DashboardOptions options;
    options.scope = a.scope;
    options.annotations = a.annotations;
    // About one utilization point per 2 px, as on screen.
    options.utilizationBins = std::clamp(a.size.width() / 2, 100, 1000);
    *data = stepline::computeDashboard(*outcome.profile, options);
    if (a.report) {
        // The report's rules pages (views/insights/rulesreport.h), as `stepline rules` computes them.
        auto rules = std::make_shared<stepline::RulesReportSource>();
        const stepline::RuleInput input = stepline::ruleInputFromProfile(*outcome.profile);
        rules->results = stepline::runProfilerReport(input, a.rules);
        rules->overrides = a.rules;
        rules->parameterOrigin
            = stepline::describeOverrides(a.rules, ExportTr::tr("set with --set on the command line"));
        rules->gpuDerived = input.gpuDerived;
        *rulesOut = std::move(rules);
    }
    return 0;
}

} // namespace

// stepline export-charts: every dashboard chart into a folder, headless (main() picks the offscreen
// platform when there is no display). Exit 0 on success, 1 on usage errors, 2 when loading fails,
// 3 when a file cannot be written.
int stepline::cli::runExportCharts(const QStringList &args)
{
    Arguments a;
    if (const QString problem = parseArguments(args, false, &a); !problem.isEmpty()) {
        printErr(QStringLiteral("stepline export-charts: ") + problem);
        std::fputs(kExportUsage, stderr);
        return 1;
    }
    if (a.help) {
        std::fputs(kExportUsage, stdout);
        return 0;
    }
    DashboardData data;
    std::shared_ptr<const RulesReportSource> rules;
    if (const int rc = loadDashboard(a, &data, &rules); rc != 0)
        return rc;
    const ChartPalette palette = a.dark ? ChartPalette::dark() : ChartPalette::light();
    ExportResult result;
    if (a.format == ExportFormat::Png && a.dpr != 1.0) {
        // HiDPI PNGs: size x dpr pixels, tagged with the ratio.
        if (const QString problem = makeFolder(a.output); !problem.isEmpty())
            result.addFailure(problem);
        for (const ChartData &chart : data.charts) {
            if (!result.ok() && result.files.isEmpty() && !QFileInfo(a.output).isDir())
                break; // no folder: one failure says so
            const QString file = QDir(a.output).filePath(chart.fileName + QStringLiteral(".png"));
            const QImage image = renderChartImage(chart, a.size, palette, a.dpr);
            const QString problem
                = writeFileWhole(file, [&image](QIODevice &device) { return image.save(&device, "PNG"); });
            if (problem.isEmpty())
                result.files << file;
            else
                result.addFailure(problem);
        }
    } else {
        result = exportCharts(data, a.output, a.format, a.size, palette);
    }
    if (a.report && QFileInfo(a.output).isDir()) {
        const QString file = QDir(a.output).filePath(
            a.compare.isEmpty() ? QStringLiteral("report.pdf") : QStringLiteral("compare-report.pdf"));
        QString error;
        if (writeReport(data, file, rules.get(), palette, &error))
            result.files << file;
        else
            result.addFailure(error);
    }
    for (const QString &file : std::as_const(result.files))
        printOut(QDir::toNativeSeparators(file));
    // Every file that is not there is named with the system's reason; the others are whole.
    for (const QString &failure : std::as_const(result.failures))
        printErr(QStringLiteral("stepline export-charts: ") + failure);
    return result.ok() ? 0 : 3;
}

// stepline report PATH -o FILE.pdf: the same PDF report as the dashboard's "Export dashboard...".
int stepline::cli::runReport(const QStringList &args)
{
    Arguments a;
    if (const QString problem = parseArguments(args, true, &a); !problem.isEmpty()) {
        printErr(QStringLiteral("stepline report: ") + problem);
        std::fputs(kReportUsage, stderr);
        return 1;
    }
    if (a.help) {
        std::fputs(kReportUsage, stdout);
        return 0;
    }
    DashboardData data;
    std::shared_ptr<const RulesReportSource> rules;
    if (const int rc = loadDashboard(a, &data, &rules); rc != 0)
        return rc;
    QString error;
    if (!writeReport(
            data, a.output, rules.get(), a.dark ? ChartPalette::dark() : ChartPalette::light(), &error)) {
        printErr(QStringLiteral("stepline report: ") + error);
        return 3;
    }
    printOut(QDir::toNativeSeparators(a.output));
    return 0;
}
