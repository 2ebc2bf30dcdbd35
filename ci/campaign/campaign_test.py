#!/usr/bin/env python3
"""ci/verify's parts on canned data: the libFuzzer status-line parser, the property progress
file, the streaming runner's ticks, spherebox_verdict --json (ratio histograms, false positives
and fallbacks by category, added up over files) and the report writer (every plot present and
fed). The parser checks also run on a known-wrong parser that drops exec/s, which they must
reject.
  usage: campaign_test.py SPHEREBOX_VERDICT"""
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.dont_write_bytecode = True  # keep ci/ free of __pycache__
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from campaign import report, run  # noqa: E402

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

with tempfile.TemporaryDirectory() as d:
    d = Path(d)
    # 2. The property progress file, and the runner's lines and ticks.
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

    # 3. The verdict tool's JSON: two files' rows added up, histogram buckets included.
    hist = ",".join(["0"] * 11 + ["3", "4", "1"] + ["0"] * 6)
    (d / "a.txt").write_text(f"sphere_aabb/arvo/float/3 bounded 100 90 40 8 0 0 2.5 6 0 0 {hist}\n"
                             "sphere_aabb/conservative/float/3 conservative 100 90 40 20 0 20 0 0 0 0 -\n"
                             "fp/sphere_aabb/conservative/float/3/tangent conservative 0 0 30 0 0 12 0 0 0 0 -\n"
                             "fallback/sphere_aabb/exact/float/3/near filter 0 0 0 0 0 0 0 0 40 10 -\n")
    (d / "b.txt").write_text(f"sphere_aabb/arvo/float/3 bounded 50 50 10 8 0 0 1.5 6 0 0 {hist}\n"
                             "sphere_aabb/arvo/float/2 bounded 50 50 10 0 0 0 0 5 0 0\n"  # the old format
                             "fp/sphere_aabb/conservative/float/3/raw conservative 0 0 10 0 0 8 0 0 0 0 -\n")
    subprocess.run([sys.argv[1], "--json", str(d / "verdict.json"), str(d / "a.txt"), str(d / "b.txt")],
                   stdout=subprocess.DEVNULL)
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

    # 4. The report, from a canned campaign.json and that verdict.
    series = [dict(s, t=float(i)) for i, s in enumerate(filter(None, map(run.parse_fuzz_line, CANNED.splitlines())))]
    camp = {"ok": True, "failed": [], "total_s": 1200, "seconds": 45, "cases": 1000, "plan": None,
            "stages": {"build": 3, "fuzz": 500}, "proofs_file": None, "selftest_properties": [],
            "targets": [{"target": "fuzz_sphere_aabb", "execs": 281234, "exec_s": 6249, "ok": True, "cov": 905,
                         "series": series}],
            "properties": [{"name": "SphereAabb.x", "ok": True, "seconds": 2.5}],
            "selftest": [{"name": "strict_final", "seconds": 0.1, "clause": "bounded (b)"}]}
    (d / "campaign.json").write_text(json.dumps(camp))
    report.write(d)
    html, md = (d / "report.html").read_text(), (d / "report.md").read_text()
    svgs = {n: (d / "plots" / f"{n}.svg").read_text() for n in re.findall(r"!\[\w+\]\(plots/(\w+)\.svg\)", md)}
    for name in ("ratio_histograms", "false_positives", "fallbacks", "fuzz_coverage", "fuzz_exec_rate"):
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
    for text in ("sphere_aabb/arvo/float/3", "strict_final", "fuzz_sphere_aabb", "281,234"):
        expect(text in html and text in md, f"{text!r} in both reports")

for f in failures:
    print("FAIL", f)
print(f"{'FAILED' if failures else 'passed'}: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
