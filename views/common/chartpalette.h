#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace stepline {

// Colours of the dashboard. A category keeps one colour on every chart (kernel time is the same
// blue on the activity bars as on the active-time pie; bf16 is the same everywhere), so a reader
// who learnt it once can scan the page. Two variants: light and dark backgrounds.
class ChartPalette
{
public:
    static ChartPalette light();
    static ChartPalette dark();
    // Picks light or dark from the window colour of a widget palette.
    static ChartPalette forPalette(const QPalette &palette);

    bool isDark() const { return m_dark; }
    QColor background() const;
    QColor text() const;
    QColor mutedText() const;
    QColor grid() const;

    // Colour of a named category ("kernel", "memcpy", "fp16", "HtoD", "idle", "other", ...).
    // Unknown keys fall back to a stable series colour derived from the key.
    QColor category(const QString &key) const;
    // The i-th colour of the generic series cycle (per-node curves, top-k pie slices).
    QColor series(int index) const;

private:
    explicit ChartPalette(bool dark)
        : m_dark(dark)
    {
    }
    bool m_dark = false;
};

} // namespace stepline
