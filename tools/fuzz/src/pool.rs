//! The objects a case has made so far, per type, and the argument kinds.

use crate::case::Arg;
use crate::shapes::Shaped;
use isl_safe::*;

/// At most this many results of each type are kept; later ones replace
/// earlier ones in turn.
pub const CAPACITY: usize = 8;

/// The objects of one type: the shapes the pool was filled with (see
/// [`crate::shapes`]) and the results of operations.
pub struct Slots<T> {
    /// Objects of chosen shapes (empty until the type is first drawn).
    pub shapes: Vec<T>,
    /// Results of operations, at most [`CAPACITY`].
    pub results: Vec<T>,
    /// How many times the shapes were made in this case.
    pub fills: u32,
}

impl<T> Default for Slots<T> {
    fn default() -> Self {
        Slots {
            shapes: Vec::new(),
            results: Vec::new(),
            fills: 0,
        }
    }
}

impl<T> Slots<T> {
    fn len(&self) -> usize {
        self.shapes.len() + self.results.len()
    }

    fn at(&self, i: i64) -> Option<&T> {
        let n = self.len();
        if n == 0 {
            return None;
        }
        let k = i.rem_euclid(n as i64) as usize;
        if k < self.shapes.len() {
            self.shapes.get(k)
        } else {
            self.results.get(k - self.shapes.len())
        }
    }

    fn remove(&mut self, i: i64) -> Option<T> {
        let n = self.len();
        if n == 0 {
            return None;
        }
        let k = i.rem_euclid(n as i64) as usize;
        if k < self.shapes.len() {
            Some(self.shapes.swap_remove(k))
        } else {
            Some(self.results.swap_remove(k - self.shapes.len()))
        }
    }
}

macro_rules! pool {
    (copy: [$($t:ident,)*] nocopy: [$($n:ident,)*]) => {
        paste::paste! {
        /// The objects made by a case, per type, and its contexts.
        #[derive(Default)]
        pub struct Pool {
            $(
                #[doc = concat!("The `", stringify!($t), "` objects.")]
                pub [<$t:snake>]: Slots<$t>,
            )*
            $(
                #[doc = concat!("The `", stringify!($n), "` objects (ISL cannot copy them: a draw takes one out).")]
                pub [<$n:snake>]: Slots<$n>,
            )*
            /// How many objects were stored (drives the replacement order).
            pub stored: usize,
            /// The case's context.
            pub ctx: Option<Context>,
            /// A second context, for objects that must not mix with the first.
            pub other: Option<Context>,
            /// Print each object drawn (replaying a case with a trace).
            pub trace: bool,
        }

        /// The object types a slot may name: every object type of isl-safe.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Ty { $( #[doc = stringify!($t)] $t, )* $( #[doc = stringify!($n)] $n, )* }

        impl Ty {
            /// Every type.
            pub const ALL: &'static [Ty] = &[$(Ty::$t,)* $(Ty::$n,)*];

            /// Its name, as isl-safe spells the type.
            pub fn name(self) -> &'static str {
                match self { $( Ty::$t => stringify!($t), )* $( Ty::$n => stringify!($n), )* }
            }

            /// The type called `name`.
            pub fn from_name(name: &str) -> Option<Ty> {
                Ty::ALL.iter().copied().find(|t| t.name() == name)
            }
        }

        impl Pool {
            /// Makes the shapes of the type `t` (see [`Pool::fill`]).
            pub fn fill_by_tag(&mut self, t: Ty) {
                match t {
                    $( Ty::$t => self.fill::<$t>(), )*
                    $( Ty::$n => self.fill::<$n>(), )*
                }
            }

            /// How many shapes of the type `t` the pool holds.
            pub fn shapes_of(&self, t: Ty) -> usize {
                match t {
                    $( Ty::$t => self.[<$t:snake>].shapes.len(), )*
                    $( Ty::$n => self.[<$n:snake>].shapes.len(), )*
                }
            }
        }

        $(
            impl Pooled for $t {
                const TY: Ty = Ty::$t;
                const COPY: bool = true;
                fn slots(p: &mut Pool) -> &mut Slots<Self> {
                    &mut p.[<$t:snake>]
                }
                fn copy_of(x: &Self) -> Option<Self> {
                    Some(x.clone())
                }
            }
        )*
        $(
            impl Pooled for $n {
                const TY: Ty = Ty::$n;
                const COPY: bool = false;
                fn slots(p: &mut Pool) -> &mut Slots<Self> {
                    &mut p.[<$n:snake>]
                }
                fn copy_of(_: &Self) -> Option<Self> {
                    None
                }
            }
        )*
        }
    };
}

/// A type kept in the pool.
pub trait Pooled: Sized + Shaped + std::fmt::Debug + 'static {
    /// Its tag.
    const TY: Ty;
    /// Whether ISL can copy its objects.
    const COPY: bool;
    /// Its objects in the pool.
    fn slots(p: &mut Pool) -> &mut Slots<Self>;
    /// A copy of `x`, or `None` for the types ISL cannot copy.
    fn copy_of(x: &Self) -> Option<Self>;
}

pool! {
    copy: [
    Set, BasicSet, UnionSet, Map, BasicMap, UnionMap, Space, LocalSpace, Val, Id, Point,
    Constraint, Aff, PwAff, MultiAff, BasicSetList, SetList, BasicMapList, MapList,
    ConstraintList, PwMultiAff, MultiPwAff, UnionPwAff, UnionPwMultiAff, MultiUnionPwAff,
    MultiVal, MultiId, Qpolynomial, PwQpolynomial, QpolynomialFold, PwQpolynomialFold,
    UnionPwQpolynomial, UnionPwQpolynomialFold, Term, Mat, IslVec, Schedule, ScheduleNode,
    ScheduleConstraints, UnionAccessInfo, UnionFlow, AstBuild, AstExpr, AstNode,
    AstPrintOptions, FixedBox, StrideInfo, IdToAstExpr, IdToId, IdToPwAff, MapToBasicSet,
    AffList, PwAffList, PwMultiAffList, UnionPwAffList, UnionPwMultiAffList, QpolynomialList,
    PwQpolynomialList, PwQpolynomialFoldList, UnionSetList, UnionMapList, ValList, IdList,
    AstExprList, AstNodeList,
    ]
    nocopy: [Stream, Vertices, Vertex, Cell, AccessInfo, Flow, Restriction, Printer,]
}

/// The most times the shapes of a type ISL cannot copy are made again in
/// one case (each draw takes one out).
const MAX_FILLS: u32 = 64;

impl Pool {
    /// A copy of the object of type `T` in slot `i` (taken modulo the number
    /// of such objects), or `None` when there is none. Never makes shapes.
    pub fn get<T: Pooled + Clone>(&mut self, i: i64) -> Option<T> {
        T::slots(self).at(i).cloned()
    }

    /// The object of type `T` in slot `i`: a copy, or the object itself for
    /// the types ISL cannot copy (taken out). Makes the type's shapes first
    /// when the pool has none of them.
    pub fn draw<T: Pooled>(&mut self, i: i64) -> Option<T> {
        self.fill::<T>();
        let trace = self.trace;
        let slots = T::slots(self);
        let x = slots.at(i)?;
        let x = match T::copy_of(x) {
            Some(copy) => Some(copy),
            None => slots.remove(i),
        };
        if trace {
            println!("    drew {:?}: {x:?}", T::TY);
        }
        x
    }

    /// The object of type `T` in slot `i`, taken out of the pool (so that it
    /// is not shared). Makes the type's shapes first when there are none.
    pub fn take<T: Pooled>(&mut self, i: i64) -> Option<T> {
        self.fill::<T>();
        let x = T::slots(self).remove(i);
        if self.trace {
            println!("    took {:?}: {x:?}", T::TY);
        }
        x
    }

    /// Makes the shapes of `T` if the pool has no object of that type (once
    /// per case for the types ISL can copy), outside any operation limit.
    pub fn fill<T: Pooled>(&mut self) {
        let slots = T::slots(self);
        if slots.len() > 0 || slots.fills >= MAX_FILLS || (slots.fills > 0 && T::COPY) {
            return;
        }
        slots.fills += 1;
        let Some(ctx) = self.ctx.clone() else { return };
        let other = self.other_context();
        let limit = ctx.get_max_operations().unwrap_or(0);
        ctx.set_max_operations(0);
        if let Some(o) = &other {
            o.set_max_operations(0);
        }
        let shapes = T::shapes(&ctx, other.as_ref());
        // The shapes' work does not count against the case's limit.
        let _ = ctx.reset_operations();
        ctx.set_max_operations(limit);
        if let Some(o) = &other {
            let _ = o.reset_operations();
            o.set_max_operations(limit);
        }
        T::slots(self).shapes = shapes;
    }

    /// The second context, made on first use with the first one's limit.
    pub fn other_context(&mut self) -> Option<Context> {
        if self.other.is_none() {
            let other = Context::new().ok()?;
            if let Some(ctx) = &self.ctx {
                other.set_max_operations(ctx.get_max_operations().unwrap_or(0));
            }
            self.other = Some(other);
        }
        self.other.clone()
    }

    /// The case's context.
    pub fn context(&self) -> Option<Context> {
        self.ctx.clone()
    }

    /// Keeps a successful result; errors are expected and dropped.
    pub fn put<T: Pooled>(&mut self, r: Result<T>) {
        if let Ok(x) = r {
            self.add(x);
        }
    }

    /// Keeps an object among the results.
    pub fn add<T: Pooled>(&mut self, x: T) {
        self.stored += 1;
        let stored = self.stored;
        let v = &mut T::slots(self).results;
        if v.len() < CAPACITY {
            v.push(x);
        } else {
            let k = stored % CAPACITY;
            v[k] = x;
        }
    }

    /// Keeps objects among the results.
    pub fn put_all<T: Pooled>(&mut self, xs: Vec<T>) {
        for x in xs {
            self.add(x);
        }
    }
}

/// What kind of value an argument is, for the generator.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum K {
    /// A slot of the given type.
    S(Ty),
    /// A dimension type.
    D,
    /// A position (small, sometimes negative or huge).
    P,
    /// A count (small, sometimes huge).
    N,
    /// A signed value.
    V,
    /// An output format, style or other small enum value.
    F,
    /// A name.
    Name,
    /// The text of an object of the given type.
    T(Ty),
    /// A reader sequence for a stream.
    Readers,
    /// An ISL operation limit (small: most calls after it run out).
    Limit,
}

/// The arguments of an operation, read leniently: a missing or mistyped
/// argument reads as 0, `DimType::Set` or the empty string.
pub struct A<'a>(pub &'a [Arg]);

impl A<'_> {
    /// Integer argument `k`.
    pub fn i(&self, k: usize) -> i64 {
        match self.0.get(k) {
            Some(Arg::Int(v)) => *v,
            _ => 0,
        }
    }
    /// Integer argument `k` as an unsigned value (two's complement).
    pub fn u(&self, k: usize) -> u64 {
        self.i(k) as u64
    }
    /// Dimension type argument `k`.
    pub fn d(&self, k: usize) -> DimType {
        match self.0.get(k) {
            Some(Arg::Dim(d)) => *d,
            _ => DimType::Set,
        }
    }
    /// String argument `k`.
    pub fn s(&self, k: usize) -> &str {
        match self.0.get(k) {
            Some(Arg::Str(s)) => s,
            _ => "",
        }
    }
}

/// Texts of a type, for readers that take ISL's notation (`read_from_str`):
/// the shapes' texts, and lists of them.
pub fn texts(ty: Ty) -> Vec<String> {
    use crate::shapes::{BASIC_MAPS, BASIC_SETS, MAPS, SCHEDULES, SETS, UNION_MAPS, UNION_SETS};
    let list = |els: &[&str]| {
        vec![
            format!(
                "({})",
                els.iter().take(2).copied().collect::<Vec<_>>().join(", ")
            ),
            "()".to_string(),
        ]
    };
    let own = |v: &[&str]| v.iter().map(|t| t.to_string()).collect();
    match ty {
        Ty::Set => own(SETS),
        Ty::BasicSet => own(BASIC_SETS),
        Ty::Map => own(MAPS),
        Ty::BasicMap => own(BASIC_MAPS),
        Ty::UnionSet => own(UNION_SETS),
        Ty::UnionMap => own(UNION_MAPS),
        Ty::Schedule => own(SCHEDULES),
        Ty::SetList => list(SETS),
        Ty::MapList => list(MAPS),
        Ty::UnionSetList => list(UNION_SETS),
        Ty::UnionMapList => list(UNION_MAPS),
        Ty::PwAffList | Ty::AffList => list(&["{ [i] -> [(i)] }", "{ [i] -> [(2i)] }"]),
        Ty::PwMultiAffList => list(&["{ [i] -> [i, 2i] }", "{ [i] -> [] }"]),
        Ty::UnionPwAffList => list(&["{ S[i] -> [(i)] }", "{ T[i] -> [(2i)] }"]),
        Ty::IdList => list(&["a", "b"]),
        Ty::ValList => list(&["1", "2/3"]),
        _ => Vec::new(),
    }
}
