# Configures, builds and installs a fresh spherebox tree with every harness off, the way a
# packager would.  Run by the consume.install test:
#   cmake -DSOURCE_DIR=... -DBINARY_DIR=... -DPREFIX=... -DGENERATOR=... [-DMAKE_PROGRAM=...]
#         [-DCXX_COMPILER=...] [-DCXX_FLAGS=...] [-DBUILD_TYPE=...] [-DCONFIG=...]
#         -P install_package.cmake
cmake_minimum_required(VERSION 3.21)
include("${CMAKE_CURRENT_LIST_DIR}/script_args.cmake")
consume_require(SOURCE_DIR BINARY_DIR PREFIX GENERATOR)

# Start from nothing so a file left over from an earlier run cannot hide a missing one.
file(REMOVE_RECURSE "${BINARY_DIR}" "${PREFIX}")

set(configure_args -S "${SOURCE_DIR}" -B "${BINARY_DIR}" -G "${GENERATOR}"
  -DSPHEREBOX_BUILD_TESTS=OFF -DSPHEREBOX_BUILD_PROPERTIES=OFF -DSPHEREBOX_BUILD_FUZZERS=OFF
  -DSPHEREBOX_BUILD_BENCH=OFF -DSPHEREBOX_INSTALL=ON "-DCMAKE_INSTALL_PREFIX=${PREFIX}")
consume_forward(configure_args MAKE_PROGRAM CMAKE_MAKE_PROGRAM CXX_COMPILER CMAKE_CXX_COMPILER
  CXX_FLAGS CMAKE_CXX_FLAGS BUILD_TYPE CMAKE_BUILD_TYPE)
set(config_args "")
consume_forward(config_args CONFIG --config)

execute_process(COMMAND "${CMAKE_COMMAND}" ${configure_args} COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BINARY_DIR}" ${config_args}
  COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BINARY_DIR}" ${config_args}
  COMMAND_ERROR_IS_FATAL ANY)

# The layout find_package() relies on.
file(GLOB config_files "${PREFIX}/lib*/cmake/spherebox/sphereboxConfig.cmake"
  "${PREFIX}/lib*/*/cmake/spherebox/sphereboxConfig.cmake")
if(NOT config_files)
  message(FATAL_ERROR "no sphereboxConfig.cmake installed under ${PREFIX}")
endif()
if(NOT EXISTS "${PREFIX}/include/spherebox/spherebox.hpp")
  message(FATAL_ERROR "spherebox/spherebox.hpp not installed under ${PREFIX}/include")
endif()
# Only the public headers under include/: the harness component (the oracle and the checks)
# lives under share/spherebox/harness and is found through its component.
file(GLOB include_entries RELATIVE "${PREFIX}/include" "${PREFIX}/include/*")
if(NOT include_entries STREQUAL "spherebox")
  message(FATAL_ERROR "only include/spherebox should be installed, found: ${include_entries}")
endif()
# The harness component, apart from the public headers (find_package(spherebox COMPONENTS harness)).
# Every batch slug's hooks and the user forms are part of it.
foreach(file share/spherebox/harness/include/spherebox_ref/user/main.hpp share/spherebox/harness/cases/sphere_aabb.inc
             share/spherebox/harness/src/replay_main.cpp share/spherebox/harness/include/spherebox_ref/batch/user.hpp
             share/spherebox/harness/include/spherebox_ref/aabb_aabb/batch.hpp
             share/spherebox/harness/include/spherebox_ref/swept_aabb/batch.hpp
             share/spherebox/harness/include/spherebox_ref/sphere_obb/batch.hpp)
  if(NOT EXISTS "${PREFIX}/${file}")
    message(FATAL_ERROR "the harness component's ${file} is not installed under ${PREFIX}")
  endif()
endforeach()
# The package's other files: the pkg-config file (consume.pkg_config uses it) and the licence.
foreach(file share/pkgconfig/spherebox.pc share/doc/spherebox/LICENSE)
  if(NOT EXISTS "${PREFIX}/${file}")
    message(FATAL_ERROR "${file} is not installed under ${PREFIX}")
  endif()
endforeach()
file(GLOB harness_config "${PREFIX}/lib*/cmake/spherebox/sphereboxHarness.cmake"
  "${PREFIX}/lib*/*/cmake/spherebox/sphereboxHarness.cmake")
if(NOT harness_config)
  message(FATAL_ERROR "no sphereboxHarness.cmake installed under ${PREFIX}")
endif()
message(STATUS "spherebox installed into ${PREFIX}")
