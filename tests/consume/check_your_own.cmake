# The consume.check_your_own test: examples/check-your-own, a separate project, configured against
# an installed spherebox (library and harness component), built, and its ctest run. Passes when
# the correct function passes every part of its check and each of the two wrong ones is caught
# with a full counterexample (clause, exact answer, shrunk case, replay command, file to keep);
# then acts on them as a user would: the printed replay command reproduces the violation, and a
# kept file makes the check's regressions entry fail.
#   cmake -DEXAMPLE=<examples/check-your-own> -DBINARY_DIR=<dir> -DPREFIX=<install prefix>
#         -DGENERATOR=<gen> [-DMAKE_PROGRAM=...] [-DCXX_COMPILER=...] [-DC_COMPILER=...]
#         [-DBUILD_TYPE=... [-DBUILD_TYPE_FLAGS=<that type's CMAKE_CXX_FLAGS_<TYPE>>]] -P check_your_own.cmake
cmake_minimum_required(VERSION 3.21)
include("${CMAKE_CURRENT_LIST_DIR}/script_args.cmake")
consume_require(EXAMPLE BINARY_DIR PREFIX GENERATOR)
if(NOT REUSE)  # REUSE=ON: only the assertions, on an earlier run's build (for editing this script)
  file(REMOVE_RECURSE "${BINARY_DIR}")
endif()
consume_configure_and_build("${EXAMPLE}" "${BINARY_DIR}/build" "-DCHECK_YOUR_OWN_REGRESSIONS=${BINARY_DIR}/regressions")

# The example's own ctest, as its user runs it (two of its three checks must fail).
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${BINARY_DIR}/build" --output-on-failure
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
set(out "${out}${err}")
file(WRITE "${BINARY_DIR}/ctest.log" "${out}")
message("${out}")
set(problems "")
function(expect regex what)  # a function: a macro would read the regex's escapes twice
  if(NOT out MATCHES "${regex}")
    set(problems "${problems}  ${what}\n" PARENT_SCOPE)
  endif()
endfunction()
foreach(part known_answers properties fuzz regressions)
  expect("engine_sphere_box\\.${part} [.]+ +Passed" "the correct function's ${part} did not pass")
endforeach()
# A violation ends its part with exit status 1 ("Failed"); a signal's status is a crash's
# (consume.check_crash), which neither wrong function has.
expect("engine_sphere_touches\\.[a-z_]+ [.]+\\*+Failed" "the strict comparison was not caught")
expect("engine_culling\\.[a-z_]+ [.]+\\*+Failed" "the culling test's false negative was not caught")
if(out MATCHES "engine_[a-z_]+\\.[a-z_]+ [.]+(Subprocess aborted|Exception)")
  string(APPEND problems "  a violation was reported with a crash's status (a signal), not as a failure\n")
endif()
expect("contract violation: sphere_aabb/engine_sphere_touches \\(float/3, contract bounded\\)\n  bounded contract \\(b\\)"
       "no report of the strict comparison's clause")
expect("contract violation: sphere_aabb/engine_culling \\(float/3, contract conservative\\)\n  conservative contract \\(a\\): false negative"
       "no report of the culling test's false negative")
foreach(name engine_sphere_touches engine_culling)
  expect("${name}[^\n]*\n[^\n]*\n  input \\(center\\[3\\] radius min\\[3\\] max\\[3\\]\\): [^\n]+\n  decimal: [^\n]+\n  answer given: [^\n]+; required: [^\n]+\n  exact: D = [^\n]+, R = [^\n]+, D - R = [^\n]+\n  replay: [^\n]*${name}_check --hex=[0-9a-f]+\n  shrunk \\(same clause"
         "the report of ${name} lacks the input, decimals, answers, exact D and R, replay command or shrunk case")
endforeach()
if(out MATCHES "engine_sphere_box[^\n]*(Failed|aborted)|contract violation: sphere_aabb/engine_sphere_box ")
  string(APPEND problems "  the correct function was reported wrong\n")
endif()

# Acting on a report: the replay command reproduces it, and the kept file becomes a regression.
# The printed keep command is run as it is, by a shell, in a build whose regression folders do
# not exist yet (the user's first finding): it must create the folder (a bare cp into it failed).
consume_replay_reproduces("${out}" "engine_sphere_touches_check" "contract violation: sphere_aabb/engine_sphere_touches"
                          "reproduce the violation")
string(REGEX MATCH "keep it as a regression: ([^\n]+/regress_sphere_aabb_([a-z_]+)_[0-9a-f]+ [^\n]+/)   \\(ctest" keep "${out}")
set(check_name "")
if(NOT keep)
  string(APPEND problems "  no report said which file to keep, and how\n")
else()
  set(check_name "${CMAKE_MATCH_2}")
  if(EXISTS "${BINARY_DIR}/regressions")
    string(APPEND problems "  the regression folders exist before the first finding is kept; the test needs them absent\n")
  endif()
  consume_keep_fails("${CMAKE_MATCH_1}" "${BINARY_DIR}/build" "${check_name}" "contract violation: sphere_aabb/${check_name}")
endif()
# The verdict row counts the violations the reports show: one per falsified property, not the
# re-checks of RapidCheck's shrinking.
set(ENV{SPHEREBOX_STATS_FILE} "${BINARY_DIR}/touches-properties.txt")
file(REMOVE "${BINARY_DIR}/touches-properties.txt")
execute_process(COMMAND "${BINARY_DIR}/build/engine_sphere_touches_check" --properties --cases=200
                OUTPUT_VARIABLE p_out ERROR_VARIABLE p_err)
unset(ENV{SPHEREBOX_STATS_FILE})
string(REGEX MATCHALL "\nproperty [^\n]*: falsified" falsified "\n${p_out}${p_err}")
list(LENGTH falsified reports)
execute_process(COMMAND "${BINARY_DIR}/build/engine_sphere_touches_check" --verdict "${BINARY_DIR}/touches-properties.txt"
                OUTPUT_VARIABLE v_out)
string(REGEX MATCH "\nsphere_aabb/engine_sphere_touches/float/3 +bounded [^\n]* ([0-9]+)\n" row "\n${v_out}")
if(NOT row OR reports EQUAL 0 OR NOT CMAKE_MATCH_1 EQUAL reports)
  string(APPEND problems "  the verdict row's violations (${CMAKE_MATCH_1}) are not the ${reports} falsified properties reported\n")
endif()

if(problems)
  message(FATAL_ERROR "check_your_own:\n${problems}(the example's ctest output is in ${BINARY_DIR}/ctest.log)")
endif()
message(STATUS "check_your_own: the correct function passed; the strict comparison and the culling test's false "
               "negative were caught with a counterexample; the replay command reproduced one and the kept file "
               "made ${check_name}.regressions fail")
