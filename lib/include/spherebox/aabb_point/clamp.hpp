/// clamp: the point of a closed box nearest to a point, by clamping each coordinate.
/// Source: Arvo, Graphics Gems (1990); Ericson, Real-Time Collision Detection, 5.1.3.
#pragma once
#include <array>
#include <string_view>

#include "../contract.hpp"
#include "../detail/type_list.hpp"
#include "../types.hpp"

namespace spherebox::aabb_point {

/// Semantics: the unique point q of the closed box minimising |p - q|.
/// Contract: exact for every finite input with min <= max: each coordinate of the answer is
/// one of the inputs (p[i], min[i] or max[i]), so nothing rounds.
/// NaN in p[i]: q[i] is that NaN.
struct clamp {
  static constexpr std::string_view name = "clamp";
  static constexpr contract promise = contract::exact;
  static bool supported() noexcept { return true; }

  template <class T, int N>
  [[nodiscard]] static std::array<T, N> point(const box<T, N>& b,
                                              const spherebox::detail::no_deduce_t<std::array<T, N>>& p) noexcept {
    std::array<T, N> q{};
    for (int i = 0; i < N; ++i) q[i] = p[i] < b.min[i] ? b.min[i] : (p[i] > b.max[i] ? b.max[i] : p[i]);
    return q;
  }
};

using all = spherebox::detail::type_list<clamp>;

}  // namespace spherebox::aabb_point
