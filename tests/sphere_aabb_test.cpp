// Every sphere–AABB variant of the registry against the known-answer table
// (reference/cases/sphere_aabb.inc): its whole contract (check_variant), and the table's
// answer wherever the contract promises exactness.
#include <gtest/gtest.h>

#include <spherebox/sphere_aabb/variants.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <spherebox_ref/sphere_aabb/kat.hpp>

#include "test_util.hpp"

namespace {

using namespace spherebox;

template <class V>
class SphereAabb : public ::testing::Test {};
TYPED_TEST_SUITE(SphereAabb, test::gtest_types<sphere_aabb::all>, test::variant_name);

/// Runs V over the table for T/N; returns how many entries were compared with the answer.
template <class V, class T, int N>
int run_kat() {
  const auto cl = ref::claim_of<V, T, N>();
  int compared = 0;
  for (const auto& e : ref::kat_table<T, N>()) {
    SCOPED_TRACE(std::string(e.why) + " (" + ref::hex_input(e.input) + ")");
    if (auto v = ref::check_variant<V>(e.input)) ADD_FAILURE() << ref::show(*v);
    if (!ref::in_domain(e.input, cl.max_magnitude)) continue;
    const bool got = V::test(e.input.s, e.input.b);
    if (cl.promise == contract::conservative) {
      if (e.overlap) {
        EXPECT_TRUE(got) << "conservative variant: false negative";
      }
      ++compared;
    } else if (ref::intermediates_representable(e.input)) {
      EXPECT_EQ(got, e.overlap);
      ++compared;
    }
  }
  return compared;
}

TYPED_TEST(SphereAabb, KnownAnswersFloat3) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((run_kat<TypeParam, float, 3>()), 6);
}

TYPED_TEST(SphereAabb, KnownAnswersFloat2) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((run_kat<TypeParam, float, 2>()), 3);
}

TYPED_TEST(SphereAabb, KnownAnswersDouble3) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((run_kat<TypeParam, double, 3>()), 1);
}

TYPED_TEST(SphereAabb, KnownAnswersDouble2) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((run_kat<TypeParam, double, 2>()), 2);
}

// Argument order does not matter: overlaps(box, ball) answers as overlaps(ball, box).
TYPED_TEST(SphereAabb, ReverseArgumentOrderAgrees) {
  for (const auto& e : ref::kat_table<float, 3>()) {
    EXPECT_EQ(overlaps<TypeParam>(e.input.b, e.input.s), overlaps<TypeParam>(e.input.s, e.input.b))
        << e.why;
    EXPECT_EQ(overlaps<TypeParam>(e.input.s, e.input.b), TypeParam::test(e.input.s, e.input.b))
        << e.why;
  }
}

// Random builder cases of every mode through the whole contract of this one variant.
TYPED_TEST(SphereAabb, HonoursContractOnBuilderCases) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  test::prng g(0x5eed0001);
  for (ref::mode m : test::all_modes()) {
    for (int i = 0; i < 300; ++i) {
      const auto f = test::make_case<float, 3>(m, g);
      if (auto v = ref::check_variant<TypeParam>(f)) FAIL() << ref::show(*v);
      const auto d = test::make_case<double, 2>(m, g);
      if (auto v = ref::check_variant<TypeParam>(d)) FAIL() << ref::show(*v);
    }
  }
}

}  // namespace
