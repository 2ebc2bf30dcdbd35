# Flags for spherebox's own harness targets (reference, tests, properties, fuzz, bench).
# They never go on the spherebox INTERFACE target: users compile the headers with their flags.
add_library(spherebox_harness_flags INTERFACE)
target_compile_features(spherebox_harness_flags INTERFACE cxx_std_20)
target_compile_options(spherebox_harness_flags INTERFACE -Wall -Wextra -Wpedantic)
if(SPHEREBOX_WERROR)
  target_compile_options(spherebox_harness_flags INTERFACE -Werror)
endif()
if(SPHEREBOX_FP_CONTRACT STREQUAL "off")
  target_compile_options(spherebox_harness_flags INTERFACE -ffp-contract=off)
elseif(SPHEREBOX_FP_CONTRACT STREQUAL "fast")
  # Contraction allowed: twins may legitimately differ, so the harness skips that clause.
  target_compile_options(spherebox_harness_flags INTERFACE -ffp-contract=fast)
  target_compile_definitions(spherebox_harness_flags INTERFACE SPHEREBOX_REF_FUSED=1)
else()
  message(FATAL_ERROR "SPHEREBOX_FP_CONTRACT must be off or fast, not '${SPHEREBOX_FP_CONTRACT}'")
endif()
if(SPHEREBOX_ARCH)
  target_compile_options(spherebox_harness_flags INTERFACE -march=${SPHEREBOX_ARCH})
endif()
if(SPHEREBOX_NO_INTRINSICS)
  target_compile_definitions(spherebox_harness_flags INTERFACE SPHEREBOX_NO_INTRINSICS)
endif()
if(SPHEREBOX_SANITIZE)
  target_compile_options(spherebox_harness_flags INTERFACE -fsanitize=${SPHEREBOX_SANITIZE} -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(spherebox_harness_flags INTERFACE -fsanitize=${SPHEREBOX_SANITIZE})
  if(SPHEREBOX_SANITIZE MATCHES "address")
    # Compiled into every executable that uses these flags (all of them are executables):
    # ASan defaults that keep memory flat in the case count (cmake/asan_options.cpp says why).
    target_sources(spherebox_harness_flags INTERFACE ${CMAKE_CURRENT_LIST_DIR}/asan_options.cpp)
  endif()
endif()
# Source-based coverage (llvm-profdata, llvm-cov) on the fuzz targets only: every fuzz run
# writes its counters to $LLVM_PROFILE_FILE at exit, and SPHEREBOX_COVERAGE lets the fuzz
# driver write them before abort(). The property suite is left uninstrumented: with and without
# its profile the campaign reached the same lines and branch outcomes of lib/ (1419/1492 and
# 898/984, docs/fuzzing.md "Coverage"), and instrumenting it cost a fifth more of its compile
# time, the campaign build's longest step.
add_library(spherebox_coverage_flags INTERFACE)
if(SPHEREBOX_COVERAGE)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "SPHEREBOX_COVERAGE needs clang++ (source-based coverage)")
  endif()
  target_compile_options(spherebox_coverage_flags INTERFACE -fprofile-instr-generate -fcoverage-mapping)
  target_compile_definitions(spherebox_coverage_flags INTERFACE SPHEREBOX_COVERAGE)
  target_link_options(spherebox_coverage_flags INTERFACE -fprofile-instr-generate)
endif()
