#!/usr/bin/env python3
"""No include runs upwards: the headers of lib/ and reference/ are in layers, and a header may
include only its own layer or a lower one (and, in reference/, never another slug's folder).

lib/include/spherebox/
  0 base     config.hpp contract.hpp types.hpp checked.hpp version.hpp detail/
  1 batch/   the batch kernels' shared parts (spans, dispatch, instruction-set wrappers)
  2 <slug>/  one shape pair: its variants, its kernels, its entry points
  3 top      overlap.hpp batch.hpp spherebox.hpp all.hpp (what a user includes)
reference/include/spherebox_ref/
  0 core/    the oracle's arithmetic, codec, contract check, reports
  1 batch/   the batch slugs' shared parts
  2 <slug>/  one shape pair's hooks (core/hooks.hpp); includes no other slug's folder
  3 lists    registries.hpp known_wrong_registry.hpp known_wrong_select.hpp
  4 drivers  user/ properties/

It also keeps the size caps (CONTRIBUTING.md, "Size caps"), counted in lines of code (comment
and blank lines left out, since the style asks for 15-50 % comment lines): a lib/ header at
most 150, a reference/ header at most 200, a fuzz target's source at most 30; the few files
over a cap are named in OVER_CAP with the reason, and an entry that no longer exceeds its cap
fails too, so the list only shrinks.

  usage: reference/layering_check.py [ROOT]   (ROOT: the source tree, default this one)
         reference/layering_check.py --self-test   (the negative control)
Exits 1 and names each include that runs upwards (or across slug folders in reference/).
--self-test copies both include trees, plants one upward include in lib/, one cross-slug
include in reference/ and 200 lines of code in a lib/ header, and passes only if the check
names all three.
"""
import re
import sys
from pathlib import Path

LIB_BASE = {"config.hpp", "contract.hpp", "types.hpp", "checked.hpp", "version.hpp", "detail"}
LIB_TOP = {"overlap.hpp", "batch.hpp", "spherebox.hpp", "all.hpp"}
REF_LISTS = {"registries.hpp", "known_wrong_registry.hpp", "known_wrong_select.hpp"}
REF_DRIVERS = {"user", "properties"}
CAPS = {"lib/include/spherebox": 150, "reference/include/spherebox_ref": 200, "fuzz": 30}
# Files over their cap, each with the reason it stays whole.
OVER_CAP = {
    "reference/include/spherebox_ref/core/box_qp.hpp":
        "the exact closest point of a parallelepiped: one active-set algorithm, read as a whole",
    "reference/include/spherebox_ref/batch/check.hpp":
        "every clause of a batch kernel (lanes, tail, indices form, checked form) in one contract check",
}
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)


def lib_layer(rel):
    head = rel.parts[0]
    if head in LIB_BASE:
        return 0, None
    if head == "batch":
        return 1, None
    if head in LIB_TOP:
        return 3, None
    return 2, head


def ref_layer(rel):
    head = rel.parts[0]
    if head == "core":
        return 0, None
    if head == "batch":
        return 1, None
    if head in REF_LISTS:
        return 3, None
    if head in REF_DRIVERS:
        return 4, None
    return 2, head


def check_tree(root, prefix, layer_of, cross_slug_ok):
    """Problems in the headers under root (whose includes start with prefix when angled)."""
    problems = []
    for src in sorted(root.rglob("*")):
        if src.suffix not in (".hpp", ".ipp", ".h") or not src.is_file():
            continue
        rel = src.relative_to(root)
        mine, my_slug = layer_of(rel)
        for m in INCLUDE.finditer(src.read_text(errors="replace")):
            angled, name = m.group(1) == "<", m.group(2)
            if name.startswith(prefix + "/"):
                target = root / name[len(prefix) + 1:]
            elif angled:
                continue  # the standard library, or lib/ from reference/
            else:
                target = (src.parent / name).resolve()
            if not target.exists():
                continue  # written by the build (slug_list.hpp, known_wrong_list.hpp)
            try:
                trel = target.resolve().relative_to(root.resolve())
            except ValueError:
                continue  # outside this tree: the standard library, lib/ from reference/, cases/
            if not trel.parts:
                continue
            theirs, their_slug = layer_of(trel)
            line = src.read_text(errors="replace")[:m.start()].count("\n") + 1
            where = f"{src.relative_to(root.parent.parent.parent).as_posix()}:{line}: includes {name}"
            if theirs > mine:
                problems.append(f"{where} (layer {theirs} from layer {mine}: upwards)")
            elif (not cross_slug_ok and my_slug and their_slug and my_slug != their_slug):
                problems.append(f"{where} (another slug's folder)")
    return problems


def code_lines(path):
    """Lines of code: neither blank nor a // comment."""
    return sum(1 for line in path.read_text(errors="replace").splitlines()
               if line.strip() and not line.strip().startswith("//"))


def check_sizes(top):
    problems = []
    for base, cap in CAPS.items():
        for src in sorted((top / base).rglob("*")):
            if src.suffix not in (".hpp", ".ipp", ".cpp", ".in") or not src.is_file():
                continue
            if base == "fuzz" and not src.name.startswith("fuzz_"):
                continue  # the replay driver and the group source (group.cpp.in) are no fuzz targets
            rel = src.relative_to(top).as_posix()
            n = code_lines(src)
            if n > cap and rel not in OVER_CAP:
                problems.append(f"{rel}: {n} lines of code, over the cap of {cap}")
            elif n <= cap and rel in OVER_CAP:
                problems.append(f"{rel}: {n} lines of code, within the cap of {cap}: take it out of OVER_CAP")
    return problems


def self_test(top):
    import shutil
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        for sub in ("lib/include", "reference/include"):
            shutil.copytree(top / sub, Path(tmp) / sub)
        plants = {"lib/include/spherebox/batch/soa.hpp": '#include "../sphere_aabb/batch.hpp"',
                  "reference/include/spherebox_ref/sphere_obb/case.hpp": '#include "../sphere_aabb/case.hpp"'}
        for rel, line in plants.items():
            f = Path(tmp) / rel
            f.write_text(f.read_text() + "\n" + line + "\n")
        long = "lib/include/spherebox/detail/max0.hpp"
        f = Path(tmp) / long
        f.write_text(f.read_text() + "".join(f"inline int planted_{i}() {{ return {i}; }}\n" for i in range(200)))
        plants[long] = "200 lines of code"
        problems = check(Path(tmp)) + check_sizes(Path(tmp))
    missed = [rel for rel in plants if not any(p.startswith(rel) for p in problems)]
    if missed:
        print("layering --self-test: the planted problems were not reported in " + ", ".join(missed))
        return 1
    print(f"layering --self-test: all three plants reported ({len(problems)} problems)")
    return 0


def check(top):
    lib = top / "lib" / "include" / "spherebox"
    ref = top / "reference" / "include" / "spherebox_ref"
    return (check_tree(lib, "spherebox", lib_layer, cross_slug_ok=True)
            + check_tree(ref, "spherebox_ref", ref_layer, cross_slug_ok=False))


def main():
    here = Path(__file__).resolve().parent.parent
    if sys.argv[1:] == ["--self-test"]:
        return self_test(here)
    top = Path(sys.argv[1]) if len(sys.argv) > 1 else here
    lib = top / "lib" / "include" / "spherebox"
    ref = top / "reference" / "include" / "spherebox_ref"
    problems = check(top) + check_sizes(top)
    if problems:
        print("layering: includes that run upwards or across slug folders, files over their size cap:")
        print("\n".join("  " + p for p in problems))
        return 1
    n = sum(1 for _ in lib.rglob("*.hpp")) + sum(1 for _ in ref.rglob("*.hpp"))
    print(f"layering: {n} headers of lib/ and reference/, no include runs upwards, every file within its "
          f"size cap but the {len(OVER_CAP)} named in OVER_CAP")
    return 0


if __name__ == "__main__":
    sys.exit(main())
