#pragma once

#include "eventkind.h"

#include <QColor>

#include <cstdint>
#include <string_view>

namespace stepline {

// Colours of the timeline. Every event kind has its own hue band, and a name picks a stable
// colour inside its band from a hash of the name text (not the StringId, which depends on load
// order), so "aten::mm" looks the same in every job. GPU activity types have disjoint bands
// (kernels blue/teal, memcpy orange, memset purple, sync red), so they stay distinguishable.
struct TimelinePalette
{
    bool dark = false;
    QColor background;
    QColor alternateRow;
    QColor groupRow;
    QColor gridLine;
    QColor text;
    QColor dimText;
    QColor ruler;
    QColor selection;
    QColor hover;
    QColor arrow;
    QColor measure;
    QColor counterLine;
    QColor counterFill;

    static TimelinePalette light();
    static TimelinePalette darkPalette();

    QRgb sliceColor(std::string_view name, EventKind kind) const;
    // Colour for a block of merged sub-pixel events (the base for the hatch).
    QRgb mergedColor(QRgb base) const;
    // Non-matching events while a search highlights matches.
    QRgb dimmed(QRgb base) const;
    // Black or white, whichever reads better on the fill.
    QRgb labelColor(QRgb fill) const;
};

uint32_t stableNameHash(std::string_view name);

} // namespace stepline
