// The report judges a target only from figures that can judge it (report.hpp): at least
// min_repetitions repetitions with a spread (stddev / mean) at most max_spread, and a
// streaming fraction of at most 100 %. Fed here with hand-made Google Benchmark runs; the
// process fails on the first check that does not hold.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "report.hpp"

namespace sb = spherebox::bench;
namespace {

int failures = 0;
void expect(bool ok, const std::string& what) {
  if (!ok) std::printf("FAILED: %s\n", what.c_str()), ++failures;
}
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

sb::result figure(int repetitions, double spread) {
  sb::result r;
  r.e.method = "kernel", r.e.frequency = 5, r.ns_per_test = 1, r.repetitions = repetitions, r.spread = spread;
  return r;
}

/// One aggregate run of the benchmark "report_test/x": cpu_s seconds per iteration.
benchmark::BenchmarkReporter::Run aggregate(const char* name, double cpu_s) {
  benchmark::BenchmarkReporter::Run r;
  r.run_name.function_name = "report_test/x";
  r.run_type = benchmark::BenchmarkReporter::Run::RT_Aggregate;
  r.aggregate_name = name;
  r.iterations = 1, r.repetitions = 3, r.time_unit = benchmark::kNanosecond;
  r.real_accumulated_time = r.cpu_accumulated_time = cpu_s;
  return r;
}

}  // namespace

int main() {
  // The judgement of a target from its figures.
  const auto good = figure(3, 0.02), one = figure(1, -1), noisy = figure(3, 0.20);
  expect(sb::judged(true, {&good}) == "**met**", "3 repetitions, 2 % spread, met: " + sb::judged(true, {&good}));
  expect(sb::judged(false, {&good}) == "**NOT met**", "3 repetitions, 2 % spread, not met");
  expect(has(sb::judged(true, {&good, &one}), "cannot judge") && has(sb::judged(true, {&one}), "1 repetition"),
         "one repetition judges nothing: " + sb::judged(true, {&one}));
  expect(has(sb::judged(false, {&noisy}), "cannot judge") && has(sb::judged(false, {&noisy}), "spread 20.0 %"),
         "a 20 % spread judges nothing: " + sb::judged(false, {&noisy}));
  expect(has(sb::judged(true, {&good}, "the fraction 149 % is above 100 %"), "cannot judge"),
         "another reason (a fraction above 100 %) judges nothing");
  const auto edge = figure(3, sb::max_spread);
  expect(sb::judged(true, {&edge}) == "**met**", "a spread of exactly the limit still judges");

  // The spread of a figure is read from the mean and stddev aggregates of its repetitions.
  sb::catalogue()["report_test/x"] = sb::entry{"paper_sphere_aabb", "kernel", "float", 5, 0, "", 1, "", false};
  benchmark::BenchmarkReporter::Run med = aggregate("median", 2e-9), mean = aggregate("mean", 2e-9),
                                    sd = aggregate("stddev", 0.1e-9);
  std::ostringstream console, errors;
  sb::collector c(benchmark::ConsoleReporter::OO_None);
  c.SetOutputStream(&console), c.SetErrorStream(&errors);
  c.ReportRuns({mean, med, sd});
  const auto dir = std::filesystem::temp_directory_path() / "spherebox_report_test";
  std::filesystem::create_directories(dir);
  c.write(dir.string(), sb::run_info{});
  std::ifstream csv(dir / "results.csv");
  std::string header, row;
  std::getline(csv, header), std::getline(csv, row);
  expect(has(header, ",repetitions,spread,") && has(row, ",3,0.0500,"), "results.csv holds repetitions 3 and spread 0.05: " + row);
  std::ifstream md(dir / "table.md");
  const std::string table((std::istreambuf_iterator<char>(md)), std::istreambuf_iterator<char>());
  expect(has(table, "2.00 ±5.0 %"), "the table shows the figure with its spread");
  std::filesystem::remove_all(dir);
  std::printf("%s: %d failure(s)\n", failures ? "FAILED" : "passed", failures);
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
