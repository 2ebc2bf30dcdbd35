/// The one place where contracts are decided. Every driver (fuzz, properties, gtest, corpus
/// replay, the verdict table) calls check(); a violation carries everything needed to report
/// and replay it (show.hpp).
#pragma once
#include <concepts>
#include <optional>
#include <string>
#include <tuple>

#include "claim.hpp"
#include "compare.hpp"
#include "show.hpp"
#include "stats.hpp"

namespace spherebox::ref {

/// True when the disagreement is allowed by a bounded claim: |D-R| * 2^p <= k*(D+R) + a*eta*2^p,
/// i.e. |D - R| <= k*u*S + a*eta with S = D + R, u = 2^-p, all exact. Also sets ratio to
/// (|D - R| - a*eta) / (u*S), the part the relative term must explain (<= k when allowed),
/// for the verdict table.
template <class T>
[[nodiscard]] bool within_bound(const exact_compare& ex, error_bound b, double& ratio) {
  constexpr int p = std::numeric_limits<T>::digits;
  const integer gap = boost::multiprecision::abs(ex.margin()) << p;
  const integer& scale = ex.s;  // S, as the slug's oracle defines it
  const integer absolute = (b.a * ex.eta) << p;
  const integer relative_part = gap > absolute ? integer(gap - absolute) : integer(0);
  ratio = approx_ratio(relative_part, scale);
  return gap <= b.k * scale + absolute;
}

/// A case type judged against an exact comparison D <= R (D < R for open-set claims): a shape
/// pair whose answer is a bool, or a value that converts to one (a hit) and carries more.
/// Its slug provides (found by argument-dependent lookup, next to the case type):
///   oracle(c) -> optional<exact_compare>   exact D, R, S; nullopt outside the oracle's domain
///     or oracle(c, claim)                  for slugs whose exact answer depends on the claim
///                                          (closed or open sets change more than D <= R)
///   in_domain(c, claim) -> bool            the claim's domain, decided independently of lib/
///   intermediates_representable(c) -> bool part (b) of the bounded contract
///   judge_value(c, claim, answer, row)     optional, for answers richer than a bool: checks
///     -> optional<string>                  the rest of the answer (e.g. a time of impact)
///                                          against the oracle; the failure in words
/// and the case has args(): a tuple of the test's arguments in slug order.
template <class Case>
concept judged_case = requires(const Case& c, const claim<typename Case::value_type>& cl) {
  requires requires { { oracle(c) } -> std::same_as<std::optional<exact_compare>>; } ||
               requires { { oracle(c, cl) } -> std::same_as<std::optional<exact_compare>>; };
  { in_domain(c, cl) } -> std::same_as<bool>;
  { intermediates_representable(c) } -> std::same_as<bool>;
  c.args();
};

/// The slug's exact comparison for case c under claim cl (oracle(c, cl) when the slug has it).
/// oracle(c) depends on the case alone, so its last answers are remembered (recent_answers):
/// every variant judged on the same case, or on the same image of it, reads the same exact
/// values instead of asking again. The reference is valid until the next oracle_for call.
template <class Case, class T>
[[nodiscard]] const std::optional<exact_compare>& oracle_for(const Case& c, const claim<T>& cl) {
  if constexpr (requires { oracle(c, cl); }) {
    thread_local std::optional<exact_compare> answer;
    answer = oracle(c, cl);
    return answer;
  } else {
    struct oracle_tag {};
    return recent_answers<Case, std::optional<exact_compare>, oracle_tag>::get(c, [&] { return oracle(c); });
  }
}

/// The verdict-table key of claim cl on Case: "<slug>/<name>/<type>/<N>".
template <class Case, class T>
[[nodiscard]] std::string row_key(const claim<T>& cl) {
  return std::string(Case::slug) + "/" + cl.name + "/" + type_name<T>() + "/" + std::to_string(Case::dims);
}

/// Where judge() counts a claim's answers on a case type: its verdict row, and the sites of
/// its per-category "fp/" rows (stats_table::note_negative).
struct verdict_rows {
  stats_row& row;
  stats_table::category_sites& fp;
};

/// Checks one answer of an implementation with claim `cl` on a case of any judged slug: its
/// hit (the answer as a bool) against the exact comparison, then, for answers that carry more,
/// the slug's judge_value. Counts it in `rows`, the verdict table's rows for cl on Case.
template <class Case, class Answer, class T = typename Case::value_type>
[[nodiscard]] std::optional<violation> judge(const Case& c, const claim<T>& cl, const Answer& answer,
                                             verdict_rows rows) {
  const bool got = static_cast<bool>(answer);
  stats_row& row = rows.row;
  ++row.cases;
  row.bound_k = cl.bound.k;
  auto fail = [&](std::string what, std::string margin) {
    ++row.violations;
    return std::optional<violation>(make_violation(c, cl, std::move(what), std::move(margin)));
  };
  if (!in_domain(c, cl)) {
    bool has_nan = false;
    for (T x : c.flat()) has_nan = has_nan || x != x;
    if (cl.nan_gives_true && has_nan && !got) return fail("documented NaN behaviour: must answer true", "-");
    return std::nullopt;  // outside the domain only "no crash, no UB" is promised
  }
  ++row.in_domain;
  const std::optional<exact_compare>& decided = oracle_for(c, cl);
  if (!decided) return fail("harness: the case is in the claim's domain but not in the oracle's", "-");
  const exact_compare& ex = *decided;
  const bool truth = cl.open_sets ? ex.d < ex.r : ex.holds();  // open sets: touching is not overlap
  row.negatives += truth ? 0 : 1;
  if (cl.promise == contract::conservative && !truth)
    stats_table::get().note_negative(rows.fp, [&] { return row_key<Case>(cl); }, got);
  // The rest of a richer answer, once its hit is known to be allowed.
  auto value_clause = [&]() -> std::optional<violation> {
    if constexpr (requires { judge_value(c, cl, answer, row); }) {
      if (auto what = judge_value(c, cl, answer, row)) return fail(std::move(*what), ex.margin_text());
    }
    return std::nullopt;
  };
  if (got == truth) return value_clause();
  ++row.disagreements;
  switch (cl.promise) {
    case contract::exact: return fail("exact contract: answer differs from the oracle", ex.margin_text());
    case contract::conservative:
      if (truth) return fail("conservative contract (a): false negative (oracle says overlap)", ex.margin_text());
      ++row.false_positives;
      if (cl.reject.k >= 0) {
        if constexpr (requires { must_reject(c, cl); }) {
          if (must_reject(c, cl))
            return fail("conservative contract (b): answered overlap where its rejection clause promises "
                        "no overlap (an axis separates beyond its rounding margin)", ex.margin_text());
        } else {
          return fail("harness: the claim states a rejection clause but the slug has no must_reject", ex.margin_text());
        }
      }
      return value_clause();
    case contract::bounded: {
      double ratio = 0;
      const bool allowed = within_bound<T>(ex, cl.bound, ratio);
      if (intermediates_representable(c))
        return fail("bounded contract (b): wrong although every intermediate is representable", ex.margin_text());
      if (!allowed) return fail("bounded contract (a): wrong outside the error bound", ex.margin_text());
      row.note_ratio(ratio);
      return value_clause();
    }
  }
  return std::nullopt;
}

/// judge, counted under "<slug>/<name>/<type>/<N>" (row_key).
template <class Case, class Answer, class T = typename Case::value_type>
[[nodiscard]] std::optional<violation> judge(const Case& c, const claim<T>& cl, const Answer& answer) {
  stats_table::category_sites fp;  // this call's only: looked up afresh, like the row
  return judge(c, cl, answer, {stats_table::get().row(row_key<Case>(cl), to_string(cl.promise)), fp});
}

/// The verdict-table rows of library variant V on Case, looked up once (their keys are fixed
/// but for the generator category).
template <class V, class Case>
[[nodiscard]] verdict_rows variant_rows(const claim<typename Case::value_type>& cl) {
  thread_local stats_table::site site;
  thread_local stats_table::category_sites fp;
  return {stats_table::get().row(site, [&] { return row_key<Case>(cl); }, to_string(cl.promise)), fp};
}

/// Checks any callable taking the case's arguments in slug order (for sphere_aabb:
/// bool(const ball<T,N>&, const box<T,N>&)) against claim cl on case c. Its result is judged
/// as the slug's answer type when it is one (swept_aabb: sweep_result<T>), else as a bool.
/// This is how a user's own implementation is verified.
template <judged_case Case, class Fn>
[[nodiscard]] std::optional<violation> check_callable(const Case& c, const claim<typename Case::value_type>& cl,
                                                      Fn&& fn) {
  const auto got = std::apply(fn, c.args());
  if constexpr (std::is_arithmetic_v<std::decay_t<decltype(got)>>) return judge(c, cl, static_cast<bool>(got));
  else return judge(c, cl, got);
}

/// V's answer on case c: V::test with the case's arguments (a bool, or the slug's answer type).
template <class V, class Case>
[[nodiscard]] auto call(const Case& c) {
  return std::apply([](const auto&... a) { return V::test(a...); }, c.args());
}

/// For a filtered variant (one with V::filter, which answers -1 when its error bound cannot
/// decide): counts in-domain cases and the filter's undecided ones in the row
/// "fallback/<slug>/<name>/<type>/<N>/<category>", category being the generator's
/// (stats_table::category), for the verdict's fallback-rate report.
template <class V, class Args>
struct has_filter : std::false_type {};
template <class V, class... A>
struct has_filter<V, std::tuple<A...>>
    : std::bool_constant<requires(const std::remove_cvref_t<A>&... a) { { V::filter(a...) } -> std::same_as<int>; }> {};

template <class V, class Case>
void count_filter(const Case& c, const claim<typename Case::value_type>& cl) {
  if constexpr (has_filter<V, std::remove_cvref_t<decltype(c.args())>>::value) {
    if (!in_domain(c, cl)) return;
    auto& table = stats_table::get();
    thread_local stats_table::category_sites sites;  // the key changes only with the category
    stats_row& row = table.row(sites.at(table.category),
                               [&] { return "fallback/" + row_key<Case>(cl) + "/" + table.category; }, "filter");
    ++row.filtered;
    row.fallbacks += std::apply([](const auto&... a) { return V::filter(a...); }, c.args()) < 0;
  }
}

/// Checks library-style variant V (a tag with name, promise, test) on case c.
template <class V, judged_case Case>
[[nodiscard]] std::optional<violation> check(const Case& c) {
  const auto& cl = claim_of<V, typename Case::value_type, Case::dims>();
  count_filter<V>(c, cl);
  return judge(c, cl, call<V>(c), variant_rows<V, Case>(cl));
}

}  // namespace spherebox::ref
