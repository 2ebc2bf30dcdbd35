// Writes the seed corpora: for fuzz_sphere_aabb every known-answer table entry as a raw case
// (kat_NNN); for every other slug with a known-answer table every entry as a kat-mode input
// (kat_<kind>_<i>, one for every entry of the slug's table); and, for every fuzz target of
// registries.hpp, a few inputs per (mode, kind) from a fixed PRNG (seed_<mode>_<kind>_<i>).
// Deterministic: rerunning rewrites identical files.
//   usage: spherebox_seeds CORPUS_DIR
#include <spherebox_ref/core/codec.hpp>
#include <spherebox_ref/registries.hpp>

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
  for (const auto& e : spherebox::ref::kat_table<spherebox::ref::sphere_aabb_case<T, N>>()) {
    char name[32];
    std::snprintf(name, sizeof name, "kat_%03d", n++);
    write(dir / name, spherebox::ref::encode(e.input));
  }
}

/// kat-mode inputs {kat, kind, i} for every entry of a slug's table (core/kat.hpp); sphere_aabb's
/// entries are written whole by kat_seeds instead.
template <class Entry>
static void kat_mode_seeds(const fs::path& dir, Entry) {
  auto one = [&](auto t, auto n) {
    using Case = typename Entry::template case_type<decltype(t), decltype(n)::value>;
    if constexpr (spherebox::ref::has_kat<Case> && Case::slug != std::string_view("sphere_aabb")) {
      const std::size_t size = spherebox::ref::kat_table<Case>().size();
      for (std::size_t i = 0; i < size && i < 256; ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "kat_%d_%03zu", int(spherebox::ref::kind_of<decltype(t), Case::dims>), i);
        write(dir / name, {std::uint8_t(spherebox::ref::mode::kat), spherebox::ref::kind_of<decltype(t), Case::dims>,
                           std::uint8_t(i)});
      }
    }
  };
  using two = std::integral_constant<int, 2>;
  using three = std::integral_constant<int, 3>;
  one(float{}, two{}), one(float{}, three{}), one(double{}, two{}), one(double{}, three{});
}

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR\n", argv[0]);
    return 2;
  }
  const fs::path root = argv[1];
  std::mt19937_64 rng(20070101);
  spherebox::ref::for_each_slug([&](std::string_view target, auto entry) {
    const fs::path dir = root / std::string(target);
    fs::create_directories(dir);
    for (int m = 0; m < int(spherebox::ref::mode::count); ++m)
      for (int kind = 0; kind < 4; ++kind)
        for (int i = 0; i < 2; ++i) {
          std::vector<std::uint8_t> b{std::uint8_t(m), std::uint8_t(kind)};
          // A batch draws a builder case per lane: give its seeds room for about 30 lanes.
          const int length = target.find("_batch") != std::string_view::npos ? 2048 : 64;
          for (int j = 0; j < length; ++j) b.push_back(std::uint8_t(rng()));
          char name[48];
          std::snprintf(name, sizeof name, "seed_%d_%d_%d", m, kind, i);
          write(dir / name, b);
        }
    kat_mode_seeds(dir, entry);
  });
  int n = 0;
  const fs::path sa = root / "fuzz_sphere_aabb";
  kat_seeds<float, 2>(sa, n), kat_seeds<float, 3>(sa, n), kat_seeds<double, 2>(sa, n), kat_seeds<double, 3>(sa, n);
  std::printf("wrote seeds under %s (%d known-answer cases)\n", root.c_str(), n);
  return 0;
}
