/// The paper's Table 2 for sphere vs oriented box: every variant of sphere_obb::all on
/// 2,000,000 float pairs at each overlap frequency, the box given by centre, axes and half
/// extents (paper_bench.hpp says what the loop measures; arvo is the paper's G-Arvo).
/// Source of the protocol: Larsson, Akenine-Möller, Lengyel, "On Faster Sphere-Box Overlap
/// Testing", journal of graphics tools 12(1), 2007, Table 2.
#include <spherebox/spherebox.hpp>

#include "paper_bench.hpp"

namespace {

using namespace spherebox::bench;

const register_suite suite(rank_paper_obb, [] {
  for (int f : paper_frequencies) register_paper_all<spherebox::sphere_obb::all, obb_pair>("paper_sphere_obb", f);
});

}  // namespace
