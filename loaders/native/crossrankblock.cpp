#include "crossrankblock.h"

#include "steplineformat.h"
#include "steps.h"

namespace stepline {

using native::ByteSink;
using native::ByteSource;

std::string encodeCrossRankBlock(const Profile &profile)
{
    const CollectiveInput in = collectiveInput(profile);
    const std::vector<Step> steps = hostSteps(profile);
    ByteSink s;
    s.svarint(profile.job().originAbsNs);
    s.varint(in.kinds.size());
    for (const std::string &k : in.kinds)
        s.str(k);
    s.varint(in.groups.size());
    for (const std::string &g : in.groups)
        s.str(g);
    s.varint(in.ranks.size());
    size_t next = 0; // steps are sorted by rank like the entries
    for (const CollectiveInput::RankEntry &e : in.ranks) {
        s.svarint(e.rank);
        s.str(in.nodes[e.node]);
        while (next < steps.size() && steps[next].rank < e.rank)
            ++next;
        size_t last = next;
        while (last < steps.size() && steps[last].rank == e.rank)
            ++last;
        s.varint(last - next);
        for (size_t i = next; i < last; ++i) {
            s.svarint(steps[i].number);
            s.svarint(steps[i].tsNs);
            s.svarint(steps[i].durNs);
        }
        next = last;
        s.varint(e.end - e.begin);
        for (uint32_t k = e.begin; k < e.end; ++k) {
            s.svarint(in.startNs[k]);
            s.svarint(in.endNs[k]);
            s.varint(in.kind[k]);
            s.varint(in.group[k]);
            s.svarint(in.seq[k]);
            s.svarint(in.bytes[k]);
        }
    }
    return std::move(s.bytes);
}

bool decodeCrossRankBlock(const std::string &raw, int64_t *origin, std::vector<CrossRankPart> *parts)
{
    ByteSource s(raw.data(), raw.size());
    *origin = s.svarint();
    auto names = [&](std::vector<std::string> *out) {
        const uint64_t n = s.varint();
        if (n > s.remaining())
            s.fail();
        for (uint64_t i = 0; i < n && !s.failed(); ++i)
            out->push_back(s.str());
    };
    std::vector<std::string> kinds, groups;
    names(&kinds);
    names(&groups);
    const uint64_t ranks = s.varint();
    if (ranks > s.remaining())
        return false;
    for (uint64_t r = 0; r < ranks && !s.failed(); ++r) {
        CrossRankPart part;
        part.rank = int32_t(s.svarint());
        part.node = s.str();
        const uint64_t steps = s.varint();
        if (steps > s.remaining())
            return false;
        for (uint64_t i = 0; i < steps && !s.failed(); ++i) {
            CrossRankStep step;
            step.rank = part.rank;
            step.number = s.svarint();
            step.tsNs = s.svarint();
            step.durNs = s.svarint();
            part.steps.push_back(step);
        }
        const uint64_t kernels = s.varint();
        if (kernels > s.remaining())
            return false;
        for (uint64_t i = 0; i < kernels && !s.failed(); ++i) {
            part.start.push_back(s.svarint());
            part.end.push_back(s.svarint());
            const uint64_t k = s.varint(), g = s.varint();
            if (k >= kinds.size() || g >= groups.size())
                return false;
            part.kind.push_back(kinds[k]);
            part.group.push_back(groups[g]);
            part.seq.push_back(s.svarint());
            part.bytes.push_back(s.svarint());
        }
        parts->push_back(std::move(part));
    }
    return !s.failed() && s.atEnd();
}

// The same parts from a loaded profile (files without the block).
void crossRankParts(const Profile &profile, std::vector<CrossRankPart> *parts)
{
    const CollectiveInput in = collectiveInput(profile);
    const std::vector<Step> steps = hostSteps(profile);
    for (const CollectiveInput::RankEntry &e : in.ranks) {
        CrossRankPart part;
        part.rank = e.rank;
        part.node = in.nodes[e.node];
        for (const Step &st : steps)
            if (st.rank == e.rank)
                part.steps.push_back({ st.rank, st.number, st.tsNs, st.durNs });
        for (uint32_t k = e.begin; k < e.end; ++k) {
            part.start.push_back(in.startNs[k]);
            part.end.push_back(in.endNs[k]);
            part.kind.push_back(in.kinds[in.kind[k]]);
            part.group.push_back(in.groups[in.group[k]]);
            part.seq.push_back(in.seq[k]);
            part.bytes.push_back(in.bytes[k]);
        }
        parts->push_back(std::move(part));
    }
}

} // namespace stepline
