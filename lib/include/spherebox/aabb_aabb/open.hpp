/// open: the collision tutorial's AABB test with strict comparisons: boxes that only touch
/// do not overlap. A different semantics, hence a different name.
#pragma once
#include <string_view>

#include "../contract.hpp"
#include "../types.hpp"

namespace spherebox::aabb_aabb {

/// Semantics: open sets (interiors): a.min < b.max and b.min < a.max on every axis.
/// Contract: exact against the open-set oracle for every finite input with min <= max.
/// NaN anywhere: false.
struct open {
  static constexpr std::string_view name = "open";
  static constexpr contract promise = contract::exact;
  static constexpr bool open_sets = true;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static bool test(const box<T, N>& a, const box<T, N>& b) noexcept {
    bool all = true;
    for (int i = 0; i < N; ++i) all &= (a.min[i] < b.max[i]) & (b.min[i] < a.max[i]);
    return all;
  }
};

}  // namespace spherebox::aabb_aabb
