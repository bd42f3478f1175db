#pragma once

#include "traceevent.h"
#include "traceoptions.h"

#include <string>

class QIODevice;

namespace stepline::tracegen {

// Renders trace events as Kineto-layout JSON text (two-space indentation, ts/dur in µs with three
// decimals, an ac2g flow event right after its launch or GPU op) into a buffer that goes to the
// output device in ~1 MiB writes. Counts what it writes into the rank's stats.
class TraceEventWriter
{
public:
    TraceEventWriter(QIODevice &out, TraceRankStats &stats, int64_t baseNs);

    // Raw text for the parts that are not events (header, footer): appended as given.
    std::string &text() { return m_buf; }

    // ",\n  {...}" for every event but the first of traceEvents, which has no comma.
    void write(const TraceEvent &e);

    // Writes the buffer out once it is big enough (or always with force).
    void flush(bool force);
    bool failed() const { return m_failed; }

private:
    QIODevice &m_out;
    TraceRankStats &m_stats;
    const int64_t m_baseNs;
    std::string m_buf;
    bool m_firstEvent = true;
    bool m_failed = false;
};

} // namespace stepline::tracegen
