#!/usr/bin/env python3
"""ci/verify's parts on canned data: the libFuzzer status-line parser, the property progress
file, the streaming runner's ticks, spherebox_verdict --json (ratio histograms, false positives
and fallbacks by category, added up over files), the coverage parser, its sum over binaries, the
lines of `if constexpr` branches it leaves unmeasured and its check against the exceptions, and
the report writer (every plot present and fed). The parser checks also run on known-wrong
parsers (one drops exec/s, one drops branch counts, one ignores the region running into a line,
one keeps the counts of `if constexpr` branches), and the coverage check on an exception list
missing an unreached line: each must be rejected.
  usage: campaign_test.py SPHEREBOX_VERDICT"""
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # keep ci/ free of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from campaign import coverage, report, run  # noqa: E402

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
    (d / "exc.txt").write_text("# comment\nlib/t.hpp | 14-16 | g is never called\n"
                               'lib/t.hpp | "return 2;" | only the scalar build returns 2\n'
                               "lib/t.hpp | 8 | only the SSE2 build returns 3\n"
                               "lib/t.hpp | 2 | reached: stale\nlib/t.hpp | 40-41 | past the end: broken\n")
    exc = coverage.read_exceptions(d / "exc.txt")
    res = coverage.check(total, ["lib/*.hpp"], exc, lambda p: SOURCE)
    expect(res["unreached"] == [] and [e["where"] for e in res["stale"]] == ["2"]
           and [e["where"] for e in res["broken"]] == ["40-41"]
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

for f in failures:
    print("FAIL", f)
print(f"{'FAILED' if failures else 'passed'}: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
