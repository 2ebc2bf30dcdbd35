/// Public entry points of swept_aabb: where in one frame two moving boxes touch, and the
/// integer response that moves a box up to an obstacle.
#pragma once
#include <type_traits>

#include "../checked.hpp"
#include "../types.hpp"
#include "variants.hpp"

namespace spherebox {

namespace swept_aabb::detail {
template <class V, class T>
using pick = std::conditional_t<std::is_void_v<V>, default_variant<T>, V>;
}  // namespace swept_aabb::detail

/// When, during the frame t in [0, 1], does box a moving by va touch box b moving by vb?
/// Returns the contact interval (clipped to the frame), or a miss. Touching counts
/// (swept_aabb::slab_open for interiors only). Boxes that already overlap at t = 0 hit with
/// enter = 0. Float and double return sweep_result<T>; std::int32_t coordinates return exact
/// fractions (int_sweep_result). Contract: that of the variant V (docs/contracts.md, "swept
/// AABB"); inputs outside V's domain give some answer without undefined behaviour. Use
/// sweep_checked to have them refused.
template <class V = void, class T, int N>
[[nodiscard]] inline auto sweep(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                                const velocity_arg<T, N>& vb) noexcept {
  return swept_aabb::detail::pick<V, T>::test(a, va, b, vb);
}

/// The moving-vs-static form: b stays where it is.
template <class V = void, class T, int N>
[[nodiscard]] inline auto sweep(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b) noexcept {
  return sweep<V>(a, va, b, velocity<T, N>{});
}

/// The integer response (swept_aabb::response_int): a's displacement, relative to b, up to the
/// last lattice point of its path before the interiors would overlap.
template <int N>
[[nodiscard]] inline sweep_response<N> respond(const box<std::int32_t, N>& a, const velocity_arg<std::int32_t, N>& va,
                                               const box<std::int32_t, N>& b,
                                               const velocity_arg<std::int32_t, N>& vb = {}) noexcept {
  return swept_aabb::response_int::test(a, va, b, vb);
}

namespace detail {

/// First error in priority order: NaN, inf, inverted box, then magnitude above limit.
template <class T, int N>
[[nodiscard]] constexpr errc validate_sweep(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                                            const velocity_arg<T, N>& vb, T limit) noexcept {
  first_error e;
  for (int i = 0; i < N; ++i) {
    for (T x : {a.min[i], a.max[i], va[i], b.min[i], b.max[i], vb[i]}) {
      if constexpr (std::is_integral_v<T>) e.note(x <= limit && x >= -limit ? errc::ok : errc::out_of_domain);
      else e.note(classify_value(x, limit));
    }
  }
  if (e.worst == errc::not_a_number || e.worst == errc::infinite) return e.worst;
  for (int i = 0; i < N; ++i)
    if (a.min[i] > a.max[i] || b.min[i] > b.max[i]) e.note(errc::inverted_box);
  return e.worst;
}

}  // namespace detail

/// sweep() that first checks the input against V's domain (finite, min <= max, every
/// |x| <= V::max_magnitude<T>(); NaN or infinite velocities are refused like coordinates)
/// and returns the reason when it is outside.
template <class V = void, class T, int N>
[[nodiscard]] inline auto sweep_checked(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b,
                                        const velocity_arg<T, N>& vb) noexcept {
  using W = swept_aabb::detail::pick<V, T>;
  using R = decltype(W::test(a, va, b, vb));
  const errc e = detail::validate_sweep(a, va, b, vb, W::template max_magnitude<T>());
  return checked<R>{e, e == errc::ok ? W::test(a, va, b, vb) : R{}};
}

template <class V = void, class T, int N>
[[nodiscard]] inline auto sweep_checked(const box<T, N>& a, const velocity_arg<T, N>& va, const box<T, N>& b) noexcept {
  return sweep_checked<V>(a, va, b, velocity<T, N>{});
}

}  // namespace spherebox
