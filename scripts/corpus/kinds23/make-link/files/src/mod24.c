#include "mod24.h"
#include <stdio.h>
int mod24_run(int x) { int unused_24; return x * 24; }
