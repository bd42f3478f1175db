#include "renderverbs.h"

#include "cliargs.h"
#include "report/chartexport.h"
#include "dashboardargs.h"

#include <QDir>

#include <cstdio>

namespace {

const char *const kReportUsage
    = "Usage: stepline report PATH -o FILE.pdf [--scope job|node=NAME|rank=N|gpu=R:D]\n"
      "                       [--annotation NAME]... [--dark] [--ranks LIST] [--window T0:T1] [--force]\n"
      "                       [--set Rule.param=value]... [--compare BASE [--match exact|normalized]]\n"
      "                       [--peak-tflops T] [--peak-tbps B]\n"
      "Writes the dashboard's PDF report: the job's summary table, the rules summary, one page per\n"
      "chart, then a section per rule. --set changes a rule parameter as in `stepline rules`.\n"
      "--compare BASE writes the comparison report of PATH (NEW) against BASE instead.\n"
      "--peak-tflops / --peak-tbps replace the peaks table (TFLOP/s for every precision, TB/s) for the\n"
      "roofline, MFU and per-op efficiency figures.\n";

} // namespace

// stepline report PATH -o FILE.pdf: the same PDF report as the dashboard's "Export dashboard...".
int stepline::cli::runReport(const std::vector<std::string> &args)
{
    DashboardArguments a;
    if (const QString problem = parseDashboardArguments(args, true, &a); !problem.isEmpty()) {
        printErr("stepline report: " + problem.toStdString());
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
        printErr("stepline report: " + error.toStdString());
        return 3;
    }
    printOut(QDir::toNativeSeparators(a.output).toStdString());
    return 0;
}
