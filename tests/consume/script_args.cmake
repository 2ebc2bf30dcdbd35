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
