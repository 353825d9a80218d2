#ifndef REPETITA_DETAIL_INLINE_HPP
#define REPETITA_DETAIL_INLINE_HPP

/// \file
/// Inlining hints for the per-ply paths: the common case of a push is inlined into the tracker,
/// its rare cases (a hash seen before, a table to grow, a rule set that speaks) are kept out of line
/// so that the common case stays small. Hints only: other compilers get plain functions.

#if defined(__GNUC__) || defined(__clang__)
#define REPETITA_ALWAYS_INLINE [[gnu::always_inline]] inline
#define REPETITA_NOINLINE [[gnu::noinline]]
/// After a lambda's parameter list: `[&](auto i) REPETITA_INLINE_LAMBDA { ... }`.
#define REPETITA_INLINE_LAMBDA __attribute__((always_inline))
#elif defined(_MSC_VER)
#define REPETITA_ALWAYS_INLINE __forceinline
#define REPETITA_NOINLINE __declspec(noinline)
#define REPETITA_INLINE_LAMBDA
#else
#define REPETITA_ALWAYS_INLINE inline
#define REPETITA_NOINLINE
#define REPETITA_INLINE_LAMBDA
#endif

#endif
