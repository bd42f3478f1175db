// Extraction of the collectives analysis input from a loaded profile: the communication kernels of
// each rank and the four args the matching and the bandwidths need.
#include "collectives.h"

#include "analysisinternal.h"
#include "commkernel.h"
#include "profile.h"

#include <charconv>

namespace stepline {

namespace {

// A JSON scalar as compact text ("\"0\"", "12") without its quotes.
std::string_view unquote(std::string_view text)
{
    if (text.size() >= 2 && text.front() == '"' && text.back() == '"')
        return text.substr(1, text.size() - 2);
    return text;
}

// An integer written as a JSON number or a quoted number; -1 when absent or not an integer.
int64_t integerOf(std::string_view text)
{
    text = unquote(text);
    int64_t v = -1;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    return ec == std::errc() && ptr == text.data() + text.size() && v >= 0 ? v : -1;
}

// The four args of one communication kernel; empty strings where missing.
struct CommArgs
{
    std::string group;
    std::string seq;
    std::string nelems;
    std::string dtype;
    bool complete() const { return !group.empty() && !seq.empty() && !nelems.empty() && !dtype.empty(); }
    // What args lack, from the op's.
    void fillFrom(const CommArgs &op)
    {
        if (group.empty())
            group = op.group;
        if (seq.empty())
            seq = op.seq;
        if (nelems.empty())
            nelems = op.nelems;
        if (dtype.empty())
            dtype = op.dtype;
    }
    void fillFrom(std::string_view args)
    {
        if (group.empty())
            group = ArgStore::value(args, "Process Group Name");
        if (seq.empty())
            seq = ArgStore::value(args, "Seq");
        if (nelems.empty())
            nelems = ArgStore::value(args, "In msg nelems");
        if (dtype.empty())
            dtype = ArgStore::value(args, "dtype");
    }
};

// The record_param_comms op that launched kernel k: the one enclosing its launch call, or the op
// (or an op enclosing it) its External id names. None when the trace has neither.
EventId launchingCommsOp(const Profile &profile, uint32_t k, StringId commsName)
{
    const SliceTable &s = profile.slices();
    const FlowTable &flows = profile.flows();
    for (const FlowId f : flows.incoming(EventId(k))) {
        const FlowKind kind = flows.kind[f.value];
        if (kind != FlowKind::Launch && kind != FlowKind::External)
            continue;
        for (EventId e = flows.from[f.value]; e.isValid(); e = s.parent[e.value]) {
            if (s.name[e.value] == commsName)
                return e;
        }
    }
    return {};
}

} // namespace

void CollectiveInput::addKernel(int64_t start, int64_t end, uint32_t kindIndex, uint32_t groupIndex,
    int64_t seqValue, int64_t byteCount, EventId ev)
{
    startNs.push_back(start);
    endNs.push_back(end);
    kind.push_back(kindIndex);
    group.push_back(groupIndex);
    seq.push_back(seqValue);
    bytes.push_back(byteCount);
    event.push_back(ev);
    ranks.back().end = uint32_t(startNs.size());
}

namespace {

uint32_t internIn(std::vector<std::string> *list, std::string_view name)
{
    for (size_t i = 0; i < list->size(); ++i)
        if ((*list)[i] == name)
            return uint32_t(i);
    list->emplace_back(name);
    return uint32_t(list->size() - 1);
}

} // namespace

uint32_t CollectiveInput::internKind(std::string_view name)
{
    return internIn(&kinds, name);
}

uint32_t CollectiveInput::internGroup(std::string_view name)
{
    if (groups.empty())
        groups.emplace_back();
    return name.empty() ? 0 : internIn(&groups, name);
}

uint32_t CollectiveInput::internNode(std::string_view name)
{
    return internIn(&nodes, name);
}

int dtypeBytes(std::string_view dtype)
{
    dtype = unquote(dtype);
    if (dtype.substr(0, 5) == "c10::")
        dtype.remove_prefix(5);
    if (dtype.substr(0, 6) == "torch.")
        dtype.remove_prefix(6);
    auto is = [&](std::initializer_list<std::string_view> names) {
        for (std::string_view n : names)
            if (dtype == n)
                return true;
        return false;
    };
    if (is({ "Double", "double", "float64", "Long", "long", "int64", "int64_t", "ComplexFloat",
            "complex64" }))
        return 8;
    if (is({ "Float", "float", "float32", "Int", "int", "int32", "int32_t", "UInt32", "uint32" }))
        return 4;
    if (is({ "Half", "half", "float16", "BFloat16", "bfloat16", "Short", "short", "int16", "UInt16",
            "uint16" }))
        return 2;
    if (is({ "Byte", "uint8", "uint8_t", "Char", "int8", "int8_t", "Bool", "bool", "Float8_e4m3fn",
            "Float8_e5m2", "Float8_e4m3fnuz", "Float8_e5m2fnuz", "float8_e4m3fn", "float8_e5m2" }))
        return 1;
    if (is({ "ComplexDouble", "complex128" }))
        return 16;
    return 0;
}

CollectiveInput collectiveInput(const Profile &profile, const Scope &scope)
{
    const ScopeFilter filter(profile, scope);
    const SliceTable &s = profile.slices();
    CollectiveInput in;
    in.groups.emplace_back(); // 0: unknown process group

    // Rank indices in rank-number order; communication kernels collected per rank index.
    std::vector<uint32_t> order;
    for (uint32_t r = 0; r < profile.ranks().size(); ++r)
        if (filter.includesRank(r))
            order.push_back(r);
    std::stable_sort(order.begin(), order.end(),
        [&](uint32_t a, uint32_t b) { return profile.ranks()[a].rank < profile.ranks()[b].rank; });

    detail::NameMemo<int32_t> kindOfName(profile); // -1: not a communication kernel
    std::vector<std::pair<uint32_t, uint32_t>> found; // (rank index, slice)
    for (const Track &track : profile.tracks()) {
        if (!filter.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (s.kind[i] != EventKind::Kernel)
                continue;
            const int32_t k = kindOfName.get(s.name[i], [&](std::string_view name) {
                return isCommunicationKernelName(name) ? int32_t(in.internKind(collectiveKindOfName(name)))
                                                       : int32_t(-1);
            });
            if (k >= 0)
                found.emplace_back(track.rank, i);
        }
    }
    std::vector<uint32_t> position(profile.ranks().size(), 0);
    for (uint32_t p = 0; p < order.size(); ++p)
        position[order[p]] = p;
    std::sort(found.begin(), found.end(), [&](const auto &a, const auto &b) {
        if (a.first != b.first)
            return position[a.first] < position[b.first];
        if (s.ts[a.second] != s.ts[b.second])
            return s.ts[a.second] < s.ts[b.second];
        return a.second < b.second;
    });

    // The args of every kernel and of its record_param_comms op, read in arg id order with one
    // reader: communication kernels are a few in every arg block, so reading them in kernel order
    // (and the ops' with a second reader) decompressed the whole store twice. The kernel's own
    // args win; its op fills what they lack.
    StringId commsName;
    const bool haveCommsOps = profile.strings().find("record_param_comms", &commsName);
    std::vector<CommArgs> kernelArgs(found.size()), opArgs(haveCommsOps ? found.size() : 0);
    {
        std::vector<std::pair<ArgSetId, uint32_t>> reads; // (args, 2 x found index + 1 for the op's)
        reads.reserve(found.size() * (haveCommsOps ? 2 : 1));
        for (uint32_t k = 0; k < found.size(); ++k) {
            const uint32_t i = found[k].second;
            if (s.args[i].isValid())
                reads.push_back({ s.args[i], 2 * k });
            if (haveCommsOps) {
                if (const EventId op = launchingCommsOp(profile, i, commsName);
                    op.isValid() && s.args[op.value].isValid())
                    reads.push_back({ s.args[op.value], 2 * k + 1 });
            }
        }
        std::sort(reads.begin(), reads.end(), [](const auto &a, const auto &b) {
            return a.first.value != b.first.value ? a.first.value < b.first.value : a.second < b.second;
        });
        ArgStore::Reader reader(profile.args());
        for (const auto &[args, slot] : reads)
            ((slot & 1) ? opArgs : kernelArgs)[slot / 2].fillFrom(reader.raw(args));
    }
    size_t next = 0;
    for (const uint32_t r : order) {
        const RankInfo &info = profile.ranks()[r];
        CollectiveInput::RankEntry entry;
        entry.rank = info.rank;
        entry.node = in.internNode(info.node);
        entry.begin = entry.end = uint32_t(in.kernelCount());
        in.ranks.push_back(entry);
        for (; next < found.size() && found[next].first == r; ++next) {
            const uint32_t i = found[next].second;
            CommArgs &a = kernelArgs[next];
            if (!a.complete() && haveCommsOps)
                a.fillFrom(opArgs[next]);
            const int64_t nelems = integerOf(a.nelems);
            const int size = dtypeBytes(a.dtype);
            const int64_t byteCount = nelems >= 0 && size > 0 ? nelems * size : -1;
            const uint32_t kind = uint32_t(kindOfName.get(s.name[i], [](std::string_view) { return -1; }));
            in.addKernel(s.ts[i], s.end(i), kind, in.internGroup(unquote(a.group)), integerOf(a.seq),
                byteCount, EventId(i));
        }
    }
    return in;
}

} // namespace stepline
