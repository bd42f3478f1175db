#include "dashboardcontent.h"

namespace stepline {

const ChartData *DashboardData::chart(ChartId id) const
{
    for (const ChartData &c : charts) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const ChartData *DashboardData::chart(const QString &fileName) const
{
    for (const ChartData &c : charts) {
        if (c.fileName == fileName)
            return &c;
    }
    return nullptr;
}

} // namespace stepline
