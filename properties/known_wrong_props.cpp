// Self-tests that must fail: the contract property, run over the default case generator, has
// to catch every known-wrong variant of every slug (tests/spherebox_ref/known_wrong_registry.hpp) on every seed. If one
// survives, either the generators lost a boundary category or the contract check went blind.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include <spherebox_ref/known_wrong_registry.hpp>
#include <spherebox_ref/core/contract_check.hpp>

#include "driver.hpp"
#include "gen.hpp"

namespace {

namespace ref = spherebox::ref;
namespace kw = spherebox::known_wrong;
using rc::detail::FailureResult;

/// Seeds per variant: 8 by default, SPHEREBOX_SELFTEST_SEEDS=<n> for a longer (offline) run.
int seed_count() {
  const char* env = std::getenv("SPHEREBOX_SELFTEST_SEEDS");
  const int n = env ? std::atoi(env) : 0;
  return n > 0 ? n : 8;
}

/// Cases per seed: the suite's default count. Each variant must be caught within it.
constexpr int cases_per_seed = spherebox::prop::default_max_success;

/// The contract property for V (of the slug whose known-wrong set is S) on one case of a
/// random kind (float/double, 2-D/3-D), drawn by the slug's default generator.
template <class S, class V>
void contract_property() {
  spherebox::prop::for_random_kind([]<class T, int N>() {
    const auto c = *rc::gen::arbitrary<typename S::template case_type<T, N>>();
    if (const auto v = ref::check<V>(c)) RC_FAIL(ref::show(*v));
  });
}

/// Runs V's contract property with seeds base, base+1, ... and expects a contract violation
/// for each; prints how many cases passed before it (worst and mean over the seeds).
template <class S, class V>
void expect_caught_on_every_seed() {
  const std::string slug(S::template case_type<float, 2>::slug);
  const std::string name(V::name);
  const std::uint64_t base = rc::detail::configuration().testParams.seed;
  const int seeds = seed_count();
  int caught = 0, worst = 0;
  long total = 0;
  for (int i = 0; i < seeds; ++i) {
    const std::uint64_t seed = base + std::uint64_t(i);
    const auto result = spherebox::prop::run_expecting_failure(&contract_property<S, V>, "KnownWrong/" + name,
                                                               seed, cases_per_seed);
    if (!result.template is<FailureResult>()) {
      ADD_FAILURE() << name << " survived " << cases_per_seed << " cases with seed " << seed;
      continue;
    }
    const auto& failure = result.template get<FailureResult>();
    EXPECT_NE(failure.description.find("contract violation: " + slug + "/" + name), std::string::npos)
        << "seed " << seed << " failed for another reason:\n" << failure.description;
    ++caught, total += failure.numSuccess, worst = std::max(worst, failure.numSuccess);
  }
  std::cout << name << ": caught on " << caught << "/" << seeds << " seeds (from " << base
            << "); passing cases before the violation: worst " << worst << ", mean "
            << (caught ? double(total) / caught : 0.0) << "\n";
  testing::Test::RecordProperty("worst_cases_before_violation", worst);
}

std::vector<std::string> known_wrong_names() {
  std::vector<std::string> names;
  kw::sets::for_each([&](auto set) {
    decltype(set)::variants::for_each([&](auto tag) { names.emplace_back(decltype(tag)::name); });
  });
  return names;
}

class KnownWrong : public testing::TestWithParam<std::string> {};

// One test per known-wrong variant of every slug, named after the variant.
TEST_P(KnownWrong, isCaughtOnEverySeed) {
  kw::sets::for_each([&](auto set) {
    decltype(set)::variants::for_each([&](auto tag) {
      using V = decltype(tag);
      if (GetParam() == V::name) expect_caught_on_every_seed<decltype(set), V>();
    });
  });
}

INSTANTIATE_TEST_SUITE_P(AllSlugs, KnownWrong, testing::ValuesIn(known_wrong_names()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
