/*
 * A reader ISL's C API lacks, compiled with the bundled ISL: a point's
 * coordinates as machine integers, without the allocated isl_val per
 * coordinate that isl_point_get_coordinate_val gives. This file is
 * isl-sys's own; it reads the point through ISL's private headers, which
 * is why it exists only in the bundled build (not with feature `system`).
 */

#include <isl_int.h>
#include <isl_point_private.h>
#include <isl_vec_private.h>

/*
 * Writes the coordinates of "pnt" (its parameters, then its set
 * dimensions) to out[0], ..., out[n - 1], where n is their number.
 * Returns n when n <= cap and every coordinate fits a long;
 * -2 when a coordinate does not fit (out partly written);
 * -3 - n when cap is less than n (nothing written);
 * -1 when "pnt" is NULL or void.
 */
int isl_sys_point_coordinates_si(isl_point *pnt, long *out, int cap)
{
	isl_vec *vec;
	int i, n;

	if (!pnt)
		return -1;
	vec = isl_point_peek_vec(pnt);
	/* A void point has no values; a point's first is its denominator, 1. */
	if (!vec || vec->size == 0 || !isl_int_is_one(vec->el[0]))
		return -1;
	n = vec->size - 1;
	if (n > cap)
		return -3 - n;
	for (i = 0; i < n; ++i) {
		if (!isl_int_fits_slong(vec->el[1 + i]))
			return -2;
		out[i] = isl_int_get_si(vec->el[1 + i]);
	}
	return n;
}

