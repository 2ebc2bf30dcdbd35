# A consumer that uses the installed package through pkg-config alone (no CMake package): asks
# pkg-config for the version and the compile flags, compiles consumer_main.cpp with the plain
# compiler and those flags, and runs it. Run by the consume.pkg_config test:
#   cmake -DPREFIX=... -DBINARY_DIR=... -DCXX_COMPILER=... -DEXPECTED_VERSION=... -P pkg_config.cmake
cmake_minimum_required(VERSION 3.21)
include("${CMAKE_CURRENT_LIST_DIR}/script_args.cmake")
consume_require(PREFIX BINARY_DIR CXX_COMPILER EXPECTED_VERSION)
find_program(PKG_CONFIG NAMES pkg-config pkgconf)
if(NOT PKG_CONFIG)
  message(FATAL_ERROR "pkg-config not found (Debian: apt-get install pkg-config)")
endif()
file(GLOB pc_file "${PREFIX}/share/pkgconfig/spherebox.pc")
if(NOT pc_file)
  message(FATAL_ERROR "no spherebox.pc installed under ${PREFIX}/share/pkgconfig")
endif()
file(REMOVE_RECURSE "${BINARY_DIR}")
file(MAKE_DIRECTORY "${BINARY_DIR}")

# Only this prefix's file may be found.
set(ENV{PKG_CONFIG_PATH} "")
set(ENV{PKG_CONFIG_LIBDIR} "${PREFIX}/share/pkgconfig")
function(ask out)
  execute_process(COMMAND "${PKG_CONFIG}" ${ARGN} spherebox OUTPUT_VARIABLE value
    OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
  set(${out} "${value}" PARENT_SCOPE)
endfunction()
ask(version --modversion)
if(NOT version STREQUAL EXPECTED_VERSION)
  message(FATAL_ERROR "pkg-config reports spherebox ${version}, the package is ${EXPECTED_VERSION}")
endif()
ask(cflags --cflags)
ask(libs --libs)
# The include directory it names is this prefix's (the .pc file finds its prefix itself).
if(NOT cflags MATCHES "^-I([^ ]+)$")
  message(FATAL_ERROR "pkg-config --cflags '${cflags}': expected one -I<dir>")
endif()
file(REAL_PATH "${CMAKE_MATCH_1}" named_dir)
file(REAL_PATH "${PREFIX}/include" expected_dir)
if(NOT named_dir STREQUAL expected_dir)
  message(FATAL_ERROR "pkg-config --cflags names ${named_dir}, not ${expected_dir}")
endif()
separate_arguments(cflags UNIX_COMMAND "${cflags}")
separate_arguments(libs UNIX_COMMAND "${libs}")

set(exe "${BINARY_DIR}/consume_pkg_config")
execute_process(COMMAND "${CXX_COMPILER}" -std=c++17 -O2 -Wall -Wextra -Werror ${cflags}
  "-DSPHEREBOX_EXPECTED_VERSION_STRING=\"${EXPECTED_VERSION}\""
  "${CMAKE_CURRENT_LIST_DIR}/consumer_main.cpp" -o "${exe}" ${libs} COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${exe}" COMMAND_ERROR_IS_FATAL ANY)
message(STATUS "spherebox ${version} consumed through pkg-config (${cflags})")
