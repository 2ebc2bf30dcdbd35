/// The known-answer table of swept_aabb cases (reference/cases/swept_aabb.inc, the only copy):
/// each entry's closed and open answers and its exact contact interval; and the kat_entries and
/// kat_size hooks (the kat mode and the seed tool read the size).
#pragma once
#include <array>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// One known answer: the input, the exact closed-set and open-set answers, and why.
/// Times are exact binary fractions (every entry is chosen so they are).
template <class T, int N>
struct swept_aabb_kat {
  swept_aabb_case<T, N> input;
  bool hit;            ///< closed sets touch in the frame
  double enter, leave; ///< the closed contact interval when hit
  bool open_hit;       ///< interiors overlap in the frame
  const char* why;
};

/// in as a T, and whether it is exactly that (an integer T needs an integer within its range).
template <class T>
[[nodiscard]] T kat_value(double in, bool& fits) {
  if constexpr (std::is_integral_v<T>) {
    const bool ok = in == static_cast<double>(static_cast<long long>(in >= -4e18 && in <= 4e18 ? in : 0)) &&
                    in >= double(std::numeric_limits<T>::min()) && in <= double(std::numeric_limits<T>::max());
    fits = fits && ok;
    return ok ? static_cast<T>(in) : T(0);
  } else {
    const T v = static_cast<T>(in);
    fits = fits && static_cast<double>(v) == in;
    return v;
  }
}

/// The entries of reference/cases/swept_aabb.inc for value type T (float, double or
/// std::int32_t) in N dimensions.
template <class T, int N>
[[nodiscard]] const std::vector<swept_aabb_kat<T, N>>& swept_aabb_kat_table() {
  static const std::vector<swept_aabb_kat<T, N>> table = [] {
    std::vector<swept_aabb_kat<T, N>> t;
#define SPHEREBOX_KAT(NN, hit, enter, leave, open_hit, why, ...)                                       \
  if constexpr (N == NN) {                                                                            \
    const double in[] = {__VA_ARGS__};                                                                \
    std::array<T, 6 * N> v{};                                                                         \
    bool fits = true;                                                                                 \
    for (int i = 0; i < 6 * N; ++i) {                                                                 \
      v[i] = kat_value<T>(in[i], fits);                                                               \
    }                                                                                                 \
    if (fits) t.push_back({swept_aabb_case<T, N>::from_flat(v), hit, enter, leave, open_hit, why}); \
  }
#include "../../../cases/swept_aabb.inc"
#undef SPHEREBOX_KAT
    return t;
  }();
  return table;
}

template <class T, int N>
[[nodiscard]] const auto& kat_entries(std::type_identity<swept_aabb_case<T, N>>) {
  return swept_aabb_kat_table<T, N>();
}

template <class T, int N>
[[nodiscard]] std::size_t kat_size(std::type_identity<swept_aabb_case<T, N>>) {
  return swept_aabb_kat_table<T, N>().size();
}

}  // namespace spherebox::ref
