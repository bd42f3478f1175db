#pragma once

#include "profilebuilder.h"

#include <string>

namespace stepline::test {

// Small hand-built profiles for analysis tests. Times are absolute ns; finalize() subtracts the
// earliest one, so tests start every fixture at 0 to keep expectations readable.
class Fixture
{
public:
    StringId s(std::string_view text) { return b.strings().intern(text); }

    uint32_t rank(int32_t number, std::string node = {})
    {
        RankInfo info;
        info.rank = number;
        info.node = node.empty() ? "node" + std::to_string(number) : std::move(node);
        info.file = "rank" + std::to_string(number) + ".json";
        return b.addRank(std::move(info));
    }
    TrackId cpu(uint32_t rankIndex, int64_t tid, int64_t pid = 100)
    {
        return b.track(b.process(rankIndex, pid), tid, TrackKind::CpuThread);
    }
    TrackId gpu(uint32_t rankIndex, int32_t device, int64_t stream)
    {
        const ProcessId p = b.process(rankIndex, device);
        b.processAt(p).isGpu = true;
        b.processAt(p).device = device;
        const TrackId t = b.track(p, stream, TrackKind::GpuStream);
        b.trackAt(t).device = device;
        b.trackAt(t).stream = stream;
        return t;
    }
    uint32_t slice(TrackId track, int64_t ts, int64_t dur, std::string_view name, std::string_view category,
        std::string_view args = {})
    {
        const ArgSetId a = args.empty() ? ArgSetId() : b.args().append(args);
        return b.addSlice(track, ts, dur, s(name), s(category), a);
    }
    ProfilePtr finalize() { return b.finalize(); }

    ProfileBuilder b;
};

} // namespace stepline::test
