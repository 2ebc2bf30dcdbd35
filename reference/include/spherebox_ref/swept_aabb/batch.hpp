/// swept_aabb's batch hooks (slug swept_aabb_batch): one box moving during the frame against
/// many static boxes, for the batch kernels of lib/include/spherebox/swept_aabb/batch.hpp (the
/// harness: batch/case.hpp, columns.hpp, check.hpp). Each lane is the swept case (a, v, b_j, 0)
/// and is judged by swept_aabb's oracle, hit and contact times alike (judge_value).
#pragma once
#include <spherebox/batch.hpp>

#include <array>
#include <cstddef>
#include <cstring>
#include <limits>
#include <optional>
#include <string>

#include "../batch/check.hpp"
#include "../batch/user.hpp"
#include "build.hpp"

namespace spherebox::ref {

/// The query of a swept batch: the moving box and its velocity over the frame.
template <class T, int N>
struct swept_query {
  box<T, N> a;
  velocity<T, N> v;
};

template <class T, int N>
struct batch_traits<swept_aabb_case<T, N>> : box_targets<T, N> {
  using lane = swept_aabb_case<T, N>;
  static constexpr std::string_view slug = "swept_aabb_batch";
  static constexpr bool has_pairs = false;
  using target = box<T, N>;
  using query = swept_query<T, N>;
  /// The relative velocity fl(va - vb) (va itself where vb == 0, so a raw lane's bits survive
  /// encode and decode): slab computes exactly that, so slab's answer on (a, v, b, 0) is its
  /// answer on the built lane.
  static query query_of(const lane& c) {
    query q{c.a, {}};
    for (int i = 0; i < N; ++i) q.v[i] = c.vb[i] == 0 ? c.va[i] : c.va[i] - c.vb[i];
    return q;
  }
  static target target_of(const lane& c) { return c.b; }
  static lane join(const query& q, const target& t) { return {q.a, q.v, t, velocity<T, N>{}}; }
  // Targets: box_targets (columns min[0..N), max[0..N); before the span a box at +max).
  static constexpr std::size_t query_columns = 0;
  using query_span_type = std::nullptr_t;

  // The calls: sweep_mask with both time arrays (values[0] enter, values[1] leave).
  using answer = sweep_result<T>;
  static constexpr int value_arrays = 2;
  template <class K, class C, class A, class Out>
  static void mask(const C& c, const A& a, Out& out) {
    sweep_mask<K>(c.queries[0].a, c.queries[0].v, a.targets, out.words.data(), out.values[0].data(),
                  out.values[1].data());
  }
  template <class K, class C, class A>
  static std::size_t indices(const C& c, const A& a, std::uint32_t* idx) {
    return sweep_indices<K>(c.queries[0].a, c.queries[0].v, a.targets, idx);
  }
  template <class K, class C, class A, class Out>
  static batch_error checked(const C& c, const A& a, Out& out) {
    return sweep_mask_checked<K>(c.queries[0].a, c.queries[0].v, a.targets, out.words.data(), out.values[0].data(),
                                 out.values[1].data());
  }
  static answer lane_answer(const batch_output<T>& out, std::size_t j) {
    return {static_cast<bool>((out.words[j / 64] >> (j % 64)) & 1), out.values[0][j], out.values[1][j]};
  }
  /// sweep_earliest: the hit with the smallest enter time (the lowest index on ties), its times
  /// bit for bit those of the mask form, or no hit.
  template <class K, class C, class A>
  static std::optional<std::string> extra(const C& c, const A& a, const batch_output<T>& out) {
    const auto got = sweep_earliest<K>(c.queries[0].a, c.queries[0].v, a.targets);
    const bool hit = static_cast<bool>(got);
    std::optional<std::size_t> want;
    for (std::size_t j = 0; j < c.size(); ++j)
      if (lane_answer(out, j).hit && (!want || out.values[0][j] < out.values[0][*want])) want = j;
    if (hit != want.has_value()) return std::string("earliest hit: reports ") + (hit ? "a hit" : "no hit");
    if (!want) return std::nullopt;
    const answer w = lane_answer(out, *want);
    if (got.index != *want || std::memcmp(&got.enter, &w.enter, sizeof(T)) || std::memcmp(&got.leave, &w.leave, sizeof(T)))
      return "earliest hit: box " + std::to_string(got.index) + ", expected box " + std::to_string(*want) +
             " with the mask form's times";
    return std::nullopt;
  }
};

/// The batch case of slug swept_aabb_batch.
template <class T, int N>
using swept_aabb_batch_case = batch_case<swept_aabb_case<T, N>>;

/// A user's swept batch test has the library's sweep_mask form: a mask and the contact intervals
/// (batch/user.hpp judges it lane by lane).
template <class T, int N>
[[nodiscard]] auto user_signature(std::type_identity<batch_case<swept_aabb_case<T, N>>>)
    -> std::type_identity<void(const box<T, N>&, const velocity<T, N>&, boxes_view<T, N>, std::uint64_t*, T*, T*)>;

}  // namespace spherebox::ref
