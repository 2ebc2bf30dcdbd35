/// How the properties are driven: the default case count, one kind (value type, dimension)
/// per case or every kind in turn, seeded category fractions, self-tests run expecting
/// failure, and what a property does with a verdict: RC_FAIL(show(v)) so RapidCheck shrinks
/// the case, remembering the violation so main.cpp can keep the *shrunk* counterexample when
/// the test ends (a property's last failing run is its minimal case); and the contract
/// property itself (honours).
#pragma once
#include <rapidcheck.h>

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include <spherebox_ref/core/check_all.hpp>
#include <spherebox_ref/core/driver.hpp>
#include <spherebox_ref/core/show.hpp>

namespace spherebox::prop {

/// Cases per property unless RC_PARAMS sets max_success (main.cpp), and cases per seed of the
/// self-tests. RapidCheck's own default of 100 rarely reaches the boundary cases a wrong
/// variant fails on; this count keeps the ctest property run well under two minutes on two
/// cores. CI raises it with RC_PARAMS="max_success=100000".
inline constexpr int default_max_success = 10000;

/// The last violation a property reported in the running test (main.cpp dumps and clears it).
inline std::optional<ref::violation>& last_violation() {
  static std::optional<ref::violation> v;
  return v;
}

/// Where the replay binaries live (the build tree's fuzz/ directory, set by CMake).
inline std::string replay_command(const ref::violation& v) {
#ifdef SPHEREBOX_PROP_FUZZ_DIR
  return std::string(SPHEREBOX_PROP_FUZZ_DIR) + "/fuzz_" + v.slug;
#else
  return "build/fuzz/fuzz_" + v.slug;
#endif
}

/// Calls f(T{}, std::integral_constant<int, N>{}) for one value type and dimension drawn
/// uniformly from float/double x 2-D/3-D (inside a property: it draws with `*gen`).
template <class F>
void with_random_kind(F&& f) {
  using two = std::integral_constant<int, 2>;
  using three = std::integral_constant<int, 3>;
  switch (*rc::gen::resize(100, rc::gen::inRange(0, 4))) {
    case 0: return f(float{}, two{});
    case 1: return f(float{}, three{});
    case 2: return f(double{}, two{});
    default: return f(double{}, three{});
  }
}

/// Calls f(T{}, std::integral_constant<int, N>{}) for float and double in 2-D and 3-D.
template <class F>
void for_each_kind(F&& f) {
  f(float{}, std::integral_constant<int, 2>{}), f(float{}, std::integral_constant<int, 3>{});
  f(double{}, std::integral_constant<int, 2>{}), f(double{}, std::integral_constant<int, 3>{});
}

/// The fraction of n cases of generator g satisfying p, drawn with the fixed seeds
/// first_seed, first_seed + 1, ... (outside any property: the verdict is reproducible).
template <class Case, class Pred>
[[nodiscard]] double fraction(const rc::Gen<Case>& g, int n, Pred&& p, std::uint64_t first_seed) {
  int hits = 0;
  for (int i = 0; i < n; ++i) hits += p(g(rc::Random(first_seed + std::uint64_t(i)), 100).value()) ? 1 : 0;
  return double(hits) / n;
}

/// Reports nothing: for properties that are run expecting a failure, which must not reach
/// RapidCheck's "to reproduce, run with" summary.
struct quiet_listener : rc::detail::TestListener {
  void onTestCaseFinished(const rc::detail::CaseDescription&) override {}
  void onShrinkTried(const rc::detail::CaseDescription&, bool) override {}
  void onTestFinished(const rc::detail::TestMetadata&, const rc::detail::TestResult&) override {}
};

/// Runs a property that is expected to fail (a self-test) with an explicit seed and case
/// count, without shrinking (only whether it fails matters) and without any report.
template <class Testable>
[[nodiscard]] rc::detail::TestResult run_expecting_failure(Testable&& testable, const std::string& id,
                                                           std::uint64_t seed, int cases) {
  rc::detail::TestParams params;
  params.seed = seed;
  params.maxSuccess = cases;
  params.disableShrinking = true;
  rc::detail::TestMetadata meta;
  meta.id = meta.description = id;
  quiet_listener quiet;
  return rc::detail::checkTestable(std::forward<Testable>(testable), meta, params, quiet);
}

/// Fails the running property on a violation, with the full report as its message.
inline void fail_on(const std::optional<ref::violation>& v) {
  if (!v) return;
  last_violation() = *v;
  ref::replay_prefix() = replay_command(*v);
  RC_FAIL(ref::show(*v));
}

/// How the exact oracle classifies a case of a slug answered by D <= R, for the distribution
/// of tags RapidCheck prints.
template <class Case>
[[nodiscard]] std::string outcome(const Case& c) {
  const auto ex = oracle(c);
  if (!ex) return "outside the oracle's domain";
  return ex->margin() == 0 ? "touching (D == R)" : ex->holds() ? "overlap" : "disjoint";
}

/// The contract property on one case: tagged (`tag`, or the oracle's outcome), then every
/// clause of check_all for every supported variant of Registry; a violation fails it.
template <class Registry, class Case>
void honours(const Case& c, const std::string& tag) {
  RC_TAG(tag);
  fail_on(ref::check_all<Registry>(c));
}
template <class Registry, class Case>
void honours(const Case& c) {
  honours<Registry>(c, outcome(c));
}

}  // namespace spherebox::prop
