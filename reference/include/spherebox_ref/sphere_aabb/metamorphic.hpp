/// Images of a sphere–AABB case whose float computations are exactly related to the original's:
/// mirroring (negation is exact and round-to-nearest is symmetric) and scaling by 2^k while
/// every intermediate stays normal and finite (then every rounding scales too).
#pragma once
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>

#include "../core/claim.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// x -> -x on every axis: the box [min, max] becomes [-max, -min].
template <class T, int N>
[[nodiscard]] sphere_aabb_case<T, N> mirrored(const sphere_aabb_case<T, N>& c) {
  auto m = c;
  for (int i = 0; i < N; ++i) m.s.center[i] = -c.s.center[i], m.b.min[i] = -c.b.max[i], m.b.max[i] = -c.b.min[i];
  return m;
}

/// Every value times 2^k, when that image and the original both keep all intermediates of the
/// sum-of-squares computation normal and finite: the finest grid g of the values has g^2 at
/// or above the smallest normal, and every value is at most max_magnitude. Else nullopt.
template <class T, int N>
[[nodiscard]] std::optional<sphere_aabb_case<T, N>> scaled_by(const sphere_aabb_case<T, N>& c, int k, T max_magnitude) {
  auto safe = [&](const sphere_aabb_case<T, N>& x) {
    int finest = std::numeric_limits<int>::max();
    for (T v : x.flat()) {
      if (!(std::fabs(v) <= max_magnitude)) return false;
      if (v == 0) continue;
      int e = 0;
      const T mant = std::ldexp(std::fabs(std::frexp(v, &e)), std::numeric_limits<T>::digits);
      const int tz = std::countr_zero(static_cast<unsigned long long>(mant));  // of the integer mantissa
      finest = std::min(finest, e - std::numeric_limits<T>::digits + tz);
    }
    return finest == std::numeric_limits<int>::max() || 2 * finest >= std::numeric_limits<T>::min_exponent - 1;
  };
  if (!safe(c)) return std::nullopt;
  auto v = c.flat();
  for (auto& x : v) x = std::ldexp(x, k);
  auto image = sphere_aabb_case<T, N>::from_flat(v);
  if (!safe(image)) return std::nullopt;
  return image;
}

template <class T, int N>
[[nodiscard]] std::optional<sphere_aabb_case<T, N>> scaled_by(const sphere_aabb_case<T, N>& c, int k, const claim<T>& cl) {
  return scaled_by(c, k, cl.max_magnitude);
}

}  // namespace spherebox::ref
