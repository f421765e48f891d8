# A freight rating library (rates.h) and a GoogleTest suite generated per zone: 12 suites x 25
# weights, each test printing the rate it checks; one contract override (zone 7, 96 kg) is wrong (480, not 430).
cat >rates.h <<'H'
#pragma once
struct Override { int zone, kg, cents; };
// Contract rates that replace the banded price (imported from the 2024-03 tariff sheet).
static const Override kOverrides[] = {{3, 40, 290}, {7, 96, 480}, {11, 8, 290}};
inline int band_for(int kg) { return kg <= 5 ? 0 : kg <= 20 ? 1 : kg <= 50 ? 2 : 3; }
inline int rate_cents(int zone, int kg) {
  static const int base[4] = {120, 180, 260, 360};
  for (const Override &o : kOverrides)
    if (o.zone == zone && o.kg == kg) return o.cents;
  return base[band_for(kg)] + zone * 10;
}
H
{
  echo '#include <gtest/gtest.h>'
  echo '#include <iostream>'
  echo '#include "rates.h"'
  for z in $(seq 1 12); do
    for i in $(seq 1 25); do
      kg=$((i * 4))
      band=$(( kg <= 5 ? 0 : kg <= 20 ? 1 : kg <= 50 ? 2 : 3 ))
      base=(120 180 260 360)
      want=$(( base[band] + z * 10 ))
      [[ $z == 3 && $kg == 40 ]] && want=290
      [[ $z == 11 && $kg == 8 ]] && want=290
      echo "TEST(Zone${z}Rates, Parcel${kg}kg) {"
      echo "  int got = rate_cents($z, $kg);"
      echo "  std::cout << \"zone=$z weight=${kg}kg band=$band rate=\" << got << \" cents\" << std::endl;"
      echo "  EXPECT_EQ(got, $want) << \"tariff 2024-03 zone $z, ${kg} kg\";"
      echo "}"
    done
  done
} >rates_test.cc
g++ -std=c++17 -O0 -o rates_test rates_test.cc -lgtest -lgtest_main -pthread
