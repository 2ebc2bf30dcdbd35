/// The known-answer tables of the two ellipsoid slugs (reference/cases/ellipsoid_aabb.inc and
/// ellipsoid_obb.inc, the only copies): inputs with the exact answer, each with the reason it
/// is there; and each slug's kat_entries and kat_size hooks (the kat mode and the seed tool
/// read the size).
#pragma once
#include <string_view>
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// The known-answer table of ellipsoid_aabb or ellipsoid_obb for one kind, in file order.
template <class Case>
[[nodiscard]] const std::vector<known_answer<Case>>& ellipsoid_kat_table() {
  using T = typename Case::value_type;
  constexpr int N = Case::dims;
  static const std::vector<known_answer<Case>> table = [] {
    std::vector<known_answer<Case>> t;
#define SPHEREBOX_ELLIPSOID_KAT(TT, NN, expected, why, ...) \
  if constexpr (std::is_same_v<T, TT> && N == NN)           \
    t.push_back({Case::from_flat({__VA_ARGS__}), expected, why});
    if constexpr (Case::slug == std::string_view("ellipsoid_aabb")) {
#include "../../../cases/ellipsoid_aabb.inc"
    } else {
#include "../../../cases/ellipsoid_obb.inc"
    }
#undef SPHEREBOX_ELLIPSOID_KAT
    return t;
  }();
  return table;
}

template <class T, int N>
[[nodiscard]] const auto& kat_entries(std::type_identity<ellipsoid_aabb_case<T, N>>) {
  return ellipsoid_kat_table<ellipsoid_aabb_case<T, N>>();
}
template <class T, int N>
[[nodiscard]] const auto& kat_entries(std::type_identity<ellipsoid_obb_case<T, N>>) {
  return ellipsoid_kat_table<ellipsoid_obb_case<T, N>>();
}

template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<ellipsoid_aabb_case<T, N>>) {
  return ellipsoid_kat_table<ellipsoid_aabb_case<T, N>>().size();
}
template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<ellipsoid_obb_case<T, N>>) {
  return ellipsoid_kat_table<ellipsoid_obb_case<T, N>>().size();
}

}  // namespace spherebox::ref
