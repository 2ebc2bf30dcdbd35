// The batch dispatcher's environment override, seen from outside a process (the choice is
// made once per process, so each case is its own ctest run):
//   batch_kernel_probe EXPECTED      the dispatcher runs kernel EXPECTED (scalar, sse2, avx2,
//                                    avx512, or "best" for best_kernel()), and its bits equal
//                                    the scalar kernel's on a batch of every length 0..130
//   batch_kernel_probe --abort TEXT  the dispatcher stops the process (SIGABRT) and its
//                                    message on stderr contains TEXT
//   batch_kernel_probe --if-supported K   as `K` where this build and CPU run kernel K, else
//                                    as `--abort "cannot run that kernel"`
#include <spherebox/batch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <string>
#include <vector>

namespace {
using namespace spherebox;

int expect_abort(const std::string& text) {
  int fds[2];
  if (pipe(fds) != 0) return 2;
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[1], 2);
    (void)batch::active_kernel();
    _exit(0);  // not reached when the override is refused
  }
  close(fds[1]);
  std::string err;
  char buf[256];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) err.append(buf, std::size_t(n));
  int status = 0;
  waitpid(pid, &status, 0);
  std::printf("child stderr: %s", err.c_str());
  if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGABRT) {
    std::printf("FAIL: the dispatcher did not abort\n");
    return 1;
  }
  if (err.find(text) == std::string::npos) {
    std::printf("FAIL: the message does not contain '%s'\n", text.c_str());
    return 1;
  }
  std::printf("ok: aborted with the expected message\n");
  return 0;
}

int expect_kernel(const std::string& want) {
  const batch::kernel k = batch::active_kernel();
  const std::string got(batch::name(k));
  const std::string expected = want == "best" ? std::string(batch::name(batch::best_kernel())) : want;
  std::printf("active kernel: %s (best on this machine: %s)\n", got.c_str(), batch::name(batch::best_kernel()).data());
  if (got != expected) {
    std::printf("FAIL: expected %s\n", expected.c_str());
    return 1;
  }
  // Boxes along x, one ball: the dispatcher must answer as the scalar kernel at every length.
  for (std::size_t n = 0; n <= 130; ++n) {
    box_soa<float, 3> boxes;
    for (std::size_t j = 0; j < n; ++j) boxes.push_back({{float(j), 0, 0}, {float(j) + 0.5f, 1, 1}});
    const ball<float, 3> s{{20, 0.5f, 0.5f}, 7.5f};
    std::vector<std::uint64_t> a(mask_words(n)), b(mask_words(n));
    overlaps_mask(s, boxes.view(), a.data());
    overlaps_mask<batch::scalar>(s, boxes.view(), b.data());
    if (a != b) {
      std::printf("FAIL: dispatcher and scalar differ at length %zu\n", n);
      return 1;
    }
  }
  std::printf("ok\n");
  return 0;
}
}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 2 && args[0] == "--abort") return expect_abort(args[1]);
  if (args.size() == 2 && args[0] == "--if-supported") {
    for (batch::kernel k : batch::all_kernels)
      if (batch::name(k) == args[1]) return batch::supported(k) ? expect_kernel(args[1]) : expect_abort("cannot run that kernel");
    std::fprintf(stderr, "no kernel named %s\n", args[1].c_str());
    return 2;
  }
  if (args.size() == 1) return expect_kernel(args[0]);
  std::fprintf(stderr, "usage: %s EXPECTED | --abort TEXT\n", argv[0]);
  return 2;
}
