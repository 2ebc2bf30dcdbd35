/// The timed loop of the paper protocol, shared by the library's single-pair variants and
/// the peers, and the correctness columns measured on the same data (never timed).
///
/// What the loop measures: the throughput of one inlined test per pair, over the 2,000,000
/// pairs of one set in order, the pairs being read from memory (40 bytes per sphere–AABB
/// pair, 76 per sphere–OBB pair). Each result is added to a count that keep() pins in a
/// register every iteration, so no test can be removed, hoisted or evaluated for several
/// pairs at once by vector instructions; independent tests still overlap in the CPU's
/// pipeline, as they would in any loop over many pairs. ns/test = CPU time per pass / pairs.
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "common.hpp"
#include "paper_data.hpp"

namespace spherebox::bench {

/// The answers of one method on one set compared with the exact ones.
struct quality {
  std::size_t wrong = 0;            ///< answers that differ from the exact answer
  std::size_t false_positive = 0;   ///< separated pairs reported as overlapping
  std::size_t false_negative = 0;   ///< overlapping pairs reported as separated
  double fp_rate = 0;               ///< false_positive / separated pairs (the paper's "Error")
};

/// The exact answers for the x,y projection of a sphere–AABB set (circle vs rectangle), for
/// peers that only answer the 2-D question. Cached per frequency.
inline const std::vector<std::uint8_t>& projected_truth(const paper_set<aabb_pair>& d) {
  static std::map<int, std::vector<std::uint8_t>> cache;
  auto& t = cache[d.percent];
  if (t.size() != d.pairs.size()) {
    tally decided;
    t.clear();
    t.reserve(d.pairs.size());
    for (const auto& p : d.pairs) {
      const ball<float, 2> c{{p.s.center[0], p.s.center[1]}, p.s.radius};
      const box<float, 2> r{{p.b.min[0], p.b.min[1]}, {p.b.max[0], p.b.max[1]}};
      t.push_back(classify<2>(c, r, decided));
    }
  }
  return t;
}

/// Runs `test` over a set once, untimed, and compares with `truth`; cached per key.
template <class Pair, class Test>
const quality& measure_quality(const std::string& key, const paper_set<Pair>& d,
                               const std::vector<std::uint8_t>& truth, Test& test) {
  static std::map<std::string, quality> cache;
  const auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  quality q;
  std::size_t separated = 0;
  for (std::size_t i = 0; i < d.pairs.size(); ++i) {
    const bool got = test(d.pairs[i]), want = truth[i] != 0;
    separated += !want;
    q.wrong += got != want;
    q.false_positive += got && !want;
    q.false_negative += !got && want;
  }
  q.fp_rate = separated ? static_cast<double>(q.false_positive) / static_cast<double>(separated) : 0.0;
  return cache.emplace(key, q).first->second;
}

/// The timed loop (see the file comment), then the correctness counters.
template <class Pair, class Test>
void time_pairs(benchmark::State& st, const std::string& key, const paper_set<Pair>& d,
                const std::vector<std::uint8_t>& truth, Test test) {
  const Pair* p = d.pairs.data();
  const std::size_t n = d.pairs.size();
  for (auto _ : st) {
    std::size_t hits = 0;
    for (std::size_t i = 0; i < n; ++i) {
      hits += test(p[i]) ? 1u : 0u;
      keep(hits);
    }
    benchmark::DoNotOptimize(hits);
  }
  st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations() * n));
  const quality& q = measure_quality(key, d, truth, test);
  st.counters["wrong"] = static_cast<double>(q.wrong);
  st.counters["false_pos"] = static_cast<double>(q.false_positive);
  st.counters["false_neg"] = static_cast<double>(q.false_negative);
  st.counters["fp_rate"] = q.fp_rate;
}

/// Registers variant V of the library on the paper data of kind Pair at one frequency.
template <class V, class Pair>
void register_paper(const std::string& suite, int percent) {
  const std::string method(V::name);
  const std::string name = suite + "/" + method + "/" + std::to_string(percent);
  const auto n = static_cast<double>(config().paper_tests);
  add(name, entry{suite, method, "float", percent, config().paper_tests, "", n, ""},
      [name, percent](benchmark::State& st) {
        const auto& d = paper_data<Pair>(percent);
        time_pairs(st, name, d, d.truth, [](const Pair& p) { return V::test(p.s, p.b); });
      });
}

}  // namespace spherebox::bench
