#!/usr/bin/env bash
# Installs the Debian 12 packages Stepline needs (only the missing ones) and configures + builds
# it in Release. Sourced by run.sh, test.sh and sanitize.sh; BUILD_DIR, CMAKE_EXTRA_ARGS and
# BUILD_TARGETS (a space-separated subset; default: everything) may be preset.
set -euo pipefail

STEPLINE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$STEPLINE_ROOT/build}"

PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libgl-dev libzstd-dev zlib1g-dev libdeflate-dev libisal-dev nlohmann-json3-dev libsqlite3-dev sqlite3
    fonts-dejavu-core
)

missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "stepline: installing missing packages: ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

JOBS="$(nproc 2>/dev/null || echo 2)"
cmake -S "$STEPLINE_ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release ${CMAKE_EXTRA_ARGS:-}
TARGET_ARGS=()
for t in ${BUILD_TARGETS:-}; do TARGET_ARGS+=(--target "$t"); done
cmake --build "$BUILD_DIR" --parallel "$JOBS" "${TARGET_ARGS[@]}"
