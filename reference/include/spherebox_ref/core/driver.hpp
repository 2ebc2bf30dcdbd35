/// What drivers do with a verdict: print it, keep the counterexample, stop.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

#include "contract_check.hpp"

#if defined(SPHEREBOX_COVERAGE)
extern "C" int __llvm_profile_write_file(void);  // clang's profile runtime
#endif

namespace spherebox::ref {

/// With SPHEREBOX_DUMP_DIR set, writes the violating case's bytes there as
/// regress_<slug>_<variant>_<hash> and returns the path ("" otherwise).
inline std::string dump_counterexample(const violation& v) {
  const char* dir = std::getenv("SPHEREBOX_DUMP_DIR");
  if (!dir || !*dir) return "";
  const auto bytes = from_hex(v.bytes);
  if (!bytes) return "";
  std::size_t h = std::hash<std::string>{}(v.bytes);
  char name[32];
  std::snprintf(name, sizeof name, "%016zx", h);
  const std::string path = std::string(dir) + "/regress_" + v.slug + "_" + v.variant + "_" + name;
  std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes->data()), bytes->size());
  return path;
}

/// Fuzz driver: on a violation print show(v), keep the case, flush the counters and abort().
/// A coverage build also writes its profile first (libFuzzer's crash handler exits with _Exit,
/// which skips the profile runtime's exit hook).
inline void abort_on(const std::optional<violation>& v) {
  if (!v) return;
  violation shown = *v;
  if (shown.kept.empty()) shown.kept = dump_counterexample(*v);
  std::fputs(show(shown).c_str(), stderr);
  stats_table::get().flush();
#if defined(SPHEREBOX_COVERAGE)
  __llvm_profile_write_file();
#endif
  std::abort();
}

}  // namespace spherebox::ref
