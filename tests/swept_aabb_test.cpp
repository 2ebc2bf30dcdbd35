// Swept AABB: the known-answer table through the oracle and every variant, the documented
// conventions (zero velocity, 0/0, contact at t = 0 and t = 1, NaN on a miss), the 1-D
// interval, the integer response, the checked API, builder cases through every clause of
// check_all in 1-D, 2-D and 3-D, and the known-wrong variants caught by the harness.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <spherebox/overlap.hpp>
#include <spherebox_ref/swept_aabb/build.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <string>

#include <spherebox_ref/swept_aabb/known_wrong.hpp>
#include "test_util.hpp"

namespace {

using namespace spherebox;
namespace sw = spherebox::swept_aabb;

template <class T, int N>
using sw_case = ref::swept_aabb_case<T, N>;

// ---- Known answers --------------------------------------------------------------------------

template <class T, int N>
void kat_kind() {
  const auto& table = ref::kat_table<ref::swept_aabb_case<T, N>>();
  ASSERT_FALSE(table.empty());
  for (const auto& e : table) {
    SCOPED_TRACE(std::string(e.why) + " [" + ref::type_name<T>() + "/" + std::to_string(N) + "]");
    const auto& c = e.input;
    const auto closed = ref::swept_parts(c, false), open = ref::swept_parts(c, true);
    ASSERT_TRUE(closed && open);
    EXPECT_EQ(closed->hit, e.hit) << "oracle (closed)";
    EXPECT_EQ(open->hit, e.open_hit) << "oracle (open)";
    if (e.hit) {
      EXPECT_EQ(closed->enter(), ref::exact_value(e.enter));
      EXPECT_EQ(closed->leave(), ref::exact_value(e.leave));
    }
    if constexpr (std::is_integral_v<T>) {
      const auto r = sw::exact_int::test(c.a, c.va, c.b, c.vb);
      EXPECT_EQ(r.hit, e.hit);
      if (e.hit) {
        EXPECT_EQ(double(r.enter.num) / double(r.enter.den), e.enter);
        EXPECT_EQ(double(r.leave.num) / double(r.leave.den), e.leave);
      }
      EXPECT_EQ(sw::response_int::test(c.a, c.va, c.b, c.vb).blocked, e.open_hit);
      sw::integer::for_each([&](auto tag) {
        if (const auto v = ref::check_variant<decltype(tag)>(c)) ADD_FAILURE() << ref::show(*v);
      });
    } else {
      // Every table entry has representable intermediates: slab and slab_open are exact here.
      const auto s = sw::slab::test(c.a, c.va, c.b, c.vb);
      EXPECT_EQ(s.hit, e.hit);
      if (e.hit) {
        EXPECT_EQ(s.enter, T(e.enter));
        EXPECT_EQ(s.leave, T(e.leave));
      }
      EXPECT_EQ(sw::slab_open::test(c.a, c.va, c.b, c.vb).hit, e.open_hit);
      const auto k = sw::conservative::test(c.a, c.va, c.b, c.vb);
      if (e.hit) {
        EXPECT_TRUE(k.hit && k.enter <= T(e.enter) && k.leave >= T(e.leave));
      }
      sw::all::for_each([&](auto tag) {
        if (const auto v = ref::check_variant<decltype(tag)>(c)) ADD_FAILURE() << ref::show(*v);
      });
    }
  }
}

TEST(SweptAabbKat, Float2) { kat_kind<float, 2>(); }
TEST(SweptAabbKat, Float3) { kat_kind<float, 3>(); }
TEST(SweptAabbKat, Double2) { kat_kind<double, 2>(); }
TEST(SweptAabbKat, Double3) { kat_kind<double, 3>(); }
TEST(SweptAabbKat, Int2) { kat_kind<std::int32_t, 2>(); }
TEST(SweptAabbKat, Int3) { kat_kind<std::int32_t, 3>(); }

// ---- Documented conventions -----------------------------------------------------------------

TEST(SweptAabb, MissHasNaNTimes) {
  const box<float, 2> a{{0, 0}, {1, 1}}, b{{5, 5}, {6, 6}};
  const auto r = sweep(a, velocity<float, 2>{-1, 0}, b);
  EXPECT_FALSE(r.hit);
  EXPECT_TRUE(std::isnan(r.enter) && std::isnan(r.leave));
  EXPECT_FALSE(static_cast<bool>(r));
}

TEST(SweptAabb, StaticFormEqualsZeroSecondVelocity) {
  test::prng g(7);
  for (int i = 0; i < 2000; ++i) {
    auto c = test::make<sw_case<double, 3>>(ref::mode::tangent, g);
    c.vb = {};
    EXPECT_EQ(sweep(c.a, c.va, c.b), sweep(c.a, c.va, c.b, c.vb));
    EXPECT_EQ(sweep<sw::slab_open>(c.a, c.va, c.b), sw::slab_open::test(c.a, c.va, c.b, c.vb));
  }
}

TEST(SweptAabb, ContactAtFrameEnds) {
  const box<double, 2> a{{0, 0}, {1, 1}}, b{{3, 0}, {4, 1}};
  // First contact exactly at t = 1: closed counts it, open (the tutorial's [0, 1)) does not.
  const auto at_one = sweep(a, velocity<double, 2>{2, 0}, b);
  EXPECT_TRUE(at_one.hit);
  EXPECT_EQ(at_one.enter, 1.0);
  EXPECT_EQ(at_one.leave, 1.0);
  EXPECT_FALSE(sweep<sw::slab_open>(a, velocity<double, 2>{2, 0}, b).hit);
  // Overlapping at t = 0: contact from 0, in both.
  const box<double, 2> inside{{2.5, 0.5}, {3.5, 1.5}};
  const auto r = sweep(inside, velocity<double, 2>{1, 0}, b);
  EXPECT_TRUE(r.hit);
  EXPECT_EQ(r.enter, 0.0);
  EXPECT_TRUE(sweep<sw::slab_open>(inside, velocity<double, 2>{1, 0}, b).hit);
}

TEST(SweptAabb, OneDimensionalInterval) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  // v == 0: everything or nothing (touching counts), never 0/0.
  auto all = sweep_interval(0.0, 1.0, 0.0, 1.0, 2.0);
  EXPECT_EQ(all.enter, -inf);
  EXPECT_EQ(all.leave, inf);
  auto none = sweep_interval(0.0, 1.0, 0.0, 1.5, 2.0);
  EXPECT_GT(none.enter, none.leave);
  EXPECT_EQ(none.enter, inf);
  // Unclipped ends, either sign of v.
  auto fwd = sweep_interval(0.0, 1.0, 2.0, 3.0, 4.0);
  EXPECT_EQ(fwd.enter, 1.0);
  EXPECT_EQ(fwd.leave, 2.0);
  auto back = sweep_interval(3.0, 4.0, -2.0, 0.0, 1.0);
  EXPECT_EQ(back.enter, 1.0);
  EXPECT_EQ(back.leave, 2.0);
  auto behind = sweep_interval(0.0, 1.0, 1.0, -3.0, -2.0);
  EXPECT_EQ(behind.enter, -4.0);
  EXPECT_EQ(behind.leave, -2.0);
}

/// The 1-D interval clipped to the frame is the N = 1 swept test: builder cases in 1-D through
/// every clause of check_all, float and double.
template <class T>
void one_dimension() {
  test::prng g(11);
  const int n = test::scaled(3000);
  for (auto m : test::all_modes())
    for (int i = 0; i < n; ++i) {
      const auto c = test::make<sw_case<T, 1>>(m, g);
      const auto v = ref::check_all<sw::all>(c);
      ASSERT_FALSE(v) << ref::show(*v);
      const auto s = sweep_interval(c.a.min[0], c.a.max[0], c.va[0] - c.vb[0], c.b.min[0], c.b.max[0]);
      const auto r = sw::slab::test(c.a, c.va, c.b, c.vb);
      if (ref::in_domain(c, ref::claim_of<sw::slab, T, 1>()) && r.hit) {
        EXPECT_EQ(r.enter, s.enter > 0 ? s.enter : T(0));
        EXPECT_EQ(r.leave, s.leave < 1 ? s.leave : T(1));
      }
    }
}
TEST(SweptAabb, OneDimensionFloat) { one_dimension<float>(); }
TEST(SweptAabb, OneDimensionDouble) { one_dimension<double>(); }

// ---- Integer variants and the response ------------------------------------------------------

TEST(SweptAabbInt, ExactFractions) {
  const box<std::int32_t, 2> a{{0, 0}, {1, 1}}, b{{4, 0}, {5, 1}};
  const auto r = sweep(a, velocity<std::int32_t, 2>{3, 0}, b);  // default for int32: exact_int
  ASSERT_TRUE(r.hit);
  EXPECT_EQ(r.enter.num, r.enter.den);  // (4 - 1)/3 = 1
  EXPECT_EQ(r.leave.num, r.leave.den);
  const auto thirds = sweep(a, velocity<std::int32_t, 2>{9, 0}, b);  // entry 3/9 = 1/3, exit 5/9
  ASSERT_TRUE(thirds.hit);
  EXPECT_EQ(thirds.enter.num * 3, thirds.enter.den);
  EXPECT_EQ(thirds.leave.num * 9, thirds.leave.den * 5);
}

TEST(SweptAabbInt, ResponseSlidesUpToTheWall) {
  const box<std::int32_t, 2> a{{0, 0}, {1, 1}}, wall{{5, -10}, {6, 10}};
  // First interior contact at (5 - 1)/10 = 0.4 of the path; lattice points every 1/10.
  const auto r = respond(a, velocity<std::int32_t, 2>{10, 0}, wall);
  EXPECT_TRUE(r.blocked);
  EXPECT_FALSE(r.started_inside);
  EXPECT_EQ(r.steps, 10);
  EXPECT_EQ(r.step, 4);
  EXPECT_EQ(r.delta[0], 4);  // a ends at [4, 5]: touching the wall, interiors disjoint
  EXPECT_EQ(r.delta[1], 0);
  // A diagonal path (6, 4): lattice points every (3, 2); contact at (5 - 1)/6 = 2/3 -> 1 step.
  const auto d = respond(a, velocity<std::int32_t, 2>{6, 4}, wall);
  EXPECT_EQ(d.steps, 2);
  EXPECT_EQ(d.step, 1);
  EXPECT_EQ(d.delta, (std::array<std::int64_t, 2>{3, 2}));
  // Grazing along the wall's face is not blocked: the whole move.
  const box<std::int32_t, 2> floor{{-10, -5}, {10, 0}};
  const auto slide = respond(a, velocity<std::int32_t, 2>{7, 0}, floor);
  EXPECT_FALSE(slide.blocked);
  EXPECT_EQ(slide.delta[0], 7);
  // Already inside: no move, and it says so.
  const auto stuck = respond(box<std::int32_t, 2>{{5, 0}, {6, 1}}, velocity<std::int32_t, 2>{1, 0}, wall);
  EXPECT_TRUE(stuck.blocked && stuck.started_inside);
  EXPECT_EQ(stuck.delta[0], 0);
}

/// The range's edge: coordinates and velocities of +-2^30 with every intermediate at its
/// largest. Runs under UBSan in the sanitizer build (signed overflow would be reported).
TEST(SweptAabbInt, RangeEdgeIsExact) {
  constexpr std::int32_t e = sw::int_max_magnitude;
  const ref::swept_aabb_case<std::int32_t, 2> c{{{-e, -e}, {-e, e}}, {e, e}, {{e, -e}, {e, e}}, {-e, -e}};
  if (const auto v = ref::check_all<sw::integer>(c)) ADD_FAILURE() << ref::show(*v);
  const auto r = sw::exact_int::test(c.a, c.va, c.b, c.vb);  // relative velocity 2^31 on x
  ASSERT_TRUE(r.hit);
  EXPECT_EQ(r.enter.num, r.enter.den);  // (e - (-e)) / 2^31 = 1
  // Beyond the range: answered before any arithmetic (no overflow, which UBSan would report).
  constexpr std::int32_t big = std::numeric_limits<std::int32_t>::max(), small = std::numeric_limits<std::int32_t>::min();
  const ref::swept_aabb_case<std::int32_t, 2> far{{{small, small}, {big, big}}, {big, small}, {{small, 0}, {big, 0}}, {small, big}};
  EXPECT_FALSE(sw::exact_int::test(far.a, far.va, far.b, far.vb).hit);
  EXPECT_FALSE(sw::response_int::test(far.a, far.va, far.b, far.vb).blocked);
  EXPECT_EQ(sweep_checked(far.a, far.va, far.b, far.vb).error, errc::out_of_domain);
  test::prng g(3);
  for (auto m : test::all_modes())
    for (int i = 0; i < 3000; ++i) {
      const auto k = test::make<sw_case<std::int32_t, 3>>(m, g);
      const auto v = ref::check_all<sw::integer>(k);
      ASSERT_FALSE(v) << ref::show(*v);
    }
}

// ---- Checked API ----------------------------------------------------------------------------

TEST(SweptAabbChecked, RefusesBadInput) {
  const box<float, 2> a{{0, 0}, {1, 1}}, b{{2, 0}, {3, 1}};
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  EXPECT_EQ(sweep_checked(a, velocity<float, 2>{nan, 0}, b).error, errc::not_a_number);
  EXPECT_EQ(sweep_checked(a, velocity<float, 2>{inf, 0}, b).error, errc::infinite);
  EXPECT_EQ(sweep_checked(a, velocity<float, 2>{1, 0}, b, velocity<float, 2>{0, -inf}).error, errc::infinite);
  EXPECT_EQ(sweep_checked(box<float, 2>{{1, 0}, {0, 1}}, velocity<float, 2>{1, 0}, b).error, errc::inverted_box);
  EXPECT_EQ(sweep_checked(a, velocity<float, 2>{std::numeric_limits<float>::max(), 0}, b).error,
            errc::out_of_domain);
  const auto ok = sweep_checked(a, velocity<float, 2>{2, 0}, b);
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok.value.enter, 0.5f);
  const box<std::int32_t, 2> ia{{0, 0}, {1, 1}}, ib{{2, 0}, {3, 1}};
  EXPECT_EQ(sweep_checked(ia, velocity<std::int32_t, 2>{(1 << 30) + 1, 0}, ib).error, errc::out_of_domain);
  EXPECT_EQ(sweep_checked(ia, velocity<std::int32_t, 2>{std::numeric_limits<std::int32_t>::min(), 0}, ib).error,
            errc::out_of_domain);
  EXPECT_TRUE(sweep_checked(ia, velocity<std::int32_t, 2>{1 << 30, 0}, ib).ok());
}

// ---- Builder cases through every clause ----------------------------------------------------

template <class T, int N>
void every_clause(std::uint64_t seed) {
  test::prng g(seed);
  const int n = test::scaled(2000);
  for (auto m : test::all_modes())
    for (int i = 0; i < n; ++i) {
      const auto c = test::make<sw_case<T, N>>(m, g);
      const auto v = ref::check_all<sw::all>(c);
      ASSERT_FALSE(v) << ref::show(*v);
    }
}
// test::scaled, which shortens the loops above in the aarch64 cell: it divides by the variable's
// value and fails the asking test, without dividing, on anything but a whole number from 1 to n.
TEST(SweptAabbCheckAll, DivisorScalesAndRefusesBadValues) {
  const char* was = std::getenv("SPHEREBOX_TEST_DIVISOR");
  const std::string saved = was ? was : "";
  ::unsetenv("SPHEREBOX_TEST_DIVISOR");
  EXPECT_EQ(test::scaled(2000), 2000);
  ::setenv("SPHEREBOX_TEST_DIVISOR", "4", 1);
  EXPECT_EQ(test::scaled(2000), 500);
  ::setenv("SPHEREBOX_TEST_DIVISOR", "1", 1);
  EXPECT_EQ(test::scaled(2000), 2000);
  for (const char* bad : {"0", "-4", "4x", "", "2001"}) {
    ::setenv("SPHEREBOX_TEST_DIVISOR", bad, 1);
    int got = 0;
    EXPECT_NONFATAL_FAILURE(got = test::scaled(2000), "SPHEREBOX_TEST_DIVISOR");
    EXPECT_EQ(got, 2000) << "'" << bad << "'";
  }
  if (was) ::setenv("SPHEREBOX_TEST_DIVISOR", saved.c_str(), 1);
  else ::unsetenv("SPHEREBOX_TEST_DIVISOR");
}

TEST(SweptAabbCheckAll, Float2) { every_clause<float, 2>(1); }
TEST(SweptAabbCheckAll, Float3) { every_clause<float, 3>(2); }
TEST(SweptAabbCheckAll, Double2) { every_clause<double, 2>(3); }
TEST(SweptAabbCheckAll, Double3) { every_clause<double, 3>(4); }

/// The tangent builder's claim: contacts at exactly representable times. Where the differences
/// and the relative velocity are exact (the common case), slab's correctly rounded division
/// returns that time itself: its entry is the exact entry, bit for bit.
TEST(SweptAabbGen, TangentCasesHaveExactTimes) {
  test::prng g(5);
  int exact = 0, hits = 0, total = 0;
  const int n = test::scaled(20000);
  for (int i = 0; i < n; ++i) {
    const auto c = test::make<sw_case<float, 3>>(ref::mode::tangent, g);
    const auto x = ref::swept_parts(c, false);
    ASSERT_TRUE(x.has_value());
    ASSERT_TRUE(ref::in_domain(c, ref::claim_of<sw::slab, float, 3>())) << ref::hex_input(c);
    ++total;
    EXPECT_EQ(ref::exact_value(static_cast<float>(x->enter().convert_to<double>())), x->enter());
    if (!ref::slab_operands_exact(c, false)) continue;
    ++exact;
    const auto r = sw::slab::test(c.a, c.va, c.b, c.vb);
    if (r.hit && x->hit) {
      ++hits;
      EXPECT_EQ(ref::exact_value(r.enter), x->enter()) << ref::hex_input(c);
    }
  }
  EXPECT_GT(exact, total * 3 / 4) << "most tangent cases should have exact differences";
  EXPECT_GT(hits, exact / 4);
}

// ---- Known-wrong variants -------------------------------------------------------------------

// The pin helper itself (tests/test_util.hpp) must fail where a pin means nothing: a product
// variant "pinned" as the wrong one, or a counterexample pinned on the wrong clause.
void pin_the_product_variant() {
  const ref::swept_aabb_case<float, 2> c{{{0, 0}, {1, 1}}, {0, 5}, {{2, 3}, {3, 4}}, {0, 0}};
  test::pin<sw::slab, sw::slab>(c, "bounded contract");
}
void pin_on_the_wrong_clause() {
  const ref::swept_aabb_case<float, 2> c{{{0, 0}, {1, 1}}, {0, 5}, {{2, 3}, {3, 4}}, {0, 0}};
  test::pin<known_wrong::zero_velocity_skip, sw::slab>(c, "false negative");
}
TEST(SweptAabbKnownWrong, PinHelperFailsWhenItShould) {
  EXPECT_FATAL_FAILURE(pin_the_product_variant(), "no longer fails");
  EXPECT_NONFATAL_FAILURE(pin_on_the_wrong_clause(), "contract violation: swept_aabb/zero_velocity_skip");
}

TEST(SweptAabbKnownWrong, ZeroVelocitySkip) {
  const ref::swept_aabb_case<float, 2> c{{{0, 0}, {1, 1}}, {0, 5}, {{2, 3}, {3, 4}}, {0, 0}};
  test::pin<known_wrong::zero_velocity_skip, sw::slab>(c, "bounded contract (a)");
}

TEST(SweptAabbKnownWrong, WrongIntervalEnd) {
  const ref::swept_aabb_case<double, 2> c{{{4, 0}, {5, 1}}, {-4, 0}, {{0, 0}, {1, 1}}, {0, 0}};
  test::pin<known_wrong::wrong_interval_end, sw::slab>(c, "bounded contract (b)");
}

TEST(SweptAabbKnownWrong, ReciprocalClaimedConservative) {
  // The case: a touch at exactly t = 1 with v = 0x1.001bb8p+126, whose reciprocal is
  // subnormal; v * fl(1/v) > 1 in float.
  const float v = 0x1.001bb8p+126f;
  volatile float inv = 1.0f / v;
  ASSERT_GT(v * inv, 1.0f);
  const ref::swept_aabb_case<float, 2> c{{{-v, 0}, {-v / 2, 1}}, {v, 0}, {{v / 2, 0}, {v, 1}}, {0, 0}};
  const auto x = ref::swept_parts(c, false);
  ASSERT_TRUE(x && x->hit);
  EXPECT_EQ(x->enter(), 1);
  EXPECT_FALSE(known_wrong::reciprocal_conservative::test(c.a, c.va, c.b, c.vb).hit);
  test::pin<known_wrong::reciprocal_conservative, sw::conservative>(c, "false negative");
}

/// Each known-wrong variant is found among builder cases within a budget (seconds), and the
/// product variants pass the same cases.
TEST(SweptAabbKnownWrong, CaughtFromBuilderCases) {
  constexpr long budget = 200000;
  known_wrong::swept_aabb_all::for_each([&](auto tag) {
    using W = decltype(tag);
    test::prng g(2026);
    long at = 0;
    bool caught = false;
    const auto modes = test::all_modes();
    while (!caught && at < budget) {
      const auto m = modes[std::size_t(at) % modes.size()];
      const int kind = static_cast<int>((at / long(modes.size())) % 4);
      ++at;
      auto go = [&](const auto& c) { caught = ref::check<W>(c).has_value(); };
      if (kind == 0) go(test::make<sw_case<float, 2>>(m, g));
      if (kind == 1) go(test::make<sw_case<float, 3>>(m, g));
      if (kind == 2) go(test::make<sw_case<double, 2>>(m, g));
      if (kind == 3) go(test::make<sw_case<double, 3>>(m, g));
    }
    EXPECT_TRUE(caught) << W::name << " survived " << budget << " builder cases";
    std::cout << W::name << ": caught after " << at << " builder cases\n";
  });
}

}  // namespace
