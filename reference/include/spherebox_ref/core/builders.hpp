/// What the slugs' builders share: Pythagorean tuples (exact integer distances), special
/// values, scale exponents that keep every value finite and exact, ulp nudges.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <utility>
#include <vector>

namespace spherebox::ref {

/// Integer tuples (a_1..a_m, h) with a_1^2 + ... + a_m^2 = h^2: distances to an edge (m = 2)
/// or a corner (m = 3) that are exact integers.
inline constexpr int triples[][3] = {{3, 4, 5},    {5, 12, 13},  {8, 15, 17},  {7, 24, 25},
                                     {20, 21, 29}, {12, 35, 37}, {9, 40, 41},  {28, 45, 53},
                                     {11, 60, 61}, {33, 56, 65}, {16, 63, 65}, {48, 55, 73},
                                     {13, 84, 85}, {36, 77, 85}, {39, 80, 89}, {65, 72, 97}};
inline constexpr int quadruples[][4] = {{1, 2, 2, 3},   {2, 3, 6, 7},    {1, 4, 8, 9},   {4, 4, 7, 9},
                                        {2, 6, 9, 11},  {6, 6, 7, 11},   {3, 4, 12, 13}, {2, 5, 14, 15},
                                        {2, 10, 11, 15}, {1, 12, 12, 17}, {8, 9, 12, 17}, {6, 10, 15, 19},
                                        {4, 5, 20, 21}, {4, 8, 19, 21},  {4, 13, 16, 21}, {8, 11, 16, 21}};

/// Special values: +-0, the smallest subnormal, the largest subnormal, the smallest normal,
/// the largest finite, +-inf, NaN, and a few in between; the last four are small integers.
template <class T>
[[nodiscard]] std::vector<T> interesting() {
  using L = std::numeric_limits<T>;
  return {T(0), -T(0), L::denorm_min(), L::min() - L::denorm_min(), L::min(), T(0.5),
          L::epsilon(), L::max(), -L::max(), L::infinity(), -L::infinity(), L::quiet_NaN(),
          std::sqrt(L::max()), std::sqrt(L::min()), T(1), T(-1), T(3), T(-3)};
}

/// interesting<T>()[1 .. interesting_specials]: the entries that are not small integers (+0
/// excluded, since a signed zero is what makes -0 special).
inline constexpr std::size_t interesting_specials = 13;

/// A power-of-two exponent: mostly near 0, often anywhere, sometimes at the extremes.
template <class Src, class T>
[[nodiscard]] int scale_exponent(Src& src, int lowest, int highest) {
  const int mode = static_cast<int>(src.range(0, 7));
  int k;
  if (mode < 4) k = static_cast<int>(src.range(-8, 8));
  else if (mode < 6) k = static_cast<int>(src.range(lowest, highest));
  else if (mode == 6) k = highest - static_cast<int>(src.range(0, 8));
  else k = lowest + static_cast<int>(src.range(0, 8));
  return std::clamp(k, lowest, highest);
}

/// Moves x by k ulps (k may be negative).
template <class T>
[[nodiscard]] T nudge_ulps(T x, int k) {
  const T toward = k > 0 ? std::numeric_limits<T>::infinity() : -std::numeric_limits<T>::infinity();
  for (int i = 0; i < (k > 0 ? k : -k); ++i) x = std::nextafter(x, toward);
  return x;
}

/// Integers times 2^k with k chosen so every value is finite and exact (|n| < 2^p).
template <class T>
[[nodiscard]] T scaled(std::int64_t n, int k) { return std::ldexp(static_cast<T>(n), k); }

/// Highest exponent k such that |n| * 2^k stays below 2^(emax-4) for |n| < 2^bits.
template <class T>
[[nodiscard]] constexpr int top_exponent(int bits) { return std::numeric_limits<T>::max_exponent - 4 - bits; }
template <class T>
[[nodiscard]] constexpr int bottom_exponent() { return std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits; }

/// Where a tangent case touches: feature 0 = centre on or in the box (distance 0, r = 0),
/// 1 = face, 2 = edge, 3 = corner (number of axes on which the centre lies outside).
struct tangent_params {
  int feature = 1;
  int nudge = 0;  ///< ulps added to the radius (0: exact tangency)
};

/// Integer offsets on m axes whose squares sum to h^2: a Pythagorean triple (m = 2) or
/// quadruple (m = 3) drawn from src; for any other m, off and h are left as they are.
template <class Src>
void draw_tuple(Src& src, int m, std::array<std::int64_t, 3>& off, std::int64_t& h) {
  if (m == 2) {
    const auto& t = triples[src.range(0, std::size(triples) - 1)];
    off = {t[0], t[1], 0}, h = t[2];
  }
  if (m == 3) {
    const auto& q = quadruples[src.range(0, std::size(quadruples) - 1)];
    off = {q[0], q[1], q[2]}, h = q[3];
  }
}

/// A signed permutation matrix, axes[i] = +-e_perm(i) (a rotation by multiples of 90 degrees,
/// or a reflection): exactly orthonormal in floats.
template <class T, int N, class Src>
[[nodiscard]] std::array<std::array<T, N>, N> signed_permutation_axes(Src& src) {
  std::array<int, N> perm;
  std::iota(perm.begin(), perm.end(), 0);
  for (int i = N - 1; i > 0; --i) std::swap(perm[i], perm[src.range(0, i)]);
  std::array<std::array<T, N>, N> a{};
  for (int i = 0; i < N; ++i) a[i][perm[i]] = src.range(0, 1) ? T(-1) : T(1);
  return a;
}

}  // namespace spherebox::ref
