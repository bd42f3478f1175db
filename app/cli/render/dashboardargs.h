#pragma once

#include "report/chartexport.h"
#include "dashboard/dashboarddata.h"
#include "insights/rulesreport.h"
#include "loadoptions.h"
#include "profilediff.h"
#include "rules.h"
#include "scope.h"

#include <QSize>
#include <QStringList>

#include <memory>
#include <string>
#include <vector>

namespace stepline::cli {

// The options export-charts and report share, parsed.
struct DashboardArguments
{
    QString path;
    QString output;
    ExportFormat format = ExportFormat::Png;
    QSize size = kDefaultExportSize;
    qreal dpr = 1.0;
    Scope scope;
    QStringList annotations;
    LoadOptions load;
    ParamOverrides rules; // --set, for the report's rules pages
    QString compare; // --compare BASE: the comparison of path (NEW) against it
    NameMatch match = NameMatch::Exact;
    PeakOverride peaks; // --peak-tflops / --peak-tbps: the roofline, MFU and per-op deltas
    bool dark = false;
    bool report = false;
    bool help = false;
};

// Parses the options of export-charts (REPORTVERB false) or report; returns an error text, empty
// on success (also after --help, which sets help).
QString parseDashboardArguments(
    const std::vector<std::string> &args, bool reportVerb, DashboardArguments *out);

// Loads PATH (with --compare, BASE and PATH in parallel) and computes the dashboard, and with
// report the rules pages; returns the exit code on failure, 0 on success.
int loadDashboard(
    const DashboardArguments &a, DashboardData *data, std::shared_ptr<const RulesReportSource> *rulesOut);

} // namespace stepline::cli
