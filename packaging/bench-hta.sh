#!/usr/bin/env bash
# Stepline against HolisticTraceAnalysis (HTA, a Python package; its source is public) on the same
# traces, by `stepline-bench hta` (app/bench/benchhta.cpp): A is `stepline summary TRACE` (load to
# the first number, the whole process), B is HTA's TraceAnalysis(trace_dir=...) load plus
# get_temporal_breakdown(visualize=False), timed inside its Python process and as the whole process.
# Prints B/A per trace (goal: >= 50, judged on HTA's two calls alone) with the medians of
# alternating runs. HTA needs pandas, numpy, plotly, networkx and psutil (Debian 12: python3-pandas
# python3-plotly python3-networkx python3-psutil); nothing of HTA is part of Stepline, pass the
# folder of its source.
# Usage: packaging/bench-hta.sh HTA_SOURCE_DIR TRACE.json[.gz]... [--runs K]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
(($# >= 2)) || { sed -n 2,10p "$0"; exit 2; }
python=/usr/bin/python3
"$python" -c "import sys; sys.path.insert(0, '$1'); import hta.trace_analysis" ||
    { echo "HTA cannot be imported from $1 (pandas, numpy, plotly, networkx, psutil?)"; exit 1; }
exec "$build/app/bench/stepline-bench" hta "$@" --python "$python"
