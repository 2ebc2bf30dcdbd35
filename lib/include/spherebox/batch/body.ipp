// The batch kernels' loop, written once for every pair. Included (no include guard) inside a
// namespace that defines ops<T> for one instruction set, and inside that instruction set's
// target region (sse2.hpp, avx2.hpp, avx512.hpp), so every function here is compiled for it.
//
// ops<T> provides: width (lanes per register), reg, cmp, set1(x), load(p, live) (live in
// 1..width lanes from p; lanes past live read as zero and are never read from memory),
// store(p, x, live) (lanes 0..live-1 only), sub, add, mul, div, max0(x) = (x > 0 ? x : +0),
// max(a, b) = (a > b ? a : b), min(a, b) = (a < b ? a : b) (each lane as the scalar ternary,
// NaN and signed zeros included), abs (sign bit cleared), select(m, a, b) = (m ? a : b),
// le(a, b) and lt(a, b) (ordered: false with NaN), both, either, but_not(p, q) = p and not q
// (of two comparisons), bits(p) (lane j -> bit j).
//
// A pair's lanes (<slug>/batch_lanes.ipp, compiled in this namespace by each_isa.ipp) define
// a Block: a type with `template <bool Full> static std::uint64_t bits(k, live, args...)`
// that answers lanes k .. k+live-1 (Full: live == width, no masking) with bit j for lane k+j
// and no bit at or past live.

/// The tag of this instruction set: a pair's kernel tag calls its lanes with isa{}, and
/// argument-dependent lookup finds the ones compiled here (dispatch.hpp, isa_t).
struct isa {};

/// Bits 0..live-1 set.
[[nodiscard]] inline std::uint64_t live_bits(std::size_t live) noexcept {
  return live >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << live) - 1;
}

/// The mask for n lanes: bit j of words[j / 64] is Block's answer for lane j, mask_words(n)
/// words written, bits past n zero. Whole 64-lane words come from whole registers (no tail
/// logic), then one last word whose final register is loaded and masked to the lanes that
/// exist. T is the lane type (the register width). Inlined into each pair's entry point, which
/// is not inlined (SPHEREBOX_NOINLINE): one compiled copy per kernel and form, so every entry
/// point (mask, indices, checked) answers with the same bits even where contraction is allowed.
template <class Block, class T, class... A>
SPHEREBOX_ALWAYS_INLINE void for_words(std::size_t n, std::uint64_t* words, const A&... a) noexcept {
  constexpr std::size_t W = ops<T>::width;
  static_assert(64 % W == 0, "a register's lanes fill 64-bit words exactly");
  const std::size_t whole = n - n % 64;
  for (std::size_t base = 0; base < whole; base += 64) {
    std::uint64_t word = 0;
    for (std::size_t j = 0; j < 64; j += W) word |= Block::template bits<true>(base + j, W, a...) << j;
    words[base / 64] = word;
  }
  if (whole == n) return;
  std::uint64_t word = 0;
  for (std::size_t j = 0; whole + j < n; j += W) {
    const std::size_t live = n - whole - j < W ? n - whole - j : W;
    word |= Block::template bits<false>(whole + j, live, a...) << j;
  }
  words[whole / 64] = word;
}
