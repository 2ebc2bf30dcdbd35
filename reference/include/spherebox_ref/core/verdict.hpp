/// The verdict table: the counter files drivers wrote ($SPHEREBOX_STATS_FILE, stats.hpp) added
/// up and printed one row per (slug, variant, type, dimension). Used by the project's verdict
/// tool (reference/verdict.cpp) and by a user's check (user/main.hpp --verdict), so both print
/// the same table; classify rows are summarised by classify_verdict (classify.hpp).
#pragma once
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "classify.hpp"
#include "stats.hpp"

namespace spherebox::ref {

/// The rows of some stats files, added up: verdict rows, the exact variants' filter rows
/// ("<key>/<category>"), the conservative rows' negatives by category (same keys) and the
/// classify rows ("<key>/<category>").
struct verdict_data {
  std::map<std::string, stats_row> rows, filters, fp_rows, classify;
};

/// Adds a stats file's ratio histogram field ("-" or 20 counts) to h.
inline void add_hist(const std::string& cell, std::array<std::uint64_t, 20>& h) {
  if (cell.empty() || cell == "-") return;
  std::istringstream cs(cell);
  std::size_t j = 0;
  for (std::string n; j < h.size() && std::getline(cs, n, ','); ++j) h[j] += std::strtoull(n.c_str(), nullptr, 10);
}

/// Adds row r to t (counts summed, maxima kept).
inline void add_row(stats_row& t, const stats_row& r) {
  t.contract = r.contract, t.bound_k = r.bound_k;
  t.cases += r.cases, t.in_domain += r.in_domain, t.negatives += r.negatives;
  t.disagreements += r.disagreements, t.violations += r.violations, t.false_positives += r.false_positives;
  t.filtered += r.filtered, t.fallbacks += r.fallbacks, t.fp_beyond += r.fp_beyond, t.fn_beyond += r.fn_beyond;
  t.max_ratio = std::max(t.max_ratio, r.max_ratio);
  for (std::size_t j = 0; j < t.ratio_hist.size(); ++j) t.ratio_hist[j] += r.ratio_hist[j];
}

/// Reads one stats file into d (a missing file adds nothing).
inline void read_stats(const std::string& path, verdict_data& d) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string key;
    stats_row r;
    if (!(ls >> key >> r.contract >> r.cases >> r.in_domain >> r.negatives >> r.disagreements >> r.violations >>
          r.false_positives >> r.max_ratio >> r.bound_k >> r.filtered >> r.fallbacks))
      continue;
    // Then "fp_beyond fn_beyond ratio_hist"; files of older checks have only the histogram, or
    // nothing.
    std::vector<std::string> rest{std::istream_iterator<std::string>(ls), {}};
    if (rest.size() >= 3) {
      r.fp_beyond = std::strtoull(rest[0].c_str(), nullptr, 10), r.fn_beyond = std::strtoull(rest[1].c_str(), nullptr, 10);
      add_hist(rest[2], r.ratio_hist);
    } else if (rest.size() == 1) {
      add_hist(rest[0], r.ratio_hist);
    }
    if (key.rfind("fallback/", 0) == 0) add_row(d.filters[key.substr(9)], r);  // counted apart from the verdict rows
    else if (key.rfind("fp/", 0) == 0) add_row(d.fp_rows[key.substr(3)], r);  // a conservative row by category
    else if (key.rfind("classify/", 0) == 0) add_row(d.classify[key.substr(9)], r);
    else add_row(d.rows[key], r);
  }
}

/// Prints the verdict table's header and one line per row; `proof(key)` gives the proof column
/// (nullptr: no column). Returns how many rows have violations.
inline int print_verdict_rows(const std::map<std::string, stats_row>& rows,
                              const std::function<std::string(const std::string&)>& proof = nullptr) {
  std::printf("%-38s %-12s %12s %12s %9s %16s %10s %10s%s\n", "slug/variant/type/N", "contract", "cases", "in domain",
              "disagree", "max ratio (<=k)", "FP rate", "violations", proof ? "  proof" : "");
  int bad = 0;
  for (const auto& [key, r] : rows) {
    char ratio[32] = "-", fp[32] = "-";
    if (r.contract == "bounded") std::snprintf(ratio, sizeof ratio, "%.3g (%d)", r.max_ratio, r.bound_k);
    if (r.contract == "conservative" && r.negatives)
      std::snprintf(fp, sizeof fp, "%.2f%%", 100.0 * double(r.false_positives) / double(r.negatives));
    const std::string column = proof ? "  " + proof(key) : "";
    std::printf("%-38s %-12s %12llu %12llu %9llu %16s %10s %10llu%s\n", key.c_str(), r.contract.c_str(),
                (unsigned long long)r.cases, (unsigned long long)r.in_domain, (unsigned long long)r.disagreements,
                ratio, fp, (unsigned long long)r.violations, column.c_str());
    bad += r.violations > 0;
  }
  std::printf("(disagree: in-domain answers that differ from the oracle, allowed by a bounded contract near the\n"
              " boundary; max ratio: (|D-R| - a*eta)/(u*S) over them, must not exceed k; FP rate: false positives\n"
              " among in-domain cases the oracle calls disjoint, on these boundary-aimed inputs; violations: the\n"
              " cases that broke the contract, which the ratio leaves out; a fuzz run and a property stop at their\n"
              " first, each reported, and the re-checks of its shrinking are not counted)\n");
  return bad;
}

/// The conservative rows' false positives by generator category (fp_rows), for the rows listed.
inline void print_false_positives(const verdict_data& d, const std::map<std::string, stats_row>& rows) {
  bool header = false;
  for (const auto& [key, f] : d.fp_rows) {
    const auto cut = key.rfind('/');
    if (!rows.count(key.substr(0, cut)) || f.negatives == 0) continue;
    if (!header) std::printf("\n%-38s %-9s %12s %12s %9s\n", "conservative: slug/name/type/N", "category", "disjoint",
                             "answered overlap", "FP rate"), header = true;
    std::printf("%-38s %-9s %12llu %12llu %8.2f%%\n", key.substr(0, cut).c_str(), key.substr(cut + 1).c_str(),
                (unsigned long long)f.negatives, (unsigned long long)f.false_positives,
                100.0 * double(f.false_positives) / double(f.negatives));
  }
}

/// classify: per implementation row "<slug>/<name>/<type>/<N>" the contract its answers kept,
/// then false positives and negatives by generator category. Returns the rows printed.
inline int print_classify(const std::map<std::string, stats_row>& classify) {
  std::map<std::string, stats_row> total;
  for (const auto& [key, r] : classify) add_row(total[key.substr(0, key.rfind('/'))], r);
  for (const auto& [row, t] : total) {
    std::printf("\nclassify %s: %s\n", row.c_str(), classify_verdict(t).c_str());
    std::printf("  %-9s %11s %11s %11s %11s %11s %11s %13s %13s\n", "category", "in domain", "disjoint",
                "FP within", "FP beyond", "FN within", "FN beyond", "representable", "max |D-R|/uS");
    for (const auto& [key, r] : classify) {
      const auto cut = key.rfind('/');
      if (key.substr(0, cut) != row) continue;
      const auto fn = r.disagreements - r.false_positives;
      std::printf("  %-9s %11llu %11llu %11llu %11llu %11llu %11llu %13llu %13.3g\n", key.substr(cut + 1).c_str(),
                  (unsigned long long)r.in_domain, (unsigned long long)r.negatives,
                  (unsigned long long)(r.false_positives - r.fp_beyond), (unsigned long long)r.fp_beyond,
                  (unsigned long long)(fn - r.fn_beyond), (unsigned long long)r.fn_beyond,
                  (unsigned long long)r.violations, r.max_ratio);
    }
  }
  if (!total.empty())
    std::printf("(FP/FN: answers of overlap/no overlap where the exact answer is the other; within: allowed by the\n"
                " rounding bound of the contract the claim names (|D-R| <= k*u*S + a*eta on an input where something\n"
                " rounds), so no error of a bounded test with that k; beyond: errors whatever the rounding;\n"
                " representable: wrong answers on inputs where every intermediate is representable, which no\n"
                " bounded contract allows; max |D-R|/uS: the largest (|D-R| - a*eta)/(u*S) among the wrong answers)\n");
  return static_cast<int>(total.size());
}

}  // namespace spherebox::ref
