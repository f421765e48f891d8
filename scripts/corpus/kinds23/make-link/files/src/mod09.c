#include "mod09.h"
#include <stdio.h>
int mod09_run(int x) { int unused_9; return x * 9; }
