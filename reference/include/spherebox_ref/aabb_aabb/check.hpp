/// Contract checks for the exact box queries: AABB–AABB overlap (closed and open sets) and the
/// closest point of an AABB. Same judge shape as contract_check.hpp, for exact contracts;
/// check_all<Registry>(case) runs them over a registry.
#pragma once
#include <spherebox/overlap.hpp>

#include "../core/check_all.hpp"
#include "../core/contract_check.hpp"
#include "../aabb_point/oracle.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

template <class Case>
[[nodiscard]] stats_row& count_row(const Case& c, const std::string& name, contract promise) {
  using T = typename Case::value_type;
  return stats_table::get().row(std::string(c.slug) + "/" + name + "/" + type_name<T>() + "/" +
                                    std::to_string(Case::dims), std::string(to_string(promise)));
}

/// An exact-contract claim with no magnitude limit, for the box queries.
template <class V, class T>
[[nodiscard]] claim<T> exact_claim() {
  return {std::string(V::name), contract::exact, {0, 0}, std::numeric_limits<T>::max(), false};
}

/// Checks AABB–AABB variant V (exact, closed or open sets as V::open_sets says) and its
/// checked API on case c.
template <class V, class T, int N>
[[nodiscard]] std::optional<violation> check_variant(const aabb_aabb_case<T, N>& c) {
  stats_row& row = count_row(c, std::string(V::name), V::promise);
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

/// Checks the closest-point query: the returned point equals the exact closest point.
template <class V, class T, int N>
[[nodiscard]] std::optional<violation> check_variant(const aabb_point_case<T, N>& c) {
  stats_row& row = count_row(c, std::string(V::name), V::promise);
  ++row.cases;
  const auto q = V::point(c.b, c.p);
  const auto truth = oracle(c);
  const auto chk = closest_point_checked(c.b, c.p);
  if (chk.ok() != truth.has_value()) {
    ++row.violations;
    return make_violation(c, exact_claim<V, T>(), "checked API: accepted/refused wrongly", "-");
  }
  if (!truth) return std::nullopt;
  ++row.in_domain;
  for (int i = 0; i < N; ++i) {
    if (!std::isfinite(q[i]) || on_grid(q[i]) != (*truth)[i] || chk.value[i] != q[i]) {
      ++row.disagreements, ++row.violations;
      return make_violation(c, exact_claim<V, T>(), "exact contract: closest point differs on axis " +
                            std::to_string(i), "-");
    }
  }
  return std::nullopt;
}

}  // namespace spherebox::ref
