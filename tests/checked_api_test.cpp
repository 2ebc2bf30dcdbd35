// The checked API: the reason an input is refused (NaN, inf, r < 0, min > max, magnitude),
// -0 accepted as a radius, and the same value as the unchecked call when accepted.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <spherebox/overlap.hpp>
#include <spherebox_ref/core/contract_check.hpp>
#include <spherebox_ref/sphere_aabb/build.hpp>

#include "field_checks.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;

SPHEREBOX_TYPED_SUITE(CheckedApi, sphere_aabb::all);

/// Ball centred at (2, .5, .5) with radius 1 against the unit cube: touches the face x = 1.
template <class T>
ref::sphere_aabb_case<T, 3> touching_unit_cube() {
  return {{{2, T(0.5), T(0.5)}, 1}, {{0, 0, 0}, {1, 1, 1}}};
}

/// The checked API's reasons, in priority order, for variant V and value type T: one bad value
/// in each field, then signs, inverted boxes, -0 and magnitude.
template <class V, class T>
void sphere_aabb_error_codes() {
  using L = std::numeric_limits<T>;
  const auto base = touching_unit_cube<T>();
  test::check_error_codes<V>(base, true);
  EXPECT_EQ(overlaps_checked<V>(base.s, base.b).value, overlaps<V>(base.s, base.b));
  auto c = base;
  c.s.radius = -L::denorm_min();
  EXPECT_EQ(test::error_of<V>(c), errc::negative_radius);
  c.s.radius = -1;
  EXPECT_EQ(test::error_of<V>(c), errc::negative_radius);
  c.b.min[2] = L::quiet_NaN();  // NaN outranks every other reason
  EXPECT_EQ(test::error_of<V>(c), errc::not_a_number);
  c = base, c.b.min[1] = T(1.5);  // min > max on axis 1
  EXPECT_EQ(test::error_of<V>(c), errc::inverted_box);
  c.s.radius = -1;  // a negative radius outranks an inverted box
  EXPECT_EQ(test::error_of<V>(c), errc::negative_radius);
  c = base, c.s.center[0] = 1, c.s.radius = -T(0);  // -0 is a radius of 0: accepted
  const auto zero = overlaps_checked<V>(c.s, c.b);
  EXPECT_EQ(zero.error, errc::ok);
  EXPECT_TRUE(zero.value);  // the centre lies on the face
  EXPECT_EQ(zero.value, overlaps<V>(c.s, c.b));
  c.s.center[0] = std::nextafter(T(1), T(2));  // one ulp outside, radius -0
  EXPECT_EQ(overlaps_checked<V>(c.s, c.b).error, errc::ok);
  EXPECT_EQ(overlaps_checked<V>(c.s, c.b).value, overlaps<V>(c.s, c.b));
  c = base;
  if (test::beyond_magnitude_limit<V>(c, c.b.max[2])) {
    c.b.min[0] = 3;  // inverted outranks magnitude
    EXPECT_EQ(test::error_of<V>(c), errc::inverted_box);
  }
}

TYPED_TEST(CheckedApi, ErrorCodesFloat) { sphere_aabb_error_codes<TypeParam, float>(); }
TYPED_TEST(CheckedApi, ErrorCodesDouble) { sphere_aabb_error_codes<TypeParam, double>(); }

TYPED_TEST(CheckedApi, AcceptedInputAnswersAsUnchecked) {
  test::prng g(0xc0de);
  int accepted = 0;
  for (ref::mode m : test::all_modes()) {
    for (int i = 0; i < 400; ++i) {
      const auto c = test::make_case<float, 3>(m, g);
      const auto r = overlaps_checked<TypeParam>(c.s, c.b);
      if (!r.ok()) continue;
      ++accepted;
      ASSERT_EQ(r.value, overlaps<TypeParam>(c.s, c.b)) << ref::hex_input(c);
    }
  }
  EXPECT_GT(accepted, 1000);
}

TEST(CheckedApi, MagnitudeLimitIsPerVariant) {
  // The sum-of-squares variants declare |x| <= 2^61 for float, so that no difference, square
  // or sum overflows; the conservative test only compares and has no magnitude limit.
  ref::sphere_aabb_case<float, 3> c{{{0x1p62f, 0, 0}, 1}, {{0, 0, 0}, {1, 1, 1}}};
  EXPECT_EQ(overlaps_checked<sphere_aabb::arvo>(c.s, c.b).error, errc::out_of_domain);
  EXPECT_EQ(overlaps_checked<sphere_aabb::qri>(c.s, c.b).error, errc::out_of_domain);
  EXPECT_EQ(overlaps_checked<sphere_aabb::conservative>(c.s, c.b).error, errc::ok);
  EXPECT_FALSE(overlaps_checked<sphere_aabb::conservative>(c.s, c.b).value);
  c.s.center[0] = 0x1p61f;
  EXPECT_EQ(overlaps_checked<sphere_aabb::arvo>(c.s, c.b).error, errc::ok);
  c.s.center[0] = std::numeric_limits<float>::max();
  EXPECT_EQ(overlaps_checked<sphere_aabb::conservative>(c.s, c.b).error, errc::ok);
  EXPECT_EQ(overlaps_checked<sphere_aabb::arvo>(c.s, c.b).error, errc::out_of_domain);
}

TEST(CheckedApi, ConservativeAnswersTrueOnAnyNan) {
  // Separated along axis 0, so without the NaN the quick rejection answers false.
  ref::sphere_aabb_case<double, 3> far{{{5, 0.5, 0.5}, 1}, {{0, 0, 0}, {1, 1, 1}}};
  test::true_on_any_nan<sphere_aabb::conservative>(far);
  for (int i = 0; i < far.count; ++i) {
    auto v = far.flat();
    v[i] = -std::numeric_limits<double>::quiet_NaN();
    const auto c = decltype(far)::from_flat(v);
    EXPECT_EQ(overlaps_checked<sphere_aabb::conservative>(c.s, c.b).error, errc::not_a_number);
  }
  ref::sphere_aabb_case<float, 2> flat{{{0, 9}, 1}, {{0, 0}, {1, 1}}};
  flat.s.radius = std::numeric_limits<float>::quiet_NaN();
  EXPECT_TRUE(sphere_aabb::conservative::test(flat.s, flat.b));
}

TEST(CheckedApi, ClosestPointChecked) {
  using L = std::numeric_limits<float>;
  const box<float, 3> b{{0, 0, 0}, {1, 2, 3}};
  const point<float, 3> p{-1, 1, 4};
  const auto ok = closest_point_checked(b, p);
  ASSERT_EQ(ok.error, errc::ok);
  EXPECT_EQ(ok.value, (point<float, 3>{0, 1, 3}));
  EXPECT_EQ(ok.value, closest_point(b, p));
  EXPECT_EQ(closest_point_checked(b, {L::quiet_NaN(), 0, 0}).error, errc::not_a_number);
  EXPECT_EQ(closest_point_checked(b, {0, -L::infinity(), 0}).error, errc::infinite);
  EXPECT_EQ(closest_point_checked(box<float, 3>{{0, 0, 0}, {1, L::infinity(), 1}}, p).error,
            errc::infinite);
  EXPECT_EQ(closest_point_checked(box<float, 3>{{0, 3, 0}, {1, 2, 3}}, p).error,
            errc::inverted_box);
  // No magnitude limit: the answer is one of the inputs, nothing is computed.
  EXPECT_EQ(closest_point_checked(b, {L::max(), -L::max(), 0}).error, errc::ok);
  EXPECT_EQ(closest_point_checked(b, {L::max(), -L::max(), 0}).value, (point<float, 3>{1, 0, 0}));
}

TEST(CheckedApi, BoxBoxChecked) {
  using L = std::numeric_limits<double>;
  const box<double, 2> a{{0, 0}, {1, 1}}, b{{1, 1}, {2, 2}};
  EXPECT_EQ(overlaps_checked(a, b).error, errc::ok);
  EXPECT_TRUE(overlaps_checked(a, b).value);
  EXPECT_FALSE(overlaps_checked<aabb_aabb::open>(a, b).value);
  EXPECT_EQ(overlaps_checked(a, box<double, 2>{{1, L::quiet_NaN()}, {2, 2}}).error,
            errc::not_a_number);
  EXPECT_EQ(overlaps_checked(box<double, 2>{{0, 0}, {L::infinity(), 1}}, b).error, errc::infinite);
  EXPECT_EQ(overlaps_checked(a, box<double, 2>{{3, 1}, {2, 2}}).error, errc::inverted_box);
  const box<double, 2> segment{{0.5, 0}, {0.5, 1}};  // no interior: outside open's domain
  EXPECT_EQ(overlaps_checked(a, segment).error, errc::ok);
  EXPECT_EQ(overlaps_checked<aabb_aabb::open>(a, segment).error, errc::degenerate_box);
  // The first reason in priority order across both boxes: NaN before an inverted box.
  EXPECT_EQ(
      overlaps_checked(box<double, 2>{{2, 0}, {1, 1}}, box<double, 2>{{1, L::quiet_NaN()}, {2, 2}})
          .error,
      errc::not_a_number);
}

}  // namespace
