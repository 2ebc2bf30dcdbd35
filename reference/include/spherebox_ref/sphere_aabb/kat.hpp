/// The known-answer table of sphere–AABB cases (reference/cases/sphere_aabb.inc, the only
/// copy): hex-float inputs with the exact answer, each with the reason it is there.
#pragma once
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

template <class T, int N>
struct kat_entry {
  sphere_aabb_case<T, N> input;
  bool overlap;     ///< the exact answer
  const char* why;  ///< what the entry pins down
};

/// The entries of the table for value type T in N dimensions, in file order.
template <class T, int N>
[[nodiscard]] const std::vector<kat_entry<T, N>>& kat_table() {
  static const std::vector<kat_entry<T, N>> table = [] {
    std::vector<kat_entry<T, N>> t;
#define SPHEREBOX_KAT(TT, NN, expected, why, ...)                                               \
  if constexpr (std::is_same_v<T, TT> && N == NN)                                                 \
    t.push_back({sphere_aabb_case<T, N>::from_flat({__VA_ARGS__}), expected, why});
#include "../../../cases/sphere_aabb.inc"
#undef SPHEREBOX_KAT
    return t;
  }();
  return table;
}

}  // namespace spherebox::ref
