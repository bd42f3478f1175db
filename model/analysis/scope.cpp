#include "scope.h"

#include "profile.h"

#include <charconv>

namespace stepline {

Scope Scope::ofNode(std::string name)
{
    Scope s;
    s.kind = Kind::Node;
    s.node = std::move(name);
    return s;
}

Scope Scope::ofRank(int32_t rank)
{
    Scope s;
    s.kind = Kind::Rank;
    s.rank = rank;
    return s;
}

Scope Scope::ofGpu(int32_t rank, int32_t device)
{
    Scope s;
    s.kind = Kind::Gpu;
    s.rank = rank;
    s.device = device;
    return s;
}

static bool parseInt(std::string_view text, int32_t *out)
{
    if (text.empty())
        return false;
    const char *end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, *out);
    return ec == std::errc() && ptr == end;
}

bool Scope::parse(std::string_view text, Scope *out, std::string *error)
{
    auto fail = [&](const char *why) {
        if (error)
            *error = std::string(why) + ": \"" + std::string(text) + "\"";
        return false;
    };
    if (text.empty() || text == "job") {
        *out = job();
        return true;
    }
    const size_t eq = text.find('=');
    if (eq == std::string_view::npos)
        return fail("a scope is job, node=NAME, rank=N or gpu=R:D");
    const std::string_view key = text.substr(0, eq);
    const std::string_view value = text.substr(eq + 1);
    if (key == "node") {
        if (value.empty())
            return fail("node= needs a host name");
        *out = ofNode(std::string(value));
        return true;
    }
    if (key == "rank") {
        int32_t rank = 0;
        if (!parseInt(value, &rank) || rank < 0)
            return fail("rank= needs a rank number");
        *out = ofRank(rank);
        return true;
    }
    if (key == "gpu") {
        const size_t colon = value.find(':');
        int32_t rank = 0, device = 0;
        if (colon == std::string_view::npos || !parseInt(value.substr(0, colon), &rank)
            || !parseInt(value.substr(colon + 1), &device) || rank < 0 || device < 0)
            return fail("gpu= needs RANK:DEVICE, e.g. gpu=0:1");
        *out = ofGpu(rank, device);
        return true;
    }
    return fail("unknown scope kind (job, node=NAME, rank=N, gpu=R:D)");
}

std::string Scope::toString() const
{
    switch (kind) {
    case Kind::Job:
        return "job";
    case Kind::Node:
        return "node=" + node;
    case Kind::Rank:
        return "rank=" + std::to_string(rank);
    case Kind::Gpu:
        return "gpu=" + std::to_string(rank) + ":" + std::to_string(device);
    }
    return "job";
}

ScopeFilter::ScopeFilter(const Profile &profile, const Scope &scope)
{
    const auto &ranks = profile.ranks();
    m_ranks.assign(ranks.size(), 0);
    bool any = false;
    for (size_t i = 0; i < ranks.size(); ++i) {
        bool in = false;
        switch (scope.kind) {
        case Scope::Kind::Job:
            in = true;
            break;
        case Scope::Kind::Node:
            in = ranks[i].node == scope.node;
            break;
        case Scope::Kind::Rank:
        case Scope::Kind::Gpu:
            in = ranks[i].rank == scope.rank;
            break;
        }
        m_ranks[i] = in;
        any = any || in;
    }
    if (scope.kind == Scope::Kind::Gpu)
        m_device = scope.device;
    m_empty = !any && scope.kind != Scope::Kind::Job;
}

int32_t deviceOfTrack(const Profile &profile, const Track &track)
{
    if (track.device >= 0)
        return track.device;
    const Process &p = profile.process(track.process);
    if (p.device >= 0)
        return p.device;
    return int32_t(p.pid);
}

} // namespace stepline
