#pragma once

#include <QString>
#include <QWidget>

#include <cstdint>
#include <vector>

namespace stepline {

// A call tree drawn as an icicle graph: the root spans the width on the top row, each frame's
// children lie below it side by side, as wide as their share of the parent's (inclusive) time.
// The frames come in preorder (a frame's children follow it), as pyinstrument's tree does.
class IcicleView : public QWidget
{
    Q_OBJECT
public:
    struct Frame
    {
        QString label; // drawn in the box, elided
        QString tooltip;
        int64_t totalNs = 0;
        int32_t parent = -1;
        uint32_t depth = 0;
    };

    explicit IcicleView(QWidget *parent = nullptr);
    void setFrames(std::vector<Frame> frames);
    const std::vector<Frame> &frames() const { return m_frames; }
    // The frame under a point (-1 for none).
    int frameAt(const QPoint &pos) const;
    // The box of a frame, empty when it is too narrow to draw.
    QRectF frameRect(int index) const;
    QSize sizeHint() const override;

Q_SIGNALS:
    void frameClicked(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void layoutFrames();
    int rowHeight() const;

    std::vector<Frame> m_frames;
    std::vector<double> m_x; // left edge and width, as a fraction of the root's width
    std::vector<double> m_w;
    uint32_t m_maxDepth = 0;
};

} // namespace stepline
