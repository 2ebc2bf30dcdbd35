// circle_rect (ball vs centre/half-extent box): every variant against the known-answer table
// (reference/cases/circle_rect.inc), builder cases, the checked API, the N = 4 and 5 kernels
// against the exact oracle, the agreement with min/max boxes whose bounds are exactly c +- h,
// and the known-wrong variants' pinned counterexamples.
#include <spherebox_ref/circle_rect/known_wrong.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <limits>
#include <spherebox/overlap.hpp>
#include <spherebox_ref/circle_rect/build.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <spherebox_ref/core/enumerate.hpp>

#include "known_answers.hpp"
#include "field_checks.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;
template <class T, int N>
using cr_case = ref::circle_rect_case<T, N>;

/// The exact answer a variant with claim cl must give where it is exact.
template <class T, int N>
bool truth(const cr_case<T, N>& c, const ref::claim<T>& cl) {
  const auto ex = ref::oracle(c);
  return cl.open_sets ? ex->d < ex->r : ex->holds();
}

SPHEREBOX_TYPED_SUITE(CircleRect, circle_rect::all);

TYPED_TEST(CircleRect, KnownAnswers) {
  // absmax_open's domain excludes the degenerate boxes, hence the lower minimum counts.
  test::kat_counts_at_least<TypeParam, cr_case>(5, 2, 1, 2);
}

TYPED_TEST(CircleRect, ReverseArgumentOrderAgrees) {
  test::reverse_order_agrees<TypeParam, cr_case<float, 2>>();
  for (const auto& e : ref::kat_table<cr_case<float, 2>>()) {
    const auto a = overlaps_checked<TypeParam>(e.input.s, e.input.b),
               b = overlaps_checked<TypeParam>(e.input.b, e.input.s);
    EXPECT_EQ(a.error, b.error);
    EXPECT_EQ(a.value, b.value);
  }
}

TYPED_TEST(CircleRect, HonoursContractOnBuilderCases) {
  test::honours_on_builder_cases<TypeParam, cr_case<float, 2>, cr_case<float, 3>, cr_case<double, 2>,
                                 cr_case<double, 3>>(0x5eed0c12, 300);
}

// The table's answers are the oracle's, and the oracle's D is the enumeration's (enumerate.hpp
// visits the 3^N faces of the box [c - h, c + h] and never clamps).
TEST(CircleRectOracle, AgreesWithTableAndEnumeration) {
  auto one = [](const auto& table) {
    for (const auto& e : table) {
      using C = std::decay_t<decltype(e.input)>;
      constexpr int N = C::dims;
      const auto ex = ref::oracle(e.input);
      ASSERT_TRUE(ex.has_value()) << e.why;
      EXPECT_EQ(ex->holds(), e.overlap) << e.why;
      std::array<ref::integer, N> lo, hi, p;
      for (int i = 0; i < N; ++i) {
        const auto m = ref::on_grid(e.input.b.center[i]), h = ref::on_grid(e.input.b.half[i]);
        lo[i] = m - h, hi[i] = m + h, p[i] = ref::on_grid(e.input.s.center[i]);
      }
      EXPECT_EQ(ref::closest_by_enumeration<N>(lo, hi, p).first, ex->d) << e.why;
    }
  };
  one(ref::kat_table<ref::circle_rect_case<float, 2>>()), one(ref::kat_table<ref::circle_rect_case<float, 3>>());
  one(ref::kat_table<ref::circle_rect_case<double, 2>>()), one(ref::kat_table<ref::circle_rect_case<double, 3>>());
}

/// The checked API's reasons, in priority order, for variant V and value type T.
template <class V, class T>
void circle_rect_error_codes() {
  using L = std::numeric_limits<T>;
  constexpr bool open = spherebox::detail::needs_interior<V>::value;
  const cr_case<T, 2> base{{{3, T(0.5)}, 1}, {{0, 0}, {2, 1}}};  // touches the face x = 2
  test::check_error_codes<V>(base, !open);  // touching: closed sets overlap, interiors do not
  auto c = base;
  c.s.radius = -L::denorm_min();
  EXPECT_EQ(test::error_of<V>(c), errc::negative_radius);
  c.b.half[1] = -1;  // a negative radius outranks a negative extent
  EXPECT_EQ(test::error_of<V>(c), errc::negative_radius);
  c.s.radius = 1;
  EXPECT_EQ(test::error_of<V>(c), errc::negative_extent);
  c.b.half[0] = 0;  // negative outranks degenerate
  EXPECT_EQ(test::error_of<V>(c), errc::negative_extent);
  c = base, c.b.half[0] = -T(0);  // -0 equals 0: a degenerate extent
  EXPECT_EQ(test::error_of<V>(c), open ? errc::degenerate_box : errc::ok);
  c.b.half[0] = 0;
  EXPECT_EQ(test::error_of<V>(c), open ? errc::degenerate_box : errc::ok);
  c = base, c.s.radius = -T(0);  // -0 radius accepted (the open ball is empty: false)
  EXPECT_EQ(test::error_of<V>(c), errc::ok);
  c = base;
  if (test::beyond_magnitude_limit<V>(c, c.b.center[1])) {
    c.b.half[1] = -1;  // every other reason outranks magnitude
    EXPECT_EQ(test::error_of<V>(c), errc::negative_extent);
  }
}

TYPED_TEST(CircleRect, CheckedApiErrorCodes) {
  circle_rect_error_codes<TypeParam, float>();
  circle_rect_error_codes<TypeParam, double>();
}

TEST(CircleRect, ConservativeAnswersTrueOnAnyNan) {
  test::true_on_any_nan<circle_rect::conservative>(cr_case<double, 2>{{{9, 0}, 1}, {{0, 0}, {1, 1}}});
}

// The conservative rejection never fires on an exact tangency, at any magnitude, even where
// h + r rounds down (the naive |p - c| - h > r is what the outward factor 1 + 4u replaces).
TEST(CircleRect, ConservativeKeepsExactTangencies) {
  test::prng g(0xc0115e);
  for (int i = 0; i < 20000; ++i) {
    const auto c = test::make<cr_case<float, 3>>(ref::mode::tangent, g);
    ASSERT_TRUE(circle_rect::conservative::test(c.s, c.b)) << ref::hex_input(c);
    const auto d = test::make<cr_case<double, 2>>(ref::mode::tangent, g);
    ASSERT_TRUE(circle_rect::conservative::test(d.s, d.b)) << ref::hex_input(d);
  }
}

/// N-D: each variant against the exact oracle on lattice, tangent and near cases in N = 4, 5.
/// Where part (b) applies the answer must be the exact one; elsewhere the contract's clauses.
template <class T, int N>
void nd_against_oracle(std::uint64_t seed) {
  test::prng g(seed);
  int exact_compared = 0, touching = 0;
  for (ref::mode m :
       {ref::mode::lattice, ref::mode::tangent, ref::mode::nudged, ref::mode::near, ref::mode::raw})
    for (int i = 0; i < 1500; ++i) {
      const auto c = test::make<cr_case<T, N>>(m, g);
      circle_rect::all::for_each([&](auto tag) {
        using V = decltype(tag);
        if (auto v = ref::check_variant<V>(c)) ADD_FAILURE() << ref::show(*v);
        const auto cl = ref::claim_of<V, T, N>();
        if (!ref::in_domain(c, cl) || cl.promise != contract::bounded ||
            !ref::intermediates_representable(c))
          return;
        EXPECT_EQ(V::test(c.s, c.b), truth(c, cl)) << V::name << " " << ref::hex_input(c);
        ++exact_compared;
        touching += ref::oracle(c)->margin() == 0 ? 1 : 0;
      });
    }
  EXPECT_GT(exact_compared, 1000);
  EXPECT_GT(touching, 200);  // exact tangencies in 4-D and 5-D, where `<` and `<=` differ
}

TEST(CircleRectND, Float4) { nd_against_oracle<float, 4>(41); }
TEST(CircleRectND, Float5) { nd_against_oracle<float, 5>(51); }
TEST(CircleRectND, Double4) { nd_against_oracle<double, 4>(42); }
TEST(CircleRectND, Double5) { nd_against_oracle<double, 5>(52); }

/// The min/max box with bounds exactly c -+ h when both are representable.
template <class T, int N>
std::optional<ref::sphere_aabb_case<T, N>> as_minmax(const cr_case<T, N>& c) {
  ref::sphere_aabb_case<T, N> out{c.s, {}};
  for (int i = 0; i < N; ++i) {
    out.b.min[i] = c.b.center[i] - c.b.half[i], out.b.max[i] = c.b.center[i] + c.b.half[i];
    const auto m = ref::on_grid(c.b.center[i]), h = ref::on_grid(c.b.half[i]);
    if (!std::isfinite(out.b.max[i]) || !std::isfinite(out.b.min[i]) ||
        ref::on_grid(out.b.min[i]) != m - h || ref::on_grid(out.b.max[i]) != m + h)
      return std::nullopt;
  }
  return out;
}

// abs-max agrees with min/max boxes whose bounds are exactly c -+ h: the two oracles give the
// same D and R, and absmax answers as every bounded sphere_aabb variant wherever part (b)
// applies to both.
template <class T, int N>
void agrees_with_minmax(std::uint64_t seed) {
  test::prng g(seed);
  int both_exact = 0;
  for (ref::mode m : {ref::mode::lattice, ref::mode::tangent, ref::mode::nudged, ref::mode::near})
    for (int i = 0; i < 2000; ++i) {
      const auto c = test::make<cr_case<T, N>>(m, g);
      const auto mm = as_minmax(c);
      const auto ex = ref::oracle(c);
      if (!mm || !ex) continue;
      const auto ey = ref::oracle(*mm);
      ASSERT_EQ(ex->d, ey->d) << ref::hex_input(c);
      ASSERT_EQ(ex->r, ey->r);
      if (!ref::intermediates_representable(c) || !ref::intermediates_representable(*mm)) continue;
      ++both_exact;
      sphere_aabb::all::for_each([&](auto tag) {
        using W = decltype(tag);
        if constexpr (W::promise == contract::bounded)
          if (W::supported()) {
            EXPECT_EQ(circle_rect::absmax::test(c.s, c.b), W::test(mm->s, mm->b)) << W::name;
          }
      });
    }
  EXPECT_GT(both_exact, 500);
}

TEST(CircleRectMinMax, AgreesFloat2) { agrees_with_minmax<float, 2>(7); }
TEST(CircleRectMinMax, AgreesDouble3) { agrees_with_minmax<double, 3>(8); }

// A circle exactly touching a face on small integers (found by the fuzz target's first seed):
// every intermediate is representable, D == R, and the strict `<` answers "no overlap".
TEST(CircleRectKnownWrong, StrictClosedMissesFaceTangency) {
  const cr_case<float, 2> c{{{0x1.8p+1f, 0x1p-1f}, 0x1p+0f}, {{0, 0}, {0x1p+1f, 0x1p+0f}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_TRUE(ref::intermediates_representable(c));
  EXPECT_FALSE(known_wrong::absmax_strict_closed::test(c.s, c.b));
  test::pin<known_wrong::absmax_strict_closed, circle_rect::absmax>(c, "bounded contract (b)");
}

// c + h = 2^24 + 1 rounds (to even) down to 2^24 in binary32, so the converted box loses its
// face at 2^24 + 1 and a ball overlapping by 0.5 reads as disjoint; D - R = -5/4 is far beyond
// absmax's bound (k u S = 7 * 2^-24 * 11.25). Found by the known-wrong fuzz run on the seeds.
TEST(CircleRectKnownWrong, ViaMinMaxLosesAFace) {
  const cr_case<float, 2> c{{{0x1.000002p+24f, 0}, 0x1.8p+0f},
                            {{0x1.fffffep+23f, 0}, {0x1p+1f, 0x1p+0f}}};
  EXPECT_EQ(c.b.center[0] + c.b.half[0], 0x1p+24f);
  EXPECT_TRUE(ref::oracle(c)->holds());
  EXPECT_FALSE(known_wrong::absmax_via_minmax::test(c.s, c.b));
  test::pin<known_wrong::absmax_via_minmax, circle_rect::absmax>(c, "bounded contract (a)");
}

// p - c = 2^25 + 3 rounds up to 2^25 + 4 in binary32, so |fl(p - c)| - h = 4 > r = 3 although
// the ball touches the face (a - h = 3 = r). The outward-rounded test keeps it:
// fl(fl(h + r) * (1 + 4u)) = 2^25 + 12 is not exceeded.
TEST(CircleRectKnownWrong, NaiveQuickRejectionDropsATouchingBall) {
  const cr_case<float, 2> c{{{0x1p+25f, 0}, 3}, {{-3, 0}, {0x1p+25f, 1}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_EQ(c.s.center[0] - c.b.center[0], 0x1p+25f + 4);
  EXPECT_FALSE(known_wrong::absmax_conservative_naive::test(c.s, c.b));
  EXPECT_TRUE(circle_rect::conservative::test(c.s, c.b));
  test::pin<known_wrong::absmax_conservative_naive, circle_rect::conservative>(c, "false negative");
}

/// Builder cases round-robin over modes and kinds until check<V> reports a violation.
template <class V>
long cases_until_caught(std::uint64_t seed, long budget) {
  test::prng g(seed);
  const auto modes = test::all_modes();
  for (long i = 1; i <= budget; ++i) {
    const ref::mode m = modes[i % modes.size()];
    std::optional<ref::violation> v;
    switch ((i / modes.size()) % 4) {
      case 0:
        v = ref::check<V>(test::make<cr_case<float, 2>>(m, g));
        break;
      case 1:
        v = ref::check<V>(test::make<cr_case<float, 3>>(m, g));
        break;
      case 2:
        v = ref::check<V>(test::make<cr_case<double, 2>>(m, g));
        break;
      default:
        v = ref::check<V>(test::make<cr_case<double, 3>>(m, g));
        break;
    }
    if (v) return i;
  }
  return -1;
}

template <class V>
class CircleRectKnownWrongHunt : public ::testing::Test {};
TYPED_TEST_SUITE(CircleRectKnownWrongHunt, test::gtest_types<known_wrong::circle_rect_all>,
                 test::variant_name);

TYPED_TEST(CircleRectKnownWrongHunt, HarnessCatchesIt) {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    const long at = cases_until_caught<TypeParam>(seed, 100000);
    EXPECT_GT(at, 0) << TypeParam::name << " survived 100000 builder cases (seed " << seed << ")";
    std::cout << "[ caught   ] " << TypeParam::name << " (seed " << seed << ") after " << at
              << " cases\n";
  }
}

}  // namespace
