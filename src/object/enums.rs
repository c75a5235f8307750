//! ISL's enum types, as Rust enums.
//!
//! Each enum has one variant per value of ISL's C enum except the error value
//! (`-1`, which ISL returns on failure), and converts to and from the raw
//! bindgen type through [`IslEnum`]:
//!
//! ```
//! use isl_safe::{AstNodeType, IslEnum};
//! use isl_sys as sys;
//! assert_eq!(AstNodeType::For.to_raw(), sys::isl_ast_node_type::isl_ast_node_for);
//! assert_eq!(AstNodeType::from_raw(sys::isl_ast_node_type::isl_ast_node_user), Some(AstNodeType::User));
//! assert_eq!(AstNodeType::from_raw(sys::isl_ast_node_type::isl_ast_node_error), None);
//! ```

use crate::prim::sys;

/// A Rust enum standing for one of ISL's C enums.
///
/// ```
/// use isl_safe::{DimType, IslEnum};
/// let raw = DimType::Param.to_raw();
/// assert_eq!(DimType::from_raw(raw), Some(DimType::Param));
/// ```
pub trait IslEnum: Copy + Sized {
    /// The C enum, as bindgen declares it (`isl_sys::isl_fold`, ...).
    type Raw;
    /// ISL's value.
    fn to_raw(self) -> Self::Raw;
    /// The variant of ISL's value; `None` for the error value (`-1`) and for
    /// values this enum does not know.
    fn from_raw(raw: Self::Raw) -> Option<Self>;
}

/// Declares a Rust enum mirroring a C enum, with its [`IslEnum`] impl.
macro_rules! isl_enum {
    (
        $(#[$meta:meta])*
        $name:ident = $raw:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $cname:ident, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl IslEnum for $name {
            type Raw = sys::$raw;
            #[inline]
            fn to_raw(self) -> sys::$raw {
                match self {
                    $( $name::$variant => sys::$raw::$cname, )*
                }
            }
            #[inline]
            fn from_raw(raw: sys::$raw) -> Option<Self> {
                match raw {
                    $( sys::$raw::$cname => Some($name::$variant), )*
                    _ => None,
                }
            }
        }
    };
}

isl_enum! {
    /// The kind of a piecewise quasipolynomial fold (`enum isl_fold`):
    /// the maximum or the minimum of its quasipolynomials.
    ///
    /// ```
    /// use isl_safe::{Context, Fold, PwQpolynomial};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let f: PwQpolynomial = "[n] -> { [i] -> i : 0 <= i <= n }".parse()?;
    /// let (max, tight) = f.bound(Fold::Max)?;
    /// assert_eq!(max.to_string(), "[n] -> { max(n) : n >= 0 }");
    /// assert!(tight);
    /// assert_eq!(max.get_type()?, Fold::Max);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    Fold = isl_fold {
        /// The minimum (`isl_fold_min`).
        Min = isl_fold_min,
        /// The maximum (`isl_fold_max`).
        Max = isl_fold_max,
        /// A plain list of quasipolynomials, neither minimum nor maximum
        /// (`isl_fold_list`).
        List = isl_fold_list,
    }
}

isl_enum! {
    /// The operation of an AST operation expression (`enum isl_ast_expr_op_type`,
    /// formerly `isl_ast_op_type`).
    ///
    /// ```
    /// use isl_safe::{AstBuild, AstExprOpType, Context, Error, Set, UnionMap};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let build = AstBuild::from_context("[n] -> { : }".parse::<Set>()?)?;
    /// let ast = build
    ///     .node_from_schedule_map("[n] -> { S[i] -> [i] : 0 <= i < n and 2i < n + 20 }".parse::<UnionMap>()?)?;
    /// assert_eq!(
    ///     ast.to_c_str()?,
    ///     "for (int c0 = 0; c0 <= min(n - 1, floord(n + 1, 2) + 9); c0 += 1)\n  S(c0);\n"
    /// );
    /// // The operations the generated code uses that a C printer may need
    /// // to define (`min`, `max`, floor division, ...), each once.
    /// let mut ops = Vec::new();
    /// ast.foreach_ast_expr_op_type(|op| {
    ///     ops.push(op);
    ///     Ok::<_, Error>(())
    /// })?;
    /// assert_eq!(ops, [AstExprOpType::Min, AstExprOpType::FdivQ]);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[non_exhaustive]
    AstExprOpType = isl_ast_expr_op_type {
        /// Logical and, both sides evaluated (`isl_ast_expr_op_and`).
        And = isl_ast_expr_op_and,
        /// Logical and, short-circuit (`isl_ast_expr_op_and_then`).
        AndThen = isl_ast_expr_op_and_then,
        /// Logical or, both sides evaluated (`isl_ast_expr_op_or`).
        Or = isl_ast_expr_op_or,
        /// Logical or, short-circuit (`isl_ast_expr_op_or_else`).
        OrElse = isl_ast_expr_op_or_else,
        /// Maximum of the arguments (`isl_ast_expr_op_max`).
        Max = isl_ast_expr_op_max,
        /// Minimum of the arguments (`isl_ast_expr_op_min`).
        Min = isl_ast_expr_op_min,
        /// Unary minus (`isl_ast_expr_op_minus`).
        Minus = isl_ast_expr_op_minus,
        /// Sum (`isl_ast_expr_op_add`).
        Add = isl_ast_expr_op_add,
        /// Difference (`isl_ast_expr_op_sub`).
        Sub = isl_ast_expr_op_sub,
        /// Product (`isl_ast_expr_op_mul`).
        Mul = isl_ast_expr_op_mul,
        /// Exact division (`isl_ast_expr_op_div`).
        Div = isl_ast_expr_op_div,
        /// Integer division rounding towards negative infinity (`isl_ast_expr_op_fdiv_q`).
        FdivQ = isl_ast_expr_op_fdiv_q,
        /// Integer division of a non-negative dividend (`isl_ast_expr_op_pdiv_q`).
        PdivQ = isl_ast_expr_op_pdiv_q,
        /// Remainder of a non-negative dividend (`isl_ast_expr_op_pdiv_r`).
        PdivR = isl_ast_expr_op_pdiv_r,
        /// Remainder, only compared with zero (`isl_ast_expr_op_zdiv_r`).
        ZdivR = isl_ast_expr_op_zdiv_r,
        /// Conditional `a ? b : c`, evaluating one branch (`isl_ast_expr_op_cond`).
        Cond = isl_ast_expr_op_cond,
        /// Conditional `a ? b : c`, both branches may be evaluated (`isl_ast_expr_op_select`).
        Select = isl_ast_expr_op_select,
        /// Equal (`isl_ast_expr_op_eq`).
        Eq = isl_ast_expr_op_eq,
        /// Less than or equal (`isl_ast_expr_op_le`).
        Le = isl_ast_expr_op_le,
        /// Less than (`isl_ast_expr_op_lt`).
        Lt = isl_ast_expr_op_lt,
        /// Greater than or equal (`isl_ast_expr_op_ge`).
        Ge = isl_ast_expr_op_ge,
        /// Greater than (`isl_ast_expr_op_gt`).
        Gt = isl_ast_expr_op_gt,
        /// Function call (`isl_ast_expr_op_call`).
        Call = isl_ast_expr_op_call,
        /// Array access (`isl_ast_expr_op_access`).
        Access = isl_ast_expr_op_access,
        /// Structure member access (`isl_ast_expr_op_member`).
        Member = isl_ast_expr_op_member,
        /// Address of (`isl_ast_expr_op_address_of`).
        AddressOf = isl_ast_expr_op_address_of,
    }
}

isl_enum! {
    /// The kind of an AST expression (`enum isl_ast_expr_type`).
    ///
    /// ```
    /// use isl_safe::{AstBuild, AstExprType, Context, PwAff, Set};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let build = AstBuild::from_context("[n] -> { : }".parse::<Set>()?)?;
    /// let e = build.expr_from_pw_aff("[n] -> { [(n + 1)] }".parse::<PwAff>()?)?;
    /// assert_eq!(e.to_c_str()?, "n + 1");
    /// assert_eq!(e.get_type()?, AstExprType::Op);
    /// assert_eq!(e.op_get_arg(0)?.get_type()?, AstExprType::Id);
    /// assert_eq!(e.op_get_arg(1)?.get_type()?, AstExprType::Int);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[non_exhaustive]
    AstExprType = isl_ast_expr_type {
        /// An operation applied to arguments (`isl_ast_expr_op`).
        Op = isl_ast_expr_op,
        /// An identifier (`isl_ast_expr_id`).
        Id = isl_ast_expr_id,
        /// An integer value (`isl_ast_expr_int`).
        Int = isl_ast_expr_int,
    }
}

isl_enum! {
    /// The kind of an AST node (`enum isl_ast_node_type`).
    ///
    /// ```
    /// use isl_safe::{AstBuild, AstNodeType, Context, Set, UnionMap};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?;
    /// let ast = build.node_from_schedule_map("{ S[i] -> [i] : 0 <= i < 4 }".parse::<UnionMap>()?)?;
    /// assert_eq!(ast.to_c_str()?, "for (int c0 = 0; c0 <= 3; c0 += 1)\n  S(c0);\n");
    /// assert_eq!(ast.get_type()?, AstNodeType::For);
    /// assert_eq!(ast.for_get_body()?.get_type()?, AstNodeType::User);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[non_exhaustive]
    AstNodeType = isl_ast_node_type {
        /// A for loop (`isl_ast_node_for`).
        For = isl_ast_node_for,
        /// An if statement (`isl_ast_node_if`).
        If = isl_ast_node_if,
        /// A compound statement: a sequence of nodes (`isl_ast_node_block`).
        Block = isl_ast_node_block,
        /// A node annotated with a mark identifier (`isl_ast_node_mark`).
        Mark = isl_ast_node_mark,
        /// A user statement, an expression (`isl_ast_node_user`).
        User = isl_ast_node_user,
    }
}

isl_enum! {
    /// How AST generation treats a band member's loop (`enum isl_ast_loop_type`).
    ///
    /// ```
    /// use isl_safe::{AstBuild, AstLoopType, Context, Schedule, Set};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 3 }",
    ///     child: { schedule: "[{ S[i] -> [(i)] }]" } }"#.parse()?;
    /// let band = s.get_root()?.child(0)?;
    /// assert_eq!(band.band_member_get_ast_loop_type(0)?, AstLoopType::Default);
    /// let unrolled = band.band_member_set_ast_loop_type(0, AstLoopType::Unroll)?;
    /// let build = AstBuild::from_context("{ : }".parse::<Set>()?)?;
    /// let ast = build.node_from_schedule(unrolled.get_schedule()?)?;
    /// assert_eq!(ast.to_c_str()?, "{\n  S(0);\n  S(1);\n  S(2);\n}\n");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    AstLoopType = isl_ast_loop_type {
        /// ISL's default choice (`isl_ast_loop_default`).
        Default = isl_ast_loop_default,
        /// A single loop, never split (`isl_ast_loop_atomic`).
        Atomic = isl_ast_loop_atomic,
        /// Completely unrolled (`isl_ast_loop_unroll`).
        Unroll = isl_ast_loop_unroll,
        /// Split into separate loops per statement group (`isl_ast_loop_separate`).
        Separate = isl_ast_loop_separate,
    }
}

isl_enum! {
    /// The kind of a schedule tree node (`enum isl_schedule_node_type`).
    ///
    /// ```
    /// use isl_safe::{Context, Schedule, ScheduleNodeType};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: Schedule = r#"{ domain: "{ S[i] : 0 <= i < 3 }",
    ///     child: { schedule: "[{ S[i] -> [(i)] }]" } }"#.parse()?;
    /// let root = s.get_root()?;
    /// assert_eq!(root.get_type()?, ScheduleNodeType::Domain);
    /// assert_eq!(root.child(0)?.get_type()?, ScheduleNodeType::Band);
    /// assert_eq!(root.child(0)?.child(0)?.get_type()?, ScheduleNodeType::Leaf);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[non_exhaustive]
    ScheduleNodeType = isl_schedule_node_type {
        /// A band of partial schedules (`isl_schedule_node_band`).
        Band = isl_schedule_node_band,
        /// Constraints on the parameters (`isl_schedule_node_context`).
        Context = isl_schedule_node_context,
        /// The root: the statement instances to schedule (`isl_schedule_node_domain`).
        Domain = isl_schedule_node_domain,
        /// An expansion of instances into more instances (`isl_schedule_node_expansion`).
        Expansion = isl_schedule_node_expansion,
        /// Extra instances added to the subtree (`isl_schedule_node_extension`).
        Extension = isl_schedule_node_extension,
        /// A filter on the instances reaching the subtree (`isl_schedule_node_filter`).
        Filter = isl_schedule_node_filter,
        /// A leaf (`isl_schedule_node_leaf`).
        Leaf = isl_schedule_node_leaf,
        /// A condition the generated AST guards the subtree with (`isl_schedule_node_guard`).
        Guard = isl_schedule_node_guard,
        /// A node annotated with a mark identifier (`isl_schedule_node_mark`).
        Mark = isl_schedule_node_mark,
        /// Children executed in order (`isl_schedule_node_sequence`).
        Sequence = isl_schedule_node_sequence,
        /// Children executed in any order (`isl_schedule_node_set`).
        Set = isl_schedule_node_set,
    }
}

/// The kinds of dimensions (`enum isl_dim_type`).
///
/// `Out` and `Set` are the same value in ISL: [`IslEnum::from_raw`] gives
/// `Out` for it.
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
    #[inline]
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

impl IslEnum for DimType {
    type Raw = sys::isl_dim_type;
    #[inline]
    fn to_raw(self) -> sys::isl_dim_type {
        self.raw()
    }
    #[inline]
    fn from_raw(raw: sys::isl_dim_type) -> Option<Self> {
        use sys::isl_dim_type as T;
        Some(match raw {
            T::isl_dim_cst => DimType::Cst,
            T::isl_dim_param => DimType::Param,
            T::isl_dim_in => DimType::In,
            T::isl_dim_out => DimType::Out,
            T::isl_dim_div => DimType::Div,
            T::isl_dim_all => DimType::All,
            _ => return None,
        })
    }
}
