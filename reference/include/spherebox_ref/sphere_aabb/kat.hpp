/// The known-answer table of sphere–AABB cases (reference/cases/sphere_aabb.inc, the only
/// copy): hex-float inputs with the exact answer, each with the reason it is there.
#pragma once
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// The entries of the table for value type T in N dimensions, in file order.
template <class T, int N>
[[nodiscard]] const std::vector<known_answer<sphere_aabb_case<T, N>>>& kat_table() {
  static const std::vector<known_answer<sphere_aabb_case<T, N>>> table = [] {
    std::vector<known_answer<sphere_aabb_case<T, N>>> t;
#define SPHEREBOX_KAT(TT, NN, expected, why, ...)                                               \
  if constexpr (std::is_same_v<T, TT> && N == NN)                                                 \
    t.push_back({sphere_aabb_case<T, N>::from_flat({__VA_ARGS__}), expected, why});
#include "../../../cases/sphere_aabb.inc"
#undef SPHEREBOX_KAT
    return t;
  }();
  return table;
}

/// The kat_entries hook (core/case.hpp).
template <class T, int N>
[[nodiscard]] const auto& kat_entries(std::type_identity<sphere_aabb_case<T, N>>) {
  return kat_table<T, N>();
}

}  // namespace spherebox::ref
