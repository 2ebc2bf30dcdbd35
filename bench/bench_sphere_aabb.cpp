/// The paper's Table 1 for sphere vs AABB: every variant of sphere_aabb::all on 2,000,000
/// float pairs at each overlap frequency (paper_bench.hpp says what the loop measures).
/// Source of the protocol: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap
/// Testing", journal of graphics tools 12(1), 2007, Table 1.
/// Then the same loop over the near-tangent set (near_tangent_data.hpp), where the answers of
/// the approximate variants are no longer all right; the peers run on it in their own suite.
#include <spherebox/spherebox.hpp>

#include "paper_bench.hpp"

namespace {

using namespace spherebox::bench;

const register_suite suite(rank_paper_aabb, [] {
  for (int f : paper_frequencies) register_paper_all<spherebox::sphere_aabb::all, aabb_pair>("paper_sphere_aabb", f);
});

const register_suite near(rank_near_tangent, [] {
  register_paper_all<spherebox::sphere_aabb::all, aabb_pair>("near_tangent", near_tangent);
});

}  // namespace
