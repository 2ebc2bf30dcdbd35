/// The check_variant hook of aabb_point: the closest point of a box, an exact contract with a
/// checked API; check_all<Registry>(case) runs it over a registry.
#pragma once
#include <cmath>
#include <optional>
#include <string>

#include <spherebox/overlap.hpp>

#include "../core/check_all.hpp"
#include "../core/exact_check.hpp"
#include "oracle.hpp"

namespace spherebox::ref {

/// Checks the closest-point query: the returned point equals the exact closest point.
template <class V, class T, int N>
[[nodiscard]] std::optional<violation> check_variant(const aabb_point_case<T, N>& c) {
  stats_row& row = count_row<V, aabb_point_case<T, N>>();
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
