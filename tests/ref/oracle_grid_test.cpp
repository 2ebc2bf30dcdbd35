// nextafter grids across exact tangency (the oracle's sign of D - R must flip exactly there),
// and on_grid exactness checked against bit-level decoding and exact rationals.
#include <gtest/gtest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <spherebox_ref/sphere_aabb/build.hpp>
#include <spherebox_ref/core/contract_check.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>
#include <vector>

#include "test_util.hpp"

namespace {

using namespace spherebox;

/// Box [0, 2^k]^N; the centre lies outside on every axis by off[i] * 2^k (above the box when
/// `above`, else below), so its distance to the corner is exactly h * 2^k.
template <class T, int N>
ref::sphere_aabb_case<T, N> corner_case(const int* off, int h, int k, bool above) {
  ref::sphere_aabb_case<T, N> c{};
  for (int i = 0; i < N; ++i) {
    c.b.min[i] = 0, c.b.max[i] = std::ldexp(T(1), k);
    c.s.center[i] = above ? std::ldexp(T(1 + off[i]), k) : -std::ldexp(T(off[i]), k);
  }
  c.s.radius = std::ldexp(T(h), k);
  return c;
}

/// Walks r and then one centre coordinate over +-16 ulps around the tangency.
template <class T, int N>
void walk(const int* off, int h, int k, bool above) {
  const auto t = corner_case<T, N>(off, h, k, above);
  SCOPED_TRACE("scale 2^" + std::to_string(k) + " r=" + ref::hex_float(t.s.radius));
  ASSERT_EQ(ref::oracle(t)->margin(), 0);
  constexpr T inf = std::numeric_limits<T>::infinity();
  for (int dir : {-1, 1}) {
    auto c = t;
    for (int j = 1; j <= 16; ++j) {
      c.s.radius = std::nextafter(c.s.radius, dir * inf);
      if (c.s.radius < 0) break;  // walked below 0 at subnormal scale
      ASSERT_EQ(test::sign_of(ref::oracle(c)->margin()), -dir) << "radius moved " << dir * j << " ulps";
    }
    c = t;  // moving the centre away from the box (dir = 1) makes D > R
    const T away = above ? dir * inf : -dir * inf;
    for (int j = 1; j <= 16; ++j) {
      c.s.center[0] = std::nextafter(c.s.center[0], away);
      if (c.s.center[0] >= c.b.min[0] && c.s.center[0] <= c.b.max[0]) break;  // subnormal scale
      ASSERT_EQ(test::sign_of(ref::oracle(c)->margin()), dir) << "centre moved " << dir * j << " ulps";
    }
  }
}

template <class T>
void walk_all(const std::vector<int>& scales) {
  for (int k : scales) {
    for (const auto& q : ref::quadruples) {
      walk<T, 3>(q, q[3], k, true);
      walk<T, 3>(q, q[3], k, false);
    }
    for (const auto& t : ref::triples) walk<T, 2>(t, t[2], k, k % 2 == 0);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

TEST(OracleGrid, SignFlipsExactlyAtTangencyFloat) {
  // Subnormal (2^-149 is the smallest), the normal/subnormal border, ordinary and huge scales.
  walk_all<float>({-149, -145, -130, -126, -60, -1, 0, 1, 23, 60, 100, 120});
}

TEST(OracleGrid, SignFlipsExactlyAtTangencyDouble) {
  walk_all<double>({-1074, -1070, -1040, -1022, -500, 0, 1, 52, 500, 1000, 1016});
}

/// x * 2^grid_bits from the IEEE fields alone: normal (F + 2^(p-1)) * 2^(E-1), subnormal F.
template <class T, class Bits>
ref::integer from_fields(T x) {
  Bits bits;
  std::memcpy(&bits, &x, sizeof x);
  constexpr int p = std::numeric_limits<T>::digits;
  constexpr int ebits = int(sizeof(T) * 8) - p;
  const Bits frac = bits & ((Bits(1) << (p - 1)) - 1);
  const int e = int((bits >> (p - 1)) & ((Bits(1) << ebits) - 1));
  ref::integer v =
      e == 0 ? ref::integer(frac) : ref::integer(frac | (Bits(1) << (p - 1))) << (e - 1);
  return (bits >> (sizeof(T) * 8 - 1)) ? ref::integer(-v) : v;
}

/// The same through exact rationals: boost converts a binary float to a rational exactly.
template <class T>
std::string via_rational(T x) {
  using boost::multiprecision::cpp_int;
  using boost::multiprecision::cpp_rational;
  const cpp_rational q = cpp_rational(x) * cpp_rational(cpp_int(1) << ref::grid_bits<T>);
  EXPECT_EQ(denominator(q), 1) << ref::hex_float(x);
  return numerator(q).str();
}

template <class T, class Bits>
void check_on_grid(std::uint64_t seed) {
  using L = std::numeric_limits<T>;
  std::vector<T> values = {T(0),
                           -T(0),
                           L::denorm_min(),
                           -L::denorm_min(),
                           L::min(),
                           -L::min(),
                           L::min() - L::denorm_min(),
                           L::max(),
                           -L::max(),
                           T(1),
                           T(-0.75),
                           L::epsilon()};
  for (T x : values) {
    EXPECT_EQ(ref::on_grid(x), (from_fields<T, Bits>(x))) << ref::hex_float(x);
    EXPECT_EQ(ref::on_grid(x).str(), via_rational(x)) << ref::hex_float(x);
  }
  test::prng g(seed);
  for (int i = 0; i < 20000; ++i) {
    const auto b = g.bytes(sizeof(T));
    T x;
    std::memcpy(&x, b.data(), sizeof x);
    if (!std::isfinite(x)) continue;
    ASSERT_EQ(ref::on_grid(x), (from_fields<T, Bits>(x))) << ref::hex_float(x);
    if (i % 50 == 0) {
      ASSERT_EQ(ref::on_grid(x).str(), via_rational(x)) << ref::hex_float(x);
    }
  }
  EXPECT_THROW((void)ref::on_grid(L::infinity()), std::domain_error);
  EXPECT_THROW((void)ref::on_grid(L::quiet_NaN()), std::domain_error);
}

TEST(OnGrid, ExactForEveryFloat) { check_on_grid<float, std::uint32_t>(21); }
TEST(OnGrid, ExactForEveryDouble) { check_on_grid<double, std::uint64_t>(22); }

TEST(OnGrid, HandWorkedValues) {
  using F = std::numeric_limits<float>;
  using D = std::numeric_limits<double>;
  const ref::integer one = 1;
  EXPECT_EQ(ref::on_grid(F::denorm_min()), 1);
  EXPECT_EQ(ref::on_grid(-D::denorm_min()), -1);
  EXPECT_EQ(ref::on_grid(-0.0f), 0);
  EXPECT_EQ(ref::on_grid(F::min()), one << 23);                          // 2^-126 * 2^149
  EXPECT_EQ(ref::on_grid(F::min() - F::denorm_min()), (one << 23) - 1);  // largest subnormal
  EXPECT_EQ(ref::on_grid(1.0f), one << 149);
  EXPECT_EQ(ref::on_grid(F::max()), ((one << 24) - 1) << 253);   // (2^24-1) 2^104 2^149
  EXPECT_EQ(ref::on_grid(D::max()), ((one << 53) - 1) << 2045);  // (2^53-1) 2^971 2^1074
  EXPECT_EQ(ref::on_grid(-D::max()), -(((one << 53) - 1) << 2045));
  EXPECT_EQ(ref::on_grid(0x1.8p-1073), 3);
}

}  // namespace
