// Ellipsoid properties (ellipsoid_aabb, ellipsoid_obb): every product variant keeps its contract;
// the oracles respect the exact symmetries (axis permutation, mirroring, scaling by 2^k); an
// ellipsoid with equal radii agrees with the sphere test; a box turned by a signed permutation
// agrees with the axis-aligned slug.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <numeric>

#include <spherebox/overlap.hpp>
#include <spherebox_ref/ellipsoid_aabb/build.hpp>
#include <spherebox_ref/ellipsoid_obb/build.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

using namespace spherebox::prop;
using ref::rational;
template <class T, int N>
using ea_case = ref::ellipsoid_aabb_case<T, N>;
template <class T, int N>
using eo_case = ref::ellipsoid_obb_case<T, N>;

/// A random permutation of 0..N-1 and N random sign flips.
template <int N>
std::pair<std::array<int, N>, unsigned> symmetry() {
  spherebox::prop::rc_source src;
  const auto perm = random_perm<N>(src);
  return {perm, static_cast<unsigned>(src.bits(N))};
}

/// World axis i of the image is axis perm[i] of c, mirrored (x -> -x) where bit i of flips is set.
template <class T, int N, class Perm>
ea_case<T, N> rearranged(const ea_case<T, N>& c, const Perm& perm, unsigned flips) {
  auto out = c;
  out.e.center = rearranged_axes(c.e.center, perm, flips), out.e.radii = rearranged_axes(c.e.radii, perm);
  out.b = rearranged_axes(c.b, perm, flips);
  return out;
}
template <class T, int N, class Perm>
eo_case<T, N> rearranged(const eo_case<T, N>& c, const Perm& perm, unsigned flips) {
  auto out = c;
  out.e.center = rearranged_axes(c.e.center, perm, flips), out.e.radii = rearranged_axes(c.e.radii, perm);
  out.o.center = rearranged_axes(c.o.center, perm, flips);
  for (int a = 0; a < N; ++a) out.o.axes[a] = rearranged_axes(c.o.axes[a], perm, flips);
  return out;
}

/// Every length of c times 2^k, when each scales exactly (axes unchanged).
template <class Case>
std::optional<Case> lengths_scaled(const Case& c, int k) {
  auto out = c;
  bool exact = true;
  auto scale = [&](auto& x) {
    const auto y = std::ldexp(x, k);
    exact = exact && std::isfinite(y) && std::ldexp(y, -k) == x;
    x = y;
  };
  for (int i = 0; i < Case::dims; ++i) {
    scale(out.e.center[i]), scale(out.e.radii[i]);
    if constexpr (requires { out.b; })
      scale(out.b.min[i]), scale(out.b.max[i]);
    else
      scale(out.o.center[i]), scale(out.o.half[i]);
  }
  if (!exact) return std::nullopt;
  return out;
}

/// D is unchanged by permuting and mirroring world axes and by scaling every length by 2^k.
template <template <class, int> class CaseT>
void oracle_symmetries() {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<CaseT<T, N>>();
    const auto d = ref::exact_d(c);
    if (!d) return RC_TAG("outside the oracle's domain");
    const auto [perm, flips] = symmetry<N>();
    RC_ASSERT(*ref::exact_d(rearranged(c, perm, flips)) == *d);
    spherebox::prop::rc_source src;
    const auto s = lengths_scaled(c, static_cast<int>(src.range(-64, 64)));
    RC_CLASSIFY(!s, "scaling by 2^k not exact");
    if (s) RC_ASSERT(*ref::exact_d(*s) == *d);
  });
}

}  // namespace

SPHEREBOX_PROP_HONOURS_CONTRACTS(EllipsoidAabb, ea_case, honours<spherebox::ellipsoid_aabb::all>)
SPHEREBOX_PROP_HONOURS_CONTRACTS(EllipsoidObb, eo_case, honours<spherebox::ellipsoid_obb::all>)

RC_GTEST_PROP(EllipsoidAabb, oracleRespectsSymmetries, ()) {
  oracle_symmetries<ref::ellipsoid_aabb_case>();
}
RC_GTEST_PROP(EllipsoidObb, oracleRespectsSymmetries, ()) {
  oracle_symmetries<ref::ellipsoid_obb_case>();
}

// Equal radii r make the ellipsoid the ball of radius r: D_ellipsoid * r^2 == D_sphere exactly,
// the same verdict, and scaled answers as arvo wherever both computations are exact (part b).
RC_GTEST_PROP(EllipsoidAabb, equalRadiiAgreeWithTheSphereTest, ()) {
  for_random_kind([]<class T, int N>() {
    const auto s = *rc::gen::arbitrary<ref::sphere_aabb_case<T, N>>();
    const auto ex = ref::oracle(s);
    if (!ex || !(s.s.radius > 0)) return RC_TAG("not a ball with r > 0");
    ea_case<T, N> e{{s.s.center, {}}, s.b};
    e.e.radii.fill(s.s.radius);
    const rational r = ref::exact_value(s.s.radius);
    const rational ds(ex->d, ref::integer(1) << ex->scale_bits);
    RC_ASSERT(*ref::exact_d(e) * r * r == ds);
    RC_ASSERT(ref::oracle(e)->holds() == ex->holds());
    const bool both = ref::intermediates_representable(s) && ref::intermediates_representable(e);
    RC_CLASSIFY(both, "both exact");
    if (both)
      RC_ASSERT(spherebox::ellipsoid_aabb::scaled::test(e.e, e.b) ==
                spherebox::sphere_aabb::arvo::test(s.s, s.b));
  });
}

// Equal radii r on an OBB: D_ellipsoid * r^2 equals the exact squared distance of the centre
// to the parallelepiped (box_qp with W = I, the sphere–OBB question). A box turned by a signed
// permutation is an AABB: the OBB oracle (active sets) equals the AABB oracle (clamp), and
// metric answers as scaled wherever both computations are exact.
RC_GTEST_PROP(EllipsoidObb, equalRadiiAndTurnedBoxesAgree, ()) {
  for_random_kind([]<class T, int N>() {
    auto c = *rc::gen::arbitrary<eo_case<T, N>>();
    if (!ref::exact_d(c)) return RC_TAG("outside the oracle's domain");
    const T r = c.e.radii[0];
    auto ball = c;
    ball.e.radii.fill(r);
    std::array<std::array<rational, N>, N> axes;
    std::array<rational, N> w, v, e;
    for (int k = 0; k < N; ++k) {
      w[k] = 1, e[k] = ref::exact_value(c.o.half[k]);
      v[k] = ref::exact_value(c.e.center[k]) - ref::exact_value(c.o.center[k]);
      for (int i = 0; i < N; ++i) axes[i][k] = ref::exact_value(c.o.axes[i][k]);
    }
    const rational rr = ref::exact_value(r) * ref::exact_value(r);
    RC_ASSERT(*ref::exact_d(ball) * rr == ref::box_qp<N>(axes, w, v, e).value);
    // The turned box as an AABB, when its bounds are exact. A signed permutation has one +-1
    // in every row and every column (a zero axis, or two axes along one direction, leave
    // some direction of the AABB unset).
    std::array<int, N> in_row{}, in_column{};
    for (int i = 0; i < N; ++i)
      for (int k = 0; k < N; ++k) {
        if (c.o.axes[i][k] == 0) continue;
        if (std::fabs(c.o.axes[i][k]) != 1) return RC_TAG("not a signed permutation");
        ++in_row[i], ++in_column[k];
      }
    for (int i = 0; i < N; ++i)
      if (in_row[i] != 1 || in_column[i] != 1) return RC_TAG("not a signed permutation");
    ea_case<T, N> a{c.e, {}};
    for (int i = 0; i < N; ++i)
      for (int k = 0; k < N; ++k) {
        if (c.o.axes[i][k] == 0) continue;
        a.b.min[k] = c.o.center[k] - c.o.half[i], a.b.max[k] = c.o.center[k] + c.o.half[i];
        if (!std::isfinite(a.b.min[k]) || !std::isfinite(a.b.max[k])) return RC_TAG("bounds not exact");
        if (ref::exact_value(a.b.max[k]) - ref::exact_value(a.b.min[k]) !=
                2 * ref::exact_value(c.o.half[i]) ||
            ref::exact_value(a.b.max[k]) + ref::exact_value(a.b.min[k]) !=
                2 * ref::exact_value(c.o.center[k]))
          return RC_TAG("bounds not exact");
      }
    RC_TAG("turned box compared with its AABB");
    RC_ASSERT(*ref::exact_d(a) == *ref::exact_d(c));
    if (ref::intermediates_representable(c) && ref::intermediates_representable(a) &&
        ref::in_domain(c, ref::claim_of<spherebox::ellipsoid_obb::metric, T, N>()))
      RC_ASSERT(spherebox::ellipsoid_obb::metric::test(c.e, c.o) ==
                spherebox::ellipsoid_aabb::scaled::test(a.e, a.b));
  });
}
