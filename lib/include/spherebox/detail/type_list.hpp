/// A list of types, used by the variant registries.
#pragma once
#include <cstddef>

namespace spherebox::detail {

template <class... Ts>
struct type_list {
  static constexpr std::size_t size = sizeof...(Ts);
  /// Calls f(V{}) for every type V in order.
  template <class F>
  static constexpr void for_each(F&& f) { (f(Ts{}), ...); }
};

}  // namespace spherebox::detail
