#include "mod12.h"
#include <stdio.h>
int mod12_run(int x) { int unused_12; return x * 12; }
