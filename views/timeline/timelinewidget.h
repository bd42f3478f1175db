#pragma once

#include "profile.h"

#include <QWidget>

namespace stepline {

class Navigation;

// The Timeline tab: a track tree beside one custom-painted timeline, a toolbar (step box, search,
// toggles) and the selection/connections panels. Owns no model data beyond the ProfilePtr.
class TimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(Navigation *navigation, QWidget *parent = nullptr);
    ~TimelineWidget() override;

    // nullptr unloads.
    void setProfile(ProfilePtr profile);
    const ProfilePtr &profile() const { return m_profile; }

private:
    Navigation *m_navigation;
    ProfilePtr m_profile;
};

} // namespace stepline
