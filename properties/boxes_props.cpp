// The exact box queries keep their contracts: AABB–AABB overlap (closed and open sets) and
// the closest point of an AABB (clamp), with their checked APIs.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <spherebox/aabb_aabb/variants.hpp>
#include <spherebox/aabb_point/clamp.hpp>
#include <spherebox_ref/aabb_aabb/build.hpp>
#include <spherebox_ref/aabb_point/build.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

namespace ref = spherebox::ref;

/// "touching" when the boxes meet as closed sets but not as open ones.
template <class T, int N>
std::string box_outcome(const ref::aabb_aabb_case<T, N>& c) {
  const auto closed = ref::oracle(c, false), open = ref::oracle(c, true);
  if (!closed) return "outside the oracle's domain";
  return *open ? "overlap" : *closed ? "touching" : "disjoint";
}
template <class T, int N>
std::string box_outcome(const ref::aabb_point_case<T, N>& c) {
  const auto q = ref::oracle(c);
  if (!q) return "outside the oracle's domain";
  bool inside = true;
  for (int i = 0; i < N; ++i) inside = inside && (*q)[i] == ref::on_grid(c.p[i]);
  return inside ? "point in the box" : "point outside";
}

template <class Registry, class Case>
void box_honours(const Case& c) {
  spherebox::prop::honours<Registry>(c, box_outcome(c));
}

template <class T, int N>
using aa = ref::aabb_aabb_case<T, N>;
template <class T, int N>
using ap = ref::aabb_point_case<T, N>;
using aa_all = spherebox::aabb_aabb::all;
using ap_all = spherebox::aabb_point::all;

}  // namespace

SPHEREBOX_PROP_HONOURS_CONTRACTS(AabbAabb, aa, box_honours<aa_all>)

SPHEREBOX_PROP_HONOURS_CONTRACTS(AabbPoint, ap, box_honours<ap_all>)
