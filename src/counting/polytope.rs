//! A basic set without existentials as integer matrices, and the
//! compression of its equalities.
//!
//! The integer points of `{ x : E x + F p + g = 0, A x + B p + c >= 0 }`
//! are those of a full-dimensional polytope in fewer variables: with a
//! unimodular `U` such that `E U = [H 0]` (column echelon form), `x = U y`,
//! the first `r = rank E` coordinates of `y` are fixed by the equalities,
//! `y₁(p) = H⁻¹ (-(F p + g))` (rational affine in the parameters), and the
//! others, `y₂`, are free: `x = U₁ y₁(p) + U₂ y₂` is a bijection between the
//! integer points of the set and those `y₂` of `{ y₂ : A U₂ y₂ + (A U₁ y₁(p) +
//! B p + c) >= 0 }` — wherever `y₁(p)` is integral and the equalities are
//! consistent, a condition on the parameters alone. That condition, and
//! every constraint on the parameters alone, is kept apart as the domain the
//! count is restricted to ([`Compressed::params`]); the polytope keeps only
//! the constraints that involve its variables.

use super::exact::{
    column_echelon, lcm_denominators, primitive, rat, rat_of_val, val_of_rat, Int, Rat,
};
use crate::error::*;
use crate::object::*;
use num_traits::Zero;

/// Affine constraints over variables and parameters: each row is the
/// variables' coefficients, then the parameters', then the constant.
#[derive(Clone, Debug)]
pub(super) struct Rows {
    /// The number of variables.
    pub vars: usize,
    /// The number of parameters.
    pub params: usize,
    /// The rows, each `vars + params + 1` integers.
    pub rows: Vec<Vec<Int>>,
}

/// The matrix of the equalities or inequalities of `bset` (no existentials),
/// in the column order variables, parameters, constant.
pub(super) fn rows_of(bset: &BasicSet, equalities: bool) -> Result<Rows> {
    let (vars, params) = (bset.dim(DimType::Set)?, bset.dim(DimType::Param)?);
    let order = (DimType::Set, DimType::Param, DimType::Cst, DimType::Div);
    let mat = if equalities {
        bset.equalities_matrix(order.0, order.1, order.2, order.3)?
    } else {
        bset.inequalities_matrix(order.0, order.1, order.2, order.3)?
    };
    let (n, m) = (mat.rows()?, mat.cols()?);
    let mut rows = Vec::with_capacity(n);
    for i in 0..n {
        let mut row = Vec::with_capacity(m);
        for j in 0..m {
            row.push(rat_of_val(&mat.get_element_val(i as i32, j as i32)?)?.to_integer());
        }
        row.truncate(vars + params + 1);
        rows.push(row);
    }
    Ok(Rows { vars, params, rows })
}

/// A basic set in `space` (a set space with `rows.vars` dimensions and
/// `rows.params` parameters) from equality and inequality rows.
pub(super) fn basic_set_of(space: &Space, eqs: &Rows, ineqs: &Rows) -> Result<BasicSet> {
    let ctx = space.context().clone();
    let mat = |r: &Rows| -> Result<Mat> {
        let cols = r.vars + r.params + 1;
        let mut m = ctx.scope(|| Mat::alloc(r.rows.len() as u32, cols as u32))?;
        for (i, row) in r.rows.iter().enumerate() {
            for (j, x) in row.iter().enumerate() {
                let v = val_of_rat(&ctx, &rat(x.clone()))?;
                m.in_place().set_element_val(i as i32, j as i32, v)?;
            }
        }
        Ok(m)
    };
    BasicSet::from_constraint_matrices(
        space.clone(),
        mat(eqs)?,
        mat(ineqs)?,
        DimType::Set,
        DimType::Param,
        DimType::Cst,
        DimType::Div,
    )
}

/// A basic set's integer points as a full-dimensional polytope in fewer
/// variables, and the condition on the parameters under which the
/// bijection holds.
#[derive(Clone, Debug)]
pub(super) struct Compressed {
    /// The polytope's inequalities, each involving some variable.
    pub ineqs: Rows,
    /// Equalities (first) and inequalities on the parameters alone that
    /// the set implies, as rows with no variable.
    pub param_eqs: Vec<Vec<Int>>,
    /// See `param_eqs`.
    pub param_ineqs: Vec<Vec<Int>>,
}

/// Compresses the equalities of `eqs` away from the inequalities `ineqs`
/// (see the module's docs). The lattice condition on the parameters
/// (integral `y₁(p)`) is not here: the caller takes it from ISL, as the
/// parameters for which the equalities have an integer solution.
pub(super) fn compress(eqs: &Rows, ineqs: &Rows) -> Compressed {
    let (n, np) = (eqs.vars, eqs.params);
    let mut param_eqs = Vec::new();
    let mut param_ineqs = Vec::new();
    let e: Vec<Vec<Int>> = eqs.rows.iter().map(|r| r[..n].to_vec()).collect();
    let (h, u, pivots) = column_echelon(&e, n);
    let r = pivots.len();
    // y₁(p) as rational affine functions (params' coefficients, constant).
    let mut y1: Vec<Vec<Rat>> = Vec::with_capacity(r);
    for (t, &row) in pivots.iter().enumerate() {
        let mut f: Vec<Rat> = eqs.rows[row][n..].iter().map(|x| -rat(x.clone())).collect();
        for (s, ys) in y1.iter().enumerate() {
            for (fj, yj) in f.iter_mut().zip(ys) {
                *fj -= rat(h[row][s].clone()) * yj;
            }
        }
        let piv = rat(h[row][t].clone());
        y1.push(f.into_iter().map(|x| x / &piv).collect());
    }
    // The rows without a pivot are consistency conditions on the parameters.
    for (i, row) in eqs.rows.iter().enumerate() {
        if pivots.contains(&i) {
            continue;
        }
        let mut f: Vec<Rat> = row[n..].iter().map(|x| rat(x.clone())).collect();
        for (s, ys) in y1.iter().enumerate() {
            for (fj, yj) in f.iter_mut().zip(ys) {
                *fj += rat(h[i][s].clone()) * yj;
            }
        }
        if !f.iter().all(Zero::is_zero) {
            let l = rat(lcm_denominators(&f));
            param_eqs.push(primitive(
                &f.iter().map(|x| (x * &l).to_integer()).collect::<Vec<_>>(),
            ));
        }
    }
    // The inequalities in y₂: A U₂ y₂ + (A U₁ y₁(p) + B p + c).
    let k = n - r;
    let mut rows = Vec::new();
    for row in &ineqs.rows {
        let a = &row[..n];
        let vars: Vec<Rat> = (0..k)
            .map(|j| {
                rat(a
                    .iter()
                    .zip(&u)
                    .map(|(ai, ui)| ai * &ui[r + j])
                    .sum::<Int>())
            })
            .collect();
        let mut rest: Vec<Rat> = row[n..].iter().map(|x| rat(x.clone())).collect();
        for (s, ys) in y1.iter().enumerate() {
            let coef: Int = a.iter().zip(&u).map(|(ai, ui)| ai * &ui[s]).sum();
            for (fj, yj) in rest.iter_mut().zip(ys) {
                *fj += rat(coef.clone()) * yj;
            }
        }
        let all: Vec<Rat> = vars.iter().chain(&rest).cloned().collect();
        let l = rat(lcm_denominators(&all));
        let ints: Vec<Int> = all.iter().map(|x| (x * &l).to_integer()).collect();
        if ints[..k].iter().all(Zero::is_zero) {
            param_ineqs.push(ints[k..].to_vec());
        } else {
            rows.push(ints);
        }
    }
    Compressed {
        ineqs: Rows {
            vars: k,
            params: np,
            rows,
        },
        param_eqs,
        param_ineqs,
    }
}

/// The set of the parameters (in `params_space`) satisfying `eqs` (as
/// equalities) and `ineqs`, rows over the parameters and the constant.
pub(super) fn params_set(
    params_space: &Space,
    eqs: &[Vec<Int>],
    ineqs: &[Vec<Int>],
) -> Result<BasicSet> {
    let np = params_space.dim(DimType::Param)?;
    let space = params_space.clone().set_from_params()?;
    let rows = |v: &[Vec<Int>]| Rows {
        vars: 0,
        params: np,
        rows: v.to_vec(),
    };
    basic_set_of(&space, &rows(eqs), &rows(ineqs))?.params()
}

/// The rational value of an affine expression of the parameters: its
/// coefficients, then the constant (`Err` if it has integer divisions).
pub(super) fn affine_of(aff: &Aff) -> Result<Vec<Rat>> {
    let np = aff.dim(DimType::Param)?;
    if aff.dim(DimType::Div)? != 0 || aff.dim(DimType::In)? != 0 {
        return Err(super::internal(format!(
            "a vertex with integer divisions: {aff}"
        )));
    }
    let mut out = Vec::with_capacity(np + 1);
    for i in 0..np {
        out.push(rat_of_val(
            &aff.get_coefficient_val(DimType::Param, i as i32)?,
        )?);
    }
    out.push(rat_of_val(&aff.get_constant_val()?)?);
    Ok(out)
}

/// The affine expression on the parameters space `ls` with the rational
/// coefficients `f` (parameters, then the constant).
pub(super) fn aff_of(ls: &LocalSpace, f: &[Rat]) -> Result<Aff> {
    let ctx = ls.context().clone();
    let l = rat(lcm_denominators(f));
    let mut aff = Aff::zero_on_domain(ls.clone())?;
    let np = f.len() - 1;
    for (i, x) in f[..np].iter().enumerate() {
        if !x.is_zero() {
            aff.in_place().set_coefficient_val(
                DimType::Param,
                i as i32,
                val_of_rat(&ctx, &(x * &l))?,
            )?;
        }
    }
    aff.in_place()
        .set_constant_val(val_of_rat(&ctx, &(&f[np] * &l))?)?;
    if l != rat(1) {
        aff.in_place().scale_down_val(val_of_rat(&ctx, &l)?)?;
    }
    Ok(aff)
}
