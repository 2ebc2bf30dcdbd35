// A user's check (spherebox_ref/user/, what spherebox_add_check's driver runs) fed functions as a
// user would write them. classify must name exact for sphere_aabb::exact, bounded with k at most
// the documented one for arvo and conservative for conservative, and neither for two known-wrong
// forms; every slug's form of a user function is judged: the library's own variant passes and a
// planted defect is caught; a report carries what a user acts on.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <spherebox/all.hpp>
#include <spherebox_ref/known_wrong_registry.hpp>
#include <spherebox_ref/core/verdict.hpp>
#include <spherebox_ref/user/run.hpp>
#include <string>
#include <vector>

namespace {

using namespace spherebox;
namespace user = spherebox::ref::user;

/// V's test as a user's function (any value type and dimension).
template <class V>
struct as_user {
  template <class... A>
  auto operator()(const A&... a) const { return V::test(a...); }
};

/// Random inputs as the replay driver's random mode draws them (fixed seed).
template <class Each>
void random_inputs(int count, std::uint64_t seed, Each&& each) {
  std::mt19937_64 rng(seed);
  std::vector<std::uint8_t> bytes;
  for (int i = 0; i < count; ++i) {
    bytes.resize(rng() % 8 == 0 ? 2 + rng() % 4096 : 2 + rng() % 160);
    for (auto& b : bytes) b = static_cast<std::uint8_t>(rng());
    each(bytes);
  }
}

using sphere_aabb_entry = user::slug_of<"sphere_aabb">;
using three_kinds = spherebox::detail::type_list<user::kind<float, 3>, user::kind<double, 3>, user::kind<float, 2>>;

/// What classify says of V fed as the user function `name`, after `count` random inputs.
template <class V>
std::string classify(const char* name, int count) {
  user::options o;
  o.name = name, o.contract = "classify";
  const user::places at{name, "", ""};
  as_user<V> fn;
  random_inputs(count, 1, [&](const std::vector<std::uint8_t>& b) {
    user::run_input<sphere_aabb_entry, three_kinds>(b.data(), b.size(), o, fn, ref::judging::observe, at);
  });
  ref::stats_row total;
  for (const auto& [key, r] : ref::stats_table::get().rows())
    if (key.rfind("classify/sphere_aabb/" + std::string(name) + "/", 0) == 0) ref::add_row(total, r);
  const std::string verdict = ref::classify_verdict(total);
  std::cout << name << ": " << verdict << "\n";
  return verdict;
}

constexpr int classify_inputs = 60000;

TEST(UserCheck, ClassifiesExactAsExact) {
  EXPECT_EQ(classify<sphere_aabb::exact>("lib_exact", classify_inputs).rfind("exact:", 0), 0u);
}

TEST(UserCheck, ClassifiesArvoAsBoundedWithinItsConstant) {
  const std::string v = classify<sphere_aabb::arvo>("lib_arvo", classify_inputs);
  ASSERT_EQ(v.rfind("bounded k~", 0), 0u) << v;
  const double k = std::atof(v.c_str() + 10);
  EXPECT_GT(k, 0.0);
  EXPECT_LE(k, 6.0) << "arvo's documented k for N = 3 is 6, and 5 for N = 2";
  EXPECT_EQ(v.find("conservative"), std::string::npos) << "arvo gives false negatives too";
}

/// The counts of "beyond the rounding bound (k = K): A of B false positives, C of D false negatives"
/// in a classify verdict, or nothing when the verdict has no such line.
std::optional<std::array<long long, 5>> rounding_split(const std::string& v) {
  std::array<long long, 5> n{};
  const auto at = v.find("beyond the rounding bound (k = ");
  if (at == std::string::npos ||
      std::sscanf(v.c_str() + at, "beyond the rounding bound (k = %lld): %lld of %lld false positives, %lld of %lld",
                  &n[0], &n[1], &n[2], &n[3], &n[4]) != 5)
    return std::nullopt;
  return n;
}

// A correct bounded test's wrong answers are all within the rounding bound of its documented k,
// however many there are; a test wrong on exactly representable inputs has wrong answers beyond it.
TEST(UserCheck, ClassifySplitsWrongAnswersByTheRoundingBound) {
  const auto arvo = rounding_split(classify<sphere_aabb::arvo>("split_arvo", classify_inputs));
  ASSERT_TRUE(arvo) << "no rounding split in arvo's classify verdict";
  EXPECT_GT((*arvo)[2] + (*arvo)[4], 0) << "arvo gave no wrong answer to split";
  EXPECT_EQ((*arvo)[1], 0) << "arvo's false positives beyond its documented k";
  EXPECT_EQ((*arvo)[3], 0) << "arvo's false negatives beyond its documented k";
  const auto strict = rounding_split(classify<known_wrong::strict_final>("split_strict", classify_inputs));
  ASSERT_TRUE(strict) << "no rounding split in strict_final's classify verdict";
  EXPECT_GT((*strict)[3], 0) << "strict_final's false negatives on exact tangencies counted within the bound";
  EXPECT_LE((*strict)[3], (*strict)[4]);
}

TEST(UserCheck, ClassifiesConservativeAsConservative) {
  const std::string v = classify<sphere_aabb::conservative>("lib_conservative", classify_inputs);
  EXPECT_EQ(v.rfind("conservative:", 0), 0u) << v;
}

// Negative controls of the classifier: wrong on exactly representable tangencies, and false
// negatives where rounding of the centre/half-extent form drops a touch.
TEST(UserCheck, ClassifiesStrictFinalAsNone) {
  EXPECT_EQ(classify<known_wrong::strict_final>("kw_strict", classify_inputs).rfind("none:", 0), 0u);
}
TEST(UserCheck, ClassifiesCenterHalfAsNone) {
  EXPECT_EQ(classify<known_wrong::conservative_center_half>("kw_center_half", classify_inputs).rfind("none:", 0), 0u);
}

/// The first violation of fn judged under cl over `count` random inputs of Case's kind, if any.
template <class Case, class Fn>
std::optional<ref::violation> hunt(const ref::claim<typename Case::value_type>& cl, Fn fn, int count) {
  std::optional<ref::violation> found;
  random_inputs(count, 7, [&](std::vector<std::uint8_t> b) {
    if (found) return;
    b[1] = ref::kind_of<typename Case::value_type, Case::dims>;
    if (const auto c = ref::decode<Case>(b.data(), b.size())) found = user::check_user(*c, cl, fn, ref::judging::enforce);
  });
  return found;
}

/// The claim a user states with `contract` (and K for slugs without documented constants).
template <class E, class T, int N>
ref::claim<T> stated(const char* contract, int k = -1) {
  user::options o;
  o.name = "user_fn", o.contract = contract, o.k = k;
  return user::make_claim<typename E::registry, T, N>(o);
}

/// fn passes `count` inputs under the claim `contract` states for slug entry E, and wrong_fn is
/// caught within them (with the clause `clause`).
template <class E, class T, int N, class Fn, class Wrong>
void passes_and_catches(const char* contract, Fn fn, Wrong wrong_fn, const char* clause, int k = -1) {
  using Case = typename E::template case_type<T, N>;
  const auto cl = stated<E, T, N>(contract, k);
  const auto good = hunt<Case>(cl, fn, 6000);
  EXPECT_FALSE(good) << E::slug << ": " << ref::show(*good);
  const auto bad = hunt<Case>(cl, wrong_fn, 6000);
  ASSERT_TRUE(bad) << E::slug << ": the planted defect was not caught";
  EXPECT_NE(bad->what.find(clause), std::string::npos) << ref::show(*bad);
}

// The user's check of slug at (T, N) under contract passes the right function and catches the
// wrong one with a report naming the clause.
#define USER_CHECK(test, slug, T, N, contract, right, wrong, clause)                                         \
  TEST(UserCheck, test) {                                                                                    \
    passes_and_catches<user::slug_of<#slug>, T, N>(#contract, as_user<right>{}, as_user<known_wrong::wrong>{}, \
                                                   clause);                                                  \
  }
USER_CHECK(SphereAabb, sphere_aabb, float, 3, bounded, sphere_aabb::arvo, strict_final, "bounded contract (b)")
USER_CHECK(SphereObb, sphere_obb, double, 3, bounded, sphere_obb::qri, obb_strict_final, "bounded contract")
USER_CHECK(CircleRect, circle_rect, float, 2, bounded, circle_rect::absmax, absmax_strict_closed, "bounded contract")
USER_CHECK(SegmentSphere, segment_sphere, double, 3, bounded, segment_sphere::nodiv, far_end_ignored, "bounded contract")
USER_CHECK(EllipsoidAabb, ellipsoid_aabb, float, 3, bounded, ellipsoid_aabb::scaled, scaled_strict, "bounded contract")
USER_CHECK(EllipsoidObb, ellipsoid_obb, double, 3, bounded, ellipsoid_obb::metric, method4, "bounded contract")
// A function returning the contact interval is judged on its times too.
USER_CHECK(SweptAabbTimes, swept_aabb, float, 3, bounded, swept_aabb::slab, wrong_interval_end, "")
#undef USER_CHECK
TEST(UserCheck, SweptAabbInteger) {
  // Integer coordinates (TYPES int32): a function that forgets the second box's velocity.
  auto forgets_vb = [](const auto& a, const auto& va, const auto& b, const auto& vb) {
    auto still = vb;
    for (auto& x : still) x = 0;
    return swept_aabb::exact_int::test(a, va, b, still).hit;
  };
  passes_and_catches<user::slug_of<"swept_aabb", true>, std::int32_t, 2>("exact", as_user<swept_aabb::exact_int>{},
                                                                          forgets_vb, "exact contract");
}
TEST(UserCheck, AabbAabb) {
  // The open-set test under a closed-set claim misses boxes that only touch.
  passes_and_catches<user::slug_of<"aabb_aabb">, float, 3>("exact", as_user<aabb_aabb::closed>{},
                                                           as_user<aabb_aabb::open>{}, "exact contract");
}
TEST(UserCheck, AabbPointAnswersAPoint) {
  auto clamp = [](const auto& b, const auto& p) { return aabb_point::clamp::point(b, p); };
  auto only_max = [](const auto& b, const auto& p) {  // forgets to clamp to min
    auto q = p;
    for (std::size_t i = 0; i < q.size(); ++i) q[i] = p[i] > b.max[i] ? b.max[i] : p[i];
    return q;
  };
  passes_and_catches<user::slug_of<"aabb_point">, double, 3>("exact", clamp, only_max, "closest point differs");
}
TEST(UserCheck, BatchOneBallAgainstMany) {
  auto mask = [](const auto& s, const auto& boxes, std::uint64_t* words) {
    for (std::size_t w = 0; w < mask_words(boxes.size); ++w) words[w] = 0;
    for (std::size_t j = 0; j < boxes.size; ++j)
      if (sphere_aabb::arvo::test(s, boxes[j])) words[j / 64] |= std::uint64_t(1) << (j % 64);
  };
  auto tail_dropped = [&](const auto& s, const auto& boxes, std::uint64_t* words) {  // forgets the last box
    auto shorter = boxes;
    shorter.size = boxes.size ? boxes.size - 1 : 0;
    mask(s, shorter, words);
    if (boxes.size % 64 == 0 && boxes.size) words[boxes.size / 64 - 1] &= ~(std::uint64_t(1) << 63);
  };
  passes_and_catches<user::slug_of<"sphere_aabb_batch">, float, 3>("bounded", mask, tail_dropped, "lane");
}
// The other batch slugs in their user forms: the library's batch entry point passes, the same
// entry point running a known-wrong kernel is caught on a lane.
TEST(UserCheck, BatchOneBoxAgainstMany) {
  auto mask = [](const auto& a, const auto& boxes, std::uint64_t* words) { overlaps_mask(a, boxes, words); };
  auto strict = [](const auto& a, const auto& boxes, std::uint64_t* words) {
    overlaps_mask<known_wrong::aabb_batch_closed_strict>(a, boxes, words);
  };
  passes_and_catches<user::slug_of<"aabb_aabb_batch">, float, 3>("exact", mask, strict, "exact contract");
}
TEST(UserCheck, BatchOneBallAgainstManyOrientedBoxes) {
  auto mask = [](const auto& s, const auto& boxes, std::uint64_t* words) { overlaps_mask(s, boxes, words); };
  auto transposed = [](const auto& s, const auto& boxes, std::uint64_t* words) {
    overlaps_mask<known_wrong::obb_batch_axis_column>(s, boxes, words);
  };
  passes_and_catches<user::slug_of<"sphere_obb_batch">, double, 3>("bounded", mask, transposed, "lane");
}
TEST(UserCheck, BatchOneMovingBoxAgainstMany) {
  // The mask and both time arrays are judged, lane by lane.
  auto times = [](const auto& a, const auto& v, const auto& boxes, std::uint64_t* words, auto* enter, auto* leave) {
    sweep_mask(a, v, boxes, words, enter, leave);
  };
  auto unclamped = [](const auto& a, const auto& v, const auto& boxes, std::uint64_t* words, auto* enter, auto* leave) {
    sweep_mask<known_wrong::swept_batch_no_entry_clamp>(a, v, boxes, words, enter, leave);
  };
  passes_and_catches<user::slug_of<"swept_aabb_batch">, float, 3>("bounded", times, unclamped, "lane");
}

// A claim a user states: the slug's documented constants and domain by default, or their own.
TEST(UserCheck, StatedClaims) {
  using E = user::slug_of<"sphere_aabb">;
  const auto bounded = stated<E, float, 3>("bounded");
  EXPECT_EQ(bounded.bound.k, 6);
  EXPECT_EQ(bounded.bound.a, 4);
  EXPECT_EQ(bounded.max_magnitude, 0x1p61f);
  EXPECT_EQ((stated<E, float, 3>("bounded", 9).bound.k), 9);
  EXPECT_EQ((stated<E, double, 3>("exact").max_magnitude), std::numeric_limits<double>::max());
  user::options o;
  o.contract = "conservative", o.degenerate = false, o.nan = "true", o.open_sets = true;
  const auto c = user::make_claim<E::registry, float, 2>(o);
  EXPECT_EQ(c.promise, contract::conservative);
  EXPECT_FALSE(c.allow_degenerate);
  EXPECT_TRUE(c.nan_gives_true);
  EXPECT_TRUE(c.open_sets);
  EXPECT_LT(c.reject.k, 0) << "no rejection clause unless stated";
  // A degenerate box is outside a claim that leaves them out, inside one that keeps them.
  const ref::sphere_aabb_case<float, 2> flat{{{0, 0}, 1}, {{2, 0}, {2, 1}}};
  EXPECT_FALSE(ref::in_claimed_domain(flat, c));
  EXPECT_TRUE(ref::in_claimed_domain(flat, (stated<E, float, 2>("conservative"))));
}

// What a report gives a user: the answer given and required, the exact D and R, decimals, the
// shrunk case and a replay command.
TEST(UserCheck, ReportCarriesWhatAUserActsOn) {
  using E = user::slug_of<"sphere_aabb">;
  const auto cl = stated<E, float, 3>("bounded");
  const ref::sphere_aabb_case<float, 3> touching{{{2, 0.5f, 0.5f}, 1}, {{0, 0, 0}, {1, 1, 1}}};
  as_user<known_wrong::strict_final> fn;
  const auto v = user::check_user(touching, cl, fn, ref::judging::enforce);
  ASSERT_TRUE(v);
  const user::places at{"user_fn", "", "regress"};
  const std::string text = ref::show(user::full_report(touching, cl, *v, fn, at));
  for (const char* part : {"bounded contract (b)", "answer given: no overlap (false); required: overlap (true)",
                           "exact: D = 1*2^0 (about 1), R = 1*2^0 (about 1), D - R = 0", "decimal: 2 0.5 0.5 1 0 0 0 1 1 1",
                           "input (center[3] radius min[3] max[3]): 0x1p+1", "shrunk (same clause", "replay: "})
    EXPECT_NE(text.find(part), std::string::npos) << part << "\n" << text;
}

}  // namespace
