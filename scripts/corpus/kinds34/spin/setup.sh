# The lock-keeping automation of a canal trust (lock 14 of a flight of locks): a Promela model of
# its interlock, checked with Spin 6.5 (Debian's spin, pan compiled with gcc). A keeper process
# works the two gates and their paddles for three boats making two trips each; an interlock process
# asserts that no paddles open at one end while the gate at the other end is not shut. The
# 'quick-cycle' change of 2023 lets the next step start while a gate is still closing: pan's
# depth-first search finds the violation at depth ~200 and writes a trail, which spin -t replays
# step by step with globals and locals (-p -g -l), ending at the failed assertion with the top gate
# CLOSING and the bottom paddles open.
true
