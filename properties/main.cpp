// Entry point of spherebox_properties: raises RapidCheck's default case count, keeps the
// shrunk counterexample of each failed property in $SPHEREBOX_DUMP_DIR, and names the running
// property in $SPHEREBOX_PROGRESS_FILE.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "driver.hpp"

namespace {

/// Our default case count, unless RC_PARAMS already names one (that always wins).
void set_default_params() {
  const char* env = std::getenv("RC_PARAMS");
  std::string params = env ? env : "";
  if (params.find("max_success") != std::string::npos) return;
  params = "max_success=" + std::to_string(spherebox::prop::default_max_success) +
           (params.empty() ? "" : " " + params);
  setenv("RC_PARAMS", params.c_str(), 1);  // read once, when the first property starts
}

/// After each test: if it failed on a contract violation, write the shrunk case to
/// $SPHEREBOX_DUMP_DIR (ci/ files it as a corpus regression).
class keep_counterexample : public testing::EmptyTestEventListener {
  void OnTestStart(const testing::TestInfo& info) override {
    // ci/verify's progress line: the running property ($SPHEREBOX_PROGRESS_FILE, stats.hpp).
    spherebox::ref::stats_table::get().start_progress(std::string(info.test_suite_name()) + "." + info.name());
  }
  void OnTestEnd(const testing::TestInfo& info) override {
    spherebox::ref::stats_table::get().write_progress();
    auto& v = spherebox::prop::last_violation();
    if (v && info.result()->Failed()) {
      const std::string path = spherebox::ref::dump_counterexample(*v);
      if (!path.empty()) std::printf("counterexample kept as %s\n", path.c_str());
    }
    v.reset();
  }
};

}  // namespace

int main(int argc, char** argv) {
  set_default_params();
  testing::InitGoogleTest(&argc, argv);
  testing::UnitTest::GetInstance()->listeners().Append(new keep_counterexample);
  return RUN_ALL_TESTS();
}
