"""Running the campaign's programs with a progress line: a child's output is streamed to its log
as it comes, parsed line by line (libFuzzer's status lines, ninja's [n/m], gtest's [ RUN ]),
and a progress line is printed every PERIOD seconds (the main job promises one at least every
15 s)."""
import os
import re
import selectors
import signal
import subprocess
import sys
import threading
import time

PERIOD = 10.0  # seconds between progress lines

# Ctrl-C: set by on_interrupt. The running programs are asked to stop (SIGINT), each stage ends
# with what it finished, and the campaign prints the partial verdict instead of running the rest.
INTERRUPTED = threading.Event()
_running, _running_lock = set(), threading.Lock()


def on_interrupt(signum=signal.SIGINT, frame=None):
    """SIGINT handler (install_interrupt): the first asks every running program to stop and marks
    the campaign interrupted; a second one stops at once."""
    if INTERRUPTED.is_set():
        raise KeyboardInterrupt
    INTERRUPTED.set()
    print("\n  interrupted: stopping the programs that run; what finished is kept and judged "
          "(Ctrl-C again stops at once)", flush=True)
    with _running_lock:
        for p in list(_running):
            try:
                p.send_signal(signal.SIGINT)  # a terminal's Ctrl-C already sent it to the group
            except OSError:
                pass


def install_interrupt():
    signal.signal(signal.SIGINT, on_interrupt)


def use_huge_pages(env=os.environ):
    """Asks glibc (2.35 or later) to back every heap of the processes started from here with
    transparent huge pages (GLIBC_TUNABLES glibc.malloc.hugetlb=1, madvise): the compilers, coqc
    and the tests. It changes no output, only how fast the page tables are walked; a kernel with
    THP off and an older glibc ignore it, and a hugetlb value already set is kept. ci/test sets
    the same (docs/fuzzing.md, "Huge pages", has the measurements)."""
    tunables = env.get("GLIBC_TUNABLES", "")
    if "glibc.malloc.hugetlb=" not in tunables:
        env["GLIBC_TUNABLES"] = (tunables + ":" if tunables else "") + "glibc.malloc.hugetlb=1"

_FUZZ = re.compile(r"^#(\d+)\s+(\w+)")
_FIELD = {k: re.compile(rf"\b{re.escape(k)}: *(\d+)") for k in ("cov", "ft", "exec/s", "rss")}
_FORK = re.compile(r"^#(\d+): cov: (\d+) ft: (\d+) corp: \d+ exec/s \d+ oom/timeout/crash: \S+ time: (\d+)s job: (\d+)")


def parse_fuzz_line(line):
    """One libFuzzer status line ("#4096  pulse  cov: 812 ft: 2345 corp: 45/1234b exec/s: 2048
    rss: 120Mb") as dict(execs, event, cov, ft, exec_s, rss_mb); None for any other line. A
    field the line lacks is None (libFuzzer leaves exec/s out of its first lines).
    With -fork=N the parent prints one line per finished job ("#52000: cov: 900 ft: 3000 corp:
    80 exec/s 2600 oom/timeout/crash: 0/0/0 time: 20s job: 7 dft_time: 0"): its count is every
    job's executions so far, its exec/s the last job's own; event "fork", exec_s the executions
    of all jobs per second since the start, seconds and job from the line."""
    f = _FORK.match(line)
    if f:
        execs, t = int(f.group(1)), int(f.group(4))
        return {"execs": execs, "event": "fork", "cov": int(f.group(2)), "ft": int(f.group(3)),
                "exec_s": execs // t if t else None, "rss_mb": None, "seconds": t, "job": int(f.group(5))}
    m = _FUZZ.match(line)
    if not m:
        return None
    got = {k: (int(f.search(line).group(1)) if f.search(line) else None) for k, f in _FIELD.items()}
    return {"execs": int(m.group(1)), "event": m.group(2), "cov": got["cov"], "ft": got["ft"],
            "exec_s": got["exec/s"], "rss_mb": got["rss"]}


def parse_final_stats(text):
    """libFuzzer's -print_final_stats=1 block: (executions, average exec/s), None when absent."""
    def grab(name):
        m = re.search(rf"stat::{name}: *(\d+)", text)
        return int(m.group(1)) if m else None
    return grab("number_of_executed_units"), grab("average_exec_per_sec")


def fork_totals(series):
    """(executions, exec/s) of a -fork run from its last job line (the parent prints no final
    stats): every job's executions over the seconds since the start; (None, None) without one."""
    last = [s for s in series if s.get("event") == "fork"]
    if not last:
        return None, None
    return last[-1]["execs"], last[-1]["exec_s"]


def schedule(targets, jobs):
    """How ci/verify's --jobs cores fuzz the targets: [(target, cores)] and how many targets run
    at a time. With at least as many targets as cores, one core per target, `jobs` at a time;
    with fewer, all at once, the cores split over them (the first get the remainder)."""
    jobs = max(1, jobs)
    if len(targets) >= jobs:
        return [(t, 1) for t in targets], jobs
    each, extra = divmod(jobs, len(targets))
    return [(t, each + (i < extra)) for i, t in enumerate(targets)], len(targets)


def read_progress(path):
    """The property binary's progress file (stats.hpp start_progress): (label, cases, checks),
    or None while it does not exist or is being replaced."""
    try:
        label, cases, checks = open(path).read().split()
        return label, int(cases), int(checks)
    except (OSError, ValueError):
        return None


def clock(seconds):
    """m:ss (or h:mm:ss)."""
    s = int(round(max(seconds, 0)))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def number(n):
    return "?" if n is None else f"{n:,}"


class Clock:
    """The campaign's start, for the elapsed time at the head of every progress line."""
    start = time.monotonic()

    @classmethod
    def say(cls, stage, text):
        print(f"  [{clock(time.monotonic() - cls.start):>7}] {stage}: {text}", flush=True)


def stream(cmd, log_path, env=None, on_line=None, on_tick=None, echo=False, cwd=None, usage=None):
    """Runs cmd with stdout and stderr merged into log_path; calls on_line(line) for every
    complete line and on_tick(elapsed) every PERIOD seconds; echo also prints each line.
    usage: a dict that receives the process's peak resident set ("maxrss_mb", from wait4).
    Returns (exit code, elapsed seconds)."""
    start = time.monotonic()
    with open(log_path, "wb") as log:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, cwd=cwd)
        with _running_lock:
            _running.add(p)
        sel = selectors.DefaultSelector()
        sel.register(p.stdout, selectors.EVENT_READ)
        pending, next_tick = b"", start + PERIOD
        while True:
            ready = sel.select(timeout=max(0.0, min(1.0, next_tick - time.monotonic())))
            eof = False
            if ready:
                chunk = os.read(p.stdout.fileno(), 65536)
                eof = not chunk
                log.write(chunk)
                log.flush()
                pending += chunk
                *lines, pending = pending.split(b"\n")
                for raw in lines:
                    line = raw.decode("utf-8", "replace").rstrip("\r")
                    if echo:
                        print(line, flush=True)
                    if on_line:
                        on_line(line)
            now = time.monotonic()
            if now >= next_tick:
                next_tick = now + PERIOD
                if on_tick:
                    on_tick(now - start)
            if eof:
                break
        if pending and on_line:
            on_line(pending.decode("utf-8", "replace"))
        sel.close()
        p.stdout.close()
        if usage is None:
            code = p.wait()
        else:
            _, status, ru = os.wait4(p.pid, 0)
            code = p.returncode = os.waitstatus_to_exitcode(status)
            usage["maxrss_mb"] = ru.ru_maxrss / 1024  # Linux: kilobytes
        with _running_lock:
            _running.discard(p)
    return code, time.monotonic() - start


def grep(path, pattern, before=0, after=0, limit=40):
    """Lines of a log around each match of pattern (like grep -B -A | head)."""
    try:
        lines = open(path, errors="replace").read().splitlines()
    except OSError:
        return []
    keep = set()
    for i, line in enumerate(lines):
        if re.search(pattern, line):
            keep.update(range(max(0, i - before), min(len(lines), i + after + 1)))
    return [lines[j] for j in sorted(keep)][:limit]


def fail(msg):
    print(f"ci/verify: {msg}", file=sys.stderr, flush=True)
    sys.exit(1)
