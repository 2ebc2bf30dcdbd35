// Each ellipsoid builder category produces what it claims, checked with the exact oracle
// (DESIGN.md section 5: "A generator that claims a category is checked to produce it").
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <spherebox/overlap.hpp>
#include <spherebox_ref/ellipsoid_aabb/build.hpp>
#include <spherebox_ref/ellipsoid_obb/build.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

using namespace spherebox::prop;

template <class Case>
rc::Gen<Case> category(mode m) {
  return rc::gen::exec([m] {
    spherebox::prop::rc_source src;
    return build_case(m, src, std::type_identity<Case>{});
  });
}

/// The claim whose domain the boundary builders aim at: the bounded variant of the slug.
template <class Case>
auto bounded_claim() {
  using T = typename Case::value_type;
  if constexpr (Case::slug == std::string_view("ellipsoid_aabb"))
    return ref::claim_of<spherebox::ellipsoid_aabb::scaled, T, Case::dims>();
  else
    return ref::claim_of<spherebox::ellipsoid_obb::metric, T, Case::dims>();
}

/// Signed permutation axes other than the identity (a turned box), and unequal radii.
template <class T, int N>
bool turned(const ref::ellipsoid_obb_case<T, N>& c) {
  for (int i = 0; i < N; ++i)
    if (c.o.axes[i][i] != 1) return true;
  return false;
}
template <class Case>
bool unequal_radii(const Case& c) {
  for (auto r : c.e.radii)
    if (r != c.e.radii[0]) return true;
  return false;
}

/// Calls f(Case<T, N>{}) for a random kind, for both slugs in turn.
template <class F>
void both_slugs(F&& f) {
  for_random_kind([&]<class T, int N>() {
    f(ref::ellipsoid_aabb_case<T, N>{});
    f(ref::ellipsoid_obb_case<T, N>{});
  });
}

}  // namespace

// tangent: inside the bounded variant's domain, and exactly touching: D - R == 0.
RC_GTEST_PROP(EllipsoidGen, tangentTouchesExactly, ()) {
  both_slugs([](auto tag) {
    using Case = decltype(tag);
    const auto c = *category<Case>(mode::tangent);
    RC_ASSERT(ref::in_domain(c, bounded_claim<Case>()));
    RC_ASSERT(ref::oracle(c)->margin() == 0);
    RC_CLASSIFY(unequal_radii(c), "unequal radii");
    RC_CLASSIFY(ref::intermediates_representable(c), "intermediates representable");
    if constexpr (requires { c.o; }) RC_CLASSIFY(turned(c), "turned box");
  });
}

// nudged: in the domain and off tangency by a few ulps: D != R.
RC_GTEST_PROP(EllipsoidGen, nudgedMissesTangency, ()) {
  both_slugs([](auto tag) {
    using Case = decltype(tag);
    const auto c = *category<Case>(mode::nudged);
    RC_ASSERT(ref::in_domain(c, bounded_claim<Case>()));
    const auto ex = ref::oracle(c);
    RC_CLASSIFY(ex->holds(), "nudged inside");
    RC_ASSERT(ex->margin() != 0);
  });
}

// near: |D - 1| is tiny: at most 2^-(p-8). The boxes are turned by non-trivial rotations in
// most OBB cases (the random-rotation branch), within the axis tolerance.
RC_GTEST_PROP(EllipsoidGen, nearIsNearTangency, ()) {
  both_slugs([](auto tag) {
    using Case = decltype(tag);
    using T = typename Case::value_type;
    const auto c = *category<Case>(mode::near);
    const auto d = ref::exact_d(c);
    RC_ASSERT(d.has_value());
    constexpr int p = std::numeric_limits<T>::digits;
    const ref::rational gap = boost::multiprecision::abs(*d - 1);
    RC_ASSERT(gap * ref::rational(ref::integer(1) << (p - 8)) <= 1);
    if constexpr (requires { c.o; }) {
      RC_ASSERT(ref::fused_axis_defect(c.o) <=
                spherebox::ellipsoid_obb::metric::axis_tolerance<T>());
      bool permutation = true;
      for (const auto& a : c.o.axes)
        for (T x : a) permutation = permutation && (x == 0 || x == 1 || x == -1);
      RC_CLASSIFY(!permutation, "rotated by a quaternion");
    }
  });
}

// lattice: every length a small integer times one power of two (w <= 12 bits; radii powers
// of two or integers up to 64); in the oracle's domain; often exact (checked below).
RC_GTEST_PROP(EllipsoidGen, latticeStaysOnLattice, ()) {
  both_slugs([](auto tag) {
    using Case = decltype(tag);
    const auto c = *category<Case>(mode::lattice);
    RC_ASSERT(ref::exact_d(c).has_value());
    ref::integer g = 0;
    for (int i = 0; i < Case::dims; ++i) {
      g = boost::multiprecision::gcd(g, ref::on_grid(c.e.center[i]));
      g = boost::multiprecision::gcd(g, ref::on_grid(c.e.radii[i]));
    }
    const auto step = ref::integer(1) << boost::multiprecision::lsb(g);
    for (int i = 0; i < Case::dims; ++i)
      RC_ASSERT(boost::multiprecision::abs(ref::on_grid(c.e.center[i])) <= (step << 12));
    RC_CLASSIFY(ref::intermediates_representable(c), "intermediates representable");
  });
}

// special: every value from ref::interesting<T>() or a small integer, at least one special.
RC_GTEST_PROP(EllipsoidGen, specialDrawsFromThePool, ()) {
  both_slugs([](auto tag) {
    const auto c = *category<decltype(tag)>(mode::special);
    RC_ASSERT(special_from_pool(c.flat()));
  });
}

// Part (b) must apply often on lattices (else a `<=` -> `<` mutation hides), and the default
// OBB generator must produce turned boxes with unequal radii often (where a frame-mixing
// formula such as method4 fails).
TEST(EllipsoidGen, CategoriesAreFrequentEnough) {
  // Fraction of 1000 seeded default-generator (or category) cases satisfying p.
  auto fraction = [](const auto& g, auto&& p) {
    return spherebox::prop::fraction(g, 1000, p, 4000);
  };
  auto exact = [](const auto& c) { return ref::intermediates_representable(c); };
  EXPECT_GE(fraction(category<ref::ellipsoid_aabb_case<float, 3>>(mode::lattice), exact), 0.3);
  EXPECT_GE(fraction(category<ref::ellipsoid_aabb_case<double, 2>>(mode::lattice), exact), 0.3);
  EXPECT_GE(fraction(category<ref::ellipsoid_obb_case<float, 3>>(mode::lattice), exact), 0.3);
  EXPECT_GE(fraction(category<ref::ellipsoid_obb_case<double, 2>>(mode::lattice), exact), 0.3);
  auto turned_unequal = [](const auto& c) { return turned(c) && unequal_radii(c); };
  EXPECT_GE(fraction(rc::gen::arbitrary<ref::ellipsoid_obb_case<float, 3>>(), turned_unequal), 0.3);
  EXPECT_GE(fraction(rc::gen::arbitrary<ref::ellipsoid_obb_case<double, 2>>(), turned_unequal), 0.3);
  auto degenerate = [](const auto& c) {
    for (auto h : c.o.half)
      if (h == 0) return true;
    return false;
  };
  EXPECT_GE(fraction(category<ref::ellipsoid_obb_case<float, 3>>(mode::tangent), degenerate), 0.2);
}
