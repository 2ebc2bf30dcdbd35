// Sphere–AABB properties: every product variant keeps its contract, the strict quick
// rejections never reject a touching ball, and the oracle respects the exact symmetries.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <numeric>

#include <spherebox/sphere_aabb/variants.hpp>
#include <spherebox_ref/core/check_all.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

using namespace spherebox::prop;
template <class T, int N>
using sa_case = ref::sphere_aabb_case<T, N>;

/// The strict min/max quick rejections on axis i (or their non-strict mutants). The strict
/// forms are sound: rounding is monotone and -r, c are representable, so fl(c - min) < -r
/// implies c - min < -r exactly (an overflow to -inf only happens when it is true anyway).
template <bool Strict, class T, int N>
bool rejects(const sa_case<T, N>& c, int i) {
  const T x = c.s.center[i], r = c.s.radius, lo = c.b.min[i], hi = c.b.max[i];
  if constexpr (Strict) return x < lo - r || x - lo < -r || x > hi + r || x - hi > r;
  else return x <= lo - r || x - lo <= -r || x >= hi + r || x - hi >= r;
}

/// Whenever a quick rejection fires on an in-domain boundary case, the oracle says disjoint.
template <bool Strict>
void rejections_sound() {
  for_random_kind([]<class T, int N>() {
    const auto c = *gen_sphere_aabb<T, N>(gen_boundary_mode());
    RC_ASSERT(ref::in_domain(c, std::numeric_limits<T>::max()));
    const auto ex = ref::oracle(c);
    bool rejected = false;
    for (int i = 0; i < N; ++i) rejected = rejected || rejects<Strict>(c, i);
    RC_CLASSIFY(ex->margin() == 0, "exactly touching");
    RC_TAG(rejected ? "rejected" : ex->holds() ? "kept, overlapping" : "kept, disjoint");
    RC_ASSERT(!(rejected && ex->holds()));
  });
}

/// c with its axes permuted by perm and mirrored (x -> -x) where bit i of flips is set.
template <class T, int N, class Perm>
sa_case<T, N> rearranged(const sa_case<T, N>& c, const Perm& perm, unsigned flips) {
  auto out = c;
  out.s.center = rearranged_axes(c.s.center, perm, flips);
  out.b = rearranged_axes(c.b, perm, flips);
  return out;
}

/// c times 2^k when every value scales exactly (no overflow, no lost subnormal bits).
template <class T, int N>
std::optional<sa_case<T, N>> exactly_scaled(const sa_case<T, N>& c, int k) {
  auto v = c.flat();
  for (T& x : v) {
    const T y = std::ldexp(x, k);
    if (!std::isfinite(y) || std::ldexp(y, -k) != x) return std::nullopt;
    x = y;
  }
  return sa_case<T, N>::from_flat(v);
}

}  // namespace

// (a) Every product variant honours its contract (plus twin, metamorphic and checked-API
// clauses), for float and double in 2-D and 3-D.
SPHEREBOX_PROP_HONOURS_CONTRACTS(SphereAabb, sa_case, honours<spherebox::sphere_aabb::all>)

// (c) The strict min/max quick rejections are never false negatives.
RC_GTEST_PROP(SphereAabb, strictQuickRejectionsAreSound, ()) { rejections_sound<true>(); }

// The same property must catch the non-strict mutants (`<=`), or it could not fail.
TEST(SphereAabb, nonStrictQuickRejectionsAreCaught) {
  const std::uint64_t seed = rc::detail::configuration().testParams.seed;
  const auto result = spherebox::prop::run_expecting_failure(&rejections_sound<false>, "nonStrict", seed,
                                                             spherebox::prop::default_max_success);
  EXPECT_TRUE(result.template is<rc::detail::FailureResult>()) << "seed " << seed;
}

// (e) The oracle's exact margin is unchanged by axis permutation and mirroring, and scales by
// 4^k when every value scales exactly by 2^k.
RC_GTEST_PROP(SphereAabb, oracleRespectsSymmetries, ()) {
  for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<sa_case<T, N>>();
    const auto ex = ref::oracle(c);
    if (!ex) {
      RC_TAG("outside the oracle's domain");
      return;
    }
    spherebox::prop::rc_source src;
    const auto image = rearranged(c, random_perm<N>(src), static_cast<unsigned>(src.bits(N)));
    const bool same_margin = ref::oracle(image)->margin() == ex->margin();
    RC_ASSERT(same_margin);

    const int k = static_cast<int>(src.range(-64, 64));
    const auto scaled = exactly_scaled(c, k);
    RC_CLASSIFY(!scaled, "scaling by 2^k not exact");
    if (!scaled) return;
    const auto sx = ref::oracle(*scaled);
    const auto& [big, small] = k >= 0 ? std::pair(*sx, *ex) : std::pair(*ex, *sx);
    const int shift = 2 * (k >= 0 ? k : -k);
    const bool scales = big.d == (small.d << shift) && big.r == (small.r << shift);
    RC_ASSERT(scales);
    RC_ASSERT(sx->holds() == ex->holds());
  });
}
