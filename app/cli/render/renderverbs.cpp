#include "renderverbs.h"

namespace stepline::cli {

namespace {

const Verb kRenderVerbs[] = {
    { "export-charts", runExportCharts },
    { "export-timeline", runExportTimeline },
    { "report", runReport },
};

} // namespace

std::span<const Verb> renderVerbs()
{
    return kRenderVerbs;
}

} // namespace stepline::cli
