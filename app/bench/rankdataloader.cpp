#include "rankwriter.h"

#include <algorithm>

namespace stepline::tracegen {

// One batch on a data-loader worker thread; returns when it is ready.
int64_t RankWriter::workerFetch(HostThread &w, int64_t stepStart, int64_t stall)
{
    w.cursorNs = std::max({ w.cursorNs, stepStart - 2500 * kUs, m_startNs }) + m_rng.range(20, 200) * kUs;
    openPython(w, "torch/utils/data/_utils/worker.py(308): _worker_loop");
    openPython(w, "torch/utils/data/_utils/fetch.py(54): fetch");
    open(w, "cpu_op", "aten::to");
    advance(w, 300 * kUs, 700 * kUs);
    w.cursorNs += stall;
    close(w);
    open(w, "cpu_op", "aten::div");
    advance(w, 100 * kUs, 300 * kUs);
    close(w);
    openPython(w, "torch/utils/data/_utils/collate.py(141): default_collate");
    open(w, "cpu_op", "aten::stack");
    open(w, "cpu_op", "aten::cat");
    advance(w, 200 * kUs, 500 * kUs);
    close(w);
    close(w);
    closePython(w);
    closePython(w);
    closePython(w);
    return w.cursorNs;
}

} // namespace stepline::tracegen
