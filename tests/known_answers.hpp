// The known-answer test, once for every slug whose answer is one bool: a variant over its
// slug's table (kat_table, spherebox_ref/core/kat.hpp), judged by its declared
// claim. Typed tests call run_kat<V, Case>() per kind and require a minimum count; and the
// reverse argument order over the same table.
#pragma once
#include <gtest/gtest.h>

#include <spherebox/overlap.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <string>
#include <type_traits>

namespace spherebox::test {

/// Part (b) of V's bounded contract on c: the slug's per-variant hook where it has one
/// (segment_sphere: each variant's own steps), else the case-wide one. The slug's hooks are
/// called unqualified (argument-dependent lookup), so they may be declared after this header.
template <class V, class Case>
bool part_b_applies(const Case& c) {
  if constexpr (requires { intermediates_representable(c, std::type_identity<V>{}); })
    return intermediates_representable(c, std::type_identity<V>{});
  else
    return intermediates_representable(c);
}

/// Does a claim fix its answer on c (in its domain, with the exact comparison ex and exact
/// answer truth)? exact: always; conservative: where the answer is overlap (no false negative);
/// bounded: where part (b) applies (`part_b`) or the margin lies beyond the error bound.
template <class T>
bool answer_is_promised(const ref::claim<T>& cl, bool part_b, const ref::exact_compare& ex, bool truth) {
  double ratio = 0;
  switch (cl.promise) {
    case contract::exact: return true;
    case contract::conservative: return truth;
    case contract::bounded: return part_b || !ref::within_bound<T>(ex, cl.bound, ratio);
  }
  return false;
}

/// Runs a variant (its checks_of, its part_b_applies) over Case's known-answer table: the
/// table's answer must be the oracle's, the variant must keep its whole contract
/// (check_variant) on every entry, and in its domain it must give the exact answer wherever
/// its claim fixes it (open-set claims: touching is no overlap). Returns how many entries were
/// compared with its answer. Compiled once per case type, as check_variant is.
template <class Case, class Answer, class Checked>
int run_kat(const ref::variant_checks<Case, Answer, Checked>& v, bool (*part_b)(const Case&)) {
  using ref::hex_input;
  const auto& cl = v.calls.declared();
  int compared = 0;
  for (const auto& e : ref::kat_table<Case>()) {
    SCOPED_TRACE(std::string(e.why) + " (" + hex_input(e.input) + ")");
    const auto ex = oracle(e.input);
    if (!ex) {
      ADD_FAILURE() << "the table's input is outside the oracle's domain";
      continue;
    }
    EXPECT_EQ(ex->holds(), e.overlap) << "the table's answer disagrees with the oracle";
    if (auto bad = ref::check_variant_calls(e.input, v)) ADD_FAILURE() << ref::show(*bad);
    if (!in_domain(e.input, cl)) continue;
    const bool truth = cl.open_sets ? ex->d < ex->r : ex->holds();
    if (!answer_is_promised(cl, part_b(e.input), *ex, truth)) continue;
    EXPECT_EQ(static_cast<bool>(v.calls.call(e.input)), truth) << cl.name << ": not the known answer";
    ++compared;
  }
  return compared;
}

/// run_kat for variant V on Case.
template <class V, class Case>
int run_kat() {
  return run_kat(ref::checks_of<V, Case>, &part_b_applies<V, Case>);
}

/// run_kat<V, CaseT<T, N>>() compares at least the given number of entries of each kind.
template <class V, template <class, int> class CaseT>
void kat_counts_at_least(int float2, int float3, int double2, int double3) {
  EXPECT_GE((run_kat<V, CaseT<float, 2>>()), float2);
  EXPECT_GE((run_kat<V, CaseT<float, 3>>()), float3);
  EXPECT_GE((run_kat<V, CaseT<double, 2>>()), double2);
  EXPECT_GE((run_kat<V, CaseT<double, 3>>()), double3);
}

/// run_kat<V, Case>() compares at least `least` entries; skipped where this CPU cannot run V.
template <class V, class Case>
void kat_at_least(int least) {
  if (!V::supported()) GTEST_SKIP() << "not supported on this machine";
  EXPECT_GE((run_kat<V, Case>()), least);
}

/// Over Case's known-answer table, overlaps<V> answers alike in both argument orders, and as
/// V::test (the reverse order delegates to the one canonical body).
template <class V, class Case>
void reverse_order_agrees() {
  for (const auto& e : ref::kat_table<Case>()) {
    EXPECT_EQ(overlaps<V>(e.input.b, e.input.s), overlaps<V>(e.input.s, e.input.b)) << e.why;
    EXPECT_EQ(overlaps<V>(e.input.s, e.input.b), V::test(e.input.s, e.input.b)) << e.why;
  }
}

}  // namespace spherebox::test
