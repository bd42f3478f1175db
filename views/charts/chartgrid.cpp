#include "chartgrid.h"

#include <QResizeEvent>

#include <algorithm>

namespace stepline {

ChartGrid::ChartGrid(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ChartGrid::setCards(const std::vector<QWidget *> &cards)
{
    m_cards = cards;
    for (QWidget *card : m_cards) {
        card->setParent(this);
        card->show();
    }
    relayout();
    updateGeometry();
}

int ChartGrid::columnsForWidth(int width) const
{
    return std::max(1, (width + kSpacing) / (kMinCardWidth + kSpacing));
}

int ChartGrid::heightForWidth(int width) const
{
    const int columns = columnsForWidth(width - 2 * kSpacing);
    const int rows = (int(m_cards.size()) + columns - 1) / columns;
    return std::max(0, rows * (kCardHeight + kSpacing) - kSpacing) + 2 * kSpacing;
}

QSize ChartGrid::sizeHint() const
{
    const int width = 2 * kMinCardWidth + 3 * kSpacing;
    return QSize(width, heightForWidth(width));
}

void ChartGrid::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void ChartGrid::relayout()
{
    const int available = width() - 2 * kSpacing;
    m_columns = columnsForWidth(available);
    const int cardWidth = (available - (m_columns - 1) * kSpacing) / m_columns;
    for (size_t i = 0; i < m_cards.size(); ++i) {
        const int row = int(i) / m_columns;
        const int column = int(i) % m_columns;
        m_cards[i]->setGeometry(kSpacing + column * (cardWidth + kSpacing),
            kSpacing + row * (kCardHeight + kSpacing), cardWidth, kCardHeight);
    }
    const int needed = heightForWidth(width());
    if (minimumHeight() != needed)
        setMinimumHeight(needed);
}

} // namespace stepline
