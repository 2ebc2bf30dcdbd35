/// The parts of a user's check besides fuzzing, each a ctest entry: the slug's known answers,
/// the RapidCheck properties over the slug's boundary generators (one per builder category and
/// the default mix, per kind), the replay of the kept regression files, and the verdict rows.
#pragma once
#include <rapidcheck.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "../core/kat.hpp"
#include "../core/verdict.hpp"
#include "../properties/driver.hpp"
#include "../properties/gen.hpp"
#include "findings.hpp"
#include "run.hpp"

namespace spherebox::ref::user {

/// Every known-answer entry of the slug (kat_table, core/kat.hpp) for each kind: returns the
/// number of violations (summarised, every report in full in a file: findings.hpp).
template <class E, class Kinds, class Fn>
[[nodiscard]] int known_answers(const options& o, Fn& fn, judging how, const places& at) {
  int entries = 0, failed = 0;
  findings found(at, "known_answers");
  Kinds::for_each([&](auto k) {
    using K = decltype(k);
    using Case = typename E::template case_type<typename K::value_type, K::dims>;
    if constexpr (has_kat<Case>) {
      stats_table::get().category = "kat";
      const auto& cl = claim_for<E, K>(o);
      for (const auto& e : kat_table<Case>()) {
        ++entries;
        if (auto v = check_user(e.input, cl, fn, how))
          ++failed, found.add("known answer \"" + std::string(e.why) + "\"", full_report(e.input, cl, *v, fn, at));
      }
    }
  });
  if (entries == 0) std::printf("known answers: the slug has no known-answer table for these kinds\n");
  else std::printf("known answers: %d entries, %d violation(s)\n", entries, failed);
  std::fflush(stdout);
  found.finish();
  return failed;
}

/// RapidCheck loads its global configuration ($RC_PARAMS) on first use and prints it, with a
/// random seed of its own that no property here uses (each gets its seed from --seed). Loaded
/// here first with that line dropped, unless RC_PARAMS is set (then it is the user's, and shown).
inline void load_rapidcheck_quietly() {
  static const bool loaded = [] {
    const char* env = std::getenv("RC_PARAMS");
    if (env && *env) return (void)rc::detail::configuration(), true;
    std::ostringstream sink;
    auto* const was = std::cerr.rdbuf(sink.rdbuf());
    (void)rc::detail::configuration();
    std::cerr.rdbuf(was);
    return true;
  }();
  (void)loaded;
}

/// The properties: for each kind, the default generator mix and then each builder category on
/// its own, `cases` cases each, seeds seed, seed + 1, ... (the one seed printed, with the command
/// that runs the same cases again). A falsified property prints one line; its report (RapidCheck's
/// shrunk case, shrunk further: full_report) goes to the part's summary and file (findings.hpp).
/// Returns the number falsified.
template <class E, class Kinds, class Fn>
[[nodiscard]] int properties(const options& o, Fn& fn, judging how, const places& at, int cases, std::uint64_t seed) {
  load_rapidcheck_quietly();
  std::printf("properties: seed %llu, %d cases per category (the same cases again: %s --properties --cases=%d "
              "--seed=%llu)\n", (unsigned long long)seed, cases, replay_prefix().c_str(), cases, (unsigned long long)seed);
  std::fflush(stdout);
  int failed = 0, run = 0;
  findings found(at, "properties");
  Kinds::for_each([&](auto k) {
    using K = decltype(k);
    using Case = typename E::template case_type<typename K::value_type, K::dims>;
    const auto& cl = claim_for<E, K>(o);
    const std::string kind = type_name<typename K::value_type>() + "/" + std::to_string(K::dims);
    for (int m = -1; m < int(mode::count); ++m) {
      const std::string label = m < 0 ? "mix" : mode_name(mode(m));
      const rc::Gen<Case> gen = m < 0 ? rc::gen::arbitrary<Case>() : prop::gen_cases<Case>(rc::gen::just(mode(m)));
      std::optional<Case> last_case;
      std::optional<violation> last;
      auto property = [&] {
        const Case c = *gen;
        // After a first failure RapidCheck only shrinks: its re-checks are not new cases and
        // are not counted (the rows' violations are the failing cases found, one per property).
        const bool shrinking = last.has_value();
        if (shrinking) stats_table::get().pause(true);
        auto v = check_user(c, cl, fn, how);
        if (shrinking) stats_table::get().pause(false);
        if (v) {
          last_case = c, last = *v;
          RC_FAIL(v->what);
        }
      };
      rc::detail::TestParams params;
      params.seed = seed + std::uint64_t(run++);
      params.maxSuccess = cases;
      rc::detail::TestMetadata meta;
      meta.id = meta.description = at.name + " " + kind + " " + label;
      prop::quiet_listener quiet;
      const auto result = rc::detail::checkTestable(property, meta, params, quiet);
      const auto* f = result.template is<rc::detail::FailureResult>() ? &result.template get<rc::detail::FailureResult>()
                                                                      : nullptr;
      if (f && last) {
        ++failed;
        char line[256];
        std::snprintf(line, sizeof line, "property %s %s: falsified after %d passing case(s), shrunk in %zu step(s) "
                      "(RapidCheck, this property's seed %llu)", kind.c_str(), label.c_str(), f->numSuccess,
                      f->reproduce.shrinkPath.size(), (unsigned long long)params.seed);
        std::fprintf(stderr, "%s: %s\n", line, last->what.c_str());
        found.add(line, full_report(*last_case, cl, *last, fn, at));
      } else if (f) {
        ++failed;
        std::fprintf(stderr, "property %s %s failed: %s\n", kind.c_str(), label.c_str(), f->description.c_str());
      } else {
        std::printf("property %s %-8s %d cases passed\n", kind.c_str(), label.c_str(), cases);
      }
    }
  });
  std::fflush(stdout);
  found.finish();
  return failed;
}

/// Every file under dir through run (missing folder: nothing kept yet). Returns the file count.
template <class Run>
std::size_t replay_folder(const std::string& dir, Run&& run) {
  if (!std::filesystem::is_directory(dir)) {
    std::printf("regressions: no folder %s (none kept yet)\n", dir.c_str());
    return 0;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& f : std::filesystem::recursive_directory_iterator(dir))
    if (f.is_regular_file()) files.push_back(f.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    const std::vector<std::uint8_t> bytes(std::istreambuf_iterator<char>(in), {});
    std::printf("regression %s\n", f.filename().c_str());
    std::fflush(stdout);
    run(bytes);
  }
  std::printf("regressions: %zu file(s) from %s, no violation\n", files.size(), dir.c_str());
  return files.size();
}

/// The verdict rows of this check (its name's rows in the stats files), the false positives of a
/// conservative claim by category, and the classify summary; with domain_required, a line saying
/// the rows hold only the inputs inside the domain; partial (an interrupted campaign): the last
/// line says the rows are what ran, not PASS. Returns 1 if any row has a violation, else 0.
inline int verdict(const std::string& name, const std::vector<std::string>& files, bool domain_required = false,
                   bool partial = false) {
  verdict_data d;
  for (const auto& f : files) read_stats(f, d);
  auto mine = [&](const std::map<std::string, stats_row>& rows) {
    std::map<std::string, stats_row> out;
    for (const auto& [key, r] : rows) {
      const auto a = key.find('/'), b = key.find('/', a + 1);
      if (a != std::string::npos && key.substr(a + 1, b - a - 1) == name) out[key] = r;
    }
    return out;
  };
  const auto rows = mine(d.rows), classify = mine(d.classify);
  int bad = 0;
  if (!rows.empty()) bad = print_verdict_rows(rows), print_false_positives(d, rows);
  print_classify(classify);
  if (rows.empty() && classify.empty()) {
    std::printf("verdict: no counts for %s in the stats files\n", name.c_str());
    return 1;
  }
  if (domain_required)
    std::printf("domain required (DOMAIN_REQUIRED): the rows count the inputs inside the domain; the ones outside it "
                "were not passed to %s\n", name.c_str());
  if (!rows.empty() && partial)
    std::printf("partial verdict, of what ran before the interruption: %zu rows, %d with violations\n", rows.size(), bad);
  else if (!rows.empty())
    std::printf("verdict: %s (%zu rows, %d with violations)\n", bad ? "FAIL" : "PASS", rows.size(), bad);
  return bad ? 1 : 0;
}

}  // namespace spherebox::ref::user
