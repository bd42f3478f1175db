#pragma once

#include "gpuutilization.h"
#include "timeaxis.h"
#include "timelinepalette.h"
#include "tracktreemodel.h"

#include <QFont>
#include <QFontMetrics>
#include <QHash>
#include <QPolygonF>
#include <QRect>
#include <QRgb>
#include <QString>

#include <vector>

namespace stepline {

// Everything the timeline paints for one (range, width, scroll, expansion), in viewport pixels.
// paintEvent only replays it; hover, selection and the measure range are overlays on top.
struct DrawList
{
    struct Batch
    {
        QRgb color = 0;
        std::vector<QRect> rects;
    };
    // A run of sub-pixel events drawn as one hatched block.
    struct MergedBlock
    {
        QRect rect;
        uint32_t count = 0;
        int64_t fromNs = 0;
        int64_t toNs = 0;
        TrackId track;
        uint16_t depth = 0;
    };
    struct Label
    {
        QRect rect;
        QString text;
        QRgb color = 0;
        bool alignRight = false; // figures (utilization) sit at the right edge
    };
    struct RowBand
    {
        QRect rect;
        QRgb color = 0;
    };
    struct CounterPlot
    {
        QRect rect;
        QPolygonF area; // closed polygon along the baseline
        QString caption;
    };
    // Instant events of one row: one marker, or several closer than kMarkerMergePx merged into one.
    struct Marker
    {
        QRect rect;
        uint32_t first = 0; // index into InstantTable
        uint32_t count = 0; // consecutive instants of the same track from `first`
        QRgb color = 0;
    };
    struct Arrow
    {
        QPointF from;
        QPointF to;
        bool selected = false;
    };

    std::vector<RowBand> rows;
    std::vector<Batch> solid; // one batch per colour
    std::vector<Batch> merged; // one batch per colour, hatched on top
    std::vector<MergedBlock> blocks;
    std::vector<Label> labels;
    std::vector<CounterPlot> counters;
    std::vector<Marker> markers;
    std::vector<Arrow> arrows;
    uint32_t hiddenArrows = 0;

    size_t solidRectCount() const;
    size_t mergedRectCount() const { return blocks.size(); }
    // The merged block under a viewport point, or nullptr.
    const MergedBlock *blockAt(QPoint pos) const;
    // The instant marker under a viewport point, or nullptr.
    const Marker *markerAt(QPoint pos) const;
};

// What to draw. Rows are laid out by the track model; y of the rows area starts at rowsTopPx in
// the viewport and content y = viewport y - rowsTopPx + scrollY.
struct DrawRequest
{
    TimeAxis axis;
    int widthPx = 0;
    int heightPx = 0; // viewport height
    int rowsTopPx = 0; // the ruler above the rows
    int scrollY = 0;
    const std::vector<uint8_t> *nameMatches = nullptr; // by StringId; non-matching events are dimmed
    EventId selected; // its launch/kernel arrows are always drawn
    bool allArrows = false;
    int maxArrows = 400;

    friend bool operator==(const DrawRequest &a, const DrawRequest &b)
    {
        return a.axis == b.axis && a.widthPx == b.widthPx && a.heightPx == b.heightPx
            && a.rowsTopPx == b.rowsTopPx && a.scrollY == b.scrollY && a.nameMatches == b.nameMatches
            && a.selected == b.selected && a.allArrows == b.allArrows && a.maxArrows == b.maxArrows;
    }
};

// Builds draw lists with level of detail. Per visible track and depth it binary-searches the
// visible slices (Profile::visibleRange) and walks them left to right:
//  - a slice at least kMergePx wide becomes its own rect (labelled when wide enough);
//  - a narrower slice starts a run; the run swallows every following slice that ends within one
//    more pixel (found with one binary search over the sorted ends, so a run costs O(log n) per
//    pixel it covers, not per event), then keeps growing while the next slice is narrow and starts
//    within kGapPx of the run's end. A run of one slice is drawn as a 1 px rect, a longer run as a
//    hatched merged block that carries its count.
// So the work is bounded by pixels x lanes x log(events), whatever the zoom. An idle band is cut
// into pixel columns instead: per column one binary search (or a forward gallop) into the device's
// idle pieces and at most kBandSamples of them summed, so a column covered by one cause is drawn
// full height in its colour and a column holding many tiny pieces shows the dominant cause at the
// height of the idle share.
//
// Keeps caches that outlive one build: colour and QString per StringId, elided labels.
class DrawListBuilder
{
public:
    static constexpr double kMergePx = 3.0;
    static constexpr double kGapPx = 3.0;
    static constexpr int kMinLabelPx = 28;
    // Instants closer than this are one marker; a marker is kMarkerPx wide and tall.
    static constexpr double kMarkerMergePx = 4.0;
    static constexpr int kMarkerPx = 7;
    static constexpr int kBandSamples = 64;

    DrawListBuilder();

    void setProfile(ProfilePtr profile);
    void setPalette(const TimelinePalette &palette);
    const TimelinePalette &palette() const { return m_palette; }
    void setFont(const QFont &font);

    DrawList build(const TrackTreeModel &tracks, const DrawRequest &request);

    QRgb colorOf(uint32_t slice);
    const QString &nameOf(StringId id);
    // Centre of an event's lane in viewport coordinates (x at its start, or end), when its row is
    // shown; a folded row gives its own middle.
    bool anchorOf(const TrackTreeModel &tracks, const DrawRequest &request, EventId event, QPointF *out,
        bool atEnd = false) const;

private:
    struct LaneContext;
    void emitLane(LaneContext &ctx, TrackId track, uint16_t depth, int laneTop, int laneHeight, bool labels);
    void emitSolid(LaneContext &ctx, uint32_t slice, double x0, double x1);
    void emitRun(LaneContext &ctx, uint32_t first, uint32_t last, double x0, double x1);
    void emitCounter(DrawList &list, const DrawRequest &request, uint32_t series, const QRect &rect);
    void emitMemory(DrawList &list, const DrawRequest &request, const GpuMemorySeries &series, bool reserved,
        const QRect &rect);
    // A step line of samples (ts ascending, value(i) for sample i) scaled to [lo, hi]; the last sample
    // holds until endNs.
    template <typename Value>
    void emitStepPlot(DrawList &list, const DrawRequest &request, const QRect &rect, const int64_t *ts,
        size_t count, Value &&value, double lo, double hi, int64_t endNs, QString caption);
    void emitUtilization(LaneContext &ctx, const TrackRow &node, const QRect &rect);
    void emitIdleBand(LaneContext &ctx, const GpuTimeAnalysis &gpuTime, uint32_t device, const QRect &rect);
    void emitInstants(DrawList &list, const TrackTreeModel &tracks, const DrawRequest &request);
    void emitArrows(DrawList &list, const TrackTreeModel &tracks, const DrawRequest &request);
    QString elided(StringId name, int widthPx);
    size_t batchIndex(std::vector<DrawList::Batch> &batches, QHash<QRgb, size_t> &index, QRgb color);

    ProfilePtr m_profile;
    TimelinePalette m_palette;
    QFont m_font;
    QFontMetrics m_metrics;
    std::vector<QRgb> m_colorByName; // 0 = not computed yet
    std::vector<QString> m_qstrings;
    std::vector<bool> m_qstringReady;
    QHash<quint64, QString> m_elided;
    std::vector<std::pair<double, double>> m_counterRange; // min, max per series
    GpuUtilization m_utilization;
    std::vector<uint32_t> m_instantsOfTrack; // instants of track t are [v[t], v[t + 1])
};

} // namespace stepline
