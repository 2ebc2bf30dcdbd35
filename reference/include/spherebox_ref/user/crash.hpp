/// A crash of the function under check, reported as a crash: which input, where it was kept, how
/// to replay it, and a verdict that says CRASH.
///
/// Before each call of the function (check_user) the case is recorded as raw-mode bytes. A fatal
/// signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT: an assert, std::abort) raised while the
/// function runs, or a sanitizer's report (its death callback), writes those bytes to
/// <found>/crash-<hash> and says so on stderr with only async-signal-safe calls, then runs this
/// program again with --crash-report=<file> --crash-signal=<n> (describe, below: main.hpp), which
/// prints the decoded case, the replay and keep commands and "verdict: CRASH", and dies of the
/// same signal (SIGABRT after a sanitizer's report). So ctest's status says a crash
/// ("Subprocess aborted", "SegFault"), where a contract violation exits with status 1
/// ("Failed"). A signal outside the function (the harness itself) is left to its default action.
/// Ctrl-C is no crash: the check stops between two cases and says "interrupted" (interrupted()).
#pragma once
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "../core/codec.hpp"

extern "C" void __sanitizer_set_death_callback(void (*)(void)) __attribute__((weak));
extern "C" void __sanitizer_print_stack_trace() __attribute__((weak));

namespace spherebox::ref::user::crash {

/// What the handler reads: prepared before any call, since a signal handler may only copy and
/// write.
struct state {
  std::vector<std::uint8_t> input;     ///< the case the function was last given (raw mode)
  volatile sig_atomic_t inside = 0;    ///< 1 while the function runs
  char exe[2048] = "";                 ///< this program (/proc/self/exe)
  char found[2048] = "";               ///< the folder the crash input is written to
  char name[256] = "";                 ///< NAME
};
inline state& current() {
  static state s;
  return s;
}

/// Records c as the case the function is about to be called with; the destructor, that it returned.
class calling {
 public:
  template <class Case>
  explicit calling(const Case& c) {
    current().input = encode(c);
    current().inside = 1;
  }
  ~calling() { current().inside = 0; }
  calling(const calling&) = delete;
  calling& operator=(const calling&) = delete;
};

/// The signal's name and what it usually means (0: a sanitizer's report).
[[nodiscard]] inline const char* signal_text(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV (an invalid memory access)";
    case SIGBUS: return "SIGBUS (an invalid memory access)";
    case SIGFPE: return "SIGFPE (an integer division by zero or overflow)";
    case SIGILL: return "SIGILL (an illegal instruction: __builtin_trap, or code for another processor)";
    case SIGABRT: return "SIGABRT (abort: a failed assert, std::abort or an uncaught exception)";
    default: return "a sanitizer's error report (above)";
  }
}

namespace detail {
inline void put(const char* s) { (void)!::write(2, s, std::strlen(s)); }
inline void append(char* to, std::size_t cap, const char* s) {
  std::size_t n = std::strlen(to);
  while (*s && n + 1 < cap) to[n++] = *s++;
  to[n] = '\0';
}
inline void copy(char* to, std::size_t cap, const std::string& s) {
  to[0] = '\0';
  append(to, cap, s.c_str());
}
}  // namespace detail

/// Dies of signal sig: its default action, the signal unblocked first (a handler runs with its
/// signal blocked, and a program it starts with execv inherits the mask).
[[noreturn]] inline void die_of(int sig) {
  ::signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
  ::raise(sig);
  ::_exit(128 + sig);
}

/// Writes the input to <found>/crash-<FNV-1a of its bytes>, says so, and re-runs this program in
/// its describe mode; if that cannot start, dies of the signal itself. Async-signal-safe: open,
/// write, close, execv and raise on buffers prepared before the call.
[[noreturn]] inline void report(int sig) {
  state& s = current();
  std::uint64_t h = 1469598103934665603ull;
  for (std::uint8_t b : s.input) h = (h ^ b) * 1099511628211ull;
  char hex[17];
  for (int i = 0; i < 16; ++i) hex[i] = "0123456789abcdef"[(h >> (60 - 4 * i)) & 15];
  hex[16] = '\0';
  static char path[2200];
  path[0] = '\0';
  detail::append(path, sizeof path, s.found);
  detail::append(path, sizeof path, "/crash-");
  detail::append(path, sizeof path, hex);
  const int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  bool kept = false;
  if (fd >= 0) {
    kept = ::write(fd, s.input.data(), s.input.size()) == static_cast<ssize_t>(s.input.size());
    ::close(fd);
  }
  detail::put("\nCRASH: ");
  detail::put(s.name);
  detail::put(": the function under check died of ");
  detail::put(signal_text(sig));
  detail::put(kept ? "; its input is kept as " : "; its input could not be written to ");
  detail::put(path);
  detail::put("\n");
  if (sig != 0 && __sanitizer_print_stack_trace) __sanitizer_print_stack_trace();
  if (kept) {
    static char arg1[2300] = "--crash-report=";
    static char arg2[32] = "--crash-signal=";
    detail::append(arg1, sizeof arg1, path);
    char digits[4] = {char('0' + sig / 10 % 10), char('0' + sig % 10), '\0', '\0'};
    detail::append(arg2, sizeof arg2, digits);
    char* argv[] = {s.exe, arg1, arg2, nullptr};
    ::execv(s.exe, argv);
    detail::put("spherebox check: could not re-run this program to describe the crash\n");
  }
  die_of(sig != 0 ? sig : SIGABRT);
}

/// The handlers found when install() ran (libFuzzer's, a sanitizer's, or the default).
inline struct sigaction* previous() {
  static struct sigaction before[NSIG];
  return before;
}

inline void on_signal(int sig) {
  if (!current().inside) {  // not the function under check: the handler that was there before
    ::sigaction(sig, &previous()[sig], nullptr);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    ::sigprocmask(SIG_UNBLOCK, &set, nullptr);
    ::raise(sig);
    die_of(sig);
  }
  current().inside = 0;
  report(sig);
}

inline void on_sanitizer_death() {
  if (current().inside) current().inside = 0, report(0);
}

/// Ctrl-C (SIGINT) sets this: the check stops before its next case (check_user asks), says
/// "interrupted" with what it judged until then, and exits with status 130. A second SIGINT stops
/// it at once (a function that never returns).
inline volatile sig_atomic_t& interrupted() {
  static volatile sig_atomic_t flag = 0;
  return flag;
}
inline void on_interrupt(int sig) {
  if (interrupted()) ::signal(sig, SIG_DFL), ::raise(sig);
  interrupted() = 1;
}

/// Installs the handlers (again after libFuzzer's: the check calls this on its first input too).
/// found: $SPHEREBOX_DUMP_DIR if set, else the check's found folder (created here).
inline void install(const std::string& name, const std::string& found_dir, const std::string& exe) {
  state& s = current();
  const char* env = std::getenv("SPHEREBOX_DUMP_DIR");
  const std::string found = env && *env ? env : found_dir.empty() ? std::string(".") : found_dir;
  std::error_code ec;
  std::filesystem::create_directories(found, ec);
  detail::copy(s.name, sizeof s.name, name);
  detail::copy(s.found, sizeof s.found, found);
  detail::copy(s.exe, sizeof s.exe, exe);
  s.input.reserve(4096);
  static char alternate[1 << 16];  // the handler's own stack: a stack overflow is reported too
  stack_t ss{};
  ss.ss_sp = alternate, ss.ss_size = sizeof alternate;
  ::sigaltstack(&ss, nullptr);
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_ONSTACK;
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) {
    struct sigaction old {};
    ::sigaction(sig, &sa, &old);
    if (old.sa_handler != on_signal) previous()[sig] = old;  // installed twice: keep the first one's
  }
  if (__sanitizer_set_death_callback) __sanitizer_set_death_callback(on_sanitizer_death);
  struct sigaction si {};
  si.sa_handler = on_interrupt;
  sigemptyset(&si.sa_mask);
  ::sigaction(SIGINT, &si, nullptr);  // libFuzzer's own would end the run with no word of what ran
}

}  // namespace spherebox::ref::user::crash
