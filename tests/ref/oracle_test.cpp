// The oracle against an independent algorithm (closest point by enumerating the box's faces)
// on builder-made cases, against the known-answer table, and on its own domain.
#include <gtest/gtest.h>

#include <limits>
#include <spherebox_ref/core/contract_check.hpp>
#include <spherebox_ref/core/enumerate.hpp>
#include <spherebox_ref/sphere_aabb/kat.hpp>
#include <spherebox_ref/aabb_aabb/oracle.hpp>
#include <spherebox_ref/aabb_point/oracle.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>

#include "test_util.hpp"

namespace {

using namespace spherebox;

/// Oracle vs enumeration on `per_mode` cases of every mode; returns how many were in the
/// oracle's domain (so the test can insist it actually compared something).
template <class T, int N>
int cross_check(std::uint64_t seed, int per_mode) {
  int compared = 0;
  test::for_builder_cases<ref::sphere_aabb_case<T, N>>(seed, per_mode, [&](const auto& c, ref::mode m) {
    const auto ex = ref::oracle(c);
    if (!ex) return true;
    std::array<ref::integer, N> lo, hi, p;
    for (int k = 0; k < N; ++k)
      lo[k] = ref::on_grid(c.b.min[k]), hi[k] = ref::on_grid(c.b.max[k]),
      p[k] = ref::on_grid(c.s.center[k]);
    const auto [d2, q] = ref::closest_by_enumeration<N>(lo, hi, p);
    EXPECT_EQ(ex->d, d2) << "mode " << int(m) << ": " << ref::hex_input(c);
    EXPECT_EQ(ex->r, ref::on_grid(c.s.radius) * ref::on_grid(c.s.radius));
    EXPECT_EQ(ex->scale_bits, 2 * ref::grid_bits<T>);
    // The closest-point oracle (aabb_point) must name the same point.
    const auto qp = ref::oracle(ref::aabb_point_case<T, N>{c.b, c.s.center});
    EXPECT_TRUE(qp.has_value() && *qp == q) << ref::hex_input(c);
    ++compared;
    return !::testing::Test::HasFailure();
  });
  return compared;
}

TEST(Oracle, MatchesEnumerationFloat2) { EXPECT_GT((cross_check<float, 2>(11, 1500)), 6000); }
TEST(Oracle, MatchesEnumerationFloat3) { EXPECT_GT((cross_check<float, 3>(12, 1500)), 6000); }
TEST(Oracle, MatchesEnumerationDouble2) { EXPECT_GT((cross_check<double, 2>(13, 1500)), 6000); }
TEST(Oracle, MatchesEnumerationDouble3) { EXPECT_GT((cross_check<double, 3>(14, 1500)), 6000); }

template <class T, int N>
int check_table() {
  int n = 0;
  for (const auto& e : ref::kat_table<ref::sphere_aabb_case<T, N>>()) {
    const auto ex = ref::oracle(e.input);
    EXPECT_TRUE(ex.has_value()) << e.why;
    if (ex) {
      EXPECT_EQ(ex->holds(), e.overlap) << e.why << ": " << ref::hex_input(e.input);
    }
    ++n;
  }
  return n;
}

TEST(Oracle, AgreesWithKnownAnswerTable) {
  EXPECT_GT((check_table<float, 2>()), 0);
  EXPECT_GT((check_table<float, 3>()), 0);
  EXPECT_GT((check_table<double, 2>()), 0);
  EXPECT_GT((check_table<double, 3>()), 0);
}

TEST(Oracle, RefusesInputOutsideItsDomain) {
  using L = std::numeric_limits<double>;
  const ref::sphere_aabb_case<double, 2> base{{{2, 0}, 1}, {{0, 0}, {1, 1}}};
  ASSERT_TRUE(ref::oracle(base).has_value());
  EXPECT_TRUE(ref::oracle(base)->holds());  // touches the face x = 1
  auto c = base;
  c.s.center[1] = L::quiet_NaN();
  EXPECT_FALSE(ref::oracle(c).has_value());
  c = base, c.b.max[0] = L::infinity();
  EXPECT_FALSE(ref::oracle(c).has_value());
  c = base, c.s.radius = -L::denorm_min();
  EXPECT_FALSE(ref::oracle(c).has_value());
  c = base, c.b.min[1] = 2;  // inverted on axis 1
  EXPECT_FALSE(ref::oracle(c).has_value());
  c = base, c.s.radius = -0.0, c.s.center[0] = 1;  // -0 is a radius of 0: accepted
  ASSERT_TRUE(ref::oracle(c).has_value());
  EXPECT_TRUE(ref::oracle(c)->holds());
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
}

TEST(Oracle, ExactMarginOfSmallCases) {
  // Centre (4, 5) outside the unit square's corner (1, 1): D = 3^2 + 4^2 = 25, R = r^2.
  ref::sphere_aabb_case<float, 2> c{{{4, 5}, 5}, {{0, 0}, {1, 1}}};
  const int s = 2 * ref::grid_bits<float>;
  EXPECT_EQ(ref::oracle(c)->margin(), 0);
  EXPECT_EQ(ref::oracle(c)->d, ref::integer(25) << s);
  c.s.radius = 4.5f;  // D - R = 25 - 20.25 = 4.75 = 19 * 2^-2
  EXPECT_EQ(ref::oracle(c)->margin(), ref::integer(19) << (s - 2));
  EXPECT_EQ(ref::dyadic(ref::oracle(c)->margin(), s), "19*2^-2");
  EXPECT_FALSE(ref::oracle(c)->holds());
}

}  // namespace
