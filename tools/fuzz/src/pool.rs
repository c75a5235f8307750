//! The objects a case has made so far, per type, and the argument kinds.

use crate::case::Arg;
use isl_safe::*;

/// At most this many objects of each type are kept; later ones replace
/// earlier ones in turn.
pub const CAPACITY: usize = 8;

macro_rules! pool {
    ($($field:ident : $t:ty => $tag:ident,)*) => {
        /// The objects made by a case, one list per type.
        #[derive(Default)]
        pub struct Pool {
            $(
                #[doc = concat!("The `", stringify!($t), "` objects.")]
                pub $field: Vec<$t>,
            )*
            /// How many objects were stored (drives the replacement order).
            pub stored: usize,
        }

        /// The object types a slot may name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Ty { $( #[doc = stringify!($t)] $tag, )* }

        impl Ty {
            /// Every type.
            pub const ALL: &'static [Ty] = &[$(Ty::$tag,)*];
        }

        $(
            impl Pooled for $t {
                const TY: Ty = Ty::$tag;
                fn slots(p: &mut Pool) -> &mut Vec<Self> {
                    &mut p.$field
                }
            }
        )*
    };
}

/// A type kept in the pool.
pub trait Pooled: Clone {
    /// Its tag.
    const TY: Ty;
    /// Its list in the pool.
    fn slots(p: &mut Pool) -> &mut Vec<Self>;
}

pool! {
    sets: Set => Set,
    bsets: BasicSet => BasicSet,
    maps: Map => Map,
    bmaps: BasicMap => BasicMap,
    usets: UnionSet => UnionSet,
    umaps: UnionMap => UnionMap,
    vals: Val => Val,
    spaces: Space => Space,
    lspaces: LocalSpace => LocalSpace,
    points: Point => Point,
    constraints: Constraint => Constraint,
    affs: Aff => Aff,
    pwaffs: PwAff => PwAff,
    maffs: MultiAff => MultiAff,
    pmas: PwMultiAff => PwMultiAff,
    mpas: MultiPwAff => MultiPwAff,
    upas: UnionPwAff => UnionPwAff,
    upmas: UnionPwMultiAff => UnionPwMultiAff,
    mupas: MultiUnionPwAff => MultiUnionPwAff,
    mvals: MultiVal => MultiVal,
    ids: Id => Id,
    mids: MultiId => MultiId,
    idlists: IdList => IdList,
    setlists: SetList => SetList,
    usetlists: UnionSetList => UnionSetList,
    vallists: ValList => ValList,
    afflists: AffList => AffList,
    mats: Mat => Mat,
    vecs: IslVec => Vec,
    schedules: Schedule => Schedule,
    nodes: ScheduleNode => Node,
    scs: ScheduleConstraints => Sc,
    uais: UnionAccessInfo => Uai,
    flows: UnionFlow => Flow,
    builds: AstBuild => Build,
    asts: AstNode => Ast,
    exprs: AstExpr => Expr,
    exprlists: AstExprList => ExprList,
    qps: Qpolynomial => Qp,
    pwqps: PwQpolynomial => PwQp,
    pwqpfs: PwQpolynomialFold => PwQpFold,
    upwqps: UnionPwQpolynomial => UPwQp,
    upwqpfs: UnionPwQpolynomialFold => UPwQpFold,
    boxes: FixedBox => FixedBox,
    idtoids: IdToId => IdToId,
    idtopwaffs: IdToPwAff => IdToPwAff,
    idtoexprs: IdToAstExpr => IdToExpr,
    maptobsets: MapToBasicSet => MapToBset,
}

impl Pool {
    /// The object of type `T` in slot `i` (taken modulo the number of such
    /// objects), or `None` when there is none.
    pub fn get<T: Pooled>(&mut self, i: i64) -> Option<T> {
        let v = T::slots(self);
        if v.is_empty() {
            return None;
        }
        let k = i.rem_euclid(v.len() as i64) as usize;
        v.get(k).cloned()
    }

    /// Keeps a successful result; errors are expected and dropped.
    pub fn put<T: Pooled>(&mut self, r: Result<T>) {
        if let Ok(x) = r {
            self.stored += 1;
            let stored = self.stored;
            let v = T::slots(self);
            if v.len() < CAPACITY {
                v.push(x);
            } else {
                let k = stored % CAPACITY;
                v[k] = x;
            }
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
