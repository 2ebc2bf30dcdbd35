// The exact box-constrained minimum (box_qp.hpp) against independent answers: the AABB oracle
// for identity axes, a closed form for a rotated square, and brute force over a fine grid for
// skewed axes (the grid value can only be at or above the true minimum, and close to it).
#include <gtest/gtest.h>

#include <random>

#include <spherebox_ref/core/box_qp.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>

namespace {
namespace ref = spherebox::ref;
using ref::rational;

TEST(BoxQp, IdentityAxesEqualTheAabbOracle) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> d(-20, 20), h(0, 8);
  for (int n = 0; n < 300; ++n) {
    ref::sphere_aabb_case<float, 3> c{};
    std::array<std::array<rational, 3>, 3> axes{};
    std::array<rational, 3> w{1, 1, 1}, v, e;
    for (int i = 0; i < 3; ++i) {
      const int centre = d(rng), half = h(rng), p = d(rng);
      c.b.min[i] = float(centre - half), c.b.max[i] = float(centre + half), c.s.center[i] = float(p);
      axes[i][i] = 1, v[i] = p - centre, e[i] = half;
    }
    const auto ex = ref::oracle(c);
    ASSERT_TRUE(ex);
    EXPECT_EQ(ref::box_qp<3>(axes, w, v, e).value * (ref::integer(1) << ex->scale_bits), rational(ex->d));
  }
}

TEST(BoxQp, RotatedSquareClosedForm) {
  // Axes (3/5, 4/5) and (-4/5, 3/5), half extents 1 and 2; the point 5 units out along the
  // first axis beyond the corner region: p = (3/5)*4 a_1 + ... computed in box coordinates.
  std::array<std::array<rational, 2>, 2> axes{{{rational(3, 5), rational(4, 5)}, {rational(-4, 5), rational(3, 5)}}};
  std::array<rational, 2> w{1, 1}, e{1, 2};
  // In box coordinates (s1, s2) = (4, 5): outside by (3, 3), squared distance 18.
  std::array<rational, 2> v{rational(3, 5) * 4 - rational(4, 5) * 5, rational(4, 5) * 4 + rational(3, 5) * 5};
  const auto m = ref::box_qp<2>(axes, w, v, e);
  EXPECT_EQ(m.value, 18);
  EXPECT_EQ(m.t[0], 1);
  EXPECT_EQ(m.t[1], 2);
}

TEST(BoxQp, SkewedAxesNeverAboveAGridSearch) {
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> d(-8, 8);
  for (int n = 0; n < 40; ++n) {
    std::array<std::array<rational, 2>, 2> axes{{{rational(d(rng), 4), rational(d(rng), 4)},
                                                 {rational(d(rng), 4), rational(d(rng), 4)}}};
    std::array<rational, 2> w{rational(1 + std::abs(d(rng))), rational(1 + std::abs(d(rng)))};
    std::array<rational, 2> v{rational(d(rng)), rational(d(rng))}, e{rational(std::abs(d(rng)), 2), rational(1)};
    const auto m = ref::box_qp<2>(axes, w, v, e);
    rational grid_best = -1;
    constexpr int steps = 64;
    for (int i = 0; i <= steps; ++i)
      for (int j = 0; j <= steps; ++j) {
        const std::array<rational, 2> t{e[0] * rational(2 * i - steps, steps), e[1] * rational(2 * j - steps, steps)};
        rational f = 0;
        for (int k = 0; k < 2; ++k) {
          const rational r = v[k] - axes[0][k] * t[0] - axes[1][k] * t[1];
          f += w[k] * r * r;
        }
        if (grid_best < 0 || f < grid_best) grid_best = f;
      }
    EXPECT_LE(m.value, grid_best);
    EXPECT_GE(m.value, 0);
    // The minimiser is feasible and attains the value.
    EXPECT_LE(abs(m.t[0]), e[0]);
    EXPECT_LE(abs(m.t[1]), e[1]);
    // A grid of step 2e/64 gets within (|a|*step)^2-ish of the minimum: loosely, a tenth.
    EXPECT_LE(static_cast<double>(grid_best - m.value), 0.1 * (1 + static_cast<double>(m.value)));
  }
}

}  // namespace
