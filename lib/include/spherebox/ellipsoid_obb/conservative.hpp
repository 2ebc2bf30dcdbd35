/// conservative: separating-axis rejection on the world axes, i.e. the ellipsoid's bounding
/// box against the box's extent along each world axis, with outward rounding.
/// Source: the separating-axis theorem for convex sets (Ericson, "Real-Time Collision
/// Detection", section 5.2.1); support of a parallelepiped along e_k: sum_i half_i |a_i,k|.
#pragma once
#include <limits>
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::ellipsoid_obb {

/// Semantics: rejects only when some world axis k has |c_box,k - c_ell,k| > r_k + sum_i
/// half_i |axes_i,k|, which separates the two sets for any axes (the parallelepiped they span).
/// Contract: conservative for every finite input with radii > 0 and half >= 0 (any axes, any
/// magnitude). Rounding: the reach r_k + sum is computed as fl(fl(fl(r_k + E) + N*eta) * m),
/// m = 1 + 16u. The N*eta term covers the products that underflow (each loses at most
/// eta/2), m the at most N+3 relative roundings and the rounding of the difference, so a
/// rejection implies exact separation (docs/contracts.md, "Ellipsoid vs OBB"). Overflow of the reach
/// to inf only prevents rejection. NaN anywhere: the answer is true.
struct conservative : spherebox::detail::conservative_promise {
  static constexpr std::string_view name = "conservative";
  /// Any axes: the test is valid for the parallelepiped they span.
  template <class T>
  static constexpr T axis_tolerance() noexcept {
    return std::numeric_limits<T>::infinity();
  }
  template <class T>
  static constexpr T max_radius_ratio() noexcept {
    return std::numeric_limits<T>::infinity();
  }
  template <class T>
  static constexpr T max_relative_extent() noexcept {
    return std::numeric_limits<T>::infinity();
  }

  template <class T, int N>
  [[nodiscard]] static bool test(const ellipsoid<T, N>& e, const obb<T, N>& o) noexcept {
    constexpr T m = 1 + 16 * std::numeric_limits<T>::epsilon() / 2;  // 1 + 16u, exact
    constexpr T tiny = N * std::numeric_limits<T>::denorm_min();
    bool separated = false, nan = false;
    for (int k = 0; k < N; ++k) {
      T extent = 0;
      for (int i = 0; i < N; ++i) {
        const T a = o.axes[i][k];
        extent += o.half[i] * (a < 0 ? -a : a);
        nan = nan || a != a || o.half[i] != o.half[i];
      }
      const T reach = ((e.radii[k] + extent) + tiny) * m;
      const T gap = o.center[k] - e.center[k];
      separated = separated || gap > reach || gap < -reach;
      nan = nan || e.radii[k] != e.radii[k] || e.center[k] != e.center[k] ||
            o.center[k] != o.center[k];
    }
    return nan || !separated;
  }
};

}  // namespace spherebox::ellipsoid_obb
