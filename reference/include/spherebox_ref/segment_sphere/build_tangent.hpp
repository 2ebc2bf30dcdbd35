/// Builders of segment–sphere cases for every codec mode (the build_case hook): exact
/// tangency at the segment's interior, at each end point and for a zero-length segment;
/// the same moved by a few ulps; near-tangent full-precision cases with long segments and
/// small offsets (cancellation); small-integer lattices; special values; huge and tiny scales.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <type_traits>

#include "../core/codec.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Where an exact tangency is: the ball touches the segment's interior, the end point a
/// (centre behind a), the end point b (centre beyond b), or a zero-length segment (a == b).
enum class segment_feature { interior, end_a, end_b, point, count };

/// Integer orthogonal frames: N rows of equal length `norm`, pairwise orthogonal.
struct int_frame3 { std::int64_t e[3][3]; std::int64_t norm; };
struct int_frame2 { std::int64_t e[2][2]; std::int64_t norm; };
inline constexpr int_frame3 frames3[] = {{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, 1},
                                         {{{1, 2, 2}, {2, 1, -2}, {2, -2, 1}}, 3},
                                         {{{2, 3, 6}, {3, -6, 2}, {6, 2, -3}}, 7},
                                         {{{1, 4, 8}, {4, 7, -4}, {8, -4, 1}}, 9},
                                         {{{4, 4, 7}, {1, -8, 4}, {8, -1, -4}}, 9}};
inline constexpr int_frame2 frames2[] = {{{{1, 0}, {0, 1}}, 1},    {{{3, 4}, {-4, 3}}, 5},
                                         {{{5, 12}, {-12, 5}}, 13}, {{{8, 15}, {-15, 8}}, 17},
                                         {{{20, 21}, {-21, 20}}, 29}};

/// A random orthogonal integer frame in N dimensions (N = 2, 3), axes permuted and mirrored.
template <int N, class Src>
std::array<std::array<std::int64_t, N>, N> random_frame(Src& src, std::int64_t& norm) {
  std::array<std::array<std::int64_t, N>, N> rows{};
  std::array<int, N> perm;
  for (int i = 0; i < N; ++i) perm[i] = i;
  for (int i = N - 1; i > 0; --i) std::swap(perm[i], perm[src.range(0, i)]);
  std::array<std::int64_t, N> sign;
  for (auto& s : sign) s = src.range(0, 1) ? -1 : 1;
  if constexpr (N == 3) {
    const auto& f = frames3[src.range(0, std::size(frames3) - 1)];
    norm = f.norm;
    for (int r = 0; r < 3; ++r)
      for (int k = 0; k < 3; ++k) rows[r][k] = sign[k] * f.e[r][perm[k]];
  } else {
    const auto& f = frames2[src.range(0, std::size(frames2) - 1)];
    norm = f.norm;
    for (int r = 0; r < 2; ++r)
      for (int k = 0; k < 2; ++k) rows[r][k] = sign[k] * f.e[r][perm[k]];
  }
  const int first = static_cast<int>(src.range(0, N - 1));  // which row is the segment's
  std::rotate(rows.begin(), rows.begin() + first, rows.end());
  return rows;
}

/// tangent / nudged: integers (below 2^p) times one 2^k. The segment is a + [0, L] e0 in an
/// orthogonal integer frame (e0, e1, e2) of row length n; the centre's offset from the closest
/// point is an integer combination with integer length (Pythagorean triples and quadruples)
/// times a multiplier, so the exact distance equals r = |offset| (the oracle confirms D == R).
/// interior: centre at a + s e0 + offset with 0 < s < L and offset orthogonal to e0 (one in
/// eight has offset 0 and r = 0: centre on the segment); end_a: offset with a component
/// against e0 (or orthogonal), from a; end_b: with e0, from b (the ball lies beyond the far
/// end, where a ray test says "hit" once r shrinks); point: a == b. L is often a power of two
/// so that t* = s/L is dyadic. nudge != 0 moves r by that many ulps (up when moving down
/// would reach 0 or below: r stays positive).
template <class T, int N, class Src>
segment_sphere_case<T, N> build_segment_tangent(Src& src, segment_feature feature, int nudge) {
  constexpr int p = std::numeric_limits<T>::digits;
  std::int64_t n = 1;
  const auto e = random_frame<N>(src, n);
  std::int64_t len = src.range(0, 1) ? std::int64_t(1) << src.range(0, 6) : src.range(1, 64);
  if (feature == segment_feature::interior && len < 2) len = 2;
  if (feature == segment_feature::point) len = 0;
  const std::int64_t mult = src.range(1, std::int64_t(1) << src.range(0, p - 12));
  // (x, y, z, h): x along e0, y along e1, z along e2 (3-D only), x^2 + y^2 + z^2 = h^2.
  std::array<std::int64_t, 4> o{0, 0, 0, 0};
  const int shape = static_cast<int>(src.range(0, 3));
  const std::int64_t h = src.range(1, 97);
  const auto& t = triples[src.range(0, std::size(triples) - 1)];
  const bool flip = src.range(0, 1) != 0;
  if (feature == segment_feature::interior) {  // orthogonal to e0
    o = (N == 3 && shape >= 2) ? std::array<std::int64_t, 4>{0, t[0], t[1], t[2]}
                               : std::array<std::int64_t, 4>{0, h, 0, h};
    if (src.range(0, 7) == 0) o = {0, 0, 0, 0};  // centre on the segment, r = 0
  } else if (shape == 0) {
    o = {h, 0, 0, h};  // straight along the segment's line
  } else if (shape == 1) {
    o = {0, h, 0, h};  // orthogonal to the segment at the end point
  } else if (N == 3 && shape == 3) {
    const auto& q = quadruples[src.range(0, std::size(quadruples) - 1)];
    o = {q[flip ? 1 : 0], q[flip ? 0 : 1], q[2], q[3]};
  } else {
    o = {t[flip ? 1 : 0], t[flip ? 0 : 1], 0, t[2]};
  }
  const std::int64_t s = feature == segment_feature::interior ? src.range(1, len - 1) : 0;
  const std::int64_t along = feature == segment_feature::end_a ? -o[0] : o[0];
  std::array<std::int64_t, N> a, b, c;
  for (int k = 0; k < N; ++k) {
    a[k] = src.range(-64, 64);
    b[k] = a[k] + len * e[0][k];
    const std::int64_t base = feature == segment_feature::end_b ? b[k] : a[k] + s * e[0][k];
    std::int64_t off = along * e[0][k] + o[1] * e[1][k];
    if constexpr (N == 3) off += o[2] * e[2][k];
    c[k] = base + off * mult;
  }
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>(), top_exponent<T>(p));
  segment_sphere_case<T, N> out{};
  for (int i = 0; i < N; ++i)
    out.s.a[i] = scaled<T>(a[i], k), out.s.b[i] = scaled<T>(b[i], k), out.b.center[i] = scaled<T>(c[i], k);
  out.b.radius = scaled<T>(o[3] * n * mult, k);
  // A subnormal r may not move down by |nudge| ulps without crossing 0: it moves up instead.
  if (nudge != 0) {
    const T down = nudge_ulps(out.b.radius, nudge);
    out.b.radius = down > 0 ? down : nudge_ulps(out.b.radius, nudge < 0 ? -nudge : nudge);
  }
  return out;
}

/// The float nearest the exact distance sqrt(D) (radius ignored); 0 outside the oracle's domain.
template <class T, int N>
[[nodiscard]] T segment_distance(const segment_sphere_case<T, N>& c) {
  auto probe = c;
  probe.b.radius = 0;
  const auto x = exact_parts(probe);
  if (!x) return 0;
  using boost::multiprecision::denominator;
  using boost::multiprecision::numerator;
  const rational grid = x->D * rational(integer(1) << (2 * grid_bits<T>));
  const integer root = boost::multiprecision::sqrt(integer(numerator(grid) / denominator(grid)));
  return static_cast<T>(approx(root, grid_bits<T>));
}

/// near: full-precision coordinates at scale 2^k: a, a direction d (b = fl(a + d)), and the
/// centre fl(a + t d + o) with t behind a, inside, beyond b, or d = 0; o is small next to d
/// (down to 2^-(p+4) |d|: long segments, centres close to the line, so w - t d cancels); one
/// case in four is thin instead: along one axis the segment is [0, d] with |d| down to
/// 2^-(2p+40) of the centre's distance and the centre at t d beside it (degree-4 products
/// underflow there); r the float nearest the exact distance moved by -3..3 ulps, or (one in
/// four) by a relative 2^-e, e in [p/2, p-3]. The exact margin is tiny
/// relative to r^2 (or, at subnormal r, to eta r).
template <class T, int N, class Src>
segment_sphere_case<T, N> build_segment_near(Src& src) {
  constexpr int p = std::numeric_limits<T>::digits;
  const int k = scale_exponent<Src, T>(src, bottom_exponent<T>() + p, top_exponent<T>(8));
  auto any = [&](int shift) {
    const auto mant = static_cast<T>(src.bits(p - 1) | (std::uint64_t(1) << (p - 1)));
    const T v = std::ldexp(mant, k - p + 1 - shift);
    return src.range(0, 1) ? -v : v;
  };
  const auto where = static_cast<segment_feature>(src.range(0, 3));
  const int d_shift = static_cast<int>(src.range(0, 3)), o_shift = static_cast<int>(src.range(0, p + 4));
  const T t = where == segment_feature::end_a ? -std::ldexp(T(src.range(1, 255)), -8)
            : where == segment_feature::end_b ? 1 + std::ldexp(T(src.range(1, 255)), -8)
            : std::ldexp(T(src.range(1, (std::int64_t(1) << (p - 1)) - 1)), 1 - p);
  segment_sphere_case<T, N> out{};
  for (int i = 0; i < N; ++i) {
    const T a = any(0), d = where == segment_feature::point ? T(0) : any(d_shift);
    out.s.a[i] = a, out.s.b[i] = a + d;
    out.b.center[i] = a + t * d + any(o_shift);
  }
  if (src.range(0, 3) == 0) {  // thin: |d| down to 2^-(2p+40) |w|, the centre beside the segment
    const int j = static_cast<int>(src.range(0, N - 1));
    const T d = any(static_cast<int>(src.range(p + 4, 2 * p + 40)));
    out.s.a[j] = 0, out.s.b[j] = d, out.b.center[j] = t * d;
  }
  const T r = segment_distance(out);
  if (src.range(0, 3) != 0) {
    out.b.radius = nudge_ulps(r, static_cast<int>(src.range(-3, 3)));
  } else {  // wide: r (1 +- 2^-e), e in [p/2, p-3], for errors far above one ulp (underflow)
    const T step = std::ldexp(r, -static_cast<int>(src.range(p / 2, p - 3)));
    out.b.radius = src.range(0, 1) ? r + step : r - step;
  }
  if (!(out.b.radius >= 0)) out.b.radius = 0;
  return out;
}

}  // namespace spherebox::ref
