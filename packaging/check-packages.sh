#!/usr/bin/env bash
# Checks that every CMake package configuration file the configure step of a build read comes
# from a Debian package that packaging/setup.sh installs, either named in its list or pulled in
# by one of those as a dependency. A config file that only some other package (or nothing: a
# hand install) provides works on a developer machine and fails on a fresh one.
#
# Usage: packaging/check-packages.sh BUILD_DIR [PACKAGE...]
#   The config files read are the <Name>_DIR entries of BUILD_DIR/CMakeCache.txt (find_package
#   in config mode records one for every package it loaded, including those found through
#   another package's find_dependency) whose folder holds <Name>Config.cmake or
#   <name>-config.cmake. Their owners come from dpkg -S. PACKAGE...: the list to check
#   (default: the PACKAGES of packaging/setup.sh). The closure follows Depends and Pre-Depends
#   of installed packages (every installed alternative of "a | b", and the installed providers
#   of virtual packages); Recommends do not count, as setup.sh installs without them.
# Exit status: 0 all provided, 1 some are not (each listed with the package to add),
#   77 cannot check here (no dpkg, or BUILD_DIR not configured).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
build="${1:?usage: check-packages.sh BUILD_DIR [PACKAGE...]}"
shift
cache="$build/CMakeCache.txt"

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v dpkg >/dev/null 2>&1; then
    echo "skipped: dpkg is not available (not a Debian system), nothing to check"
    exit 77
fi
if [ ! -f "$cache" ]; then
    echo "skipped: $cache does not exist (configure the build first)"
    exit 77
fi

if (($#)); then
    packages=("$@")
else
    # The PACKAGES=( ... ) array of setup.sh, one word per package.
    mapfile -t packages < <(sed -n '/^PACKAGES=(/,/^)/p' "$here/setup.sh" | sed '1d;$d' \
        | sed 's/#.*//' | tr -s ' \t' '\n' | grep -v '^$')
    if ((${#packages[@]} == 0)); then
        echo "error: no PACKAGES=( ... ) list found in $here/setup.sh"
        exit 1
    fi
fi

# Config files read by configure: "<name> <file>" per line.
configs=()
names=()
while IFS= read -r entry; do
    name="${entry%%_DIR:PATH=*}"
    dir="${entry#*_DIR:PATH=}"
    [ -d "$dir" ] || continue
    lower="$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')"
    for candidate in "$dir/${name}Config.cmake" "$dir/${lower}-config.cmake"; do
        if [ -f "$candidate" ]; then
            configs+=("$(realpath "$candidate")")
            names+=("$name")
            break
        fi
    done
done < <(grep -E '^[A-Za-z0-9_.+-]+_DIR:PATH=/' "$cache" || true)

if ((${#configs[@]} == 0)); then
    echo "error: $cache names no CMake package config file; was configure run?"
    exit 1
fi

# Every installed package with what it provides and depends on, as awk reads it below.
installed="$(dpkg-query -W -f='${db:Status-Status}\t${Package}\t${Provides}\t${Depends}, ${Pre-Depends}\n' \
    | awk -F'\t' '$1 == "installed"')"

# The closure: "<package> <the listed package that pulls it in>" per line.
closure="$(printf '%s\n' "$installed" | awk -F'\t' -v roots="${packages[*]}" '
    function bare(s) { gsub(/\(.*\)/, "", s); gsub(/[ \t]/, "", s); sub(/:.*/, "", s); return s }
    {
        pkg = $2; have[pkg] = 1
        n = split($3, prov, ",")
        for (i = 1; i <= n; i++) { p = bare(prov[i]); if (p != "") providers[p] = providers[p] " " pkg }
        deps[pkg] = $4
    }
    END {
        n = split(roots, r, " ")
        for (i = 1; i <= n; i++) { queue[++tail] = r[i]; via[r[i]] = r[i] }
        for (head = 1; head <= tail; head++) {
            pkg = queue[head]
            if (!(pkg in have)) continue
            groups = split(deps[pkg], group, ",")
            for (g = 1; g <= groups; g++) {
                alts = split(group[g], alt, "|")
                for (a = 1; a <= alts; a++) {
                    d = bare(alt[a]); if (d == "") continue
                    cand = (d in have) ? d : ""
                    if (d in providers) cand = cand providers[d]
                    m = split(cand, c, " ")
                    for (k = 1; k <= m; k++)
                        if (c[k] != "" && !(c[k] in via)) { via[c[k]] = via[pkg]; queue[++tail] = c[k] }
                }
            }
        }
        for (p in via) print p, via[p]
    }')"

# Owners of the config files: dpkg -S prints "pkg[:arch][, pkg2]: path".
declare -A owner=()
while IFS= read -r line; do
    path="${line##*: }"
    pkgs="${line%: *}"
    owner["$path"]="$(printf '%s' "$pkgs" | sed 's/:[a-z0-9_-]*//g; s/,//g')"
done < <(dpkg -S "${configs[@]}" 2>/dev/null || true)

declare -A via=()
while read -r pkg root; do
    [ -n "$pkg" ] && via["$pkg"]="$root"
done <<<"$closure"

missing=0
for i in "${!configs[@]}"; do
    file="${configs[$i]}"
    name="${names[$i]}"
    pkgs="${owner[$file]:-}"
    # usr-merge: dpkg may record the file under /lib rather than /usr/lib (or the reverse).
    if [ -z "$pkgs" ]; then
        alt="${file#/usr}"
        [ "$alt" = "$file" ] && alt="/usr$file"
        pkgs="$(dpkg -S "$alt" 2>/dev/null | head -n1 | sed 's/: \/.*//; s/:[a-z0-9_-]*//g; s/,//g' || true)"
    fi
    if [ -z "$pkgs" ]; then
        echo "MISSING  $name: $file belongs to no Debian package (installed by hand?);" \
            "a fresh machine will not have it"
        missing=$((missing + 1))
        continue
    fi
    found=""
    for p in $pkgs; do
        if [ -n "${via[$p]:-}" ]; then
            found="$p"
            break
        fi
    done
    if [ -n "$found" ]; then
        if [ "${via[$found]}" = "$found" ]; then
            echo "ok       $name: $found (listed)"
        else
            echo "ok       $name: $found (pulled in by ${via[$found]})"
        fi
    else
        first="${pkgs%% *}"
        echo "MISSING  $name: $file is in $first, which no package of the list installs or" \
            "depends on; add $first to PACKAGES in packaging/setup.sh"
        missing=$((missing + 1))
    fi
done

if ((missing)); then
    echo "$missing of ${#configs[@]} CMake package configs would be missing on a fresh machine"
    exit 1
fi
echo "all ${#configs[@]} CMake package configs configure read come from the package list"
