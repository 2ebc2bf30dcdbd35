// Shared helpers of the GoogleTest suite: registry -> ::testing::Types, a deterministic byte
// stream for the builders, and the list of builder modes.
#pragma once
#include <gtest/gtest.h>

#include <cstdint>
#include <spherebox/detail/type_list.hpp>
#include <spherebox_ref/core/check_all.hpp>
#include <spherebox_ref/sphere_aabb/build.hpp>
#include <string>
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

/// Every builder mode of the decoder.
inline std::vector<ref::mode> all_modes() {
  std::vector<ref::mode> out;
  for (int m = 0; m < int(ref::mode::count); ++m) out.push_back(ref::mode(m));
  return out;
}

/// Enough bytes for any builder: the largest (near, double, 3-D) draws well under 256.
inline constexpr std::size_t case_bytes = 256;

/// One sphere–AABB case of mode m, built from fresh bytes of g.
template <class T, int N>
ref::sphere_aabb_case<T, N> make_case(ref::mode m, prng& g) {
  const auto b = g.bytes(case_bytes);
  ref::byte_source src(b.data(), b.size());
  return ref::build_mode<T, N>(m, src);
}

/// A pinned known-wrong counterexample: check<Wrong> reports a violation on c whose clause
/// contains `what`, named after Wrong and c's slug, with replay bytes that decode to c bit for
/// bit; and c is no counterexample for the product: check_variant<V> reports nothing for Right
/// (a variant tag) or for every variant of Right (a registry).
template <class Wrong, class Right, class Case>
void pin(const Case& c, const std::string& what) {
  const auto v = ref::check<Wrong>(c);
  ASSERT_TRUE(v.has_value()) << Wrong::name << " no longer fails on " << ref::hex_input(c);
  EXPECT_NE(v->what.find(what), std::string::npos) << ref::show(*v);
  EXPECT_EQ(v->variant, Wrong::name);
  EXPECT_EQ(v->slug, Case::slug);
  const auto bytes = ref::from_hex(v->bytes);
  ASSERT_TRUE(bytes.has_value());
  const auto back = ref::decode<Case>(bytes->data(), bytes->size());
  EXPECT_TRUE(back.has_value() && ref::same_bits(*back, c)) << v->bytes;
  auto passes = [&](auto tag) {
    const auto ok = ref::check_variant<decltype(tag)>(c);
    EXPECT_FALSE(ok.has_value()) << ref::show(*ok);
  };
  if constexpr (requires { Right::for_each(passes); }) Right::for_each(passes);
  else passes(Right{});
}

}  // namespace spherebox::test
