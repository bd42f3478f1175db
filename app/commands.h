#pragma once

#include <QStringList>

// Command-line verbs. Each runs inside an already created Q(Core|Gui)Application and returns the
// process exit code: 0 success, 1 usage error, 2 load error.
namespace stepline::cli {

int runSummary(const QStringList &args); // stepline summary PATH [--json]
int runJobs(const QStringList &args); // stepline jobs DIR [--json]
int runExportCharts(const QStringList &args); // stepline export-charts PATH -o DIR ...
int runExportTimeline(const QStringList &args); // stepline export-timeline PATH -o FILE.png ...
int runReport(const QStringList &args); // stepline report PATH -o FILE.pdf
int runRules(const QStringList &args); // stepline rules PATH [--json] [--set Rule.param=value]...
int runExplain(const QStringList &args); // stepline explain PATH [--json] [--scope S]
int runConvert(const QStringList &args); // stepline convert PATH -o FILE.stepline
int runPythonStats(const QStringList &args); // stepline python-stats PATH [--profiler ...] [--json]
int runDiff(const QStringList &args); // stepline diff BASE NEW [--json] [--fail-if-slower PCT] ...
int runGui(const QStringList &args); // stepline [PATH] [--jobs DIR]

} // namespace stepline::cli
