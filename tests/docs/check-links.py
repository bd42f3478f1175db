#!/usr/bin/env python3
"""Every relative link of the README, the user's manual (resources/manual) and
packaging/BENCHMARKS.md must name an existing file, and every manual page must be compiled into
the window (STEPLINE_MANUAL_PAGES in app/gui/CMakeLists.txt).

Usage: check-links.py [ROOT]   Exit 0 when all hold; 1 with one line per broken link or page.
"""
import glob
import os
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*```")


def links(path):
    in_fence = False
    with open(path, encoding="utf-8") as text:
        for number, line in enumerate(text, 1):
            if FENCE.match(line):
                in_fence = not in_fence
                continue
            if in_fence:
                continue
            # Inline code is not a link.
            for m in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
                yield number, m.group(1)


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    manual = sorted(glob.glob(os.path.join(root, "resources", "manual", "*.md")))
    docs = [os.path.join(root, "README.md"), os.path.join(root, "packaging", "BENCHMARKS.md")] + manual
    problems = []
    count = 0
    for doc in docs:
        if not os.path.exists(doc):
            problems.append(f"{os.path.relpath(doc, root)}: missing")
            continue
        for number, target in links(doc):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                continue
            count += 1
            file = target.split("#", 1)[0]
            resolved = os.path.normpath(os.path.join(os.path.dirname(doc), file))
            if not os.path.exists(resolved):
                problems.append(f"{os.path.relpath(doc, root)}:{number}: {target} does not exist")

    cmake = open(os.path.join(root, "app", "gui", "CMakeLists.txt"), encoding="utf-8").read()
    m = re.search(r"set\(STEPLINE_MANUAL_PAGES([^)]*)\)", cmake)
    listed = set(m.group(1).split()) if m else set()
    for page in manual:
        if os.path.basename(page) not in listed:
            problems.append(f"resources/manual/{os.path.basename(page)}: not in STEPLINE_MANUAL_PAGES (Help > Manual)")
    for page in sorted(listed):
        if not os.path.exists(os.path.join(root, "resources", "manual", page)):
            problems.append(f"app/gui/CMakeLists.txt: STEPLINE_MANUAL_PAGES names {page}, which does not exist")

    for p in problems:
        print(p)
    print(f"links: {len(docs)} documents, {count} relative links, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
