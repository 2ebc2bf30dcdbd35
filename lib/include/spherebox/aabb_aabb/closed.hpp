/// closed: two closed axis-aligned boxes overlap when their intervals overlap on every axis.
/// Source: separating-axis test for AABBs; the axes of two AABBs are the coordinate axes.
#pragma once
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::aabb_aabb {

/// Semantics: closed sets, touching boxes overlap (a.min <= b.max and b.min <= a.max).
/// Contract: exact for every finite input with min <= max: only comparisons, no rounding.
/// NaN anywhere: false.
struct closed {
  static constexpr std::string_view name = "closed";
  static constexpr contract promise = contract::exact;
  static constexpr bool open_sets = false;
  static constexpr bool needs_interior = false;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const box<T, N>& a, const box<T, N>& b) noexcept {
    bool all = true;
    for (int i = 0; i < N; ++i) all = all && a.min[i] <= b.max[i] && b.min[i] <= a.max[i];
    return all;
  }
};

}  // namespace spherebox::aabb_aabb
