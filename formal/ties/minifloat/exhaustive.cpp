// Runs the library's real scalar templates on EVERY input of tiny floating-point formats and
// judges each answer exactly against the variant's own declared contract, so that the proofs
// in formal/ (which speak about models of these templates) are tied to the code: an edit that
// changes what a modelled header computes (a strict comparison made non-strict, a dropped
// term, a constant cut) shows up here as a violation.
//   usage: spherebox_minifloat_exhaustive [--expect-violation] [--crosscheck] SLUG.NAME
// With --expect-violation the run passes only if a violation IS found (a negative control);
// the first counterexample is printed. `--list` prints every name.
//
// Judged against (T = minifloat<E, M>, u = 2^-(M+1), eta = 2^(emin-M) its smallest subnormal):
//   bounded      (a) a wrong answer only where |D - R| <= k u S + a eta, (k, a) = V::bound(N),
//                    S the slug's scale, inside V::max_magnitude<T>();
//                (b) no wrong answer when no operation of the call rounded (the type records
//                    every inexact rounding of the real computation, overflow included);
//   conservative (a) no false negative; (b) "no overlap" wherever V::reject_bound(N) says so;
//                false positives are counted;
//   exact        the answer equals the exact one.
// The exact side is computed here from scratch in integers, not by the project's oracle:
// every finite value is an integer number of eta, so D and R are integers in units of eta^2
// (sphere_aabb, circle_rect), of eta^2 times prod rho_i^2 (ellipsoid_aabb, whose D has the
// radii in denominators) or eta^2 |d|^2 (segment_sphere, between the end points). That is a
// different algorithm from the variants (it clamps in integers; they branch, take maxima,
// divide and round) and far faster than the multiprecision oracle, which the exhaustive counts
// need. --crosscheck checks it against the project's oracle (spherebox_ref) on every 509th
// case: the same sign of D - R (and, for circle_rect, the same S relative to D).
//
// Domains are enumerated directly: finite values only, r >= 0 (-0 included), half >= 0, radii
// > 0, min <= max, |x| <= V::max_magnitude<T>(); open-set variants need half > 0 (circle_rect)
// or min < max (aabb_aabb). Formats (see formats below; a build without optimisation uses
// smaller ones so that ctest stays short under -O0 and sanitizers):
//   1-D: every in-domain input of e4m2 (7 bits, every finite value: overflow of min - r, r*r,
//        h + r included) for the conservative, exact and ellipsoid variants; of e4m3 (8 bits)
//        with |x| <= 1/2 for the bounded sum-of-squares and abs-max variants (their declared
//        domain in e4m3 is |x| <= 2); of e3m2 (6 bits, every finite value) for the segment;
//   2-D: every in-domain input of e3m2 (6 bits) whose values lie in [-L, L], L = 3/8 (sphere)
//        or 1/4 (the others): the subnormals, the smallest normal binades, exact tangencies.
// Not run (they do not compile with a custom T, by design): sphere_aabb::sse2 and the batch
// kernels (intrinsics), sphere_aabb::exact and circle_rect::exact (a double filter and an
// integer fallback written for float/double), segment_sphere::clamped and ::nodiv (their frame
// reads the exponent bits, static_assert(is_iec559), and calls std::fabs). sphere_obb,
// ellipsoid_obb and swept_aabb are outside this run.
// No contraction: minifloat has no fused multiply-add, so the run checks the unfused
// evaluation (one rounding per operator) of each template.
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <utility>
#include <string>
#include <vector>

#include <spherebox/aabb_aabb/variants.hpp>
#include <spherebox/aabb_point/clamp.hpp>
#include <spherebox/circle_rect/absmax.hpp>
#include <spherebox/circle_rect/absmax_open.hpp>
#include <spherebox/circle_rect/conservative.hpp>
#include <spherebox/ellipsoid_aabb/conservative.hpp>
#include <spherebox/ellipsoid_aabb/scaled.hpp>
#include <spherebox/segment_sphere/conservative.hpp>
#include <spherebox/sphere_aabb/arvo.hpp>
#include <spherebox/sphere_aabb/branchless.hpp>
#include <spherebox/sphere_aabb/conservative.hpp>
#include <spherebox/sphere_aabb/qrf.hpp>
#include <spherebox/sphere_aabb/qri.hpp>

#include <spherebox_ref/aabb_aabb/oracle.hpp>
#include <spherebox_ref/aabb_point/oracle.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>
#include <spherebox_ref/circle_rect/oracle.hpp>
#include <spherebox_ref/ellipsoid_aabb/oracle.hpp>
#include <spherebox_ref/segment_sphere/oracle.hpp>

#include <spherebox_ref/circle_rect/known_wrong.hpp>
#include <spherebox_ref/ellipsoid_aabb/known_wrong.hpp>
#include <spherebox_ref/ellipsoid_obb/known_wrong.hpp>
#include <spherebox_ref/sphere_aabb/known_wrong.hpp>
#include "minifloat.hpp"
#include "mutants.hpp"

namespace {

using namespace spherebox;
using spherebox::formal::minifloat;
__extension__ typedef __int128 i128;

// ---- formats --------------------------------------------------------------------------------
#if defined(__OPTIMIZE__)
using F1 = minifloat<4, 2>;   ///< 1-D, every finite value (conservative, exact, scaled)
using F1d = minifloat<4, 3>;  ///< 1-D, bounded sum-of-squares and abs-max: |x| <= 1/2
using FS = minifloat<3, 2>;   ///< 1-D segment (four values per case): every finite value
using F2 = minifloat<3, 2>;   ///< 2-D, |x| <= L
constexpr double r1 = 0.5;     ///< 1-D range of F1d
constexpr double wide = 0.375, narrow = 0.25;  ///< 2-D ranges L
#else  // -O0 and sanitizer builds: the same runs on smaller sets
using F1 = minifloat<3, 2>;
using F1d = minifloat<3, 3>;
using FS = minifloat<2, 2>;
using F2 = minifloat<3, 1>;
constexpr double r1 = 0.5;
constexpr double wide = 0.375, narrow = 0.25;
#endif
constexpr double full = 0;  ///< no range limit beyond the variant's domain

template <class F>
const char* format_name() {
  static std::string s = "e" + std::to_string(F::bits_total - 1 - (std::numeric_limits<F>::digits - 1)) + "m" +
                         std::to_string(std::numeric_limits<F>::digits - 1);
  return s.c_str();
}

// ---- the tally and the verdicts ---------------------------------------------------------------
struct tally {
  std::uint64_t cases = 0, disagreements = 0, absolute_only = 0, violations = 0, false_positives = 0,
                exact_runs = 0, underflowed = 0;
  double worst = 0;     ///< largest |D - R| / (u S) among wrong answers of a run without underflow
  double worst_uf = 0;  ///< the same among wrong answers of runs that underflowed
  std::string first;
  void add(const tally& o) {
    cases += o.cases, disagreements += o.disagreements, absolute_only += o.absolute_only;
    violations += o.violations, false_positives += o.false_positives, exact_runs += o.exact_runs;
    underflowed += o.underflowed;
    worst = o.worst > worst ? o.worst : worst;
    worst_uf = o.worst_uf > worst_uf ? o.worst_uf : worst_uf;
    if (first.empty()) first = o.first;
  }
};

template <class F>
std::string show(F x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a[0x%02x]", double(x), unsigned(x.bits()));
  return buf;
}
template <class F, std::size_t K>
std::string show(const std::array<F, K>& v) {
  std::string s = "(";
  for (std::size_t i = 0; i < K; ++i) s += (i ? ", " : "") + show(v[i]);
  return s + ")";
}

/// A negative control stops at its first violation (thrown, caught in main).
bool stop_at_first = false;
struct stop {
  std::string first;
};

/// Records a violation; the first one is kept with its input (describe()) for the report.
template <class Describe>
void violation(tally& t, const char* what, bool got, bool truth, Describe&& describe) {
  ++t.violations;
  if (!t.first.empty()) return;
  t.first = std::string(what) + ": " + describe() + "; answered " + (got ? "overlap" : "no overlap") +
            ", exact " + (truth ? "overlap" : "no overlap");
  if (stop_at_first) throw stop{t.first};
}

template <class T>
constexpr i128 iabs(T x) {
  return x < 0 ? -i128(x) : i128(x);
}

// ---- cross-check of the integer exact side against the project's oracle -----------------------
/// With --crosscheck every 509th case of a run is also converted to double (exactly) and given
/// to spherebox_ref's oracle; the three-way sign of its D - R must equal the one computed here.
bool crosscheck = false;
std::uint64_t cc_seen = 0, cc_done = 0, cc_bad = 0;
constexpr std::uint64_t cc_stride = 509;
inline bool cc_due() { return crosscheck && cc_seen++ % cc_stride == 0; }
template <class T>
int sign3(T x) {
  return x < 0 ? -1 : x > 0 ? 1 : 0;
}
template <class Describe>
void cc_compare(int mine, int theirs, Describe&& describe) {
  ++cc_done;
  if (mine == theirs) return;
  if (cc_bad++ < 5) std::printf("crosscheck mismatch: %s: here %d, oracle %d\n", describe().c_str(), mine, theirs);
}
template <class F, std::size_t K>
std::array<double, K> to_double(const std::array<F, K>& v) {
  std::array<double, K> out;
  for (std::size_t i = 0; i < K; ++i) out[i] = double(v[i]);
  return out;
}
template <class O>
int oracle_sign(const O& o) {
  if (!o) return 99;  // the oracle refused an in-domain case
  return sign3(o->d - o->r);
}

/// Bounded contract. D, R, S and eta_u are exact integers in one common unit; p: u = 2^-p.
template <class V, int N, class Describe>
void bounded_verdict(tally& t, bool got, bool truth, bool exact_run, bool underflow, i128 D, i128 R, i128 S,
                     i128 eta_u, int p, Describe&& describe) {
  if (exact_run) ++t.exact_runs;
  if (got == truth) return;
  ++t.disagreements;
  if (exact_run) return violation(t, "bounded (b): wrong although no operation rounded", got, truth, describe);
  const auto bd = V::bound(N);
  const i128 gap = iabs(D - R) << p;
  if (gap > i128(bd.k) * S + ((i128(bd.a) * eta_u) << p))
    return violation(t, "bounded (a): wrong outside |D - R| <= k u S + a eta", got, truth, describe);
  if (gap > i128(bd.k) * S) ++t.absolute_only;
  const double ratio = S == 0 ? 0 : double(gap) / double(S);
  if (underflow) ++t.underflowed;
  double& w = underflow ? t.worst_uf : t.worst;
  if (ratio > w) w = ratio;
}

/// Conservative contract. must_reject: the variant's rejection clause names this case.
template <class Describe>
void conservative_verdict(tally& t, bool got, bool truth, bool must_reject, Describe&& describe) {
  if (truth && !got) return violation(t, "conservative (a): false negative", got, truth, describe);
  if (!truth && got) {
    ++t.false_positives;
    if (must_reject) return violation(t, "conservative (b): kept a case its rejection clause names", got, truth, describe);
  }
}

/// One axis of a slab rejection clause: c < edge_lo - k u |edge_lo| - a eta or
/// c > edge_hi + k u |edge_hi| + a eta (units of eta, exact).
inline bool beyond(i128 c, i128 edge_lo, i128 edge_hi, error_bound rb, int p) {
  return ((edge_lo - c) << p) > rb.k * iabs(edge_lo) + (i128(rb.a) << p) ||
         ((c - edge_hi) << p) > rb.k * iabs(edge_hi) + (i128(rb.a) << p);
}

// ---- value sets -------------------------------------------------------------------------------
/// Every finite value of F with |x| <= lim (in eta units), by bit pattern: -0 and +0 both.
template <class F>
std::vector<F> values(std::uint64_t lim) {
  std::vector<F> out;
  for (std::uint32_t b = 0; b < (std::uint32_t(1) << F::bits_total); ++b) {
    const F x = F::from_bits(b);
    if (x.is_finite() && x.magnitude() <= lim) out.push_back(x);
  }
  return out;
}
template <class F>
std::uint64_t units_of(double x) {
  return F::from_double(x).magnitude();
}
template <class F>
std::vector<F> nonneg(const std::vector<F>& v) {  // x >= 0, so -0 too
  std::vector<F> out;
  for (F x : v)
    if (x >= F(0)) out.push_back(x);
  return out;
}
template <class F>
std::vector<F> positive(const std::vector<F>& v) {
  std::vector<F> out;
  for (F x : v)
    if (x > F(0)) out.push_back(x);
  return out;
}
template <class F>
std::vector<std::pair<F, F>> spans(const std::vector<F>& v, bool strict) {
  std::vector<std::pair<F, F>> out;
  for (F lo : v)
    for (F hi : v)
      if (strict ? lo < hi : lo <= hi) out.push_back({lo, hi});
  return out;
}
template <class V, class F>
std::uint64_t domain_limit() {
  return V::template max_magnitude<F>().magnitude();
}
/// The values a run of V in format F covers: every finite value within V's domain limit and,
/// if range > 0, within range.
template <class V, class F>
std::vector<F> run_values(double range) {
  std::uint64_t lim = domain_limit<V, F>();
  if (range > 0 && units_of<F>(range) < lim) lim = units_of<F>(range);
  return values<F>(lim);
}
/// Calls f(x) for every point x of xs^N (N = 1 or 2), axis 0 outermost.
template <int N, class F, class Fn>
void each_point(const std::vector<F>& xs, Fn&& f) {
  if constexpr (N == 1) {
    for (F x : xs) f(std::array<F, 1>{x});
  } else {
    for (F x0 : xs)
      for (F x1 : xs) f(std::array<F, 2>{x0, x1});
  }
}
/// Calls f(x, y, ...) for every point x of xs^N, y of the next set^N, ..., xs outermost.
template <int N, class Fn, class F, class... Rest>
void each_points(Fn&& f, const std::vector<F>& xs, const Rest&... rest) {
  each_point<N>(xs, [&](const std::array<F, N>& x) {
    if constexpr (sizeof...(Rest) == 0) f(x);
    else each_points<N>([&](const auto&... more) { f(x, more...); }, rest...);
  });
}
/// Calls f(b) for every box whose axis i spans a pair of sp (N = 1 or 2), axis 0 outermost.
template <int N, class F, class Fn>
void each_box(const std::vector<std::pair<F, F>>& sp, Fn&& f) {
  if constexpr (N == 1) {
    for (auto [lo, hi] : sp) f(box<F, 1>{{lo}, {hi}});
  } else {
    for (auto [lo0, hi0] : sp)
      for (auto [lo1, hi1] : sp) f(box<F, 2>{{lo0, lo1}, {hi0, hi1}});
  }
}
/// V's answer on (a, b), with F's inexact and underflow flags cleared first: the answer, and
/// whether no operation rounded (F::underflow() then says whether one underflowed).
template <class V, class F, class A, class B>
std::pair<bool, bool> flagged_test(const A& a, const B& b) {
  F::inexact() = false;
  F::underflow() = false;
  const bool got = V::test(a, b);
  return {got, !F::inexact()};
}

// ---- sphere_aabb ------------------------------------------------------------------------------
template <class V, class F, int N>
void judge(const ball<F, N>& s, const box<F, N>& b, tally& t) {
  constexpr int p = std::numeric_limits<F>::digits;
  ++t.cases;
  i128 D = 0;
  const i128 r = s.radius.units();
  for (int i = 0; i < N; ++i) {
    const i128 c = s.center[i].units(), lo = b.min[i].units(), hi = b.max[i].units();
    const i128 g = c < lo ? lo - c : c > hi ? c - hi : 0;
    D += g * g;
  }
  const i128 R = r * r;
  const auto [got, exact_run] = flagged_test<V, F>(s, b);
  auto describe = [&] { return "c = " + show(s.center) + ", r = " + show(s.radius) + ", min = " + show(b.min) + ", max = " + show(b.max); };
  if (cc_due()) {
    ref::sphere_aabb_case<double, N> c{{to_double(s.center), double(s.radius)}, {to_double(b.min), to_double(b.max)}};
    cc_compare(sign3(D - R), oracle_sign(ref::oracle(c)), describe);
  }
  if constexpr (V::promise == contract::conservative) {
    bool must = false;
    for (int i = 0; i < N; ++i)
      must = must || beyond(s.center[i].units(), b.min[i].units() - r, b.max[i].units() + r, V::reject_bound(N), p);
    conservative_verdict(t, got, D <= R, must, describe);
  } else {
    bounded_verdict<V, N>(t, got, D <= R, exact_run, F::underflow(), D, R, D + R, i128(1) << -F::eta_exp, p, describe);
  }
}

template <class V, class F, int N>
tally run_sphere_aabb(double range) {
  tally t;
  const auto vs = run_values<V, F>(range);
  const auto radii = nonneg(vs);
  const auto sp = spans(vs, false);
  each_point<N>(vs, [&](const std::array<F, N>& c) {
    for (F r : radii) each_box<N>(sp, [&](const box<F, N>& b) { judge<V>(ball<F, N>{c, r}, b, t); });
  });
  return t;
}

// ---- circle_rect ------------------------------------------------------------------------------
template <class V>
constexpr bool open_sets() {
  if constexpr (requires { V::open_sets; }) return V::open_sets;
  return false;
}

template <class V, class F, int N>
void judge(const ball<F, N>& s, const centered_box<F, N>& b, tally& t) {
  constexpr int p = std::numeric_limits<F>::digits;
  ++t.cases;
  const i128 r = s.radius.units(), R = r * r;
  i128 D = 0, S = R;
  bool must = false;
  for (int i = 0; i < N; ++i) {
    const i128 a = iabs(s.center[i].units() - b.center[i].units()), h = b.half[i].units();
    const i128 e = a > h ? a - h : 0;
    D += e * e;
    if (2 * a >= h) S += a * a;
    if constexpr (V::promise == contract::conservative) {
      const auto rb = V::reject_bound(N);
      must = must || (a <= i128(F::max_mag) && ((a - h - r) << p) > rb.k * a + (i128(rb.a) << p));
    }
  }
  const bool truth = open_sets<V>() ? D < R : D <= R;
  const auto [got, exact_run] = flagged_test<V, F>(s, b);
  auto describe = [&] { return "p = " + show(s.center) + ", r = " + show(s.radius) + ", c = " + show(b.center) + ", h = " + show(b.half); };
  if (cc_due()) {
    ref::circle_rect_case<double, N> c{{to_double(s.center), double(s.radius)}, {to_double(b.center), to_double(b.half)}};
    const auto o = ref::oracle(c);
    cc_compare(sign3(D - R), oracle_sign(o), describe);
    if (o && V::promise == contract::bounded) cc_compare(1, ref::integer((long long)S) * o->d == ref::integer((long long)D) * o->s ? 1 : 0, describe);
  }
  if constexpr (V::promise == contract::conservative)
    conservative_verdict(t, got, truth, must, describe);
  else
    bounded_verdict<V, N>(t, got, truth, exact_run, F::underflow(), D, R, S, i128(1) << -F::eta_exp, p, describe);
}

template <class V, class F, int N>
tally run_circle_rect(double range) {
  tally t;
  const auto vs = run_values<V, F>(range);
  const auto radii = nonneg(vs);
  const auto halves = open_sets<V>() ? positive(vs) : nonneg(vs);
  auto judge_all = [&](const std::array<F, N>& pc, const std::array<F, N>& c, const std::array<F, N>& h) {
    for (F r : radii) judge<V>(ball<F, N>{pc, r}, centered_box<F, N>{c, h}, t);
  };
  each_points<N>(judge_all, vs, vs, halves);
  return t;
}

// ---- ellipsoid_aabb ---------------------------------------------------------------------------
template <class V, class F, int N>
void judge(const ellipsoid<F, N>& e, const box<F, N>& b, tally& t) {
  constexpr int p = std::numeric_limits<F>::digits;
  ++t.cases;
  // D = sum_i (g_i / rho_i)^2 against 1; times P = prod rho_i^2 everything is an integer.
  i128 P = 1;
  for (int i = 0; i < N; ++i) P *= i128(e.radii[i].units()) * e.radii[i].units();
  i128 DP = 0;
  bool must = false;
  for (int i = 0; i < N; ++i) {
    const i128 c = e.center[i].units(), lo = b.min[i].units(), hi = b.max[i].units(), rho = e.radii[i].units();
    const i128 g = c < lo ? lo - c : c > hi ? c - hi : 0;
    DP += g * g * (P / (rho * rho));
    if constexpr (V::promise == contract::conservative)
      must = must || beyond(c, lo - rho, hi + rho, V::reject_bound(N), p);
  }
  const bool truth = DP <= P;
  const auto [got, exact_run] = flagged_test<V, F>(e, b);
  auto describe = [&] { return "c = " + show(e.center) + ", radii = " + show(e.radii) + ", min = " + show(b.min) + ", max = " + show(b.max); };
  if (cc_due()) {
    ref::ellipsoid_aabb_case<double, N> c{{to_double(e.center), to_double(e.radii)}, {to_double(b.min), to_double(b.max)}};
    cc_compare(sign3(DP - P), oracle_sign(ref::oracle(c)), describe);
  }
  if constexpr (V::promise == contract::conservative) {
    conservative_verdict(t, got, truth, must, describe);
  } else {
    // |D - 1| <= k u (D + 1) + a eta, times P 2^-eta_exp: units of P eta.
    const i128 sc = i128(1) << -F::eta_exp;
    bounded_verdict<V, N>(t, got, truth, exact_run, F::underflow(), DP * sc, P * sc, (DP + P) * sc, P, p, describe);
  }
}

template <class V, class F, int N>
tally run_ellipsoid_aabb(double range) {
  tally t;
  const auto vs = run_values<V, F>(range);
  const auto radii = positive(vs);
  const auto sp = spans(vs, false);
  auto judge_all = [&](const std::array<F, N>& c, const std::array<F, N>& rho) {
    each_box<N>(sp, [&](const box<F, N>& b) { judge<V>(ellipsoid<F, N>{c, rho}, b, t); });
  };
  each_points<N>(judge_all, vs, radii);
  return t;
}

// ---- segment_sphere ---------------------------------------------------------------------------
template <class V, class F, int N>
void judge(const segment<F, N>& s, const ball<F, N>& b, tally& t) {
  constexpr int p = std::numeric_limits<F>::digits;
  ++t.cases;
  const i128 r = b.radius.units();
  i128 ww = 0, wd = 0, dd = 0, vv = 0;
  bool must = false;
  for (int i = 0; i < N; ++i) {
    const i128 a = s.a[i].units(), bb = s.b[i].units(), c = b.center[i].units();
    const i128 w = c - a, d = bb - a, v = c - bb;
    ww += w * w, wd += w * d, dd += d * d, vv += v * v;
    if constexpr (V::promise == contract::conservative)
      must = must || beyond(c, (a < bb ? a : bb) - r, (a < bb ? bb : a) + r, V::reject_bound(N), p);
  }
  // Closest point a + t d, t = clamp(w.d / d.d, 0, 1): D = |w|^2, |v|^2, or
  // (|w|^2 |d|^2 - (w.d)^2) / |d|^2 between the end points.
  const bool truth = wd <= 0 ? ww <= r * r : wd >= dd ? vv <= r * r : ww * dd - wd * wd <= r * r * dd;
  const bool got = V::test(s, b);
  auto describe = [&] { return "a = " + show(s.a) + ", b = " + show(s.b) + ", c = " + show(b.center) + ", r = " + show(b.radius); };
  if (cc_due()) {
    ref::segment_sphere_case<double, N> c{{to_double(s.a), to_double(s.b)}, {to_double(b.center), double(b.radius)}};
    const int mine = wd <= 0 ? sign3(ww - r * r) : wd >= dd ? sign3(vv - r * r) : sign3(ww * dd - wd * wd - r * r * dd);
    cc_compare(mine, oracle_sign(ref::oracle(c)), describe);
  }
  static_assert(V::promise == contract::conservative, "only the conservative variant runs on a custom T");
  conservative_verdict(t, got, truth, must, describe);
}

template <class V, class F, int N>
tally run_segment_sphere(double range) {
  tally t;
  const auto vs = run_values<V, F>(range);
  const auto radii = nonneg(vs);
  auto judge_all = [&](const std::array<F, N>& a, const std::array<F, N>& bb, const std::array<F, N>& c) {
    for (F r : radii) judge<V>(segment<F, N>{a, bb}, ball<F, N>{c, r}, t);
  };
  each_points<N>(judge_all, vs, vs, vs);
  return t;
}

// ---- aabb_aabb (exact) ------------------------------------------------------------------------
template <class V, class F, int N>
tally run_aabb_aabb(double range) {
  tally t;
  const std::uint64_t lim = range > 0 ? units_of<F>(range) : std::uint64_t(F::max_mag);
  const auto sp = spans(values<F>(lim), V::open_sets);
  auto judge_boxes = [&](const box<F, N>& a, const box<F, N>& b) {
    ++t.cases;
    bool truth = true;
    for (int i = 0; i < N; ++i) {
      const i128 from = std::max(a.min[i].units(), b.min[i].units()), to = std::min(a.max[i].units(), b.max[i].units());
      truth = truth && (V::open_sets ? from < to : from <= to);
    }
    const bool got = V::test(a, b);
    if (cc_due()) {
      ref::aabb_aabb_case<double, N> c{{to_double(a.min), to_double(a.max)}, {to_double(b.min), to_double(b.max)}};
      const auto o = ref::oracle(c, V::open_sets);
      cc_compare(truth ? 1 : 0, o ? (*o ? 1 : 0) : 99, [] { return std::string("aabb_aabb"); });
    }
    if (got != truth)
      violation(t, "exact: wrong answer", got, truth, [&] {
        return "a = [" + show(a.min) + ", " + show(a.max) + "], b = [" + show(b.min) + ", " + show(b.max) + "]";
      });
  };
  if constexpr (N == 1) {
    for (auto [a0, a1] : sp)
      for (auto [b0, b1] : sp) judge_boxes(box<F, 1>{{a0}, {a1}}, box<F, 1>{{b0}, {b1}});
  } else {
    for (auto [a0, a1] : sp)
      for (auto [b0, b1] : sp)
        for (auto [c0, c1] : sp)
          for (auto [d0, d1] : sp) judge_boxes(box<F, 2>{{a0, c0}, {a1, c1}}, box<F, 2>{{b0, d0}, {b1, d1}});
  }
  return t;
}

// ---- aabb_point (exact) -----------------------------------------------------------------------
template <class V, class F, int N>
tally run_aabb_point(double range) {
  tally t;
  const std::uint64_t lim = range > 0 ? units_of<F>(range) : std::uint64_t(F::max_mag);
  const auto vs = values<F>(lim);
  const auto sp = spans(vs, false);
  auto judge_point = [&](const box<F, N>& b, const std::array<F, N>& p) {
    ++t.cases;
    const auto q = V::point(b, p);
    std::optional<std::array<ref::integer, N>> o;
    if (cc_due()) o = ref::oracle(ref::aabb_point_case<double, N>{{to_double(b.min), to_double(b.max)}, to_double(p)});
    for (int i = 0; i < N; ++i) {
      const i128 x = p[i].units(), lo = b.min[i].units(), hi = b.max[i].units();
      const i128 want = x < lo ? lo : x > hi ? hi : x;
      if (o) cc_compare(1, (*o)[i] == ref::on_grid(std::ldexp(double(std::int64_t(want)), F::eta_exp)) ? 1 : 0,
                        [] { return std::string("aabb_point"); });
      if (!q[i].is_finite() || q[i].units() != want)
        return violation(t, "exact: wrong closest point", true, true, [&] {
          return "p = " + show(p) + ", min = " + show(b.min) + ", max = " + show(b.max) + ", got " + show(q);
        });
    }
  };
  each_point<N>(vs, [&](const std::array<F, N>& p) { each_box<N>(sp, [&](const box<F, N>& b) { judge_point(b, p); }); });
  return t;
}

// ---- the registry -----------------------------------------------------------------------------
struct entry {
  std::string name;
  std::function<void(tally&, tally&)> run;  // fills the 1-D and 2-D tallies
  bool bounded;
  std::string formats;
};

#define SPHEREBOX_RUNNER(fn)                                                      \
  template <class V, class FA, class FB>                                          \
  std::function<void(tally&, tally&)> fn##_both(double r1, double r2) {         \
    return [r1, r2](tally& one, tally& two) {                                     \
      one = fn<V, FA, 1>(r1);                                                     \
      two = fn<V, FB, 2>(r2);                                                     \
    };                                                                            \
  }
SPHEREBOX_RUNNER(run_sphere_aabb)
SPHEREBOX_RUNNER(run_circle_rect)
SPHEREBOX_RUNNER(run_ellipsoid_aabb)
SPHEREBOX_RUNNER(run_segment_sphere)
SPHEREBOX_RUNNER(run_aabb_aabb)
SPHEREBOX_RUNNER(run_aabb_point)
#undef SPHEREBOX_RUNNER

template <class FA, class FB>
std::string formats() {
  return std::string(format_name<FA>()) + " (1-D), " + format_name<FB>() + " (2-D)";
}

std::vector<entry> registry() {
  namespace sa = sphere_aabb;
  namespace cr = circle_rect;
  namespace ea = ellipsoid_aabb;
  namespace kw = known_wrong;
  namespace mu = formal::mutant;
  std::vector<entry> r;
  auto bounded_sa = [&](std::string n, auto f) { r.push_back({n, f, true, formats<F1d, F2>()}); };
  auto other = [&](std::string n, auto f, bool b = false) { r.push_back({n, f, b, formats<F1, F2>()}); };
  auto seg = [&](std::string n, auto f) { r.push_back({n, f, false, formats<FS, F2>()}); };
  // products (expected: no violation)
  bounded_sa("sphere_aabb.arvo", run_sphere_aabb_both<sa::arvo, F1d, F2>(r1, wide));
  bounded_sa("sphere_aabb.qri", run_sphere_aabb_both<sa::qri, F1d, F2>(r1, wide));
  bounded_sa("sphere_aabb.qrf", run_sphere_aabb_both<sa::qrf, F1d, F2>(r1, wide));
  bounded_sa("sphere_aabb.branchless", run_sphere_aabb_both<sa::branchless, F1d, F2>(r1, wide));
  other("sphere_aabb.conservative", run_sphere_aabb_both<sa::conservative, F1, F2>(full, wide));
  bounded_sa("circle_rect.absmax", run_circle_rect_both<cr::absmax, F1d, F2>(r1, narrow));
  bounded_sa("circle_rect.absmax_open", run_circle_rect_both<cr::absmax_open, F1d, F2>(r1, narrow));
  other("circle_rect.conservative", run_circle_rect_both<cr::conservative, F1, F2>(full, narrow));
  other("aabb_aabb.closed", run_aabb_aabb_both<aabb_aabb::closed, F1, F2>(full, narrow));
  other("aabb_aabb.open", run_aabb_aabb_both<aabb_aabb::open, F1, F2>(full, narrow));
  other("aabb_point.clamp", run_aabb_point_both<aabb_point::clamp, F1, F2>(full, wide));
  other("ellipsoid_aabb.scaled", run_ellipsoid_aabb_both<ea::scaled, F1, F2>(full, narrow), true);
  other("ellipsoid_aabb.conservative", run_ellipsoid_aabb_both<ea::conservative, F1, F2>(full, narrow));
  seg("segment_sphere.conservative", run_segment_sphere_both<segment_sphere::conservative, FS, F2>(full, narrow));
  // known-wrong variants of the harness (spherebox_ref/<slug>/known_wrong.hpp) and local
  // mutants (expected: a violation)
  bounded_sa("known_wrong.sphere_aabb.strict_final", run_sphere_aabb_both<kw::strict_final, F1d, F2>(r1, wide));
  bounded_sa("known_wrong.sphere_aabb.branchless_as_printed",
             run_sphere_aabb_both<kw::branchless_as_printed, F1d, F2>(r1, wide));
  bounded_sa("known_wrong.sphere_aabb.arvo_denormal", run_sphere_aabb_both<kw::arvo_denormal, F1d, F2>(r1, wide));
  other("known_wrong.sphere_aabb.arvo_no_domain_guard",
        run_sphere_aabb_both<kw::arvo_no_domain_guard, F1, F2>(full, wide), true);
  other("known_wrong.sphere_aabb.conservative_nonstrict",
        run_sphere_aabb_both<kw::conservative_nonstrict, F1, F2>(full, wide));
  other("known_wrong.sphere_aabb.conservative_always_true",
        run_sphere_aabb_both<kw::conservative_always_true, F1, F2>(full, wide));
  bounded_sa("known_wrong.circle_rect.absmax_strict_closed",
             run_circle_rect_both<kw::absmax_strict_closed, F1d, F2>(r1, narrow));
  // Not here: kw::absmax_via_minmax (not caught on these formats: the rounding of c + h is at
  // most half an ulp of c, and no representable radius falls inside that gap while the error
  // exceeds (N+5) u S; the fuzz targets catch it at binary32), kw::conservative_center_half
  // (calls std::fabs, which has no overload for a custom T).
  other("known_wrong.circle_rect.absmax_conservative_naive",
        run_circle_rect_both<kw::absmax_conservative_naive, F1, F2>(full, narrow));
  other("known_wrong.ellipsoid_aabb.scaled_strict", run_ellipsoid_aabb_both<kw::scaled_strict, F1, F2>(full, narrow),
        true);
  bounded_sa("mutant.sphere_aabb.qri_nonstrict_reject",
             run_sphere_aabb_both<mu::qri_nonstrict_reject, F1d, F2>(r1, wide));
  bounded_sa("mutant.sphere_aabb.arvo_dropped_term", run_sphere_aabb_both<mu::arvo_dropped_term, F1d, F2>(r1, wide));
  other("mutant.aabb_aabb.closed_strict", run_aabb_aabb_both<mu::closed_strict, F1, F2>(full, narrow));
  other("mutant.aabb_aabb.open_nonstrict", run_aabb_aabb_both<mu::open_nonstrict, F1, F2>(full, narrow));
  other("mutant.aabb_point.clamp_lower_only", run_aabb_point_both<mu::clamp_lower_only, F1, F2>(full, wide));
  other("mutant.ellipsoid_aabb.conservative_nonstrict",
        run_ellipsoid_aabb_both<mu::ellipsoid_conservative_nonstrict, F1, F2>(full, narrow));
  seg("mutant.segment_sphere.conservative_no_upper_radius",
      run_segment_sphere_both<mu::segment_conservative_no_upper_radius, FS, F2>(full, narrow));
  return r;
}

void print(const char* dim, const tally& t, bool bounded) {
  std::printf("  %s: %llu cases, %llu violations", dim, (unsigned long long)t.cases, (unsigned long long)t.violations);
  if (bounded)
    std::printf(", %llu runs with no rounding, %llu wrong answers allowed by the bound (%llu only by its "
                "a*eta term; %llu after an underflow); largest |D-R|/(u S): %.3g without underflow, %.3g "
                "with",
                (unsigned long long)t.exact_runs, (unsigned long long)t.disagreements,
                (unsigned long long)t.absolute_only, (unsigned long long)t.underflowed, t.worst, t.worst_uf);
  std::printf(", %llu false positives\n", (unsigned long long)t.false_positives);
}

}  // namespace

int main(int argc, char** argv) {
  bool expect_violation = false, list = false;
  std::string name;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--expect-violation") == 0) expect_violation = true;
    else if (std::strcmp(argv[i], "--list") == 0) list = true;
    else if (std::strcmp(argv[i], "--crosscheck") == 0) crosscheck = true;
    else name = argv[i];
  }
  const auto reg = registry();
  for (const auto& e : reg) {
    if (list) {
      std::printf("%s\n", e.name.c_str());
      continue;
    }
    if (e.name != name) continue;
    tally one, two;
    stop_at_first = expect_violation;
    try {
      e.run(one, two);
    } catch (const stop& s) {
      std::printf("%s on %s: first violation: %s\nviolation found, as expected: passed\n", e.name.c_str(),
                  e.formats.c_str(), s.first.c_str());
      return 0;
    }
    std::printf("%s on %s:\n", e.name.c_str(), e.formats.c_str());
    print("1-D", one, e.bounded);
    print("2-D", two, e.bounded);
    tally all = one;
    all.add(two);
    if (crosscheck) {
      std::printf("crosscheck against spherebox_ref's oracle: %llu sampled cases, %llu mismatches\n",
                  (unsigned long long)cc_done, (unsigned long long)cc_bad);
      if (cc_done == 0 || cc_bad != 0) all.violations += 1, all.first = all.first.empty() ? "crosscheck" : all.first;
    }
    if (!all.first.empty()) std::printf("first violation: %s\n", all.first.c_str());
    const bool ok = expect_violation ? all.violations > 0 : all.violations == 0;
    std::printf("%s\n", ok ? (expect_violation ? "violation found, as expected: passed" : "no violation: passed")
                           : (expect_violation ? "NO violation found: failed" : "failed"));
    return ok ? 0 : 1;
  }
  if (list) return 0;
  std::fprintf(stderr, "unknown name %s (--list prints them)\n", name.c_str());
  return 2;
}
