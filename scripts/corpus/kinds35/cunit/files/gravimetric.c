/* Gravimetric pipette calibration (ISO 8655-6): the volume a weighed mass of water stands for. */
#include "gravimetric.h"

/* Z factor (uL/mg) of distilled water at 101.3 kPa, 15.0 to 30.0 C in steps of 0.5 C */
static const double Z[] = {
    1.0020, 1.0020, 1.0021, 1.0022, 1.0022, 1.0023, 1.0024, 1.0025, 1.0026, 1.0027, 1.0028,
    1.0029, 1.0030, 1.0031, 1.0032, 1.0033, 1.0034, 1.0035, 1.0037, 1.0038, 1.0039, 1.0040,
    1.0042, 1.0043, 1.0045, 1.0046, 1.0047, 1.0049, 1.0050, 1.0052, 1.0053
};

double z_factor(double celsius)
{
    int i = (int)((celsius - 15.0) * 2.0 + 0.5);
    if (i < 0)
        i = 0;
    if (i > 29) /* table end */
        i = 29;
    return Z[i];
}

double volume_ul(double mass_mg, double celsius)
{
    return mass_mg * z_factor(celsius);
}

double systematic_error_pct(double mean_ul, double nominal_ul)
{
    return 100.0 * (mean_ul - nominal_ul) / nominal_ul;
}
