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
#include "filter_rows.hpp"
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

/// Is c inside claim cl's domain? The slug's in_domain, and where the claim refuses degenerate
/// shapes, the slug's degenerate(c) hook (a box flat on an axis; none: nothing is degenerate).
template <class Case, class T>
[[nodiscard]] bool in_claimed_domain(const Case& c, const claim<T>& cl) {
  if (!in_domain(c, cl)) return false;
  if constexpr (requires { degenerate(c); }) return cl.allow_degenerate || !degenerate(c);
  return true;
}

/// An answer in words, for reports.
[[nodiscard]] inline std::string answer_text(bool hit) { return hit ? "overlap (true)" : "no overlap (false)"; }

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
  // A violation; with the oracle's exact values and the answer required when they are known.
  auto fail = [&](std::string what, const exact_compare* ex, int required = -1, const char* why = "") {
    ++row.violations;
    violation v = make_violation(c, cl, std::move(what), ex ? ex->margin_text() : "-");
    if (ex) v.exact = ex->report();
    if (required >= 0) v.given = answer_text(got), v.expected = answer_text(required == 1) + why;
    return std::optional<violation>(std::move(v));
  };
  if (!in_claimed_domain(c, cl)) {
    bool has_nan = false;
    for (T x : c.flat()) has_nan = has_nan || x != x;
    if (cl.nan_gives_true && has_nan && !got) return fail("documented NaN behaviour: must answer true", nullptr, 1);
    if (cl.nan_gives_false && has_nan && got) return fail("documented NaN behaviour: must answer false", nullptr, 0);
    return std::nullopt;  // outside the domain only "no crash, no UB" is promised
  }
  ++row.in_domain;
  const std::optional<exact_compare>& decided = oracle_for(c, cl);
  if (!decided) return fail("harness: the case is in the claim's domain but not in the oracle's", nullptr);
  const exact_compare& ex = *decided;
  const bool truth = cl.open_sets ? ex.d < ex.r : ex.holds();  // open sets: touching is not overlap
  row.negatives += truth ? 0 : 1;
  if (cl.promise == contract::conservative && !truth)
    stats_table::get().note_negative(rows.fp, [&] { return row_key<Case>(cl); }, got);
  // The rest of a richer answer, once its hit is known to be allowed.
  auto value_clause = [&]() -> std::optional<violation> {
    if constexpr (requires { judge_value(c, cl, answer, row); }) {
      if (auto what = judge_value(c, cl, answer, row)) return fail(std::move(*what), &ex);
    }
    return std::nullopt;
  };
  if (got == truth) return value_clause();
  ++row.disagreements;
  const char* exact_answer = cl.open_sets ? ", the exact answer (open sets)" : ", the exact answer";
  switch (cl.promise) {
    case contract::exact: return fail("exact contract: answer differs from the oracle", &ex, truth, exact_answer);
    case contract::conservative:
      if (truth)
        return fail("conservative contract (a): false negative (oracle says overlap)", &ex, 1, exact_answer);
      ++row.false_positives;
      if (cl.reject.k >= 0) {
        if constexpr (requires { must_reject(c, cl); }) {
          if (must_reject(c, cl))
            return fail("conservative contract (b): answered overlap where its rejection clause promises "
                        "no overlap (an axis separates beyond its rounding margin)", &ex, 0, ", by the rejection clause");
        } else {
          return fail("harness: the claim states a rejection clause but the slug has no must_reject", &ex);
        }
      }
      return value_clause();
    case contract::bounded: {
      double ratio = 0;
      const bool allowed = within_bound<T>(ex, cl.bound, ratio);
      if (intermediates_representable(c))
        return fail("bounded contract (b): wrong although every intermediate is representable", &ex, truth,
                    ", the exact answer (every intermediate is representable, so nothing may round)");
      if (!allowed)
        return fail("bounded contract (a): wrong outside the error bound", &ex, truth,
                    ", the exact answer (the margin exceeds k*u*S + a*eta)");
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

/// The verdict-table sites of one library variant on one case type, for this thread: its row,
/// its per-category "fp/" rows, and, for a filtered variant, its "fallback/" rows (each key is
/// fixed but for the generator category, so it is built once, not on every case).
struct variant_sites {
  stats_table::site row;
  stats_table::category_sites fp;
  stats_table::category_sites fallback;
};

/// Variant V's sites on Case (one set per thread).
template <class V, class Case>
[[nodiscard]] variant_sites& sites_of() {
  thread_local variant_sites sites;
  return sites;
}

/// The verdict-table rows of claim cl on Case, looked up through `sites`.
template <class Case>
[[nodiscard]] verdict_rows rows_at(variant_sites& sites, const claim<typename Case::value_type>& cl) {
  return {stats_table::get().row(sites.row, [&] { return row_key<Case>(cl); }, to_string(cl.promise)), sites.fp};
}

/// The verdict-table rows of library variant V on Case.
template <class V, class Case>
[[nodiscard]] verdict_rows variant_rows(const claim<typename Case::value_type>& cl) {
  return rows_at<Case>(sites_of<V, Case>(), cl);
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

/// V's filter on case c (V::filter with the case's arguments: -1 where its error bound cannot
/// decide).
template <class V, class Case>
[[nodiscard]] int call_filter(const Case& c) {
  return std::apply([](const auto&... a) { return V::filter(a...); }, c.args());
}

/// Library variant V on Case, as the harness calls it: plain function pointers to what differs
/// from one variant to the next (its claim, its verdict-table sites, its test and its filter).
/// The clauses that use them (check_calls, and check_all.hpp's check_variant_calls) are then
/// compiled once per case type rather than once per variant. Instantiated again for each of the
/// hundreds of variants, they were the largest part of the test executable's code, and of the
/// corpus replay's compile time.
template <class Case, class Answer>
struct variant_calls {
  using value_type = typename Case::value_type;
  const claim<value_type>& (*declared)();  ///< claim_of<V, T, N>
  variant_sites& (*sites)();               ///< sites_of<V, Case>
  int (*filter)(const Case&);              ///< call_filter<V>; nullptr: V has no filter
  Answer (*call)(const Case&);             ///< call<V>
};

/// V's answer type on Case.
template <class V, class Case>
using answer_of = decltype(call<V>(std::declval<const Case&>()));

/// call_filter<V> where V has a filter (filter_rows.hpp's has_filter), else nullptr.
template <class V, class Case>
[[nodiscard]] constexpr auto filter_of() {
  using fn = int (*)(const Case&);
  if constexpr (has_filter<V, std::remove_cvref_t<decltype(std::declval<const Case&>().args())>>::value)
    return fn{&call_filter<V, Case>};
  else
    return fn{nullptr};
}

/// The variant_calls of V on Case.
template <class V, class Case>
inline constexpr variant_calls<Case, answer_of<V, Case>> calls_of{
    &claim_of<V, typename Case::value_type, Case::dims>, &sites_of<V, Case>, filter_of<V, Case>(), &call<V, Case>};

/// Checks library-style variant `v` (calls_of<V, Case>) on case c: counts its filter's
/// fallbacks, then judges its answer under its claim.
template <class Case, class Answer>
[[nodiscard]] std::optional<violation> check_calls(const Case& c, const variant_calls<Case, Answer>& v) {
  const auto& cl = v.declared();
  variant_sites& sites = v.sites();
  count_filter(c, cl, v.filter, sites.fallback);
  return judge(c, cl, v.call(c), rows_at<Case>(sites, cl));
}

/// Checks library-style variant V (a tag with name, promise, test) on case c.
template <class V, judged_case Case>
[[nodiscard]] std::optional<violation> check(const Case& c) {
  return check_calls(c, calls_of<V, Case>);
}

}  // namespace spherebox::ref
