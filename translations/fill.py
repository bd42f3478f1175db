#!/usr/bin/env python3
"""Merge translations from a JSON file into translations/stepline_<lang>.ts.

Usage: fill.py [pending.json ...]   (default: translations/pending*.json)

JSON: {"source text": {"ko": "...", "de": "...", "fr": "...", "it": "..."}}; for numerus
strings (%n) a language maps to a list of forms (ko: 1 form; de, fr, it: 2 forms).
Only messages whose translation is missing or unfinished are filled; prints what stays missing.
"""
import glob
import json
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
LANGS = ["ko", "de", "fr", "it"]
FORMS = {"ko": 1, "de": 2, "fr": 2, "it": 2}


def load(paths):
    table = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            table.update(json.load(f))
    return table


def fill(lang, table):
    path = os.path.join(HERE, f"stepline_{lang}.ts")
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source")
            tr = message.find("translation")
            if tr.get("type") in ("vanished", "obsolete"):
                continue
            numerus = message.get("numerus") == "yes"
            done = tr.get("type") != "unfinished" and (
                all((nf.text or "").strip() for nf in tr.findall("numerusform")) if numerus else (tr.text or "").strip())
            if done:
                continue
            entry = table.get(source, {}).get(lang)
            if not entry:
                missing.append(source)
                continue
            if numerus:
                forms = entry if isinstance(entry, list) else [entry] * FORMS[lang]
                for nf in list(tr):
                    tr.remove(nf)
                for form in forms[: FORMS[lang]]:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = entry if isinstance(entry, str) else entry[0]
            tr.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    return missing


def main():
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(HERE, "pending*.json")))
    table = load(paths)
    status = 0
    for lang in LANGS:
        missing = fill(lang, table)
        if missing:
            status = 1
            print(f"{lang}: {len(missing)} untranslated")
            for s in missing[:40]:
                print("   ", s[:100])
    return status


if __name__ == "__main__":
    sys.exit(main())
