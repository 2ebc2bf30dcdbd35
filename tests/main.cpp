// spherebox_tests' main: googletest's, or, when the first argument is --target=<fuzz target>,
// the corpus replay (SPHEREBOX_TESTS_REPLAY: fuzz/CMakeLists.txt compiles the replay of every
// corpus target into this executable, sharing the tests' instantiations of the harness).
#include <gtest/gtest.h>

#include <cstring>

#ifdef SPHEREBOX_TESTS_REPLAY
int spherebox_replay_main(int argc, char** argv);  // fuzz/main.cpp, the replay driver
#endif

int main(int argc, char** argv) {
#ifdef SPHEREBOX_TESTS_REPLAY
  if (argc > 1 && std::strncmp(argv[1], "--target=", 9) == 0) return spherebox_replay_main(argc, argv);
#endif
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
