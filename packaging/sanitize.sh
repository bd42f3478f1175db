#!/usr/bin/env bash
# Builds the Qt-free core (model, analysis, insights, loaders, native format) with AddressSanitizer
# and UBSan and runs its test programs. These are the parts that read untrusted bytes (traces,
# .stepline files) and do index arithmetic over millions of events, so memory errors there are the
# ones that matter; the GUI suites stay in the normal build (Qt's own code is not instrumented and
# would only slow CI down). Any sanitizer report fails the run.
# With clang installed it builds with clang and also builds the libFuzzer targets of tests/fuzz
# in the same build (packaging/fuzz.sh runs them), so fuzzing needs no third full build.
# SANITIZE_FUZZERS_ONLY=1: build only the fuzz targets and run no test (what fuzz.sh needs).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export BUILD_DIR="${BUILD_DIR:-$ROOT/build-sanitize}"
export CMAKE_EXTRA_ARGS="${CMAKE_EXTRA_ARGS:-} -DSTEPLINE_WERROR=ON -DSTEPLINE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo"
TESTS=(tst_model tst_jsonreader tst_loaders tst_loaderrobustness tst_native
       tst_analysis tst_precision tst_summarytraces tst_rules tst_insightsanalysis tst_smdebug tst_cprofile
       tst_nsysloader tst_parallelparse tst_jobmerge tst_timebase tst_whatif tst_whatifpairs
       tst_jobscanner tst_jobfacts tst_paralleltasks)
BUILD_LIST=("${TESTS[@]}")
if command -v clang++ >/dev/null 2>&1; then
    export CMAKE_EXTRA_ARGS="$CMAKE_EXTRA_ARGS -DCMAKE_CXX_COMPILER=clang++ -DSTEPLINE_FUZZ=ON"
    BUILD_LIST+=(stepline_fuzzers)
fi
[ "${SANITIZE_FUZZERS_ONLY:-0}" = "1" ] && BUILD_LIST=(stepline_fuzzers)
export BUILD_TARGETS="${BUILD_LIST[*]}"
source "$ROOT/packaging/setup.sh"
[ "${SANITIZE_FUZZERS_ONLY:-0}" = "1" ] && exit 0

export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export QT_QPA_PLATFORM=offscreen
cd "$BUILD_DIR"
regex="^($(IFS='|'; echo "${TESTS[*]}"))\$"
ctest --output-on-failure --parallel "$JOBS" -R "$regex" "$@"
