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

# A part with many violations prints a short summary (the count by clause, the smallest case with
# its replay command) and only the first report in full; every report is in one file.
execute_process(COMMAND "${BINARY_DIR}/build/engine_sphere_touches_check" --known-answers
                OUTPUT_VARIABLE k_out ERROR_VARIABLE k_err)
set(k_out "${k_out}${k_err}")
string(REGEX MATCH "known answers: [0-9]+ entries, ([0-9]+) violation\\(s\\)" k_line "${k_out}")
set(k_count "${CMAKE_MATCH_1}")
string(REGEX MATCHALL "contract violation: " k_full "${k_out}")
list(LENGTH k_full k_full)
string(REGEX MATCH "\nsummary: ([0-9]+) violation\\(s\\), every report in full in ([^\n]+)\n  [0-9]+ x bounded contract \\(b\\)[^\n]*\n  smallest: [^\n]+\n    replay: [^\n]+--hex=[0-9a-f]+\nthe first \\(known answer [^\n]+\\), in full:\ncontract violation: "
       k_summary "${k_out}")
set(k_file "${CMAKE_MATCH_2}")
if(NOT k_count OR k_count LESS 2 OR NOT k_summary OR NOT CMAKE_MATCH_1 EQUAL k_count)
  string(APPEND problems "  the known answers' violations (${k_count}) have no summary with the count, clause, smallest case and replay\n")
elseif(NOT k_full EQUAL 1)
  string(APPEND problems "  ${k_full} reports in full on the terminal for ${k_count} violations; only the first belongs there\n")
else()
  file(READ "${k_file}" k_text)
  string(REGEX MATCHALL "contract violation: " k_in_file "${k_text}")
  list(LENGTH k_in_file k_in_file)
  if(NOT k_in_file EQUAL k_count)
    string(APPEND problems "  ${k_file} holds ${k_in_file} reports in full, not the ${k_count} violations\n")
  endif()
endif()

# Ctrl-C: the check stops between two cases and says "interrupted" with what it judged (exit
# status 130), and the -verify target, whose fuzzing part it stopped, runs no further part and
# prints the verdict of what ran as INTERRUPTED, never PASS or FAIL.
set(interrupt_sh [=[
"$1" -max_total_time=60 > "$2" 2>&1 &
pid=$!
sleep 2
kill -INT $pid
wait $pid
echo "exit $?" >> "$2"
]=])
execute_process(COMMAND sh -c "${interrupt_sh}" sh "${BINARY_DIR}/build/engine_sphere_box_check" "${BINARY_DIR}/interrupt.log")
file(READ "${BINARY_DIR}/interrupt.log" i_out)
if(NOT i_out MATCHES "\ninterrupted: \\[engine_sphere_box\\] stopped by SIGINT after [1-9][0-9]* case\\(s\\)" OR
   NOT i_out MATCHES "\nexit 130\n")
  string(APPEND problems "  Ctrl-C during fuzzing did not end in 'interrupted' with what was judged and status 130 (${BINARY_DIR}/interrupt.log)\n")
endif()
set(verify_sh [=[
cmake --build "$1" --target engine_sphere_box-verify > "$2" 2>&1 &
build=$!
for i in $(seq 1 300); do
  for p in /proc/[0-9]*; do
    case "$(tr '\0' ' ' < "$p/cmdline" 2>/dev/null)" in
      "$3 -max_total_time="*) sleep 1; kill -INT "${p#/proc/}"; wait $build; exit 0 ;;
    esac
  done
  sleep 0.1
done
echo "the fuzzing part never started" >> "$2"
wait $build
]=])
execute_process(COMMAND sh -c "${verify_sh}" sh "${BINARY_DIR}/build" "${BINARY_DIR}/verify-interrupt.log"
                        "${BINARY_DIR}/build/engine_sphere_box_check")
file(READ "${BINARY_DIR}/verify-interrupt.log" vi_out)
if(NOT vi_out MATCHES "\ninterrupted: \\[engine_sphere_box\\]" OR
   NOT vi_out MATCHES "verdict: INTERRUPTED \\(partial\\): engine_sphere_box: interrupted during: fuzzing" OR
   vi_out MATCHES "verdict: (PASS|FAIL|CRASH)|== engine_sphere_box: properties")
  string(APPEND problems "  the interrupted -verify target did not stop at the fuzzing part with verdict INTERRUPTED (${BINARY_DIR}/verify-interrupt.log)\n")
endif()

if(problems)
  message(FATAL_ERROR "check_your_own:\n${problems}(the example's ctest output is in ${BINARY_DIR}/ctest.log)")
endif()
message(STATUS "check_your_own: the correct function passed; the strict comparison and the culling test's false "
               "negative were caught with a counterexample; the replay command reproduced one and the kept file "
               "made ${check_name}.regressions fail")
