#include "mod13.h"
#include <stdio.h>
int mod13_run(int x) { int unused_13; return x * 13; }
