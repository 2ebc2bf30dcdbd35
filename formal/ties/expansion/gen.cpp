// Tie between formal/coq/Expansion.v and the C++ it models: sphere_aabb::exact::expansion_sign
// and circle_rect::exact::expansion_sign in double (detail/expansion.hpp, eft.hpp), and
// sphere_aabb::exact::face_sign<double>. Writes, for formal/ties/coq_models/tie.py,
//   Tie.v     Expansion.v's sa_sign64 / cr_sign64 evaluated by coqc (vm_compute on binary64 bit
//             patterns) on every input below, each in both product forms (Dekker's, fused),
//             and face_sign64 on every sphere_aabb input;
//   cpp.txt   per model value, the C++ answer (-1, 0, +1, or 2: undecided, the integer sum's
//             case): the library's expansion_sign, compiled with this build's product form;
//   cases.txt per model value, its description.
// Both model forms must give the C++ answer on every input (the products are exact in both, so
// the answers agree whichever form the build uses).
//   usage: expansion_tie_gen MODE DIR
// MODE product: the library. no_low, fast_two_sum, loose_guard: the C++ answers come from
// expansion_sign run with the known-wrong transformations of
// reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp (negative controls: the
// comparison must find a difference). face_unchecked: face_sign<double, false>, the face step
// without its exactness check (known-wrong exact_face_unchecked).
// Inputs: float inputs (widened to double, unguarded as in the C++) and double inputs
// (guarded), N = 1..4: exact face, edge and corner tangencies (Pythagorean triples and long
// gaps whose squares have low parts), the radius one ulp off, gaps of floats too far apart in
// exponent, double gaps near the guard 2^-484 and below it, values whose squares overflow,
// r = 0, centres inside, random boxes; the circle-rectangle form on the same kinds.
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <spherebox/circle_rect/exact.hpp>
#include <spherebox/sphere_aabb/exact.hpp>
#include <spherebox_ref/sphere_aabb/known_wrong.hpp>

#include "../tie_file.hpp"

namespace {

using namespace spherebox;
std::string mode;
std::ofstream cpp_out, cases_out;
std::ostringstream coq_cases;
int n_cases = 0, n_values = 0;

std::uint64_t bits(double x) {
  std::uint64_t u = 0;
  std::memcpy(&u, &x, 8);
  return u;
}

template <class E, class T, int N>
int sa(const ball<T, N>& s, const box<T, N>& b) { return sphere_aabb::exact::expansion_sign<double, E>(s, b); }
template <class E, class T, int N>
int cr(const ball<T, N>& s, const centered_box<T, N>& b) { return circle_rect::exact::expansion_sign<double, E>(s, b); }

template <class F>
int answer(F&& f) {
  if (mode == "no_low") return f(known_wrong::eft_no_low{});
  if (mode == "fast_two_sum") return f(known_wrong::eft_fast_two_sum{});
  if (mode == "loose_guard") return f(known_wrong::eft_loose_guard{});
  return f(detail::eft_exact{});
}

// One case: model id (0 sphere_aabb float, 1 sphere_aabb double, 2 / 3 circle_rect), the inputs
// as doubles (per axis three values, then r), two model values (Dekker, fused), and for
// sphere_aabb a third, the face step's.
void emit(int id, const std::vector<double>& in, int cpp, const std::string& what, int face = 0) {
  coq_cases << (n_cases ? ";\n  " : "  ") << "(" << id << "%nat, [";
  for (std::size_t i = 0; i < in.size(); ++i) {
    const std::uint64_t u = bits(in[i]);
    coq_cases << (i ? ";" : "") << (u >> 32) << ";" << (u & 0xffffffffu);
  }
  coq_cases << "])";
  ++n_cases;
  for (const char* form : {"dekker", "fused"}) {
    cpp_out << "expansion_sign=" << cpp << "\n";
    cases_out << n_values++ << (id < 2 ? " sphere_aabb" : " circle_rect") << (id % 2 ? "64 " : "32 ") << form << " "
              << what << "\n";
  }
  if (id < 2) {
    cpp_out << "face_sign=" << face << "\n";
    cases_out << n_values++ << " sphere_aabb_face" << (id % 2 ? "64 " : "32 ") << what << "\n";
  }
}

template <class T, int N>
void sa_case(const ball<T, N>& s, const box<T, N>& b, const std::string& what) {
  std::vector<double> in;
  for (int i = 0; i < N; ++i) in.push_back(s.center[i]), in.push_back(b.min[i]), in.push_back(b.max[i]);
  in.push_back(s.radius);
  const int cpp = answer([&](auto e) { return sa<decltype(e)>(s, b); });
  const int face = mode == "face_unchecked" ? sphere_aabb::exact::face_sign<double, false>(s, b)
                                            : sphere_aabb::exact::face_sign<double>(s, b);
  emit(sizeof(T) == 4 ? 0 : 1, in, cpp, what, face);
}

template <class T, int N>
void cr_case(const ball<T, N>& s, const centered_box<T, N>& b, const std::string& what) {
  if (mode != "product") return;  // a negative control varies the sphere_aabb cases only
  std::vector<double> in;
  for (int i = 0; i < N; ++i) in.push_back(s.center[i]), in.push_back(b.center[i]), in.push_back(b.half[i]);
  in.push_back(s.radius);
  const int cpp = answer([&](auto e) { return cr<decltype(e)>(s, b); });
  emit(sizeof(T) == 4 ? 2 : 3, in, cpp, what);
}

template <class T>
T nudge(T x, int k) {
  for (; k > 0; --k) x = std::nextafter(x, std::numeric_limits<T>::infinity());
  for (; k < 0; ++k) x = std::nextafter(x, -std::numeric_limits<T>::infinity());
  return x;
}

// Gaps g (on the first axes), radius r: the centre at `at`, the box beyond it by g on each axis.
template <class T, int N>
void gaps_case(std::array<T, N> g, T r, T at, const std::string& what, bool mirror = false) {
  ball<T, N> s{};
  box<T, N> b{};
  centered_box<T, N> cb{};
  for (int i = 0; i < N; ++i) {
    s.center[i] = at;
    b.min[i] = mirror ? T(at - g[i] - 1) : T(at + g[i]);
    b.max[i] = mirror ? T(at - g[i]) : T(at + g[i] + 1);
    cb.center[i] = T(at + g[i] + T(0.5)), cb.half[i] = T(0.5);
  }
  s.radius = r;
  sa_case(s, b, what);
  cr_case(s, cb, what);
}

template <class T, int N>
void cases(std::mt19937_64& rng) {
  const std::string n = " N=" + std::to_string(N);
  std::uniform_real_distribution<double> u(-2, 2), pos(0.1, 0.7);
  // Pythagorean tangencies: 3-4-5 and 2-3-6-7 scaled, and long legs (m^2 - n^2, 2mn, m^2 + n^2
  // with m, n near 2^11 for float, 2^26 for double: squares with nonzero low parts in double).
  for (int k : {-140, 100}) {
    if (std::ldexp(7.0, k) > double(std::numeric_limits<T>::max()) / 4 || std::ldexp(2.0, k) < double(std::numeric_limits<T>::min()))
      continue;
    std::array<T, N> g{};
    T r = 0;
    if constexpr (N == 1) g = {T(std::ldexp(5.0, k))}, r = g[0];
    if constexpr (N == 2) g = {T(std::ldexp(3.0, k)), T(std::ldexp(4.0, k))}, r = T(std::ldexp(5.0, k));
    if constexpr (N >= 3) g[0] = T(std::ldexp(2.0, k)), g[1] = T(std::ldexp(3.0, k)), g[2] = T(std::ldexp(6.0, k)), r = T(std::ldexp(7.0, k));
    for (int d : {0, 1, -1}) gaps_case<T, N>(g, nudge(r, d), T(0), "tangency at 2^" + std::to_string(k) + " r" + std::to_string(d) + n);
    gaps_case<T, N>(g, r, T(0), "mirrored tangency" + n, true);
  }
  for (int t = 0; t < 4; ++t) {
    const std::uint64_t m = (rng() >> (sizeof(T) == 4 ? 53 : 38)) | 1, q = rng() >> (sizeof(T) == 4 ? 54 : 39);
    if (q == 0 || q >= m) continue;
    std::array<T, N> g{};
    g[0] = T(double(m * m - q * q));
    if constexpr (N >= 2) g[1] = T(double(2 * m * q));
    const T r = T(double(m * m + q * q));
    if (N == 1 || double(g[0]) != double(m * m - q * q) || double(r) != double(m * m + q * q)) continue;
    for (int d : {0, 1, -1}) gaps_case<T, N>(g, nudge(r, d), T(0.375), "long-leg tangency r" + std::to_string(d) + n);
  }
  // Face contacts at random places (gap r exact), and the radius one ulp off.
  for (int t = 0; t < 1; ++t) {
    std::array<T, N> g{};
    g[0] = T(pos(rng));
    const T at = T(u(rng));
    for (int d : {0, 1, -1}) gaps_case<T, N>(g, nudge(g[0], d), at, "face contact r" + std::to_string(d) + n);
  }
  // Random near tangencies: the radius the nearest value to the distance, one ulp off.
  for (int t = 0; t < 2; ++t) {
    std::array<T, N> g{};
    double d2 = 0;
    for (int i = 0; i < N; ++i) g[i] = T(std::fabs(u(rng))), d2 += double(g[i]) * double(g[i]);
    for (int d : {0, 1, -1}) gaps_case<T, N>(g, nudge(T(std::sqrt(d2)), d), T(u(rng)), "near tangency" + n);
  }
  // Exponents far apart (the gap is not a double for floats more than 2^28 apart), tiny and
  // huge values (the guard, and squares that overflow), r = 0, the centre inside.
  gaps_case<T, N>({T(1)}, T(1), T(std::ldexp(1.0, -40)), "centre 2^-40, box at 1 + 2^-40" + n);
  gaps_case<T, N>({T(1)}, T(1), T(std::ldexp(1.0, sizeof(T) == 4 ? -100 : -600)), "gap not representable" + n);
  for (int e : {-484, -486, -1074}) {
    const T g0 = T(std::ldexp(1.0, e) * 1.5);
    if (!(g0 > 0)) continue;
    gaps_case<T, N>({g0}, g0, T(0), "gap 1.5 * 2^" + std::to_string(e) + n);
    gaps_case<T, N>({g0}, nudge(g0, 1), T(0), "gap 1.5 * 2^" + std::to_string(e) + ", r one ulp above" + n);
  }
  const T big = std::numeric_limits<T>::max() / 4;
  gaps_case<T, N>({big}, big, T(0), "gap max/4" + n);
  gaps_case<T, N>({T(std::ldexp(1.0, sizeof(T) == 4 ? 100 : 600))}, T(std::ldexp(1.0, sizeof(T) == 4 ? 100 : 600)), T(0),
                  "squares beyond float's range" + n);
  gaps_case<T, N>({}, T(0), T(0.25), "r = 0, centre on the box" + n);
  gaps_case<T, N>({T(0.5)}, T(0), T(0.25), "r = 0, gap 0.5" + n);
}

}  // namespace

int main(int argc, char** argv) {
  const char* modes[] = {"product", "no_low", "fast_two_sum", "loose_guard", "face_unchecked"};
  bool known = false;
  for (const char* m : modes) known = known || (argc == 3 && mode.assign(argv[1]) == m);
  if (!known) {
    std::fprintf(stderr, "usage: %s product|no_low|fast_two_sum|loose_guard|face_unchecked DIR\n", argv[0]);
    return 2;
  }
  const std::string dir = argv[2];
  cpp_out.open(dir + "/cpp.txt");
  cases_out.open(dir + "/cases.txt");
  std::mt19937_64 rng(20240);
  cases<float, 1>(rng);
  cases<float, 2>(rng);
  cases<float, 3>(rng);
  cases<float, 4>(rng);
  cases<double, 1>(rng);
  cases<double, 2>(rng);
  cases<double, 3>(rng);
  cases<double, 4>(rng);
  std::ofstream v(dir + "/Tie.v");
  v << "(* Written by formal/ties/expansion/gen.cpp: Expansion.v's sa_sign64 / cr_sign64 on binary64\n"
       "   bit patterns (two 32-bit halves each), Dekker's and the fused product form, and\n"
       "   face_sign64 on the sphere_aabb inputs. *)\n"
       "From Coq Require Import ZArith List Bool Uint63.\n"
       "From Flocq Require Import Core IEEE754.BinarySingleNaN IEEE754.Binary IEEE754.Bits.\n"
       "From Spherebox Require Import Lib.Witness Expansion.\n"
       "Import ListNotations.\n"
       "Local Open Scope Z_scope.\n"
       "Notation F64 := (BinarySingleNaN.binary_float 53 1024).\n"
       "Fixpoint D64 (l : list int) : list F64 :=\n"
       "  match l with hi :: lo :: t => f64 (Uint63.to_Z hi * 4294967296 + Uint63.to_Z lo) :: D64 t | _ => [] end.\n"
       "Fixpoint sa_axes (d : list F64) : list (axis 53 1024) :=\n"
       "  match d with c :: lo :: hi :: t => mk_axis 53 1024 c lo hi :: sa_axes t | _ => [] end.\n"
       "Fixpoint cr_axes (d : list F64) : list (caxis 53 1024) :=\n"
       "  match d with p :: c :: h :: t => mk_caxis 53 1024 p c h :: cr_axes t | _ => [] end.\n"
       "Definition sa (g : bool) (d : list F64) : list Z :=\n"
       "  let r := last d (f64 0) in let ax := sa_axes (removelast d) in\n"
       "  [sa_sign64 false g ax r; sa_sign64 true g ax r; face_sign64 ax r].\n"
       "Definition cr (g : bool) (d : list F64) : list Z :=\n"
       "  let r := last d (f64 0) in let ax := cr_axes (removelast d) in\n"
       "  [cr_sign64 false g ax r; cr_sign64 true g ax r].\n"
       "(* float inputs widened to double are unguarded, double inputs guarded, as in the C++ *)\n"
       "Definition run (m : nat) (l : list int) : list Z :=\n"
       "  match m with 0%nat => sa false (D64 l) | 1%nat => sa true (D64 l)\n"
       "  | 2%nat => cr false (D64 l) | _ => cr true (D64 l) end.\n";
  spherebox::tie::write_cases(v, coq_cases.str());
  std::printf("%d cases (%d model values) written to %s\n", n_cases, n_values, dir.c_str());
  return 0;
}
