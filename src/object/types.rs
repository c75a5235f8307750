//! The ISL object types, one declaration each.

use super::Placeholder;
use crate::prim::sys;
use crate::Context;

object!(
    /// A set of integer tuples described by affine constraints, possibly
    /// parametric (`isl_set`): a finite union of [`BasicSet`]s in one space.
    ///
    /// ```
    /// use isl_safe::{Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Set = "[n] -> { [i] : 0 <= i < n }".parse().unwrap();
    /// assert_eq!(s.to_string(), "[n] -> { [i] : 0 <= i < n }");
    /// assert!(s.is_subset(&"[n] -> { [i] : i >= 0 }".parse::<Set>().unwrap()).unwrap());
    /// ```
    Set, isl_set, print, parse, eq
);
object!(
    /// A convex set: the integer points of one polyhedron (`isl_basic_set`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i] : 0 <= i < 4 }".parse().unwrap();
    /// let s = Set::from(b.clone());
    /// assert_eq!(s.to_string(), b.to_string());
    /// ```
    BasicSet, isl_basic_set, print, parse, eq
);
object!(
    /// A set over several spaces (`isl_union_set`), such as a program's
    /// statement instances `{ S[i]; T[i, j] }`.
    ///
    /// ```
    /// use isl_safe::{Context, UnionSet};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let u: UnionSet = "{ S[i] : 0 <= i < 3; T[] }".parse().unwrap();
    /// assert_eq!(u.sets().unwrap().len(), 2);
    /// ```
    UnionSet, isl_union_set, print, parse, eq
);
object!(
    /// A relation between integer tuples given by affine constraints (`isl_map`).
    ///
    /// ```
    /// use isl_safe::{Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: Map = "{ [i] -> [i + 1] }".parse().unwrap();
    /// assert_eq!(m.reverse().unwrap().to_string(), "{ [i0] -> [i = -1 + i0] }");
    /// ```
    Map, isl_map, print, parse, eq
);
object!(
    /// A convex relation (`isl_basic_map`).
    ///
    /// ```
    /// use isl_safe::{BasicMap, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicMap = "{ [i] -> [j] : j = 2i }".parse().unwrap();
    /// assert_eq!(b.to_string(), "{ [i] -> [j] : j = 2i }");
    /// ```
    BasicMap, isl_basic_map, print, parse, eq
);
object!(
    /// A relation over several pairs of spaces (`isl_union_map`), such as an
    /// access relation or a schedule.
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: UnionMap = "{ S[i] -> A[i]; T[i] -> A[i + 1] }".parse().unwrap();
    /// assert_eq!(m.range().unwrap().to_string(), "{ A[i0] }");
    /// ```
    UnionMap, isl_union_map, print, parse, eq
);
object!(
    /// The space of a set, map or function: parameters, tuples and their names (`isl_space`).
    ///
    /// ```
    /// use isl_safe::{Context, DimType, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let space = "[n] -> { S[i, j] }".parse::<Set>().unwrap().get_space().unwrap();
    /// assert_eq!(space.dim(DimType::Set).unwrap(), 2);
    /// assert_eq!(space.to_string(), "[n] -> { S[i, j] }");
    /// ```
    Space, isl_space, print, eq
);
object!(
    /// A space with local (existentially quantified) variables (`isl_local_space`),
    /// in which constraints and affine expressions are built.
    ///
    /// ```
    /// use isl_safe::{Context, LocalSpace, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let ls = LocalSpace::from_space("{ [i] }".parse::<Set>().unwrap().get_space().unwrap()).unwrap();
    /// assert_eq!(ls.to_string(), "{ [i] }");
    /// ```
    LocalSpace, isl_local_space
);
object!(
    /// An integer, rational, infinity or NaN (`isl_val`).
    ///
    /// ```
    /// use isl_safe::{Context, Val};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let v = Val::int_from_si(7).unwrap() / Val::int_from_si(2).unwrap();
    /// assert_eq!(v.to_string(), "7/2");
    /// ```
    Val, isl_val, print, parse
);
object!(
    /// An identifier: a name, possibly with user data, compared by identity (`isl_id`).
    ///
    /// ```
    /// use isl_safe::{Context, Id};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let a = Id::read_from_str("A").unwrap();
    /// assert_eq!(a.get_name().unwrap().as_deref(), Some("A"));
    /// assert_eq!(a, Id::read_from_str("A").unwrap()); // ISL shares ids by name
    /// ```
    Id, isl_id, print, parse
);
object!(
    /// A single point of a set (`isl_point`).
    ///
    /// ```
    /// use isl_safe::{Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Set = "{ [i] : 2 <= i <= 3 }".parse().unwrap();
    /// let pts: Vec<String> = s.points().unwrap().iter().map(|p| p.to_string()).collect();
    /// assert_eq!(pts, ["{ [2] }", "{ [3] }"]);
    /// ```
    Point, isl_point, print
);
object!(
    /// An affine equality or inequality (`isl_constraint`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i] : 0 <= i <= 9 }".parse().unwrap();
    /// assert_eq!(b.constraints().unwrap().len(), 2);
    /// ```
    Constraint, isl_constraint
);
object!(
    /// An affine expression over a domain (`isl_aff`).
    ///
    /// ```
    /// use isl_safe::{Aff, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let a: Aff = "{ [i] -> [(2i + 1)] }".parse().unwrap();
    /// assert_eq!((a * 3).to_string(), "{ [i] -> [(3 + 6i)] }");
    /// ```
    Aff, isl_aff, print, parse
);
object!(
    /// A piecewise affine expression (`isl_pw_aff`).
    ///
    /// ```
    /// use isl_safe::{Context, PwAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let p: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }".parse().unwrap();
    /// assert_eq!(p.to_string(), "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }");
    /// ```
    PwAff, isl_pw_aff, print, parse, eq
);
object!(
    /// A tuple of affine expressions over one domain (`isl_multi_aff`).
    ///
    /// ```
    /// use isl_safe::{Context, MultiAff};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: MultiAff = "{ [i, j] -> [j, i] }".parse().unwrap();
    /// assert_eq!(m.to_string(), "{ [i, j] -> [(j), (i)] }");
    /// ```
    MultiAff, isl_multi_aff, print, parse
);

object!(
    /// A list of [`BasicSet`]s (`isl_basic_set_list`).
    ///
    /// ```
    /// use isl_safe::{BasicSetList, Context, Set};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s: Set = "{ [i] : i < 0 or i > 5 }".parse().unwrap();
    /// let list: BasicSetList = s.basic_set_list().unwrap();
    /// assert_eq!(list.size().unwrap(), 2);
    /// ```
    BasicSetList, isl_basic_set_list, print
);
object!(
    /// A list of [`Set`]s (`isl_set_list`).
    ///
    /// ```
    /// use isl_safe::{Context, SetList, UnionSet};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let u: UnionSet = "{ A[i] : 0 <= i < 2; B[] }".parse().unwrap();
    /// let list: SetList = u.set_list().unwrap();
    /// assert_eq!(list.size().unwrap(), 2);
    /// ```
    SetList, isl_set_list, print
);
object!(
    /// A list of [`BasicMap`]s (`isl_basic_map_list`).
    ///
    /// ```
    /// use isl_safe::{Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: Map = "{ [i] -> [i] : i < 0; [i] -> [-i] : i >= 0 }".parse().unwrap();
    /// assert_eq!(m.basic_map_list().unwrap().size().unwrap(), 2);
    /// ```
    BasicMapList, isl_basic_map_list, print
);
object!(
    /// A list of [`Map`]s (`isl_map_list`).
    ///
    /// ```
    /// use isl_safe::{Context, UnionMap};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let u: UnionMap = "{ A[i] -> B[i]; C[] -> D[] }".parse().unwrap();
    /// assert_eq!(u.map_list().unwrap().size().unwrap(), 2);
    /// ```
    MapList, isl_map_list, print
);
object!(
    /// A list of [`Constraint`]s (`isl_constraint_list`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i] : i = 3 }".parse().unwrap();
    /// assert_eq!(b.constraint_list().unwrap().size().unwrap(), 1);
    /// ```
    ConstraintList, isl_constraint_list, print
);

printer_display!(LocalSpace, isl_printer_print_local_space);
printer_display!(Constraint, isl_printer_print_constraint);

/// The kinds of dimensions (`enum isl_dim_type`).
///
/// ```
/// use isl_safe::{Context, DimType, Map};
/// let ctx = Context::new().unwrap();
/// let _scope = ctx.enter();
/// let m: Map = "[n] -> { [i] -> [j, k] }".parse().unwrap();
/// assert_eq!(m.dim(DimType::Param).unwrap(), 1);
/// assert_eq!(m.dim(DimType::In).unwrap(), 1);
/// assert_eq!(m.dim(DimType::Out).unwrap(), 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DimType {
    /// Constant term (`isl_dim_cst`).
    Cst,
    /// Parameters (`isl_dim_param`).
    Param,
    /// Input dimensions of a map (`isl_dim_in`).
    In,
    /// Output dimensions of a map (`isl_dim_out`).
    Out,
    /// Set dimensions (`isl_dim_set`, the same as `Out`).
    Set,
    /// Local (existentially quantified) variables (`isl_dim_div`).
    Div,
    /// All dimensions (`isl_dim_all`).
    All,
}

impl DimType {
    /// ISL's value.
    pub(crate) fn raw(self) -> sys::isl_dim_type {
        use sys::isl_dim_type as T;
        match self {
            DimType::Cst => T::isl_dim_cst,
            DimType::Param => T::isl_dim_param,
            DimType::In => T::isl_dim_in,
            DimType::Out => T::isl_dim_out,
            DimType::Set => T::isl_dim_set,
            DimType::Div => T::isl_dim_div,
            DimType::All => T::isl_dim_all,
        }
    }
}

/// Implements [`Placeholder`] from an expression over the raw context `$ctx`.
macro_rules! placeholder {
    ($($name:ident => |$ctx:ident| $make:expr;)*) => {$(
        impl Placeholder for $name {
            fn placeholder(ctx: &Context) -> *mut Self::Raw {
                let $ctx = ctx.as_ptr();
                // SAFETY: the context is alive while `ctx` is; each constructor
                // consumes only the objects it is given.
                let ptr = unsafe { $make };
                if ptr.is_null() {
                    // Out of memory while recovering from a failed call: no valid
                    // value can be made, so stop as Rust does on allocation failure.
                    std::process::abort();
                }
                ptr
            }
        }
    )*};
}

placeholder! {
    Set => |c| sys::isl_set_empty(sys::isl_space_set_alloc(c, 0, 0));
    BasicSet => |c| sys::isl_basic_set_empty(sys::isl_space_set_alloc(c, 0, 0));
    UnionSet => |c| sys::isl_union_set_empty_ctx(c);
    Map => |c| sys::isl_map_empty(sys::isl_space_alloc(c, 0, 0, 0));
    BasicMap => |c| sys::isl_basic_map_empty(sys::isl_space_alloc(c, 0, 0, 0));
    UnionMap => |c| sys::isl_union_map_empty_ctx(c);
    Space => |c| sys::isl_space_set_alloc(c, 0, 0);
    LocalSpace => |c| sys::isl_local_space_from_space(sys::isl_space_set_alloc(c, 0, 0));
    Val => |c| sys::isl_val_nan(c);
    Aff => |c| sys::isl_aff_zero_on_domain_space(sys::isl_space_set_alloc(c, 0, 0));
    PwAff => |c| sys::isl_pw_aff_from_aff(sys::isl_aff_zero_on_domain_space(sys::isl_space_set_alloc(c, 0, 0)));
    MultiAff => |c| sys::isl_multi_aff_zero(sys::isl_space_alloc(c, 0, 0, 0));
    Point => |c| sys::isl_point_void(sys::isl_space_set_alloc(c, 0, 0));
    Constraint => |c| sys::isl_constraint_alloc_equality(sys::isl_local_space_from_space(sys::isl_space_set_alloc(c, 0, 0)));
    BasicSetList => |c| sys::isl_basic_set_list_alloc(c, 0);
    SetList => |c| sys::isl_set_list_alloc(c, 0);
    BasicMapList => |c| sys::isl_basic_map_list_alloc(c, 0);
    MapList => |c| sys::isl_map_list_alloc(c, 0);
    ConstraintList => |c| sys::isl_constraint_list_alloc(c, 0);
}
