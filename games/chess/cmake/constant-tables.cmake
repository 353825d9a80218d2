# The magic bitboards are built at compile time (src/attacks.cpp): about 40 M steps of the
# compiler's constant evaluator, past g++'s default limit of 33.5 M and clang's of 1 M. Every build
# that compiles src/attacks.cpp (this folder's library, the fuzzers of tests/fuzz) sets these
# options on it: source properties belong to the directory that adds the source.
set(REPETITA_CHESS_CONSTANT_TABLES_OPTIONS
  "$<$<CXX_COMPILER_ID:GNU>:-fconstexpr-ops-limit=1000000000>"
  "$<$<CXX_COMPILER_ID:Clang>:-fconstexpr-steps=1000000000>")
