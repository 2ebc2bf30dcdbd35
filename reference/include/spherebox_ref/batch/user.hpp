/// A user's one-query-against-many batch test judged lane by lane (the check_user hook of the
/// batch slugs, user/run.hpp). The function has the form of the library's mask entry point:
///   sphere_aabb_batch  void fn(const ball<T, N>& s, boxes_view<T, N> boxes, std::uint64_t* mask)
///   aabb_aabb_batch    void fn(const box<T, N>& a, boxes_view<T, N> boxes, std::uint64_t* mask)
///   sphere_obb_batch   void fn(const ball<T, N>& s, obbs_view<T, N> boxes, std::uint64_t* mask)
///   swept_aabb_batch   void fn(const box<T, N>& a, const velocity<T, N>& v, boxes_view<T, N> boxes,
///                              std::uint64_t* mask, T* enter, T* leave)
/// and writes mask_words(size) words, bit j of mask[j / 64] set iff the query meets target j,
/// the bits past the length zero (swept: enter[j], leave[j] box j's contact interval, NaN on a
/// miss). Each lane is judged as a case of its pair under the claim, by the same judge as every
/// variant; the spans start at any alignment and end where their allocation ends
/// (AddressSanitizer sees a read past them). A batch in the pairs form is checked in the
/// one-query form, with its first query.
#pragma once
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "../core/classify.hpp"
#include "check.hpp"
#include "columns.hpp"

namespace spherebox::ref {

/// The form of a bool-answer batch (one mask bit per lane).
template <class Lane>
  requires std::is_same_v<typename batch_traits<Lane>::answer, bool>
[[nodiscard]] auto user_signature(std::type_identity<batch_case<Lane>>)
    -> std::type_identity<void(const typename batch_traits<Lane>::query&, typename batch_traits<Lane>::target_span_type,
                               std::uint64_t*)>;

// The swept batch's form (a mask and the contact intervals) is its folder's:
// swept_aabb/batch.hpp.

/// Judges (or, for classify, counts) fn's answers on batch c.
template <class Lane, class Fn>
[[nodiscard]] std::optional<violation> judge_user(const batch_case<Lane>& batch, const claim<typename Lane::value_type>& cl,
                                                  Fn&& fn, judging how) {
  using T = typename Lane::value_type;
  using traits = batch_traits<Lane>;
  batch_case<Lane> c = batch;
  if (c.pairs || c.queries.empty()) c.pairs = false, c.queries.resize(1);
  const batch_columns<Lane> a(c);
  const std::size_t n = c.size();
  auto out = detail::blank_output<Lane>(n, 1);  // the last word a canary, each value array one past
  constexpr bool swept = traits::value_arrays == 2;
  if constexpr (swept) fn(c.queries[0].a, c.queries[0].v, a.targets, out.words.data(), out.values[0].data(), out.values[1].data());
  else fn(c.queries[0], a.targets, out.words.data());
  for (std::size_t j = 0; j < n; ++j)
    if (auto v = judge_as(c.lane(j), cl, traits::lane_answer(out, j), how)) return detail::batch_violation(c, *v, j);
  if (how == judging::observe) return std::nullopt;
  auto fail = [&](const char* what) {
    return detail::batch_violation(c, make_violation(c.lane(0), cl, what, "-"), n);
  };
  if (n % 64 != 0 && (out.words[n / 64] >> (n % 64)) != 0) return fail("mask: a bit past the batch length is set");
  if (out.words.back() != batch_canary) return fail("mask: a word past mask_words(size) was written");
  for (const auto& values : out.values)
    if (values[n] != T(7)) return fail("times: an element past the batch was written");
  return std::nullopt;
}

}  // namespace spherebox::ref
