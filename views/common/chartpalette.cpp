#include "chartpalette.h"

#include "gputimepalette.h"

#include <array>
#include <cstdint>

namespace stepline {

namespace {

struct Entry
{
    const char *key;
    QRgb light;
    QRgb dark;
};

// Hand-picked so that neighbours in one chart differ in hue and lightness; dark variants are
// lighter so they stay readable on a dark background.
constexpr Entry kCategories[] = {
    { "active", 0x2f6fdb, 0x5b93f0 },
    { "idle", 0xc9ced6, 0x4a5060 },
    { "kernel", 0x2f6fdb, 0x5b93f0 },
    { "memcpy", 0xe8872b, 0xf2a457 },
    { "memset", 0x8e5cc9, 0xb18be0 },
    { "sync", 0xd64550, 0xe8707a },
    { "HtoD", 0xe8872b, 0xf2a457 },
    { "DtoH", 0x2a9d8f, 0x4cc3b4 },
    { "DtoD", 0xc1a01f, 0xdcc14a },
    { "HtoH", 0x7f8c8d, 0xa3b0b1 },
    { "PtoP", 0xd64550, 0xe8707a },
    { "other memcpy", 0x9aa5b1, 0x6b7686 },
    { "fp64", 0x6a3d9a, 0x9e77cf },
    { "fp32", 0x1f78b4, 0x58a6e0 },
    { "tf32", 0x33a02c, 0x5fcf57 },
    { "bf16", 0xe31a1c, 0xf25c5e },
    { "fp16", 0xff7f00, 0xffa64d },
    { "fp8", 0xb15928, 0xd98b5f },
    { "int8", 0xa6761d, 0xd0a24a },
    { "int4", 0x666666, 0x9a9a9a },
    { "unknown", 0xb8bec8, 0x5d6472 },
    { "other", 0xb8bec8, 0x5d6472 },
    { "host", 0x2f6fdb, 0x5b93f0 },
    { "gpu", 0x2a9d8f, 0x4cc3b4 },
    { "system", 0x7f8c8d, 0xa3b0b1 },
    { "slower", 0xd64550, 0xe8707a }, // comparison: NEW took longer
    { "faster", 0x2a9d8f, 0x4cc3b4 },
};

// A qualitative cycle (Tableau-like hues, our own values) for curves and top-k slices.
// 16 entries so a top-15 pie never repeats a colour.
constexpr std::array<QRgb, 16> kSeriesLight = { 0x2f6fdb, 0xe8872b, 0x2a9d8f, 0xd64550, 0x8e5cc9, 0xc1a01f,
    0x1b9e77, 0xe377c2, 0x7f8c8d, 0x8c564b, 0x17becf, 0xbcbd22, 0x1f3f8f, 0xa0522d, 0x6b8e23, 0x9c2f6b };
constexpr std::array<QRgb, 16> kSeriesDark = { 0x5b93f0, 0xf2a457, 0x4cc3b4, 0xe8707a, 0xb18be0, 0xdcc14a,
    0x3fc79b, 0xf29bd8, 0xa3b0b1, 0xb88375, 0x4fd8e8, 0xd8d94a, 0x8fa8f5, 0xd99a6c, 0xa4c65a, 0xd779ad };

} // namespace

ChartPalette ChartPalette::light()
{
    return ChartPalette(false);
}

ChartPalette ChartPalette::dark()
{
    return ChartPalette(true);
}

ChartPalette ChartPalette::forPalette(const QPalette &palette)
{
    return ChartPalette(palette.color(QPalette::Window).lightness() < 128);
}

QColor ChartPalette::background() const
{
    return m_dark ? QColor(0x23262e) : QColor(0xffffff);
}

QColor ChartPalette::text() const
{
    return m_dark ? QColor(0xe6e8ec) : QColor(0x202328);
}

QColor ChartPalette::mutedText() const
{
    return m_dark ? QColor(0xa0a6b0) : QColor(0x5f6670);
}

QColor ChartPalette::grid() const
{
    return m_dark ? QColor(0x3a3f4a) : QColor(0xe3e6ea);
}

QColor ChartPalette::category(const QString &key) const
{
    if (GpuTimeClass c; gpuTimeClassOfKey(key, &c))
        return gpuTimeClassColor(c, m_dark); // shared with the timeline's idle band
    for (const Entry &e : kCategories) {
        if (key == QLatin1String(e.key))
            return QColor::fromRgb(m_dark ? e.dark : e.light);
    }
    // FNV-1a, not qHash: qHash is seeded per process and the colour must not change between runs.
    uint32_t h = 2166136261u;
    for (const QChar c : key)
        h = (h ^ c.unicode()) * 16777619u;
    return series(int(h % kSeriesLight.size()));
}

QColor ChartPalette::series(int index) const
{
    const auto &cycle = m_dark ? kSeriesDark : kSeriesLight;
    const size_t i = size_t(index < 0 ? 0 : index) % cycle.size();
    return QColor::fromRgb(cycle[i]);
}

} // namespace stepline
