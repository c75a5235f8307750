//! [`Vars`]: one piecewise affine expression per named dimension, to write
//! constraints in Rust (islpy's `make_zero_and_vars` and `affs_from_space`).

use crate::error::*;
use crate::object::*;
use std::collections::HashMap;
use std::ops::Index;

/// The zero and one variable per named dimension of a set space, each a
/// [`PwAff`] on that space: islpy's `make_zero_and_vars` ([`Vars::set`],
/// [`Vars::with_params`]) and `affs_from_space` ([`Vars::from_space`]).
///
/// Variables combine with the operators of [`PwAff`] (`&i + 2`, `&n - &i`,
/// `&i * 3`) and compare into sets with ISL's own methods: `a.le_set(&b)`
/// is the set where `a <= b` (likewise `lt_set`, `ge_set`, `gt_set`,
/// `eq_set`, `ne_set`). Sets intersect with `&` and unite with `|`.
/// `vars["i"]` panics on a name that is no variable; [`Vars::get`] returns
/// `None` instead.
///
/// ```
/// use isl_safe::{Context, Set, Vars};
/// # fn main() -> isl_safe::Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let v = Vars::set(&["i", "j"])?.with_params(&["n"])?;
/// let (i, j, n) = (&v["i"], &v["j"], &v["n"]);
/// let dom = i.ge_set(v.zero())? & i.lt_set(n)? & j.ge_set(v.zero())? & j.le_set(&(i + 2))?;
/// assert_eq!(dom, "[n] -> { [i, j] : 0 <= i < n and 0 <= j <= i + 2 }".parse::<Set>()?);
/// assert!(v.get("k").is_none());
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone)]
pub struct Vars {
    zero: PwAff,
    vars: Vec<(String, PwAff)>,
    by_name: HashMap<String, usize>,
}

impl Vars {
    /// The variables of the set space with the dimensions `set` and no
    /// parameters, in the thread's current context; add parameters with
    /// [`with_params`](Self::with_params). (islpy's `make_zero_and_vars`
    /// takes the set's names first and the parameters' second, as two
    /// lists that swap silently; here each list is named by its method.)
    /// Errors as [`Space::from_names`]: an empty name or one given twice is
    /// an [`Error::InvalidArgument`].
    pub fn set(set: &[&str]) -> Result<Vars> {
        Vars::from_space(&Space::from_names(&[], set)?)
    }

    /// These variables with the parameters `params` added after any the
    /// space has: `Vars::set(&["i", "j"])?.with_params(&["n"])?` is the
    /// space `[n] -> { [i, j] }`. A name given twice, or already a
    /// dimension's, is an [`Error::InvalidArgument`].
    ///
    /// ```
    /// use isl_safe::{Context, Set, Vars};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let v = Vars::set(&["i"])?.with_params(&["n", "m"])?;
    /// let rows = v["i"].lt_set(&v["n"])? & v["i"].ge_set(&v["m"])?;
    /// assert_eq!(rows, "[n, m] -> { [i] : m <= i < n }".parse::<Set>()?);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn with_params(self, params: &[&str]) -> Result<Vars> {
        let space = self.zero.get_domain_space()?;
        let added = space.context().scope(|| Space::from_names(params, &[]))?;
        let n = space.dim(DimType::Param)?;
        let mut all = space.add_dims(DimType::Param, params.len() as u32)?;
        for k in 0..params.len() {
            let id = added.get_dim_id(DimType::Param, k as u32)?;
            all = all.set_dim_id(DimType::Param, (n + k) as u32, id)?;
        }
        Vars::from_space(&all)
    }

    /// The variables of the space with the parameters `params` and the set
    /// dimensions `set`: `Vars::set(set)?.with_params(params)`, which names
    /// each list by its method (here the parameters came first, and
    /// islpy's `make_zero_and_vars` takes them last: swapped lists built
    /// another space without complaint).
    ///
    /// ```
    /// # #![allow(deprecated)]
    /// use isl_safe::{Context, Vars};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let old = Vars::new(&["n"], &["i", "j"])?;
    /// let new = Vars::set(&["i", "j"])?.with_params(&["n"])?;
    /// assert_eq!(old.zero(), new.zero());
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[deprecated(
        since = "0.1.0",
        note = "use `Vars::set(set)?.with_params(params)`, which names each list by its method"
    )]
    pub fn new(params: &[&str], set: &[&str]) -> Result<Vars> {
        Vars::set(set)?.with_params(params)
    }

    /// The variables of `space`, a set space (or a parameter space): one per
    /// named parameter and set dimension, each the expression of that
    /// dimension on `space`; unnamed dimensions get none.
    ///
    /// A map space is an [`Error::InvalidArgument`] (make a set of it with
    /// `Space::wrap` or `Space::range` first), and so is a name used twice.
    pub fn from_space(space: &Space) -> Result<Vars> {
        const FN: &str = "Vars::from_space";
        if !(space.is_set()? || space.is_params()?) {
            return Err(Error::InvalidArgument {
                function: FN,
                message: format!("{space} is not a set space"),
            });
        }
        let dict = space.var_dict()?;
        let mut dims: Vec<(&String, DimType, usize)> = dict
            .iter()
            .map(|(name, &(ty, pos))| (name, ty, pos))
            .collect();
        // Parameters first, then set dimensions, each in order.
        dims.sort_by_key(|&(_, ty, pos)| (ty != DimType::Param, pos));
        let ls = LocalSpace::from_space(space)?;
        let zero = PwAff::zero_on_domain(&ls)?;
        let mut vars = Vec::with_capacity(dims.len());
        let mut by_name = HashMap::with_capacity(dims.len());
        for (name, ty, pos) in dims {
            by_name.insert(name.clone(), vars.len());
            vars.push((name.clone(), PwAff::var_on_domain(&ls, ty, pos)?));
        }
        Ok(Vars {
            zero,
            vars,
            by_name,
        })
    }

    /// The expression 0 on the space (islpy's key `0`); `v.zero() + 5` is
    /// the constant 5.
    pub fn zero(&self) -> &PwAff {
        &self.zero
    }

    /// The variable named `name`, or `None` if the space has no such
    /// parameter or set dimension.
    pub fn get(&self, name: &str) -> Option<&PwAff> {
        self.by_name.get(name).map(|&k| &self.vars[k].1)
    }

    /// The variables by name, parameters first, then set dimensions, each
    /// in the space's order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&str, &PwAff)> {
        self.vars.iter().map(|(name, v)| (name.as_str(), v))
    }
}

impl Index<&str> for Vars {
    type Output = PwAff;
    /// The variable named `name`. Panics, naming it, if there is none
    /// ([`Vars::get`] returns `None` instead).
    fn index(&self, name: &str) -> &PwAff {
        self.get(name)
            .unwrap_or_else(|| panic!("no variable named `{name}`"))
    }
}
