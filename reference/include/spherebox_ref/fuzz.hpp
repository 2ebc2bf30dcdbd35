/// Everything a fuzz target needs, and the replay command its reports print.
#pragma once
#include <cstddef>
#include <cstdint>

#include "check_all.hpp"
#include "codec.hpp"
#include "driver.hpp"

#ifndef SPHEREBOX_FUZZ_TARGET
#define SPHEREBOX_FUZZ_TARGET "fuzz_target"
#endif

namespace spherebox::ref::detail {
/// Names the replay command after the target (set by fuzz/CMakeLists.txt).
inline const bool fuzz_prefix_set = [] {
  const char* dir = std::getenv("SPHEREBOX_REPLAY_DIR");  // where the replay binaries live
  replay_prefix() = std::string(dir && *dir ? dir : "build/fuzz") + "/" + SPHEREBOX_FUZZ_TARGET;
  return true;
}();
}  // namespace spherebox::ref::detail
