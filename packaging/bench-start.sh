#!/usr/bin/env bash
# Process start of every `stepline` verb on the smallest meaningful input (the tests' fixtures), as
# ratios against `stepline --version` (the floor: the dynamic loader and nothing else) measured in
# the same run. Absolute times on a shared machine are noise; the ratios and instruction counts are
# the figures to compare.
#   CPU:          whole-process task-clock (perf stat, children included, so the rendering verbs'
#                 execv() of stepline-gui counts), runs alternating verb and floor; medians, and the
#                 median of the pairwise ratios.
#   instructions: valgrind --tool=callgrind (exact and steady on a busy machine), every process of
#                 the command summed (the rendering verbs exec stepline-gui).
# The rendering verbs (export-charts, report, export-timeline) are measured on their --help only:
# they start stepline-gui by design.
# The last row is stepline-start-probe (app/bench/startprobe.cpp): the summary of the same trace
# with no Qt linked, the start the verbs would have once their path needs no Qt.
#   --against OTHER: another build's stepline (e.g. main's), run alternating with this one: its
#   median CPU ms and instructions, and other/this (> 1: this build starts faster).
# Usage: packaging/bench-start.sh [--runs K] [--no-callgrind] [--stepline PATH] [--against PATH]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
runs=30
callgrind=1
stepline=""
against=""
while (($#)); do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --no-callgrind) callgrind=0; shift ;;
    --stepline) stepline="$2"; shift 2 ;;
    --against) against="$2"; shift 2 ;;
    *) echo "usage: $0 [--runs K] [--no-callgrind] [--stepline PATH] [--against PATH]" >&2; exit 1 ;;
    esac
done
stepline="${stepline:-$build/app/stepline}"
[[ -x "$stepline" ]] || { echo "$stepline is missing: ninja -C $build stepline stepline-gui" >&2; exit 1; }
command -v perf >/dev/null || { echo "perf is missing (apt-get install linux-perf)" >&2; exit 1; }
data="$root/tests/data"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cases=(
    "--version|--version"
    "--help|--help"
    "summary|summary $data/loaders/kineto_small.json"
    "summary --json|summary $data/loaders/kineto_small.json --json"
    "summary .json.gz|summary $data/loaders/kineto_small.json.gz"
    "summary .stepline|summary $data/native/hand-v1.stepline"
    "summary .sqlite (Nsight)|summary $data/loaders/nsys/mordred-nsys2021-schema2-quadro.sqlite"
    "summary job folder (2 ranks)|summary $data/loaders/job_cut_base"
    "jobs|jobs $data/loaders/job_cut_base"
    "rules|rules $data/loaders/kineto_small.json"
    "explain|explain $data/loaders/kineto_small.json"
    "convert|convert $data/loaders/kineto_small.json -o $work/out.stepline"
    "python-stats|python-stats $data/insights/python-profiling/job"
    "diff|diff $data/loaders/kineto_small.json $data/diff/train_steps.json"
    "whatif|whatif $data/loaders/kineto_small.json"
    "export-charts --help|export-charts --help"
    "report --help|report --help"
    "export-timeline --help|export-timeline --help"
    "summary, no Qt linked (probe)|@probe $data/loaders/kineto_small.json"
)
probe="$build/app/bench/stepline-start-probe"

# Task-clock ms of one whole run of `stepline ARGS...` (output discarded); STEPLINE_BIN overrides.
cpu_ms() {
    perf stat -x, -e task-clock -- "${STEPLINE_BIN:-$stepline}" "$@" 2>&1 >/dev/null |
        awk -F, '$3 == "task-clock" {v = $1} END {print v}'
}
median() { sort -g | awk '{v[NR]=$1} END {m=int((NR+1)/2); print v[m]}'; }
# Instructions of every process of `stepline ARGS...`, summed.
instructions() {
    valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null "${STEPLINE_BIN:-$stepline}" "$@" 2>&1 >/dev/null |
        awk '/Collected :/ {s += $NF} END {print s + 0}'
}

export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
# The jobs verb reads and writes its facts cache: a fresh one, so the figure is not the size of the
# user's cache.
export XDG_CACHE_HOME="$work/cache"
floor_ir=""
((callgrind)) && floor_ir=$(instructions --version)
printf '%-30s %9s %9s %6s | %12s %6s' "command ($runs runs)" "cpu ms" "floor ms" "ratio" "instructions" "ratio"
[[ -n "$against" ]] && printf ' | %9s %6s %12s %6s' "other ms" "o/this" "other instr" "o/this"
printf '\n'
for c in "${cases[@]}"; do
    name="${c%%|*}"
    read -r -a args <<<"${c#*|}"
    bin="$stepline"; compare="$against"
    if [[ "${args[0]}" == @probe ]]; then
        [[ -x "$probe" ]] || { echo "$name: $probe is missing (ninja -C $build stepline-start-probe)"; continue; }
        bin="$probe"; compare=""; args=("${args[@]:1}")
    fi
    verb=(); floor=(); ratio=(); other=(); oratio=()
    STEPLINE_BIN="$bin" cpu_ms "${args[@]}" >/dev/null; cpu_ms --version >/dev/null # warm-up
    [[ -z "$compare" ]] || STEPLINE_BIN="$against" cpu_ms "${args[@]}" >/dev/null
    for ((i = 0; i < runs; i++)); do
        a=$(STEPLINE_BIN="$bin" cpu_ms "${args[@]}"); f=$(cpu_ms --version)
        verb+=("$a"); floor+=("$f")
        if [[ -n "$compare" ]]; then
            o=$(STEPLINE_BIN="$against" cpu_ms "${args[@]}")
            other+=("$o"); oratio+=("$(awk -v a="$a" -v o="$o" 'BEGIN {printf "%.4f", (a > 0 ? o / a : 0)}')")
        fi
        ratio+=("$(awk -v a="$a" -v f="$f" 'BEGIN {printf "%.4f", (f > 0 ? a / f : 0)}')")
    done
    mv=$(printf '%s\n' "${verb[@]}" | median); mf=$(printf '%s\n' "${floor[@]}" | median)
    mr=$(printf '%s\n' "${ratio[@]}" | median)
    ir="-"; irr="-"
    if ((callgrind)); then
        ir=$(STEPLINE_BIN="$bin" instructions "${args[@]}")
        irr=$(awk -v a="$ir" -v f="$floor_ir" 'BEGIN {printf "%.2f", a / f}')
    fi
    printf '%-30s %9.2f %9.2f %6.2f | %12s %6s' "$name" "$mv" "$mf" "$mr" "$ir" "$irr"
    if [[ -n "$compare" ]]; then
        mo=$(printf '%s\n' "${other[@]}" | median); mor=$(printf '%s\n' "${oratio[@]}" | median)
        oir="-"; oirr="-"
        if ((callgrind)); then
            oir=$(STEPLINE_BIN="$against" instructions "${args[@]}")
            oirr=$(awk -v a="$ir" -v o="$oir" 'BEGIN {printf "%.2f", o / a}')
        fi
        printf ' | %9.2f %6.2f %12s %6s' "$mo" "$mor" "$oir" "$oirr"
    elif [[ -n "$against" ]]; then
        printf ' | %9s %6s %12s %6s' - - - -
    fi
    printf '\n'
done
