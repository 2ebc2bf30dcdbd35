/// The parts of the batch entry points every pair shares: the checked calls' result, and the
/// indices form built on a pair's mask kernel. Internal to the batch API (spherebox/batch.hpp).
#pragma once
#include <cstddef>
#include <cstdint>

#include "../checked.hpp"

namespace spherebox {

/// The result of a checked batch call: error, and the first element it applies to (npos for
/// errc::bad_span, which concerns the spans themselves).
struct batch_error {
  errc error = errc::ok;
  std::size_t index = npos;
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  [[nodiscard]] constexpr bool ok() const noexcept { return error == errc::ok; }
};

namespace batch::detail {

/// Index of the lowest set bit of w != 0.
[[nodiscard]] inline std::size_t lowest_bit(std::uint64_t w) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  return static_cast<std::size_t>(__builtin_ctzll(w));
#else
  std::size_t k = 0;
  for (; (w & 1) == 0; w >>= 1) ++k;
  return k;
#endif
}

/// The indices form of a mask kernel: chunk(base, count, &word) writes the mask word of
/// elements [base, base + count) (count <= 64); the indices of its set bits are appended to
/// out in ascending order. Returns how many.
template <class Chunk>
std::size_t indices(std::size_t n, std::uint32_t* out, Chunk&& chunk) noexcept {
  std::size_t count = 0;
  for (std::size_t base = 0; base < n; base += 64) {
    const std::size_t m = n - base < 64 ? n - base : 64;
    std::uint64_t word = 0;
    chunk(base, m, &word);
    for (; word != 0; word &= word - 1) out[count++] = static_cast<std::uint32_t>(base + lowest_bit(word));
  }
  return count;
}

/// The first element j < n whose validate(j) is not errc::ok, as a batch_error (ok if none).
template <class Validate>
[[nodiscard]] batch_error first_error(std::size_t n, Validate&& validate) noexcept {
  for (std::size_t j = 0; j < n; ++j) {
    const errc e = validate(j);
    if (e != errc::ok) return {e, j};
  }
  return {};
}

}  // namespace batch::detail
}  // namespace spherebox
