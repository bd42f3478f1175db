#include "argscan.h"

#include "profile.h"

namespace stepline::detail {

size_t valueStartOf(std::string_view object, std::string_view key)
{
    auto skipSpace = [&object](size_t i) {
        while (i < object.size()
            && (object[i] == ' ' || object[i] == '\t' || object[i] == '\n' || object[i] == '\r'))
            ++i;
        return i;
    };
    for (size_t pos = object.find(key); pos != std::string_view::npos; pos = object.find(key, pos + 1)) {
        if (pos == 0 || object[pos - 1] != '"' || pos + key.size() >= object.size()
            || object[pos + key.size()] != '"')
            continue;
        const size_t colon = skipSpace(pos + key.size() + 1);
        if (colon < object.size() && object[colon] == ':')
            return skipSpace(colon + 1);
    }
    return std::string_view::npos;
}

std::string_view jsonValueText(std::string_view object, std::string_view key)
{
    size_t i = valueStartOf(object, key);
    if (i == std::string_view::npos)
        return {};
    const size_t start = i;
    int depth = 0;
    bool inString = false;
    for (; i < object.size(); ++i) {
        const char c = object[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
                if (depth == 0) // a string value ends here
                    return object.substr(start, i + 1 - start);
            }
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '[' || c == '{')
            ++depth;
        else if ((c == ']' || c == '}') && --depth <= 0)
            return depth == 0 ? object.substr(start, i + 1 - start) : object.substr(start, i - start);
        else if (c == ',' && depth == 0)
            return object.substr(start, i - start);
    }
    return object.substr(start);
}

EventId launchingOp(const Profile &profile, std::span<const FlowId> incoming, bool cpuOpLinksOnly)
{
    const SliceTable &s = profile.slices();
    const FlowTable &flows = profile.flows();
    EventId launch;
    for (const FlowId f : incoming) {
        const EventId from = flows.from[f.value];
        if (flows.kind[f.value] == FlowKind::External
            && (!cpuOpLinksOnly || s.kind[from.value] == EventKind::CpuOp))
            return from;
        if (flows.kind[f.value] == FlowKind::Launch && !launch.isValid())
            launch = from;
    }
    for (EventId p = launch.isValid() ? s.parent[launch.value] : EventId(); p.isValid();
         p = s.parent[p.value]) {
        if (s.kind[p.value] == EventKind::CpuOp)
            return p;
    }
    return {};
}

void appendCompactJson(std::string &out, std::string_view t)
{
    // Written through a pointer into room made once: op_perf compacts three values of every call
    // it reads, and push_back's capacity check per character was most of that.
    const size_t base = out.size();
    out.resize(base + t.size());
    char *o = out.data() + base;
    const char *p = t.data();
    const char *const end = p + t.size();
    bool inString = false;
    while (p < end) {
        const char c = *p++;
        if (inString) {
            *o++ = c;
            if (c == '\\' && p < end)
                *o++ = *p++;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
            *o++ = c;
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            *o++ = c;
        }
    }
    out.resize(size_t(o - out.data()));
}

} // namespace stepline::detail
