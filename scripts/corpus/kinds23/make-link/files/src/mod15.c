#include "mod15.h"
#include <stdio.h>
int mod15_run(int x) { int unused_15; return x * 15; }
