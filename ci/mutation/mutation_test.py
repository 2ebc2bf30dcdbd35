#!/usr/bin/env python3
"""Tests of ci/mutate's machinery (ctest mutation.schema and mutation.runner).

schema: every mutant of the fixture (ci/mutation/fixture/spherebox/probe.hpp, one point of each
kind in each context the schema must keep compiling) behaves in the schema build, run with
SPHEREBOX_MUTANT=k, exactly as the mutant written as text and compiled on its own (the fixture
reads arrays with at(), so a moved bound throws instead of reading memory; a run that fails counts
as failing, whatever it prints); a mutant whose text does not compile must exit 86 (stillborn) in
the schema. The points the program runs only in constant
expressions (a static_assert, an array bound) must be absent from the schema's trace: ci/mutate
sends those to the textual check. With no mutant the schema prints what the original prints. Negative control: the same comparison with each mutant run
under its neighbour's number must find differences (the comparison can fail).

runner: check_mutant classifies by the checks' exit status: a failing check kills, a passing
one lets the mutant survive, exit 86 is stillborn, a hung check is a kill by timeout, a point no
check runs is unreached (without --text); and the cheapest check runs first (a mutant killed by
the unit tests never reaches the corpus); docs/mutation.md's equivalence table counts only the
rows of its own section that give a reason.

  usage: mutation_test.py schema|runner CXX"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from mutation import mutants as M  # noqa: E402
from mutation import run as R  # noqa: E402

FIXTURE = HERE / "fixture"


CXXFLAGS = ["-std=c++17", "-O0", "-ffp-contract=off", "-w"]


def compile_probe(cxx, include, exe):
    p = subprocess.run([cxx, *CXXFLAGS, f"-I{include}", f"-I{FIXTURE}", str(FIXTURE / "main.cpp"), "-o", str(exe)],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert p.returncode == 0, f"the probe does not build against {include}:\n{p.stdout.decode()[-3000:]}"


def run_probe(cmd, env=None):
    e = dict(os.environ)
    e.update(env or {})
    p = subprocess.run(cmd, env=e, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=30)
    return p.returncode, p.stdout.decode()


def build_textual(cxx, mutants, tmp):
    """Every mutant written as text, compiled as one program (a namespace each, main picks by
    argv[1]); a mutant whose text does not compile is found from the compiler's error lines and
    left out. Returns (executable, the ids that do not compile)."""
    header = (FIXTURE / "spherebox" / "probe.hpp").read_bytes()
    std_includes = [l for l in header.decode().splitlines() if l.startswith("#include <")]
    body_text = (FIXTURE / "probe_body.inc").read_text()
    failing = set()
    while True:
        parts = ["#include <array>", "#include <cstdio>", "#include <cstdlib>", *std_includes]
        starts = []
        for m in mutants:
            if m["id"] in failing:
                continue
            text = M.apply_textually(m, header)
            assert text is not None, f"mutant {m['id']} could not be written as text"
            body = "\n".join(l for l in text.decode().splitlines()
                             if not l.startswith("#include") and not l.startswith("#pragma once"))
            starts.append((len("\n".join(parts).splitlines()) + 1, m["id"]))
            parts += [f"namespace m{m['id']} {{", body, "}",
                      f"int run_{m['id']}() {{", f"  namespace P = m{m['id']}::spherebox::probe;",
                      body_text, "  return 0;", "}"]  # pasted, so that its errors fall in the mutant's lines
        ids = [i for _, i in starts]
        parts += ["int main(int argc, char** argv) {", "  switch (std::atoi(argv[1])) {"]
        parts += [f"    case {i}: return run_{i}();" for i in ids]
        parts += ["  }", "  return 2;", "}"]
        src = tmp / "textual.cpp"
        src.write_text("\n".join(parts) + "\n")
        exe = tmp / "textual"
        p = subprocess.run([cxx, *CXXFLAGS, "-ferror-limit=0" if "clang" in cxx else "-fmax-errors=0", f"-I{FIXTURE}",
                            str(src), "-o", str(exe)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if p.returncode == 0:
            return exe, failing
        lines = {int(x) for x in re.findall(r"textual\.cpp:(\d+):\d+: error", p.stdout.decode())}
        # an error in a namespace's lines, or in a run_ function of it, is that mutant's
        new = {i for line in lines for (s0, i), nxt in zip(starts, starts[1:] + [(10 ** 9, None)])
               if s0 <= line < nxt[0]}
        assert new, f"the textual program fails to compile outside any mutant:\n{p.stdout.decode()[-3000:]}"
        failing |= new


def test_schema(cxx):
    points = M.enumerate_points(lib=FIXTURE)
    mutants = M.describe(points, lib=FIXTURE)
    kinds = {m["kind"] for m in mutants}
    want = {"relational", "arithmetic", "logical", "bitwise", "unary", "minmax", "constant", "boolean", "kernel"}
    assert want <= kinds, f"the fixture lacks mutants of kinds {want - kinds}"
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        schema_inc = tmp / "schema"
        M.write_schema(points, schema_inc, lib=FIXTURE)
        compile_probe(cxx, FIXTURE, tmp / "original")
        compile_probe(cxx, schema_inc, tmp / "schema_probe")
        code, original = run_probe([str(tmp / "original")])
        assert code == 0, f"the fixture's probe fails: {original}"
        schema = [str(tmp / "schema_probe")]
        code, none = run_probe(schema, {"SPHEREBOX_MUTANT": "0"})
        assert code == 0 and none == original, f"with no mutant the schema prints\n{none}\nnot\n{original}"
        textual_exe, no_compile = build_textual(cxx, mutants, tmp)
        # The points the program runs; a mutant elsewhere (a constant expression: the static_assert,
        # the array bound) is never live in the schema, and ci/mutate builds it as text instead.
        trace = tmp / "trace"
        run_probe(schema, {"SPHEREBOX_MUTANT": "0", "SPHEREBOX_MUTANT_TRACE": str(trace)})
        reached = R.read_trace(trace)
        unreached = [m for m in mutants if m["id"] not in reached]
        assert unreached and len(unreached) < len(mutants) // 3, f"{len(unreached)} unreached"
        textual = {m["id"]: (None, "") if m["id"] in no_compile else run_probe([str(textual_exe), str(m["id"])])
                   for m in mutants if m["id"] in reached}

        def compare(run_as):
            bad = []
            for m in mutants:
                if m["id"] not in reached:
                    continue
                code, out = run_probe(schema, {"SPHEREBOX_MUTANT": str(run_as(m["id"]))})
                tcode, tout = textual[m["id"]]
                where = f"mutant {m['id']} {m['header']}:{m['line']}:{m['col']} {m['from']} -> {m['to']}"
                if tcode is None:  # the text does not compile: the schema must say stillborn
                    if code != R.STILLBORN:
                        bad.append(f"{where}: its text does not compile, and the schema exited {code}, not {R.STILLBORN}")
                elif (code != 0) != (tcode != 0) or (code == 0 and out != tout):
                    # a run that fails (an exception from at()) fails either way; its text may differ
                    bad.append(f"{where}: schema exit {code}:\n{out}text exit {tcode}:\n{tout}")
            return bad

        failures = compare(lambda i: i)
        shifted = compare(lambda i: i % len(mutants) + 1)
    print(f"schema: {len(mutants)} mutants of the fixture, kinds {sorted(kinds)}; {len(no_compile)} do not compile "
          f"as text; {len(unreached)} not run by the program (constant expressions: "
          f"{', '.join(str(m['line']) + ':' + str(m['col']) for m in unreached)})")
    if failures:
        print("\n".join(failures))
        return 1
    if not shifted:
        print("negative control: running each mutant under its neighbour's number changed nothing: "
              "the comparison cannot fail")
        return 1
    print(f"negative control: each mutant run under its neighbour's number: {len(shifted)} differences found, as expected")
    return 0


def test_runner():
    """check_mutant over stand-in checks (shell scripts that exit as told)."""
    import types
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "tests").mkdir()
        script = tmp / "tests" / "spherebox_tests"
        # exits with the code named by $SPHEREBOX_MUTANT's entry in codes.txt; writes a mark file
        script.write_text("#!/bin/sh\necho ran >> \"$(dirname \"$0\")/../ran.$SPHEREBOX_MUTANT\"\n"
                          "case \"$SPHEREBOX_MUTANT\" in 1) exit 1;; 2) exit 0;; 3) exit 86;; 4) sleep 60;; esac\n")
        script.chmod(0o755)
        base = {"reach": {"unit\tspherebox_tests:A.B": [1, 2, 3, 4, 5], "corpus\tfuzz_sphere_aabb": [1]},
                "seconds": {"unit\tspherebox_tests:A.B": 0.1, "corpus\tfuzz_sphere_aabb": 0.1}}
        plan = R.Plan(base, tmp)
        opts = types.SimpleNamespace(fuzz_seconds=0, fuzz_targets=4, property_cases=10, text=False)
        R_timeout = R.run

        def fast_run(cmd, env=None, timeout=None, cwd=None):
            return R_timeout(cmd, env, min(timeout or 2, 2), cwd)
        R.run = fast_run
        try:
            got = {i: R.check_mutant({"id": i, "header": "spherebox/sphere_aabb/arvo.hpp"}, plan, opts, None)
                   for i in (1, 2, 3, 4, 6)}
        finally:
            R.run = R_timeout
        expect = {1: ("killed", "unit"), 2: ("survived", ""), 3: ("stillborn", "unit"), 4: ("killed", "unit"),
                  6: ("unreached", "")}
        bad = [f"mutant {i}: {got[i][:2]}, expected {expect[i]}" for i in expect if got[i][:2] != expect[i]]
        if "timed out" not in got[4][3]:
            bad.append(f"mutant 4 hung: the detail should say timed out: {got[4][3]}")
        if "no check runs this point" not in got[6][3]:
            bad.append(f"mutant 6 is reached by nothing: {got[6][3]}")
        # mutant 1 was killed by the unit tests: the corpus (a missing executable) never ran
        if (tmp / "ran.1").read_text().count("ran") != 1:
            bad.append("mutant 1: the unit check ran other than once")
        # the equivalence table: only its own section's rows, and only with a reason
        doc = tmp / "mutation.md"
        doc.write_text("## Survivors killed by a new check\n\n| `a.hpp:1:1 < -> <=` | a test |\n\n"
                       "## Equivalent mutants\n\n| mutant | why |\n|---|---|\n| `b.hpp:2:3 + -> -` | x is 0 there |\n"
                       "| `c.hpp:4:5 < -> <=` |  |\n| `e.hpp:8:9 \\|\\| -> &&` | when `a \\|\\| b` |\n\n"
                       "## Next\n\n| `d.hpp:6:7 * -> /` | y |\n\n"
                       "## Killed outside the schema\n\n| `f.hpp:1:1 == -> !=` | a test under qemu |\n")
        eq = R.read_equivalents(doc)
        if eq != {"b.hpp:2:3 + -> -", "e.hpp:8:9 || -> &&", "f.hpp:1:1 == -> !="}:
            bad.append(f"read_equivalents took {sorted(eq)}, not only the rows of b.hpp, e.hpp and f.hpp")
        # what a resumed --all keeps of an earlier run's results: rows of an unchanged header
        # (hdigest), found again by key and rank (occ) under today's numbers
        fields = ["id", "key", "header", "status", "occ", "hdigest"]
        res = tmp / "results-all.tsv"
        res.write_text("# checks C\nid\tkey\theader\tstatus\tocc\thdigest\n"
                       "1\ta:1 < -> <=\ta\tkilled\t0\tA\n"
                       "2\ta:2 + -> -\ta\tsurvived\t0\tA\n"
                       "3\ta:2 + -> -\ta\tstillborn\t1\tA\n"
                       "4\ta:3 1 -> 2\ta\tunreached\t0\tA\n"
                       "5\tb:1 < -> <=\tb\tkilled\t0\tB\n"
                       "6\ta:4")
        # today: header b changed, a new header sorts first and shifts every number by 10
        now = [{"id": 10 + i, "key": k, "header": h, "occ": o, "hdigest": d} for i, k, h, o, d in
               ((1, "a:1 < -> <=", "a", 0, "A"), (2, "a:2 + -> -", "a", 0, "A"), (3, "a:2 + -> -", "a", 1, "A"),
                (4, "a:3 1 -> 2", "a", 0, "A"), (5, "b:1 < -> <=", "b", 0, "B2"))]
        for checks, want in (("C", {11: "killed", 12: "survived", 13: "stillborn", 14: "unreached"}),
                             ("D", {11: "killed", 13: "stillborn"})):
            kept, _same = R.read_kept(res, fields, now, checks)
            held = {i: r["status"] for i, r in kept.items()}
            if held != want or any(r["id"] != str(i) for i, r in kept.items()):
                bad.append(f"read_kept(checks {checks}) kept {held}, expected {want}")
    print("runner: " + ("; ".join(f"{i}: {got[i][0]} {got[i][1]}" for i in sorted(got))))
    if bad:
        print("\n".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in ("schema", "runner"):
        sys.exit(__doc__)
    sys.exit(test_schema(sys.argv[2] if len(sys.argv) > 2 else "clang++") if sys.argv[1] == "schema" else test_runner())
