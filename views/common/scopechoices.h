#pragma once

#include "scope.h"

#include <QString>

#include <vector>

namespace stepline {

class Profile;

// A scope the selectors offer (dashboard, Ranks tab), with its label ("Node alpha", "Rank 3",
// "GPU 1:0").
struct ScopeChoice
{
    QString label;
    Scope scope;
};

// The scopes of a profile: whole job, every node (when there are several), rank and GPU.
std::vector<ScopeChoice> scopeChoices(const Profile &profile);

} // namespace stepline
