// The harness's two throughput devices, which must never change an answer: the table of the
// oracle's recent answers (recent_answers) and the pool GMP allocates from (gmp_pool).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <spherebox_ref/core/compare.hpp>
#include <spherebox_ref/sphere_aabb/case.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>
#include <latch>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace spherebox;
using case3 = ref::sphere_aabb_case<double, 3>;

case3 unit_case(double cx) { return {{{cx, 0.5, 0.5}, 1.0}, {{0, 0, 0}, {1, 1, 1}}}; }

struct count_tag {};
struct one_slot_tag {};
struct oracle_tag {};

TEST(RecentAnswers, aRepeatedCaseIsAnsweredOnceAndAnyOtherBitsAskAgain) {
  int made = 0;
  auto ask = [&](const case3& c) {
    return ref::recent_answers<case3, double, count_tag>::get(c, [&] { return ++made, c.s.center[0] * 2; });
  };
  EXPECT_EQ(ask(unit_case(3.0)), 6.0);
  EXPECT_EQ(ask(unit_case(3.0)), 6.0);
  EXPECT_EQ(made, 1);
  // One ulp apart, and zeros of either sign, are different inputs.
  EXPECT_EQ(ask(unit_case(std::nextafter(3.0, 4.0))), 2 * std::nextafter(3.0, 4.0));
  EXPECT_EQ(made, 2);
  EXPECT_EQ(ask(unit_case(0.0)), 0.0);
  EXPECT_EQ(ask(unit_case(-0.0)), -0.0);
  EXPECT_TRUE(std::signbit(ask(unit_case(-0.0))));
  EXPECT_EQ(made, 4);
}

TEST(RecentAnswers, casesSharingASlotEvictEachOtherAndStayRight) {
  int made = 0;
  auto ask = [&](const case3& c) {
    return ref::recent_answers<case3, double, one_slot_tag, 1>::get(c, [&] { return ++made, c.s.center[0]; });
  };
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(ask(unit_case(1.0)), 1.0);
    EXPECT_EQ(ask(unit_case(2.0)), 2.0);
  }
  EXPECT_EQ(made, 8);
  // Equal values with different bits are different inputs, even in the same slot.
  EXPECT_FALSE(std::signbit(ask(unit_case(0.0))));
  EXPECT_TRUE(std::signbit(ask(unit_case(-0.0))));
  EXPECT_EQ(made, 10);
}

TEST(RecentAnswers, theRememberedOracleAnswerIsTheOraclesAnswer) {
  // The exact values are GMP numbers: remembered answers must be deep copies, not views.
  for (double cx : {1.5, 2.0, 2.0 + 0x1p-40, 1.5, -1.0, 2.0}) {
    const case3 c = unit_case(cx);
    const auto& got = ref::recent_answers<case3, std::optional<ref::exact_compare>, oracle_tag>::get(
        c, [&] { return ref::oracle(c); });
    const auto want = ref::oracle(c);
    ASSERT_EQ(got.has_value(), want.has_value());
    EXPECT_EQ(got->d, want->d) << cx;
    EXPECT_EQ(got->r, want->r) << cx;
    EXPECT_EQ(got->holds(), want->holds()) << cx;
  }
}

/// 3^n mod m by repeated multiplication in machine integers: independent of GMP.
std::uint64_t pow3_mod(int n, std::uint64_t m) {
  std::uint64_t x = 1;
  for (int i = 0; i < n; ++i) x = x * 3 % m;
  return x;
}

TEST(GmpPool, numbersThatGrowAndShrinkThroughEverySizeClassKeepTheirValue) {
  // Growing one integer reallocates it through every pool class and past the largest (64 KiB)
  // into malloc; dividing shrinks it back. Residues checked against machine arithmetic catch
  // any limb lost by a reallocation, and strings exercise GMP's own allocate/free of text.
  const std::uint64_t m = 1000000007, step = 12157665459056928801ull;  // 3^40
  ref::integer x = 1;
  for (int n = 40; n <= 400000; n += 40) {
    x *= step;
    if (n % 40960 == 0 || n == 400000) {
      ASSERT_EQ(static_cast<std::uint64_t>(x % m), pow3_mod(n, m)) << "3^" << n;
    }
  }
  EXPECT_GT(msb(x), 600000u);  // 3^400000 has 633,985 bits: about 77 KiB of limbs
  ref::integer y = x;  // a copy in a fresh block
  for (int n = 400000; n > 0; n -= 40) {
    if (n % 40000 == 0) {
      EXPECT_EQ(static_cast<std::uint64_t>(y % m), pow3_mod(n, m)) << "3^" << n;
    }
    y /= step;
  }
  EXPECT_EQ(y, 1);
  EXPECT_EQ(static_cast<std::uint64_t>(x % m), pow3_mod(400000, m));  // x untouched by y's blocks
  const std::string s = ref::integer(pow(ref::integer(7), 300)).str();
  EXPECT_EQ(s.size(), 254u);  // 7^300 has 254 decimal digits
  EXPECT_EQ(s.front(), '3');
  EXPECT_EQ(s.back(), '1');  // 7^4 = 2401, so 7^300 ends in 1
}

TEST(GmpPool, threadsThatAllocateAndFreeEachOthersNumbersKeepTheirValues) {
  // Each thread keeps its own free lists and cuts new blocks from the shared arena: numbers made
  // by four threads at once, and numbers made by one thread and freed by another, must keep
  // their values (two threads handed one block would overwrite each other's limbs).
  const std::uint64_t m = 1000000007;
  std::vector<ref::integer> handed(4);
  std::vector<int> bad(4, 0);
  std::vector<std::thread> threads;
  std::latch start(4);  // the four begin together, so that their allocations interleave
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      for (int round = 0; round < 3000; ++round) {
        ref::integer x = 1;
        const int n = 1 + (round * 7 + t * 13) % 300;
        for (int i = 0; i < n; ++i) x *= 3;
        if (static_cast<std::uint64_t>(x % m) != pow3_mod(n, m)) ++bad[t];
      }
      ref::integer h = 1;
      for (int i = 0; i < 100 * (t + 1); ++i) h *= 3;
      handed[t] = std::move(h);
    });
  for (auto& th : threads) th.join();
  threads.clear();
  for (int t = 0; t < 4; ++t)  // each thread frees (and checks) a number another one made
    threads.emplace_back([&, t] {
      const int from = (t + 1) % 4;
      ref::integer h = std::move(handed[from]);
      if (static_cast<std::uint64_t>(h % m) != pow3_mod(100 * (from + 1), m)) ++bad[t];
      h = 0;
    });
  for (auto& th : threads) th.join();
  for (int t = 0; t < 4; ++t) EXPECT_EQ(bad[t], 0) << "thread " << t;
}

}  // namespace
