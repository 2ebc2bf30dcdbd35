/// Contract checks for the batch kernels (slug sphere_aabb_batch): every lane of every batch is
/// judged as a sphere–AABB pair by the same judge and oracle as the single-pair variants, and
/// the batch's own promises are checked around it (check_variant).
#pragma once
#include <spherebox/batch/api.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "case.hpp"
#include "../core/check_all.hpp"
#include "../sphere_aabb/build.hpp"

namespace spherebox::ref {

/// A batch laid out as the kernels read it: each coordinate in its own array of exactly
/// offset + size elements with the span at the end, so a read past the span leaves the
/// allocation (AddressSanitizer reports it) and the spans start at any alignment. The
/// elements before a span hold a box at +max and a ball at -max with radius 1 (NaN would not
/// do: branchless answers true on NaN bounds), so a kernel that read them would lose contacts.
template <class T, int N>
class batch_arrays {
 public:
  explicit batch_arrays(const sphere_aabb_batch_case<T, N>& c) {
    const std::size_t n = c.size(), at = c.offset, total = at + n;
    const T far = std::numeric_limits<T>::max();
    auto column = [&](std::vector<T>& v, T before, auto&& value, std::size_t count) {
      v.assign(at + count, before);
      for (std::size_t j = 0; j < count; ++j) v[at + j] = value(j);
    };
    for (int i = 0; i < N; ++i) {
      column(min_[i], far, [&](std::size_t j) { return c.boxes[j].min[i]; }, n);
      column(max_[i], far, [&](std::size_t j) { return c.boxes[j].max[i]; }, n);
      column(center_[i], -far, [&](std::size_t j) { return c.balls[c.pairs ? j : 0].center[i]; }, c.pairs ? n : 0);
      boxes.min[i] = total ? min_[i].data() + at : nullptr;
      boxes.max[i] = total ? max_[i].data() + at : nullptr;
      balls.center[i] = c.pairs && total ? center_[i].data() + at : nullptr;
    }
    column(radius_, T(1), [&](std::size_t j) { return c.balls[c.pairs ? j : 0].radius; }, c.pairs ? n : 0);
    balls.radius = c.pairs && total ? radius_.data() + at : nullptr;
    boxes.size = n;
    balls.size = c.pairs ? n : 0;
  }
  boxes_view<T, N> boxes;
  balls_view<T, N> balls;

 private:
  std::array<std::vector<T>, N> min_, max_, center_;
  std::vector<T> radius_;
};

/// Every value of a batch as exact hex floats: form, offset, then each lane's pair.
template <class T, int N>
[[nodiscard]] std::string hex_input(const sphere_aabb_batch_case<T, N>& c) {
  std::string s = std::string(c.pairs ? "pairs" : "one ball") + ", offset " + std::to_string(c.offset) + ", " +
                  std::to_string(c.size()) + " lanes:";
  for (std::size_t j = 0; j < c.size(); ++j)
    s += " [" + std::to_string(j) + "] " + hex_input(static_cast<const sphere_aabb_case<T, N>&>(c.lane(j)));
  return s;
}

/// Bit-exact equality of two batches (form, offset and every value).
template <class T, int N>
[[nodiscard]] bool same_bits(const sphere_aabb_batch_case<T, N>& x, const sphere_aabb_batch_case<T, N>& y) {
  if (x.pairs != y.pairs || x.offset != y.offset || x.size() != y.size()) return false;
  if (!x.pairs && !same_bits(sphere_aabb_case<T, N>{x.balls[0], {}}, sphere_aabb_case<T, N>{y.balls[0], {}}))
    return false;
  for (std::size_t j = 0; j < x.size(); ++j)
    if (!same_bits(static_cast<const sphere_aabb_case<T, N>&>(x.lane(j)),
                   static_cast<const sphere_aabb_case<T, N>&>(y.lane(j))))
      return false;
  return true;
}

namespace detail {
/// A violation on lane j, reported as the whole batch (the replay command replays the batch).
template <class T, int N>
[[nodiscard]] violation batch_violation(const sphere_aabb_batch_case<T, N>& c, violation v, std::size_t j) {
  v.what = "lane " + std::to_string(j) + " of " + std::to_string(c.size()) + (c.pairs ? " pairs" : " boxes") +
           " at offset " + std::to_string(c.offset) + ": " + v.what;
  v.bytes = to_hex(encode(c));
  return v;
}

/// K's answer bits for the batch, from the one-ball or the pairs entry point.
template <class K, class T, int N>
[[nodiscard]] std::vector<std::uint64_t> batch_words(const sphere_aabb_batch_case<T, N>& c, const batch_arrays<T, N>& a,
                                                     std::size_t extra) {
  // `extra` words past the mask hold a canary the kernel must leave alone.
  std::vector<std::uint64_t> words(mask_words(c.size()) + extra, 0x5a5a5a5a5a5a5a5aull);
  if (c.pairs) K::mask(a.balls, a.boxes, words.data());
  else K::mask(c.balls[0], a.boxes, words.data());
  return words;
}

[[nodiscard]] inline bool bit(const std::vector<std::uint64_t>& w, std::size_t j) { return (w[j / 64] >> (j % 64)) & 1; }
}  // namespace detail

/// K's contract on every lane of batch c: each answer bit judged against the sphere_aabb oracle
/// under K's claim (counted in the verdict row sphere_aabb_batch/<K>/<type>/<N>).
template <class K, class T, int N>
[[nodiscard]] std::optional<violation> check(const sphere_aabb_batch_case<T, N>& c) {
  const batch_arrays<T, N> a(c);
  const auto words = detail::batch_words<K>(c, a, 0);
  const auto& cl = claim_of<K, T, N>();
  for (std::size_t j = 0; j < c.size(); ++j)
    if (auto v = judge(c.lane(j), cl, detail::bit(words, j), variant_rows<K, batch_lane<T, N>>(cl)))
      return detail::batch_violation(c, *v, j);
  return std::nullopt;
}

/// Every clause for batch kernel K on batch c:
/// - its contract on every lane (check above);
/// - cross-kernel agreement: with contraction off every lane's bit equals K::twin's answer
///   (sphere_aabb::branchless) on every input, NaN and infinities included, so all kernels
///   agree bit for bit; the exact kernels' twin is sphere_aabb::exact, compared in the domain;
/// - the mask: bits past the length are zero and the words after the mask are untouched;
/// - overlaps_indices<K> lists exactly the set bits, ascending;
/// - overlaps_mask_checked<K> reports the first lane outside K's domain (the error
///   expected_error gives for that pair), else answers the same bits.
template <class K, class T, int N>
[[nodiscard]] std::optional<violation> check_variant(const sphere_aabb_batch_case<T, N>& c) {
  if (auto v = check<K>(c)) return v;
  const batch_arrays<T, N> a(c);
  const auto& cl = claim_of<K, T, N>();
  const std::size_t n = c.size();
  const auto words = detail::batch_words<K>(c, a, 1);
  auto fail = [&](std::size_t j, std::string what) {
    return detail::batch_violation(c, make_violation(c.lane(j < n ? j : 0), cl, std::move(what), "-"), j);
  };
  if (n > 0 && check_twins) {
    for (std::size_t j = 0; j < n; ++j) {
      const auto p = c.lane(j);
      // The exact kernels equal sphere_aabb::exact inside the domain, where both are exact;
      // outside it neither promises a particular bool.
      if (K::promise == contract::exact && !in_domain(static_cast<const sphere_aabb_case<T, N>&>(p), cl)) continue;
      if (detail::bit(words, j) != K::twin::test(p.s, p.b))
        return fail(j, "cross-kernel: bit differs from " + std::string(K::twin::name) + " (bit-identical promised)");
    }
  }
  if (n % 64 != 0 && (words[n / 64] >> (n % 64)) != 0) return fail(n, "mask: a bit past the batch length is set");
  if (words.back() != 0x5a5a5a5a5a5a5a5aull) return fail(n, "mask: a word past mask_words(size) was written");
  std::vector<std::uint32_t> idx(n + 1, 0xffffffffu);
  const std::size_t count = c.pairs ? overlaps_indices<K>(a.balls, a.boxes, idx.data())
                                    : overlaps_indices<K>(c.balls[0], a.boxes, idx.data());
  std::size_t k = 0;
  for (std::size_t j = 0; j < n; ++j) {
    if (!detail::bit(words, j)) continue;
    if (k >= count || idx[k] != j) return fail(j, "indices: hit missing or out of order");
    ++k;
  }
  if (k != count || idx[n] != 0xffffffffu) return fail(n, "indices: more indices than hits");
  // The checked entry point.
  batch_error want;
  for (std::size_t j = 0; j < n && want.ok(); ++j) {
    const errc e = expected_error(static_cast<const sphere_aabb_case<T, N>&>(c.lane(j)), cl);
    if (e != errc::ok) want = {e, j};
  }
  std::vector<std::uint64_t> checked_words(mask_words(n), 0);
  const batch_error got = c.pairs ? overlaps_mask_checked<K>(a.balls, a.boxes, checked_words.data())
                                  : overlaps_mask_checked<K>(c.balls[0], a.boxes, checked_words.data());
  if (got.error != want.error || got.index != want.index)
    return fail(want.ok() ? 0 : want.index, "checked API: returned '" + std::string(message(got.error)) + "' at " +
                                                std::to_string(got.index) + ", expected '" + std::string(message(want.error)) +
                                                "' at " + std::to_string(want.index));
  if (got.ok() && !std::equal(checked_words.begin(), checked_words.end(), words.begin()))
    return fail(0, "checked API: bits differ from the unchecked call");
  return std::nullopt;
}

}  // namespace spherebox::ref
