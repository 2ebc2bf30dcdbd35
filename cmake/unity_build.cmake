# SPHEREBOX_UNITY_BUILD: a harness executable's sources compiled as two translation units, one
# per core of the CI machine. The harness templates (oracle, contract check, builders) are then
# instantiated and optimized once per batch rather than once per source file. Measured (g++ 12,
# -O2 -g1, both targets from scratch, 2 cores, quiet machine): 122 s wall and 223 s of CPU, against
# 183 s and 344 s with one object per file; the largest compiler process grows from 2.1 to
# 2.6 GB. The sources are listed in an order that makes the two batches about equal. OFF: one
# object per source file, for incremental work (a change to one test file recompiles one file).
function(spherebox_unity_build target)
  if(NOT SPHEREBOX_UNITY_BUILD)
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  list(LENGTH sources count)
  math(EXPR half "(${count} + 1) / 2")
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${half})
endfunction()
