# One check's campaign, run by its <name>-verify target (MODE judge) and <name>-classify target
# (MODE classify: the answers are counted, not judged): fuzzing for SECONDS, the properties with
# CASES cases per category, the known answers and the kept regressions, each writing its counts
# to WORK/stats; then the verdict rows (or the classification) from all of them. Every part
# runs even after a violation; the target fails at the end if any part found one. Ctrl-C stops
# the part that runs (it says "interrupted"); the parts after it do not run, and the verdict of
# what ran is printed as "verdict: INTERRUPTED (partial)".
#   cmake -DCHECK=<name>_check -DNAME=<name> -DWORK=<dir> -DMODE=judge|classify
#         -DENGINE=libfuzzer|random -DSECONDS=<s> -DCASES=<n> -DBUILD_DIR=<dir> -DTARGET=<target>
#         [-DSEED=<s>] -P spherebox_check_verify.cmake
cmake_minimum_required(VERSION 3.21)
foreach(var CHECK NAME WORK MODE ENGINE SECONDS CASES BUILD_DIR TARGET)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "spherebox_check_verify.cmake: ${var} is required")
  endif()
endforeach()
# One seed for every part: $SPHEREBOX_CHECK_SEED, else spherebox_add_check's SEED when given,
# else a new one each run (each campaign explores afresh); printed once, with the command that
# runs the same campaign again.
if(DEFINED ENV{SPHEREBOX_CHECK_SEED} AND NOT "$ENV{SPHEREBOX_CHECK_SEED}" STREQUAL "")
  set(SEED "$ENV{SPHEREBOX_CHECK_SEED}")
  if(NOT SEED MATCHES "^[0-9]+$")
    message(FATAL_ERROR "SPHEREBOX_CHECK_SEED must be a non-negative integer, not '${SEED}'")
  endif()
endif()
if(NOT SEED)
  string(RANDOM LENGTH 9 ALPHABET 123456789 SEED)
endif()
set(again "SPHEREBOX_CHECK_SEED=${SEED} cmake --build ${BUILD_DIR} --target ${TARGET}")
message("== ${NAME}: seed ${SEED} for every part (the same campaign again: ${again})")
set(stats ${WORK}/stats)
file(REMOVE_RECURSE ${stats})
file(MAKE_DIRECTORY ${stats} ${WORK}/corpus ${WORK}/found)
set(flags "")
if(MODE STREQUAL "classify")
  set(flags --classify)
endif()
# The check prints a progress line every 10 s of fuzzing (libFuzzer adds its own).
set(ENV{SPHEREBOX_PROGRESS_SECONDS} 10)
set(failed "")

set(crashed "")
set(interrupted "")

# step(<label> <stats file> <arguments>...): one part, its counts in <stats file>. Its output is
# shown as it comes and read: a part whose function crashed (the check's "CRASH:" report,
# spherebox_ref/user/crash.hpp) is a crash, not a violation; a part stopped by Ctrl-C (the
# check's "interrupted:" line) ends the campaign there, neither.
function(step label file)
  if(interrupted)
    return()
  endif()
  message("== ${NAME}: ${label}")
  set(ENV{SPHEREBOX_STATS_FILE} ${stats}/${file})
  execute_process(COMMAND ${CHECK} ${flags} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out
                  ECHO_OUTPUT_VARIABLE ECHO_ERROR_VARIABLE)
  if(out MATCHES "(^|\n)CRASH: ")
    set(crashed ${crashed} "${label}" PARENT_SCOPE)
  elseif(out MATCHES "(^|\n)interrupted: " OR rc STREQUAL "Interrupt")
    set(interrupted "${label}" PARENT_SCOPE)
  elseif(NOT rc EQUAL 0)
    set(failed ${failed} "${label}" PARENT_SCOPE)
  endif()
endfunction()

if(ENGINE STREQUAL "libfuzzer")
  step("fuzzing for ${SECONDS} s with libFuzzer (corpus ${WORK}/corpus)" fuzz.txt
       -max_total_time=${SECONDS} -seed=${SEED} -artifact_prefix=${WORK}/found/ ${WORK}/corpus)
else()
  step("fuzzing for ${SECONDS} s with random inputs (this compiler has no libFuzzer)" fuzz.txt
       -max_total_time=${SECONDS} -seed=${SEED})
endif()
step("properties, ${CASES} cases per category and kind" properties.txt
     --properties --cases=${CASES} --seed=${SEED})
step("known answers" known_answers.txt --known-answers)
step("kept regressions" regressions.txt --regressions)

message("== ${NAME}: verdict")
file(GLOB files ${stats}/*.txt)
if(crashed)
  # The counts stop where the function crashed: no PASS can be read from them.
  string(REPLACE ";" "; " crashed "${crashed}")
  message("verdict: CRASH: ${NAME}'s function crashed during: ${crashed}")
  set(message "${NAME}: the function crashed during: ${crashed}. Each CRASH report above names the "
              "signal, the input (decoded), the file it was kept in and a replay command.")
  if(failed)
    string(REPLACE ";" "; " failed "${failed}")
    string(APPEND message " Contract violations were found by: ${failed}.")
  endif()
  message(FATAL_ERROR "${message}")
endif()
if(interrupted)
  # What ran before the interruption is judged; a violation found before it still fails the run.
  execute_process(COMMAND ${CHECK} --verdict --partial ${files})
  set(message "${NAME}: interrupted during: ${interrupted}. The rows above count only what ran until then")
  if(failed)
    string(REPLACE ";" "; " failed "${failed}")
    string(APPEND message "; contract violations were found by: ${failed} (each report above)")
  endif()
  message("verdict: INTERRUPTED (partial): ${message}")
  message(FATAL_ERROR "${message}.")
endif()
execute_process(COMMAND ${CHECK} --verdict ${files})
if(failed)
  string(REPLACE ";" "; " failed "${failed}")
  message(FATAL_ERROR "${NAME}: contract violations found by: ${failed}. Each report above names the clause, "
                      "the input, the exact answer, a replay command and the file to keep as a regression.")
endif()
if(MODE STREQUAL "classify")
  message("== ${NAME}: classified from every case of every part (above)")
else()
  message("== ${NAME}: no violation in ${SECONDS} s of fuzzing, the properties, the known answers and the regressions")
endif()
