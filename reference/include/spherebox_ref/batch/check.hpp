/// Contract checks for the batch kernels of every pair: every lane of every batch is judged as
/// a case of its pair by the same judge and oracle as the single-pair variants, and the batch's
/// own promises are checked around it (check_variant). A pair takes part through
/// batch_traits<Lane> (case.hpp, columns.hpp) and how its kernels are called:
///   answer                         a lane's answer type (bool, or swept_aabb's sweep_result)
///   value_arrays                   per-lane value arrays a kernel writes besides the mask
///   mask<K>(c, columns, out)       the kernel's mask (and value arrays) into out
///   indices<K>(c, columns, idx)    the indices form; returns the count
///   checked<K>(c, columns, out)    the checked form; returns its batch_error
///   lane_answer(out, j)            lane j's answer
///   extra<K>(c, columns, out)      optional: a further clause (the earliest hit), its failure
/// bool_batch_calls below is the first four for pairs answered through overlaps_mask.
#pragma once
#include <spherebox/batch/api.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "../core/check_all.hpp"
#include "case.hpp"
#include "columns.hpp"

namespace spherebox::ref {

/// A kernel call's output: the mask words, then canary words the kernel must leave alone; and
/// per-lane value arrays (one canary element past the batch each).
template <class T>
struct batch_output {
  std::vector<std::uint64_t> words;
  std::vector<std::vector<T>> values;
};
inline constexpr std::uint64_t batch_canary = 0x5a5a5a5a5a5a5a5aull;

/// The calls of a pair answered by one bool per lane through overlaps_mask, overlaps_indices
/// and overlaps_mask_checked, in the one-query form and (traits::has_pairs) the pairs form.
template <class Lane>
struct bool_batch_calls {
  using answer = bool;
  static constexpr int value_arrays = 0;
  template <class K, class C, class A, class Out>
  static void mask(const C& c, const A& a, Out& out) {
    if constexpr (batch_traits<Lane>::has_pairs)
      if (c.pairs) return overlaps_mask<K>(a.queries, a.targets, out.words.data());
    overlaps_mask<K>(c.queries[0], a.targets, out.words.data());
  }
  template <class K, class C, class A>
  static std::size_t indices(const C& c, const A& a, std::uint32_t* idx) {
    if constexpr (batch_traits<Lane>::has_pairs)
      if (c.pairs) return overlaps_indices<K>(a.queries, a.targets, idx);
    return overlaps_indices<K>(c.queries[0], a.targets, idx);
  }
  template <class K, class C, class A, class Out>
  static batch_error checked(const C& c, const A& a, Out& out) {
    if constexpr (batch_traits<Lane>::has_pairs)
      if (c.pairs) return overlaps_mask_checked<K>(a.queries, a.targets, out.words.data());
    return overlaps_mask_checked<K>(c.queries[0], a.targets, out.words.data());
  }
  template <class T>
  static bool lane_answer(const batch_output<T>& out, std::size_t j) { return (out.words[j / 64] >> (j % 64)) & 1; }
};

/// Bit-exact equality of two answers (times by their bits: a miss's NaN too).
[[nodiscard]] inline bool same_answer(bool x, bool y) { return x == y; }
template <class T>
[[nodiscard]] bool same_answer(const sweep_result<T>& x, const sweep_result<T>& y) {
  return x.hit == y.hit && std::memcmp(&x.enter, &y.enter, sizeof(T)) == 0 &&
         std::memcmp(&x.leave, &y.leave, sizeof(T)) == 0;
}

namespace detail {
/// A violation on lane j, reported as the whole batch (the replay command replays the batch).
template <class Lane>
[[nodiscard]] violation batch_violation(const batch_case<Lane>& c, violation v, std::size_t j) {
  v.what = "lane " + std::to_string(j) + " of " + std::to_string(c.size()) + (c.pairs ? " pairs" : " targets") +
           " at offset " + std::to_string(c.offset) + ": " + v.what;
  v.bytes = to_hex(encode(c));
  return v;
}

/// An output for a batch of n lanes before any call: every word (mask_words(n) + extra) the
/// canary, every value array element 7.
template <class Lane>
[[nodiscard]] batch_output<typename Lane::value_type> blank_output(std::size_t n, std::size_t extra) {
  batch_output<typename Lane::value_type> out;
  out.words.assign(mask_words(n) + extra, batch_canary);
  out.values.assign(batch_traits<Lane>::value_arrays, std::vector<typename Lane::value_type>(n + 1, 7));
  return out;
}

/// K's output on the batch, from the mask form.
template <class K, class Lane>
[[nodiscard]] auto batch_run(const batch_case<Lane>& c, const batch_columns<Lane>& a, std::size_t extra) {
  auto out = blank_output<Lane>(c.size(), extra);
  batch_traits<Lane>::template mask<K>(c, a, out);
  return out;
}

/// Bit-exact equality of two outputs.
template <class T>
[[nodiscard]] bool same_output(const batch_output<T>& x, const batch_output<T>& y) {
  if (x.words != y.words || x.values.size() != y.values.size()) return false;
  for (std::size_t i = 0; i < x.values.size(); ++i)
    if (x.values[i].size() != y.values[i].size() ||
        std::memcmp(x.values[i].data(), y.values[i].data(), x.values[i].size() * sizeof(T)) != 0)
      return false;
  return true;
}

[[nodiscard]] inline bool bit(const std::vector<std::uint64_t>& w, std::size_t j) { return (w[j / 64] >> (j % 64)) & 1; }
}  // namespace detail

/// K's contract on every lane of batch c: each lane's answer judged against its pair's oracle
/// under K's claim (counted in the verdict row <slug>_batch/<K>/<type>/<N>).
template <class K, class Lane>
[[nodiscard]] std::optional<violation> check(const batch_case<Lane>& c) {
  using T = typename Lane::value_type;
  const batch_columns<Lane> a(c);
  const auto out = detail::batch_run<K>(c, a, 0);
  const auto& cl = claim_of<K, T, Lane::dims>();
  for (std::size_t j = 0; j < c.size(); ++j)
    if (auto v = judge(c.lane(j), cl, batch_traits<Lane>::lane_answer(out, j), variant_rows<K, batch_lane<Lane>>(cl)))
      return detail::batch_violation(c, *v, j);
  return std::nullopt;
}

/// Every clause for batch kernel K on batch c:
/// - its contract on every lane (check above);
/// - cross-kernel agreement: with contraction off every lane's answer equals K::twin's, bit for
///   bit (times included), on every input, NaN and infinities included, so all kernels of a
///   pair agree; an exact kernel's twin is compared in the domain, where both are exact;
/// - the mask: bits past the length are zero, the words after the mask and the value arrays'
///   elements after the batch are untouched;
/// - the indices form lists exactly the set bits, ascending;
/// - the checked form reports the first lane outside K's domain (the error expected_error
///   gives for that lane), else answers the same bits and values;
/// - the pair's extra clause, if it has one (swept_aabb: the earliest hit).
template <class K, class Lane>
[[nodiscard]] std::optional<violation> check_variant(const batch_case<Lane>& c) {
  using T = typename Lane::value_type;
  using traits = batch_traits<Lane>;
  if (auto v = check<K>(c)) return v;
  const batch_columns<Lane> a(c);
  const auto& cl = claim_of<K, T, Lane::dims>();
  const std::size_t n = c.size();
  const auto out = detail::batch_run<K>(c, a, 1);
  auto fail = [&](std::size_t j, std::string what) {
    return detail::batch_violation(c, make_violation(c.lane(j < n ? j : 0), cl, std::move(what), "-"), j);
  };
  if (n > 0 && check_twins) {
    for (std::size_t j = 0; j < n; ++j) {
      const auto p = c.lane(j);
      if (K::promise == contract::exact && !in_domain(static_cast<const Lane&>(p), cl)) continue;
      if (!same_answer(traits::lane_answer(out, j), call<typename K::twin>(p)))
        return fail(j, "cross-kernel: answer differs from " + std::string(K::twin::name) + " (bit-identical promised)");
    }
  }
  if (n % 64 != 0 && (out.words[n / 64] >> (n % 64)) != 0) return fail(n, "mask: a bit past the batch length is set");
  if (out.words.back() != batch_canary) return fail(n, "mask: a word past mask_words(size) was written");
  for (const auto& values : out.values)
    if (values[n] != 7) return fail(n, "values: an element past the batch was written");
  std::vector<std::uint32_t> idx(n + 1, 0xffffffffu);
  const std::size_t count = traits::template indices<K>(c, a, idx.data());
  std::size_t k = 0;
  for (std::size_t j = 0; j < n; ++j) {
    if (!detail::bit(out.words, j)) continue;
    if (k >= count || idx[k] != j) return fail(j, "indices: hit missing or out of order");
    ++k;
  }
  if (k != count || idx[n] != 0xffffffffu) return fail(n, "indices: more indices than hits");
  // The checked entry point.
  batch_error want;
  for (std::size_t j = 0; j < n && want.ok(); ++j) {
    const errc e = expected_error(static_cast<const Lane&>(c.lane(j)), cl);
    if (e != errc::ok) want = {e, j};
  }
  auto checked_out = detail::blank_output<Lane>(n, 1);
  const batch_error got = traits::template checked<K>(c, a, checked_out);
  if (got.error != want.error || got.index != want.index)
    return fail(want.ok() ? 0 : want.index, "checked API: returned '" + std::string(message(got.error)) + "' at " +
                                                std::to_string(got.index) + ", expected '" + std::string(message(want.error)) +
                                                "' at " + std::to_string(want.index));
  if (got.ok() && !detail::same_output(checked_out, out))
    return fail(0, "checked API: answers differ from the unchecked call");
  if constexpr (requires { traits::template extra<K>(c, a, out); })
    if (auto what = traits::template extra<K>(c, a, out)) return fail(0, *what);
  return std::nullopt;
}

}  // namespace spherebox::ref
