# The slug_list test: reference/slugs.cmake is the one slug list. Everything that names slugs
# must agree with it: the registries compiled from it (registries.hpp's `slugs`, printed by
# spherebox_verdict --slugs; known_wrong_registry.hpp's sets, printed by spherebox_tests
# --known-wrong-sets), the slug folders of lib/ and reference/ (each entry's HEADER
# folder, both ways), the corpus/ folders (one per fuzz target, both ways), and CONTRIBUTING.md's
# paragraph on adding a shape pair (every file it names exists).
#   cmake -DSLUGS=reference/slugs.cmake -DVERDICT=<spherebox_verdict> -DTESTS=<spherebox_tests>
#         -DROOT=<source tree> [-DEXTRA=fuzz_x=x] [-DDROP=fuzz_x] -P slug_list_test.cmake
# The negative controls: EXTRA adds an entry to the list as read, DROP removes one; either must
# make the check fail.
cmake_minimum_required(VERSION 3.21)
include(${SLUGS})
set(folders "")  # the slug folders the list implies: each entry's HEADER folder
foreach(e IN LISTS SPHEREBOX_SLUG_ENTRIES)
  string(REPLACE "|" ";" f "${e}")
  list(GET f 0 target)
  list(GET f 2 header)
  get_filename_component(folder ${header} DIRECTORY)
  if(DROP AND target STREQUAL DROP)
    list(REMOVE_ITEM SPHEREBOX_SLUG_TARGETS "${target}=${folder}" "${target}=${folder}_batch")
    string(REGEX REPLACE "(^|;)${target}=[^;]*" "" SPHEREBOX_SLUG_TARGETS "${SPHEREBOX_SLUG_TARGETS}")
    continue()
  endif()
  if(NOT folder IN_LIST folders)
    list(APPEND folders ${folder})
  endif()
endforeach()
if(EXTRA)
  list(APPEND SPHEREBOX_SLUG_TARGETS ${EXTRA})
  string(REGEX REPLACE "^[^=]*=" "" extra_slug "${EXTRA}")
  list(APPEND SPHEREBOX_SLUGS ${extra_slug})
  list(APPEND folders ${extra_slug})
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
execute_process(COMMAND ${TESTS} --known-wrong-sets OUTPUT_VARIABLE out RESULT_VARIABLE rc)
string(REGEX MATCHALL "[^\n]+" sets "${out}")
if(NOT rc EQUAL 0 OR NOT sets)
  message(FATAL_ERROR "slug_list: ${TESTS} did not list its known-wrong sets (${rc})")
endif()
foreach(line IN LISTS sets)
  string(REGEX REPLACE ":.*$" "" slug "${line}")
  if(NOT slug IN_LIST SPHEREBOX_SLUGS)
    string(APPEND problems "  known_wrong_registry.hpp has a set for slug ${slug}, which reference/slugs.cmake does not list\n")
  endif()
endforeach()

# The slug folders of lib/ and reference/: each one the list implies, and no other.
foreach(tree "lib/include/spherebox;batch;detail" "reference/include/spherebox_ref;core;batch;user;properties")
  list(POP_FRONT tree base)
  file(GLOB present LIST_DIRECTORIES true RELATIVE ${ROOT}/${base} ${ROOT}/${base}/*)
  foreach(folder IN LISTS folders)
    if(NOT IS_DIRECTORY ${ROOT}/${base}/${folder})
      string(APPEND problems "  ${base}/${folder} is missing: reference/slugs.cmake names slug folder ${folder}\n")
    endif()
  endforeach()
  foreach(folder IN LISTS present)
    if(IS_DIRECTORY ${ROOT}/${base}/${folder} AND NOT folder IN_LIST folders AND NOT folder IN_LIST tree)
      string(APPEND problems "  ${base}/${folder} is a slug folder that reference/slugs.cmake does not name\n")
    endif()
  endforeach()
endforeach()

# corpus/: one folder per fuzz target, and no other (fuzz_known_wrong's: the self-test's).
file(GLOB present LIST_DIRECTORIES true RELATIVE ${ROOT}/corpus ${ROOT}/corpus/*)
set(targets fuzz_known_wrong)
foreach(entry IN LISTS SPHEREBOX_SLUG_TARGETS)
  string(REGEX REPLACE "=.*$" "" target "${entry}")
  list(APPEND targets ${target})
  if(NOT IS_DIRECTORY ${ROOT}/corpus/${target})
    string(APPEND problems "  ${target} has no corpus/${target} folder (spherebox_seeds corpus/ writes one)\n")
  endif()
endforeach()
foreach(folder IN LISTS present)
  if(IS_DIRECTORY ${ROOT}/corpus/${folder} AND NOT folder IN_LIST targets)
    string(APPEND problems "  corpus/${folder} belongs to no fuzz target of reference/slugs.cmake\n")
  endif()
endforeach()

# CONTRIBUTING.md: the paragraph on adding a shape pair names the list, and every file it names
# in backquotes exists (a slug placeholder <slug> stands for sphere_aabb).
file(READ ${ROOT}/CONTRIBUTING.md contributing)
string(REGEX MATCH "## Adding a shape pair[^#]*" paragraph "${contributing}")
if(NOT paragraph MATCHES "reference/slugs.cmake")
  string(APPEND problems "  CONTRIBUTING.md has no 'Adding a shape pair' section naming reference/slugs.cmake\n")
endif()
string(REGEX MATCHALL "`[a-z_./<>]+/[a-z_./<>]*`" named "${paragraph}")
foreach(path IN LISTS named)
  string(REPLACE "`" "" path "${path}")
  string(REPLACE "<slug>" "sphere_aabb" path "${path}")
  string(REPLACE "<target>" "fuzz_sphere_aabb" path "${path}")
  if(NOT EXISTS ${ROOT}/${path})
    string(APPEND problems "  CONTRIBUTING.md, 'Adding a shape pair', names ${path}, which does not exist\n")
  endif()
endforeach()

if(problems)
  message(FATAL_ERROR "slug_list: the slug lists disagree:\n${problems}")
endif()
list(LENGTH SPHEREBOX_SLUG_TARGETS n)
list(LENGTH folders nf)
message(STATUS "slug_list: ${n} fuzz targets and ${nf} slug folders agree in reference/slugs.cmake, the registries, "
               "lib/, reference/, corpus/ and CONTRIBUTING.md; known-wrong sets for: ${sets}")
