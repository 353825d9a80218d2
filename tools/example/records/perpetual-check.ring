# The first player checks on every move (cells 0, 3, 6, 9 give check); the second escapes.
# Ply 6 is the 4th occurrence of the start position: sennichite, but every move of the first
# player since its 1st occurrence gave check, so the first player loses (JSA 第8条 7 by analogy).
start 1 first
-1 +1 -1 +1 -1 +1 -1 +1
