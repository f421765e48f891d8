#include "mod14.h"
#include <stdio.h>
int mod14_run(int x) { int unused_14; return x * 14; }
