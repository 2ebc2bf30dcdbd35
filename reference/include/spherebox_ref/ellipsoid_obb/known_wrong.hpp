/// Known-wrong ellipsoid–OBB variants: published or plausible forms that break the contract they
/// claim. The harness must reject each with a counterexample; never "fix" the library back
/// to any of these.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/ellipsoid_obb/metric.hpp>
#include <string_view>

#include "build.hpp"
#include "../core/known_wrong.hpp"

namespace spherebox::known_wrong {

/// The cheat-sheet's ellipsoid–OBB formula ("Method 4"): project the centre offset onto the
/// box axes, subtract the half extents, and divide by the world-axis radii, i.e. the box-frame
/// distance on box axis i divided by the radius of world axis i. It mixes the two frames, so it
/// is right only for an unturned box or equal radii. Claims metric's bounded contract.
/// Counterexample from the issue: radii (10,1,1) at the origin vs the cube of half 0.5 at
/// (5,0,0) turned 90 degrees about z (the same point set as the unturned cube): the exact
/// answer is overlap (D = 0.45^2), the formula computes 4.5^2 and says disjoint.
struct method4 : wrong<ellipsoid_obb::metric, "method4"> {
  template <class T, int N>
  static bool test(const ellipsoid<T, N>& e, const obb<T, N>& o) noexcept {
    T s = 0;
    for (int i = 0; i < N; ++i) {
      T d = 0;
      for (int k = 0; k < N; ++k) d += o.axes[i][k] * (e.center[k] - o.center[k]);
      const T out = (d < 0 ? -d : d) - o.half[i];
      if (out > 0) s += (out / e.radii[i]) * (out / e.radii[i]);
    }
    return s <= 1;
  }
};

/// metric with the face candidates left out (vertices and the interior only): misses every
/// tangency on an edge or face interior, the closest point of a turned box.
struct metric_vertices_only : wrong<ellipsoid_obb::metric, "metric_vertices_only"> {
  template <class T, int N>
  static bool test(const ellipsoid<T, N>& e, const obb<T, N>& o) noexcept {
    const auto u = ellipsoid_obb::detail::to_unit(e, o);
    bool inside = true;  // the ellipsoid centre in the box's slab along every axis: D = 0 there
    T best = 2;
    for (int p = 0; p < (1 << N); ++p) {
      T v = 0;
      for (int k = 0; k < N; ++k) {
        T x = u.w[k];
        for (int i = 0; i < N; ++i) x += ((p >> i) & 1 ? u.h[i] : -u.h[i]) * u.b[i][k];
        v += x * x;
      }
      best = v < best ? v : best;
    }
    for (int i = 0; i < N; ++i) {
      T d = 0;
      for (int k = 0; k < N; ++k) d += o.axes[i][k] * (e.center[k] - o.center[k]);
      inside = inside && (d < 0 ? -d : d) <= o.half[i];
    }
    return inside || best <= 1;
  }
};

/// The known-wrong ellipsoid–OBB variants.
using ellipsoid_obb_all = spherebox::detail::type_list<method4, metric_vertices_only>;

}  // namespace spherebox::known_wrong
