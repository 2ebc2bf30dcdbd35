# The one list of shape pairs (slugs) the harness checks; everything else is derived from it:
# the C++ registries (`slugs` in registries.hpp, `sets` in known_wrong_registry.hpp, both from
# the header spherebox_write_slug_headers writes), one fuzz target per entry (fuzz/, from
# fuzz/fuzz_target.cpp.in), their corpus replay, and the SLUG of spherebox_add_check (this file
# is installed as sphereboxSlugs.cmake). The slug_list test (reference/slug_list_test.cmake)
# fails when a slug folder of lib/ or reference/, or a corpus/ folder, is not named here, or the
# reverse. CONTRIBUTING.md, "Adding a shape pair", says what a new entry needs besides this line.
#
# spherebox_slug(TARGET SLUG HEADER CASE VARIANTS [KNOWN_WRONG set] [SCALAR] [INTEGRAL])
#   TARGET       the fuzz target, and the name of its corpus/ folder
#   SLUG         the slug: the folder under lib/include/spherebox/ and reference/include/spherebox_ref/
#   HEADER       the reference header that brings the case type and its hooks (core/hooks.hpp)
#   CASE         the case template, spherebox::ref::CASE<T, N>
#   VARIANTS     the registry of variants (or kernels) the entry checks, a detail::type_list
#   KNOWN_WRONG  the known-wrong variants the self-test must catch on these cases
#                (spherebox::known_wrong::<set>), declared in HEADER's folder's known_wrong.hpp
#                (batch_known_wrong.hpp for a batch HEADER)
#   SCALAR       the code under test has SSE2 paths: <TARGET>_scalar is fuzzed too
set(SPHEREBOX_SLUG_TARGETS "")  # TARGET=SLUG, in list order
set(SPHEREBOX_SCALAR_TARGETS "")
set(SPHEREBOX_SLUGS "")         # each slug once, in list order
set(SPHEREBOX_SLUG_ENTRIES "")  # TARGET|SLUG|HEADER|CASE|VARIANTS|KNOWN_WRONG
macro(spherebox_slug target slug header case variants)
  cmake_parse_arguments(spherebox_arg "SCALAR" "KNOWN_WRONG" "" ${ARGN})
  list(APPEND SPHEREBOX_SLUG_TARGETS ${target}=${slug})
  list(APPEND SPHEREBOX_SLUG_ENTRIES "${target}|${slug}|${header}|${case}|${variants}|${spherebox_arg_KNOWN_WRONG}")
  if(spherebox_arg_SCALAR)
    list(APPEND SPHEREBOX_SCALAR_TARGETS ${target})
  endif()
  if(NOT ${slug} IN_LIST SPHEREBOX_SLUGS)
    list(APPEND SPHEREBOX_SLUGS ${slug})
  endif()
endmacro()

spherebox_slug(fuzz_sphere_aabb sphere_aabb sphere_aabb/build.hpp sphere_aabb_case sphere_aabb::all KNOWN_WRONG all SCALAR)
spherebox_slug(fuzz_aabb_aabb aabb_aabb aabb_aabb/build.hpp aabb_aabb_case aabb_aabb::all)
spherebox_slug(fuzz_aabb_point aabb_point aabb_point/build.hpp aabb_point_case aabb_point::all)
spherebox_slug(fuzz_sphere_obb sphere_obb sphere_obb/build.hpp sphere_obb_case sphere_obb::all KNOWN_WRONG sphere_obb_all)
spherebox_slug(fuzz_circle_rect circle_rect circle_rect/build.hpp circle_rect_case circle_rect::all KNOWN_WRONG circle_rect_all)
spherebox_slug(fuzz_segment_sphere segment_sphere segment_sphere/build.hpp segment_sphere_case segment_sphere::all KNOWN_WRONG segment_sphere_all)
spherebox_slug(fuzz_ellipsoid_aabb ellipsoid_aabb ellipsoid_aabb/build.hpp ellipsoid_aabb_case ellipsoid_aabb::all KNOWN_WRONG ellipsoid_aabb_all)
spherebox_slug(fuzz_ellipsoid_obb ellipsoid_obb ellipsoid_obb/build.hpp ellipsoid_obb_case ellipsoid_obb::all KNOWN_WRONG ellipsoid_obb_all)
spherebox_slug(fuzz_swept_aabb swept_aabb swept_aabb/build.hpp swept_aabb_case swept_aabb::all KNOWN_WRONG swept_aabb_all)
spherebox_slug(fuzz_swept_aabb_int swept_aabb swept_aabb/build.hpp swept_aabb_int_case swept_aabb::integer)
spherebox_slug(fuzz_sphere_aabb_batch sphere_aabb_batch sphere_aabb/batch.hpp sphere_aabb_batch_case batch::all KNOWN_WRONG batch_all SCALAR)
spherebox_slug(fuzz_aabb_aabb_batch aabb_aabb_batch aabb_aabb/batch.hpp aabb_aabb_batch_case aabb_aabb::batch_all KNOWN_WRONG aabb_batch_all SCALAR)
spherebox_slug(fuzz_swept_aabb_batch swept_aabb_batch swept_aabb/batch.hpp swept_aabb_batch_case swept_aabb::batch_all KNOWN_WRONG swept_batch_all SCALAR)
spherebox_slug(fuzz_sphere_obb_batch sphere_obb_batch sphere_obb/batch.hpp sphere_obb_batch_case sphere_obb::batch_all KNOWN_WRONG obb_batch_all SCALAR)

# spherebox_write_slug_headers(DIR): writes DIR/spherebox_ref/slug_list.hpp (the includes and
# registries.hpp's `slugs`) and DIR/spherebox_ref/known_wrong_list.hpp (known_wrong_registry.hpp's
# `sets`) from the list above; a file is rewritten only when its text changes.
function(spherebox_write_slug_headers dir)
  set(note "// Written by spherebox_write_slug_headers (reference/slugs.cmake) from the slug list: edit that list, not this file.\n#pragma once\n")
  set(includes "")
  set(kw_includes "")
  set(entries "")
  set(sets "")
  foreach(e IN LISTS SPHEREBOX_SLUG_ENTRIES)
    string(REPLACE "|" ";" f "${e}")
    list(GET f 0 target)
    list(GET f 2 header)
    list(GET f 3 case)
    list(GET f 4 variants)
    list(GET f 5 known_wrong)
    if(NOT includes MATCHES "/${header}>")
      string(APPEND includes "#include <spherebox_ref/${header}>\n")
    endif()
    string(APPEND entries "    slug_entry<\"${target}\", ${case}, ::spherebox::${variants}>,\n")
    if(known_wrong)
      get_filename_component(folder ${header} DIRECTORY)
      get_filename_component(stem ${header} NAME_WE)
      set(kw_header "${folder}/known_wrong.hpp")
      if(stem STREQUAL "batch")
        set(kw_header "${folder}/batch_known_wrong.hpp")
      endif()
      string(APPEND kw_includes "#include <spherebox_ref/${kw_header}>\n")
      string(APPEND sets "    set<ref::${case}, ${known_wrong}>,\n")
    endif()
  endforeach()
  string(REGEX REPLACE ",\n$" ">;\n" entries "${entries}")
  string(REGEX REPLACE ",\n$" ">;\n" sets "${sets}")
  set(slug_list "${note}${includes}\nnamespace spherebox::ref {\n\n/// Every slug, in list order.\nusing slugs = ::spherebox::detail::type_list<\n${entries}\n}  // namespace spherebox::ref\n")
  set(known_wrong_list "${note}${kw_includes}\nnamespace spherebox::known_wrong {\n\n/// Every slug's known-wrong variants, in list order.\nusing sets = ::spherebox::detail::type_list<\n${sets}\n}  // namespace spherebox::known_wrong\n")
  foreach(name slug_list known_wrong_list)
    set(path ${dir}/spherebox_ref/${name}.hpp)
    set(old "")
    if(EXISTS ${path})
      file(READ ${path} old)
    endif()
    if(NOT old STREQUAL "${${name}}")
      file(WRITE ${path} "${${name}}")
    endif()
  endforeach()
endfunction()
