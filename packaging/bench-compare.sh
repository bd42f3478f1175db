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
# Usage: packaging/bench-compare.sh [FILE.json] [--runs K] [--job DIR]
#   without FILE, a 200 MB trace is generated (stepline-bench gen) under $TMPDIR.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
runs=5
file=""
job=""
while (($#)); do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --job) job="$2"; shift 2 ;;
    *) file="$1"; shift ;;
    esac
done
if ! dpkg-query -W -f='${Status}' libsimdjson-dev 2>/dev/null | grep -q "install ok installed"; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get install -y -qq --no-install-recommends libsimdjson-dev >/dev/null
fi
[ -x "$build/app/stepline" ] || BUILD_TARGETS="stepline stepline-bench" source "$root/packaging/setup.sh"
stepline="$build/app/stepline"
floor="$build/simdjson-floor"
c++ -O3 -DNDEBUG -std=c++20 "$root/app/bench/floor/simdjsonfloor.cpp" -o "$floor" $(pkg-config --cflags --libs simdjson)

tmp="${TMPDIR:-/tmp}/stepline-bench-compare"
mkdir -p "$tmp"
if [ -z "$file" ]; then
    file="$tmp/trace-200mb.json"
    [ -s "$file" ] || "$build/app/bench/stepline-bench" gen --events 580000 -o "$file" >/dev/null
fi
[ -s "$file.gz" ] || gzip -6 -c "$file" >"$file.gz"
native="$tmp/$(basename "$file" .json).stepline"
"$stepline" convert "$file" -o "$native" >/dev/null

# "wall_us cpu_us" of one run of the command line "$1" (run by bash -c, output discarded). Wall
# time from the clock in ns, CPU time (user + sys of the command and its children) from bash's
# `times`, in ms: /usr/bin/time's 10 ms steps are too coarse for the .stepline summary.
measure() {
    local start end cpu
    start=$(date +%s%N)
    cpu=$( { bash -c "$1" >/dev/null 2>&1 || true; times; } | tail -1)
    end=$(date +%s%N)
    awk -v w="$(((end - start) / 1000))" -v c="$cpu" 'BEGIN {
        n = split(c, t, /[ms ]+/); us = 0
        for (i = 1; i + 1 <= n; i += 2) if (t[i] != "") us += (t[i] * 60 + t[i + 1]) * 1e6
        printf "%d %d\n", w, us }'
}
median() { sort -n | awk '{v[NR]=$1} END {m=int((NR+1)/2); print v[m]}'; }

# pair NAME "A command" "B command": alternates A and B, prints both medians and B/A, A's speed
# relative to B (> 1: A is faster), for wall time and for CPU time.
# Goals (wall): one core >= 0.8, all cores >= 1.0, gzip > 1, .stepline >= 10, job >= 0.6.
pair() {
    local name="$1" a="$2" b="$3" aw=() ac=() bw=() bc=()
    for ((i = 0; i <= runs; i++)); do
        local ta tb
        ta=$(measure "$a"); tb=$(measure "$b")
        ((i == 0)) && continue # warm-up
        aw+=("${ta% *}"); ac+=("${ta#* }"); bw+=("${tb% *}"); bc+=("${tb#* }")
    done
    local maw mac mbw mbc
    maw=$(printf '%s\n' "${aw[@]}" | median); mac=$(printf '%s\n' "${ac[@]}" | median)
    mbw=$(printf '%s\n' "${bw[@]}" | median); mbc=$(printf '%s\n' "${bc[@]}" | median)
    awk -v n="$name" -v aw="$maw" -v bw="$mbw" -v ac="$mac" -v bc="$mbc" \
        'BEGIN {printf "%-40s wall A %7.3f s B %7.3f s B/A %5.2f | cpu A %7.3f s B %7.3f s B/A %5.2f\n",
            n, aw/1e6, bw/1e6, bw/aw, ac/1e6, bc/1e6, bc/ac}'
}

echo "file: $file ($(du -m "$file" | cut -f1) MB; .gz $(du -m "$file.gz" | cut -f1) MB), $runs runs each after a warm-up, medians"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
pair "one core: A stepline, B simdjson floor" "taskset -c 0 $stepline summary $file" "taskset -c 0 $floor $file"
pair "all cores: A stepline, B simdjson floor" "$stepline summary $file" "$floor $file"
pair ".json.gz: A stepline, B gzip -dc" "$stepline summary $file.gz" "gzip -dc $file.gz"
pair "A summary of .stepline, B of .json" "$stepline summary $native" "$stepline summary $file"
if [ -n "$job" ]; then
    mapfile -t jobfiles < <(find "$job" -name '*.json' | sort)
    half=$(((${#jobfiles[@]} + 1) / 2))
    firsthalf="${jobfiles[*]:0:half}"
    secondhalf="${jobfiles[*]:half}"
    pair "job: A stepline-bench load, B 2 floors" "$build/app/bench/stepline-bench load $job" \
        "$floor $firsthalf & $floor $secondhalf & wait"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
