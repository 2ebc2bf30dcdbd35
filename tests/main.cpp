// spherebox_tests' main: googletest's, or, when the first argument is --target=<fuzz target>,
// the corpus replay (SPHEREBOX_TESTS_REPLAY: fuzz/CMakeLists.txt compiles the replay of every
// corpus target into this executable, sharing the tests' instantiations of the harness); with
// --known-wrong-sets, the known-wrong registry's sets, one line each (the slug_list test).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>

// known_answers_test.cpp, which includes the known-wrong registry already (here it would add
// about 3 s of compile to the unity batch holding main.cpp).
void spherebox_print_known_wrong_sets();

#ifdef SPHEREBOX_TESTS_REPLAY
int spherebox_replay_main(int argc, char** argv);  // fuzz/main.cpp, the replay driver
#endif

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "--known-wrong-sets") == 0) {
    spherebox_print_known_wrong_sets();
    return 0;
  }
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
