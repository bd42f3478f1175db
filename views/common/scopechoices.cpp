#include "scopechoices.h"

#include "gpustats.h"
#include "profile.h"

#include <QCoreApplication>

#include <set>
#include <string>

namespace stepline {

namespace {

// lupdate files a free tr() call inside namespace stepline under the context "stepline": look it up
// there, or the translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

} // namespace

std::vector<ScopeChoice> scopeChoices(const Profile &profile)
{
    std::vector<ScopeChoice> choices;
    choices.push_back({ tr("Whole job"), Scope::job() });
    std::set<std::string> nodes;
    std::set<int32_t> ranks;
    for (const RankInfo &r : profile.ranks()) {
        nodes.insert(r.node);
        ranks.insert(r.rank);
    }
    if (nodes.size() > 1) {
        for (const std::string &node : nodes)
            choices.push_back({ tr("Node %1").arg(QString::fromStdString(node)), Scope::ofNode(node) });
    }
    if (ranks.size() > 1) {
        for (int32_t rank : ranks)
            choices.push_back({ tr("Rank %1").arg(rank), Scope::ofRank(rank) });
    }
    for (const GpuDevice &d : gpuDevices(profile)) {
        QString label = tr("GPU %1:%2").arg(d.rank).arg(d.device);
        if (!d.name.empty())
            label += QStringLiteral(" (") + QString::fromStdString(d.name) + QLatin1Char(')');
        choices.push_back({ label, Scope::ofGpu(d.rank, d.device) });
    }
    return choices;
}

} // namespace stepline
