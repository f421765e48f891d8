#include "mod16.h"
#include <stdio.h>
int mod16_run(int x) { int unused_16; return x * 16; }
