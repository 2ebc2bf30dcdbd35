/// One input through a user's function: decode it as a case of one of the kinds checked, judge
/// the answer by the common contract layer (or count it, classify), and on a violation report
/// everything needed to act on it: the shrunk case, the file kept, the replay command.
#pragma once
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "../core/classify.hpp"
#include "../core/codec.hpp"
#include "../core/driver.hpp"
#include "../core/shrink.hpp"
#include "claim.hpp"
#include "crash.hpp"
#include "select.hpp"

namespace spherebox::ref::user {

/// DOMAIN_REQUIRED (options::domain_required), set once when the check starts, and the inputs
/// it kept from the function: outside the claim's domain (in_claimed_domain), fn is not called.
inline bool& domain_required() {
  static bool required = false;
  return required;
}
inline std::uint64_t& not_passed() {
  static std::uint64_t n = 0;
  return n;
}

/// True while a violation is being shrunk and kept (full_report): an interruption waits for it.
inline bool& reporting() {
  static bool busy = false;
  return busy;
}

/// What the running part has found but not yet printed (findings.hpp sets it): printed before an
/// interrupted check exits.
inline std::function<void()>& pending_findings() {
  static std::function<void()> print;
  return print;
}

/// After Ctrl-C (crash::interrupted): what the part found so far printed, the counts written, one
/// line saying what was judged until then, exit status 130 (a shell's for SIGINT), which the
/// -verify target reads as "interrupted", neither a violation nor a crash.
[[noreturn]] inline void stop_interrupted() {
  if (pending_findings()) pending_findings()();
  auto& table = stats_table::get();
  table.flush();
  std::uint64_t judged = 0, violations = 0;
  for (const auto& [key, r] : table.rows())
    if (key.rfind("fp/", 0) != 0 && key.rfind("fallback/", 0) != 0) judged += r.cases, violations += r.violations;
  std::fflush(stdout);
  std::fprintf(stderr, "\ninterrupted: [%s] stopped by SIGINT after %llu case(s) judged or counted, %s; nothing "
               "found is lost (the counts so far are written)\n", crash::current().name, (unsigned long long)judged,
               violations ? "with the violations reported above" : "no violation among them");
  std::fflush(nullptr);
  std::_Exit(130);
}

/// Judges fn on case c under cl (enforce) or counts its answer (observe, classify): the slug's
/// judge_user hook where its answer is not one bool or its calling form differs (aabb_point,
/// sphere_aabb_batch), else the common path of check_callable: fn(args...) judged as a bool, or
/// as the slug's answer type when fn returns one (swept_aabb: sweep_result<T>).
template <class Case, class Fn>
[[nodiscard]] std::optional<violation> check_user(const Case& c, const claim<typename Case::value_type>& cl, Fn& fn,
                                                  judging how) {
  if (crash::interrupted() && !reporting()) stop_interrupted();
  if constexpr (requires { in_domain(c, cl); })
    if (domain_required() && !in_claimed_domain(c, cl)) return ++not_passed(), std::nullopt;
  if constexpr (requires { judge_user(c, cl, fn, how); }) {
    const crash::calling guard(c);  // judge_user calls fn (a crash in its judging is reported alike)
    return judge_user(c, cl, fn, how);
  } else {
    const auto got = [&] {
      const crash::calling guard(c);
      return std::apply(fn, c.args());
    }();
    if constexpr (std::is_arithmetic_v<std::decay_t<decltype(got)>>) return judge_as(c, cl, static_cast<bool>(got), how);
    else return judge_as(c, cl, got, how);
  }
}

/// Where a check writes what it finds and what it tells the user to do with it.
struct places {
  std::string name;         ///< NAME
  std::string found_dir;    ///< counterexamples found ($SPHEREBOX_DUMP_DIR overrides)
  std::string regress_dir;  ///< the regression folder ctest's NAME.regressions replays
};

/// A path as one word of a POSIX shell command: as it is when it holds only letters, digits and
/// _ . / - + , : =, else in single quotes (a ' inside written '\'').
[[nodiscard]] inline std::string shell_word(const std::string& s) {
  const bool plain = !s.empty() && s.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                                      "0123456789_./-+,:=") == std::string::npos;
  if (plain) return s;
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// The shell command that copies a kept file into the check's regression folder (created the
/// first time).
[[nodiscard]] inline std::string keep_command(const places& at, const std::string& path) {
  return "mkdir -p " + shell_word(at.regress_dir) + " && cp " + shell_word(path) + " " + shell_word(at.regress_dir) + "/";
}

/// Writes bytes as regress_<slug>_<name>_<hash> in the found folder; returns the "kept as" text
/// with the command that keeps it as a regression, or "" when nothing could be written.
[[nodiscard]] inline std::string keep(const places& at, const violation& v, const std::vector<std::uint8_t>& bytes) {
  const char* env = std::getenv("SPHEREBOX_DUMP_DIR");
  const std::string dir = env && *env ? env : at.found_dir;
  if (dir.empty()) return "";
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016zx", std::hash<std::string>{}(to_hex(bytes)));
  const std::string path = dir + "/regress_" + v.slug + "_" + at.name + "_" + hash;
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) return "";
  return path + "\n  keep it as a regression: " + keep_command(at, path) + "   (ctest -R '^" + at.name +
         "\\.regressions$' then replays every file there)";
}

/// v with the shrunk case (cases with flat values) and the kept file filled in.
template <class Case, class Fn>
[[nodiscard]] violation full_report(const Case& c, const claim<typename Case::value_type>& cl, violation v, Fn& fn,
                                    const places& at) {
  std::vector<std::uint8_t> bytes = encode(c);
  reporting() = true;
  struct done {
    ~done() { reporting() = false; }
  } after;
  if constexpr (requires { Case::from_flat(c.flat()); }) {
    if (auto s = shrink(c, v, [&](const Case& x) { return check_user(x, cl, fn, judging::enforce); })) {
      v.shrunk = case_lines(s->second, "    ");
      bytes = encode(s->first);
    }
  }
  v.kept = keep(at, v, bytes);
  return v;
}

/// A progress line on stderr every $SPHEREBOX_PROGRESS_SECONDS seconds (unset or 0: none).
inline void note_progress(const std::string& name, judging how) {
  using clock = std::chrono::steady_clock;
  static const double every = [] {
    const char* e = std::getenv("SPHEREBOX_PROGRESS_SECONDS");
    return e ? std::atof(e) : 0.0;
  }();
  static const clock::time_point start = clock::now();
  static clock::time_point last = start;
  static std::uint64_t count = 0;
  if (every <= 0 || (++count & 1023) != 0) return;
  const auto now = clock::now();
  if (std::chrono::duration<double>(now - last).count() < every) return;
  last = now;
  const double s = std::chrono::duration<double>(now - start).count();
  std::fprintf(stderr, "[%s] %.0f s: %llu cases %s (%.0f/s)%s\n", name.c_str(), s, (unsigned long long)count,
               how == judging::enforce ? "judged" : "counted", double(count) / s,
               how == judging::enforce ? ", no violation" : "");
}

/// The claim of kind K for a check whose slug entry is E, made from the options once per
/// function name (a check judges one function; a test may feed several).
template <class E, class K>
[[nodiscard]] const claim<typename K::value_type>& claim_for(const options& o) {
  thread_local std::string made_for;
  thread_local claim<typename K::value_type> cl;
  if (made_for.empty() || made_for != o.name) {
    cl = make_claim<typename E::registry, typename K::value_type, K::dims>(o);
    made_for = o.name;
  }
  return cl;
}

/// Calls f(case, kind tag) with an input's case: byte 1 picks the kind (the codec's kind byte when
/// it names a kind checked, so encode(case) replays as that case; else one of the kinds in turn)
/// and decode() builds the case (nothing for an empty input).
template <class E, class Kinds, class F>
void with_input_case(const std::uint8_t* data, std::size_t size, F&& f) {
  if (size == 0) return;
  const std::uint8_t byte = size > 1 ? data[1] : 0;
  int chosen = -1, index = 0;
  Kinds::for_each([&](auto k) {
    using K = decltype(k);
    if (chosen < 0 && kind_of<typename K::value_type, K::dims> == (byte & 3)) chosen = index;
    ++index;
  });
  if (chosen < 0) chosen = byte % Kinds::size;
  index = 0;
  Kinds::for_each([&](auto k) {
    using K = decltype(k);
    if (index++ != chosen) return;
    using Case = typename E::template case_type<typename K::value_type, K::dims>;
    if (const auto c = decode_counted<Case>(data, size)) f(*c, k);
  });
}

/// A violation found by a fuzz or replay run: the report, the counters flushed, exit status 1.
/// Not abort(): a crash of the function dies of its signal (crash.hpp), so ctest's status tells
/// the two apart ("Failed" here, "Subprocess aborted" or "SegFault" there). With libFuzzer the
/// kept file (keep) stands for its crash- artifact.
[[noreturn]] inline void stop_on(const violation& v) {
  std::fputs(show(v).c_str(), stderr);
  stats_table::get().flush();
  std::fflush(nullptr);
  std::_Exit(1);
}

/// Runs one fuzz input (with_input_case) and judges fn's answer; a violation is reported in full
/// and stops the process (stop_on).
template <class E, class Kinds, class Fn>
void run_input(const std::uint8_t* data, std::size_t size, const options& o, Fn& fn, judging how, const places& at) {
  with_input_case<E, Kinds>(data, size, [&](const auto& c, auto k) {
    using K = decltype(k);
    const auto& cl = claim_for<E, K>(o);
    note_progress(at.name, how);
    if (auto v = check_user(c, cl, fn, how)) stop_on(full_report(c, cl, *v, fn, at));
  });
}

}  // namespace spherebox::ref::user
