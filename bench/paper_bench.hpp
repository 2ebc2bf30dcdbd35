/// The timed loop of the paper protocol, shared by the library's single-pair variants and
/// the peers, on the paper sets and on the near-tangent set, and the correctness columns
/// measured on the same data (never timed).
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
#include <type_traits>
#include <utility>
#include <vector>

#include "common.hpp"
#include "near_tangent_data.hpp"
#include "paper_data.hpp"

namespace spherebox::bench {

/// The answers of one method on one set compared with the exact ones.
struct quality {
  std::size_t wrong = 0;            ///< answers that differ from the exact answer
  std::size_t false_positive = 0;   ///< separated pairs reported as overlapping
  std::size_t false_negative = 0;   ///< overlapping pairs reported as separated
  double fp_rate = 0;               ///< false_positive / separated pairs (the paper's "Error")
};

/// The data a single-pair benchmark runs on: the paper set of overlap frequency `percent`, or
/// the near-tangent set (sphere–AABB only) for percent == near_tangent.
template <class Pair>
const paper_set<Pair>& pair_data(int percent) {
  if constexpr (std::is_same_v<Pair, aabb_pair>)
    if (percent == near_tangent) return near_tangent_data();
  return paper_data<Pair>(percent);
}

/// The benchmark name of a method on that data: suite/method/percent, or suite/method.
inline std::string pair_name(const std::string& suite, const std::string& method, int percent) {
  return suite + "/" + method + (percent == near_tangent ? "" : "/" + std::to_string(percent));
}

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

/// For a variant with a filter (sphere_aabb::exact: filter() < 0 leaves the pair to the exact
/// fallback), the fraction of a set's pairs the filter leaves open; measured once per key,
/// untimed.
template <class V, class Pair>
double fallback_rate(const std::string& key, const paper_set<Pair>& d) {
  static std::map<std::string, double> cache;
  const auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  std::size_t open = 0;
  for (const auto& p : d.pairs) open += V::filter(p.s, p.b) < 0;
  return cache.emplace(key, static_cast<double>(open) / static_cast<double>(d.pairs.size())).first->second;
}

/// Registers variant V of the library on the data of kind Pair for `percent` (pair_data): the
/// paper set of that frequency, or the near-tangent set.
template <class V, class Pair>
void register_paper(const std::string& suite, int percent) {
  const std::string method(V::name);
  const std::string name = pair_name(suite, method, percent);
  const auto n = static_cast<double>(config().paper_tests);
  add(name, entry{suite, method, "float", percent, config().paper_tests, "", n, ""},
      [name, percent](benchmark::State& st) {
        const auto& d = pair_data<Pair>(percent);
        time_pairs(st, name, d, d.truth, [](const Pair& p) { return V::test(p.s, p.b); });
        if constexpr (requires(const Pair& p) { V::filter(p.s, p.b); })
          st.counters["fallback_rate"] = fallback_rate<V>(name, d);
      });
}

/// register_paper for every variant of Registry this CPU supports.
template <class Registry, class Pair>
void register_paper_all(const std::string& suite, int percent) {
  Registry::for_each([&](auto v) {
    using V = decltype(v);
    if (V::supported()) register_paper<V, Pair>(suite, percent);
  });
}

}  // namespace spherebox::bench
