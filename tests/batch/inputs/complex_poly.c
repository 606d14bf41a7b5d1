#include <complex.h>
#include <stddef.h>

/* Evaluates a polynomial with complex coefficients by Horner's rule. */
double complex horner(const double complex *c, size_t n, double complex x) {
    double complex r = 0;
    for (size_t i = n; i-- > 0;)
        r = r * x + c[i];
    return r;
}
