# Shared by the consume tests' scripts (install_package.cmake, pkg_config.cmake,
# check_your_own.cmake, run with cmake -D<VAR>=... -P) and by this folder's CMakeLists.txt.

# consume_require(<VAR>...): stops with an error naming the calling script unless every <VAR>
# is set.
function(consume_require)
  get_filename_component(script "${CMAKE_CURRENT_LIST_FILE}" NAME)
  foreach(var IN LISTS ARGN)
    if(NOT ${var})
      message(FATAL_ERROR "${script}: ${var} is required")
    endif()
  endforeach()
endfunction()

# consume_forward(<list> <VAR> <option> [<VAR> <option>]...): passes the settings that are set
# on, appending to <list> for each <VAR> whose value is not false: "-D<option>=<value>", or, for
# an <option> that starts with "--", the two arguments <option> <value>.
function(consume_forward list)
  set(items ${${list}})
  set(pairs ${ARGN})
  while(pairs)
    list(POP_FRONT pairs var option)
    if(NOT ${var})
      continue()
    elseif(option MATCHES "^--")
      list(APPEND items "${option}" "${${var}}")
    else()
      list(APPEND items "-D${option}=${${var}}")
    endif()
  endwhile()
  set(${list} ${items} PARENT_SCOPE)
endfunction()

# consume_replay_reproduces(<output> <program regex> <expected regex> <what>): runs a report's
# replay command (the first "replay: <program> --hex=<bytes>" line of <output> whose program
# matches) and adds to the caller's `problems` unless it fails with output matching <expected>.
function(consume_replay_reproduces output program expected what)
  string(REGEX MATCH "replay: ([^\n]*${program}) --hex=([0-9a-f]+)" replay "${output}")
  if(NOT replay)
    set(problems "${problems}  no replay command\n" PARENT_SCOPE)
    return()
  endif()
  execute_process(COMMAND ${CMAKE_MATCH_1} --hex=${CMAKE_MATCH_2} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(rc EQUAL 0 OR NOT out MATCHES "${expected}")
    set(problems "${problems}  the printed replay command did not ${what} (${rc})\n" PARENT_SCOPE)
  endif()
endfunction()

# consume_keep_fails(<keep command> <build dir> <check> <expected regex>): runs a report's command
# that keeps its file as a regression, as printed, with a shell; then ctest's <check>.regressions
# in <build dir> must fail with output matching <expected>. Adds to the caller's `problems`.
function(consume_keep_fails command build check expected)
  execute_process(COMMAND sh -c "${command}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    set(problems "${problems}  the printed command to keep the file failed (${rc}): ${command}\n  ${out}\n" PARENT_SCOPE)
    return()
  endif()
  execute_process(COMMAND ${CMAKE_CTEST_COMMAND} --test-dir "${build}" --output-on-failure -R "^${check}\\.regressions$"
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(rc EQUAL 0 OR NOT "${out}${err}" MATCHES "${expected}")
    set(problems "${problems}  the kept file did not make ${check}.regressions fail (${rc})\n" PARENT_SCOPE)
  endif()
endfunction()

# consume_configure_and_build(<source> <binary> [<cmake argument>...]): configures the project in
# <source> into <binary> against the install prefix PREFIX, with the script's GENERATOR and, where
# set, MAKE_PROGRAM, CXX_COMPILER, C_COMPILER, BUILD_TYPE (and BUILD_TYPE_FLAGS, that type's
# flags) and SANITIZE (SPHEREBOX_CHECK_SANITIZE); only that package can be found. Then builds it.
# Stops the script on any failure.
function(consume_configure_and_build source binary)
  set(args -S "${source}" -B "${binary}" -G "${GENERATOR}" "-DCMAKE_PREFIX_PATH=${PREFIX}"
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF ${ARGN})
  consume_forward(args MAKE_PROGRAM CMAKE_MAKE_PROGRAM CXX_COMPILER CMAKE_CXX_COMPILER C_COMPILER CMAKE_C_COMPILER
    BUILD_TYPE CMAKE_BUILD_TYPE SANITIZE SPHEREBOX_CHECK_SANITIZE)
  if(BUILD_TYPE AND BUILD_TYPE_FLAGS)
    string(TOUPPER "${BUILD_TYPE}" config)
    list(APPEND args "-DCMAKE_CXX_FLAGS_${config}=${BUILD_TYPE_FLAGS}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} ${args} COMMAND_ERROR_IS_FATAL ANY)
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${binary}" COMMAND_ERROR_IS_FATAL ANY)
endfunction()
