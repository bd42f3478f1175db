#pragma once

#include "profile.h"

#include <QString>
#include <QStringList>

#include <string>

namespace stepline::test {

// Every field of a profile as lines of text, so two models can be compared exactly and a failure
// names the first line that differs: job, bounds, strings, ranks, processes, tracks and their
// depth spans, every slice column, args texts, instants, counters, flows and both flow indexes,
// and the load report with its samples. With rows = false only the small tables (no slices,
// instants, samples, flows or strings), for use after sameColumns().
inline QStringList dumpProfileFull(const Profile &p, bool rows = true)
{
    QStringList out;
    auto q = [](std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); };
    auto s = [&](StringId id) { return q(p.str(id)); };
    const JobInfo &job = p.job();
    out << QStringLiteral("job name='%1' origin=%2 start=%3 end=%4 events=%5")
               .arg(q(job.name))
               .arg(job.originAbsNs)
               .arg(p.startNs())
               .arg(p.endNs())
               .arg(p.eventCount());
    out << QStringLiteral("strings %1").arg(p.strings().size());
    for (uint32_t i = 0; rows && i < p.strings().size(); ++i)
        out << QStringLiteral("string %1 '%2'").arg(i).arg(s(StringId(i)));
    for (const RankInfo &r : p.ranks()) {
        out << QStringLiteral(
            "rank file='%1' rank=%2 src='%3' node='%4' format='%5' world=%6 backend='%7' dist='%8'")
                   .arg(q(r.file))
                   .arg(r.rank)
                   .arg(q(r.rankSource), q(r.node), q(r.format))
                   .arg(r.worldSize)
                   .arg(q(r.backend), q(r.distributedInfoJson));
        out << QStringLiteral("  base=%1 offset=%2 window=%3..%4 bytes=%5 events=%6 warnings=%7 trunc=%8@%9")
                   .arg(r.baseTimeNs)
                   .arg(r.offsetNs)
                   .arg(r.windowStartNs)
                   .arg(r.windowEndNs)
                   .arg(r.fileBytes)
                   .arg(r.events)
                   .arg(r.warnings)
                   .arg(r.truncated)
                   .arg(r.truncatedAtByte);
        for (const DeviceProperties &d : r.devices)
            out << QStringLiteral("  device %1 '%2' mem=%3 cc=%4.%5 sms=%6 warp=%7 tpb=%8 raw=%9")
                       .arg(d.id)
                       .arg(q(d.name))
                       .arg(d.totalGlobalMem)
                       .arg(d.computeMajor)
                       .arg(d.computeMinor)
                       .arg(d.numSms)
                       .arg(d.warpSize)
                       .arg(d.maxThreadsPerBlock)
                       .arg(q(d.rawJson));
        for (const auto &[key, value] : r.metadata)
            out << QStringLiteral("  meta %1=%2").arg(q(key), q(value));
    }
    for (const Process &pr : p.processes())
        out << QStringLiteral("process rank=%1 pid=%2 pidText=%3 name=%4 labels=%5 sort=%6/%7 gpu=%8 dev=%9")
                   .arg(pr.rank)
                   .arg(pr.pid)
                   .arg(pr.pidText.value)
                   .arg(pr.name.value)
                   .arg(pr.labels.value)
                   .arg(pr.sortIndex)
                   .arg(pr.hasSortIndex)
                   .arg(pr.isGpu)
                   .arg(pr.device);
    for (uint32_t t = 0; t < p.tracks().size(); ++t) {
        const Track &tr = p.tracks()[t];
        out << QStringLiteral("track %1 kind=%2 proc=%3 rank=%4 tid=%5 tidText=%6 name=%7 sort=%8/%9")
                    .arg(t)
                    .arg(int(tr.kind))
                    .arg(tr.process.value)
                    .arg(tr.rank)
                    .arg(tr.tid)
                    .arg(tr.tidText.value)
                    .arg(tr.name.value)
                    .arg(tr.sortIndex)
                    .arg(tr.hasSortIndex)
                + QStringLiteral(" dev=%1 stream=%2 slices=%3..%4 depths=%5+%6")
                      .arg(tr.device)
                      .arg(tr.stream)
                      .arg(tr.sliceBegin)
                      .arg(tr.sliceEnd)
                      .arg(tr.depthBegin)
                      .arg(tr.depthCount);
        for (uint16_t d = 0; d < tr.depthCount; ++d) {
            const Profile::Range r = p.depthRange(TrackId(t), d);
            out << QStringLiteral("  depth %1: %2..%3").arg(d).arg(r.begin).arg(r.end);
        }
    }
    ArgStore::Reader args(p.args());
    const SliceTable &sl = p.slices();
    for (size_t i = 0; rows && i < sl.size(); ++i)
        out << QStringLiteral("slice %1 ts=%2 dur=%3 track=%4 name=%5 cat=%6 kind=%7 depth=%8 parent=%9")
                    .arg(i)
                    .arg(sl.ts[i])
                    .arg(sl.dur[i])
                    .arg(sl.track[i].value)
                    .arg(sl.name[i].value)
                    .arg(sl.category[i].value)
                    .arg(int(sl.kind[i]))
                    .arg(sl.depth[i])
                    .arg(qint64(sl.parent[i].isValid() ? sl.parent[i].value : -1))
                + QStringLiteral(" args=%1 %2")
                      .arg(qint64(sl.args[i].isValid() ? sl.args[i].value : -1))
                      .arg(q(args.raw(sl.args[i])));
    const InstantTable &in = p.instants();
    for (size_t i = 0; rows && i < in.size(); ++i)
        out << QStringLiteral("instant ts=%1 track=%2 name=%3 cat=%4 scope=%5 args=%6")
                   .arg(in.ts[i])
                   .arg(in.track[i].value)
                   .arg(in.name[i].value)
                   .arg(in.category[i].value)
                   .arg(int(in.scope[i]))
                   .arg(q(args.raw(in.args[i])));
    const CounterTable &c = p.counters();
    for (const CounterSeries &cs : c.series) {
        out << QStringLiteral("series rank=%1 proc=%2 name=%3 %4..%5")
                   .arg(cs.rank)
                   .arg(cs.process.value)
                   .arg(cs.name.value)
                   .arg(cs.begin)
                   .arg(cs.end);
    }
    for (size_t i = 0; rows && i < c.ts.size(); ++i)
        out << QStringLiteral("sample ts=%1 value=%2").arg(c.ts[i]).arg(c.value[i], 0, 'g', 17);
    const FlowTable &f = p.flows();
    for (size_t i = 0; rows && i < f.size(); ++i)
        out << QStringLiteral("flow %1 -> %2 kind=%3 byFrom=%4 byTo=%5")
                   .arg(f.from[i].value)
                   .arg(f.to[i].value)
                   .arg(int(f.kind[i]))
                   .arg(f.byFrom[i].value)
                   .arg(f.byTo[i].value);
    for (const auto &[kind, entry] : p.report().entries()) {
        QString line = QStringLiteral("warning %1 x%2").arg(q(kind)).arg(entry.count);
        for (const LoadReport::Sample &sample : entry.first)
            line += QStringLiteral(" %1@%2").arg(sample.rank).arg(sample.byteOffset);
        out << line;
    }
    return out;
}

// Fast exact comparison of the bulky parts (every column, every args text); the small tables are
// compared through dumpProfileFull() when this says the columns differ, to name the difference.
inline bool sameColumns(const Profile &a, const Profile &b)
{
    const SliceTable &x = a.slices(), &y = b.slices();
    if (x.ts != y.ts || x.dur != y.dur || x.track != y.track || x.name != y.name || x.category != y.category
        || x.kind != y.kind || x.depth != y.depth || x.parent != y.parent || x.args != y.args)
        return false;
    const InstantTable &i = a.instants(), &j = b.instants();
    if (i.ts != j.ts || i.track != j.track || i.name != j.name || i.category != j.category || i.args != j.args
        || i.scope != j.scope)
        return false;
    if (a.counters().ts != b.counters().ts || a.counters().value != b.counters().value)
        return false;
    const FlowTable &f = a.flows(), &g = b.flows();
    if (f.from != g.from || f.to != g.to || f.kind != g.kind || f.byFrom != g.byFrom || f.byTo != g.byTo)
        return false;
    if (a.strings().size() != b.strings().size() || a.args().count() != b.args().count())
        return false;
    for (uint32_t k = 0; k < a.strings().size(); ++k) {
        if (a.str(StringId(k)) != b.str(StringId(k)))
            return false;
    }
    ArgStore::Reader ra(a.args()), rb(b.args());
    for (uint32_t k = 0; k < a.args().count(); ++k) {
        if (ra.raw(ArgSetId(k)) != rb.raw(ArgSetId(k)))
            return false;
    }
    return true;
}

} // namespace stepline::test
