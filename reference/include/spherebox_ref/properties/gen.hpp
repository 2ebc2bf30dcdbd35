/// RapidCheck generators for the harness's cases. RapidCheck draws the parameters (so it can
/// shrink them), and the cases come from the builders the fuzz decoder uses
/// (the build_case hooks, spherebox_ref/core/build.hpp): properties and fuzzing explore one distribution.
#pragma once
#include <rapidcheck.h>

#include <array>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <ostream>
#include <type_traits>
#include <utility>

#include <spherebox_ref/registries.hpp>
#include <spherebox_ref/core/show.hpp>

namespace spherebox::ref {

/// How RapidCheck prints a case in a counterexample: exact hex floats and the raw-mode bytes
/// (the argument of the replay driver's --hex=). Found by argument-dependent lookup.
template <class Case, class = decltype(Case::slug)>
void showValue(const Case& c, std::ostream& os) {
  os << Case::slug << "<" << type_name<typename Case::value_type>() << "," << Case::dims
     << "> { " << hex_input(c) << " } bytes " << to_hex(encode(c));
}

}  // namespace spherebox::ref

namespace spherebox::prop {

namespace ref = spherebox::ref;

/// ref::byte_source's interface (bits, range, raw<T>) with every draw taken from a RapidCheck
/// generator, so the same builders produce the cases and RapidCheck shrinks their parameters
/// (towards the low end of each range: zero bits, lo). Usable only where `*gen` is, i.e.
/// inside gen::exec or a property. Draws are uniform: gen::inRange narrows its range with
/// the size parameter, so every draw runs at the full size (resize(100)).
class rc_source {
 public:
  /// One source per drawn case: counted for ci/verify's progress line (stats_table::note_case).
  rc_source() { ref::stats_table::get().note_case(); }
  /// k uniformly distributed bits (0 <= k <= 64).
  std::uint64_t bits(int k) {
    if (k <= 0) return 0;
    if (k >= 64) return *rc::gen::resize(100, rc::gen::arbitrary<std::uint64_t>());
    return *rc::gen::resize(100, rc::gen::inRange<std::uint64_t>(0, std::uint64_t(1) << k));
  }
  /// An integer in [lo, hi] (lo <= hi, hi - lo < 2^63).
  std::int64_t range(std::int64_t lo, std::int64_t hi) {
    if (hi <= lo) return lo;
    return *rc::gen::resize(100, rc::gen::inRange<std::int64_t>(lo, hi + 1));
  }
  /// A uniformly random bit pattern of a T.
  template <class T>
  T raw() {
    static_assert(sizeof(T) <= 8);
    const std::uint64_t b = bits(8 * sizeof(T));
    T v;
    std::memcpy(&v, &b, sizeof v);  // little-endian host (codec.hpp checks)
    return v;
  }
};

/// The sphere–AABB cases of one builder category (codec mode), for value type T in N-D.
template <class T, int N>
[[nodiscard]] rc::Gen<ref::sphere_aabb_case<T, N>> gen_category(ref::mode m) {
  return rc::gen::exec([m] {
    rc_source src;
    ref::stats_table::get().category = ref::mode_name(m);  // for the fallback-rate report
    return ref::build_case(m, src, std::type_identity<ref::sphere_aabb_case<T, N>>{});
  });
}

/// The mode mix of the default case generator. Weighted towards the boundary (tangent,
/// nudged, near, lattice), where contracts break; raw bit patterns, special values and the
/// known-answer table come less often (the fuzzer covers raw bytes far more densely).
/// Weights are tuned with the known-wrong self-tests (known_wrong_props.cpp): every one of
/// them must be caught on every seed within the default case count.
[[nodiscard]] inline rc::Gen<ref::mode> gen_mode() {
  using ref::mode;
  return rc::gen::weightedElement<mode>({{6, mode::tangent}, {5, mode::nudged}, {6, mode::near},
                                         {5, mode::lattice}, {2, mode::raw}, {2, mode::special},
                                         {1, mode::kat}});
}

/// Only the boundary categories: every case in the oracle's domain, many exactly tangent.
[[nodiscard]] inline rc::Gen<ref::mode> gen_boundary_mode() {
  using ref::mode;
  return rc::gen::element(mode::tangent, mode::nudged, mode::near, mode::lattice);
}

/// Sphere–AABB cases whose builder category is drawn from `modes`.
template <class T, int N>
[[nodiscard]] rc::Gen<ref::sphere_aabb_case<T, N>> gen_sphere_aabb(rc::Gen<ref::mode> modes) {
  return rc::gen::mapcat(std::move(modes), [](ref::mode m) { return gen_category<T, N>(m); });
}

/// The cases of any slug whose builder category is drawn from `modes`: the slug's
/// build_case hook (spherebox_ref/core/codec.hpp) with parameters drawn by RapidCheck.
template <class Case>
[[nodiscard]] rc::Gen<Case> gen_cases(rc::Gen<ref::mode> modes) {
  return rc::gen::mapcat(std::move(modes), [](ref::mode m) {
    return rc::gen::exec([m] {
      rc_source src;
      ref::stats_table::get().category = ref::mode_name(m);
      return build_case(m, src, std::type_identity<Case>{});
    });
  });
}

/// One case of builder category m of any slug, drawn inside a property or gen::exec.
template <class Case>
[[nodiscard]] Case draw(ref::mode m) {
  rc_source src;
  ref::stats_table::get().category = ref::mode_name(m);
  return build_case(m, src, std::type_identity<Case>{});
}

/// A quiet or signalling NaN with a random payload and sign.
template <class T>
[[nodiscard]] T any_nan(rc_source& src) {
  using bits_t = std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t>;
  constexpr int mant = std::numeric_limits<T>::digits - 1;
  const bits_t exponent = ((bits_t(1) << (8 * sizeof(T) - 1 - mant)) - 1) << mant;
  const auto payload = bits_t(src.range(1, (std::int64_t(1) << mant) - 1));
  const bits_t b = bits_t(src.bits(1) << (8 * sizeof(T) - 1)) | exponent | payload;
  T v;
  std::memcpy(&v, &b, sizeof v);
  return v;
}

/// Any case with about a quarter of its values replaced by NaNs of every payload and sign.
template <class Case>
[[nodiscard]] rc::Gen<Case> gen_with_nans() {
  return rc::gen::exec([] {
    using T = typename Case::value_type;
    auto v = (*rc::gen::arbitrary<Case>()).flat();
    rc_source src;
    for (auto& x : v)
      if (src.range(0, 3) == 0) x = any_nan<T>(src);
    return Case::from_flat(v);
  });
}

/// One value of a box query: a raw bit pattern, a special value, a copy of an earlier value
/// (so boxes touch and points lie on faces) or a small integer times 2^k.
template <class T>
[[nodiscard]] T box_value(rc_source& src, const T* earlier, int n) {
  const int pick = static_cast<int>(src.range(0, 7));
  if (pick == 0) return src.raw<T>();
  if (pick == 1) {
    const auto pool = ref::interesting<T>();
    return pool[static_cast<std::size_t>(src.range(0, std::int64_t(pool.size()) - 1))];
  }
  if (pick <= 4 && n > 0) return earlier[src.range(0, n - 1)];
  const int k = ref::scale_exponent<rc_source, T>(src, ref::bottom_exponent<T>(), ref::top_exponent<T>(8));
  return ref::scaled<T>(src.range(-128, 128), k);
}

template <class T, int N>
void order(box<T, N>& b) {
  for (int i = 0; i < N; ++i)
    if (b.min[i] > b.max[i]) std::swap(b.min[i], b.max[i]);
}
template <class T, int N>
void order(ref::aabb_aabb_case<T, N>& c) { order(c.a), order(c.b); }
template <class T, int N>
void order(ref::aabb_point_case<T, N>& c) { order(c.b); }

/// Box-query cases: an eighth exactly as the fuzz decoder reads its bytes (ref::decode: raw
/// fields), the rest built from box_value with the boxes usually put in order.
template <class Case>
[[nodiscard]] rc::Gen<Case> gen_box_case() {
  using T = typename Case::value_type;
  return rc::gen::exec([] {
    rc_source src;
    if (src.range(0, 7) == 0) {
      std::vector<std::uint8_t> bytes{std::uint8_t(ref::mode::raw), ref::kind_of<T, Case::dims>};
      for (int i = 0; i < Case::count * int(sizeof(T)); ++i) bytes.push_back(std::uint8_t(src.bits(8)));
      return *ref::decode_counted<Case>(bytes.data(), bytes.size());
    }
    std::array<T, Case::count> v;
    for (int i = 0; i < Case::count; ++i) v[i] = box_value<T>(src, v.data(), i);
    auto c = Case::from_flat(v);
    if (src.range(0, 15) != 0) order(c);
    return c;
  });
}

}  // namespace spherebox::prop

namespace spherebox::prop {
/// A slug case with a build_case hook (spherebox_ref/core/codec.hpp).
template <class Case>
concept built_case = requires(ref::mode m, rc_source& src) {
  Case::slug;
  { build_case(m, src, std::type_identity<Case>{}) } -> std::same_as<Case>;
};
}  // namespace spherebox::prop

namespace rc {

/// Every slug's default generator, unless it has its own below: the build_case hook over the
/// default mode mix (gen_mode).
template <spherebox::prop::built_case Case>
struct Arbitrary<Case> {
  static Gen<Case> arbitrary() { return spherebox::prop::gen_cases<Case>(spherebox::prop::gen_mode()); }
};

template <class T, int N>
struct Arbitrary<spherebox::ref::sphere_aabb_case<T, N>> {
  static Gen<spherebox::ref::sphere_aabb_case<T, N>> arbitrary() {
    return spherebox::prop::gen_sphere_aabb<T, N>(spherebox::prop::gen_mode());
  }
};
template <class T, int N>
struct Arbitrary<spherebox::ref::aabb_aabb_case<T, N>> {
  static Gen<spherebox::ref::aabb_aabb_case<T, N>> arbitrary() {
    return spherebox::prop::gen_box_case<spherebox::ref::aabb_aabb_case<T, N>>();
  }
};
template <class T, int N>
struct Arbitrary<spherebox::ref::aabb_point_case<T, N>> {
  static Gen<spherebox::ref::aabb_point_case<T, N>> arbitrary() {
    return spherebox::prop::gen_box_case<spherebox::ref::aabb_point_case<T, N>>();
  }
};

}  // namespace rc
