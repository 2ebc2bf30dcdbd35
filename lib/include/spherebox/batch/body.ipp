// The SIMD batch kernels' loop, written once. Included (no include guard) inside a namespace
// that defines ops<T> for one instruction set, and inside that instruction set's target region
// (sse2.hpp, avx2.hpp, avx512.hpp), so every function here is compiled for that set.
//
// ops<T> provides: width (lanes per register), reg, cmp, set1(x), load(p, live) (live in
// 1..width lanes from p; lanes past live read as zero and are never read from memory), sub, add,
// mul, max0(x) = (x > 0 ? x : 0) lane by lane, le(a, b) (ordered a <= b), both(p, q) (and of two
// comparisons), bits(p) (lane j -> bit j).
//
// Per lane the operations are those of sphere_aabb::branchless, in the same order:
//   e_i = max0(min_i - c_i) + max0(c_i - max_i),  d2 = ((e_0^2 + e_1^2) + ...),
//   hit = (every e_i <= r) and d2 <= r*r
// (branchless rejects on e_i > r; with NaN either way d2 is NaN and both answer false). So with
// contraction off every kernel answers bit for bit as branchless on every input.

/// Bits 0..live-1 set.
[[nodiscard]] inline std::uint64_t live_bits(std::size_t live) noexcept {
  return live >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << live) - 1;
}

/// One ball against boxes b: bit j of words[j / 64] = hit j; mask_words(b.size) words written,
/// bits past b.size zero.
template <class T, int N>
inline void one_many(const ball<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
  using O = ops<T>;
  constexpr std::size_t W = O::width;
  typename O::reg c[N];
  for (int i = 0; i < N; ++i) c[i] = O::set1(s.center[i]);
  const auto r = O::set1(s.radius);
  const auto r2 = O::set1(s.radius * s.radius);
  const std::size_t n = b.size;
  for (std::size_t base = 0; base < n; base += 64) {
    const std::size_t end = n - base < 64 ? n - base : 64;
    std::uint64_t word = 0;
    for (std::size_t j = 0; j < end; j += W) {
      const std::size_t k = base + j, live = end - j < W ? end - j : W;
      auto d2 = O::set1(T(0));
      auto ok = O::le(d2, r);  // placeholder, replaced on axis 0
      for (int i = 0; i < N; ++i) {
        const auto lo = O::sub(O::load(b.min[i] + k, live), c[i]);
        const auto hi = O::sub(c[i], O::load(b.max[i] + k, live));
        const auto e = O::add(O::max0(lo), O::max0(hi));
        const auto sq = O::mul(e, e);
        ok = i == 0 ? O::le(e, r) : O::both(ok, O::le(e, r));
        d2 = i == 0 ? sq : O::add(d2, sq);
      }
      ok = O::both(ok, O::le(d2, r2));
      word |= (O::bits(ok) & live_bits(live)) << j;
    }
    words[base / 64] = word;
  }
}

/// Ball j against box j for j < b.size (s.size >= b.size): bits as one_many.
template <class T, int N>
inline void pairs(const balls_view<T, N>& s, const boxes_view<T, N>& b, std::uint64_t* words) noexcept {
  using O = ops<T>;
  constexpr std::size_t W = O::width;
  const std::size_t n = b.size;
  for (std::size_t base = 0; base < n; base += 64) {
    const std::size_t end = n - base < 64 ? n - base : 64;
    std::uint64_t word = 0;
    for (std::size_t j = 0; j < end; j += W) {
      const std::size_t k = base + j, live = end - j < W ? end - j : W;
      const auto r = O::load(s.radius + k, live);
      const auto r2 = O::mul(r, r);
      auto d2 = O::set1(T(0));
      auto ok = O::le(d2, r);
      for (int i = 0; i < N; ++i) {
        const auto c = O::load(s.center[i] + k, live);
        const auto lo = O::sub(O::load(b.min[i] + k, live), c);
        const auto hi = O::sub(c, O::load(b.max[i] + k, live));
        const auto e = O::add(O::max0(lo), O::max0(hi));
        const auto sq = O::mul(e, e);
        ok = i == 0 ? O::le(e, r) : O::both(ok, O::le(e, r));
        d2 = i == 0 ? sq : O::add(d2, sq);
      }
      ok = O::both(ok, O::le(d2, r2));
      word |= (O::bits(ok) & live_bits(live)) << j;
    }
    words[base / 64] = word;
  }
}
