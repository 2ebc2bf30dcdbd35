// The exact box-constrained minimum (box_qp.hpp) against independent answers: the AABB oracle
// for identity axes, a closed form for a rotated square, and brute force over a fine grid for
// skewed axes (the grid value can only be at or above the true minimum, and close to it); and
// the certified shortcut (one face guessed in doubles, certified exactly) against the full
// enumeration of every face.
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

// ---- The certified shortcut --------------------------------------------------------------

/// A random problem on a coarse grid, so ties, points on faces, zero extents, dependent and
/// skewed axes all come up: axes with entries k/4 (|k| <= 4; a fifth of the problems take
/// near-orthonormal axes, a rotation by a small rational angle), w in {1, 1/4, 9}, v in
/// [-6, 6] in steps of 1/2, e in [0, 3] in steps of 1/2.
template <int N>
struct qp_problem {
  std::array<std::array<rational, N>, N> axes{};
  std::array<rational, N> w, v, e;
};
template <int N>
qp_problem<N> random_problem(std::mt19937& rng) {
  std::uniform_int_distribution<int> k(-4, 4), ww(0, 2), vv(-12, 12), ee(0, 6), kind(0, 4);
  qp_problem<N> q;
  const bool rotation = kind(rng) == 0;
  for (int i = 0; i < N; ++i) {
    for (int c = 0; c < N; ++c) q.axes[i][c] = rotation ? rational(i == c ? 1 : 0) : rational(k(rng), 4);
    const int wi = ww(rng);
    q.w[i] = wi == 0 ? rational(1) : wi == 1 ? rational(1, 4) : rational(9);
    q.v[i] = rational(vv(rng), 2), q.e[i] = rational(ee(rng), 2);
  }
  if (rotation) {  // (3/5, 4/5) turns the first two axes; exactly orthonormal
    q.axes[0][0] = rational(3, 5), q.axes[0][1] = rational(4, 5);
    q.axes[1][0] = rational(-4, 5), q.axes[1][1] = rational(3, 5);
  }
  return q;
}

/// f(t) of the problem, for checking a returned minimiser.
template <int N>
rational value_at(const qp_problem<N>& q, const decltype(qp_problem<N>::v)& t) {
  rational sum = 0;
  for (int k = 0; k < N; ++k) {
    rational r = q.v[k];
    for (int i = 0; i < N; ++i) r -= q.axes[i][k] * t[i];
    sum += q.w[k] * r * r;
  }
  return sum;
}

template <int N>
void shortcut_equals_enumeration(unsigned seed) {
  std::mt19937 rng(seed);
  int guessed = 0;
  constexpr int problems = 400;
  for (int n = 0; n < problems; ++n) {
    const auto q = random_problem<N>(rng);
    const auto all = ref::box_qp_enumerate<N>(q.axes, q.w, q.v, q.e);
    const auto fast = ref::box_qp<N>(q.axes, q.w, q.v, q.e);
    ASSERT_EQ(fast.value, all.value) << "problem " << n;
    ASSERT_EQ(value_at(q, fast.t), fast.value) << "problem " << n;
    for (int i = 0; i < N; ++i) ASSERT_LE(abs(fast.t[i]), q.e[i]) << "problem " << n;
    ref::qp_face<N> face;
    if (ref::box_qp_guess<N>(q.axes, q.w, q.v, q.e, face) && ref::box_qp_certify<N>(q.axes, q.w, q.v, q.e, face))
      ++guessed;
  }
  // The shortcut must actually answer most problems (else it only adds the guess's cost).
  EXPECT_GE(guessed, problems * 9 / 10);
}
TEST(BoxQp, ShortcutEqualsEnumeration2) { shortcut_equals_enumeration<2>(21); }
TEST(BoxQp, ShortcutEqualsEnumeration3) { shortcut_equals_enumeration<3>(22); }

// The certificate itself, on every face of every problem: a certified face's value is the
// minimum (it never accepts a face that is not optimal), and some face is always certified
// when the minimiser is unique in its face. A wrong sign in the optimality condition, or a
// skipped feasibility check, accepts a face above the minimum here.
template <int N>
void certificate_accepts_only_minimisers(unsigned seed) {
  std::mt19937 rng(seed);
  int patterns = 1;
  for (int i = 0; i < N; ++i) patterns *= 3;
  int rejected = 0, problems_certified = 0;
  constexpr int problems = 300;
  for (int n = 0; n < problems; ++n) {
    const auto q = random_problem<N>(rng);
    const auto all = ref::box_qp_enumerate<N>(q.axes, q.w, q.v, q.e);
    bool any = false;
    for (int p = 0; p < patterns; ++p) {
      ref::qp_face<N> face;
      for (int i = 0, r = p; i < N; ++i, r /= 3) face[i] = r % 3 - 1;
      const auto m = ref::box_qp_certify<N>(q.axes, q.w, q.v, q.e, face);
      if (!m) {
        ++rejected;
        continue;
      }
      any = true;
      ASSERT_EQ(m->value, all.value) << "problem " << n << ", face " << p;
      ASSERT_EQ(value_at(q, m->t), m->value);
    }
    problems_certified += any;
  }
  EXPECT_EQ(problems_certified, problems);
  EXPECT_GT(rejected, problems);  // non-optimal faces exist and are refused
}
TEST(BoxQp, CertificateAcceptsOnlyMinimisers2) { certificate_accepts_only_minimisers<2>(31); }
TEST(BoxQp, CertificateAcceptsOnlyMinimisers3) { certificate_accepts_only_minimisers<3>(32); }

}  // namespace
