# Test: the tracking floor (tracking_floor.hpp) fires on exactly the plies where the tracker is not
# quiet, so the floor skips no work the quiet check needs (docs/rules/chess.md, "Performance").
#   cmake -DCOUNTER=<count_chess_tracking> -DPGN=<file.pgn> -P floor_matches_tracker.cmake
foreach(mode IN ITEMS loud floor)
  execute_process(COMMAND "${COUNTER}" ${mode} "${PGN}" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "count_chess_tracking ${mode} failed (${rc}): ${out}")
  endif()
  if(NOT out MATCHES "^([0-9]+) plies, .*, ([0-9]+) loud plies")
    message(FATAL_ERROR "count_chess_tracking ${mode}: unexpected output: ${out}")
  endif()
  set(${mode}_plies ${CMAKE_MATCH_1})
  set(${mode}_loud ${CMAKE_MATCH_2})
endforeach()
if(NOT loud_plies EQUAL floor_plies OR NOT loud_loud EQUAL floor_loud OR floor_loud EQUAL 0)
  message(FATAL_ERROR "tracker: ${loud_plies} plies, ${loud_loud} loud; floor: ${floor_plies} plies, ${floor_loud} loud")
endif()
message(STATUS "${floor_plies} plies, ${floor_loud} loud in both")
