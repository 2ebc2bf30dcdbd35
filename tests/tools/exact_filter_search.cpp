// The deterministic search behind the pinned cases of tests/exact_test.cpp ("filter
// constants"). Not part of the build; compile and run it by hand:
//
//   g++ -std=gnu++20 -O2 -ffp-contract=off -I lib/include -I reference/include
//       tests/tools/exact_filter_search.cpp -lgmp -o /tmp/exact_filter_search
//   /tmp/exact_filter_search [rounds [name]]   (rounds: default 40, about two minutes; 150
//                                              about six; name: only the filters whose name
//                                              contains it)
//
// For every filter (sphere_aabb::exact and circle_rect::exact, float and double inputs, N = 2
// and 3, and the float-in-float filter of the exact batch kernels, N = 2 and 3) it prints:
//
// - LOOSENING: cases the filter decides (x > E, no overlap, and -x > E, overlap) whose
//   |x| = |fl(d2 - r2)| exceeds the bound E by the smallest relative margin found.
//   Constructed: for each j and binade, the radius r aimed so that E(s) sits just below
//   x = j ulp(r2) / 2, then +-20000 radii around it; gaps realising d2 = r2 +- x are built (a
//   large one, for float inputs a difference of two floats, plus a small second one moved by
//   +-3 ulps), and the filter's own x and E on the built case give the margin.
// - TIGHTENING: a case where the filter's estimate has the wrong sign (sign(x) differs from
//   the sign of the exact D - R, or D - R = 0 and x != 0) with the largest rho = |x| / E.
//   Hill climbing from near-tangent starting points: "aligned" values (bounds just above a
//   power of two, centres just under half an ulp away, mantissa tails whose squares round by
//   almost half an ulp, so every rounding errs the same way) and random wide-span values (a
//   large bound and a tiny centre, so the differences round), with the radius re-solved to
//   the values around sqrt(D); and, for float inputs (computed in double, where a float radius
//   is far too coarse to re-solve), Pythagorean triples/quadruples of floats pushed off
//   tangency by a tiny vector orthogonal to the legs. Each step moves one or two inputs by
//   +-2^j ulps and keeps the new case when its score is not lower (wrong-sign cases score rho,
//   others -1 + half their error ratio |x - X| / E, which guides the climb).
//
// tests/exact_test.cpp pins the output of `exact_filter_search 150`, and of
// `exact_filter_search 400 "T=float N=3"` for the three float N = 3 filters.
//
// Every case judged is also checked: a replica whose verdict differs from the library's
// filter is printed as "REPLICA", and a case the filter (sphere_aabb, circle_rect: the
// library's; batch: the float replica) decides against the oracle, or where the library's
// test() differs from the oracle, as "BUG" (none is expected: the bound is rigorous). The
// search is deterministic (fixed seeds, no threads).
#include <spherebox/circle_rect/exact.hpp>
#include <spherebox/detail/filter.hpp>
#include <spherebox/sphere_aabb/exact.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>
#include <spherebox_ref/circle_rect/oracle.hpp>

#include "../filter_replicas.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

namespace {

namespace sb = spherebox;
namespace ref = spherebox::ref;
using spherebox::ref::integer;

// ---------------------------------------------------------------------------------------------
// A fixed-seed generator (splitmix64).
struct prng {
  std::uint64_t s;
  std::uint64_t next() {
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  double unit() { return double(next() >> 11) * 0x1p-53; }  // [0, 1)
  int range(int lo, int hi) { return lo + int(next() % std::uint64_t(hi - lo + 1)); }
  bool coin() { return next() & 1; }
};

/// x moved by k ulps (k may be large), through the ordered integer image; stays finite.
template <class T>
T step_ulps(T x, long k) {
  using U = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  using S = std::make_signed_t<U>;
  U bits;
  std::memcpy(&bits, &x, sizeof x);
  const U sign = U(1) << (8 * sizeof(T) - 1);
  S ord = (bits & sign) ? -S(bits & ~sign) : S(bits);
  ord += S(k);
  U out = ord < 0 ? (U(-ord) | sign) : U(ord);
  T y;
  std::memcpy(&y, &out, sizeof y);
  return std::isfinite(y) ? y : x;
}

template <class T>
std::string hex(T v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a", double(v));
  std::string s(buf);
  if constexpr (sizeof(T) == 4) s += "f";
  return s;
}

template <class Case>
std::string hex_case(const Case& c) {
  std::string s = "{";
  const auto v = c.flat();
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + hex(v[i]);
  return s + "}";
}

// ---------------------------------------------------------------------------------------------
// The replicas of the filters are in tests/filter_replicas.hpp, shared with the test.

using estimate = sb::test::filter_estimate;

// ---------------------------------------------------------------------------------------------
// Problems: a case type, its filter replica and which inputs the climb may move.

enum class kind { sa, cr, batch };

template <class T, int N, kind K>
struct problem {
  using case_type = std::conditional_t<K == kind::cr, ref::circle_rect_case<T, N>, ref::sphere_aabb_case<T, N>>;
  static constexpr bool batch = K == kind::batch;
  using variant = std::conditional_t<K == kind::cr, sb::circle_rect::exact, sb::sphere_aabb::exact>;
  static estimate filter(const case_type& c) {
    if constexpr (K == kind::batch) return sb::test::batch_replica<N>(c);
    else return sb::test::replica(c);
  }
  static const char* name() {
    static std::string n = std::string(K == kind::sa ? "sphere_aabb::exact::filter" : K == kind::cr ? "circle_rect::exact::filter" : "batch exact_block (float)") +
                           " T=" + (sizeof(T) == 4 ? "float" : "double") + " N=" + std::to_string(N);
    return n.c_str();
  }
};

struct judged {
  double score = -3, rho = 0, err = 0;
  bool wrong = false, decided = false;
};

long bugs = 0;
const char* only = "";  // run only the searches whose name contains this

template <class P>
bool selected() {
  return std::strstr(P::name(), only) != nullptr;
}

template <class P>
judged judge(const typename P::case_type& c) {
  judged j;
  const auto o = ref::oracle(c);
  if (!o) return j;
  const estimate est = P::filter(c);
  const integer m = o->margin();
  const int s = m > 0 ? 1 : m < 0 ? -1 : 0;
  const int v = est.verdict();
  if (v >= 0 && (v == 1) != (s <= 0)) {
    ++bugs;
    std::printf("BUG %s decides %d, exact sign %d: %s\n", P::name(), v, s, hex_case(c).c_str());
  }
  if constexpr (!P::batch) {
    using V = typename P::variant;
    if (V::filter(c.s, c.b) != v) std::printf("REPLICA %s: %s\n", P::name(), hex_case(c).c_str());
    if (V::test(c.s, c.b) != (s <= 0)) {
      ++bugs;
      std::printf("BUG %s test() differs from the oracle: %s\n", P::name(), hex_case(c).c_str());
    }
  }
  if (est.far || !(est.e > 0) || !std::isfinite(est.x)) return j;
  const double xa = ref::approx(m, o->scale_bits);
  j.err = std::fabs(est.x - xa) / est.e;
  j.rho = std::fabs(est.x) / est.e;
  j.decided = v >= 0;
  j.wrong = est.x != 0 && (s == 0 || (est.x > 0) != (s > 0));
  j.score = j.wrong ? j.rho : -1 + 0.5 * std::fmin(j.err, 1.0);
  return j;
}

/// The radius among the values near sqrt(D) (and the current one) with the best score.
template <class P>
void resolve_radius(typename P::case_type& c, judged& best) {
  using T = typename P::case_type::value_type;
  const auto o = ref::oracle(c);
  if (!o) return;
  const double d = ref::approx(o->d, o->scale_bits);
  if (!(d > 0) || !std::isfinite(d)) return;
  const T r0 = T(std::sqrt(d));
  auto cand = c;
  best = judge<P>(c);
  for (int k = -4; k <= 4; ++k) {
    cand.s.radius = step_ulps(r0, k);
    if (!(cand.s.radius >= 0)) continue;
    const judged j = judge<P>(cand);
    if (j.score > best.score) best = j, c.s.radius = cand.s.radius;
  }
}

// ---------------------------------------------------------------------------------------------
// Starting points.

/// A value near 2^q: uniform in the binade, or just above/below the power of two.
double magnitude(prng& g, int q) {
  switch (g.range(0, 2)) {
    case 0: return std::ldexp(1 + g.unit(), q);
    case 1: return std::ldexp(1 + std::ldexp(g.unit(), -g.range(1, 50)), q);
    default: return std::ldexp(2 - std::ldexp(g.unit(), -g.range(1, 50)), q);
  }
}

/// Wide-span random case: each axis a bound near 2^q and a point near 0 (tiny, below the
/// bound), so their difference keeps bits far apart and rounds; radius re-solved later.
/// Sphere-AABB: the box [a, a or 2a] and the centre; abs-max box: the ball centre +-a and the
/// box's centre and half extent.
template <class Case, class T = typename Case::value_type, int N = Case::dims>
Case random_case(prng& g) {
  Case c{};
  const int q = g.range(-8, 8);
  const int outside = g.range(1, N);
  for (int i = 0; i < N; ++i) {
    if constexpr (requires { c.b.min; }) {
      if (i >= outside && g.coin()) {  // an axis the centre lies within
        c.s.center[i] = T(g.unit());
        c.b.min[i] = -1, c.b.max[i] = 2;
        continue;
      }
      const double a = magnitude(g, q - g.range(0, 2));
      const int drop = g.range(10, sizeof(T) == 4 ? 45 : 80);
      const T lo = T(a);
      const T cen = g.range(0, 4) == 0 ? T(0) : T(-std::ldexp(1 + g.unit(), std::ilogb(a) - drop) * (g.coin() ? 1 : -1));
      c.b.min[i] = lo;
      c.b.max[i] = g.coin() ? lo : T(lo * 2);
      c.s.center[i] = cen < lo ? cen : T(0);
    } else {
      const double a = magnitude(g, q - g.range(0, 2));
      const int drop = g.range(10, sizeof(T) == 4 ? 45 : 80);
      const T tiny = T(std::ldexp(1 + g.unit(), std::ilogb(a) - drop));
      const T p = T(a);
      if (i >= outside && g.coin()) {  // centre inside on this axis: only the scale sees it
        c.s.center[i] = p, c.b.center[i] = T(p * 0.75), c.b.half[i] = p;
        continue;
      }
      c.s.center[i] = g.coin() ? p : T(-p);
      c.b.center[i] = g.range(0, 3) == 0 ? T(0) : T(g.coin() ? tiny : -tiny);
      switch (g.range(0, 3)) {
        case 0: c.b.half[i] = 0; break;
        case 1: c.b.half[i] = T(std::ldexp(1 + g.unit(), std::ilogb(a) - g.range(10, sizeof(T) == 4 ? 45 : 80))); break;
        case 2: c.b.half[i] = T(a * g.unit() * 0.5); break;
        default: c.b.half[i] = tiny; break;
      }
    }
  }
  c.s.radius = 1;
  return c;
}

/// Aligned starts: every rounding pushed the same way. Bounds just above a power of two
/// (a rounding error of half an ulp is then relative u), with a mantissa tail m near
/// 2^((p-1)/2) (the square's discarded part is then near half an ulp), and the centre just
/// under half an ulp of the bound on the near side (so the difference rounds up by almost half
/// an ulp). p: the precision the filter computes in (T's own here).
template <class T>
T aligned_bound(prng& g, int a) {
  constexpr int p = std::numeric_limits<T>::digits;
  const double m = std::floor(std::ldexp(0.6 + 1.4 * g.unit(), (p - 1) / 2));
  return T(std::ldexp(1 + std::ldexp(m, 1 - p), a));
}
template <class T>
T under_half_ulp(prng& g, T e) {
  constexpr int p = std::numeric_limits<T>::digits;
  return T(std::ldexp(1 - std::ldexp(g.unit(), -g.range(2, 12)), std::ilogb(e) - p));
}

/// A bound at exponent q - 1, q, q or q + 1, one time in four times sqrt 2 (a square just above
/// 2^(2q+1)).
template <class T>
T aligned_edge(prng& g, int q) {
  static constexpr int offsets[] = {-1, 0, 0, 1};
  T e = aligned_bound<T>(g, q + offsets[g.range(0, 3)]);
  if (g.range(0, 3) == 0) e = T(e * std::sqrt(2.0));
  return e;
}

/// A case with every box bound near 2^q (q drawn once for the case) and the other point of
/// each axis under half an ulp of it: the box [e, e or 2e] and the centre (sphere-AABB), or the
/// centre e and the box's centre and half extent (circle-rectangle).
template <class Case, class T = typename Case::value_type, int N = Case::dims>
Case aligned_case(prng& g) {
  Case c{};
  const int q = g.range(-4, 4);
  for (int i = 0; i < N; ++i) {
    const T e = aligned_edge<T>(g, q);
    if constexpr (requires { c.b.min; }) {
      c.b.min[i] = e;
      c.b.max[i] = g.coin() ? e : T(e * 2);
      c.s.center[i] = under_half_ulp(g, e);
    } else {
      c.s.center[i] = e;
      c.b.center[i] = under_half_ulp(g, e);
      c.b.half[i] = g.range(0, 3) == 0 ? T(0) : under_half_ulp(g, e);
    }
  }
  c.s.radius = 1;
  return c;
}

/// Legs of a Pythagorean triple (N = 2) or quadruple (N = 3) with hypotenuse below 2^24.
template <int N>
std::array<std::int64_t, N + 1> pythagorean(prng& g) {
  // Half the time only legs whose mantissa is below 1.25 (just above a power of two, where a
  // rounding error of half an ulp is nearly relative u).
  const bool aligned = g.coin();
  auto near_power = [](std::int64_t v) {
    const double f = std::ldexp(double(v), -std::ilogb(double(v)));
    return f < 1.25;
  };
  for (;;) {
    if constexpr (N == 2) {
      const std::int64_t m = g.range(2, 2890), n = g.range(1, int(m - 1));
      const std::int64_t h = m * m + n * n;
      if (h >= (1 << 24)) continue;
      if (aligned && !(near_power(m * m - n * n) && near_power(2 * m * n))) continue;
      return {m * m - n * n, 2 * m * n, h};
    } else {
      const std::int64_t m = g.range(0, 2000), n = g.range(0, 2000), p = g.range(0, 2000), q = g.range(1, 2000);
      const std::int64_t h = m * m + n * n + p * p + q * q;
      const std::int64_t a = std::llabs(m * m + n * n - p * p - q * q), b = std::llabs(2 * (m * q + n * p)),
                         c = std::llabs(2 * (n * q - m * p));
      if (h >= (1 << 24) || a == 0 || b == 0 || c == 0) continue;
      if (aligned && !(near_power(a) && near_power(b) && near_power(c))) continue;
      return {a, b, c, h};
    }
  }
}

/// A vector orthogonal to the legs (integers, each below 2^25 in magnitude).
template <int N>
std::array<std::int64_t, N> orthogonal(prng& g, const std::array<std::int64_t, N + 1>& a) {
  if constexpr (N == 2) {
    return {a[1], -a[0]};
  } else {
    switch (g.range(0, 2)) {
      case 0: return {0, a[2], -a[1]};
      case 1: return {a[2], 0, -a[0]};
      default: return {a[1], -a[0], 0};
    }
  }
}

/// Float inputs: legs A of an exact float tangency (scaled by 2^q), pushed off it by t*v with
/// v orthogonal to A (so D - R = t^2 |v|^2 > 0, tiny). Sphere-AABB: realised as the ball's
/// centre, the box [A, 2A]. Abs-max box: ball centre at the legs, box centre -t(v + h), half
/// t h with h >= 0, so the exact gap is A + t v on each axis while |p - c| and |p - c| - h both
/// round.
template <class Case, int N = Case::dims>
Case pythagorean_case(prng& g) {
  const auto a = pythagorean<N>(g);
  const auto v = orthogonal<N>(g, a);
  const int q = g.range(-10, 10), t = q - g.range(30, 55);
  Case c{};
  for (int i = 0; i < N; ++i) {
    if constexpr (requires { c.b.min; }) {
      c.b.min[i] = std::ldexp(float(a[i]), q);
      c.b.max[i] = c.b.min[i] * 2;
      c.s.center[i] = -std::ldexp(float(v[i]), t);
    } else {
      const std::int64_t h = g.coin() ? 0 : g.range(1, 1 << 22);
      c.s.center[i] = std::ldexp(float(a[i]), q);
      c.b.center[i] = -std::ldexp(float(v[i] + h), t);
      c.b.half[i] = std::ldexp(float(h), t);
    }
  }
  c.s.radius = std::ldexp(float(a[N]), q);
  return c;
}

// ---------------------------------------------------------------------------------------------
// The climb.

template <class P>
struct best_found {
  typename P::case_type c{};
  judged j;
};

/// One climb of `steps` steps from c. Inputs the climb may move: `movable` flat indices; the
/// radius is re-solved after each move when `resolve`.
template <class P>
void climb(typename P::case_type c, const std::vector<int>& movable, bool resolve, int steps, prng& g,
           best_found<P>& best) {
  using C = typename P::case_type;
  using T = typename C::value_type;
  judged cur;
  if (resolve) resolve_radius<P>(c, cur);
  else cur = judge<P>(c);
  for (int s = 0; s < steps; ++s) {
    auto v = c.flat();
    const int moves = g.range(1, 2);
    for (int m = 0; m < moves; ++m) {
      const int i = movable[g.next() % movable.size()];
      const int j = g.range(0, 3) == 0 ? g.range(0, 30) : g.range(0, 6);
      v[i] = step_ulps(v[i], (g.coin() ? 1L : -1L) << j);
    }
    C n = C::from_flat(v);
    bool valid = n.s.radius >= 0;
    for (int i = 0; i < C::dims; ++i) {
      if constexpr (std::is_same_v<C, ref::circle_rect_case<T, C::dims>>) valid = valid && n.b.half[i] >= 0;
      else valid = valid && n.b.min[i] <= n.b.max[i];
    }
    if (!valid) continue;
    judged nj;
    if (resolve) resolve_radius<P>(n, nj);
    else nj = judge<P>(n);
    if (nj.score >= cur.score) c = n, cur = nj;
    if (cur.wrong && cur.rho > best.j.rho) best.c = c, best.j = cur;
  }
}

template <class P>
void report_tightening(const best_found<P>& b) {
  if (!b.j.wrong) {
    std::printf("TIGHTENING %s: no wrong-sign case found\n", P::name());
    return;
  }
  const auto o = ref::oracle(b.c);
  const estimate e = P::filter(b.c);
  std::printf("TIGHTENING %s: rho = %.6f (x = %a, E = %a, D - R = %s)\n  case %s\n", P::name(), b.j.rho, e.x, e.e,
              o->margin_text().c_str(), hex_case(b.c).c_str());
}

/// Wide-span random starts with the radius re-solved (inputs whose radius grid is as fine as
/// the filter's precision: double inputs, and float lanes filtered in float).
template <class P>
void search_resolved(int rounds, std::uint64_t seed) {
  if (!selected<P>()) return;
  using C = typename P::case_type;
  using T = typename C::value_type;
  constexpr int N = C::dims;
  prng g{seed};
  best_found<P> best;
  std::vector<int> movable;
  for (int i = 0; i < C::count; ++i)
    if (i != N) movable.push_back(i);
  for (int r = 0; r < rounds; ++r) {
    // Many starts, then climbs from the better ones.
    for (int s = 0; s < 200; ++s) {
      C c;
      const bool aligned = s % 2 == 0;
      if constexpr (std::is_same_v<C, ref::circle_rect_case<T, N>>) c = aligned ? aligned_case<ref::circle_rect_case<T, N>>(g) : random_case<ref::circle_rect_case<T, N>>(g);
      else c = aligned ? aligned_case<ref::sphere_aabb_case<T, N>>(g) : random_case<ref::sphere_aabb_case<T, N>>(g);
      climb<P>(c, movable, true, 60, g, best);
    }
    if (best.j.wrong) climb<P>(best.c, movable, true, 2000, g, best);
  }
  report_tightening(best);
}

/// Float inputs filtered in double: Pythagorean starts pushed off tangency; the climb moves
/// only the tiny inputs (the ball's centre, and the box's centre and half extents for
/// circle_rect), which keeps D - R tiny.
template <class P>
void search_pythagorean(int rounds, std::uint64_t seed) {
  if (!selected<P>()) return;
  using C = typename P::case_type;
  constexpr int N = C::dims;
  prng g{seed};
  best_found<P> best;
  std::vector<int> movable;
  constexpr bool cr = std::is_same_v<C, ref::circle_rect_case<float, N>>;
  for (int i = 0; i < N; ++i) {
    if constexpr (cr) movable.push_back(N + 1 + i), movable.push_back(2 * N + 1 + i);
    else movable.push_back(i);
  }
  for (int r = 0; r < rounds; ++r) {
    for (int s = 0; s < 400; ++s) {
      C c;
      if constexpr (cr) c = pythagorean_case<ref::circle_rect_case<float, N>>(g);
      else c = pythagorean_case<ref::sphere_aabb_case<float, N>>(g);
      climb<P>(c, movable, false, 60, g, best);
    }
    if (best.j.wrong) climb<P>(best.c, movable, false, 4000, g, best);
  }
  report_tightening(best);
}

// ---------------------------------------------------------------------------------------------
// Loosening: decided cases just past the bound.

template <class P>
void search_loosening(int width, int sign) {
  if (!selected<P>()) return;
  using C = typename P::case_type;
  using T = typename C::value_type;
  constexpr int N = C::dims;
  constexpr bool cr = std::is_same_v<C, ref::circle_rect_case<T, N>>;
  constexpr int k = N + (cr ? 4 : 2);
  C best{};
  double best_margin = 1;
  // x = j ulp(r2) / 2 against E ~ k u 2 r2 = k ulp(r2) r2 / 2^ilogb(r2): the margin is
  // smallest where r2's mantissa, times 2k, sits just below j. For each j and each binade
  // parity, the radius aimed at that point, then `width` radii on either side of it.
  for (int j = 2 * k + 1; j <= 6 * k; ++j)
    for (int q = 0; q <= 1; ++q) {
      const double sigma = double(j) / (4.0 * k);  // r2 / 2^q aimed at, in [1, 2)
      if (sigma < 1 || sigma >= 2) continue;
      const T aim = T(std::sqrt(std::ldexp(sigma, q)));
      for (int w = -width; w <= width; ++w) {
        const T r = step_ulps(aim, w);
        const double r2 = double(r) * double(r);
        const double d2 = r2 + sign * double(j) * std::ldexp(1.0, std::ilogb(r2) - 53);
        // Gaps realising d2: a large one just below sqrt(d2) and a small one for the rest.
        C c{};
        c.s.radius = r;
        const double g0 = std::sqrt(d2) * (1 - 0x1p-40);
        T big = T(g0), low = T(0);
        if constexpr (sizeof(T) == 4) low = T(double(big) - g0);  // big - low ~ g0 to 2^-48
        const double e0 = double(big) - double(low);
        const double rest = d2 - e0 * e0;
        if (!(rest > 0)) continue;
        const T small = T(std::sqrt(rest));
        for (int i = 0; i < N; ++i) {
          if constexpr (cr) {
            c.s.center[i] = i == 0 ? big : i == 1 ? small : T(0);
            c.b.center[i] = i == 0 ? low : T(0);
            c.b.half[i] = 0;
          } else {
            c.s.center[i] = i == 0 ? low : T(0);
            c.b.min[i] = i == 0 ? big : i == 1 ? small : T(-1);
            c.b.max[i] = i == 0 ? T(big * 2) : i == 1 ? T(small * 2) : T(1);
          }
        }
        // Small moves of the second gap, keeping the best decided case.
        for (int m = -3; m <= 3; ++m) {
          C n = c;
          if constexpr (cr) n.s.center[1] = step_ulps(small, m);
          else n.b.min[1] = step_ulps(small, m), n.b.max[1] = T(n.b.min[1] * 2);
          const estimate e = P::filter(n);
          if (e.verdict() < 0) continue;
          const double margin = (std::fabs(e.x) - e.e) / e.e;
          if (margin < best_margin) best_margin = margin, best = n;
        }
      }
    }
  const auto o = ref::oracle(best);
  const estimate e = P::filter(best);
  const bool truth = o->holds();
  if ((e.verdict() == 1) != truth) ++bugs, std::printf("BUG in loosening case\n");
  std::printf("LOOSENING (%s) %s: margin = %.3e = 2^%.2f (verdict %d, x = %a, E = %a)\n  case %s\n", sign > 0 ? "x > E" : "-x > E", P::name(),
              best_margin, std::log2(best_margin), e.verdict(), e.x, e.e, hex_case(best).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 40;
  if (argc > 2) only = argv[2];
  const int width = 20000;
  for (int sign : {1, -1}) {
    search_loosening<problem<float, 2, kind::sa>>(width, sign);
    search_loosening<problem<float, 3, kind::sa>>(width, sign);
    search_loosening<problem<double, 2, kind::sa>>(width, sign);
    search_loosening<problem<double, 3, kind::sa>>(width, sign);
    search_loosening<problem<float, 2, kind::cr>>(width, sign);
    search_loosening<problem<float, 3, kind::cr>>(width, sign);
    search_loosening<problem<double, 2, kind::cr>>(width, sign);
    search_loosening<problem<double, 3, kind::cr>>(width, sign);
  }
  search_resolved<problem<double, 2, kind::sa>>(rounds, 201);
  search_resolved<problem<double, 3, kind::sa>>(rounds, 202);
  search_resolved<problem<double, 2, kind::cr>>(rounds, 203);
  search_resolved<problem<double, 3, kind::cr>>(rounds, 204);
  search_resolved<problem<float, 2, kind::batch>>(rounds, 205);
  search_resolved<problem<float, 3, kind::batch>>(rounds, 206);
  search_pythagorean<problem<float, 2, kind::sa>>(rounds, 207);
  search_pythagorean<problem<float, 3, kind::sa>>(rounds, 208);
  search_pythagorean<problem<float, 2, kind::cr>>(rounds, 209);
  search_pythagorean<problem<float, 3, kind::cr>>(rounds, 210);
  std::printf("bugs: %ld\n", bugs);
  return bugs ? 1 : 0;
}
