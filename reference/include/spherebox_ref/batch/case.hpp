/// Batch cases (slug sphere_aabb_batch): a batch of sphere–AABB pairs laid out as
/// structure-of-arrays spans for the batch kernels (lib/include/spherebox/batch). Either one
/// ball against every box (spherebox::overlaps_mask(ball, boxes)) or ball j against box j
/// (overlaps_mask(balls, boxes)). Lengths run from 0 past twice the widest register (16 float
/// lanes) and sometimes across 64-bit mask words; the spans start `offset` elements into their
/// arrays, so no alignment is assumed. Each lane is judged as a sphere–AABB pair by the
/// sphere_aabb oracle (check.hpp).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../sphere_aabb/build.hpp"

#include "../core/case.hpp"

namespace spherebox::ref {

/// Lengths the decoder draws: 0 .. 2 * 16 + 1 (twice the widest kernel's float width, plus a
/// tail), and one batch in four up to max_long_batch, across two mask-word boundaries.
inline constexpr std::size_t max_batch_length = 2 * 16 + 1;
inline constexpr std::size_t max_long_batch = 2 * 64 + 2;
inline constexpr std::size_t max_batch_offset = 15;

/// One lane of a batch, judged as a sphere–AABB pair but counted and reported under the
/// batch slug (its verdict rows are sphere_aabb_batch/<kernel>/<type>/<N>).
template <class T, int N>
struct batch_lane : sphere_aabb_case<T, N> {
  static constexpr std::string_view slug = "sphere_aabb_batch";
};

template <class T, int N>
struct sphere_aabb_batch_case {
  using value_type = T;
  static constexpr int dims = N;
  static constexpr std::string_view slug = "sphere_aabb_batch";
  bool pairs = false;        ///< false: balls[0] against every box; true: balls[j] against boxes[j]
  std::size_t offset = 0;    ///< elements before each span in its array (0..15)
  std::vector<ball<T, N>> balls;  ///< 1 ball (one-ball form) or one per box (pairs)
  std::vector<box<T, N>> boxes;

  [[nodiscard]] std::size_t size() const { return boxes.size(); }
  [[nodiscard]] batch_lane<T, N> lane(std::size_t j) const {
    batch_lane<T, N> c;
    c.s = balls[pairs ? j : 0], c.b = boxes[j];
    return c;
  }
};

/// The lanes of a batch of `len` lanes in the given form and offset. Mode raw reads every value
/// as a raw bit pattern (encode() writes that mode). Any other mode builds each pair with the
/// sphere_aabb builders, half the lanes in the batch's mode and half in one drawn per lane;
/// in the one-ball form the ball is lane 0's, and each further box is a fresh builder box, a
/// copy of lane 0's box, or that box with each bound moved by -2..2 ulps (so exact and near
/// tangencies of the shared ball appear at every lane position).
template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_batch_case<T, N> build_batch(mode m, Src& src, std::size_t len, bool pairs, std::size_t offset) {
  sphere_aabb_batch_case<T, N> c;
  c.pairs = pairs;
  c.offset = offset;
  auto lane_mode = [&] {
    if (m == mode::raw) return mode::raw;
    return src.range(0, 1) ? m : static_cast<mode>(src.range(0, std::int64_t(mode::count) - 1));
  };
  if (c.pairs) {
    for (std::size_t j = 0; j < len; ++j) {
      const auto p = build_mode<T, N>(lane_mode(), src);
      c.balls.push_back(p.s), c.boxes.push_back(p.b);
    }
    return c;
  }
  const auto first = build_mode<T, N>(lane_mode(), src);
  c.balls.push_back(first.s);
  if (len > 0) c.boxes.push_back(first.b);
  for (std::size_t j = 1; j < len; ++j) {
    if (m == mode::raw) {
      c.boxes.push_back(build_raw<T, N>(src).b);  // reads the box's 2N values (and N+1 more)
      continue;
    }
    const auto how = src.range(0, 3);
    if (how == 0) {
      c.boxes.push_back(build_mode<T, N>(lane_mode(), src).b);
    } else if (how == 3) {
      c.boxes.push_back(first.b);
    } else {
      box<T, N> b = first.b;
      for (int i = 0; i < N; ++i) {
        b.min[i] = nudge_ulps(b.min[i], static_cast<int>(src.range(-2, 2)));
        b.max[i] = nudge_ulps(b.max[i], static_cast<int>(src.range(-2, 2)));
      }
      c.boxes.push_back(b);
    }
  }
  return c;
}

/// Builds a batch: length (0..max_batch_length, one in four up to max_long_batch), form,
/// offset, then the lanes (build_batch).
template <class T, int N, class Src>
[[nodiscard]] sphere_aabb_batch_case<T, N> build_case(mode m, Src& src,
                                                      std::type_identity<sphere_aabb_batch_case<T, N>>) {
  const bool long_batch = src.range(0, 3) == 0;
  const auto len = static_cast<std::size_t>(src.range(0, std::int64_t(long_batch ? max_long_batch : max_batch_length)));
  const bool pairs = src.range(0, 1) == 1;
  const auto offset = static_cast<std::size_t>(src.range(0, max_batch_offset));
  return build_batch<T, N>(m, src, len, pairs, offset);
}

/// The raw-mode bytes of a batch: decode(encode(c)) reproduces it bit for bit.
template <class T, int N>
[[nodiscard]] std::vector<std::uint8_t> encode(const sphere_aabb_batch_case<T, N>& c) {
  const bool long_batch = c.size() > max_batch_length;
  std::vector<std::uint8_t> out{std::uint8_t(mode::raw), kind_of<T, N>, std::uint8_t(long_batch ? 0 : 1),
                                std::uint8_t(c.size()), std::uint8_t(c.pairs), std::uint8_t(c.offset)};
  auto put = [&](T x) {
    std::uint8_t b[sizeof(T)];
    std::memcpy(b, &x, sizeof x);
    out.insert(out.end(), b, b + sizeof b);
  };
  auto put_pair = [&](const ball<T, N>& s, const box<T, N>& b) {
    sphere_aabb_case<T, N> p{s, b};
    for (T x : p.flat()) put(x);
  };
  if (c.pairs) {
    for (std::size_t j = 0; j < c.size(); ++j) put_pair(c.balls[j], c.boxes[j]);
    return out;
  }
  // Lane 0 is a whole pair; each further lane a raw pair of which only the box is kept.
  const box<T, N> none{};
  put_pair(c.balls[0], c.size() ? c.boxes[0] : none);
  for (std::size_t j = 1; j < c.size(); ++j) put_pair(ball<T, N>{}, c.boxes[j]);
  return out;
}

}  // namespace spherebox::ref
