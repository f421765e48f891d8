#include "mod17.h"
#include <stdio.h>
int mod17_run(int x) { int unused_17; return x * 17; }
double rate_for_zone(int zone);
int mod17_price(int z) { return (int)(rate_for_zone(z) * 100); }
