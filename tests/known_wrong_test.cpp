// Harness self-tests: the contract layer must catch every known-wrong variant within a fixed
// budget of builder-made cases, with the expected clause, and must pass the product variants
// on the same budget (otherwise "caught" would mean nothing).
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <limits>
#include <type_traits>
#include <spherebox/sphere_aabb/variants.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include <spherebox_ref/sphere_aabb/known_wrong.hpp>
#include "test_util.hpp"

namespace {

using namespace spherebox;

constexpr long budget = 200000;  // cases; most variants are caught within a few hundred

/// Where the violating input must lie for the clause to mean what it should.
enum class scale { any, huge, tiny };

/// The clause each known-wrong variant must be caught on, and where its input must lie.
/// A variant added to known_wrong::all without an entry here is still hunted (any clause).
struct expectation {
  const char* clause;
  scale where;
};
template <class V, class... Ws>
constexpr bool is_one_of = (std::is_same_v<V, Ws> || ...);
template <class V>
constexpr expectation expectation_of() {
  namespace kw = known_wrong;
  if (is_one_of<V, kw::branchless_as_printed, kw::strict_final>) return {"bounded contract (b)", scale::any};
  if (is_one_of<V, kw::conservative_nonstrict, kw::conservative_center_half>) return {"false negative", scale::any};
  if (is_one_of<V, kw::conservative_always_true>) return {"conservative contract (b)", scale::any};
  if (is_one_of<V, kw::arvo_no_domain_guard>) return {"bounded contract (a)", scale::huge};
  if (is_one_of<V, kw::arvo_denormal>) return {"bounded contract (a)", scale::tiny};
  if (is_one_of<V, kw::exact_no_fallback, kw::exact_bound_too_tight, kw::exact_strict_fallback, kw::exact_face_unchecked>)
    return {"exact contract", scale::any};
  return {"", scale::any};
}
template <class V>
constexpr expectation expected = expectation_of<V>();

struct hunt_result {
  std::optional<ref::violation> first, wanted;  ///< first of any clause, first of the wanted one
  long first_at = 0, wanted_at = 0;             ///< cases drawn until then
  scale where = scale::any;                     ///< where the wanted one's input lies
};

template <class T, int N>
scale where_of(const ref::sphere_aabb_case<T, N>& c) {
  // huge: beyond the sum-of-squares domain, so squares may overflow;
  // tiny: r*r underflows below the smallest normal.
  for (T x : c.flat())
    if (std::fabs(x) > spherebox::detail::square_safe_magnitude<T>()) return scale::huge;
  return c.s.radius < std::sqrt(std::numeric_limits<T>::min()) ? scale::tiny : scale::any;
}

template <class V, class T, int N>
void hunt_step(ref::mode m, test::prng& g, long i, hunt_result& h) {
  const auto c = test::make_case<T, N>(m, g);
  auto v = ref::check<V>(c);
  if (!v) return;
  if (!h.first) h.first = v, h.first_at = i;
  if (v->what.find(expected<V>.clause) == std::string::npos) return;
  h.wanted = v, h.wanted_at = i, h.where = where_of(c);
}

/// Round-robin over every mode, then every kind (float/double x 2-D/3-D), until a violation
/// with the expected clause turns up or the budget is spent.
template <class V>
hunt_result hunt_expected_clause(std::uint64_t seed) {
  const auto modes = test::all_modes();
  test::prng g(seed);
  hunt_result h;
  using step = void (*)(ref::mode, test::prng&, long, hunt_result&);
  const step kinds[] = {hunt_step<V, float, 2>, hunt_step<V, float, 3>, hunt_step<V, double, 2>,
                        hunt_step<V, double, 3>};
  for (long i = 1; i <= budget && !h.wanted; ++i)
    kinds[(i / modes.size()) % 4](modes[i % modes.size()], g, i, h);
  return h;
}

SPHEREBOX_TYPED_SUITE(KnownWrong, known_wrong::all);

TYPED_TEST(KnownWrong, HarnessFindsTheExpectedViolation) {
  ref::replay_prefix() =
      "SPHEREBOX_KNOWN_WRONG=" + std::string(TypeParam::name) + " build/fuzz/fuzz_known_wrong";
  for (std::uint64_t seed : {1u, 2u}) {
    const hunt_result h = hunt_expected_clause<TypeParam>(seed);
    ASSERT_TRUE(h.first.has_value())
        << TypeParam::name << ": no violation in " << budget << " cases";
    std::cout << "[ caught   ] " << TypeParam::name << " (seed " << seed << ") after " << h.first_at
              << " cases\n"
              << ref::show(*h.first);
    ASSERT_TRUE(h.wanted.has_value())
        << "no violation with clause '" << expected<TypeParam>.clause << "'; first found:\n"
        << ref::show(*h.first);
    SCOPED_TRACE(ref::show(*h.wanted));
    if (h.wanted_at != h.first_at)
      std::cout << "  expected clause after " << h.wanted_at << " cases\n";
    EXPECT_EQ(h.wanted->variant, TypeParam::name);
    if (expected<TypeParam>.where != scale::any) {
      EXPECT_EQ(h.where, expected<TypeParam>.where);
    }
  }
}

/// The same budget and case mix through check_all on every product variant: no violation.
/// (A quarter of the budget per type and dimension, the whole budget over the four; divided by
/// $SPHEREBOX_TEST_DIVISOR in the cells that set it, test::scaled.)
template <class T, int N>
void product_passes(std::uint64_t seed) {
  ref::replay_prefix() = "build/fuzz/fuzz_sphere_aabb";
  const auto modes = test::all_modes();
  test::prng g(seed);
  const long n = test::scaled(int(budget / 4));
  long in_domain = 0;
  for (long i = 0; i < n; ++i) {
    const auto c = test::make_case<T, N>(modes[i % modes.size()], g);
    if (auto v = ref::check_all<sphere_aabb::all>(c)) FAIL() << ref::show(*v);
    in_domain += ref::in_domain(c, spherebox::detail::square_safe_magnitude<T>()) ? 1 : 0;
  }
  EXPECT_GT(in_domain, n / 2) << "too few in-domain cases: the check would be vacuous";
}

TEST(ProductVariants, PassTheSameBudgetFloat2) { product_passes<float, 2>(1); }
TEST(ProductVariants, PassTheSameBudgetFloat3) { product_passes<float, 3>(2); }
TEST(ProductVariants, PassTheSameBudgetDouble2) { product_passes<double, 2>(3); }
TEST(ProductVariants, PassTheSameBudgetDouble3) { product_passes<double, 3>(4); }

// The centre/half-extent form rounds: in float, |p - c| - h > r rejects this ball, although
// the box [c - h, c + h] (exact in double) overlaps it.
TEST(CenterHalfExtent, FloatFormRejectsAnOverlappingBall) {
  const float r = 0x1.b6168ap+36f, p = -0x1.00b1p+31f, c = -0x1.75a1cp+39f, h = 0x1.3dde3ep+39f;
  EXPECT_TRUE(std::fabs(p - c) - h > r);
  const double lo = double(c) - double(h), hi = double(c) + double(h);
  ASSERT_EQ(ref::on_grid(lo), ref::on_grid(double(c)) - ref::on_grid(double(h)));  // exact
  ASSERT_EQ(ref::on_grid(hi), ref::on_grid(double(c)) + ref::on_grid(double(h)));
  const ref::sphere_aabb_case<double, 3> e{{{p, 0, 0}, r}, {{lo, 0, 0}, {hi, 0, 0}}};
  const auto ex = ref::oracle(e);
  ASSERT_TRUE(ex.has_value());
  EXPECT_TRUE(ex->holds());
  // The distance falls short of r by exactly 8192: D - R = (d - r)(d + r) < 0.
  const ref::integer d = ref::on_grid(double(p)) - ref::on_grid(hi);
  EXPECT_EQ(d - ref::on_grid(double(r)), -(ref::integer(8192) << ref::grid_bits<double>));
  // In binary64 the margin is far above every product variant's error bound: all must agree.
  sphere_aabb::all::for_each([&](auto tag) {
    using V = decltype(tag);
    EXPECT_TRUE(V::test(e.s, e.b)) << V::name;
    EXPECT_FALSE(ref::check_variant<V>(e).has_value()) << V::name;
  });
}

}  // namespace
