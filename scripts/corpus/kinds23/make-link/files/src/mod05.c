#include "mod05.h"
#include <stdio.h>
int mod05_run(int x) { int unused_5; return x * 5; }
