// The known-answer test (known_answers.hpp) must be able to fail: over the tables of each slug
// it serves, a known-wrong variant whose final comparison is strict (`<` for `<=`) gives a
// wrong answer on the exact tangencies, and the runner must say so. Its failures are captured
// here instead of failing this test.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <iostream>
#include <spherebox_ref/circle_rect/build.hpp>
#include <spherebox_ref/ellipsoid_aabb/build.hpp>
#include <spherebox_ref/ellipsoid_obb/build.hpp>
#include <spherebox_ref/known_wrong_registry.hpp>
#include <spherebox_ref/segment_sphere/build.hpp>
#include <spherebox_ref/sphere_obb/build.hpp>
#include <string>

#include "known_answers.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;

/// How many of the failures run_kat<V, CaseT<T, N>> reports over the four kinds (float and
/// double, 2-D and 3-D) say that V's answer is not the known one.
template <class V, template <class, int> class CaseT>
int wrong_known_answers() {
  ::testing::TestPartResultArray failures;
  {
    ::testing::ScopedFakeTestPartResultReporter capture(
        ::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD, &failures);
    (void)test::run_kat<V, CaseT<float, 2>>(), (void)test::run_kat<V, CaseT<float, 3>>();
    (void)test::run_kat<V, CaseT<double, 2>>(), (void)test::run_kat<V, CaseT<double, 3>>();
  }
  int wrong = 0;
  for (int i = 0; i < failures.size(); ++i)
    wrong += std::string(failures.GetTestPartResult(i).message()).find("not the known answer") != std::string::npos;
  std::cout << V::name << ": " << wrong << " wrong known answers, " << failures.size() << " failures in all\n";
  return wrong;
}

// Each known-wrong variant gives at least one wrong known answer.
#define CATCHES(test, wrong, case_type) \
  TEST(KnownAnswerTest, test) { EXPECT_GT((wrong_known_answers<known_wrong::wrong, ref::case_type>()), 0); }
CATCHES(CatchesSphereAabbStrictFinal, strict_final, sphere_aabb_case)
// The entries with a ball overlapping from below min: before them, no entry caught far_face.
CATCHES(CatchesSphereAabbFarFace, far_face, sphere_aabb_case)
CATCHES(CatchesSphereObbStrictFinal, obb_strict_final, sphere_obb_case)
CATCHES(CatchesCircleRectStrictClosed, absmax_strict_closed, circle_rect_case)
CATCHES(CatchesSegmentSphereClampedStrict, clamped_strict, segment_sphere_case)
CATCHES(CatchesEllipsoidAabbScaledStrict, scaled_strict, ellipsoid_aabb_case)
#undef CATCHES

}  // namespace

/// spherebox_tests --known-wrong-sets (tests/main.cpp): the registry's sets, one line each.
void spherebox_print_known_wrong_sets() { spherebox::known_wrong::print_sets(); }
