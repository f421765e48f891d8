#include "mod07.h"
#include <stdio.h>
int mod07_run(int x) { int unused_7; return x * 7; }
