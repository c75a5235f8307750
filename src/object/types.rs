//! The ISL object types, one declaration each, and ISL's enums
//! (re-exported from [`enums`](super::enums)).
//!
//! Every `isl_*` type with an `isl_*_free` is here, except ISL's internal
//! machinery (`isl_ctx`, which [`Context`] owns, `isl_stream`, `isl_args`,
//! `isl_options`, `isl_token`, `isl_hash_table`).

pub use super::enums::*;

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
    Space, isl_space, print, eq, parse
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
    LocalSpace, isl_local_space, eq
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
    /// let list: BasicSetList = s.get_basic_set_list().unwrap();
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
    /// let list: SetList = u.get_set_list().unwrap();
    /// assert_eq!(list.size().unwrap(), 2);
    /// ```
    SetList, isl_set_list, print, parse
);
object!(
    /// A list of [`BasicMap`]s (`isl_basic_map_list`).
    ///
    /// ```
    /// use isl_safe::{Context, Map};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let m: Map = "{ [i] -> [i] : i < 0; [i] -> [-i] : i >= 0 }".parse().unwrap();
    /// assert_eq!(m.get_basic_map_list().unwrap().size().unwrap(), 2);
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
    /// assert_eq!(u.get_map_list().unwrap().size().unwrap(), 2);
    /// ```
    MapList, isl_map_list, print, parse
);
object!(
    /// A list of [`Constraint`]s (`isl_constraint_list`).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let b: BasicSet = "{ [i] : i = 3 }".parse().unwrap();
    /// assert_eq!(b.get_constraint_list().unwrap().size().unwrap(), 1);
    /// ```
    ConstraintList, isl_constraint_list, print
);

object!(
    /// A text ISL reads objects from one after the other (`isl_stream`),
    /// made by [`Stream::from_text`].
    nocopy Stream, isl_stream, opaque
);

printer_display!(LocalSpace, isl_printer_print_local_space);
printer_display!(Constraint, isl_printer_print_constraint);

// ---------------------------------------------------------------------------
// Affine functions.

object!(
    /// A piecewise tuple of affine expressions (`isl_pw_multi_aff`): on each
    /// of disjoint sets of its domain, a [`MultiAff`].
    PwMultiAff, isl_pw_multi_aff, print, parse, eq
);
object!(
    /// A tuple of piecewise affine expressions over one domain (`isl_multi_pw_aff`):
    /// one [`PwAff`] per output dimension.
    MultiPwAff, isl_multi_pw_aff, print, parse, eq
);
object!(
    /// Piecewise affine expressions over several domain spaces (`isl_union_pw_aff`),
    /// each with a one-dimensional range.
    UnionPwAff, isl_union_pw_aff, print, parse
);
object!(
    /// Piecewise tuples of affine expressions over several spaces
    /// (`isl_union_pw_multi_aff`): a union of [`PwMultiAff`]s.
    UnionPwMultiAff, isl_union_pw_multi_aff, print, parse
);
object!(
    /// A tuple of [`UnionPwAff`]s (`isl_multi_union_pw_aff`), such as the
    /// partial schedule of a band in a schedule tree.
    MultiUnionPwAff, isl_multi_union_pw_aff, print, parse
);
object!(
    /// A tuple of values in a set space (`isl_multi_val`), such as tile sizes.
    MultiVal, isl_multi_val, print, parse
);
object!(
    /// A tuple of identifiers in a set space (`isl_multi_id`), such as the
    /// names of a tuple's dimensions.
    MultiId, isl_multi_id, print, parse
);

// ---------------------------------------------------------------------------
// Quasipolynomials.

object!(
    /// A quasipolynomial over a domain (`isl_qpolynomial`): a polynomial in
    /// the variables and integer divisions of affine expressions.
    Qpolynomial, isl_qpolynomial
);
object!(
    /// A piecewise quasipolynomial (`isl_pw_qpolynomial`), such as the number
    /// of points of a parametric set.
    PwQpolynomial, isl_pw_qpolynomial, print, parse
);
object!(
    /// The maximum or minimum ([`Fold`]) of a list of quasipolynomials
    /// (`isl_qpolynomial_fold`).
    QpolynomialFold, isl_qpolynomial_fold
);
object!(
    /// A piecewise quasipolynomial fold (`isl_pw_qpolynomial_fold`), such as
    /// an upper bound computed by ISL.
    PwQpolynomialFold, isl_pw_qpolynomial_fold, parse
);
object!(
    /// Piecewise quasipolynomials over several domain spaces
    /// (`isl_union_pw_qpolynomial`).
    UnionPwQpolynomial, isl_union_pw_qpolynomial, print, parse
);
object!(
    /// Piecewise quasipolynomial folds over several domain spaces
    /// (`isl_union_pw_qpolynomial_fold`).
    UnionPwQpolynomialFold, isl_union_pw_qpolynomial_fold
);
object!(
    /// One term of a quasipolynomial (`isl_term`): a coefficient times a
    /// product of powers of variables and integer divisions.
    Term, isl_term, opaque
);

// ---------------------------------------------------------------------------
// Parametric vertex enumeration.

object!(
    /// The vertices of a parametric polytope and the chambers of its parameter
    /// domain (`isl_vertices`).
    nocopy Vertices, isl_vertices, opaque
);
object!(
    /// One parametric vertex of a [`Vertices`] (`isl_vertex`): an affine
    /// function of the parameters valid on an activity domain.
    nocopy Vertex, isl_vertex, opaque
);
object!(
    /// A chamber of the parameter domain of a [`Vertices`] (`isl_cell`), with
    /// the vertices active on it.
    nocopy Cell, isl_cell, opaque
);

// ---------------------------------------------------------------------------
// Matrices and vectors.

object!(
    /// A matrix of integers (`isl_mat`), as in constraint matrices.
    Mat, isl_mat, opaque, eq
);
object!(
    /// A vector of integers (`isl_vec`).
    ///
    /// Named `IslVec` rather than ISL's `Vec` so as not to shadow
    /// `std::vec::Vec` in code that imports `isl_safe::*`.
    IslVec, isl_vec, eq
);

// ---------------------------------------------------------------------------
// Schedules.

object!(
    /// A schedule tree (`isl_schedule`): the order in which a program's
    /// statement instances run, as a tree of bands, filters, sequences, ...
    Schedule, isl_schedule, yaml, parse
);
object!(
    /// A position in a schedule tree (`isl_schedule_node`): a node together
    /// with the tree it belongs to.
    ScheduleNode, isl_schedule_node, print, eq
);
object!(
    /// The input of ISL's scheduler (`isl_schedule_constraints`): the domain,
    /// the dependences to respect (validity), to optimise (proximity), ...
    unshared ScheduleConstraints, isl_schedule_constraints, yaml, parse
);

// ---------------------------------------------------------------------------
// Dependence analysis.

object!(
    /// The input of the dataflow analysis on union maps
    /// (`isl_union_access_info`): sink, must and may sources, kills, schedule.
    unshared UnionAccessInfo, isl_union_access_info, yaml
);
object!(
    /// The result of the dataflow analysis on union maps (`isl_union_flow`):
    /// must and may dependences, and sink accesses without source.
    unshared UnionFlow, isl_union_flow, yaml
);
object!(
    /// The input of the dataflow analysis on single maps (`isl_access_info`):
    /// a sink access and its potential sources.
    nocopy AccessInfo, isl_access_info, opaque
);
object!(
    /// The result of the dataflow analysis on single maps (`isl_flow`): the
    /// dependence relations per source, and the sink iterations without source.
    nocopy Flow, isl_flow, opaque
);
object!(
    /// A restriction on the source iterations considered by the single-map
    /// dataflow analysis (`isl_restriction`).
    nocopy Restriction, isl_restriction, opaque
);

// ---------------------------------------------------------------------------
// AST generation.

object!(
    /// The state and options of AST generation (`isl_ast_build`): the context
    /// the generated code runs in, and callbacks.
    AstBuild, isl_ast_build, opaque
);
object!(
    /// An expression of a generated AST (`isl_ast_expr`): an operation, an
    /// identifier or an integer.
    AstExpr, isl_ast_expr, print, eq
);
object!(
    /// A node of a generated AST (`isl_ast_node`): a for loop, an if, a
    /// block, a mark or a user statement.
    AstNode, isl_ast_node, print
);
object!(
    /// Callbacks that customise how an AST is printed as C (`isl_ast_print_options`).
    AstPrintOptions, isl_ast_print_options, opaque
);
object!(
    /// ISL's printer (`isl_printer`): writes objects as text to a string or a
    /// file, in ISL's notation, C, or other formats.
    nocopy Printer, isl_printer, opaque
);

// ---------------------------------------------------------------------------
// Box hulls and strides.

object!(
    /// A box of fixed size at a variable offset (`isl_fixed_box`), such as the
    /// result of a simple fixed box hull of a map's range.
    unshared FixedBox, isl_fixed_box, print
);
object!(
    /// The stride and offset of a dimension of a map's range (`isl_stride_info`):
    /// the dimension is the offset plus a multiple of the stride.
    unshared StrideInfo, isl_stride_info, opaque
);

// ---------------------------------------------------------------------------
// Associative arrays.

object!(
    /// A map from identifiers to AST expressions (`isl_id_to_ast_expr`).
    IdToAstExpr, isl_id_to_ast_expr
);
object!(
    /// A map from identifiers to identifiers (`isl_id_to_id`).
    IdToId, isl_id_to_id
);
object!(
    /// A map from identifiers to piecewise affine expressions (`isl_id_to_pw_aff`).
    IdToPwAff, isl_id_to_pw_aff
);
object!(
    /// A map from maps to basic sets (`isl_map_to_basic_set`).
    MapToBasicSet, isl_map_to_basic_set
);

// ---------------------------------------------------------------------------
// Lists.

object!(
    /// A list of [`Aff`]s (`isl_aff_list`).
    AffList, isl_aff_list, print, parse
);
object!(
    /// A list of [`PwAff`]s (`isl_pw_aff_list`).
    PwAffList, isl_pw_aff_list, print, parse
);
object!(
    /// A list of [`PwMultiAff`]s (`isl_pw_multi_aff_list`).
    PwMultiAffList, isl_pw_multi_aff_list, print, parse
);
object!(
    /// A list of [`UnionPwAff`]s (`isl_union_pw_aff_list`).
    UnionPwAffList, isl_union_pw_aff_list, print, parse
);
object!(
    /// A list of [`UnionPwMultiAff`]s (`isl_union_pw_multi_aff_list`).
    UnionPwMultiAffList, isl_union_pw_multi_aff_list, print
);
object!(
    /// A list of [`Qpolynomial`]s (`isl_qpolynomial_list`).
    QpolynomialList, isl_qpolynomial_list, print
);
object!(
    /// A list of [`PwQpolynomial`]s (`isl_pw_qpolynomial_list`).
    PwQpolynomialList, isl_pw_qpolynomial_list, print
);
object!(
    /// A list of [`PwQpolynomialFold`]s (`isl_pw_qpolynomial_fold_list`).
    PwQpolynomialFoldList, isl_pw_qpolynomial_fold_list, print
);
object!(
    /// A list of [`UnionSet`]s (`isl_union_set_list`).
    UnionSetList, isl_union_set_list, print, parse
);
object!(
    /// A list of [`UnionMap`]s (`isl_union_map_list`).
    UnionMapList, isl_union_map_list, print
);
object!(
    /// A list of [`Val`]s (`isl_val_list`).
    ValList, isl_val_list, print, parse
);
object!(
    /// A list of [`Id`]s (`isl_id_list`).
    IdList, isl_id_list, print, parse
);
object!(
    /// A list of [`AstExpr`]s (`isl_ast_expr_list`).
    AstExprList, isl_ast_expr_list, print
);
object!(
    /// A list of [`AstNode`]s (`isl_ast_node_list`).
    AstNodeList, isl_ast_node_list, print
);

printer_display!(Qpolynomial, isl_printer_print_qpolynomial);
printer_display!(QpolynomialFold, isl_printer_print_qpolynomial_fold);
printer_display!(PwQpolynomialFold, isl_printer_print_pw_qpolynomial_fold);
printer_display!(
    UnionPwQpolynomialFold,
    isl_printer_print_union_pw_qpolynomial_fold
);
printer_display!(IslVec, isl_printer_print_vec);
// ISL 0.27 also has `isl_*_to_str` for these (the same printer inside), but
// ISL 0.25 (feature `system`) does not.
printer_display!(IdToAstExpr, isl_printer_print_id_to_ast_expr);
printer_display!(IdToId, isl_printer_print_id_to_id);
printer_display!(IdToPwAff, isl_printer_print_id_to_pw_aff);
printer_display!(MapToBasicSet, isl_printer_print_map_to_basic_set);

/// Implements [`Placeholder`] from an expression over the raw context `$ctx`,
/// and lists the C names of the types that have one.
macro_rules! placeholder {
    ($($name:ident => |$ctx:ident| $make:expr;)*) => {
        $(
            impl Placeholder for $name {
                fn placeholder(ctx: &Context) -> *mut Self::Raw {
                    let $ctx = ctx.as_ptr();
                    // SAFETY: the context is alive while `ctx` is; each constructor
                    // consumes only the objects it is given (`__isl_take`), and
                    // objects only borrowed (`__isl_keep`) are freed here.
                    let ptr = unsafe { $make };
                    if ptr.is_null() {
                        // Out of memory while recovering from a failed call: no valid
                        // value can be made, so stop as Rust does on allocation failure.
                        std::process::abort();
                    }
                    ptr
                }
            }
        )*

        /// The C names of the types with a [`Placeholder`] (see
        /// [`PLACEHOLDER_TYPES`](super::PLACEHOLDER_TYPES)).
        pub(super) const PLACEHOLDER_C_NAMES: &[&str] =
            &[$(<$name as crate::prim::Handle>::C_NAME),*];
    };
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
    Id => |c| sys::isl_id_alloc(c, EMPTY_NAME.as_ptr().cast(), std::ptr::null_mut());
    Aff => |c| sys::isl_aff_zero_on_domain_space(sys::isl_space_set_alloc(c, 0, 0));
    PwAff => |c| sys::isl_pw_aff_from_aff(sys::isl_aff_zero_on_domain_space(sys::isl_space_set_alloc(c, 0, 0)));
    MultiAff => |c| sys::isl_multi_aff_zero(sys::isl_space_alloc(c, 0, 0, 0));
    Point => |c| sys::isl_point_void(sys::isl_space_set_alloc(c, 0, 0));
    Constraint => |c| sys::isl_constraint_alloc_equality(sys::isl_local_space_from_space(sys::isl_space_set_alloc(c, 0, 0)));

    PwMultiAff => |c| sys::isl_pw_multi_aff_empty(sys::isl_space_alloc(c, 0, 0, 0));
    MultiPwAff => |c| sys::isl_multi_pw_aff_zero(sys::isl_space_alloc(c, 0, 0, 0));
    UnionPwAff => |c| sys::isl_union_pw_aff_empty_ctx(c);
    UnionPwMultiAff => |c| sys::isl_union_pw_multi_aff_empty_ctx(c);
    MultiUnionPwAff => |c| sys::isl_multi_union_pw_aff_zero(sys::isl_space_set_alloc(c, 0, 0));
    MultiVal => |c| sys::isl_multi_val_zero(sys::isl_space_set_alloc(c, 0, 0));
    MultiId => |c| sys::isl_multi_id_from_id_list(sys::isl_space_set_alloc(c, 0, 0), sys::isl_id_list_alloc(c, 0));

    Qpolynomial => |c| sys::isl_qpolynomial_zero_on_domain(sys::isl_space_set_alloc(c, 0, 0));
    PwQpolynomial => |c| sys::isl_pw_qpolynomial_zero(sys::isl_space_alloc(c, 0, 0, 1));
    QpolynomialFold => |c| sys::isl_qpolynomial_fold_empty(sys::isl_fold::isl_fold_max, sys::isl_space_alloc(c, 0, 0, 1));
    PwQpolynomialFold => |c| sys::isl_pw_qpolynomial_fold_zero(sys::isl_space_alloc(c, 0, 0, 1), sys::isl_fold::isl_fold_max);
    UnionPwQpolynomial => |c| sys::isl_union_pw_qpolynomial_zero_ctx(c);
    UnionPwQpolynomialFold => |c| sys::isl_union_pw_qpolynomial_fold_zero_ctx(c, sys::isl_fold::isl_fold_max);

    Mat => |c| sys::isl_mat_alloc(c, 0, 0);
    IslVec => |c| sys::isl_vec_alloc(c, 0);

    Schedule => |c| sys::isl_schedule_empty(sys::isl_space_params_alloc(c, 0));
    ScheduleNode => |c| {
        let schedule = sys::isl_schedule_empty(sys::isl_space_params_alloc(c, 0));
        let root = sys::isl_schedule_get_root(schedule);
        sys::isl_schedule_free(schedule);
        root
    };
    ScheduleConstraints => |c| sys::isl_schedule_constraints_on_domain(sys::isl_union_set_empty_ctx(c));
    UnionAccessInfo => |c| sys::isl_union_access_info_from_sink(sys::isl_union_map_empty_ctx(c));
    UnionFlow => |c| sys::isl_union_access_info_compute_flow(
        sys::isl_union_access_info_from_sink(sys::isl_union_map_empty_ctx(c)));

    AstBuild => |c| sys::isl_ast_build_alloc(c);
    AstExpr => |c| sys::isl_ast_expr_from_val(sys::isl_val_zero(c));
    AstNode => |c| sys::isl_ast_node_alloc_user(sys::isl_ast_expr_from_val(sys::isl_val_zero(c)));
    AstPrintOptions => |c| sys::isl_ast_print_options_alloc(c);

    FixedBox => |c| {
        let map = sys::isl_map_empty(sys::isl_space_alloc(c, 0, 0, 0));
        let hull = sys::isl_map_get_range_simple_fixed_box_hull(map);
        sys::isl_map_free(map);
        hull
    };
    StrideInfo => |c| {
        let map = sys::isl_map_universe(sys::isl_space_alloc(c, 0, 0, 1));
        let stride = sys::isl_map_get_range_stride_info(map, 0);
        sys::isl_map_free(map);
        stride
    };

    IdToAstExpr => |c| sys::isl_id_to_ast_expr_alloc(c, 0);
    IdToId => |c| sys::isl_id_to_id_alloc(c, 0);
    IdToPwAff => |c| sys::isl_id_to_pw_aff_alloc(c, 0);
    MapToBasicSet => |c| sys::isl_map_to_basic_set_alloc(c, 0);

    BasicSetList => |c| sys::isl_basic_set_list_alloc(c, 0);
    SetList => |c| sys::isl_set_list_alloc(c, 0);
    BasicMapList => |c| sys::isl_basic_map_list_alloc(c, 0);
    MapList => |c| sys::isl_map_list_alloc(c, 0);
    ConstraintList => |c| sys::isl_constraint_list_alloc(c, 0);
    AffList => |c| sys::isl_aff_list_alloc(c, 0);
    PwAffList => |c| sys::isl_pw_aff_list_alloc(c, 0);
    PwMultiAffList => |c| sys::isl_pw_multi_aff_list_alloc(c, 0);
    UnionPwAffList => |c| sys::isl_union_pw_aff_list_alloc(c, 0);
    UnionPwMultiAffList => |c| sys::isl_union_pw_multi_aff_list_alloc(c, 0);
    QpolynomialList => |c| sys::isl_qpolynomial_list_alloc(c, 0);
    PwQpolynomialList => |c| sys::isl_pw_qpolynomial_list_alloc(c, 0);
    PwQpolynomialFoldList => |c| sys::isl_pw_qpolynomial_fold_list_alloc(c, 0);
    UnionSetList => |c| sys::isl_union_set_list_alloc(c, 0);
    UnionMapList => |c| sys::isl_union_map_list_alloc(c, 0);
    ValList => |c| sys::isl_val_list_alloc(c, 0);
    IdList => |c| sys::isl_id_list_alloc(c, 0);
    AstExprList => |c| sys::isl_ast_expr_list_alloc(c, 0);
    AstNodeList => |c| sys::isl_ast_node_list_alloc(c, 0);
}

/// The name of the placeholder [`Id`]: empty (ISL shares ids by name).
const EMPTY_NAME: &[u8] = b"\0";

// ---------------------------------------------------------------------------
// For the integrator: what ISL 0.27 has (in isl-sys/src/bindings.rs) to give
// the new types `FromStr` (option `parse`, which calls the generated
// `read_from_str` method) and `PartialEq` (option `eq`, which calls the
// generated `is_equal` method). Add an option once its method is generated.
// `plain_is_equal` compares representations, not sets of values: a
// `PartialEq` on it would have to say so.
//
// | Rust type              | C type                          | read | equality functions
// | ---------------------- | ------------------------------- | ---- | ------------------
// | PwMultiAff             | isl_pw_multi_aff                | yes  | isl_pw_multi_aff_is_equal, isl_pw_multi_aff_plain_is_equal
// | MultiPwAff             | isl_multi_pw_aff                | yes  | isl_multi_pw_aff_is_equal, isl_multi_pw_aff_plain_is_equal
// | UnionPwAff             | isl_union_pw_aff                | yes  | isl_union_pw_aff_plain_is_equal
// | UnionPwMultiAff        | isl_union_pw_multi_aff          | yes  | isl_union_pw_multi_aff_plain_is_equal
// | MultiUnionPwAff        | isl_multi_union_pw_aff          | yes  | isl_multi_union_pw_aff_plain_is_equal
// | MultiVal               | isl_multi_val                   | yes  | isl_multi_val_plain_is_equal
// | MultiId                | isl_multi_id                    | yes  | isl_multi_id_plain_is_equal
// | Qpolynomial            | isl_qpolynomial                 | -    | isl_qpolynomial_plain_is_equal
// | PwQpolynomial          | isl_pw_qpolynomial              | yes  | isl_pw_qpolynomial_plain_is_equal
// | QpolynomialFold        | isl_qpolynomial_fold            | -    | isl_qpolynomial_fold_plain_is_equal
// | PwQpolynomialFold      | isl_pw_qpolynomial_fold         | yes  | isl_pw_qpolynomial_fold_plain_is_equal
// | UnionPwQpolynomial     | isl_union_pw_qpolynomial        | yes  | isl_union_pw_qpolynomial_plain_is_equal
// | UnionPwQpolynomialFold | isl_union_pw_qpolynomial_fold   | -    | isl_union_pw_qpolynomial_fold_plain_is_equal
// | Term                   | isl_term                        | -    | -
// | Vertices               | isl_vertices                    | -    | -
// | Vertex                 | isl_vertex                      | -    | -
// | Cell                   | isl_cell                        | -    | -
// | Mat                    | isl_mat                         | -    | isl_mat_is_equal
// | IslVec                 | isl_vec                         | -    | isl_vec_is_equal
// | Schedule               | isl_schedule                    | yes  | isl_schedule_plain_is_equal
// | ScheduleNode           | isl_schedule_node               | -    | isl_schedule_node_is_equal
// | ScheduleConstraints    | isl_schedule_constraints        | yes  | -
// | UnionAccessInfo        | isl_union_access_info           | -    | -
// | UnionFlow              | isl_union_flow                  | -    | -
// | AccessInfo             | isl_access_info                 | -    | -
// | Flow                   | isl_flow                        | -    | -
// | Restriction            | isl_restriction                 | -    | -
// | AstBuild               | isl_ast_build                   | -    | -
// | AstExpr                | isl_ast_expr                    | -    | isl_ast_expr_is_equal
// | AstNode                | isl_ast_node                    | -    | -
// | AstPrintOptions        | isl_ast_print_options           | -    | -
// | Printer                | isl_printer                     | -    | -
// | FixedBox               | isl_fixed_box                   | yes  | -
// | StrideInfo             | isl_stride_info                 | -    | -
// | IdToAstExpr            | isl_id_to_ast_expr              | yes  | isl_id_to_ast_expr_is_equal
// | IdToId                 | isl_id_to_id                    | yes  | isl_id_to_id_is_equal
// | IdToPwAff              | isl_id_to_pw_aff                | yes  | isl_id_to_pw_aff_plain_is_equal
// | MapToBasicSet          | isl_map_to_basic_set            | yes  | isl_map_to_basic_set_plain_is_equal
// | AffList                | isl_aff_list                    | yes  | -
// | PwAffList              | isl_pw_aff_list                 | yes  | -
// | PwMultiAffList         | isl_pw_multi_aff_list           | yes  | -
// | UnionPwAffList         | isl_union_pw_aff_list           | yes  | -
// | UnionPwMultiAffList    | isl_union_pw_multi_aff_list     | -    | -
// | QpolynomialList        | isl_qpolynomial_list            | -    | -
// | PwQpolynomialList      | isl_pw_qpolynomial_list         | -    | -
// | PwQpolynomialFoldList  | isl_pw_qpolynomial_fold_list    | -    | -
// | UnionSetList           | isl_union_set_list              | yes  | -
// | UnionMapList           | isl_union_map_list              | -    | -
// | ValList                | isl_val_list                    | yes  | -
// | IdList                 | isl_id_list                     | yes  | -
// | AstExprList            | isl_ast_expr_list               | -    | -
// | AstNodeList            | isl_ast_node_list               | -    | -
//
// Existing types with more available than their options use: `Space` has
// `isl_space_read_from_str`; `LocalSpace` and `Constraint` have `*_is_equal`;
// `Aff` and `MultiAff` have `*_plain_is_equal`; `SetList` and `MapList` have
// `*_read_from_str`; `Val` has `isl_val_eq`.
