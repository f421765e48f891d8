#include "mod23.h"
#include <stdio.h>
int mod23_run(int x) { int unused_23; return x * 23; }
int mod23_cmp(unsigned a, int b) { return a < b; }
