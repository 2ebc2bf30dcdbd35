// sphere_aabb's batch lanes: one ball against many boxes, or ball j against box j. Compiled
// once per instruction set by batch/each_isa.ipp (no include guard; ops<T>, for_words and isa
// are that set's, batch/body.ipp).
//
// Per lane the operations are those of sphere_aabb::branchless, in the same order:
//   e_i = max0(min_i - c_i) + max0(c_i - max_i),  d2 = ((e_0^2 + e_1^2) + ...),
//   hit = (every e_i <= r) and d2 <= r*r
// (branchless rejects on e_i > r; with NaN either way d2 is NaN and both answer false). So with
// contraction off every kernel answers bit for bit as branchless on every input.

/// One register of lanes k .. k+live-1 (live <= width; Full: live == width, no masking) after
/// the axis loop: r, r*r, the sum of squares d2, and ok = (every e_i <= r). Spheres is a ball
/// (one against many) or a balls_view (pairs).
template <class T>
struct lanes {
  typename ops<T>::reg r, r2, d2;
  typename ops<T>::cmp ok;
};

template <bool Full, class T, int N, class Spheres>
SPHEREBOX_ALWAYS_INLINE lanes<T> gaps(const Spheres& s, const boxes_view<T, N>& b, std::size_t k, std::size_t live) noexcept {
  using O = ops<T>;
  if constexpr (Full) live = O::width;
  lanes<T> out;
  typename O::reg c[N];
  if constexpr (std::is_same_v<Spheres, ball<T, N>>) {
    out.r = O::set1(s.radius), out.r2 = O::set1(s.radius * s.radius);  // hoisted out of the loop by the compiler
#pragma GCC unroll 8
    for (int i = 0; i < N; ++i) c[i] = O::set1(s.center[i]);
  } else {
    out.r = O::load(s.radius + k, live), out.r2 = O::mul(out.r, out.r);
#pragma GCC unroll 8
    for (int i = 0; i < N; ++i) c[i] = O::load(s.center[i] + k, live);
  }
  out.d2 = O::set1(T(0));
  out.ok = O::le(out.d2, out.r);  // replaced on axis 0
  // Unrolled: with the axes as constants the registers stay in registers (GCC -O2 keeps the
  // loop otherwise, and spills c[] to the stack).
#pragma GCC unroll 8
  for (int i = 0; i < N; ++i) {
    const auto lo = O::sub(O::load(b.min[i] + k, live), c[i]);
    const auto hi = O::sub(c[i], O::load(b.max[i] + k, live));
    const auto e = O::add(O::max0(lo), O::max0(hi));
    const auto sq = O::mul(e, e);
    out.ok = i == 0 ? O::le(e, out.r) : O::both(out.ok, O::le(e, out.r));
    out.d2 = i == 0 ? sq : O::add(out.d2, sq);
  }
  return out;
}

/// The hit bits of lanes k .. k+live-1: branchless's answer.
template <bool Full, class T, int N, class Spheres>
inline std::uint64_t block(const Spheres& s, const boxes_view<T, N>& b, std::size_t k, std::size_t live) noexcept {
  using O = ops<T>;
  const lanes<T> g = gaps<Full>(s, b, k, live);
  const std::uint64_t bits = O::bits(O::both(g.ok, O::le(g.d2, g.r2)));
  return Full ? bits : bits & live_bits(live);
}

/// The exact answer's bits of lanes k .. k+live-1 (forced inline: g++ -O2 otherwise calls it
/// once per register in the AVX-512 loop). In T's own precision the filter of
/// sphere_aabb::exact (detail/filter.hpp, k = N+2) decides a lane when |d2 - r2| > E; a lane
/// with some e_i > r is decided "no" exactly (e_i rounds monotonically, r is exact); every
/// other lane is answered by sphere_aabb::exact::test, whose own filter runs in double.
template <bool Full, class T, int N, class Spheres>
SPHEREBOX_ALWAYS_INLINE std::uint64_t exact_block(const Spheres& s, const boxes_view<T, N>& b, std::size_t k, std::size_t live) noexcept {
  using O = ops<T>;
  const lanes<T> g = gaps<Full>(s, b, k, live);
  const auto bound = O::add(O::mul(O::set1(spherebox::detail::filter_relative<T>(N + 2)), O::add(g.d2, g.r2)),
                            O::set1(spherebox::detail::filter_absolute<T>(N)));
  const std::uint64_t near = O::bits(g.ok);
  const std::uint64_t in = near & O::bits(O::lt(bound, O::sub(g.r2, g.d2)));
  const std::uint64_t out = ~near | O::bits(O::lt(bound, O::sub(g.d2, g.r2)));
  std::uint64_t open = ~(in | out) & live_bits(Full ? O::width : live);
  std::uint64_t hits = in & live_bits(Full ? O::width : live);
  for (; open != 0; open &= open - 1) {
    const std::size_t j = static_cast<std::size_t>(spherebox::detail::trailing_zeros(open));
    bool hit = false;
    if constexpr (std::is_same_v<Spheres, ball<T, N>>) hit = sphere_aabb::exact::test(s, b[k + j]);
    else hit = sphere_aabb::exact::test(s[k + j], b[k + j]);
    hits |= std::uint64_t(hit) << j;
  }
  return hits;
}

/// for_words's Block: branchless's bits, or the exact bits.
template <bool Exact>
struct sphere_aabb_block {
  template <bool Full, class T, int N, class Spheres>
  SPHEREBOX_ALWAYS_INLINE static std::uint64_t bits(std::size_t k, std::size_t live, const Spheres& s,
                                                    const boxes_view<T, N>& b) noexcept {
    if constexpr (Exact) return exact_block<Full>(s, b, k, live);
    else return block<Full>(s, b, k, live);
  }
};

/// The mask for b.size lanes (ball s against every box, or ball j against box j of a
/// balls_view with s.size >= b.size): branchless's bits, or the exact bits when Exact.
template <bool Exact, class T, int N, class Spheres>
SPHEREBOX_NOINLINE void sphere_aabb_mask(isa, std::bool_constant<Exact>, const Spheres& s, const boxes_view<T, N>& b,
                                         std::uint64_t* words) noexcept {
  for_words<sphere_aabb_block<Exact>, T>(b.size, words, s, b);
}
