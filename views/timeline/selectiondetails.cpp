#include "selectiondetails.h"

#include "common/timeformat.h"
#include "tracktreemodel.h"

#include <QCoreApplication>

#include <cxxabi.h>

#include <cstdlib>
#include <set>

namespace stepline {

namespace {

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate files a free tr() under "stepline"
}

QString row(const QString &key, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:10px'><b>%1</b></td><td>%2</td></tr>")
        .arg(key, value);
}

} // namespace

QString demangledName(const QString &name)
{
    if (!name.startsWith(QStringLiteral("_Z")))
        return name;
    const QByteArray mangled = name.toUtf8();
    int status = 0;
    char *out = abi::__cxa_demangle(mangled.constData(), nullptr, nullptr, &status);
    QString result = status == 0 && out ? QString::fromUtf8(out) : name;
    std::free(out);
    return result;
}

int64_t selfTimeNs(const Profile &profile, EventId event)
{
    const SliceTable &s = profile.slices();
    const uint32_t e = event.value;
    const TrackId track = s.track[e];
    const uint16_t childDepth = uint16_t(s.depth[e] + 1);
    const Profile::Range r = profile.visibleRange(track, childDepth, s.ts[e], s.end(e));
    int64_t children = 0;
    for (uint32_t i = r.begin; i < r.end; ++i) {
        if (s.parent[i] == event)
            children += s.dur[i];
    }
    return std::max<int64_t>(0, s.dur[e] - children);
}

QString trackDescription(const Profile &profile, TrackId id)
{
    const Track &t = profile.track(id);
    const Process &p = profile.process(t.process);
    QString name = qs(profile.str(t.name));
    if (name.isEmpty())
        name = tr("thread %1").arg(t.tid);
    const QString rank
        = profile.ranks().size() > 1 ? tr(" · rank %1").arg(profile.ranks()[t.rank].rank) : QString();
    if (t.kind == TrackKind::GpuStream)
        return tr("%1 · GPU %2").arg(name).arg(t.device >= 0 ? t.device : int(p.pid)) + rank;
    return tr("%1 (pid %2)").arg(name).arg(p.pid) + rank;
}

QString selectionHtml(const Profile &profile, EventId event, bool wallClock, TimeUnit timeUnit)
{
    if (!event.isValid() || event.value >= profile.slices().size())
        return tr("<i>Click an event to see its details.</i>");
    const SliceTable &s = profile.slices();
    const uint32_t e = event.value;
    const QString name = qs(profile.str(s.name[e]));
    const QString demangled = demangledName(name);
    QString html = QStringLiteral("<table>");
    html += row(tr("Name"), name.toHtmlEscaped());
    if (demangled != name)
        html += row(tr("Demangled"), demangled.toHtmlEscaped());
    html += row(tr("Category"),
        qs(profile.str(s.category[e])).toHtmlEscaped() + QStringLiteral(" (") + qs(eventKindName(s.kind[e]))
            + QLatin1Char(')'));
    QString start = formatMicrosExact(s.ts[e]) + tr(" from job start");
    if (wallClock)
        start += QStringLiteral("<br>") + formatMicrosExact(profile.job().originAbsNs + s.ts[e])
            + tr(" absolute");
    html += row(tr("Start"), start);
    // The exact microseconds only where the short form rounds them away; else it says it twice.
    html += row(tr("Duration"),
        formatDurationIsExact(s.dur[e], timeUnit) ? formatDuration(s.dur[e], timeUnit)
                                                  : formatDuration(s.dur[e], timeUnit) + QStringLiteral(" (")
                + formatMicrosExact(s.dur[e]) + QLatin1Char(')'));
    html += row(tr("Self time"), formatDuration(selfTimeNs(profile, event), timeUnit));
    html += row(tr("Thread/stream"), trackDescription(profile, s.track[e]).toHtmlEscaped());
    html += row(tr("Depth"), QString::number(s.depth[e]));
    html += QStringLiteral("</table>");
    ArgStore::Reader reader(profile.args());
    const auto args = ArgStore::decode(reader.raw(s.args[e]));
    if (!args.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><table>").arg(tr("Args"));
        for (const auto &[key, value] : args)
            html += row(
                QString::fromStdString(key).toHtmlEscaped(), QString::fromStdString(value).toHtmlEscaped());
        html += QStringLiteral("</table>");
    }
    return html;
}

std::vector<Connection> connectionsOf(const Profile &profile, EventId event)
{
    std::vector<Connection> result;
    if (!event.isValid() || event.value >= profile.slices().size())
        return result;
    const SliceTable &s = profile.slices();
    const FlowTable &f = profile.flows();
    auto nameOf = [&](EventId e) { return qs(profile.str(s.name[e.value])); };
    for (FlowId id : f.incoming(event)) {
        const EventId from = f.from[id.value];
        switch (f.kind[id.value]) {
        case FlowKind::Launch:
            result.push_back({ from, tr("launched by %1").arg(nameOf(from)) });
            break;
        case FlowKind::External:
            result.push_back({ from, tr("framework op: %1").arg(nameOf(from)) });
            break;
        case FlowKind::FwdBwd:
            result.push_back({ from, tr("forward op: %1").arg(nameOf(from)) });
            break;
        case FlowKind::Generic:
            result.push_back({ from, tr("flow from %1").arg(nameOf(from)) });
            break;
        }
    }
    for (FlowId id : f.outgoing(event)) {
        const EventId to = f.to[id.value];
        const QString kind = qs(eventKindName(s.kind[to.value]));
        switch (f.kind[id.value]) {
        case FlowKind::Launch:
            result.push_back({ to, tr("launched %1: %2").arg(kind, nameOf(to)) });
            break;
        case FlowKind::External:
            result.push_back({ to, tr("GPU op (External id) %1: %2").arg(kind, nameOf(to)) });
            break;
        case FlowKind::FwdBwd:
            result.push_back({ to, tr("backward op: %1").arg(nameOf(to)) });
            break;
        case FlowKind::Generic:
            result.push_back({ to, tr("flow to %1").arg(nameOf(to)) });
            break;
        }
    }
    return result;
}

std::vector<RangeRow> summarizeRange(
    const Profile &profile, const TrackTreeModel &tracks, int64_t fromNs, int64_t toNs)
{
    std::vector<RangeRow> rows;
    std::set<uint32_t> seen;
    const SliceTable &s = profile.slices();
    for (const RowLayout &layout : tracks.layout()) {
        const TrackRow &node = tracks.node(layout.node);
        if (!node.track.isValid() || !seen.insert(node.track.value).second)
            continue;
        RangeRow r;
        r.label = trackDescription(profile, node.track);
        for (uint16_t d = 0; d < profile.depthCount(node.track); ++d) {
            const Profile::Range range = profile.visibleRange(node.track, d, fromNs, toNs);
            r.events += range.size();
            if (d != 0)
                continue;
            // Top-level slices do not overlap, so their clipped durations add up to busy time.
            for (uint32_t i = range.begin; i < range.end; ++i)
                r.busyNs += std::min(s.end(i), toNs) - std::max(s.ts[i], fromNs);
        }
        if (r.events > 0)
            rows.push_back(std::move(r));
    }
    return rows;
}

QString rangeHtml(
    const Profile &profile, const TrackTreeModel &tracks, int64_t fromNs, int64_t toNs, TimeUnit timeUnit)
{
    const int64_t span = std::max<int64_t>(1, toNs - fromNs);
    QString html = QStringLiteral("<p><b>%1</b> %2 … %3</p>")
                       .arg(tr("Range %1").arg(formatDuration(toNs - fromNs, timeUnit)),
                           formatMicrosExact(fromNs), formatMicrosExact(toNs));
    html += QStringLiteral(
        "<table><tr><th align=left>%1</th><th align=right>%2</th><th align=right>%3</th></tr>")
                .arg(tr("Row"), tr("Events"), tr("Busy"));
    for (const RangeRow &r : summarizeRange(profile, tracks, fromNs, toNs)) {
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3 (%4%)</td></tr>")
                    .arg(r.label.toHtmlEscaped(), formatCount(qint64(r.events)),
                        formatDuration(r.busyNs, timeUnit))
                    .arg(100.0 * double(r.busyNs) / double(span), 0, 'f', 1);
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace stepline
