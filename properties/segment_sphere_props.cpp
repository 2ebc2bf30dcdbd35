// Segment–sphere properties: every variant keeps its contract; each builder category produces
// what it claims (tangency at the interior, at each end point, for a zero-length segment,
// near tangency, lattices, huge and tiny scales, beyond-the-far-end balls); nodiv is exact
// on small integers; and the exact symmetries: axis permutation, mirroring, scaling by 2^k,
// swapping the end points.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <numeric>

#include <spherebox/segment_sphere/variants.hpp>
#include <spherebox_ref/segment_sphere/build.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

namespace ss = spherebox::segment_sphere;
using namespace spherebox::prop;
template <class T, int N>
using ss_case = ref::segment_sphere_case<T, N>;
using ref::segment_feature;

/// The exact parts of a case the builder promises to keep in the oracle's domain.
template <class T, int N>
ref::segment_sphere_exact exact(const ss_case<T, N>& c) {
  const auto x = ref::exact_parts(c);
  RC_ASSERT(x.has_value());
  return *x;
}

/// Calls f(V{}) for every variant of the registry.
template <class F>
void each_variant(F&& f) { ss::all::for_each(std::forward<F>(f)); }

}  // namespace

SPHEREBOX_PROP_HONOURS_CONTRACTS(SegmentSphere, ss_case, honours<ss::all>)

// tangent: D == R exactly, and the closest point is where the feature says: 0 < t* < 1 for the
// interior, t* = 0 behind a, t* = 1 beyond b, a == b for the zero-length segment.
RC_GTEST_PROP(SegmentSphereGen, tangentTouchesAtItsFeature, ()) {
  for_random_kind([]<class T, int N>() {
    rc_source src;
    const auto f = static_cast<segment_feature>(src.range(0, 3));
    const auto c = ref::build_segment_tangent<T, N>(src, f, 0);
    const auto x = exact(c);
    RC_ASSERT(x.D == x.R);
    RC_CLASSIFY(c.b.radius == 0, "r = 0 (centre on the segment)");
    RC_CLASSIFY(std::fabs(c.s.a[0]) > T(0x1p60) || std::fabs(c.b.radius) > T(0x1p60), "huge (> 2^60)");
    RC_CLASSIFY(c.b.radius != 0 && c.b.radius < T(0x1p-60), "tiny (< 2^-60)");
    RC_CLASSIFY(ref::intermediates_representable(c), "every intermediate representable");
    switch (f) {
      case segment_feature::interior: RC_ASSERT(x.t > 0 && x.t < 1); break;
      case segment_feature::end_a: RC_ASSERT(x.t == 0 && c.s.a != c.s.b); break;
      case segment_feature::end_b: RC_ASSERT(x.t == 1); break;
      default: RC_ASSERT(c.s.a == c.s.b);
    }
  });
}

// nudged: r moved off exact tangency by 1..4 ulps either way at every feature, so D != R;
// beyond b with r moved down, the ball misses the segment although it reaches the segment's
// line (what a ray test gets wrong).
RC_GTEST_PROP(SegmentSphereGen, nudgedMissesTangency, ()) {
  for_random_kind([]<class T, int N>() {
    rc_source src;
    const auto f = static_cast<segment_feature>(src.range(0, 3));
    const int k = static_cast<int>(src.range(1, 4));
    const auto c = ref::build_segment_tangent<T, N>(src, f, src.range(0, 1) ? k : -k);
    const auto x = exact(c);
    RC_ASSERT(x.D != x.R);
    RC_CLASSIFY(f == segment_feature::end_b && x.D > x.R, "disjoint, beyond the far end");
  });
}

// The default generator puts balls beyond the far end, disjoint from the segment but within r
// of its line, in at least 1% of its cases (the known-wrong far_end_ignored lives there).
TEST(SegmentSphereGen, defaultMixHasBallsBeyondTheFarEnd) {
  const auto gen = rc::gen::arbitrary<ss_case<double, 3>>();
  int hits = 0;
  constexpr int n = 4000;
  for (int i = 0; i < n; ++i) {
    const auto c = gen(rc::Random(std::uint64_t(7000 + i)), 100).value();
    const auto x = ref::exact_parts(c);
    if (!x || x->t != 1 || x->D <= x->R) continue;
    // distance to the line: |w|^2 - (w.d)^2/|d|^2 <= r^2
    ref::rational ww = 0, wd = 0, dd = 0;
    for (int j = 0; j < 3; ++j) {
      const auto a = ref::exact_value(c.s.a[j]);
      const auto w = ref::exact_value(c.b.center[j]) - a, d = ref::exact_value(c.s.b[j]) - a;
      ww += w * w, wd += w * d, dd += d * d;
    }
    hits += ww - wd * wd / dd <= x->R;
  }
  EXPECT_GE(hits, n / 100);
}

// near: |D - R| tiny relative to D + R: below 2^-(p/2-3) (D + R) (r moved by a few ulps, or
// by a relative 2^-e with e >= p/2), or, at subnormal r, within 16 eta r + 64 eta^2.
RC_GTEST_PROP(SegmentSphereGen, nearIsNearTangency, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw<ss_case<T, N>>(mode::near);
    const auto x = exact(c);
    constexpr int p = std::numeric_limits<T>::digits;
    const bool subnormal = c.b.radius < std::numeric_limits<T>::min();
    RC_CLASSIFY(subnormal, "subnormal radius");
    RC_CLASSIFY(x.D == x.R, "exactly touching");
    const ref::rational r = ref::exact_value(c.b.radius), eta = ref::exact_value(std::numeric_limits<T>::denorm_min());
    const ref::rational underflow = subnormal ? 16 * eta * r + 64 * eta * eta : ref::rational(0);
    const ref::rational gap = abs(x.D - x.R);
    RC_CLASSIFY(gap * ref::rational(ref::integer(1) << (p - 6)) > x.D + x.R, "wide nudge");
    RC_ASSERT(gap <= underflow || (gap - underflow) * ref::rational(ref::integer(1) << (p / 2 - 3)) <= x.D + x.R);
  });
}

// lattice: w-bit integers times one 2^k; nodiv's own steps are exact on a good share of them
// (no quotient), and wherever they are, nodiv's answer is the oracle's.
RC_GTEST_PROP(SegmentSphereGen, nodivIsExactOnLattices, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw<ss_case<T, N>>(mode::lattice);
    const auto ex = ref::oracle(c);
    RC_ASSERT(ex.has_value());
    const bool exact_steps = ref::nodiv_steps_exact(c);
    RC_CLASSIFY(exact_steps, "nodiv steps exact");
    RC_CLASSIFY(ref::clamped_steps_exact(c), "clamped steps exact");
    RC_CLASSIFY(c.s.a == c.s.b, "zero-length segment");
    if (exact_steps) RC_ASSERT(ss::nodiv::test(c.s, c.b) == ex->holds());
  });
}

TEST(SegmentSphereGen, latticeIsOftenExactForNodiv) {
  const auto g = rc::gen::exec([] { return draw<ss_case<float, 3>>(mode::lattice); });
  int exact_steps = 0;
  constexpr int n = 2000;
  for (int i = 0; i < n; ++i) exact_steps += ref::nodiv_steps_exact(g(rc::Random(std::uint64_t(100 + i)), 100).value());
  EXPECT_GE(exact_steps, n / 4);
}

// Huge and tiny scales: the tangent builder reaches beyond 2^60 and below 2^-60 (binary32:
// where squares overflow or underflow without the normalized frame) in a few percent of cases.
TEST(SegmentSphereGen, reachesHugeAndTinyScales) {
  const auto g = rc::gen::exec([] { return draw<ss_case<float, 3>>(mode::tangent); });
  int huge = 0, tiny = 0;
  constexpr int n = 4000;
  for (int i = 0; i < n; ++i) {
    const auto c = g(rc::Random(std::uint64_t(300 + i)), 100).value();
    float big = 0;
    for (float x : c.flat()) big = std::max(big, std::fabs(x));
    huge += big > 0x1p60f, tiny += big > 0 && big < 0x1p-60f;
  }
  EXPECT_GE(huge, n / 50);
  EXPECT_GE(tiny, n / 50);
}

namespace {

/// c with its axes permuted by perm and mirrored (x -> -x) where bit i of flips is set.
template <class T, int N, class Perm>
ss_case<T, N> rearranged(const ss_case<T, N>& c, const Perm& perm, unsigned flips) {
  auto out = c;
  out.s.a = rearranged_axes(c.s.a, perm, flips), out.s.b = rearranged_axes(c.s.b, perm, flips);
  out.b.center = rearranged_axes(c.b.center, perm, flips);
  return out;
}

/// The exact D, R and S of two cases are equal.
template <class T, int N>
bool same_exact(const ss_case<T, N>& x, const ss_case<T, N>& y) {
  const auto a = ref::exact_parts(x), b = ref::exact_parts(y);
  return a && b && a->D == b->D && a->R == b->R && a->S == b->S;
}

}  // namespace

// Axis permutation and per-axis mirroring. The exact D, R, S never change. Mirroring any
// subset of axes is exact in IEEE arithmetic for every variant (negation is exact, rounding is
// symmetric, fused or not), so the answers must be equal. A permutation reorders the sums:
// equal answers are required only where the arithmetic is symmetric, i.e. for conservative
// (per axis) and, in 2-D without contraction, for clamped and nodiv (a two-term sum commutes;
// nodiv's single cross term only changes sign). Elsewhere the image must keep the contract.
RC_GTEST_PROP(SegmentSphereMeta, axisPermutationAndMirroring, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<ss_case<T, N>>();
    if (!ref::exact_parts(c)) {
      RC_TAG("outside the oracle's domain");
      return;
    }
    rc_source src;
    const bool permute = src.range(0, 1) != 0;
    const auto perm = permute ? random_perm<N>(src) : identity_perm<N>();
    const auto image = rearranged(c, perm, static_cast<unsigned>(src.bits(N)));
    RC_ASSERT(same_exact(c, image));
    each_variant([&](auto tag) {
      using V = decltype(tag);
      if (!ref::in_domain(c, ref::claim_of<V, T, N>())) return;
      const bool symmetric = !permute || V::promise == spherebox::contract::conservative ||
                             (N == 2 && ref::check_twins);
      if (symmetric) RC_ASSERT(V::test(image.s, image.b) == V::test(c.s, c.b));
      spherebox::prop::fail_on(ref::check<V>(image));
    });
  });
}

// Scaling by 2^k (k in [-80, 80]) where every value scales exactly and stays in the domain:
// D and R scale by exactly 4^k, and every variant answers the same (the bounded variants'
// normalized frame is the same bits; conservative's fl(lo - r) scales exactly).
RC_GTEST_PROP(SegmentSphereMeta, scalingByPowersOfTwo, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<ss_case<T, N>>();
    const int k = *rc::gen::inRange(-80, 81);
    const auto x = ref::exact_parts(c);
    if (!x) {
      RC_TAG("outside the oracle's domain");
      return;
    }
    bool any = false;
    each_variant([&](auto tag) {
      using V = decltype(tag);
      const auto cl = ref::claim_of<V, T, N>();
      if (!ref::in_domain(c, cl)) return;
      const auto image = ref::scaled_by(c, k, cl);
      if (!image) return;
      any = true;
      const auto y = ref::exact_parts(*image);
      const ref::rational f = k >= 0 ? ref::rational(ref::integer(1) << (2 * k)) : ref::rational(1, ref::integer(1) << (-2 * k));
      RC_ASSERT(y->D == x->D * f && y->R == x->R * f);
      RC_ASSERT(V::test(image->s, image->b) == V::test(c.s, c.b));
    });
    RC_CLASSIFY(!any, "no exact image");
  });
}

// Swapping the end points: the same set, so the exact D, R, S are equal. conservative's
// arithmetic is symmetric in a and b (min and max per axis) and must answer the same;
// clamped and nodiv compute from a (w = c - a, t from a) and are not symmetric: their image
// is only checked against the contract, and how often the answer flips is shown.
RC_GTEST_PROP(SegmentSphereMeta, swappingEndPoints, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<ss_case<T, N>>();
    auto image = c;
    std::swap(image.s.a, image.s.b);
    if (!ref::exact_parts(c)) {
      RC_TAG("outside the oracle's domain");
      return;
    }
    RC_ASSERT(same_exact(c, image));
    RC_ASSERT(ss::conservative::test(image.s, image.b) == ss::conservative::test(c.s, c.b));
    bool flipped = false;
    each_variant([&](auto tag) {
      using V = decltype(tag);
      spherebox::prop::fail_on(ref::check<V>(image));
      if (ref::in_domain(c, ref::claim_of<V, T, N>()))
        flipped = flipped || V::test(image.s, image.b) != V::test(c.s, c.b);
    });
    RC_CLASSIFY(flipped, "a bounded variant's answer flipped (allowed: within its bound)");
  });
}
