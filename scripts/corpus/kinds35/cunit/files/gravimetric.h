#ifndef GRAVIMETRIC_H
#define GRAVIMETRIC_H
double z_factor(double celsius);
double volume_ul(double mass_mg, double celsius);
double systematic_error_pct(double mean_ul, double nominal_ul);
#endif
