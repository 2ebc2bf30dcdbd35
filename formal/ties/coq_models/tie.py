#!/usr/bin/env python3
"""Tie of the Coq models to the C++: compile the model files of formal/coq in a scratch copy,
let gen (gen.cpp) write Tie.v and the C++ answers, evaluate Tie.v with coqc (vm_compute on
Flocq's IEEE operations) and compare, value by value, the model's value with every C++ answer
gen wrote for it (a bool as 0/1; a float as its IEEE bit pattern, -1 for a NaN).

usage: tie.py GEN COQ_DIR WORK_DIR MODE [--expect-mismatch MODEL] [--cache DIR]
MODE product: every C++ answer must equal the model's value (exit 1 on any difference).
Any other MODE (a negative control; gen.cpp lists them): gen writes MODEL's inputs only and
answers them with a known-wrong or mutant variant; with --expect-mismatch MODEL the test passes
only if the comparison finds a difference, and only on MODEL's inputs (the tag of cases.txt,
without its 32 / 64).
--cache DIR: the model files' compiled .vo, kept in DIR for the next tie. A file is compiled
once per content of it and of every file it requires (and coqc's version); a tie that finds it
compiled copies the .vo (Coq checks each required library's digest on loading it, so a copy
that does not match what it was compiled against is refused, not used). The ties of one build
share a DIR, and compile there one at a time (a lock), so that every .vo of a key comes from one
compile. Tie.v itself is evaluated afresh by each tie."""
import argparse, fcntl, hashlib, os, re, shutil, subprocess, sys, time


def run(cmd, **kw):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300, **kw)
    if r.returncode != 0:
        sys.stdout.write(r.stdout)
        sys.exit(f"failed: {' '.join(cmd)}")
    return r.stdout


class cache_lock:
    """Holds DIR/lock (an exclusive lock, released when the process ends) while a tie compiles
    into the cache DIR; nothing without a cache."""

    def __init__(self, cache):
        self.cache, self.f = cache, None

    def __enter__(self):
        if self.cache:
            os.makedirs(self.cache, exist_ok=True)
            self.f = open(os.path.join(self.cache, "lock"), "w")
            fcntl.flock(self.f, fcntl.LOCK_EX)

    def __exit__(self, *exc):
        if self.f:
            self.f.close()


def main():
    ap = argparse.ArgumentParser(usage=__doc__.split("usage: ")[1].split("\n")[0])
    ap.add_argument("gen")
    ap.add_argument("coq_dir")
    ap.add_argument("work")
    ap.add_argument("mode")
    ap.add_argument("--expect-mismatch", dest="expect", metavar="MODEL",
                    help="the model whose inputs must differ (a negative control)")
    ap.add_argument("--cache", metavar="DIR", help="keep and reuse the compiled model files in DIR")
    a = ap.parse_args()
    gen, coq_dir, work, mode, expect, cache = a.gen, a.coq_dir, a.work, a.mode, a.expect, a.cache
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    print(run([gen, mode, work]).strip())
    # The model files Tie.v requires, with what they require (their own Require lines), in
    # dependency order.
    order = []
    deps = {}  # path -> the paths it requires

    def need(mod):
        path = mod.replace(".", "/") + ".v"
        if path in order:
            return path
        text = open(os.path.join(coq_dir, path)).read()
        deps[path] = []
        for line in re.findall(r"From Spherebox Require Import([^.]*(?:\.[A-Za-z][^.]*)*)\.", text):
            for dep in line.split():
                deps[path].append(need(dep))
        order.append(path)
        return path

    tie = open(os.path.join(work, "Tie.v")).read()
    for line in re.findall(r"From Spherebox Require Import([^.]*(?:\.[A-Za-z][^.]*)*)\.", tie):
        for mod in line.split():
            need(mod)
    src = os.path.join(work, "coq")
    t0 = time.monotonic()
    reused = 0
    with cache_lock(cache):
        version = run(["coqc", "--version"]) if cache else ""
        keys = {}
        for m in order:
            os.makedirs(os.path.dirname(os.path.join(src, m)), exist_ok=True)
            shutil.copy(os.path.join(coq_dir, m), os.path.join(src, m))
            vo = os.path.join(src, m[:-2] + ".vo")
            digest = hashlib.sha256(version.encode() + m.encode() + open(os.path.join(coq_dir, m), "rb").read())
            for d in deps[m]:
                digest.update(keys[d].encode())
            keys[m] = digest.hexdigest()
            kept = os.path.join(cache, keys[m] + ".vo") if cache else None
            if kept and os.path.exists(kept):
                shutil.copy(kept, vo)
                reused += 1
                continue
            run(["coqc", "-q", "-Q", src, "Spherebox", os.path.join(src, m)])
            if kept:
                shutil.copy(vo, kept + ".part")
                os.replace(kept + ".part", kept)
    t1 = time.monotonic()
    out = run(["coqc", "-q", "-Q", src, "Spherebox", os.path.join(work, "Tie.v")])
    t2 = time.monotonic()
    print(f"coqc: {t1 - t0:.1f} s compiling {' '.join(order)} ({reused} of {len(order)} compiled by an earlier "
          f"tie, in {cache}); {t2 - t1:.1f} s evaluating Tie.v" if cache else
          f"coqc: {t1 - t0:.1f} s compiling {' '.join(order)}; {t2 - t1:.1f} s evaluating Tie.v")
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
