#include "mod11.h"
#include <stdio.h>
int mod11_run(int x) { int unused_11; return x * 11; }
