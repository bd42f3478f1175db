#include "collectives.h"

#include "profile.h"

#include "percentile.h"
#include "steps.h"

#include <algorithm>
#include <map>
#include <string>

namespace stepline {

namespace {

// NCCL's bus bandwidth factor (nccl-tests, doc/PERFORMANCE.md) for n ranks.
double busFactor(std::string_view kind, size_t n)
{
    const double nn = double(n);
    if (kind == "AllReduce")
        return 2.0 * (nn - 1.0) / nn;
    if (kind == "AllGather" || kind == "ReduceScatter" || kind == "AllToAll" || kind == "AlltoAll")
        return (nn - 1.0) / nn;
    return 1.0;
}

std::string groupLabel(const std::string &group)
{
    return group.empty() ? std::string("unknown process group") : "process group " + group;
}

// Matching result before any time is looked at: collectives as lists of kernels, by rank.
struct Matching
{
    std::vector<Collective> collectives;
    std::vector<CollectiveMember> members;
    std::vector<char> matched; // per kernel
};

// (group, Seq): every run of kernels with the same key on two or more ranks is one collective.
void matchBySeq(const CollectiveInput &in, const std::vector<uint32_t> &rankOf, Matching *m,
    std::vector<CollectiveWarning> *warnings)
{
    std::vector<uint32_t> ids;
    for (uint32_t k = 0; k < in.kernelCount(); ++k)
        if (in.seq[k] >= 0)
            ids.push_back(k);
    if (ids.empty())
        return;
    std::sort(ids.begin(), ids.end(), [&](uint32_t a, uint32_t b) {
        if (in.group[a] != in.group[b])
            return in.group[a] < in.group[b];
        if (in.seq[a] != in.seq[b])
            return in.seq[a] < in.seq[b];
        if (rankOf[a] != rankOf[b])
            return rankOf[a] < rankOf[b];
        return in.startNs[a] < in.startNs[b];
    });
    // (kind, group) -> kernels on one rank only / repeated on a rank.
    std::map<std::pair<uint32_t, uint32_t>, std::pair<uint64_t, uint64_t>> problems;
    for (size_t i = 0; i < ids.size();) {
        size_t j = i + 1;
        while (j < ids.size() && in.group[ids[j]] == in.group[ids[i]] && in.seq[ids[j]] == in.seq[ids[i]])
            ++j;
        size_t distinct = 0;
        for (size_t q = i; q < j; ++q)
            distinct += q == i || rankOf[ids[q]] != rankOf[ids[q - 1]];
        auto &problem = problems[{ in.kind[ids[i]], in.group[ids[i]] }];
        if (distinct < 2) {
            problem.first += j - i;
        } else {
            Collective c;
            c.kind = in.kind[ids[i]];
            c.group = in.group[ids[i]];
            c.seq = in.seq[ids[i]];
            c.memberBegin = uint32_t(m->members.size());
            for (size_t q = i; q < j; ++q) {
                if (q > i && rankOf[ids[q]] == rankOf[ids[q - 1]]) {
                    ++problem.second; // the first kernel of the rank is its instance
                    continue;
                }
                CollectiveMember member;
                member.rankEntry = rankOf[ids[q]];
                member.kernel = ids[q];
                member.event = in.event[ids[q]];
                m->members.push_back(member);
                m->matched[ids[q]] = 1;
            }
            c.memberEnd = uint32_t(m->members.size());
            m->collectives.push_back(c);
        }
        i = j;
    }
    for (const auto &[key, counts] : problems) {
        if (counts.first == 0 && counts.second == 0)
            continue;
        CollectiveWarning w;
        w.kind = in.kinds[key.first];
        w.group = in.groups[key.second];
        if (counts.first > 0)
            w.message = w.kind + " (" + groupLabel(w.group) + "): " + std::to_string(counts.first)
                + " kernel(s) whose Seq no other rank has; not matched";
        if (counts.second > 0)
            w.message += std::string(w.message.empty() ? "" : "; ") + w.kind + " (" + groupLabel(w.group)
                + "): " + std::to_string(counts.second)
                + " kernel(s) repeat a Seq on the same rank; not matched";
        warnings->push_back(std::move(w));
    }
}

// Order within each (group, kind): the i-th kernel of every rank of the group, only when they all
// have the same count.
void matchByOrder(const CollectiveInput &in, Matching *m, std::vector<CollectiveWarning> *warnings)
{
    const size_t rankCount = in.ranks.size();
    const size_t groupCount = std::max<size_t>(1, in.groups.size());
    const size_t kindCount = in.kinds.size();
    if (kindCount == 0 || rankCount == 0)
        return;
    // counts[(group * kinds + kind) * ranks + rank] over kernels without Seq.
    std::vector<uint32_t> counts(groupCount * kindCount * rankCount, 0);
    std::vector<char> inGroup(groupCount * rankCount, 0);
    for (size_t r = 0; r < rankCount; ++r) {
        for (uint32_t k = in.ranks[r].begin; k < in.ranks[r].end; ++k) {
            inGroup[in.group[k] * rankCount + r] = 1;
            if (in.seq[k] < 0)
                ++counts[(in.group[k] * kindCount + in.kind[k]) * rankCount + r];
        }
    }
    // Ranks of an unknown process group: every rank with communication kernels.
    for (size_t r = 0; r < rankCount; ++r)
        inGroup[r] = in.ranks[r].end > in.ranks[r].begin;

    std::vector<uint32_t> participants;
    std::vector<uint32_t> slot(rankCount);
    for (size_t g = 0; g < groupCount; ++g) {
        participants.clear();
        for (uint32_t r = 0; r < rankCount; ++r)
            if (inGroup[g * rankCount + r])
                participants.push_back(r);
        for (size_t kind = 0; kind < kindCount; ++kind) {
            const uint32_t *row = &counts[(g * kindCount + kind) * rankCount];
            uint64_t total = 0;
            uint32_t lo = ~0u, hi = 0;
            int32_t loRank = -1, hiRank = -1;
            for (const uint32_t r : participants) {
                total += row[r];
                if (row[r] < lo) {
                    lo = row[r];
                    loRank = in.ranks[r].rank;
                }
                if (row[r] > hi) {
                    hi = row[r];
                    hiRank = in.ranks[r].rank;
                }
            }
            if (total == 0)
                continue;
            const std::string kindName = in.kinds[kind];
            const std::string &groupName = g < in.groups.size() ? in.groups[g] : std::string();
            if (participants.size() < 2 || lo != hi) {
                CollectiveWarning w;
                w.kind = kindName;
                w.group = groupName;
                if (participants.size() < 2)
                    w.message = kindName + " (" + groupLabel(groupName) + "): " + std::to_string(total)
                        + " kernel(s) on one rank only; not matched";
                else
                    w.message = kindName + " (" + groupLabel(groupName)
                        + "): counts differ across ranks (rank " + std::to_string(loRank) + " has "
                        + std::to_string(lo) + ", rank " + std::to_string(hiRank) + " has "
                        + std::to_string(hi) + "); not matched";
                warnings->push_back(std::move(w));
                continue;
            }
            // lo collectives of participants.size() members each, members in rank order.
            const uint32_t firstMember = uint32_t(m->members.size());
            const uint32_t width = uint32_t(participants.size());
            m->members.resize(m->members.size() + size_t(lo) * width);
            for (uint32_t i = 0; i < lo; ++i) {
                Collective c;
                c.kind = uint32_t(kind);
                c.group = uint32_t(g);
                c.ordinal = i;
                c.memberBegin = firstMember + i * width;
                c.memberEnd = c.memberBegin + width;
                m->collectives.push_back(c);
            }
            for (uint32_t p = 0; p < width; ++p) {
                const uint32_t r = participants[p];
                uint32_t i = 0;
                for (uint32_t k = in.ranks[r].begin; k < in.ranks[r].end; ++k) {
                    if (in.seq[k] >= 0 || in.group[k] != g || in.kind[k] != kind)
                        continue;
                    CollectiveMember &member = m->members[firstMember + i * width + p];
                    member.rankEntry = r;
                    member.kernel = k;
                    member.event = in.event[k];
                    m->matched[k] = 1;
                    ++i;
                }
            }
        }
    }
}

// Node clock offsets from the raw ends of the matched collectives.
std::vector<NodeClockOffset> estimateOffsets(const CollectiveInput &in, const Matching &m)
{
    std::vector<NodeClockOffset> out(in.nodes.size());
    for (size_t n = 0; n < in.nodes.size(); ++n)
        out[n].node = in.nodes[n];
    if (in.nodes.size() < 2)
        return out;
    std::vector<std::vector<int64_t>> diffs(in.nodes.size());
    std::vector<std::pair<uint32_t, int64_t>> ends; // (node, end), reused
    std::vector<int64_t> run;
    std::vector<int64_t> medianOf(in.nodes.size());
    std::vector<char> present(in.nodes.size());
    for (const Collective &c : m.collectives) {
        ends.clear();
        for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q) {
            const CollectiveMember &member = m.members[q];
            ends.emplace_back(in.ranks[member.rankEntry].node, in.endNs[member.kernel]);
        }
        std::sort(ends.begin(), ends.end());
        std::fill(present.begin(), present.end(), 0);
        for (size_t i = 0; i < ends.size();) {
            size_t j = i;
            run.clear();
            while (j < ends.size() && ends[j].first == ends[i].first)
                run.push_back(ends[j++].second);
            medianOf[ends[i].first] = percentileNsOfSorted(run, 0.5);
            present[ends[i].first] = 1;
            i = j;
        }
        if (!present[0])
            continue;
        for (size_t n = 1; n < in.nodes.size(); ++n) {
            if (present[n])
                diffs[n].push_back(medianOf[n] - medianOf[0]);
        }
        ++out[0].collectives;
    }
    for (size_t n = 1; n < in.nodes.size(); ++n) {
        out[n].collectives = diffs[n].size();
        if (!diffs[n].empty())
            out[n].offsetNs = percentileNsInPlace(diffs[n], 0.5);
    }
    return out;
}

} // namespace

bool CollectiveAnalysis::applies() const
{
    size_t withKernels = 0;
    for (const RankCollectiveStats &r : ranks)
        withKernels += r.collectives + r.unmatched > 0;
    return withKernels >= 2;
}

const RankCollectiveStats *CollectiveAnalysis::rankStats(int32_t rank) const
{
    const auto it = std::lower_bound(ranks.begin(), ranks.end(), rank,
        [](const RankCollectiveStats &r, int32_t value) { return r.rank < value; });
    return it != ranks.end() && it->rank == rank ? &*it : nullptr;
}

CollectiveAnalysis analyzeCollectives(const CollectiveInput &in, const CollectiveOptions &options)
{
    CollectiveAnalysis out;
    out.kinds = in.kinds;
    out.groups = in.groups.empty() ? std::vector<std::string>(1) : in.groups;
    out.aligned = options.alignClocks;
    out.communicationKernels = in.kernelCount();

    std::vector<uint32_t> rankOf(in.kernelCount());
    for (uint32_t r = 0; r < in.ranks.size(); ++r)
        for (uint32_t k = in.ranks[r].begin; k < in.ranks[r].end; ++k)
            rankOf[k] = r;

    Matching m;
    m.matched.assign(in.kernelCount(), 0);
    matchBySeq(in, rankOf, &m, &out.warnings);
    matchByOrder(in, &m, &out.warnings);
    out.clockOffsets = estimateOffsets(in, m);

    out.ranks.resize(in.ranks.size());
    for (size_t r = 0; r < in.ranks.size(); ++r) {
        out.ranks[r].rank = in.ranks[r].rank;
        out.ranks[r].node = in.nodes.empty() ? std::string() : in.nodes[in.ranks[r].node];
    }
    for (uint32_t k = 0; k < in.kernelCount(); ++k) {
        if (m.matched[k])
            ++out.matchedKernels;
        else
            ++out.ranks[rankOf[k]].unmatched;
    }
    out.unmatchedKernels = out.communicationKernels - out.matchedKernels;

    auto shiftOf = [&](uint32_t rankEntry) -> int64_t {
        if (!options.alignClocks)
            return 0;
        return out.clockOffsets[in.ranks[rankEntry].node].offsetNs;
    };
    std::vector<int64_t> scratch;
    for (Collective &c : m.collectives) {
        int64_t maxS = INT64_MIN, secondS = INT64_MIN, minS = INT64_MAX, maxE = INT64_MIN;
        uint32_t last = c.memberBegin;
        for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q) {
            CollectiveMember &member = m.members[q];
            const int64_t shift = shiftOf(member.rankEntry);
            member.rawStartNs = in.startNs[member.kernel];
            member.startNs = member.rawStartNs - shift;
            member.endNs = in.endNs[member.kernel] - shift;
            // Members are in rank order, so >= gives a tie to the highest rank number.
            if (member.startNs >= maxS) {
                secondS = maxS;
                maxS = member.startNs;
                last = q;
            } else if (member.startNs > secondS) {
                secondS = member.startNs;
            }
            minS = std::min(minS, member.startNs);
            maxE = std::max(maxE, member.endNs);
        }
        scratch.clear();
        for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q) {
            CollectiveMember &member = m.members[q];
            member.waitNs = maxS - member.startNs;
            scratch.push_back(member.endNs - maxS);
            RankCollectiveStats &rs = out.ranks[member.rankEntry];
            ++rs.collectives;
            rs.waitNs += member.waitNs;
            if (c.bytes < 0 && in.bytes[member.kernel] >= 0)
                c.bytes = in.bytes[member.kernel];
        }
        c.firstStartNs = minS;
        c.lastStartNs = maxS;
        c.lastEndNs = maxE;
        c.skewNs = maxS - minS;
        c.delayNs = maxS - secondS;
        c.transferNs = percentileNsInPlace(scratch, 0.5);
        const CollectiveMember &lastMember = m.members[last];
        c.lastRank = in.ranks[lastMember.rankEntry].rank;
        RankCollectiveStats &lastStats = out.ranks[lastMember.rankEntry];
        ++lastStats.timesLast;
        lastStats.delayCausedNs += c.delayNs;
        if (c.bytes >= 0 && c.transferNs > 0) {
            c.algbwGbps = double(c.bytes) / double(c.transferNs);
            c.busbwGbps = c.algbwGbps * busFactor(in.kinds[c.kind], c.size());
        }
    }
    std::stable_sort(m.collectives.begin(), m.collectives.end(),
        [](const Collective &a, const Collective &b) { return a.lastStartNs < b.lastStartNs; });
    out.collectives = std::move(m.collectives);
    out.members = std::move(m.members);

    for (const RankCollectiveStats &r : out.ranks)
        if (r.collectives > 0)
            out.stragglerRanking.push_back(r.rank);
    std::stable_sort(out.stragglerRanking.begin(), out.stragglerRanking.end(), [&](int32_t a, int32_t b) {
        const int64_t da = out.rankStats(a)->delayCausedNs, db = out.rankStats(b)->delayCausedNs;
        return da != db ? da > db : a < b;
    });
    return out;
}

CollectiveAnalysis analyzeCollectives(
    const Profile &profile, const Scope &scope, const CollectiveOptions &options)
{
    // One rank has no peers to wait for (applies() would say so after a pass over every kernel).
    if (profile.ranks().size() < 2)
        return CollectiveAnalysis();
    return analyzeCollectives(collectiveInput(profile, scope), options);
}

std::vector<CrossRankStep> crossRankSteps(const std::vector<Step> &steps)
{
    std::vector<CrossRankStep> out;
    out.reserve(steps.size());
    for (const Step &s : steps)
        out.push_back({ s.rank, s.number, s.tsNs, s.durNs });
    return out;
}

CrossRankData crossRankData(const Profile &profile)
{
    CrossRankData out;
    out.input = collectiveInput(profile);
    out.steps = crossRankSteps(hostSteps(profile));
    out.originAbsNs = profile.job().originAbsNs;
    return out;
}

std::vector<int64_t> stepWaitNs(const std::vector<Step> &steps, const CollectiveAnalysis &analysis)
{
    return stepWaitNs(crossRankSteps(steps), analysis);
}

std::vector<int64_t> stepWaitNs(const std::vector<CrossRankStep> &steps, const CollectiveAnalysis &analysis)
{
    std::vector<int64_t> out(steps.size(), 0);
    // Per rank entry: its members' wait intervals in the rank's own clock, sorted by start.
    std::vector<std::vector<std::pair<int64_t, int64_t>>> waits(analysis.ranks.size());
    std::vector<int64_t> longest(analysis.ranks.size(), 0);
    for (const CollectiveMember &member : analysis.members) {
        if (member.waitNs <= 0)
            continue;
        waits[member.rankEntry].emplace_back(member.rawStartNs, member.rawStartNs + member.waitNs);
        longest[member.rankEntry] = std::max(longest[member.rankEntry], member.waitNs);
    }
    for (auto &w : waits)
        std::sort(w.begin(), w.end());
    for (size_t i = 0; i < steps.size(); ++i) {
        const CrossRankStep &step = steps[i];
        const RankCollectiveStats *stats = analysis.rankStats(step.rank);
        if (!stats)
            continue;
        const size_t r = size_t(stats - analysis.ranks.data());
        const auto &w = waits[r];
        const int64_t stepEnd = step.tsNs + step.durNs;
        auto it = std::lower_bound(w.begin(), w.end(), std::make_pair(step.tsNs - longest[r], INT64_MIN));
        for (; it != w.end() && it->first < stepEnd; ++it) {
            const int64_t a = std::max(it->first, step.tsNs), b = std::min(it->second, stepEnd);
            if (b > a)
                out[i] += b - a;
        }
    }
    return out;
}

} // namespace stepline
