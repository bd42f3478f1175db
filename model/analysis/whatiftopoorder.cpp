#include "whatiftopoorder.h"

namespace stepline {

namespace {

// Kahn's algorithm over the pred lists; nodes left over lie on a cycle and go last (*ordered:
// how many are in the topological order). For a graph with a cycle (a damaged trace).
std::vector<uint32_t> kahnOrder(const WhatIfGraph &g, size_t *ordered)
{
    const size_t n = g.nodeCount();
    std::vector<uint32_t> succBegin(n + 1, 0);
    for (uint32_t from : g.edgeFrom)
        ++succBegin[from + 1];
    for (size_t i = 1; i <= n; ++i)
        succBegin[i] += succBegin[i - 1];
    std::vector<uint32_t> succ(g.edgeFrom.size());
    {
        std::vector<uint32_t> fill(succBegin.begin(), succBegin.end() - 1);
        for (uint32_t to = 0; to < n; ++to) {
            for (uint32_t e = g.predBegin[to]; e < g.predBegin[to + 1]; ++e)
                succ[fill[g.edgeFrom[e]]++] = to;
        }
    }
    std::vector<uint32_t> indegree(n);
    for (uint32_t v = 0; v < n; ++v)
        indegree[v] = g.predBegin[v + 1] - g.predBegin[v];
    std::vector<uint32_t> order;
    order.reserve(n);
    for (uint32_t v = 0; v < n; ++v) {
        if (indegree[v] == 0)
            order.push_back(v);
    }
    for (size_t head = 0; head < order.size(); ++head) {
        const uint32_t v = order[head];
        for (uint32_t k = succBegin[v]; k < succBegin[v + 1]; ++k) {
            if (--indegree[succ[k]] == 0)
                order.push_back(succ[k]);
        }
    }
    *ordered = order.size();
    if (order.size() != n) {
        for (uint32_t v = 0; v < n; ++v) {
            if (indegree[v] > 0)
                order.push_back(v);
        }
    }
    return order;
}

} // namespace

// A topological order by depth-first search over the pred lists (a node follows its preds):
// no successor lists to build, and the order stays close to the build's (rank by rank, in time),
// which keeps a replay's reads near each other. A cycle hands over to Kahn's algorithm, which
// says which nodes are on it.
std::vector<uint32_t> whatIfTopologicalOrder(const WhatIfGraph &g, size_t *ordered)
{
    const uint32_t n = uint32_t(g.nodeCount());
    std::vector<uint32_t> order;
    order.reserve(n);
    std::vector<uint8_t> state(n, 0); // 0: not seen, 1: on the stack, 2: placed
    std::vector<std::pair<uint32_t, uint32_t>> stack; // (node, its next pred edge)
    for (uint32_t root = 0; root < n; ++root) {
        if (state[root] != 0)
            continue;
        state[root] = 1;
        stack.push_back({ root, g.predBegin[root] });
        while (!stack.empty()) {
            const uint32_t v = stack.back().first;
            const uint32_t e = stack.back().second;
            if (e < g.predBegin[v + 1]) {
                ++stack.back().second;
                const uint32_t u = g.edgeFrom[e];
                if (state[u] == 0) {
                    state[u] = 1;
                    stack.push_back({ u, g.predBegin[u] });
                } else if (state[u] == 1) {
                    return kahnOrder(g, ordered);
                }
            } else {
                state[v] = 2;
                order.push_back(v);
                stack.pop_back();
            }
        }
    }
    *ordered = order.size();
    return order;
}

} // namespace stepline
