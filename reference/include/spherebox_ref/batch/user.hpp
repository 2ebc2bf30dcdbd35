/// A user's one-ball-against-many batch test judged lane by lane (the check_user hook of slug
/// sphere_aabb_batch, user/run.hpp). The function has the form of spherebox::overlaps_mask:
///   void fn(const ball<T, N>& s, boxes_view<T, N> boxes, std::uint64_t* mask)
/// and writes mask_words(boxes.size) words, bit j of mask[j / 64] set iff s overlaps box j, the
/// bits past the length zero. Each lane is judged as a sphere–AABB pair under the claim, by the
/// same judge as every variant; the spans start at any alignment and end where their
/// allocation ends (AddressSanitizer sees a read past them).
#pragma once
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "../core/classify.hpp"
#include "check.hpp"

namespace spherebox::ref {

template <class T, int N>
[[nodiscard]] auto user_signature(std::type_identity<sphere_aabb_batch_case<T, N>>)
    -> std::type_identity<void(const ball<T, N>&, boxes_view<T, N>, std::uint64_t*)>;

/// Judges (or, for classify, counts) fn's mask on batch c. A batch in the pairs form is checked
/// in the one-ball form, with its first ball.
template <class T, int N, class Fn>
[[nodiscard]] std::optional<violation> judge_user(const sphere_aabb_batch_case<T, N>& batch, const claim<T>& cl,
                                                  Fn&& fn, judging how) {
  sphere_aabb_batch_case<T, N> c = batch;
  if (c.pairs || c.balls.empty()) c.pairs = false, c.balls.resize(1);
  const batch_arrays<T, N> a(c);
  const std::size_t n = c.size();
  std::vector<std::uint64_t> words(mask_words(n) + 1, 0x5a5a5a5a5a5a5a5aull);  // the last word: a canary
  fn(c.balls[0], a.boxes, words.data());
  for (std::size_t j = 0; j < n; ++j)
    if (auto v = judge_as(c.lane(j), cl, detail::bit(words, j), how)) return detail::batch_violation(c, *v, j);
  if (how == judging::observe) return std::nullopt;
  auto fail = [&](const char* what) {
    return detail::batch_violation(c, make_violation(c.lane(0), cl, what, "-"), n);
  };
  if (n % 64 != 0 && (words[n / 64] >> (n % 64)) != 0) return fail("mask: a bit past the batch length is set");
  if (words.back() != 0x5a5a5a5a5a5a5a5aull) return fail("mask: a word past mask_words(size) was written");
  return std::nullopt;
}

}  // namespace spherebox::ref
