#include <complex.h>

double _Complex z;

double _Complex rotate(double _Complex w, int quarter_turns) {
    for (int i = 0; i < quarter_turns; i++)
        w = w * I;
    return w;
}

double norm(void) {
    return creal(z) * creal(z) + cimag(z) * cimag(z);
}
