#include "timelinepalette.h"

#include <algorithm>

namespace stepline {

uint32_t stableNameHash(std::string_view name)
{
    // FNV-1a, then a final mix so nearby names ("k1", "k2") spread over the band.
    uint32_t h = 2166136261u;
    for (char c : name) {
        h ^= uint8_t(c);
        h *= 16777619u;
    }
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

TimelinePalette TimelinePalette::light()
{
    TimelinePalette p;
    p.dark = false;
    p.background = QColor(0xff, 0xff, 0xff);
    p.alternateRow = QColor(0xf6, 0xf7, 0xf9);
    p.groupRow = QColor(0xe9, 0xec, 0xf1);
    p.gridLine = QColor(0xdd, 0xdf, 0xe4);
    p.text = QColor(0x20, 0x22, 0x26);
    p.dimText = QColor(0x6a, 0x70, 0x7a);
    p.ruler = QColor(0xf0, 0xf1, 0xf4);
    p.selection = QColor(0x10, 0x10, 0x10);
    p.hover = QColor(0x00, 0x00, 0x00, 0x40);
    p.arrow = QColor(0xc0, 0x20, 0x60);
    p.measure = QColor(0x30, 0x80, 0xff, 0x38);
    p.counterLine = QColor(0x2a, 0x6f, 0xb8);
    p.counterFill = QColor(0x2a, 0x6f, 0xb8, 0x50);
    return p;
}

TimelinePalette TimelinePalette::darkPalette()
{
    TimelinePalette p;
    p.dark = true;
    p.background = QColor(0x1e, 0x1f, 0x22);
    p.alternateRow = QColor(0x24, 0x26, 0x2a);
    p.groupRow = QColor(0x2d, 0x30, 0x36);
    p.gridLine = QColor(0x3a, 0x3d, 0x44);
    p.text = QColor(0xe4, 0xe6, 0xea);
    p.dimText = QColor(0x9a, 0xa0, 0xaa);
    p.ruler = QColor(0x28, 0x2a, 0x2f);
    p.selection = QColor(0xff, 0xff, 0xff);
    p.hover = QColor(0xff, 0xff, 0xff, 0x40);
    p.arrow = QColor(0xff, 0x60, 0xa0);
    p.measure = QColor(0x50, 0xa0, 0xff, 0x40);
    p.counterLine = QColor(0x6a, 0xaf, 0xf0);
    p.counterFill = QColor(0x6a, 0xaf, 0xf0, 0x50);
    return p;
}

QRgb TimelinePalette::sliceColor(std::string_view name, EventKind kind) const
{
    struct Band
    {
        int hueFrom, hueSpan, sat, val;
    };
    Band band { 0, 360, 110, 225 };
    switch (kind) {
    case EventKind::Kernel:
        band = { 175, 60, 150, 215 };
        break; // teal to blue
    case EventKind::Memcpy:
        band = { 22, 18, 200, 240 };
        break; // orange
    case EventKind::Memset:
        band = { 275, 25, 130, 220 };
        break; // purple
    case EventKind::GpuSync:
        band = { 355, 10, 170, 210 };
        break; // red
    case EventKind::GpuUserAnnotation:
        band = { 95, 40, 80, 215 };
        break; // soft green
    case EventKind::CudaRuntime:
    case EventKind::CudaDriver:
        band = { 335, 25, 120, 230 };
        break; // pink-red
    case EventKind::CpuOp:
        band = { 190, 120, 90, 235 };
        break; // cool pastels
    case EventKind::UserAnnotation:
        band = { 80, 70, 110, 220 };
        break; // greens
    case EventKind::PythonFunction:
        band = { 40, 25, 90, 235 };
        break; // sand
    case EventKind::TraceSpan:
    case EventKind::Overhead:
        band = { 210, 20, 25, 200 };
        break; // grey-blue
    case EventKind::Other:
        band = { 0, 360, 70, 220 };
        break;
    }
    const uint32_t h = stableNameHash(name);
    const int hue = (band.hueFrom + int(h % uint32_t(band.hueSpan))) % 360;
    const int sat = std::clamp(band.sat + int((h >> 12) % 40) - 20, 0, 255);
    int val = std::clamp(band.val + int((h >> 20) % 30) - 15, 0, 255);
    if (dark)
        val = val * 3 / 4;
    return QColor::fromHsv(hue, sat, val).rgb();
}

QRgb TimelinePalette::mergedColor(QRgb base) const
{
    const QColor c(base);
    return (dark ? c.darker(125) : c.darker(112)).rgb();
}

QRgb TimelinePalette::dimmed(QRgb base) const
{
    const QColor bg = background;
    const int r = (qRed(base) + 3 * bg.red()) / 4;
    const int g = (qGreen(base) + 3 * bg.green()) / 4;
    const int b = (qBlue(base) + 3 * bg.blue()) / 4;
    return qRgb(r, g, b);
}

QRgb TimelinePalette::labelColor(QRgb fill) const
{
    const int luma = (qRed(fill) * 299 + qGreen(fill) * 587 + qBlue(fill) * 114) / 1000;
    return luma > 140 ? qRgb(0x10, 0x10, 0x10) : qRgb(0xf5, 0xf5, 0xf5);
}

} // namespace stepline
