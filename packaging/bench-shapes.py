#!/usr/bin/env python3
"""Builds a big trace of a real trace's shape, for loading benchmarks on shapes other than the
generator's: the source's events are repeated end to end in time until the output reaches the
size asked for. Each copy's timestamps are shifted past the previous copy, and its flow, async and
correlation ids are offset so that copies never link to each other; metadata events are written
once; the top-level keys keep their order (Kineto's baseTimeNanoseconds stays last).

usage: bench-shapes.py SOURCE.json[.gz] --mb N -o OUT.json [--bare]
  --bare: write the bare array of events (the oldest exporters' shape) instead of an object.
"""
import argparse
import gzip
import json
import sys

ID_ARGS = ("correlation", "External id", "Record function id", "Ev Idx")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("--mb", type=float, required=True)
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--bare", action="store_true")
    a = ap.parse_args()
    opener = gzip.open if a.source.endswith(".gz") else open
    with opener(a.source, "rt", encoding="utf-8") as f:
        doc = json.load(f)
    events = doc if isinstance(doc, list) else doc["traceEvents"]
    timed = [e for e in events if isinstance(e, dict) and isinstance(e.get("ts"), (int, float))]
    if not timed:
        sys.exit("the source has no timed events")
    begin = min(e["ts"] for e in timed)
    end = max(e["ts"] + (e.get("dur") or 0) for e in timed if isinstance(e.get("dur", 0), (int, float)))
    shift = int(end - begin) + 1000  # whole microseconds keep the decimals' digits
    meta = [json.dumps(e) for e in events if not (isinstance(e, dict) and e.get("ph") != "M")]
    body = [e for e in events if isinstance(e, dict) and e.get("ph") != "M"]
    target = int(a.mb * 1e6)
    with open(a.output, "w", encoding="utf-8") as out:
        if isinstance(doc, dict) and not a.bare:
            keys = list(doc.keys())
            out.write("{")
            first = True
            for k in keys:
                if not first:
                    out.write(", ")
                first = False
                if k != "traceEvents":
                    out.write(json.dumps(k) + ": " + json.dumps(doc[k]))
                    continue
                out.write('"traceEvents": [\n')
                write_events(out, meta, body, shift, target)
                out.write("\n]")
            out.write("}\n")
        else:
            out.write("[\n")
            write_events(out, meta, body, shift, target)
            out.write("\n]\n")


def write_events(out, meta, body, shift, target):
    written = 0
    sep = ""
    for text in meta:
        out.write(sep + text)
        written += len(text) + 2
        sep = ",\n"
    k = 0
    while written < target:
        for e in body:
            if k:
                e = dict(e)
                if isinstance(e.get("ts"), (int, float)):
                    e["ts"] = e["ts"] + k * shift
                if isinstance(e.get("id"), int):
                    e["id"] = e["id"] + k * 10**9
                args = e.get("args")
                if isinstance(args, dict) and any(isinstance(args.get(n), int) for n in ID_ARGS):
                    args = dict(args)
                    for n in ID_ARGS:
                        if isinstance(args.get(n), int) and args[n] >= 0:
                            args[n] = args[n] + k * 10**9
                    e["args"] = args
            text = json.dumps(e)
            out.write(sep + text)
            written += len(text) + 2
            sep = ",\n"
        k += 1


if __name__ == "__main__":
    main()
