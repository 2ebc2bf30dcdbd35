# The consume.check_crash tests: tests/consume/crash, a check whose function aborts on an inverted
# box, configured against an installed spherebox with one engine (random: the replay driver;
# libfuzzer), built, and run as its user would. Passes when the crash is reported as a crash:
# ctest's status is a signal's, not "Failed"; the output says CRASH with the signal, the decoded
# input, the kept file and a replay command; the replay command crashes again; the printed keep
# command makes the regressions entry report the crash; and the -verify target says
# "verdict: CRASH", never PASS.
#   cmake -DSOURCE=<tests/consume/crash> -DBINARY_DIR=<dir> -DPREFIX=<install prefix>
#         -DGENERATOR=<gen> -DENGINE=random|libfuzzer [-DMAKE_PROGRAM=...] [-DCXX_COMPILER=...]
#         [-DBUILD_TYPE=... [-DBUILD_TYPE_FLAGS=...]] -P check_crash.cmake
cmake_minimum_required(VERSION 3.21)
include("${CMAKE_CURRENT_LIST_DIR}/script_args.cmake")
consume_require(SOURCE BINARY_DIR PREFIX GENERATOR ENGINE)
file(REMOVE_RECURSE "${BINARY_DIR}")
consume_configure_and_build("${SOURCE}" "${BINARY_DIR}/build" "-DCRASH_ENGINE=${ENGINE}")

set(problems "")
function(expect text regex what)
  if(NOT text MATCHES "${regex}")
    set(problems "${problems}  ${what}\n" PARENT_SCOPE)
  endif()
endfunction()

# 1. The fuzz part, as ctest runs it.
execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${BINARY_DIR}/build" --output-on-failure -R "^crashes\\.fuzz$"
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(out "${out}${err}")
file(WRITE "${BINARY_DIR}/fuzz.log" "${out}")
expect("${out}" "crashes\\.fuzz [.]+(Subprocess aborted|Child aborted|Exception)" "ctest's status is not a crash's")
expect("${out}" "\nCRASH: crashes: the function under check died of SIGABRT" "no CRASH line naming the signal")
expect("${out}" "\n  input \\(center\\[3\\] radius min\\[3\\] max\\[3\\]\\): [^\n]+\n  decimal: [^\n]+\n"
       "the crash's input is not shown decoded")
expect("${out}" "\nverdict: CRASH: crashes died of SIGABRT" "no verdict CRASH")
consume_replay_reproduces("${out}" "crashes_check" "CRASH: crashes" "crash again")
string(REGEX MATCH "\n  kept as ([^\n]+/crash-[0-9a-f]+)\n  keep it as a regression: ([^\n]+/)   \\(ctest" kept "${out}")
if(NOT kept)
  string(APPEND problems "  no kept file, or no command to keep it\n")
elseif(NOT EXISTS "${CMAKE_MATCH_1}")
  string(APPEND problems "  the kept file ${CMAKE_MATCH_1} does not exist\n")
else()
  # 2. Kept as a regression with the printed command, the regressions entry reports the crash.
  consume_keep_fails("${CMAKE_MATCH_2}" "${BINARY_DIR}/build" crashes "verdict: CRASH")
endif()

# 3. The -verify target: every part runs, and the verdict says CRASH. Its seed comes from the
# environment, is printed once with the command that runs the same campaign again, and is the
# seed the properties say they use (RapidCheck's own random one is not shown).
set(ENV{SPHEREBOX_CHECK_SEED} 7)
execute_process(COMMAND ${CMAKE_COMMAND} --build "${BINARY_DIR}/build" --target crashes-verify
                RESULT_VARIABLE v_rc OUTPUT_VARIABLE v_out ERROR_VARIABLE v_err)
unset(ENV{SPHEREBOX_CHECK_SEED})
set(v_out "${v_out}${v_err}")
file(WRITE "${BINARY_DIR}/verify.log" "${v_out}")
expect("${v_out}" "== crashes: seed 7 for every part \\(the same campaign again: SPHEREBOX_CHECK_SEED=7 cmake --build [^\n]+ --target crashes-verify\\)"
       "the -verify target did not print its seed, from SPHEREBOX_CHECK_SEED, with the re-run command")
expect("${v_out}" "\nproperties: seed 7, 50 cases per category \\(the same cases again: [^\n]*crashes_check --properties --cases=50 --seed=7\\)"
       "the properties did not print the campaign's seed with their re-run command")
if(v_out MATCHES "Using configuration: seed=")
  string(APPEND problems "  RapidCheck's unused random seed was printed\n")
endif()
expect("${v_out}" "\nverdict: CRASH: crashes's function crashed during: fuzzing" "the -verify target's verdict is not CRASH")
if(v_rc EQUAL 0 OR v_out MATCHES "verdict: PASS")
  string(APPEND problems "  the -verify target passed, or printed verdict: PASS (${v_rc})\n")
endif()

# 4. The same function under DOMAIN_REQUIRED (the replay driver's build only): never given an
# inverted box, so every part passes, and the fuzz part says how many inputs it kept from it.
if(ENGINE STREQUAL "random")
  execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${BINARY_DIR}/build" --output-on-failure -V
                  -R "^crashes_in_domain\\." OUTPUT_VARIABLE d_out ERROR_VARIABLE d_err RESULT_VARIABLE d_rc)
  set(d_out "${d_out}${d_err}")
  file(WRITE "${BINARY_DIR}/domain.log" "${d_out}")
  if(NOT d_rc EQUAL 0 OR d_out MATCHES "CRASH")
    string(APPEND problems "  with DOMAIN_REQUIRED the function was still given inputs outside the domain (${d_rc})\n")
  endif()
  expect("${d_out}" "inputs outside the domain are not passed to the function \\(DOMAIN_REQUIRED\\)"
         "the check's first line does not state DOMAIN_REQUIRED")
  expect("${d_out}" "\\[crashes_in_domain\\] [1-9][0-9]* input\\(s\\) outside the domain not passed to the function"
         "the fuzz part did not count the inputs it kept from the function")
endif()

if(problems)
  message(FATAL_ERROR "check_crash (${ENGINE}):\n${problems}(logs: ${BINARY_DIR}/fuzz.log, verify.log, domain.log)")
endif()
message(STATUS "check_crash (${ENGINE}): the crash was reported as one with its decoded input, kept file and replay "
               "command; the replay crashed again, the kept file made crashes.regressions report it, and -verify said CRASH")
