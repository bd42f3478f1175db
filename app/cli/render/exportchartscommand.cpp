#include "renderverbs.h"

#include "report/chartexport.h"
#include "dashboard/dashboarddata.h"
#include "insights/rulesreport.h"
#include "cliargs.h"
#include "dashboardargs.h"

#include "atomicdevice.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

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
      "                              [--compare BASE [--match exact|normalized]] [--peak-tflops T] "
      "[--peak-tbps B]\n"
      "Writes every dashboard chart of a trace file or job folder into DIR, one file per chart:\n"
      "gpu-active-time, gpu-time-breakdown, idle-causes, step-breakdown, gpu-utilization, gpu-memory,\n"
      "cpu-active-time, cpu-utilization, kernel-time-all,\n"
      "kernel-time-top15, kernel-count-all, kernel-count-top15, step-time-histogram,\n"
      "kernel-precision, gpu-activity, gpu-memory-ops, roofline, mfu-per-step and annotation-NAME\n"
      "per --annotation;\n"
      "rank-step-heatmap and collective-wait for jobs whose ranks ran communication kernels.\n"
      "A chart whose data the profile lacks is still written, showing what is missing.\n"
      "Default format png, size 1000x600 (pixels; PNG is size x dpr). --report also writes\n"
      "DIR/report.pdf (summary table, rules summary, every chart, a section per rule; --set\n"
      "Rule.param=value as in `stepline rules`). Works without a display.\n"
      "--compare BASE writes the comparison charts of PATH (NEW) against BASE instead, as the Compare\n"
      "tab shows them (compare-step-times, compare-gpu-breakdown, compare-kernel-deltas,\n"
      "compare-operator-deltas, compare-attribution: the waterfall of why the mean step changed), and with\n"
      "--report DIR/compare-report.pdf.\n"
      "--peak-tflops / --peak-tbps replace the peaks table (TFLOP/s for every precision, TB/s) for the\n"
      "roofline, MFU and per-op efficiency figures.\n";

using stepline::cli::printErr;
using stepline::cli::printOut;

} // namespace

// stepline export-charts: every dashboard chart into a folder, headless (main() picks the offscreen
// platform when there is no display). Exit 0 on success, 1 on usage errors, 2 when loading fails,
// 3 when a file cannot be written.
int stepline::cli::runExportCharts(const std::vector<std::string> &args)
{
    DashboardArguments a;
    if (const QString problem = parseDashboardArguments(args, false, &a); !problem.isEmpty()) {
        printErr("stepline export-charts: " + problem.toStdString());
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
        printOut(QDir::toNativeSeparators(file).toStdString());
    // Every file that is not there is named with the system's reason; the others are whole.
    for (const QString &failure : std::as_const(result.failures))
        printErr("stepline export-charts: " + failure.toStdString());
    return result.ok() ? 0 : 3;
}
