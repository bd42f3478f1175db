#pragma once

// Small lookups shared by the timeline test programs.

#include "profile.h"
#include "timeline/drawlist.h"
#include "timeline/timeaxis.h"
#include "timeline/tracktreemodel.h"

#include <QStringList>

namespace stepline::testing {

inline QStringList dumpTree(const TrackTreeModel &model, const QModelIndex &parent = {}, int level = 0)
{
    QStringList lines;
    for (int r = 0; r < model.rowCount(parent); ++r) {
        const QModelIndex index = model.index(r, 0, parent);
        lines << QString(level, QLatin1Char(' ')) + index.data().toString();
        lines += dumpTree(model, index, level + 1);
    }
    return lines;
}

inline int nodeNamed(const TrackTreeModel &model, const QString &label, int occurrence = 0)
{
    for (size_t i = 0; i < model.nodes().size(); ++i) {
        if (model.nodes()[i].label == label && occurrence-- == 0)
            return int(i);
    }
    return -1;
}

inline EventId eventNamed(const Profile &p, std::string_view name)
{
    for (uint32_t i = 0; i < p.slices().size(); ++i) {
        if (p.str(p.slices().name[i]) == name)
            return EventId(i);
    }
    return {};
}

inline DrawRequest request(const TimeAxis &axis, int width)
{
    DrawRequest r;
    r.axis = axis;
    r.widthPx = width;
    r.heightPx = 1000;
    return r;
}

constexpr int64_t kUs = 1000;

} // namespace stepline::testing
