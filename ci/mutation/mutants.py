"""The single-operator mutants of lib/include/spherebox, read from clang's syntax tree, and the
mutant schema: one copy of the headers in which every mutant is compiled in, each behind a test
of the mutant number the process runs (SPHEREBOX_MUTANT), so that one build serves every mutant
(docs/mutation.md, "How a mutant runs").

Operators (each a mutant of its own):
  relational   < <= > >=: the boundary moved (< to <=) and the comparison negated (< to >=)
  equality     == to !=, != to ==
  arithmetic   + to -, - to +, * to /, / to *; the same for += -= *= /=
  logical      && to ||, || to &&
  bitwise      & to |, | to &, ^ to |, << to >>, >> to <<; the same for &= |= <<= >>=
  unary        ! removed, unary - removed
  minmax       a call of min/max (std::, fmin/fmax, a lane's min/max, the _mm*_min/max_* intrinsics)
               swapped for the other
  constant     an integer literal n to n+1, n-1, 2n, n/2; a floating literal one ulp up and down,
               times 2, divided by 2 (each only where it differs and stays non-negative)
  boolean      true to false, false to true (the return of supported() among them)
  kernel       a batch::kernel constant (the dispatch choices) to the next narrower one
"""
import collections
import hashlib
import math
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
LIB = ROOT / "lib" / "include"
# The two configurations whose code is read: every instruction set, and the portable paths
# (SPHEREBOX_NO_INTRINSICS, the fuzz targets' scalar builds). A point seen in either is a mutant.
PARSE_FLAGS = [
    ["-mavx512f", "-mavx512dq", "-mavx512bw", "-mavx512vl", "-mavx2", "-mfma"],
    ["-DSPHEREBOX_NO_INTRINSICS"],
]

RELATIONAL = {"<": ["<=", ">="], "<=": ["<", ">"], ">": [">=", "<="], ">=": [">", "<"],
              "==": ["!="], "!=": ["=="]}
ARITHMETIC = {"+": ["-"], "-": ["+"], "*": ["/"], "/": ["*"]}
LOGICAL = {"&&": ["||"], "||": ["&&"]}
BITWISE = {"&": ["|"], "|": ["&"], "^": ["|"], "<<": [">>"], ">>": ["<<"]}
COMPOUND = {"+=": ["-="], "-=": ["+="], "*=": ["/="], "/=": ["*="], "&=": ["|="], "|=": ["&="],
            "<<=": [">>="], ">>=": ["<<="]}
BINARY = {**RELATIONAL, **ARITHMETIC, **BITWISE}
KIND = {**{o: "relational" for o in RELATIONAL}, **{o: "arithmetic" for o in ARITHMETIC},
        **{o: "logical" for o in LOGICAL}, **{o: "bitwise" for o in BITWISE}}
for o in COMPOUND:
    KIND[o] = "arithmetic" if o[0] in "+-*/" else "bitwise"
KERNELS = ["scalar", "sse2", "avx2", "avx512"]


def import_cindex():
    """clang's Python bindings (Debian: python3-clang-14), wherever python3 comes from."""
    try:
        from clang import cindex
    except ImportError:
        sys.path.append("/usr/lib/python3/dist-packages")
        try:
            from clang import cindex
        except ImportError:
            sys.exit("ci/mutate: clang's Python bindings are missing: ci/deps installs python3-clang-14")
    for lib in ("/usr/lib/llvm-14/lib/libclang.so.1", "/usr/lib/llvm-14/lib/libclang-14.so.1"):
        if os.path.exists(lib):
            cindex.Config.set_library_file(lib)
            break
    return cindex


class Point:
    """One place in a header that has mutants: a span [start, end) of the file's bytes, its
    operator kind, and the parts of the span the schema rewrites."""

    def __init__(self, path, start, end, kind, op, alts, parts):
        self.path, self.start, self.end, self.kind, self.op, self.alts = path, start, end, kind, op, alts
        self.parts = parts  # depends on kind: operand spans, the callee token span
        self.ids = []


def header_files(lib=LIB):
    return sorted(p for p in (lib / "spherebox").rglob("*") if p.suffix in (".hpp", ".ipp"))


def _split_suffix(text, letters):
    """A literal's digits (without ' separators) and its suffix made of letters."""
    t = text.replace("'", "")
    n = len(t)
    while n and t[n - 1] in letters:
        n -= 1
    return t[:n], t[n:]


def _float_alts(text):
    """A floating literal's mutants, as hexadecimal literals with the original's suffix."""
    t, suffix = _split_suffix(text, "fFlL")
    try:
        v = float.fromhex(t) if t.lower().startswith("0x") else float(t)
    except ValueError:
        return []
    single = "f" in suffix.lower()
    if single:
        v32 = struct.unpack("<f", struct.pack("<f", v))[0]
        bits = struct.unpack("<I", struct.pack("<f", v32))[0]
        up = struct.unpack("<f", struct.pack("<I", bits + 1))[0]
        down = struct.unpack("<f", struct.pack("<I", bits - 1))[0] if bits > 0 else None
        cands = [up, down, v32 * 2, v32 / 2]
        v = v32
    else:
        cands = [math.nextafter(v, math.inf), math.nextafter(v, -math.inf) if v > 0 else None, v * 2, v / 2]
    out = []
    for c in cands:
        if c is None or c == v or c < 0 or math.isinf(c):
            continue
        s = float(c).hex() + suffix
        if s not in out:
            out.append(s)
    return out


def _int_alts(text):
    t, suffix = _split_suffix(text, "uUlL")
    try:
        v = int(t, 0) if not (len(t) > 1 and t[0] == "0" and t[1].isdigit()) else int(t, 8)
    except ValueError:
        return []
    out = []
    for c in (v + 1, v - 1, v * 2, v // 2):
        if c != v and c >= 0 and str(c) + suffix not in out:
            out.append(str(c) + suffix)
    return out


def enumerate_points(lib=LIB, flags_extra=()):
    """Every mutation point of LIB/spherebox (lib/include by default), sorted by file and offset."""
    cindex = import_cindex()
    K = cindex.CursorKind
    index = cindex.Index.create()
    files = header_files(lib)
    src = "".join(f'#include "{p.relative_to(lib)}"\n' for p in files if p.suffix == ".hpp")
    texts = {}
    points = {}

    def text_of(path):
        if path not in texts:
            texts[path] = Path(path).read_bytes()
        return texts[path]

    def mine(path):
        return path is not None and path.startswith(str(lib / "spherebox"))

    for flags in PARSE_FLAGS:
        tu = index.parse("spherebox_mutants.cpp",
                         args=["-x", "c++", "-std=c++17", f"-I{lib}", *flags, *flags_extra],
                         unsaved_files=[("spherebox_mutants.cpp", src)])
        errors = [d for d in tu.diagnostics if d.severity >= cindex.Diagnostic.Error]
        if errors:
            sys.exit("ci/mutate: lib/ does not parse:\n" + "\n".join(str(d) for d in errors[:10]))

        def add(path, start, end, kind, op, alts, parts):
            key = (path, start, end, kind)
            if key not in points and alts:
                points[key] = Point(path, start, end, kind, op, alts, parts)

        def visit(c, in_body, braced=False):
            loc = c.location
            f = os.path.normpath(loc.file.name) if loc.file else None
            if f is not None and not mine(f):
                return
            k = c.kind
            if k in (K.FUNCTION_DECL, K.CXX_METHOD, K.FUNCTION_TEMPLATE, K.CONSTRUCTOR, K.LAMBDA_EXPR,
                     K.CONVERSION_FUNCTION):
                in_body = True
            elif k in (K.STATIC_ASSERT, K.ENUM_DECL, K.TEMPLATE_TYPE_PARAMETER, K.TEMPLATE_NON_TYPE_PARAMETER,
                       K.TYPE_REF, K.TEMPLATE_REF):
                return  # constant expressions only: a mutant there could never run
            elif k == K.CASE_STMT:
                for ch in list(c.get_children())[1:]:  # not the label, a constant expression
                    visit(ch, in_body)
                return
            if in_body and f is not None:
                ext = c.extent
                if (ext.start.file is None or ext.end.file is None or os.path.normpath(ext.start.file.name) != f
                        or os.path.normpath(ext.end.file.name) != f):
                    pass  # from a macro, or spanning files
                else:
                    s, e = ext.start.offset, ext.end.offset
                    text = text_of(f)
                    if k in (K.BINARY_OPERATOR, K.COMPOUND_ASSIGNMENT_OPERATOR):
                        ch = list(c.get_children())
                        if len(ch) == 2:
                            ls, le = ch[0].extent.start.offset, ch[0].extent.end.offset
                            rs, re_ = ch[1].extent.start.offset, ch[1].extent.end.offset
                            op = text[le:rs].decode().strip()
                            if ls == s and re_ == e and le <= rs:
                                alts = (COMPOUND if k == K.COMPOUND_ASSIGNMENT_OPERATOR else {**BINARY, **LOGICAL}).get(op)
                                if alts:
                                    kind = "compound" if k == K.COMPOUND_ASSIGNMENT_OPERATOR else (
                                        "logical" if op in LOGICAL else "binary")
                                    add(f, s, e, kind, op, alts, [(ls, le), (rs, re_)])
                    elif k == K.UNARY_OPERATOR:
                        ch = list(c.get_children())
                        op = text[s:s + 1].decode()
                        if len(ch) == 1 and op in "!-" and ch[0].extent.start.offset > s and ch[0].extent.end.offset == e:
                            add(f, s, e, "unary", op, ["(removed)"], [(ch[0].extent.start.offset, e)])
                    elif k == K.CALL_EXPR and c.spelling in ("min", "max", "fmin", "fmax") or (
                            k == K.CALL_EXPR and c.spelling.startswith("_mm") and
                            ("_min_" in c.spelling or "_max_" in c.spelling)):
                        name = c.spelling
                        pos = text.find(name.encode(), s, e)
                        if pos >= 0:
                            other = name.replace("min", "\0").replace("max", "min").replace("\0", "max")
                            add(f, s, e, "minmax", name, [other], [(pos, pos + len(name))])
                    elif k in (K.INTEGER_LITERAL, K.FLOATING_LITERAL) and braced:
                        pass
                    elif k == K.INTEGER_LITERAL and e > s:
                        add(f, s, e, "constant", text[s:e].decode(), _int_alts(text[s:e].decode()), [])
                    elif k == K.FLOATING_LITERAL and e > s:
                        add(f, s, e, "constant", text[s:e].decode(), _float_alts(text[s:e].decode()), [])
                    elif k == K.CXX_BOOL_LITERAL_EXPR and e > s:
                        word = text[s:e].decode()
                        if word in ("true", "false"):
                            add(f, s, e, "boolean", word, ["false" if word == "true" else "true"], [])
                    elif k == K.DECL_REF_EXPR and c.spelling in KERNELS:
                        ref = c.referenced
                        if ref is not None and ref.kind == K.ENUM_CONSTANT_DECL and ref.semantic_parent.spelling == "kernel":
                            i = KERNELS.index(c.spelling)
                            other = KERNELS[i - 1] if i > 0 else KERNELS[1]
                            word = text[s:e].decode()
                            add(f, s, e, "kernel", word, [word[: len(word) - len(c.spelling)] + other], [])
            # A literal in a braced list initialises without narrowing only as a constant: left
            # alone there (the schema's switch is not a constant).
            inner = k == K.INIT_LIST_EXPR or (braced and k == K.UNEXPOSED_EXPR)
            for ch in c.get_children():
                visit(ch, in_body, inner)

        visit(tu.cursor, False)

    # A span can hold several points (an operand that is a literal, say); the schema needs them
    # nested, never overlapping: drop a point that overlaps another without containing it.
    pts = sorted(points.values(), key=lambda p: (p.path, p.start, -p.end, p.kind))
    kept = []
    for p in pts:
        if any(q.path == p.path and q.start < p.end and p.start < q.end and not
               (q.start <= p.start and p.end <= q.end) and not (p.start <= q.start and q.end <= p.end)
               for q in kept[-50:]):
            continue
        kept.append(p)
    n = 0
    for p in kept:
        p.ids = list(range(n + 1, n + 1 + len(p.alts)))
        n += len(p.alts)
    return kept


def describe(points, lib=LIB):
    """One record a mutant: id, header, line, column, kind, original, replacement."""
    out = []
    lines, texts = {}, {}
    for p in points:
        if p.path not in lines:
            data = texts[p.path] = Path(p.path).read_bytes()
            lines[p.path] = [i for i, b in enumerate(data) if b == 10]
        nl = lines[p.path]
        import bisect
        line = bisect.bisect_left(nl, p.start) + 1
        col = p.start - (nl[line - 2] + 1 if line > 1 else 0) + 1
        kind = KIND.get(p.op, p.kind) if p.kind in ("binary", "compound", "logical") else p.kind
        op_offset, spans = None, None
        if p.kind in ("binary", "compound", "logical"):
            (ls, le), (rs, re_) = p.parts
            op_offset = texts[p.path].find(p.op.encode(), le, rs)
            spans = [p.start, p.end, ls, le, rs, re_]
        elif p.kind == "minmax":
            op_offset = p.parts[0][0]
        for i, alt in zip(p.ids, p.alts):
            out.append({"id": i, "header": str(Path(p.path).relative_to(lib)), "line": line, "col": col,
                        "kind": kind, "from": p.op, "to": alt, "op_offset": op_offset, "spans": spans})
    return out


def lib_digest():
    h = hashlib.sha256()
    for p in header_files():
        h.update(str(p.relative_to(LIB)).encode() + b"\0" + p.read_bytes())
    return h.hexdigest()[:16]


# ---- the schema -------------------------------------------------------------------------------

SCHEMA_HEADER = r"""// Written by ci/mutate (ci/mutation/mutants.py): the switch of the mutant schema. Not part of
// spherebox: only the mutation build's copy of lib/include has it.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <unistd.h>

namespace spherebox_mutation {

struct state {
  int active = 0;               // SPHEREBOX_MUTANT: the mutant this process runs (0: none)
  unsigned char* seen = nullptr;  // SPHEREBOX_MUTANT_TRACE: which points ran, written at exit
};
inline void write_trace();
inline state& the_state() noexcept {
  static state s = [] {
    state t;
    if (const char* a = std::getenv("SPHEREBOX_MUTANT")) t.active = std::atoi(a);
    if (std::getenv("SPHEREBOX_MUTANT_TRACE")) {
      t.seen = static_cast<unsigned char*>(std::calloc(@COUNT@ + 1, 1));
      std::atexit(write_trace);
    }
    return t;
  }();
  return s;
}
// The ids of the mutants whose point ran, one a line, to $SPHEREBOX_MUTANT_TRACE.<pid>.
inline void write_trace() {
  const state& s = the_state();
  char path[4096];
  std::snprintf(path, sizeof path, "%s.%d", std::getenv("SPHEREBOX_MUTANT_TRACE"), int(getpid()));
  if (std::FILE* f = std::fopen(path, "w")) {
    for (int i = 1; i <= @COUNT@; ++i)
      if (s.seen[i]) std::fprintf(f, "%d\n", i);
    std::fclose(f);
  }
}
// Which of the point's mutants [first, first + n) runs: 0 for none, else 1 + its index.
__attribute__((noinline)) inline void mark(int first, int n) noexcept {
  for (int i = 0; i < n; ++i) the_state().seen[first + i] = 1;
}
inline int pick(int first, int n) noexcept {
  const state& s = the_state();
  if (__builtin_expect(s.seen != nullptr, 0)) mark(first, n);
  const unsigned d = unsigned(s.active - first);
  return d < unsigned(n) ? int(d) + 1 : 0;
}
// A mutant whose operator does not apply to its operands' types (p - q of two pointers made
// p + q): the process says so and exits with 86, which ci/mutate counts as not a mutant.
[[noreturn]] inline void stillborn(int id) noexcept {
  std::fprintf(stderr, "spherebox_mutation: mutant %d does not apply to these operand types\n", id);
  std::fflush(stderr);
  _exit(86);
}
// In a constant expression (a template argument, an array bound, a constexpr variable) no
// mutant runs: the original is computed.
constexpr int live(int first, int n) noexcept {
  return __builtin_is_constant_evaluated() ? 0 : pick(first, n);
}
// A literal's switch: the original, or the running mutant's value, of the original's type.
template <class T, class... A>
constexpr T choose(int first, T orig, A... alts) noexcept {
  const int m = live(first, int(sizeof...(A)));
  if (m == 0) return orig;
  const T values[] = {T(alts)...};
  return values[m - 1];
}

#define SPHEREBOX_MUTATION_OP(name, op)                                                           \
  template <class A, class B, class = void> struct valid_##name : std::false_type {};             \
  template <class A, class B>                                                                     \
  struct valid_##name<A, B, std::void_t<decltype(std::declval<A>() op std::declval<B>())>>        \
      : std::true_type {};                                                                        \
  template <class R, class A, class B>                                                            \
  R apply_##name(int id, A&& a, B&& b) noexcept {                  \
    if constexpr (valid_##name<A, B>::value) {                                                    \
      if constexpr (std::is_convertible_v<decltype(static_cast<A&&>(a) op static_cast<B&&>(b)), R>) \
        return static_cast<R>(static_cast<A&&>(a) op static_cast<B&&>(b));                        \
    }                                                                                             \
    stillborn(id);                                                                                \
  }
SPHEREBOX_MUTATION_OP(lt, <)
SPHEREBOX_MUTATION_OP(le, <=)
SPHEREBOX_MUTATION_OP(gt, >)
SPHEREBOX_MUTATION_OP(ge, >=)
SPHEREBOX_MUTATION_OP(eq, ==)
SPHEREBOX_MUTATION_OP(ne, !=)
SPHEREBOX_MUTATION_OP(add, +)
SPHEREBOX_MUTATION_OP(sub, -)
SPHEREBOX_MUTATION_OP(mul, *)
SPHEREBOX_MUTATION_OP(div, /)
SPHEREBOX_MUTATION_OP(band, &)
SPHEREBOX_MUTATION_OP(bor, |)
SPHEREBOX_MUTATION_OP(bxor, ^)
SPHEREBOX_MUTATION_OP(shl, <<)
SPHEREBOX_MUTATION_OP(shr, >>)
SPHEREBOX_MUTATION_OP(add_assign, +=)
SPHEREBOX_MUTATION_OP(sub_assign, -=)
SPHEREBOX_MUTATION_OP(mul_assign, *=)
SPHEREBOX_MUTATION_OP(div_assign, /=)
SPHEREBOX_MUTATION_OP(band_assign, &=)
SPHEREBOX_MUTATION_OP(bor_assign, |=)
SPHEREBOX_MUTATION_OP(shl_assign, <<=)
SPHEREBOX_MUTATION_OP(shr_assign, >>=)
#undef SPHEREBOX_MUTATION_OP

}  // namespace spherebox_mutation
"""

OP_NAME = {"<": "lt", "<=": "le", ">": "gt", ">=": "ge", "==": "eq", "!=": "ne", "+": "add", "-": "sub",
           "*": "mul", "/": "div", "&": "band", "|": "bor", "^": "bxor", "<<": "shl", ">>": "shr",
           "+=": "add_assign", "-=": "sub_assign", "*=": "mul_assign", "/=": "div_assign",
           "&=": "band_assign", "|=": "bor_assign", "<<=": "shl_assign", ">>=": "shr_assign"}
NS = "::spherebox_mutation::"


def _binary_function(op, alts):
    """The C++ of one binary operator's switch: a lambda-free function call whose operands are
    evaluated once (the operator and its mutants differ only in what is applied to them)."""
    name = "bin_" + OP_NAME[op] + "_" + "_".join(OP_NAME[a] for a in alts)
    lines = [f"template <class A, class B>",
             f"constexpr decltype(auto) {name}(int first, A&& a, B&& b) noexcept {{",
             f"  using R = decltype(static_cast<A&&>(a) {op} static_cast<B&&>(b));",
             f"  switch (live(first, {len(alts)})) {{"]
    for i, a in enumerate(alts, 1):
        lines.append(f"    case {i}: return apply_{OP_NAME[a]}<R>(first + {i - 1}, static_cast<A&&>(a), static_cast<B&&>(b));")
    lines += ["    default: break;", "  }", f"  return static_cast<A&&>(a) {op} static_cast<B&&>(b);", "}"]
    return name, "\n".join(lines)


def write_schema(points, out_include, lib=LIB):
    """Writes lib/include's headers with every point's mutants compiled in, under out_include;
    a file is rewritten only when its text changes (incremental builds stay incremental).
    Returns the number of mutants."""
    count = sum(len(p.alts) for p in points)
    functions = {}
    by_file = collections.defaultdict(list)
    for p in points:
        by_file[p.path].append(p)
        if p.kind in ("binary", "compound"):
            name, code = _binary_function(p.op, p.alts)
            functions[name] = code
    header = SCHEMA_HEADER.replace("@COUNT@", str(count))
    header = header.replace("}  // namespace spherebox_mutation\n",
                            "\n\n".join(functions[k] for k in sorted(functions)) +
                            "\n\n}  // namespace spherebox_mutation\n")
    written = {}
    written[out_include / "spherebox_mutation_schema.hpp"] = header.encode()
    for path in header_files(lib):
        text = path.read_bytes()
        pts = by_file.get(str(path), [])
        new = _render_file(text, pts) if pts else text
        if path.suffix == ".hpp":
            marker = b"#pragma once\n"
            pos = new.find(marker)
            inc = b"#include <spherebox_mutation_schema.hpp>\n"
            new = new[:pos + len(marker)] + inc + new[pos + len(marker):] if pos >= 0 else inc + new
        written[out_include / path.relative_to(lib)] = new
    for dst, data in written.items():
        dst.parent.mkdir(parents=True, exist_ok=True)
        if not dst.exists() or dst.read_bytes() != data:
            dst.write_bytes(data)
    return count


def _render_file(text, points):
    pts = sorted(points, key=lambda p: (p.start, -p.end))

    # Children of a span: the outermost points inside it.
    def render(s, e, inside):
        out = []
        pos = s
        i = 0
        while i < len(inside):
            p = inside[i]
            if p.start < pos or p.end > e:
                i += 1
                continue
            out.append(text[pos:p.start])
            j = i + 1
            nested = []
            while j < len(inside) and inside[j].start < p.end:
                nested.append(inside[j])
                j += 1
            out.append(point(p, nested))
            pos = p.end
            i = j
        out.append(text[pos:e])
        return b"".join(out)

    def point(p, nested):
        first, n = p.ids[0], len(p.alts)
        live = f"{NS}live({first}, {n})".encode()
        if p.kind in ("binary", "compound"):
            (ls, le), (rs, re_) = p.parts
            name, _ = _binary_function(p.op, p.alts)
            return (f"{NS}{name}({first}, ".encode() + render(ls, le, nested) + b", " +
                    render(rs, re_, nested) + b")")
        if p.kind == "logical":
            (ls, le), (rs, re_) = p.parts
            L, R = render(ls, le, nested), render(rs, re_, nested)
            alt = p.alts[0].encode()
            return (b"(" + live + b" ? bool((" + L + b") " + alt + b" (" + R + b")) : bool((" + L + b") " +
                    p.op.encode() + b" (" + R + b")))")
        if p.kind == "unary":
            (xs, xe), = p.parts
            X = render(xs, xe, nested)
            whole = render(p.start, p.end, nested)
            if p.op == "!":
                return b"(" + live + b" ? bool(" + X + b") : (" + whole + b"))"
            return b"(" + live + b" ? (" + X + b") : (" + whole + b"))"
        if p.kind == "minmax":
            (cs, ce), = p.parts
            whole = render(p.start, p.end, nested)
            swapped = render(p.start, cs, nested) + p.alts[0].encode() + render(ce, p.end, nested)
            return b"(" + live + b" ? (" + swapped + b") : (" + whole + b"))"
        # constant, boolean, kernel: a switch over the alternatives, each a literal of its own
        orig = text[p.start:p.end].decode()
        return f"{NS}choose({first}, {orig}, {', '.join(p.alts)})".encode()

    return render(0, len(text), pts)


def apply_textually(mut, text):
    """The header's bytes with the one mutant written in place (for ci/prove, which reads the
    text): the point's operator, callee or literal replaced. None if the text moved."""
    lines = text.split(b"\n")
    if mut["line"] > len(lines):
        return None
    start = sum(len(l) + 1 for l in lines[: mut["line"] - 1]) + mut["col"] - 1
    src, dst = mut["from"].encode(), mut["to"].encode()
    kind = mut["kind"]
    if kind in ("constant", "boolean", "kernel"):
        if text[start:start + len(src)] != src:
            return None
        return text[:start] + dst + text[start + len(src):]
    if kind == "unary":
        if text[start:start + 1] != src:
            return None
        return text[:start] + text[start + 1:]
    # an operator or a callee, at the offset the record keeps
    pos = mut.get("op_offset")
    if pos is None or text[pos:pos + len(src)] != src:
        return None
    if kind == "minmax":
        return text[:pos] + dst + text[pos + len(src):]
    # ((L) op' (R)): the operands stay the operator's, whatever the new operator's precedence
    s, e, ls, le, rs, re_ = mut["spans"]
    return (text[:s] + b"((" + text[ls:le] + b") " + dst + b" (" + text[rs:re_] + b"))" + text[e:])
