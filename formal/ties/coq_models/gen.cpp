// Tie between the Coq models of formal/coq and the C++ variants they model.
//
// Draws boundary inputs (exact face tangencies built from Pythagorean triples at several
// scales, +-1 ulp of each input, subnormals, huge values and overflow, signed zeros,
// infinities, NaN) and writes, into DIR:
//   Tie.v    a Coq file that evaluates the Coq model of each variant on each input (inputs
//            given as IEEE bit patterns, read with Flocq's b32_of_bits / b64_of_bits) and
//            prints the list of answers;
//   cpp.txt  the C++ variant's answer on the same inputs, one 0/1 a line;
//   cases.txt one line per input describing it (for the report on a mismatch).
// Variants: sphere_aabb::conservative (float, double; N = 3), aabb_aabb::closed and
// aabb_aabb::open (float, double; N = 3). MODE "product" uses the library's variants; MODE
// "nonstrict" answers sphere_aabb with tests/known_wrong/sphere_aabb.hpp conservative_nonstrict
// instead, so that the comparison must find a difference (the tie's negative control).
#include <spherebox/aabb_aabb/closed.hpp>
#include <spherebox/aabb_aabb/open.hpp>
#include <spherebox/sphere_aabb/conservative.hpp>

#include "known_wrong/sphere_aabb.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

using spherebox::ball;
using spherebox::box;

bool nonstrict = false;
std::ostringstream coq_list;  // the model expressions, joined with ";"
std::ofstream cpp_out, cases_out;
int count = 0;

std::uint64_t bits(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, 4);
  return u;
}
std::uint64_t bits(double x) {
  std::uint64_t u;
  std::memcpy(&u, &x, 8);
  return u;
}
template <class T>
const char* tag() { return sizeof(T) == 4 ? "32" : "64"; }

template <class T>
std::string zlist(const std::array<T, 3>& a) {
  std::ostringstream o;
  o << "[" << bits(a[0]) << ";" << bits(a[1]) << ";" << bits(a[2]) << "]";
  return o.str();
}

template <class T>
std::string show(const std::array<T, 3>& a) {
  std::ostringstream o;
  o.precision(std::numeric_limits<T>::max_digits10);
  o << "(" << a[0] << "," << a[1] << "," << a[2] << ")";
  return o.str();
}

void emit(const std::string& expr, bool cpp, const std::string& what) {
  coq_list << (count ? ";\n  " : "  ") << expr;
  cpp_out << (cpp ? 1 : 0) << "\n";
  cases_out << count << " " << what << "\n";
  ++count;
}

template <class T>
void sphere_case(const ball<T, 3>& s, const box<T, 3>& b) {
  const bool cpp = nonstrict ? spherebox::known_wrong::conservative_nonstrict::test(s, b)
                             : spherebox::sphere_aabb::conservative::test(s, b);
  std::ostringstream e, w;
  e << "sa" << tag<T>() << " " << zlist(s.center) << " " << zlist(b.min) << " " << zlist(b.max) << " "
    << bits(s.radius);
  w.precision(std::numeric_limits<T>::max_digits10);
  w << "sphere_aabb" << tag<T>() << " c=" << show(s.center) << " r=" << s.radius << " min=" << show(b.min)
    << " max=" << show(b.max);
  emit(e.str(), cpp, w.str());
}

template <class T>
void aabb_case(const box<T, 3>& a, const box<T, 3>& b) {
  for (int open = 0; open < 2; ++open) {
    const bool cpp = open ? spherebox::aabb_aabb::open::test(a, b) : spherebox::aabb_aabb::closed::test(a, b);
    std::ostringstream e, w;
    e << (open ? "ao" : "ac") << tag<T>() << " " << zlist(a.min) << " " << zlist(a.max) << " " << zlist(b.min)
      << " " << zlist(b.max);
    w << "aabb_aabb" << (open ? "_open" : "_closed") << tag<T>() << " a=" << show(a.min) << ".." << show(a.max)
      << " b=" << show(b.min) << ".." << show(b.max);
    emit(e.str(), cpp, w.str());
  }
}

template <class T>
T up(T x) { return std::nextafter(x, std::numeric_limits<T>::infinity()); }
template <class T>
T down(T x) { return std::nextafter(x, -std::numeric_limits<T>::infinity()); }

template <class T>
void sphere_cases(std::mt19937_64& rng) {
  using L = std::numeric_limits<T>;
  const int triples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}, {119, 120, 169}};
  const int scales[] = {0, -20, 40, L::min_exponent - L::digits + 4, L::max_exponent - 12};
  for (const auto& t : triples)
    for (int sc : scales) {
      const T a = std::ldexp(T(t[0]), sc), bb = std::ldexp(T(t[1]), sc), cc = std::ldexp(T(t[2]), sc);
      // Face tangency below on axis 0: c = min - r exactly, then +-1 ulp of c, r, min.
      for (int k = 0; k < 7; ++k) {
        ball<T, 3> s{{a, bb, T(0)}, cc};
        box<T, 3> b{{a + cc, T(0), -cc}, {a + cc + cc, bb + bb, cc}};
        if (k == 1) s.center[0] = up(s.center[0]);
        if (k == 2) s.center[0] = down(s.center[0]);
        if (k == 3) s.radius = up(s.radius);
        if (k == 4) s.radius = down(s.radius);
        if (k == 5) b.min[0] = up(b.min[0]);
        if (k == 6) b.min[0] = down(b.min[0]);
        sphere_case(s, b);
      }
      // Face tangency above on axis 2: c = max + r exactly, +-1 ulp.
      for (int k = 0; k < 5; ++k) {
        ball<T, 3> s{{T(0), T(0), bb + a}, a};
        box<T, 3> b{{-cc, -cc, -bb}, {cc, cc, bb}};
        if (k == 1) s.center[2] = down(s.center[2]);
        if (k == 2) s.center[2] = up(s.center[2]);
        if (k == 3) b.max[2] = up(b.max[2]);
        if (k == 4) s.radius = down(s.radius);
        sphere_case(s, b);
      }
      // Corner tangency (a, b, c): the per-axis test keeps it (a false positive, allowed).
      sphere_case(ball<T, 3>{{T(0), T(0), T(0)}, cc}, box<T, 3>{{a, bb, T(-1)}, {a + cc, bb + cc, T(1)}});
    }
  const T mx = L::max(), dn = L::denorm_min(), inf = L::infinity(), nan = L::quiet_NaN();
  // Overflow of min - r and max + r, huge values.
  sphere_case(ball<T, 3>{{-mx, T(0), T(0)}, mx}, box<T, 3>{{-mx, T(-1), T(-1)}, {T(0), T(1), T(1)}});
  sphere_case(ball<T, 3>{{-mx, T(0), T(0)}, mx}, box<T, 3>{{mx, T(-1), T(-1)}, {mx, T(1), T(1)}});
  sphere_case(ball<T, 3>{{mx, T(0), T(0)}, mx}, box<T, 3>{{-mx, T(-1), T(-1)}, {-mx, T(1), T(1)}});
  sphere_case(ball<T, 3>{{mx, T(0), T(0)}, mx}, box<T, 3>{{-mx, T(-1), T(-1)}, {T(0), T(1), T(1)}});
  sphere_case(ball<T, 3>{{down(mx), T(0), T(0)}, dn}, box<T, 3>{{mx, T(-1), T(-1)}, {mx, T(1), T(1)}});
  // Subnormals and signed zeros.
  sphere_case(ball<T, 3>{{T(0), T(0), T(0)}, dn}, box<T, 3>{{dn, T(0), T(0)}, {dn + dn, T(0), T(0)}});
  sphere_case(ball<T, 3>{{-dn, T(0), T(0)}, dn}, box<T, 3>{{dn, T(0), T(0)}, {dn, T(0), T(0)}});
  sphere_case(ball<T, 3>{{-T(0), T(0), T(0)}, T(0)}, box<T, 3>{{T(0), -T(0), T(0)}, {T(0), T(0), -T(0)}});
  sphere_case(ball<T, 3>{{-dn, T(0), T(0)}, T(0)}, box<T, 3>{{-T(0), T(0), T(0)}, {T(0), T(0), T(0)}});
  sphere_case(ball<T, 3>{{-dn, T(0), T(0)}, -T(0)}, box<T, 3>{{T(0), T(0), T(0)}, {T(0), T(0), T(0)}});
  // Infinities and NaN (the model follows the C++ there too; NaN anywhere answers true).
  const T specials[] = {nan, -nan, inf, -inf};
  for (T sp : specials)
    for (int slot = 0; slot < 10; ++slot) {
      ball<T, 3> s{{T(10), T(0), T(0)}, T(1)};
      box<T, 3> b{{T(-1), T(-1), T(-1)}, {T(1), T(1), T(1)}};  // axis 0 rejects
      if (slot < 3) s.center[slot] = sp;
      else if (slot == 3) s.radius = sp;
      else if (slot < 7) b.min[slot - 4] = sp;
      else b.max[slot - 7] = sp;
      sphere_case(s, b);
    }
  // Random inputs near tangency: c = fl(min - r) and neighbours, random magnitudes.
  std::uniform_int_distribution<int> ex(L::min_exponent - L::digits, L::max_exponent - 2);
  std::uniform_real_distribution<T> m(T(0.5), T(1));
  auto rnd = [&] { return std::ldexp(m(rng), ex(rng)) * (rng() & 1 ? T(1) : T(-1)); };
  for (int k = 0; k < 60; ++k) {
    ball<T, 3> s{{rnd(), rnd(), rnd()}, std::fabs(rnd())};
    box<T, 3> b{{rnd(), rnd(), rnd()}, {}};
    for (int i = 0; i < 3; ++i) b.max[i] = b.min[i] + std::fabs(rnd());
    const int i = int(rng() % 3);
    const T t = rng() & 1 ? b.min[i] - s.radius : b.max[i] + s.radius;
    const int w = int(rng() % 3);
    s.center[i] = w == 0 ? t : w == 1 ? up(t) : down(t);
    if (std::isfinite(s.center[i])) sphere_case(s, b);
  }
}

template <class T>
void aabb_cases(std::mt19937_64& rng) {
  using L = std::numeric_limits<T>;
  const T mx = L::max(), dn = L::denorm_min(), nan = L::quiet_NaN();
  const T vals[] = {T(1), T(3), std::ldexp(T(5), L::min_exponent - L::digits + 1), mx, dn, T(0)};
  for (T v : vals) {
    // Touching faces on axis 1, then +-1 ulp overlap / gap.
    for (int k = 0; k < 3; ++k) {
      box<T, 3> a{{T(-1), -v, T(-1)}, {T(1), v, T(1)}};
      box<T, 3> b{{T(-1), v, T(-1)}, {T(1), mx, T(1)}};
      if (k == 1) b.min[1] = up(v);
      if (k == 2) b.min[1] = down(v);
      aabb_case(a, b);
    }
  }
  aabb_case(box<T, 3>{{-T(0), T(0), T(0)}, {T(0), T(0), T(0)}}, box<T, 3>{{T(0), -T(0), T(0)}, {T(0), T(0), -T(0)}});
  aabb_case(box<T, 3>{{-dn, T(0), T(0)}, {-T(0), dn, dn}}, box<T, 3>{{T(0), T(0), T(0)}, {dn, dn, dn}});
  for (int slot = 0; slot < 12; ++slot) {
    box<T, 3> a{{T(-1), T(-1), T(-1)}, {T(1), T(1), T(1)}}, b = a;
    T* p = slot < 3 ? &a.min[slot] : slot < 6 ? &a.max[slot - 3] : slot < 9 ? &b.min[slot - 6] : &b.max[slot - 9];
    *p = nan;
    aabb_case(a, b);
  }
  std::uniform_int_distribution<int> ex(-8, 8);
  auto rnd = [&] { return std::ldexp(T(int(rng() % 17) - 8), ex(rng)); };
  for (int k = 0; k < 30; ++k) {
    box<T, 3> a, b;
    for (int i = 0; i < 3; ++i) {
      a.min[i] = rnd(), b.min[i] = rnd();
      a.max[i] = a.min[i] + std::fabs(rnd()), b.max[i] = b.min[i] + std::fabs(rnd());
    }
    aabb_case(a, b);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3 || (std::strcmp(argv[1], "product") != 0 && std::strcmp(argv[1], "nonstrict") != 0)) {
    std::fprintf(stderr, "usage: %s product|nonstrict DIR\n", argv[0]);
    return 2;
  }
  nonstrict = std::strcmp(argv[1], "nonstrict") == 0;
  const std::string dir = argv[2];
  cpp_out.open(dir + "/cpp.txt");
  cases_out.open(dir + "/cases.txt");
  std::mt19937_64 rng(20071);
  sphere_cases<float>(rng);
  sphere_cases<double>(rng);
  aabb_cases<float>(rng);
  aabb_cases<double>(rng);
  std::ofstream v(dir + "/Tie.v");
  v << "(* Written by formal/ties/coq_models/gen.cpp: the Coq models of SphereAabbConservative.v and\n"
       "   AabbAabbExact.v evaluated on IEEE bit patterns (b32_of_bits / b64_of_bits). *)\n"
       "From Coq Require Import ZArith List Bool.\n"
       "From Flocq Require Import Core IEEE754.BinarySingleNaN IEEE754.Binary IEEE754.Bits.\n"
       "From Spherebox Require Import SphereAabbConservative AabbAabbExact.\n"
       "Import ListNotations.\n"
       "#[local] Instance p32 : Prec_gt_0 24 := eq_refl.\n"
       "#[local] Instance e32 : Prec_lt_emax 24 128 := eq_refl.\n"
       "#[local] Instance p64 : Prec_gt_0 53 := eq_refl.\n"
       "#[local] Instance e64 : Prec_lt_emax 53 1024 := eq_refl.\n"
       "Definition f32 (z : Z) := B2BSN 24 128 (b32_of_bits z).\n"
       "Definition f64 (z : Z) := B2BSN 53 1024 (b64_of_bits z).\n"
       "Definition L32 (l : list Z) (i : nat) := f32 (nth i l 0%Z).\n"
       "Definition L64 (l : list Z) (i : nat) := f64 (nth i l 0%Z).\n"
       "Definition sa32 c lo hi r := conservative_test 24 128 _ _ 3 (L32 c) (L32 lo) (L32 hi) (f32 r).\n"
       "Definition sa64 c lo hi r := conservative_test 53 1024 _ _ 3 (L64 c) (L64 lo) (L64 hi) (f64 r).\n"
       "Definition ac32 a0 a1 b0 b1 := closed_test 24 128 3 (L32 a0) (L32 a1) (L32 b0) (L32 b1).\n"
       "Definition ac64 a0 a1 b0 b1 := closed_test 53 1024 3 (L64 a0) (L64 a1) (L64 b0) (L64 b1).\n"
       "Definition ao32 a0 a1 b0 b1 := open_test 24 128 3 (L32 a0) (L32 a1) (L32 b0) (L32 b1).\n"
       "Definition ao64 a0 a1 b0 b1 := open_test 53 1024 3 (L64 a0) (L64 a1) (L64 b0) (L64 b1).\n"
       "Local Open Scope Z_scope.\nDefinition answers : list bool := [\n"
    << coq_list.str() << "].\nEval vm_compute in answers.\n";
  std::printf("%d cases written to %s\n", count, dir.c_str());
  return 0;
}
