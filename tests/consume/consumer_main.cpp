// Uses spherebox the way a downstream project would and checks answers known by hand.
// Exits non-zero, naming each failed check, when an answer is wrong.
#include <spherebox/spherebox.hpp>

#include <array>
#include <cstdio>
#include <cstring>
#include <limits>

namespace {

int failures = 0;

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "FAILED: %s\n", what);
    ++failures;
  }
}

template <class T>
void check_sphere_aabb() {
  // Unit ball at the origin. Every coordinate below is a small integer or a sum of powers of
  // two, so each answer is exact whatever the variant, ISA or contraction.
  const spherebox::sphere<T> s{{T(0), T(0), T(0)}, T(1)};
  const spherebox::aabb<T> touching{{T(1), T(-1), T(-1)}, {T(2), T(1), T(1)}};
  const spherebox::aabb<T> apart{{T(2), T(-1), T(-1)}, {T(3), T(1), T(1)}};
  // Overlaps the ball's bounding cube but not the ball: 3 * 0.75^2 = 1.6875 > 1.
  const spherebox::aabb<T> corner{{T(0.75), T(0.75), T(0.75)}, {T(2), T(2), T(2)}};

  check(spherebox::overlaps(s, touching), "overlaps(ball, box) counts touching");
  check(spherebox::overlaps(touching, s), "overlaps(box, ball) counts touching");
  check(!spherebox::overlaps(s, apart), "overlaps(ball, box) is false for a separated box");
  check(!spherebox::overlaps(s, corner), "overlaps(ball, box) is false in the corner region");

  // Every registered variant agrees where its contract allows no doubt.
  spherebox::sphere_aabb::all::for_each([&](auto variant) {
    using V = decltype(variant);
    if (!V::supported()) return;
    check(spherebox::overlaps<V>(s, touching), "every variant counts touching");
    if (V::promise != spherebox::contract::conservative)
      check(!spherebox::overlaps<V>(s, corner), "every non-conservative variant rejects the corner");
  });

  const auto accepted = spherebox::overlaps_checked(s, touching);
  check(accepted.ok() && accepted.error == spherebox::errc::ok && accepted.value,
        "overlaps_checked accepts finite input and answers true");

  const T nan = std::numeric_limits<T>::quiet_NaN();
  const spherebox::sphere<T> nan_ball{{T(0), nan, T(0)}, T(1)};
  const auto refused = spherebox::overlaps_checked(nan_ball, touching);
  check(!refused.ok() && refused.error == spherebox::errc::not_a_number,
        "overlaps_checked refuses a NaN centre with errc::not_a_number");
  check(!spherebox::message(refused.error).empty(), "message(errc) describes the error");

  const spherebox::sphere<T> negative{{T(0), T(0), T(0)}, T(-1)};
  check(spherebox::overlaps_checked(negative, touching).error == spherebox::errc::negative_radius,
        "overlaps_checked refuses a negative radius with errc::negative_radius");
}

template <class T>
void check_other_queries() {
  const spherebox::aabb<T> unit{{T(0), T(0), T(0)}, {T(1), T(1), T(1)}};
  const std::array<T, 3> expected{T(1), T(0), T(0.5)};
  check(spherebox::closest_point(unit, {T(2), T(-1), T(0.5)}) == expected,
        "closest_point clamps each coordinate into the box");
  const std::array<T, 3> inside{T(0.25), T(0.5), T(0.75)};
  check(spherebox::closest_point(unit, inside) == inside, "closest_point keeps an inside point");
  const auto nan_point = spherebox::closest_point_checked(
      unit, {T(0), std::numeric_limits<T>::quiet_NaN(), T(0)});
  check(nan_point.error == spherebox::errc::not_a_number,
        "closest_point_checked refuses a NaN point with errc::not_a_number");

  const spherebox::aabb<T> face{{T(1), T(0), T(0)}, {T(2), T(1), T(1)}};
  const spherebox::aabb<T> far{{T(3), T(3), T(3)}, {T(4), T(4), T(4)}};
  check(spherebox::overlaps(unit, face), "overlaps(box, box) counts touching");
  check(!spherebox::overlaps(unit, far), "overlaps(box, box) is false for separated boxes");

  const spherebox::circle<T> c{{T(0), T(0)}, T(2)};
  const spherebox::rect<T> r{{T(1), T(1)}, {T(3), T(3)}};       // corner at distance sqrt 2
  const spherebox::rect<T> r_far{{T(2), T(2)}, {T(3), T(3)}};   // corner at distance sqrt 8
  check(spherebox::overlaps(c, r), "2-D overlaps(circle, rect) is true");
  check(!spherebox::overlaps(c, r_far), "2-D overlaps(circle, rect) is false in the corner");
}

}  // namespace

int main() {
#ifdef SPHEREBOX_EXPECTED_VERSION_STRING
  // The package's version (find_package, pkg-config) is the one its headers state.
  check(std::strcmp(SPHEREBOX_VERSION_STRING, SPHEREBOX_EXPECTED_VERSION_STRING) == 0,
        "SPHEREBOX_VERSION_STRING equals the version the package reports");
#endif
  check_sphere_aabb<float>();
  check_sphere_aabb<double>();
  check_other_queries<float>();
  check_other_queries<double>();
  if (failures != 0) {
    std::fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  std::puts("spherebox consumer: all checks passed");
  return 0;
}
