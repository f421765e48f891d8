#include "mod28.h"
#include <stdio.h>
int mod28_run(int x) { int unused_28; return x * 28; }
