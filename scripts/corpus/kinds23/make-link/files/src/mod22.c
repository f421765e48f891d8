#include "mod22.h"
#include <stdio.h>
int mod22_run(int x) { int unused_22; return x * 22; }
