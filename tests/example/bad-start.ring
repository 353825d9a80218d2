+1
start 13 first
