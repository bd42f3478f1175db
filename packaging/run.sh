#!/usr/bin/env bash
# Installs what is missing, builds Stepline in Release and opens it: on PATH when given, else on
# the bundled demo profile.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

TARGET="${1:-$STEPLINE_ROOT/resources/demo/resnet-2node}"
# The window straight away: `stepline PATH` would start it too, one exec later.
exec "$BUILD_DIR/app/stepline-gui" "$TARGET" "${@:2}"
