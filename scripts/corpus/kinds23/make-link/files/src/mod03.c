#include "mod03.h"
#include <stdio.h>
int mod03_run(int x) { int unused_3; return x * 3; }
