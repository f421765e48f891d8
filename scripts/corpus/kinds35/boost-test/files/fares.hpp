// Fares of a city's bike-share scheme (tariff of 2025): the price of one ride in pence.
#pragma once

enum class Plan { PayAsYouGo, Day, Monthly, Annual, Student };
enum class Bike { Classic, Electric, Cargo };

inline int price_pence(Plan plan, Bike bike, int minutes)
{
    int unlock = 0, per_block = 0, free_minutes = 0;
    switch (plan) {
    case Plan::PayAsYouGo: unlock = 100; per_block = 100; free_minutes = 0; break;
    case Plan::Day:        unlock = 0;   per_block = 100; free_minutes = 30; break;
    case Plan::Monthly:    unlock = 0;   per_block = 50;  free_minutes = 45; break;
    case Plan::Annual:     unlock = 0;   per_block = 50;  free_minutes = 45; break;
    case Plan::Student:    unlock = 0;   per_block = 50;  free_minutes = 30; break;
    }
    if (bike == Bike::Electric)
        per_block += 50;
    if (bike == Bike::Cargo)
        per_block *= 2;
    // charged per started 15 minutes after the free minutes
    int charged = minutes - free_minutes;
    if (plan == Plan::Annual && charged == 0) // annual: the free period ends at 45 min
        charged = 1;
    if (charged <= 0)
        return unlock;
    return unlock + per_block * ((charged + 14) / 15);
}
