# Sourced by the packaging/bench-*.sh scripts: alternating whole-process timings and their medians.
# Set `runs` (runs of each side after one warm-up) before calling pair.

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

# pair NAME "A command" "B command" [GOAL]: alternates A and B, prints both medians and B/A (A's
# speed relative to B, > 1: A is faster) for wall time and for CPU time, each ratio the median of
# the pairwise ratios of the runs (pairing keeps it meaningful when the machine's speed drifts).
# With GOAL, the line ends with the goal for the wall ratio and whether this run met it.
pair() {
    local name="$1" a="$2" b="$3" goal="${4:-}" aw=() ac=() bw=() bc=() rw=() rc=()
    for ((i = 0; i <= runs; i++)); do
        local ta tb
        ta=$(measure "$a"); tb=$(measure "$b")
        ((i == 0)) && continue # warm-up
        aw+=("${ta% *}"); ac+=("${ta#* }"); bw+=("${tb% *}"); bc+=("${tb#* }")
        rw+=("$(awk -v a="${ta% *}" -v b="${tb% *}" 'BEGIN {printf "%.4f", b / a}')")
        rc+=("$(awk -v a="${ta#* }" -v b="${tb#* }" 'BEGIN {printf "%.4f", (a > 0 ? b / a : 0)}')")
    done
    local maw mac mbw mbc mrw mrc
    maw=$(printf '%s\n' "${aw[@]}" | median); mac=$(printf '%s\n' "${ac[@]}" | median)
    mbw=$(printf '%s\n' "${bw[@]}" | median); mbc=$(printf '%s\n' "${bc[@]}" | median)
    mrw=$(printf '%s\n' "${rw[@]}" | median); mrc=$(printf '%s\n' "${rc[@]}" | median)
    awk -v n="$name" -v aw="$maw" -v bw="$mbw" -v ac="$mac" -v bc="$mbc" -v rw="$mrw" -v rc="$mrc" -v g="$goal" \
        'BEGIN {printf "%-44s wall A %7.3f s B %7.3f s B/A %5.2f | cpu A %7.3f s B %7.3f s B/A %5.2f", n, aw/1e6, bw/1e6, rw, ac/1e6, bc/1e6, rc
            if (g != "") printf " | goal >= %s: %s", g, (rw >= g ? "met" : "NOT met")
            printf "\n"}'
}
