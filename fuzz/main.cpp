// Replay driver: runs a fuzz target's LLVMFuzzerTestOneInput on files, directories (every
// file in them) or --hex=<bytes>, without libFuzzer, so any compiler can replay a corpus.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <spherebox_ref/core/codec.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

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
}  // namespace

int main(int argc, char** argv) {
  std::size_t count = 0;
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
    } else if (arg.rfind("-", 0) == 0) {
      continue;  // libFuzzer-style flags are accepted and ignored
    } else {
      run_path(arg, count);
    }
  }
  std::printf("replayed %zu input(s), no violation\n", count);
  return 0;
}
