// check_all's clauses beyond the contract must be able to fail: a variant that keeps its
// bounded contract but is mislabelled as a twin, or answers differently on mirrored input,
// must be rejected with that clause. check_all skips a variant that says it cannot run here,
// so each registered variant's supported() must match the instruction set it declares.
#include <gtest/gtest.h>

#include <spherebox/sphere_aabb/arvo.hpp>
#include <spherebox/sphere_aabb/batch.hpp>
#include <spherebox/sphere_aabb/qri.hpp>
#include <spherebox/sphere_aabb/sse2.hpp>
#include <spherebox/sphere_obb/sse2.hpp>
#include <spherebox/detail/type_list.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <spherebox_ref/core/supported.hpp>
#include <spherebox_ref/registries.hpp>
#include <string>

#include "test_util.hpp"

namespace {

using namespace spherebox;

/// Arvo declared bit-identical to qri. Both keep the bounded contract, but arvo has no quick
/// rejections, so where rounding decides they can differ: the twin clause must fire.
struct mislabelled_twin : sphere_aabb::arvo {
  static constexpr std::string_view name = "mislabelled_twin";
  using twin = sphere_aabb::qri;
};

/// Arvo for centres with x >= 0, qri otherwise: bounded either way, but mirroring the input
/// switches the algorithm, so the mirrored image can answer differently.
struct sign_dependent : sphere_aabb::arvo {
  static constexpr std::string_view name = "sign_dependent";
  template <class T, int N>
  static bool test(const ball<T, N>& s, const box<T, N>& b) noexcept {
    return s.center[0] >= 0 ? sphere_aabb::arvo::test(s, b) : sphere_aabb::qri::test(s, b);
  }
};

/// Arvo (portable code) saying it cannot run here: check_all and the verdict would skip it.
struct claims_unsupported : sphere_aabb::arvo {
  static constexpr std::string_view name = "claims_unsupported";
  static bool supported() noexcept { return false; }
};

/// Arvo declaring an AVX-512F requirement and answering Claim whatever the CPU.
template <bool Claim>
struct avx512_claiming : sphere_aabb::arvo {
  static constexpr std::string_view name = Claim ? "avx512_claims_true" : "avx512_claims_false";
  static constexpr batch::kernel instruction_set = batch::kernel::avx512;
  static bool supported() noexcept { return Claim; }
};

static_assert(ref::required_kernel<sphere_aabb::arvo>() == batch::kernel::scalar);
static_assert(ref::required_kernel<sphere_aabb::sse2>() == batch::kernel::sse2);
static_assert(ref::required_kernel<sphere_obb::sse2>() == batch::kernel::sse2);
static_assert(ref::required_kernel<batch::avx2>() == batch::kernel::avx2);
static_assert(ref::required_kernel<batch::exact_avx512>() == batch::kernel::avx512);
static_assert(ref::required_kernel<batch::dispatch>() == batch::kernel::scalar);

/// The first violation check_all finds for V over builder cases of every mode and kind.
template <class V>
std::optional<ref::violation> hunt_with_check_all(std::uint64_t seed) {
  test::prng g(seed);
  for (long i = 0; i < 200000; ++i) {
    const auto m = ref::mode(i % int(ref::mode::count));
    std::optional<ref::violation> v;
    switch (i / int(ref::mode::count) % 4) {
      case 0: v = ref::check_all<detail::type_list<V>>(test::make_case<float, 2>(m, g)); break;
      case 1: v = ref::check_all<detail::type_list<V>>(test::make_case<float, 3>(m, g)); break;
      case 2: v = ref::check_all<detail::type_list<V>>(test::make_case<double, 2>(m, g)); break;
      default: v = ref::check_all<detail::type_list<V>>(test::make_case<double, 3>(m, g)); break;
    }
    if (v) return v;
  }
  return std::nullopt;
}

TEST(CheckAll, RejectsAMislabelledTwin) {
  if (!ref::check_twins) GTEST_SKIP() << "fused build: twins are not bit-identical by design";
  const auto v = hunt_with_check_all<mislabelled_twin>(7);
  ASSERT_TRUE(v) << "the twin clause never fired";
  EXPECT_NE(v->what.find("twin: answer differs from qri"), std::string::npos) << ref::show(*v);
}

TEST(CheckAll, RejectsAnswersThatChangeUnderMirroring) {
  const auto v = hunt_with_check_all<sign_dependent>(11);
  ASSERT_TRUE(v) << "the metamorphic clause never fired";
  EXPECT_NE(v->what.find("metamorphic: mirrored image"), std::string::npos) << ref::show(*v);
}

TEST(Supported, EveryRegisteredVariantMatchesItsInstructionSet) {
  int variants = 0;
  ref::for_each_slug([&](std::string_view, auto entry) {
    decltype(entry)::registry::for_each([&](auto tag) {
      ++variants;
      const auto wrong = ref::supported_mismatch<decltype(tag)>();
      EXPECT_FALSE(wrong) << decltype(entry)::slug << "/" << wrong.value_or("");
    });
  });
  EXPECT_GT(variants, 0);
}

TEST(Supported, FlagsAPortableVariantThatSaysItCannotRun) {
  const auto wrong = ref::supported_mismatch<claims_unsupported>();
  ASSERT_TRUE(wrong) << "supported() false on portable code went unnoticed";
  EXPECT_EQ(*wrong, "claims_unsupported: supported() is false, but it is portable code");
}

TEST(Supported, JudgesAnInstructionSetVariantByTheMachine) {
  // Of two answers to "can this machine run AVX-512F?", exactly one is wrong on any machine.
  const auto yes = ref::supported_mismatch<avx512_claiming<true>>();
  const auto no = ref::supported_mismatch<avx512_claiming<false>>();
  ASSERT_NE(bool(yes), bool(no));
  if (yes) EXPECT_EQ(*yes, "avx512_claims_true: supported() is true, but it needs avx512, which this build and CPU "
                           "lack");
  else EXPECT_EQ(*no, "avx512_claims_false: supported() is false, but it needs avx512, which this build and CPU have");
}

}  // namespace
