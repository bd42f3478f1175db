#include "renderverbs.h"

#include <QCoreApplication>
#include <QString>

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

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QString::fromLatin1(kApplicationName));
    QCoreApplication::setOrganizationName(QString::fromLatin1(kOrganizationName));
    QCoreApplication::setApplicationVersion(QStringLiteral(STEPLINE_VERSION));
}

} // namespace stepline::cli
