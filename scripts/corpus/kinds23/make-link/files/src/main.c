#include <stdio.h>
#include "mod01.h"
#include "mod02.h"
#include "mod03.h"
#include "mod04.h"
#include "mod05.h"
#include "mod06.h"
#include "mod07.h"
#include "mod08.h"
#include "mod09.h"
#include "mod10.h"
#include "mod11.h"
#include "mod12.h"
#include "mod13.h"
#include "mod14.h"
#include "mod15.h"
#include "mod16.h"
#include "mod17.h"
#include "mod18.h"
#include "mod19.h"
#include "mod20.h"
#include "mod21.h"
#include "mod22.h"
#include "mod23.h"
#include "mod24.h"
#include "mod25.h"
#include "mod26.h"
#include "mod27.h"
#include "mod28.h"
#include "mod29.h"
#include "mod30.h"
int mod17_price(int z);
int main(void) { int t = 0;
  t += mod01_run(1);
  t += mod02_run(1);
  t += mod03_run(1);
  t += mod04_run(1);
  t += mod05_run(1);
  t += mod06_run(1);
  t += mod07_run(1);
  t += mod08_run(1);
  t += mod09_run(1);
  t += mod10_run(1);
  t += mod11_run(1);
  t += mod12_run(1);
  t += mod13_run(1);
  t += mod14_run(1);
  t += mod15_run(1);
  t += mod16_run(1);
  t += mod17_run(1);
  t += mod18_run(1);
  t += mod19_run(1);
  t += mod20_run(1);
  t += mod21_run(1);
  t += mod22_run(1);
  t += mod23_run(1);
  t += mod24_run(1);
  t += mod25_run(1);
  t += mod26_run(1);
  t += mod27_run(1);
  t += mod28_run(1);
  t += mod29_run(1);
  t += mod30_run(1);
  printf("%d %d\n", t, mod17_price(2)); return 0; }
