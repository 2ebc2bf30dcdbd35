# SPHEREBOX_UNITY_BUILD: a harness executable's sources compiled as two translation units, one
# per core of the CI machine. The harness templates (oracle, contract check, builders) are then
# instantiated and optimized once per batch rather than once per source file. Measured (g++ 12,
# -O2 -g1, both targets from scratch, 2 cores, quiet machine): 122 s wall and 223 s of CPU, against
# 183 s and 344 s with one object per file; the largest compiler process grows from 2.1 to
# 2.6 GB. The sources are listed in an order that makes the two batches about equal. OFF: one
# object per source file, for incremental work (a change to one test file recompiles one file).
# SPHEREBOX_UNITY_BATCHES=1 (ci/test's g++, clang++ -O0 and aarch64 cells, ci/verify's campaign,
# where fuzz targets keep the other core busy) compiles each executable as one unit. In a CI
# run's g++ -O2 -g1 main cell spherebox_tests took 321 s of CPU as one unit against 132 + 210 s
# as two, spherebox_harness_tests 93 s against 80 + 29 s; the largest compiler process grows to
# 2.8 GB. The one unit must start first (the top CMakeLists.txt adds its folder before fuzz/).
set(SPHEREBOX_UNITY_BATCHES 2 CACHE STRING
  "Translation units per unity-built harness executable (SPHEREBOX_UNITY_BUILD): 2 keeps both cores busy when it is all a build compiles; 1 shares more template instantiations where other targets fill the second core")
if(NOT SPHEREBOX_UNITY_BATCHES MATCHES "^[1-9][0-9]*$")
  message(FATAL_ERROR "SPHEREBOX_UNITY_BATCHES='${SPHEREBOX_UNITY_BATCHES}': expected a positive whole number")
endif()
function(spherebox_unity_build target)
  if(NOT SPHEREBOX_UNITY_BUILD)
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  list(LENGTH sources count)
  math(EXPR size "(${count} + ${SPHEREBOX_UNITY_BATCHES} - 1) / ${SPHEREBOX_UNITY_BATCHES}")
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${size})
endfunction()
