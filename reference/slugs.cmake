# Every fuzz target of the harness and the slug whose cases it checks: the one slug list CMake
# reads. fuzz/CMakeLists.txt builds a target per entry (and fuzz_known_wrong, the self-test);
# the installed harness checks spherebox_add_check's SLUG against it. registries.hpp's `slugs`
# names the same targets for C++; the slug_list test (tests/slug_list.cmake) fails when it,
# known_wrong_registry.hpp or the corpus/ folders disagree with this list.
set(SPHEREBOX_SLUG_TARGETS
  fuzz_sphere_aabb=sphere_aabb
  fuzz_aabb_aabb=aabb_aabb
  fuzz_aabb_point=aabb_point
  fuzz_sphere_obb=sphere_obb
  fuzz_circle_rect=circle_rect
  fuzz_segment_sphere=segment_sphere
  fuzz_ellipsoid_aabb=ellipsoid_aabb
  fuzz_ellipsoid_obb=ellipsoid_obb
  fuzz_swept_aabb=swept_aabb
  fuzz_swept_aabb_int=swept_aabb
  fuzz_sphere_aabb_batch=sphere_aabb_batch
  fuzz_aabb_aabb_batch=aabb_aabb_batch
  fuzz_swept_aabb_batch=swept_aabb_batch
  fuzz_sphere_obb_batch=sphere_obb_batch)

# The targets whose code under test has SSE2 paths (fuzz/CMakeLists.txt: SCALAR).
set(SPHEREBOX_SCALAR_TARGETS fuzz_sphere_aabb fuzz_sphere_aabb_batch fuzz_aabb_aabb_batch fuzz_swept_aabb_batch
  fuzz_sphere_obb_batch)

# SPHEREBOX_SLUGS: the slugs, each once, in list order.
set(SPHEREBOX_SLUGS "")
foreach(spherebox_entry IN LISTS SPHEREBOX_SLUG_TARGETS)
  string(REGEX REPLACE "^[^=]*=" "" spherebox_slug "${spherebox_entry}")
  if(NOT spherebox_slug IN_LIST SPHEREBOX_SLUGS)
    list(APPEND SPHEREBOX_SLUGS ${spherebox_slug})
  endif()
endforeach()
unset(spherebox_entry)
unset(spherebox_slug)
