/// Everything a fuzz target needs, and the replay command its reports print.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "check_all.hpp"
#include "codec.hpp"
#include "driver.hpp"

#ifndef SPHEREBOX_FUZZ_TARGET
#define SPHEREBOX_FUZZ_TARGET "fuzz_target"
#endif

namespace spherebox::ref::detail {
/// Names the replay command of every report after the fuzz target `name`:
/// $SPHEREBOX_REPLAY_DIR (where the replay binaries live; default build/fuzz) + "/" + name.
inline void name_replay_target(const char* name) {
  const char* dir = std::getenv("SPHEREBOX_REPLAY_DIR");
  replay_prefix() = std::string(dir && *dir ? dir : "build/fuzz") + "/" + name;
}
/// This target's name (set by fuzz/CMakeLists.txt).
inline const bool fuzz_prefix_set = [] {
  name_replay_target(SPHEREBOX_FUZZ_TARGET);
  return true;
}();
}  // namespace spherebox::ref::detail

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace spherebox::ref::detail {
/// Makes the printed replay command work with a libFuzzer build too: `<target> --hex=<bytes>`
/// runs that one input and exits (the replay driver, fuzz/main.cpp, handles --hex itself).
inline void replay_hex_arguments(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--hex=", 0) != 0) continue;
    const auto bytes = spherebox::ref::from_hex(arg.substr(6));
    if (!bytes) {
      std::fprintf(stderr, "replay: malformed hex in %s\n", arg.c_str());
      std::exit(2);
    }
    LLVMFuzzerTestOneInput(bytes->data(), bytes->size());
    std::printf("replayed 1 input(s), no violation\n");
    std::exit(0);
  }
}
}  // namespace spherebox::ref::detail

/// Included by exactly one translation unit per fuzz target; an executable that holds several
/// targets (fuzz/group.cpp.in) defines its own, which chooses the target first.
#ifndef SPHEREBOX_CORPUS_REPLAY_ALL
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  spherebox::ref::detail::replay_hex_arguments(*argc, *argv);
  return 0;
}
#endif
