/// Known-wrong ellipsoid–AABB variants: published or plausible forms that break the contract they
/// claim. The harness must reject each with a counterexample; never "fix" the library back
/// to any of these.
#pragma once
#include <spherebox/detail/type_list.hpp>
#include <spherebox/ellipsoid_aabb/scaled.hpp>
#include <string_view>

#include "build.hpp"
#include "../core/known_wrong.hpp"

namespace spherebox::known_wrong {

/// scaled with `s < 1` instead of `s <= 1`: misses exact tangencies, which part (b) forbids
/// where every intermediate is representable (a face tangency with a power-of-two radius).
struct scaled_strict : wrong<ellipsoid_aabb::scaled, "scaled_strict"> {
  template <class T, int N>
  static bool test(const ellipsoid<T, N>& e, const box<T, N>& b) noexcept {
    T s = 0;
    for (int i = 0; i < N; ++i) {
      const T c = e.center[i];
      const T d = c < b.min[i] ? c - b.min[i] : c > b.max[i] ? c - b.max[i] : T(0);
      s += (d / e.radii[i]) * (d / e.radii[i]);
    }
    return s < 1;
  }
};

/// The known-wrong ellipsoid–AABB variants.
using ellipsoid_aabb_all = spherebox::detail::type_list<scaled_strict>;

}  // namespace spherebox::known_wrong
