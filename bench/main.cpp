// spherebox_bench: the paper protocol (Tables 1 and 2), the near-tangent data set, the peers,
// the batch kernels and the read bandwidth, side by side in one run. docs/performance.md
// describes every suite.
//
// Own flags (removed before Google Benchmark parses the rest):
//   --report_dir=DIR     write DIR/results.csv, DIR/table.md and the chart data at the end
//   --paper_tests=N      pairs per overlap frequency and in the near-tangent set (default
//                        2000000, the paper's count)
//   --check_aabb=N       sphere–AABB candidates per set also classified by ref::oracle alone
//   --check_obb=N        the same for sphere–OBB (default 500: that oracle is slow)
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <unistd.h>

#include "common.hpp"
#include "report.hpp"

#ifndef SPHEREBOX_BENCH_FLAGS
#define SPHEREBOX_BENCH_FLAGS "unknown"
#endif

namespace {

using namespace spherebox::bench;

std::string first_line_with(const char* path, const char* key) {
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(key, 0) == 0) {
      const auto colon = line.find(':');
      return colon == std::string::npos ? line : line.substr(line.find_first_not_of(" \t", colon + 1));
    }
  return "unknown";
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five;
  in >> one >> five;
  return one.empty() ? "unknown" : one + " (1 min), " + five + " (5 min)";
}

/// The core clock in GHz, from a chain of dependent integer additions (one per cycle on
/// x86-64), timed for about 0.2 s; 0 where not measured.
double measure_ghz() {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  const std::uint64_t rounds = 100000000;
  std::uint64_t x = 0;
  auto now = [] {  // this thread's CPU time: not inflated when another process takes the core
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
  };
  const double t0 = now();
  for (std::uint64_t i = 0; i < rounds; ++i) asm volatile("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0" : "+r"(x));
  return 4.0 * static_cast<double>(rounds) / (now() - t0) / 1e9;
#else
  return 0;
#endif
}

run_info describe() {
  run_info info;
  info.cpu = first_line_with("/proc/cpuinfo", "model name") + " (family " + first_line_with("/proc/cpuinfo", "cpu family") +
             ", model " + first_line_with("/proc/cpuinfo", "model\t") + ")";
  const double ghz = measure_ghz();
  if (ghz > 0) {
    char buf[64];
    std::snprintf(buf, sizeof buf, ", running at about %.2f GHz (measured at start)", ghz);
    info.cpu += buf;
  }
  info.cores = static_cast<int>(std::thread::hardware_concurrency());
#if defined(__clang__)
  info.compiler = std::string("clang++ ") + __clang_version__;
  while (!info.compiler.empty() && info.compiler.back() == ' ') info.compiler.pop_back();
#elif defined(__GNUC__)
  info.compiler = std::string("g++ ") + __VERSION__;
#endif
  info.flags = SPHEREBOX_BENCH_FLAGS;
  const std::time_t now = std::time(nullptr);
  char buf[64];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", std::gmtime(&now));
  info.started = buf;
  info.load_before = load_average();
  return info;
}

/// Takes --name=value from argv (removing it); true when found.
bool take(int& argc, char** argv, const char* name, std::string& value) {
  const std::size_t len = std::strlen(name);
  for (int i = 1; i < argc; ++i)
    if (std::strncmp(argv[i], name, len) == 0 && argv[i][len] == '=') {
      value = argv[i] + len + 1;
      for (int j = i; j + 1 < argc; ++j) argv[j] = argv[j + 1];
      --argc;
      return true;
    }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir, v;
  take(argc, argv, "--report_dir", dir);
  if (take(argc, argv, "--paper_tests", v)) config().paper_tests = std::strtoull(v.c_str(), nullptr, 10);
  if (take(argc, argv, "--check_aabb", v)) config().check_aabb = std::strtoull(v.c_str(), nullptr, 10);
  if (take(argc, argv, "--check_obb", v)) config().check_obb = std::strtoull(v.c_str(), nullptr, 10);
  // A custom display reporter does not read --benchmark_color: colour only on a terminal and
  // unless that flag says false.
  bool colour = isatty(STDOUT_FILENO) != 0;
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--benchmark_color=false") == 0) colour = false;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;

  if (!dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
      std::fprintf(stderr, "spherebox_bench: cannot create %s: %s\n", dir.c_str(), ec.message().c_str());
      return 1;
    }
  }
  run_info info = describe();
  for (const auto& [rank, fn] : hooks()) fn();
  collector report(colour ? benchmark::ConsoleReporter::OO_ColorTabular : benchmark::ConsoleReporter::OO_Tabular);
  benchmark::RunSpecifiedBenchmarks(&report);
  benchmark::Shutdown();
  info.load_after = load_average();
  if (!dir.empty()) {
    try {
      report.write(dir, info);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "spherebox_bench: %s\n", e.what());
      return 1;
    }
    std::fprintf(stderr, "spherebox_bench: wrote %s/results.csv and %s/table.md\n", dir.c_str(), dir.c_str());
  }
  return 0;
}
