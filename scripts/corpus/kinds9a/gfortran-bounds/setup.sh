# Built here with bounds checks and backtraces on, as the project's debug build does; the agent ran it.
gfortran -g -O0 -fcheck=all -fbacktrace -o heat heat.f90
