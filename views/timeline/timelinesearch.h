#pragma once

#include "profile.h"

#include <QString>

#include <vector>

namespace stepline {

// Ctrl+F over event names. The query is matched once per distinct name (the string pool), then
// one pass over the name column collects the matching slices, sorted by time for next/previous.
class TimelineSearch
{
public:
    void setProfile(ProfilePtr profile);
    // Substring (case-insensitive) or regular expression. False when the regex is invalid; an
    // empty query clears the search.
    bool setQuery(const QString &text, bool regex);
    bool isActive() const { return m_active; }

    const std::vector<uint8_t> &nameMatches() const { return m_nameMatches; }
    const std::vector<EventId> &matches() const { return m_matches; }
    // One flag per track: does it hold a match (to filter rows).
    std::vector<bool> tracksWithMatches() const;

    // Moves to the next/previous match (wrapping) and returns it; none when there are no matches.
    EventId next();
    EventId previous();
    int currentIndex() const { return m_current; }

private:
    ProfilePtr m_profile;
    bool m_active = false;
    std::vector<uint8_t> m_nameMatches;
    std::vector<EventId> m_matches;
    int m_current = -1;
};

// All slices with exactly this name, in time order.
std::vector<EventId> findByName(const Profile &profile, const QString &name);

} // namespace stepline
