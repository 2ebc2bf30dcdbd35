/// classify mode: no contract is asked of the implementation. Each answer is compared with the
/// oracle and counted, and the verdict tool says afterwards which contract the answers kept:
/// exact on every case seen, bounded with the largest observed |D - R|/(u S) (the k it needs),
/// conservative (no false negative seen), with false positives and negatives by generator
/// category. The claim still fixes the domain (and a, S for the ratio): by default the slug's
/// documented bounded domain, so an overflow outside it is not counted against the answers.
#pragma once
#include <cmath>
#include <cstdio>
#include <string>

#include "contract_check.hpp"

namespace spherebox::ref {

/// Counts one answer in the row "classify/<slug>/<name>/<type>/<N>/<category>" (contract
/// "classify"), whose fields mean: cases, in_domain, negatives (exact answer: no overlap),
/// disagreements (answer != exact answer), false_positives (of them, answered overlap),
/// violations (of them, on cases where every intermediate is representable: they rule out a
/// bounded contract), max_ratio and ratio_hist ((|D - R| - a*eta)/(u*S) over the
/// disagreements, with the claim's a), bound_k (the claim's k, for comparison), and fp_beyond,
/// fn_beyond: the false positives and negatives beyond the rounding bound of the claim's
/// contract (ratio above k, or nothing rounds), which no rounding explains.
template <class Case, class Answer, class T = typename Case::value_type>
void observe(const Case& c, const claim<T>& cl, const Answer& answer) {
  auto& table = stats_table::get();
  thread_local stats_table::category_sites sites;
  thread_local std::string sites_for;  // the claim the sites were looked up for
  if (sites_for != cl.name) sites = {}, sites_for = cl.name;
  stats_row& row = table.row(sites.at(table.category),
                             [&] { return "classify/" + row_key<Case>(cl) + "/" + table.category; }, "classify");
  ++row.cases;
  row.bound_k = cl.bound.k;
  if (!in_claimed_domain(c, cl)) return;
  const std::optional<exact_compare>& decided = oracle_for(c, cl);
  if (!decided) return;
  ++row.in_domain;
  const bool truth = cl.open_sets ? decided->d < decided->r : decided->holds();
  const bool got = static_cast<bool>(answer);
  row.negatives += truth ? 0 : 1;
  if (got == truth) return;
  ++row.disagreements;
  row.false_positives += got ? 1 : 0;
  const bool representable = intermediates_representable(c);
  row.violations += representable ? 1 : 0;
  double ratio = 0;
  // Within the rounding bound of the contract the claim names: a ratio within its k, on an
  // input where something rounds (what a bounded contract with those constants allows).
  const bool beyond = !within_bound<T>(*decided, cl.bound, ratio) || representable;
  (got ? row.fp_beyond : row.fn_beyond) += beyond ? 1 : 0;
  row.note_ratio(ratio);
}

/// What a driver does with an answer: judge it against the claim (a violation stops the run)
/// or only count it for classify.
enum class judging { enforce, observe };

/// The verdict-table rows of claim cl on Case, looked up once per claim name (a user's check
/// judges one function; a test may feed several, one after the other).
template <class Case>
[[nodiscard]] verdict_rows claim_rows(const claim<typename Case::value_type>& cl) {
  thread_local stats_table::site site;
  thread_local stats_table::category_sites fp;
  thread_local std::string sites_for;  // the claim the sites were looked up for
  if (sites_for != cl.name) site = {}, fp = {}, sites_for = cl.name;
  return {stats_table::get().row(site, [&] { return row_key<Case>(cl); }, to_string(cl.promise)), fp};
}

/// judge (enforce) or observe (classify) one answer of claim cl on case c.
template <class Case, class Answer, class T = typename Case::value_type>
[[nodiscard]] std::optional<violation> judge_as(const Case& c, const claim<T>& cl, const Answer& answer, judging how) {
  if (how == judging::enforce) return judge(c, cl, answer, claim_rows<Case>(cl));
  observe(c, cl, answer);
  return std::nullopt;
}

/// Ratios above this are no rounding error of any documented computation (every documented k
/// is below 2^7, stats_row's last histogram bucket).
inline constexpr double classify_ratio_limit = 128;

/// The wrong answers split by the rounding bound of the contract the claim names: those within
/// it (a bounded test with that k may give them) and those beyond, which are errors whatever
/// the rounding.
[[nodiscard]] inline std::string rounding_split(const stats_row& r) {
  const auto fp = r.false_positives, fn = r.disagreements - r.false_positives;
  char buf[320];
  if (r.bound_k <= 0) {
    std::snprintf(buf, sizeof buf, "the slug documents no rounding bound (no k): all %llu false positives and %llu "
                  "false negatives count as beyond it", (unsigned long long)fp, (unsigned long long)fn);
    return buf;
  }
  std::snprintf(buf, sizeof buf, "beyond the rounding bound (k = %d): %llu of %llu false positives, %llu of %llu "
                "false negatives%s", r.bound_k, (unsigned long long)r.fp_beyond, (unsigned long long)fp,
                (unsigned long long)r.fn_beyond, (unsigned long long)fn,
                r.fp_beyond + r.fn_beyond == 0 ? " (every wrong answer is one rounding allows)" : " (answers no rounding within that bound explains)");
  return buf;
}

/// The contract the counted answers kept, in words (first line the verdict, then notes), from
/// the rows of one implementation added up.
[[nodiscard]] inline std::string classify_verdict(const stats_row& r) {
  if (r.in_domain == 0) return "not exercised: no case inside the domain reached it";
  const auto wrong = r.disagreements, fp = r.false_positives, fn = r.disagreements - r.false_positives;
  char buf[512];
  if (wrong == 0) {
    std::snprintf(buf, sizeof buf, "exact: the exact answer on every one of %llu cases seen",
                  (unsigned long long)r.in_domain);
    return buf;
  }
  const bool bounded = r.violations == 0 && r.max_ratio <= classify_ratio_limit;
  std::string out;
  if (bounded) {
    std::snprintf(buf, sizeof buf, "bounded k~%.3g: wrong only near the boundary, largest |D-R|/(u S) seen %.3g "
                  "(a claim needs k >= %d", r.max_ratio, r.max_ratio, static_cast<int>(std::ceil(r.max_ratio)));
    out = buf;
    out += r.bound_k > 0 ? "; the slug documents k = " + std::to_string(r.bound_k) + ")"
                         : "; the slug documents no bounded constants)";
  }
  if (fn == 0) {
    std::snprintf(buf, sizeof buf, "conservative: no false negative seen; %llu false positives among %llu disjoint cases",
                  (unsigned long long)fp, (unsigned long long)r.negatives);
    out += out.empty() ? buf : std::string("\n  also ") + buf;
  }
  if (out.empty()) {
    std::snprintf(buf, sizeof buf, "none: %llu false negatives and %llu false positives; %s", (unsigned long long)fn,
                  (unsigned long long)fp,
                  r.violations ? "some on inputs where nothing rounds (so not bounded either)"
                               : "some far from the boundary (so not bounded either)");
    out = buf;
    std::snprintf(buf, sizeof buf, " (largest |D-R|/(u S) %.3g, wrong on %llu exactly representable cases)",
                  r.max_ratio, (unsigned long long)r.violations);
    out += buf;
  }
  return out + "\n  " + rounding_split(r);
}

}  // namespace spherebox::ref
