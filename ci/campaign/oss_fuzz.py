"""The OSS-Fuzz builder and runner, as ci/oss_fuzz_check reproduces them here: the environment
their `compile` gives build.sh (base-clang's and base-builder's defaults, the sanitizer's and
the engine's flags), the environment and arguments their `run_fuzzer` gives a fuzzer (base-
runner's sanitizer options, the .options file, the seed corpus), and the checks of what a
build left in $OUT. Values are those of google/oss-fuzz's infra/base-images (read, not copied)."""
import configparser
import os
import re
import shlex
import subprocess
import zipfile
from pathlib import Path

# base-clang's CFLAGS; CXXFLAGS adds -stdlib=libc++ (CXXFLAGS_EXTRA).
BASE_CFLAGS = ("-O1 -fno-omit-frame-pointer -gline-tables-only -Wno-error=incompatible-function-pointer-types "
               "-Wno-error=int-conversion -Wno-error=deprecated-declarations -Wno-error=implicit-function-declaration "
               "-Wno-error=implicit-int -Wno-error=unknown-warning-option -Wno-error=vla-cxx-extension "
               "-DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION")
_UBSAN = ("array-bounds,bool,builtin,enum,function,integer-divide-by-zero,null,object-size,return,"
          "returns-nonnull-attribute,shift,signed-integer-overflow,{}unreachable,vla-bound,vptr")
SANITIZER_FLAGS = {  # base-builder's SANITIZER_FLAGS_<sanitizer>
    "address": "-fsanitize=address -fsanitize-address-use-after-scope",
    "undefined": f"-fsanitize={_UBSAN.format('unsigned-integer-overflow,')} "
                 f"-fno-sanitize-recover={_UBSAN.format('')}",
    "memory": "-fsanitize=memory -fsanitize-memory-track-origins",
    "coverage": "",
}
COVERAGE_FLAGS = {"default": "-fsanitize=fuzzer-no-link",  # libFuzzer's edge coverage
                  "coverage": "-fprofile-instr-generate -fcoverage-mapping -pthread -Wl,--no-as-needed -Wl,-ldl "
                              "-Wl,-lm -Wno-unused-command-line-argument"}
# base-runner's defaults.
RUNNER_ENV = {
    "ASAN_OPTIONS": "alloc_dealloc_mismatch=0:allocator_may_return_null=1:allocator_release_to_os_interval_ms=500:"
                    "check_malloc_usable_size=0:detect_container_overflow=1:detect_odr_violation=0:detect_leaks=1:"
                    "detect_stack_use_after_return=1:fast_unwind_on_fatal=0:handle_abort=1:handle_segv=1:"
                    "handle_sigill=1:max_uar_stack_size_log=16:print_scariness=1:quarantine_size_mb=10:"
                    "strict_memcmp=1:strip_path_prefix=/workspace/:symbolize=1:use_sigaltstack=1:dedup_token_length=3",
    "MSAN_OPTIONS": "print_stats=1:strip_path_prefix=/workspace/:symbolize=1:dedup_token_length=3",
    "UBSAN_OPTIONS": "print_stacktrace=1:print_summary=1:silence_unsigned_overflow=1:strip_path_prefix=/workspace/:"
                     "symbolize=1:dedup_token_length=3",
}
FUZZER_ARGS = ["-rss_limit_mb=2560", "-timeout=25"]
SELFTEST_ONLY = {"fuzz_known_wrong"}  # built by fuzz/CMakeLists.txt, never shipped: it fails by design
KEEP_ENV = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "TERM")


def builder_env(engine, sanitizer, src, out, work, local=None):
    """What `compile` exports before it runs build.sh, for libFuzzer or AFL++ and a sanitizer.
    local: what this machine needs on top ("LDFLAGS", "CXXFLAGS" additions, "afl_driver": the
    path of AFL++'s driver library), each stated where ci/oss_fuzz_check sets it."""
    local = local or {}
    env = {k: os.environ[k] for k in KEEP_ENV if k in os.environ}
    cflags = f"{BASE_CFLAGS} {SANITIZER_FLAGS[sanitizer]}"
    if engine == "libfuzzer":
        cflags += " " + COVERAGE_FLAGS["coverage" if sanitizer == "coverage" else "default"]
        env.update(CC="clang", CXX="clang++", LIB_FUZZING_ENGINE="-fsanitize=fuzzer")
    elif engine == "afl":  # compile_afl: AFL++'s compiler wrappers, its own instrumentation, its driver
        env.update(CC="afl-clang-fast", CXX="afl-clang-fast++", LIB_FUZZING_ENGINE=local["afl_driver"],
                   AFL_QUIET="1", AFL_IGNORE_PROBLEMS="1", AFL_IGNORE_UNKNOWN_ENVS="1",
                   ASAN_OPTIONS="detect_leaks=0:symbolize=0:detect_odr_violation=0:abort_on_error=1")
    else:
        raise ValueError(f"unknown engine {engine}")
    cxxflags = f"{cflags} -stdlib=libc++"
    if sanitizer == "undefined":
        cflags += " -fno-sanitize=function"  # C only, as compile does
    env.update(CCC=env["CXX"], CFLAGS=cflags, CXXFLAGS=(cxxflags + " " + local.get("CXXFLAGS", "")).strip(),
               SANITIZER=sanitizer, FUZZING_ENGINE=engine, ARCHITECTURE="x86_64", FUZZING_LANGUAGE="c++",
               SRC=str(src), OUT=str(out), WORK=str(work))
    if local.get("LDFLAGS"):
        env["LDFLAGS"] = local["LDFLAGS"]
    return env


def parse_options(text):
    """An .options file as run_fuzzer reads it (configparser): {section: {key: value}}."""
    p = configparser.ConfigParser()
    p.read_string(text)
    return {s: dict(p[s]) for s in p.sections()}


def libfuzzer_args(options):
    return [f"-{k}={v}" for k, v in options.get("libfuzzer", {}).items()]


def sanitizer_options(options, section):
    return ":".join(f"{k}={v}" for k, v in options.get(section, {}).items())


def runner_env(base, sanitizer, options):
    """base-runner's sanitizer options plus the .options file's sections, as run_fuzzer does."""
    env = dict(base, **RUNNER_ENV)
    for var, section in (("ASAN_OPTIONS", "asan"), ("MSAN_OPTIONS", "msan"), ("UBSAN_OPTIONS", "ubsan")):
        extra = sanitizer_options(options, section)
        if extra:
            env[var] += ":" + extra
    env["SANITIZER"] = sanitizer
    return env


def fuzzer_names(line):
    """The fuzzers a build ships: print_all_fuzzernames' line less the self-test target."""
    return [n for n in line.split() if n.startswith("fuzz_") and n not in SELFTEST_ONLY]


def seed_dir(root, fuzzer):
    """corpus/<fuzzer>/, or the twin's for a <twin>_scalar target; None when neither exists."""
    for name in (fuzzer, fuzzer[:-len("_scalar")] if fuzzer.endswith("_scalar") else None):
        if name and (Path(root) / "corpus" / name).is_dir():
            return Path(root) / "corpus" / name
    return None


def out_problems(out, fuzzers, root):
    """What is missing or wrong in $OUT for the fuzzers expected there: each must be an
    executable with a seed corpus zip holding its corpus folder's files and an .options file
    with a [libfuzzer] section whose dictionary, if named, is in $OUT."""
    out, bad = Path(out), []
    for f in fuzzers:
        exe = out / f
        if not (exe.is_file() and os.access(exe, os.X_OK)):
            bad.append(f"{f}: no fuzzer in $OUT")
        seeds, zpath = seed_dir(root, f), out / f"{f}_seed_corpus.zip"
        if not zpath.is_file():
            bad.append(f"{f}: no {zpath.name}")
        else:
            try:
                names = sorted(Path(n).name for n in zipfile.ZipFile(zpath).namelist())
            except zipfile.BadZipFile:
                names = None
            want = sorted(p.name for p in seeds.iterdir() if p.is_file()) if seeds else []
            if names is None:
                bad.append(f"{f}: {zpath.name} is not a zip file")
            elif not names or names != want:
                bad.append(f"{f}: {zpath.name} holds {len(names)} files, {seeds} {len(want)}")
        opath = out / f"{f}.options"
        if not opath.is_file():
            bad.append(f"{f}: no {opath.name}")
            continue
        try:
            opts = parse_options(opath.read_text())
        except configparser.Error as e:
            bad.append(f"{f}: {opath.name} does not parse: {e}")
            continue
        if "libfuzzer" not in opts:
            bad.append(f"{f}: {opath.name} has no [libfuzzer] section")
        d = opts.get("libfuzzer", {}).get("dict")
        if d and not (out / d).is_file():
            bad.append(f"{f}: its dictionary {d} is not in $OUT")
    return bad


def runtime_problems(out, fuzzers):
    """A fuzzer must start in the runner image, which has no GMP: GMP linked statically, and
    every shared library it needs found (ldd)."""
    bad = []
    for f in fuzzers:
        if (Path(out) / f).is_file():
            deps = subprocess.run(["ldd", str(Path(out) / f)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  text=True).stdout.splitlines()
            bad += [f"{f}: needs {s.split()[0]} at run time (the runner image has no GMP)" for s in deps if "libgmp" in s]
            bad += [f"{f}: {s.strip()}" for s in deps if "not found" in s]
    return bad


REPORT = re.compile(r"ERROR: (AddressSanitizer|MemorySanitizer|LeakSanitizer|libFuzzer)|WARNING: MemorySanitizer|"
                    r"runtime error:|contract violation|SUMMARY: \w+Sanitizer")


def reports(text):
    """The lines of a fuzzer's output that report a finding (a sanitizer, libFuzzer, the harness)."""
    return [s for s in text.splitlines() if REPORT.search(s)]


def same_build(a, b):
    """Whether two build.sh files run the same commands (comments and blank lines aside)."""
    def cmds(t):
        return [s.strip() for s in t.splitlines() if s.strip() and not s.lstrip().startswith("#")]
    return cmds(a) == cmds(b)


def dockerfile_problems(text, build_sh):
    """Checks a Dockerfile against what build.sh and ci/oss_fuzz_build expect of the image:
    base-builder, the packages the build uses, GMP's source in $SRC/gmp, the sources in
    $SRC/spherebox as the working folder, and build.sh copied to $SRC/ from build_sh."""
    bad = []
    if not re.search(r"^FROM gcr\.io/oss-fuzz-base/base-builder", text, re.M):
        bad.append("not FROM gcr.io/oss-fuzz-base/base-builder")
    installs = " ".join(re.findall(r"apt-get install[^\n\\]*(?:\\\n[^\n\\]*)*", text))
    for pkg in ("ninja-build", "libboost-dev", "libgmp-dev", "zip", "m4"):
        if not re.search(rf"(^|\s){re.escape(pkg)}(\s|$)", installs):
            bad.append(f"does not install {pkg}")
    if not re.search(r"\bmv gmp-[\d.]+ gmp\b|\$SRC/gmp\b", text):
        bad.append("puts no GMP source in $SRC/gmp")
    if not re.search(r"^WORKDIR \$SRC/spherebox\s*$", text, re.M):
        bad.append("WORKDIR is not $SRC/spherebox")
    if not re.search(rf"^COPY {re.escape(build_sh)} \$SRC/\s*$", text, re.M):
        bad.append(f"does not COPY {build_sh} $SRC/")
    return bad


def command_line(args):
    return " ".join(shlex.quote(str(a)) for a in args)
