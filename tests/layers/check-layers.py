#!/usr/bin/env python3
"""Keeps the layers of STYLE.md: every `#include "..."` of the product code (model/, loaders/,
views/, app/) must point at a room the including room may use (ALLOWED below), and no two folders
at any level may include each other, directly or around a circle.

Usage: check-layers.py [ROOT]   (ROOT: the repository; default: two folders above this script)
Exit 0 when the rules hold; 1 with one line per broken rule (file:line, what, why).

An include is matched to a file the way the build's include folders find it: the path it writes,
first beside the including file, else any product file whose path ends with it (the closest one
to the includer when several do). Includes that match no product file (Qt, std, generated
headers) are outside the rules.
"""
import os
import re
import sys
from collections import defaultdict

TOP = ("model", "loaders", "views", "app")
MODEL = {"model", "model/analysis", "model/insights"}
VIEWS = {"views", "views/common", "views/charts", "views/report", "views/dashboard", "views/compare"}

# The rooms of loaders/, one per reader plus what they share, each using only rooms below it:
# common (errors, options, progress, compression, memory) < the readers (json, smdebug, nsys) <
# job (scanning a folder of rank files) < native (.stepline, which can hold an smdebug file) <
# open (the one entry point: picks the reader by a path's content).
LOADERS_BASE = {"model", "model/analysis", "loaders/fileio"}
LOADER_ROOMS = {
    "loaders/common": LOADERS_BASE,
    "loaders/json": LOADERS_BASE | {"loaders/common"},
    "loaders/smdebug": LOADERS_BASE | {"loaders/common"},
    "loaders/nsys": LOADERS_BASE | {"loaders/common"},
    "loaders/job": LOADERS_BASE | {"loaders/common", "loaders/json", "loaders/smdebug", "loaders/nsys"},
    "loaders/native": LOADERS_BASE
    | {"loaders/common", "loaders/json", "loaders/smdebug", "loaders/nsys", "loaders/job"},
    "loaders/open": LOADERS_BASE
    | {"loaders/common", "loaders/json", "loaders/smdebug", "loaders/nsys", "loaders/job", "loaders/native"},
}
# What the rest of the house may include of loaders/: any of its rooms.
LOADERS = {"loaders"} | set(LOADER_ROOMS)

# Room -> the rooms its files may include (a room always may include itself). A file belongs to
# the longest room path that holds it, so loaders/json/ is "loaders/json".
ALLOWED = {
    "model": set(),
    "model/analysis": {"model"},
    "model/insights": {"model", "model/analysis"},
    # Writing a file whole or not at all (no Qt; a Qt Core device over it); the loaders' writers,
    # the views' exports and the app's verbs use it (the one part of loaders/ views may include).
    # Its messages are translated as the loaders' are (loaders/common/loadtext.h).
    "loaders/fileio": {"loaders/common"},
    # The .stepline writer stores what the cross-rank analyses read.
    "loaders": {"model", "model/analysis", "loaders/fileio"},
    **LOADER_ROOMS,
    # Views take plain values: never a loader, a file or a setting. What they export they render
    # into a device that loaders/fileio writes whole or not at all. Their rooms, from the ground:
    # common/ (plain values, formats, palettes), charts/ (a ChartData drawn, whatever made it), the
    # panels (views/ and its other folders: timeline, ranks, insights, ...), report/ (files and the
    # PDF from the dashboard's plain values), then the two tabs that use them all and never each
    # other: dashboard/ and compare/.
    "views/common": MODEL,
    "views/charts": MODEL | {"loaders/fileio", "views/common"},
    "views": MODEL | {"loaders/fileio", "views/common", "views/charts"},
    "views/report": MODEL | {"loaders/fileio", "views/common", "views/charts", "views"},
    "views/dashboard": MODEL | {"loaders/fileio", "views/common", "views/charts", "views", "views/report"},
    "views/compare": MODEL | {"loaders/fileio", "views/common", "views/charts", "views", "views/report"},
    # The command line links Qt Core only: no view, no window.
    "app/cli": MODEL | LOADERS | {"loaders/fileio"},
    "app/cli/render": MODEL | LOADERS | VIEWS | {"loaders/fileio", "app/cli"},
    "app/gui": MODEL | LOADERS | VIEWS | {"loaders/fileio", "app/cli", "app/cli/render"},
    "app/bench": MODEL | LOADERS | VIEWS | {"loaders/fileio", "app/cli", "app/cli/render", "app/gui"},
}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SOURCE = (".h", ".hpp", ".cpp", ".cc")


def room_of(path):
    best = None
    for room in ALLOWED:
        if path == room or path.startswith(room + "/"):
            if best is None or len(room) > len(best):
                best = room
    return best


def product_files(root):
    files = []
    for top in TOP:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(SOURCE):
                    files.append(os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/"))
    return files


def common_prefix_len(a, b):
    n = 0
    for x, y in zip(a.split("/"), b.split("/")):
        if x != y:
            break
        n += 1
    return n


def resolve(includer, written, files, by_name):
    beside = os.path.normpath(os.path.join(os.path.dirname(includer), written)).replace(os.sep, "/")
    if beside in files:
        return beside
    candidates = [f for f in by_name.get(os.path.basename(written), ()) if f == written or f.endswith("/" + written)]
    if not candidates:
        return None
    return max(candidates, key=lambda f: (common_prefix_len(f, includer), f))


def find_cycle(nodes, edges):
    """One circle of the directed graph as a list of nodes, or None."""
    state = {}
    stack = []

    def visit(node):
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(nodes):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    files = product_files(root)
    file_set = set(files)
    by_name = defaultdict(list)
    for f in files:
        by_name[os.path.basename(f)].append(f)

    problems = []
    arrows = []  # (from file, to file, line)
    for f in files:
        with open(os.path.join(root, f), encoding="utf-8", errors="replace") as text:
            for number, line in enumerate(text, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                target = resolve(f, m.group(1), file_set, by_name)
                if target is None or target == f:
                    continue
                arrows.append((f, target, number))
                a, b = room_of(f), room_of(target)
                if a is None or b is None or a == b:
                    continue
                if b not in ALLOWED[a]:
                    problems.append(f"{f}:{number}: includes {target}: {a}/ may not use {b}/ (allowed: "
                                    + (", ".join(sorted(ALLOWED[a])) or "nothing") + ")")

    # Circles between the folders of every level: the nodes of folder D are its sub-folders and
    # "(files of D)" for the files directly in it.
    folders = {""}
    for f in files:
        parts = f.split("/")[:-1]
        for i in range(len(parts)):
            folders.add("/".join(parts[: i + 1]))
    for folder in sorted(folders):
        prefix = folder + "/" if folder else ""
        edges = defaultdict(set)
        nodes = set()

        def node_of(path):
            if not path.startswith(prefix):
                return None
            rest = path[len(prefix):].split("/")
            return rest[0] if len(rest) > 1 else f"(files of {folder or '.'})"

        for a, b, _ in arrows:
            na, nb = node_of(a), node_of(b)
            if na is None or nb is None or na == nb:
                continue
            nodes.update((na, nb))
            edges[na].add(nb)
        cycle = find_cycle(nodes, edges)
        if cycle:
            witnesses = []
            for x, y in zip(cycle, cycle[1:]):
                w = next(f"{a}:{n} -> {b}" for a, b, n in arrows if node_of(a) == x and node_of(b) == y)
                witnesses.append(w)
            problems.append(f"{folder or '.'}/: circle {' -> '.join(cycle)} ({'; '.join(witnesses)})")

    for p in problems:
        print(p)
    print(f"layers: {len(files)} files, {len(arrows)} includes between them, {len(problems)} broken rule(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
