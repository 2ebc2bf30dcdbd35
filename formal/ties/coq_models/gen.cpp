// Tie between the Coq models of formal/coq and the C++ variants they model.
//
// Draws boundary inputs (exact face tangencies built from Pythagorean triples at several
// scales, +-1 ulp of each input, subnormals, huge values and overflow, signed zeros,
// infinities, NaN) and writes, into DIR:
//   Tie.v     a Coq file that evaluates the Coq model of each variant on each input (inputs
//             given as IEEE bit patterns, read with Flocq's b32_of_bits / b64_of_bits) and
//             prints the flat list of the model's values (a bool as 0/1; a float as its IEEE
//             bit pattern, -1 for a NaN: Flocq's BinarySingleNaN has one NaN, no payload);
//   cpp.txt   one line per model value: the C++ answers it must equal, `name=value`;
//   cases.txt one line per model value: index, model tag, the input.
// Models (each in binary32 and binary64; the proof file's own definitions, unchanged):
//   sphere_aabb      SphereAabbConservative.conservative_test, N = 3   <- sphere_aabb::conservative::test
//   aabb_aabb_closed AabbAabbExact.closed_test, N = 3                  <- aabb_aabb::closed::test
//   aabb_aabb_open   AabbAabbExact.open_test, N = 3                    <- aabb_aabb::open::test
//   ellipsoid_aabb   EllipsoidAabbConservative.ellipsoid_test, N = 3   <- ellipsoid_aabb::conservative::test
//   segment_sphere   SegmentSphereConservative.segment_test, N = 3     <- segment_sphere::conservative::test
//   circle_rect      CircleRectConservative.circle_test, N = 3, with the k of the proof file's
//                    k32_value / k64_value lemmas                     <- circle_rect::conservative::test
//   branchless       BatchQuickReject: far = Bltb r (gap c lo hi), N = 1 <- !sphere_aabb::branchless::test
//                    (N = 1, r not NaN: then the answer is !(e > r) exactly, since 0 <= e <= r
//                    gives fl(e*e) <= fl(r*r); with r NaN its d2 <= r*r answers, not modelled)
//   batch            BatchQuickReject: ok = Bleb (gap c lo hi) r, N = 1, one lane per input <-
//                    gaps_sse2: sphere_aabb/batch_lanes.ipp gaps() of the SSE2 kernel, its ok lanes (every input);
//                    scalar, sse2, avx2, avx512, dispatch: the kernels' mask() bits, pairs form
//                    (r not NaN, as for branchless; avx2 / avx512 where the CPU has them)
//   aabb_point       AabbPointClamp.clamp1 per coordinate, N = 3    <- aabb_point::clamp::point (bits)
// MODE "product" uses the library's variants on every model. Every other MODE writes one
// model's inputs only and answers them with a known-wrong or mutant variant, so that the
// comparison must find a difference (the tie's negative controls):
//   nonstrict                 sphere_aabb    reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp conservative_nonstrict
//   ellipsoid_nonstrict       ellipsoid_aabb formal/ties/minifloat/mutants.hpp ellipsoid_conservative_nonstrict
//   segment_no_upper_radius   segment_sphere formal/ties/minifloat/mutants.hpp segment_conservative_no_upper_radius
//   circle_naive              circle_rect    reference/include/spherebox_ref/circle_rect/known_wrong.hpp absmax_conservative_naive
//   branchless_as_printed     branchless     reference/include/spherebox_ref/sphere_aabb/known_wrong.hpp branchless_as_printed
//   batch_first_radius        batch          reference/include/spherebox_ref/sphere_aabb/batch_known_wrong.hpp batch_pairs_first_radius
//   clamp_lower_only          aabb_point     formal/ties/minifloat/mutants.hpp clamp_lower_only
#include <spherebox/aabb_aabb/closed.hpp>
#include <spherebox/aabb_aabb/open.hpp>
#include <spherebox/aabb_point/clamp.hpp>
#include <spherebox/sphere_aabb/batch.hpp>
#include <spherebox/circle_rect/conservative.hpp>
#include <spherebox/ellipsoid_aabb/conservative.hpp>
#include <spherebox/segment_sphere/conservative.hpp>
#include <spherebox/sphere_aabb/branchless.hpp>
#include <spherebox/sphere_aabb/conservative.hpp>

#include "../minifloat/mutants.hpp"
#include "../tie_file.hpp"
#include <spherebox_ref/sphere_aabb/batch_known_wrong.hpp>
#include <spherebox_ref/circle_rect/known_wrong.hpp>
#include <spherebox_ref/sphere_aabb/known_wrong.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using spherebox::ball;
using spherebox::box;
using spherebox::centered_box;
using spherebox::ellipsoid;
using spherebox::segment;
using Answers = std::vector<std::pair<std::string, std::string>>;  // C++ name, value

std::string mode = "product";
std::ostringstream coq_cases;  // (model, [inputs]) pairs, joined with ";"
std::ofstream cpp_out, cases_out;
int n_cases = 0, n_values = 0;
bool used[16] = {};  // the model ids of Tie.v's run that some case uses

bool want(const char* model) {
  if (mode == "product") return true;
  static const std::pair<const char*, const char*> owner[] = {
      {"nonstrict", "sphere_aabb"},        {"ellipsoid_nonstrict", "ellipsoid_aabb"},
      {"segment_no_upper_radius", "segment_sphere"}, {"circle_naive", "circle_rect"},
      {"branchless_as_printed", "branchless"}, {"batch_first_radius", "batch"},
      {"clamp_lower_only", "aabb_point"}};
  for (const auto& o : owner)
    if (mode == o.first) return std::strcmp(model, o.second) == 0;
  return false;
}

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
std::string b01(bool b) { return b ? "1" : "0"; }
// A float as the Coq side encodes it: its bit pattern, -1 for any NaN.
template <class T>
std::string enc(T x) { return x != x ? "-1" : std::to_string(bits(x)); }

template <class T>
std::string show(T x) {
  std::ostringstream o;
  o.precision(std::numeric_limits<T>::max_digits10);
  o << x;
  return o.str();
}
template <class T, std::size_t N>
std::string show(const std::array<T, N>& a) {
  std::string s = "(";
  for (std::size_t i = 0; i < N; ++i) s += (i ? "," : "") + show(a[i]);
  return s + ")";
}

// Model ids of Tie.v's run (32-bit id; the 64-bit one is id + 1).
enum Model { SA = 0, AA = 2, EA = 4, SS = 6, CR = 8, BF = 10, BO = 12, CL = 14 };

// One model evaluation: inputs (bit patterns, in the order the Coq wrapper reads them), then
// per model value the C++ answers and the value's description.
template <class T>
void emit(Model m, const std::vector<T>& in, const std::vector<Answers>& answers, const std::vector<std::string>& what) {
  // Inputs as primitive 63-bit integer literals (read in a fraction of the time big Z literals
  // take): a float's bit pattern, or a double's as two 32-bit halves, high first.
  const int id = int(m) + (sizeof(T) == 8);
  used[id] = true;
  coq_cases << (n_cases ? ";\n  " : "  ") << "(" << id << "%nat, [";
  for (std::size_t i = 0; i < in.size(); ++i) {
    const std::uint64_t u = bits(in[i]);
    coq_cases << (i ? ";" : "");
    if (sizeof(T) == 4) coq_cases << u;
    else coq_cases << (u >> 32) << ";" << (u & 0xffffffffu);
  }
  coq_cases << "])";
  ++n_cases;
  for (std::size_t v = 0; v < answers.size(); ++v) {
    for (std::size_t j = 0; j < answers[v].size(); ++j)
      cpp_out << (j ? " " : "") << answers[v][j].first << "=" << answers[v][j].second;
    cpp_out << "\n";
    cases_out << n_values++ << " " << what[v] << "\n";
  }
}

template <class T, std::size_t N>
void push(std::vector<T>& v, const std::array<T, N>& a) { v.insert(v.end(), a.begin(), a.end()); }

template <class T>
T up(T x) { return std::nextafter(x, std::numeric_limits<T>::infinity()); }
template <class T>
T down(T x) { return std::nextafter(x, -std::numeric_limits<T>::infinity()); }

// ---------------------------------------------------------------------------------------------
// sphere_aabb::conservative, aabb_aabb::closed / open (the first models tied).

template <class T>
void sphere_case(const ball<T, 3>& s, const box<T, 3>& b) {
  if (!want("sphere_aabb")) return;
  const bool cpp = mode == "nonstrict" ? spherebox::known_wrong::conservative_nonstrict::test(s, b)
                                       : spherebox::sphere_aabb::conservative::test(s, b);
  std::vector<T> in;
  push(in, s.center), push(in, b.min), push(in, b.max), in.push_back(s.radius);
  emit(SA, in, {{{mode == "nonstrict" ? "conservative_nonstrict" : "conservative", b01(cpp)}}},
       {std::string("sphere_aabb") + tag<T>() + " c=" + show(s.center) + " r=" + show(s.radius) + " min=" +
        show(b.min) + " max=" + show(b.max)});
}

template <class T>
void aabb_case(const box<T, 3>& a, const box<T, 3>& b) {
  if (mode != "product") return;
  std::vector<T> in;
  push(in, a.min), push(in, a.max), push(in, b.min), push(in, b.max);
  const std::string w = std::string(tag<T>()) + " a=" + show(a.min) + ".." + show(a.max) + " b=" + show(b.min) +
                        ".." + show(b.max);
  emit(AA, in,
       {{{"closed", b01(spherebox::aabb_aabb::closed::test(a, b))}},
        {{"open", b01(spherebox::aabb_aabb::open::test(a, b))}}},
       {"aabb_aabb_closed" + w, "aabb_aabb_open" + w});
}

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

// ---------------------------------------------------------------------------------------------
// The axis-aligned scenarios shared by the newer models: a centre c, a box [lo, hi] and a
// radius r in 3 dimensions, with `axis` the axis the scenario is about (the tangent axis, or
// the axis of the special value).

template <class T>
struct Scen {
  std::array<T, 3> c, lo, hi;
  T r;
  int axis;
};

template <class T>
std::vector<Scen<T>> scenarios(std::mt19937_64& rng) {
  using L = std::numeric_limits<T>;
  std::vector<Scen<T>> out;
  const int triples[][3] = {{3, 4, 5}, {5, 12, 13}, {20, 21, 29}};
  const int scales[] = {0, -20, L::min_exponent - L::digits + 4, L::max_exponent - 12};
  for (const auto& t : triples)
    for (int sc : scales) {
      const T a = std::ldexp(T(t[0]), sc), bb = std::ldexp(T(t[1]), sc), cc = std::ldexp(T(t[2]), sc);
      // Tangency below on axis 0 (c = lo - r exactly), then +-1 ulp of c, r, lo.
      for (int k = 0; k < 7; ++k) {
        Scen<T> s{{a, bb, T(0)}, {a + cc, T(0), -cc}, {a + cc + cc, bb + bb, cc}, cc, 0};
        if (k == 1) s.c[0] = up(s.c[0]);
        if (k == 2) s.c[0] = down(s.c[0]);
        if (k == 3) s.r = up(s.r);
        if (k == 4) s.r = down(s.r);
        if (k == 5) s.lo[0] = up(s.lo[0]);
        if (k == 6) s.lo[0] = down(s.lo[0]);
        out.push_back(s);
      }
      // Tangency above on axis 2 (c = hi + r exactly), +-1 ulp.
      for (int k = 0; k < 4; ++k) {
        Scen<T> s{{T(0), T(0), bb + a}, {-cc, -cc, -bb}, {cc, cc, bb}, a, 2};
        if (k == 1) s.c[2] = down(s.c[2]);
        if (k == 2) s.c[2] = up(s.c[2]);
        if (k == 3) s.hi[2] = down(s.hi[2]);
        out.push_back(s);
      }
    }
  const T mx = L::max(), dn = L::denorm_min(), inf = L::infinity(), nan = L::quiet_NaN();
  // Overflow of lo - r and hi + r, huge values.
  out.push_back({{-mx, T(0), T(0)}, {-mx, T(-1), T(-1)}, {T(0), T(1), T(1)}, mx, 0});
  out.push_back({{-mx, T(0), T(0)}, {mx, T(-1), T(-1)}, {mx, T(1), T(1)}, mx, 0});
  out.push_back({{mx, T(0), T(0)}, {-mx, T(-1), T(-1)}, {-mx, T(1), T(1)}, mx, 0});
  out.push_back({{mx, T(0), T(0)}, {-mx, T(-1), T(-1)}, {T(0), T(1), T(1)}, mx, 0});
  out.push_back({{down(mx), T(0), T(0)}, {mx, T(-1), T(-1)}, {mx, T(1), T(1)}, dn, 0});
  // Subnormals and signed zeros.
  out.push_back({{T(0), T(0), T(0)}, {dn, T(0), T(0)}, {dn + dn, T(0), T(0)}, dn, 0});
  out.push_back({{-dn, T(0), T(0)}, {dn, T(0), T(0)}, {dn, T(0), T(0)}, dn, 0});
  out.push_back({{-T(0), T(0), T(0)}, {T(0), -T(0), T(0)}, {T(0), T(0), -T(0)}, T(0), 0});
  out.push_back({{-dn, T(0), T(0)}, {-T(0), T(0), T(0)}, {T(0), T(0), T(0)}, T(0), 0});
  out.push_back({{-dn, T(0), T(0)}, {T(0), T(0), T(0)}, {T(0), T(0), T(0)}, -T(0), 0});
  // Infinities and NaN in each slot (axis 0 rejects otherwise).
  const T specials[] = {nan, inf, -inf};
  for (T sp : specials)
    for (int slot = 0; slot < 10; ++slot) {
      Scen<T> s{{T(10), T(0), T(0)}, {T(-1), T(-1), T(-1)}, {T(1), T(1), T(1)}, T(1), 0};
      if (slot < 3) s.c[slot] = sp, s.axis = slot;
      else if (slot == 3) s.r = sp;
      else if (slot < 7) s.lo[slot - 4] = sp, s.axis = slot - 4;
      else s.hi[slot - 7] = sp, s.axis = slot - 7;
      out.push_back(s);
    }
  // Random near tangency: c = fl(lo - r) or fl(hi + r) and neighbours, random magnitudes.
  std::uniform_int_distribution<int> ex(L::min_exponent - L::digits, L::max_exponent - 2);
  std::uniform_real_distribution<T> m(T(0.5), T(1));
  auto rnd = [&] { return std::ldexp(m(rng), ex(rng)) * (rng() & 1 ? T(1) : T(-1)); };
  for (int k = 0; k < 30; ++k) {
    Scen<T> s{{rnd(), rnd(), rnd()}, {rnd(), rnd(), rnd()}, {}, std::fabs(rnd()), int(rng() % 3)};
    for (int i = 0; i < 3; ++i) s.hi[i] = s.lo[i] + std::fabs(rnd());
    const int i = s.axis;
    const T t = rng() & 1 ? s.lo[i] - s.r : s.hi[i] + s.r;
    const int w = int(rng() % 3);
    s.c[i] = w == 0 ? t : w == 1 ? up(t) : down(t);
    if (std::isfinite(s.c[i])) out.push_back(s);
  }
  return out;
}

// ellipsoid_aabb::conservative: radii r on every axis, then per-axis radii (specials in one
// radius, distinct random radii near tangency).
template <class T>
void ellipsoid_case(const ellipsoid<T, 3>& e, const box<T, 3>& b) {
  if (!want("ellipsoid_aabb")) return;
  const bool wrong = mode != "product";
  const bool cpp = wrong ? spherebox::formal::mutant::ellipsoid_conservative_nonstrict::test(e, b)
                         : spherebox::ellipsoid_aabb::conservative::test(e, b);
  std::vector<T> in;
  push(in, e.center), push(in, e.radii), push(in, b.min), push(in, b.max);
  emit(EA, in, {{{wrong ? "ellipsoid_conservative_nonstrict" : "conservative", b01(cpp)}}},
       {std::string("ellipsoid_aabb") + tag<T>() + " c=" + show(e.center) + " radii=" + show(e.radii) +
        " min=" + show(b.min) + " max=" + show(b.max)});
}

template <class T>
void ellipsoid_cases(std::mt19937_64& rng) {
  using L = std::numeric_limits<T>;
  for (const auto& s : scenarios<T>(rng)) ellipsoid_case(ellipsoid<T, 3>{s.c, {s.r, s.r, s.r}}, box<T, 3>{s.lo, s.hi});
  const T specials[] = {L::quiet_NaN(), L::infinity(), -L::infinity()};
  for (T sp : specials)
    for (int i = 0; i < 3; ++i) {
      ellipsoid<T, 3> e{{T(10), T(0), T(0)}, {T(1), T(1), T(1)}};
      e.radii[i] = sp;
      ellipsoid_case(e, box<T, 3>{{T(-1), T(-1), T(-1)}, {T(1), T(1), T(1)}});
    }
  std::uniform_int_distribution<int> ex(-30, 30);
  std::uniform_real_distribution<T> m(T(0.5), T(1));
  auto rnd = [&] { return std::ldexp(m(rng), ex(rng)) * (rng() & 1 ? T(1) : T(-1)); };
  for (int k = 0; k < 20; ++k) {
    ellipsoid<T, 3> e{{rnd(), rnd(), rnd()}, {std::fabs(rnd()), std::fabs(rnd()), std::fabs(rnd())}};
    box<T, 3> b{{rnd(), rnd(), rnd()}, {}};
    for (int i = 0; i < 3; ++i) b.max[i] = b.min[i] + std::fabs(rnd());
    const int i = int(rng() % 3);
    const T t = rng() & 1 ? b.min[i] - e.radii[i] : b.max[i] + e.radii[i];
    const int w = int(rng() % 3);
    e.center[i] = w == 0 ? t : w == 1 ? up(t) : down(t);
    ellipsoid_case(e, b);
  }
}

// segment_sphere::conservative: the scenario's box is the segment's bounding box, a = lo and
// b = hi, or swapped (alternately), plus degenerate and signed-zero segments.
template <class T>
void segment_case(const segment<T, 3>& sg, const ball<T, 3>& s) {
  if (!want("segment_sphere")) return;
  const bool wrong = mode != "product";
  const bool cpp = wrong ? spherebox::formal::mutant::segment_conservative_no_upper_radius::test(sg, s)
                         : spherebox::segment_sphere::conservative::test(sg, s);
  std::vector<T> in;
  push(in, sg.a), push(in, sg.b), push(in, s.center), in.push_back(s.radius);
  emit(SS, in, {{{wrong ? "segment_conservative_no_upper_radius" : "conservative", b01(cpp)}}},
       {std::string("segment_sphere") + tag<T>() + " a=" + show(sg.a) + " b=" + show(sg.b) + " c=" +
        show(s.center) + " r=" + show(s.radius)});
}

template <class T>
void segment_cases(std::mt19937_64& rng) {
  int k = 0;
  for (const auto& s : scenarios<T>(rng)) {
    segment<T, 3> sg{s.lo, s.hi};
    if (k++ % 2) std::swap(sg.a, sg.b);
    segment_case(sg, ball<T, 3>{s.c, s.r});
  }
  // A point segment tangent below / above, and a = -0, b = +0 (either is lo).
  for (int j = 0; j < 3; ++j) {
    const T c = j == 0 ? T(-2) : j == 1 ? up(T(-2)) : T(2);
    segment_case(segment<T, 3>{{T(-1), T(0), T(0)}, {T(-1), T(0), T(0)}}, ball<T, 3>{{c + (j == 2 ? T(1) : T(0)), T(0), T(0)}, T(1)});
  }
  segment_case(segment<T, 3>{{-T(0), T(0), T(0)}, {T(0), T(0), T(0)}}, ball<T, 3>{{T(-1), T(0), T(0)}, T(1)});
  segment_case(segment<T, 3>{{T(0), T(0), T(0)}, {-T(0), T(0), T(0)}}, ball<T, 3>{{T(1), T(0), T(0)}, T(1)});
  segment_case(segment<T, 3>{{-T(0), T(0), T(0)}, {T(0), T(0), T(0)}}, ball<T, 3>{{down(T(-1)), T(0), T(0)}, T(1)});
}

// circle_rect::conservative: |s - c| against fl(fl(h + r) * k), its own generator.
template <class T>
void circle_case(const ball<T, 3>& s, const centered_box<T, 3>& b) {
  if (!want("circle_rect")) return;
  const bool wrong = mode != "product";
  const bool cpp = wrong ? spherebox::known_wrong::absmax_conservative_naive::test(s, b)
                         : spherebox::circle_rect::conservative::test(s, b);
  std::vector<T> in;
  push(in, s.center), push(in, b.center), push(in, b.half), in.push_back(s.radius);
  emit(CR, in, {{{wrong ? "absmax_conservative_naive" : "conservative", b01(cpp)}}},
       {std::string("circle_rect") + tag<T>() + " s=" + show(s.center) + " r=" + show(s.radius) + " c=" +
        show(b.center) + " h=" + show(b.half)});
}

template <class T>
void circle_cases(std::mt19937_64& rng) {
  using L = std::numeric_limits<T>;
  const T k = T(1) + 4 * std::ldexp(T(1), -L::digits);  // only to place inputs near the rejection edge
  const int triples[][3] = {{3, 4, 5}, {5, 12, 13}, {20, 21, 29}};
  const int scales[] = {0, -20, L::min_exponent - L::digits + 4, L::max_exponent - 12};
  for (const auto& t : triples)
    for (int sc : scales) {
      const T a = std::ldexp(T(t[0]), sc), h = std::ldexp(T(t[1]), sc), r = std::ldexp(T(t[2]), sc);
      // Tangency on axis 0: s - c = h + r exactly (above, then below), +-1 ulp of s, h, r.
      for (int side = 0; side < 2; ++side)
        for (int j = 0; j < 5; ++j) {
          ball<T, 3> s{{side ? a - (h + r) : a + (h + r), h, T(0)}, r};
          centered_box<T, 3> b{{a, h, T(0)}, {h, h, h}};
          if (j == 1) s.center[0] = up(s.center[0]);
          if (j == 2) s.center[0] = down(s.center[0]);
          if (j == 3) b.half[0] = down(b.half[0]);
          if (j == 4) s.radius = down(s.radius);
          circle_case(s, b);
        }
    }
  const T mx = L::max(), dn = L::denorm_min(), inf = L::infinity(), nan = L::quiet_NaN();
  // Overflow of s - c, of h + r and of the product; huge values.
  circle_case(ball<T, 3>{{mx, T(0), T(0)}, mx}, centered_box<T, 3>{{-mx, T(0), T(0)}, {mx, T(1), T(1)}});
  circle_case(ball<T, 3>{{mx, T(0), T(0)}, T(0)}, centered_box<T, 3>{{-mx, T(0), T(0)}, {T(1), T(1), T(1)}});
  circle_case(ball<T, 3>{{mx, T(0), T(0)}, mx / 2}, centered_box<T, 3>{{-mx, T(0), T(0)}, {mx / 2, T(1), T(1)}});
  circle_case(ball<T, 3>{{mx, T(0), T(0)}, down(mx / 2)}, centered_box<T, 3>{{T(0), T(0), T(0)}, {mx / 2, T(1), T(1)}});
  circle_case(ball<T, 3>{{mx, T(0), T(0)}, T(1)}, centered_box<T, 3>{{T(0), T(0), T(0)}, {down(mx), T(1), T(1)}});
  // Subnormals and signed zeros (h and r may be -0).
  circle_case(ball<T, 3>{{dn + dn, T(0), T(0)}, dn}, centered_box<T, 3>{{T(0), T(0), T(0)}, {dn, T(0), T(0)}});
  circle_case(ball<T, 3>{{3 * dn, T(0), T(0)}, dn}, centered_box<T, 3>{{T(0), T(0), T(0)}, {dn, T(0), T(0)}});
  circle_case(ball<T, 3>{{-dn, T(0), T(0)}, -T(0)}, centered_box<T, 3>{{T(0), T(0), T(0)}, {-T(0), T(0), T(0)}});
  circle_case(ball<T, 3>{{-T(0), T(0), T(0)}, -T(0)}, centered_box<T, 3>{{T(0), T(0), T(0)}, {-T(0), -T(0), T(0)}});
  circle_case(ball<T, 3>{{dn, T(0), T(0)}, T(0)}, centered_box<T, 3>{{-dn, T(0), T(0)}, {dn, T(0), T(0)}});
  // Infinities and NaN in each slot (axis 0 rejects otherwise).
  const T specials[] = {nan, inf, -inf};
  for (T sp : specials)
    for (int slot = 0; slot < 10; ++slot) {
      ball<T, 3> s{{T(10), T(0), T(0)}, T(1)};
      centered_box<T, 3> b{{T(0), T(0), T(0)}, {T(1), T(1), T(1)}};
      if (slot < 3) s.center[slot] = sp;
      else if (slot == 3) s.radius = sp;
      else if (slot < 7) b.center[slot - 4] = sp;
      else b.half[slot - 7] = sp;
      circle_case(s, b);
    }
  // Random: s - c near fl(fl(h + r) * k) (the rejection edge) and near h + r, random magnitudes.
  std::uniform_int_distribution<int> ex(L::min_exponent - L::digits, L::max_exponent - 3);
  std::uniform_real_distribution<T> m(T(0.5), T(1));
  auto rnd = [&] { return std::ldexp(m(rng), ex(rng)); };
  for (int j = 0; j < 40; ++j) {
    ball<T, 3> s{{T(0), T(0), T(0)}, rnd()};
    centered_box<T, 3> b{{T(0), T(0), T(0)}, {rnd(), rnd(), rnd()}};
    const int i = int(rng() % 3);
    b.center[i] = rng() & 1 ? -rnd() : rnd();
    const T edge = j % 2 ? (b.half[i] + s.radius) * k : b.half[i] + s.radius;
    const int w = int(rng() % 3);
    const T d = w == 0 ? edge : w == 1 ? up(edge) : down(edge);
    s.center[i] = rng() & 1 ? b.center[i] + d : b.center[i] - d;
    if (std::isfinite(s.center[i])) circle_case(s, b);
  }
}

// BatchQuickReject: one-axis inputs (c, lo, hi, r) from the scenarios' axis.
template <class T>
struct Lane {
  T c, lo, hi, r;
};

template <class T>
std::vector<Lane<T>> lanes(std::mt19937_64& rng) {
  std::vector<Lane<T>> out;
  for (const auto& s : scenarios<T>(rng)) out.push_back({s.c[s.axis], s.lo[s.axis], s.hi[s.axis], s.r});
  using L = std::numeric_limits<T>;
  // Both gaps positive (lo > c > hi: a box with min > max), negative radius, infinite radius.
  out.push_back({T(0), T(1), T(-1), T(1)});
  out.push_back({T(0), T(1), T(-1), T(3)});
  out.push_back({T(0), T(1), T(2), T(-1)});
  out.push_back({T(0), T(-1), T(1), -T(0)});
  out.push_back({T(5), T(-1), T(1), L::infinity()});
  out.push_back({T(5), T(-1), T(1), -L::infinity()});
  return out;
}

template <class T>
std::string lane_what(const char* model, const Lane<T>& l) {
  return std::string(model) + tag<T>() + " c=" + show(l.c) + " min=" + show(l.lo) + " max=" + show(l.hi) +
         " r=" + show(l.r) + " (N = 1)";
}

template <class T>
void branchless_cases(std::mt19937_64& rng) {
  const auto ls = lanes<T>(rng);
  if (!want("branchless")) return;
  const bool wrong = mode != "product";
  for (const auto& l : ls) {
    if (l.r != l.r) continue;  // r NaN: branchless answers with d2 <= r*r, not modelled
    const ball<T, 1> s{{l.c}, l.r};
    const box<T, 1> b{{l.lo}, {l.hi}};
    const bool answer = wrong ? spherebox::known_wrong::branchless_as_printed::test(s, b)
                              : spherebox::sphere_aabb::branchless::test(s, b);
    emit(BF, std::vector<T>{l.c, l.lo, l.hi, l.r}, {{{wrong ? "!branchless_as_printed" : "!branchless", b01(!answer)}}},
         {lane_what("branchless", l)});
  }
}

template <class K, class T>
std::vector<bool> mask_of(const spherebox::balls_view<T, 1>& s, const spherebox::boxes_view<T, 1>& b) {
  std::vector<std::uint64_t> words((b.size + 63) / 64);
  K::mask(s, b, words.data());
  std::vector<bool> out(b.size);
  for (std::size_t j = 0; j < b.size; ++j) out[j] = (words[j / 64] >> (j % 64)) & 1;
  return out;
}

template <class T>
void batch_cases(std::mt19937_64& rng) {
  const auto ls = lanes<T>(rng);
  if (!want("batch")) return;
  const std::size_t n = ls.size();
  std::vector<T> c(n), r(n), lo(n), hi(n);
  for (std::size_t j = 0; j < n; ++j) c[j] = ls[j].c, r[j] = ls[j].r, lo[j] = ls[j].lo, hi[j] = ls[j].hi;
  const spherebox::balls_view<T, 1> s{{c.data()}, r.data(), n};
  const spherebox::boxes_view<T, 1> b{{lo.data()}, {hi.data()}, n};
  std::vector<std::pair<std::string, std::vector<bool>>> masks;  // answers on lanes with r not NaN
  std::vector<bool> ok(n);                                       // the ok lanes of gaps(), every lane
  namespace sb = spherebox::batch;
  if (mode == "product") {
#if SPHEREBOX_HAS_SSE2
    using O = sb::sse2_impl::ops<T>;
    for (std::size_t k = 0; k < n; k += O::width) {
      const std::size_t live = n - k < O::width ? n - k : O::width;
      const auto g = sb::sse2_impl::gaps<false>(s, b, k, live);
      const std::uint64_t m = O::bits(g.ok);
      for (std::size_t j = 0; j < live; ++j) ok[k + j] = (m >> j) & 1;
    }
#endif  // without SSE2 (another ISA, SPHEREBOX_NO_INTRINSICS) only the masks are compared
    masks.emplace_back("scalar", mask_of<sb::scalar>(s, b));
    masks.emplace_back("sse2", mask_of<sb::sse2>(s, b));
    if (sb::avx2::supported()) masks.emplace_back("avx2", mask_of<sb::avx2>(s, b));
    if (sb::avx512::supported()) masks.emplace_back("avx512", mask_of<sb::avx512>(s, b));
    masks.emplace_back("dispatch", mask_of<sb::dispatch>(s, b));
  } else {
    masks.emplace_back("batch_pairs_first_radius", mask_of<spherebox::known_wrong::batch_pairs_first_radius>(s, b));
  }
  for (std::size_t j = 0; j < n; ++j) {
    Answers a;
    if (mode == "product" && SPHEREBOX_HAS_SSE2) a.emplace_back("gaps_sse2", b01(ok[j]));
    if (r[j] == r[j])
      for (const auto& m : masks) a.emplace_back(m.first, b01(m.second[j]));
    if (a.empty()) continue;
    emit(BO, std::vector<T>{c[j], lo[j], hi[j], r[j]}, {a}, {lane_what("batch", ls[j]) + " lane " + std::to_string(j)});
  }
}

// aabb_point::clamp: every coordinate's bits.
template <class T>
void clamp_case(const box<T, 3>& b, const std::array<T, 3>& p) {
  if (!want("aabb_point")) return;
  const bool wrong = mode != "product";
  const std::array<T, 3> q = wrong ? spherebox::formal::mutant::clamp_lower_only::point(b, p)
                                   : spherebox::aabb_point::clamp::point(b, p);
  std::vector<T> in;
  push(in, b.min), push(in, b.max), push(in, p);
  std::vector<Answers> a;
  std::vector<std::string> w;
  for (int i = 0; i < 3; ++i) {
    a.push_back({{wrong ? "clamp_lower_only" : "clamp", enc(q[i])}});
    w.push_back(std::string("aabb_point") + tag<T>() + " q[" + std::to_string(i) + "] min=" + show(b.min) +
                " max=" + show(b.max) + " p=" + show(p));
  }
  emit(CL, in, a, w);
}

template <class T>
void clamp_cases(std::mt19937_64& rng) {
  using L = std::numeric_limits<T>;
  for (const auto& s : scenarios<T>(rng)) clamp_case(box<T, 3>{s.lo, s.hi}, s.c);
  const T mx = L::max(), dn = L::denorm_min(), inf = L::infinity(), nan = L::quiet_NaN();
  // p on a face, +-1 ulp; -0 / +0 against a zero bound; a flat box; huge and special p.
  const T one = T(1);
  const T ps[] = {one, up(one), down(one), -one, up(-one), down(-one), T(0), -T(0), dn, -dn, mx, -mx, inf, -inf, nan};
  for (T v : ps) {
    clamp_case(box<T, 3>{{-one, T(0), -T(0)}, {one, T(0), T(0)}}, std::array<T, 3>{v, v, v});
    clamp_case(box<T, 3>{{T(0), -dn, dn}, {T(0), dn, mx}}, std::array<T, 3>{v, -v, v});
  }
}

}  // namespace

int main(int argc, char** argv) {
  const char* modes[] = {"product", "nonstrict", "ellipsoid_nonstrict", "segment_no_upper_radius", "circle_naive",
                         "branchless_as_printed", "batch_first_radius", "clamp_lower_only"};
  bool known = false;
  if (argc == 3)
    for (const char* m : modes) known = known || std::strcmp(argv[1], m) == 0;
  if (!known) {
    std::fprintf(stderr, "usage: %s MODE DIR (MODE: product", argv[0]);
    for (const char* m : modes) std::fprintf(stderr, "%s%s", m == modes[0] ? "" : ", ", m == modes[0] ? "" : m);
    std::fprintf(stderr, ")\n");
    return 2;
  }
  mode = argv[1];
  const std::string dir = argv[2];
  cpp_out.open(dir + "/cpp.txt");
  cases_out.open(dir + "/cases.txt");
  std::mt19937_64 rng(20071);
  sphere_cases<float>(rng);
  sphere_cases<double>(rng);
  aabb_cases<float>(rng);
  aabb_cases<double>(rng);
  // The newer models draw from their own generator, so that the first ones keep their inputs.
  std::mt19937_64 rng2(20072);
  ellipsoid_cases<float>(rng2);
  ellipsoid_cases<double>(rng2);
  segment_cases<float>(rng2);
  segment_cases<double>(rng2);
  circle_cases<float>(rng2);
  circle_cases<double>(rng2);
  branchless_cases<float>(rng2);
  branchless_cases<double>(rng2);
  batch_cases<float>(rng2);
  batch_cases<double>(rng2);
  clamp_cases<float>(rng2);
  clamp_cases<double>(rng2);
  // Tie.v: only the modules and wrappers of the models some case uses (a negative control
  // compiles and evaluates one model).
  struct Def {
    const char* module;
    const char* def;  // the 32-bit wrapper; the 64-bit one swaps 32 -> 64 and 24 128 -> 53 1024
  };
  const Def defs[8] = {
      {"SphereAabbConservative",
       "Definition sa32 l := [Z.b2z (SphereAabbConservative.conservative_test 24 128 3 (V32 l 0) (V32 l 3) "
       "(V32 l 6) (V32 l 9 0))]."},
      {"AabbAabbExact",
       "Definition aa32 l := [Z.b2z (AabbAabbExact.closed_test 24 128 3 (V32 l 0) (V32 l 3) (V32 l 6) (V32 l 9));\n"
       "  Z.b2z (AabbAabbExact.open_test 24 128 3 (V32 l 0) (V32 l 3) (V32 l 6) (V32 l 9))]."},
      {"EllipsoidAabbConservative",
       "Definition ea32 l := [Z.b2z (EllipsoidAabbConservative.ellipsoid_test 24 128 3 (V32 l 0) (V32 l 3) "
       "(V32 l 6) (V32 l 9))]."},
      {"SegmentSphereConservative",
       "Definition ss32 l := [Z.b2z (SegmentSphereConservative.segment_test 24 128 3 (V32 l 0) (V32 l 3) "
       "(V32 l 6) (V32 l 9 0))]."},
      {"CircleRectConservative",
       "(* k: the float of the proof file's lemma k32_value (its value is 1 + 4u). *)\n"
       "Definition k32 : F32 :=\n"
       "  ltac:(match type of CircleRectConservative.k32_value with BinarySingleNaN.B2R ?k = _ => exact k end).\n"
       "Definition cr32 l := [Z.b2z (CircleRectConservative.circle_test 24 128 _ _ k32 3 (V32 l 0) (V32 l 3) "
       "(V32 l 6) (V32 l 9 0))]."},
      {"BatchQuickReject",
       "Definition bf32 l := [Z.b2z (Bltb (V32 l 3 0) (BatchQuickReject.gap 24 128 (V32 l 0 0) (V32 l 1 0) "
       "(V32 l 2 0)))]."},
      {"BatchQuickReject",
       "Definition bo32 l := [Z.b2z (Bleb (BatchQuickReject.gap 24 128 (V32 l 0 0) (V32 l 1 0) (V32 l 2 0)) "
       "(V32 l 3 0))]."},
      {"AabbPointClamp",
       "(* A float's bit pattern, -1 for a NaN. *)\n"
       "Definition nan32 : {x : Binary.binary_float 24 128 | Binary.is_nan 24 128 x = true} :=\n"
       "  exist _ (Binary.B754_nan 24 128 false 1 eq_refl) eq_refl.\n"
       "Definition enc32 (x : F32) : Z :=\n"
       "  if BinarySingleNaN.is_nan x then -1 else bits_of_b32 (BSN2B 24 128 nan32 x).\n"
       "Definition cl32 l := map (fun i => enc32 (AabbPointClamp.clamp1 24 128 (V32 l 0 i) (V32 l 3 i) (V32 l 6 i)))\n"
       "  [0; 1; 2]%nat."}};
  const char* names[8] = {"sa", "aa", "ea", "ss", "cr", "bf", "bo", "cl"};
  auto wide = [](std::string t) {
    for (auto [from, to] : {std::pair<std::string, std::string>{"24 128", "53 1024"}, {"32", "64"}})
      for (std::size_t at = 0; (at = t.find(from, at)) != std::string::npos; at += to.size()) t.replace(at, from.size(), to);
    return t;
  };
  std::string modules;
  for (int k = 0; k < 8; ++k)
    if ((used[2 * k] || used[2 * k + 1]) && modules.find(defs[k].module) == std::string::npos)
      modules += std::string(" ") + defs[k].module;
  std::ofstream v(dir + "/Tie.v");
  v << "(* Written by formal/ties/coq_models/gen.cpp: the Coq models of formal/coq evaluated on IEEE\n"
       "   bit patterns (b32_of_bits / b64_of_bits, as Lib/Witness.v's f32 / f64). Each case is\n"
       "   (model, inputs); run gives the model's values: a bool as 0/1, a float as its bit pattern\n"
       "   (-1 for a NaN). Inputs are primitive integers: a float's bits, a double's as two halves. *)\n"
       "From Coq Require Import ZArith List Bool Uint63.\n"
       "From Flocq Require Import Core IEEE754.BinarySingleNaN IEEE754.Binary IEEE754.Bits.\n"
       "From Spherebox Require Import Lib.Witness"
    << modules
    << ".\nImport ListNotations.\n"
       "#[local] Instance p32 : Prec_gt_0 24 := eq_refl.\n"
       "#[local] Instance e32 : Prec_lt_emax 24 128 := eq_refl.\n"
       "#[local] Instance p64 : Prec_gt_0 53 := eq_refl.\n"
       "#[local] Instance e64 : Prec_lt_emax 53 1024 := eq_refl.\n"
       "Local Open Scope Z_scope.\n"
       "Notation F32 := (BinarySingleNaN.binary_float 24 128).\n"
       "Notation F64 := (BinarySingleNaN.binary_float 53 1024).\n"
       "(* A case's inputs, decoded once (run), then input o + i. *)\n"
       "Definition D32 (l : list int) : list F32 := map (fun z => f32 (Uint63.to_Z z)) l.\n"
       "Fixpoint D64 (l : list int) : list F64 :=\n"
       "  match l with hi :: lo :: t => f64 (Uint63.to_Z hi * 4294967296 + Uint63.to_Z lo) :: D64 t | _ => [] end.\n"
       "Definition V32 (d : list F32) (o i : nat) : F32 := nth (o + i)%nat d (f32 0).\n"
       "Definition V64 (d : list F64) (o i : nat) : F64 := nth (o + i)%nat d (f64 0).\n";
  for (int k = 0; k < 8; ++k) {
    if (used[2 * k]) v << defs[k].def << "\n";
    if (used[2 * k + 1]) v << wide(defs[k].def) << "\n";
  }
  v << "Definition run (m : nat) (l : list int) : list Z :=\n  match m with\n";
  for (int id = 0; id < 16; ++id)
    if (used[id])
      v << "  | " << id << "%nat => " << names[id / 2] << (id % 2 ? "64 (D64 l)" : "32 (D32 l)") << "\n";
  v << "  | _ => [] end.\n";
  spherebox::tie::write_cases(v, coq_cases.str());
  std::printf("%d model evaluations (%d values) written to %s\n", n_cases, n_values, dir.c_str());
  return 0;
}
