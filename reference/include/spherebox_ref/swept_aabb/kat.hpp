/// The known-answer table of swept_aabb cases (reference/cases/swept_aabb.inc, the only copy):
/// each entry's closed and open answers and its exact contact interval; read it with
/// kat_table<Case>() (core/kat.hpp).
#pragma once
#include <array>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#include "../core/kat.hpp"
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

/// The entry type of swept_aabb's table (core/kat.hpp).
template <class T, int N>
struct kat_entry<swept_aabb_case<T, N>> {
  using type = swept_aabb_kat<T, N>;
};

/// The kat_rows hook: the entries of reference/cases/swept_aabb.inc for value type T (float,
/// double or std::int32_t) in N dimensions, those whose values T holds exactly, in file order.
template <class T, int N>
void kat_rows(std::type_identity<swept_aabb_case<T, N>>, std::vector<swept_aabb_kat<T, N>>& t) {
#define SPHEREBOX_SWEPT_KAT(NN, hit, enter, leave, open_hit, why, ...)                             \
  if constexpr (N == NN) {                                                                        \
    const double in[] = {__VA_ARGS__};                                                            \
    std::array<T, 6 * N> v{};                                                                     \
    bool fits = true;                                                                             \
    for (int i = 0; i < 6 * N; ++i) v[i] = kat_value<T>(in[i], fits);                            \
    if (fits) t.push_back({swept_aabb_case<T, N>::from_flat(v), hit, enter, leave, open_hit, why}); \
  }
#include "../../../cases/swept_aabb.inc"
#undef SPHEREBOX_SWEPT_KAT
}

}  // namespace spherebox::ref
