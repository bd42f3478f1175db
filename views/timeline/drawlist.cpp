#include "drawlist.h"

#include "common/gputimepalette.h"
#include "common/timeformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate files a free tr() under "stepline"
}

QString percentOf(double share)
{
    return QStringLiteral("%1 %").arg(share * 100.0, 0, 'f', 1);
}

} // namespace

size_t DrawList::solidRectCount() const
{
    size_t n = 0;
    for (const Batch &b : solid)
        n += b.rects.size();
    return n;
}

const DrawList::MergedBlock *DrawList::blockAt(QPoint pos) const
{
    for (const MergedBlock &b : blocks) {
        if (b.rect.contains(pos))
            return &b;
    }
    return nullptr;
}

const DrawList::Marker *DrawList::markerAt(QPoint pos) const
{
    for (const Marker &m : markers) {
        if (m.rect.adjusted(-1, -1, 1, 1).contains(pos))
            return &m;
    }
    return nullptr;
}

struct DrawListBuilder::LaneContext
{
    DrawList &list;
    const DrawRequest &request;
    QHash<QRgb, size_t> solidIndex;
    QHash<QRgb, size_t> mergedIndex;
    int laneTop = 0;
    int laneHeight = 0;
    bool labels = false;
};

DrawListBuilder::DrawListBuilder()
    : m_palette(TimelinePalette::light())
    , m_metrics(m_font)
{
}

void DrawListBuilder::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_colorByName.clear();
    m_qstrings.clear();
    m_qstringReady.clear();
    m_elided.clear();
    m_counterRange.clear();
    m_instantsOfTrack.clear();
    if (!m_profile)
        return;
    // The instant table is sorted by (track, ts) at finalize, so each track owns one range.
    const InstantTable &instants = m_profile->instants();
    m_instantsOfTrack.assign(m_profile->tracks().size() + 1, 0);
    for (size_t i = 0; i < instants.size(); ++i) {
        if (instants.track[i].value < m_profile->tracks().size())
            ++m_instantsOfTrack[instants.track[i].value + 1];
    }
    for (size_t t = 1; t < m_instantsOfTrack.size(); ++t)
        m_instantsOfTrack[t] += m_instantsOfTrack[t - 1];
    const uint32_t strings = m_profile->strings().size();
    m_colorByName.assign(strings, 0);
    m_qstrings.resize(strings);
    m_qstringReady.assign(strings, false);
    m_utilization.build(*m_profile);
    const CounterTable &counters = m_profile->counters();
    for (const CounterSeries &s : counters.series) {
        double lo = 0, hi = 0;
        for (uint32_t i = s.begin; i < s.end; ++i) {
            lo = std::min(lo, counters.value[i]);
            hi = std::max(hi, counters.value[i]);
        }
        m_counterRange.push_back({ lo, hi });
    }
}

void DrawListBuilder::setPalette(const TimelinePalette &palette)
{
    m_palette = palette;
    std::fill(m_colorByName.begin(), m_colorByName.end(), 0);
}

void DrawListBuilder::setFont(const QFont &font)
{
    m_font = font;
    m_metrics = QFontMetrics(font);
    m_elided.clear();
}

QRgb DrawListBuilder::colorOf(uint32_t slice)
{
    const StringId name = m_profile->slices().name[slice];
    QRgb &color = m_colorByName[name.value];
    if (color == 0) // a name keeps the colour of the kind it was first drawn with
        color = m_palette.sliceColor(m_profile->str(name), m_profile->slices().kind[slice]) | 0xff000000u;
    return color;
}

const QString &DrawListBuilder::nameOf(StringId id)
{
    if (!m_qstringReady[id.value]) {
        const std::string_view v = m_profile->str(id);
        m_qstrings[id.value] = QString::fromUtf8(v.data(), qsizetype(v.size()));
        m_qstringReady[id.value] = true;
    }
    return m_qstrings[id.value];
}

QString DrawListBuilder::elided(StringId name, int widthPx)
{
    // Widths are bucketed by 4 px so panning at a fixed zoom reuses the cache.
    const int bucket = widthPx / 4;
    const quint64 key = (quint64(name.value) << 20) | quint64(std::min(bucket, 0xfffff));
    const auto it = m_elided.constFind(key);
    if (it != m_elided.constEnd())
        return it.value();
    if (m_elided.size() > 200000)
        m_elided.clear();
    QString text = m_metrics.elidedText(nameOf(name), Qt::ElideRight, bucket * 4);
    if (text.size() <= 1) // only the ellipsis would fit
        text.clear();
    m_elided.insert(key, text);
    return text;
}

size_t DrawListBuilder::batchIndex(
    std::vector<DrawList::Batch> &batches, QHash<QRgb, size_t> &index, QRgb color)
{
    const auto it = index.constFind(color);
    if (it != index.constEnd())
        return it.value();
    batches.push_back({ color, {} });
    index.insert(color, batches.size() - 1);
    return batches.size() - 1;
}

void DrawListBuilder::emitSolid(LaneContext &ctx, uint32_t slice, double x0, double x1)
{
    const double width = ctx.request.widthPx;
    const int left = int(std::floor(std::max(x0, -2.0)));
    const int right = int(std::ceil(std::min(x1, width + 2.0)));
    int w = std::max(1, right - left);
    if (w >= 4)
        w -= 1; // a one-pixel gap keeps neighbours apart
    const QRect rect(left, ctx.laneTop, w, ctx.laneHeight - 1);
    QRgb color = colorOf(slice);
    const StringId name = m_profile->slices().name[slice];
    if (ctx.request.nameMatches && !(*ctx.request.nameMatches)[name.value])
        color = m_palette.dimmed(color);
    ctx.list.solid[batchIndex(ctx.list.solid, ctx.solidIndex, color)].rects.push_back(rect);
    if (ctx.labels && w >= kMinLabelPx && ctx.laneHeight >= 12) {
        // Keep the label on screen when the slice starts left of the viewport.
        const int visibleLeft = std::max(left, 0);
        const int visibleRight = std::min(left + w, ctx.request.widthPx);
        const int textWidth = visibleRight - visibleLeft - 6;
        if (textWidth >= kMinLabelPx - 6) {
            QString text = elided(name, textWidth);
            if (!text.isEmpty())
                ctx.list.labels.push_back(
                    { QRect(visibleLeft + 3, ctx.laneTop, textWidth, ctx.laneHeight - 1), std::move(text),
                        m_palette.labelColor(color) });
        }
    }
}

void DrawListBuilder::emitRun(LaneContext &ctx, uint32_t first, uint32_t last, double x0, double x1)
{
    if (first == last) {
        emitSolid(ctx, first, x0, std::max(x1, x0 + 1.0));
        return;
    }
    const SliceTable &s = m_profile->slices();
    const int left = int(std::floor(std::max(x0, -2.0)));
    const int right = int(std::ceil(std::min(x1, ctx.request.widthPx + 2.0)));
    const QRect rect(left, ctx.laneTop, std::max(1, right - left), ctx.laneHeight - 1);
    QRgb color = m_palette.mergedColor(colorOf(first));
    if (ctx.request.nameMatches) {
        // Dim the block unless it holds a match; long runs are assumed to (bounded work).
        bool any = last - first > 2048;
        for (uint32_t i = first; i <= last && !any; ++i)
            any = (*ctx.request.nameMatches)[s.name[i].value];
        if (!any)
            color = m_palette.dimmed(color);
    }
    ctx.list.merged[batchIndex(ctx.list.merged, ctx.mergedIndex, color)].rects.push_back(rect);
    ctx.list.blocks.push_back(
        { rect, last - first + 1, s.ts[first], s.end(last), s.track[first], s.depth[first] });
}

void DrawListBuilder::emitLane(
    LaneContext &ctx, TrackId track, uint16_t depth, int laneTop, int laneHeight, bool labels)
{
    const DrawRequest &req = ctx.request;
    const TimeAxis &axis = req.axis;
    const int64_t fromNs = axis.toNs(-kMergePx);
    const int64_t toNs = axis.endNs(req.widthPx + kMergePx);
    const Profile::Range range = m_profile->visibleRange(track, depth, fromNs, toNs);
    if (range.empty())
        return;
    ctx.laneTop = laneTop;
    ctx.laneHeight = laneHeight;
    ctx.labels = labels;
    const SliceTable &s = m_profile->slices();
    const int64_t *ts = s.ts.data();
    const int64_t *dur = s.dur.data();
    auto endOf = [&](uint32_t i) { return ts[i] + dur[i]; };
    uint32_t i = range.begin;
    while (i < range.end) {
        const double x0 = axis.toX(ts[i]);
        const double x1 = axis.toX(endOf(i));
        if (x1 - x0 >= kMergePx) {
            emitSolid(ctx, i, x0, x1);
            ++i;
            continue;
        }
        const uint32_t first = i;
        double runEnd = x1;
        uint32_t last = i;
        ++i;
        while (i < range.end) {
            // Swallow every slice ending within one pixel of the run: they are all sub-pixel and
            // touching. Ends are sorted within a depth, so this is one binary search.
            // Gallop first (the target is usually a few thousand slices ahead, so the probes stay
            // close in memory), then binary-search the last doubling interval.
            const int64_t limitNs = axis.toNs(runEnd + 1.0);
            uint32_t lo = i, hi = range.end, step = 1;
            while (lo + step < range.end && endOf(lo + step) <= limitNs) {
                lo += step;
                step *= 2;
            }
            hi = std::min(range.end, lo + step);
            if (endOf(lo) <= limitNs)
                ++lo;
            while (lo < hi) {
                const uint32_t mid = lo + (hi - lo) / 2;
                if (endOf(mid) <= limitNs)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            if (lo > i) {
                last = lo - 1;
                runEnd = std::max(runEnd, axis.toX(endOf(last)));
                i = lo;
                continue;
            }
            // The next slice ends further away: join it only if it is narrow and close.
            const double nx0 = axis.toX(ts[i]);
            const double nx1 = axis.toX(endOf(i));
            if (nx0 - runEnd > kGapPx || nx1 - nx0 >= kMergePx)
                break;
            last = i;
            runEnd = nx1;
            ++i;
        }
        emitRun(ctx, first, last, x0, runEnd);
    }
}

template <typename Value>
void DrawListBuilder::emitStepPlot(DrawList &list, const DrawRequest &request, const QRect &rect,
    const int64_t *ts, size_t count, Value &&value, double lo, double hi, int64_t endNs, QString caption)
{
    DrawList::CounterPlot plot;
    plot.rect = rect;
    plot.caption = std::move(caption);
    if (count == 0) {
        list.counters.push_back(std::move(plot));
        return;
    }
    const double span = hi - lo > 0 ? hi - lo : 1.0;
    const double baseY = rect.bottom();
    auto yOf = [&](double v) { return baseY - (v - lo) / span * (rect.height() - 4); };
    const int64_t fromNs = request.axis.toNs(0);
    const int64_t toNs = request.axis.endNs(request.widthPx);
    const int64_t *tsBegin = ts, *tsEnd = ts + count;
    const int64_t *first = std::upper_bound(tsBegin, tsEnd, fromNs);
    if (first != tsBegin)
        --first;
    const int64_t *last = std::upper_bound(first, tsEnd, toNs);
    plot.area << QPointF(std::max(-1.0, request.axis.toX(*first)), baseY);
    double prevY = baseY;
    // A step line; samples falling into one pixel column keep the column's maximum so peaks
    // survive, and very dense columns are sampled with a stride (bounded work per column).
    const int64_t *it = first;
    while (it != last) {
        const double x = std::clamp(request.axis.toX(*it), -1.0, request.widthPx + 1.0);
        const int64_t columnEnd = request.axis.toNs(std::floor(x) + 1.0);
        const int64_t *columnLast = std::upper_bound(it, last, columnEnd);
        double maxV = value(size_t(it - tsBegin));
        const auto n = columnLast - it;
        const auto stride = std::max<ptrdiff_t>(1, n / 64);
        for (const int64_t *k = it; k < columnLast; k += stride)
            maxV = std::max(maxV, value(size_t(k - tsBegin)));
        const double y = yOf(maxV);
        plot.area << QPointF(x, prevY) << QPointF(x, y);
        prevY = y;
        it = columnLast == it ? it + 1 : columnLast;
    }
    const double endX
        = last == tsEnd ? std::min(request.axis.toX(endNs), request.widthPx + 1.0) : request.widthPx + 1.0;
    plot.area << QPointF(endX, prevY) << QPointF(endX, baseY);
    list.counters.push_back(std::move(plot));
}

void DrawListBuilder::emitCounter(
    DrawList &list, const DrawRequest &request, uint32_t series, const QRect &rect)
{
    const CounterTable &c = m_profile->counters();
    const CounterSeries &s = c.series[series];
    const auto [lo, hi] = m_counterRange[series];
    const double *values = c.value.data() + s.begin;
    emitStepPlot(
        list, request, rect, c.ts.data() + s.begin, s.end - s.begin, [values](size_t i) { return values[i]; },
        lo, hi, m_profile->endNs(), QStringLiteral("%1 … %2").arg(lo, 0, 'g', 4).arg(hi, 0, 'g', 4));
}

void DrawListBuilder::emitMemory(DrawList &list, const DrawRequest &request, const GpuMemorySeries &series,
    bool reserved, const QRect &rect)
{
    // Allocated and reserved share one scale (the reserved peak), so the two rows compare at a glance.
    const int64_t peak = reserved ? series.peakReserved : series.peakAllocated;
    const double hi = double(std::max(series.peakAllocated, series.peakReserved));
    QString caption = tr("peak %1").arg(formatBytes(peak));
    if (series.hasUtilization())
        caption
            += tr(" (%1 of %2)")
                   .arg(percentOf(double(peak) / double(series.totalBytes)), formatBytes(series.totalBytes));
    const std::vector<int64_t> &values = reserved ? series.reserved : series.allocated;
    emitStepPlot(
        list, request, rect, series.ts.data(), series.size(),
        [&values](size_t i) { return double(std::max<int64_t>(0, values[i])); }, 0.0, hi, series.windowEndNs,
        caption);
}

void DrawListBuilder::emitUtilization(LaneContext &ctx, const TrackRow &node, const QRect &rect)
{
    // A CPU row sweeps its rank's host busy intervals exactly like one GPU.
    const std::vector<GpuUtilization::Gpu> &gpus = node.cpu ? m_utilization.cpus() : m_utilization.gpus();
    const int gpu = node.cpu ? m_utilization.indexOfCpu(node.rank)
        : node.device < 0    ? -1
                             : m_utilization.indexOf(node.rank, node.device);
    if ((node.cpu || node.device >= 0) && gpu < 0)
        return;
    const TimeAxis &axis = ctx.request.axis;
    const QRgb color = m_palette.counterLine.rgb();
    std::vector<QRect> &rects = ctx.list.solid[batchIndex(ctx.list.solid, ctx.solidIndex, color)].rects;
    // One bar per pixel column; neighbouring columns of equal height share a rect.
    int runStart = 0, runHeight = -1;
    auto flush = [&](int end) {
        if (runHeight > 0)
            rects.push_back(QRect(runStart, rect.bottom() - runHeight + 1, end - runStart, runHeight));
    };
    const int64_t jobFrom = m_profile->startNs(), jobTo = m_profile->endNs();
    std::vector<size_t> cursors(gpus.size(), 0);
    auto busyAt = [&](int64_t t) {
        if (gpu >= 0)
            return gpus[size_t(gpu)].busyUntil(t, &cursors[0]);
        int64_t sum = 0;
        for (size_t k = 0; k < gpus.size(); ++k)
            sum += gpus[k].busyUntil(t, &cursors[k]);
        return sum;
    };
    const double gpuCount = gpu >= 0 ? 1.0 : double(std::max<size_t>(1, gpus.size()));
    int64_t prevT = std::clamp(axis.toNs(0), jobFrom, jobTo);
    int64_t prevBusy = busyAt(prevT);
    for (int x = 0; x < ctx.request.widthPx; ++x) {
        // Column boundaries only grow, so one forward sweep of the busy intervals serves them all.
        const int64_t t = std::clamp(axis.toNs(x + 1), jobFrom, jobTo);
        const int64_t busy = busyAt(t);
        int height = 0;
        if (t > prevT) {
            const double u = double(busy - prevBusy) / (double(t - prevT) * gpuCount);
            height = u > 0 ? std::max(1, int(std::lround(u * rect.height()))) : 0;
        }
        prevT = t;
        prevBusy = busy;
        if (height != runHeight) {
            flush(x);
            runStart = x;
            runHeight = height;
        }
    }
    flush(ctx.request.widthPx);
    const int64_t from = std::max(axis.toNs(0), jobFrom),
                  to = std::min(axis.endNs(ctx.request.widthPx), jobTo);
    const double visible
        = node.cpu ? m_utilization.cpuUtilization(gpu, from, to) : m_utilization.utilization(gpu, from, to);
    ctx.list.labels.push_back({ rect.adjusted(4, 0, -4, 0),
        QStringLiteral("%1%").arg(visible * 100.0, 0, 'f', 1), m_palette.text.rgb(), true });
}

void DrawListBuilder::emitIdleBand(
    LaneContext &ctx, const GpuTimeAnalysis &gpuTime, uint32_t device, const QRect &rect)
{
    if (device >= gpuTime.devices.size())
        return;
    const DeviceGpuTime &d = gpuTime.devices[device];
    const GpuTimeSegments &seg = gpuTime.segments;
    const uint32_t begin = d.segmentBegin, end = std::min<uint32_t>(d.segmentEnd, uint32_t(seg.size()));
    if (begin >= end)
        return;
    const TimeAxis &axis = ctx.request.axis;
    const int width = ctx.request.widthPx;
    // Pieces of one device are disjoint and sorted by start, so their ends are sorted too.
    const int64_t *ends = seg.endNs.data();
    uint32_t k = begin;
    int runStart = 0, runHeight = 0;
    QRgb runColor = 0;
    auto flush = [&](int x) {
        if (runHeight > 0 && x > runStart) {
            auto &rects = ctx.list.solid[batchIndex(ctx.list.solid, ctx.solidIndex, runColor)].rects;
            rects.push_back(QRect(runStart, rect.bottom() - runHeight + 1, x - runStart, runHeight));
        }
    };
    for (int x = 0; x < width; ++x) {
        const int64_t t0 = axis.toNs(x), t1 = std::max(t0 + 1, axis.toNs(x + 1));
        k = uint32_t(std::upper_bound(ends + k, ends + end, t0) - ends); // first piece ending after t0
        const uint32_t last = uint32_t(
            std::lower_bound(seg.startNs.data() + k, seg.startNs.data() + end, t1) - seg.startNs.data());
        std::array<int64_t, kIdleCauseCount> ns {};
        int64_t idle = 0;
        const uint32_t count = last - k;
        const uint32_t stride = std::max<uint32_t>(1, count / kBandSamples);
        for (uint32_t i = k; i < last; i += stride) {
            const GpuTimeKind kind = seg.kind[i];
            if (!isIdleKind(kind))
                continue;
            const int64_t overlap = std::min(t1, seg.endNs[i]) - std::max(t0, seg.startNs[i]);
            if (overlap <= 0)
                continue;
            ns[size_t(kind)] += overlap * stride;
            idle += overlap * stride;
        }
        int height = 0;
        QRgb color = 0;
        if (idle > 0) {
            const size_t top = size_t(std::max_element(ns.begin(), ns.end()) - ns.begin());
            color = gpuTimeClassColor(classOfCause(IdleCause(top)), m_palette.dark).rgb();
            const double share = std::min(1.0, double(idle) / double(t1 - t0));
            height = std::max(2, int(std::lround(share * rect.height())));
        }
        if (height != runHeight || color != runColor) {
            flush(x);
            runStart = x;
            runHeight = height;
            runColor = color;
        }
        // The next column starts where this one ended: keep the piece that may reach into it.
        while (k < last && seg.endNs[k] <= t1)
            ++k;
    }
    flush(width);
}

void DrawListBuilder::emitInstants(DrawList &list, const TrackTreeModel &tracks, const DrawRequest &request)
{
    const InstantTable &in = m_profile->instants();
    if (in.size() == 0)
        return;
    const TimeAxis &axis = request.axis;
    const int half = kMarkerPx / 2;
    // A marker whose centre is just off screen still shows its half.
    const int64_t fromNs = axis.toNs(-half - 1);
    const int64_t toNs = axis.endNs(request.widthPx + half + 1);
    const QRgb color = m_palette.text.rgb();
    for (uint32_t t = 0; t + 1 < m_instantsOfTrack.size(); ++t) {
        const uint32_t trackBegin = m_instantsOfTrack[t], trackEnd = m_instantsOfTrack[t + 1];
        if (trackBegin == trackEnd)
            continue;
        const int layoutRow = tracks.layoutRowOfTrack(TrackId(t));
        if (layoutRow < 0)
            continue;
        const RowLayout &row = tracks.layout()[size_t(layoutRow)];
        const int top = row.y - request.scrollY + request.rowsTopPx + 1;
        if (top + kMarkerPx <= request.rowsTopPx || top >= request.heightPx)
            continue;
        const auto tsBegin = in.ts.begin() + trackBegin, tsEnd = in.ts.begin() + trackEnd;
        auto it = std::lower_bound(tsBegin, tsEnd, fromNs);
        const auto visibleEnd = std::upper_bound(it, tsEnd, toNs);
        while (it != visibleEnd) {
            // Grow the run by jumping to the last instant within kMarkerMergePx of its current end:
            // one binary search per merged step, so dense instants cost pixels, not events.
            const auto first = it;
            auto last = it;
            for (;;) {
                const int64_t reach = axis.toNs(axis.toX(*last) + kMarkerMergePx);
                const auto next = std::upper_bound(last, visibleEnd, std::max(reach, *last)) - 1;
                if (next == last)
                    break;
                last = next;
            }
            const int x0 = int(std::lround(axis.toX(*first))), x1 = int(std::lround(axis.toX(*last)));
            DrawList::Marker marker;
            marker.rect = QRect(x0 - half, top, x1 - x0 + kMarkerPx, kMarkerPx);
            marker.first = uint32_t(first - in.ts.begin());
            marker.count = uint32_t(last - first) + 1;
            marker.color = color;
            list.markers.push_back(marker);
            it = last + 1;
        }
    }
}

bool DrawListBuilder::anchorOf(
    const TrackTreeModel &tracks, const DrawRequest &request, EventId event, QPointF *out, bool atEnd) const
{
    using namespace rowmetrics;
    const SliceTable &s = m_profile->slices();
    const TrackId track = s.track[event.value];
    const int row = tracks.layoutRowOfTrack(track);
    if (row < 0)
        return false;
    const RowLayout &layout = tracks.layout()[size_t(row)];
    const int top = layout.y - request.scrollY + request.rowsTopPx;
    const bool own = tracks.node(layout.node).track == track;
    const double y = own ? top + kRowPadding + s.depth[event.value] * kLaneHeight + kLaneHeight / 2.0
                         : top + layout.height / 2.0;
    *out = QPointF(request.axis.toX(atEnd ? s.end(event.value) : s.ts[event.value]), y);
    return true;
}

void DrawListBuilder::emitArrows(DrawList &list, const TrackTreeModel &tracks, const DrawRequest &request)
{
    const FlowTable &flows = m_profile->flows();
    const SliceTable &s = m_profile->slices();
    auto addArrow = [&](EventId from, EventId to, bool selected) {
        QPointF a, b;
        // From the end of the launch call (when the work is queued) to the start of the GPU op.
        if (!anchorOf(tracks, request, from, &a, true) || !anchorOf(tracks, request, to, &b))
            return false;
        if (!selected && std::abs(a.x() - b.x()) < 2 && std::abs(a.y() - b.y()) < 2)
            return false; // both ends inside one merged block
        list.arrows.push_back({ a, b, selected });
        return true;
    };
    if (request.selected.isValid() && request.selected.value < s.size()) {
        for (FlowId f : flows.outgoing(request.selected)) {
            if (flows.kind[f.value] == FlowKind::Launch)
                addArrow(flows.from[f.value], flows.to[f.value], true);
        }
        for (FlowId f : flows.incoming(request.selected)) {
            if (flows.kind[f.value] == FlowKind::Launch)
                addArrow(flows.from[f.value], flows.to[f.value], true);
        }
    }
    if (!request.allArrows)
        return;
    // Launches of the visible rows: visible slices are contiguous EventIds per (track, depth),
    // and flows are indexed by their source, so each lane is two binary searches.
    const int64_t fromNs = request.axis.toNs(0);
    const int64_t toNs = request.axis.endNs(request.widthPx);
    int drawn = 0;
    std::vector<bool> seenTrack(m_profile->tracks().size(), false);
    for (const RowLayout &row : tracks.layout()) {
        const int top = row.y - request.scrollY + request.rowsTopPx;
        if (top + row.height < request.rowsTopPx || top > request.heightPx)
            continue;
        const TrackRow &node = tracks.node(row.node);
        std::vector<TrackId> rowTracks;
        if (node.track.isValid())
            rowTracks.push_back(node.track);
        else if (row.collapsedGroup)
            rowTracks = node.tracksBelow;
        for (TrackId t : rowTracks) {
            if (seenTrack[t.value] || m_profile->track(t).kind == TrackKind::GpuStream)
                continue;
            seenTrack[t.value] = true;
            for (uint16_t d = 0; d < m_profile->depthCount(t); ++d) {
                const Profile::Range r = m_profile->visibleRange(t, d, fromNs, toNs);
                if (r.empty())
                    continue;
                auto byFromValue = [&](FlowId f, uint32_t v) { return flows.from[f.value].value < v; };
                auto it = std::lower_bound(flows.byFrom.begin(), flows.byFrom.end(), r.begin, byFromValue);
                const auto end = std::lower_bound(it, flows.byFrom.end(), r.end, byFromValue);
                for (; it != end; ++it) {
                    if (flows.kind[it->value] != FlowKind::Launch)
                        continue;
                    if (flows.from[it->value] == request.selected || flows.to[it->value] == request.selected)
                        continue; // already drawn as the selection's arrow
                    if (drawn >= request.maxArrows) {
                        ++list.hiddenArrows;
                        continue;
                    }
                    if (addArrow(flows.from[it->value], flows.to[it->value], false))
                        ++drawn;
                }
            }
        }
    }
}

DrawList DrawListBuilder::build(const TrackTreeModel &tracks, const DrawRequest &request)
{
    using namespace rowmetrics;
    DrawList list;
    if (!m_profile || request.widthPx <= 0)
        return list;
    LaneContext ctx { list, request, {}, {}, 0, 0, false };
    const int rowsBottom = request.heightPx;
    bool alternate = false;
    for (const RowLayout &row : tracks.layout()) {
        const int top = row.y - request.scrollY + request.rowsTopPx;
        alternate = !alternate;
        if (top + row.height <= request.rowsTopPx || top >= rowsBottom)
            continue;
        const TrackRow &node = tracks.node(row.node);
        const bool trackRow = node.kind == RowKind::Thread || node.kind == RowKind::Stream;
        const QRgb band = trackRow || node.kind == RowKind::Counter || node.kind == RowKind::GpuMemory
                || node.kind == RowKind::IdleBand
            ? (alternate ? m_palette.alternateRow : m_palette.background).rgb()
            : m_palette.groupRow.rgb();
        list.rows.push_back({ QRect(0, top, request.widthPx, row.height), band });
        if (trackRow) {
            const uint16_t depths = m_profile->depthCount(node.track);
            for (uint16_t d = 0; d < depths; ++d) {
                const int laneTop = top + kRowPadding + d * kLaneHeight;
                if (laneTop + kLaneHeight <= request.rowsTopPx || laneTop >= rowsBottom)
                    continue;
                emitLane(ctx, node.track, d, laneTop, kLaneHeight, true);
            }
        } else if (node.kind == RowKind::Counter) {
            emitCounter(list, request, node.counter, QRect(0, top + 2, request.widthPx, row.height - 4));
        } else if (node.kind == RowKind::GpuMemory) {
            if (tracks.memory() && node.memory < tracks.memory()->devices.size())
                emitMemory(list, request, tracks.memory()->devices[node.memory], node.reserved,
                    QRect(0, top + 2, request.widthPx, row.height - 4));
        } else if (node.kind == RowKind::IdleBand) {
            if (tracks.gpuTime())
                emitIdleBand(ctx, *tracks.gpuTime(), node.gpuTimeDevice,
                    QRect(0, top + 1, request.widthPx, row.height - 2));
        } else if (node.kind == RowKind::Utilization) {
            emitUtilization(ctx, node, QRect(0, top + 2, request.widthPx, row.height - 4));
        } else if (row.collapsedGroup) {
            // A folded group shows the top level of everything below it.
            for (TrackId t : node.tracksBelow)
                emitLane(ctx, t, 0, top + kRowPadding, kLaneHeight, node.tracksBelow.size() == 1);
        }
    }
    emitInstants(list, tracks, request);
    emitArrows(list, tracks, request);
    return list;
}

} // namespace stepline
