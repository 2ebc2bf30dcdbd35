// sphere_obb's batch lanes: one ball against many oriented boxes. Compiled once per
// instruction set by batch/each_isa.ipp (no include guard; ops<T>, for_words and isa are that
// set's, batch/body.ipp).
//
// Per lane the operations of sphere_obb::qri in the same order: w_k = c_k - centre_k,
// s_i = ((w_0 a_i0 + w_1 a_i1) + w_2 a_i2), p_i = |s_i|, t_i = p_i - h_i, then
//   reject when some axis has p_i > h_i and t_i > r      (qri's early return false)
//   d2 = ((e_0^2 + e_1^2) + e_2^2) with e_i = max0(t_i)   (qri adds t_i^2 where p_i > h_i)
//   hit = not rejected and d2 <= r*r
// max0(t_i) is t_i exactly where p_i > h_i (then t_i > 0) and +0 elsewhere, and adding +0 to
// a sum of squares changes no bit, so d2 has qri's bits. |s_i| clears the sign (qri keeps -0
// for -0; either zero compares and subtracts alike). With contraction off every kernel answers
// bit for bit as qri on every input.

/// for_words's Block: lanes k .. k+live-1 of ball s against the boxes b.
struct sphere_obb_block {
  template <bool Full, class T, int N>
  SPHEREBOX_ALWAYS_INLINE static std::uint64_t bits(std::size_t k, std::size_t live, const ball<T, N>& s,
                                                    const obbs_view<T, N>& b) noexcept {
    using O = ops<T>;
    if constexpr (Full) live = O::width;
    typename O::reg w[N];
#pragma GCC unroll 8
    for (int c = 0; c < N; ++c) w[c] = O::sub(O::set1(s.center[c]), O::load(b.center[c] + k, live));
    const auto r = O::set1(s.radius), r2 = O::set1(s.radius * s.radius);
    typename O::reg d2{};
    typename O::cmp far{};
#pragma GCC unroll 8
    for (int i = 0; i < N; ++i) {
      auto proj = O::mul(w[0], O::load(b.axes[i][0] + k, live));
#pragma GCC unroll 8
      for (int c = 1; c < N; ++c) proj = O::add(proj, O::mul(w[c], O::load(b.axes[i][c] + k, live)));
      const auto p = O::abs(proj), h = O::load(b.half[i] + k, live);
      const auto t = O::sub(p, h);
      const auto e = O::max0(t);
      const auto reject = O::both(O::lt(h, p), O::lt(r, t));
      far = i == 0 ? reject : O::either(far, reject);
      d2 = i == 0 ? O::mul(e, e) : O::add(d2, O::mul(e, e));
    }
    const std::uint64_t bits = O::bits(O::but_not(O::le(d2, r2), far));
    return Full ? bits : bits & live_bits(live);
  }
};

/// The mask for b.size lanes: ball s against every oriented box.
template <class T, int N>
SPHEREBOX_NOINLINE void sphere_obb_mask(isa, const ball<T, N>& s, const obbs_view<T, N>& b,
                                        std::uint64_t* words) noexcept {
  for_words<sphere_obb_block, T>(b.size, words, s, b);
}
