/// The known-answer table of circle_rect cases (reference/cases/circle_rect.inc, the only
/// copy): hex-float inputs with the exact closed-set answer, each with the reason it is there;
/// and the kat_entries and kat_size hooks (the kat mode and the seed tool read the size).
#pragma once
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// The table's entries for T in N dimensions, in file order.
template <class T, int N>
[[nodiscard]] const std::vector<known_answer<circle_rect_case<T, N>>>& circle_rect_kat() {
  static const std::vector<known_answer<circle_rect_case<T, N>>> table = [] {
    std::vector<known_answer<circle_rect_case<T, N>>> t;
#define SPHEREBOX_CIRCLE_RECT_KAT(TT, NN, expected, why, ...) \
  if constexpr (std::is_same_v<T, TT> && N == NN)             \
    t.push_back({circle_rect_case<T, N>::from_flat({__VA_ARGS__}), expected, why});
#include "../../../cases/circle_rect.inc"
#undef SPHEREBOX_CIRCLE_RECT_KAT
    return t;
  }();
  return table;
}

template <class T, int N>
[[nodiscard]] const auto& kat_entries(std::type_identity<circle_rect_case<T, N>>) {
  return circle_rect_kat<T, N>();
}

template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<circle_rect_case<T, N>>) {
  return circle_rect_kat<T, N>().size();
}

}  // namespace spherebox::ref
