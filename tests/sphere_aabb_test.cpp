// Every sphere–AABB variant of the registry against the known-answer table
// (reference/cases/sphere_aabb.inc) through the known-answer test (known_answers.hpp), the
// reverse argument order, and builder cases through each variant's whole contract.
#include <gtest/gtest.h>

#include <spherebox/sphere_aabb/variants.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <spherebox_ref/sphere_aabb/kat.hpp>

#include "known_answers.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;

template <class V>
class SphereAabb : public ::testing::Test {};
TYPED_TEST_SUITE(SphereAabb, test::gtest_types<sphere_aabb::all>, test::variant_name);

template <class T, int N>
using sa_case = ref::sphere_aabb_case<T, N>;

TYPED_TEST(SphereAabb, KnownAnswersFloat3) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((test::run_kat<TypeParam, sa_case<float, 3>>()), 6);
}

TYPED_TEST(SphereAabb, KnownAnswersFloat2) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((test::run_kat<TypeParam, sa_case<float, 2>>()), 3);
}

TYPED_TEST(SphereAabb, KnownAnswersDouble3) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((test::run_kat<TypeParam, sa_case<double, 3>>()), 1);
}

TYPED_TEST(SphereAabb, KnownAnswersDouble2) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((test::run_kat<TypeParam, sa_case<double, 2>>()), 2);
}

// Argument order does not matter: overlaps(box, ball) answers as overlaps(ball, box).
TYPED_TEST(SphereAabb, ReverseArgumentOrderAgrees) {
  for (const auto& e : ref::kat_table<ref::sphere_aabb_case<float, 3>>()) {
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
