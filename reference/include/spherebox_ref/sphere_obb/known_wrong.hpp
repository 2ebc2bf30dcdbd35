/// Known-wrong sphere–OBB variants: plausible forms that break the contract they claim. The
/// harness must reject every one with a counterexample; never "fix" the library back to them.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/sphere_obb/arvo.hpp>
#include <spherebox/sphere_obb/conservative.hpp>
#include "build.hpp"  // the slug's hooks (oracle, domain, builders)
#include "../core/known_wrong.hpp"
#include <string_view>

namespace spherebox::known_wrong {

/// G-Arvo claiming its bound for any axes within 1/4 of orthonormal: the projected sum
/// measures the box the axes would span if they were orthonormal, and on skewed axes that
/// box differs from the parallelepiped by far more than the rounding bound.
struct obb_any_axes : wrong<sphere_obb::arvo, "obb_any_axes"> {
  template <class T>
  static constexpr T axis_tolerance() noexcept { return T(0.25); }
};

/// G-Arvo with `<` in the final comparison: misses exact tangencies, which part (b) of the
/// bounded contract forbids on representable inputs (signed-permutation axes, lattice values).
struct obb_strict_final : wrong<sphere_obb::arvo, "obb_strict_final"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const obb<T, N>& b) noexcept {
    T d2 = 0;
    for (int i = 0; i < N; ++i) {
      T p = 0;
      for (int k = 0; k < N; ++k) p += (s.center[k] - b.center[k]) * b.axes[i][k];
      p = p < 0 ? -p : p;
      if (p > b.half[i]) d2 += (p - b.half[i]) * (p - b.half[i]);
    }
    return d2 < s.radius * s.radius;
  }
};

/// The conservative rejection as usually written, |a_i . (c - centre)| > h_i + r, with no
/// margin: the rounded projection and the axes' defect can push a touching ball over it.
struct obb_conservative_naive : wrong<sphere_obb::conservative, "obb_conservative_naive"> {
  template <class T, int N>
  static bool test(const ball<T, N>& s, const obb<T, N>& b) noexcept {
    bool nan = s.radius != s.radius;
    for (int k = 0; k < N; ++k) {
      nan = nan || s.center[k] != s.center[k] || b.center[k] != b.center[k] || b.half[k] != b.half[k];
      for (int j = 0; j < N; ++j) nan = nan || b.axes[k][j] != b.axes[k][j];
    }
    if (nan) return true;
    for (int i = 0; i < N; ++i) {
      T p = 0;
      for (int k = 0; k < N; ++k) p += (s.center[k] - b.center[k]) * b.axes[i][k];
      if ((p < 0 ? -p : p) > b.half[i] + s.radius) return false;
    }
    return true;
  }
};

/// Every known-wrong sphere–OBB variant.
using sphere_obb_all = spherebox::detail::type_list<obb_any_axes, obb_strict_final, obb_conservative_naive>;

}  // namespace spherebox::known_wrong
