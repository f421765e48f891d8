#include "mod30.h"
#include <stdio.h>
int mod30_run(int x) { int unused_30; return x * 30; }
