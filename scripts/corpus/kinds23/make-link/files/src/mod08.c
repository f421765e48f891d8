#include "mod08.h"
#include <stdio.h>
int mod08_run(int x) { int unused_8; return x * 8; }
