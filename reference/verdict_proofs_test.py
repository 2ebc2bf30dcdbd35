#!/usr/bin/env python3
"""The verdict table's proof column (spherebox_verdict --proofs): feeds the verdict tool a few
stats rows and a crafted ci/prove results file, and checks what the column says for each row,
including that a claim restricted to N=3 is not credited to N=2 rows, that a negative control
never counts, that a failed proof shows PROOF FAILED, and that a `none` row flags the gap.
  usage: verdict_proofs_test.py SPHEREBOX_VERDICT"""
import subprocess
import sys
import tempfile
from pathlib import Path

verdict = sys.argv[1]
stats = "\n".join(f"{k} {c} 10 10 5 0 0 0 0 6 0 0" for k, c in [
    ("sphere_aabb/arvo/float/2", "bounded"), ("sphere_aabb/arvo/float/3", "bounded"),
    ("sphere_obb/conservative/float/2", "conservative"), ("sphere_obb/conservative/float/3", "conservative"),
    ("sphere_obb/conservative/double/3", "conservative"), ("circle_rect/absmax/float/2", "bounded"),
    ("ellipsoid_obb/metric/float/3", "bounded"), ("segment_sphere/nodiv/float/3", "bounded")]) + "\n"
# slug variant claim tool file formats expect ok|FAILED seconds (ci/prove's results.tsv)
results = "\n".join("\t".join(r) for r in [
    ["sphere_aabb", "arvo,qri", "contract (a): the bound", "coq", "coq/X.v", "binary32,binary64 N=3", "proves", "ok", "1"],
    ["sphere_aabb", "arvo", "bound (a), relative part", "gappa", "g.g", "binary32 N=2", "proves", "ok", "1"],
    ["sphere_obb", "conservative", "contract (a): sound", "coq", "coq/Y.v", "binary32 N=3", "proves", "ok", "1"],
    ["sphere_obb", "conservative", "contract (a) for N = 2: not proved", "none", "-", "binary32,binary64 N=2", "open", "ok", "0"],
    ["circle_rect", "absmax", "contract (a): would be wrong", "gappa", "c.g", "all", "fails", "ok", "1"],
    ["ellipsoid_obb", "metric", "bound (a): broke", "coq", "coq/Z.v", "all", "proves", "FAILED", "1"],
    ["segment_sphere", "nodiv", "tie, exhaustive: tiny formats", "tie", "^t$", "e3m2", "passes", "ok", "1"],
]) + "\n"
with tempfile.TemporaryDirectory() as d:
    (Path(d) / "stats.txt").write_text(stats)
    (Path(d) / "results.tsv").write_text(results)
    out = subprocess.run([verdict, "--proofs", str(Path(d) / "results.tsv"), str(Path(d) / "stats.txt")],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
want = {
    "sphere_aabb/arvo/float/3": "proved (a), binary32",
    "sphere_aabb/arvo/float/2": "partly proved",
    "sphere_obb/conservative/float/3": "proved (a), binary32",
    "sphere_obb/conservative/double/3": "tested only",
    "sphere_obb/conservative/float/2": "tested only; open: formal/claims_not_proved.tsv",
    "circle_rect/absmax/float/2": "tested only",
    "ellipsoid_obb/metric/float/3": "PROOF FAILED",
    "segment_sphere/nodiv/float/3": "small formats",
}
bad = 0
for key, text in want.items():
    line = next((l for l in out.splitlines() if l.startswith(key + " ")), None)
    if line is None or not line.rstrip().endswith("  " + text):
        print(f"FAIL {key}: want proof column {text!r}, line: {line!r}")
        bad += 1
print(f"{len(want) - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
