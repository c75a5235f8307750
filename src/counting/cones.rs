//! Cones given by their rays: the triangulation of a cone spanned by more
//! rays than its dimension into simplicial cones (placing triangulation),
//! and the polar of a simplicial cone.
//!
//! Counting works with the polar (dual) cones: the polar of a vertex's
//! tangent cone is spanned by the normals of the constraints tight there,
//! and a vertex at which more constraints are tight than there are
//! dimensions has a polar that is not simplicial. Triangulating it in the
//! dual is allowed: the simplices overlap only in lower-dimensional cones,
//! whose polars contain lines and so have a generating function of zero.

use super::exact::{det, primitive, rank, to_rats, Int};
use num_traits::{Signed, Zero};
use std::collections::HashMap;

/// A cone spanned by `rays` (rows), simplicial when there are as many
/// linearly independent rays as dimensions.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cone {
    /// The rays, primitive integer vectors.
    pub rays: Vec<Vec<Int>>,
}

impl Cone {
    /// The absolute value of the determinant of the rays: the cone's index
    /// (the number of lattice points in its half-open fundamental
    /// parallelepiped); 1 for a unimodular cone.
    pub fn index(&self) -> Int {
        det(&self.rays).abs()
    }
}

/// The sign of `det(facet ∪ {v})`, the facet's rays first.
fn side(rays: &[Vec<Int>], facet: &[usize], v: &[Int]) -> i32 {
    let mut m: Vec<Vec<Int>> = facet.iter().map(|&i| rays[i].clone()).collect();
    m.push(v.to_vec());
    let d = det(&m);
    if d.is_zero() {
        0
    } else if d.is_positive() {
        1
    } else {
        -1
    }
}

/// A triangulation of the full-dimensional cone spanned by `rays`
/// (dimension `dim`) into simplicial cones whose rays are among `rays`:
/// the placing triangulation, each ray in turn joined to the boundary
/// facets it sees. `None` if the rays do not span the space.
pub fn triangulate(rays: &[Vec<Int>], dim: usize) -> Option<Vec<Cone>> {
    let mut unique: Vec<Vec<Int>> = Vec::new();
    for r in rays {
        let r = primitive(r);
        if !r.iter().all(Zero::is_zero) && !unique.contains(&r) {
            unique.push(r);
        }
    }
    let rays = unique;
    if dim == 0 {
        return Some(vec![Cone { rays: Vec::new() }]);
    }
    // An initial simplex: rays that raise the rank.
    let mut first: Vec<usize> = Vec::new();
    for i in 0..rays.len() {
        let mut trial: Vec<_> = first.iter().map(|&j| to_rats(&rays[j])).collect();
        trial.push(to_rats(&rays[i]));
        if rank(&trial) == trial.len() {
            first.push(i);
            if first.len() == dim {
                break;
            }
        }
    }
    if first.len() < dim {
        return None;
    }
    let mut simplices: Vec<Vec<usize>> = vec![first.clone()];
    for v in (0..rays.len()).filter(|i| !first.contains(i)) {
        // The boundary facets: those of exactly one simplex, with the ray
        // of that simplex opposite them.
        let mut facets: HashMap<Vec<usize>, (usize, usize)> = HashMap::new();
        for s in &simplices {
            for (k, &opposite) in s.iter().enumerate() {
                let mut f: Vec<usize> = s
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != k)
                    .map(|(_, &x)| x)
                    .collect();
                f.sort_unstable();
                facets
                    .entry(f)
                    .and_modify(|e| e.0 += 1)
                    .or_insert((1, opposite));
            }
        }
        let mut added = Vec::new();
        for (f, (count, opposite)) in facets {
            if count != 1 {
                continue;
            }
            let sv = side(&rays, &f, &rays[v]);
            let so = side(&rays, &f, &rays[opposite]);
            if sv != 0 && sv == -so {
                let mut s = f.clone();
                s.push(v);
                added.push(s);
            }
        }
        added.sort();
        simplices.extend(added);
    }
    Some(
        simplices
            .into_iter()
            .map(|s| Cone {
                rays: s.iter().map(|&i| rays[i].clone()).collect(),
            })
            .collect(),
    )
}
