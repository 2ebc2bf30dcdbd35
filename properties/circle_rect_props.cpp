// circle_rect properties: every variant keeps its contract; each builder category produces
// what it claims (tangency to faces, edges and corners, near tangency, degenerate extents,
// huge and tiny scales, special values); the exact symmetries (axis permutation, mirroring,
// scaling by 2^k) hold for the oracle and, where IEEE arithmetic makes them exact, for the
// variants; and abs-max agrees with min/max boxes whose bounds are exactly c -+ h.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <numeric>
#include <spherebox/circle_rect/variants.hpp>
#include <spherebox/sphere_aabb/variants.hpp>
#include <spherebox_ref/circle_rect/build.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

using namespace spherebox::prop;
template <class T, int N>
using cr_case = ref::circle_rect_case<T, N>;

/// Axes on which the ball centre lies strictly outside the slab |x_i - c_i| <= h_i (exact).
template <class T, int N>
int outside_axes(const cr_case<T, N>& c) {
  int n = 0;
  for (int i = 0; i < N; ++i)
    n += boost::multiprecision::abs(ref::on_grid(c.s.center[i]) - ref::on_grid(c.b.center[i])) >
         ref::on_grid(c.b.half[i]);
  return n;
}

/// c with axes permuted by perm and mirrored (x -> -x) where bit i of flips is set.
template <class T, int N, class Perm>
cr_case<T, N> rearranged(const cr_case<T, N>& c, const Perm& perm, unsigned flips) {
  auto out = c;
  out.s.center = rearranged_axes(c.s.center, perm, flips), out.b.center = rearranged_axes(c.b.center, perm, flips);
  out.b.half = rearranged_axes(c.b.half, perm);
  return out;
}

}  // namespace

SPHEREBOX_PROP_HONOURS_CONTRACTS(CircleRect, cr_case, honours<spherebox::circle_rect::all>)

// tangent: exactly touching (D == R), with the centre outside on exactly min(feature, N) axes:
// 0 = in or on the box with r = 0, 1 = a face, 2 = an edge (a corner in 2-D), 3 = a corner.
RC_GTEST_PROP(CircleRectGen, tangentTouchesItsFeatureExactly, ()) {
  for_random_kind([]<class T, int N>() {
    rc_source src;
    const int feature = static_cast<int>(src.range(0, 3));
    const auto c = ref::build_circle_rect_tangent<T, N>(src, {feature, 0});
    const auto ex = ref::oracle(c);
    RC_ASSERT(ex.has_value());
    RC_ASSERT(ex->margin() == 0);
    RC_ASSERT(outside_axes(c) == std::min(feature, N));
    if (feature == 0) RC_ASSERT(c.s.radius == 0);
    RC_CLASSIFY(std::find(c.b.half.begin(), c.b.half.end(), T(0)) != c.b.half.end(),
                "degenerate extent");
    RC_TAG(feature == 0   ? "inside, r = 0"
           : feature == 1 ? "face"
           : feature == 2 ? "edge"
                          : "corner");
  });
}

// nudged: r moved 1..4 ulps off an exact tangency, so D != R.
RC_GTEST_PROP(CircleRectGen, nudgedMissesTangency, ()) {
  for_random_kind([]<class T, int N>() {
    const auto ex = ref::oracle(draw<cr_case<T, N>>(mode::nudged));
    RC_ASSERT(ex.has_value());
    RC_CLASSIFY(ex->holds(), "nudged inside");
    RC_ASSERT(ex->margin() != 0);
  });
}

// near: outside on at least one axis (D > 0), and |D - R| below 2^-(p-6) (D + R), plus an
// absolute 16 eta r + 64 eta^2 where r is subnormal (fewer than p bits).
RC_GTEST_PROP(CircleRectGen, nearIsNearTangency, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw<cr_case<T, N>>(mode::near);
    const auto ex = ref::oracle(c);
    RC_ASSERT(ex.has_value());
    RC_ASSERT(outside_axes(c) >= 1);
    RC_ASSERT(ex->d > 0);
    constexpr int p = std::numeric_limits<T>::digits;
    const bool subnormal = c.s.radius < std::numeric_limits<T>::min();
    RC_CLASSIFY(subnormal, "subnormal radius");
    const ref::integer gap = boost::multiprecision::abs(ex->margin());
    const ref::integer underflow = subnormal ? 16 * ref::on_grid(c.s.radius) + 64 : 0;
    RC_ASSERT(gap <= underflow || ((gap - underflow) << (p - 6)) <= ex->d + ex->r);
  });
}

// special: every value is from ref::interesting<T>() or an integer in [-4, 4], at least one not.
RC_GTEST_PROP(CircleRectGen, specialDrawsFromThePool, ()) {
  for_random_kind([]<class T, int N>() {
    RC_ASSERT(special_from_pool(draw<cr_case<T, N>>(mode::special).flat()));
  });
}

// Categories that only show up in distributions: part (b) inputs, degenerate extents, huge
// (beyond the abs-max domain) and tiny (r^2 below the smallest normal) scales, and boxes far
// from the origin whose bounds c -+ h are not representable (near).
TEST(CircleRectGen, CategoriesAreFrequent) {
  spherebox::prop::for_each_kind([](auto t, auto n) {
    using T = decltype(t);
    constexpr int N = decltype(n)::value;
    const std::string kind = ref::type_name<T>() + "/" + std::to_string(N);
    // Fraction of 1000 seeded cases of mode m satisfying p.
    auto fraction = [](mode m, auto&& p) {
      const auto g = spherebox::prop::gen_cases<cr_case<T, N>>(rc::gen::just(m));
      return spherebox::prop::fraction(g, 1000, p, 7000);
    };
    auto degenerate = [](const auto& c) {
      return std::find(c.b.half.begin(), c.b.half.end(), T(0)) != c.b.half.end();
    };
    auto huge = [](const auto& c) {
      for (T x : c.flat())
        if (std::fabs(x) > spherebox::detail::square_safe_magnitude<T>()) return true;
      return false;
    };
    auto tiny = [](const auto& c) {
      return c.s.radius > 0 && c.s.radius < std::sqrt(std::numeric_limits<T>::min());
    };
    auto bounds_round = [](const auto& c) {
      for (int i = 0; i < N; ++i) {
        const T hi = c.b.center[i] + c.b.half[i];
        if (!std::isfinite(hi) ||
            ref::on_grid(hi) != ref::on_grid(c.b.center[i]) + ref::on_grid(c.b.half[i]))
          return true;
      }
      return false;
    };
    auto exact = [](const auto& c) { return ref::intermediates_representable(c); };
    EXPECT_GE(fraction(mode::lattice, exact), 0.3) << kind;
    EXPECT_GE(fraction(mode::tangent, exact), 0.2) << kind;
    EXPECT_GE(fraction(mode::lattice, degenerate), 0.1) << kind;
    EXPECT_GE(fraction(mode::tangent, degenerate), 0.2) << kind;
    EXPECT_GE(fraction(mode::tangent, huge), 0.05) << kind;
    EXPECT_GE(fraction(mode::tangent, tiny), 0.05) << kind;
    EXPECT_GE(fraction(mode::near, bounds_round), 0.1) << kind;
  });
}

// The oracle's margin and scale are unchanged by permuting and mirroring axes, and D, R scale
// by 4^k when every value scales exactly by 2^k.
RC_GTEST_PROP(CircleRect, oracleRespectsSymmetries, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<cr_case<T, N>>();
    const auto ex = ref::oracle(c);
    if (!ex) return;
    rc_source src;
    const auto im =
        ref::oracle(rearranged(c, random_perm<N>(src), static_cast<unsigned>(src.bits(N))));
    RC_ASSERT(im->margin() == ex->margin());
    RC_ASSERT(im->s == ex->s);
    const int k = static_cast<int>(src.range(-64, 64));
    auto v = c.flat();
    for (T& x : v) {
      const T y = std::ldexp(x, k);
      if (!std::isfinite(y) || std::ldexp(y, -k) != x) return;
      x = y;
    }
    const auto sx = ref::oracle(cr_case<T, N>::from_flat(v));
    const auto& [big, small] = k >= 0 ? std::pair(*sx, *ex) : std::pair(*ex, *sx);
    const int shift = 2 * (k >= 0 ? k : -k);
    RC_ASSERT(big.d == (small.d << shift) && big.r == (small.r << shift));
  });
}

// Variants: mirroring any set of axes is exact (fl(-p + c) = -fl(p - c)), for every input;
// the conservative test is per axis, so any permutation is exact; the abs-max sum is exact
// under swapping its first two axes (0 + a, then a + b = b + a) unless additions are fused.
RC_GTEST_PROP(CircleRect, variantsRespectExactSymmetries, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<cr_case<T, N>>();
    rc_source src;
    const auto id = identity_perm<N>();
    const auto mirror = rearranged(c, id, static_cast<unsigned>(src.bits(N)));
    auto swap01 = id;
    std::swap(swap01[0], swap01[1]);
    const auto swapped = rearranged(c, swap01, 0);
    const auto permuted = rearranged(c, random_perm<N>(src), 0);
    spherebox::circle_rect::all::for_each([&](auto tag) {
      using V = decltype(tag);
      // An exact variant's answer is the oracle's inside its domain, so the images agree there;
      // outside it (NaN, r < 0, h < 0) it promises no particular bool.
      if (V::promise == spherebox::contract::exact && !ref::in_domain(c, ref::claim_of<V, T, N>())) return;
      const bool got = V::test(c.s, c.b);
      RC_ASSERT(V::test(mirror.s, mirror.b) == got);
      if (ref::check_twins) RC_ASSERT(V::test(swapped.s, swapped.b) == got);
      if constexpr (V::promise == spherebox::contract::conservative)
        RC_ASSERT(V::test(permuted.s, permuted.b) == got);
    });
  });
}

// abs-max agrees with min/max boxes whose bounds are exactly c -+ h: both oracles give the same
// D and R, and wherever part (b) applies to both cases, absmax answers as every bounded
// sphere_aabb variant (and absmax_open as "overlap and not touching").
RC_GTEST_PROP(CircleRect, agreesWithExactMinMaxBoxes, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *spherebox::prop::gen_cases<cr_case<T, N>>(spherebox::prop::gen_boundary_mode());
    const auto ex = ref::oracle(c);
    RC_ASSERT(ex.has_value());
    ref::sphere_aabb_case<T, N> mm{c.s, {}};
    for (int i = 0; i < N; ++i) {
      mm.b.min[i] = c.b.center[i] - c.b.half[i], mm.b.max[i] = c.b.center[i] + c.b.half[i];
      const auto m = ref::on_grid(c.b.center[i]), h = ref::on_grid(c.b.half[i]);
      const bool exact = std::isfinite(mm.b.min[i]) && std::isfinite(mm.b.max[i]) &&
                         ref::on_grid(mm.b.min[i]) == m - h && ref::on_grid(mm.b.max[i]) == m + h;
      RC_CLASSIFY(!exact, "c -+ h rounds");
      if (!exact) return;
    }
    const auto ey = ref::oracle(mm);
    RC_ASSERT(ey->d == ex->d && ey->r == ex->r);
    const bool both = ref::intermediates_representable(c) && ref::intermediates_representable(mm);
    RC_CLASSIFY(both, "part (b) applies to both");
    if (!both) return;
    const bool closed = spherebox::circle_rect::absmax::test(c.s, c.b);
    const bool open = spherebox::circle_rect::absmax_open::test(c.s, c.b);
    spherebox::sphere_aabb::all::for_each([&](auto tag) {
      using W = decltype(tag);
      if constexpr (W::promise == spherebox::contract::bounded) {
        if (!W::supported()) return;
        const bool w = W::test(mm.s, mm.b);
        RC_ASSERT(closed == w);
        bool interior = true;
        for (T h : c.b.half) interior = interior && h > 0;
        if (interior) RC_ASSERT(open == (w && ex->margin() != 0));
      }
    });
  });
}
