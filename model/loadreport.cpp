#include "loadreport.h"

namespace stepline {

void LoadReport::add(const std::string &kind, uint32_t rank, uint64_t byteOffset, uint64_t count)
{
    Entry &e = m_entries[kind];
    e.count += count;
    if (e.first.size() < kMaxSamples)
        e.first.push_back({ rank, byteOffset });
}

void LoadReport::merge(const LoadReport &other)
{
    for (const auto &[kind, entry] : other.m_entries) {
        Entry &e = m_entries[kind];
        e.count += entry.count;
        for (const Sample &s : entry.first) {
            if (e.first.size() >= kMaxSamples)
                break;
            e.first.push_back(s);
        }
    }
}

uint64_t LoadReport::count(const std::string &kind) const
{
    auto it = m_entries.find(kind);
    return it == m_entries.end() ? 0 : it->second.count;
}

uint64_t LoadReport::total() const
{
    uint64_t n = 0;
    for (const auto &[kind, e] : m_entries)
        n += e.count;
    return n;
}

} // namespace stepline
