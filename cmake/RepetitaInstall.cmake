# Install rules: headers, the game libraries and an exported package `repetita` whose consumers do
#   find_package(repetita CONFIG REQUIRED)  and link  repetita::core  (or repetita::chess, ...).
include(CMakePackageConfigHelpers)

install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
set(_repetita_targets repetita_core)
foreach(game IN LISTS REPETITA_GAMES)
  list(APPEND _repetita_targets repetita_${game})
endforeach()
install(TARGETS ${_repetita_targets} EXPORT repetitaTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT repetitaTargets NAMESPACE repetita::
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/repetita)

configure_package_config_file(cmake/repetitaConfig.cmake.in
  "${CMAKE_CURRENT_BINARY_DIR}/repetitaConfig.cmake"
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/repetita)
write_basic_package_version_file("${CMAKE_CURRENT_BINARY_DIR}/repetitaConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES
  "${CMAKE_CURRENT_BINARY_DIR}/repetitaConfig.cmake"
  "${CMAKE_CURRENT_BINARY_DIR}/repetitaConfigVersion.cmake"
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/repetita)
