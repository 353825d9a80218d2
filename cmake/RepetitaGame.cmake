# repetita_add_game(NAME [sources...]): the library of a game plug-in, `repetita_<NAME>` with the alias
# `repetita::<NAME>`: static when it has sources, header-only otherwise. Headers live in the game's
# include/ (as <repetita/<NAME>/...>) and are installed with the package.
function(repetita_add_game name)
  set(target repetita_${name})
  if(ARGN)
    add_library(${target} STATIC ${ARGN})
    set(scope PUBLIC)
    repetita_warnings(${target})
  else()
    add_library(${target} INTERFACE)
    set(scope INTERFACE)
  endif()
  add_library(repetita::${name} ALIAS ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name})
  target_include_directories(${target} ${scope}
    $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  target_compile_features(${target} ${scope} cxx_std_20)
  target_link_libraries(${target} ${scope} repetita::core)
  if(REPETITA_INSTALL)
    install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  endif()
endfunction()
