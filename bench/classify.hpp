/// Exact classification of the benchmark data: a double-precision filter with a proven error
/// band, and the exact oracle (spherebox_ref) for the few pairs inside the band: the structure
/// of adaptive exact predicates (a cheap estimate, an error bound, an exact fallback).
/// Independent of lib/: the filter is written here from first principles.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstddef>

#include <spherebox/types.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>
#include <spherebox_ref/sphere_obb/oracle.hpp>

namespace spherebox::bench {

/// How many classifications the filter decided and how many needed the oracle.
struct tally {
  std::size_t by_filter = 0, by_oracle = 0;
};

/// The oracle's answer alone (slow; used for the fallback and the cross-check).
template <int N>
[[nodiscard]] inline bool exact_answer(const ball<float, N>& s, const box<float, N>& b) {
  return ref::oracle(ref::sphere_aabb_case<float, N>{s, b})->holds();
}
[[nodiscard]] inline bool exact_answer(const ball<float, 3>& s, const obb<float, 3>& b) {
  return ref::oracle(ref::sphere_obb_case<float, 3>{s, b})->holds();
}

/// Sphere–AABB, float inputs, any N. In double: e_i = distance of c_i to [min_i, max_i] (one
/// rounding), d2 = sum e_i^2 (one rounding per square, N-1 per sum), R = r^2 exactly (24-bit
/// times 24-bit). No underflow or overflow: a non-zero difference of floats is at least
/// 2^-149 and below 2^129, so its square lies in [2^-298, 2^258]. Hence
/// |d2 - D| <= (N+2) u D (1 + O(u)), u = 2^-53; the band takes four times that plus u R.
template <int N>
[[nodiscard]] inline bool classify(const ball<float, N>& s, const box<float, N>& b, tally& t) {
  double d2 = 0;
  for (int i = 0; i < N; ++i) {
    const double c = s.center[i], lo = b.min[i], hi = b.max[i];
    const double e = c < lo ? lo - c : (hi < c ? c - hi : 0.0);
    d2 += e * e;
  }
  const double r2 = static_cast<double>(s.radius) * s.radius;
  const double band = 4.0 * (N + 2) * 0x1p-53 * (d2 + r2);
  if (d2 - r2 > band) return ++t.by_filter, false;
  if (r2 - d2 > band) return ++t.by_filter, true;
  ++t.by_oracle;
  return exact_answer<N>(s, b);
}

/// Sphere–OBB (3-D), float inputs; the solid is the parallelepiped the float axes span.
/// docs/contracts.md ("The axis defect") shows |D - F| <= N tau (|v|^2 + |h|^2) for the
/// projected F = sum_i max(|a_i . v| - h_i, 0)^2, v = c - centre, whenever tau bounds the
/// axes' defect max |a_i . a_j - delta_ij|. Here tau is that defect computed in double plus
/// 2^-40 (which covers its own rounding), and F, computed in double from exact float
/// products, is within 2^-40 (|v|^2 + |h|^2 + R) of the exact F with room to spare.
[[nodiscard]] inline bool classify(const ball<float, 3>& s, const obb<float, 3>& b, tally& t) {
  double v[3], v2 = 0, h2 = 0, f = 0, defect = 0;
  for (int k = 0; k < 3; ++k) {
    v[k] = static_cast<double>(s.center[k]) - b.center[k];
    v2 += v[k] * v[k];
    h2 += static_cast<double>(b.half[k]) * b.half[k];
  }
  for (int i = 0; i < 3; ++i) {
    double p = 0;
    for (int k = 0; k < 3; ++k) p += v[k] * b.axes[i][k];
    p = std::fabs(p);
    if (p > b.half[i]) f += (p - b.half[i]) * (p - b.half[i]);
    for (int j = i; j < 3; ++j) {
      double g = i == j ? -1.0 : 0.0;
      for (int k = 0; k < 3; ++k) g += static_cast<double>(b.axes[i][k]) * b.axes[j][k];
      defect = std::max(defect, std::fabs(g));
    }
  }
  const double r2 = static_cast<double>(s.radius) * s.radius;
  const double band = 3 * (defect + 0x1p-40) * (v2 + h2) + 0x1p-40 * (v2 + h2 + r2);
  if (f - r2 > band) return ++t.by_filter, false;
  if (r2 - f > band) return ++t.by_filter, true;
  ++t.by_oracle;
  return exact_answer(s, b);
}

}  // namespace spherebox::bench
