/// Where builders draw their parameters from. The fuzz decoder reads them from the input bytes
/// (byte_source); the properties draw them from RapidCheck generators (spherebox_ref/properties/gen.hpp).
/// Both feed the same builders, so fuzzing and properties explore the same distribution.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace spherebox::ref {

/// Reads little-endian fields from a byte string; once exhausted, every draw is zero
/// (never an error: any byte string decodes to something).
class byte_source {
 public:
  byte_source(const std::uint8_t* data, std::size_t size) : p_(data), n_(size) {}

  /// k uniformly distributed bits (0 <= k <= 64) from the next ceil(k/8) bytes.
  std::uint64_t bits(int k) {
    std::uint64_t v = 0;
    for (int i = 0; i < (k + 7) / 8; ++i) v |= std::uint64_t(next()) << (8 * i);
    return k >= 64 ? v : (v & ((std::uint64_t(1) << k) - 1));
  }
  /// An integer in [lo, hi] (lo <= hi, hi - lo < 2^63).
  std::int64_t range(std::int64_t lo, std::int64_t hi) {
    const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
    const int k = span <= (1u << 8) ? 8 : span <= (1u << 16) ? 16 : span <= (1ull << 32) ? 32 : 64;
    return lo + static_cast<std::int64_t>(bits(k) % span);
  }
  /// The next sizeof(T) bytes as the bit pattern of a T.
  template <class T>
  T raw() {
    unsigned char b[sizeof(T)];
    for (auto& x : b) x = next();
    T v;
    std::memcpy(&v, b, sizeof v);
    return v;
  }
  [[nodiscard]] bool exhausted() const { return n_ == 0; }

 private:
  std::uint8_t next() {
    if (n_ == 0) return 0;
    --n_;
    return *p_++;
  }
  const std::uint8_t* p_;
  std::size_t n_;
};

}  // namespace spherebox::ref
