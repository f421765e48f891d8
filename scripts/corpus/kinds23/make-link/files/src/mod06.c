#include "mod06.h"
#include <stdio.h>
int mod06_run(int x) { int unused_6; return x * 6; }
