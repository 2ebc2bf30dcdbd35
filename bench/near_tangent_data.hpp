/// The near-tangent data set: n float sphere–AABB pairs (n = 2,000,000 by default, the paper
/// sets' count and pair layout) whose ball touches its box to within a few float ulps of the
/// radius, the place where float tests go wrong. docs/performance.md ("The data") states it.
///
/// Construction, from the paper's distribution (paper_data.hpp), with its own seed:
///   - round(n / 8) pairs are exact tangencies, face contacts: a paper pair whose centre is
///     put in the box's slab on two axes (uniform in [min, max]) and at distance r from a face
///     (min or max, chosen at random) on the third, with r redrawn from the paper's radius
///     distribution until face ± r is a float, so that the gap is exactly r: D == R;
///   - every other pair is a paper pair with its centre outside its box (redrawn otherwise),
///     whose radius is set to the float nearest the exact distance (ties to the lower),
///     then moved by k ulps, k uniform in -4..+4 (k = 0 keeps the nearest float).
/// Every pair's exact answer is ref::oracle's (exact integers); each exact tangency is
/// checked to have D == R (else the program stops). Then a Fisher–Yates shuffle. The exact
/// answers are 1 for the tangencies and for k > 0, 0 for k < 0 and either for k = 0: a little
/// over half of the pairs overlap.
#pragma once
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

#include <spherebox_ref/sphere_aabb/build.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>

#include "common.hpp"
#include "paper_data.hpp"

namespace spherebox::bench {

/// The `percent` of the near-tangent set (it has no overlap frequency of its own).
inline constexpr int near_tangent = -1;
inline constexpr std::size_t near_tangent_every = 8;  ///< one pair in 8 is an exact tangency
inline constexpr int near_tangent_ulps = 4;           ///< the other radii move by -4..+4 ulps
inline constexpr std::uint64_t near_tangent_seed = paper_seed + 5000;

/// The oracle's exact squared distance from the ball's centre to the box (radius ignored), in
/// units of 2^(-2 grid_bits) (ref::exact_compare).
[[nodiscard]] inline ref::integer exact_squared_distance(const aabb_pair& p) {
  ref::sphere_aabb_case<float, 3> c{p.s, p.b};
  c.s.radius = 0;
  return ref::oracle(c)->d;
}

/// The float nearest sqrt(D) for D = d * 2^(-2 grid_bits), d > 0; ties to the lower. Starts
/// within an ulp (a double square root of D's leading bits) and steps to a neighbour while it
/// is nearer, which compares the midpoint m of the two floats with sqrt(D) exactly: on the grid
/// 2m is A + B (A, B the floats' grid integers), and m < sqrt(D) exactly when (A + B)^2 < 4 d.
[[nodiscard]] inline float nearest_root(const ref::integer& d) {
  auto below_root = [&](float a, float b) {  // the midpoint of a and b is below sqrt(D)
    const ref::integer twice = ref::on_grid(a) + ref::on_grid(b);
    return twice * twice < 4 * d;
  };
  constexpr float inf = std::numeric_limits<float>::infinity();
  float r = static_cast<float>(std::sqrt(ref::approx(d, 2 * ref::grid_bits<float>)));
  while (below_root(r, std::nextafter(r, inf))) r = std::nextafter(r, inf);
  while (r > 0 && !below_root(std::nextafter(r, 0.0f), r)) r = std::nextafter(r, 0.0f);
  return r;
}

/// An exact face contact (see the file comment); `drawn` counts the paper pairs drawn.
[[nodiscard]] inline aabb_pair face_contact(paper_rng& g, std::size_t& drawn) {
  aabb_pair p;
  draw(g, p);
  ++drawn;
  const int axis = static_cast<int>(g.below(3));
  const bool above = g.below(2) != 0;
  for (int i = 0; i < 3; ++i)
    if (i != axis) p.s.center[i] = std::clamp(g.between(p.b.min[i], p.b.max[i]), p.b.min[i], p.b.max[i]);
  const double face = above ? p.b.max[axis] : p.b.min[axis];
  for (;;) {  // face ± r is exact in double (two floats within 2^29 of each other's scale)
    const double c = above ? face + p.s.radius : face - p.s.radius;
    if (static_cast<double>(static_cast<float>(c)) == c) {
      p.s.center[axis] = static_cast<float>(c);
      return p;
    }
    p.s.radius = g.between(paper_size_min, paper_size_max);
  }
}

/// Builds the near-tangent set of n pairs; `tangent` receives the number of pairs with
/// D == R exactly (the face contacts, and any k = 0 radius that equals the distance).
[[nodiscard]] inline paper_set<aabb_pair> make_near_tangent_set(std::size_t n, std::size_t& tangent) {
  paper_rng g(near_tangent_seed);
  paper_set<aabb_pair> set;
  set.percent = near_tangent;
  const std::size_t contacts = (n + near_tangent_every / 2) / near_tangent_every;
  std::vector<std::pair<aabb_pair, bool>> kept;
  kept.reserve(n);
  tangent = 0;
  for (std::size_t j = 0; j < n; ++j) {
    aabb_pair p;
    ref::integer d;
    if (j < contacts) {
      p = face_contact(g, set.candidates);
      d = exact_squared_distance(p);
    } else {
      do {
        draw(g, p);
        ++set.candidates;
        d = exact_squared_distance(p);
      } while (d == 0);  // the centre is in the box: no tangency to aim at
      const int k = static_cast<int>(g.below(2 * near_tangent_ulps + 1)) - near_tangent_ulps;
      p.s.radius = ref::nudge_ulps(nearest_root(d), k);
    }
    const ref::integer r = ref::on_grid(p.s.radius), r2 = r * r;
    if (j < contacts && d != r2) {
      std::fprintf(stderr, "near-tangent data: a face contact is not exactly tangent\n");
      std::abort();
    }
    tangent += d == r2;
    ++set.decided.by_oracle;
    ++set.cross_checked;
    kept.emplace_back(p, d <= r2);
  }
  shuffle_into(set, kept, g);
  return set;
}

/// The near-tangent set of config().paper_tests pairs, made on first use and kept.
[[nodiscard]] inline const paper_set<aabb_pair>& near_tangent_data() {
  static std::unique_ptr<paper_set<aabb_pair>> slot;
  if (!slot) {
    const auto start = std::chrono::steady_clock::now();
    std::size_t tangent = 0;
    slot = std::make_unique<paper_set<aabb_pair>>(make_near_tangent_set(config().paper_tests, tangent));
    slot->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    log_set("near-tangent data", "sphere_aabb", *slot, tangent);
  }
  return *slot;
}

}  // namespace spherebox::bench
