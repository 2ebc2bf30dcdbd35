/// The domain hooks of sphere_aabb (core/hooks.hpp): a claim's domain, part (b) of the bounded
/// contract, the conservative rejection clause, the checked API's error and the exact
/// metamorphic images, decided exactly and independently of lib/.
#pragma once
#include <optional>
#include <bit>
#include <algorithm>
#include <cmath>
#include <limits>

#include <spherebox/checked.hpp>

#include "../core/claim.hpp"
#include "case.hpp"

namespace spherebox::ref {

/// Contract (b) of a conservative sphere–AABB claim: some axis has the centre outside
/// [min - r, max + r] by more than the claim's margin (docs/contracts.md, "Conservative").
template <class T, int N>
[[nodiscard]] bool must_reject(const sphere_aabb_case<T, N>& c, const claim<T>& cl) {
  for (int i = 0; i < N; ++i)
    if (beyond_slab(c.s.center[i], c.b.min[i], c.b.max[i], c.s.radius, cl.reject)) return true;
  return false;
}

/// Is the sphere–AABB case inside a claim's domain? Finite, r >= 0 (-0 counts as 0),
/// min <= max, and every |value| <= max_magnitude. Written independently of lib/'s validate.
template <class T, int N>
[[nodiscard]] bool in_domain(const sphere_aabb_case<T, N>& c, T max_magnitude) {
  for (T x : c.flat())
    if (!(std::fabs(x) <= max_magnitude)) return false;  // also false for NaN
  if (c.s.radius < 0) return false;
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] > c.b.max[i]) return false;
  return true;
}

template <class T, int N>
[[nodiscard]] bool in_domain(const sphere_aabb_case<T, N>& c, const claim<T>& cl) {
  return in_domain(c, cl.max_magnitude);
}

/// Part (b) of the bounded contract for the sum-of-squares computations: all inputs lie on a
/// common grid g (a power of two) with B = max|x|/g, and 4*N*B^2 < 2^p and g^2 >= eta.
/// Then every difference (<= 2B g), square (<= 4B^2 g^2), partial sum (<= 4N B^2 g^2),
/// r^2 and min -+ r is an integer multiple of g^2 (or g) below 2^p of them: representable,
/// so each operation is exact and the verdict must equal the oracle's; and 4*N*B^2*g^2 stays
/// below 2^(emax-1), so nothing overflows.
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const sphere_aabb_case<T, N>& c) {
  const auto grid = common_grid_of(c.flat());
  if (!grid || grid->low < 0) return grid.has_value();  // not finite, or all zero
  const auto& [big, low] = *grid;
  if (2 * (low - grid_bits<T>) < -grid_bits<T>) return false;  // g^2 below the smallest subnormal
  const integer b = big >> low;                  // B, an integer
  const integer top = 4 * N * b * b;
  const int g_exp = low - grid_bits<T>;          // g = 2^g_exp
  const auto top_bits = static_cast<int>(boost::multiprecision::msb(top)) + 1;
  return top < (integer(1) << std::numeric_limits<T>::digits) &&
         top_bits + 2 * g_exp < std::numeric_limits<T>::max_exponent - 1;
}

/// The error the checked API must return for case c under V's domain, decided here
/// independently of lib/: NaN, then inf, then r < 0, then min > max, then magnitude.
template <class T, int N>
[[nodiscard]] errc expected_error(const sphere_aabb_case<T, N>& c, T max_magnitude) {
  bool nan = false, inf = false, neg = c.s.radius < 0, inverted = false, big = false;
  for (T x : c.flat()) nan |= std::isnan(x), inf |= std::isinf(x), big |= std::fabs(x) > max_magnitude;
  for (int i = 0; i < N; ++i) inverted |= c.b.min[i] > c.b.max[i];
  return nan ? errc::not_a_number : inf ? errc::infinite : neg ? errc::negative_radius
       : inverted ? errc::inverted_box : big ? errc::out_of_domain : errc::ok;
}

template <class T, int N>
[[nodiscard]] errc expected_error(const sphere_aabb_case<T, N>& c, const claim<T>& cl) {
  return expected_error(c, cl.max_magnitude);
}


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
