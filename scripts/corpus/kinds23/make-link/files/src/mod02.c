#include "mod02.h"
#include <stdio.h>
int mod02_run(int x) { int unused_2; return x * 2; }
