// Runs the library's real sphere–AABB templates on EVERY input of a tiny floating-point format
// and judges each answer exactly against the variant's own declared contract, so the proofs in
// formal/ (which speak about models of these templates) are tied to the code: an edit that
// changes what a modelled header computes (a strict comparison made non-strict, a dropped term, a
// constant cut) is found here as a violation.
//   usage: spherebox_minifloat_exhaustive [--expect-violation] NAME
// NAME is a product variant (arvo qri qrf branchless conservative) or a known-wrong one
// (conservative_nonstrict strict_final branchless_as_printed conservative_always_true); with
// --expect-violation the run passes only if a violation IS found (a negative control).
//
// Formats: 1-D, every finite input of the 7-bit format E = 4, M = 2 (r >= 0, min <= max);
// 2-D, every input of the 6-bit format E = 3, M = 2 whose values lie in [-1/2, 1/2] (every
// finite input would be 1.6e10 cases; this range still holds the subnormals, the smallest
// normals and exact tangencies).
// The exact answer: D = sum_i dist(c_i, [min_i, max_i])^2 against R = r^2, computed from scratch
// in integers (every value is an integer multiple of the smallest subnormal), a different
// algorithm from the variants (it clamps; they branch or take maxima). Checked:
//   conservative (a) no false negative; (b) "no overlap" wherever reject_bound(N) says so;
//   bounded (a) a wrong answer only where |D - R| <= k*u*(D + R) + a*eta, with the variant's
//   declared (k, a) = bound(N), u = 2^-(M+1) and eta the format's smallest subnormal, inside
//   its declared magnitude domain max_magnitude<T>(); (b) exact whenever no operation of the
//   call rounded (the type records every inexact rounding of the real computation).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <spherebox/sphere_aabb/variants.hpp>

#include "known_wrong/sphere_aabb.hpp"
#include "minifloat.hpp"

namespace {

using spherebox::ball;
using spherebox::box;
using spherebox::contract;
using i128 = std::int64_t;  // values below 2^17 grid units: squares and sums fit

struct tally {
  std::uint64_t cases = 0, in_domain = 0, disagreements = 0, violations = 0, false_positives = 0;
  double worst_ratio = 0;  // largest (|D-R| - a eta)/(u (D+R)) among allowed disagreements
  std::string first;
};

}  // namespace

namespace {

template <int E, int M>
using mf = spherebox::formal::minifloat<E, M>;

/// The values the exhaustive loops draw: every finite value (1-D), or those in [-lim, lim].
template <class F>
std::vector<F> values(double lim) {
  std::vector<F> out;
  F::for_each_finite([&](F x) {
    if (std::fabs(double(x)) <= lim) out.push_back(x);
  });
  return out;
}

template <class V, int E, int M, int N>
void judge(const ball<mf<E, M>, N>& s, const box<mf<E, M>, N>& b, tally& t) {
  using F = mf<E, M>;
  constexpr int p = M + 1;  // u = 2^-p
  ++t.cases;
  const double lim = double(V::template max_magnitude<F>());
  bool in = !(double(s.radius) < 0) && std::fabs(double(s.radius)) <= lim;
  for (int i = 0; i < N; ++i)
    in = in && double(b.min[i]) <= double(b.max[i]) && std::fabs(double(s.center[i])) <= lim &&
         std::fabs(double(b.min[i])) <= lim && std::fabs(double(b.max[i])) <= lim;
  if (!in) return;
  ++t.in_domain;
  const double scale = std::ldexp(1.0, M - F::emin);  // grid units per 1
  i128 D = 0;
  for (int i = 0; i < N; ++i) {
    const i128 c = i128(double(s.center[i]) * scale), lo = i128(double(b.min[i]) * scale),
               hi = i128(double(b.max[i]) * scale);
    const i128 gap = c < lo ? lo - c : c > hi ? c - hi : 0;
    D += gap * gap;
  }
  const i128 r = i128(double(s.radius) * scale), R = r * r;  // D, R in units of eta^2
  const bool truth = D <= R;
  F::inexact() = false;
  const bool got = V::test(s, b);
  const bool exact_run = !F::inexact();
  auto fail = [&](const char* what) {
    ++t.violations;
    if (!t.first.empty()) return;
    char buf[512];
    int n = std::snprintf(buf, sizeof buf, "%s: %s; c = (", V::name.data(), what);
    for (int i = 0; i < N; ++i) n += std::snprintf(buf + n, sizeof buf - n, "%a ", double(s.center[i]));
    n += std::snprintf(buf + n, sizeof buf - n, "), r = %a, min = (", double(s.radius));
    for (int i = 0; i < N; ++i) n += std::snprintf(buf + n, sizeof buf - n, "%a ", double(b.min[i]));
    n += std::snprintf(buf + n, sizeof buf - n, "), max = (");
    for (int i = 0; i < N; ++i) n += std::snprintf(buf + n, sizeof buf - n, "%a ", double(b.max[i]));
    std::snprintf(buf + n, sizeof buf - n, "); answered %d, exact %d", got, truth);
    t.first = buf;
  };
  if (V::promise == contract::conservative) {
    if (truth && !got) return fail("conservative (a): false negative");
    if (!truth && got) {
      ++t.false_positives;
      if constexpr (requires { V::reject_bound(N); }) {
        const auto rb = V::reject_bound(N);
        // some axis: c < (lo - r) - k u |lo - r| - a eta, or c > (hi + r) + k u |hi + r| + a eta
        for (int i = 0; i < N; ++i) {
          const i128 c = i128(double(s.center[i]) * scale), lo = i128(double(b.min[i]) * scale) - r,
                     hi = i128(double(b.max[i]) * scale) + r;
          const i128 below = (lo - c) << p, above = (c - hi) << p;
          const i128 slack_lo = rb.k * (lo < 0 ? -lo : lo) + (i128(rb.a) << p),
                     slack_hi = rb.k * (hi < 0 ? -hi : hi) + (i128(rb.a) << p);
          if (below > slack_lo || above > slack_hi) return fail("conservative (b): kept a case it must reject");
        }
      }
    }
    return;
  }
  if (got == truth) return;
  ++t.disagreements;
  if (exact_run) return fail("bounded (b): wrong although no operation rounded");
  const auto bd = V::bound(N);
  // D and R are in units of eta^2 (eta the smallest subnormal, one grid unit), so the bound
  // |D - R| <= k u (D + R) + a eta reads, in those units, with eta = 1/eta units = scale.
  const i128 eta_units = i128(scale);
  const i128 gap = (D > R ? D - R : R - D) << p;
  const i128 allowed = i128(bd.k) * (D + R) + ((i128(bd.a) * eta_units) << p);
  if (gap > allowed) return fail("bounded (a): wrong outside the declared error bound");
  const double rel = (double(gap) - double((i128(bd.a) * eta_units) << p)) / double(D + R);
  if (rel > t.worst_ratio) t.worst_ratio = rel;
}

template <class V>
tally run() {
  tally t;
  {  // 1-D: every finite input of E = 4, M = 2
    using F = mf<4, 2>;
    const auto all = values<F>(1e300);
    for (F c : all)
      for (F r : all) {
        if (double(r) < 0 || std::signbit(double(r))) continue;
        for (F lo : all)
          for (F hi : all) {
            if (double(lo) > double(hi)) continue;
            judge<V>(ball<F, 1>{{c}, r}, box<F, 1>{{lo}, {hi}}, t);
          }
      }
  }
  {  // 2-D: E = 3, M = 2, every input whose values lie in [-1/2, 1/2] (subnormals included)
    using F = mf<3, 2>;
    const auto vs = values<F>(0.5);
    std::vector<std::pair<F, F>> spans;
    for (F lo : vs)
      for (F hi : vs)
        if (double(lo) <= double(hi)) spans.push_back({lo, hi});
    std::vector<F> radii;
    for (F r : vs)
      if (double(r) >= 0 && !std::signbit(double(r))) radii.push_back(r);
    for (F c0 : vs)
      for (F c1 : vs)
        for (F r : radii)
          for (const auto& [lo0, hi0] : spans)
            for (const auto& [lo1, hi1] : spans)
              judge<V>(ball<F, 2>{{c0, c1}, r}, box<F, 2>{{lo0, lo1}, {hi0, hi1}}, t);
  }
  return t;
}

template <class... V>
struct list {};

}  // namespace

int main(int argc, char** argv) {
  bool expect_violation = false;
  std::string name;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--expect-violation") == 0) expect_violation = true;
    else name = argv[i];
  }
  namespace sa = spherebox::sphere_aabb;
  namespace kw = spherebox::known_wrong;
  tally t;
  bool found = false;
  auto pick = [&](auto tag) {
    using V = decltype(tag);
    if (name != V::name) return;
    found = true;
    t = run<V>();
  };
  pick(sa::arvo{}), pick(sa::qri{}), pick(sa::qrf{}), pick(sa::branchless{}), pick(sa::conservative{});
  pick(kw::conservative_nonstrict{}), pick(kw::strict_final{}), pick(kw::branchless_as_printed{});
  pick(kw::conservative_always_true{}), pick(kw::arvo_denormal{});
  if (!found) {
    std::fprintf(stderr, "unknown variant %s\n", name.c_str());
    return 2;
  }
  std::printf("%s: %llu cases, %llu in domain, %llu disagreements allowed by the bound (worst %.3g u(D+R)), "
              "%llu false positives, %llu violations\n",
              name.c_str(), (unsigned long long)t.cases, (unsigned long long)t.in_domain,
              (unsigned long long)t.disagreements, t.worst_ratio, (unsigned long long)t.false_positives,
              (unsigned long long)t.violations);
  if (!t.first.empty()) std::printf("first violation: %s\n", t.first.c_str());
  const bool ok = expect_violation ? t.violations > 0 : t.violations == 0;
  std::printf("%s\n", ok ? "1 passed, 0 failed" : "0 passed, 1 failed");
  return ok ? 0 : 1;
}
