#include "dashboardview.h"

#include "common/navigation.h"

namespace stepline {

DashboardView::DashboardView(Navigation *navigation, QWidget *parent)
    : QWidget(parent), m_navigation(navigation)
{
}

DashboardView::~DashboardView() = default;

void DashboardView::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
}

} // namespace stepline
