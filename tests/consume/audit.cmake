# The consume.audit test: examples/audit (the public audit, docs/audit.md), a separate project,
# configured against an installed spherebox, built, and every installed library's test
# classified with a short budget (its audit-classify target). Fails when the contract a check's
# answers kept differs from the one docs/audit.md states for it, or when the document states none
# for it; so the document cannot drift from what the libraries do. Prints the libraries it
# skipped; when none of them is installed (Boost.Geometry, which comes with the harness, aside)
# it stops after the configure and prints "consume.audit: skipped: ..." (the test's
# SKIP_REGULAR_EXPRESSION).
#   cmake -DAUDIT=<examples/audit> -DDOC=<docs/audit.md> -DBINARY_DIR=<dir> -DPREFIX=<install prefix>
#         -DGENERATOR=<gen> [-DMAKE_PROGRAM=...] [-DCXX_COMPILER=...] [-DC_COMPILER=...]
#         [-DSECONDS=<fuzzing s, 3>] [-DCASES=<property cases, 5000>] [-DJOBS=<build jobs, 2>] -P audit.cmake
# The figures of docs/audit.md are a Release build's with the random-input driver, seed 1, 60 s
# of fuzzing and 5000 property cases; so is this build (BUILD_TYPE Release, SPHEREBOX_CHECK_ENGINE
# random, whatever the compiler), but for 3 s of fuzzing. The properties and the known answers
# are the same cases as the document's (same seed and count), and alone they already give every
# check the contract it keeps in the full run (measured); the fuzzing here sees the first inputs
# of the full run's, so a word can only differ when the libraries or the document change.
cmake_minimum_required(VERSION 3.21)
include("${CMAKE_CURRENT_LIST_DIR}/script_args.cmake")
consume_require(AUDIT DOC BINARY_DIR PREFIX GENERATOR)
foreach(pair "SECONDS;3" "CASES;5000" "JOBS;2")
  list(GET pair 0 key)
  if(NOT DEFINED ${key} OR "${${key}}" STREQUAL "")
    list(GET pair 1 ${key})
  endif()
endforeach()
set(build "${BINARY_DIR}/build")

# A fresh configure: a cached find result would outlive an uninstalled library (and the install
# prefix is new each run, so nothing would be left to reuse).
file(REMOVE_RECURSE "${build}")
set(args -S "${AUDIT}" -B "${build}" -G "${GENERATOR}" "-DCMAKE_PREFIX_PATH=${PREFIX}"
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF -DCMAKE_BUILD_TYPE=Release
  -DSPHEREBOX_CHECK_ENGINE=random -DAUDIT_JUDGE=OFF "-DAUDIT_SECONDS=${SECONDS}" "-DAUDIT_CASES=${CASES}")
consume_forward(args MAKE_PROGRAM CMAKE_MAKE_PROGRAM CXX_COMPILER CMAKE_CXX_COMPILER C_COMPILER CMAKE_C_COMPILER)
execute_process(COMMAND ${CMAKE_COMMAND} ${args} COMMAND_ERROR_IS_FATAL ANY)

# What the configure found: "<check name> <library> [with-harness]" per check, "- <library>
# <package>..." per library skipped. Boost.Geometry comes with the harness's Boost, so it is
# always found: alone it does not make the test build anything, so that where none of
# ci/deps --audit's packages is installed (CI) the test costs the configure only.
file(STRINGS "${build}/audit_checks.txt" entries)
set(checks "")
set(skipped "")
set(installed "")
foreach(e IN LISTS entries)
  if(e MATCHES "^- ([^ ]+) (.*)$")
    list(APPEND skipped "${CMAKE_MATCH_1} (${CMAKE_MATCH_2})")
  elseif(e MATCHES "^([a-z0-9_]+) ([a-z0-9_]+)( with-harness)?$")
    list(APPEND checks "${CMAKE_MATCH_1}")
    if(NOT CMAKE_MATCH_3)
      list(APPEND installed "${CMAKE_MATCH_2}")
    endif()
  endif()
endforeach()
if(skipped)
  string(REPLACE ";" ", " s "${skipped}")
  message("consume.audit: not installed, not audited: ${s}")
endif()
if(NOT installed)
  message("consume.audit: skipped: none of the audited libraries is installed, but for Boost.Geometry, which "
          "comes with the harness's Boost (ci/deps --audit installs them)")
  return()
endif()

# The contracts docs/audit.md states: its table rows "| ... | `<slug>/<name>/<type>/<N>` | **<contract>** | ...".
file(STRINGS "${DOC}" doc_lines REGEX "`[a-z_]+/[a-z0-9_]+/(float|double)/[23]` \\| \\*\\*[a-z]+\\*\\*")
set(doc_rows "")
foreach(line IN LISTS doc_lines)
  string(REGEX MATCH "`([a-z_]+/([a-z0-9_]+)/(float|double)/[23])` \\| \\*\\*([a-z]+)\\*\\*" m "${line}")
  list(APPEND doc_rows "${CMAKE_MATCH_1}")
  set(doc_${CMAKE_MATCH_1} "${CMAKE_MATCH_4}")
endforeach()

# Build every check, then classify them all (audit-classify runs each <name>-classify in turn).
execute_process(COMMAND ${CMAKE_COMMAND} --build "${build}" --parallel ${JOBS} COMMAND_ERROR_IS_FATAL ANY)
# One variable for both pipes: the parts' headers (stderr) stay in order with the checks' output.
execute_process(COMMAND ${CMAKE_COMMAND} --build "${build}" --target audit-classify
                OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
file(WRITE "${BINARY_DIR}/classify.log" "${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "consume.audit: audit-classify failed (${rc}); its output is in ${BINARY_DIR}/classify.log:\n${out}")
endif()

# Each check's verdict ("== <name>: verdict" up to "== <name>: classified ...") has a line
# "classify <row>: <contract>..." per classified row (its fuzzing part printed one of its own
# before, from its cases alone); compared with the document, check by check.
set(problems "")
set(table "")
foreach(name IN LISTS checks)
  string(FIND "${out}" "== ${name}: verdict" begin)
  string(FIND "${out}" "== ${name}: classified" end)
  set(lines "")
  if(begin GREATER -1 AND end GREATER begin)
    math(EXPR length "${end} - ${begin}")
    string(SUBSTRING "${out}" ${begin} ${length} part)
    string(REGEX MATCHALL "\nclassify [a-z_]+/${name}/[a-z0-9]+/[23]: [a-z]+" lines "${part}")
  endif()
  set(seen "")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^\nclassify ([a-z_]+/${name}/[a-z0-9]+/[23]): ([a-z]+)$" m "${line}")
    set(row "${CMAKE_MATCH_1}")
    set(got "${CMAKE_MATCH_2}")
    list(APPEND seen "${row}")
    if(NOT DEFINED doc_${row})
      string(APPEND problems "  ${row}: kept '${got}'; docs/audit.md states no contract for it\n")
      set(verdict "not in docs/audit.md")
    elseif(NOT got STREQUAL doc_${row})
      string(APPEND problems "  ${row}: kept '${got}', docs/audit.md states '${doc_${row}}'\n")
      set(verdict "DIFFERS from docs/audit.md (${doc_${row}})")
    else()
      set(verdict "as docs/audit.md states")
    endif()
    string(APPEND table "  ${row}: ${got}: ${verdict}\n")
  endforeach()
  if(NOT seen)
    string(APPEND problems "  ${name}: no classification in audit-classify's output\n")
  endif()
  foreach(row IN LISTS doc_rows)
    if(row MATCHES "^[a-z_]+/${name}/" AND NOT row IN_LIST seen)
      string(APPEND problems "  ${row}: docs/audit.md states '${doc_${row}}', but the check classified no such row\n")
    endif()
  endforeach()
endforeach()
message("consume.audit: the contracts kept (${SECONDS} s of fuzzing, ${CASES} property cases):\n${table}")
if(problems)
  message(FATAL_ERROR "consume.audit: the classifications differ from docs/audit.md:\n${problems}"
                      "(audit-classify's output is in ${BINARY_DIR}/classify.log; docs/audit.md says how to re-run "
                      "the full audit)")
endif()
list(LENGTH checks n)
message(STATUS "consume.audit: ${n} check(s) kept the contracts docs/audit.md states")
