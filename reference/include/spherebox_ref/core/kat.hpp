/// Known-answer tables, read once for every slug: reference/cases/<slug>.inc is the only copy
/// of a slug's table, and <slug>/kat.hpp includes it inside its kat_rows hook (core/hooks.hpp).
/// Each line of a table is SPHEREBOX_KAT(T, N, expected, why, values in flat() order...);
/// kat_rows keeps the lines of its case's kind.
#pragma once
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "case.hpp"

namespace spherebox::ref {

/// The entry type of Case's table: known_answer<Case> unless the slug's kat.hpp says otherwise
/// (swept_aabb's entries carry contact times too).
template <class Case>
struct kat_entry {
  using type = known_answer<Case>;
};
template <class Case>
using kat_entry_t = typename kat_entry<Case>::type;

/// The case type of a kat_rows hook's entries t, and whether a table line of value type T in
/// N dimensions is of its kind (the SPHEREBOX_KAT lines below use them).
template <class Entries>
using kat_case_t = std::remove_cvref_t<decltype(std::declval<Entries>()[0].input)>;
template <class Entries, class T, int N>
inline constexpr bool kat_kind_is =
    std::is_same_v<typename kat_case_t<Entries>::value_type, T> && kat_case_t<Entries>::dims == N;

/// Does Case's slug have a known-answer table (a kat_rows hook)?
template <class Case>
concept has_kat = requires(std::vector<kat_entry_t<Case>>& t) { kat_rows(std::type_identity<Case>{}, t); };

/// The entries of Case's table for its kind (value type and dimension), in file order.
template <class Case>
  requires has_kat<Case>
[[nodiscard]] const std::vector<kat_entry_t<Case>>& kat_table() {
  static const std::vector<kat_entry_t<Case>> table = [] {
    std::vector<kat_entry_t<Case>> t;
    kat_rows(std::type_identity<Case>{}, t);
    return t;
  }();
  return table;
}

}  // namespace spherebox::ref

/// One line of a known-answer table of a shape pair answered by one bool; expands inside a
/// kat_rows hook whose entries are t, and keeps the line when it is of t's kind.
#define SPHEREBOX_KAT(TT, NN, expected, why, ...)                                  \
  if constexpr (::spherebox::ref::kat_kind_is<decltype(t), TT, NN>)               \
    t.push_back({::spherebox::ref::kat_case_t<decltype(t)>::from_flat({__VA_ARGS__}), expected, why});
