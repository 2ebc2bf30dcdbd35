/// The exact sign of  sum_i e_i^2 - r^2  by error-free transformations (detail/eft.hpp) in a
/// binary floating-point type W (double in the library; the tiny formats of
/// formal/ties/minifloat run the same templates): the fast exact fallback of sphere_aabb::exact
/// and circle_rect::exact, before their integer sum. Internal. Derivation: docs/contracts.md,
/// "The expansion path"; proofs: formal/coq/Expansion.v. The vector sum is that of Ogita, Rump
/// and Oishi ("Accurate sum and dot product", SIAM J. Sci. Comput. 26(6), 2005), repeated as a
/// distillation; the sign test reads an expansion as Shewchuk does (1997), by its largest part.
#pragma once
#include <limits>

#include "eft.hpp"

namespace spherebox::detail {

/// 2^k for any k within W's range, by doubling or halving (exact, constexpr, any W).
template <class W>
[[nodiscard]] constexpr W pow2(int k) noexcept {
  W x = W(1);
  for (int i = 0; i < k; ++i) x = x + x;
  for (int i = 0; i > k; --i) x = x / W(2);
  return x;
}

/// The values whose square two_square splits without error: x = 0 or |x| >= 2^lo,
/// lo = ceil((emin + 2p - 1) / 2) (emin the exponent of W's smallest subnormal), so that
/// x^2 >= 2^(emin + 2p - 1) and the low part does not underflow. Double: lo = -484. Overflow
/// needs no range: it makes some part infinite or NaN, and the sign is then left undecided.
/// Loosen (harness only: a known-wrong guard) lowers lo by that many binades.
template <class W, int Loosen = 0>
struct square_range {
  static constexpr int p = std::numeric_limits<W>::digits;
  static constexpr int emin = std::numeric_limits<W>::min_exponent - 1 - (p - 1);  // -1074 for double
  static constexpr int lo = -((-(emin + 2 * p - 1)) / 2) - Loosen;
  /// Whether every nonzero difference of two T values (a multiple of T's smallest subnormal)
  /// is at least 2^lo, and every T too: then no check is needed.
  template <class T>
  static constexpr bool covers() noexcept {
    return std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits >= lo;
  }
  /// Both lanes of x in range, without a branch: a = 0 or a >= 2^lo  is  min(max(2^lo - a, 0), a) = 0.
  template <class V>
  [[nodiscard]] static bool contains(V x) noexcept {
    const V a = abs_of(x), zero = V::both(W(0));
    return both_zero(min_of(max_of(V::both(pow2<W>(lo)) - a, zero), a));
  }
};

/// The error-free transformations and the range the path uses. The harness passes variants
/// with one defect (known-wrong variants, mutants of the exhaustive run), so that the real
/// templates are shown to fail with them.
struct eft_exact {
  template <class V>
  static two<V> sum(V a, V b) noexcept { return two_sum(a, b); }
  template <class W, class V>
  static two<V> square(V x) noexcept { return two_square<W>(x); }
  template <class W>
  using range = square_range<W>;
};

/// Sums the squares of the values in R pairs of lanes, value j in pair j / 2, lane j % 2, the
/// one at index Neg subtracted (r), the others added: each square is hi + lo (two_square);
/// the hi parts are summed lane by lane through the pairs by two-sums, then lane 0 and lane 1
/// by one more; the sum's value is returned and every lo part and every two-sum error goes to
/// keep(pair) or, the last, keep1(value): exactly  returned + kept = sum of the squares, when
/// every part is finite and every value is in range.
template <class W, int R, int Neg, class E, class V, class Keep>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE W sum_squares(const V (&v)[R], Keep& keep) noexcept {
  V s = V::both(W(0));
#pragma GCC unroll 4
  for (int k = 0; k < R; ++k) {
    two<V> q = E::template square<W>(v[k]);
    if (k == Neg / 2) {  // -r^2: multiplied by -1 in r's lane, exactly
      const V sign = Neg % 2 ? V::make(W(1), W(-1)) : V::make(W(-1), W(1));
      q.hi = q.hi * sign, q.lo = q.lo * sign;
    }
    keep(q.lo);
    if (k == 0) {
      s = q.hi;
    } else {
      const two<V> t = E::sum(s, q.hi);
      s = t.hi;
      keep(t.lo);
    }
  }
  const two<W> t = E::sum(s.lane0(), s.lane1());
  keep.keep1(t.lo);
  return t.hi;
}

/// The fast path's bookkeeping: the largest kept magnitude m, and a plain sum of the kept parts
/// only to see that every one is finite (an infinity or NaN reaches the sum; no part is stored).
template <class W, class V>
struct keep_largest {
  V m = V::both(W(0)), f = V::both(W(0));
  W m1 = W(0), f1 = W(0);
  void operator()(V x) noexcept { m = max_of(abs_of(x), m), f = f + x; }
  void keep1(W x) noexcept { m1 = lanes2<W>::abs1(x), f1 = x; }
  [[nodiscard]] W largest() const noexcept {
    const W a = m.lane0(), b = m.lane1(), c = a > b ? a : b;
    return c > m1 ? c : m1;
  }
  [[nodiscard]] bool finite() const noexcept {
    const bool head = both_zero(f - f), tail = f1 - f1 == W(0);
    return head & tail;
  }
};

/// Keeps every part, lane 0 then lane 1, in order (the rare path: distil needs them).
template <class W, int Max>
struct keep_all {
  W v[Max] = {};
  int n = 0;
  template <class V>
  void operator()(V x) noexcept { v[n++] = x.lane0(), v[n++] = x.lane1(); }
  void keep1(W x) noexcept { v[n++] = x; }
};

/// dominant_sign's factor: a power of two (the scaling m * 16 is exact) and at least the
/// number of kept parts (at most 4R - 1 = 15).
constexpr int dominance_factor = 16;

/// -1, 0 or +1, the sign of s + (kept parts, at most 16, each of magnitude <= m), when s and
/// every part are finite and m = 0 or 16 m < |s| (then the parts cannot change the sign);
/// 2 otherwise.
template <class W>
[[nodiscard]] inline int dominant_sign(W s, W m, bool finite) noexcept {
  const W scaled = m * W(dominance_factor);
  const bool decided = int(finite) & int(s - s == W(0)) & (int(m == W(0)) | int(scaled < lanes2<W>::abs1(s)));
  return decided ? (s > W(0)) - (s < W(0)) : 2;
}

/// Repeats the vector sum over (v[0], ..., v[n-1], s) (a running total two-summed with each
/// part in turn, the errors kept in place, the total last), each pass keeping the exact sum,
/// until dominant_sign decides: its answer, or 2 after `passes` passes.
template <class W, class E, int Max>
[[nodiscard]] int distil(keep_all<W, Max>& k, W s, int passes) noexcept {
  for (int pass = 0; pass < passes; ++pass) {
    W total = k.v[0], m = W(0), f = W(0);
    for (int i = 1; i <= k.n; ++i) {
      const two<W> t = E::sum(total, i < k.n ? k.v[i] : s);
      total = t.hi, k.v[i - 1] = t.lo;
      const W a = lanes2<W>::abs1(t.lo);
      m = a > m ? a : m, f = f + t.lo;
    }
    s = total;
    const int sign = dominant_sign(s, m, f - f == W(0));
    if (sign != 2) return sign;
  }
  return 2;
}

/// The rare path of square_sum_sign: the same sums in portable lanes (the same bits), keeping
/// every part, then up to four distillation passes.
template <class W, int R, int Neg, class E, class V>
[[nodiscard]] SPHEREBOX_NOINLINE int square_sum_sign_distilled(const V (&v)[R]) noexcept {
  lanes2<W> u[R];
  for (int k = 0; k < R; ++k) u[k] = lanes2<W>::make(v[k].lane0(), v[k].lane1());
  keep_all<W, 4 * R> all;
  const W s = sum_squares<W, R, Neg, E>(u, all);
  return distil<W, E>(all, s, 4);
}

/// The exact sign of  sum_{j != Neg} v_j^2 - v_Neg^2  over the values of v (R pairs: 4R - 1
/// kept parts; 2 for R > 4), each 0 or in E::range<W> (the caller checks): the fast path in
/// V's lanes, nothing stored; if dominant_sign cannot decide, the distilled path. 2 if that
/// does not decide either.
template <class W, int R, int Neg, class E, class V>
[[nodiscard]] SPHEREBOX_ALWAYS_INLINE int square_sum_sign(const V (&v)[R]) noexcept {
  if constexpr (4 * R - 1 > dominance_factor) {
    return 2;  // N > 7: dominant_sign's factor would not do
  } else {
    keep_largest<W, V> fast;
    const W s = sum_squares<W, R, Neg, E>(v, fast);
    const int sign = dominant_sign(s, fast.largest(), fast.finite());
    return sign != 2 ? sign : square_sum_sign_distilled<W, R, Neg, E>(v);
  }
}

}  // namespace spherebox::detail
