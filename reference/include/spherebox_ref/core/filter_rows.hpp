/// The filtered (exact) variants' fallback counts: how often a variant's floating-point filter
/// leaves a case to its exact fallback, by generator category (contract_check.hpp's check()).
#pragma once
#include <concepts>
#include <string>
#include <tuple>
#include <type_traits>

#include "claim.hpp"
#include "show.hpp"
#include "stats.hpp"

namespace spherebox::ref {

template <class Case, class T>
[[nodiscard]] std::string row_key(const claim<T>& cl);

/// Is V a filtered variant, one with V::filter (which answers -1 when its error bound cannot
/// decide), for arguments Args?
template <class V, class Args>
struct has_filter : std::false_type {};
template <class V, class... A>
struct has_filter<V, std::tuple<A...>>
    : std::bool_constant<requires(const std::remove_cvref_t<A>&... a) { { V::filter(a...) } -> std::same_as<int>; }> {};

/// For a filtered variant, whose filter on a case is `filter` (nullptr: the variant has none,
/// and nothing is counted): counts in-domain cases and the filter's undecided ones in the row
/// "fallback/<slug>/<name>/<type>/<N>/<category>", category being the generator's
/// (stats_table::category), for the verdict's fallback-rate report. `sites` are the variant's.
template <class Case>
void count_filter(const Case& c, const claim<typename Case::value_type>& cl, int (*filter)(const Case&),
                  stats_table::category_sites& sites) {
  if (!filter || !in_domain(c, cl)) return;
  auto& table = stats_table::get();
  stats_row& row = table.row(sites.at(table.category),
                             [&] { return "fallback/" + row_key<Case>(cl) + "/" + table.category; }, "filter");
  ++row.filtered;
  row.fallbacks += filter(c) < 0;
}

}  // namespace spherebox::ref
