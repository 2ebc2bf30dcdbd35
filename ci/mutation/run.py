"""ci/mutate's stages: the schema build, the baseline (every check passes with no mutant, and
records which mutants' points it runs), then each chosen mutant through the checks that run its
point, cheapest first, until one fails (docs/mutation.md)."""
import collections
import concurrent.futures
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from . import mutants as M

ROOT = M.ROOT
STILLBORN = 86
CHECKS = ["unit", "corpus", "fuzz", "property", "compile", "prove"]
CHECK_TEXT = {
    "unit": "the unit tests that run the point (GoogleTest, spherebox_tests and spherebox_harness_tests)",
    "corpus": "the fuzz targets' corpora replayed (every committed input once)",
    "fuzz": "the fuzz targets that reach the point, fuzzed from their corpora",
    "property": "the RapidCheck properties that run the point",
    "compile": "the mutant written as text does not compile (a point the schema cannot run: a constant expression)",
    "prove": "ci/prove --only the claims whose `models` column names the header, on the mutated text",
}


def log(msg):
    print(msg, flush=True)


class Killed(Exception):
    pass


def run(cmd, env=None, timeout=None, cwd=None):
    """(exit code, seconds, output tail); a timeout is code -999."""
    start = time.monotonic()
    e = dict(os.environ)
    if env:
        e.update(env)
    p = subprocess.Popen(cmd, env=e, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         start_new_session=True)  # its own process group: a timeout ends all of it
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, time.monotonic() - start, out.decode(errors="replace")[-3000:]
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        return -999, time.monotonic() - start, out.decode(errors="replace")[-3000:]


# ---- the work tree and its build ---------------------------------------------------------------

def source_files():
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, check=True,
                         stdout=subprocess.PIPE).stdout.decode().splitlines()
    return [f for f in out if (ROOT / f).is_file()]


def sync_tree(dst, skip_lib):
    """Copies the project's files to dst, leaving a file alone when its bytes are the same (the
    build stays incremental). With skip_lib, lib/include/spherebox is left to the schema."""
    for f in source_files():
        if skip_lib and f.startswith("lib/include/spherebox/"):
            continue
        src, out = ROOT / f, dst / f
        data = src.read_bytes()
        if not out.exists() or out.read_bytes() != data:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
            shutil.copymode(src, out)


def configure_and_build(src, build, jobs):
    """The mutation build: clang, ASan+UBSan, libFuzzer, every check's executable. One build
    serves every mutant (the schema), so -O0, and the fuzz targets as three grouped
    executables, keep its compile time down. A progress line every 30 s."""
    if not (build / "build.ninja").exists():
        args = ["cmake", "-S", str(src), "-B", str(build), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=RelWithDebInfo",
                "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O0 -g0 -DNDEBUG", "-DCMAKE_CXX_COMPILER=clang++",
                "-DSPHEREBOX_FUZZ_LDFLAGS=-fsanitize=fuzzer", "-DSPHEREBOX_SANITIZE=address,undefined",
                "-DSPHEREBOX_BUILD_TESTS=ON", "-DSPHEREBOX_BUILD_PROPERTIES=ON", "-DSPHEREBOX_INSTALL=OFF",
                "-DSPHEREBOX_FUZZ_SCALAR=ON", "-DSPHEREBOX_FUZZ_GROUPED=ON", "-DSPHEREBOX_UNITY_BATCHES=2"]
        code, _, out = run(args)
        if code != 0:
            sys.exit(f"ci/mutate: cmake configure failed:\n{out}")
    targets = ["spherebox_tests", "spherebox_harness_tests", "spherebox_properties", "corpus_fuzzers"]
    log(f"== build: the mutant schema's checks ({build}, {jobs} jobs)")
    start = time.monotonic()
    proc = subprocess.Popen(["cmake", "--build", str(build), "-j", str(jobs), "--target", *targets],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    tail, step, done = collections.deque(maxlen=300), ["checking what changed"], threading.Event()

    def tick():
        while not done.wait(30):
            log(f"   build: {step[0]}, {time.monotonic() - start:.0f} s elapsed")
    threading.Thread(target=tick, daemon=True).start()
    for line in proc.stdout:
        tail.append(line)
        m = re.match(r"\[(\d+/\d+)\] (.*)", line)
        if m:
            step[0] = f"[{m.group(1)}] {m.group(2).split()[-1]}"
    code = proc.wait()
    done.set()
    if code != 0:
        sys.stdout.write("".join(tail)[-6000:])
        sys.exit("ci/mutate: the schema build failed")
    log(f"   built in {time.monotonic() - start:.0f} s")


def fuzz_targets_configured(build):
    """The fuzz targets of the slug list and their scalar builds, as the build names them."""
    slugs = (ROOT / "reference" / "slugs.cmake").read_text()
    names = re.findall(r"^spherebox_slug\((\S+) ", slugs, re.M)
    scalar = [m.group(1) for m in re.finditer(r"^spherebox_slug\((\S+) .*\bSCALAR\)", slugs, re.M)]
    return names + [n + "_scalar" for n in scalar]


def fuzz_executable(build, target):
    for p in (build / "fuzz" / target, build / target):
        if p.exists():
            return p
    sys.exit(f"ci/mutate: fuzz target {target} was not built in {build}")


def slug_of_target(target):
    slugs = (ROOT / "reference" / "slugs.cmake").read_text()
    m = re.search(rf"^spherebox_slug\({re.escape(target.removesuffix('_scalar'))} (\S+) (\S+)", slugs, re.M)
    return (m.group(1), m.group(2)) if m else (None, None)


# ---- the baseline ------------------------------------------------------------------------------

def gtest_names(exe):
    p = subprocess.run([str(exe), "--gtest_list_tests"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=120)
    out = p.stdout.decode(errors="replace")
    if p.returncode != 0:
        sys.exit(f"ci/mutate: {exe} --gtest_list_tests failed:\n{out[-3000:]}")
    names, suite = [], None
    for line in out.splitlines():
        if not line.strip() or line.startswith("Running main()"):
            continue
        if not line.startswith(" "):
            suite = line.split("#")[0].strip()
        else:
            names.append(suite + line.split("#")[0].strip())
    return names


def read_trace(prefix):
    ids = set()
    for f in prefix.parent.glob(prefix.name + ".*"):
        ids.update(int(x) for x in f.read_text().split())
        f.unlink()
    return ids


def baseline(work, build, jobs, property_cases):
    """Runs every check once with no mutant: each must pass (else the schema or the tree is
    broken, and no mutant's result would mean anything). Records, per unit test, property,
    fuzz target and corpus, the mutants whose points it ran, and how long it took."""
    trace_dir = work / "trace"
    shutil.rmtree(trace_dir, ignore_errors=True)
    trace_dir.mkdir(parents=True)
    jobs_list = []  # (check, name, command, env)
    for exe_name in ("spherebox_tests", "spherebox_harness_tests"):
        exe = build / "tests" / exe_name
        for t in gtest_names(exe):
            jobs_list.append(("unit", f"{exe_name}:{t}", [str(exe), f"--gtest_filter={t}", "--gtest_brief=1"], {}))
    exe = build / "properties" / "spherebox_properties"
    for t in gtest_names(exe):
        jobs_list.append(("property", f"spherebox_properties:{t}", [str(exe), f"--gtest_filter={t}", "--gtest_brief=1"],
                          {"RC_PARAMS": f"max_success={property_cases}"}))
    for target in fuzz_targets_configured(build):
        corpus = ROOT / "corpus" / target.removesuffix("_scalar")
        jobs_list.append(("corpus", target, [str(fuzz_executable(build, target)), "-runs=0", str(corpus)], {}))
    log(f"== baseline: {len(jobs_list)} checks with no mutant, each recording the points it runs")
    reach, secs, failed = {}, {}, []
    done = [0]
    lock = threading.Lock()

    def one(i_job):
        i, (check, name, cmd, env) = i_job
        prefix = trace_dir / f"t{i}"
        code, took, out = run(cmd, env={**env, "SPHEREBOX_MUTANT": "0", "SPHEREBOX_MUTANT_TRACE": str(prefix)},
                              timeout=600)
        ids = read_trace(prefix)
        with lock:
            done[0] += 1
            if done[0] % 100 == 0 or done[0] == len(jobs_list):
                log(f"   {done[0]}/{len(jobs_list)} checks")
            if code != 0:
                failed.append(f"{check} {name}: exit {code}\n{out[-1500:]}")
            reach[(check, name)] = ids
            secs[(check, name)] = took

    with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
        list(ex.map(one, enumerate(jobs_list)))
    if failed:
        sys.exit("ci/mutate: with no mutant, these checks fail (fix them first):\n" + "\n".join(failed[:10]))
    data = {"reach": {f"{c}\t{n}": sorted(v) for (c, n), v in reach.items()},
            "seconds": {f"{c}\t{n}": s for (c, n), s in secs.items()}}
    (work / "baseline.json").write_text(json.dumps(data))
    return data


# ---- one mutant --------------------------------------------------------------------------------

class Plan:
    """For one mutant: the commands of each check, cheapest first."""

    def __init__(self, base, build):
        self.build = build
        self.by_id = collections.defaultdict(lambda: collections.defaultdict(list))
        self.secs = {}
        for key, ids in base["reach"].items():
            check, name = key.split("\t")
            self.secs[key] = base["seconds"][key]
            for i in ids:
                self.by_id[i][check].append(name)

    def reached(self, mid):
        return bool(self.by_id.get(mid))


def gtest_command(build, names):
    groups = collections.defaultdict(list)
    for n in names:
        exe, test = n.split(":", 1)
        groups[exe].append(test)
    out = []
    for exe, tests in groups.items():
        path = build / ("properties" if exe == "spherebox_properties" else "tests") / exe
        out.append((exe, [str(path), "--gtest_filter=" + ":".join(tests), "--gtest_fail_fast", "--gtest_brief=1"]))
    return out


def check_mutant(mut, plan, opts, text_tree):
    """Runs mutant mut through the checks; returns (status, check, seconds, detail)."""
    mid = mut["id"]
    env = {"SPHEREBOX_MUTANT": str(mid)}
    reached = plan.by_id.get(mid, {})
    total = 0.0

    def verdict(code, took, out, check, what):
        nonlocal total
        total += took
        if code == STILLBORN:
            return ("stillborn", check, total, "the operator does not apply to the operands' types")
        if code == -999:
            return ("killed", check, total, f"{what}: timed out")
        if code != 0:
            line = next((l for l in out.splitlines() if "FAILED" in l or "ERROR" in l or "violation" in l.lower()),
                        out.strip().splitlines()[-1] if out.strip() else "")
            return ("killed", check, total, f"{what}: exit {code}: {line[:200]}")
        return None

    def timeout_for(keys):  # a mutant that loops for ever is a kill, found in bounded time
        return 30.0 + 5 * sum(plan.secs.get(k, 1.0) for k in keys)

    # 1. unit tests that ran the point: the quick ones (under 2 s each with no mutant) in one
    # process per executable, then the slow ones one at a time, quickest first
    if reached.get("unit"):
        names = sorted(reached["unit"], key=lambda n: plan.secs.get(f"unit\t{n}", 0.0))
        quick = [n for n in names if plan.secs.get(f"unit\t{n}", 0.0) < 2.0]
        batches = [quick] + [[n] for n in names if n not in quick]
        for batch in batches:
            for exe, cmd in gtest_command(plan.build, batch):
                keys = [f"unit\t{n}" for n in batch if n.startswith(exe + ":")]
                r = verdict(*run(cmd, env, timeout_for(keys)), "unit", exe)
                if r:
                    return r
    # 2. the corpora
    for target in reached.get("corpus", []):
        corpus = ROOT / "corpus" / target.removesuffix("_scalar")
        r = verdict(*run([str(fuzz_executable(plan.build, target)), "-runs=0", str(corpus)], env,
                         timeout_for([f"corpus\t{target}"])), "corpus", target)
        if r:
            return r
    # 3. fuzzing: the header's slug's targets, then the others whose corpus ran the point
    # (quickest replay first), at most --fuzz-targets of them
    folder = mut["header"].split("/")[1] if mut["header"].count("/") >= 2 else None
    own = [t for t in fuzz_targets_configured(plan.build) if slug_of_target(t)[0] and
           slug_of_target(t)[1].split("/")[0] == folder]
    others = sorted((t for t in reached.get("corpus", []) if t not in own),
                    key=lambda t: plan.secs.get(f"corpus\t{t}", 0.0))
    targets = (own + others)[: opts.fuzz_targets]
    if opts.fuzz_seconds > 0:
        for target in targets:
            with tempfile.TemporaryDirectory() as tmp:
                corpus = ROOT / "corpus" / target.removesuffix("_scalar")
                cmd = [str(fuzz_executable(plan.build, target)), tmp, str(corpus), f"-max_total_time={opts.fuzz_seconds}",
                       "-print_final_stats=0", f"-artifact_prefix={tmp}/", "-timeout=10"]
                r = verdict(*run(cmd, env, opts.fuzz_seconds * 4 + 60), "fuzz", target)
                if r:
                    return r
    # 4. properties that ran the point
    if reached.get("property"):
        for exe, cmd in gtest_command(plan.build, reached["property"]):
            keys = [f"property\t{n}" for n in reached["property"]]
            r = verdict(*run(cmd, {**env, "RC_PARAMS": f"max_success={opts.property_cases}"}, timeout_for(keys)),
                        "property", exe)
            if r:
                return r
    # 4b. a point no check runs in the schema: the mutant built as text, its unit tests run
    # (--text); without it the mutant is reported unreached, outside the score
    if not reached:
        if not opts.text:
            return ("unreached", "", total, "no check runs this point in the schema (a constant expression, or "
                    "code no check reaches): --text builds it as text")
        r = text_tree.unit(mut)
        if r:
            total += r[2]
            if r[0]:
                return ("killed", r[1], total, r[3])
    # 5. the proofs that model the header, on the mutated text
    if text_tree is not None:
        r = text_tree.check(mut)
        if r:
            total += r[1]
            if r[0]:
                return ("killed", "prove", total, r[2])
    note = "" if text_tree is not None and text_tree.prove else "ci/prove not run (--prove)"
    if not reached:
        return ("survived", "", total, "no check runs this point in the schema; its text builds and passes the "
                "unit tests" + (f"; {note}" if note else ""))
    return ("survived", "", total, note)


class TextTree:
    """A plain copy of the tree (no schema) in which one mutant at a time is written as text:
    for the mutants the schema cannot run (points reached only in constant expressions: a
    template argument, an array bound, a static_assert), whose unit tests are rebuilt here
    incrementally (-O0, one object per source, ASan+UBSan) and run; and for ci/prove --only the
    claims whose `models` column names the header, which read the text."""

    def __init__(self, work, jobs, prove):
        self.src = work / "text-src"
        self.build = work / "text-build"
        self.prove_build = work / "prove-build"
        self.jobs = jobs
        self.prove = prove
        self.lock = threading.Lock()
        self.claims = self._claims()
        self.configured = False

    def _configure(self):
        if self.configured:
            return
        if not (self.build / "build.ninja").exists():
            code, _, out = run(["cmake", "-S", str(self.src), "-B", str(self.build), "-G", "Ninja",
                                "-DCMAKE_BUILD_TYPE=Debug", "-DCMAKE_CXX_FLAGS_DEBUG=-O0 -g0", "-DCMAKE_CXX_COMPILER=clang++",
                                "-DSPHEREBOX_SANITIZE=address,undefined", "-DSPHEREBOX_BUILD_TESTS=ON",
                                "-DSPHEREBOX_BUILD_PROPERTIES=OFF", "-DSPHEREBOX_BUILD_FUZZERS=OFF",
                                "-DSPHEREBOX_INSTALL=OFF", "-DSPHEREBOX_UNITY_BUILD=OFF"])
            if code != 0:
                sys.exit(f"ci/mutate: cmake configure of the text tree failed:\n{out}")
        code, _, out = self._ninja()  # the unmutated build, once
        if code != 0:
            sys.exit(f"ci/mutate: the text tree does not build without a mutant:\n{out}")
        # and its tests must pass without a mutant, or no kill there would mean anything
        for exe in ("spherebox_tests", "spherebox_harness_tests"):
            code, took, out = run([str(self.build / "tests" / exe), "--gtest_brief=1"], timeout=3600)
            if code != 0:
                sys.exit(f"ci/mutate: {exe} of the text tree fails without a mutant:\n{out}")
            log(f"   text tree: {exe} passes without a mutant ({took:.0f} s)")
        self.configured = True

    def _ninja(self):
        return run(["ninja", "-C", str(self.build), "-j", str(self.jobs), "spherebox_tests", "spherebox_harness_tests"],
                   timeout=7200)

    def unit(self, mut):
        """(killed?, check, seconds, detail) of the mutant built as text and its unit tests run."""
        with self.lock:
            self._configure()
            with self._mutated(mut) as ok:
                if not ok:
                    return None
                code, took, out = self._ninja()
                if code != 0:
                    err = next((l for l in out.splitlines() if "error" in l), "")
                    return (True, "compile", took, f"does not compile: {err[:200]}")
                total = took
                for exe in ("spherebox_tests", "spherebox_harness_tests"):
                    code, t, out = run([str(self.build / "tests" / exe), "--gtest_fail_fast", "--gtest_brief=1"],
                                       timeout=1800)
                    total += t
                    if code != 0:
                        lines = out.strip().splitlines()
                        line = next((l for l in lines if "FAILED" in l or "ERROR" in l), lines[-1] if lines else "")
                        return (True, "unit", total, f"{exe} (built as text): exit {code}: {line[:200]}")
                return (False, "unit", total, "")

    def _mutated(self, mut):
        tree = self

        class Ctx:
            def __enter__(self):
                self.target = tree.src / "lib" / "include" / mut["header"]
                self.original = (ROOT / "lib" / "include" / mut["header"]).read_bytes()
                mutated = M.apply_textually(mut, self.original)
                if mutated is None:
                    return False
                self.target.write_bytes(mutated)
                return True

            def __exit__(self, *exc):
                self.target.write_bytes(self.original)
                return False
        return Ctx()

    def _claims(self):
        """(file, models) of every claim, read by ci/prove's own reader (ci/prove is a script: loaded
        as a module here; its main() runs only as a program)."""
        import importlib.machinery
        import importlib.util
        loader = importlib.machinery.SourceFileLoader("spherebox_prove", str(ROOT / "ci" / "prove"))
        spec = importlib.util.spec_from_loader(loader.name, loader)
        prove = importlib.util.module_from_spec(spec)
        loader.exec_module(prove)
        return [(r["file"], r["models"]) for r in prove.read_claims()]

    def files_for(self, header):
        path = "lib/include/" + header
        return sorted({f for f, models in self.claims if path + ":" in models or models.split() == [path]})

    def prepare(self):
        sync_tree(self.src, skip_lib=False)
        # a header an interrupted run left mutated goes back to the committed text
        for h in M.header_files():
            t = self.src / "lib" / "include" / h.relative_to(M.LIB)
            if t.read_bytes() != h.read_bytes():
                t.write_bytes(h.read_bytes())

    def check(self, mut):
        files = self.files_for(mut["header"])
        if not files or not self.prove:
            return None
        with self.lock:  # one mutated text at a time in this tree
            with self._mutated(mut) as ok:
                if not ok:
                    return None
                regex = "^(" + "|".join(re.escape(f) for f in files) + ")$"
                code, took, out = run([str(self.src / "ci" / "prove"), "--no-deps", "--build-dir", str(self.prove_build),
                                       "--jobs", str(self.jobs), "--only", regex], timeout=3600)
            if code != 0:
                failed = [l for l in out.splitlines() if l.startswith("!!")]
                return (True, took, (failed[0] if failed else out.strip().splitlines()[-1])[:200])
            return (False, took, "")


# ---- choosing, running, recording -------------------------------------------------------------

def choose(all_mutants, opts):
    """--all: every mutant. --sample N: N mutants, stratified across headers (each header gets
    its share of N by its mutant count, at least one while N allows), deterministic from --seed."""
    if opts.only:
        all_mutants = [m for m in all_mutants if re.search(opts.only, m["header"])]
    if opts.ids:
        want = {int(x) for x in opts.ids.split(",")}
        return [m for m in all_mutants if m["id"] in want]
    if opts.all:
        return list(all_mutants)
    rng = random.Random(opts.seed)
    by_header = collections.defaultdict(list)
    for m in all_mutants:
        by_header[m["header"]].append(m)
    headers = sorted(by_header)
    n = opts.sample
    # Largest remainder over the headers' shares; then one each for headers left at zero while
    # the sample has room, taken from the largest shares.
    total = len(all_mutants)
    share = {h: n * len(by_header[h]) / total for h in headers}
    take = {h: int(share[h]) for h in headers}
    for h in sorted(headers, key=lambda h: -(share[h] - take[h]))[: n - sum(take.values())]:
        take[h] += 1
    picked = []
    for h in headers:
        picked += rng.sample(by_header[h], min(take[h], len(by_header[h])))
    return sorted(picked, key=lambda m: m["id"])


def score(results):
    counted = [r for r in results if r["status"] in ("killed", "survived")]
    killed = [r for r in counted if r["status"] == "killed"]
    return len(killed), len(counted)


def read_kept(results_file, fields, mutants, checks):
    """({id: row}, same_checks): the rows of an earlier --all's results file that still hold,
    under the current mutants' numbers. Its first line is `# checks CHECKS`. A row holds while
    its header's text is unchanged (hdigest: the same header makes the same mutant, found again
    by its key and its rank among equal keys, occ), whatever else of lib/ changed; with other
    checks (or options) only its kills and stillborn mutants hold. A line cut short (the run
    stopped while writing it) is dropped."""
    if not results_file.exists():
        return {}, False
    lines = results_file.read_text().splitlines()
    first = lines[0].split() if lines else []
    if first[:2] != ["#", "checks"]:
        return {}, False
    same_checks = first[2:3] == [checks]
    now = {(m["header"], m["hdigest"], m["key"], str(m["occ"])): m["id"] for m in mutants}
    kept = {}
    for line in lines[2:]:
        cells = line.split("\t")
        if len(cells) != len(fields):
            continue
        r = dict(zip(fields, cells))
        i = now.get((r["header"], r["hdigest"], r["key"], r["occ"]))
        if i is not None and (same_checks or r["status"] in ("killed", "stillborn")):
            kept[i] = dict(r, id=str(i))
    return kept, same_checks


def write_report(work, mutants_all, results, opts, equivalents, elapsed):
    """results.tsv (one mutant a line) and report.md: the score, kills by check with the median
    time to the kill, the survivors with their argument (docs/mutation.md) or none."""
    by_check = collections.Counter(r["check"] for r in results if r["status"] == "killed")
    times = collections.defaultdict(list)
    for r in results:
        if r["status"] == "killed":
            times[r["check"]].append(r["seconds"])
    killed, counted = score(results)
    survivors = [r for r in results if r["status"] == "survived"]
    argued = [r for r in survivors if r["key"] in equivalents]
    raw = 100.0 * killed / counted if counted else 0.0
    adjusted = 100.0 * killed / (counted - len(argued)) if counted - len(argued) else 0.0
    lines = ["# Mutation score", "",
             f"{len(results)} of {len(mutants_all)} mutants run ({'--all' if opts.all else f'--sample {opts.sample} --seed {opts.seed}'}"
             f", fuzzing {opts.fuzz_seconds} s a target), {elapsed / 60:.1f} min.", "",
             f"- killed: {killed} of {counted} ({raw:.1f} % raw)",
             f"- survived: {len(survivors)}, of which {len(argued)} argued equivalent in docs/mutation.md "
             f"({adjusted:.1f} % adjusted)",
             f"- stillborn (the operator does not apply to the operands' types): "
             f"{sum(r['status'] == 'stillborn' for r in results)}",
             f"- unreached (no check runs the point in the schema build; --text builds them as text): "
             f"{sum(r['status'] == 'unreached' for r in results)}", "",
             "| check | killed | median seconds to the kill |", "|---|---|---|"]
    for c in CHECKS:
        if by_check[c]:
            t = sorted(times[c])
            lines.append(f"| {c} | {by_check[c]} | {t[len(t) // 2]:.1f} |")
    lines += ["", "## Survivors", "", "| id | header:line:col | kind | from | to | argued | note |", "|---|---|---|---|---|---|---|"]
    for r in survivors:
        lines.append(f"| {r['id']} | {r['header']}:{r['line']}:{r['col']} | {r['kind']} | `{r['from']}` | `{r['to']}` | "
                     f"{'yes' if r['key'] in equivalents else '**no**'} | {r['detail']} |")
    (work / "report.md").write_text("\n".join(lines) + "\n")
    # What the campaign's report shows of the last run (ci/campaign/report.py).
    (work / "summary.json").write_text(json.dumps({
        "mode": "--all" if opts.all else f"--sample {opts.sample} --seed {opts.seed}", "run": len(results),
        "mutants": len(mutants_all), "killed": killed, "counted": counted, "raw": raw, "adjusted": adjusted,
        "survived": len(survivors), "argued": len(argued), "minutes": elapsed / 60,
        "stillborn": sum(r["status"] == "stillborn" for r in results),
        "unreached": sum(r["status"] == "unreached" for r in results),
        "by_check": [[c, by_check[c], sorted(times[c])[len(times[c]) // 2]] for c in CHECKS if by_check[c]],
        "survivors": [[r["key"], r["key"] in equivalents, r["detail"]] for r in survivors]}, indent=1))
    return raw, adjusted, killed, counted, len(survivors), len(argued)


def mutant_key(m):
    """How docs/mutation.md names a mutant: stable while its line is unchanged."""
    return f"{m['header']}:{m['line']}:{m['col']} {m['from']} -> {m['to']}"


def read_equivalents(doc=ROOT / "docs" / "mutation.md"):
    """The survivors docs/mutation.md accounts for: the rows `| `key` | reason |` of its sections
    "Equivalent mutants" and "Killed outside the schema" (a check the mutation build cannot run,
    such as a test under qemu; the kill shown there by hand). A row without a reason does not
    count. A `|` in a cell is written `\|`, as Markdown tables need (a key such as
    `x.hpp:1:2 \|\| -> &&`)."""
    keys = set()
    section = False
    if doc.exists():
        for line in doc.read_text().splitlines():
            if line.startswith("## "):
                section = line.strip() in ("## Equivalent mutants", "## Killed outside the schema")
            m = re.match(r"^\| `([^`]+)` \| *((?:\\\||[^|])*?) *\|$", line)
            if section and m and m.group(2):
                keys.add(m.group(1).replace("\\|", "|"))
    return keys
