// Replicas of the exact variants' filters: the same operations in the same order as the
// library, so that a case's estimate x = fl(d2 - r2) and bound E can be inspected. Used by
// tests/exact_test.cpp (which checks each replica's verdict against the library's on every
// pinned case) and by tests/tools/exact_filter_search.cpp (the search behind those cases).
#pragma once
#include <cmath>
#include <spherebox/circle_rect/exact.hpp>
#include <spherebox/detail/filter.hpp>
#include <spherebox/sphere_aabb/exact.hpp>
#include <spherebox_ref/circle_rect/case.hpp>
#include <spherebox_ref/sphere_aabb/case.hpp>

namespace spherebox::test {

/// A filter's estimate on one case.
struct filter_estimate {
  double x = 0, e = 0;  // x = fl(d2 - r2) and the bound E (float values widened exactly for the batch)
  bool far = false;     // batch only: some fl(e_i) > r, decided "no" without the sum
  double s = 0;         // the scale the bound multiplies
  int verdict() const { return far ? 0 : detail::filter_verdict(x, e); }
  double rho() const { return std::fabs(x) / e; }
};

/// sphere_aabb::exact's filter, in double.
template <class T, int N>
filter_estimate replica(const ref::sphere_aabb_case<T, N>& c) {
  double d2 = 0;
  for (int i = 0; i < N; ++i) {
    const double cc = c.s.center[i];
    const double lo = double(c.b.min[i]) - cc, hi = cc - double(c.b.max[i]);
    const double e = (lo > 0 ? lo : 0.0) + (hi > 0 ? hi : 0.0);
    d2 += e * e;
  }
  const double r = c.s.radius, r2 = r * r, s = d2 + r2;
  const double bound = sphere_aabb::exact::relative_bound<double>(N) * s + detail::filter_absolute<double>(N);
  return {d2 - r2, bound, false, s};
}

/// circle_rect::exact's filter, in double.
template <class T, int N>
filter_estimate replica(const ref::circle_rect_case<T, N>& c) {
  const double r = c.s.radius, r2 = r * r;
  double d2 = 0, scale = r2;
  for (int i = 0; i < N; ++i) {
    const double d = double(c.s.center[i]) - double(c.b.center[i]);
    const double a = d < 0 ? -d : d;
    const double v = a - double(c.b.half[i]);
    const double e = v > 0 ? v : 0.0;
    d2 += e * e;
    scale += a * a;
  }
  const double bound = circle_rect::exact::relative_bound<double>(N) * scale + detail::filter_absolute<double>(N);
  return {d2 - r2, bound, false, scale};
}

/// The exact batch kernels' float-in-float filter on one lane (body.ipp, exact_block).
template <int N>
filter_estimate batch_replica(const ref::sphere_aabb_case<float, N>& c) {
  const float r = c.s.radius, r2 = r * r;
  float d2 = 0;
  bool ok = true;
  for (int i = 0; i < N; ++i) {
    const float lo = c.b.min[i] - c.s.center[i], hi = c.s.center[i] - c.b.max[i];
    const float e = (lo > 0 ? lo : 0.0f) + (hi > 0 ? hi : 0.0f);
    const float sq = e * e;
    ok = ok && e <= r;
    d2 = i == 0 ? sq : d2 + sq;
  }
  const float s = d2 + r2;
  const float bound = detail::filter_relative<float>(N + 2) * s + detail::filter_absolute<float>(N);
  return {double(d2 - r2), double(bound), !ok, double(s)};
}

}  // namespace spherebox::test
