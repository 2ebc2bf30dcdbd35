// aabb_aabb's batch lanes: one box against many boxes, or box j against box j. Compiled once
// per instruction set by batch/each_isa.ipp (no include guard; ops<T>, for_words and isa are
// that set's, batch/body.ipp).
//
// Per lane the comparisons of aabb_aabb::closed (Open: aabb_aabb::open), on every axis:
//   q.min_i <= b.max_i and b.min_i <= q.max_i      (Open: <)
// ordered comparisons (false with NaN, as the scalar &&), combined with and. No rounding
// anywhere, so every kernel answers bit for bit as its twin, contracted or not.

/// for_words's Block: lanes k .. k+live-1 of a query box (box<T, N>, one against many) or of
/// a boxes_view (pairs) against the boxes b.
template <bool Open>
struct aabb_aabb_block {
  template <bool Full, class T, int N, class Query>
  SPHEREBOX_ALWAYS_INLINE static std::uint64_t bits(std::size_t k, std::size_t live, const Query& q,
                                                    const boxes_view<T, N>& b) noexcept {
    using O = ops<T>;
    if constexpr (Full) live = O::width;
    typename O::cmp ok{};
#pragma GCC unroll 8
    for (int i = 0; i < N; ++i) {
      typename O::reg lo, hi;
      if constexpr (std::is_same_v<Query, box<T, N>>) lo = O::set1(q.min[i]), hi = O::set1(q.max[i]);
      else lo = O::load(q.min[i] + k, live), hi = O::load(q.max[i] + k, live);
      const auto bmin = O::load(b.min[i] + k, live), bmax = O::load(b.max[i] + k, live);
      const auto meet = Open ? O::both(O::lt(lo, bmax), O::lt(bmin, hi)) : O::both(O::le(lo, bmax), O::le(bmin, hi));
      ok = i == 0 ? meet : O::both(ok, meet);
    }
    const std::uint64_t bits = O::bits(ok);
    return Full ? bits : bits & live_bits(live);
  }
};

/// The mask for b.size lanes: query box q against every box, or box j of a boxes_view q
/// (q.size >= b.size) against box j.
template <bool Open, class T, int N, class Query>
SPHEREBOX_NOINLINE void aabb_aabb_mask(isa, std::bool_constant<Open>, const Query& q, const boxes_view<T, N>& b,
                                       std::uint64_t* words) noexcept {
  for_words<aabb_aabb_block<Open>, T>(b.size, words, q, b);
}
