/// The arithmetic shared by the segment–sphere variants: the differences w = c - a, d = b - a,
/// v = c - b and the radius, carried into a normalized frame by one exact power of two, and the
/// dot products w.d and d.d that decide where the closest point of the segment lies.
#pragma once
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::segment_sphere::detail {

/// The case in the normalized frame: every field is the real quantity times sigma, a power of
/// two chosen so that m = max_i max(|w_i|, |d_i|) lies in [1, 2) (or m is 0, inf or NaN).
template <class T, int N>
struct frame {
  std::array<T, N> w, d, v;  ///< fl(c - a), fl(b - a), fl(c - b), times sigma
  T r;                       ///< radius times sigma; +inf when that overflows (r >> |w|)
  T wd, dd;                  ///< w.d and d.d, summed in axis order
};

/// The largest power of two that keeps every in-domain difference (<= 2 * 2^(emax-3)) away
/// from the top binade, so that the scale 2^-e below is a normal number.
template <class T>
[[nodiscard]] constexpr T frame_safe_magnitude() noexcept {
  T m = 1;
  for (int i = 0; i < std::numeric_limits<T>::max_exponent - 3; ++i) m *= 2;
  return m;
}

/// 2^-e for 2^e <= m < 2^(e+1), m normal and below 2^(emax-1); 1 for inf and NaN. Built from
/// the exponent bits (no libm call). Requires IEEE binary32 or binary64.
template <class T>
[[nodiscard]] inline T inverse_binade(T m) noexcept {
  static_assert(std::numeric_limits<T>::is_iec559 && (sizeof(T) == 4 || sizeof(T) == 8));
  using U = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  constexpr int mant = std::numeric_limits<T>::digits - 1;
  constexpr U bias = U(std::numeric_limits<T>::max_exponent - 1);
  U bits;
  std::memcpy(&bits, &m, sizeof m);
  const U e = (bits >> mant) & (2 * bias + 1);
  if (e == 2 * bias + 1) return T(1);          // inf or NaN: leave the values alone
  const U k = e + 1 < 2 * bias ? 2 * bias - e : U(1);  // biased exponent of 2^(bias - e), >= 1
  const U out = k << mant;
  T s;
  std::memcpy(&s, &out, sizeof s);
  return s;
}

/// Sum of squares in axis order.
template <class T, int N>
[[nodiscard]] inline T sum_sq(const std::array<T, N>& x) noexcept {
  T s = 0;
  for (int i = 0; i < N; ++i) s += x[i] * x[i];
  return s;
}

/// Dot product in axis order.
template <class T, int N>
[[nodiscard]] inline T dot(const std::array<T, N>& x, const std::array<T, N>& y) noexcept {
  T s = 0;
  for (int i = 0; i < N; ++i) s += x[i] * y[i];
  return s;
}

/// The normalized frame of a segment and a ball. Scaling by a power of two is exact except
/// where a value lands among the subnormals, and there it changes the value by less than
/// eta, negligible next to the frame's scale (m >= 1). A subnormal m is first scaled up by
/// 2^digits (exact), so that sigma stays a normal number.
/// Why: the overlap test compares quantities of degree 2 (and 4 in nodiv) in the coordinates;
/// at 2^-60 in binary32 their products underflow, and near 2^64 they overflow. In the frame
/// neither happens for any input of the domain, and the answer is exactly invariant under
/// scaling the input by 2^k (the frame is the same bits).
template <class T, int N>
[[nodiscard]] inline frame<T, N> make_frame(const segment<T, N>& s, const ball<T, N>& b) noexcept {
  frame<T, N> f;
  T mw = 0, md = 0;  // two independent max chains; NaN never wins a comparison
  for (int i = 0; i < N; ++i) {
    f.w[i] = b.center[i] - s.a[i];
    f.d[i] = s.b[i] - s.a[i];
    f.v[i] = b.center[i] - s.b[i];
    const T aw = std::fabs(f.w[i]), ad = std::fabs(f.d[i]);  // a mask, never a branch on the sign
    mw = aw > mw ? aw : mw;
    md = ad > md ? ad : md;
  }
  T m = mw > md ? mw : md;
  f.r = b.radius;
  T k = 1;
  if (m > 0 && m < std::numeric_limits<T>::min()) {  // subnormal m: first 2^digits, exact
    k = T(std::uint64_t(1) << std::numeric_limits<T>::digits);
    for (int i = 0; i < N; ++i) f.w[i] *= k, f.d[i] *= k, f.v[i] *= k;
    f.r *= k;
    m *= k;
  }
  k = m > 0 ? inverse_binade(m) : T(1);
  for (int i = 0; i < N; ++i) f.w[i] *= k, f.d[i] *= k, f.v[i] *= k;
  f.r *= k;
  f.wd = dot<T, N>(f.w, f.d);
  f.dd = dot<T, N>(f.d, f.d);
  return f;
}

/// The shared domain of the bounded variants: finite, r >= 0 and every |value| <= 2^(emax-3)
/// (2^125 for float, 2^1021 for double), so that no difference overflows and the frame's
/// scale is a normal number. There is no lower limit: the frame removes underflow.
struct frame_promise {
  static constexpr contract promise = contract::bounded;
  template <class T>
  static constexpr T max_magnitude() noexcept { return frame_safe_magnitude<T>(); }
};

}  // namespace spherebox::segment_sphere::detail
