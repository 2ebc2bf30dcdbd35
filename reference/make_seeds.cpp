// Writes the seed corpora: for fuzz_sphere_aabb every known-answer table entry as a raw case
// (kat_NNN) and, for every fuzz target, a few inputs per (mode, kind) from a fixed PRNG
// (seed_<mode>_<kind>_<i>). Deterministic: rerunning rewrites identical files.
//   usage: spherebox_seeds CORPUS_DIR
#include <spherebox_ref/codec.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

namespace fs = std::filesystem;

static void write(const fs::path& p, const std::vector<std::uint8_t>& b) {
  std::ofstream(p, std::ios::binary).write(reinterpret_cast<const char*>(b.data()), b.size());
}

template <class T, int N>
static void kat_seeds(const fs::path& dir, int& n) {
  for (const auto& e : spherebox::ref::kat_table<T, N>()) {
    char name[32];
    std::snprintf(name, sizeof name, "kat_%03d", n++);
    write(dir / name, spherebox::ref::encode(e.input));
  }
}

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR\n", argv[0]);
    return 2;
  }
  const fs::path root = argv[1];
  std::mt19937_64 rng(20070101);
  for (const char* target : {"fuzz_sphere_aabb", "fuzz_aabb_aabb", "fuzz_aabb_point"}) {
    const fs::path dir = root / target;
    fs::create_directories(dir);
    for (int m = 0; m < int(spherebox::ref::mode::count); ++m)
      for (int kind = 0; kind < 4; ++kind)
        for (int i = 0; i < 2; ++i) {
          std::vector<std::uint8_t> b{std::uint8_t(m), std::uint8_t(kind)};
          for (int j = 0; j < 64; ++j) b.push_back(std::uint8_t(rng()));
          char name[48];
          std::snprintf(name, sizeof name, "seed_%d_%d_%d", m, kind, i);
          write(dir / name, b);
        }
  }
  int n = 0;
  const fs::path sa = root / "fuzz_sphere_aabb";
  kat_seeds<float, 2>(sa, n), kat_seeds<float, 3>(sa, n), kat_seeds<double, 2>(sa, n), kat_seeds<double, 3>(sa, n);
  std::printf("wrote seeds under %s (%d known-answer cases)\n", root.c_str(), n);
  return 0;
}
