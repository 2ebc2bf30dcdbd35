// Every sphere–OBB variant against the known-answer table (reference/cases/sphere_obb.inc) and
// builder cases (whole contract: check_variant), the checked API's reasons, the exact
// orthonormality check against the oracle's, and obb_from_quaternion.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <spherebox/overlap.hpp>
#include <spherebox_ref/sphere_obb/build.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include <spherebox_ref/sphere_obb/known_wrong.hpp>
#include "known_answers.hpp"
#include "field_checks.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;
template <class T, int N>
using so_case = ref::sphere_obb_case<T, N>;

SPHEREBOX_TYPED_SUITE(SphereObb, sphere_obb::all);

TYPED_TEST(SphereObb, KnownAnswers) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  test::kat_counts_at_least<TypeParam, so_case>(2, 4, 1, 1);
}

// Argument order does not matter, and overlaps<V> is V::test.
TYPED_TEST(SphereObb, ReverseArgumentOrderAgrees) {
  test::reverse_order_agrees<TypeParam, so_case<float, 3>>();
}

// Builder cases of every mode and kind through the whole contract of this one variant.
TYPED_TEST(SphereObb, HonoursContractOnBuilderCases) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  test::honours_on_builder_cases<TypeParam, so_case<float, 3>, so_case<float, 2>, so_case<double, 3>,
                                 so_case<double, 2>>(0x5eed0b0b, 60, 512);
}

/// A ball touching the face t_0 = 1 of the unit-half-extent box with identity axes.
template <class T>
so_case<T, 3> touching_unit_obb() {
  return {{{2, 0, 0}, 1}, {{0, 0, 0}, {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}, {1, 1, 1}}};
}

/// The checked API's reasons, in priority order, for variant V and value type T: one bad value
/// in each field (the axes included), then signs, axes and magnitude.
template <class V, class T>
void sphere_obb_error_codes() {
  using L = std::numeric_limits<T>;
  const auto base = touching_unit_obb<T>();
  test::check_error_codes<V>(base, true);
  auto c = base;
  c.s.radius = -L::denorm_min();
  EXPECT_EQ(test::error_of<V>(c), errc::negative_radius);
  c = base, c.b.half[2] = -1;
  EXPECT_EQ(test::error_of<V>(c), errc::negative_extent);
  c.s.radius = -1;  // a negative radius outranks a negative extent
  EXPECT_EQ(test::error_of<V>(c), errc::negative_radius);
  c = base, c.b.half[2] = -T(0), c.s.radius = -T(0);  // -0 is 0: accepted
  EXPECT_EQ(test::error_of<V>(c), errc::ok);
  const T tau = V::template axis_tolerance<T>();
  c = base, c.b.axes[1][0] = tau;  // a_0 . a_1 = tau exactly: accepted
  EXPECT_EQ(test::error_of<V>(c), errc::ok);
  c.b.axes[1][0] = std::nextafter(tau, T(1));  // one ulp beyond
  EXPECT_EQ(test::error_of<V>(c), errc::not_orthonormal);
  c.b.half[0] = -1;  // a negative extent outranks skewed axes
  EXPECT_EQ(test::error_of<V>(c), errc::negative_extent);
  c = base, c.b.axes[2][2] = 1 + 2 * tau;  // |a_2|^2 = 1 + 4 tau + 4 tau^2
  EXPECT_EQ(test::error_of<V>(c), errc::not_orthonormal);
  c.b.axes[2][2] = L::max();
  EXPECT_EQ(test::error_of<V>(c), errc::not_orthonormal);
  c = base;
  if (test::beyond_magnitude_limit<V>(c, c.b.center[2])) {
    c.b.axes[0][1] = T(0.5);  // skewed axes outrank magnitude
    EXPECT_EQ(test::error_of<V>(c), errc::not_orthonormal);
  }
}

TYPED_TEST(SphereObb, CheckedErrorCodesFloat) { sphere_obb_error_codes<TypeParam, float>(); }
TYPED_TEST(SphereObb, CheckedErrorCodesDouble) { sphere_obb_error_codes<TypeParam, double>(); }

/// lib's integer orthonormality check agrees with the oracle's rational one on axes of every
/// kind, on perturbations of them by a few ulps and on components spanning the whole range
/// (subnormal times huge), where a floating-point evaluation would round.
template <class T, int N>
void gram_check_agrees(test::prng& g) {
  const T tau = sphere_obb::detail::axis_tolerance<T>();
  for (int i = 0; i < 400; ++i) {
    const auto b = g.bytes(256);
    ref::byte_source src(b.data(), b.size());
    auto a = ref::build_axes<T, N>(static_cast<ref::axes_kind>(i % int(ref::axes_kind::count)), src);
    if (i % 3 == 1) a[src.range(0, N - 1)][src.range(0, N - 1)] = ref::nudge_ulps(T(tau), int(src.range(-2, 2)));
    if (i % 5 == 2) a[0][N - 1] = std::ldexp(T(1), int(src.range(std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits, 0)));
    obb<T, N> box{{}, a, {}};
    const bool exact = ref::gram_defect(box) <= ref::exact_value(tau);
    EXPECT_EQ((detail::within_gram_tolerance<T, N>(a, tau)), exact) << ref::type_name<T>() << "/" << N << " #" << i;
  }
}

TEST(SphereObbGram, LibCheckAgreesWithOracle) {
  test::prng g(0x6a77);
  gram_check_agrees<float, 2>(g);
  gram_check_agrees<float, 3>(g);
  gram_check_agrees<double, 2>(g);
  gram_check_agrees<double, 3>(g);
}

// Quarter turns made from a quaternion are exact signed permutations; the centre and half
// extents are passed through unchanged.
TEST(SphereObbQuaternion, QuarterTurnsAreExact) {
  const auto b = obb_from_quaternion<float>({1, 2, 3}, {1, 0, 0, 1}, {4, 5, 6});  // 90 degrees about z
  const obb<float, 3> want{{1, 2, 3}, {{{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}}, {4, 5, 6}};
  EXPECT_EQ(b.center, want.center);
  EXPECT_EQ(b.axes, want.axes);
  EXPECT_EQ(b.half, want.half);
  const auto d = obb_from_quaternion<double>({0, 0, 0}, {0.5f, 0.5f, 0.5f, 0.5f}, {1, 1, 1});  // 120 degrees
  EXPECT_EQ(ref::gram_defect(d), 0);
  EXPECT_TRUE(ref::signed_permutation(d));
}

// Special mode, float/2: axes skewed by about 2^-5 (a rotation stretched and sheared), the
// ball 1/2 above the box along a_1 but the projection reads the skewed box's excess short:
// D > R by far more than G-Arvo's rounding bound. arvo refuses the input (not_orthonormal).
TEST(SphereObbKnownWrong, AnyAxes) {
  const so_case<float, 2> c{{{0x1p-63f, 0x1p+1f}, 0x1p-1f},
                            {{0x1p-63f, 0x1.8p+1f}, {{{0x1.015e4ap+0f, -0x1.1ee7d8p-4f}, {-0x1.c0a6ep-5f, 0x1.ff3b48p-1f}}},
                             {0x1p+1f, 0x1p-1f}}};
  EXPECT_FALSE(ref::oracle(c)->holds());
  EXPECT_TRUE(known_wrong::obb_any_axes::test(c.s, c.b));
  EXPECT_EQ(overlaps_checked<sphere_obb::arvo>(c.s, c.b).error, errc::not_orthonormal);
  test::pin<known_wrong::obb_any_axes, sphere_obb::arvo>(c, "bounded contract (a)");
}

// Tangent mode, float/3: a face tangency with signed-permutation axes, every value a small
// integer: D == R exactly and every intermediate is representable, so `<` must not miss it.
TEST(SphereObbKnownWrong, StrictFinal) {
  const so_case<float, 3> c{{{0x1.6p+5f, 0x1.4p+4f, -0x1.08p+7f}, 0},
                            {{0x1.6p+5f, 0x1.4p+4f, -0x1.4p+6f}, {{{0, 0, 1}, {0, 1, 0}, {-1, 0, 0}}},
                             {0x1.ap+5f, 0x1.2p+4f, 0}}};
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_TRUE(ref::intermediates_representable(c));
  test::pin<known_wrong::obb_strict_final, sphere_obb::arvo>(c, "bounded contract (b)");
}

// Near mode, float/2: the ball overlaps a rotated box (R - D is about 2^-27 R), but the
// rounded projection exceeds fl(h + r) and the margin-free rejection fires.
TEST(SphereObbKnownWrong, ConservativeNaive) {
  const so_case<float, 2> c{{{0x1.8ffb66p-7f, 0x1.41b608p-5f}, 0x1.24bc18p-11f},
                            {{-0x1.4c966ep-5f, 0x1.2bf1b2p-7f},
                             {{{-0x1.fc4914p-1f, -0x1.ec7f62p-4f}, {0x1.ec7f62p-4f, -0x1.fc4914p-1f}}},
                             {0x1.cb1c52p-5f, 0x1.78b218p-6f}}};
  EXPECT_TRUE(ref::oracle(c)->holds());
  EXPECT_FALSE(known_wrong::obb_conservative_naive::test(c.s, c.b));
  test::pin<known_wrong::obb_conservative_naive, sphere_obb::conservative>(c, "false negative");
}

}  // namespace
