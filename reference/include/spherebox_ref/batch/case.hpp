/// Batch cases of every shape pair with batch kernels: a batch of single-pair cases (lanes)
/// laid out as structure-of-arrays spans for the batch kernels (lib/include/spherebox/batch).
/// Either one query against every target (spherebox::overlaps_mask(ball, boxes), sweep_mask(...))
/// or query j against target j (the pairs form, where the pair has one). Lengths run from 0
/// past twice the widest register (16 float lanes) and sometimes across 64-bit mask words; the
/// spans start `offset` elements into their arrays, so no alignment is assumed. Each lane is
/// judged as a case of its pair by that pair's oracle (check.hpp).
///
/// A pair takes part through batch_traits<Lane> (<slug>/batch.hpp, next to its case type):
///   slug, has_pairs, query, target, query_of(lane), target_of(lane), join(query, target),
///   nudged(target, src) (the target moved by a few ulps), the SoA columns and spans
///   (columns.hpp) and how a kernel is called (check.hpp).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../core/case.hpp"
#include "../core/codec.hpp"
#include "../core/show.hpp"

namespace spherebox::ref {

/// Lengths the decoder draws: 0 .. 2 * 16 + 1 (twice the widest kernel's float width, plus a
/// tail), and one batch in four up to max_long_batch, across two mask-word boundaries.
inline constexpr std::size_t max_batch_length = 2 * 16 + 1;
inline constexpr std::size_t max_long_batch = 2 * 64 + 2;
inline constexpr std::size_t max_batch_offset = 15;

/// The batch hooks of a pair whose single case type is Lane (specialised in <slug>/batch.hpp).
template <class Lane>
struct batch_traits;

/// One lane of a batch, judged as a case of its pair but counted and reported under the batch
/// slug (its verdict rows are <slug>_batch/<kernel>/<type>/<N>).
template <class Lane>
struct batch_lane : Lane {
  static constexpr std::string_view slug = batch_traits<Lane>::slug;
};

template <class Lane>
struct batch_case {
  using traits = batch_traits<Lane>;
  using lane_type = Lane;
  using value_type = typename Lane::value_type;
  static constexpr int dims = Lane::dims;
  static constexpr std::string_view slug = traits::slug;
  bool pairs = false;      ///< false: queries[0] against every target; true: queries[j] against targets[j]
  std::size_t offset = 0;  ///< elements before each span in its array (0..15)
  std::vector<typename traits::query> queries;  ///< 1 query (one-query form) or one per target (pairs)
  std::vector<typename traits::target> targets;

  [[nodiscard]] std::size_t size() const { return targets.size(); }
  [[nodiscard]] batch_lane<Lane> lane(std::size_t j) const {
    return {traits::join(queries[pairs ? j : 0], targets[j])};
  }
};

/// The lanes of a batch of `len` lanes in the given form and offset. Mode raw reads every value
/// as a raw bit pattern (encode() writes that mode). Any other mode builds each lane with the
/// pair's builders (its build_case hook), half the lanes in the batch's mode and half in one
/// drawn per lane; in the one-query form the query is lane 0's, and each further target is a
/// fresh builder target, a copy of lane 0's target, or that target moved by -2..2 ulps
/// (traits::nudged), so exact and near contacts of the shared query appear at every lane position.
template <class Lane, class Src>
[[nodiscard]] batch_case<Lane> build_batch(mode m, Src& src, std::size_t len, bool pairs, std::size_t offset) {
  using traits = batch_traits<Lane>;
  batch_case<Lane> c;
  c.pairs = pairs && traits::has_pairs;
  c.offset = offset;
  auto lane_mode = [&] {
    if (m == mode::raw) return mode::raw;
    return src.range(0, 1) ? m : static_cast<mode>(src.range(0, std::int64_t(mode::count) - 1));
  };
  auto make = [&](mode lm) { return build_case(lm, src, std::type_identity<Lane>{}); };
  if (c.pairs) {
    for (std::size_t j = 0; j < len; ++j) {
      const Lane p = make(lane_mode());
      c.queries.push_back(traits::query_of(p)), c.targets.push_back(traits::target_of(p));
    }
    return c;
  }
  const Lane first = make(lane_mode());
  c.queries.push_back(traits::query_of(first));
  if (len > 0) c.targets.push_back(traits::target_of(first));
  for (std::size_t j = 1; j < len; ++j) {
    if (m == mode::raw) {
      c.targets.push_back(traits::target_of(make(mode::raw)));  // reads a whole lane, keeps its target
      continue;
    }
    const auto how = src.range(0, 3);
    if (how == 0) c.targets.push_back(traits::target_of(make(lane_mode())));
    else if (how == 3) c.targets.push_back(c.targets[0]);
    else c.targets.push_back(traits::nudged(c.targets[0], src));
  }
  return c;
}

/// Builds a batch: length (0..max_batch_length, one in four up to max_long_batch), form (a
/// pair without a pairs form always takes the one-query form), offset, then the lanes.
template <class Lane, class Src>
[[nodiscard]] batch_case<Lane> build_case(mode m, Src& src, std::type_identity<batch_case<Lane>>) {
  const bool long_batch = src.range(0, 3) == 0;
  const auto len = static_cast<std::size_t>(src.range(0, std::int64_t(long_batch ? max_long_batch : max_batch_length)));
  const bool pairs = src.range(0, 1) == 1;
  const auto offset = static_cast<std::size_t>(src.range(0, max_batch_offset));
  return build_batch<Lane>(m, src, len, pairs, offset);
}

/// The raw-mode bytes of a batch: decode(encode(c)) reproduces it bit for bit.
template <class Lane>
[[nodiscard]] std::vector<std::uint8_t> encode(const batch_case<Lane>& c) {
  using T = typename Lane::value_type;
  using traits = batch_traits<Lane>;
  const bool long_batch = c.size() > max_batch_length;
  std::vector<std::uint8_t> out{std::uint8_t(mode::raw), kind_of<T, Lane::dims>, std::uint8_t(long_batch ? 0 : 1),
                                std::uint8_t(c.size()), std::uint8_t(c.pairs), std::uint8_t(c.offset)};
  auto put = [&](const Lane& p) {
    for (T x : p.flat()) {
      std::uint8_t b[sizeof(T)];
      std::memcpy(b, &x, sizeof x);
      out.insert(out.end(), b, b + sizeof b);
    }
  };
  if (c.pairs) {
    for (std::size_t j = 0; j < c.size(); ++j) put(traits::join(c.queries[j], c.targets[j]));
    return out;
  }
  // Lane 0 is a whole lane; each further lane a raw lane of which only the target is kept.
  put(traits::join(c.queries[0], c.size() ? c.targets[0] : typename traits::target{}));
  for (std::size_t j = 1; j < c.size(); ++j) put(traits::join(typename traits::query{}, c.targets[j]));
  return out;
}

/// Every value of a batch as exact hex floats: form, offset, then each lane.
template <class Lane>
[[nodiscard]] std::string hex_input(const batch_case<Lane>& c) {
  std::string s = std::string(c.pairs ? "pairs" : "one query") + ", offset " + std::to_string(c.offset) + ", " +
                  std::to_string(c.size()) + " lanes:";
  for (std::size_t j = 0; j < c.size(); ++j)
    s += " [" + std::to_string(j) + "] " + hex_input(static_cast<const Lane&>(c.lane(j)));
  return s;
}

/// Bit-exact equality of two batches (form, offset and every value).
template <class Lane>
[[nodiscard]] bool same_bits(const batch_case<Lane>& x, const batch_case<Lane>& y) {
  using traits = batch_traits<Lane>;
  if (x.pairs != y.pairs || x.offset != y.offset || x.size() != y.size()) return false;
  const typename traits::target none{};
  if (!x.pairs && !same_bits(traits::join(x.queries[0], none), traits::join(y.queries[0], none))) return false;
  for (std::size_t j = 0; j < x.size(); ++j)
    if (!same_bits(static_cast<const Lane&>(x.lane(j)), static_cast<const Lane&>(y.lane(j)))) return false;
  return true;
}

}  // namespace spherebox::ref
