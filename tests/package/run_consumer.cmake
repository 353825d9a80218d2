# Builds and runs a consumer project (tests/package/consumer, tools/example/engine) in MODE
# find_package (after installing BUILD_DIR into a scratch prefix) or add_subdirectory (pointing at
# SOURCE_DIR).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "command failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
endfunction()

set(configure_args -S "${CONSUMER}" -B "${WORK}/build" -G "${GENERATOR}" -DCMAKE_CXX_COMPILER=${CXX}
    -DCMAKE_BUILD_TYPE=Release)
# The build's own compile and link flags (a sanitizer's: its static libraries need its runtime).
if(CXX_FLAGS)
  list(APPEND configure_args "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}")
endif()
if(LINKER_FLAGS)
  list(APPEND configure_args "-DCMAKE_EXE_LINKER_FLAGS=${LINKER_FLAGS}")
endif()
if(MODE STREQUAL "find_package")
  run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${WORK}/prefix")
  list(APPEND configure_args -DCMAKE_PREFIX_PATH=${WORK}/prefix)
else()
  list(APPEND configure_args -DREPETITA_SOURCE_DIR=${SOURCE_DIR})
endif()
run(${CMAKE_COMMAND} ${configure_args})
run(${CMAKE_COMMAND} --build "${WORK}/build")
# PROGRAMS: the consumer's programs to run, in order (default: `consumer`).
if(NOT PROGRAMS)
  set(PROGRAMS consumer)
endif()
foreach(program IN LISTS PROGRAMS)
  execute_process(COMMAND "${WORK}/build/${program}" RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  message("${out}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${program} exited with ${rc}")
  endif()
endforeach()
