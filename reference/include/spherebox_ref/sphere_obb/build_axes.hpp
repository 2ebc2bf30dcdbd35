/// Axes builders for oriented boxes (slug sphere_obb): exact signed permutations (90-degree
/// multiples), rotations from float quaternions (random, near-identity, tiny angles), and
/// axes moved to the edge of the orthonormality tolerance or beyond it.
#pragma once
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <numeric>

#include <spherebox/sphere_obb/api.hpp>

#include "../core/builders.hpp"
#include "../core/exact.hpp"

namespace spherebox::ref {

template <class T, int N>
using obb_axes = std::array<std::array<T, N>, N>;

/// Src's interface (bits, range, raw<T>) drawing from src while it has bytes, then from a
/// splitmix64 stream seeded by everything drawn so far (a source without exhausted(), such as
/// the properties' RapidCheck source, is used as it is).
template <class Src>
class stretched_source {
 public:
  explicit stretched_source(Src& src) : src_(src) {}
  std::uint64_t bits(int k) {
    const std::uint64_t v = dry() ? next() : mix(src_.bits(k));
    return k >= 64 ? v : v & ((std::uint64_t(1) << k) - 1);
  }
  std::int64_t range(std::int64_t lo, std::int64_t hi) {
    if (!dry()) return static_cast<std::int64_t>(mix(static_cast<std::uint64_t>(src_.range(lo, hi))));
    return lo + static_cast<std::int64_t>(next() % (static_cast<std::uint64_t>(hi - lo) + 1));
  }
  template <class T>
  T raw() {
    std::uint64_t b = bits(8 * sizeof(T));
    T v;
    std::memcpy(&v, &b, sizeof v);
    return v;
  }

 private:
  bool dry() const {
    if constexpr (requires { src_.exhausted(); }) return src_.exhausted();
    else return false;
  }
  std::uint64_t mix(std::uint64_t v) {
    state_ = (state_ ^ v) * 0x9e3779b97f4a7c15ull;
    return v;
  }
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  Src& src_;
  std::uint64_t state_ = 0x5eed;
};

/// Kinds of axes. permutation: exactly orthonormal signed permutations; quarter_turns: the
/// same made by obb_from_quaternion from a quaternion with 1, 2 or 4 components +-1 (90, 180
/// and 120-degree turns: every entry of the matrix is computed exactly);
/// random, near_identity (angle about 2^-8..2^-24), tiny_angle (2^-24..2^-120): rotations
/// from float quaternions, within the tolerance; edge: a rotation moved so that its defect
/// max|a_i . a_j - delta_ij| lies in (tau/4, tau]; beyond: moved past tau (up to 2^16 tau).
enum class axes_kind { permutation, quarter_turns, random, near_identity, tiny_angle, edge, beyond, count };

/// A signed permutation matrix: axes[i] = +-e_perm[i].
template <class T, int N, class Src>
[[nodiscard]] obb_axes<T, N> permutation_axes(Src& src) {
  return signed_permutation_axes<T, N>(src);
}

/// A float in (-1, 1) with a random 24-bit mantissa, scaled down by up to 2^-7.
template <class Src>
[[nodiscard]] float unit_float(Src& src) {
  const auto mant = static_cast<float>(src.bits(24));
  const float v = std::ldexp(mant, -24 - static_cast<int>(src.range(0, 7)));
  return src.range(0, 1) ? -v : v;
}

/// The axes obb_from_quaternion makes from q; in 2-D the rotation about z (q = (w,0,0,z)),
/// whose top-left 2x2 block is the 2-D rotation.
template <class T, int N>
[[nodiscard]] obb_axes<T, N> quaternion_axes(std::array<float, 4> q) {
  if (N == 2) q[1] = q[2] = 0;
  if (q[0] == 0 && q[1] == 0 && q[2] == 0 && q[3] == 0) q[0] = 1;
  const auto b = obb_from_quaternion<T>({0, 0, 0}, q, {0, 0, 0});
  obb_axes<T, N> a{};
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < N; ++k) a[i][k] = b.axes[i][k];
  return a;
}

/// Exact max_ij |a_i . a_j - delta_ij|.
template <class T, int N>
[[nodiscard]] rational axes_defect(const obb_axes<T, N>& a) {
  rational worst = 0;
  for (int i = 0; i < N; ++i)
    for (int j = i; j < N; ++j) {
      rational g = i == j ? rational(-1) : rational(0);
      for (int k = 0; k < N; ++k) g += exact_value(a[i][k]) * exact_value(a[j][k]);
      if (abs(g) > worst) worst = abs(g);
    }
  return worst;
}

/// a with one axis stretched by 1 +- lambda*tau/2 or sheared by +-lambda*tau times another:
/// a defect of about lambda*tau (the caller measures it exactly).
template <class T, int N, class Src>
[[nodiscard]] obb_axes<T, N> skewed(obb_axes<T, N> a, double lambda, Src& src) {
  const T tau = sphere_obb::detail::axis_tolerance<T>();
  const int i = static_cast<int>(src.range(0, N - 1)), j = (i + 1) % N;
  const T sign = src.range(0, 1) ? T(-1) : T(1);
  if (src.range(0, 1)) {
    const T f = T(1) + sign * static_cast<T>(lambda * double(tau) / 2);
    for (int k = 0; k < N; ++k) a[i][k] *= f;
  } else {
    const T eps = sign * static_cast<T>(lambda * double(tau));
    for (int k = 0; k < N; ++k) a[i][k] += eps * a[j][k];
  }
  return a;
}

/// Axes of the given kind (see axes_kind).
template <class T, int N, class Src>
[[nodiscard]] obb_axes<T, N> build_axes(axes_kind kind, Src& src) {
  const rational tau = exact_value(sphere_obb::detail::axis_tolerance<T>());
  std::array<float, 4> q{};
  switch (kind) {
    case axes_kind::permutation: return permutation_axes<T, N>(src);
    case axes_kind::quarter_turns: {  // 1, 2 or 4 components +-1: |q|^2 in {1, 2, 4}, entries exact
      const int ones = static_cast<int>(src.range(0, 2)) == 2 ? 4 : static_cast<int>(src.range(1, 2));
      const int first = static_cast<int>(src.range(0, 3));
      for (int j = 0; j < ones; ++j) q[(first + j) % 4] = src.range(0, 1) ? -1.0f : 1.0f;
      return quaternion_axes<T, N>(q);
    }
    case axes_kind::near_identity:
    case axes_kind::tiny_angle: {
      const bool tiny = kind == axes_kind::tiny_angle;
      const int e = static_cast<int>(tiny ? src.range(24, 120) : src.range(8, 24));
      q[0] = 1;
      for (int k = 1; k < 4; ++k) q[k] = std::ldexp(unit_float(src), -e);
      return quaternion_axes<T, N>(q);
    }
    case axes_kind::edge:
    case axes_kind::beyond: {
      const auto base = build_axes<T, N>(axes_kind::random, src);
      const bool edge = kind == axes_kind::edge;
      double lambda = edge ? 0.5 + 0.45 * double(src.range(0, 64)) / 64 : std::ldexp(1.0, int(src.range(1, 16)));
      for (int attempt = 0; attempt < 12; ++attempt, lambda *= edge ? 0.8 : 2) {
        const auto a = skewed<T, N>(base, lambda, src);
        const rational d = axes_defect<T, N>(a);
        if (edge ? (d <= tau && d * 4 > tau) : d > tau) return a;
      }
      return edge ? base : skewed<T, N>(base, 1 << 16, src);
    }
    default:
      for (auto& x : q) x = unit_float(src);
      return quaternion_axes<T, N>(q);
  }
}

}  // namespace spherebox::ref
