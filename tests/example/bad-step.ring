start 1 first
+1 -1 x2
