// The peers suite (peers.hpp): every adapter compiled into this build, frequency by frequency,
// so that each sphere–AABB data set is made once for all of them, then the 3-D adapters on the
// near-tangent set. Adapters whose library was not found are not compiled
// (bench/CMakeLists.txt), and the suite is then smaller or empty.
#include "peers.hpp"

namespace {

using namespace spherebox::bench;

const register_suite suite(rank_peers, [] {
  for (int f : paper_frequencies)
    for (const auto& adapter : peer_adapters()) adapter(f);
  for (const auto& adapter : peer_adapters()) adapter(near_tangent);
});

}  // namespace
