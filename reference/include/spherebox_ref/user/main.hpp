/// The driver of a user's check, included by the source spherebox_add_check generates. The
/// generated source describes the check in a Config type and ends with
/// SPHEREBOX_CHECK_MAIN(Config), which defines the fuzz target (LLVMFuzzerTestOneInput) and
/// LLVMFuzzerInitialize, whose flags run the other parts instead of fuzzing:
///   --known-answers          the slug's known-answer table
///   --properties [--cases=N] [--seed=S]   the RapidCheck properties
///   --regressions[=DIR]      every kept regression file (default: the check's folder)
///   --hex=BYTES              one case (the replay command of every report)
///   --verdict FILE...        the verdict rows of this check from stats files (--partial: of an
///                            interrupted campaign, whose last line is then no PASS)
///   --crash-report=FILE --crash-signal=N   describe a crash (crash.hpp runs this after one)
///   --classify               count the answers instead of judging them (any part)
/// With libFuzzer (clang) fuzzing is libFuzzer's; otherwise the replay driver (fuzz/main.cpp)
/// replays files and, with -runs=N or -max_total_time=S, feeds random inputs.
///   struct Config {
///     using entry = spherebox::ref::user::slug_of<"sphere_aabb">;         // the slug
///     using kinds = spherebox::detail::type_list<spherebox::ref::user::kind<float, 3>>;
///     static spherebox::ref::user::options declared();                    // the claim
///     static spherebox::ref::user::places where();                        // folders, NAME
///     struct call { decltype(auto) operator()(const auto&... a) const { return fn(a...); } };
///   };
#pragma once
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <type_traits>
#include <vector>

#include "crash.hpp"
#include "suite.hpp"

namespace spherebox::ref::user {

/// Judge or count: classify when the check's contract is classify or --classify was given.
template <class Config>
judging& mode() {
  static judging m = std::string(Config::declared().contract) == "classify" ? judging::observe : judging::enforce;
  return m;
}

/// The running program's absolute path (the replay command of every report).
[[nodiscard]] inline std::string this_program(const char* argv0) {
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);  // Linux
  if (!ec) return self.string();
  return std::filesystem::absolute(argv0, ec).string();
}

/// The describe mode of a crash (crash.hpp): the case kept in file, decoded as a fuzz input is,
/// with the replay and keep commands and "verdict: CRASH"; then dies of signal sig as the crashed
/// run did (SIGABRT for 0, a sanitizer's report).
template <class E, class Kinds>
[[noreturn]] void describe_crash(const std::string& file, int sig, const places& at) {
  std::ifstream in(file, std::ios::binary);
  const std::vector<std::uint8_t> bytes(std::istreambuf_iterator<char>(in), {});
  std::string lines;
  with_input_case<E, Kinds>(bytes.data(), bytes.size(), [&](const auto& c, auto) {
    using Case = std::decay_t<decltype(c)>;
    lines += "  case: " + std::string(Case::slug) + " " + type_name<typename Case::value_type>() + "/" +
             std::to_string(Case::dims) + "\n";
    lines += "  input (" + layout_of<Case>() + "): " + hex_input(c) + "\n";
    if constexpr (requires { c.flat(); }) lines += "  decimal: " + decimal_input(c) + "\n";
    lines += "  replay: " + replay_prefix() + " --hex=" + to_hex(encode(c)) + "   (calls the function on this case alone)\n";
  });
  if (lines.empty()) lines = "  (the kept input decodes to no case)\n";
  std::fprintf(stderr, "%s  kept as %s\n  keep it as a regression: %s   (ctest -R '^%s\\.regressions$' "
               "then replays it, and fails while the function crashes)\nverdict: CRASH: %s died of %s\n",
               lines.c_str(), file.c_str(), keep_command(at, file).c_str(), at.name.c_str(), at.name.c_str(),
               crash::signal_text(sig));
  std::fflush(nullptr);
  crash::die_of(sig != 0 ? sig : SIGABRT);
}

/// The crash handlers (crash.hpp), installed once more on the first input: libFuzzer sets its
/// own after LLVMFuzzerInitialize.
template <class Config>
void install_crash_handlers() {
  const places at = Config::where();
  crash::install(at.name, at.found_dir, replay_prefix());
}

template <class Config>
int test_one_input(const std::uint8_t* data, std::size_t size) {
  static typename Config::call fn;
  static const places at = Config::where();
  static const options o = Config::declared();
  static const bool installed = (install_crash_handlers<Config>(), true);
  (void)installed;
  run_input<typename Config::entry, typename Config::kinds>(data, size, o, fn, mode<Config>(), at);
  return 0;
}

/// At exit of a fuzz or replay run: one line, and for classify the summary of what was counted.
template <class Config>
void summary_at_exit() {
  verdict_data d;
  for (const auto& [key, r] : stats_table::get().rows())
    if (key.rfind("classify/", 0) == 0) add_row(d.classify[key.substr(9)], r);
    else if (key.find('/') != std::string::npos) add_row(d.rows[key], r);
  std::uint64_t judged = 0;
  for (const auto& [key, r] : d.rows) judged += r.cases;
  if (!d.classify.empty()) print_classify(d.classify);
  else std::printf("[%s] %llu cases judged, no violation\n", Config::where().name.c_str(), (unsigned long long)judged);
  if (domain_required())
    std::printf("[%s] %llu input(s) outside the domain not passed to the function (DOMAIN_REQUIRED)\n",
                Config::where().name.c_str(), (unsigned long long)not_passed());
}

template <class Config>
int initialize(int* argc, char*** argv) {
  using E = typename Config::entry;
  static_assert(!std::is_void_v<E>, "spherebox_add_check: SLUG names no slug of registries.hpp (or no slug with "
                                    "these value types)");
  using K0 = typename first_kind<typename Config::kinds>::type;  // for the claim line below
  replay_prefix() = this_program((*argv)[0]);
  const places at = Config::where();
  const options o = Config::declared();
  domain_required() = o.domain_required;
  typename Config::call fn;
  std::vector<char*> keep{(*argv)[0]};
  std::string part;
  int cases = 500;
  std::uint64_t seed = 1;
  std::string folder = at.regress_dir;
  std::vector<std::string> files;
  std::string crash_file;
  int crash_signal = 0;
  bool partial = false;
  for (int i = 1; i < *argc; ++i) {
    const std::string a = (*argv)[i];
    if (a.rfind("--crash-report=", 0) == 0) crash_file = a.substr(15);
    else if (a.rfind("--crash-signal=", 0) == 0) crash_signal = std::atoi(a.c_str() + 15);
    else if (a == "--classify") mode<Config>() = judging::observe;
    else if (a == "--partial") partial = true;
    else if (a == "--known-answers" || a == "--properties" || a == "--verdict") part = a;
    else if (a.rfind("--regressions", 0) == 0) part = "--regressions", folder = a.size() > 14 ? a.substr(14) : folder;
    else if (a.rfind("--cases=", 0) == 0) cases = std::atoi(a.c_str() + 8);
    else if (a.rfind("--seed=", 0) == 0) seed = std::strtoull(a.c_str() + 7, nullptr, 10);
    else if (part == "--verdict") files.push_back(a);
    else if (a == "--help") part = a;
    else keep.push_back((*argv)[i]);
  }
  if (part == "--help") {
    std::puts("usage: check [libFuzzer flags | files] | --known-answers | --properties [--cases=N] [--seed=S]\n"
              "       | --regressions[=DIR] | --hex=BYTES | --verdict STATS_FILE... ; --classify counts instead of judging");
    std::exit(0);
  }
  if (!crash_file.empty()) describe_crash<E, typename Config::kinds>(crash_file, crash_signal, at);
  if (part == "--verdict") std::exit(verdict(at.name, files, o.domain_required, partial));
  install_crash_handlers<Config>();
  bool replay_one = false;
  for (std::size_t i = 1; i < keep.size(); ++i) replay_one = replay_one || std::string(keep[i]).rfind("--hex=", 0) == 0;
  if (!replay_one)
    std::printf("[%s] slug %s, contract %s%s\n", at.name.c_str(), std::string(E::slug).c_str(),
                describe(claim_for<E, K0>(o), mode<Config>() == judging::observe).c_str(),
                o.domain_required ? "; inputs outside the domain are not passed to the function (DOMAIN_REQUIRED)" : ""),
        std::fflush(stdout);
  if (part == "--known-answers") std::exit(known_answers<E, typename Config::kinds>(o, fn, mode<Config>(), at) ? 1 : 0);
  if (part == "--properties")
    std::exit(properties<E, typename Config::kinds>(o, fn, mode<Config>(), at, cases, seed) ? 1 : 0);
  if (part == "--regressions") {
    replay_folder(folder, [](const std::vector<std::uint8_t>& b) { test_one_input<Config>(b.data(), b.size()); });
    std::exit(0);
  }
  if (replay_one) {
    for (std::size_t i = 1; i < keep.size(); ++i) {
      const std::string a = keep[i];
      if (a.rfind("--hex=", 0) != 0) continue;
      const auto bytes = from_hex(a.substr(6));
      if (!bytes) refuse("malformed hex in " + a);
      test_one_input<Config>(bytes->data(), bytes->size());
    }
    std::printf("replayed the case: no violation\n");
    std::exit(0);
  }
  std::atexit([] { summary_at_exit<Config>(); });
  // Our flags are gone from argv; libFuzzer (or the replay driver) reads the rest.
  static std::vector<char*> rest;
  rest = keep;
  rest.push_back(nullptr);
  *argc = static_cast<int>(keep.size());
  *argv = rest.data();
  return 0;
}

}  // namespace spherebox::ref::user

/// Defines the check's entry points for Config (see the top of this file).
#define SPHEREBOX_CHECK_MAIN(Config)                                                              \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {            \
    return ::spherebox::ref::user::test_one_input<Config>(data, size);                           \
  }                                                                                               \
  extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {                                  \
    return ::spherebox::ref::user::initialize<Config>(argc, argv);                               \
  }
