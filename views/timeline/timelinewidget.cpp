#include "timelinewidget.h"

#include "common/navigation.h"

namespace stepline {

TimelineWidget::TimelineWidget(Navigation *navigation, QWidget *parent)
    : QWidget(parent), m_navigation(navigation)
{
}

TimelineWidget::~TimelineWidget() = default;

void TimelineWidget::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
}

} // namespace stepline
