#!/usr/bin/env bash
# Loading speed against floors measured in the same run, as ratios (absolute seconds on a shared
# machine are noise). Builds the simdjson On-Demand floor (app/bench/floor/simdjsonfloor.cpp, with
# Debian's libsimdjson-dev, installed when missing) next to a Release build of Stepline, then runs,
# alternating, K times each and reports medians:
#   one core  (taskset -c 0): stepline summary FILE.json   vs  simdjson-floor FILE.json
#   all cores:                stepline summary FILE.json   vs  simdjson-floor FILE.json
#   gzip:                     stepline summary FILE.json.gz vs gzip -dc FILE.json.gz
#   native:                   stepline summary FILE.json   vs  stepline summary FILE.stepline
#   with --job DIR:           stepline-bench load DIR      vs  two simdjson floors side by side,
#                                                              each on half of DIR's files
# Each pair prints the median wall time and the median CPU time (user + sys) of A and B, and B/A of
# both: on a shared machine the CPU-time ratio is the steadier one (wall time includes waiting for
# a core), while only wall time shows what a second core brings.
#   with --shapes DIR (a folder of real traces; the tests' ../shared/traces): builds the floor and
#   runs `stepline-bench compare --shapes DIR` (app/bench/benchcompare.cpp, the home of the method):
#   the three load pairs above (one core, all cores, .json.gz) on real traces as they are (inflated
#   to .json), and on big traces of real shapes (packaging/bench-shapes.py repeats a real trace's
#   events up to --shape-mb MB): args-heavy (record_shapes, with_stack, Concrete Inputs: TraceLens
#   H100), python_function-heavy and AMD (TraceLens MI300), a bare array (HTA's df_index_resolver
#   written as one), and the generator's (or FILE); each ratio printed with its goal.
# Usage: packaging/bench-compare.sh [FILE.json] [--runs K] [--job DIR] [--shapes DIR [--shape-mb N]]
#   without FILE, a 200 MB trace is generated (stepline-bench gen) under $TMPDIR.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
runs=5
file=""
job=""
shapes=""
shapemb=200
while (($#)); do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --job) job="$2"; shift 2 ;;
    --shapes) shapes="$2"; shift 2 ;;
    --shape-mb) shapemb="$2"; shift 2 ;;
    *) file="$1"; shift ;;
    esac
done
if ! dpkg-query -W -f='${Status}' libsimdjson-dev 2>/dev/null | grep -q "install ok installed"; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get install -y -qq --no-install-recommends libsimdjson-dev >/dev/null
fi
bench="$build/app/bench/stepline-bench"
{ [ -x "$build/app/stepline" ] && [ -x "$bench" ] && [[ "$("$bench" --help)" == *"stepline-bench compare "* ]]; } ||
    BUILD_TARGETS="stepline stepline-bench" source "$root/packaging/setup.sh"
stepline="$build/app/stepline"
floor="$build/simdjson-floor"
# The floor's buffers in huge pages, as Stepline's are (app/bench/benchcompare.cpp says why).
floorrun="env GLIBC_TUNABLES=glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=33554432 $floor"
c++ -O3 -DNDEBUG -std=c++20 "$root/app/bench/floor/simdjsonfloor.cpp" -o "$floor" $(pkg-config --cflags --libs simdjson)

tmp="${TMPDIR:-/tmp}/stepline-bench-compare"
mkdir -p "$tmp"
if [ -n "$shapes" ]; then
    # FILE, when given, stands for the generator's trace.
    exec "$bench" compare --shapes "$shapes" --shape-mb "$shapemb" --runs "$runs" --floor "$floor" \
        --stepline "$stepline" --work "$tmp" ${file:+--events 0 "$file"}
fi
if [ -z "$file" ]; then
    file="$tmp/trace-200mb.json"
    [ -s "$file" ] || "$build/app/bench/stepline-bench" gen --events 580000 -o "$file" >/dev/null
fi
[ -s "$file.gz" ] || gzip -6 -c "$file" >"$file.gz"

source "$root/packaging/bench-lib.sh"

native="$tmp/$(basename "$file" .json).stepline"
"$stepline" convert "$file" -o "$native" >/dev/null

echo "file: $file ($(du -m "$file" | cut -f1) MB; .gz $(du -m "$file.gz" | cut -f1) MB), $runs runs each after a warm-up, medians"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
pair "one core: A stepline, B simdjson floor" "taskset -c 0 $stepline summary $file" "taskset -c 0 $floorrun $file" 0.8
pair "all cores: A stepline, B simdjson floor" "$stepline summary $file" "$floorrun $file" 1.0
pair ".json.gz: A stepline, B gzip -dc" "$stepline summary $file.gz" "gzip -dc $file.gz" 1.3
pair "A summary of .stepline, B of .json" "$stepline summary $native" "$stepline summary $file" 10
if [ -n "$job" ]; then
    mapfile -t jobfiles < <(find "$job" -name '*.json' | sort)
    half=$(((${#jobfiles[@]} + 1) / 2))
    firsthalf="${jobfiles[*]:0:half}"
    secondhalf="${jobfiles[*]:half}"
    pair "job: A stepline-bench load, B 2 floors" "$build/app/bench/stepline-bench load $job" \
        "$floorrun $firsthalf & $floorrun $secondhalf & wait" 0.6
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
