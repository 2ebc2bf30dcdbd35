// detail::max0 (branchless's clamp, one maxss/maxsd with SSE2) against the ternary it stands for,
// bit for bit: NaN and -0 give +0, every other value x > 0 ? x : +0. Over the special values and
// a million random bit patterns per type.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <spherebox/detail/max0.hpp>
#include <vector>

namespace {

template <class T, class Bits>
void max0_is_the_ternary() {
  using lim = std::numeric_limits<T>;
  std::vector<T> xs{T(0), -T(0), T(1), T(-1), lim::min(), -lim::min(), lim::denorm_min(), -lim::denorm_min(),
                    lim::max(), lim::lowest(), lim::infinity(), -lim::infinity(), lim::quiet_NaN(),
                    -lim::quiet_NaN(), lim::signaling_NaN()};
  std::mt19937_64 rng(5);
  for (int i = 0; i < 1000000; ++i) {
    const auto bits = static_cast<Bits>(rng());
    T x;
    std::memcpy(&x, &bits, sizeof x);
    xs.push_back(x);
  }
  int differ = 0;
  for (T x : xs) {
    const T want = x > 0 ? x : T(0);
    const T got = spherebox::detail::max0(x);
    Bits a, b;
    std::memcpy(&a, &want, sizeof a), std::memcpy(&b, &got, sizeof b);
    if (a != b && differ++ < 5) ADD_FAILURE() << std::hexfloat << "max0(" << x << ") = " << got << ", not " << want;
  }
  EXPECT_EQ(differ, 0);
}

TEST(Max0, IsTheTernaryFloat) { max0_is_the_ternary<float, std::uint32_t>(); }
TEST(Max0, IsTheTernaryDouble) { max0_is_the_ternary<double, std::uint64_t>(); }

// The portable ternary (every type without a maxss/maxsd form, and every type in a build
// without SSE2): -0 and NaN give +0, positive values stay, negative ones give +0.
TEST(Max0, PortableFormGivesPositiveZeroForNegativeZeroAndNaN) {
  using spherebox::detail::max0;
  for (long double x : {0.0L, -0.0L, -1.0L, -std::numeric_limits<long double>::denorm_min(),
                        std::numeric_limits<long double>::quiet_NaN(), -std::numeric_limits<long double>::infinity()}) {
    const long double got = max0(x);
    EXPECT_TRUE(got == 0 && !std::signbit(got)) << "max0(" << x << ") = " << got << ", not +0";
  }
  for (long double x : {1.0L, std::numeric_limits<long double>::denorm_min(), std::numeric_limits<long double>::max()})
    EXPECT_EQ(max0(x), x);
}

}  // namespace
