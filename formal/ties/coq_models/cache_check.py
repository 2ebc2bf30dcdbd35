#!/usr/bin/env python3
"""Negative control of tie.py --cache: the cache is reused, and a damaged one is refused.

usage: cache_check.py GEN COQ_DIR WORK_DIR MODE MODEL
Runs the negative-control tie MODE (which must differ on MODEL) three times with the cache
WORK_DIR/cache, emptied first: the first run compiles every model file and passes; the second
reuses every one of them and passes; then every cached .vo is overwritten with other bytes, and
the third run must fail, with coqc refusing a file, instead of passing on a damaged cache."""
import os, re, shutil, subprocess, sys

TIE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tie.py")


def tie(gen, coq_dir, work, mode, model, cache, run):
    r = subprocess.run([sys.executable, TIE, gen, coq_dir, os.path.join(work, f"run{run}"), mode,
                        "--expect-mismatch", model, "--cache", cache],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
    m = re.search(r"\((\d+) of (\d+) compiled by an earlier tie", r.stdout)
    return r.returncode, r.stdout, (int(m.group(1)), int(m.group(2))) if m else None


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    gen, coq_dir, work, mode, model = sys.argv[1:]
    cache = os.path.join(work, "cache")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    code, out, reused = tie(gen, coq_dir, work, mode, model, cache, 1)
    if code != 0 or not reused or reused[0] != 0:
        sys.exit(f"first run: exit {code}, reused {reused} (expected a pass compiling every file)\n{out}")
    code, out, reused = tie(gen, coq_dir, work, mode, model, cache, 2)
    if code != 0 or not reused or reused[0] != reused[1]:
        sys.exit(f"second run: exit {code}, reused {reused} (expected a pass reusing every file)\n{out}")
    damaged = [f for f in os.listdir(cache) if f.endswith(".vo")]
    for f in damaged:
        with open(os.path.join(cache, f), "wb") as h:
            h.write(b"not a compiled Coq library\n" * 4)
    code, out, _ = tie(gen, coq_dir, work, mode, model, cache, 3)
    if code == 0:
        sys.exit(f"third run passed with {len(damaged)} damaged .vo files in the cache\n{out}")
    if "Error" not in out:
        sys.exit(f"third run failed, but not with coqc refusing a file\n{out}")
    print(f"{reused[1]} model files compiled once and reused; with the {len(damaged)} cached .vo damaged, "
          "coqc refuses them and the tie fails")


if __name__ == "__main__":
    main()
