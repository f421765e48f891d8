#include "mod27.h"
#include <stdio.h>
int mod27_run(int x) { int unused_27; return x * 27; }
