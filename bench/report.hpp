/// The report of one spherebox_bench run: a console reporter that also prints a heading per
/// suite and keeps every result, then writes results.csv, table.md and the chart data
/// (docs/performance.md shows them). Every ratio in them compares two results of this run.
#pragma once
#include <benchmark/benchmark.h>

#include <initializer_list>
#include <map>
#include <string>
#include <vector>

#include "common.hpp"

namespace spherebox::bench {

/// One benchmark's outcome (the median over repetitions when there are several).
struct result {
  entry e;
  double ns_per_test = 0;
  double bytes_per_second = 0;
  std::map<std::string, double> counters;
  bool median = false;
  int repetitions = 1;  ///< how many repetitions the figure summarises
  double spread = -1;   ///< stddev / mean of ns per test over the repetitions; -1: unknown (one)
  /// A streaming row's paired_fraction (kernel bytes/s over its paired reader's, measured pass
  /// by pass): stddev / mean over the repetitions, the spread of the fraction itself; -1:
  /// unknown (one repetition, or no such counter).
  double fraction_spread = -1;
};

/// Largest spread (stddev / mean over the repetitions) at which a figure may judge a target.
inline constexpr double max_spread = 0.05;
/// Fewest repetitions whose spread is worth stating: with fewer, a figure judges nothing.
inline constexpr int min_repetitions = 3;

/// Why r cannot judge a target (one repetition, or a spread above max_spread); empty if it can.
std::string cannot_judge(const result& r);
/// "met" / "NOT met" (bold) for a target computed from the figures `used`, or "cannot judge:
/// <reasons>" when any of them cannot (cannot_judge) or `extra` names another reason.
std::string judged(bool met, const std::vector<const result*>& used, const std::string& extra = "");

/// What the run was: written at the top of table.md.
struct run_info {
  std::string cpu, compiler, flags, started, load_before, load_after;
  int cores = 0;
};

class collector : public benchmark::ConsoleReporter {
 public:
  explicit collector(OutputOptions options) : ConsoleReporter(options) {}
  void ReportRuns(const std::vector<Run>& runs) override;
  /// Writes dir/results.csv, dir/table.md and dir/<suite>.dat (chart data).
  void write(const std::string& dir, const run_info& info) const;

 private:
  const result* find(const std::string& suite, const std::string& method, const std::string& type, int frequency,
                     std::size_t size, const std::string& form) const;
  double ratio(const result& r, std::string* to) const;
  double bandwidth_fraction(const result& r) const;
  /// The figures a streaming row's fraction rests on (into used: none for a paired fraction,
  /// else the kernel row and the standalone read rows) and a reason it cannot judge (empty if
  /// none): a fraction above 100 %, or a paired fraction's own spread (or too few repetitions).
  std::string streaming_basis(const result& r, std::vector<const result*>& used) const;
  /// "84.20 % ±1.3 %": a streaming row's fraction with the spread of the paired fraction.
  std::string fraction_text(const result& r) const;
  void write_csv(const std::string& path) const;
  void write_table(const std::string& path, const run_info& info) const;
  void write_chart(const std::string& path, const std::string& suite) const;
  const result* fastest_approximate(const std::string& suite, int frequency) const;
  void paper_table(std::string& md, const std::string& suite, const std::string& title) const;
  void peer_table(std::string& md) const;
  void near_tangent_table(std::string& md) const;
  void batch_table(std::string& md, const std::string& type) const;
  void targets(std::string& md, const run_info& info) const;
  void exact_targets(std::string& md) const;
  void pair_targets(std::string& md) const;

  std::vector<std::string> order_;
  std::map<std::string, result> results_;
  std::string last_suite_;
};

}  // namespace spherebox::bench
