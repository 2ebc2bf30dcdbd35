/// The report of one spherebox_bench run: a console reporter that also prints a heading per
/// suite and keeps every result, then writes results.csv, table.md and the chart data
/// (docs/performance.md shows them). Every ratio in them compares two results of this run.
#pragma once
#include <benchmark/benchmark.h>

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
};

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

  std::vector<std::string> order_;
  std::map<std::string, result> results_;
  std::string last_suite_;
};

}  // namespace spherebox::bench
