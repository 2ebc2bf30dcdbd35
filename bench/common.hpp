/// Shared pieces of spherebox_bench: the optimisation barrier, the catalogue that tags every
/// registered benchmark with its suite, method and parameter (the report reads it), and the
/// per-process settings. docs/performance.md describes the suites.
#pragma once
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>

namespace spherebox::bench {

/// Makes x opaque to the optimiser once per loop iteration: its value must exist in a
/// register here, and the compiler cannot reason about it afterwards. Placed in a timed loop
/// it also stops the loop from being vectorised (an asm statement cannot be widened), so each
/// test stays one scalar call. No memory clobber: the loads of the next pair are unaffected.
template <class T>
inline void keep(T& x) noexcept {
  asm volatile("" : "+r"(x));
}

/// What one benchmark measures, for the report (report.hpp).
struct entry {
  std::string suite;     ///< paper_sphere_aabb, paper_sphere_obb, peers, near_tangent,
                         ///< near_tangent_peers, batch, bandwidth
  std::string method;    ///< variant, kernel, peer or bandwidth reader
  std::string type;      ///< float or double
  int frequency = -1;    ///< overlap frequency in percent (paper and peers), else -1 (near-tangent too)
  std::size_t size = 0;  ///< boxes or pairs per call (batch and bandwidth), else tests per pass
  std::string form;      ///< batch: one_mask, one_indices, pairs_mask, pairs_indices
  double tests = 0;      ///< tests per benchmark iteration (ns/test = time / tests)
  std::string note;      ///< one line for the tables (e.g. a peer's precision)
  bool manual_time = false;  ///< timed by the benchmark itself (SetIterationTime), not per loop
};

/// Benchmark name -> entry, in registration order of the names.
inline std::map<std::string, entry>& catalogue() {
  static std::map<std::string, entry> c;
  return c;
}

/// Settings shared by the suites (main.cpp fills them from its own flags).
struct settings {
  std::size_t paper_tests = 2000000;  ///< pairs per overlap frequency (the paper's 2,000,000), and near-tangent pairs
  std::size_t check_aabb = 20000;     ///< candidates per set also classified by ref::oracle
  std::size_t check_obb = 500;        ///< the same for sphere-OBB (its oracle is slow)
};
inline settings& config() {
  static settings s;
  return s;
}

/// The overlap frequencies of the paper's Tables 1 and 2, in percent.
inline constexpr int paper_frequencies[] = {5, 25, 50, 75, 95};

/// Registers fn under name with its catalogue entry; returns the benchmark for options.
template <class Fn>
benchmark::internal::Benchmark* add(const std::string& name, const entry& e, Fn&& fn) {
  catalogue()[name] = e;
  return benchmark::RegisterBenchmark(name.c_str(), std::forward<Fn>(fn));
}

/// Registration hooks: each suite's translation unit appends one at static-initialisation
/// time; main.cpp runs them in order of `rank` (paper, near-tangent, peers, batch). Translation units of
/// peers that were not found are simply not compiled.
inline std::multimap<int, std::function<void()>>& hooks() {
  static std::multimap<int, std::function<void()>> h;
  return h;
}
struct register_suite {
  register_suite(int rank, std::function<void()> fn) { hooks().emplace(rank, std::move(fn)); }
};

/// Ranks: the order of suites in a run (and in the report).
inline constexpr int rank_paper_aabb = 10, rank_near_tangent = 15, rank_paper_obb = 20, rank_peers = 30,
                     rank_batch = 40;

}  // namespace spherebox::bench
