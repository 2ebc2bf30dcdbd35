# The slug_list test: the slug list (reference/slugs.cmake) is the one CMake reads; registries.hpp
# (`slugs`, printed by spherebox_verdict --slugs), known_wrong_registry.hpp (printed by
# fuzz_known_wrong with SPHEREBOX_KNOWN_WRONG=--slugs) and the corpus/ folders must agree with it.
#   cmake -DSLUGS=reference/slugs.cmake -DVERDICT=<spherebox_verdict> -DKNOWN_WRONG=<fuzz_known_wrong>
#         -DCORPUS=corpus [-DEXTRA=fuzz_x=x] -P slug_list_test.cmake
# EXTRA adds an entry to the list as read (the negative control: it must then fail).
cmake_minimum_required(VERSION 3.21)
include(${SLUGS})
if(EXTRA)
  list(APPEND SPHEREBOX_SLUG_TARGETS ${EXTRA})
  string(REGEX REPLACE "^[^=]*=" "" extra_slug "${EXTRA}")
  list(APPEND SPHEREBOX_SLUGS ${extra_slug})
endif()
set(problems "")

# registries.hpp: the same target=slug pairs.
execute_process(COMMAND ${VERDICT} --slugs OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "slug_list: ${VERDICT} --slugs failed (${rc})")
endif()
string(REGEX MATCHALL "[^\n]+" registry "${out}")
foreach(entry IN LISTS SPHEREBOX_SLUG_TARGETS)
  if(NOT entry IN_LIST registry)
    string(APPEND problems "  ${entry} is in reference/slugs.cmake but not in registries.hpp's slugs\n")
  endif()
endforeach()
foreach(entry IN LISTS registry)
  if(NOT entry IN_LIST SPHEREBOX_SLUG_TARGETS)
    string(APPEND problems "  ${entry} is in registries.hpp's slugs but not in reference/slugs.cmake\n")
  endif()
endforeach()

# known_wrong_registry.hpp: every set belongs to a listed slug.
execute_process(COMMAND ${CMAKE_COMMAND} -E env SPHEREBOX_KNOWN_WRONG=--slugs ${KNOWN_WRONG} --hex=0001
                OUTPUT_VARIABLE out RESULT_VARIABLE rc)
string(REGEX MATCHALL "[^\n]+" sets "${out}")
if(NOT rc EQUAL 0 OR NOT sets)
  message(FATAL_ERROR "slug_list: ${KNOWN_WRONG} did not list its known-wrong sets (${rc})")
endif()
foreach(line IN LISTS sets)
  string(REGEX REPLACE ":.*$" "" slug "${line}")
  if(NOT slug IN_LIST SPHEREBOX_SLUGS)
    string(APPEND problems "  known_wrong_registry.hpp has a set for slug ${slug}, which reference/slugs.cmake does not list\n")
  endif()
endforeach()

# corpus/: one folder per fuzz target, and no other.
file(GLOB folders LIST_DIRECTORIES true RELATIVE ${CORPUS} ${CORPUS}/*)
set(targets "")
foreach(entry IN LISTS SPHEREBOX_SLUG_TARGETS)
  string(REGEX REPLACE "=.*$" "" target "${entry}")
  list(APPEND targets ${target})
  if(NOT IS_DIRECTORY ${CORPUS}/${target})
    string(APPEND problems "  ${target} has no corpus/${target} folder (spherebox_seeds corpus/ writes one)\n")
  endif()
endforeach()
foreach(folder IN LISTS folders)
  if(IS_DIRECTORY ${CORPUS}/${folder} AND NOT folder IN_LIST targets)
    string(APPEND problems "  corpus/${folder} belongs to no fuzz target of reference/slugs.cmake\n")
  endif()
endforeach()

if(problems)
  message(FATAL_ERROR "slug_list: the slug lists disagree:\n${problems}")
endif()
list(LENGTH SPHEREBOX_SLUG_TARGETS n)
message(STATUS "slug_list: ${n} fuzz targets agree in reference/slugs.cmake, registries.hpp, corpus/; "
               "known-wrong sets for: ${sets}")
