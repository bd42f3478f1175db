#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz (README, "Fuzzing"): builds them in the sanitizer build
# (packaging/sanitize.sh with clang: ASan + UBSan, undefined behaviour fatal), seeds each target's
# corpus from tests/data and fuzzes each for FUZZ_SECONDS. A crash, sanitizer report, leak,
# timeout (FUZZ_TIMEOUT s for one input) or an input needing more than FUZZ_RSS_MB fails the run;
# the input is kept as <corpus>/<target>.crash-* and named in the output.
#   FUZZ_SECONDS   per target (default 60: the CI smoke pass)
#   FUZZ_CORPUS    corpus root, one folder per target, kept between runs (default: a fresh
#                  temporary folder, so the smoke pass always starts from the seeds)
#   FUZZ_PARALLEL  targets fuzzed at the same time (default 1)
#   FUZZ_TARGETS   a space-separated subset (default: all of them)
#   FUZZ_SEED      libFuzzer's random seed (default: a new one each run). With a seed and the
#                  seed corpus, a run explores the same inputs in the same order as every other
#                  run with that seed, as far as its time allows: CI's short pass is then a prefix
#                  of a longer local run with the same seed, which can be checked before pushing.
# Extra arguments go to every libFuzzer command line.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export BUILD_DIR="${BUILD_DIR:-$ROOT/build-sanitize}"
SECONDS_EACH="${FUZZ_SECONDS:-60}"
PARALLEL="${FUZZ_PARALLEL:-1}"
TIMEOUT="${FUZZ_TIMEOUT:-30}"
RSS_MB="${FUZZ_RSS_MB:-2560}"
TARGETS=(${FUZZ_TARGETS:-fuzz_traceloader fuzz_steplinereader fuzz_smdebug fuzz_pstats fuzz_jobjson fuzz_nsys
    fuzz_whatif fuzz_summary fuzz_jobfactscache fuzz_diff})

if ! command -v clang++ >/dev/null 2>&1; then
    echo "fuzz: clang++ is not installed; libFuzzer needs it (apt-get install clang)" >&2
    exit 1
fi
SANITIZE_FUZZERS_ONLY=1 "$ROOT/packaging/sanitize.sh"
BIN="$BUILD_DIR/fuzz"

if [ -n "${FUZZ_CORPUS:-}" ]; then
    CORPUS="$FUZZ_CORPUS"
else
    CORPUS="$(mktemp -d "${TMPDIR:-/tmp}/stepline-fuzz-corpus.XXXXXX")"
    trap 'rm -rf "$CORPUS"' EXIT
fi
DATA="$ROOT/tests/data"
SEEDS="$CORPUS/seeds"
rm -rf "$SEEDS"
mkdir -p "$SEEDS"

# Seeds: the fixtures of tests/data each target reads (and the inputs earlier runs found, kept
# in tests/data/fuzz as regression fixtures).
seed() {
    local target="$1"
    local dir="$SEEDS/$target"
    mkdir -p "$dir" "$CORPUS/$target"
    case "$target" in
    fuzz_traceloader)
        cp "$DATA"/loaders/*.json* "$DATA"/loaders/job_cut_base/*.json "$DATA"/insights/*.json \
            "$DATA"/insights/smdebug-job/*.json "$DATA"/insights/smdebug-job/framework/pevents/*/*.json \
            "$DATA"/native/*.stepline "$dir/"
        ;;
    fuzz_steplinereader)
        local n=0
        for f in "$DATA"/native/*.stepline "$DATA"/loaders/kineto_small.json "$DATA"/loaders/flows_v2.json \
            "$DATA"/insights/python_phases.json; do
            n=$((n + 1))
            STEPLINE_FUZZ_UNPACK="$f:$dir/unpacked-$n" "$BIN/fuzz_steplinereader" >/dev/null 2>&1 \
                || echo "fuzz: could not unpack $f for a seed" >&2
        done
        ;;
    fuzz_smdebug)
        local job="$DATA/insights/smdebug-job"
        {
            echo "train-0-stepstart-1600000000250000.0_train-0-stepend-1600000000350000.0"
            cat "$job"/system/incremental/*.json
            printf '\n#framework\n'
            cat "$job"/framework/pevents/*/*.json
        } >"$dir/job"
        { echo "1596585363775342.0_1596585373504789.0_151-algo-1_-1"; cat "$job"/system/incremental/*.json; } \
            >"$dir/older-layout"
        ;;
    fuzz_pstats)
        cp "$DATA"/insights/cprofile/* "$dir/"
        ;;
    fuzz_nsys)
        # Whole SQLite databases: the real exports of tests/data and small trimmed ones.
        cp "$DATA"/loaders/nsys/*.sqlite "$ROOT"/tests/fuzz/seeds/nsys/*.sqlite "$dir/"
        ;;
    fuzz_whatif)
        cp "$DATA"/loaders/*.json "$DATA"/insights/*.json "$dir/"
        ;;
    fuzz_summary)
        # Operator efficiency's fixtures carry shapes and a GPU of the peaks table.
        cp "$DATA"/loaders/*.json "$DATA"/insights/*.json "$DATA"/opperf/*.json "$dir/"
        ;;
    fuzz_jobjson)
        cp "$ROOT"/tests/fuzz/seeds/jobjson/* "$DATA"/loaders/kineto_small.json "$DATA"/loaders/bare_array_open.json "$dir/"
        ;;
    fuzz_jobfactscache)
        cp "$ROOT"/tests/fuzz/seeds/jobfactscache/* "$dir/"
        ;;
    fuzz_diff)
        # BASE, the separator line, NEW (fuzz_diff.cpp)
        local pairs=("diff/train_steps.json diff/train_steps.json" "diff/train_steps.json loaders/kineto_small.json"
            "loaders/kineto_small.json loaders/flows_v2.json" "insights/python_phases.json diff/train_steps.json")
        local n=0 pair a b
        for pair in "${pairs[@]}"; do
            read -r a b <<<"$pair"
            n=$((n + 1))
            { cat "$DATA/$a"; printf '\n@@new@@\n'; cat "$DATA/$b"; } >"$dir/pair-$n"
        done
        ;;
    esac
}

run_target() {
    local target="$1"
    shift
    local dict=()
    case "$target" in fuzz_traceloader | fuzz_smdebug | fuzz_whatif | fuzz_summary) dict=(-dict="$ROOT/tests/fuzz/trace.dict") ;; esac
    local seed=()
    if [ -n "${FUZZ_SEED:-}" ]; then seed=(-seed="$FUZZ_SEED"); fi
    "$BIN/$target" "$CORPUS/$target" "$SEEDS/$target" "${dict[@]}" "${seed[@]}" -max_total_time="$SECONDS_EACH" \
        -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" -print_final_stats=1 \
        -artifact_prefix="$CORPUS/$target." "$@" >"$CORPUS/$target.log" 2>&1
}

# Inputs earlier runs found (each also a regression test), by the reader they hit.
regressions() {
    case "$1" in
    fuzz_traceloader) echo trace ;;
    fuzz_steplinereader) echo stepline ;;
    fuzz_smdebug) echo smdebug ;;
    fuzz_pstats) echo pstats ;;
    fuzz_jobjson) echo jobscanner ;;
    fuzz_nsys) echo nsys ;;
    fuzz_jobfactscache) echo jobfactscache ;;
    fuzz_diff) echo diff ;;
    fuzz_whatif) echo trace ;;
    fuzz_summary) echo trace ;;
    esac
}
for t in "${TARGETS[@]}"; do
    seed "$t"
    found="$DATA/fuzz/$(regressions "$t")"
    if [ -d "$found" ]; then cp "$found"/* "$SEEDS/$t/"; fi
done

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"
export QT_QPA_PLATFORM=offscreen
echo "fuzz: ${#TARGETS[@]} targets, ${SECONDS_EACH} s each, $PARALLEL at a time; corpus $CORPUS"
status=0
pids=()
names=()
flush() {
    local i
    for i in "${!pids[@]}"; do
        if ! wait "${pids[$i]}"; then status=1; fi
    done
    pids=()
    names=()
}
for t in "${TARGETS[@]}"; do
    run_target "$t" "$@" &
    pids+=($!)
    names+=("$t")
    ((${#pids[@]} >= PARALLEL)) && flush
done
flush

for t in "${TARGETS[@]}"; do
    log="$CORPUS/$t.log"
    runs="$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 runs in \2 s/p' "$log" | tail -n1)"
    corpus_files="$(find "$CORPUS/$t" -type f | wc -l)"
    if grep -qE '^==[0-9]+==ERROR|runtime error:|^SUMMARY: |ERROR: libFuzzer|deadly signal' "$log"; then
        echo "fuzz: $t FAILED (${runs:-no final stats}); log $log"
        grep -m1 -E 'runtime error:|^==[0-9]+==ERROR|ERROR: libFuzzer' "$log" | sed 's/^/    /'
        grep -m1 -E '^artifact_prefix|Test unit written to' "$log" | sed 's/^/    /'
        status=1
    else
        echo "fuzz: $t ok: ${runs:-?}, corpus $corpus_files inputs"
    fi
done
exit $status
