#include "timelinesearch.h"

#include <QRegularExpression>

#include <algorithm>

namespace stepline {

namespace {

void sortByTime(const Profile &profile, std::vector<EventId> &events)
{
    const auto &ts = profile.slices().ts;
    std::sort(events.begin(), events.end(), [&](EventId a, EventId b) {
        return ts[a.value] != ts[b.value] ? ts[a.value] < ts[b.value] : a.value < b.value;
    });
}

} // namespace

void TimelineSearch::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_active = false;
    m_nameMatches.clear();
    m_matches.clear();
    m_current = -1;
}

bool TimelineSearch::setQuery(const QString &text, bool regex)
{
    m_matches.clear();
    m_current = -1;
    m_active = false;
    if (!m_profile || text.isEmpty())
        return true;
    QRegularExpression re;
    if (regex) {
        re = QRegularExpression(text, QRegularExpression::CaseInsensitiveOption);
        if (!re.isValid())
            return false;
    }
    const StringPool &pool = m_profile->strings();
    m_nameMatches.assign(pool.size(), 0);
    const QByteArray needle = text.toUtf8().toLower();
    for (uint32_t id = 1; id < pool.size(); ++id) {
        const std::string_view v = pool.view(StringId(id));
        if (regex) {
            m_nameMatches[id] = re.match(QString::fromUtf8(v.data(), qsizetype(v.size()))).hasMatch();
        } else {
            // ASCII case folding is enough for symbol names.
            const QByteArray hay = QByteArray::fromRawData(v.data(), qsizetype(v.size())).toLower();
            m_nameMatches[id] = hay.contains(needle);
        }
    }
    const Column<StringId> &names = m_profile->slices().name;
    for (uint32_t i = 0; i < names.size(); ++i) {
        if (m_nameMatches[names[i].value])
            m_matches.push_back(EventId(i));
    }
    sortByTime(*m_profile, m_matches);
    m_active = true;
    return true;
}

std::vector<bool> TimelineSearch::tracksWithMatches() const
{
    if (!m_profile)
        return {};
    std::vector<bool> keep(m_profile->tracks().size(), false);
    for (EventId e : m_matches)
        keep[m_profile->slices().track[e.value].value] = true;
    return keep;
}

EventId TimelineSearch::next()
{
    if (m_matches.empty())
        return {};
    m_current = (m_current + 1) % int(m_matches.size());
    return m_matches[size_t(m_current)];
}

EventId TimelineSearch::previous()
{
    if (m_matches.empty())
        return {};
    m_current = m_current <= 0 ? int(m_matches.size()) - 1 : m_current - 1;
    return m_matches[size_t(m_current)];
}

std::vector<EventId> findByName(const Profile &profile, const QString &name)
{
    std::vector<EventId> events;
    const QByteArray utf8 = name.toUtf8();
    StringId id;
    if (!profile.strings().find(std::string_view(utf8.constData(), size_t(utf8.size())), &id))
        return events;
    const Column<StringId> &names = profile.slices().name;
    for (uint32_t i = 0; i < names.size(); ++i) {
        if (names[i] == id)
            events.push_back(EventId(i));
    }
    sortByTime(profile, events);
    return events;
}

} // namespace stepline
