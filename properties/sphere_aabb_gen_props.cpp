// Each sphere–AABB builder category produces what it claims, checked with the exact oracle
// (DESIGN.md section 5: "A generator that claims a category is checked to produce it").
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <spherebox_ref/core/claim.hpp>
#include <spherebox_ref/sphere_aabb/known_wrong.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

using namespace spherebox::prop;
template <class T, int N>
using sa_case = ref::sphere_aabb_case<T, N>;

template <class T>
constexpr T biggest = std::numeric_limits<T>::max();

/// The exact comparison of a case the builders promise to keep in the oracle's domain.
template <class T, int N>
ref::exact_compare in_domain_oracle(const sa_case<T, N>& c) {
  RC_ASSERT(ref::in_domain(c, biggest<T>));
  return *ref::oracle(c);
}

/// Lattice: all values are w-bit integers (w <= 16) times one power of two 2^g.
template <class T, int N>
bool on_lattice(const sa_case<T, N>& c) {
  ref::integer g = 0;  // gcd of the values on T's grid: a power of two times an odd part
  for (T x : c.flat()) g = boost::multiprecision::gcd(g, ref::on_grid(x));
  if (g == 0) return true;
  const auto step = ref::integer(1) << boost::multiprecision::lsb(g);
  for (T x : c.flat())
    if (boost::multiprecision::abs(ref::on_grid(x)) > (step << 15)) return false;
  return true;
}

}  // namespace

// tangent (nudge 0): in the domain, and exactly touching: the exact margin D - R is 0.
RC_GTEST_PROP(SphereAabbGen, tangentTouchesExactly, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *gen_category<T, N>(mode::tangent);
    const bool touching = in_domain_oracle(c).margin() == 0;
    RC_CLASSIFY(c.s.radius == 0, "centre in the box, r = 0");
    RC_ASSERT(touching);
  });
}

// nudged: r moved off exact tangency by 1..4 ulps (r = 0 moves up), so D != R.
RC_GTEST_PROP(SphereAabbGen, nudgedMissesTangency, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *gen_category<T, N>(mode::nudged);
    const auto ex = in_domain_oracle(c);
    RC_CLASSIFY(ex.holds(), "nudged inside");
    RC_CLASSIFY(!ex.holds(), "nudged outside");
    RC_ASSERT(ex.margin() != 0);
  });
}

// lattice: in the domain and on a lattice of 16-bit integers times 2^k; how often every
// intermediate is representable (part (b) of the bounded contract) is shown, and checked below.
RC_GTEST_PROP(SphereAabbGen, latticeStaysOnLattice, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *gen_category<T, N>(mode::lattice);
    (void)in_domain_oracle(c);
    RC_CLASSIFY(ref::intermediates_representable(c), "intermediates representable");
    RC_ASSERT(on_lattice(c));
  });
}

TEST(SphereAabbGen, latticeIsOftenRepresentable) {
  spherebox::prop::for_each_kind([](auto t, auto n) {
    using T = decltype(t);
    const double f = spherebox::prop::fraction(
        gen_category<T, decltype(n)::value>(mode::lattice), 2000,
        [](const auto& c) { return ref::intermediates_representable(c); }, 1000);
    EXPECT_GE(f, 0.3) << ref::type_name<T>() << "/" << decltype(n)::value;
  });
}

// near: the centre is outside the box (D > 0) and |D - R| is tiny relative to D + R: below
// 2^-(p-6) (D + R), p being T's precision. Where r is subnormal it carries fewer than p bits,
// so an absolute term 16 eta r + 64 eta^2 is allowed as well (r within 8 ulps of sqrt(D), an
// ulp being eta there).
RC_GTEST_PROP(SphereAabbGen, nearIsNearTangency, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *gen_category<T, N>(mode::near);
    const auto ex = in_domain_oracle(c);
    constexpr int p = std::numeric_limits<T>::digits;
    RC_CLASSIFY(ex.margin() == 0, "exactly touching");
    RC_ASSERT(ex.d > 0);
    const bool subnormal = c.s.radius < std::numeric_limits<T>::min();
    RC_CLASSIFY(subnormal, "subnormal radius");
    const ref::integer gap = boost::multiprecision::abs(ex.margin());  // on the grid eta^2 = 1
    const ref::integer underflow = subnormal ? 16 * ref::on_grid(c.s.radius) + 64 : 0;
    const bool near = gap <= underflow || ((gap - underflow) << (p - 6)) <= ex.d + ex.r;
    RC_ASSERT(near);
  });
}

// near, its face contacts across zero: often enough, the one gap rounds (in double, where the
// face step computes it) onto r while D != R and the filter cannot decide, the inputs on which
// a face step that trusts the rounded gap (the known-wrong exact_face_unchecked) answers wrong.
TEST(SphereAabbGen, nearRoundsFaceGapsOntoR) {
  spherebox::prop::for_each_kind([](auto t, auto n) {
    using T = decltype(t);
    const double f = spherebox::prop::fraction(
        gen_category<T, decltype(n)::value>(mode::near), 4000,
        [](const auto& c) {
          const auto ex = ref::oracle(c);
          return ex && spherebox::known_wrong::exact_face_unchecked::test(c.s, c.b) != ex->holds();
        },
        1000);
    EXPECT_GE(f, 0.02) << "fraction " << f << ", " << ref::type_name<T>() << "/" << decltype(n)::value;
  });
}

// special: every value is from ref::interesting<T>() or an integer in [-4, 4], and at least
// one is a special value.
RC_GTEST_PROP(SphereAabbGen, specialDrawsFromThePool, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *gen_category<T, N>(mode::special);
    const bool any = special_from_pool(c.flat());
    RC_CLASSIFY(!ref::all_finite(c), "non-finite value");
    RC_ASSERT(any);  // at least one value is special
  });
}
