// The verdict table: adds up the counter files the drivers wrote ($SPHEREBOX_STATS_FILE),
// prints one row per (slug, variant, type, dimension), and fails when any row has a
// violation or when a variant the registries list was never exercised. With --proofs, the
// results ci/prove wrote (BUILD/prove/results.tsv) give each row its proof column. With --json,
// the same data (and each bounded row's ratio histogram, the conservative rows' false positives
// and the exact variants' fallbacks by generator category) is also written to OUT.json, for
// ci/verify's report.
// With --slugs, it prints the registry's fuzz targets and slugs instead (target=slug a line).
// With --partial (an interrupted campaign, ci/verify), the rows of what ran: the variants not
// reached are counted, not listed, and the last line is the count of rows with violations, no
// PASS (exit status 1 only for a violation).
//   usage: spherebox_verdict [--proofs RESULTS.tsv] [--json OUT.json] [--partial] FILE... | --slugs
#include <spherebox_ref/registries.hpp>
#include <spherebox_ref/core/contract_check.hpp>
#include <spherebox_ref/core/stats.hpp>
#include <spherebox_ref/core/supported.hpp>
#include <spherebox_ref/core/verdict.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {
using spherebox::ref::stats_row;

/// One checked claim from ci/prove's results: slug, variant, claim, tool, file, formats,
/// expect, ok|FAILED, seconds (TAB-separated; formal/claims.md).
struct proof_row {
  std::string slug, variant, claim, tool, formats, expect;
  bool ok = false;
};

std::vector<proof_row> read_proofs(const std::string& path) {
  std::vector<proof_row> out;
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "spherebox_verdict: cannot read %s\n", path.c_str());
    std::exit(2);
  }
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> cells;
    std::istringstream ls(line);
    for (std::string cell; std::getline(ls, cell, '\t');) cells.push_back(cell);
    if (cells.size() < 8) continue;
    out.push_back({cells[0], cells[1], cells[2], cells[3], cells[5], cells[6], cells[7] == "ok"});
  }
  return out;
}

/// Whether a claim's formats cell covers dimension N: a cell may restrict the claim with
/// "N=2,3" after the formats ("binary32,binary64 N=3"); without it the claim holds for every N.
bool covers_dims(const std::string& formats, const std::string& n) {
  const auto at = formats.find("N=");
  if (at == std::string::npos) return true;
  std::istringstream ns(formats.substr(at + 2));
  for (std::string d; std::getline(ns, d, ',');)
    if (d.substr(0, d.find_first_of(" \t")) == n) return true;
  return false;
}

/// The proof column of a verdict row "slug/variant/type/N": "proved (a), binary32" when a
/// checked claim states a clause of the variant's contract (its claim text starts "contract",
/// the clause in parentheses) for that format or every format; "partly proved" when checked
/// lemmas or bounds about it exist (a part of the domain, a relative part of a bound); "small
/// formats" when only the exhaustive small-format runs speak about it; each followed by "; open:
/// formal/claims_not_proved.tsv" when a row of tool none states a clause (or part of the
/// domain) of this row that is not proved, and why (a claim restricted to
/// some dimensions, "N=3" in its formats cell, speaks only about those rows); "tested only" otherwise;
/// "PROOF FAILED" when one of its claims failed in ci/prove. A claim row names one variant or a
/// comma-separated list.
std::string proof_column(const std::vector<proof_row>& proofs, const std::string& key) {
  std::istringstream ks(key);
  std::string slug, variant, type, dims;
  std::getline(ks, slug, '/'), std::getline(ks, variant, '/'), std::getline(ks, type, '/'), std::getline(ks, dims);
  const std::string format = type == "float" ? "binary32" : type == "double" ? "binary64" : type;
  bool part = false, small = false, failed = false, open = false;
  std::string clauses;
  for (const auto& p : proofs) {
    bool named = false;
    std::istringstream vs(p.variant);
    for (std::string v; std::getline(vs, v, ',');) named = named || v == variant;
    if (p.slug != slug || !named || !covers_dims(p.formats, dims)) continue;
    if (p.expect == "fails" || p.expect == "sat") continue;  // negative controls speak of wrong forms
    if (p.tool == "none") {  // a clause stated as not proved, with the reason in formal/
      open = open || p.formats == "all" || p.formats.find(format) != std::string::npos;
      continue;
    }
    if (!p.ok) { failed = true; continue; }
    const bool covers = p.formats == "all" || p.formats.find(format) != std::string::npos;
    if (p.tool == "tie") small = small || p.claim.find("exhaustive") != std::string::npos;
    else if (covers && p.claim.rfind("contract", 0) == 0) {
      const auto open = p.claim.find('('), close = p.claim.find(')');
      const std::string clause = open < close && close != std::string::npos ? p.claim.substr(open, close - open + 1) : "";
      if (clauses.find(clause) == std::string::npos) clauses += clauses.empty() ? clause : " " + clause;
    } else if (covers) part = true;
  }
  if (failed) return "PROOF FAILED";
  const std::string why = open ? "; open: formal/claims_not_proved.tsv" : "";
  if (!clauses.empty()) return "proved " + clauses + ", " + format + why;
  if (part) return (small ? "partly proved, small formats" : "partly proved") + why;
  return (small ? "small formats" : "tested only") + why;
}

std::vector<std::string> expected_rows() {
  std::vector<std::string> keys;
  spherebox::ref::for_each_slug([&](std::string_view, auto entry) {
    const std::string slug(decltype(entry)::slug);
    using Entry = decltype(entry);
    Entry::registry::for_each([&](auto tag) {
      using V = decltype(tag);
      // Expected from the variant's declared instruction set, not its own supported(): a
      // variant that wrongly says it cannot run here is then a row NOT EXERCISED.
      if (!spherebox::ref::expected_supported<V>()) return;
      // One row per value type the slug's cases have (float and double, or an integer type).
      auto add = [&](auto t, auto n) {
        using Case = typename Entry::template case_type<decltype(t), decltype(n)::value>;
        const std::string key = slug + "/" + std::string(V::name) + "/" +
                                spherebox::ref::type_name<typename Case::value_type>() + "/" + std::to_string(Case::dims);
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
      };
      using two = std::integral_constant<int, 2>;
      using three = std::integral_constant<int, 3>;
      add(float{}, two{}), add(float{}, three{}), add(double{}, two{}), add(double{}, three{});
    });
  });
  return keys;
}

/// The per-category rows ("fallback/..." or "fp/..." keys, the category last) as JSON objects.
void json_by_category(std::FILE* f, const char* name, const std::map<std::string, stats_row>& rows, bool filter) {
  std::fprintf(f, "  \"%s\": [", name);
  const char* sep = "";
  for (const auto& [key, r] : rows) {
    const auto cut = key.rfind('/');
    std::fprintf(f, "%s\n    {\"key\": \"%s\", \"category\": \"%s\", ", sep, key.substr(0, cut).c_str(),
                 key.substr(cut + 1).c_str());
    if (filter) std::fprintf(f, "\"filtered\": %llu, \"fallbacks\": %llu}", (unsigned long long)r.filtered,
                             (unsigned long long)r.fallbacks);
    else std::fprintf(f, "\"negatives\": %llu, \"false_positives\": %llu}", (unsigned long long)r.negatives,
                      (unsigned long long)r.false_positives);
    sep = ",";
  }
  std::fprintf(f, "\n  ],\n");
}
}  // namespace

int main(int argc, char** argv) {
  spherebox::ref::verdict_data data;
  std::vector<proof_row> proofs;
  bool have_proofs = false;
  std::string json;
  bool partial = false;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--slugs") {
      // The registry's fuzz targets and slugs, one "target=slug" a line (the slug_list test).
      spherebox::ref::for_each_slug([](std::string_view target, auto entry) {
        std::printf("%.*s=%.*s\n", int(target.size()), target.data(), int(decltype(entry)::slug.size()),
                    decltype(entry)::slug.data());
      });
      return 0;
    }
    if (std::string(argv[i]) == "--proofs" && i + 1 < argc) {
      proofs = read_proofs(argv[++i]);
      have_proofs = true;
      continue;
    }
    if (std::string(argv[i]) == "--partial") {
      partial = true;
      continue;
    }
    if (std::string(argv[i]) == "--json" && i + 1 < argc) {
      json = argv[++i];
      continue;
    }
    spherebox::ref::read_stats(argv[i], data);
  }
  auto& rows = data.rows;
  const auto& filters = data.filters;
  const auto& fp_rows = data.fp_rows;
  const int bad = spherebox::ref::print_verdict_rows(
      rows, have_proofs ? std::function<std::string(const std::string&)>(
                              [&](const std::string& key) { return proof_column(proofs, key); })
                        : nullptr);
  if (!filters.empty()) {
    // The filtered (exact) variants: how often each generator category sends a case past the
    // floating-point filter to the exact fallback.
    std::printf("\n%-44s %-9s %12s %12s %9s\n", "exact variants: slug/variant/type/N", "category", "in domain",
                "fallbacks", "rate");
    for (const auto& [key, f] : filters) {
      const auto cut = key.rfind('/');
      std::printf("%-44s %-9s %12llu %12llu %8.3f%%\n", key.substr(0, cut).c_str(), key.substr(cut + 1).c_str(),
                  (unsigned long long)f.filtered, (unsigned long long)f.fallbacks,
                  f.filtered ? 100.0 * double(f.fallbacks) / double(f.filtered) : 0.0);
    }
    std::printf("(fallbacks: in-domain cases the filter's error bound could not decide, answered by the exact\n"
                " integer sum; every answer of these variants is judged in the table above)\n\n");
  }
  int missing = 0;
  std::string missing_json;
  for (const auto& k : expected_rows())
    if (!rows.count(k) || rows[k].in_domain == 0) {
      if (!partial) std::printf("NOT EXERCISED: %s (no in-domain case reached it)\n", k.c_str());
      missing_json += (missing++ ? ", \"" : "\"") + k + "\"";
    }
  if (!json.empty()) {
    std::FILE* f = std::fopen(json.c_str(), "w");
    if (!f) {
      std::fprintf(stderr, "spherebox_verdict: cannot write %s\n", json.c_str());
      return 2;
    }
    // Keys, contracts and proof texts hold no quote or backslash: written as they are.
    std::fprintf(f, "{\n  \"verdict\": \"%s\",\n  \"have_proofs\": %s,\n", bad || missing ? "FAIL" : "PASS",
                 have_proofs ? "true" : "false");
    std::fprintf(f, "  \"ratio_buckets\": \"bucket 0: below 2^-11; bucket j: [2^(j-12), 2^(j-11)); 19: from 2^7\",\n");
    std::fprintf(f, "  \"rows\": [");
    const char* sep = "";
    for (const auto& [key, r] : rows) {
      std::string hist;
      for (auto n : r.ratio_hist) hist += (hist.empty() ? "" : ", ") + std::to_string(n);
      std::fprintf(f, "%s\n    {\"key\": \"%s\", \"contract\": \"%s\", \"cases\": %llu, \"in_domain\": %llu, "
                   "\"negatives\": %llu, \"disagreements\": %llu, \"violations\": %llu, \"false_positives\": %llu, "
                   "\"max_ratio\": %.6g, \"bound_k\": %d, \"ratio_hist\": [%s], \"proof\": \"%s\"}",
                   sep, key.c_str(), r.contract.c_str(), (unsigned long long)r.cases, (unsigned long long)r.in_domain,
                   (unsigned long long)r.negatives, (unsigned long long)r.disagreements,
                   (unsigned long long)r.violations, (unsigned long long)r.false_positives, r.max_ratio, r.bound_k,
                   hist.c_str(), have_proofs ? proof_column(proofs, key).c_str() : "");
      sep = ",";
    }
    std::fprintf(f, "\n  ],\n");
    json_by_category(f, "fallbacks", filters, true);
    json_by_category(f, "false_positives_by_category", fp_rows, false);
    std::fprintf(f, "  \"not_exercised\": [%s]\n}\n", missing_json.c_str());
    std::fclose(f);
  }
  if (partial) {
    std::printf("partial verdict, of what ran before the interruption: %zu rows exercised, %d with violations "
                "(%d rows not reached)\n", rows.size(), bad, missing);
    return bad ? 1 : 0;
  }
  if (bad || missing) {
    std::printf("verdict: FAIL (%d row(s) with violations, %d row(s) not exercised)\n", bad, missing);
    return 1;
  }
  std::printf("verdict: PASS (%zu rows, zero violations)\n", rows.size());
  return 0;
}
