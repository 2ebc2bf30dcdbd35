"""The campaign report: BUILD/campaign/report.html (self-contained, plots inline as SVG) and
report.md (the same blocks, plots linked from plots/*.svg), from what ci/verify saved in
campaign.json and what spherebox_verdict --json wrote in verdict.json.
  usage: python3 -m campaign.report BUILD/campaign   (from ci/; ci/verify calls write())"""
import json
import math
import re
import sys
from html import escape
from pathlib import Path

from . import coverage, svg
from .run import clock

RATIO_LO = -11  # spherebox_verdict's ratio buckets: 0 is below 2^-11, j is [2^(j-12), 2^(j-11))
PROOF_KINDS = ["proved", "partly proved", "small formats", "tested only", "PROOF FAILED"]
PROOF_COLORS = ["#59a14f", "#8cd17d", "#76b7b2", "#bab0ac", "#e15759"]


def proof_kind(text):
    for k in reversed(PROOF_KINDS):  # "partly proved" before "proved"
        if text.startswith(k):
            return k
    return "proved" if text.startswith("proved") else "tested only"


def blocks(c, v):
    """The report as a list of blocks: (kind, ...) with kind h2, p, table, plot."""
    b = []
    word = "PASS" if c["ok"] else "FAIL: " + " ".join(c["failed"])
    b.append(("p", f"**{word}** in {clock(c['total_s'])}: {len(c['targets'])} fuzz targets at {c['seconds']} s each, "
                   f"{len(c['properties'])} properties at {c['cases']} cases, {len(c['selftest'])} known-wrong "
                   f"variants, verdict {v.get('verdict', 'missing')}." + _coverage_line(c.get("coverage"))))
    if c.get("plan"):
        b.append(("p", c["plan"]))
    b.append(("table", ["stage", "wall time"], [[k, clock(s)] for k, s in c["stages"].items()]
              + [["total", clock(c["total_s"])]]))

    rows = v.get("rows", [])
    bad_rows = [f"{r['key']} ({r['violations']})" for r in rows if r["violations"]]
    b.append(("p", f"Verdict table: {len(rows)} rows, {sum(r['violations'] for r in rows)} violations"
                   + (f" in {', '.join(bad_rows)}" if bad_rows else "") + f", {len(v.get('not_exercised', []))} "
                   "registered rows not exercised (the full table is at the end)."))
    b.append(("h2", "Bounded rows: |D − R| / (u·S) among disagreements, against k"))
    bounded = [r for r in rows if r["contract"] == "bounded"]
    groups = {}  # twins answer alike: one panel per slug/type/N and histogram
    for r in bounded:
        if sum(r["ratio_hist"]):
            slug, variant, typ, n = r["key"].split("/")
            groups.setdefault((slug, typ, n, tuple(r["ratio_hist"]), r["bound_k"], r["max_ratio"]), []).append(variant)
    panels = [{"title": f"{slug} {typ}/{n}", "counts": list(h), "mark": k,
               "notes": [", ".join(vs), f"{sum(h):,} disagreements, max {m:.3g}"]}
              for (slug, typ, n, h, k, m), vs in sorted(groups.items())]
    quiet = [r["key"] for r in bounded if not sum(r["ratio_hist"])]
    b.append(("p", "Log2 buckets of the ratio (its margin above the absolute term a·eta, in units of u·S); "
                   "the red line is the claimed k. A bar right of the line would be a violation. Variants with "
                   "the same histogram (twins) share a panel."))
    if panels:
        b.append(("plot", "ratio_histograms", svg.histogram_panels(panels, RATIO_LO)))
    if quiet:
        b.append(("p", "No disagreement at all: " + ", ".join(quiet) + "."))

    b.append(("h2", "Conservative rows: false-positive rate by generator category"))
    fps = v.get("false_positives_by_category", [])
    if fps:
        cells = {(f["key"], f["category"]): (f["false_positives"] / f["negatives"] if f["negatives"] else 0,
                                             f"{100 * f['false_positives'] / f['negatives']:.1f}%" if f["negatives"]
                                             else "-", f"{f['false_positives']:,} of {f['negatives']:,} negatives")
                 for f in fps}
        b.append(("p", "Each cell: false positives among the in-domain cases the oracle calls disjoint, for the "
                       "cases that generator category (the decoder's mode) produced; hover for the counts."))
        b.append(("plot", "false_positives", svg.heat_table(
            sorted({f["key"] for f in fps}), _categories(fps), cells, "false-positive rate", 1.0)))
    else:
        b.append(("p", "No conservative row was judged on a disjoint case."))

    b.append(("h2", "Exact variants: filter fallback rate by generator category"))
    fbs = v.get("fallbacks", [])
    if fbs:
        cells = {(f["key"], f["category"]): (f["fallbacks"] / f["filtered"] if f["filtered"] else 0,
                                             f"{100 * f['fallbacks'] / f['filtered']:.2f}%" if f["filtered"] else "-",
                                             f"{f['fallbacks']:,} of {f['filtered']:,} in-domain cases")
                 for f in fbs}
        top = max(x[0] for x in cells.values()) or 1
        b.append(("p", "Each cell: in-domain cases the floating-point filter could not decide (answered by the "
                       f"exact integer fallback); colour scale up to the largest rate, {100 * top:.2f}%."))
        b.append(("plot", "fallbacks", svg.heat_table(sorted({f["key"] for f in fbs}), _categories(fbs), cells,
                                                       "fallback rate", top)))

    b.append(("h2", "Fuzzing"))
    b.append(("table", ["target", "executions", "exec/s", "coverage", "result"],
              [[t["target"], f"{t['execs']:,}" if t["execs"] is not None else "?",
                f"{t['exec_s']:,}" if t["exec_s"] is not None else "?",
                f"{t['cov']:,}" if t.get("cov") is not None else "?", "ok" if t["ok"] else "FAIL"]
               for t in c["targets"]]))
    b.append(("p", "From libFuzzer's status lines (#N NEW/REDUCE/pulse … cov: C … exec/s: E) as they came: "
                   "coverage per target (its own y range), and the execution rate, Δ#N/Δt over windows of at "
                   "least one second between status lines (libFuzzer's own exec/s is a whole-second average)."))
    charts = [svg.line_chart([(t["target"], [(s["t"], s["cov"]) for s in t["series"] if s["cov"] is not None])],
                             f"{t['target']}: cov {t['cov'] if t.get('cov') is not None else '?'}", "seconds",
                             "coverage", width=330, height=210, zoom=True, legend=False) for t in c["targets"]]
    b.append(("plot", "fuzz_coverage", svg.grid(charts, 3, 330, 210)))
    speed = [(t["target"], rates(t["series"])) for t in c["targets"]]
    b.append(("plot", "fuzz_exec_rate", svg.line_chart(speed, "executions per second over time", "seconds",
                                                       "exec/s (log scale)", log_y=True)))

    b.append(("h2", "Coverage of lib/"))
    b += coverage_blocks(c.get("coverage"))

    b.append(("h2", "Properties"))
    props = c["properties"]
    bad = [p["name"] for p in props if not p["ok"]]
    b.append(("p", f"{len(props) - len(bad)} of {len(props)} properties passed at {c['cases']} cases"
                   + (f"; FAILED: {', '.join(bad)}" if bad else "") + "."
                   + (f" Peak resident set per process ({len(c['properties_rss_mb'])} googletest shards at once): "
                      f"{', '.join(f'{m} MB' for m in c['properties_rss_mb'])}."
                      if c.get("properties_rss_mb") else "") + " The ten slowest:"))
    b.append(("table", ["property", "seconds", "result"],
              [[p["name"], f"{p['seconds']:.1f}", "ok" if p["ok"] else "FAILED"]
               for p in sorted(props, key=lambda p: -p["seconds"])[:10]]))

    b.append(("h2", "Self-test: every known-wrong variant must be caught"))
    b.append(("table", ["known-wrong", "caught in", "clause"],
              [[r["name"], f"{r['seconds']:.3f} s" if r["clause"] else "NOT CAUGHT", r["clause"] or "-"]
               for r in c["selftest"]]))
    if c.get("selftest_properties"):
        b.append(("p", "Under the property suite: " + "; ".join(s.strip() for s in c["selftest_properties"])))

    b.append(("h2", "Proofs"))
    if v.get("have_proofs"):
        by_slug = {}
        for r in rows:
            slug = r["key"].split("/")[0]
            k = proof_kind(r["proof"])
            by_slug.setdefault(slug, {}).setdefault(k, 0)
            by_slug[slug][k] += 1
        b.append(("p", "The verdict rows by their proof column (ci/prove's results, " + (c.get("proofs_file") or "")
                       + "); per row in the verdict table above."))
        b.append(("plot", "proofs", svg.stacked_bars(sorted(by_slug.items()), PROOF_KINDS, PROOF_COLORS,
                                                     "verdict rows by proof column")))
        b.append(("table", ["tool", "ok", "failed"], _proof_counts(c.get("proofs_file"))))
    else:
        b.append(("p", "Not run (--no-prove): every row is tested only."))
    b.append(("h2", "Verdict table"))
    b.append(("p", "One row per slug/variant/type/N, added up over every fuzz target and the property suite. "
                   "disagree: in-domain answers that differ from the oracle (allowed by a bounded contract near "
                   "the boundary); max ratio: (|D-R| - a·eta)/(u·S) over them, at most k; FP rate: false "
                   "positives among the in-domain cases the oracle calls disjoint."))
    if v.get("not_exercised"):
        b.append(("p", "NOT EXERCISED: " + ", ".join(v["not_exercised"])))
    head = ["slug/variant/type/N", "contract", "cases", "in domain", "disagree", "max ratio (k)", "FP rate",
            "violations"] + (["proof"] if v.get("have_proofs") else [])
    table = []
    for r in rows:
        ratio = f"{r['max_ratio']:.3g} ({r['bound_k']})" if r["contract"] == "bounded" else "-"
        fp = (f"{100 * r['false_positives'] / r['negatives']:.2f}%"
              if r["contract"] == "conservative" and r["negatives"] else "-")
        table.append([r["key"], r["contract"], f"{r['cases']:,}", f"{r['in_domain']:,}", f"{r['disagreements']:,}",
                      ratio, fp, str(r["violations"])] + ([r["proof"]] if v.get("have_proofs") else []))
    b.append(("table", head, table))

    m = c.get("mutation")
    if m:
        b.append(("h2", "Mutation score (the last ci/mutate run, docs/mutation.md)"))
        b.append(("p", f"{m['mode']}: {m['run']} of {m['mutants']} mutants in {m['minutes']:.1f} min; killed "
                       f"{m['killed']} of {m['counted']}, {m['raw']:.1f} % raw, {m['adjusted']:.1f} % adjusted "
                       f"({m['survived']} survived, {m['argued']} argued equivalent; {m['stillborn']} stillborn, "
                       f"{m['unreached']} unreached)."))
        b.append(("table", ["check", "killed", "median seconds to the kill"],
                  [[k, str(n), f"{t:.1f}"] for k, n, t in m["by_check"]]))
        if m["survivors"]:
            b.append(("table", ["survivor", "argued equivalent", "note"],
                      [[k, "yes" if a else "no", d] for k, a, d in m["survivors"]]))
    return b


def _coverage_line(cov):
    if not cov:
        return ""
    lh, lt, bh, bt = coverage.totals(cov)
    return (f" Coverage of lib/: lines {100 * lh / max(lt, 1):.1f}% ({lh:,}/{lt:,}), branch outcomes "
            f"{100 * bh / max(bt, 1):.1f}% ({bh:,}/{bt:,}), {len(cov['unreached'])} required line(s) unreached.")


def coverage_blocks(cov):
    """The coverage section: per header lines and branch outcomes reached, the check of the
    headers that must be fully reached, and the exceptions with their reasons."""
    if not cov:
        return [("p", "Not measured: a build without SPHEREBOX_COVERAGE (ci/verify --no-coverage).")]
    lh, lt, bh, bt = coverage.totals(cov)
    need = [h for h in cov["headers"] if h["required"]]
    b = [("p", f"Clang source-based coverage of every fuzz run (the scalar builds included) and the fuzz "
               f"self-tests (the property suite reaches nothing more and is not instrumented): {cov['profiles']} profiles from {len(cov['binaries'])} binaries, merged. A line "
               "or branch outcome counts where some binary compiles it in; it is reached where some run executed "
               "it (conditions the compiler decided, and lines in if-constexpr branches, are not counted). "
               f"lib/ in all: lines {lh:,}/{lt:,} ({100 * lh / max(lt, 1):.1f}%), branch outcomes {bh:,}/{bt:,} "
               f"({100 * bh / max(bt, 1):.1f}%)."),
         ("p", f"**{len(cov['unreached'])} unreached line(s)** in the {len(need)} headers every line of which must be "
               f"reached (bold; ci/campaign/coverage_required.txt) that no exception names; "
               f"{sum(len(e['lines']) for e in cov['excepted'])} line(s) excepted with a reason "
               "(ci/campaign/coverage_exceptions.txt)" + (f"; {len(cov['stale'])} exception(s) reached this run"
                                                           if cov["stale"] else "")
               + (f"; {len(cov['broken'])} exception(s) naming no line of a required header" if cov["broken"] else "")
               + ".")]
    short = lambda p: p.replace("lib/include/spherebox/", "")
    b.append(("plot", "coverage", svg.coverage_bars(
        [(short(h["path"]), (h["lines_hit"], h["lines"]), (h["branches_hit"], h["branches"]), h["required"])
         for h in cov["headers"] if h["lines"] or h["branches"]], "lib/ headers: lines and branch outcomes reached")))
    bad = {}
    for path, line, _ in cov["unreached"]:
        bad[path] = bad.get(path, 0) + 1
    b.append(("table", ["header", "lines", "branch outcomes", "must be reached", "unreached, not excepted"],
              [[short(h["path"]), f"{h['lines_hit']}/{h['lines']}", f"{h['branches_hit']}/{h['branches']}",
                "yes" if h["required"] else "-", ("FAIL: " if bad.get(h["path"]) else "") + str(bad.get(h["path"], 0))
                if h["required"] else "-"] for h in cov["headers"]]))
    unmeasured = {}
    for path, line, _ in cov.get("unmeasured", []):
        unmeasured.setdefault(path, []).append(line)
    if unmeasured:
        b.append(("p", f"Not measured: {len(cov['unmeasured'])} line(s) of the required headers lie in if-constexpr "
                       "branches. clang 14 maps no region for the branch an instantiation discards, so those lines "
                       "take the count of the code around them (llvm-project issue 54419, fixed in clang 18): where "
                       "the if-constexpr is compiled in, their counts are left out, and lines no other build "
                       "measures are listed here, neither reached nor unreached."))
        b.append(("table", ["header", "lines not measured"],
                  [[short(p), coverage.ranges(ls)] for p, ls in sorted(unmeasured.items())]))
    if cov["unreached"]:
        b.append(("p", "Unreached lines that must be reached:"))
        b.append(("table", ["where", "line", "result"],
                  [[f"{short(p)}:{n}", t, "FAIL"] for p, n, t in cov["unreached"]]))
    rows = [[f"{short(e['path'])} {e['where']}", coverage.ranges(e["lines"]), e["reason"]] for e in cov["excepted"]]
    rows += [[f"{short(e['path'])} {e['where']}", "reached this run", e["reason"]] for e in cov["stale"]]
    rows += [[f"{short(e['path'])} {e['where']}", "FAIL: names no line of a required header", e["reason"]]
             for e in cov["broken"]]
    if rows:
        b.append(("p", "Exceptions: lines that stay unreached, and why."))
        b.append(("table", ["exception", "unreached lines", "reason"], rows))
    return b


def rates(series, window=1.0):
    """(t, executions per second) from status lines (t, execs): over the span back to the last
    line at least `window` seconds earlier."""
    out, j = [], 0
    for s in series:
        while j + 1 < len(series) and s["t"] - series[j + 1]["t"] >= window:
            j += 1
        prev = series[j]
        if s["t"] - prev["t"] >= window:
            out.append((s["t"], (s["execs"] - prev["execs"]) / (s["t"] - prev["t"])))
    return out


def _categories(items):
    order = ["raw", "lattice", "tangent", "nudged", "near", "special", "kat"]
    found = {f["category"] for f in items}
    return [k for k in order if k in found] + sorted(found - set(order))


def _proof_counts(path):
    counts = {}
    try:
        for line in open(path):
            cells = line.rstrip("\n").split("\t")
            if len(cells) >= 8:
                ok, bad = counts.get(cells[3], (0, 0))
                counts[cells[3]] = (ok + (cells[7] == "ok"), bad + (cells[7] != "ok"))
    except (OSError, TypeError):
        return []
    return [[tool, str(ok), str(bad)] for tool, (ok, bad) in sorted(counts.items())]


def _md_cell(s):
    return str(s).replace("|", "\\|")


def _inline(s):
    """**bold** to <b>, the rest escaped."""
    parts = escape(s).split("**")
    return "".join(f"<b>{p}</b>" if i % 2 else p for i, p in enumerate(parts))


def render(b, title, plots_dir):
    """(markdown, html) of the blocks; writes each plot to plots_dir/<name>.svg."""
    md, html = [f"# {title}", ""], []
    for kind, *rest in b:
        if kind == "h2":
            md += [f"## {rest[0]}", ""]
            anchor = "-".join(re.findall(r"[a-z0-9]+", rest[0].lower()))
            html.append(f'<h2 id="{anchor}">{escape(rest[0])}</h2>')
        elif kind == "p":
            md += [rest[0], ""]
            html.append(f"<p>{_inline(rest[0])}</p>")
        elif kind == "table":
            head, rows = rest
            md.append("| " + " | ".join(head) + " |")
            md.append("|" + "|".join("---" for _ in head) + "|")
            md += ["| " + " | ".join(_md_cell(x) for x in r) + " |" for r in rows]
            md.append("")
            cls = lambda r: ' class="bad"' if any(x in ("FAIL", "FAILED", "NOT CAUGHT", "PROOF FAILED")
                                                  or str(x).startswith("FAIL: ") for x in r) else ""
            html.append("<table><tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>\n"
                        + "\n".join(f"<tr{cls(r)}>" + "".join(f"<td>{escape(str(x))}</td>" for x in r) + "</tr>"
                                    for r in rows) + "</table>")
        elif kind == "plot":
            name, text = rest
            (plots_dir / f"{name}.svg").write_text(text)
            md += [f"![{name}](plots/{name}.svg)", ""]
            html.append(f'<div class="plot">{text}</div>')
    style = ("body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:13px;margin:24px;max-width:1400px;color:#222}"
             "table{border-collapse:collapse;margin:8px 0 16px}td,th{border:1px solid #ccc;padding:2px 8px;"
             "text-align:left}td{font-family:'DejaVu Sans Mono',monospace;font-size:12px}th{background:#eee}"
             "tr.bad td{background:#fdd}.plot{margin:8px 0 20px;overflow-x:auto}h2{margin-top:28px}")
    page = (f"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            f"<style>{style}</style></head><body>\n<h1>{escape(title)}</h1>\n" + "\n".join(html) + "\n</body></html>\n")
    return "\n".join(md), page


def write(out):
    """Writes out/report.md, out/report.html and out/plots/*.svg from out/campaign.json and
    out/verdict.json (an empty verdict when the verdict tool wrote none)."""
    out = Path(out)
    c = json.loads((out / "campaign.json").read_text())
    mutation = out.parent / "mutate" / "summary.json"  # BUILD/mutate, when ci/mutate ran in this build
    if mutation.exists():
        c["mutation"] = json.loads(mutation.read_text())
    vpath = out / "verdict.json"
    v = json.loads(vpath.read_text()) if vpath.exists() else {}
    (out / "plots").mkdir(exist_ok=True)
    md, page = render(blocks(c, v), "spherebox verification campaign", out / "plots")
    (out / "report.md").write_text(md)
    (out / "report.html").write_text(page)


if __name__ == "__main__":
    write(sys.argv[1])
