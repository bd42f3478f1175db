#!/usr/bin/env bash
# Runs packaging/check-packages.sh on this build three ways: with setup.sh's list (must pass),
# with that list less libqt6opengl6-dev (the list that failed on a fresh Debian 12: must fail,
# naming Qt6OpenGL), and less qt6-base-dev (must pass: qt6-charts-dev depends on it, which shows
# the dependency closure is followed). Exit 77 (skipped) where the check cannot run (no dpkg).
set -uo pipefail
source_dir="${1:?usage: test-check-packages.sh SOURCE_DIR BUILD_DIR}"
build_dir="${2:?usage: test-check-packages.sh SOURCE_DIR BUILD_DIR}"
check="$source_dir/packaging/check-packages.sh"

out="$(bash "$check" "$build_dir")"
rc=$?
echo "$out"
[ $rc -eq 77 ] && exit 77
if [ $rc -ne 0 ]; then
    echo "FAIL: the package list of packaging/setup.sh does not provide every config configure read"
    exit 1
fi

mapfile -t listed < <(sed -n '/^PACKAGES=(/,/^)/p' "$source_dir/packaging/setup.sh" | sed '1d;$d' \
    | sed 's/#.*//' | tr -s ' \t' '\n' | grep -v '^$')
without() { printf '%s\n' "${listed[@]}" | grep -vx "$1"; }

mapfile -t old < <(without libqt6opengl6-dev)
out="$(bash "$check" "$build_dir" "${old[@]}")"
rc=$?
if [ $rc -ne 1 ] || ! grep -q '^MISSING  Qt6OpenGL: .* add libqt6opengl6-dev' <<<"$out"; then
    echo "$out"
    echo "FAIL: the list without libqt6opengl6-dev should fail on Qt6OpenGL (exit 1), got exit $rc"
    exit 1
fi
echo "as expected, without libqt6opengl6-dev: $(grep '^MISSING' <<<"$out")"

mapfile -t nobase < <(without qt6-base-dev)
out="$(bash "$check" "$build_dir" "${nobase[@]}")"
rc=$?
if [ $rc -ne 0 ] || ! grep -q '^ok       Qt6Core: qt6-base-dev (pulled in by ' <<<"$out"; then
    echo "$out"
    echo "FAIL: without qt6-base-dev in the list it should still be found as a dependency, got exit $rc"
    exit 1
fi
echo "as expected, without qt6-base-dev: $(grep '^ok       Qt6Core:' <<<"$out")"
