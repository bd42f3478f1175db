#!/usr/bin/env bash
# Installs what is missing, builds Stepline (warnings are errors) and runs every test with CTest.
# GUI tests run on the offscreen platform (set per test in tests/CMakeLists.txt). Tests labelled
# "slow" are skipped unless STEPLINE_SLOW_TESTS=1.
set -euo pipefail
export CMAKE_EXTRA_ARGS="${CMAKE_EXTRA_ARGS:-} -DSTEPLINE_WERROR=ON"
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

export QT_QPA_PLATFORM=offscreen
LABEL_ARGS=(-LE slow)
[ "${STEPLINE_SLOW_TESTS:-0}" = "1" ] && LABEL_ARGS=()
cd "$BUILD_DIR"
ctest --output-on-failure --parallel "$JOBS" "${LABEL_ARGS[@]}" "$@"
