#include "mod18.h"
#include <stdio.h>
int mod18_run(int x) { int unused_18; return x * 18; }
