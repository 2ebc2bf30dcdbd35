#!/usr/bin/env python3
"""Replays each z3 counterexample of formal/smt/ through the fuzz targets: the known-wrong
variant the query models must be caught on it (a real contract violation, from the same harness
the campaign runs), and the product variants must pass on the same input.

A sat query's model gives the one-axis values (c, min, r). They become a 2-D sphere–AABB case
(axis 0: centre c, box [min, min], radius r; axis 1: centre 0 in the box [0, 0]), so the ball
touches or overlaps the box exactly as the query's exact side says, encoded in the harness's raw
mode (reference/include/spherebox_ref/core/codec.hpp: byte 0 mode 0, byte 1 the kind, then the
case's values in flat() order, little-endian IEEE bits).

  usage: replay.py FUZZ_DIR
"""
import re
import struct
import subprocess
import sys
from pathlib import Path

SMT = Path(__file__).resolve().parents[2] / "smt"
# query file -> (known-wrong variant it models, value type)
QUERIES = {
    "reject_nonstrict_binary32.smt2": ("conservative_nonstrict", "float"),
    "reject_nonstrict_binary64.smt2": ("conservative_nonstrict", "double"),
}


def bits_of(literal, eb, sb):
    """IEEE bits of a z3 floating-point literal: (fp #bS #bE #bM) with #b or #x fields, or
    (_ +zero eb sb) / (_ -zero eb sb)."""
    literal = literal.strip()
    if "+zero" in literal:
        return 0
    if "-zero" in literal:
        return 1 << (eb + sb - 1)
    fields = re.findall(r"#([bx])([0-9a-fA-F]+)", literal)
    if len(fields) != 3:
        sys.exit(f"replay: cannot read the value {literal!r}")
    text = "".join(bin(int(v, 16))[2:].zfill(4 * len(v)) if k == "x" else v for k, v in fields)
    if len(text) != eb + sb:
        sys.exit(f"replay: {literal!r} has {len(text)} bits, want {eb + sb}")
    return int(text, 2)


def model_values(path):
    """Runs z3 on the query (which ends with (get-value (c lo r))) and reads the model."""
    out = subprocess.run(["z3", "-T:60", str(path)], stdout=subprocess.PIPE, text=True).stdout
    if not out.startswith("sat"):
        sys.exit(f"replay: {path.name} is not sat: {out[:200]}")
    eb, sb = map(int, re.search(r"FloatingPoint (\d+) (\d+)", path.read_text()).groups())
    values = {}
    for name in ("c", "lo", "r"):
        m = re.search(r"\(" + name + r" ((?:\(fp [^)]*\))|(?:\(_ [^)]*\)))\)", out)
        if not m:
            sys.exit(f"replay: no value for {name} in z3's answer: {out}")
        values[name] = bits_of(m.group(1), eb, sb)
    return values


def case_bytes(v, type_name):
    fmt, size, kind = ("<I", 4, 0) if type_name == "float" else ("<Q", 8, 2)
    zero = 0
    # flat order for N = 2: center0, center1, radius, min0, min1, max0, max1
    values = [v["c"], zero, v["r"], v["lo"], zero, v["lo"], zero]
    raw = bytes([0, kind]) + b"".join(struct.pack(fmt, x) for x in values)
    return raw.hex()


def run(cmd, env=None):
    p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def main():
    fuzz = Path(sys.argv[1])
    failures = 0
    for query, (variant, type_name) in QUERIES.items():
        v = model_values(SMT / query)
        hexed = case_bytes(v, type_name)
        env = {"SPHEREBOX_KNOWN_WRONG": variant, "PATH": "/usr/bin:/bin"}
        code, out = run([str(fuzz / "fuzz_known_wrong"), f"--hex={hexed}"], env=env)
        caught = code != 0 and "contract violation" in out
        code2, out2 = run([str(fuzz / "fuzz_sphere_aabb"), f"--hex={hexed}"], env={"PATH": "/usr/bin:/bin"})
        product_ok = code2 == 0
        print(f"{query}: {variant} {'caught' if caught else 'NOT CAUGHT'}; product variants "
              f"{'pass' if product_ok else 'FAIL'} (--hex={hexed})")
        if not caught:
            print(out)
        if not product_ok:
            print(out2)
        failures += (not caught) + (not product_ok)
    print(f"{len(QUERIES) * 2 - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
