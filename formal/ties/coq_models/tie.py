#!/usr/bin/env python3
"""Tie of the Coq models to the C++: compile the model files of formal/coq in a scratch copy,
let gen (gen.cpp) write Tie.v and the C++ answers, evaluate Tie.v with coqc (vm_compute on
Flocq's IEEE operations) and compare the two lists of answers bit for bit.

usage: tie.py GEN COQ_DIR WORK_DIR MODE [--expect-mismatch]
MODE product: every answer must agree (exit 1 on any difference).
MODE nonstrict: gen answers sphere_aabb with the known-wrong conservative_nonstrict; with
--expect-mismatch the test passes only if the comparison finds a difference, and only on
sphere_aabb inputs."""
import os, re, shutil, subprocess, sys

MODELS = ["Lib/Rounding.v", "Lib/Lift.v", "Lib/Axes.v", "SphereAabbConservative.v", "AabbAabbExact.v"]


def run(cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300, **kw)
    if r.returncode != 0:
        sys.stdout.write(r.stdout)
        sys.exit(f"failed: {' '.join(cmd)}")
    return r.stdout


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    expect_mismatch = "--expect-mismatch" in sys.argv
    gen, coq_dir, work, mode = args
    shutil.rmtree(work, ignore_errors=True)
    src = os.path.join(work, "coq")
    for m in MODELS:
        os.makedirs(os.path.dirname(os.path.join(src, m)), exist_ok=True)
        shutil.copy(os.path.join(coq_dir, m), os.path.join(src, m))
    for m in MODELS:
        run(["coqc", "-q", "-Q", src, "Spherebox", os.path.join(src, m)])
    print(run([gen, mode, work]).strip())
    out = run(["coqc", "-q", "-Q", src, "Spherebox", os.path.join(work, "Tie.v")])
    body = out[out.index("="):] if "=" in out else ""
    model = [t == "true" for t in re.findall(r"\b(true|false)\b", body)]
    cpp = [line.strip() == "1" for line in open(os.path.join(work, "cpp.txt"))]
    cases = [line.rstrip("\n") for line in open(os.path.join(work, "cases.txt"))]
    if len(model) != len(cpp):
        sys.exit(f"coqc printed {len(model)} answers for {len(cpp)} inputs")
    diff = [i for i in range(len(cpp)) if model[i] != cpp[i]]
    print(f"{len(cpp)} inputs, {len(diff)} differences between the Coq model and the C++")
    for i in diff[:10]:
        print(f"  model {model[i]}, C++ {cpp[i]}: {cases[i]}")
    if expect_mismatch:
        if not diff:
            sys.exit("expected the known-wrong variant to differ from the model; it did not")
        if any(not cases[i].split()[1].startswith("sphere_aabb") for i in diff):
            sys.exit("a difference outside the varied variant")
        print("the comparison catches the known-wrong variant")
        return
    if diff:
        sys.exit("the Coq model and the C++ disagree")


if __name__ == "__main__":
    main()
