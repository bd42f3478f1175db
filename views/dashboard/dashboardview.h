#pragma once

#include "profile.h"

#include <QWidget>

namespace stepline {

class Navigation;

// The Dashboard tab: every chart of a training profile at a glance (issue 3).
class DashboardView : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardView(Navigation *navigation, QWidget *parent = nullptr);
    ~DashboardView() override;

    // Shows the charts of a profile; nullptr unloads.
    void setProfile(ProfilePtr profile);
    ProfilePtr profile() const { return m_profile; }

private:
    Navigation *m_navigation = nullptr;
    ProfilePtr m_profile;
};

} // namespace stepline
