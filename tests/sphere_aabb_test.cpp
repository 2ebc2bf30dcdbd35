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

SPHEREBOX_TYPED_SUITE(SphereAabb, sphere_aabb::all);

template <class T, int N>
using sa_case = ref::sphere_aabb_case<T, N>;

TYPED_TEST(SphereAabb, KnownAnswersFloat3) { test::kat_at_least<TypeParam, sa_case<float, 3>>(6); }
TYPED_TEST(SphereAabb, KnownAnswersFloat2) { test::kat_at_least<TypeParam, sa_case<float, 2>>(3); }
TYPED_TEST(SphereAabb, KnownAnswersDouble3) { test::kat_at_least<TypeParam, sa_case<double, 3>>(1); }
TYPED_TEST(SphereAabb, KnownAnswersDouble2) { test::kat_at_least<TypeParam, sa_case<double, 2>>(2); }

// Argument order does not matter: overlaps(box, ball) answers as overlaps(ball, box).
TYPED_TEST(SphereAabb, ReverseArgumentOrderAgrees) {
  test::reverse_order_agrees<TypeParam, sa_case<float, 3>>();
}

// Random builder cases of every mode through the whole contract of this one variant.
TYPED_TEST(SphereAabb, HonoursContractOnBuilderCases) {
  if (!TypeParam::supported()) GTEST_SKIP() << "not supported on this machine";
  test::honours_on_builder_cases<TypeParam, sa_case<float, 3>, sa_case<double, 2>>(0x5eed0001, 300);
}

}  // namespace
