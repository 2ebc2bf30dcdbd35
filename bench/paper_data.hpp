/// The data of the 2007 paper's protocol (Larsson, Akenine-Möller, Lengyel, "On Faster
/// Sphere-Box Overlap Testing", journal of graphics tools 12(1), 2007, Tables 1 and 2):
/// n float sphere–box pairs (n = 2,000,000 by default) of which exactly round(f n / 100)
/// overlap, for an overlap frequency f in percent, in random order.
///
/// Generator (docs/performance.md, "The data"): a seeded std::mt19937_64 draws candidate
/// pairs from one fixed distribution; each is classified exactly; a candidate is kept while
/// its class still has room, so the overlapping pairs are the distribution's overlapping
/// pairs and the separated ones its separated pairs, whatever f is. Then a Fisher–Yates
/// shuffle. Every value comes from 24 random bits by float arithmetic, so the sets are the
/// same with any compiler and standard library.
///   sphere: centre uniform in [-1, 1]^3, radius uniform in [0.1, 0.7];
///   AABB:   centre o uniform in [-1, 1]^3, half extent h uniform in [0.1, 0.7] per axis,
///           min = fl(o - h), max = fl(o + h) (the box is exactly [min, max]);
///   OBB:    centre and half extents as the AABB's, axes from obb_from_quaternion of a
///           quaternion uniform in the unit 4-ball (a uniformly random rotation).
#pragma once
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <type_traits>
#include <utility>
#include <vector>

#include <spherebox/spherebox.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>
#include <spherebox_ref/sphere_obb/oracle.hpp>

#include "classify.hpp"
#include "common.hpp"

namespace spherebox::bench {

struct aabb_pair {
  ball<float, 3> s;
  box<float, 3> b;
};
struct obb_pair {
  ball<float, 3> s;
  obb<float, 3> b;
};

/// The generator's random source: floats on a 2^-24 grid, no library distribution.
class paper_rng {
 public:
  explicit paper_rng(std::uint64_t seed) : g_(seed) {}
  /// Uniform in [0, 1): 24 random bits times 2^-24 (exact).
  float unit() noexcept { return static_cast<float>(g_() >> 40) * 0x1p-24f; }
  float between(float lo, float hi) noexcept { return lo + (hi - lo) * unit(); }
  /// Uniform in [0, n) up to a bias below n / 2^64 (n <= 2^32 here: negligible).
  std::size_t below(std::size_t n) noexcept { return static_cast<std::size_t>(g_() % n); }

 private:
  std::mt19937_64 g_;
};

inline constexpr float paper_extent = 1.0f, paper_size_min = 0.1f, paper_size_max = 0.7f;

inline void draw(paper_rng& g, ball<float, 3>& s) noexcept {
  for (int i = 0; i < 3; ++i) s.center[i] = g.between(-paper_extent, paper_extent);
  s.radius = g.between(paper_size_min, paper_size_max);
}
inline void draw(paper_rng& g, aabb_pair& p) noexcept {
  for (int i = 0; i < 3; ++i) {
    const float o = g.between(-paper_extent, paper_extent);
    const float h = g.between(paper_size_min, paper_size_max);
    p.b.min[i] = o - h, p.b.max[i] = o + h;
  }
  draw(g, p.s);
}
inline void draw(paper_rng& g, obb_pair& p) noexcept {
  std::array<float, 3> centre{}, half{};
  for (int i = 0; i < 3; ++i) centre[i] = g.between(-paper_extent, paper_extent);
  for (int i = 0; i < 3; ++i) half[i] = g.between(paper_size_min, paper_size_max);
  std::array<float, 4> q{};
  double n2 = 0;
  do {  // uniform in the unit 4-ball (away from 0): a uniformly random rotation
    for (auto& x : q) x = g.between(-1.0f, 1.0f);
    n2 = 0;
    for (float x : q) n2 += static_cast<double>(x) * x;
  } while (n2 > 1.0 || n2 < 1.0 / 64);
  p.b = obb_from_quaternion<float>(centre, q, half);
  draw(g, p.s);
}

/// One data set and how it was made.
template <class Pair>
struct paper_set {
  int percent = -1;
  std::vector<Pair> pairs;
  std::vector<std::uint8_t> truth;  ///< exact answer per pair (1 = overlap)
  std::size_t candidates = 0;       ///< pairs drawn to fill both quotas
  tally decided;                    ///< how the classification was decided
  std::size_t cross_checked = 0;    ///< candidates also classified by ref::oracle alone
  double seconds = 0;
};

inline constexpr std::uint64_t paper_seed = 0x2007'5b0c'0000'0000ull;

/// The last step of making a set: a Fisher–Yates shuffle of the kept (pair, exact answer)
/// entries with the set's generator, then into set.pairs and set.truth.
template <class Pair>
void shuffle_into(paper_set<Pair>& set, std::vector<std::pair<Pair, bool>>& kept, paper_rng& g) {
  for (std::size_t i = kept.size(); i > 1; --i) std::swap(kept[i - 1], kept[g.below(i)]);
  set.pairs.reserve(kept.size());
  set.truth.reserve(kept.size());
  for (const auto& [p, o] : kept) set.pairs.push_back(p), set.truth.push_back(o);
}

/// Builds the set for overlap frequency `percent`. Stops the program if the filtered
/// classification ever disagrees with ref::oracle on the cross-checked candidates.
template <class Pair>
paper_set<Pair> make_paper_set(int percent, std::size_t n, std::size_t check) {
  const bool is_obb = std::is_same_v<Pair, obb_pair>;
  paper_rng g(paper_seed + (is_obb ? 1000u : 0u) + static_cast<std::uint64_t>(percent));
  paper_set<Pair> set;
  set.percent = percent;
  const std::size_t want_hit = (n * static_cast<std::size_t>(percent) + 50) / 100, want_miss = n - want_hit;
  std::size_t hit = 0, miss = 0;
  std::vector<std::pair<Pair, bool>> kept;
  kept.reserve(n);
  while (hit < want_hit || miss < want_miss) {
    Pair p;
    draw(g, p);
    ++set.candidates;
    const bool o = classify(p.s, p.b, set.decided);
    if (set.cross_checked < check) {
      ++set.cross_checked;
      if (o != exact_answer(p.s, p.b)) {
        std::fprintf(stderr, "paper data: the filtered classification disagrees with ref::oracle\n");
        std::abort();
      }
    }
    if (o ? hit < want_hit : miss < want_miss) {
      kept.emplace_back(p, o);
      ++(o ? hit : miss);
    }
  }
  shuffle_into(set, kept, g);
  return set;
}

/// A log of every set made in this run (the report prints it).
struct set_log {
  const char* slug;
  int percent;  ///< overlap frequency; -1 for a set without one (the near-tangent set)
  std::size_t pairs, overlapping, candidates, by_filter, by_oracle, checked;
  double seconds;
  std::size_t tangent = npos;  ///< pairs with D == R exactly, where counted
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
};
inline std::vector<set_log>& made_sets() {
  static std::vector<set_log> log;
  return log;
}

/// Logs a set just made (made_sets(), and one line on stderr that ci/bench shows).
template <class Pair>
void log_set(const char* what, const char* slug, const paper_set<Pair>& s, std::size_t tangent = set_log::npos) {
  std::size_t overlapping = 0;
  for (auto t : s.truth) overlapping += t;
  made_sets().push_back({slug, s.percent, s.pairs.size(), overlapping, s.candidates, s.decided.by_filter,
                         s.decided.by_oracle, s.cross_checked, s.seconds, tangent});
  std::fprintf(stderr, "%s %s", what, slug);
  if (s.percent >= 0) std::fprintf(stderr, " %d%%", s.percent);
  std::fprintf(stderr, ": %zu pairs (%zu overlap) from %zu candidates; %zu decided by the filter, %zu by ref::oracle; "
               "%zu cross-checked with ref::oracle; %.1f s\n", s.pairs.size(), overlapping, s.candidates,
               s.decided.by_filter, s.decided.by_oracle, s.cross_checked, s.seconds);
}

/// The set for `percent`, kept until a set of another frequency is asked for (one set of
/// each kind in memory: 80 MB for AABB pairs, 152 MB for OBB pairs).
template <class Pair>
const paper_set<Pair>& paper_data(int percent) {
  static std::unique_ptr<paper_set<Pair>> slot;
  if (!slot || slot->percent != percent) {
    slot.reset();
    const auto start = std::chrono::steady_clock::now();
    const bool is_obb = std::is_same_v<Pair, obb_pair>;
    const auto& cfg = config();
    slot = std::make_unique<paper_set<Pair>>(
        make_paper_set<Pair>(percent, cfg.paper_tests, is_obb ? cfg.check_obb : cfg.check_aabb));
    slot->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    log_set("paper data", is_obb ? "sphere_obb" : "sphere_aabb", *slot);
  }
  return *slot;
}

}  // namespace spherebox::bench
