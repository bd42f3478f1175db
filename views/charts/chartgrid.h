#pragma once

#include <QWidget>

#include <vector>

namespace stepline {

// Lays its cards out in as many equal columns as fit (each at least kMinCardWidth wide) and rows
// of kCardHeight; reflows on resize. Lives inside a QScrollArea (widgetResizable), which gives it
// the viewport width; it asks for the height its rows need.
class ChartGrid : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMinCardWidth = 560;
    static constexpr int kCardHeight = 380;
    static constexpr int kSpacing = 8;

    explicit ChartGrid(QWidget *parent = nullptr);

    // Takes the widgets in display order (they become children of the grid).
    void setCards(const std::vector<QWidget *> &cards);
    int columns() const { return m_columns; }
    int columnsForWidth(int width) const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void relayout();

    std::vector<QWidget *> m_cards;
    int m_columns = 1;
};

} // namespace stepline
