#include "pyinstrumenttree.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace stepline {

namespace {

using Json = nlohmann::json;

constexpr uint32_t kMaxDepth = 100'000; // deeper than any Python stack (its recursion limit is 1000)

std::optional<int64_t> secondsToNs(const Json &obj, const char *key)
{
    const auto it = obj.find(key);
    if (it == obj.end() || !it->is_number())
        return std::nullopt;
    const double s = it->get<double>();
    if (!std::isfinite(s) || std::fabs(s) > 9.0e9)
        return std::nullopt;
    return int64_t(std::llround(s * 1e9));
}

std::string text(const Json &obj, const char *key)
{
    const auto it = obj.find(key);
    return it != obj.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool isSynthetic(const std::string &function)
{
    return function == "[self]" || function == "[await]" || function == "[out-of-context]"
        || function == "[root]";
}

// Self time of every frame from the totals (preorder: children come after their parent).
void computeSelf(std::vector<PyinstrumentFrame> &frames)
{
    std::vector<int64_t> childTotal(frames.size(), 0);
    for (const PyinstrumentFrame &f : frames)
        if (f.parent >= 0)
            childTotal[size_t(f.parent)] += f.totalNs;
    for (size_t i = 0; i < frames.size(); ++i)
        frames[i].selfNs = std::max<int64_t>(0, frames[i].totalNs - childTotal[i]);
}

} // namespace

PyinstrumentTree parsePyinstrumentJson(std::string_view bytes)
{
    PyinstrumentTree out;
    if (bytes.empty()) {
        out.error = "the file is empty";
        return out;
    }
    Json doc;
    try {
        doc = Json::parse(bytes.begin(), bytes.end());
    } catch (const Json::parse_error &e) {
        out.error = "not valid JSON (cut short?) at byte " + std::to_string(e.byte);
        return out;
    }
    if (!doc.is_object()) {
        out.error = "not a pyinstrument session: the top level is not an object";
        return out;
    }
    const auto root = doc.find("root_frame");
    if (root == doc.end()) {
        out.error = "not a pyinstrument session: no root_frame";
        return out;
    }
    if (root->is_null()) {
        out.error = "pyinstrument recorded no call tree (root_frame is null: the profiling session broke)";
        return out;
    }
    if (const auto it = doc.find("start_time"); it != doc.end() && it->is_number())
        out.startTime = it->get<double>();
    out.durationNs = secondsToNs(doc, "duration");
    out.cpuTimeNs = secondsToNs(doc, "cpu_time");
    if (const auto it = doc.find("sample_count"); it != doc.end() && it->is_number_integer())
        out.sampleCount = it->get<int64_t>();
    out.program = text(doc, "program");

    struct Pending
    {
        const Json *frame;
        int32_t parent;
        uint32_t depth;
    };
    std::vector<Pending> stack { { &*root, -1, 0 } };
    while (!stack.empty()) {
        const Pending p = stack.back();
        stack.pop_back();
        const Json &j = *p.frame;
        const std::string where = "frame " + std::to_string(out.frames.size());
        if (!j.is_object() || !j.contains("function") || !j["function"].is_string()) {
            out.frames.clear();
            out.error = "not a pyinstrument frame (" + where + " has no function name)";
            return out;
        }
        const std::optional<int64_t> total = secondsToNs(j, "time");
        if (!total || *total < 0) {
            out.frames.clear();
            out.error = "not a pyinstrument frame (" + where + " has no valid time)";
            return out;
        }
        if (p.depth > kMaxDepth) {
            out.frames.clear();
            out.error = "the call tree is deeper than " + std::to_string(kMaxDepth) + " frames";
            return out;
        }
        PyinstrumentFrame f;
        f.function = j["function"].get<std::string>();
        f.file = text(j, "file_path");
        f.fileShort = text(j, "file_path_short");
        if (const auto it = j.find("line_no"); it != j.end() && it->is_number_integer())
            f.line = it->get<int64_t>();
        if (const auto it = j.find("is_application_code"); it != j.end() && it->is_boolean())
            f.application = it->get<bool>();
        f.synthetic = isSynthetic(f.function);
        f.totalNs = *total;
        f.parent = p.parent;
        f.depth = p.depth;
        const int32_t index = int32_t(out.frames.size());
        if (p.parent >= 0)
            ++out.frames[size_t(p.parent)].childCount;
        out.frames.push_back(std::move(f));
        if (const auto children = j.find("children"); children != j.end() && children->is_array()) {
            for (auto it = children->rbegin(); it != children->rend(); ++it)
                stack.push_back({ &*it, index, p.depth + 1 });
        }
    }
    computeSelf(out.frames);
    out.ok = true;
    return out;
}

PyinstrumentTree mergePyinstrumentTrees(const std::vector<const PyinstrumentTree *> &trees)
{
    PyinstrumentTree out;
    std::vector<const PyinstrumentTree *> usable;
    for (const PyinstrumentTree *t : trees)
        if (t && t->ok && !t->frames.empty())
            usable.push_back(t);
    if (usable.empty()) {
        out.error = "no readable pyinstrument dump";
        return out;
    }
    // Merged frames are built first as a tree keyed per parent, then laid out in preorder.
    struct Node
    {
        PyinstrumentFrame frame;
        std::map<std::tuple<std::string, std::string, int64_t>, size_t> children;
        std::vector<size_t> order; // children in first-seen order
    };
    std::vector<Node> nodes(1); // 0: the merged root
    nodes[0].frame.function = "[root]";
    nodes[0].frame.synthetic = true;
    for (const PyinstrumentTree *t : usable) {
        std::vector<size_t> mergedOf(t->frames.size());
        for (size_t i = 0; i < t->frames.size(); ++i) {
            const PyinstrumentFrame &f = t->frames[i];
            const size_t parent = f.parent < 0 ? 0 : mergedOf[size_t(f.parent)];
            const auto key = std::make_tuple(f.function, f.file, f.line);
            auto it = nodes[parent].children.find(key);
            if (it == nodes[parent].children.end()) {
                it = nodes[parent].children.emplace(key, nodes.size()).first;
                nodes[parent].order.push_back(nodes.size());
                Node n;
                n.frame = f;
                n.frame.totalNs = 0;
                n.frame.childCount = 0;
                nodes.push_back(std::move(n));
            }
            mergedOf[i] = it->second;
            nodes[it->second].frame.totalNs += f.totalNs;
            if (f.parent < 0)
                nodes[0].frame.totalNs += f.totalNs;
        }
    }
    // One root in every tree: it is the merged tree's root; otherwise the synthetic "[root]".
    const size_t top = nodes[0].order.size() == 1 ? nodes[0].order.front() : 0;
    std::vector<std::pair<size_t, int32_t>> stack { { top, -1 } };
    while (!stack.empty()) {
        const auto [n, parent] = stack.back();
        stack.pop_back();
        PyinstrumentFrame f = nodes[n].frame;
        f.parent = parent;
        f.depth = parent < 0 ? 0 : out.frames[size_t(parent)].depth + 1;
        f.childCount = uint32_t(nodes[n].order.size());
        const int32_t index = int32_t(out.frames.size());
        out.frames.push_back(std::move(f));
        for (auto it = nodes[n].order.rbegin(); it != nodes[n].order.rend(); ++it)
            stack.push_back({ *it, index });
    }
    computeSelf(out.frames);
    int64_t duration = 0;
    bool allDurations = true;
    for (const PyinstrumentTree *t : usable) {
        allDurations = allDurations && t->durationNs.has_value();
        duration += t->durationNs.value_or(0);
    }
    if (allDurations)
        out.durationNs = duration;
    out.ok = true;
    return out;
}

} // namespace stepline
