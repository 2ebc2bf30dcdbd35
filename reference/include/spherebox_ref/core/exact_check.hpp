/// What the exact queries' own check_variant hooks (aabb_aabb/check.hpp, aabb_point/check.hpp)
/// share: their claim (exact, no magnitude limit) and their statistics row.
#pragma once
#include <limits>
#include <string>

#include "claim.hpp"
#include "contract_check.hpp"
#include "show.hpp"
#include "stats.hpp"

namespace spherebox::ref {

/// An exact-contract claim with no magnitude limit, for the exact queries.
template <class V, class T>
[[nodiscard]] claim<T> exact_claim() {
  return {std::string(V::name), contract::exact, {0, 0}, std::numeric_limits<T>::max(), false};
}

/// The statistics row of exact variant V on case type Case (row_key, as every judge counts).
template <class V, class Case>
[[nodiscard]] stats_row& count_row() {
  return stats_table::get().row(row_key<Case>(exact_claim<V, typename Case::value_type>()), to_string(V::promise));
}

}  // namespace spherebox::ref
