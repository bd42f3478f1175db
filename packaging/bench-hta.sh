#!/usr/bin/env bash
# Stepline against HolisticTraceAnalysis (HTA, a Python package; its source is public) on the same
# traces: A is `stepline summary TRACE` (load to the first number, the whole process), B is HTA's
# TraceAnalysis(trace_dir=...) load plus get_temporal_breakdown(visualize=False), also the whole
# Python process. Prints B/A per trace (goal: >= 50) with the medians of alternating runs.
# HTA needs pandas, numpy, plotly, networkx and psutil (Debian 12: python3-pandas python3-plotly
# python3-networkx python3-psutil); nothing of HTA is part of Stepline, pass the folder of its source.
# Usage: packaging/bench-hta.sh HTA_SOURCE_DIR TRACE.json[.gz]... [--runs K]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
runs=3
hta=""
traces=()
while (($#)); do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    *) if [ -z "$hta" ]; then hta="$(cd "$1" && pwd)"; else traces+=("$(realpath "$1")"); fi; shift ;;
    esac
done
[ -n "$hta" ] && ((${#traces[@]})) || { sed -n 2,8p "$0"; exit 2; }
python=/usr/bin/python3
"$python" -c "import sys; sys.path.insert(0, '$hta'); import hta.trace_analysis" ||
    { echo "HTA cannot be imported from $hta (pandas, numpy, plotly, networkx, psutil?)"; exit 1; }
stepline="$build/app/stepline"
source "$root/packaging/bench-lib.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "$runs runs each after a warm-up, medians; load average $(cut -d' ' -f1-3 /proc/loadavg)"
for t in "${traces[@]}"; do
    d="$tmp/$(basename "$t")-dir"
    mkdir -p "$d"
    ln -sf "$t" "$d/$(basename "$t")" # HTA reads every trace of a folder
    b="$python -c \"import sys; sys.path.insert(0, '$hta'); from hta.trace_analysis import TraceAnalysis; \
TraceAnalysis(trace_dir='$d').get_temporal_breakdown(visualize=False)\""
    bash -c "$b" >/dev/null 2>&1 || { echo "$(basename "$t"): HTA failed on it"; continue; }
    pair "$(basename "$t"): A stepline summary, B HTA" "$stepline summary $t" "$b" 50
done
