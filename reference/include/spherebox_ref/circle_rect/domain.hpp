/// The domain hooks of circle_rect (core/hooks.hpp): a claim's domain, the conservative
/// rejection clause, part (b) of the bounded contract, the checked API's error and the exact
/// metamorphic images, decided exactly and independently of lib/.
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

/// Is the case inside a claim's domain? Every |value| <= max_magnitude (false for NaN and inf),
/// r >= 0 and h >= 0 (-0 counts as 0), and for open-set claims every h > 0 (an open box with a
/// zero extent is empty). Written independently of lib/'s validate_centered.
template <class T, int N>
[[nodiscard]] bool in_domain(const circle_rect_case<T, N>& c, const claim<T>& cl) {
  if (!within_magnitude(c, cl)) return false;  // also false for NaN
  if (c.s.radius < 0) return false;
  for (int i = 0; i < N; ++i)
    if (c.b.half[i] < 0 || (cl.open_sets && c.b.half[i] == 0)) return false;
  return true;
}

/// Contract (b) of a conservative circle–rectangle claim: on some axis d = |p - c| is at most
/// T's largest value and d - (h + r) > k*u*d + a*eta (exact; circle_rect/conservative.hpp
/// derives k and a).
template <class T, int N>
[[nodiscard]] bool must_reject(const circle_rect_case<T, N>& c, const claim<T>& cl) {
  constexpr int p = std::numeric_limits<T>::digits;
  const integer top = on_grid(std::numeric_limits<T>::max());
  for (int i = 0; i < N; ++i) {
    const integer d = boost::multiprecision::abs(integer(on_grid(c.s.center[i]) - on_grid(c.b.center[i])));
    const integer gap = d - on_grid(c.b.half[i]) - on_grid(c.s.radius);
    if (d <= top && (gap << p) > cl.reject.k * d + (integer(cl.reject.a) << p)) return true;
  }
  return false;
}

/// Part (b) for the abs-max computation: all values on a common grid g (a power of two),
/// B = max|x| / g, 4 N B^2 < 2^p, g^2 >= eta and 4 N B^2 g^2 < 2^(emax-1). Then p - c
/// (<= 2Bg), |p - c| - h (in [-Bg, 2Bg]), the squares (<= 4B^2 g^2), every partial sum
/// (<= 4NB^2 g^2) and r^2 are integer multiples of g or g^2 with fewer than p bits and no
/// overflow: every operation is exact, and so is the verdict.
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const circle_rect_case<T, N>& c) {
  const auto grid = common_grid_of(c.flat());
  if (!grid || grid->low < 0) return grid.has_value();  // not finite, or all zero
  const auto& [big, low] = *grid;
  const int g_exp = low - grid_bits<T>;  // g = 2^g_exp
  if (2 * g_exp < -grid_bits<T>) return false;
  const integer b = big >> low;
  const integer top = 4 * N * b * b;
  const auto top_bits = static_cast<int>(boost::multiprecision::msb(top)) + 1;
  return top < (integer(1) << std::numeric_limits<T>::digits) &&
         top_bits + 2 * g_exp < std::numeric_limits<T>::max_exponent - 1;
}

/// What overlaps_checked must return: NaN, inf, r < 0, h < 0, (open sets) h == 0, magnitude.
template <class T, int N>
[[nodiscard]] errc expected_error(const circle_rect_case<T, N>& c, const claim<T>& cl) {
  bool nan = false, inf = false, big = false, negative = false, zero = false;
  for (T x : c.flat())
    nan |= std::isnan(x), inf |= std::isinf(x), big |= std::fabs(x) > cl.max_magnitude;
  for (int i = 0; i < N; ++i) negative |= c.b.half[i] < 0, zero |= c.b.half[i] == 0;
  return nan                      ? errc::not_a_number
         : inf                    ? errc::infinite
         : c.s.radius < 0         ? errc::negative_radius
         : negative               ? errc::negative_extent
         : (cl.open_sets && zero) ? errc::degenerate_box
         : big                    ? errc::out_of_domain
                                  : errc::ok;
}

/// x -> -x on every axis: both centres are negated, the half extents stay. fl(-p + c) is
/// exactly -fl(p - c), so every variant computes the same values.
template <class T, int N>
[[nodiscard]] circle_rect_case<T, N> mirrored(const circle_rect_case<T, N>& c) {
  auto m = c;
  for (int i = 0; i < N; ++i) m.s.center[i] = -c.s.center[i], m.b.center[i] = -c.b.center[i];
  return m;
}

/// Exponent of the finest power of two dividing every nonzero value (INT_MAX when all are 0).
template <class T, int N>
[[nodiscard]] int finest_exponent(const circle_rect_case<T, N>& c) {
  int finest = std::numeric_limits<int>::max();
  for (T v : c.flat()) {
    if (v == 0) continue;
    int e = 0;
    const T m = std::frexp(std::fabs(v), &e);  // |v| = m 2^e, m in [0.5, 1)
    const auto mant =
        static_cast<unsigned long long>(std::ldexp(m, std::numeric_limits<T>::digits));
    const int tz = std::countr_zero(mant);
    if (e - std::numeric_limits<T>::digits + tz < finest)
      finest = e - std::numeric_limits<T>::digits + tz;
  }
  return finest;
}

/// Every value times 2^k, when the original and the image keep every intermediate of every
/// variant normal and finite: all values finite, |x| <= min(claim's limit, 2^61 or 2^509),
/// and g^2 >= the smallest normal for the finest grid g. Then each rounding scales by 2^k
/// (the conservative test's t * (1 + 4u) included). Else nullopt.
template <class T, int N>
[[nodiscard]] std::optional<circle_rect_case<T, N>> scaled_by(const circle_rect_case<T, N>& c,
                                                              int k, const claim<T>& cl) {
  const T limit = std::fmin(cl.max_magnitude, spherebox::detail::square_safe_magnitude<T>());
  auto safe = [&](const circle_rect_case<T, N>& x) {
    for (T v : x.flat())
      if (!(std::fabs(v) <= limit)) return false;
    const int f = finest_exponent(x);
    return f == std::numeric_limits<int>::max() ||
           2 * f >= std::numeric_limits<T>::min_exponent - 1;
  };
  if (!safe(c)) return std::nullopt;
  auto v = c.flat();
  for (auto& x : v) x = std::ldexp(x, k);
  const auto image = circle_rect_case<T, N>::from_flat(v);
  if (!safe(image)) return std::nullopt;
  return image;
}

}  // namespace spherebox::ref
