# The harness component of the installed package (cmake --install <build> [--component harness]):
# the harness headers, the known-answer tables, the replay driver and the CMake files that define
# spherebox::harness and spherebox_add_check (find_package(spherebox COMPONENTS harness);
# docs/check-your-own.md). Files only: nothing is compiled here, so installing the library never
# needs the harness's dependencies; a project that asks for the harness builds its checks itself.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
set(harness_config_dir ${CMAKE_INSTALL_LIBDIR}/cmake/spherebox)
set(harness_dir ${CMAKE_INSTALL_DATADIR}/spherebox/harness)
install(DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/include/spherebox_ref DESTINATION ${harness_dir}/include
  COMPONENT harness)
# The registries' headers written from the slug list (reference/slugs.cmake).
install(FILES ${PROJECT_BINARY_DIR}/generated/include/spherebox_ref/slug_list.hpp
  ${PROJECT_BINARY_DIR}/generated/include/spherebox_ref/known_wrong_list.hpp
  DESTINATION ${harness_dir}/include/spherebox_ref COMPONENT harness)
# Next to include/ as in the source tree: each slug's kat.hpp reads ../../../cases/<slug>.inc.
install(DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/cases DESTINATION ${harness_dir} COMPONENT harness)
install(FILES ${PROJECT_SOURCE_DIR}/fuzz/main.cpp DESTINATION ${harness_dir}/src RENAME replay_main.cpp
  COMPONENT harness)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/cmake/sphereboxHarness.cmake.in
  ${PROJECT_BINARY_DIR}/reference/sphereboxHarness.cmake INSTALL_DESTINATION ${harness_config_dir}
  PATH_VARS harness_dir)
install(FILES ${PROJECT_BINARY_DIR}/reference/sphereboxHarness.cmake
  ${CMAKE_CURRENT_LIST_DIR}/cmake/SphereboxAddCheck.cmake
  ${CMAKE_CURRENT_LIST_DIR}/cmake/spherebox_check_main.cpp.in
  ${CMAKE_CURRENT_LIST_DIR}/cmake/spherebox_check_verify.cmake
  DESTINATION ${harness_config_dir} COMPONENT harness)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/slugs.cmake DESTINATION ${harness_config_dir} RENAME sphereboxSlugs.cmake
  COMPONENT harness)
