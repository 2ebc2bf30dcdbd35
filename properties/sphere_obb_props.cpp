// Sphere–OBB properties: every variant keeps its contract; each builder category produces what
// it claims; obb_from_quaternion's axes are within the variants' tolerance; the oracle is
// invariant under the exact symmetries and the variants are where part (b) applies; and an
// OBB with identity axes agrees with the sphere–AABB test on the box [c - h, c + h].
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <numeric>

#include <spherebox/sphere_aabb/variants.hpp>
#include <spherebox/sphere_obb/variants.hpp>
#include <spherebox_ref/sphere_obb/build.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

using namespace spherebox::prop;
template <class T, int N>
using so_case = ref::sphere_obb_case<T, N>;

template <class T>
ref::rational tau() { return ref::exact_value(spherebox::sphere_obb::detail::axis_tolerance<T>()); }

/// Integers times one power of two, each below 2^15 of it in magnitude.
template <class Range>
bool on_lattice(const Range& xs) {
  ref::integer g = 0;
  for (auto x : xs) g = boost::multiprecision::gcd(g, ref::on_grid(x));
  if (g == 0) return true;
  const auto step = ref::integer(1) << boost::multiprecision::lsb(g);
  for (auto x : xs)
    if (boost::multiprecision::abs(ref::on_grid(x)) > (step << 15)) return false;
  return true;
}

/// c with world coordinates permuted by perm, box axes permuted by order, signs flipped.
template <class T, int N>
so_case<T, N> rearranged(const so_case<T, N>& c, const std::array<int, std::size_t(N)>& perm, const std::array<int, std::size_t(N)>& order,
                         unsigned flips) {
  auto out = c;
  for (int k = 0; k < N; ++k) {
    const T sign = (flips >> k) & 1 ? T(-1) : T(1);
    out.s.center[k] = sign * c.s.center[perm[k]], out.b.center[k] = sign * c.b.center[perm[k]];
    for (int i = 0; i < N; ++i) out.b.axes[i][k] = sign * c.b.axes[order[i]][perm[k]];
  }
  for (int i = 0; i < N; ++i) out.b.half[i] = c.b.half[order[i]];
  return out;
}

template <class V, class T, int N>
bool answer(const so_case<T, N>& c) { return V::test(c.s, c.b); }

}  // namespace

SPHEREBOX_PROP_HONOURS_CONTRACTS(SphereObb, so_case, honours<spherebox::sphere_obb::all>)

// tangent: in every variant's domain (exactly orthonormal axes) and exactly touching; nudged:
// off tangency (D != R); lattice: signed-permutation axes, values on a 16-bit lattice.
RC_GTEST_PROP(SphereObbGen, tangentNudgedLatticeAreWhatTheyClaim, ()) {
  for_random_kind([]<class T, int N>() {
    const auto cl = ref::claim_of<spherebox::sphere_obb::arvo, T, N>();
    const auto tangent = draw<so_case<T, N>>(mode::tangent), nudged = draw<so_case<T, N>>(mode::nudged);
    const auto lattice = draw<so_case<T, N>>(mode::lattice);
    for (const auto* c : {&tangent, &nudged, &lattice}) {
      RC_ASSERT(ref::signed_permutation(c->b));
      RC_ASSERT(ref::oracle(*c).has_value());
    }
    RC_ASSERT(ref::oracle(tangent)->margin() == 0);
    RC_ASSERT(ref::oracle(nudged)->margin() != 0);
    RC_ASSERT(on_lattice(ref::point_values(lattice)));
    RC_CLASSIFY(ref::in_domain(tangent, cl), "tangent within the projected variants' magnitude");
    RC_CLASSIFY(ref::intermediates_representable(lattice), "lattice: part (b) applies");
  });
}

// near: the centre is outside the box and |D - R| is tiny relative to D + R (2^-(p-6)),
// allowing for a subnormal radius as the sphere–AABB builder does; with axes beyond the
// tolerance r is off by a relative 2^-j (j >= 8), so |D - R| <= 2^-6 (D + R).
RC_GTEST_PROP(SphereObbGen, nearIsNearTangency, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw<so_case<T, N>>(mode::near);
    const auto ex = ref::oracle(c);
    RC_ASSERT(ex.has_value());
    RC_ASSERT(ex->d > 0);
    constexpr int p = std::numeric_limits<T>::digits;
    const bool subnormal = c.s.radius < std::numeric_limits<T>::min();
    RC_CLASSIFY(subnormal, "subnormal radius");
    const bool skewed = ref::gram_defect(c.b) > tau<T>();
    RC_CLASSIFY(skewed, "axes beyond the tolerance: r off by a relative 2^-j, 8 <= j <= p-8");
    const ref::rational unit(ref::integer(1), ex->den << ex->scale_bits);
    const ref::rational gap = abs(ref::rational(ex->margin()) * unit), scale = ref::rational(ex->d + ex->r) * unit;
    const ref::rational eta = ref::exact_value(std::numeric_limits<T>::denorm_min());
    const ref::rational underflow = subnormal ? 16 * eta * ref::exact_value(c.s.radius) + 64 * eta * eta : 0;
    RC_ASSERT(gap <= underflow + scale * ref::pow2(skewed ? -6 : 6 - p));
  });
}

// Axes kinds: permutations and quarter turns exactly orthonormal, rotations within tau, edge
// in (tau/4, tau], beyond past tau.
RC_GTEST_PROP(SphereObbGen, axesKindsAreWhatTheyClaim, ()) {
  for_random_kind([]<class T, int N>() {
    spherebox::prop::rc_source src;
    const auto kind = static_cast<ref::axes_kind>(src.range(0, int(ref::axes_kind::count) - 1));
    const spherebox::obb<T, N> b{{}, ref::build_axes<T, N>(kind, src), {}};
    const auto d = ref::gram_defect(b);
    RC_TAG(int(kind));
    switch (kind) {
      case ref::axes_kind::permutation:
      case ref::axes_kind::quarter_turns: RC_ASSERT(ref::signed_permutation(b)); break;
      case ref::axes_kind::edge: RC_ASSERT(d <= tau<T>() && d * 4 > tau<T>()); break;
      case ref::axes_kind::beyond: RC_ASSERT(d > tau<T>()); break;
      default: RC_ASSERT(d <= tau<T>());
    }
  });
}

// special: at least one special value among the centres, radius and extents.
RC_GTEST_PROP(SphereObbGen, specialHasASpecialValue, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw<so_case<T, N>>(mode::special);
    bool any = false;
    for (T x : ref::point_values(c)) any = any || !small_integer(x);
    RC_ASSERT(any);
  });
}

// obb_from_quaternion: any finite non-zero float quaternion (any scale, tiny components)
// gives axes within the variants' tolerance, by the oracle's exact check and by lib's.
RC_GTEST_PROP(SphereObb, quaternionAxesAreWithinTolerance, ()) {
  spherebox::prop::rc_source src;
  std::array<float, 4> q;
  const int scale = static_cast<int>(src.range(-60, 60));
  for (auto& x : q) x = std::ldexp(ref::unit_float(src), src.range(0, 3) == 0 ? -int(src.range(0, 100)) : 0) * std::ldexp(1.0f, scale);
  RC_PRE(q[0] != 0 || q[1] != 0 || q[2] != 0 || q[3] != 0);
  const auto f = spherebox::obb_from_quaternion<float>({0, 0, 0}, q, {1, 1, 1});
  const auto d = spherebox::obb_from_quaternion<double>({0, 0, 0}, q, {1, 1, 1});
  RC_ASSERT(ref::gram_defect(f) <= tau<float>());
  RC_ASSERT(ref::gram_defect(d) <= tau<double>());
  RC_ASSERT((spherebox::detail::within_gram_tolerance<float, 3>(f.axes, spherebox::sphere_obb::detail::axis_tolerance<float>())));
  RC_ASSERT((spherebox::detail::within_gram_tolerance<double, 3>(d.axes, spherebox::sphere_obb::detail::axis_tolerance<double>())));
}

// Metamorphic: permuting world coordinates and box axes and mirroring coordinates leaves the
// oracle's D, R and S unchanged (exactly); scaling centres, radius and extents by 2^k scales
// them by 4^k. The variants must agree on the images wherever part (b) applies to both.
RC_GTEST_PROP(SphereObb, symmetriesAreExact, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<so_case<T, N>>();
    const auto ex = ref::oracle(c);
    RC_PRE(ex.has_value());
    spherebox::prop::rc_source src;
    const auto image = rearranged<T, N>(c, random_perm<N>(src), random_perm<N>(src), static_cast<unsigned>(src.bits(N)));
    const auto ix = ref::oracle(image);
    RC_ASSERT(ix->d == ex->d && ix->r == ex->r && ix->s == ex->s && ix->den == ex->den);
    if (ref::intermediates_representable(c) && ref::intermediates_representable(image)) {
      RC_TAG("part (b) applies to both");
      spherebox::sphere_obb::all::for_each([&](auto v) {
        using V = decltype(v);
        if (V::promise == spherebox::contract::bounded) RC_ASSERT(answer<V>(c) == answer<V>(image));
      });
    }
    const int k = static_cast<int>(src.range(-40, 40));
    auto scaled = c;
    for (int i = 0; i < N; ++i) {
      scaled.s.center[i] = std::ldexp(c.s.center[i], k), scaled.b.center[i] = std::ldexp(c.b.center[i], k);
      scaled.b.half[i] = std::ldexp(c.b.half[i], k);
    }
    scaled.s.radius = std::ldexp(c.s.radius, k);
    for (T x : ref::point_values(c)) RC_PRE(std::isfinite(std::ldexp(x, k)) && std::ldexp(std::ldexp(x, k), -k) == x);
    const auto sx = ref::oracle(scaled);
    const auto four_k = ref::pow2(2 * k);
    RC_ASSERT(ref::rational(sx->d, sx->den) == ref::rational(ex->d, ex->den) * four_k);
    RC_ASSERT(ref::rational(sx->r, sx->den) == ref::rational(ex->r, ex->den) * four_k);
  });
}

// An OBB with identity axes is the AABB [c - h, c + h] when those bounds are exact: the two
// oracles give the same D and R, and every OBB variant answers as every AABB variant wherever
// part (b) applies to both cases.
RC_GTEST_PROP(SphereObb, identityAxesAgreeWithAabb, ()) {
  for_random_kind([]<class T, int N>() {
    auto c = *rc::gen::arbitrary<so_case<T, N>>();
    RC_PRE(ref::oracle(c).has_value());
    c.b.axes = {};
    for (int i = 0; i < N; ++i) c.b.axes[i][i] = 1;
    ref::sphere_aabb_case<T, N> a{c.s, {}};
    for (int i = 0; i < N; ++i) {
      a.b.min[i] = c.b.center[i] - c.b.half[i], a.b.max[i] = c.b.center[i] + c.b.half[i];
      RC_PRE(std::isfinite(a.b.min[i]) && std::isfinite(a.b.max[i]));
      const auto lo = ref::exact_value(c.b.center[i]) - ref::exact_value(c.b.half[i]);
      RC_PRE(ref::exact_value(a.b.min[i]) == lo && ref::exact_value(a.b.max[i]) == lo + 2 * ref::exact_value(c.b.half[i]));
    }
    const auto eo = ref::oracle(c), ea = ref::oracle(a);
    const auto unit_a = ref::pow2(-ea->scale_bits);
    RC_ASSERT(ref::rational(eo->d, eo->den << eo->scale_bits) == ref::rational(ea->d) * unit_a);
    RC_ASSERT(ref::rational(eo->r, eo->den << eo->scale_bits) == ref::rational(ea->r) * unit_a);
    if (!ref::intermediates_representable(c) || !ref::intermediates_representable(a)) return;
    RC_TAG("part (b) applies to both");
    spherebox::sphere_obb::all::for_each([&](auto v) {
      using V = decltype(v);
      if (V::promise != spherebox::contract::bounded || !ref::in_domain(c, ref::claim_of<V, T, N>())) return;
      spherebox::sphere_aabb::all::for_each([&](auto w) {
        using W = decltype(w);
        if (W::promise != spherebox::contract::bounded || !ref::in_domain(a, ref::claim_of<W, T, N>())) return;
        RC_ASSERT(V::test(c.s, c.b) == W::test(a.s, a.b));
      });
    });
  });
}
