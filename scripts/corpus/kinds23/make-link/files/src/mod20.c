#include "mod20.h"
#include <stdio.h>
int mod20_run(int x) { int unused_20; return x * 20; }
