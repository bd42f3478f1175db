#include "timelineexport.h"

#include "timelinesearch.h"
#include "timelineview.h"
#include "timelinewidget.h"
#include "tracktreemodel.h"

#include <QRegularExpression>

namespace stepline {

QImage renderTimelineImage(const ProfilePtr &profile, const TimelineExportOptions &options, QString *error)
{
    if (!profile) {
        if (error)
            *error = QObject::tr("no profile");
        return {};
    }
    TimelineWidget widget(nullptr);
    widget.setAttribute(Qt::WA_DontShowOnScreen);
    widget.setPanelsVisible(false);
    widget.resize(options.size);
    widget.show();
    widget.setProfile(profile);
    widget.view()->setDarkPalette(options.dark);
    if (!options.rowsRegex.isEmpty()) {
        const QRegularExpression re(options.rowsRegex, QRegularExpression::CaseInsensitiveOption);
        if (!re.isValid()) {
            if (error)
                *error = QObject::tr("invalid --rows regular expression: %1").arg(re.errorString());
            return {};
        }
        // A track stays when its row or any row above it matches.
        const TrackTreeModel &model = *widget.trackModel();
        std::vector<bool> keep(profile->tracks().size(), false);
        for (const TrackRow &node : model.nodes()) {
            if (!re.match(node.label).hasMatch())
                continue;
            if (node.track.isValid())
                keep[node.track.value] = true;
            for (TrackId t : node.tracksBelow)
                keep[t.value] = true;
        }
        widget.trackModel()->setTrackFilter(std::move(keep));
    }
    if (options.fromNs >= 0 && options.toNs > options.fromNs) {
        widget.view()->zoomToRange(options.fromNs, options.toNs);
    } else if (options.step >= 0) {
        if (!widget.goToStep(options.step)) {
            if (error)
                *error = QObject::tr("there is no ProfilerStep#%1 in this profile").arg(options.step);
            return {};
        }
    } else {
        // The first complete step: one that ends before the job does (the last may be cut off).
        const std::vector<Step> steps = hostStepsByTime(*profile);
        const auto it = std::find_if(
            steps.begin(), steps.end(), [&](const Step &s) { return s.tsNs + s.durNs < profile->endNs(); });
        if (it != steps.end())
            widget.goToStep(it->number);
        else
            widget.view()->fitAll();
    }
    return widget.grab().toImage();
}

} // namespace stepline
