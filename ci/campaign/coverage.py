"""Source-based coverage of lib/ over the whole campaign (clang -fprofile-instr-generate
-fcoverage-mapping, built into the fuzz targets by ci/verify with SPHEREBOX_COVERAGE): every fuzz
run and the fuzz self-tests write BUILD/campaign/profiles/<label>-<pid>.profraw (the property
suite is not instrumented: it reached no line the fuzz runs did not); this module merges
them (llvm-profdata-14), exports each binary's coverage of lib/ (llvm-cov-14 export, JSON), adds
the binaries up line by line and branch by branch, and checks the headers that must be fully
reached (coverage_required.txt) against the list of exceptions (coverage_exceptions.txt)."""
import bisect
import fnmatch
import json
import re
import subprocess
from pathlib import Path

PROFDATA, LLVM_COV = "llvm-profdata-14", "llvm-cov-14"
HERE = Path(__file__).resolve().parent
REQUIRED, EXCEPTIONS = HERE / "coverage_required.txt", HERE / "coverage_exceptions.txt"


def profile_env(env, out, label):
    """env with LLVM_PROFILE_FILE naming a profile per process (%p) under out/profiles/."""
    return dict(env, LLVM_PROFILE_FILE=str(Path(out) / "profiles" / f"{label}-%p.profraw"))


def line_counts(segments):
    """{line: count} for the lines llvm-cov counts as code, from one file's export segments
    [line, col, count, has_count, is_region_entry, is_gap_region]; llvm-cov's own rule
    (LineCoverageStats): a line that starts a skipped region (#if'd out) is not code; else it is
    code if a counted, non-gap region starts on it or the region running into it has a count;
    its count is the largest of those."""
    by_line, out, wrapped = {}, {}, None
    for s in segments:
        by_line.setdefault(s[0], []).append(s)
    if not segments:
        return out
    for line in range(segments[0][0], segments[-1][0] + 1):
        segs = by_line.get(line, [])
        starts = [s[2] for s in segs if s[3] and s[4] and not s[5]]
        skipped = bool(segs) and not segs[0][3] and segs[0][4]
        if not skipped and ((wrapped is not None and wrapped[3]) or starts):
            out[line] = max([wrapped[2] if wrapped is not None else 0] + starts)
        if segs:
            wrapped = segs[-1]
    return out


def branch_counts(branches):
    """{(line, col, end_line, end_col): [true count, false count]} from one file's export
    branches [line, col, end_line, end_col, true, false, ...]; a template's instantiations each
    list the same condition, so they are added up."""
    out = {}
    for b in branches:
        t, f = out.setdefault(tuple(b[:4]), [0, 0])
        out[tuple(b[:4])] = [t + b[4], f + b[5]]
    return out


def folded(branches, segments):
    """The conditions the compiler decided (llvm-cov's "Folded - Ignored": `if constexpr`, a
    condition on template parameters): exported with both counts 0 although the code around
    them ran, where a condition evaluated at run time counts true or false. llvm-cov leaves
    them out of its branch figures; so does summary()."""
    starts = [(s[0], s[1]) for s in segments]
    out = set()
    for key, (t, f) in branches.items():
        i = bisect.bisect_right(starts, (key[0], key[1])) - 1
        if t == 0 and f == 0 and i >= 0 and segments[i][3] and segments[i][2] > 0:
            out.add(key)
    return out


def _code(text):
    """text with comments, string and character literals blanked (newlines kept), so that
    braces, parentheses and keywords are found in code only."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text[i] in "\"'":
            j = i + 1
            while j < n and text[j] != text[i]:
                j += 2 if text[j] == "\\" else 1
            j += 1
        else:
            i += 1
            continue
        for k in range(i, min(j, n)):
            out[k] = out[k] if out[k] == "\n" else " "
        i = j
    return "".join(out)


def _skip(code, i):
    """Past whitespace and preprocessor lines (a block may follow `else` across an #endif)."""
    while i < len(code):
        if code[i].isspace():
            i += 1
        elif code[i] == "#" and code.rfind("\n", 0, i) >= len(code[:i].rstrip(" \t")) - 1:
            j = code.find("\n", i)
            i = len(code) if j < 0 else j
        else:
            break
    return i


def _statement_end(code, i):
    """The index past the statement starting at code[i]: a {block}, or up to its ';' (an
    if/else chain included)."""
    block, depth = code.startswith("{", i), 0
    while i < len(code):
        ch = code[i]
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
            if block and depth == 0:
                return i + 1
        elif ch == ";" and depth == 0 and not block:
            return i + 1
        i += 1
    return i


def constexpr_branches(source_lines):
    """[(line of an `if constexpr`, lines of its branches)] (1-based). clang before 18 maps no
    region for the branch an instantiation discards, so those lines take the count of the code
    around them (llvm-project issue 54419): their counts say nothing where the `if constexpr`
    is compiled in."""
    code = _code("\n".join(source_lines) + "\n")
    line_of = lambda k: code.count("\n", 0, k) + 1  # noqa: E731
    out = []
    for m in re.finditer(r"\bif\s+constexpr\s*\(", code):
        depth, i = 1, m.end()
        while i < len(code) and depth:
            depth += {"(": 1, ")": -1}.get(code[i], 0)
            i += 1
        start = _skip(code, i)
        end = _statement_end(code, start)
        lines = set(range(line_of(start), line_of(end - 1) + 1))
        k = _skip(code, end)
        if code.startswith("else", k) and not (code[k + 4:k + 5].isalnum() or code[k + 4:k + 5] == "_"):
            e = _skip(code, k + 4)
            lines |= set(range(line_of(e), line_of(_statement_end(code, e) - 1) + 1))
        out.append((line_of(m.start()), lines))
    return out


def mask_constexpr(files, read_source, scan=None):
    """Moves one binary's lines in `if constexpr` branches (where the `if constexpr` line is
    code in that binary) from "lines" to "unmeasured": their count is not theirs. scan:
    constexpr_branches (a test passes another)."""
    scan = scan or constexpr_branches
    for path, f in files.items():
        try:
            src = read_source(path)
        except OSError:
            continue
        masked = set()
        for at, lines in scan(src):
            if at in f["lines"]:
                masked |= lines
        f["unmeasured"] = {n for n in masked if n in f["lines"]}
        f["lines"] = {n: c for n, c in f["lines"].items() if n not in masked}
    return files


def parse_export(text, root):
    """llvm-cov export JSON -> {path relative to root: {"lines": {...}, "branches": {...}}}."""
    files = {}
    for data in json.loads(text)["data"]:
        for f in data["files"]:
            path = Path(f["filename"]).resolve()
            try:
                rel = str(path.relative_to(root))
            except ValueError:
                rel = str(path)
            branches = branch_counts(f["branches"])
            files[rel] = {"lines": line_counts(f["segments"]), "branches": branches,
                          "folded": folded(branches, f["segments"])}
    return files


def add(total, files):
    """Adds one binary's files into total (counts added; a line code in any binary is code; a
    line unmeasured in every binary where it is code stays unmeasured)."""
    for path, f in files.items():
        t = total.setdefault(path, {"lines": {}, "branches": {}, "unmeasured": set(), "folded": set()})
        t["folded"] |= f.get("folded", set())
        for line, n in f["lines"].items():
            t["lines"][line] = t["lines"].get(line, 0) + n
        t["unmeasured"] |= f.get("unmeasured", set())
        t["unmeasured"] -= set(t["lines"])
        for key, (a, b) in f["branches"].items():
            x, y = t["branches"].get(key, [0, 0])
            t["branches"][key] = [x + a, y + b]
    return total


def drop_directives(total, read_source):
    """Drops preprocessor lines (#if, #else, #endif): they carry no code, but llvm-cov counts one
    as code when the region before it runs into it, reached or not by chance of layout."""
    for path, f in total.items():
        try:
            src = read_source(path)
        except OSError:
            continue
        directive = lambda n: n <= len(src) and src[n - 1].lstrip().startswith("#")  # noqa: E731
        f["lines"] = {n: c for n, c in f["lines"].items() if not directive(n)}
    return total


def summary(total):
    """[(path, lines reached, lines, branch outcomes reached, branch outcomes)], by path. Each
    condition has two outcomes (true, false), as llvm-cov counts branches; a condition the
    compiler decided in some binary, and that no binary evaluated, is left out."""
    rows = []
    for path in sorted(total):
        f = total[path]  # lines: measured code lines only (not "unmeasured")
        lines = f["lines"].values()
        outcomes = [n for key, tf in f["branches"].items() if any(tf) or key not in f["folded"]
                    for n in tf]
        rows.append((path, sum(n > 0 for n in lines), len(lines), sum(n > 0 for n in outcomes), len(outcomes)))
    return rows


def read_required(path=REQUIRED):
    """Globs (relative to the repository) of the headers every line of which must be reached;
    a glob after ! takes headers out again."""
    return [s.split("#")[0].strip() for s in Path(path).read_text().splitlines() if s.split("#")[0].strip()]


def read_exceptions(path=EXCEPTIONS):
    """Entries `path | where | reason`: where is a line (12), a range (12-20) or "text" (every
    line containing text). Returns [dict(path, where, reason, at)], at = the entry's line in the
    list, for messages."""
    out = []
    for i, s in enumerate(Path(path).read_text().splitlines(), 1):
        if not s.strip() or s.lstrip().startswith("#"):
            continue
        cells = [c.strip() for c in s.split(" | ")]
        if len(cells) != 3 or not all(cells):
            raise ValueError(f"{path}:{i}: want 'path | line, first-last or \"text\" | reason': {s}")
        out.append({"path": cells[0], "where": cells[1], "reason": cells[2], "at": i})
    return out


def exception_lines(e, source_lines):
    """The lines (1-based) an exception names in a file whose text is source_lines: a line or a
    range by number; "text": every line containing text; "text" +B or "text" +A-B: lines A (0
    if not given) to B after the one line containing text (none if text is on no line or on
    more than one)."""
    w = e["where"]
    m = re.fullmatch(r"(\d+)(?:-(\d+))?", w)
    if m:
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        return set(range(lo, hi + 1)) if 1 <= lo <= hi <= len(source_lines) else set()
    m = re.fullmatch(r'"(.+)" \+(\d+)(?:-(\d+))?', w)
    if m:
        at = [i for i, s in enumerate(source_lines, 1) if m.group(1) in s]
        lo, hi = (int(m.group(2)), int(m.group(3))) if m.group(3) else (0, int(m.group(2)))
        if len(at) != 1 or lo > hi or at[0] + hi > len(source_lines):
            return set()
        return set(range(at[0] + lo, at[0] + hi + 1))
    if len(w) >= 2 and w[0] == w[-1] == '"':
        return {i for i, s in enumerate(source_lines, 1) if w[1:-1] in s}
    return set()


def check(total, required, exceptions, read_source):
    """The coverage check. Returns dict(
      unreached: [(path, line, text)] code lines of required headers reached by no binary and
                 named by no exception,
      excepted:  [(exception, [unreached lines it names])],
      stale:     exceptions whose lines were all reached (fuzzing is random: a warning),
      broken:    exceptions naming no line of their file, or a file not required (an error),
      unmeasured: [(path, line, text)] lines of required headers that only `if constexpr`
                 branches hold, which clang 14's counts cannot tell (constexpr_branches)).
    read_source(path) -> list of the file's lines."""
    def wanted(p):
        return (any(fnmatch.fnmatchcase(p, g) for g in required if not g.startswith("!"))
                and not any(fnmatch.fnmatchcase(p, g[1:]) for g in required if g.startswith("!")))
    need = sorted(p for p in total if wanted(p))
    by_path = {}
    res = {"unreached": [], "excepted": [], "stale": [], "broken": [], "required": need, "unmeasured": []}
    for e in exceptions:
        try:
            src = read_source(e["path"])
        except OSError:
            src = []
        lines = exception_lines(e, src)
        if not lines or e["path"] not in need:
            res["broken"].append(e)
            continue
        by_path.setdefault(e["path"], []).append((e, lines))
    hits = {id(e): [] for entries in by_path.values() for e, _ in entries}
    for path in need:
        src = read_source(path)
        res["unmeasured"] += [(path, n, src[n - 1].strip() if n <= len(src) else "")
                              for n in sorted(total[path].get("unmeasured", ()))]
        for line, n in sorted(total[path]["lines"].items()):
            text = src[line - 1] if line <= len(src) else ""
            if n:
                continue
            owners = [e for e, lines in by_path.get(path, []) if line in lines]
            for e in owners:
                hits[id(e)].append(line)
            if not owners:
                res["unreached"].append((path, line, text.strip()))
    for entries in by_path.values():
        for e, _ in entries:
            if hits[id(e)]:
                res["excepted"].append((e, hits[id(e)]))
            else:
                res["stale"].append(e)
    return res


def run(build_dir, out, root, say):
    """Merges the campaign's profiles and exports every instrumented binary's coverage of lib/;
    writes out/coverage.json (per header and the check) and returns it, or None when there are
    no profiles (a build without SPHEREBOX_COVERAGE)."""
    out, root = Path(out), Path(root)
    raws = sorted((out / "profiles").glob("*.profraw"))
    if not raws:
        return None
    profdata = out / "campaign.profdata"
    subprocess.run([PROFDATA, "merge", "-sparse", "-o", str(profdata)] + [str(p) for p in raws], check=True)
    # Each executable once: with SPHEREBOX_FUZZ_GROUPED the targets are links to three of them.
    bins = sorted({p.resolve() for p in (Path(build_dir) / "fuzz").glob("fuzz_*")
                   if p.is_file() and p.stat().st_mode & 0o111})
    read_source = lambda p: (root / p).read_text().splitlines()  # noqa: E731
    total = {}
    say(f"{len(raws)} profiles merged; llvm-cov export of lib/ from {len(bins)} binaries")
    for b in bins:
        r = subprocess.run([LLVM_COV, "export", "-skip-functions", "-instr-profile", str(profdata), str(b),
                            str(root / "lib" / "include")], check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True)
        # stderr: "N functions have mismatched data" counts the inline functions this binary
        # compiles but never calls (a record without counters, hashed apart from the binaries
        # that call them, whose records count); ignored.
        add(total, mask_constexpr(parse_export(r.stdout, root), read_source))
    drop_directives(total, read_source)
    res = check(total, read_required(), read_exceptions(), read_source)
    rows = summary(total)
    doc = {"profiles": len(raws), "binaries": [b.name for b in bins],
           "headers": [{"path": p, "lines_hit": lh, "lines": lt, "branches_hit": bh, "branches": bt,
                        "required": p in res["required"]} for p, lh, lt, bh, bt in rows],
           "unreached": res["unreached"], "unmeasured": res["unmeasured"],
           "excepted": [dict(e, lines=ls) for e, ls in res["excepted"]],
           "stale": res["stale"], "broken": res["broken"]}
    (out / "coverage.json").write_text(json.dumps(doc, indent=1) + "\n")
    return doc


def ranges(lines):
    """"3-5, 9" for [3, 4, 5, 9]."""
    out = []
    for n in sorted(lines):
        if out and out[-1][1] == n - 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return ", ".join(f"{a}-{b}" if b > a else str(a) for a, b in out)


def totals(doc):
    """(lines hit, lines, branch outcomes hit, branch outcomes) over every header."""
    h = doc["headers"]
    return (sum(x["lines_hit"] for x in h), sum(x["lines"] for x in h),
            sum(x["branches_hit"] for x in h), sum(x["branches"] for x in h))


def main(argv):
    """python3 -m campaign.coverage BUILD (from ci/): the check again on BUILD/campaign's profiles."""
    import sys
    root = HERE.parent.parent
    build = Path(argv[1]) if len(argv) > 1 else root / "build-verify"
    doc = run(build, build / "campaign", root, lambda s: None)
    if doc is None:
        sys.exit(f"no profiles under {build / 'campaign' / 'profiles'}")
    lh, lt, bh, bt = totals(doc)
    print(f"lib/: lines {lh}/{lt}, branch outcomes {bh}/{bt}; {len(doc['unreached'])} required line(s) unreached, "
          f"{len(doc['unmeasured'])} not measurable (if constexpr branches)")
    for path, line, text in doc["unreached"]:
        print(f"unreached, must be reached: {path}:{line}: {text}")
    for e in doc["broken"]:
        print(f"exception names no line of a required header: {e['path']} | {e['where']} ({EXCEPTIONS.name}:{e['at']})")
    for e in doc["stale"]:
        print(f"note: excepted lines reached: {e['path']} | {e['where']}")
    sys.exit(1 if doc["unreached"] or doc["broken"] else 0)


if __name__ == "__main__":
    import sys
    main(sys.argv)
