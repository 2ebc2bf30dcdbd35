#!/usr/bin/env python3
"""ci/verify's parts on canned data: the libFuzzer status-line parser, the property progress
file, the streaming runner's ticks, spherebox_verdict --json (ratio histograms, false positives
and fallbacks by category, added up over files), the coverage parser, its sum over binaries, the
lines of `if constexpr` branches it leaves unmeasured and its check against the exceptions, and
the report writer (every plot present and fed); libFuzzer's fork-mode lines and how --jobs
splits the cores; --merge's parsers and its replacement of a corpus; the OSS-Fuzz parts (the
builder's environment, .options files, the check of $OUT, the Dockerfiles and build.sh files);
ci/prove's check that every test of label formal or prove is a tie.
The parser checks also run on known-wrong parsers (one drops exec/s, one drops branch counts,
one ignores the region running into a line, one keeps the counts of `if constexpr` branches,
one reads a fork line's exec/s as the run's, one drops ft, one drops an .options section), the
coverage check on an exception list missing an unreached line, the merge with a keep rule that
forgets regress_*, the schedule with one that gives one target one core of two, and the $OUT
check with one that only looks for the fuzzers: each must be rejected.
  usage: campaign_test.py SPHEREBOX_VERDICT"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.dont_write_bytecode = True  # keep ci/ free of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import shutil  # noqa: E402
import zipfile  # noqa: E402
from campaign import coverage, merge, oss_fuzz, report, run  # noqa: E402

CANNED = """INFO: Running with entropic power schedule (0xFF, 100).
INFO: Seed: 1234
#2\tINITED cov: 412 ft: 413 corp: 1/1b exec/s: 0 rss: 40Mb
#8\tNEW    cov: 430 ft: 450 corp: 2/20b lim: 4 exec/s: 0 rss: 41Mb L: 19/19 MS: 1 ChangeBit-
#4096\tpulse  cov: 812 ft: 2345 corp: 45/1234b lim: 43 exec/s: 2048 rss: 120Mb
#65536\tREDUCE cov: 901 ft: 3001 corp: 60/2048b lim: 400 exec/s: 5461 rss: 180Mb L: 12/40 MS: 2 CopyPart-
#131072\tpulse  cov: 905 ft: 3010 corp: 61/2048b lim: 800 exec/s: 5957 rss: 190Mb
#281234\tDONE   cov: 905 ft: 3012 corp: 61/2048b lim: 1200 exec/s: 6249 rss: 200Mb
Done 281234 runs in 45 second(s)
stat::number_of_executed_units: 281234
stat::average_exec_per_sec:     6249
"""
WANT = [(2, 412, 0), (8, 430, 0), (4096, 812, 2048), (65536, 901, 5461), (131072, 905, 5957), (281234, 905, 6249)]
failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)


def check_parser(parse, final):
    """Failures of a (parse_fuzz_line, parse_final_stats) pair on the canned output."""
    bad = []
    got = [s for s in map(parse, CANNED.splitlines()) if s]
    if [(s["execs"], s["cov"], s["exec_s"]) for s in got] != WANT:
        bad.append(f"status lines: got {[(s['execs'], s['cov'], s['exec_s']) for s in got]}, want {WANT}")
    if got and (got[2]["ft"], got[2]["rss_mb"], got[3]["event"]) != (2345, 120, "REDUCE"):
        bad.append(f"fields of a status line: {got[2]}, {got[3]['event']}")
    if final(CANNED) != (281234, 6249):
        bad.append(f"final stats: {final(CANNED)}")
    return bad


# 1. The parser, and a known-wrong parser that drops exec/s.
for f in check_parser(run.parse_fuzz_line, run.parse_final_stats):
    expect(False, "parser: " + f)


def drops_exec_s(line):
    s = run.parse_fuzz_line(line)
    return s and dict(s, exec_s=None)


expect(check_parser(drops_exec_s, run.parse_final_stats), "the checks accept a parser that drops exec/s")

# 2. Coverage. Canned llvm-cov export of one header built twice (a: SSE2 build, b: the same
# with SPHEREBOX_NO_INTRINSICS); f<T> is instantiated for int and double, never<T> not at all:
#  1 #pragma once              7 #else                     13 }
#  2 template <class T> int f(  8   return 3;                14 inline int g(int x) {
#  3   if (x > 0 && x < 10)     9 #endif                     15   return x * 2;
#  4     return 1;             10 }                          16 }
#  5 #if defined(SCALAR)       11 template <class T> int never(T x) {
#  6   return 2;               12   return x + 1;
# The expected lines are what llvm-cov-14 export -format=lcov printed (DA:line,count).
SOURCE = ["#pragma once", "template <class T> int f(T x) {", "  if (x > 0 && x < 10)", "    return 1;",
          "#if defined(SCALAR)", "  return 2;", "#else", "  return 3;", "#endif", "}",
          "template <class T> int never(T x) {", "  return x + 1;", "}", "inline int g(int x) {",
          "  return x * 2;", "}"]
SEG_A = [[2, 31, 4, 1, 1, 0], [3, 7, 4, 1, 1, 0], [3, 12, 4, 1, 0, 0], [3, 16, 4, 1, 1, 0], [3, 22, 4, 1, 0, 0],
         [4, 5, 4, 1, 1, 0], [4, 13, 4, 1, 0, 0], [4, 14, 0, 1, 0, 1], [5, 1, 0, 0, 1, 0], [7, 6, 0, 1, 0, 1],
         [8, 3, 0, 1, 1, 0], [8, 11, 4, 1, 0, 0], [10, 2, 0, 0, 0, 0], [14, 21, 0, 1, 1, 0], [16, 2, 0, 0, 0, 0]]
SEG_B = [[2, 31, 4, 1, 1, 0], [3, 7, 4, 1, 1, 0], [3, 12, 4, 1, 0, 0], [3, 16, 4, 1, 1, 0], [3, 22, 4, 1, 0, 0],
         [4, 5, 4, 1, 1, 0], [4, 13, 4, 1, 0, 0], [4, 14, 0, 1, 0, 1], [6, 3, 0, 1, 1, 0], [6, 11, 4, 1, 0, 0],
         [7, 1, 0, 0, 1, 0], [9, 7, 4, 1, 0, 0], [10, 2, 0, 0, 0, 0], [14, 21, 0, 1, 1, 0], [16, 2, 0, 0, 0, 0]]
BRANCHES = [[3, 7, 3, 12, 2, 0, 0, 0, 4], [3, 16, 3, 22, 2, 0, 0, 0, 4]] * 2  # one pair per instantiation
DA_A = {2: 4, 3: 4, 4: 4, 8: 0, 9: 4, 10: 4, 14: 0, 15: 0, 16: 0}
DA_B = {2: 4, 3: 4, 4: 4, 5: 0, 6: 0, 10: 4, 14: 0, 15: 0, 16: 0}
ROOT = Path("/src")


def export(segments):
    return json.dumps({"data": [{"files": [{"filename": "/src/lib/t.hpp", "segments": segments,
                                            "branches": BRANCHES, "expansions": [], "summary": {}}]}]})


def check_coverage_parser(parse):
    """Failures of a parse_export on the canned exports: llvm-cov's lines, the branches summed
    over instantiations, and the two binaries' sum."""
    bad = []
    a, b = parse(export(SEG_A), ROOT), parse(export(SEG_B), ROOT)
    for name, got, want in (("a", a, DA_A), ("b", b, DA_B)):
        if got.get("lib/t.hpp", {}).get("lines") != want:
            bad.append(f"lines of {name}: {got.get('lib/t.hpp', {}).get('lines')}, want {want}")
    if a.get("lib/t.hpp", {}).get("branches") != {(3, 7, 3, 12): [4, 0], (3, 16, 3, 22): [4, 0]}:
        bad.append(f"branches summed over instantiations: {a.get('lib/t.hpp', {}).get('branches')}")
    total = coverage.add(coverage.add({}, a), b)
    coverage.drop_directives(total, lambda p: SOURCE)
    # lines 6 and 8 are each compiled into one build only; #if/#endif (5, 9) are no code.
    want = [("lib/t.hpp", 4, 9, 2, 4)]  # reached 2 3 4 10; unreached 6 8 14 15 16; 4 outcomes, true ones taken
    if coverage.summary(total) != want:
        bad.append(f"summary of a + b: {coverage.summary(total)}, want {want}")
    return bad


for f in check_coverage_parser(coverage.parse_export):
    expect(False, "coverage: " + f)


def drops_branches(text, root):
    return {p: dict(f, branches={}) for p, f in coverage.parse_export(text, root).items()}


def region_starts_only(text, root):  # ignores the region running into a line (llvm-cov's wrapped segment)
    files = coverage.parse_export(text, root)
    for f, segs in zip(files.values(), [json.loads(text)["data"][0]["files"][0]["segments"]]):
        f["lines"] = {ln: n for ln, n in f["lines"].items() if any(s[0] == ln and s[3] and s[4] for s in segs)}
    return files


# Folded conditions (`if constexpr (N <= 4)`, `if (N == 3)`; llvm-cov: "Folded - Ignored") are no
# branch outcomes; `if (x > 100)` is, false taken once: llvm-cov's own summary says 1 of 2.
D_EXPORT = json.dumps({"data": [{"files": [{"filename": "/src/lib/d.hpp", "expansions": [], "summary": {},
    "branches": [[3, 17, 3, 23, 0, 0, 0, 0, 4], [4, 7, 4, 13, 0, 0, 0, 0, 4], [5, 7, 5, 14, 0, 1, 0, 0, 4]],
    "segments": [[1, 31, 1, 1, 1, 0], [3, 17, 1, 1, 1, 0], [3, 23, 1, 1, 0, 0], [3, 25, 1, 1, 1, 0],
                 [3, 30, 1, 1, 0, 0], [4, 7, 1, 1, 1, 0], [4, 13, 1, 1, 0, 0], [4, 15, 1, 1, 1, 0],
                 [4, 21, 1, 1, 0, 0], [5, 7, 1, 1, 1, 0], [5, 14, 1, 1, 0, 0], [5, 15, 0, 1, 0, 1],
                 [5, 16, 0, 1, 1, 0], [5, 22, 1, 1, 0, 0], [7, 2, 0, 0, 0, 0], [8, 28, 1, 1, 1, 0],
                 [8, 50, 0, 0, 0, 0]]}]}]})


def check_folded(parse):
    got = coverage.summary(coverage.add({}, parse(D_EXPORT, ROOT)))
    return [] if got == [("lib/d.hpp", 8, 8, 1, 2)] else [f"folded conditions: {got}, want 1 of 2 outcomes"]


for f in check_folded(coverage.parse_export):
    expect(False, "coverage: " + f)
expect(check_folded(lambda text, root: {p: dict(f, folded=set())
                                        for p, f in coverage.parse_export(text, root).items()}),
       "the coverage checks accept a parser that counts folded conditions")
expect(check_coverage_parser(drops_branches), "the coverage checks accept a parser that drops branch counts")
expect(check_coverage_parser(region_starts_only), "the coverage checks accept a parser that drops wrapped lines")

# `if constexpr` branches (clang 14 gives a discarded one the count around it): found across a
# comment, a string, an #endif between else and its block, and a braced return value.
KSRC = ["template <class T, int N> int k(T x) {", "  int r = 0;  // { in a comment", "  if constexpr (N <= 4) {",
        "    r = 1;", "  } else", "#endif", "  {", '    for (int i = 0; i < N; ++i) r += "}"[0];', "  }",
        "  if constexpr (N == 2) return {r};", "  else return r + 1;", "  return r;", "}"]


def check_constexpr(scan):
    """Failures of a constexpr_branches on KSRC, and of the masking of two builds' lines: the
    SSE2 build compiles the `if constexpr` (its branch lines are not measured), the scalar
    build compiles only the else block (#if'd), whose counts stand."""
    bad = []
    want = [(3, {3, 4, 5, 7, 8, 9}), (10, {10, 11})]
    if scan(KSRC) != want:
        bad.append(f"if constexpr branches: {scan(KSRC)}, want {want}")
    sse2 = {"lib/k.hpp": {"lines": {n: 5 for n in (1, 2, 3, 4, 5, 8, 9, 10, 11, 12)}, "branches": {}}}
    scalar = {"lib/k.hpp": {"lines": {1: 1, 2: 1, 8: 0, 9: 1, 10: 1, 11: 1, 12: 1}, "branches": {}}}
    total = coverage.add(coverage.add({}, coverage.mask_constexpr(sse2, lambda p: KSRC, scan)),
                         coverage.mask_constexpr(scalar, lambda p: KSRC, scan))
    got = (sorted(total["lib/k.hpp"]["lines"].items()), sorted(total["lib/k.hpp"]["unmeasured"]))
    if got != ([(1, 6), (2, 6), (8, 0), (9, 1), (12, 6)], [3, 4, 5, 10, 11]):
        bad.append(f"masked lines (measured, unmeasured): {got}")
    return bad


for f in check_constexpr(coverage.constexpr_branches):
    expect(False, "coverage: " + f)
expect(check_constexpr(lambda src: [(a, {a}) for a, _ in coverage.constexpr_branches(src)]),
       "the if constexpr checks accept a scanner that keeps the branches' counts")

with tempfile.TemporaryDirectory() as d:
    d = Path(d)
    # 3. The coverage check: lines 6, 8 and 14-16 of lib/t.hpp are unreached.
    total = coverage.drop_directives(coverage.add(coverage.add({}, coverage.parse_export(export(SEG_A), ROOT)),
                                                  coverage.parse_export(export(SEG_B), ROOT)), lambda p: SOURCE)
    (d / "exc.txt").write_text("# comment\nlib/t.hpp | \"inline int g(int x) {\" +2 | g is never called\n"
                               'lib/t.hpp | "return 2;" | only the scalar build returns 2\n'
                               "lib/t.hpp | 8 | only the SSE2 build returns 3\n"
                               "lib/t.hpp | 2 | reached: stale\nlib/t.hpp | 40-41 | past the end: broken\n"
                               'lib/t.hpp | "return" +1 | on more than one line: broken\n'
                               'lib/t.hpp | "inline int g(int x) {" +1-3 | past the end: broken\n')
    exc = coverage.read_exceptions(d / "exc.txt")
    expect([sorted(coverage.exception_lines(e, SOURCE)) for e in exc[:1]] == [[14, 15, 16]]
           and sorted(coverage.exception_lines({"where": '"template <class T> int never" +1-2'}, SOURCE)) == [12, 13],
           "an exception anchored at a text names the lines after it")
    res = coverage.check(total, ["lib/*.hpp"], exc, lambda p: SOURCE)
    expect(res["unreached"] == [] and [e["where"] for e in res["stale"]] == ["2"]
           and [e["where"] for e in res["broken"]] == ["40-41", '"return" +1', '"inline int g(int x) {" +1-3']
           and sorted(ln for _, lines in res["excepted"] for ln in lines) == [6, 8, 14, 15, 16],
           f"coverage check with every unreached line excepted: {res}")
    # Known wrong: the list misses line 8 (and the header is not required at all in the second).
    res = coverage.check(total, ["lib/*.hpp"], [e for e in exc if e["where"] != "8"], lambda p: SOURCE)
    expect(res["unreached"] == [("lib/t.hpp", 8, "return 3;")], f"an unreached line not excepted: {res['unreached']}")
    res = coverage.check(total, ["lib/other/*.hpp"], [], lambda p: SOURCE)
    expect(res["unreached"] == [] and res["required"] == [], "a header not required is not checked")
    res = coverage.check(total, ["lib/*", "!lib/t.hpp"], [], lambda p: SOURCE)
    expect(res["required"] == [], f"! takes a header out of the required ones: {res['required']}")
    (d / "bad.txt").write_text("lib/t.hpp | 8\n")
    try:
        coverage.read_exceptions(d / "bad.txt")
        expect(False, "an exception without a reason must be refused")
    except ValueError:
        pass

    # 4. The property progress file, and the runner's lines and ticks.
    (d / "progress.txt").write_text("SphereAabb.honoursContractsFloat3 812 14220\n")
    expect(run.read_progress(d / "progress.txt") == ("SphereAabb.honoursContractsFloat3", 812, 14220),
           f"progress file: {run.read_progress(d / 'progress.txt')}")
    expect(run.read_progress(d / "missing.txt") is None, "a missing progress file must read as None")
    run.PERIOD = 0.3
    lines, ticks = [], []
    code, _ = run.stream([sys.executable, "-c", "import sys,time; print('#1\\tINITED cov: 3'); sys.stdout.flush();"
                          " time.sleep(1); print('done'); sys.exit(3)"], d / "child.log",
                         on_line=lines.append, on_tick=ticks.append)
    expect(code == 3 and lines == ["#1\tINITED cov: 3", "done"], f"stream: code {code}, lines {lines}")
    expect(len(ticks) >= 2, f"stream: {len(ticks)} progress ticks in 1 s at a 0.3 s period")
    expect((d / "child.log").read_text() == "#1\tINITED cov: 3\ndone\n", "stream: the log is the child's output")
    big, small = {}, {}
    code, _ = run.stream([sys.executable, "-c", "b = bytearray(200 << 20); b[::4096] = b'x' * len(b[::4096]); "
                          "raise SystemExit(4)"], d / "big.log", usage=big)
    run.stream([sys.executable, "-c", "pass"], d / "small.log", usage=small)
    expect(code == 4 and big.get("maxrss_mb", 0) >= 200 and 0 < small.get("maxrss_mb", 0) < 100,
           f"stream: the child's exit code and peak resident set (200 MB touched, then none): {code}, {big}, {small}")

    # 5. The verdict tool's JSON: two files' rows added up, histogram buckets included.
    hist = ",".join(["0"] * 11 + ["3", "4", "1"] + ["0"] * 6)
    (d / "a.txt").write_text(f"sphere_aabb/arvo/float/3 bounded 100 90 40 8 0 0 2.5 6 0 0 {hist}\n"
                             "sphere_aabb/conservative/float/3 conservative 100 90 40 20 0 20 0 0 0 0 -\n"
                             "fp/sphere_aabb/conservative/float/3/tangent conservative 0 0 30 0 0 12 0 0 0 0 -\n"
                             "fallback/sphere_aabb/exact/float/3/near filter 0 0 0 0 0 0 0 0 40 10 -\n")
    (d / "b.txt").write_text(f"sphere_aabb/arvo/float/3 bounded 50 50 10 8 0 0 1.5 6 0 0 {hist}\n"
                             "sphere_aabb/arvo/float/2 bounded 50 50 10 0 0 0 0 5 0 0\n"  # the old format
                             "fp/sphere_aabb/conservative/float/3/raw conservative 0 0 10 0 0 8 0 0 0 0 -\n")
    subprocess.run([sys.argv[1], "--json", str(d / "verdict.json"), str(d / "a.txt"), str(d / "b.txt")],
                   stdout=subprocess.DEVNULL, env=dict(os.environ, LLVM_PROFILE_FILE=str(d / "verdict.profraw")))
    v = json.loads((d / "verdict.json").read_text())
    rows = {r["key"]: r for r in v["rows"]}
    # --partial (an interrupted campaign): the rows of what ran, no list of the variants not
    # reached, no PASS or FAIL line, exit 0 without a violation; the full verdict of the same
    # files fails on the rows not reached (the check's negative control).
    part = subprocess.run([sys.argv[1], "--partial", str(d / "a.txt"), str(d / "b.txt")], stdout=subprocess.PIPE,
                          text=True, env=dict(os.environ, LLVM_PROFILE_FILE=str(d / "verdict.profraw")))
    full = subprocess.run([sys.argv[1], str(d / "a.txt"), str(d / "b.txt")], stdout=subprocess.PIPE, text=True,
                          env=dict(os.environ, LLVM_PROFILE_FILE=str(d / "verdict.profraw")))
    expect(part.returncode == 0 and "partial verdict, of what ran before the interruption: 3 rows exercised, 0 with"
           in part.stdout and "NOT EXERCISED" not in part.stdout and "verdict: " not in part.stdout.replace(
               "partial verdict", ""), f"spherebox_verdict --partial: {part.returncode}, {part.stdout[-300:]}")
    expect(full.returncode == 1 and "NOT EXERCISED" in full.stdout and "verdict: FAIL" in full.stdout,
           f"spherebox_verdict without --partial on the same files: {full.returncode}")
    arvo = rows.get("sphere_aabb/arvo/float/3", {})
    expect(arvo.get("ratio_hist") == [0] * 11 + [6, 8, 2] + [0] * 6, f"histogram added up: {arvo.get('ratio_hist')}")
    expect(arvo.get("max_ratio") == 2.5 and arvo.get("cases") == 150, f"arvo row: {arvo}")
    expect(rows.get("sphere_aabb/arvo/float/2", {}).get("ratio_hist") == [0] * 20, "a row without histogram")
    expect(not any(k.startswith(("fp/", "fallback/")) for k in rows), "category rows must not be verdict rows")
    fps = {(f["key"], f["category"]): (f["negatives"], f["false_positives"]) for f in v["false_positives_by_category"]}
    expect(fps == {("sphere_aabb/conservative/float/3", "tangent"): (30, 12),
                   ("sphere_aabb/conservative/float/3", "raw"): (10, 8)}, f"false positives by category: {fps}")
    expect(v["fallbacks"] == [{"key": "sphere_aabb/exact/float/3", "category": "near", "filtered": 40,
                               "fallbacks": 10}], f"fallbacks: {v['fallbacks']}")
    expect(v["verdict"] == "FAIL" and "sphere_aabb/qri/float/3" in v["not_exercised"], "verdict and missing rows")

    # 6. The report, from a canned campaign.json and that verdict.
    series = [dict(s, t=float(i)) for i, s in enumerate(filter(None, map(run.parse_fuzz_line, CANNED.splitlines())))]
    camp = {"ok": True, "failed": [], "total_s": 1200, "seconds": 45, "cases": 1000, "plan": None,
            "stages": {"build": 3, "fuzz": 500}, "proofs_file": None, "selftest_properties": [],
            "targets": [{"target": "fuzz_sphere_aabb", "execs": 281234, "exec_s": 6249, "ok": True, "cov": 905,
                         "series": series}],
            "properties": [{"name": "SphereAabb.x", "ok": True, "seconds": 2.5}],
            "selftest": [{"name": "strict_final", "seconds": 0.1, "clause": "bounded (b)"}],
            "coverage": {"profiles": 3, "binaries": ["fuzz_sphere_aabb", "fuzz_sphere_aabb_scalar"],
                         "headers": [{"path": "lib/include/spherebox/sphere_aabb/exact.hpp", "lines_hit": 60,
                                      "lines": 64, "branches_hit": 30, "branches": 40, "required": True},
                                     {"path": "lib/include/spherebox/checked.hpp", "lines_hit": 5, "lines": 10,
                                      "branches_hit": 0, "branches": 0, "required": False}],
                         "unreached": [["lib/include/spherebox/sphere_aabb/exact.hpp", 71, "lo = min - c;"]],
                         "excepted": [{"path": "lib/include/spherebox/sphere_aabb/exact.hpp", "where": "80-82",
                                       "reason": "planted reason", "lines": [80, 81, 82]}],
                         "stale": [], "broken": []}}
    (d / "campaign.json").write_text(json.dumps(camp))
    report.write(d)
    html, md = (d / "report.html").read_text(), (d / "report.md").read_text()
    svgs = {n: (d / "plots" / f"{n}.svg").read_text() for n in re.findall(r"!\[\w+\]\(plots/(\w+)\.svg\)", md)}
    for name in ("ratio_histograms", "false_positives", "fallbacks", "fuzz_coverage", "fuzz_exec_rate", "coverage"):
        expect(name in svgs and svgs[name] in html, f"plot {name}: in report.md and inline in report.html")
    want_rates = [(1.0, 6.0), (2.0, 4088.0), (3.0, 61440.0), (4.0, 65536.0), (5.0, 150162.0)]
    expect(report.rates(series) == want_rates, f"execution rates over 1 s windows: {report.rates(series)}")
    rate = re.findall(r'<polyline points="([^"]*)"', svgs.get("fuzz_exec_rate", ""))
    expect(len(rate) == 1 and len(rate[0].split()) == 5, f"exec/s line: one point per rate: {rate}")
    cov = re.findall(r'<polyline points="([^"]*)"', svgs.get("fuzz_coverage", ""))
    expect(len(cov) == 1 and len(cov[0].split()) == 6, f"coverage line: all 6 points: {cov}")
    expect(len(re.findall(r"<rect [^>]*><title>\d+</title>", svgs.get("ratio_histograms", ""))) == 3
           and "k=6" in svgs.get("ratio_histograms", ""), "ratio histogram: 3 bars and the k=6 line")
    expect(">40.0%<" in svgs.get("false_positives", "") and ">80.0%<" in svgs.get("false_positives", ""),
           "false-positive cells 12/30 and 8/10")
    expect(">25.00%<" in svgs.get("fallbacks", ""), "fallback cell 10/40")
    expect(not re.search(r'(src|href)="(http|//)', html), "report.html must not load anything from the network")
    bars = re.findall(r"<rect [^>]*><title>(\d+ of \d+)</title>", svgs.get("coverage", ""))
    expect(bars == ["60 of 64", "30 of 40", "5 of 10"],
           f"coverage bars: lines and branches, none for 0 branches: {bars}")
    expect("exact.hpp:71" in md and "planted reason" in html and "<tr class=\"bad\"><td>sphere_aabb/exact.hpp:71"
           in html and "65/74" in md and "lines 87.8% (65/74)" in md,
           "coverage: the unreached line marked, the exception's reason, the totals in the text and the summary")
    for text in ("sphere_aabb/arvo/float/3", "strict_final", "fuzz_sphere_aabb", "281,234"):
        expect(text in html and text in md, f"{text!r} in both reports")

# 7. libFuzzer -fork=N (ci/verify --fork): the parent's job lines; --jobs's split of the cores.
FORK = """INFO: -fork=2: fuzzing in separate process(s)
INFO: -fork=2: 237 seed inputs, starting to fuzz in /tmp/libFuzzerTemp.FuzzWithFork1.dir
#15790: cov: 1664 ft: 1664 corp: 237 exec/s 7895 oom/timeout/crash: 0/0/0 time: 2s job: 1 dft_time: 0
  NEW_FUNC: 0x55e9863b05c0 in LLVMFuzzerTestOneInput fuzz/fuzz_aabb_aabb.cpp:6
#40167: cov: 1860 ft: 1664 corp: 237 exec/s 8125 oom/timeout/crash: 0/0/0 time: 3s job: 2 dft_time: 0
#174628: cov: 2008 ft: 1669 corp: 240 exec/s 9793 oom/timeout/crash: 0/0/0 time: 13s job: 5 dft_time: 0
INFO: fuzzed for 14 seconds, wrapping up soon
INFO: exiting: 0 time: 14s
"""


def check_fork(parse, totals):
    """Failures of a (line parser, totals) pair on the canned fork-mode output."""
    got = [s for s in map(parse, FORK.splitlines()) if s]
    want = [(15790, 1664, 7895), (40167, 1860, 13389), (174628, 2008, 13432)]
    bad = [] if [(s["execs"], s["cov"], s["exec_s"]) for s in got] == want else [f"fork lines: {got}"]
    if totals(got) != (174628, 13432):
        bad.append(f"fork totals: {totals(got)} (every job's executions over the run's seconds)")
    return bad


for f in check_fork(run.parse_fuzz_line, run.fork_totals):
    expect(False, "fork: " + f)


def job_rate(line):  # known-wrong: the last job's own exec/s taken for the run's
    s = run.parse_fuzz_line(line)
    m = re.search(r"exec/s (\d+)", line)
    return s and dict(s, exec_s=int(m.group(1)) if m and s["event"] == "fork" else s["exec_s"])


expect(check_fork(job_rate, run.fork_totals), "the checks accept a fork parser that takes one job's exec/s")
expect(run.parse_fuzz_line("#40167: cov: 1860 ft: 1664 corp: 237") is None, "a truncated fork line is no status")


def check_schedule(sched):
    bad = []
    for targets, jobs, want in ((["a"] * 13, 2, ([1] * 13, 2)), (["a"], 2, ([2], 1)), (["a"], 1, ([1], 1)),
                                (["a", "b", "c"], 8, ([3, 3, 2], 3))):
        runs, at_once = sched(targets, jobs)
        if ([k for _, k in runs], at_once) != want:
            bad.append(f"{len(targets)} targets on {jobs} cores: {runs}, {at_once} at a time; want {want}")
        if len(targets) < jobs and sum(k for _, k in runs) != jobs:
            bad.append(f"{len(targets)} targets on {jobs} cores leave cores idle: {runs}")
    return bad


for f in check_schedule(run.schedule):
    expect(False, "schedule: " + f)
expect(check_schedule(lambda t, j: ([(x, 1) for x in t], min(j, len(t)))),
       "the checks accept a schedule that gives one target one core of two")

# 8. --merge: libFuzzer's lines, and the replacement of a corpus's minimisable files.
MERGE_LOG = """MERGE-OUTER: 212 files, 60 in the initial corpus, 0 processed earlier
MERGE-OUTER: attempt 1
MERGE-OUTER: the control file has 41027 bytes
MERGE-OUTER: consumed 0Mb (41Mb rss) to parse the control file
MERGE-OUTER: 7 new files with 31 new features added; 4 new coverage edges
"""
expect(merge.parse_merge(MERGE_LOG) == {"files": 7, "features": 31, "edges": 4}, "merge summary")
expect(merge.parse_merge("MERGE-OUTER: attempt 1") is None, "no summary, no merge")
INITED = "INFO: seed corpus: files: 57\n#62\tINITED cov: 788 ft: 1074 corp: 49/3266b exec/s: 0 rss: 33Mb\n"
expect(merge.parse_inited(INITED) == {"cov": 788, "ft": 1074}, f"inited: {merge.parse_inited(INITED)}")


def check_inited(parse):
    return [] if parse(INITED) == {"cov": 788, "ft": 1074} else [f"{parse(INITED)}"]


expect(check_inited(lambda t: dict(merge.parse_inited(t), ft=None)), "the checks accept an inited parser that drops ft")


def check_merge(tmp, mod):
    """Runs the merge's file handling on a canned corpus (libFuzzer's part played by hand) and
    checks the result by the rule itself: every regress_, kat_ and seed_ file stays, the other
    files become exactly the merged ones."""
    corpus, merged = tmp / "corpus", tmp / "merged"
    shutil.rmtree(corpus, ignore_errors=True)
    corpus.mkdir()
    for n in ("kat_000", "seed_0_0_0", "regress_open_degenerate_box", "aa11", "bb22"):
        (corpus / n).write_bytes(n.encode())
    before = {p.name for p in corpus.iterdir()}
    mod.seed_merge_dir(corpus, merged)
    for n in ("bb22", "cc33"):  # what -merge=1 added: one old find, one new
        (merged / n).write_bytes(n.encode())
    mod.apply_merge(corpus, merged)
    after = {p.name for p in corpus.iterdir()}
    bad = [f"lost {n}" for n in sorted(before) if re.match(r"(regress|kat|seed)_", n) and n not in after]
    if after != {"kat_000", "seed_0_0_0", "regress_open_degenerate_box", "bb22", "cc33"}:
        bad.append(f"corpus after the merge: {sorted(after)}")
    if (corpus / "cc33").read_bytes() != b"cc33":
        bad.append("a merged file's content")
    return bad


class ForgetsRegress:  # known-wrong: the keep rule forgets the files kept by hand
    KEPT = re.compile(r"^(kat_|seed_)")

    @staticmethod
    def kept(name):
        return bool(ForgetsRegress.KEPT.match(name))

    def seed_merge_dir(self, corpus, merged):
        old, merge.KEPT = merge.KEPT, self.KEPT
        try:
            merge.seed_merge_dir(corpus, merged)
        finally:
            merge.KEPT = old

    def apply_merge(self, corpus, merged):
        old, merge.KEPT = merge.KEPT, self.KEPT
        try:
            return merge.apply_merge(corpus, merged)
        finally:
            merge.KEPT = old


with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    for f in check_merge(tmp, merge):
        expect(False, "merge: " + f)
    expect(check_merge(tmp, ForgetsRegress()), "the checks accept a merge that loses a regress_ file")
    expect(merge.problems({"regress_a", "x"}, {"x"}, {"x"}) == ["lost regress_a"], "problems: a lost regress file")
    expect(merge.problems({"kat_1", "x"}, {"kat_1", "x"}, {"kat_1", "y"}) != [], "problems: not the merged set")

    # 9. The OSS-Fuzz parts.
    env = oss_fuzz.builder_env("libfuzzer", "address", tmp / "src", tmp / "out", tmp / "work", {"LDFLAGS": "-lx"})
    expect("-fsanitize=address" in env["CFLAGS"] and "-fsanitize=fuzzer-no-link" in env["CXXFLAGS"]
           and env["CXXFLAGS"].endswith("-stdlib=libc++") and env["LIB_FUZZING_ENGINE"] == "-fsanitize=fuzzer"
           and env["CC"] == "clang" and env["OUT"] == str(tmp / "out") and env["LDFLAGS"] == "-lx",
           f"libFuzzer+ASan builder environment: {env}")
    ub = oss_fuzz.builder_env("libfuzzer", "undefined", tmp, tmp, tmp)
    expect("-fno-sanitize=function" in ub["CFLAGS"] and "-fno-sanitize=function" not in ub["CXXFLAGS"]
           and "unsigned-integer-overflow" in ub["CXXFLAGS"].split()[-4]
           and "unsigned-integer-overflow" not in ub["CXXFLAGS"].split("-fno-sanitize-recover=")[1],
           f"UBSan: function off for C only, unsigned overflow reported but recoverable: {ub['CXXFLAGS']}")
    afl = oss_fuzz.builder_env("afl", "address", tmp, tmp, tmp, {"afl_driver": "/d.a"})
    expect(afl["CXX"] == "afl-clang-fast++" and "fuzzer-no-link" not in afl["CXXFLAGS"]
           and afl["LIB_FUZZING_ENGINE"] == "/d.a", "AFL++: its wrappers and driver, no libFuzzer instrumentation")
    cov_env = oss_fuzz.builder_env("libfuzzer", "coverage", tmp, tmp, tmp)
    expect("-fprofile-instr-generate" in cov_env["CXXFLAGS"] and "fuzzer-no-link" not in cov_env["CXXFLAGS"],
           "coverage build: profile instrumentation instead of libFuzzer's")
    OPTIONS = "[libfuzzer]\ndict = spherebox.dict\nmax_len = 300\n[asan]\nquarantine_size_mb = 64\n"

    def check_options(parse):
        o = parse(OPTIONS)
        bad = [] if oss_fuzz.libfuzzer_args(o) == ["-dict=spherebox.dict", "-max_len=300"] else [f"{o}"]
        renv = oss_fuzz.runner_env({}, "address", o)
        if not renv["ASAN_OPTIONS"].endswith(":quarantine_size_mb=64") or "UBSAN_OPTIONS" not in renv:
            bad.append(f"runner options: {renv}")
        return bad

    for f in check_options(oss_fuzz.parse_options):
        expect(False, "options: " + f)
    expect(check_options(lambda t: {k: v for k, v in oss_fuzz.parse_options(t).items() if k != "asan"}),
           "the checks accept an options parser that drops the [asan] section")
    expect(oss_fuzz.fuzzer_names("fuzz_a fuzz_a_scalar fuzz_known_wrong") == ["fuzz_a", "fuzz_a_scalar"],
           "the self-test target is never shipped")

    # $OUT: a complete one, then each defect.
    root = tmp / "root"
    (root / "corpus" / "fuzz_a").mkdir(parents=True)
    for n in ("kat_000", "seed_1"):
        (root / "corpus" / "fuzz_a" / n).write_bytes(b"\0\1")

    def make_out(skip=()):
        out = tmp / "out"
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir()
        for f in ("fuzz_a", "fuzz_a_scalar"):
            if "fuzzer" not in skip:
                (out / f).write_text("#!/bin/sh\n")
                (out / f).chmod(0o755)
            if "zip" not in skip:
                with zipfile.ZipFile(out / f"{f}_seed_corpus.zip", "w") as z:
                    for n in ("kat_000", "seed_1")[:1 if "short zip" in skip else 2]:
                        z.write(root / "corpus" / "fuzz_a" / n, n)
            if "options" not in skip:
                (out / f"{f}.options").write_text("[asan]\nx = 1\n" if "section" in skip else OPTIONS)
        if "dict" not in skip:
            (out / "spherebox.dict").write_text('x="\\x00"\n')
        return out

    def check_out(problems):
        bad = [] if not problems(make_out(), ["fuzz_a", "fuzz_a_scalar"], root) else ["a complete $OUT refused"]
        for skip in ("fuzzer", "zip", "short zip", "options", "section", "dict"):
            if not problems(make_out((skip,)), ["fuzz_a", "fuzz_a_scalar"], root):
                bad.append(f"$OUT without its {skip} accepted")
        return bad

    for f in check_out(oss_fuzz.out_problems):
        expect(False, "out: " + f)
    expect(check_out(lambda out, fz, r: [f"{f}: no fuzzer" for f in fz if not (out / f).is_file()]),
           "the checks accept an $OUT check that looks only for the fuzzers")
    expect(oss_fuzz.seed_dir(root, "fuzz_a_scalar") == root / "corpus" / "fuzz_a", "a scalar twin's seeds")

    # The submitted files: both build.sh the same, both Dockerfiles providing what the build uses.
    repo = Path(__file__).resolve().parent.parent.parent
    oss_sh, cfl_sh = (repo / "fuzz/oss-fuzz/build.sh").read_text(), (repo / ".clusterfuzzlite/build.sh").read_text()
    expect(oss_fuzz.same_build(oss_sh, cfl_sh), "the two build.sh files run the same commands")
    expect(not oss_fuzz.same_build(oss_sh, cfl_sh + "make\n"), "same_build: an extra command")
    for df, sh in (("fuzz/oss-fuzz/Dockerfile", "build.sh"), (".clusterfuzzlite/Dockerfile", ".clusterfuzzlite/build.sh")):
        text = (repo / df).read_text()
        expect(oss_fuzz.dockerfile_problems(text, sh) == [], f"{df}: {oss_fuzz.dockerfile_problems(text, sh)}")
        expect(oss_fuzz.dockerfile_problems(text.replace(f"COPY {sh} $SRC/", ""), sh), f"{df} without build.sh")
        expect(oss_fuzz.dockerfile_problems(text.replace(" m4", ""), sh), f"{df} without m4")
    verdict = Path(sys.argv[1])  # linked with the system's shared libgmp, as the harness is outside OSS-Fuzz
    expect(any("libgmp" in p for p in oss_fuzz.runtime_problems(verdict.parent, [verdict.name])),
           f"a binary that needs libgmp.so at run time: {oss_fuzz.runtime_problems(verdict.parent, [verdict.name])}")
    expect(len(oss_fuzz.reports("x\n==1==ERROR: AddressSanitizer: heap-buffer-overflow\na.cpp:3: runtime error: "
                                "shift\ncontract violation: y\nINFO: fine")) == 3, "the finding lines")

# ci/prove's check that every test of label formal or prove is a tie (ci/test --no-formal, as
# .ci/run calls it, leaves those tests to ci/prove): on canned `ctest -N` output, a test that no
# tie pattern names must be reported, and a test a pattern names by regular expression must not.
import importlib.machinery  # noqa: E402
import importlib.util  # noqa: E402
_loader = importlib.machinery.SourceFileLoader("prove", str(Path(__file__).resolve().parent.parent / "prove"))
prove = importlib.util.module_from_spec(importlib.util.spec_from_loader("prove", _loader))
_loader.exec_module(prove)
prove.run = lambda cmd, **kw: (0, "Test project /b\n  Test  #1: formal.expansion\n"
                                  "  Test  #2: formal.expansion.catches_no_low\n  Test #3: formal.smt_replay\n"
                                  "\nTotal Tests: 3\n", 0.0)
ties = [{"tool": "tie", "file": r"^formal\.expansion(\..*)?$"}, {"tool": "tie", "file": r"^formal\.smt_replay$"},
        {"tool": "coq", "file": "coq/X.v"}]
expect(prove.untied_tests(Path("/b"), ties) == [], f"every test tied: {prove.untied_tests(Path('/b'), ties)}")
expect(prove.untied_tests(Path("/b"), ties[1:]) == ["formal.expansion", "formal.expansion.catches_no_low"],
       f"untied tests reported: {prove.untied_tests(Path('/b'), ties[1:])}")
expect(prove.untied_tests(Path("/b"), [{"tool": "coq", "file": "formal.smt_replay"}]) != [],
       "a row of another tool does not tie a test")

# ci/prove's slots: while a run that asks first (the Coq library's chain) waits, no other run
# takes a slot, even a free one; once it is served, the others go on.
import threading  # noqa: E402


def low_run_started(first_waiting):
    """Whether a run that does not ask first gets a free slot within 0.3 s while
    first_waiting runs that ask first are (as if) waiting."""
    slots, got = prove.Slots(2), threading.Event()
    slots.first_waiting = first_waiting

    def low():
        with slots.take():
            got.set()

    t = threading.Thread(target=low)
    t.start()
    started = got.wait(0.3)
    with slots.cv:  # the runs that asked first are served
        slots.first_waiting = 0
        slots.cv.notify_all()
    t.join(10)
    return started, got.is_set()


expect(low_run_started(1) == (False, True), f"a free slot waits for the run that asks first: {low_run_started(1)}")
expect(low_run_started(0) == (True, True), f"with nobody asking first, a free slot is taken: {low_run_started(0)}")

# ci/prove's certificate bundles: one file of the common prelude and each body in a module of
# its own; coqc (mocked: it rejects a file holding "BAD") runs once on a good bundle, and where the
# bundle is rejected, once on each certificate alone, whose answers are the rows'.
import tempfile  # noqa: E402
with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    certs = []
    for k, body in enumerate(["Lemma a : True.\nProof. exact I. Qed.\n", "BAD\n", "Lemma c : True.\nProof. exact I. Qed.\n"]):
        path = tmp / f"cert_{k}.v"
        path.write_text(prove.GAPPA_HEAD + body)
        certs.append((10 + k, prove.Cert(path, prove.GAPPA_HEAD, body, 1.0, f"gappa {k}\n")))
    text = prove.bundle_text([c for _, c in certs])
    expect(text.count(prove.GAPPA_HEAD) == 1 and text.startswith(prove.GAPPA_HEAD), "a bundle's prelude, once")
    expect(all(f"Module Cert_{k}.\n{c.body}\nEnd Cert_{k}." in text for k, (_, c) in enumerate(certs, 1)),
           f"each certificate in a module of its own: {text!r}")
    calls = []

    def mock_coqc(cmd, cwd=None, timeout=0, **kw):
        calls.append(cmd[-1])
        bad = "BAD" in (Path(cwd) / cmd[-1]).read_text()
        return (1 if bad else 0), ("rejected" if bad else ""), 2.0
    prove.run = mock_coqc
    got = prove.check_bundle(certs[:1] + certs[2:], tmp)
    expect([(i, ok) for i, ok, _, _ in got] == [(10, True), (12, True)] and len(calls) == 1,
           f"a good bundle: every row proved, one coqc run: {got}, {calls}")
    calls.clear()
    got = prove.check_bundle(certs, tmp)
    expect([(i, ok) for i, ok, _, _ in got] == [(10, True), (11, False), (12, True)]
           and calls[1:] == ["cert_0.v", "cert_1.v", "cert_2.v"],
           f"a rejected bundle: each certificate alone, only the bad one fails: {got}, {calls}")
    expect(all(abs(secs - 3.0) < 1e-9 for _, _, secs, _ in got) and "rejected" in got[1][3],
           f"a row alone: its gappa seconds and its own check, its own output: {got}")

# ci/prove checks a Gappa script once when several rows hold the same script (comment lines
# aside) with the same expectation: the others take its result. Scripts that differ in one
# constant, or rows that expect differently, are each checked. A known-wrong key (the file's
# name stripped of its family, as if the batch and scalar scripts of a size were always one)
# must be told apart: it merges two scripts that differ.
with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    folder = tmp / "gappa" / "gappa" / "f"
    folder.mkdir(parents=True)
    (folder / "batch_n2.g").write_text("# the batch kernel\nx = rnd(a * b);\n{ a in [1,2] -> x in [1,4] }\n")
    (folder / "sa_n2.g").write_text("# the scalar filter\nx = rnd(a * b);\n{ a in [1,2] -> x in [1,4] }\n")
    (folder / "batch_n3.g").write_text("# the batch kernel\nx = rnd(a * b);\n{ a in [1,3] -> x in [1,9] }\n")
    (folder / "sa_n3.g").write_text("# the scalar filter\nx = rnd(a * b);\n{ a in [1,2] -> x in [1,9] }\n")
    rows = [{"tool": "gappa", "file": f"gappa/f/{n}.g", "expect": e}
            for n, e in [("batch_n2", "proves"), ("sa_n2", "proves"), ("batch_n3", "proves"), ("sa_n3", "proves"),
                         ("sa_n2", "fails")]]
    got = prove.same_scripts(rows, tmp)
    expect(got == {1: 0}, f"only the two n2 scripts that prove are one check: {got}")

    def by_name(rows, work):  # known wrong: the same size taken for the same script
        first, same = {}, {}
        for i, r in enumerate(rows):
            j = first.setdefault((r["expect"], Path(r["file"]).name.split("_", 1)[1]), i)
            if j != i:
                same[i] = j
        return same
    expect(by_name(rows, tmp) != got, f"a key by file name merges scripts that differ: {by_name(rows, tmp)}")

# ci/prove carries micromega's oracle answers (formal/coq/micromega/) into coqc's working
# directory only when they were written by the same Coq: answers from another version are left
# out (the searches run), as are answers with no version stamp.
with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    kept, work = tmp / "micromega", tmp / "work"
    kept.mkdir(), work.mkdir()
    (kept / "nra.cache").write_bytes(b"answers")
    saved = prove.MICROMEGA, prove.coq_version
    prove.MICROMEGA = kept
    try:
        said = prove.load_micromega_cache(work)
        expect("no oracle answers" in said and not (work / ".nra.cache").exists(), f"no stamp, nothing copied: {said}")
        (kept / "coq-version.txt").write_text("The Coq Proof Assistant, version 8.16.1\n")
        prove.coq_version = lambda: "The Coq Proof Assistant, version 8.17.0"
        said = prove.load_micromega_cache(work)
        expect("not used" in said and not (work / ".nra.cache").exists(), f"another Coq, nothing copied: {said}")
        prove.coq_version = lambda: "The Coq Proof Assistant, version 8.16.1"
        said = prove.load_micromega_cache(work)
        expect((work / ".nra.cache").read_bytes() == b"answers" and not (work / ".lia.cache").exists(),
               f"the same Coq, each kept file copied under coqc's name: {said}")
    finally:
        prove.MICROMEGA, prove.coq_version = saved

# The standing negative control of that step (a row NAME.cert.edit): the genuine certificate and
# the edited one go through check_bundle together; the control fails, as it must, only when the
# edited one is rejected and the genuine one accepted. Gappa and coqc mocked: coqc rejects a file
# holding "BAD" (right), accepts everything (a bundle step that ignores coqc), or rejects
# everything (one that blames the good certificate too).
with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    (tmp / "gappa" / "x").mkdir(parents=True)
    (tmp / "gappa" / "x" / "s.g").write_text("script\n")
    (tmp / "gappa" / "x" / "s.cert.edit").write_text(
        "# control\nsource: gappa/x/s.g\nreplace:\n  Lemma goal : GOOD.\nwith:\n  Lemma goal : BAD.\nend\n")
    formal, certificate = prove.FORMAL, prove.gappa_certificate
    prove.FORMAL = tmp
    prove.gappa_certificate = lambda target, timeout=300: (prove.GAPPA_HEAD, "Lemma goal : GOOD.\nProof. Qed.\n", "", "")
    row = {"file": "gappa/x/s.cert.edit", "expect": "fails", "tool": "gappa"}
    outcomes = {}
    for name, rejects in [("right", lambda text: "BAD" in text), ("accepts all", lambda text: False),
                          ("rejects all", lambda text: True)]:
        def mock_tools(cmd, cwd=None, timeout=0, rejects=rejects, **kw):
            if cmd[0] == "gappa":
                return 0, "", 0.1
            return (1, "rejected", 1.0) if rejects((Path(cwd) / cmd[-1]).read_text()) else (0, "", 1.0)
        prove.run = mock_tools
        outcomes[name] = prove.cert_control(row, tmp / "work")
    prove.FORMAL, prove.gappa_certificate = formal, certificate
    expect(outcomes["right"][0] is False and "edited" in outcomes["right"][2]
           and (tmp / "work" / "gappa-cert" / "gappa" / "x" / "cert_s_cert_edited.v").read_text().count("BAD") == 1,
           f"the control fails, as it must, when coqc rejects only the edited certificate: {outcomes['right']}")
    expect(outcomes["accepts all"][0] is True and outcomes["rejects all"][0] is True,
           f"a bundle step that accepts the edited certificate, or rejects the genuine one, fails the row: {outcomes}")
    expect(prove.judge(row, outcomes["right"][0]) == (True, "fails, as it must")
           and prove.judge(row, outcomes["accepts all"][0])[0] is False, "judged as a negative control")

# A script that must prove runs once, `gappa -Bcoq`: Gappa's exit status decides. A non-zero
# one fails the row with Gappa's message, even though -Bcoq printed a (partial) certificate; a
# zero one gives the certificate coqc then checks. subprocess.run mocked.
with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    (tmp / "gappa" / "y").mkdir(parents=True)
    (tmp / "gappa" / "y" / "p.g").write_text("script\n")
    formal, real_run = prove.FORMAL, prove.subprocess.run
    prove.FORMAL = tmp
    seen = {}
    for name, code in [("not proved", 1), ("proved", 0)]:
        def fake(cmd, code=code, **kw):
            return subprocess.CompletedProcess(cmd, code, prove.GAPPA_HEAD + "Lemma goal : GOOD.\nProof. Qed.\n",
                                               "" if code == 0 else "Error: some properties were not satisfied\n")
        prove.subprocess.run = fake
        try:
            seen[name] = prove.gappa_check({"file": "gappa/y/p.g", "expect": "proves", "tool": "gappa"}, tmp / "work")
        finally:
            prove.subprocess.run = real_run
    prove.FORMAL = formal
    expect(isinstance(seen["not proved"], tuple) and seen["not proved"][0] is False
           and "not satisfied" in seen["not proved"][2],
           f"gappa -Bcoq exiting non-zero fails a row that must prove: {seen['not proved']}")
    expect(isinstance(seen["proved"], prove.Cert), f"a proved script yields its certificate: {seen['proved']}")

# ci/verify's property stage as googletest shards: a stand-in property binary (a script) runs
# the tests of its GTEST_SHARD_INDEX out of GTEST_TOTAL_SHARDS, googletest's way. Every shard
# reporting each of its properties passes; a shard that dies after starting a property (no OK
# line, yet exit 0: a wrong exit code must not hide it) fails the stage; so does a failing one,
# with its shard's exit code 1 or 0.
_vloader = importlib.machinery.SourceFileLoader("verify", str(Path(__file__).resolve().parent.parent / "verify"))
verify = importlib.util.module_from_spec(importlib.util.spec_from_loader("verify", _vloader))
_vloader.exec_module(verify)
with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    (tmp / "properties").mkdir()
    fake = tmp / "properties" / "spherebox_properties"
    fake.write_text("""#!/usr/bin/env python3
import os, sys
names = ["P.a", "P.b", "P.c", "P.d", "P.e"]
n, i = int(os.environ["GTEST_TOTAL_SHARDS"]), int(os.environ["GTEST_SHARD_INDEX"])
mine = names[i::n]
open(os.environ["SPHEREBOX_STATS_FILE"], "w").write(f"shard {i}\\n")
print(f"[==========] Running {len(mine)} tests from 1 test suite.")
for t in mine:
    print(f"[ RUN      ] {t}")
    if os.environ.get("FAKE_DIE") == t:
        sys.exit(0)
    print(f"[  {'FAILED ' if os.environ.get('FAKE_FAIL') == t else '     OK'} ] {t} (1 ms)")
sys.exit(1 if os.environ.get("FAKE_FAIL") in mine and not os.environ.get("FAKE_EXIT0") else 0)
""")
    fake.chmod(0o755)
    results = {}
    for name, extra in [("right", {}), ("dies", {"FAKE_DIE": "P.d"}), ("fails", {"FAKE_FAIL": "P.c"}),
                        ("fails, exit 0", {"FAKE_FAIL": "P.c", "FAKE_EXIT0": "1"})]:
        out = tmp / name
        (out / "logs").mkdir(parents=True)
        (out / "stats").mkdir()
        args = type("A", (), {"jobs": 2, "build_dir": str(tmp)})()
        results[name] = verify.properties(args, out, dict(os.environ, **extra), 10, 1.0)
        results[name + " stats"] = sorted(p.name for p in (out / "stats").iterdir())
    ok, recs, _took, rss = results["right"]
    expect(ok and sorted(r["name"] for r in recs) == ["P.a", "P.b", "P.c", "P.d", "P.e"] and len(rss) == 2
           and results["right stats"] == ["properties-1.txt", "properties-2.txt"],
           f"two shards: every property once, a stats file each: {results['right']}, {results['right stats']}")
    expect(results["dies"][0] is False, f"a shard that stops before a property's result fails the stage: {results['dies']}")
    expect(results["fails"][0] is False, f"a failed property fails the stage: {results['fails']}")
    expect(results["fails, exit 0"][0] is False,
           f"a FAILED record fails the stage even when its shard exits 0: {results['fails, exit 0']}")

# The build's progress line: the time left comes from the last measured build (or the estimate),
# so elapsed + left stays the expected total through the early steps, whatever their pace; past
# the expected time, the steps' own pace. Known-wrong: extrapolating from the steps done so far,
# which swings (the first steps are the quick ones).
def check_build_left(left):
    steps = [(10, 2, 18), (22, 4, 18), (60, 4, 18), (130, 9, 18)]  # (elapsed, done, of) as in a fresh run
    totals = {round(t + left(t, n, m, 240.0)) for t, n, m in steps}
    return totals == {240} and left(300, 17, 18, 240.0) > 0


expect(check_build_left(verify.build_left), "the build's time left does not follow the last measured build")
expect(not check_build_left(lambda t, n, m, e: t * (m - n) / n),
       "known-wrong: extrapolating from the first steps passed the build-estimate check")

# Ctrl-C during fuzzing (campaign/run.py on_interrupt): a stand-in libFuzzer target runs until
# SIGINT, then exits as libFuzzer does (status 72, no report; FAKE_FIND: a report first). The
# target is "interrupted", not failed, and its working corpus is kept; a target not started yet
# is skipped; one that found something before the interruption still fails. Known-wrong: the
# same SIGINT without the campaign marked interrupted (ci/verify before it handled Ctrl-C) must
# read as a failure, or the check could not tell the two apart.
import threading  # noqa: E402
with tempfile.TemporaryDirectory() as tmp:
    tmp = Path(tmp)
    (tmp / "fuzz").mkdir()
    fake = tmp / "fuzz" / "fuzz_fake"
    fake.write_text("""#!/usr/bin/env python3
import os, signal, sys, time
work = [a for a in sys.argv[1:] if not a.startswith("-")][0]
open(os.path.join(work, "input-1"), "w").write("x")
def stop(*_):
    if os.environ.get("FAKE_FIND"):
        print("contract violation: sphere_aabb/fake (float/3, contract exact)")
    print("==1== libFuzzer: run interrupted; exiting", flush=True)
    os._exit(72)
signal.signal(signal.SIGINT, stop)
print("#2\tINITED cov: 3 ft: 3 corp: 1/1b exec/s: 0 rss: 30Mb", flush=True)
time.sleep(30)
""")
    fake.chmod(0o755)
    fuzz_results = {}
    for name, extra, mark in [("clean", {}, True), ("found", {"FAKE_FIND": "1"}, True), ("unmarked", {}, False)]:
        out = tmp / name
        for d in ("logs", "found", "stats", "profiles"):
            (out / d).mkdir(parents=True)
        run.INTERRUPTED.clear()
        fargs = type("A", (), {"build_dir": str(tmp), "fork": False})()

        def ctrl_c(mark=mark):
            if mark:
                run.on_interrupt()
            else:
                for p in list(run._running):
                    p.send_signal(run.signal.SIGINT)

        timer = threading.Timer(1.5, ctrl_c)
        timer.start()
        t0 = time.monotonic()
        rec = verify.fuzz_one(fargs, out, "fuzz_fake", 30, dict(os.environ, **extra))
        took = time.monotonic() - t0
        later = verify.fuzz_one(fargs, out, "fuzz_fake_later", 30, dict(os.environ, **extra)) if mark else None
        timer.join()
        fuzz_results[name] = (rec, later, took, (out / "corpus" / "fuzz_fake" / "input-1").exists())
    run.INTERRUPTED.clear()
    rec, later, took, kept = fuzz_results["clean"]
    expect(rec["ok"] and rec["interrupted"] and kept and took < 15,
           f"an interrupted target without a finding is interrupted, not failed, its corpus kept: {rec}, kept {kept}")
    expect(later["ok"] and later["interrupted"] and later["execs"] is None,
           f"a target not started when the campaign was interrupted is skipped: {later}")
    expect(not fuzz_results["found"][0]["ok"],
           f"a finding before the interruption still fails its target: {fuzz_results['found'][0]}")
    expect(not fuzz_results["unmarked"][0]["ok"] and not fuzz_results["unmarked"][0]["interrupted"],
           f"known-wrong: SIGINT with the campaign not marked interrupted reads as a failure: {fuzz_results['unmarked'][0]}")

for f in failures:
    print("FAIL", f)
print(f"{'FAILED' if failures else 'passed'}: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
