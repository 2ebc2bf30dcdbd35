// Shared helpers of the GoogleTest suite: registry -> ::testing::Types, a deterministic byte
// stream for the builders, the list of builder modes, cases of any slug and loops over them, and
// pinned known-wrong counterexamples (the per-field checks are in field_checks.hpp).
#pragma once
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <spherebox/detail/type_list.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <spherebox_ref/sphere_aabb/build.hpp>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

namespace spherebox::test {

/// ::testing::Types<Ts...> for a registry detail::type_list<Ts...>.
template <class List>
struct gtest_types_of;
template <class... Ts>
struct gtest_types_of<spherebox::detail::type_list<Ts...>> {
  using type = ::testing::Types<Ts...>;
};
template <class List>
using gtest_types = typename gtest_types_of<List>::type;

/// Names typed tests after the variant tag (SphereAabb/arvo rather than SphereAabb/4).
struct variant_name {
  template <class V>
  static std::string GetName(int) {
    return std::string(V::name);
  }
};

/// A typed test suite Suite over every variant of Registry, its tests named after the variants.
#define SPHEREBOX_TYPED_SUITE(Suite, Registry) \
  template <class V>                           \
  class Suite : public ::testing::Test {};     \
  TYPED_TEST_SUITE(Suite, ::spherebox::test::gtest_types<Registry>, ::spherebox::test::variant_name)

/// A fixed-seed generator (splitmix64): the same bytes on every machine and every run.
class prng {
 public:
  explicit prng(std::uint64_t seed) : s_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (s_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// n fresh bytes.
  std::vector<std::uint8_t> bytes(std::size_t n) {
    std::vector<std::uint8_t> out(n);
    for (std::size_t i = 0; i < n; i += 8) {
      const std::uint64_t w = next();
      for (std::size_t j = 0; j < 8 && i + j < n; ++j) out[i + j] = std::uint8_t(w >> (8 * j));
    }
    return out;
  }

 private:
  std::uint64_t s_;
};

/// The case count n of one of the slowest builder loops (SweptAabbCheckAll, SweptAabb.OneDimension*,
/// SweptAabbGen, ProductVariants), divided by $SPHEREBOX_TEST_DIVISOR when it is set: a whole
/// number from 1 to n. ci/test sets 8 in the aarch64 cell, where qemu-user runs the exact rational
/// oracle about 15 times slower than natively (those loops took 40-53 s each there), and 4 in the
/// ASan+UBSan cell, which is there for what the sanitizers see on every path, not for the count
/// (there those loops took 61 s of its 136 s of tests); the main cell and the native cell run the
/// full count. Any other value fails the test that asked, naming the variable.
inline int scaled(int n) {
  const char* env = std::getenv("SPHEREBOX_TEST_DIVISOR");
  if (env == nullptr) return n;
  char* end = nullptr;
  const long d = std::strtol(env, &end, 10);
  if (end == env || *end != '\0' || d < 1 || d > n) {
    ADD_FAILURE() << "SPHEREBOX_TEST_DIVISOR='" << env << "': expected a whole number from 1 to " << n;
    return n;
  }
  if (d > 1) std::cout << "[   note   ] " << n / d << " of " << n << " cases (SPHEREBOX_TEST_DIVISOR=" << d << ")\n";
  return int(n / d);
}

/// Every builder mode of the decoder.
inline std::vector<ref::mode> all_modes() {
  std::vector<ref::mode> out;
  for (int m = 0; m < int(ref::mode::count); ++m) out.push_back(ref::mode(m));
  return out;
}

/// Enough bytes for any builder: the largest (near, double, 3-D) draws well under 256.
inline constexpr std::size_t case_bytes = 256;

/// One case of mode m of any slug (its build_case hook, codec.hpp), built from `bytes` fresh
/// bytes of g.
template <class Case>
Case make(ref::mode m, prng& g, std::size_t bytes = case_bytes) {
  const auto b = g.bytes(bytes);
  ref::byte_source src(b.data(), b.size());
  return build_case(m, src, std::type_identity<Case>{});
}

/// Calls f(c, m) on per_mode cases c of every builder mode m for each case type of Cases in turn
/// (one of each per step, in that order), built from `bytes` fresh bytes each of prng(seed);
/// stops as soon as f returns false.
template <class... Cases, class F>
void for_builder_cases(std::uint64_t seed, int per_mode, F&& f, std::size_t bytes = case_bytes) {
  prng g(seed);
  for (ref::mode m : all_modes())
    for (int i = 0; i < per_mode; ++i)
      if (!(f(make<Cases>(m, g, bytes), m) && ...)) return;
}

/// check_variant<V> (V's whole contract) on for_builder_cases<Cases...>; the first violation
/// fails the test and ends the loop.
template <class V, class... Cases>
void honours_on_builder_cases(std::uint64_t seed, int per_mode, std::size_t bytes = case_bytes) {
  auto passes = [](const auto& c, ref::mode) {
    const auto v = ref::check_variant<V>(c);
    if (v) ADD_FAILURE() << ref::show(*v);
    return !v;
  };
  for_builder_cases<Cases...>(seed, per_mode, passes, bytes);
}

/// One sphere–AABB case of mode m, built from fresh bytes of g.
template <class T, int N>
ref::sphere_aabb_case<T, N> make_case(ref::mode m, prng& g) {
  return make<ref::sphere_aabb_case<T, N>>(m, g);
}

/// The sign of an exact value: -1, 0 or 1.
template <class Number>
int sign_of(const Number& x) {
  return x < 0 ? -1 : x > 0 ? 1 : 0;
}

/// A pinned known-wrong counterexample: check<Wrong> reports a violation on c whose clause
/// contains `what`, named after Wrong and c's slug, with replay bytes that decode to c bit for
/// bit; and c is no counterexample for the product: check_variant<V> reports nothing for Right
/// (a variant tag) or for every variant of Right (a registry).
/// check, check_variant, hex_input and same_bits are overloaded per case type
/// (batch/check.hpp): called unqualified, so argument-dependent lookup finds the overload
/// wherever pin is instantiated, whatever was included before this header.
template <class Wrong, class Right, class Case>
void pin(const Case& c, const std::string& what) {
  using ref::check, ref::check_variant, ref::hex_input, ref::same_bits;
  const auto v = check<Wrong>(c);
  ASSERT_TRUE(v.has_value()) << Wrong::name << " no longer fails on " << hex_input(c);
  EXPECT_NE(v->what.find(what), std::string::npos) << ref::show(*v);
  EXPECT_EQ(v->variant, Wrong::name);
  EXPECT_EQ(v->slug, Case::slug);
  const auto bytes = ref::from_hex(v->bytes);
  ASSERT_TRUE(bytes.has_value());
  const auto back = ref::decode<Case>(bytes->data(), bytes->size());
  EXPECT_TRUE(back.has_value() && same_bits(*back, c)) << v->bytes;
  auto passes = [&](auto tag) {
    if constexpr (requires { decltype(tag)::supported(); })
      if (!decltype(tag)::supported()) return;  // a kernel this CPU cannot run
    const auto ok = check_variant<decltype(tag)>(c);
    EXPECT_FALSE(ok.has_value()) << ref::show(*ok);
  };
  if constexpr (requires { Right::for_each(passes); }) Right::for_each(passes);
  else passes(Right{});
}

}  // namespace spherebox::test
