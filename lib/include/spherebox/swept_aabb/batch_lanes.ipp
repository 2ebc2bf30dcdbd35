// swept_aabb's batch lanes: one moving box against many static boxes, with each lane's
// contact interval. Compiled once per instruction set by batch/each_isa.ipp (no include guard;
// ops<T>, for_words and isa are that set's, batch/body.ipp).
//
// Per lane the operations of swept_aabb::slab (detail::frame_times, moving_slab) in the same
// order. The relative velocity v_i = fl(va_i - 0) is the same for every lane, so slab's
// branches on it (v_i == 0, v_i > 0) are taken once per axis, not per lane:
//   v_i == 0:  ok &= a.min_i <= b.max_i and b.min_i <= a.max_i
//   else:      near = v_i > 0 ? b.min_i - a.max_i : b.max_i - a.min_i   (far: the other pair)
//              enter = max(near / v_i, enter), leave = min(far / v_i, leave)
// from enter = 0, leave = 1, where max(x, y) = (x > y ? x : y) is slab's later(enter, x) and
// min its earlier (the SIMD max/min are those ternaries, NaN included). Hit: ok and
// enter <= leave; a miss reports NaN times, as slab's miss(). There is no multiply-add to
// contract: every kernel answers bit for bit as slab, times included, on every input.

/// for_words's Block: lanes k .. k+live-1 of the moving box a (velocity v) against the static
/// boxes b; writes each lane's enter and leave times where those pointers are not null.
struct swept_aabb_block {
  template <bool Full, class T, int N>
  SPHEREBOX_ALWAYS_INLINE static std::uint64_t bits(std::size_t k, std::size_t live, const box<T, N>& a,
                                                    const spherebox::velocity_arg<T, N>& v, const boxes_view<T, N>& b, T* enter,
                                                    T* leave) noexcept {
    using O = ops<T>;
    if constexpr (Full) live = O::width;
    typename O::reg in = O::set1(T(0)), out = O::set1(T(1));
    typename O::cmp ok = O::le(in, out);  // every lane
#pragma GCC unroll 8
    for (int i = 0; i < N; ++i) {
      const auto b0 = O::load(b.min[i] + k, live), b1 = O::load(b.max[i] + k, live);
      const auto a0 = O::set1(a.min[i]), a1 = O::set1(a.max[i]);
      if (v[i] == 0) {
        ok = O::both(ok, O::both(O::le(a0, b1), O::le(b0, a1)));
        continue;
      }
      const auto near = v[i] > 0 ? O::sub(b0, a1) : O::sub(b1, a0);
      const auto far = v[i] > 0 ? O::sub(b1, a0) : O::sub(b0, a1);
      in = O::max(O::div(near, O::set1(v[i])), in);
      out = O::min(O::div(far, O::set1(v[i])), out);
    }
    const auto hit = O::both(ok, O::le(in, out));
    const auto nan = O::set1(std::numeric_limits<T>::quiet_NaN());
    if (enter) O::store(enter + k, O::select(hit, in, nan), live);
    if (leave) O::store(leave + k, O::select(hit, out, nan), live);
    const std::uint64_t bits = O::bits(hit);
    return Full ? bits : bits & live_bits(live);
  }
};

/// The mask (and, where not null, the enter and leave times) for b.size lanes: box a moving by
/// va against every static box.
template <class T, int N>
SPHEREBOX_NOINLINE void swept_aabb_mask(isa, const box<T, N>& a, const spherebox::velocity_arg<T, N>& va, const boxes_view<T, N>& b,
                                        std::uint64_t* words, T* enter, T* leave) noexcept {
  std::array<T, N> v;
  for (int i = 0; i < N; ++i) v[i] = va[i] - T(0);  // slab's fl(va - vb) with vb = 0
  for_words<swept_aabb_block, T>(b.size, words, a, v, b, enter, leave);
}
