//! Evaluating functions at integers: affine and quasi-affine expressions,
//! tuples of them and quasi-polynomials at a point given as integers in
//! order (`eval_ints`) or, as islpy's `eval_with_dict`, by name.
//!
//! ISL evaluates at a [`Point`] of the function's domain (`Aff::eval`,
//! `PwAff::eval`, `PwQpolynomial::eval`); these build the point first, every
//! parameter and every domain dimension set, so that no coordinate is left
//! at the zero a new point starts from.

use crate::error::*;
use crate::object::*;
use std::collections::HashMap;
use std::hash::BuildHasher;

/// A point of `domain` (a set space with its parameters) with the
/// coordinates `values`: the parameters first, then the dimensions.
pub(super) fn point_from_ints(
    domain: Space,
    values: &[i64],
    function: &'static str,
) -> Result<Point> {
    let params = domain.dim(DimType::Param)?;
    let dims = domain.dim(DimType::Set)?;
    if values.len() != params + dims {
        return Err(Error::InvalidArgument {
            function,
            message: format!(
                "the domain {domain} has {params} parameter(s) and {dims} dimension(s), \
                 and {} value(s) were given",
                values.len()
            ),
        });
    }
    let ctx = domain.context().clone();
    let mut point = Point::zero(domain)?;
    let coords = (0..params)
        .map(|k| (DimType::Param, k))
        .chain((0..dims).map(|k| (DimType::Set, k)));
    for ((ty, pos), &v) in coords.zip(values) {
        let v = ctx.scope(|| Val::int_from_si(v))?;
        point.in_place().set_coordinate_val(ty, pos as i32, v)?;
    }
    Ok(point)
}

/// The values of the parameters and dimensions of `domain`, by name, from
/// `values`, in order: `Err` naming a dimension without a name or a name
/// without a value. Other names in `values` are left alone.
pub(super) fn ints_by_name<S: BuildHasher>(
    domain: &Space,
    values: &HashMap<&str, i64, S>,
    function: &'static str,
) -> Result<Vec<i64>> {
    let mut out = Vec::new();
    for ty in [DimType::Param, DimType::Set] {
        for pos in 0..domain.dim(ty)? {
            let name = domain.get_dim_name(ty, pos as u32)?;
            let value = name.as_deref().and_then(|n| values.get(n));
            match (name, value) {
                (Some(_), Some(&v)) => out.push(v),
                (Some(n), None) => {
                    return Err(Error::InvalidArgument {
                        function,
                        message: format!("no value for `{n}` ({ty:?} {pos} of {domain})"),
                    })
                }
                (None, _) => {
                    return Err(Error::InvalidArgument {
                        function,
                        message: format!(
                            "{ty:?} {pos} of {domain} has no name to look its value up by"
                        ),
                    })
                }
            }
        }
    }
    Ok(out)
}

macro_rules! eval_at_ints {
    ($d:tt $($t:ident: $cfn:literal, $example:literal, $ints:expr, $dict:expr, $expected:literal;)*) => {
        macro_rules! eval_at_ints_methods {
            $( ($t) => {
                /// The value at the integers `values`: the parameters first,
                /// then the domain's dimensions, in order. `Err`
                /// ([`Error::InvalidArgument`]) if their number differs from
                /// the domain's; ISL's `NaN` outside the domain of a piecewise
                /// function.
                ///
                /// ```
                /// use isl_safe::*;
                /// use std::collections::HashMap;
                /// let ctx = Context::new()?;
                /// let _scope = ctx.enter();
                #[doc = concat!("let f: ", stringify!($t), " = \"", $example, "\".parse()?;")]
                #[doc = concat!("assert_eq!(f.eval_ints(&", $ints, ")?.to_string(), \"", $expected, "\");")]
                #[doc = concat!("let at: HashMap<&str, i64> = HashMap::from(", $dict, ");")]
                #[doc = concat!("assert_eq!(f.eval_with_dict(&at)?.to_string(), \"", $expected, "\");")]
                /// assert!(f.eval_ints(&[1]).is_err());
                /// # Ok::<(), isl_safe::Error>(())
                /// ```
                pub fn eval_ints(&self, values: &[i64]) -> Result<Val> {
                    let point = $crate::conveniences::eval::point_from_ints(self.get_domain_space()?, values, $cfn)?;
                    self.eval(point)
                }

                /// The value at a point given by name, parameters included, as
                /// islpy's `eval_with_dict`: every parameter and dimension of
                /// the domain must have a name and a value in `values` (`Err`
                /// naming the first that does not); other names are ignored.
                pub fn eval_with_dict<S: BuildHasher>(
                    &self,
                    values: &HashMap<&str, i64, S>,
                ) -> Result<Val> {
                    let domain = self.get_domain_space()?;
                    let ints = $crate::conveniences::eval::ints_by_name(&domain, values, $cfn)?;
                    self.eval($crate::conveniences::eval::point_from_ints(domain, &ints, $cfn)?)
                }

            }; )*
            ($d other:ident) => {};
        }
    };
}

eval_at_ints! { $
    Aff: "isl_aff_eval", "[n] -> { [i, j] -> [(n + 2i - j)] }", "[10, 3, 1]",
        "[(\"n\", 10), (\"i\", 3), (\"j\", 1)]", "15";
    PwAff: "isl_pw_aff_eval", "[n] -> { [i, j] -> [(n + i)] : i >= j; [i, j] -> [(n - j)] : i < j }", "[10, 3, 1]",
        "[(\"n\", 10), (\"i\", 3), (\"j\", 1)]", "13";
    PwQpolynomial: "isl_pw_qpolynomial_eval", "[n] -> { [i, j] -> 1/2 * n * i + 1/2 * j^2 : i >= 0 }", "[10, 3, 1]",
        "[(\"n\", 10), (\"i\", 3), (\"j\", 1)]", "31/2";
}

/// The methods written by hand here, by type, for each type's conveniences
/// block (`conveniences!` in `mod.rs`).
macro_rules! eval_methods {
    (MultiAff) => {
        /// The values of the tuple's expressions at the integers `values` (the
        /// parameters first, then the domain's dimensions), in the tuple's
        /// range space. `Err` ([`Error::InvalidArgument`]) if their number
        /// differs from the domain's.
        ///
        /// ```
        /// use isl_safe::*;
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let tile: MultiAff = "[n] -> { S[i, j] -> Tile[floor(i/32), n - j] }".parse()?;
        /// let at = tile.eval_ints(&[8, 70, 5])?;
        /// assert_eq!(at.to_ints()?, [2, 3]);
        /// # Ok::<(), isl_safe::Error>(())
        /// ```
        pub fn eval_ints(&self, values: &[i64]) -> Result<MultiVal> {
            const FN: &str = "isl_aff_eval";
            let point =
                $crate::conveniences::eval::point_from_ints(self.get_domain_space()?, values, FN)?;
            let n = self.size()?;
            let mut vals = Vec::with_capacity(n);
            for k in 0..n {
                vals.push(self.get_at(k as i32)?.eval(&point)?);
            }
            let list = self
                .context()
                .scope(|| vals.into_iter().collect::<Result<ValList>>())?;
            MultiVal::from_val_list(self.get_space()?.range()?, list)
        }
    };
    ($other:ident) => {};
}
