/// The known-answer table of sphere–OBB cases (reference/cases/sphere_obb.inc, the only copy):
/// hex-float inputs with the exact answer, each with the reason it is there; and the
/// kat_entries and kat_size hooks (the kat mode and the seed tool read the size).
#pragma once
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// The entries of reference/cases/sphere_obb.inc for value type T in N dimensions.
template <class T, int N>
[[nodiscard]] const std::vector<known_answer<sphere_obb_case<T, N>>>& sphere_obb_kat() {
  static const std::vector<known_answer<sphere_obb_case<T, N>>> table = [] {
    std::vector<known_answer<sphere_obb_case<T, N>>> t;
#define SPHEREBOX_OBB_KAT(TT, NN, expected, why, ...) \
  if constexpr (std::is_same_v<T, TT> && N == NN) t.push_back({sphere_obb_case<T, N>::from_flat({__VA_ARGS__}), expected, why});
#include "../../../cases/sphere_obb.inc"
#undef SPHEREBOX_OBB_KAT
    return t;
  }();
  return table;
}

template <class T, int N>
[[nodiscard]] const auto& kat_entries(std::type_identity<sphere_obb_case<T, N>>) {
  return sphere_obb_kat<T, N>();
}

template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<sphere_obb_case<T, N>>) {
  return sphere_obb_kat<T, N>().size();
}

}  // namespace spherebox::ref
