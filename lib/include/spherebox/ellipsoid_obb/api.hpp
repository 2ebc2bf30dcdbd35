/// Public entry points for an axis-aligned ellipsoid against an oriented box.
#pragma once
#include "../checked.hpp"
#include "../ellipsoid_aabb/api.hpp"
#include "../types.hpp"
#include "variants.hpp"

namespace spherebox {

namespace detail {
/// First error of an ellipsoid–OBB input under a variant's limits, in priority order: NaN,
/// inf, radius < 0, radius == 0, half < 0, axes beyond `tolerance` (fused defect, see
/// ellipsoid_obb/common.hpp; skipped for an infinite tolerance), then magnitude: |x| > limit,
/// max radius > ratio * min radius, or |centre|, half > extent * min radius.
template <class T, int N>
[[nodiscard]] errc validate(const ellipsoid<T, N>& e, const obb<T, N>& o, T limit, T tolerance,
                            T ratio, T extent) noexcept {
  first_error f;
  f.note(validate(e, limit));
  T rmin = e.radii[0], rmax = e.radii[0];
  for (int i = 0; i < N; ++i) {
    f.note(classify_value(o.center[i], limit));
    f.note(classify_value(o.half[i], limit));
    if (o.half[i] < 0) f.note(errc::negative_extent);
    for (int k = 0; k < N; ++k) f.note(classify_value(o.axes[i][k], limit));
    rmin = e.radii[i] < rmin ? e.radii[i] : rmin;
    rmax = e.radii[i] > rmax ? e.radii[i] : rmax;
  }
  if (f.worst != errc::ok && f.worst != errc::out_of_domain) return f.worst;
  if (tolerance - tolerance == 0 && !(ellipsoid_obb::detail::axis_defect(o) <= tolerance))
    f.note(errc::not_orthonormal);
  // ratio * rmin and extent * rmin are exact (powers of two) unless they overflow to inf,
  // and then the exact product exceeds every finite value as well: the comparisons are exact.
  if (rmax > ratio * rmin) f.note(errc::out_of_domain);
  const T far = extent * rmin;
  for (int i = 0; i < N; ++i) {
    const T ce = e.center[i] < 0 ? -e.center[i] : e.center[i],
            co = o.center[i] < 0 ? -o.center[i] : o.center[i];
    if (ce > far || co > far || o.half[i] > far) f.note(errc::out_of_domain);
  }
  return f.worst;
}
}  // namespace detail

/// Does the closed axis-aligned ellipsoid overlap the closed oriented box? Touching counts.
/// Semantics: min over the box of sum_k ((x_k - c_k) / radii_k)^2 <= 1, the box being the
/// parallelepiped its axes span (types.hpp).
/// Contract: that of the variant V (docs/contracts.md, "Ellipsoid vs OBB"); inputs outside V's
/// domain give some bool without undefined behaviour (overlaps_checked refuses them).
template <class V = ellipsoid_obb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const ellipsoid<T, N>& e, const obb<T, N>& o) noexcept {
  return V::test(e, o);
}

/// The same question with the arguments the other way round.
template <class V = ellipsoid_obb::default_variant, class T, int N>
[[nodiscard]] inline bool overlaps(const obb<T, N>& o, const ellipsoid<T, N>& e) noexcept {
  return overlaps<V>(e, o);
}

/// overlaps() that first checks the input against V's domain and returns the first reason
/// it is outside (detail::validate above, with V's limits).
template <class V = ellipsoid_obb::default_variant, class T, int N>
[[nodiscard]] inline checked<bool> overlaps_checked(const ellipsoid<T, N>& e,
                                                    const obb<T, N>& o) noexcept {
  const errc err =
      detail::validate(e, o, V::template max_magnitude<T>(), V::template axis_tolerance<T>(),
                       V::template max_radius_ratio<T>(), V::template max_relative_extent<T>());
  return {err, err == errc::ok && V::test(e, o)};
}

}  // namespace spherebox
