/// Shapes of spherebox: plain aggregates in any dimension, float or double.
#pragma once
#include <array>

namespace spherebox {

/// A closed ball { x : |x - center| <= radius } in N dimensions.
/// Semantics: the real numbers the fields encode; radius >= 0 inside every domain.
template <class T, int N>
struct ball {
  std::array<T, N> center;
  T radius;
};

/// A closed axis-aligned box { x : min[i] <= x[i] <= max[i] } given by its bounds.
/// Semantics: min/max are exact; a box given by centre and half extents is another type,
/// because converting one form into the other rounds.
template <class T, int N>
struct box {
  std::array<T, N> min;
  std::array<T, N> max;
};

/// A point in N dimensions.
template <class T, int N>
using point = std::array<T, N>;

namespace detail {
/// Blocks template deduction (the dimension is deduced from the box, not the std::array).
template <class X> struct no_deduce { using type = X; };
template <class X> using no_deduce_t = typename no_deduce<X>::type;
}  // namespace detail

template <class T> using sphere = ball<T, 3>;
template <class T> using circle = ball<T, 2>;
template <class T> using aabb = box<T, 3>;
template <class T> using rect = box<T, 2>;

}  // namespace spherebox
