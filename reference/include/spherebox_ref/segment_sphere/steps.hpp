/// Part (b) of the bounded contract for segment_sphere: intermediates_representable(c) replays
/// the documented operation sequence of every bounded variant (clamped, nodiv; see
/// lib/include/spherebox/segment_sphere/ and docs/contracts.md) in exact rationals and says
/// whether every single result is a finite T. When it is, each floating-point operation was
/// exact (fused or not), so the variant's verdict must equal the oracle's.
#pragma once
#include <array>
#include <limits>
#include <type_traits>

#include <spherebox/segment_sphere/nodiv.hpp>

#include "case.hpp"
#include "../core/exact.hpp"

namespace spherebox::ref {

/// A dyadic rational as odd * 2^low with `bits` significant bits; bits = 0 for zero.
struct dyadic_parts {
  bool dyadic = false;
  long low = 0;
  long bits = 0;
};

[[nodiscard]] inline dyadic_parts dyadic_of(const rational& q) {
  using boost::multiprecision::denominator;
  using boost::multiprecision::numerator;
  dyadic_parts out;
  const integer den = denominator(q);
  if ((den & (den - 1)) != 0) return out;  // not a power of two
  out.dyadic = true;
  if (q == 0) return out;
  const integer num = boost::multiprecision::abs(numerator(q));
  const auto tz = static_cast<long>(boost::multiprecision::lsb(num));
  out.low = tz - static_cast<long>(boost::multiprecision::lsb(den));
  out.bits = static_cast<long>(boost::multiprecision::msb(num)) - tz + 1;
  return out;
}

/// Replays operations in exact arithmetic; ok stays true while every result is a finite T.
template <class T>
struct exact_replay {
  bool ok = true;
  const rational& fit(const rational& q) {
    const dyadic_parts p = dyadic_of(q);
    ok = ok && p.dyadic &&
         (p.bits == 0 || (p.low >= -grid_bits<T> && p.bits <= std::numeric_limits<T>::digits &&
                          p.low + p.bits <= std::numeric_limits<T>::max_exponent));
    return q;
  }
  rational sub(const rational& x, const rational& y) { return fit(x - y); }
  rational mul(const rational& x, const rational& y) { return fit(x * y); }
  template <int N>
  rational dot(const std::array<rational, N>& x, const std::array<rational, N>& y) {
    rational s = 0;
    for (int i = 0; i < N; ++i) s = fit(s + mul(x[i], y[i]));
    return s;
  }
};

/// The power of two the frame multiplies by: 2^-e for 2^e <= m < 2^(e+1), with e capped at
/// emax - 2 (as the kernel's inverse_binade).
template <class T>
[[nodiscard]] rational frame_scale(const rational& m) {
  const dyadic_parts p = dyadic_of(m);
  long e = p.low + p.bits - 1;
  e = std::min<long>(e, std::numeric_limits<T>::max_exponent - 2);
  return e >= 0 ? rational(integer(1), integer(1) << e) : rational(integer(1) << -e, integer(1));
}

/// The normalized frame (common.hpp's make_frame) replayed exactly; wd, dd and r*r included.
template <int N>
struct exact_frame {
  std::array<rational, N> w, d, v;
  rational r, wd, dd;
};

template <class T, int N>
[[nodiscard]] exact_frame<N> replay_frame(const segment_sphere_case<T, N>& c, exact_replay<T>& x) {
  exact_frame<N> f;
  rational m = 0;
  for (int i = 0; i < N; ++i) {
    const rational a = exact_value(c.s.a[i]), b = exact_value(c.s.b[i]), p = exact_value(c.b.center[i]);
    f.w[i] = x.sub(p, a), f.d[i] = x.sub(b, a), f.v[i] = x.sub(p, b);
    m = std::max({m, rational(abs(f.w[i])), rational(abs(f.d[i]))});
  }
  f.r = exact_value(c.b.radius);
  auto scale_all = [&](const rational& k) {
    for (int i = 0; i < N; ++i) f.w[i] = x.mul(f.w[i], k), f.d[i] = x.mul(f.d[i], k), f.v[i] = x.mul(f.v[i], k);
    f.r = x.mul(f.r, k);
  };
  if (x.ok && m != 0) {
    if (m < exact_value(std::numeric_limits<T>::min())) {  // subnormal m: first times 2^digits
      const rational up = rational(integer(1) << std::numeric_limits<T>::digits);
      scale_all(up);
      m *= up;
    }
    scale_all(frame_scale<T>(m));
  }
  f.wd = x.template dot<N>(f.w, f.d), f.dd = x.template dot<N>(f.d, f.d);
  (void)x.mul(f.r, f.r);
  return f;
}

/// The steps `clamped` and `nodiv` share, replayed exactly: every input finite, the frame, and
/// the squared distance to an end when the closest point is one; middle(x, f) replays the rest
/// when it is inside (false: the variant's own guard fired). True when every intermediate was
/// a finite T.
template <class T, int N, class Middle>
[[nodiscard]] bool segment_steps_exact(const segment_sphere_case<T, N>& c, Middle&& middle) {
  for (T v : c.flat())
    if (!std::isfinite(v)) return false;
  exact_replay<T> x;
  const auto f = replay_frame(c, x);
  if (f.wd <= 0) return (void)x.template dot<N>(f.w, f.w), x.ok;
  if (f.wd >= f.dd) return (void)x.template dot<N>(f.v, f.v), x.ok;
  return middle(x, f) && x.ok;
}

/// Every intermediate of `clamped` is a finite T (and so every operation was exact).
template <class T, int N>
[[nodiscard]] bool clamped_steps_exact(const segment_sphere_case<T, N>& c) {
  return segment_steps_exact(c, [](exact_replay<T>& x, const exact_frame<N>& f) {
    const rational t = x.fit(f.wd / f.dd);
    std::array<rational, N> e;
    for (int i = 0; i < N; ++i) e[i] = x.sub(f.w[i], x.mul(t, f.d[i]));
    (void)x.template dot<N>(e, e);
    return true;
  });
}

/// Every intermediate of `nodiv` is a finite T, and its short-segment guard (an approximation)
/// does not fire. True for small-integer inputs at any power-of-two scale: no quotient.
template <class T, int N>
[[nodiscard]] bool nodiv_steps_exact(const segment_sphere_case<T, N>& c) {
  return segment_steps_exact(c, [](exact_replay<T>& x, const exact_frame<N>& f) {
    const rational ww = x.template dot<N>(f.w, f.w);
    rational tiny = 1;
    for (int i = 0; i < 2 * std::numeric_limits<T>::digits + 12; ++i) tiny /= 2;
    if (f.dd < ww * tiny) return false;  // fl(ww * tiny) is monotone: it cannot fire otherwise
    rational x2 = 0;
    for (int i = 0; i < N; ++i)
      for (int j = i + 1; j < N; ++j) {
        const rational cross = x.sub(x.mul(f.w[i], f.d[j]), x.mul(f.w[j], f.d[i]));
        x2 = x.fit(x2 + x.mul(cross, cross));
      }
    (void)x.mul(x.mul(f.r, f.r), f.dd);
    return true;
  });
}

/// Part (b) applies to a case when it applies to every bounded variant of the slug (the hook
/// is per case): clamped's and nodiv's intermediates are all representable.
template <class T, int N>
[[nodiscard]] bool intermediates_representable(const segment_sphere_case<T, N>& c) {
  return nodiv_steps_exact(c) && clamped_steps_exact(c);
}

/// Part (b) for one variant V: its own steps (nodiv's, or clamped's for every other variant).
/// Where it holds, V's answer is the oracle's even if the other variant's steps round; the
/// known-answer test compares each variant there (the case-wide hook above is stricter).
template <class V, class T, int N>
[[nodiscard]] bool intermediates_representable(const segment_sphere_case<T, N>& c, std::type_identity<V>) {
  if constexpr (std::is_same_v<V, segment_sphere::nodiv>) return nodiv_steps_exact(c);
  else return clamped_steps_exact(c);
}

}  // namespace spherebox::ref
