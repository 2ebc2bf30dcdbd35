// Batch kernels of aabb_aabb, swept_aabb and sphere_obb (lib/include/spherebox/<slug>/batch.hpp):
// every kernel against the harness at every length 0..2W+1 (W = 16, the widest float register)
// and across mask words, at several alignments and in both forms; known answers at every lane
// position; the checked entry points; and the known-wrong kernels, each caught with a pinned
// counterexample and from builder-made batches.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <iostream>
#include <limits>
#include <spherebox/batch.hpp>
#include <spherebox_ref/aabb_aabb/batch_known_wrong.hpp>
#include <spherebox_ref/sphere_obb/batch_known_wrong.hpp>
#include <spherebox_ref/swept_aabb/batch_known_wrong.hpp>
#include <vector>

#include "batch_util.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;
namespace kw = spherebox::known_wrong;

SPHEREBOX_TYPED_SUITE(AabbAabbBatch, aabb_aabb::batch_all);
SPHEREBOX_TYPED_SUITE(SweptAabbBatch, swept_aabb::batch_all);
SPHEREBOX_TYPED_SUITE(SphereObbBatch, sphere_obb::batch_all);

TYPED_TEST(AabbAabbBatch, EveryLengthOffsetAndFormKeepsEveryClause) {
  test::every_kind<TypeParam, ref::aabb_aabb_case>();
}
TYPED_TEST(SweptAabbBatch, EveryLengthOffsetAndFormKeepsEveryClause) {
  test::every_kind<TypeParam, ref::swept_aabb_case>();
}
TYPED_TEST(SphereObbBatch, EveryLengthOffsetAndFormKeepsEveryClause) {
  test::every_kind<TypeParam, ref::sphere_obb_case>();
}


// Query [0, 1]^3 against boxes that touch it at x = 1 (lane j % 3 == 0), miss it by one ulp
// (1), or overlap it (2): closed kernels answer 1, 0, 1; open kernels 0, 0, 1; at every lane
// position, one query and pairs alike.
TYPED_TEST(AabbAabbBatch, TouchingGapAndOverlapAtEveryLanePosition) {
  if (!TypeParam::supported()) GTEST_SKIP() << "this CPU cannot run " << TypeParam::name;
  const float above = std::nextafter(1.0f, 2.0f);
  for (std::size_t n : test::batch_lengths()) {
    box_soa<float, 3> boxes, queries;
    const box<float, 3> q{{0, 0, 0}, {1, 1, 1}};
    for (std::size_t j = 0; j < n; ++j) {
      const float lo = j % 3 == 0 ? 1.0f : j % 3 == 1 ? above : 0.5f;
      boxes.push_back({{lo, 0, 0}, {2, 1, 1}}), queries.push_back(q);
    }
    std::vector<std::uint64_t> one(mask_words(n)), pairs(mask_words(n));
    overlaps_mask<TypeParam>(q, boxes.view(), one.data());
    overlaps_mask<TypeParam>(queries.view(), boxes.view(), pairs.data());
    for (std::size_t j = 0; j < n; ++j) {
      const bool want = j % 3 == 2 || (j % 3 == 0 && !TypeParam::open_sets);
      EXPECT_EQ(ref::detail::bit(one, j), want) << "lane " << j << " of " << n;
      EXPECT_EQ(ref::detail::bit(pairs, j), want) << "pairs, lane " << j << " of " << n;
    }
  }
}

// The box [0, 1]^3 moving by (4, 0, 0) against boxes x in [b, b + 1], y and z touching or
// overlapping it: entry (b - 1) / 4, exit min(1, (b + 1) / 4), exact in binary. b = 2, 3, 5, 6
// by lane: enter 0.25 and 0.5, a touch at t = 1 (enter = leave = 1), and a miss (enter 1.25).
TYPED_TEST(SweptAabbBatch, ContactTimesAndEarliestHitAtEveryLanePosition) {
  if (!TypeParam::supported()) GTEST_SKIP() << "this CPU cannot run " << TypeParam::name;
  const box<double, 3> a{{0, 0, 0}, {1, 1, 1}};
  const velocity<double, 3> va{4, 0, 0};
  const double starts[4] = {3, 5, 6, 2};
  for (std::size_t n : test::batch_lengths()) {
    box_soa<double, 3> boxes;
    for (std::size_t j = 0; j < n; ++j) boxes.push_back({{starts[j % 4], 1, -1}, {starts[j % 4] + 1, 2, 0}});
    std::vector<std::uint64_t> w(mask_words(n));
    std::vector<double> enter(n), leave(n);
    sweep_mask<TypeParam>(a, va, boxes.view(), w.data(), enter.data(), leave.data());
    for (std::size_t j = 0; j < n; ++j) {
      const double b = starts[j % 4];
      const bool hit = b != 6;
      EXPECT_EQ(ref::detail::bit(w, j), hit) << "lane " << j << " of " << n;
      if (hit) {
        EXPECT_EQ(enter[j], (b - 1) / 4) << "lane " << j;
        EXPECT_EQ(leave[j], std::min(1.0, (b + 1) / 4)) << "lane " << j;
      } else {
        EXPECT_TRUE(std::isnan(enter[j]) && std::isnan(leave[j])) << "lane " << j;
      }
    }
    const auto first = sweep_earliest<TypeParam>(a, va, boxes.view());
    EXPECT_EQ(first.hit, n > 0);
    if (n > 3) {
      EXPECT_EQ(first.index, 3u);  // b = 2: enter 0.25
    } else if (n > 0) {
      EXPECT_EQ(first.index, 0u);
    }
    std::vector<std::uint32_t> idx(n);
    EXPECT_EQ(sweep_indices<TypeParam>(a, va, boxes.view(), idx.data()), n - n / 4 - (n % 4 == 3 ? 1 : 0));
  }
}

/// A box [-h, h] turned 45 degrees about z (long axis along (1, 1)/sqrt 2), centred at the
/// origin.
obb<float, 3> turned(float h0, float h1) {
  const float s = std::sqrt(0.5f);
  return {{0, 0, 0}, {{{s, s, 0}, {-s, s, 0}, {0, 0, 1}}}, {h0, h1, 1}};
}

// A ball at (1.2, 1.2, 0) with r = 0.1 lies inside the long thin box turned 45 degrees (its
// projection on the long axis is 1.7 < 2) and far from the box turned the other way.
TYPED_TEST(SphereObbBatch, TurnedBoxesAtEveryLanePosition) {
  if (!TypeParam::supported()) GTEST_SKIP() << "this CPU cannot run " << TypeParam::name;
  const ball<float, 3> s{{1.2f, 1.2f, 0}, 0.1f};
  for (std::size_t n : test::batch_lengths()) {
    obb_soa<float, 3> boxes;
    for (std::size_t j = 0; j < n; ++j) boxes.push_back(j % 2 ? turned(0.25f, 2) : turned(2, 0.25f));
    std::vector<std::uint64_t> w(mask_words(n));
    overlaps_mask<TypeParam>(s, boxes.view(), w.data());
    for (std::size_t j = 0; j < n; ++j) EXPECT_EQ(ref::detail::bit(w, j), j % 2 == 0) << "lane " << j << " of " << n;
  }
}

TEST(BatchPairsApi, OrientedBoxSpansRoundTrip) {
  std::vector<obb<double, 2>> boxes{{{1, 2}, {{{0.6, 0.8}, {-0.8, 0.6}}}, {3, 4}}, {{-1, 0}, {{{1, 0}, {0, 1}}}, {0, 5}}};
  const obb_soa<double, 2> soa(boxes);
  ASSERT_EQ(soa.size(), 2u);
  for (std::size_t j = 0; j < 2; ++j) {
    EXPECT_EQ(soa.view()[j].center, boxes[j].center);
    EXPECT_EQ(soa.view()[j].axes, boxes[j].axes);
    EXPECT_EQ(soa.view()[j].half, boxes[j].half);
    EXPECT_EQ(soa.view().subspan(j, 1)[0].half, boxes[j].half);
  }
}

TEST(BatchPairsApi, CheckedFormsRefuseBadSpansAndNameTheFirstBadElement) {
  std::vector<box<float, 3>> boxes(5, box<float, 3>{{0, 0, 0}, {1, 1, 1}});
  boxes[2].min[0] = boxes[2].max[0] = 1;                       // degenerate: refused for open sets only
  boxes[3].min[1] = 2;                                         // inverted
  boxes[4].max[2] = std::numeric_limits<float>::quiet_NaN();
  const box_soa<float, 3> soa(boxes);
  const box<float, 3> q{{0, 0, 0}, {1, 1, 1}};
  std::vector<std::uint64_t> w(1, 77);
  auto e = overlaps_mask_checked(q, soa.view(), w.data());
  EXPECT_EQ(e.error, errc::inverted_box);
  EXPECT_EQ(e.index, 3u);
  EXPECT_EQ(w[0], 77u) << "no word is written on an error";
  e = overlaps_mask_checked<aabb_aabb::batch_open_dispatch>(q, soa.view(), w.data());
  EXPECT_EQ(e.error, errc::degenerate_box);
  EXPECT_EQ(e.index, 2u);
  const box_soa<float, 3> two(std::vector<box<float, 3>>(2, q));
  EXPECT_EQ(overlaps_mask_checked(two.view(), soa.view(), w.data()).error, errc::bad_span);
  boxes_view<float, 3> broken = soa.view();
  broken.min[2] = nullptr;
  EXPECT_EQ(overlaps_mask_checked(q, broken, w.data()).error, errc::bad_span);
  // Pairs of equal counts, one side's span broken: refused whichever side it is.
  EXPECT_EQ(overlaps_mask_checked(broken, soa.view(), w.data()).error, errc::bad_span);
  EXPECT_EQ(overlaps_mask_checked(soa.view(), broken, w.data()).error, errc::bad_span);
  // Swept: the first box beyond max/2, then a NaN velocity refused at box 0.
  std::vector<box<float, 3>> far(3, q);
  far[1].max[0] = std::numeric_limits<float>::max();
  const box_soa<float, 3> far_soa(far);
  e = sweep_mask_checked(q, {1, 0, 0}, far_soa.view(), w.data());
  EXPECT_EQ(e.error, errc::out_of_domain);
  EXPECT_EQ(e.index, 1u);
  e = sweep_mask_checked(q, {std::numeric_limits<float>::quiet_NaN(), 0, 0}, far_soa.view(), w.data());
  EXPECT_EQ(e.error, errc::not_a_number);
  EXPECT_EQ(e.index, 0u);
  EXPECT_TRUE(sweep_mask_checked(q, {1, 0, 0}, boxes_view<float, 3>{}, w.data()).ok());
  // Sphere-OBB: skewed axes at box 1.
  std::vector<obb<float, 3>> obbs(2, turned(1, 1));
  obbs[1].axes[0][0] *= 1.001f;
  const obb_soa<float, 3> obb_soa_(obbs);
  e = overlaps_mask_checked(ball<float, 3>{{0, 0, 0}, 1}, obb_soa_.view(), w.data());
  EXPECT_EQ(e.error, errc::not_orthonormal);
  EXPECT_EQ(e.index, 1u);
}

// --- Known-wrong kernels: pinned counterexamples -----------------------------------------------

TEST(BatchPairsKnownWrong, ClosedStrictLosesTouchingBoxes) {
  ref::aabb_aabb_batch_case<float, 3> c;
  c.queries.push_back({{0, 0, 0}, {1, 1, 1}});
  for (int j = 0; j < 5; ++j) c.targets.push_back({{0, 0, 0}, {1, 1, 1}});
  c.targets.push_back({{1, 0, 0}, {2, 1, 1}});  // lane 5 touches at x = 1
  test::pin<kw::aabb_batch_closed_strict, aabb_aabb::batch_all>(c, "lane 5 of 6");
}

TEST(BatchPairsKnownWrong, PairsFirstQueryComparesWithLaneZero) {
  ref::aabb_aabb_batch_case<float, 2> c;
  c.pairs = true;
  c.queries = {{{0, 0}, {1, 1}}, {{5, 5}, {6, 6}}};
  c.targets = {{{0, 0}, {1, 1}}, {{5, 5}, {6, 6}}};
  test::pin<kw::aabb_batch_pairs_first_query, aabb_aabb::batch_all>(c, "lane 1 of 2");
}

TEST(BatchPairsKnownWrong, NoEntryClampReportsTimesBeforeTheFrame) {
  ref::swept_aabb_batch_case<float, 3> c;
  c.queries.push_back({{{0, 0, 0}, {1, 1, 1}}, {1, 0, 0}});
  c.targets.push_back({{0.5f, 0, 0}, {2, 1, 1}});  // overlapping at t = 0: entry -0.5, clamped to 0
  test::pin<kw::swept_batch_no_entry_clamp, swept_aabb::batch_all>(c, "0 <= enter");
}

TEST(BatchPairsKnownWrong, AxisColumnTestsTheMirroredOrientation) {
  ref::sphere_obb_batch_case<float, 3> c;
  c.queries.push_back({{1.2f, 1.2f, 0}, 0.1f});
  c.targets.push_back(turned(2, 0.25f));
  test::pin<kw::obb_batch_axis_column, sphere_obb::batch_all>(c, "bounded contract (a)");
}

/// Batches until the harness catches Wrong in builder-made batches of CaseT (decoded from
/// fixed-seed bytes, the fuzz target's distribution), or -1 after 20,000.
template <class Wrong, template <class, int> class CaseT>
long cases_until_caught() {
  test::prng g(2026);
  for (long i = 1; i <= 20000; ++i) {
    const auto bytes = g.bytes(4096);
    std::optional<ref::violation> v;
    ref::with_decoded<CaseT>(bytes.data(), bytes.size(), [&](const auto& c) { v = ref::check<Wrong>(c); });
    if (v) {
      EXPECT_EQ(v->variant, Wrong::name);
      return i;
    }
  }
  return -1;
}

TEST(BatchPairsKnownWrong, EachIsCaughtInBuilderMadeBatches) {
  const long strict = cases_until_caught<kw::aabb_batch_closed_strict, ref::aabb_aabb_batch_case>();
  const long first = cases_until_caught<kw::aabb_batch_pairs_first_query, ref::aabb_aabb_batch_case>();
  const long clamp = cases_until_caught<kw::swept_batch_no_entry_clamp, ref::swept_aabb_batch_case>();
  const long column = cases_until_caught<kw::obb_batch_axis_column, ref::sphere_obb_batch_case>();
  EXPECT_GT(strict, 0);
  EXPECT_GT(first, 0);
  EXPECT_GT(clamp, 0);
  EXPECT_GT(column, 0);
  std::cout << "caught after: aabb_batch_closed_strict " << strict << ", aabb_batch_pairs_first_query " << first
            << ", swept_batch_no_entry_clamp " << clamp << ", obb_batch_axis_column " << column << " batches\n";
}

}  // namespace
