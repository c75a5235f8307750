//! Dimensions by name, as islpy offers them: spaces built from lists of
//! names, dictionaries from names to dimensions, the coefficients of
//! constraints and affine expressions keyed by name (and their inverse), and
//! objects whose dimensions are reordered to follow another space's names.
//!
//! Everything here is written over the generated methods (`dim`,
//! `get_dim_name`, `set_dim_name`, `move_dims`, `align_params`, ...); a
//! name that is missing, repeated or unknown is an
//! [`Error::InvalidArgument`] naming it, and leaves every object as it was.

use crate::error::*;
use crate::object::*;
use std::collections::hash_map::Entry;
use std::collections::HashMap;

/// The kinds of dimensions that carry names, in islpy's order (`In`,
/// `Param`, then `Out`, which a set space reports as `Set`).
const NAMED_KINDS: [DimType; 3] = [DimType::In, DimType::Param, DimType::Out];

pub(super) fn invalid(function: &'static str, message: String) -> Error {
    Error::InvalidArgument { function, message }
}

/// The kind `ty` as a caller of this space's methods writes it: `Set`
/// rather than `Out` for the dimensions of a set space.
pub(super) fn reported(space: &Space, ty: DimType) -> Result<DimType> {
    Ok(if ty == DimType::Out && space.is_set()? {
        DimType::Set
    } else {
        ty
    })
}

/// Checks names for a new space: none empty, none twice.
pub(super) fn check_new_names(function: &'static str, groups: &[&[&str]]) -> Result<()> {
    let mut seen = std::collections::HashSet::new();
    for name in groups.iter().flat_map(|g| g.iter()) {
        if name.is_empty() {
            return Err(invalid(function, "a dimension name is empty".into()));
        }
        if !seen.insert(*name) {
            return Err(invalid(
                function,
                format!("the name `{name}` is given twice"),
            ));
        }
    }
    Ok(())
}

pub(super) fn name_dims(mut space: Space, ty: DimType, names: &[&str]) -> Result<Space> {
    for (pos, name) in names.iter().enumerate() {
        space.in_place().set_dim_name(ty, pos, *name)?;
    }
    Ok(space)
}

/// The dictionaries of a space (see [`Space::var_dict`]).
pub(super) fn space_var_dict(
    space: &Space,
    function: &'static str,
) -> Result<HashMap<String, (DimType, usize)>> {
    space_dict(space, function, "name", |ty, pos| {
        space.get_dim_name(ty, pos)
    })
}

pub(super) fn space_id_dict(
    space: &Space,
    function: &'static str,
) -> Result<HashMap<Id, (DimType, usize)>> {
    space_dict(space, function, "identifier", |ty, pos| {
        match space.has_dim_id(ty, pos)? {
            true => space.get_dim_id(ty, pos).map(Some),
            false => Ok(None),
        }
    })
}

/// The dimensions of `space` by `key` (skipping those without one); a key
/// found twice is an error (`what` says what the key is).
fn space_dict<K: std::hash::Hash + Eq + std::fmt::Display>(
    space: &Space,
    function: &'static str,
    what: &str,
    key: impl Fn(DimType, usize) -> Result<Option<K>>,
) -> Result<HashMap<K, (DimType, usize)>> {
    let mut dict = HashMap::new();
    for ty in NAMED_KINDS {
        let kind = reported(space, ty)?;
        for pos in 0..space.dim(ty)? {
            let Some(k) = key(ty, pos)? else { continue };
            match dict.entry(k) {
                Entry::Vacant(slot) => {
                    slot.insert((kind, pos));
                }
                Entry::Occupied(first) => {
                    let (k, (other, at)) = (first.key(), first.get());
                    return Err(invalid(
                        function,
                        format!(
                            "the {what} `{k}` is used twice in {space}: \
                             {other:?} dimension {at} and {kind:?} dimension {pos}"
                        ),
                    ));
                }
            }
        }
    }
    Ok(dict)
}

pub(super) fn space_var_names(space: &Space, ty: DimType) -> Result<Vec<Option<String>>> {
    (0..space.dim(ty)?)
        .map(|pos| space.get_dim_name(ty, pos))
        .collect()
}

/// `var_dict`, `id_dict` and `var_names` on every type with named
/// dimensions, through its space (as islpy does).
macro_rules! dicts {
    ($d:tt $($(#[$example:meta])* $ty:ident: $space:expr),* $(,)?) => {
        macro_rules! dicts_methods {
            $( ($ty) => {
                /// Every named dimension by name: its kind and position (islpy's
                /// `get_var_dict`). The kinds are `Param`, `In` and `Out` of this
                /// object's space, with `Set` for the dimensions of a set space;
                /// an affine expression's domain dimensions are `In` (the kind
                /// its coefficient methods take). Unnamed dimensions and local
                /// variables are left out.
                ///
                /// A name used twice (two dimensions, of one kind or two) is an
                /// [`Error::InvalidArgument`] naming it, as islpy raises.
                $(#[$example])*
                pub fn var_dict(&self) -> Result<HashMap<String, (DimType, usize)>> {
                    let f: fn(&$ty) -> Result<Space> = $space;
                    $crate::conveniences::names::space_var_dict(&f(self)?, concat!(stringify!($ty), "::var_dict"))
                }

                /// Every dimension that has an identifier, by identifier: its
                /// kind and position (islpy's `get_id_dict`), with the kinds of
                #[doc = concat!("[`var_dict`](", stringify!($ty), "::var_dict).")]
                /// Identifiers are equal when they are the same ISL identifier:
                /// the same name and the same user value ([`Id::named`] for a
                /// plain one). An identifier used twice is an
                /// [`Error::InvalidArgument`].
                pub fn id_dict(&self) -> Result<HashMap<Id, (DimType, usize)>> {
                    let f: fn(&$ty) -> Result<Space> = $space;
                    $crate::conveniences::names::space_id_dict(&f(self)?, concat!(stringify!($ty), "::id_dict"))
                }

                /// The entries of [`var_dict`](Self::var_dict) of kind `ty`
                /// (islpy's `get_var_dict(dimtype)`).
                pub fn var_dict_of(&self, ty: DimType) -> Result<HashMap<String, (DimType, usize)>> {
                    Ok(self.var_dict()?.into_iter().filter(|(_, (k, _))| *k == ty).collect())
                }

                /// The entries of [`id_dict`](Self::id_dict) of kind `ty`
                /// (islpy's `get_id_dict(dimtype)`).
                pub fn id_dict_of(&self, ty: DimType) -> Result<HashMap<Id, (DimType, usize)>> {
                    Ok(self.id_dict()?.into_iter().filter(|(_, (k, _))| *k == ty).collect())
                }

                /// The names of the dimensions of kind `ty`, in order, `None`
                /// for an unnamed one (islpy's `get_var_names`); the kinds are
                /// those of this object's space (`In` for the domain of an
                /// affine expression). A kind the space does not have (`Div`,
                /// `All`) is an [`Error::InvalidArgument`].
                pub fn var_names(&self, ty: DimType) -> Result<Vec<Option<String>>> {
                    if !matches!(ty, DimType::Param | DimType::In | DimType::Out | DimType::Set) {
                        return Err($crate::conveniences::names::invalid(
                            concat!(stringify!($ty), "::var_names"),
                            format!("a space has no names of kind {ty:?}"),
                        ));
                    }
                    let f: fn(&$ty) -> Result<Space> = $space;
                    $crate::conveniences::names::space_var_names(&f(self)?, ty)
                }

            }; )*
            ($d other:ident) => {};
        }
    };
}

dicts! { $
    /// ```
    /// use isl_safe::{Context, DimType, Space};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let space = Space::map_from_names(&["n"], &["i"], &["a"])?;
    /// let vars = space.var_dict()?;
    /// assert_eq!(vars["n"], (DimType::Param, 0));
    /// assert_eq!(vars["i"], (DimType::In, 0));
    /// assert_eq!(vars["a"], (DimType::Out, 0));
    /// assert_eq!(space.var_names(DimType::Out)?, [Some("a".to_string())]);
    /// # Ok(())
    /// # }
    /// ```
    Space: |s| Ok(s.clone()),
    LocalSpace: LocalSpace::get_space,
    /// ```
    /// use isl_safe::{Context, DimType, Id, Set};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: Set = "[n] -> { [i, j] : 0 <= i < n }".parse()?;
    /// let vars = s.var_dict()?;
    /// assert_eq!(vars["n"], (DimType::Param, 0));
    /// assert_eq!(vars["j"], (DimType::Set, 1));
    /// assert_eq!(s.id_dict()?[&Id::named("i")?], (DimType::Set, 0));
    /// // Unnamed dimensions are left out; a name used twice is an error.
    /// let unnamed: Set = "{ [i, 0] }".parse()?;
    /// assert_eq!(unnamed.var_dict()?.len(), 1);
    /// assert!(s.set_dim_name(DimType::Set, 1, "i")?.var_dict().is_err());
    /// # Ok(())
    /// # }
    /// ```
    Set: Set::get_space,
    BasicSet: BasicSet::get_space,
    Map: Map::get_space,
    BasicMap: BasicMap::get_space,
    Aff: Aff::get_space,
    PwAff: PwAff::get_space,
    Constraint: Constraint::get_space,
    /// ```
    /// use isl_safe::{Context, DimType, PwQpolynomial};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let count: PwQpolynomial = "[n] -> { [i] -> n * i : 0 <= i < n }".parse()?;
    /// assert_eq!(count.var_dict()?["i"], (DimType::In, 0));
    /// assert_eq!(count.var_dict_of(DimType::Param)?.len(), 1);
    /// assert_eq!(count.var_names(DimType::Param)?, [Some("n".to_string())]);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    PwQpolynomial: PwQpolynomial::get_space,
    Qpolynomial: Qpolynomial::get_space,
}

/// A term of an affine constraint or expression: the key of
/// [`Constraint::coefficients_by_name`] and [`Aff::coefficients_by_name`].
///
/// ```
/// use isl_safe::{Context, DimType, LinearTerm, Set};
/// # fn main() -> isl_safe::Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s: Set = "[n] -> { [i] : exists (e : i = 2e) and i <= n - 3 }".parse()?;
/// let mut seen = Vec::new();
/// for b in s.get_basic_set_list()?.to_vec()? {
///     for c in b.get_constraint_list()?.to_vec()? {
///         seen.push(c.coefficients_by_name()?);
///     }
/// }
/// // n - 3 - i >= 0: the constant under `LinearTerm::Constant`, zeros left out.
/// let bound = seen.iter().find(|c| c.len() == 3).unwrap();
/// assert_eq!(bound[&LinearTerm::Constant], -3);
/// assert_eq!(bound[&LinearTerm::from("n")], 1);
/// assert_eq!(bound[&LinearTerm::from("i")], -1);
/// // i = 2e: the local variable has no name.
/// let div = LinearTerm::Unnamed(DimType::Div, 0);
/// let parity = seen.iter().find(|c| c.contains_key(&div)).unwrap();
/// assert_eq!(parity.len(), 2);
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum LinearTerm {
    /// The constant term (islpy's key `1`).
    Constant,
    /// The dimension of this name.
    Var(String),
    /// A dimension without a name: a local variable (`DimType::Div`, as
    /// ISL's coefficient methods number them), or an unnamed parameter or
    /// set, input or output dimension.
    Unnamed(DimType, usize),
}

impl From<&str> for LinearTerm {
    /// The term of the dimension named `name`.
    fn from(name: &str) -> LinearTerm {
        LinearTerm::Var(name.to_string())
    }
}

impl std::fmt::Display for LinearTerm {
    /// `1` for the constant (islpy's key), the name, or the kind and position.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinearTerm::Constant => f.write_str("1"),
            LinearTerm::Var(name) => f.write_str(name),
            LinearTerm::Unnamed(ty, pos) => write!(f, "{ty:?} {pos}"),
        }
    }
}

/// The non-zero coefficients of an object with `dim`, `get_dim_name`,
/// `get_coefficient_val` and `get_constant_val`, over the kinds `kinds`.
macro_rules! collect_coefficients {
    ($obj:expr, $kinds:expr, $space:expr, $function:expr) => {{
        let obj = $obj;
        let space: Space = $space;
        // Names used twice are an error, as in `var_dict`.
        $crate::conveniences::names::space_var_dict(&space, $function)?;
        let mut out = HashMap::new();
        for ty in $kinds {
            let kind = $crate::conveniences::names::reported(&space, ty)?;
            for pos in 0..obj.dim(ty)? {
                let v = obj.get_coefficient_val(ty, pos)?;
                if v.is_zero()? {
                    continue;
                }
                let name = if ty == DimType::Div {
                    None
                } else {
                    obj.get_dim_name(ty, pos)?
                };
                let term = match name {
                    Some(name) => LinearTerm::Var(name),
                    None => LinearTerm::Unnamed(kind, pos),
                };
                out.insert(term, v);
            }
        }
        let c = obj.get_constant_val()?;
        if !c.is_zero()? {
            out.insert(LinearTerm::Constant, c);
        }
        Ok(out)
    }};
}

/// What [`set_by_name`] needs of a constraint or an affine expression.
pub(super) trait Coefficients: Sized + Object {
    fn dims(&self, function: &'static str) -> Result<HashMap<String, (DimType, usize)>>;
    fn with_coefficient(self, ty: DimType, pos: usize, v: Val) -> Result<Self>;
    fn with_constant(self, v: Val) -> Result<Self>;
}

impl Coefficients for Constraint {
    fn dims(&self, function: &'static str) -> Result<HashMap<String, (DimType, usize)>> {
        space_var_dict(&self.get_space()?, function)
    }
    fn with_coefficient(mut self, ty: DimType, pos: usize, v: Val) -> Result<Self> {
        self.in_place().set_coefficient_val(ty, pos, v)?;
        Ok(self)
    }
    fn with_constant(mut self, v: Val) -> Result<Self> {
        self.in_place().set_constant_val(v)?;
        Ok(self)
    }
}

impl Coefficients for Aff {
    fn dims(&self, function: &'static str) -> Result<HashMap<String, (DimType, usize)>> {
        let mut dict = space_var_dict(&self.get_space()?, function)?;
        // The output dimension has no coefficient.
        dict.retain(|_, (ty, _)| *ty != DimType::Out);
        Ok(dict)
    }
    fn with_coefficient(mut self, ty: DimType, pos: usize, v: Val) -> Result<Self> {
        self.in_place().set_coefficient_val(ty, pos, v)?;
        Ok(self)
    }
    fn with_constant(mut self, v: Val) -> Result<Self> {
        self.in_place().set_constant_val(v)?;
        Ok(self)
    }
}

pub(super) fn set_by_name<T: Coefficients>(
    mut obj: T,
    coefficients: &[(&str, i64)],
    constant: i64,
    function: &'static str,
) -> Result<T> {
    let dims = obj.dims(function)?;
    let ctx = obj.context().clone();
    let mut seen = std::collections::HashSet::new();
    for (name, k) in coefficients {
        let Some(&(ty, pos)) = dims.get(*name) else {
            let mut known: Vec<&str> = dims.keys().map(String::as_str).collect();
            known.sort_unstable();
            return Err(invalid(
                function,
                format!("no dimension is named `{name}` (the names are {known:?})"),
            ));
        };
        if !seen.insert(*name) {
            return Err(invalid(
                function,
                format!("the name `{name}` is given twice"),
            ));
        }
        let v = ctx.scope(|| Val::int_from_si(*k))?;
        obj = obj.with_coefficient(ty, pos, v)?;
    }
    let c = ctx.scope(|| Val::int_from_si(constant))?;
    obj.with_constant(c)
}

/// What alignment by name needs of an object: its space, and ISL's moves of
/// dimensions (which go between kinds only, one at a time here).
pub(super) trait Align: Sized + Clone + Object {
    /// The object's kinds that follow the template, each with the template's
    /// kind it follows; an error when `template` is not a space of the kind
    /// this type aligns to.
    fn kinds(template: &Space, function: &'static str) -> Result<Vec<(DimType, DimType)>>;
    fn space(&self) -> Result<Space>;
    fn count(&self, ty: DimType) -> Result<usize>;
    fn moved(self, dst: DimType, dst_pos: usize, src: DimType, src_pos: usize) -> Result<Self>;
    fn params_like(self, model: Space) -> Result<Self>;
    fn with_tuple(self, ty: DimType, id: Id) -> Result<Self>;
    /// A parameter set as a set with no set dimensions (islpy's
    /// `from_params` before aligning).
    fn out_of_params(self) -> Result<Self> {
        Ok(self)
    }

    /// `var_dict`, with the caller's function name in its errors.
    fn var_dict_of(&self, function: &'static str) -> Result<HashMap<String, (DimType, usize)>> {
        space_var_dict(&self.space()?, function)
    }
}

/// The template's kinds for a set: its set dimensions (none for a parameter
/// space).
fn set_template(template: &Space, function: &'static str) -> Result<Vec<(DimType, DimType)>> {
    if !(template.is_set()? || template.is_params()?) || template.is_wrapping()? {
        return Err(invalid(
            function,
            format!("the template {template} is not a set space"),
        ));
    }
    Ok(vec![(DimType::Set, DimType::Set)])
}

/// The template's kinds for a map: its input and output dimensions.
fn map_template(template: &Space, function: &'static str) -> Result<Vec<(DimType, DimType)>> {
    if !template.is_map()? || template.domain_is_wrapping()? || template.range_is_wrapping()? {
        return Err(invalid(
            function,
            format!("the template {template} is not a map space without nested tuples"),
        ));
    }
    Ok(vec![
        (DimType::In, DimType::In),
        (DimType::Out, DimType::Out),
    ])
}

/// The template's kinds for an affine expression: the dimensions of a set
/// space, or the input dimensions of a map space (another expression's).
fn expr_template(template: &Space, function: &'static str) -> Result<Vec<(DimType, DimType)>> {
    if template.is_map()? && !template.domain_is_wrapping()? {
        return Ok(vec![(DimType::In, DimType::In)]);
    }
    set_template(template, function)
        .map_err(|_| {
            invalid(
                function,
                format!("the template {template} is neither a set space nor a map space"),
            )
        })
        .map(|_| vec![(DimType::In, DimType::Set)])
}

macro_rules! align {
    ($($ty:ident: $template:ident, $tuple:ident),*) => {$(
        impl Align for $ty {
            fn kinds(template: &Space, function: &'static str) -> Result<Vec<(DimType, DimType)>> {
                $template(template, function)
            }
            fn space(&self) -> Result<Space> {
                self.get_space()
            }
            fn count(&self, ty: DimType) -> Result<usize> {
                self.dim(ty)
            }
            fn moved(
                mut self,
                dst: DimType,
                dst_pos: usize,
                src: DimType,
                src_pos: usize,
            ) -> Result<Self> {
                self.in_place().move_dims(dst, dst_pos, src, src_pos, 1u32)?;
                Ok(self)
            }
            fn params_like(mut self, model: Space) -> Result<Self> {
                self.in_place().align_params(model)?;
                Ok(self)
            }
            fn with_tuple(mut self, ty: DimType, id: Id) -> Result<Self> {
                align!(@tuple $tuple, self, ty, id);
                Ok(self)
            }
            align!(@params $tuple);
        }
    )*};
    (@tuple set, $obj:ident, $ty:ident, $id:ident) => {{
        let _ = $ty;
        $obj.in_place().set_tuple_id($id)?;
    }};
    (@tuple typed, $obj:ident, $ty:ident, $id:ident) => {
        $obj.in_place().set_tuple_id($ty, $id)?;
    };
    (@params set) => {
        fn out_of_params(mut self) -> Result<Self> {
            if self.get_space()?.is_params()? {
                self.in_place().from_params()?;
            }
            Ok(self)
        }
    };
    (@params typed) => {};
}
align!(
    Set: set_template, set,
    BasicSet: set_template, set,
    Map: map_template, typed,
    BasicMap: map_template, typed,
    Aff: expr_template, typed,
    PwAff: expr_template, typed
);

/// Whether dimensions of kind `ty` of `space` form a nested tuple.
fn nested(space: &Space, ty: DimType) -> Result<bool> {
    Ok(match ty {
        DimType::In => space.is_map()? && space.domain_is_wrapping()?,
        DimType::Out => space.is_map()? && space.range_is_wrapping()?,
        _ => space.is_set()? && space.is_wrapping()?,
    })
}

/// The names and identifiers of the template's dimensions of kind `ty`:
/// `None` when none of them has a name (islpy leaves such a kind as it is
/// when the object's are unnamed too), an error when only some have one.
fn template_dims(
    template: &Space,
    ty: DimType,
    function: &'static str,
) -> Result<Option<(Vec<String>, Vec<Id>)>> {
    let names = space_var_names(template, ty)?;
    if names.iter().all(Option::is_none) && !names.is_empty() {
        return Ok(None);
    }
    let mut ids = Vec::new();
    let mut named = Vec::new();
    for (pos, name) in names.into_iter().enumerate() {
        let Some(name) = name else {
            return Err(invalid(
                function,
                format!(
                    "{:?} dimension {pos} of the template {template} has no name",
                    reported(template, ty)?
                ),
            ));
        };
        named.push(name);
        ids.push(template.get_dim_id(ty, pos)?);
    }
    Ok(Some((named, ids)))
}

/// `obj` with its dimensions reordered by name to follow `template` (islpy's
/// `align_spaces`), see `Set::align_spaces`; `keep_extra` is islpy's
/// `obj_bigger_ok`.
pub(super) fn align_to<T: Align>(
    obj: &T,
    template: &Space,
    keep_extra: bool,
    function: &'static str,
) -> Result<T> {
    let kinds = T::kinds(template, function)?;
    space_var_dict(template, function)?;
    let space = obj.space()?;
    space_var_dict(&space, function)?;
    let mut tuples = Vec::new();
    for &(ty, _) in &kinds {
        if nested(&space, ty)? {
            return Err(invalid(
                function,
                format!("{space} has a wrapped (nested) tuple: unwrap or flatten it first"),
            ));
        }
        // (An expression on a parameter domain has a set space.)
        let has_kind = ty != DimType::In || space.is_map()?;
        if has_kind && !space.is_params()? && space.has_tuple_id(ty)? {
            tuples.push((ty, space.get_tuple_id(ty)?));
        }
    }
    let mut obj = obj.clone().out_of_params()?;
    // The template's parameters that are other dimensions here become
    // parameters.
    let params = template.params()?;
    for name in space_var_names(&params, DimType::Param)?.iter().flatten() {
        match obj.var_dict_of(function)?.get(name) {
            Some(&(DimType::Param, _)) | None => {}
            Some(&(ty, pos)) => {
                let end = obj.count(DimType::Param)?;
                obj = obj.moved(DimType::Param, end, ty, pos)?;
            }
        }
    }
    // Each kind and how many dimensions the template gives it.
    let mut placed = Vec::new();
    for &(ty, template_ty) in &kinds {
        let Some((names, ids)) = template_dims(template, template_ty, function)? else {
            let unnamed = space_var_names(&obj.space()?, ty)?;
            if unnamed.iter().all(Option::is_none) {
                continue;
            }
            return Err(invalid(
                function,
                format!("the {template_ty:?} dimensions of the template {template} have no names"),
            ));
        };
        for (k, (name, id)) in names.iter().zip(ids).enumerate() {
            match obj.var_dict_of(function)?.get(name) {
                Some(&(at, pos)) if at == ty && pos == k => {}
                Some(&(DimType::Param, pos)) => {
                    obj = obj.moved(ty, k, DimType::Param, pos)?;
                }
                Some(&(at, pos)) => {
                    // Through the parameters: ISL moves between kinds only.
                    let end = obj.count(DimType::Param)?;
                    obj = obj.moved(DimType::Param, end, at, pos)?;
                    obj = obj.moved(ty, k, DimType::Param, end)?;
                }
                None => {
                    // A new unconstrained dimension with the template's
                    // identifier: a new last parameter, moved into place.
                    let end = obj.count(DimType::Param)?;
                    let model = obj
                        .space()?
                        .params()?
                        .add_dims(DimType::Param, 1u32)?
                        .set_dim_id(DimType::Param, end, id)?;
                    obj = obj.params_like(model)?;
                    obj = obj.moved(ty, k, DimType::Param, end)?;
                }
            }
        }
        placed.push((ty, names.len()));
    }
    if !keep_extra {
        // Checked once every kind is in place: a name may move to a kind
        // the loop reaches later.
        for (ty, len) in placed {
            if obj.count(ty)? > len {
                let left: Vec<String> = space_var_names(&obj.space()?, ty)?
                    .into_iter()
                    .enumerate()
                    .skip(len)
                    .map(|(pos, n)| n.unwrap_or_else(|| format!("(unnamed {pos})")))
                    .collect();
                return Err(invalid(
                    function,
                    format!(
                        "the {:?} dimensions {left:?} of {space} are not in the template {template}",
                        reported(&space, ty)?
                    ),
                ));
            }
        }
        let wanted = space_var_names(&params, DimType::Param)?;
        let left: Vec<String> = space_var_names(&obj.space()?, DimType::Param)?
            .into_iter()
            .map(|n| n.unwrap_or_default())
            .filter(|n| !wanted.iter().flatten().any(|w| w == n))
            .collect();
        if !left.is_empty() {
            return Err(invalid(
                function,
                format!("the parameters {left:?} of {space} are not in the template {template}"),
            ));
        }
    }
    obj = obj.params_like(params)?;
    for (ty, id) in tuples {
        obj = obj.with_tuple(ty, id)?;
    }
    Ok(obj)
}

macro_rules! align_methods {
    ($d:tt $($(#[$example:meta])* $ty:ident: $template:literal),* $(,)?) => {
        macro_rules! align_dispatch {
            $( ($ty) => {
                #[doc = concat!("This ", $template, " with its dimensions reordered by name to follow")]
                /// those of `template`, and its parameters in the template's
                /// order (islpy's `align_spaces`); with
                /// [`align_spaces_keep_extra`](Self::align_spaces_keep_extra),
                /// dimensions the template lacks are allowed.
                ///
                /// The template is a space: a set space for a set; a map space
                /// for a map; a set space, or another expression's space, for an
                /// affine expression (whose domain follows it). Each dimension of
                /// the template takes its place, whatever its kind here: one this
                /// object lacks is added, unconstrained, with the template's
                /// identifier; a parameter here becomes a dimension and the other
                /// way round. Tuple names stay this object's own. Kinds whose
                /// dimensions are unnamed in both stay as they are.
                ///
                /// Errors ([`Error::InvalidArgument`] naming the dimensions, this
                /// object unchanged): a dimension (parameters included) not in the
                /// template; a template dimension without a name, or a name used
                /// twice in either; a template of another kind of space; nested
                /// (wrapped) tuples.
                $(#[$example])*
                pub fn align_spaces(&self, template: &Space) -> Result<$ty> {
                    $crate::conveniences::names::align_to(self, template, false, concat!(stringify!($ty), "::align_spaces"))
                }

                /// As [`align_spaces`](Self::align_spaces), but dimensions and
                /// parameters the template lacks are kept, after the template's
                /// (islpy's `align_spaces(obj, template, obj_bigger_ok=True)`).
                pub fn align_spaces_keep_extra(&self, template: &Space) -> Result<$ty> {
                    $crate::conveniences::names::align_to(self, template, true, concat!(stringify!($ty), "::align_spaces_keep_extra"))
                }

                #[doc = concat!("This ", $template, " and `other` in the same space, as far as names")]
                /// decide it (islpy's `align_two`): each kind of dimension,
                /// parameters included, holds `other`'s names in `other`'s
                /// order, then those only this one has; each gets the dimensions
                /// it lacks, unconstrained. Each keeps its own tuple names.
                ///
                /// Errors as [`align_spaces`](Self::align_spaces) (a dimension
                /// without a name where the other has named ones), both
                /// unchanged.
                pub fn align_two(&self, other: &$ty) -> Result<($ty, $ty)> {
                    const FN: &str = concat!(stringify!($ty), "::align_two");
                    let a = $crate::conveniences::names::align_to(self, &other.get_space()?, true, FN)?;
                    let b = $crate::conveniences::names::align_to(other, &a.get_space()?, true, FN)?;
                    Ok((a, b))
                }

            }; )*
            ($d other:ident) => {};
        }
    };
}
align_methods! { $
    /// ```
    /// use isl_safe::{Context, Set, Space};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: Set = "[n] -> { S[j, i] : 0 <= j < i < n }".parse()?;
    /// let template = Space::from_names(&["n"], &["i", "j", "k"])?;
    /// assert_eq!(s.align_spaces(&template)?, "[n] -> { S[i, j, k] : 0 <= j < i < n }".parse::<Set>()?);
    /// assert!(s.align_spaces(&Space::from_names(&["n"], &["i"])?).is_err());
    ///
    /// let (a, b) = s.align_two(&"[m] -> { [k, i] : i < m }".parse()?)?;
    /// assert_eq!(a, "[m, n] -> { S[k, i, j] : 0 <= j < i < n }".parse::<Set>()?);
    /// assert_eq!(b, "[m, n] -> { [k, i, j] : i < m }".parse::<Set>()?);
    /// # Ok(())
    /// # }
    /// ```
    Set: "set",
    /// ```
    /// use isl_safe::{BasicSet, Context, Space};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let b1: BasicSet = "[n0, n1, n2] -> { [i0, i1] : }".parse()?;
    /// let b2: BasicSet = "[n0, n2, n1, n3] -> { [i1, i0, i2] : }".parse()?;
    /// let (a1, a2) = b1.align_two(&b2)?;
    /// assert_eq!(a1.to_string(), "[n0, n2, n1, n3] -> { [i1, i0, i2] :  }");
    /// assert_eq!(a2.to_string(), "[n0, n2, n1, n3] -> { [i1, i0, i2] :  }");
    /// # Ok(())
    /// # }
    /// ```
    BasicSet: "set",
    /// ```
    /// use isl_safe::{Context, Map};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let m1: Map = "[m, n] -> { [i, j, k] -> [l, o] : i < l }".parse()?;
    /// let m2: Map = "[m, n] -> { [j, k, l, i] -> [o] }".parse()?;
    /// let aligned = m1.align_spaces(&m2.get_space()?)?;
    /// assert_eq!(aligned.var_dict()?, m2.var_dict()?);
    /// assert_eq!(aligned, "[m, n] -> { [j, k, l, i] -> [o] : i < l }".parse::<Map>()?);
    /// # Ok(())
    /// # }
    /// ```
    Map: "map",
    /// ```
    /// use isl_safe::{BasicMap, Context};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let m1: BasicMap = "[m, n] -> { [i, j, k] -> [l, o] : }".parse()?;
    /// let m2: BasicMap = "[m, n] -> { [j, k, l, i] -> [o] : }".parse()?;
    /// assert_eq!(m1.align_spaces(&m2.get_space()?)?.var_dict()?, m2.var_dict()?);
    /// # Ok(())
    /// # }
    /// ```
    BasicMap: "map",
    /// ```
    /// use isl_safe::{Aff, Context};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let a1: Aff = "[t0, t1, t2] -> { [(32)] }".parse()?;
    /// let a2: Aff = "[t1, t0] -> { [(0)] }".parse()?;
    /// // `t2` is not in the template: an error unless extra ones are kept.
    /// assert!(a1.align_spaces(&a2.get_space()?).is_err());
    /// let a1_aligned = a1.align_spaces_keep_extra(&a2.get_space()?)?;
    /// assert_eq!(a1_aligned.to_string(), "[t1, t0, t2] -> { [(32)] }");
    /// let a2_aligned = a2.align_spaces(&a1.get_space()?)?;
    /// assert_eq!(a2_aligned, "[t1, t0, t2] -> { [(0)] }".parse::<Aff>()?);
    /// # Ok(())
    /// # }
    /// ```
    Aff: "affine expression",
    /// ```
    /// use isl_safe::{Context, PwAff, Space};
    /// # fn main() -> isl_safe::Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let f: PwAff = "[n] -> { [j, i] -> [(i + n)] : j >= 0 }".parse()?;
    /// let template = Space::from_names(&["n"], &["i", "j"])?;
    /// assert_eq!(f.align_spaces(&template)?, "[n] -> { [i, j] -> [(i + n)] : j >= 0 }".parse::<PwAff>()?);
    /// # Ok(())
    /// # }
    /// ```
    PwAff: "affine expression",
}

/// The methods written by hand here, by type, for each type's conveniences
/// block (`conveniences!` in `mod.rs`).
macro_rules! names_methods {
    (Space) => {
        /// The set space with parameters `params` and set dimensions `set`,
        /// named exactly so, in the thread's current context (islpy's
        /// `Space.create_from_names(ctx, set=..., params=...)`). Parameters come
        /// first, as in ISL's notation `[n] -> { [i, j] }`. The tuple has no
        /// name: give it one with [`set_tuple_name`](Space::set_tuple_name).
        ///
        /// An empty name, or a name given twice (among the parameters and set
        /// dimensions together), is an [`Error::InvalidArgument`] naming it; a
        /// name with a NUL byte is [`Error::InteriorNul`].
        ///
        /// ```
        /// use isl_safe::{Context, DimType, Set, Space};
        /// # fn main() -> isl_safe::Result<()> {
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let space = Space::from_names(&["n"], &["i", "j"])?;
        /// assert_eq!(space.to_string(), "[n] -> { [i, j] }");
        /// let named = space.set_tuple_name(DimType::Set, "S")?;
        /// assert_eq!(Set::universe(named)?, "[n] -> { S[i, j] }".parse::<Set>()?);
        /// assert!(Space::from_names(&["i"], &["i"]).is_err());
        /// # Ok(())
        /// # }
        /// ```
        pub fn from_names(params: &[&str], set: &[&str]) -> Result<Space> {
            const FN: &str = "Space::from_names";
            $crate::conveniences::names::check_new_names(FN, &[params, set])?;
            let mut space = Space::set_alloc(params.len(), set.len())?;
            space = $crate::conveniences::names::name_dims(space, DimType::Param, params)?;
            $crate::conveniences::names::name_dims(space, DimType::Set, set)
        }

        /// The map space with parameters `params`, input dimensions `in_` and
        /// output dimensions `out`, named exactly so, in the thread's current
        /// context (islpy's `Space.create_from_names(ctx, in_=..., out=...,
        /// params=...)`). Errors as [`Space::from_names`].
        ///
        /// ```
        /// use isl_safe::{Context, Space};
        /// # fn main() -> isl_safe::Result<()> {
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let space = Space::map_from_names(&["n"], &["i"], &["a", "b"])?;
        /// assert_eq!(space.to_string(), "[n] -> { [i] -> [a, b] }");
        /// # Ok(())
        /// # }
        /// ```
        pub fn map_from_names(params: &[&str], in_: &[&str], out: &[&str]) -> Result<Space> {
            const FN: &str = "Space::map_from_names";
            $crate::conveniences::names::check_new_names(FN, &[params, in_, out])?;
            let mut space = Space::alloc(params.len(), in_.len(), out.len())?;
            space = $crate::conveniences::names::name_dims(space, DimType::Param, params)?;
            space = $crate::conveniences::names::name_dims(space, DimType::In, in_)?;
            $crate::conveniences::names::name_dims(space, DimType::Out, out)
        }
    };
    (Constraint) => {
        /// The constraint's non-zero coefficients by term: each named
        /// dimension's under [`LinearTerm::Var`], the constant under
        /// [`LinearTerm::Constant`], unnamed dimensions and local variables under
        /// [`LinearTerm::Unnamed`] (islpy's `get_coefficients_by_name`, which leaves
        /// the last out). The constraint is `sum + constant = 0` for an
        /// equality, `>= 0` otherwise ([`is_equality`](Constraint::is_equality)).
        ///
        /// Two dimensions of the same name are an [`Error::InvalidArgument`]
        /// naming it. See [`LinearTerm`] for an example.
        pub fn coefficients_by_name(&self) -> Result<HashMap<LinearTerm, Val>> {
            collect_coefficients!(
                self,
                [DimType::Param, DimType::In, DimType::Out, DimType::Div],
                self.get_space()?,
                "Constraint::coefficients_by_name"
            )
        }

        /// The equality `sum of coefficient * dimension + constant = 0` over
        /// `space` (a set or map space), with each coefficient given by the
        /// dimension's name (islpy's `Constraint.eq_from_names`, whose key `1`
        /// is `constant` here); dimensions not listed have coefficient 0.
        ///
        /// A name that is no dimension of `space`, or listed twice, is an
        /// [`Error::InvalidArgument`] naming it; so is a name used by two
        /// dimensions of `space`.
        ///
        /// ```
        /// use isl_safe::{BasicSet, Constraint, Context, Space};
        /// # fn main() -> isl_safe::Result<()> {
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let space = Space::from_names(&["n"], &["i"])?;
        /// // i - n + 1 = 0
        /// let c = Constraint::eq_from_names(&space, &[("i", 1), ("n", -1)], 1)?;
        /// let s = BasicSet::universe(space.clone())?.add_constraint(c)?;
        /// assert_eq!(s, "[n] -> { [i] : i = n - 1 }".parse::<BasicSet>()?);
        /// assert!(Constraint::eq_from_names(&space, &[("k", 1)], 0).is_err());
        /// # Ok(())
        /// # }
        /// ```
        pub fn eq_from_names(
            space: &Space,
            coefficients: &[(&str, i64)],
            constant: i64,
        ) -> Result<Constraint> {
            let c = Constraint::equality_alloc(LocalSpace::from_space(space)?)?;
            $crate::conveniences::names::set_by_name(
                c,
                coefficients,
                constant,
                "Constraint::eq_from_names",
            )
        }

        /// The inequality `sum of coefficient * dimension + constant >= 0` over
        /// `space`, as [`eq_from_names`](Constraint::eq_from_names) builds an
        /// equality (islpy's `Constraint.ineq_from_names`), with its errors.
        ///
        /// ```
        /// use isl_safe::{Constraint, Context, Set, Space};
        /// # fn main() -> isl_safe::Result<()> {
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let space = Space::from_names(&["n"], &["i"])?;
        /// // n - 1 - i >= 0, that is i < n
        /// let c = Constraint::ineq_from_names(&space, &[("n", 1), ("i", -1)], -1)?;
        /// let s = Set::universe(space)?.add_constraint(c)?;
        /// assert_eq!(s, "[n] -> { [i] : i < n }".parse::<Set>()?);
        /// # Ok(())
        /// # }
        /// ```
        pub fn ineq_from_names(
            space: &Space,
            coefficients: &[(&str, i64)],
            constant: i64,
        ) -> Result<Constraint> {
            let c = Constraint::inequality_alloc(LocalSpace::from_space(space)?)?;
            $crate::conveniences::names::set_by_name(
                c,
                coefficients,
                constant,
                "Constraint::ineq_from_names",
            )
        }
    };
    (Aff) => {
        /// The expression's non-zero coefficients by term, as
        /// [`Constraint::coefficients_by_name`] gives them: named domain
        /// dimensions and parameters under [`LinearTerm::Var`], the constant under
        /// [`LinearTerm::Constant`], unnamed ones and local variables under
        /// [`LinearTerm::Unnamed`] (domain dimensions with kind `In`). Coefficients
        /// may be rational (`{ [i] -> [(i/2)] }` gives `i` the value 1/2).
        ///
        /// ```
        /// use isl_safe::{Aff, Context, LinearTerm};
        /// # fn main() -> isl_safe::Result<()> {
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let a: Aff = "[n] -> { [i, j] -> [(2i - n + 5)] }".parse()?;
        /// let c = a.coefficients_by_name()?;
        /// assert_eq!(c.len(), 3); // j has coefficient 0
        /// assert_eq!(c[&LinearTerm::from("i")], 2);
        /// assert_eq!(c[&LinearTerm::from("n")], -1);
        /// assert_eq!(c[&LinearTerm::Constant], 5);
        /// # Ok(())
        /// # }
        /// ```
        pub fn coefficients_by_name(&self) -> Result<HashMap<LinearTerm, Val>> {
            collect_coefficients!(
                self,
                [DimType::Param, DimType::In, DimType::Div],
                self.get_space()?,
                "Aff::coefficients_by_name"
            )
        }

        /// The affine expression `sum of coefficient * dimension + constant` on
        /// the domain `space` (a set space), with each coefficient given by the
        /// name of a parameter or set dimension of `space`. Errors as
        /// [`Constraint::eq_from_names`].
        ///
        /// ```
        /// use isl_safe::{Aff, Context, Space};
        /// # fn main() -> isl_safe::Result<()> {
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let space = Space::from_names(&["n"], &["i", "j"])?;
        /// let a = Aff::from_names(&space, &[("n", 1), ("i", -1)], -1)?;
        /// assert_eq!(a, "[n] -> { [i, j] -> [(n - i - 1)] }".parse::<Aff>()?);
        /// # Ok(())
        /// # }
        /// ```
        pub fn from_names(
            space: &Space,
            coefficients: &[(&str, i64)],
            constant: i64,
        ) -> Result<Aff> {
            let zero = Aff::zero_on_domain_space(space)?;
            $crate::conveniences::names::set_by_name(
                zero,
                coefficients,
                constant,
                "Aff::from_names",
            )
        }
    };
    ($other:ident) => {};
}
