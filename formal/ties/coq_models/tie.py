#!/usr/bin/env python3
"""Tie of the Coq models to the C++: compile the model files of formal/coq in a scratch copy,
let gen (gen.cpp) write Tie.v and the C++ answers, evaluate Tie.v with coqc (vm_compute on
Flocq's IEEE operations) and compare, value by value, the model's value with every C++ answer
gen wrote for it (a bool as 0/1; a float as its IEEE bit pattern, -1 for a NaN).

usage: tie.py GEN COQ_DIR WORK_DIR MODE [--expect-mismatch MODEL]
MODE product: every C++ answer must equal the model's value (exit 1 on any difference).
Any other MODE (a negative control; gen.cpp lists them): gen writes MODEL's inputs only and
answers them with a known-wrong or mutant variant; with --expect-mismatch MODEL the test passes
only if the comparison finds a difference, and only on MODEL's inputs (the tag of cases.txt,
without its 32 / 64)."""
import os, re, shutil, subprocess, sys, time


def run(cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300, **kw)
    if r.returncode != 0:
        sys.stdout.write(r.stdout)
        sys.exit(f"failed: {' '.join(cmd)}")
    return r.stdout


def main():
    argv = sys.argv[1:]
    expect = None
    if "--expect-mismatch" in argv:
        i = argv.index("--expect-mismatch")
        if i + 1 >= len(argv):
            sys.exit("--expect-mismatch needs the model whose inputs must differ")
        expect = argv[i + 1]
        del argv[i:i + 2]
    gen, coq_dir, work, mode = argv
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    print(run([gen, mode, work]).strip())
    # The model files Tie.v requires, with what they require (their own Require lines), in
    # dependency order.
    order = []

    def need(mod):
        path = mod.replace(".", "/") + ".v"
        if path in order:
            return
        text = open(os.path.join(coq_dir, path)).read()
        for line in re.findall(r"From Spherebox Require Import([^.]*(?:\.[A-Za-z][^.]*)*)\.", text):
            for dep in line.split():
                need(dep)
        order.append(path)

    tie = open(os.path.join(work, "Tie.v")).read()
    for line in re.findall(r"From Spherebox Require Import([^.]*(?:\.[A-Za-z][^.]*)*)\.", tie):
        for mod in line.split():
            need(mod)
    src = os.path.join(work, "coq")
    t0 = time.monotonic()
    for m in order:
        os.makedirs(os.path.dirname(os.path.join(src, m)), exist_ok=True)
        shutil.copy(os.path.join(coq_dir, m), os.path.join(src, m))
        run(["coqc", "-q", "-Q", src, "Spherebox", os.path.join(src, m)])
    t1 = time.monotonic()
    out = run(["coqc", "-q", "-Q", src, "Spherebox", os.path.join(work, "Tie.v")])
    t2 = time.monotonic()
    print(f"coqc: {t1 - t0:.1f} s compiling {' '.join(order)}; {t2 - t1:.1f} s evaluating Tie.v")
    body = out[out.index("=") + 1:out.rindex(":")] if "=" in out else ""
    model = [int(t) for t in re.findall(r"-?\d+", body)]
    cpp = [dict(tok.split("=") for tok in line.split()) for line in open(os.path.join(work, "cpp.txt"))]
    cases = [line.rstrip("\n") for line in open(os.path.join(work, "cases.txt"))]
    if len(model) != len(cpp) or len(cases) != len(cpp):
        sys.exit(f"coqc printed {len(model)} values for {len(cpp)} C++ lines ({len(cases)} cases)")
    if any(not a for a in cpp):
        sys.exit("a model value without any C++ answer")
    tag = lambda i: re.sub(r"(32|64)$", "", cases[i].split()[1])
    per = {}  # (model tag, C++ name) -> [compared, differences]
    diff = []
    for i, answers in enumerate(cpp):
        for name, value in answers.items():
            n = per.setdefault((tag(i), name), [0, 0])
            n[0] += 1
            if int(value) != model[i]:
                n[1] += 1
                diff.append((i, name, value))
    for (t, name), (n, d) in sorted(per.items()):
        print(f"  {t:<18} {name:<38} {n:5} values compared, {d} differ")
    print(f"{len(model)} model values, {sum(n for n, _ in per.values())} comparisons, "
          f"{len(diff)} differences between the Coq models and the C++")
    for i, name, value in diff[:10]:
        print(f"  model {model[i]}, C++ {name} {value}: {cases[i]}")
    if expect is not None:
        if not diff:
            sys.exit(f"expected the known-wrong variant to differ from the {expect} model; it did not")
        if any(tag(i) != expect for i, _, _ in diff):
            sys.exit("a difference outside the varied model")
        print(f"the comparison catches the known-wrong variant on the {expect} model")
        return
    if diff:
        sys.exit("the Coq models and the C++ disagree")


if __name__ == "__main__":
    main()
