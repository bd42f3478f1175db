#include "timelinepalette.h"

#include "fnv1a.h"

#include <algorithm>

namespace stepline {

uint32_t stableNameHash(std::string_view name)
{
    // FNV-1a, then a final mix so nearby names ("k1", "k2") spread over the band.
    uint32_t h = fnv1a<uint32_t>(name);
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

namespace {

// Each role's colour in the light and in the dark theme, side by side (0xAARRGGBB).
struct Role
{
    QColor TimelinePalette::*member;
    QRgb light, dark;
};

constexpr Role kRoles[] = {
    { &TimelinePalette::background, 0xffffffff, 0xff1e1f22 },
    { &TimelinePalette::alternateRow, 0xfff6f7f9, 0xff24262a },
    { &TimelinePalette::groupRow, 0xffe9ecf1, 0xff2d3036 },
    { &TimelinePalette::gridLine, 0xffdddfe4, 0xff3a3d44 },
    { &TimelinePalette::text, 0xff202226, 0xffe4e6ea },
    { &TimelinePalette::dimText, 0xff6a707a, 0xff9aa0aa },
    { &TimelinePalette::ruler, 0xfff0f1f4, 0xff282a2f },
    { &TimelinePalette::selection, 0xff101010, 0xffffffff },
    { &TimelinePalette::hover, 0x40000000, 0x40ffffff },
    { &TimelinePalette::arrow, 0xffc02060, 0xffff60a0 },
    { &TimelinePalette::measure, 0x383080ff, 0x4050a0ff },
    { &TimelinePalette::counterLine, 0xff2a6fb8, 0xff6aaff0 },
    { &TimelinePalette::counterFill, 0x502a6fb8, 0x506aaff0 },
};

TimelinePalette themed(bool dark)
{
    TimelinePalette p;
    p.dark = dark;
    for (const Role &role : kRoles)
        p.*(role.member) = QColor::fromRgba(dark ? role.dark : role.light);
    return p;
}

} // namespace

TimelinePalette TimelinePalette::light()
{
    return themed(false);
}

TimelinePalette TimelinePalette::darkPalette()
{
    return themed(true);
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
