/// The check_variant hook of aabb_aabb: overlap of closed or open boxes, an exact contract with
/// a checked API. Same judge shape as contract_check.hpp; check_all<Registry>(case) runs it
/// over a registry.
#pragma once
#include <spherebox/overlap.hpp>

#include "../core/check_all.hpp"
#include "../core/contract_check.hpp"
#include "../core/exact_check.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Checks AABB–AABB variant V (exact, closed or open sets as V::open_sets says) and its
/// checked API on case c.
template <class V, class T, int N>
[[nodiscard]] std::optional<violation> check_variant(const aabb_aabb_case<T, N>& c) {
  stats_row& row = count_row<V, aabb_aabb_case<T, N>>();
  ++row.cases;
  const bool got = V::test(c.a, c.b);
  const auto exact = oracle(c, V::open_sets);
  bool in_domain = exact.has_value();
  const bool truth = in_domain && *exact;
  if (V::needs_interior)  // domain: every box has an interior (min < max on every axis)
    for (int i = 0; i < N; ++i)
      in_domain = in_domain && c.a.min[i] < c.a.max[i] && c.b.min[i] < c.b.max[i];
  const auto chk = overlaps_checked<V>(c.a, c.b);
  if (chk.ok() != in_domain) {
    ++row.violations;
    return make_violation(c, exact_claim<V, T>(), "checked API: accepted/refused wrongly ('" +
                          std::string(message(chk.error)) + "')", "-");
  }
  if (!in_domain) return std::nullopt;
  ++row.in_domain;
  row.negatives += truth ? 0 : 1;
  if (got == truth && chk.value == got) return std::nullopt;
  ++row.disagreements, ++row.violations;
  return make_violation(c, exact_claim<V, T>(), "exact contract: answer differs from the oracle", "-");
}

}  // namespace spherebox::ref
