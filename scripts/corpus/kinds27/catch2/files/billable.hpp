#pragma once
#include <algorithm>

// Billable weight of a parcel in grams: the larger of the scale weight and the volumetric
// weight (length x width x height in cm over the carrier's divisor, in kg).
inline long volumetric_grams(double l_cm, double w_cm, double h_cm, int divisor) {
    return static_cast<long>(l_cm * w_cm * h_cm / divisor * 1000.0);
}

inline long billable_grams(long scale_grams, double l_cm, double w_cm, double h_cm, int divisor) {
    return std::max(scale_grams, volumetric_grams(l_cm, w_cm, h_cm, divisor));
}
