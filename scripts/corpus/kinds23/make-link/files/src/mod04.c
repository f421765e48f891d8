#include "mod04.h"
#include <stdio.h>
int mod04_run(int x) { int unused_4; return x * 4; }
