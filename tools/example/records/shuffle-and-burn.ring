# A shuffle that repeats, an irreversible burn, then a longer cycle by different routes.
start 1 first
+1 -1 +1 -1          # 1F occurs at plies 0, 2, 4: threefold claimable at ply 4
burn                 # irreversible: nothing before ply 5 can recur
+2 -2 +1 -1 +2 -2 +1 -1 +2 -2
