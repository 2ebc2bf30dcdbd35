// Replay driver: runs a fuzz target's LLVMFuzzerTestOneInput on files, directories (every
// file in them) or --hex=<bytes>, without libFuzzer, so any compiler can replay a corpus. With
// -runs=N or -max_total_time=S (libFuzzer's flags) it then also feeds random inputs (-seed=S,
// default 1; no coverage guidance, but every byte string decodes to a case of some builder
// mode) and prints a progress line every 10 s. Calls LLVMFuzzerInitialize first when the
// target defines one, as libFuzzer does. Installed with the harness (spherebox_add_check links
// it when the compiler has no libFuzzer).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include <spherebox_ref/core/codec.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace {
int run(const std::vector<std::uint8_t>& bytes) { return LLVMFuzzerTestOneInput(bytes.data(), bytes.size()); }

int run_path(const std::filesystem::path& p, std::size_t& count) {
  if (std::filesystem::is_directory(p)) {
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::recursive_directory_iterator(p))
      if (e.is_regular_file()) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& f : files) run_path(f, count);
    return 0;
  }
  std::ifstream in(p, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "replay: cannot read %s\n", p.c_str());
    std::exit(2);
  }
  run(std::vector<std::uint8_t>(std::istreambuf_iterator<char>(in), {}));
  ++count;
  return 0;
}

/// Random inputs until `runs` inputs (negative: no limit) or `seconds` (0: no limit) are used up.
std::size_t run_random(long long runs, double seconds, std::uint64_t seed) {
  using clock = std::chrono::steady_clock;
  std::mt19937_64 rng(seed);
  std::vector<std::uint8_t> bytes;
  const auto start = clock::now();
  auto last = start;
  std::uint64_t n = 0;
  for (; runs < 0 || n < static_cast<std::uint64_t>(runs); ++n) {
    // Mostly short inputs (every single-case decoder reads at most a few hundred bytes), now
    // and then long ones (batches read a case per lane).
    const std::size_t len = rng() % 8 == 0 ? 2 + rng() % 4096 : 2 + rng() % 160;
    bytes.resize(len);
    for (auto& b : bytes) b = static_cast<std::uint8_t>(rng());
    run(bytes);
    if ((n & 1023) != 0) continue;
    const auto now = clock::now();
    const double el = std::chrono::duration<double>(now - start).count();
    if (seconds > 0 && el >= seconds) break;
    if (std::chrono::duration<double>(now - last).count() >= 10) {
      last = now;
      std::fprintf(stderr, "random: %llu inputs in %.0f s (%.0f/s)\n", (unsigned long long)n, el, double(n) / el);
    }
  }
  return n;
}
}  // namespace

// SPHEREBOX_REPLAY_MAIN: the name of this entry point, main unless an executable with a main of
// its own calls it (spherebox_tests, which holds the corpus replay: fuzz/CMakeLists.txt).
#ifndef SPHEREBOX_REPLAY_MAIN
#define SPHEREBOX_REPLAY_MAIN main
#endif
int SPHEREBOX_REPLAY_MAIN(int argc, char** argv) {
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  std::size_t count = 0;
  long long runs = -1;
  std::uint64_t seed = 1;
  double seconds = 0;
  bool random = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind("--hex=", 0) == 0) {
      const auto bytes = spherebox::ref::from_hex(arg.substr(6));
      if (!bytes) {
        std::fprintf(stderr, "replay: malformed hex in %s\n", argv[i]);
        return 2;
      }
      run(*bytes);
      ++count;
    } else if (arg.rfind("-runs=", 0) == 0) {
      runs = std::strtoll(arg.c_str() + 6, nullptr, 10), random = true;
    } else if (arg.rfind("-max_total_time=", 0) == 0) {
      seconds = std::atof(arg.c_str() + 16), random = true;
    } else if (arg.rfind("-seed=", 0) == 0) {
      seed = std::strtoull(arg.c_str() + 6, nullptr, 10);
    } else if (arg.rfind("-", 0) == 0) {
      continue;  // other libFuzzer-style flags are accepted and ignored
    } else {
      run_path(arg, count);
    }
  }
  if (random) {
    const std::size_t n = run_random(runs, seconds, seed);
    std::printf("replayed %zu input(s) and %zu random input(s) (seed %llu), no violation\n", count, n,
                (unsigned long long)seed);
    return 0;
  }
  std::printf("replayed %zu input(s), no violation\n", count);
  return 0;
}
