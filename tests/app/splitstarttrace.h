#pragma once

#include <QByteArray>

namespace stepline::test {

// One rank's trace of a two-rank job whose first event starts at firstUs and, when laterUs is
// given, a second event at laterUs 2 MiB further on: past the head a quick scan reads, so the
// quick facts and the whole text disagree on when the rank started (job listings must word the
// runs from the whole text).
inline QByteArray splitStartTrace(int rank, const QByteArray &firstUs, const QByteArray &laterUs)
{
    const QByteArray event
        = "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"op\", \"pid\": 1, \"tid\": 1, ";
    QByteArray text = "{\"distributedInfo\": {\"rank\": " + QByteArray::number(rank)
        + ", \"world_size\": 2},\n\"traceEvents\": [\n" + event + "\"ts\": " + firstUs + ", \"dur\": 5}";
    if (!laterUs.isEmpty())
        text += "," + QByteArray(2 << 20, ' ') + event + "\"ts\": " + laterUs + ", \"dur\": 5}";
    return text + "]}\n";
}

} // namespace stepline::test
