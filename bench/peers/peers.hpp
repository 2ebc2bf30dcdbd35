/// Peer libraries on the paper's sphere–AABB data, in the same run as the library's variants.
/// An adapter is written against the peer's public API and has
///   static constexpr const char* name, note;  static constexpr bool planar;
///   a default constructor that builds the peer's reusable objects (untimed), and
///   bool operator()(const aabb_pair&) that writes the pair into those objects and asks.
/// Writing the pair into the peer's own representation is part of the timed cost: the peer
/// cannot be asked otherwise, and its per-shape objects for 2,000,000 pairs would not fit
/// the comparison. planar adapters answer the question for the x,y projection (circle vs
/// rectangle) and are judged against the exact answers of that projection. The 3-D adapters
/// also run on the near-tangent set (suite near_tangent_peers); the planar ones do not, since
/// the projection of a near-tangent pair is not near tangent.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "../paper_bench.hpp"

namespace spherebox::bench {

/// Every adapter compiled in, as a function registering it on one data set (pair_data: an
/// overlap frequency, or near_tangent).
inline std::vector<std::function<void(int)>>& peer_adapters() {
  static std::vector<std::function<void(int)>> list;
  return list;
}

/// A static object of this type in an adapter's file adds adapter A. The peers suite then
/// registers every adapter at each frequency in turn, so each data set is made once, then on
/// the near-tangent set.
template <class A>
struct register_peer {
  register_peer() {
    peer_adapters().push_back([](int f) {
      if (f == near_tangent && A::planar) return;
      const auto n = config().paper_tests;
      const std::string suite = f == near_tangent ? "near_tangent_peers" : "peers";
      const std::string name = pair_name(suite, A::name, f);
      add(name, entry{suite, A::name, "float", f, n, "", static_cast<double>(n), A::note},
          [name, f](benchmark::State& st) {
            const auto& d = pair_data<aabb_pair>(f);
            A a;
            time_pairs(st, name, d, A::planar ? projected_truth(d) : d.truth,
                       [&a](const aabb_pair& p) { return a(p); });
          });
    });
  }
};

}  // namespace spherebox::bench
