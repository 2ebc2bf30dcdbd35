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

/// A closed box given by its centre and half extents: { x : |x[i] - center[i]| <= half[i] }.
/// Semantics: center and half are exact (half >= 0 inside every domain). It is not a box<T,N>:
/// center +- half is rounded in floating point, so the two forms describe different sets.
template <class T, int N>
struct centered_box {
  std::array<T, N> center;
  std::array<T, N> half;
};

/// A closed oriented box: { center + sum_i t_i * axes[i] : |t_i| <= half[i] }.
/// Semantics: the parallelepiped the given axes really span. Float axes are never exactly
/// orthonormal; each variant states the orthonormality tolerance it accepts
/// (max |axes[i] . axes[j] - delta_ij|) and includes that defect in its contract.
template <class T, int N>
struct obb {
  std::array<T, N> center;
  std::array<std::array<T, N>, N> axes;  ///< axes[i] is the i-th unit axis vector
  std::array<T, N> half;                 ///< half extents along the axes, >= 0
};

/// A closed axis-aligned ellipsoid: { x : sum_i ((x[i] - center[i]) / radii[i])^2 <= 1 }.
/// Semantics: radii > 0 inside every domain; equal radii make it a ball.
template <class T, int N>
struct ellipsoid {
  std::array<T, N> center;
  std::array<T, N> radii;
};

/// A closed segment { a + t*(b - a) : 0 <= t <= 1 }; a == b is a point.
template <class T, int N>
struct segment {
  std::array<T, N> a;
  std::array<T, N> b;
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
