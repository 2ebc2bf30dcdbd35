// Swept-AABB properties: every variant keeps its contract (hit and contact interval) for
// float, double and int32; contacts at exactly representable times come out exact; and the
// exact symmetries: reversing velocity and time, swapping the moving and the fixed roles,
// and replacing two velocities by their relative velocity where the subtraction is exact.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <spherebox/swept_aabb/variants.hpp>
#include <spherebox_ref/swept_aabb/build.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

namespace sw = spherebox::swept_aabb;
using namespace spherebox::prop;
template <class T, int N>
using sw_case = ref::swept_aabb_case<T, N>;

/// How the exact oracle classifies a swept case: miss, contact at one instant, or an interval.
template <class T, int N>
std::string swept_outcome(const sw_case<T, N>& c) {
  const auto x = ref::swept_parts(c, false);
  if (!x) return "outside the oracle's domain";
  if (!x->hit) return x->static_miss ? "miss (static axis apart)" : "miss";
  if (x->enter() == x->leave()) return x->enter() == 0 ? "contact at the instant 0" : x->enter() == 1 ? "contact at the instant 1" : "contact at one instant";
  return x->enter() == 0 ? "contact from t = 0" : "contact interval";
}

template <class T, int N>
void honours_contracts(const sw_case<T, N>& c) {
  using registry = std::conditional_t<std::is_integral_v<T>, sw::integer, sw::all>;
  spherebox::prop::honours<registry>(c, swept_outcome(c));
}

/// A in-domain case of the boundary modes (every value exact, bounds in order).
template <class T, int N>
sw_case<T, N> draw_boundary() {
  const auto m = *rc::gen::element(mode::tangent, mode::nudged, mode::lattice, mode::near);
  return draw<sw_case<T, N>>(m);
}

template <class T, int N>
bool in_slab_domain(const sw_case<T, N>& c) {
  return ref::in_domain(c, ref::claim_of<sw::slab, T, N>());
}

/// The roles swapped: b moves by vb, a by va; the relative velocity only changes sign.
template <class T, int N>
sw_case<T, N> swapped(const sw_case<T, N>& c) {
  return {c.b, c.vb, c.a, c.va};
}

}  // namespace

SPHEREBOX_PROP_HONOURS_CONTRACTS(SweptAabb, sw_case, honours_contracts)
RC_GTEST_PROP(SweptAabb, honoursContractsInt2, (const sw_case<std::int32_t, 2>& c)) { honours_contracts(c); }
RC_GTEST_PROP(SweptAabb, honoursContractsInt3, (const sw_case<std::int32_t, 3>& c)) { honours_contracts(c); }

// tangent: the boxes touch at an exactly representable time t = m / 2^j. Where the
// differences and the relative velocity are exact (the common case), slab and slab_open
// return the exact entry time bit for bit (a correctly rounded division of exact operands
// returns a representable quotient as itself), and all of slab's answer where the quotients
// are representable too.
RC_GTEST_PROP(SweptAabbGen, contactAtExactlyRepresentableTimes, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw<sw_case<T, N>>(mode::tangent);
    const auto x = ref::swept_parts(c, false);
    RC_ASSERT(x.has_value());
    RC_ASSERT(in_slab_domain(c));
    const T enter = static_cast<T>(x->enter().template convert_to<double>());
    RC_ASSERT(ref::exact_value(enter) == x->enter());  // t = m / 2^j is representable
    RC_CLASSIFY(x->hit && x->enter() == 0, "t = 0");
    RC_CLASSIFY(x->hit && x->enter() == 1, "t = 1");
    if (!ref::slab_operands_exact(c, false)) return;
    const auto s = sw::slab::test(c.a, c.va, c.b, c.vb);
    if (s.hit && x->hit) RC_ASSERT(ref::exact_value(s.enter) == x->enter());
    const auto o = ref::swept_parts(c, true);
    const auto so = sw::slab_open::test(c.a, c.va, c.b, c.vb);
    if (so.hit && o->hit) RC_ASSERT(ref::exact_value(so.enter) == o->enter());
    if (!ref::intermediates_representable(c)) return;
    RC_ASSERT(s.hit == x->hit && so.hit == o->hit);
    if (s.hit) RC_ASSERT(ref::exact_value(s.leave) == x->leave());
  });
}

// Reversing velocity and time: a' = a + va, b' = b + vb, velocities negated. The exact contact
// set maps t -> 1 - t (the oracle's, and exact_int's bit for bit); the float variants keep
// their contracts on the reversed case (when a + va and b + vb are exact).
RC_GTEST_PROP(SweptAabb, reversingVelocityAndTime, ()) {
  auto reverse = [](const auto& c) {
    auto r = c;
    for (std::size_t i = 0; i < c.va.size(); ++i) {
      r.a.min[i] = c.a.min[i] + c.va[i], r.a.max[i] = c.a.max[i] + c.va[i], r.va[i] = -c.va[i];
      r.b.min[i] = c.b.min[i] + c.vb[i], r.b.max[i] = c.b.max[i] + c.vb[i], r.vb[i] = -c.vb[i];
    }
    return r;
  };
  const bool integers = *rc::gen::arbitrary<bool>();
  if (integers) {
    const auto c = draw_boundary<std::int32_t, 3>();
    const auto r = reverse(c);
    RC_PRE(ref::in_domain(r, ref::claim_of<sw::exact_int, std::int32_t, 3>()) &&
           ref::in_domain(c, ref::claim_of<sw::exact_int, std::int32_t, 3>()));
    const auto x = sw::exact_int::test(c.a, c.va, c.b, c.vb), y = sw::exact_int::test(r.a, r.va, r.b, r.vb);
    RC_ASSERT(x.hit == y.hit);
    if (x.hit) {
      RC_ASSERT(ref::rational(y.enter.num, y.enter.den) == 1 - ref::rational(x.leave.num, x.leave.den));
      RC_ASSERT(ref::rational(y.leave.num, y.leave.den) == 1 - ref::rational(x.enter.num, x.enter.den));
    }
    return;
  }
  for_random_kind([&]<class T, int N>() {
    const auto c = draw_boundary<T, N>();
    const auto r = reverse(c);
    RC_PRE(ref::all_finite(c) && ref::all_finite(r));
    for (int i = 0; i < N; ++i)  // the moved boxes must be exactly where the velocities put them
      RC_PRE(ref::exact_value(r.a.min[i]) == ref::exact_value(c.a.min[i]) + ref::exact_value(c.va[i]) &&
             ref::exact_value(r.a.max[i]) == ref::exact_value(c.a.max[i]) + ref::exact_value(c.va[i]) &&
             ref::exact_value(r.b.min[i]) == ref::exact_value(c.b.min[i]) + ref::exact_value(c.vb[i]) &&
             ref::exact_value(r.b.max[i]) == ref::exact_value(c.b.max[i]) + ref::exact_value(c.vb[i]));
    RC_PRE(in_slab_domain(c) && in_slab_domain(r));
    for (bool open : {false, true}) {
      const auto x = ref::swept_parts(c, open), y = ref::swept_parts(r, open);
      RC_ASSERT(x && y && x->hit == y->hit);
      if (x->hit) RC_ASSERT(y->enter() == 1 - x->leave() && y->leave() == 1 - x->enter());
    }
    spherebox::prop::fail_on(ref::check_all<sw::all>(r));
  });
}

// Swapping the moving and the fixed roles: the relative velocity changes sign exactly and each
// slab turns around, so every variant returns the same answer, bit for bit.
RC_GTEST_PROP(SweptAabb, swappingRolesGivesTheSameAnswer, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw<sw_case<T, N>>(*spherebox::prop::gen_mode());
    RC_PRE(in_slab_domain(c));
    const auto s = swapped(c);
    sw::all::for_each([&](auto tag) {
      using V = decltype(tag);
      RC_ASSERT(ref::call<V>(c) == ref::call<V>(s));
    });
  });
  const auto k = draw_boundary<std::int32_t, 2>();
  RC_PRE(ref::in_domain(k, ref::claim_of<sw::exact_int, std::int32_t, 2>()));
  RC_ASSERT(ref::call<sw::exact_int>(k) == ref::call<sw::exact_int>(swapped(k)));
}

// Relative velocity: where fl(va - vb) is exact, a moving against b moving is the same test as
// a moving by va - vb against b standing still, bit for bit.
RC_GTEST_PROP(SweptAabb, relativeVelocityEquivalence, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = draw_boundary<T, N>();
    RC_PRE(in_slab_domain(c));
    auto rel = c;
    for (int i = 0; i < N; ++i) {
      rel.va[i] = c.va[i] - c.vb[i], rel.vb[i] = 0;
      RC_PRE(ref::exact_value(rel.va[i]) == ref::exact_value(c.va[i]) - ref::exact_value(c.vb[i]));
    }
    RC_CLASSIFY(c.vb != rel.vb, "both boxes move");
    sw::all::for_each([&](auto tag) {
      using V = decltype(tag);
      RC_ASSERT(ref::call<V>(c) == ref::call<V>(rel));
    });
  });
}

// The response: the box ends at a lattice point of its path where its interior does not meet
// the obstacle's (nor at any earlier lattice point), and the stretch of path to the next
// lattice point reaches the obstacle's interior (unless it moved all the way).
RC_GTEST_PROP(SweptAabbInt, responseStopsAtTheLastFreeLatticePoint, ()) {
  auto c = draw_boundary<std::int32_t, 2>();
  c.vb = {};
  RC_PRE(ref::in_domain(c, ref::claim_of<sw::response_int, std::int32_t, 2>()));
  const auto r = sw::response_int::test(c.a, c.va, c.b, c.vb);
  auto interiors_meet = [&](std::int64_t j) {
    bool meet = true;
    for (int i = 0; i < 2; ++i) {
      const std::int64_t d = r.steps == 0 ? 0 : j * (std::int64_t(c.va[i]) / r.steps);
      meet = meet && c.a.min[i] + d < c.b.max[i] && c.b.min[i] < c.a.max[i] + d;
    }
    return meet;
  };
  RC_CLASSIFY(r.blocked, "blocked");
  if (r.started_inside) {
    RC_ASSERT(interiors_meet(0) && r.step == 0);
    return;
  }
  for (std::int64_t j = 0; j <= r.step && j <= 64; ++j) RC_ASSERT(!interiors_meet(j));
  RC_ASSERT(!interiors_meet(r.step));
  if (!r.blocked) {
    RC_ASSERT(r.step == r.steps);
    return;
  }
  // The path from the last lattice point to the next one reaches the interior: the first
  // interior contact lies in [step/g, (step+1)/g).
  const auto x = ref::swept_parts(c, true);
  RC_ASSERT(x && x->hit);
  RC_ASSERT(ref::rational(r.step, r.steps) <= x->enter() && x->enter() < ref::rational(r.step + 1, r.steps));
}
