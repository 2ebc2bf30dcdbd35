/// open: the collision tutorial's AABB test with strict comparisons: boxes that only touch
/// do not overlap. A different semantics, hence a different name.
#pragma once
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::aabb_aabb {

/// Semantics: the interiors of the boxes intersect: a.min < b.max and b.min < a.max on every
/// axis. That equivalence needs interiors: a box with min == max on some axis has an empty
/// interior, yet the strict comparisons can still be true for it.
/// Contract: exact for every finite input with min < max on every axis of both boxes
/// (overlaps_checked refuses a degenerate box with errc::degenerate_box). NaN anywhere: false.
struct open {
  static constexpr std::string_view name = "open";
  static constexpr contract promise = contract::exact;
  static constexpr bool open_sets = true;
  static constexpr bool needs_interior = true;  ///< domain: min < max on every axis
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const box<T, N>& a, const box<T, N>& b) noexcept {
    bool all = true;
    for (int i = 0; i < N; ++i) all = all && a.min[i] < b.max[i] && b.min[i] < a.max[i];
    return all;
  }
};

}  // namespace spherebox::aabb_aabb
