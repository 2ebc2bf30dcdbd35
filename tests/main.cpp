// spherebox_tests' main: googletest's, or, when the first argument is --target=<fuzz target>,
// the corpus replay (SPHEREBOX_TESTS_REPLAY: fuzz/CMakeLists.txt compiles the replay of every
// corpus target into this executable, sharing the tests' instantiations of the harness).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>

#ifdef SPHEREBOX_TESTS_REPLAY
int spherebox_replay_main(int argc, char** argv);  // fuzz/main.cpp, the replay driver
#endif

int main(int argc, char** argv) {
  if (argc > 1 && std::strncmp(argv[1], "--target=", 9) == 0) {
#ifdef SPHEREBOX_TESTS_REPLAY
    return spherebox_replay_main(argc, argv);
#else
    // Not a googletest flag: refused, rather than ignored by a run of every test.
    std::fprintf(stderr, "%s: no corpus replay in this build (SPHEREBOX_CORPUS_REPLAY=one builds it in)\n", argv[0]);
    return 2;
#endif
  }
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
