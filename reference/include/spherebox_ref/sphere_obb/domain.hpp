/// The domain hooks of sphere_obb (core/hooks.hpp): a claim's domain, the checked API's
/// error, part (b) of the bounded contract and the exact metamorphic images, decided exactly
/// and independently of lib/.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include <spherebox/checked.hpp>

#include "../core/claim.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Is the case inside a claim's domain? Finite, r >= 0, every half extent >= 0 (-0 counts
/// as 0), every |a_i . a_j - delta_ij| <= axis_tolerance (exactly), and every centre
/// coordinate, radius and half extent at most max_magnitude. Independent of lib/'s checks.
template <class T, int N>
[[nodiscard]] bool in_domain(const sphere_obb_case<T, N>& c, const claim<T>& cl) {
  if (!all_finite(c) || c.s.radius < 0) return false;
  for (T x : point_values(c))
    if (!(std::fabs(x) <= cl.max_magnitude)) return false;
  for (T h : c.b.half)
    if (h < 0) return false;
  return gram_defect(c.b) <= exact_value(cl.axis_tolerance);
}

/// What overlaps_checked must return: NaN, inf, r < 0, h < 0, skewed axes, magnitude.
template <class T, int N>
[[nodiscard]] errc expected_error(const sphere_obb_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, big = false, neg_h = false;
  for (T x : c.flat()) nan |= std::isnan(x), inf |= std::isinf(x);
  if (nan) return errc::not_a_number;
  if (inf) return errc::infinite;
  if (c.s.radius < 0) return errc::negative_radius;
  for (T h : c.b.half) neg_h |= h < 0;
  if (neg_h) return errc::negative_extent;
  if (gram_defect(c.b) > exact_value(cl.axis_tolerance)) return errc::not_orthonormal;
  for (T x : point_values(c)) big |= std::fabs(x) > cl.max_magnitude;
  return big ? errc::out_of_domain : errc::ok;
}

/// True when the axes are exactly a signed permutation matrix (then A^T A = I exactly).
template <class T, int N>
[[nodiscard]] bool signed_permutation(const obb<T, N>& b) {
  std::array<int, N> per_column{};
  for (const auto& a : b.axes) {
    int ones = 0;
    for (int k = 0; k < N; ++k) {
      if (a[k] == 0) continue;
      if (std::fabs(a[k]) != 1) return false;
      ++ones, ++per_column[k];
    }
    if (ones != 1) return false;
  }
  for (int n : per_column)
    if (n != 1) return false;
  return true;
}

/// Part (b): the axes are a signed permutation (so every product w_k * a_ik is +-w_k or +-0,
/// each projection is +-w exactly and D equals the projected sum), and the other values lie
/// on a common grid g = 2^ev with B = max|x|/g, 9*N*B^2 < 2^p, g^2 >= eta and
/// 9*N*B^2*g^2 < 2^(emax-1): differences (<= 2Bg), excesses (<= 3Bg), squares, the sum
/// (<= 9NB^2 g^2) and r^2 are then integer multiples of g^2 below 2^p of them: exact.
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const sphere_obb_case<T, N>& c) {
  if (!all_finite(c) || !signed_permutation(c.b)) return false;
  const auto pv = point_values(c);
  const int ev = finest_exponent<T>(pv);
  if (ev == INT_MAX) return true;
  if (2 * ev < -grid_bits<T>) return false;
  integer big = 0;
  for (T x : pv) big = std::max(big, integer(boost::multiprecision::abs(on_grid(x)) >> (ev + grid_bits<T>)));
  const integer top = 9 * N * big * big;
  const auto top_bits = static_cast<int>(boost::multiprecision::msb(top)) + 1;
  return top < (integer(1) << std::numeric_limits<T>::digits) &&
         top_bits + 2 * ev < std::numeric_limits<T>::max_exponent - 1;
}


/// x -> -x: the ball's and the box's centres negate, the axes and extents stay (the box is
/// symmetric in t). Every variant computes w' = -w exactly and |s'| = |s|.
template <class T, int N>
[[nodiscard]] sphere_obb_case<T, N> mirrored(const sphere_obb_case<T, N>& c) {
  auto m = c;
  for (int k = 0; k < N; ++k) m.s.center[k] = -c.s.center[k], m.b.center[k] = -c.b.center[k];
  return m;
}

/// Centres, radius and half extents times 2^k (axes unchanged), when both the case and the
/// image keep every intermediate of every variant zero or normal and finite: each value is
/// a multiple of 2^ev, each axis component of 2^ea, so products and sums are multiples of
/// 2^(ev+ea), squares of 4^(ev+ea), the conservative bound of 2^(ev+7-2p) (tau = 2^(5-p),
/// 8u, the factor 1 + 16u); all of those at or above the smallest normal, and the values
/// within max_magnitude (no overflow), make every rounding commute with the scaling.
template <class T, int N>
[[nodiscard]] std::optional<sphere_obb_case<T, N>> scaled_by(const sphere_obb_case<T, N>& c, int k,
                                                             const claim<T>& cl) {
  constexpr int p = std::numeric_limits<T>::digits, lowest = std::numeric_limits<T>::min_exponent - 1;
  const int ea = std::min(finest_exponent<T>(axis_values(c.b)), 0);
  auto safe = [&](const sphere_obb_case<T, N>& x) {
    if (!in_domain(x, cl)) return false;
    const int ev = finest_exponent<T>(point_values(x));
    return ev == INT_MAX || (2 * (ev + ea) >= lowest && ev + 7 - 2 * p >= lowest);
  };
  if (!safe(c)) return std::nullopt;
  auto image = c;
  for (int i = 0; i < N; ++i) {
    image.s.center[i] = std::ldexp(c.s.center[i], k), image.b.center[i] = std::ldexp(c.b.center[i], k);
    image.b.half[i] = std::ldexp(c.b.half[i], k);
  }
  image.s.radius = std::ldexp(c.s.radius, k);
  if (!safe(image)) return std::nullopt;
  return image;
}

}  // namespace spherebox::ref
