/// The known-answer table of segment_sphere cases (reference/cases/segment_sphere.inc, the
/// only copy): the input, the exact answer and what each entry pins down; and the kat_entries
/// and kat_size hooks (the kat mode and the seed tool read the size).
#pragma once
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// The entries of reference/cases/segment_sphere.inc for value type T in N dimensions.
template <class T, int N>
[[nodiscard]] const std::vector<known_answer<segment_sphere_case<T, N>>>& segment_sphere_kat_table() {
  static const std::vector<known_answer<segment_sphere_case<T, N>>> table = [] {
    std::vector<known_answer<segment_sphere_case<T, N>>> t;
#define SPHEREBOX_KAT(TT, NN, expected, why, ...)       \
  if constexpr (std::is_same_v<T, TT> && N == NN)        \
    t.push_back({segment_sphere_case<T, N>::from_flat({__VA_ARGS__}), expected, why});
#include "../../../cases/segment_sphere.inc"
#undef SPHEREBOX_KAT
    return t;
  }();
  return table;
}

template <class T, int N>
[[nodiscard]] const auto& kat_entries(std::type_identity<segment_sphere_case<T, N>>) {
  return segment_sphere_kat_table<T, N>();
}

template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<segment_sphere_case<T, N>>) {
  return segment_sphere_kat_table<T, N>().size();
}

}  // namespace spherebox::ref
