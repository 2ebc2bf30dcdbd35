/// Bytes <-> cases. Byte 0 selects the mode (how the rest is read), byte 1 the kind (value
/// type and dimension); fixed-size little-endian fields follow. Any byte string decodes (a
/// short one is padded with zeros), so a fuzzer never wastes an input.
///   mode 0 raw      : the case's values as IEEE bit patterns (encode() writes this mode)
///   mode 1 lattice  : small integers times 2^k                 (build_lattice)
///   mode 2 tangent  : exact tangency to a face/edge/corner      (build_tangent, nudge 0)
///   mode 3 nudged   : the same moved by -4..4 ulps              (build_tangent)
///   mode 4 near     : full-precision near-tangent coordinates   (build_near)
///   mode 5 special  : special values mixed with small integers  (build_special)
///   mode 6 kat      : an entry of the known-answer table (reference/cases/<slug>.inc)
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <cstring>
#include <type_traits>
#include <vector>

#include "source.hpp"
#include "stats.hpp"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "spherebox_ref: the case encoding assumes a little-endian host"
#endif

namespace spherebox::ref {

enum class mode : std::uint8_t { raw, lattice, tangent, nudged, near, special, kat, count };

/// The mode's name, as the fallback-rate report prints it.
[[nodiscard]] inline const char* mode_name(mode m) {
  static const char* const names[] = {"raw", "lattice", "tangent", "nudged", "near", "special", "kat"};
  return m < mode::count ? names[static_cast<int>(m)] : "?";
}

/// kind byte: bit 0 = dimension 3 (else 2), bit 1 = double (else float).
template <class T, int N>
inline constexpr std::uint8_t kind_of = std::uint8_t((N == 3 ? 1 : 0) | (sizeof(T) == 8 ? 2 : 0));

/// decode() calls the slug's builder hook, one overload per slug in <slug>/build.hpp (found by argument-dependent lookup,
/// so a slug's builder header may come after this one): build_case(mode, src, tag) returns the
/// case that mode means, drawing every parameter from src (byte_source or the properties'
/// rc_source). Mode raw must read the case's values as raw bit patterns in flat() order, so
/// that decode(encode(c)) == c.

/// The mode byte 0 of a non-empty input selects.
[[nodiscard]] inline mode mode_of(const std::uint8_t* data) {
  return static_cast<mode>(data[0] % std::uint8_t(mode::count));
}

/// Decodes the fields after the mode and kind bytes. nullopt only for an empty input. Pure:
/// decode_counted also records the mode for the statistics.
template <class Case>
[[nodiscard]] std::optional<Case> decode(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return std::nullopt;
  byte_source src(data + (size > 1 ? 2 : 1), size > 1 ? size - 2 : 0);
  return build_case(mode_of(data), src, std::type_identity<Case>{});
}

/// decode(), with the input's mode made the statistics category (stats_table::category) first,
/// so that the rows counted per category while the case is checked are the mode's.
template <class Case>
[[nodiscard]] std::optional<Case> decode_counted(const std::uint8_t* data, std::size_t size) {
  if (size != 0) stats_table::get().category = mode_name(mode_of(data));
  return decode<Case>(data, size);
}

/// The raw-mode bytes of a case: decode(encode(c)) reproduces c bit for bit.
template <class Case>
[[nodiscard]] std::vector<std::uint8_t> encode(const Case& c) {
  using T = typename Case::value_type;
  std::vector<std::uint8_t> out{std::uint8_t(mode::raw), kind_of<T, Case::dims>};
  for (T x : c.flat()) {
    std::uint8_t b[sizeof(T)];
    std::memcpy(b, &x, sizeof x);
    out.insert(out.end(), b, b + sizeof b);
  }
  return out;
}

/// Calls f(case) with the case of the kind named by byte 1 (float/double, 2-D/3-D), its mode
/// the statistics category (decode_counted): the drivers' entry point.
template <template <class, int> class CaseT, class F>
void with_decoded(const std::uint8_t* data, std::size_t size, F&& f) {
  const int kind = size > 1 ? data[1] & 3 : 1;
  auto go = [&](auto tag_t, auto tag_n) {
    using Case = CaseT<decltype(tag_t), decltype(tag_n)::value>;
    if (auto c = decode_counted<Case>(data, size)) f(*c);
  };
  using two = std::integral_constant<int, 2>;
  using three = std::integral_constant<int, 3>;
  if (kind == 0) go(float{}, two{});
  if (kind == 1) go(float{}, three{});
  if (kind == 2) go(double{}, two{});
  if (kind == 3) go(double{}, three{});
}

/// Lower-case hex of bytes, and back (nullopt on a malformed string).
[[nodiscard]] inline std::string to_hex(const std::vector<std::uint8_t>& b) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (auto x : b) s += digits[x >> 4], s += digits[x & 15];
  return s;
}
[[nodiscard]] inline std::optional<std::vector<std::uint8_t>> from_hex(const std::string& s) {
  auto val = [](char ch) { return ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : -1; };
  if (s.size() % 2) return std::nullopt;
  std::vector<std::uint8_t> out;
  for (std::size_t i = 0; i < s.size(); i += 2) {
    const int hi = val(s[i]), lo = val(s[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out.push_back(std::uint8_t(hi * 16 + lo));
  }
  return out;
}

}  // namespace spherebox::ref
