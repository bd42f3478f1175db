#pragma once

#include "profile.h"

#include <QString>
#include <QStringList>

#include <string>

namespace stepline::test {

// Prints a profile as lines of text (tracks, slices, instants, counters, flows, warnings) so two
// loads can be compared line by line and a failure shows what differs.
inline QStringList dumpProfile(const Profile &p)
{
    QStringList out;
    auto s = [&p](StringId id) { return QString::fromStdString(std::string(p.str(id))); };
    out << QStringLiteral("origin %1").arg(p.job().originAbsNs);
    for (size_t t = 0; t < p.tracks().size(); ++t) {
        const Track &tr = p.tracks()[t];
        const Process &pr = p.process(tr.process);
        out << QStringLiteral(
            "track %1 kind=%2 pid=%3 tid=%4 name='%5' proc='%6' labels='%7' gpu=%8 dev=%9 stream=%10")
                   .arg(t)
                   .arg(int(tr.kind))
                   .arg(pr.pid)
                   .arg(tr.tid)
                   .arg(s(tr.name), s(pr.name), s(pr.labels))
                   .arg(pr.isGpu)
                   .arg(tr.device)
                   .arg(tr.stream);
    }
    const SliceTable &sl = p.slices();
    for (size_t i = 0; i < sl.size(); ++i) {
        out << QStringLiteral("slice %1 ts=%2 dur=%3 track=%4 depth=%5 name='%6' cat='%7' args=%8")
                   .arg(i)
                   .arg(sl.ts[i])
                   .arg(sl.dur[i])
                   .arg(sl.track[i].value)
                   .arg(sl.depth[i])
                   .arg(s(sl.name[i]), s(sl.category[i]))
                   .arg(sl.args[i].isValid() ? int(sl.args[i].value) : -1);
    }
    const InstantTable &in = p.instants();
    for (size_t i = 0; i < in.size(); ++i)
        out << QStringLiteral("instant ts=%1 track=%2 name='%3' scope=%4")
                   .arg(in.ts[i])
                   .arg(in.track[i].value)
                   .arg(s(in.name[i]))
                   .arg(QChar::fromLatin1(in.scope[i]));
    const CounterTable &c = p.counters();
    for (const CounterSeries &cs : c.series) {
        for (uint32_t i = cs.begin; i < cs.end; ++i)
            out << QStringLiteral("counter '%1' ts=%2 value=%3").arg(s(cs.name)).arg(c.ts[i]).arg(c.value[i]);
    }
    const FlowTable &f = p.flows();
    for (size_t i = 0; i < f.size(); ++i)
        out << QStringLiteral("flow %1 -> %2 kind=%3")
                   .arg(f.from[i].value)
                   .arg(f.to[i].value)
                   .arg(int(f.kind[i]));
    for (const auto &[kind, entry] : p.report().entries())
        out << QStringLiteral("warning %1 x%2").arg(QString::fromStdString(kind)).arg(entry.count);
    return out;
}

} // namespace stepline::test
