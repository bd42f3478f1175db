#pragma once

#include "profile.h"

#include <QImage>
#include <QSize>
#include <QString>

namespace stepline {

// What `stepline export-timeline` renders (the verb itself lives in app/).
struct TimelineExportOptions
{
    QSize size { 1600, 900 };
    int64_t fromNs = -1; // both >= 0: this range (ns since job start)
    int64_t toNs = -1;
    int64_t step = -1; // >= 0: this ProfilerStep
    QString rowsRegex; // keep only track rows whose label (or a parent's) matches
    bool dark = false;
};

// Renders the Timeline tab (track tree + timeline) offscreen for reports. With no range and no
// step it shows the first complete ProfilerStep, or the whole job. Needs a QApplication (any QPA
// platform, offscreen included). On failure returns a null image and sets *error.
QImage renderTimelineImage(const ProfilePtr &profile, const TimelineExportOptions &options, QString *error);

} // namespace stepline
