#!/usr/bin/env python3
"""Writes the cProfile fixtures of tests/insights/tst_pythonprofiling.cpp with this machine's
own cProfile, in the folder layouts the SageMaker Debugger uses, and the figures Python's pstats
gives for a set of selections (expected.json), so the C++ tests need no Python.

How it was run (from the repository root, Python 3.11.7, Debian 12):
    python3 tests/data/insights/python-profiling/make_cprofile_fixtures.py

Layouts written (below tests/data/insights/python-profiling/):
  job/framework/pytorch/cprofile/<pid>-<host>/<mode>-<step>-<phase>-<us>_<mode>-<step>-<phase>-<us>/python_stats
  job-2020/framework/tensorflow/cProfile/<start us>_<end us>_<pid>-<host>_<step>/python_stats
A '*' (no step) cannot be part of a file name everywhere the repository is checked out, so the
folders spell it STAR; the tests copy the tree to a temporary folder and put the '*' back.

The profiler runs on a synthetic clock (cProfile.Profile(timer, timeunit=1e-6)): each workload
function advances the clock by a fixed number of microseconds in its own body, so every self and
cumulative time is a round number one can check by hand (README.md next to this script lists
them), while the dumps themselves are genuine cProfile output: marshal version 4, callers dicts,
{built-in method ...} entries and the profiler's own disable() call.
"""

import cProfile
from functools import partial
import json
import marshal
import os
import pstats
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
BASE_US = 1_700_000_000_000_000  # 2023-11-14T22:13:20Z, in µs since the epoch

CLOCK = [0]  # µs since BASE_US on the current node
COST = {}  # µs of self time per function on the current node


def timer():
    return CLOCK[0]


# ---- the workload -------------------------------------------------------------------------------
# Compiled under short file names of their own so that the dumps hold "data.py", "model.py" and
# "train.py" rather than the path this script happens to be run from.
WORKLOAD = {
    "data.py": """
def read_config():
    CLOCK[0] += COST["read_config"]


def load_batch(step):
    CLOCK[0] += COST["load_batch"]
    return [step] * 4
""",
    "model.py": """
def init_layer(i):
    CLOCK[0] += COST["init_layer"]


def build_model():
    CLOCK[0] += COST["build_model"]
    for i in range(3):
        init_layer(i)


def layer(x):
    CLOCK[0] += COST["layer"]
    return x


def forward(batch):
    CLOCK[0] += COST["forward"]
    for _ in range(3):
        batch = layer(batch)
    return len(batch)


def backward(loss):
    CLOCK[0] += COST["backward"]


def optimizer_step():
    CLOCK[0] += COST["optimizer_step"]


def fib(n):
    CLOCK[0] += COST["fib"]
    return n if n < 2 else fib(n - 1) + fib(n - 2)
""",
    "train.py": """
def initialize():
    read_config()
    build_model()


def train_step(step, with_fib=False):
    CLOCK[0] += COST["train_step"]
    loss = forward(load_batch(step))
    backward(loss)
    optimizer_step()
    if with_fib:
        fib(4)


def forward_half(step):
    forward(load_batch(step))


def backward_half():
    backward(0)
    optimizer_step()


def evaluate_step(step):
    CLOCK[0] += COST["evaluate_step"]
    forward(load_batch(step))


def predict_step(step):
    CLOCK[0] += COST["predict_step"]
    forward(load_batch(step))


def log_metrics():
    CLOCK[0] += COST["log_metrics"]


def save_checkpoint():
    CLOCK[0] += COST["save_checkpoint"]
""",
}
W = {"CLOCK": CLOCK, "COST": COST}
for _file, _source in WORKLOAD.items():
    exec(compile(_source, _file, "exec"), W)


# ---- writing dumps -------------------------------------------------------------------------------
def us_text(us):
    # smdebug prints time.time() * 1e6, a float: "1700000000012345.0".
    return str(float(us))


def profile(work):
    """Runs work() under cProfile on the synthetic clock; returns (start µs, end µs, Profile)."""
    start = BASE_US + CLOCK[0]
    prof = cProfile.Profile(timer, 1e-6)
    prof.enable()
    work()
    prof.disable()
    end = BASE_US + CLOCK[0]
    return start, end, prof


def star(step):
    return "STAR" if step == "*" else str(step)


def write_dump(folder, prof):
    os.makedirs(folder, exist_ok=True)
    prof.dump_stats(os.path.join(folder, "python_stats"))


NODE_COSTS = {
    # self µs per call; algo-2 has a slow data loader (load_batch 3x)
    "101-algo-1": dict(read_config=2000, build_model=5000, init_layer=1000, load_batch=400,
                       layer=200, forward=300, backward=600, optimizer_step=150, fib=10,
                       train_step=50, evaluate_step=20, predict_step=30, log_metrics=100,
                       save_checkpoint=3000),
    "202-algo-2": dict(read_config=2000, build_model=5000, init_layer=1000, load_batch=1200,
                       layer=200, forward=300, backward=600, optimizer_step=150, fib=10,
                       train_step=50, evaluate_step=20, predict_step=30, log_metrics=100,
                       save_checkpoint=3000),
}

# (start mode, start step, start phase, end mode, end step, end phase, work, idle µs before)
SCHEDULE = [
    ("prestepzero", "*", "start", "train", 0, "stepstart", W["initialize"], 0),
    ("train", 0, "stepstart", "train", 0, "stepend", partial(W["train_step"], 0), 0),
    ("train", 0, "stepend", "train", 1, "stepstart", W["log_metrics"], 0),
    ("train", 1, "stepstart", "train", 1, "forwardpassend", partial(W["forward_half"], 1), 0),
    ("train", 1, "forwardpassend", "train", 1, "stepend", W["backward_half"], 0),
    ("train", 2, "stepstart", "train", 2, "stepend", partial(W["train_step"], 2, with_fib=True), 500),
    ("train", 2, "stepend", "eval", 0, "stepstart", W["log_metrics"], 0),
    ("eval", 0, "stepstart", "eval", 0, "stepend", partial(W["evaluate_step"], 0), 0),
    ("eval", 1, "stepstart", "eval", 1, "stepend", partial(W["evaluate_step"], 1), 200),
    ("predict", 0, "stepstart", "predict", 0, "stepend", partial(W["predict_step"], 0), 300),
    ("eval", 1, "stepend", "posthookclose", "*", "end", W["save_checkpoint"], 100),
]


def current_layout(job):
    root = os.path.join(job, "framework", "pytorch", "cprofile")
    dumps = []
    for node, costs in NODE_COSTS.items():
        COST.clear()
        COST.update(costs)
        CLOCK[0] = 37 if node.endswith("2") else 0  # the nodes do not start at the same µs
        for sm, ss, sp, em, es, ep, work, idle in SCHEDULE:
            CLOCK[0] += idle
            start, end, prof = profile(work)
            name = f"{sm}-{ss}-{sp}-{us_text(start)}_{em}-{es}-{ep}-{us_text(end)}"
            stored = f"{sm}-{star(ss)}-{sp}-{us_text(start)}_{em}-{star(es)}-{ep}-{us_text(end)}"
            write_dump(os.path.join(root, node, stored), prof)
            dumps.append(dict(path=f"framework/pytorch/cprofile/{node}/{name}/python_stats",
                              node=node, start_mode=sm, start_step=-1 if ss == "*" else ss,
                              start_phase=sp, end_mode=em,
                              end_step=float("inf") if es == "*" else es, end_phase=ep,
                              start_us=start, end_us=end, readable=True))
            CLOCK[0] += 10  # the hook's own work between dumps, not profiled
    # Two dumps algo-2 could not finish: cut short, and empty.
    good = os.path.join(root, "202-algo-2")
    first = sorted(os.listdir(good))[0]
    with open(os.path.join(good, first, "python_stats"), "rb") as f:
        head = f.read(41)
    t0 = BASE_US + CLOCK[0]
    for step, data in ((3, head), (4, b"")):
        name = f"train-{step}-stepstart-{us_text(t0)}_train-{step}-stepend-{us_text(t0 + 1000)}"
        folder = os.path.join(good, name)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "python_stats"), "wb") as f:
            f.write(data)
        dumps.append(dict(path=f"framework/pytorch/cprofile/202-algo-2/{name}/python_stats",
                          node="202-algo-2", start_mode="train", start_step=step,
                          start_phase="stepstart", end_mode="train", end_step=step,
                          end_phase="stepend", start_us=t0, end_us=t0 + 1000, readable=False))
        t0 += 2000
    return dumps


def older_layout(job):
    root = os.path.join(job, "framework", "tensorflow", "cProfile")
    COST.clear()
    COST.update(NODE_COSTS["101-algo-1"])
    CLOCK[0] = 5_000_000
    dumps = []
    for step, work in ((-1, W["initialize"]), (0, partial(W["train_step"], 0)),
                       (1, partial(W["train_step"], 1, with_fib=True))):
        start, end, prof = profile(work)
        name = f"{us_text(start)}_{us_text(end)}_151-algo-1_{step}"
        write_dump(os.path.join(root, name), prof)
        dumps.append(dict(path=f"framework/tensorflow/cProfile/{name}/python_stats",
                          node="151-algo-1", step=step, start_us=start, end_us=end, readable=True))
        CLOCK[0] += 1000
    return dumps


# ---- the selections, as smdebug's readers define them ------------------------------------------
PHASE_ORDER = ["start", "stepstart", "forwardpassend", "stepend", "end"]


def in_step_interval(d, start_step, end_step, start_phase, end_phase):
    # smdebug StepPythonProfileStats.in_step_interval
    if start_step < d["start_step"] and end_step > d["end_step"]:
        return True
    if start_step > d["start_step"] or end_step < d["end_step"]:
        return False
    if (start_step == d["start_step"] and start_phase in ("stepend", "forwardpassend")
            and d["start_phase"] != start_phase):
        return False
    if end_step == d["end_step"] and end_phase == "stepstart" and d["end_phase"] != end_phase:
        return False
    return True


def overlaps(d, from_us, to_us):
    # Closed intervals: a dump touching the range counts.
    return d["start_us"] <= to_us and d["end_us"] >= from_us


def job_phase(d):
    if d["start_mode"] == "prestepzero":
        return "initialization"
    if d["end_mode"] == "posthookclose":
        return "finalization"
    return "training_loop"


def merged(job, dumps):
    """pstats.Stats.add over the readable dumps, as plain numbers."""
    readable = [d for d in dumps if d["readable"]]
    if not readable:
        return None
    ps = pstats.Stats(os.path.join(job, readable[0]["path"]))
    for d in readable[1:]:
        ps.add(os.path.join(job, d["path"]))
    functions = []
    for (file, line, name), (cc, nc, tt, ct, callers) in sorted(ps.stats.items()):
        functions.append(dict(
            file=file, line=line, name=name, std_string=pstats.func_std_string((file, line, name)),
            primitive_calls=cc, calls=nc, self_s=tt, total_s=ct,
            # A caller's tuple is (calls, primitive calls, self, cumulative): cProfile writes
            # the two counts the other way round there.
            callers=[dict(file=cf, line=cl, name=cn, calls=v[0], primitive_calls=v[1],
                          self_s=v[2], total_s=v[3])
                     for (cf, cl, cn), v in sorted(callers.items())]))
    return dict(total_calls=ps.total_calls, primitive_calls=ps.prim_calls, total_s=ps.total_tt,
                functions=functions)


def main():
    job = os.path.join(HERE, "job")
    job2020 = os.path.join(HERE, "job-2020")
    for folder in (os.path.join(job, "framework", "pytorch", "cprofile"), job2020):
        shutil.rmtree(folder, ignore_errors=True)
    current = current_layout(job)
    older = older_layout(job2020)
    def stored(ds):
        # pstats reads the files as stored (STAR for '*'); the expectations keep the real paths.
        return [dict(d, path=d["path"].replace("-*-", "-STAR-")) for d in ds]

    a1 = [d for d in current if d["node"] == "101-algo-1"]
    # Within algo-1's step 0 [10010, 12110] and algo-2's [10047, 12947], also touching both
    # nodes' dumps before step 0 (they end at 10000 and 10037) and algo-1's gap after step 0.
    t_from = BASE_US + 9_000
    t_to = BASE_US + 12_120
    queries = [
        ("all", "every dump of the job", current),
        ("node algo-1", "node 101-algo-1", a1),
        ("node algo-2", "node 202-algo-2", [d for d in current if d["node"] == "202-algo-2"]),
        ("step 1", "algo-1, train mode, steps 1..1, phases stepstart..stepend",
         [d for d in a1 if d["start_mode"] == d["end_mode"] == "train"
          and in_step_interval(d, 1, 1, "stepstart", "stepend")]),
        ("step 1 from forwardpassend", "algo-1, train mode, steps 1..1, phases forwardpassend..stepend",
         [d for d in a1 if d["start_mode"] == d["end_mode"] == "train"
          and in_step_interval(d, 1, 1, "forwardpassend", "stepend")]),
        ("steps 0..2", "algo-1, train mode, steps 0..2, phases stepstart..stepend",
         [d for d in a1 if d["start_mode"] == d["end_mode"] == "train"
          and in_step_interval(d, 0, 2, "stepstart", "stepend")]),
        ("steps 0..1 to stepstart", "algo-1, train mode, steps 0..1, phases stepstart..stepstart",
         [d for d in a1 if d["start_mode"] == d["end_mode"] == "train"
          and in_step_interval(d, 0, 1, "stepstart", "stepstart")]),
        ("modes train-eval", "algo-1, start mode train, end mode eval",
         [d for d in a1 if d["start_mode"] == "train" and d["end_mode"] == "eval"]),
        ("modes eval-eval", "every node, start and end mode eval",
         [d for d in current if d["start_mode"] == d["end_mode"] == "eval"]),
        ("initialization", "every node, job phase initialization",
         [d for d in current if job_phase(d) == "initialization"]),
        ("training loop", "every node, job phase training loop",
         [d for d in current if job_phase(d) == "training_loop"]),
        ("finalization", "every node, job phase finalization",
         [d for d in current if job_phase(d) == "finalization"]),
        ("time", f"every node, overlapping [{t_from}, {t_to}] µs",
         [d for d in current if overlaps(d, t_from, t_to)]),
    ]
    older_queries = [
        ("2020 all", "every dump", older),
        ("2020 step 0", "step 0", [d for d in older if d["step"] == 0]),
    ]
    out = dict(
        about="Written by make_cprofile_fixtures.py: the dumps of each selection and what "
              "pstats.Stats.add gives over them (times in seconds, as pstats keeps them).",
        python=os.sys.version.split()[0], marshal_version=marshal.version, base_us=BASE_US,
        time_query_us=[t_from, t_to],
        dumps=current, dumps_2020=older, queries=[])
    for name, what, ds, jobdir in [(n, w, d, job) for n, w, d in queries] + \
            [(n, w, d, job2020) for n, w, d in older_queries]:
        out["queries"].append(dict(name=name, what=what, layout="2020" if jobdir == job2020 else "current",
                                   dumps=[d["path"] for d in ds],
                                   stats=merged(jobdir, stored(ds))))
    for d in current:
        if d["end_step"] == float("inf"):
            d["end_step"] = None  # "*": to the end
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(out, f, indent=1, sort_keys=False)
        f.write("\n")


if __name__ == "__main__":
    main()
