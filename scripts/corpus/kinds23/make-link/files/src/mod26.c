#include "mod26.h"
#include <stdio.h>
int mod26_run(int x) { int unused_26; return x * 26; }
