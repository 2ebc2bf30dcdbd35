// The generators and driver live with the harness (installed with it): spherebox_ref/properties/.
// What only this folder's properties share is below it.
#pragma once
#include <array>
#include <cmath>
#include <cstring>
#include <numeric>
#include <utility>

#include <spherebox_ref/properties/driver.hpp>
#include <spherebox_ref/properties/gen.hpp>

namespace spherebox::prop {

/// What every property file names unqualified after `using namespace spherebox::prop;`.
namespace ref = spherebox::ref;
using ref::mode;

/// with_random_kind for a lambda templated on the kind: calls f.template operator()<T, N>() for
/// one value type T and dimension N, drawn as with_random_kind draws them.
template <class F>
void for_random_kind(F&& f) {
  with_random_kind([&](auto t, auto n) { f.template operator()<decltype(t), decltype(n)::value>(); });
}

/// The identity permutation of 0..N-1.
template <int N>
[[nodiscard]] std::array<int, N> identity_perm() {
  std::array<int, N> perm;
  std::iota(perm.begin(), perm.end(), 0);
  return perm;
}

/// A uniformly random permutation of 0..N-1 (Fisher-Yates, drawn from src).
template <int N>
[[nodiscard]] std::array<int, N> random_perm(rc_source& src) {
  auto perm = identity_perm<N>();
  for (int i = N - 1; i > 0; --i) std::swap(perm[i], perm[src.range(0, i)]);
  return perm;
}

/// The image of coordinates x under an exact symmetry: axis i of the image is axis perm[i] of x,
/// negated where bit i of flips is set (flips = 0: permuted only, as extents are).
template <class Coords, class Perm>
[[nodiscard]] Coords rearranged_axes(const Coords& x, const Perm& perm, unsigned flips = 0) {
  auto out = x;
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = (flips >> i) & 1 ? -x[perm[i]] : x[perm[i]];
  return out;
}

/// The same of a min/max box: a mirrored axis [lo, hi] becomes [-hi, -lo].
template <class T, int N, class Perm>
[[nodiscard]] box<T, N> rearranged_axes(const box<T, N>& b, const Perm& perm, unsigned flips) {
  auto out = b;
  for (int i = 0; i < N; ++i) {
    const int j = perm[i];
    const bool f = (flips >> i) & 1;
    out.min[i] = f ? -b.max[j] : b.min[j];
    out.max[i] = f ? -b.min[j] : b.max[j];
  }
  return out;
}

/// An integer in [-4, 4] other than -0: the plain values the special builders mix in.
template <class T>
[[nodiscard]] bool small_integer(T x) {
  return std::fabs(x) <= 4 && std::trunc(x) == x && !(x == 0 && std::signbit(x));
}

/// What mode::special promises of a case's values xs: each one is a small integer or, bit for
/// bit (any NaN for a NaN), an entry of ref::interesting<T>() (asserted); returns whether at
/// least one is not a small integer.
template <class Range>
[[nodiscard]] bool special_from_pool(const Range& xs) {
  bool any = false;
  for (auto x : xs) {
    bool member = small_integer(x);
    for (auto y : ref::interesting<decltype(x)>())
      member = member || std::memcmp(&x, &y, sizeof x) == 0 || (x != x && y != y);
    RC_ASSERT(member);
    any = any || !small_integer(x);
  }
  return any;
}

}  // namespace spherebox::prop

/// The contract property of one slug, for float and double in 2-D and 3-D: the four properties
/// Suite.honoursContracts{Float2,Float3,Double2,Double3}, each calling check(c) on an arbitrary
/// Case<T, N> (check is honours<Registry> or a wrapper of it).
#define SPHEREBOX_PROP_HONOURS_CONTRACTS(Suite, Case, check)                             \
  RC_GTEST_PROP(Suite, honoursContractsFloat2, (const Case<float, 2>& c)) { check(c); }   \
  RC_GTEST_PROP(Suite, honoursContractsFloat3, (const Case<float, 3>& c)) { check(c); }   \
  RC_GTEST_PROP(Suite, honoursContractsDouble2, (const Case<double, 2>& c)) { check(c); } \
  RC_GTEST_PROP(Suite, honoursContractsDouble3, (const Case<double, 3>& c)) { check(c); }
