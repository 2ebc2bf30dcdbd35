/// The known-answer table of sphere–OBB cases (reference/cases/sphere_obb.inc, the only copy):
/// hex-float inputs with the exact answer, each with the reason it is there; and the kat_size
/// hook the seed tool reads.
#pragma once
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// One entry of the known-answer table.
template <class T, int N>
struct sphere_obb_kat_entry {
  sphere_obb_case<T, N> input;
  bool overlap;     ///< the exact answer
  const char* why;  ///< what the entry pins down
};

/// The entries of reference/cases/sphere_obb.inc for value type T in N dimensions.
template <class T, int N>
[[nodiscard]] const std::vector<sphere_obb_kat_entry<T, N>>& sphere_obb_kat() {
  static const std::vector<sphere_obb_kat_entry<T, N>> table = [] {
    std::vector<sphere_obb_kat_entry<T, N>> t;
#define SPHEREBOX_OBB_KAT(TT, NN, expected, why, ...) \
  if constexpr (std::is_same_v<T, TT> && N == NN) t.push_back({sphere_obb_case<T, N>::from_flat({__VA_ARGS__}), expected, why});
#include "../../../cases/sphere_obb.inc"
#undef SPHEREBOX_OBB_KAT
    return t;
  }();
  return table;
}

template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<sphere_obb_case<T, N>>) {
  return sphere_obb_kat<T, N>().size();
}

}  // namespace spherebox::ref
