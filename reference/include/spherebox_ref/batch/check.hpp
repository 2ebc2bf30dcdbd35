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
/// bool_batch_calls below is the first four for pairs answered through overlaps_mask, with the
/// lanes (query_of, target_of, join) of a pair whose case has two arguments.
#pragma once
#include <spherebox/batch.hpp>

#include <tuple>
#include <type_traits>
#include <utility>

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
  /// The lane's two arguments (args(), query first) and the lane made from them.
  using query = std::remove_cvref_t<std::tuple_element_t<0, decltype(std::declval<const Lane&>().args())>>;
  using target = std::remove_cvref_t<std::tuple_element_t<1, decltype(std::declval<const Lane&>().args())>>;
  static query query_of(const Lane& c) { return std::get<0>(c.args()); }
  static target target_of(const Lane& c) { return std::get<1>(c.args()); }
  static Lane join(const query& q, const target& t) { return {q, t}; }
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

/// Batch kernel K on Lane's batches, as the batch checks call it: plain function pointers to
/// what differs from one kernel to the next (its claim, its verdict-table sites, its three entry
/// points, the pair's extra clause, its twin), so that the clauses below are compiled once per
/// pair and type rather than once per kernel (contract_check.hpp's variant_calls says why).
template <class Lane>
struct batch_kernel_calls {
  using value_type = typename Lane::value_type;
  using output = batch_output<value_type>;
  using answer = typename batch_traits<Lane>::answer;
  using columns = batch_columns<Lane>;
  const claim<value_type>& (*declared)();  ///< claim_of<K, T, N>
  variant_sites& (*sites)();               ///< sites_of<K, batch_lane<Lane>>
  void (*mask)(const batch_case<Lane>&, const columns&, output&);
  std::size_t (*indices)(const batch_case<Lane>&, const columns&, std::uint32_t*);
  batch_error (*checked)(const batch_case<Lane>&, const columns&, output&);
  /// the pair's extra clause (its failure in words); nullptr: the pair has none
  std::optional<std::string> (*extra)(const batch_case<Lane>&, const columns&, const output&);
  answer (*twin)(const batch_lane<Lane>&);  ///< K::twin on one lane
  std::string_view twin_name;               ///< K::twin::name
};

namespace detail {
template <class K, class Lane>
void kernel_mask(const batch_case<Lane>& c, const batch_columns<Lane>& a,
                 batch_output<typename Lane::value_type>& out) {
  batch_traits<Lane>::template mask<K>(c, a, out);
}
template <class K, class Lane>
std::size_t kernel_indices(const batch_case<Lane>& c, const batch_columns<Lane>& a, std::uint32_t* idx) {
  return batch_traits<Lane>::template indices<K>(c, a, idx);
}
template <class K, class Lane>
batch_error kernel_checked(const batch_case<Lane>& c, const batch_columns<Lane>& a,
                           batch_output<typename Lane::value_type>& out) {
  return batch_traits<Lane>::template checked<K>(c, a, out);
}
template <class K, class Lane>
std::optional<std::string> kernel_extra(const batch_case<Lane>& c, const batch_columns<Lane>& a,
                                        const batch_output<typename Lane::value_type>& out) {
  return batch_traits<Lane>::template extra<K>(c, a, out);
}
template <class K, class Lane>
typename batch_traits<Lane>::answer twin_answer(const batch_lane<Lane>& p) {
  return call<typename K::twin>(p);
}
/// kernel_extra<K, Lane> where the pair has an extra clause, else nullptr.
template <class K, class Lane>
[[nodiscard]] constexpr auto extra_of() {
  using fn = decltype(batch_kernel_calls<Lane>::extra);
  if constexpr (requires(const batch_case<Lane>& c, const batch_columns<Lane>& a,
                         const batch_output<typename Lane::value_type>& out) {
                  batch_traits<Lane>::template extra<K>(c, a, out);
                })
    return fn{&kernel_extra<K, Lane>};
  else
    return fn{nullptr};
}
}  // namespace detail

/// The batch_kernel_calls of K on Lane's batches.
template <class K, class Lane>
inline constexpr batch_kernel_calls<Lane> kernel_calls_of{&claim_of<K, typename Lane::value_type, Lane::dims>,
                                                          &sites_of<K, batch_lane<Lane>>,
                                                          &detail::kernel_mask<K, Lane>,
                                                          &detail::kernel_indices<K, Lane>,
                                                          &detail::kernel_checked<K, Lane>,
                                                          detail::extra_of<K, Lane>(),
                                                          &detail::twin_answer<K, Lane>,
                                                          K::twin::name};

/// The contract of `kernel` (kernel_calls_of<K, Lane>) on every lane of batch c: each lane's answer
/// judged against its pair's oracle under the kernel's claim (counted in the verdict row
/// <slug>_batch/<K>/<type>/<N>).
template <class Lane>
[[nodiscard]] std::optional<violation> check_kernel_calls(const batch_case<Lane>& c,
                                                          const batch_kernel_calls<Lane>& kernel) {
  const batch_columns<Lane> a(c);
  auto out = detail::blank_output<Lane>(c.size(), 0);
  kernel.mask(c, a, out);
  const auto& cl = kernel.declared();
  variant_sites& sites = kernel.sites();
  for (std::size_t j = 0; j < c.size(); ++j)  // each lane one check (the progress lines' count)
    if (auto v = judge(c.lane(j), cl, batch_traits<Lane>::lane_answer(out, j), rows_at<batch_lane<Lane>>(sites, cl)))
      return detail::batch_violation(c, *v, j);
  return std::nullopt;
}

/// K's contract on every lane of batch c (check_kernel_calls).
template <class K, class Lane>
[[nodiscard]] std::optional<violation> check(const batch_case<Lane>& c) {
  return check_kernel_calls(c, kernel_calls_of<K, Lane>);
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
/// Compiled once per pair and type (batch_kernel_calls); check_variant<K> below calls it.
template <class Lane>
[[nodiscard]] std::optional<violation> check_kernel_variant_calls(const batch_case<Lane>& c,
                                                                  const batch_kernel_calls<Lane>& kernel) {
  using traits = batch_traits<Lane>;
  if (auto v = check_kernel_calls(c, kernel)) return v;
  const batch_columns<Lane> a(c);
  const auto& cl = kernel.declared();
  const std::size_t n = c.size();
  auto out = detail::blank_output<Lane>(n, 1);
  kernel.mask(c, a, out);
  auto fail = [&](std::size_t j, std::string what) {
    return detail::batch_violation(c, make_violation(c.lane(j < n ? j : 0), cl, std::move(what), "-"), j);
  };
  if (n > 0 && check_twins) {
    for (std::size_t j = 0; j < n; ++j) {
      const auto p = c.lane(j);
      if (cl.promise == contract::exact && !in_domain(static_cast<const Lane&>(p), cl)) continue;
      if (!same_answer(traits::lane_answer(out, j), kernel.twin(p)))
        return fail(j, "cross-kernel: answer differs from " + std::string(kernel.twin_name) + " (bit-identical promised)");
    }
  }
  if (n % 64 != 0 && (out.words[n / 64] >> (n % 64)) != 0) return fail(n, "mask: a bit past the batch length is set");
  if (out.words.back() != batch_canary) return fail(n, "mask: a word past mask_words(size) was written");
  for (const auto& values : out.values)
    if (values[n] != 7) return fail(n, "values: an element past the batch was written");
  std::vector<std::uint32_t> idx(n + 1, 0xffffffffu);
  const std::size_t count = kernel.indices(c, a, idx.data());
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
  const batch_error got = kernel.checked(c, a, checked_out);
  if (got.error != want.error || got.index != want.index)
    return fail(want.ok() ? 0 : want.index, "checked API: returned '" + std::string(message(got.error)) + "' at " +
                                                std::to_string(got.index) + ", expected '" + std::string(message(want.error)) +
                                                "' at " + std::to_string(want.index));
  if (got.ok() && !detail::same_output(checked_out, out))
    return fail(0, "checked API: answers differ from the unchecked call");
  if (kernel.extra)
    if (auto what = kernel.extra(c, a, out)) return fail(0, *what);
  return std::nullopt;
}

/// Every clause for batch kernel K on batch c (check_kernel_variant_calls).
template <class K, class Lane>
[[nodiscard]] std::optional<violation> check_variant(const batch_case<Lane>& c) {
  return check_kernel_variant_calls(c, kernel_calls_of<K, Lane>);
}

}  // namespace spherebox::ref
