//! Plane geometry for pictures: outlines of basic sets (the rational
//! polygon from the constraints, or the convex hull of the integer points)
//! and arrowheads.

use crate::error::Result;
use crate::object::{BasicSet, DimType, Val};

/// A point of the plane, in set coordinates or in pixels.
pub type Xy = (f64, f64);

/// A constraint `a·x + c >= 0` (or `= 0`) of a set with no parameters and
/// no local variables, with `a` one coefficient per dimension.
struct Halfspace {
    a: Vec<f64>,
    c: f64,
    equality: bool,
}

fn val(v: &Val) -> Result<f64> {
    // Integers (the constraints of a set have integer coefficients); a
    // rational would be exact enough for drawing too.
    Ok(v.get_num_si()? as f64 / v.get_den_si()? as f64)
}

/// The constraints of `bset`, or `None` if it has local variables (its
/// rational polygon is then not that of its constraints).
fn halfspaces(bset: &BasicSet, dims: usize) -> Result<Option<Vec<Halfspace>>> {
    if bset.dim(DimType::Div)? > 0 {
        return Ok(None);
    }
    let mut out = Vec::new();
    for constraint in bset.get_constraint_list()?.to_vec()? {
        let a = (0..dims)
            .map(|pos| val(&constraint.get_coefficient_val(DimType::Set, pos)?))
            .collect::<Result<Vec<_>>>()?;
        out.push(Halfspace {
            a,
            c: val(&constraint.get_constant_val()?)?,
            equality: constraint.is_equality()?,
        });
    }
    Ok(Some(out))
}

const EPS: f64 = 1e-7;

fn satisfies(h: &Halfspace, x: &[f64]) -> bool {
    let v: f64 = h.a.iter().zip(x).map(|(a, x)| a * x).sum::<f64>() + h.c;
    let scale = 1.0 + h.a.iter().map(|a| a.abs()).sum::<f64>() + h.c.abs();
    if h.equality {
        v.abs() <= EPS * scale
    } else {
        v >= -EPS * scale
    }
}

/// The rational polygon of a 2-D basic set with no parameters: the convex
/// hull of the vertices where two constraint lines meet and every
/// constraint holds, in counter-clockwise order. `None` if `bset` has local
/// variables or its rational polygon is unbounded (or empty).
pub(crate) fn rational_polygon(bset: &BasicSet) -> Result<Option<Vec<Xy>>> {
    let Some(hs) = halfspaces(bset, 2)? else {
        return Ok(None);
    };
    if !bset.is_bounded()? {
        return Ok(None);
    }
    let mut vertices = Vec::new();
    for (i, p) in hs.iter().enumerate() {
        for q in &hs[i + 1..] {
            let det = p.a[0] * q.a[1] - p.a[1] * q.a[0];
            if det.abs() < 1e-12 {
                continue;
            }
            // p.a·x = -p.c and q.a·x = -q.c (Cramer's rule).
            let x = (-p.c * q.a[1] + q.c * p.a[1]) / det;
            let y = (-p.a[0] * q.c + q.a[0] * p.c) / det;
            if hs.iter().all(|h| satisfies(h, &[x, y])) {
                vertices.push((x, y));
            }
        }
    }
    if vertices.is_empty() {
        return Ok(None);
    }
    Ok(Some(convex_hull(vertices)))
}

/// The rational segment `[lo, hi]` of a 1-D basic set with no parameters,
/// or `None` if it has local variables or is unbounded.
pub(crate) fn rational_segment(bset: &BasicSet) -> Result<Option<(f64, f64)>> {
    let Some(hs) = halfspaces(bset, 1)? else {
        return Ok(None);
    };
    let (mut lo, mut hi) = (f64::NEG_INFINITY, f64::INFINITY);
    for h in &hs {
        let (a, c) = (h.a[0], h.c);
        if a == 0.0 {
            continue;
        }
        let at = -c / a;
        if h.equality {
            lo = lo.max(at);
            hi = hi.min(at);
        } else if a > 0.0 {
            lo = lo.max(at);
        } else {
            hi = hi.min(at);
        }
    }
    Ok((lo.is_finite() && hi.is_finite() && lo <= hi + EPS).then_some((lo, hi)))
}

/// The convex hull of `points` (Andrew's monotone chain), counter-clockwise,
/// without collinear points; one or two points for a degenerate hull.
pub fn convex_hull(mut points: Vec<Xy>) -> Vec<Xy> {
    points.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    points.dedup_by(|a, b| (a.0 - b.0).abs() < EPS && (a.1 - b.1).abs() < EPS);
    if points.len() < 3 {
        return points;
    }
    let cross = |o: Xy, a: Xy, b: Xy| (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0);
    let mut hull: Vec<Xy> = Vec::with_capacity(points.len() * 2);
    for pass in 0..2 {
        let start = hull.len();
        let iter: Box<dyn Iterator<Item = &Xy>> = if pass == 0 {
            Box::new(points.iter())
        } else {
            Box::new(points.iter().rev())
        };
        for &p in iter {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], p) <= EPS
            {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// A triangular arrowhead whose tip is at `tip`, pointing along `direction`
/// (any length), `length` long and `width` wide at its base, in pixels.
pub fn arrowhead(tip: Xy, direction: Xy, length: f64, width: f64) -> [Xy; 3] {
    let norm = direction.0.hypot(direction.1).max(1e-9);
    let (ux, uy) = (direction.0 / norm, direction.1 / norm);
    let base = (tip.0 - ux * length, tip.1 - uy * length);
    let (nx, ny) = (-uy * width / 2.0, ux * width / 2.0);
    [tip, (base.0 + nx, base.1 + ny), (base.0 - nx, base.1 - ny)]
}
