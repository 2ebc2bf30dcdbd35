// Batch kernels (lib/include/spherebox/batch): every kernel against the harness at every
// length 0..2W+1 (W = 16, the widest float register) and across mask words, at several
// alignments; the API's checked entry points; and the known-wrong kernels, each caught with a
// pinned counterexample and from builder-made batches.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <iostream>
#include <limits>
#include <spherebox/batch.hpp>
#include <spherebox_ref/sphere_aabb/batch.hpp>
#include <vector>

#include <spherebox_ref/sphere_aabb/batch_known_wrong.hpp>
#include "batch_util.hpp"
#include "test_util.hpp"

namespace {

using namespace spherebox;
namespace kw = spherebox::known_wrong;

template <class T, int N>
using batch_case = ref::sphere_aabb_batch_case<T, N>;

SPHEREBOX_TYPED_SUITE(BatchKernel, batch::all);

TYPED_TEST(BatchKernel, EveryLengthOffsetAndFormKeepsEveryClause) {
  test::every_kind<TypeParam, ref::sphere_aabb_case>();
}

TYPED_TEST(BatchKernel, ExactTangencyAtEveryLanePosition) {
  if (!TypeParam::supported()) GTEST_SKIP() << "this CPU cannot run " << TypeParam::name;
  // Ball at the origin with r = 5, boxes at x in [3, 4] and y in [4 + d, 5]: corner distance
  // sqrt(9 + (4 + d)^2), exactly 5 for d = 0. Lane j gets d = 0 or d = 2^-20 by its parity.
  for (std::size_t n : test::batch_lengths()) {
    batch_case<float, 3> c;
    c.queries.push_back({{0, 0, 0}, 5});
    for (std::size_t j = 0; j < n; ++j) {
      const float d = j % 2 ? std::ldexp(1.0f, -20) : 0.0f;
      c.targets.push_back({{3, 4 + d, -1}, {4, 5, 1}});
    }
    std::vector<std::uint64_t> w(mask_words(n));
    ref::batch_columns<ref::sphere_aabb_case<float, 3>> a(c);
    overlaps_mask<TypeParam>(c.queries[0], a.targets, w.data());
    for (std::size_t j = 0; j < n; ++j) EXPECT_EQ((w[j / 64] >> (j % 64)) & 1, j % 2 ? 0u : 1u) << "lane " << j << " of " << n;
    EXPECT_FALSE(ref::check_variant<TypeParam>(c).has_value());
  }
}

// Spans of more than 63 mask words: each word goes to its own index (words[base / 64] and the
// tail's words[whole / 64] differ from a division by 63 only from the 63rd word on), every word
// is written (the words start as a pattern no answer gives), and no bit past n is set.
TYPED_TEST(BatchKernel, LongSpansWriteEveryMaskWordInPlace) {
  if (!TypeParam::supported()) GTEST_SKIP() << "this CPU cannot run " << TypeParam::name;
  for (std::size_t n : {std::size_t(64 * 66), std::size_t(64 * 66 + 7)}) {
    batch_case<float, 3> c;
    c.queries.push_back({{0, 0, 0}, 5});
    // The tangent corner of ExactTangencyAtEveryLanePosition on lanes j % 3 == 0, 2^-20 away elsewhere.
    for (std::size_t j = 0; j < n; ++j) c.targets.push_back({{3, 4 + (j % 3 ? std::ldexp(1.0f, -20) : 0.0f), -1}, {4, 5, 1}});
    std::vector<std::uint64_t> w(mask_words(n), 0x5555555555555555u);
    ref::batch_columns<ref::sphere_aabb_case<float, 3>> a(c);
    overlaps_mask<TypeParam>(c.queries[0], a.targets, w.data());
    int wrong = 0;
    for (std::size_t j = 0; j < n && wrong < 5; ++j) {
      if (((w[j / 64] >> (j % 64)) & 1) != (j % 3 ? 0u : 1u)) {
        ADD_FAILURE() << "lane " << j << " of " << n;
        ++wrong;
      }
    }
    if (n % 64) {
      EXPECT_EQ(w.back() >> (n % 64), 0u) << "bits past the last lane of " << n;
    }
  }
}

TEST(BatchApi, OwningSpansRoundTrip) {
  std::vector<box<double, 2>> boxes{{{0, 0}, {1, 1}}, {{2, -1}, {3, 4}}, {{-5, -5}, {-4, -4}}};
  const box_soa<double, 2> soa(boxes);
  ASSERT_EQ(soa.size(), 3u);
  for (std::size_t j = 0; j < 3; ++j) {
    EXPECT_EQ(soa.view()[j].min, boxes[j].min);
    EXPECT_EQ(soa.view()[j].max, boxes[j].max);
  }
  EXPECT_EQ(mask_words(0), 0u);
  EXPECT_EQ(mask_words(64), 1u);
  EXPECT_EQ(mask_words(65), 2u);
  // ball (1.5, 0.5) r = 0.5 touches box 0 (x = 1) and box 1 (x = 2), misses box 2.
  const ball<double, 2> s{{1.5, 0.5}, 0.5};
  std::uint64_t w = ~0ull;
  overlaps_mask(s, soa.view(), &w);
  EXPECT_EQ(w, 0b011u);
  std::uint32_t idx[3] = {9, 9, 9};
  ASSERT_EQ(overlaps_indices(s, soa.view(), idx), 2u);
  EXPECT_EQ(idx[0], 0u);
  EXPECT_EQ(idx[1], 1u);
  // Pairs: three copies of s against the three boxes.
  const ball_soa<double, 2> balls(std::vector<ball<double, 2>>(3, s));
  w = ~0ull;
  overlaps_mask(balls.view(), soa.view(), &w);
  EXPECT_EQ(w, 0b011u);
}

TEST(BatchApi, CheckedRefusesBadSpansAndNamesTheFirstBadElement) {
  std::vector<box<float, 3>> boxes(5, box<float, 3>{{0, 0, 0}, {1, 1, 1}});
  boxes[3].min[1] = 2;                                            // inverted
  boxes[4].max[2] = std::numeric_limits<float>::quiet_NaN();      // NaN outranks inverted, but comes later
  const box_soa<float, 3> soa(boxes);
  const ball<float, 3> s{{0.5f, 0.5f, 0.5f}, 1};
  std::vector<std::uint64_t> w(1, 77);
  auto e = overlaps_mask_checked(s, soa.view(), w.data());
  EXPECT_EQ(e.error, errc::inverted_box);
  EXPECT_EQ(e.index, 3u);
  EXPECT_EQ(w[0], 77u) << "no word is written on an error";
  // A null span with a non-zero size, and pairs of different sizes.
  boxes_view<float, 3> broken = soa.view();
  broken.max[1] = nullptr;
  e = overlaps_mask_checked(s, broken, w.data());
  EXPECT_EQ(e.error, errc::bad_span);
  EXPECT_EQ(e.index, batch_error::npos);
  const ball_soa<float, 3> two(std::vector<ball<float, 3>>(2, s));
  EXPECT_EQ(overlaps_mask_checked(two.view(), soa.view(), w.data()).error, errc::bad_span);
  // Empty spans are fine, null pointers included.
  EXPECT_TRUE(overlaps_mask_checked(s, boxes_view<float, 3>{}, w.data()).ok());
  // Beyond the magnitude limit.
  std::vector<box<float, 3>> far(1, box<float, 3>{{0, 0, 0}, {0x1p62f, 1, 1}});
  e = overlaps_mask_checked(s, box_soa<float, 3>(far).view(), w.data());
  EXPECT_EQ(e.error, errc::out_of_domain);
  EXPECT_EQ(e.index, 0u);
}

// spans_ok(), what every checked batch call asks first, on each view type: every pointer of a
// non-empty span is looked at (one null among them refuses it), none of an empty one is, and the
// size limit is 2^32 - 1 inclusive. The spans are never read, so one element stands for any size.
template <class View>
using nuller = std::function<void(View&)>;

template <class T, int N>
std::vector<nuller<boxes_view<T, N>>> nullers(const boxes_view<T, N>&) {
  std::vector<nuller<boxes_view<T, N>>> f;
  for (int i = 0; i < N; ++i) {
    f.push_back([i](boxes_view<T, N>& v) { v.min[i] = nullptr; });
    f.push_back([i](boxes_view<T, N>& v) { v.max[i] = nullptr; });
  }
  return f;
}
template <class T, int N>
std::vector<nuller<balls_view<T, N>>> nullers(const balls_view<T, N>&) {
  std::vector<nuller<balls_view<T, N>>> f;
  for (int i = 0; i < N; ++i) f.push_back([i](balls_view<T, N>& v) { v.center[i] = nullptr; });
  f.push_back([](balls_view<T, N>& v) { v.radius = nullptr; });
  return f;
}
template <class T, int N>
std::vector<nuller<obbs_view<T, N>>> nullers(const obbs_view<T, N>&) {
  std::vector<nuller<obbs_view<T, N>>> f;
  for (int i = 0; i < N; ++i) {
    f.push_back([i](obbs_view<T, N>& v) { v.center[i] = nullptr; });
    f.push_back([i](obbs_view<T, N>& v) { v.half[i] = nullptr; });
    for (int k = 0; k < N; ++k) f.push_back([i, k](obbs_view<T, N>& v) { v.axes[i][k] = nullptr; });
  }
  return f;
}

template <class View>
void expect_spans_checked(const View& good, std::size_t pointers, const char* what) {
  using size_type = decltype(good.size);
  EXPECT_TRUE(good.spans_ok()) << what;
  View v = good;
  v.size = std::numeric_limits<std::uint32_t>::max();
  EXPECT_TRUE(v.spans_ok()) << what << ": 2^32 - 1 elements are allowed";
  if constexpr (sizeof(size_type) > 4) {
    v.size = size_type(std::numeric_limits<std::uint32_t>::max()) + 1;
    EXPECT_FALSE(v.spans_ok()) << what << ": 2^32 elements are refused";
  }
  EXPECT_TRUE(View{}.spans_ok()) << what << ": an empty span of null pointers";
  const auto each = nullers(good);
  ASSERT_EQ(each.size(), pointers) << what;
  for (std::size_t p = 0; p < each.size(); ++p) {
    View broken = good;
    each[p](broken);
    EXPECT_FALSE(broken.spans_ok()) << what << ": pointer " << p << " of " << pointers << " is null";
    broken.size = 0;
    EXPECT_TRUE(broken.spans_ok()) << what << ": pointer " << p << " null with no elements";
  }
}

TEST(BatchSpans, EveryPointerAndTheSizeLimitAreChecked) {
  const box_soa<float, 3> boxes(std::vector<box<float, 3>>(1, box<float, 3>{{0, 0, 0}, {1, 1, 1}}));
  expect_spans_checked(boxes.view(), 6, "boxes_view<float, 3>");
  const ball_soa<double, 2> balls(std::vector<ball<double, 2>>(1, ball<double, 2>{{0, 0}, 1}));
  expect_spans_checked(balls.view(), 3, "balls_view<double, 2>");
  const obb_soa<float, 3> obbs(std::vector<obb<float, 3>>(1, obb<float, 3>{{0, 0, 0}, {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}, {1, 2, 3}}));
  expect_spans_checked(obbs.view(), 15, "obbs_view<float, 3>");
  const obb_soa<double, 2> obbs2(std::vector<obb<double, 2>>(1, obb<double, 2>{{0, 0}, {{{1, 0}, {0, 1}}}, {1, 1}}));
  expect_spans_checked(obbs2.view(), 8, "obbs_view<double, 2>");
}

// operator[] and subspan of the oriented boxes' view give back every field of every box.
TEST(BatchSpans, OrientedBoxViewsGiveBackEveryField) {
  std::vector<obb<double, 3>> in;
  for (int j = 0; j < 5; ++j) {
    obb<double, 3> b{};
    for (int i = 0; i < 3; ++i) {
      b.center[i] = 10 * j + i, b.half[i] = 100 * j + i + 1;
      for (int k = 0; k < 3; ++k) b.axes[i][k] = 1000 * j + 10 * i + k;
    }
    in.push_back(b);
  }
  const obb_soa<double, 3> soa(in);
  const obbs_view<double, 3> v = soa.view();
  const obbs_view<double, 3> tail = v.subspan(2, 3);
  ASSERT_EQ(tail.size, 3u);
  for (std::size_t j = 0; j < in.size(); ++j) {
    const obb<double, 3> got = v[j];
    for (int i = 0; i < 3; ++i) {
      EXPECT_EQ(got.center[i], in[j].center[i]) << j << " " << i;
      EXPECT_EQ(got.half[i], in[j].half[i]) << j << " " << i;
      for (int k = 0; k < 3; ++k) EXPECT_EQ(got.axes[i][k], in[j].axes[i][k]) << j << " " << i << " " << k;
      if (j >= 2) {
        const obb<double, 3> t = tail[j - 2];
        EXPECT_EQ(t.center[i], in[j].center[i]);
        EXPECT_EQ(t.half[i], in[j].half[i]);
        for (int k = 0; k < 3; ++k) EXPECT_EQ(t.axes[i][k], in[j].axes[i][k]);
      }
    }
  }
}

TEST(BatchApi, DispatchRunsTheWidestSupportedKernelUnlessForced) {
  if (std::getenv(batch::force_variable)) GTEST_SKIP() << batch::force_variable << " is set";
  EXPECT_EQ(batch::active_kernel(), batch::best_kernel());
  for (batch::kernel k : batch::all_kernels) {
    if (batch::supported(k)) {
      EXPECT_GE(int(batch::best_kernel()), int(k));
    }
  }
  EXPECT_TRUE(batch::supported(batch::kernel::scalar));
}

// The batch generator's claims, on the fuzz decoder's distribution (the properties draw from the
// same build_case): every length 0..2W+1 occurs, longer batches cross mask words, offsets reach
// 15, both forms occur, and in the one-ball form boxes within 2 ulps of lane 0's box (copies and
// ulp moves, so tangencies of the shared ball) turn up at lane positions past the first register.
TEST(BatchGenerator, CoversLengthsOffsetsFormsAndTangenciesAtEveryPosition) {
  test::prng g(7);
  std::vector<bool> seen_length(ref::max_batch_length + 1);
  bool long_seen = false, pairs_seen = false, one_seen = false, offset_top = false, near_late_lane = false;
  for (int i = 0; i < 4000; ++i) {
    const auto bytes = g.bytes(2048);
    std::uint8_t head[2] = {std::uint8_t(1 + i % 6), 1};  // builder modes, float 3-D
    std::vector<std::uint8_t> in(head, head + 2);
    in.insert(in.end(), bytes.begin(), bytes.end());
    const auto c = *ref::decode<batch_case<float, 3>>(in.data(), in.size());
    if (c.size() <= ref::max_batch_length) seen_length[c.size()] = true;
    long_seen = long_seen || c.size() > 64;
    pairs_seen = pairs_seen || c.pairs;
    one_seen = one_seen || !c.pairs;
    offset_top = offset_top || c.offset == ref::max_batch_offset;
    if (c.pairs) continue;
    auto within_2_ulps = [](float x, float y) {
      for (int k = -2; k <= 2; ++k)
        if (ref::nudge_ulps(x, k) == y) return true;
      return false;
    };
    for (std::size_t j = 17; j < c.size(); ++j) {
      bool close = true;
      for (int a = 0; a < 3; ++a)
        close = close && within_2_ulps(c.targets[0].min[a], c.targets[j].min[a]) &&
                within_2_ulps(c.targets[0].max[a], c.targets[j].max[a]);
      near_late_lane = near_late_lane || close;
    }
  }
  for (std::size_t n = 0; n < seen_length.size(); ++n) EXPECT_TRUE(seen_length[n]) << "length " << n << " never drawn";
  EXPECT_TRUE(long_seen);
  EXPECT_TRUE(pairs_seen);
  EXPECT_TRUE(one_seen);
  EXPECT_TRUE(offset_top);
  EXPECT_TRUE(near_late_lane);
}

// --- Known-wrong kernels: pinned counterexamples -----------------------------------------------

/// n unit boxes around a ball at their centre: every lane overlaps, every value a small integer.
batch_case<float, 3> all_inside(std::size_t n, std::size_t offset, bool pairs) {
  batch_case<float, 3> c;
  c.pairs = pairs, c.offset = offset;
  for (std::size_t j = 0; j < (pairs ? n : 1); ++j) c.queries.push_back({{0, 0, 0}, 1});
  for (std::size_t j = 0; j < n; ++j) c.targets.push_back({{-1, -1, -1}, {1, 1, 1}});
  return c;
}

TEST(BatchKnownWrong, TailDroppedLosesTheLastLanes) {
  test::pin<kw::batch_tail_dropped, batch::all>(all_inside(9, 0, false), "lane 8 of 9");
}

TEST(BatchKnownWrong, AssumesAlignedReadsBeforeAnUnalignedSpan) {
  test::pin<kw::batch_assumes_aligned, batch::all>(all_inside(4, 1, false), "bounded contract (b)");
}

TEST(BatchKnownWrong, PairsFirstRadiusBroadcastsLaneZero) {
  auto c = all_inside(2, 0, true);
  c.queries[0].radius = 0;                        // lane 0: the centre is inside, r = 0 still overlaps
  c.queries[1] = {{3, 0, 0}, 2};                  // lane 1 touches x = 1 only with its own r = 2
  test::pin<kw::batch_pairs_first_radius, batch::all>(c, "lane 1 of 2");
}

/// The harness finds each known-wrong kernel on its own in builder-made batches (decoded from
/// fixed-seed bytes, the fuzz target's distribution) within a small budget.
template <class Wrong>
long cases_until_caught() {
  test::prng g(2026);
  for (long i = 1; i <= 20000; ++i) {
    const auto bytes = g.bytes(4096);
    std::optional<ref::violation> v;
    ref::with_decoded<ref::sphere_aabb_batch_case>(bytes.data(), bytes.size(), [&](const auto& c) { v = ref::check<Wrong>(c); });
    if (v) {
      EXPECT_EQ(v->variant, Wrong::name);
      return i;
    }
  }
  return -1;
}

TEST(BatchKnownWrong, EachIsCaughtInBuilderMadeBatches) {
  const long tail = cases_until_caught<kw::batch_tail_dropped>();
  const long aligned = cases_until_caught<kw::batch_assumes_aligned>();
  const long radius = cases_until_caught<kw::batch_pairs_first_radius>();
  EXPECT_GT(tail, 0);
  EXPECT_GT(aligned, 0);
  EXPECT_GT(radius, 0);
  std::cout << "caught after: tail_dropped " << tail << ", assumes_aligned " << aligned << ", pairs_first_radius "
            << radius << " batches\n";
}

TEST(BatchKnownWrong, ProductKernelsPassTheSameBatches) {
  test::prng g(2026);
  for (int i = 0; i < 300; ++i) {
    const auto bytes = g.bytes(4096);
    ref::with_decoded<ref::sphere_aabb_batch_case>(bytes.data(), bytes.size(), [&](const auto& c) {
      const auto v = ref::check_all<batch::all>(c);
      ASSERT_FALSE(v.has_value()) << ref::show(*v);
    });
  }
}

}  // namespace
