#include "argscan.h"

#include "profile.h"

namespace stepline::detail {

std::string_view jsonValueText(std::string_view object, std::string_view key)
{
    for (size_t pos = object.find(key); pos != std::string_view::npos; pos = object.find(key, pos + 1)) {
        if (pos == 0 || object[pos - 1] != '"' || pos + key.size() >= object.size()
            || object[pos + key.size()] != '"')
            continue;
        size_t i = pos + key.size() + 1;
        while (i < object.size()
            && (object[i] == ' ' || object[i] == '\t' || object[i] == '\n' || object[i] == '\r'))
            ++i;
        if (i >= object.size() || object[i] != ':')
            continue;
        ++i;
        while (i < object.size()
            && (object[i] == ' ' || object[i] == '\t' || object[i] == '\n' || object[i] == '\r'))
            ++i;
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
    return {};
}

EventId launchingOp(const Profile &profile, IncomingCursor &incoming, uint32_t kernel)
{
    const SliceTable &s = profile.slices();
    const FlowTable &flows = profile.flows();
    EventId launch;
    for (const FlowId f : incoming.of(kernel)) {
        const EventId from = flows.from[f.value];
        if (flows.kind[f.value] == FlowKind::External)
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
    bool inString = false;
    for (size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (inString) {
            out.push_back(c);
            if (c == '\\' && i + 1 < t.size())
                out.push_back(t[++i]);
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
            out.push_back(c);
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            out.push_back(c);
        }
    }
}

} // namespace stepline::detail
