/// Exact-arithmetic backends for the sphere–AABB oracle, measured side by side
/// (docs/oracle.md records the numbers and the choice).
///
/// Every backend evaluates the same comparison as ref::oracle:
///   D = sum_i (c_i - clamp(c_i, min_i, max_i))^2   against   R = r^2,
/// answering D <= R and the margin D - R. The rational backends convert each IEEE value
/// exactly to a fraction; the integer backends put it on T's fixed grid (x * 2^grid_bits<T>).
/// Before any timing every backend, and ref::oracle itself, must agree exactly (same answer,
/// same margin after rescaling to real units, same converted inputs) on every verification
/// case; otherwise the program stops without benchmarking.
///
/// Own flag (removed before Google Benchmark parses the rest):
///   --verify_cases=N   cases per (type, data set) checked before timing (default 100000)
#include <benchmark/benchmark.h>
#include <gmp.h>

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <boost/multiprecision/gmp.hpp>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <spherebox_ref/core/codec.hpp>
#include <spherebox_ref/core/exact.hpp>
#include <spherebox_ref/sphere_aabb/build.hpp>
#include <spherebox_ref/sphere_aabb/oracle.hpp>

namespace {

namespace ref = spherebox::ref;
namespace mp = boost::multiprecision;

constexpr int dims = 3;
template <class T>
using case3 = ref::sphere_aabb_case<T, dims>;

// ---------------------------------------------------------------------------------------------
// Width of a fixed-size integer that holds every intermediate of the comparison exactly.
// Finite |x| < 2^emax (emax = numeric_limits<T>::max_exponent), so on the grid
// |x| * 2^G < 2^(emax+G) with G = grid_bits<T>. Then |c - q| <= |c| + |q| < 2^(emax+G+1),
// each square < 2^(2(emax+G+1)), and D, a sum of N squares, < N * 2^(2(emax+G+1))
// <= 2^(2(emax+G+1) + ceil(log2 N)). R = r^2 < 2^(2(emax+G)). D and R are >= 0, so
// |D - R| <= max(D, R). Magnitude bits needed: 2(emax+G+1) + ceil(log2 N). The bound is
// attained to within a factor below 2 (c = max, box [-max, -max] on every axis gives
// D = N * (2 max)^2 * 2^(2G) > 2^(2(emax+G+1) + ceil(log2 N) - 1) for N = 3), so one bit
// fewer overflows; the verification below demonstrates it.
template <class T, int N>
constexpr unsigned fixed_bits() {
  int lg = 0;
  while ((1 << lg) < N) ++lg;
  return static_cast<unsigned>(2 * (std::numeric_limits<T>::max_exponent + ref::grid_bits<T> + 1) + lg);
}
static_assert(fixed_bits<float, 3>() == 558 && fixed_bits<double, 3>() == 4200);

template <unsigned Bits, mp::cpp_int_check_type Checked = mp::unchecked>
using fixed_int = mp::number<mp::cpp_int_backend<Bits, Bits, mp::signed_magnitude, Checked, void>>;

// ---------------------------------------------------------------------------------------------
// Backends: a number type, the exact conversion of a finite T into it, and the scale of the
// result (the margin's real value is margin * 2^-scale_bits).

template <class T>
struct gmp_rational_backend {
  using num = mp::mpq_rational;
  static constexpr const char* name = "gmp_rational";
  static constexpr int scale_bits = 0;
  static num from(T x) { return num(static_cast<double>(x)); }  // mpq_set_d: exact
};

template <class T>
struct cpp_rational_backend {
  using num = mp::cpp_rational;
  static constexpr const char* name = "cpp_rational";
  static constexpr int scale_bits = 0;
  static num from(T x) { return num(static_cast<double>(x)); }  // frexp/ldexp split: exact
};

template <class T, class Int>
struct grid_backend {
  using num = Int;
  static constexpr int scale_bits = 2 * ref::grid_bits<T>;
  static num from(T x) { return ref::on_grid<Int>(x); }
};

template <class T>
struct mpz_grid_backend : grid_backend<T, mp::mpz_int> {
  static constexpr const char* name = "mpz_int_grid";
};
template <class T>
struct cpp_int_grid_backend : grid_backend<T, mp::cpp_int> {
  static constexpr const char* name = "cpp_int_grid";
};
template <class T>
struct fixed_grid_backend : grid_backend<T, fixed_int<fixed_bits<T, dims>()>> {
  static constexpr const char* name = std::is_same_v<T, float> ? "cpp_int_fixed558_grid" : "cpp_int_fixed4200_grid";
};
// The same width with overflow checking (an overflow would throw instead of wrapping).
template <class T>
struct fixed_checked_grid_backend : grid_backend<T, fixed_int<fixed_bits<T, dims>(), mp::checked>> {
  static constexpr const char* name =
      std::is_same_v<T, float> ? "cpp_int_fixed558_checked_grid" : "cpp_int_fixed4200_checked_grid";
};
// float on the double width: what one fixed-width alias shared by both types would cost.
template <class T>
struct shared_width_grid_backend : grid_backend<T, fixed_int<fixed_bits<double, dims>()>> {
  static constexpr const char* name = "cpp_int_fixed4200_grid";
};
// The float width suggested in docs/oracle.md for exact.hpp: 640 bits (ten 64-bit limbs) also
// covers the contract layer's |D - R| * 2^p (558 + 24 bits) with room to spare; checked.
template <class T>
struct fixed640_checked_grid_backend : grid_backend<T, fixed_int<640, mp::checked>> {
  static_assert(std::is_same_v<T, float>);
  static constexpr const char* name = "cpp_int_fixed640_checked_grid";
};
// One bit too narrow: must fail on the extreme case (demonstrates that the width is needed).
template <class T>
struct narrow_grid_backend : grid_backend<T, fixed_int<fixed_bits<T, dims>() - 1>> {
  static constexpr const char* name = "cpp_int_fixed_minus_one";
};
template <class T>
struct narrow_checked_grid_backend : grid_backend<T, fixed_int<fixed_bits<T, dims>() - 1, mp::checked>> {
  static constexpr const char* name = "cpp_int_fixed_minus_one_checked";
};

// ---------------------------------------------------------------------------------------------
// The comparison, generic over the backend. Same domain and semantics as ref::oracle.

template <class Num>
struct outcome {
  bool holds;  ///< D <= R
  Num margin;  ///< D - R, scaled by 2^scale_bits
};

template <class B, class T, int N>
[[nodiscard]] std::optional<outcome<typename B::num>> exact_sphere_aabb(const ref::sphere_aabb_case<T, N>& c) {
  using Num = typename B::num;
  if (!ref::all_finite(c) || c.s.radius < 0) return std::nullopt;
  for (int i = 0; i < N; ++i)
    if (c.b.min[i] > c.b.max[i]) return std::nullopt;
  Num d = 0;
  for (int i = 0; i < N; ++i) {
    const Num p = B::from(c.s.center[i]), lo = B::from(c.b.min[i]), hi = B::from(c.b.max[i]);
    const Num& q = p < lo ? lo : (hi < p ? hi : p);  // the closest point: per-axis clamp
    const Num t = p - q;
    d += t * t;
  }
  const Num r = B::from(c.s.radius);
  const Num rr = r * r;
  const bool holds = d <= rr;
  return outcome<Num>{holds, Num(d - rr)};
}

// ---------------------------------------------------------------------------------------------
// Canonical real values (GMP rationals) for the cross-check; never timed.

template <class I>
mp::mpz_int to_mpz(const I& v) {
  if constexpr (std::is_same_v<I, mp::mpz_int>) {
    return v;
  } else {
    const I mag = v < 0 ? I(-v) : v;
    std::vector<unsigned char> bytes;
    mp::export_bits(mag, std::back_inserter(bytes), 8);  // most significant byte first
    mp::mpz_int z;
    mpz_import(z.backend().data(), bytes.size(), 1, 1, 0, 0, bytes.data());
    return v < 0 ? mp::mpz_int(-z) : z;
  }
}

template <class Num>
mp::mpq_rational real_value(const Num& v, int scale_bits) {
  if constexpr (std::is_same_v<Num, mp::mpq_rational>) {
    return v;
  } else if constexpr (std::is_same_v<Num, mp::cpp_rational>) {
    return mp::mpq_rational(to_mpz(mp::numerator(v)), to_mpz(mp::denominator(v)));
  } else {
    return mp::mpq_rational(to_mpz(v), mp::mpz_int(1) << scale_bits);
  }
}

template <class... B>
struct backend_list {};

template <class T>
using common_backends = backend_list<gmp_rational_backend<T>, cpp_rational_backend<T>, mpz_grid_backend<T>,
                                     cpp_int_grid_backend<T>, fixed_grid_backend<T>, fixed_checked_grid_backend<T>>;
template <class T>
using backends = std::conditional_t<std::is_same_v<T, float>,
                                    backend_list<gmp_rational_backend<T>, cpp_rational_backend<T>, mpz_grid_backend<T>,
                                                 cpp_int_grid_backend<T>, fixed_grid_backend<T>,
                                                 fixed_checked_grid_backend<T>, fixed640_checked_grid_backend<T>,
                                                 shared_width_grid_backend<T>>,
                                    common_backends<T>>;

template <class T>
const char* type_name() { return std::is_same_v<T, float> ? "float" : "double"; }

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "VERIFICATION FAILED: %s\n", what.c_str());
  std::exit(EXIT_FAILURE);
}

template <class Num>
inline constexpr bool is_checked = false;
template <unsigned Bits>
inline constexpr bool is_checked<fixed_int<Bits, mp::checked>> = true;

/// Checks backend B against the truth on one case; returns false on any difference.
template <class B, class T>
bool agrees_or_throws(const case3<T>& c, const std::optional<ref::exact_compare>& truth, const mp::mpq_rational& want) {
  const auto got = exact_sphere_aabb<B>(c);
  if (got.has_value() != truth.has_value()) return false;
  if (!got) return true;
  if (got->holds != truth->holds()) return false;
  const auto m = real_value(got->margin, B::scale_bits);
  if (m != want) return false;
  if ((m <= 0) != got->holds) return false;
  if constexpr (B::scale_bits != 0) {  // the reporting helpers of exact.hpp on this type
    using Num = typename B::num;
    if (ref::approx(got->margin, B::scale_bits) != ref::approx(truth->margin(), truth->scale_bits)) return false;
    const std::string want_text = ref::dyadic(truth->margin(), truth->scale_bits);
    if constexpr (std::numeric_limits<Num>::is_bounded && is_checked<Num>) {
      // Checked cpp_int refuses bitwise operations on negative values, so dyadic() would have
      // to shift the magnitude and restore the sign; check that form.
      const Num mag = got->margin < 0 ? Num(-got->margin) : got->margin;
      if ((got->margin < 0 ? "-" : "") + ref::dyadic(mag, B::scale_bits) != want_text) return false;
    } else {
      if (ref::dyadic(got->margin, B::scale_bits) != want_text) return false;
    }
  }
  for (T x : c.flat()) {  // every input converted exactly (value = grid integer * 2^-G)
    const auto v = real_value(B::from(x), B::scale_bits == 0 ? 0 : ref::grid_bits<T>);
    if (v != mp::mpq_rational(ref::on_grid<mp::mpz_int>(x), mp::mpz_int(1) << ref::grid_bits<T>)) return false;
  }
  return true;
}

template <class B, class T>
bool agrees(const case3<T>& c, const std::optional<ref::exact_compare>& truth, const mp::mpq_rational& want) {
  try {
    return agrees_or_throws<B>(c, truth, want);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s threw: %s\n", B::name, e.what());
    return false;
  }
}

template <class T>
std::string show(const case3<T>& c) {
  std::string s;
  char buf[64];
  for (T x : c.flat()) std::snprintf(buf, sizeof buf, "%a ", static_cast<double>(x)), s += buf;
  return s;
}

template <class T, class... B>
void verify(const std::vector<case3<T>>& cases, const char* set, backend_list<B...>) {
  std::size_t in_domain = 0, overlaps = 0, touching = 0;
  for (const auto& c : cases) {
    const auto truth = ref::oracle(c);
    mp::mpq_rational want = 0;
    if (truth) {
      ++in_domain;
      overlaps += truth->holds();
      touching += truth->d == truth->r;
      want = real_value(truth->margin(), truth->scale_bits);
      if ((want <= 0) != truth->holds()) fail("ref::oracle margin sign disagrees with its answer");
    }
    const bool ok[] = {agrees<B, T>(c, truth, want)...};
    const char* names[] = {B::name...};
    for (std::size_t k = 0; k < sizeof...(B); ++k)
      if (!ok[k]) fail(std::string(type_name<T>()) + "/" + set + "/" + names[k] + " on case " + show(c));
  }
  std::fprintf(stderr, "verified %s/%s: %zu cases (%zu in domain, %zu overlap, %zu exactly tangent), %zu backends + ref::oracle agree\n",
               type_name<T>(), set, cases.size(), in_domain, overlaps, touching, sizeof...(B));
}

/// The cases that maximise every intermediate: centre at +max, box at -max on every axis.
template <class T>
std::vector<case3<T>> extreme_cases() {
  using L = std::numeric_limits<T>;
  std::vector<case3<T>> out;
  for (T r : {T(0), L::max(), L::denorm_min()}) {
    case3<T> c{};
    for (int i = 0; i < dims; ++i) c.s.center[i] = L::max(), c.b.min[i] = c.b.max[i] = -L::max();
    c.s.radius = r;
    out.push_back(c);
    for (int i = 0; i < dims; ++i) c.s.center[i] = L::denorm_min(), c.b.min[i] = c.b.max[i] = -L::denorm_min();
    out.push_back(c);
    for (int i = 0; i < dims; ++i) c.s.center[i] = -L::max(), c.b.min[i] = -L::denorm_min(), c.b.max[i] = L::max();
    out.push_back(c);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Data sets.

/// Ordinary cases at unit scale: box bounds uniform in [-1, 1], centre in [-2, 2], r in [0, 1].
template <class T>
std::vector<case3<T>> unit_cases(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<T> bound(T(-1), T(1)), centre(T(-2), T(2)), radius(T(0), T(1));
  std::vector<case3<T>> out(n);
  for (auto& c : out) {
    for (int i = 0; i < dims; ++i) {
      T a = bound(g), b = bound(g);
      if (a > b) std::swap(a, b);
      c.b.min[i] = a, c.b.max[i] = b;
      c.s.center[i] = centre(g);
    }
    c.s.radius = radius(g);
  }
  return out;
}

/// Cases over the whole exponent range (subnormal to near-overflow): the reference builders
/// lattice, tangent and near in turn, each fed 256 pseudo-random bytes.
template <class T>
std::vector<case3<T>> wide_cases(std::size_t n, std::uint64_t seed) {
  std::mt19937_64 g(seed);
  const ref::mode modes[] = {ref::mode::lattice, ref::mode::tangent, ref::mode::near};
  std::vector<std::uint8_t> bytes(256);
  std::vector<case3<T>> out;
  out.reserve(n);
  for (std::size_t i = 0; out.size() < n; ++i) {
    for (auto& b : bytes) b = static_cast<std::uint8_t>(g());
    ref::byte_source src(bytes.data(), bytes.size());
    const auto c = ref::build_case(modes[i % 3], src, std::type_identity<case3<T>>{});
    if (ref::oracle(c)) out.push_back(c);  // keep the oracle's domain only (all are, by design)
  }
  return out;
}

/// Spread of binary exponents in a data set, for the docs.
template <class T>
void describe(const std::vector<case3<T>>& cases, const char* set) {
  using L = std::numeric_limits<T>;
  int lo = std::numeric_limits<int>::max(), hi = std::numeric_limits<int>::min();
  std::size_t subnormal = 0, huge = 0, tiny = 0;
  for (const auto& c : cases) {
    bool sub = false, big = false, small = false;
    for (T x : c.flat()) {
      if (x == 0) continue;
      const int e = std::ilogb(x);
      lo = std::min(lo, e), hi = std::max(hi, e);
      sub = sub || std::fabs(x) < L::min();
      big = big || e >= L::max_exponent / 2;
      small = small || e < L::min_exponent / 2;
    }
    subnormal += sub, huge += big, tiny += small;
  }
  std::fprintf(stderr, "data %s/%s: %zu cases, exponents [%d, %d]; cases with a subnormal %.1f%%, with |x| >= 2^%d %.1f%%, with |x| < 2^%d %.1f%%\n",
               type_name<T>(), set, cases.size(), lo, hi, 100.0 * subnormal / cases.size(), L::max_exponent / 2,
               100.0 * huge / cases.size(), L::min_exponent / 2, 100.0 * tiny / cases.size());
}

// ---------------------------------------------------------------------------------------------
// Benchmarks: one iteration answers every case of the pool once, so every backend is timed
// on exactly the same cases; items_per_second is oracle calls per second.

constexpr std::size_t pool_size = 1024;

template <class B, class T>
void bench_backend(benchmark::State& st, const std::vector<case3<T>>* pool) {
  for (auto _ : st)
    for (const auto& c : *pool) {
      auto r = exact_sphere_aabb<B>(c);
      benchmark::DoNotOptimize(r);
    }
  st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations() * pool->size()));
}

template <class T>
void bench_ref_oracle(benchmark::State& st, const std::vector<case3<T>>* pool) {
  for (auto _ : st)
    for (const auto& c : *pool) {
      auto r = ref::oracle(c);
      benchmark::DoNotOptimize(r);
    }
  st.SetItemsProcessed(static_cast<std::int64_t>(st.iterations() * pool->size()));
}

template <class T, class... B>
void register_all(const char* set, const std::vector<case3<T>>* pool, backend_list<B...>) {
  const std::string prefix = std::string("oracle/") + type_name<T>() + "/" + set + "/";
  (benchmark::RegisterBenchmark((prefix + B::name).c_str(), bench_backend<B, T>, pool), ...);
  benchmark::RegisterBenchmark((prefix + "ref::oracle").c_str(), bench_ref_oracle<T>, pool);
}

template <class T>
struct data {
  std::vector<case3<T>> unit, wide, unit_pool, wide_pool;
};

template <class T>
data<T> prepare(std::size_t verify_n) {
  data<T> d;
  d.unit = unit_cases<T>(std::max(verify_n, pool_size), 0x5eed0001u + sizeof(T));
  d.wide = wide_cases<T>(std::max(verify_n, pool_size), 0x5eed0002u + sizeof(T));
  describe(d.unit, "unit");
  describe(d.wide, "wide");
  verify(d.unit, "unit", backends<T>{});
  verify(d.wide, "wide", backends<T>{});
  verify(extreme_cases<T>(), "extreme", backends<T>{});
  // The width of the fixed backend is necessary: one bit fewer gets the extreme case wrong.
  const auto e = extreme_cases<T>().front();
  const auto narrow = exact_sphere_aabb<narrow_grid_backend<T>>(e);
  const auto full = exact_sphere_aabb<fixed_grid_backend<T>>(e);
  const bool narrow_wrong = to_mpz(narrow->margin) != to_mpz(full->margin);
  std::fprintf(stderr, "%s: %u-bit fixed width %s on the extreme case\n", type_name<T>(),
               fixed_bits<T, dims>() - 1, narrow_wrong ? "overflows (as expected)" : "does NOT overflow");
  if (!narrow_wrong) fail("fixed width bound not tight as documented");
  bool thrown = false;
  try {
    (void)exact_sphere_aabb<narrow_checked_grid_backend<T>>(e);
  } catch (const std::overflow_error&) {
    thrown = true;
  }
  std::fprintf(stderr, "%s: %u-bit checked fixed width %s on the extreme case\n", type_name<T>(),
               fixed_bits<T, dims>() - 1, thrown ? "throws std::overflow_error (as expected)" : "does NOT throw");
  if (!thrown) fail("checked fixed width did not report overflow");
  d.unit_pool.assign(d.unit.begin(), d.unit.begin() + pool_size);
  d.wide_pool.assign(d.wide.begin(), d.wide.begin() + pool_size);
  return d;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t verify_n = 100000;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    const char* flag = "--verify_cases=";
    if (std::strncmp(argv[i], flag, std::strlen(flag)) == 0) verify_n = std::strtoull(argv[i] + std::strlen(flag), nullptr, 10);
    else argv[kept++] = argv[i];
  }
  argc = kept;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;

  static const auto f = prepare<float>(verify_n);
  static const auto d = prepare<double>(verify_n);
  register_all<float>("unit", &f.unit_pool, backends<float>{});
  register_all<float>("wide", &f.wide_pool, backends<float>{});
  register_all<double>("unit", &d.unit_pool, backends<double>{});
  register_all<double>("wide", &d.wide_pool, backends<double>{});

  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
