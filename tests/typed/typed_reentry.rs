//! No typed method returns an object whose tuples are not its kinds: every
//! generated typed method (`tests/typed/typed_reentry/calls.rs`, written by
//! `tools/specgen` from ISL's typed table) and every hand-written one (below)
//! is called on objects of several kinds (named `S[2]`, `A[1]`, `B[3]`, ...,
//! unnamed `Anon<N>` and `Unnamed`, nested `Pair<S, A>`, a group `S | B`,
//! `Params` where the method allows it) and several shapes (the universe, a
//! box, two pieces, the empty set, a function), the schedule-tree steps on
//! every node of trees of several kinds (bands named `L_0[..]` as pet names
//! them and unnamed ones, wrapped instances, expansion and extension nodes,
//! a scheduler's tree) and the AST builders in the callbacks of their code
//! generation; and each `Ok` result, and each object handed to a closure,
//! re-enters through `TryFrom` of its untyped object into the type it
//! claims. The test fails on any mismatch, on a generated method never
//! called, on a public method of a hand-written file of `src/typed/` (in
//! any form, through `typed_methods!` or not) the hand-written part does
//! not call, and on a hand-written method whose forms are not the untyped
//! method's (a by-value form exactly where the untyped method consumes its
//! receiver, arguments borrowed or consumed as untyped).

use isl_safe::typed::*;
use isl_safe::{Context, Error, Id, IdList, Val, ValList};
use std::cell::RefCell;
use std::collections::BTreeMap;

isl_safe::tuples! { S[2]; A[1]; B[3]; C[2]; E[1]; T[1]; G = S | B; ST = S | T; ES = E | S; ET = E | T }

/// The shapes of every sample: 0 the universe, 1 a box, 2 two pieces,
/// 3 empty, 4 a function (single-valued, of two pieces).
const SHAPES: usize = 5;

// ---------------------------------------------------------------------------
// Tallies

#[derive(Default)]
struct Tally {
    /// Calls and `Ok` results per method.
    counts: BTreeMap<String, (usize, usize)>,
    /// Calls per method whose result was an error of kind `Unsupported`
    /// (a function the linked ISL lacks, or refuses with the system ISL).
    unsupported: BTreeMap<String, usize>,
    /// Results (or closure arguments) whose tuples are not their kinds.
    mismatches: Vec<String>,
    /// The method being called (for closures' arguments).
    current: &'static str,
}

thread_local! {
    static TALLY: RefCell<Tally> = RefCell::new(Tally::default());
}

/// A result that may claim kinds: a typed object (checked by re-entering
/// it), or a plain value (nothing to check).
trait Claim {
    /// The mismatch, if the object's tuples are not its type's kinds.
    fn mismatch(&self) -> Option<String>;
}

/// Typed objects: `TryFrom` of the untyped object into the same type.
macro_rules! claims {
    ($($name:ident <$($k:ident : $bound:ident),+>),* $(,)?) => {$(
        impl<$($k: $bound),+> Claim for $name<$($k),+> {
            fn mismatch(&self) -> Option<String> {
                $name::<$($k),+>::try_from(self.as_untyped().clone())
                    .err()
                    .map(|e| e.to_string())
            }
        }
    )*};
}

claims! {
    Set<K: SetKind>, BasicSet<K: SetKind>, UnionSet<K: SetKind>, Point<K: SetKind>,
    Space<K: SetKind>, MapSpace<D: Kind, R: Kind>, Map<D: Kind, R: Kind>,
    BasicMap<D: Kind, R: Kind>, UnionMap<D: Kind, R: Kind>, Aff<D: SetKind>,
    PwAff<D: SetKind>, UnionPwAff<D: SetKind>, MultiAff<D: SetKind, R: Kind>,
    PwMultiAff<D: SetKind, R: Kind>, MultiPwAff<D: SetKind, R: Kind>,
    UnionPwMultiAff<D: SetKind, R: Kind>, MultiUnionPwAff<D: SetKind, R: Kind>,
    MultiVal<K: Kind>, MultiId<K: Kind>, FixedBox<D: SetKind, R: Kind>,
    SetList<K: SetKind>, UnionSetList<K: SetKind>, MapList<D: Kind, R: Kind>,
    AffList<D: SetKind>, PwAffList<D: SetKind>, UnionPwAffList<D: SetKind>,
    PwMultiAffList<D: SetKind, R: Kind>, Schedule<D: Kind>, ScheduleConstraints<D: Kind>,
    ScheduleNode<D: Kind>, AstBuild<D: Kind>,
}

/// Plain results: nothing to check.
macro_rules! plain_claims {
    ($($t:ty),* $(,)?) => {$(
        impl Claim for $t {
            fn mismatch(&self) -> Option<String> {
                None
            }
        }
    )*};
}

plain_claims! {
    (), bool, usize, i32, u32, i64, u64, f64, String, Val, Id, IdList, ValList,
    isl_safe::PwQpolynomial, isl_safe::UnionPwQpolynomial,
    isl_safe::AstNode, isl_safe::AstExpr, isl_safe::AstLoopType, isl_safe::ScheduleNodeType,
}

impl<T: Claim> Claim for Option<T> {
    fn mismatch(&self) -> Option<String> {
        self.as_ref().and_then(Claim::mismatch)
    }
}

impl<T: Claim, U: Claim> Claim for (T, U) {
    fn mismatch(&self) -> Option<String> {
        self.0.mismatch().or_else(|| self.1.mismatch())
    }
}

impl<T: Claim> Claim for Vec<T> {
    fn mismatch(&self) -> Option<String> {
        self.iter().find_map(Claim::mismatch)
    }
}

impl<D: Kind> Claim for Dependences<D> {
    fn mismatch(&self) -> Option<String> {
        self.relation().mismatch()
    }
}

impl<D: Kind, A: Kind> Claim for UnionAccessInfo<D, A> {
    fn mismatch(&self) -> Option<String> {
        None
    }
}

impl<D: Kind, A: Kind> Claim for UnionFlow<D, A> {
    fn mismatch(&self) -> Option<String> {
        // Its typed results are checked where they are asked for.
        None
    }
}

impl<T: Claim> Claim for ByValue<T> {
    fn mismatch(&self) -> Option<String> {
        self.get().mismatch()
    }
}

/// Counts a call of `key` and checks its result. (Generic only in what it
/// must be: the tally is kept by `tally`, one function for every type.)
fn note<T: Claim>(key: &'static str, result: Result<T, Error>) {
    match &result {
        Ok(value) => tally(key, false, Some(value.mismatch())),
        Err(e) => tally(
            key,
            e.kind() == Some(isl_safe::ErrorKind::Unsupported),
            None,
        ),
    }
}

/// Counts a call of `key`: `Unsupported` or not, and its result's mismatch
/// if it gave one (`None` for an error).
fn tally(key: &'static str, unsupported: bool, ok: Option<Option<String>>) {
    TALLY.with(|t| {
        let mut t = t.borrow_mut();
        if unsupported {
            *t.unsupported.entry(key.to_string()).or_default() += 1;
        }
        let entry = t.counts.entry(key.to_string()).or_default();
        entry.0 += 1;
        if let Some(mismatch) = ok {
            entry.1 += 1;
            if let Some(m) = mismatch {
                t.mismatches.push(format!("{key}: {m}"));
            }
        }
    });
}

/// Names the method being called, for the closures' checks (`claim`).
fn set_current(key: &'static str) {
    TALLY.with(|t| t.borrow_mut().current = key);
}

/// Checks an object a method hands to a closure; never stops the walk.
fn claim<T: Claim>(x: &T) -> Result<(), Error> {
    if let Some(m) = x.mismatch() {
        TALLY.with(|t| {
            let mut t = t.borrow_mut();
            let key = t.current;
            t.mismatches.push(format!("{key} (closure argument): {m}"));
        });
    }
    Ok(())
}

/// Calls `$e` once per shape, on samples of the bound variables' types.
macro_rules! call {
    ($key:literal, [$($v:ident : $t:ty),*] => $e:expr) => {
        for shape in 0..SHAPES {
            set_current($key);
            let _ = shape;
            $(let $v: $t = Sample::sample(shape);)*
            note($key, $e);
        }
    };
}

// ---------------------------------------------------------------------------
// Kinds as text

/// One tuple, as ISL's notation writes it.
#[derive(Clone, Debug)]
enum Tup {
    Plain(Option<&'static str>, usize),
    Pair(Box<Tup>, Box<Tup>),
}

/// The tuples a kind stands for: one, or one per member of a group;
/// `None` for `Params` (no tuple).
trait KindText {
    fn tuples() -> Vec<Option<Tup>>;
}

macro_rules! named_text {
    ($($k:ident),*) => {$(
        impl KindText for $k {
            fn tuples() -> Vec<Option<Tup>> {
                vec![Some(Tup::Plain(Some(<$k as Named>::NAME), <$k as Named>::ARITY))]
            }
        }
    )*};
}
named_text!(S, A, B, C, E, T);

impl KindText for G {
    fn tuples() -> Vec<Option<Tup>> {
        [S::tuples(), B::tuples()].concat()
    }
}

impl<const N: usize> KindText for Anon<N> {
    fn tuples() -> Vec<Option<Tup>> {
        vec![Some(Tup::Plain(None, N))]
    }
}

/// Samples of an unnamed tuple of any arity have one dimension, as the
/// range of an affine expression.
impl KindText for Unnamed {
    fn tuples() -> Vec<Option<Tup>> {
        vec![Some(Tup::Plain(None, 1))]
    }
}

impl KindText for Params {
    fn tuples() -> Vec<Option<Tup>> {
        vec![None]
    }
}

impl<X: KindText, Y: KindText> KindText for Pair<X, Y> {
    fn tuples() -> Vec<Option<Tup>> {
        let mut out = Vec::new();
        for x in X::tuples().into_iter().flatten() {
            for y in Y::tuples().into_iter().flatten() {
                out.push(Some(Tup::Pair(Box::new(x.clone()), Box::new(y))));
            }
        }
        out
    }
}

/// Fresh variable names for one object's text.
#[derive(Default)]
struct Names {
    vars: Vec<String>,
}

impl Names {
    /// `S[x0, x1]`, `[x2 -> ..]`: the tuple with fresh variables (none for
    /// parameters).
    fn tuple(&mut self, t: &Option<Tup>) -> String {
        match t {
            None => String::new(),
            Some(t) => self.write(t),
        }
    }

    fn write(&mut self, t: &Tup) -> String {
        match t {
            Tup::Plain(name, n) => {
                let vars: Vec<String> = (0..*n)
                    .map(|_| {
                        let v = format!("x{}", self.vars.len());
                        self.vars.push(v.clone());
                        v
                    })
                    .collect();
                format!("{}[{}]", name.unwrap_or(""), vars.join(", "))
            }
            Tup::Pair(a, b) => format!("[{} -> {}]", self.write(a), self.write(b)),
        }
    }
}

/// `S[(e0), (e1)]`: a tuple of expressions, each made by `expr(k)`.
fn exprs(t: &Option<Tup>, expr: &mut dyn FnMut(usize) -> String, next: &mut usize) -> String {
    fn write(t: &Tup, expr: &mut dyn FnMut(usize) -> String, next: &mut usize) -> String {
        match t {
            Tup::Plain(name, n) => {
                let es: Vec<String> = (0..*n)
                    .map(|_| {
                        *next += 1;
                        format!("({})", expr(*next - 1))
                    })
                    .collect();
                format!("{}[{}]", name.unwrap_or(""), es.join(", "))
            }
            Tup::Pair(a, b) => format!("[{} -> {}]", write(a, expr, next), write(b, expr, next)),
        }
    }
    match t {
        None => String::new(),
        Some(t) => write(t, expr, next),
    }
}

/// The constraints of a shape on the variables `vars`.
fn constraints(shape: usize, vars: &[String]) -> String {
    let first = vars.first().map_or("n", String::as_str);
    let boxed = |lo: i32, hi: i32| -> Vec<String> {
        vars.iter()
            .map(|v| format!("{lo} <= {v} <= {hi}"))
            .collect()
    };
    let all = match shape {
        0 => vec![],
        1 => {
            let mut c = boxed(0, 3);
            if vars.is_empty() {
                c.push("0 <= n <= 3".into());
            }
            c
        }
        2 => {
            let mut c = boxed(-4, 4);
            c.push(format!("({first} <= -2 or {first} >= 2)"));
            c
        }
        3 => vec!["1 = 0".into()],
        _ => {
            let mut c: Vec<String> = vars
                .iter()
                .enumerate()
                .map(|(k, v)| format!("{v} = {k} + n"))
                .collect();
            c.push("n >= 0".into());
            c
        }
    };
    if all.is_empty() {
        String::new()
    } else {
        format!(" : {}", all.join(" and "))
    }
}

/// An affine expression of shape `shape` on `vars`, the `k`-th of a tuple.
fn expr(shape: usize, vars: &[String], k: usize) -> String {
    let v = if vars.is_empty() {
        "n".to_string()
    } else {
        vars[k % vars.len()].clone()
    };
    match shape {
        0 => "0".into(),
        1 => format!("{v} + {k}"),
        2 => format!("floor(({v})/2) + n"),
        3 => format!("-{v}"),
        _ => format!("2{v} - {k}"),
    }
}

// ---------------------------------------------------------------------------
// Samples

/// Objects of a type, built from its kinds, one per shape.
trait Sample: Sized {
    fn sample(shape: usize) -> Self;
}

fn parse<T: std::str::FromStr<Err = Error>>(text: &str) -> T {
    text.parse()
        .unwrap_or_else(|e| panic!("sample `{text}` ({}): {e}", std::any::type_name::<T>()))
}

/// The text of a set of the tuples `tuples` (one per union member).
fn set_text(shape: usize, tuples: &[Option<Tup>], convex: bool) -> String {
    let pieces: Vec<String> = tuples
        .iter()
        .map(|t| {
            let mut names = Names::default();
            let tuple = names.tuple(t);
            let shape = if convex && shape == 2 { 1 } else { shape };
            let c = constraints(shape, &names.vars);
            // A parameter set with no constraint is written `{ : }`.
            let c = if t.is_none() && c.is_empty() {
                " : ".to_string()
            } else {
                c
            };
            format!("{tuple}{c}")
        })
        .collect();
    format!("[n] -> {{ {} }}", pieces.join("; "))
}

/// The text of a relation between the tuples of `d` and `r` (every pair).
fn map_text(shape: usize, d: &[Option<Tup>], r: &[Option<Tup>], convex: bool) -> String {
    let mut pieces = Vec::new();
    for dt in d {
        for rt in r {
            let mut names = Names::default();
            let dom = names.tuple(dt);
            let ran = names.tuple(rt);
            let shape = if convex && shape == 2 { 1 } else { shape };
            pieces.push(format!("{dom} -> {ran}{}", constraints(shape, &names.vars)));
        }
    }
    format!("[n] -> {{ {} }}", pieces.join("; "))
}

/// The text of a function from `d` to the tuples of `r` (`None`: one
/// unnamed value, an affine expression), piecewise unless `single`.
fn fn_text(shape: usize, d: &[Option<Tup>], r: &[Option<Tup>], single: bool) -> String {
    let mut pieces = Vec::new();
    for dt in d {
        for rt in r {
            let mut names = Names::default();
            let dom = names.tuple(dt);
            let vars = names.vars.clone();
            let arrow = if dt.is_some() { " -> " } else { "" };
            let out = |s: usize| {
                let mut next = 0;
                match rt {
                    Some(_) => exprs(rt, &mut |k| expr(s, &vars, k), &mut next),
                    None => format!("[({})]", expr(s, &vars, 0)),
                }
            };
            match shape {
                // Two pieces, unless the function must be a single one.
                2 | 4 if !single => {
                    let first = vars.first().map_or("n", String::as_str);
                    pieces.push(format!("{dom}{arrow}{} : {first} >= 0", out(1)));
                    pieces.push(format!("{dom}{arrow}{} : {first} < 0", out(shape)));
                }
                3 if !single => pieces.push(format!("{dom}{arrow}{} : 1 = 0", out(1))),
                _ => pieces.push(format!("{dom}{arrow}{}", out(shape))),
            }
        }
    }
    format!("[n] -> {{ {} }}", pieces.join("; "))
}

/// The text of a tuple of values or ids.
fn values_text(shape: usize, t: &Option<Tup>, ids: bool) -> String {
    let mut next = 0;
    let text = exprs(
        t,
        &mut |k| {
            if ids {
                format!("i{k}")
            } else {
                format!(
                    "{}",
                    (k as i64 + shape as i64) * if shape == 3 { -1 } else { 1 }
                )
            }
        },
        &mut next,
    );
    // Values and ids are written without parentheses.
    format!("{{ {} }}", text.replace(['(', ')'], ""))
}

fn one<K: KindText>() -> Vec<Option<Tup>> {
    K::tuples().into_iter().take(1).collect()
}

/// An unnamed value (the range of an affine expression).
fn value() -> Vec<Option<Tup>> {
    vec![None]
}

impl<K: KindText + SetKind> Sample for Set<K> {
    fn sample(shape: usize) -> Self {
        parse(&set_text(shape, &one::<K>(), false))
    }
}

impl<K: KindText + SetKind> Sample for BasicSet<K> {
    fn sample(shape: usize) -> Self {
        parse(&set_text(shape, &one::<K>(), true))
    }
}

impl<K: KindText + SetKind> Sample for UnionSet<K> {
    fn sample(shape: usize) -> Self {
        parse(&set_text(shape, &K::tuples(), false))
    }
}

impl<K: KindText + SetKind> Sample for Point<K> {
    fn sample(shape: usize) -> Self {
        let shape = if shape == 3 { 3 } else { 1 };
        Set::<K>::sample(shape).sample_point().expect("a point")
    }
}

impl<K: KindText + SetKind> Sample for Space<K> {
    fn sample(shape: usize) -> Self {
        let set: isl_safe::Set = parse(&set_text(shape, &one::<K>(), false));
        Space::try_from(set.get_space().expect("a space")).expect("a space of its kind")
    }
}

impl<D: KindText + Kind, R: KindText + Kind> Sample for MapSpace<D, R> {
    fn sample(shape: usize) -> Self {
        Map::<D, R>::sample(shape).get_space().expect("a space")
    }
}

impl<D: KindText + Kind, R: KindText + Kind> Sample for Map<D, R> {
    fn sample(shape: usize) -> Self {
        parse(&map_text(shape, &one::<D>(), &one::<R>(), false))
    }
}

impl<D: KindText + Kind, R: KindText + Kind> Sample for BasicMap<D, R> {
    fn sample(shape: usize) -> Self {
        parse(&map_text(shape, &one::<D>(), &one::<R>(), true))
    }
}

impl<D: KindText + Kind, R: KindText + Kind> Sample for UnionMap<D, R> {
    fn sample(shape: usize) -> Self {
        parse(&map_text(shape, &D::tuples(), &R::tuples(), false))
    }
}

impl<D: KindText + SetKind> Sample for Aff<D> {
    fn sample(shape: usize) -> Self {
        parse(&fn_text(shape, &one::<D>(), &value(), true))
    }
}

impl<D: KindText + SetKind> Sample for PwAff<D> {
    fn sample(shape: usize) -> Self {
        parse(&fn_text(shape, &one::<D>(), &value(), false))
    }
}

impl<D: KindText + SetKind> Sample for UnionPwAff<D> {
    fn sample(shape: usize) -> Self {
        parse(&fn_text(shape, &D::tuples(), &value(), false))
    }
}

impl<D: KindText + SetKind, R: KindText + Kind> Sample for MultiAff<D, R> {
    fn sample(shape: usize) -> Self {
        parse(&fn_text(shape, &one::<D>(), &one::<R>(), true))
    }
}

impl<D: KindText + SetKind, R: KindText + Kind> Sample for PwMultiAff<D, R> {
    fn sample(shape: usize) -> Self {
        // ISL 0.25 reads an empty one as a union with no space (and refuses
        // it): the empty one restricted to no parameter value instead.
        if shape == 3 && cfg!(isl_before_0_27) {
            let raw = Self::sample(1)
                .as_untyped()
                .intersect_params(parse::<isl_safe::Set>("[n] -> { : 1 = 0 }"))
                .expect("an empty expression");
            return PwMultiAff::try_from(raw).expect("of its kinds");
        }
        parse(&fn_text(shape, &one::<D>(), &one::<R>(), false))
    }
}

impl<D: KindText + SetKind, R: KindText + Kind> Sample for MultiPwAff<D, R> {
    fn sample(shape: usize) -> Self {
        parse(&fn_text(shape, &one::<D>(), &one::<R>(), true))
    }
}

impl<D: KindText + SetKind, R: KindText + Kind> Sample for UnionPwMultiAff<D, R> {
    fn sample(shape: usize) -> Self {
        parse(&fn_text(shape, &D::tuples(), &one::<R>(), false))
    }
}

impl<D: KindText + SetKind, R: KindText + Kind> Sample for MultiUnionPwAff<D, R> {
    fn sample(shape: usize) -> Self {
        // From a union of functions of one range space; the empty one
        // restricted to no parameter value (its range space must be seen).
        if shape == 3 {
            let raw = Self::sample(1)
                .as_untyped()
                .intersect_params(parse::<isl_safe::Set>("[n] -> { : 1 = 0 }"))
                .expect("an empty multi-union expression");
            return MultiUnionPwAff::try_from(raw).expect("of its kinds");
        }
        let upma: UnionPwMultiAff<D, R> = Sample::sample(shape);
        let raw = upma
            .as_untyped()
            .as_multi_union_pw_aff()
            .unwrap_or_else(|e| panic!("a multi-union expression from {upma}: {e}"));
        MultiUnionPwAff::try_from(raw).expect("a multi-union expression of its kinds")
    }
}

impl<K: KindText + Kind> Sample for MultiVal<K> {
    fn sample(shape: usize) -> Self {
        parse(&values_text(shape, &one::<K>()[0], false))
    }
}

impl<K: KindText + Kind> Sample for MultiId<K> {
    fn sample(shape: usize) -> Self {
        parse(&values_text(shape, &one::<K>()[0], true))
    }
}

impl<D: KindText + SetKind, R: KindText + Kind> Sample for FixedBox<D, R> {
    fn sample(shape: usize) -> Self {
        // The box of a relation's images, or of a set for `Params`.
        let raw = if one::<D>()[0].is_none() {
            // A set's box is over the parameters only when ISL finds one
            // (not for the universe, two pieces or the empty set).
            let shape = if shape == 4 { 4 } else { 1 };
            let set: isl_safe::Set = parse(&set_text(shape, &one::<R>(), false));
            set.get_simple_fixed_box_hull()
        } else {
            let map: isl_safe::Map = parse(&map_text(shape, &one::<D>(), &one::<R>(), false));
            map.get_range_simple_fixed_box_hull()
        };
        FixedBox::try_from(raw.expect("a box")).expect("a box of its kinds")
    }
}

/// A list of samples (none for the empty shape), made with the untyped
/// list's constructor `$from`.
macro_rules! list_sample {
    ($($list:ident <$($k:ident : $bound:ident),+> of $el:ident via $from:ident),* $(,)?) => {$(
        impl<$($k: KindText + $bound),+> Sample for $list<$($k),+> {
            fn sample(shape: usize) -> Self {
                if shape == 3 {
                    return parse("()");
                }
                // One element for the universe and the function, two for
                // the box and the pieces.
                let a: $el<$($k),+> = Sample::sample(shape);
                let mut raw = isl_safe::$list::$from(a.untyped()).expect("a list");
                if shape == 1 || shape == 2 {
                    let b: $el<$($k),+> = Sample::sample(shape + 1);
                    raw = raw.add(b.untyped()).expect("a list");
                }
                $list::try_from(raw).expect("a list of its kinds")
            }
        }
    )*};
}

list_sample! {
    SetList<K: SetKind> of Set via from_set,
    UnionSetList<K: SetKind> of UnionSet via from_union_set,
    MapList<D: Kind, R: Kind> of Map via from_map,
    AffList<D: SetKind> of Aff via from_aff,
    PwAffList<D: SetKind> of PwAff via from_pw_aff,
    UnionPwAffList<D: SetKind> of UnionPwAff via from_union_pw_aff,
    PwMultiAffList<D: SetKind, R: Kind> of PwMultiAff via from_pw_multi_aff,
}

// Plain arguments.

fn val() -> Val {
    Val::int_from_si(2).expect("a value")
}

fn param_id() -> Id {
    Id::named("n").expect("an id")
}

fn named_id<K: Named>() -> Id {
    Id::named(K::NAME).expect("an id")
}

fn arity<K: Named>() -> usize {
    K::ARITY
}

fn id_list() -> IdList {
    IdList::from_id(param_id()).expect("an id list")
}

fn val_list() -> ValList {
    ValList::from_val(val()).expect("a value list")
}

// ---------------------------------------------------------------------------
// The hand-written typed methods

/// A schedule of `S` and `B` instances read from text, its band named
/// (as pet writes them, `L_0[..]`), or computed by ISL's scheduler.
fn schedules() -> Vec<Schedule<G>> {
    let named = "{ domain: \"[n] -> { S[i, j] : 0 <= i, j < n; B[i, j, k] : 0 <= i, j, k < n }\", \
        child: { schedule: \"L_0[{ S[i, j] -> [(i)]; B[i, j, k] -> [(i)] }]\", \
        child: { schedule: \"L_1[{ S[i, j] -> [(j)]; B[i, j, k] -> [(j)] }]\" } } }";
    let unnamed =
        "{ domain: \"[n] -> { S[i, j] : 0 <= i, j < n; B[i, j, k] : 0 <= i, j, k < n }\", \
        child: { schedule: \"[{ S[i, j] -> [(i)]; B[i, j, k] -> [(i)] }, \
        { S[i, j] -> [(j)]; B[i, j, k] -> [(j + k)] }]\" } }";
    let domain: UnionSet<G> = UnionSet::sample(1);
    let deps = Dependences::source_to_sink(
        "{ S[i, j] -> S[i + 1, j]; B[i, j, k] -> B[i, j + 1, k] }"
            .parse::<UnionMap<G, G>>()
            .expect("dependences"),
    );
    let computed = ScheduleConstraints::on_domain(&domain)
        .and_then(|c| c.set_validity(&deps))
        .and_then(|c| c.compute_schedule())
        .expect("a schedule");
    vec![parse(named), parse(unnamed), computed]
}

/// Calls `$e` on each `$v` of `$items`.
macro_rules! each {
    ($key:literal, $v:ident in $items:expr => $e:expr) => {
        for $v in $items {
            TALLY.with(|t| t.borrow_mut().current = $key);
            note($key, $e);
        }
    };
}

/// The hand-written typed methods (every file of `src/typed/` but
/// `generated/`), each key `Type::method` (`ByValue<Type>::method` for a
/// by-value form).
fn hand_written() {
    // counting.rs
    call!("Set::card", [r: Set<S>] => r.card());
    call!("Set::card", [r: Set<Params>] => r.card());
    call!("BasicSet::card", [r: BasicSet<S>] => r.card());
    call!("UnionSet::card", [r: UnionSet<G>] => r.card());
    call!("Map::card", [r: Map<S, A>] => r.card());
    call!("BasicMap::card", [r: BasicMap<S, A>] => r.card());
    call!("UnionMap::card", [r: UnionMap<G, A>] => r.card());
    // methods.rs
    call!("Set::is_subset", [r: Set<S>, a: Set<S>] => r.is_subset(&a));
    call!("Set::is_equal", [r: Set<S>, a: Set<S>] => r.is_equal(&a));
    call!("Set::is_disjoint", [r: Set<S>, a: Set<S>] => r.is_disjoint(&a));
    call!("Set::is_strict_subset", [r: Set<S>, a: Set<S>] => r.is_strict_subset(&a));
    call!("Set::is_empty", [r: Set<Params>] => r.is_empty());
    call!("Set::empty", [a: Space<S>] => Set::empty(&a));
    call!("Set::empty", [a: Space<Params>] => Set::empty(&a));
    call!("Set::preimage", [r: Set<A>, a: Map<S, A>] => r.preimage(&a));
    call!("Set::preimage", [r: Set<Unnamed>, a: Map<Pair<S, A>, Unnamed>] => r.preimage(&a));
    call!("Set::sample_point", [r: Set<S>] => r.sample_point());
    call!("Set::sample_point", [r: Set<Params>] => r.sample_point());
    call!("ByValue<Set>::sample_point", [r: Set<Pair<S, A>>] => r.by_value().sample_point());
    call!("BasicSet::is_empty", [r: BasicSet<S>] => r.is_empty());
    call!("BasicSet::sample_point", [r: BasicSet<Anon<2>>] => r.sample_point());
    call!("ByValue<BasicSet>::sample_point", [r: BasicSet<S>] => r.by_value().sample_point());
    call!("Map::is_subset", [r: Map<S, A>, a: Map<S, A>] => r.is_subset(&a));
    call!("Map::is_equal", [r: Map<S, A>, a: Map<S, A>] => r.is_equal(&a));
    call!("Map::is_disjoint", [r: Map<S, A>, a: Map<S, A>] => r.is_disjoint(&a));
    call!("Map::is_strict_subset", [r: Map<S, A>, a: Map<S, A>] => r.is_strict_subset(&a));
    call!("Map::is_empty", [r: Map<S, A>] => r.is_empty());
    call!("Map::empty", [a: MapSpace<S, Unnamed>] => Map::empty(&a));
    call!("Map::from_domain_and_range", [a: Set<S>, b: Set<Pair<A, B>>] => Map::from_domain_and_range(&a, &b));
    call!("Map::transitive_closure", [r: Map<S, S>] => r.transitive_closure());
    call!("Map::transitive_closure", [r: Map<Unnamed, Unnamed>] => r.transitive_closure());
    call!("UnionSet::is_subset", [r: UnionSet<G>, a: UnionSet<G>] => r.is_subset(&a));
    call!("UnionSet::is_equal", [r: UnionSet<G>, a: UnionSet<G>] => r.is_equal(&a));
    call!("UnionSet::is_disjoint", [r: UnionSet<G>, a: UnionSet<G>] => r.is_disjoint(&a));
    call!("UnionSet::is_strict_subset", [r: UnionSet<G>, a: UnionSet<G>] => r.is_strict_subset(&a));
    call!("UnionSet::is_empty", [r: UnionSet<G>] => r.is_empty());
    call!("UnionSet::universe_to", [r: UnionSet<G>, a: UnionSet<A>] => r.universe_to(&a));
    call!("UnionSet::sample_point", [r: UnionSet<G>] => r.sample_point());
    call!("ByValue<UnionSet>::sample_point", [r: UnionSet<Unnamed>] => r.by_value().sample_point());
    call!("UnionMap::is_subset", [r: UnionMap<G, A>, a: UnionMap<G, A>] => r.is_subset(&a));
    call!("UnionMap::is_equal", [r: UnionMap<G, A>, a: UnionMap<G, A>] => r.is_equal(&a));
    call!("UnionMap::is_disjoint", [r: UnionMap<G, A>, a: UnionMap<G, A>] => r.is_disjoint(&a));
    call!("UnionMap::is_strict_subset", [r: UnionMap<G, A>, a: UnionMap<G, A>] => r.is_strict_subset(&a));
    call!("UnionMap::is_empty", [r: UnionMap<G, A>] => r.is_empty());
    call!("UnionMap::intersect_domain", [r: UnionMap<G, A>, a: UnionSet<G>] => r.intersect_domain(&a));
    call!("UnionMap::intersect_range", [r: UnionMap<G, Pair<A, E>>, a: UnionSet<Pair<A, E>>] => r.intersect_range(&a));
    call!("UnionMap::lex_lt_union_map", [r: UnionMap<G, Anon<2>>, a: UnionMap<G, Anon<2>>] => r.lex_lt_union_map(&a));
    call!("ByValue<UnionMap>::intersect_domain", [r: UnionMap<G, A>, a: UnionSet<G>] => r.by_value().intersect_domain(a));
    call!("ByValue<UnionMap>::intersect_range", [r: UnionMap<Unnamed, A>, a: UnionSet<A>] => r.by_value().intersect_range(&a));
    call!("ByValue<UnionMap>::lex_lt_union_map", [r: UnionMap<S, Unnamed>, a: UnionMap<S, Unnamed>] => r.by_value().lex_lt_union_map(a));

    // ops.rs: the operators, owned and borrowed, and the subset order.
    call!("Set::bitor", [r: Set<S>, a: Set<S>] => Ok::<_, Error>(&r | &a));
    call!("Set::bitand", [r: Set<Pair<S, A>>, a: Set<Pair<S, A>>] => Ok::<_, Error>(r & a));
    call!("Set::sub", [r: Set<Params>, a: Set<Params>] => Ok::<_, Error>(r - &a));
    call!("Set::bitor_assign", [r: Set<Unnamed>, a: Set<Unnamed>] => { let mut r = r; r |= a; Ok::<_, Error>(r) });
    call!("Set::partial_cmp", [r: Set<S>, a: Set<S>] => Ok::<_, Error>(r <= a));
    call!("UnionSet::bitor", [r: UnionSet<G>, a: UnionSet<G>] => Ok::<_, Error>(&r | a));
    call!("UnionSet::bitand", [r: UnionSet<G>, a: UnionSet<G>] => Ok::<_, Error>(r & &a));
    call!("UnionSet::sub", [r: UnionSet<G>, a: UnionSet<G>] => { let mut r = r; r -= &a; Ok::<_, Error>(r) });
    call!("Map::bitor", [r: Map<S, A>, a: Map<S, A>] => Ok::<_, Error>(r | a));
    call!("Map::bitand", [r: Map<S, A>, a: Map<S, A>] => { let mut r = r; r &= &a; Ok::<_, Error>(r) });
    call!("Map::sub", [r: Map<Anon<1>, A>, a: Map<Anon<1>, A>] => Ok::<_, Error>(&r - &a));
    call!("UnionMap::bitor", [r: UnionMap<G, A>, a: UnionMap<G, A>] => Ok::<_, Error>(r | &a));
    call!("UnionMap::bitand", [r: UnionMap<G, A>, a: UnionMap<G, A>] => Ok::<_, Error>(&r & &a));
    call!("UnionMap::sub", [r: UnionMap<G, A>, a: UnionMap<G, A>] => { let mut r = r; r -= a; Ok::<_, Error>(r) });
    call!("BasicSet::bitand", [r: BasicSet<S>, a: BasicSet<S>] => Ok::<_, Error>(r & a));
    call!("BasicMap::bitand", [r: BasicMap<S, A>, a: BasicMap<S, A>] => Ok::<_, Error>(&r & &a));
    call!("Aff::add", [r: Aff<S>, a: Aff<S>] => Ok::<_, Error>(r + a));
    call!("Aff::sub", [r: Aff<Params>, a: Aff<Params>] => { let mut r = r; r -= &a; Ok::<_, Error>(r) });
    call!("PwAff::add", [r: PwAff<Pair<S, A>>, a: PwAff<Pair<S, A>>] => { let mut r = r; r += a; Ok::<_, Error>(r) });
    call!("PwAff::sub", [r: PwAff<S>, a: PwAff<S>] => Ok::<_, Error>(&r - a));

    // objects.rs: entering, leaving, widening, converting.
    call!("UnionSet::widen", [r: UnionSet<S>] => Ok::<_, Error>(r.widen::<G>()));
    call!("UnionMap::widen", [r: UnionMap<B, S>] => Ok::<_, Error>(r.widen::<G, G>()));
    call!("Set::from", [r: BasicSet<S>] => Ok::<_, Error>(Set::from(r)));
    call!("Map::from", [r: BasicMap<S, A>] => Ok::<_, Error>(Map::from(r)));
    call!("UnionSet::from", [r: Set<S>] => Ok::<_, Error>(UnionSet::from(r)));
    call!("UnionMap::from", [r: Map<S, A>] => Ok::<_, Error>(UnionMap::from(r)));
    call!("Set::untyped", [r: Set<S>] => Set::<S>::try_from(r.untyped()));
    call!("Set::as_untyped", [r: Set<S>] => Set::<S>::try_from(r.as_untyped().clone()));
    call!("Set::read_from", [r: Set<S>] => Set::<S>::read_from(r.to_string().as_bytes()));
    call!("Set::read_from_str", [r: Set<S>] => Set::<S>::read_from_str(&r.to_string()));

    // by_value.rs
    call!("ByValue::new", [r: Map<S, A>] => Ok::<_, Error>(ByValue::new(r)));
    call!("ByValue::get", [r: Map<S, A>] => Ok::<_, Error>(r.by_value().get().clone()));
    call!("ByValue::into_inner", [r: Map<S, A>] => Ok::<_, Error>(r.by_value().into_inner()));
    call!("Set::by_value", [r: Set<S>] => Ok::<_, Error>(r.by_value()));

    // schedule.rs: dataflow, dependences, constraints, schedules, nodes.
    let writes: UnionMap<G, A> =
        parse("{ S[i, j] -> A[i] : 0 <= i, j < 4; B[i, j, k] -> A[i + j] : 0 <= i, j, k < 4 }");
    let reads: UnionMap<G, A> =
        parse("{ S[i, j] -> A[i - 1] : 0 <= i, j < 4; B[i, j, k] -> A[k] : 0 <= i, j, k < 4 }");
    let order: UnionMap<G, Anon<3>> =
        parse("{ S[i, j] -> [0, i, j]; B[i, j, k] -> [1, i, j + k] }");
    let info = || UnionAccessInfo::from_sink(&reads).expect("an analysis");
    each!("UnionAccessInfo::from_sink", r in [&reads] => UnionAccessInfo::from_sink(r));
    each!("UnionAccessInfo::set_must_source", r in [info()] => r.set_must_source(&writes));
    each!("UnionAccessInfo::set_may_source", r in [info()] => r.set_may_source(writes.clone()));
    each!("UnionAccessInfo::set_kill", r in [info()] => r.set_kill(&writes));
    each!("UnionAccessInfo::set_schedule_map", r in [info()] => r.set_schedule_map(&order));
    each!("UnionAccessInfo::set_schedule", r in schedules() => info().set_schedule(r));
    each!("UnionAccessInfo::untyped", r in [info()] => Ok::<_, Error>(r.untyped().to_string()));
    let flow = info()
        .set_must_source(&writes)
        .and_then(|i| i.set_may_source(&reads))
        .and_then(|i| i.set_schedule_map(&order))
        .and_then(|i| i.compute_flow())
        .expect("a flow");
    each!("UnionAccessInfo::compute_flow", r in [info().set_must_source(&writes).and_then(|i| i.set_schedule_map(&order)).expect("an analysis")] => r.compute_flow());
    each!("UnionFlow::get_must_dependence", r in [&flow] => r.get_must_dependence());
    each!("UnionFlow::get_may_dependence", r in [&flow] => r.get_may_dependence());
    each!("UnionFlow::get_must_no_source", r in [&flow] => r.get_must_no_source());
    each!("UnionFlow::get_may_no_source", r in [&flow] => r.get_may_no_source());
    each!("UnionFlow::as_untyped", r in [&flow] => Ok::<_, Error>(r.as_untyped().to_string()));
    let deps = flow.get_may_dependence().expect("dependences");
    each!("Dependences::source_to_sink", r in [deps.relation().clone()] => Ok::<_, Error>(Dependences::source_to_sink(r)));
    each!("Dependences::relation", r in [&deps] => Ok::<_, Error>(r.relation().clone()));
    each!("Dependences::into_relation", r in [deps.clone()] => Ok::<_, Error>(r.into_relation()));
    each!("Dependences::union", r in [&deps] => r.union(&deps));
    each!("Dependences::coalesce", r in [&deps] => r.coalesce());
    each!("Dependences::bitor", r in [&deps] => Ok::<_, Error>(r | &deps));
    let domain: UnionSet<G> = UnionSet::sample(1);
    let context: Set<Params> = Set::sample(1);
    let constraints = || ScheduleConstraints::on_domain(&domain).expect("constraints");
    each!("ScheduleConstraints::on_domain", r in [&domain] => ScheduleConstraints::on_domain(r));
    each!("ScheduleConstraints::set_context", r in [constraints()] => r.set_context(&context));
    each!("ScheduleConstraints::set_validity", r in [constraints()] => r.set_validity(&deps));
    each!("ScheduleConstraints::set_coincidence", r in [constraints()] => r.set_coincidence(deps.clone()));
    each!("ScheduleConstraints::set_proximity", r in [constraints()] => r.set_proximity(&deps));
    each!("ScheduleConstraints::compute_schedule", r in [constraints().set_validity(&deps).expect("constraints")] => r.compute_schedule());
    each!("Schedule::get_domain", r in schedules() => r.get_domain());
    each!("Schedule::get_map", r in schedules() => r.get_map());
    each!("Schedule::get_root", r in schedules() => r.get_root());
    each!("Schedule::cursor", r in schedules() => r.cursor().map(|c| c.node().clone()));

    // tree.rs and ast.rs: every step on every node of trees of several
    // kinds, and the AST of each tree.
    for schedule in schedules() {
        tree_calls(&schedule);
        ast_calls(&schedule);
    }
    for schedule in parse_trees::<ST>(&[NAMED_TREE]) {
        tree_calls(&schedule);
        ast_calls(&schedule);
    }
    for schedule in parse_trees::<Anon<2>>(&[UNNAMED_TREE]) {
        tree_calls(&schedule);
        ast_calls(&schedule);
    }
    for schedule in parse_trees::<Pair<S, A>>(&[NESTED_TREE]) {
        tree_calls(&schedule);
        ast_calls(&schedule);
    }
    for schedule in parse_trees::<ES>(&[EXPANDED_TREE]) {
        tree_calls(&schedule);
        ast_calls(&schedule);
    }
    for schedule in parse_trees::<ET>(&[EXTENDED_TREE]) {
        tree_calls(&schedule);
        ast_calls(&schedule);
    }
    schedule_maps();

    // dims.rs, names.rs, points.rs.
    dims_names_points();
}

/// Trees of instances of several kinds, as pet and a GPU mapper see them:
/// bands named `L_0[..]` over a sequence of filters, with sequences
/// nested in filters (what `sequence_splice_child` splices) ...
const NAMED_TREE: &str = r#"{ domain: "[n] -> { S[i, j] : 0 <= i, j < n; T[i] : 0 <= i < n }",
    child: { schedule: "L_0[{ S[i, j] -> [(i)]; T[i] -> [(i)] }]",
    child: { mark: "kernel", child: { sequence: [
        { filter: "{ S[i, j] }", child: { schedule: "L_1[{ S[i, j] -> [(j)] }]",
            child: { sequence: [ { filter: "{ S[i, j] : j < 2 }" }, { filter: "{ S[i, j] : j >= 2 }" } ] } } },
        { filter: "{ T[i] }",
            child: { sequence: [ { filter: "{ T[i] : i < 2 }" }, { filter: "{ T[i] : i >= 2 }" } ] } } ] } } } }"#;

/// ... unnamed instances and bands ...
const UNNAMED_TREE: &str = r#"{ domain: "[n] -> { [i, j] : 0 <= i, j < n }",
    child: { schedule: "[{ [i, j] -> [(i)] }, { [i, j] -> [(j)] }]", permutable: 1, coincident: [ 1, 0 ],
    child: { sequence: [ { filter: "{ [i, j] : j < 2 }", child: { schedule: "[{ [i, j] -> [(j)] }]" } },
                         { filter: "{ [i, j] : j >= 2 }" } ] } } }"#;

/// ... wrapped instances `[S[..] -> A[..]]` ...
const NESTED_TREE: &str = r#"{ domain: "[n] -> { [S[i, j] -> A[a]] : 0 <= i, j < n and a = i }",
    child: { schedule: "L_0[{ [S[i, j] -> A[a]] -> [(i)] }]",
    child: { sequence: [ { filter: "{ [S[i, j] -> A[a]] : j < 2 }", child: { schedule: "[{ [S[i, j] -> A[a]] -> [(j)] }]" } },
                         { filter: "{ [S[i, j] -> A[a]] : j >= 2 }" } ] } } }"#;

/// ... instances an expansion node brings in ...
const EXPANDED_TREE: &str = r#"{ domain: "{ E[i] : 0 <= i < 4 }", child: { schedule: "[{ E[i] -> [(i)] }]",
    child: { expansion: "{ E[i] -> S[i, j] : 0 <= j < 2 }", contraction: "{ S[i, j] -> E[i] }",
    child: { schedule: "[{ S[i, j] -> [(j)] }]" } } } }"#;

/// ... and those an extension node adds.
const EXTENDED_TREE: &str = r#"{ domain: "{ E[i] : 0 <= i < 4 }", child: { schedule: "[{ E[i] -> [(i)] }]",
    child: { extension: "{ [i] -> T[i] : 0 <= i < 4 }",
    child: { sequence: [ { filter: "{ E[i] }" }, { filter: "{ T[i] }" } ] } } } }"#;

fn parse_trees<D: Kind>(texts: &[&str]) -> Vec<Schedule<D>> {
    texts.iter().map(|t| parse(t)).collect()
}

/// Every node of the tree, parents first.
fn all_nodes<D: Kind>(schedule: &Schedule<D>) -> Vec<ScheduleNode<D>> {
    let mut out = Vec::new();
    let mut todo = vec![schedule.get_root().expect("a root")];
    while let Some(node) = todo.pop() {
        let n = node.n_children().expect("children");
        for k in (0..n).rev() {
            todo.push(node.child(k).expect("a child"));
        }
        out.push(node);
    }
    out
}

/// Sets the method whose closures' arguments are being checked.
fn at(key: &'static str) {
    TALLY.with(|t| t.borrow_mut().current = key);
}

/// Calls a `ScheduleNode` method on `&self` and, where the method has one,
/// its by-value form, with the same arguments.
macro_rules! node_call {
    ($node:ident . $m:ident ($($a:expr),*)) => {
        at(concat!("ScheduleNode::", stringify!($m)));
        note(concat!("ScheduleNode::", stringify!($m)), $node.$m($($a),*));
    };
    (both $node:ident . $m:ident ($($a:expr),*)) => {
        node_call!($node.$m($($a),*));
        at(concat!("ByValue<ScheduleNode>::", stringify!($m)));
        note(concat!("ByValue<ScheduleNode>::", stringify!($m)), $node.clone().by_value().$m($($a),*));
    };
}

/// Every hand-written step of `ScheduleNode` and `TreeCursor` on every node
/// of `schedule`, with arguments from the tree itself.
fn tree_calls<D: Kind>(schedule: &Schedule<D>) {
    let nodes = all_nodes(schedule);
    let root = nodes[0].clone();
    let band = nodes
        .iter()
        .find(|n| n.get_type().ok() == Some(isl_safe::ScheduleNodeType::Band))
        .expect("a band");
    let partial = band
        .band_get_partial_schedule()
        .expect("a partial schedule");
    let leaf = nodes.last().expect("a leaf").clone();
    call_from_domain(&schedule.get_domain().expect("a domain"));
    for node in &nodes {
        // Moves.
        node_call!(both node.root());
        node_call!(both node.parent());
        node_call!(both node.ancestor(1));
        node_call!(both node.grandparent());
        node_call!(both node.child(0));
        node_call!(both node.first_child());
        node_call!(both node.grandchild(0, 0));
        node_call!(both node.next_sibling());
        node_call!(both node.previous_sibling());
        node_call!(node.get_shared_ancestor(&leaf));
        // Where a node is.
        node_call!(node.get_type());
        node_call!(node.get_parent_type());
        node_call!(node.n_children());
        node_call!(node.has_children());
        node_call!(node.has_parent());
        node_call!(node.has_next_sibling());
        node_call!(node.has_previous_sibling());
        node_call!(node.get_child_position());
        node_call!(node.get_ancestor_child_position(&root));
        node_call!(node.get_tree_depth());
        node_call!(node.get_schedule_depth());
        node_call!(node.is_subtree_anchored());
        // What nodes hold.
        node_call!(node.get_domain());
        node_call!(node.get_universe_domain());
        node_call!(node.get_schedule());
        node_call!(node.domain_get_domain());
        node_call!(node.filter_get_filter());
        node_call!(node.mark_get_id());
        node_call!(node.expansion_get_expansion());
        node_call!(node.expansion_get_contraction());
        node_call!(node.extension_get_extension());
        node_call!(node.get_subtree_expansion());
        node_call!(node.get_subtree_contraction());
        node_call!(node.band_n_member());
        node_call!(node.band_member_get_coincident(0));
        node_call!(node.band_get_permutable());
        node_call!(node.band_member_get_ast_loop_type(0));
        node_call!(node.band_get_space());
        node_call!(node.band_get_partial_schedule());
        node_call!(node.band_get_partial_schedule_union_map());
        node_call!(node.get_prefix_schedule_union_map());
        node_call!(node.get_prefix_schedule_relation());
        node_call!(node.get_prefix_schedule_union_pw_multi_aff());
        node_call!(node.get_prefix_schedule_multi_union_pw_aff());
        node_call!(node.get_subtree_schedule_union_map());
        // Edits, with arguments of the node's own instances and prefix
        // schedule.
        node_call!(both node.insert_mark(Id::named("mark").expect("an id")));
        node_call!(both node.insert_partial_schedule(&partial));
        // (The instances below an extension node are not known.)
        if let Ok(domain) = node.get_domain() {
            let first = domain.lexmin().expect("the first instances");
            let filters = UnionSetList::from_union_set(&first)
                .and_then(|l| l.add(&domain.subtract(&first)?))
                .expect("filters");
            node_call!(both node.insert_filter(&domain));
            node_call!(both node.insert_sequence(&filters));
            node_call!(both node.insert_set(&filters));
            node_call!(both node.order_before(&first));
            node_call!(both node.order_after(&first));
        }
        if let Ok(prefix) = node
            .get_prefix_schedule_multi_union_pw_aff()
            .and_then(|p| p.get_space())
            .and_then(|p| Set::universe(&p))
        {
            node_call!(both node.insert_context(&prefix));
            node_call!(both node.insert_guard(&prefix));
        }
        node_call!(both node.delete());
        node_call!(both node.cut());
        node_call!(both node.sequence_splice_child(1));
        node_call!(both node.sequence_splice_children());
        // Band edits, with values in the band's tuple.
        let members = node.band_n_member().unwrap_or(1);
        let sizes = || {
            node.band_get_space()
                .and_then(|space| MultiVal::from_ints(&space, &vec![4; members]))
        };
        note("MultiVal::from_ints", sizes());
        if let Ok(sizes) = &sizes() {
            node_call!(both node.band_tile(sizes));
            node_call!(both node.band_mod(sizes));
            node_call!(both node.band_scale(sizes));
            node_call!(both node.band_scale_down(sizes));
        }
        if let Ok(shift) = node.band_get_partial_schedule() {
            node_call!(both node.band_shift(&shift));
        }
        node_call!(both node.band_split(1));
        node_call!(both node.band_sink());
        node_call!(both node.band_set_permutable(true));
        node_call!(both node.band_member_set_coincident(0, true));
        node_call!(both node.band_member_set_ast_loop_type(0, isl_safe::AstLoopType::Unroll));
        node_call!(node.band_tile_sizes(&vec![4; members]));
        // Visits: each node a closure sees re-enters.
        at("ScheduleNode::foreach_descendant_top_down");
        note(
            "ScheduleNode::foreach_descendant_top_down",
            node.foreach_descendant_top_down(|n| claim(n).map(|()| true)),
        );
        at("ScheduleNode::every_descendant");
        note(
            "ScheduleNode::every_descendant",
            node.every_descendant(|n| claim(n).map(|()| true)),
        );
        at("ScheduleNode::foreach_ancestor_top_down");
        note(
            "ScheduleNode::foreach_ancestor_top_down",
            node.foreach_ancestor_top_down(claim),
        );
        let permute = |n: ScheduleNode<D>| {
            claim(&n)?;
            match n.get_type()? {
                isl_safe::ScheduleNodeType::Band => n.band_set_permutable(true),
                _ => Ok(n),
            }
        };
        at("ScheduleNode::map_descendant_bottom_up");
        note(
            "ScheduleNode::map_descendant_bottom_up",
            node.map_descendant_bottom_up(permute),
        );
        at("ByValue<ScheduleNode>::map_descendant_bottom_up");
        note(
            "ByValue<ScheduleNode>::map_descendant_bottom_up",
            node.clone().by_value().map_descendant_bottom_up(permute),
        );
        cursor_calls(node);
    }
}

/// A tree of a single domain node, from the domain borrowed and moved.
fn call_from_domain<D: Kind>(domain: &UnionSet<D>) {
    note(
        "ScheduleNode::from_domain",
        ScheduleNode::from_domain(domain),
    );
    note(
        "ScheduleNode::from_domain",
        ScheduleNode::from_domain(domain.clone()),
    );
}

/// The cursor's moves and edits from `node`, each giving the node the
/// cursor is at.
fn cursor_calls<D: Kind>(node: &ScheduleNode<D>) {
    let at_node = |c: &mut TreeCursor<D>| c.node().clone();
    note(
        "ScheduleNode::cursor",
        Ok::<_, Error>(node.cursor().node().clone()),
    );
    let mut c = node.cursor();
    note("TreeCursor::node", Ok::<_, Error>(c.node().clone()));
    note("TreeCursor::schedule", c.schedule());
    note("TreeCursor::kind", c.kind());
    note("TreeCursor::children", c.children());
    note("TreeCursor::depth", c.depth());
    note("TreeCursor::down", c.down(0).map(at_node));
    note("TreeCursor::up", c.up().map(at_node));
    note("TreeCursor::next", c.next().map(at_node));
    note("TreeCursor::prev", c.prev().map(at_node));
    let members = c.node().band_n_member().unwrap_or(1);
    note("TreeCursor::tile", c.tile(&vec![8; members]).map(at_node));
    note(
        "TreeCursor::edit",
        c.edit(|n| n.insert_mark(Id::named("tile")?)).map(at_node),
    );
    note("TreeCursor::to_root", c.to_root().map(at_node));
    note("TreeCursor::into_node", Ok::<_, Error>(c.into_node()));
}

/// AST generation of `schedule`: every build a callback gets re-enters,
/// and the access and expression builders take functions of the loops
/// from the build's own schedule.
fn ast_calls<D: Kind>(schedule: &Schedule<D>) {
    let context = schedule
        .get_domain()
        .and_then(|d| d.params())
        .expect("the parameters");
    note("AstBuild::alloc", AstBuild::<D>::alloc());
    note(
        "AstBuild::from_context",
        AstBuild::<D>::from_context(&context),
    );
    let marked = schedule
        .get_root()
        .and_then(|r| r.first_child())
        .and_then(|n| n.insert_mark(Id::named("kernel")?))
        .and_then(|n| n.get_schedule())
        .expect("a marked tree");
    let build = AstBuild::<D>::from_context(context).expect("a build");
    note(
        "AstBuild::untyped",
        AstBuild::<D>::try_from(build.clone().untyped()),
    );
    note(
        "AstBuild::as_untyped",
        AstBuild::<D>::try_from(build.as_untyped().clone()),
    );
    let build = kept(
        "AstBuild::set_before_each_for",
        build.set_before_each_for(|b| {
            at("AstBuild::set_before_each_for");
            claim(b)?;
            Id::named("loop")
        }),
    );
    let build = kept(
        "AstBuild::set_after_each_for",
        build.set_after_each_for(|node, b| {
            at("AstBuild::set_after_each_for");
            claim(b).map(|()| node)
        }),
    );
    let build = kept(
        "AstBuild::set_before_each_mark",
        build.set_before_each_mark(|_, b| {
            at("AstBuild::set_before_each_mark");
            claim(b)
        }),
    );
    let build = kept(
        "AstBuild::set_after_each_mark",
        build.set_after_each_mark(|node, b| {
            at("AstBuild::set_after_each_mark");
            claim(b).map(|()| node)
        }),
    );
    let build = kept(
        "AstBuild::set_at_each_domain",
        build.set_at_each_domain(|node, b: &AstBuild<D>| {
            at("AstBuild::set_at_each_domain");
            claim(b)?;
            builders(b);
            Ok(node)
        }),
    );
    note(
        "AstBuild::node_from_schedule",
        build.node_from_schedule(&marked),
    );
    note(
        "AstBuild::node_from_schedule",
        build.node_from_schedule(marked),
    );
    let leaves = AstBuild::<D>::alloc()
        .expect("a build")
        .set_create_leaf(|b| {
            at("AstBuild::set_create_leaf");
            claim(&b)?;
            isl_safe::AstNode::user_from_expr(isl_safe::AstExpr::from_id(Id::named("leaf")?)?)
        });
    let leaves = kept("AstBuild::set_create_leaf", leaves);
    note(
        "AstBuild::node_from_schedule",
        leaves.node_from_schedule(schedule),
    );
}

/// The access and expression builders in a callback, each on a function of
/// the loops from the build's schedule (instances to loops, reversed).
fn builders<D: Kind>(b: &AstBuild<D>) {
    note("AstBuild::get_schedule", b.get_schedule());
    note("AstBuild::get_schedule_space", b.get_schedule_space());
    let Ok(Some(schedule)) = b.get_schedule() else {
        return;
    };
    let Ok(pma) = schedule
        .reverse()
        .and_then(|r| r.as_map())
        .and_then(|m: Map<Loops, D>| m.as_pw_multi_aff())
    else {
        return;
    };
    let mpa = pma.to_multi_pw_aff().expect("a multi-expression");
    note(
        "AstBuild::access_from_pw_multi_aff",
        b.access_from_pw_multi_aff(&pma),
    );
    note(
        "AstBuild::access_from_multi_pw_aff",
        b.access_from_multi_pw_aff(&mpa),
    );
    note(
        "AstBuild::call_from_pw_multi_aff",
        b.call_from_pw_multi_aff(&pma),
    );
    note(
        "AstBuild::call_from_multi_pw_aff",
        b.call_from_multi_pw_aff(mpa),
    );
    if let Ok(first) = pma.get_at(0) {
        let set = first.ge_set(&first).expect("a set of the loops");
        note("AstBuild::expr_from_pw_aff", b.expr_from_pw_aff(&first));
        note("AstBuild::expr_from_set", b.expr_from_set(set));
    }
}

/// The build of a setter, noted; the next setter's receiver.
fn kept<D: Kind>(key: &'static str, build: Result<AstBuild<D>, Error>) -> AstBuild<D> {
    let out = build.clone().expect(key);
    note(key, build);
    out
}

/// Builds from schedule maps, with options and iterator names.
fn schedule_maps() {
    let map: UnionMap<G, Anon<2>> = parse(
        "[n] -> { S[i, j] -> [i, j] : 0 <= i, j < n; B[i, j, k] -> [i, j + k] : 0 <= i, j, k < n }",
    );
    let options: UnionMap<Loops, Any> = parse("{ [i, j] -> separate[x] }");
    let iterators = IdList::from_vec(vec![
        Id::named("x").expect("an id"),
        Id::named("y").expect("an id"),
    ])
    .expect("ids");
    let build = kept(
        "AstBuild::set_options",
        AstBuild::<G>::alloc().and_then(|b| b.set_options(&options)),
    );
    let build = kept("AstBuild::set_iterators", build.set_iterators(iterators));
    note("AstBuild::get_schedule", build.get_schedule());
    note(
        "AstBuild::node_from_schedule_map",
        build.node_from_schedule_map(&map),
    );
    note(
        "AstBuild::node_from_schedule_map",
        build.node_from_schedule_map(map),
    );
    for schedule in schedules() {
        let map = schedule.get_map().expect("a schedule map");
        note(
            "AstBuild::node_from_schedule_map",
            build.node_from_schedule_map(&map),
        );
    }
}

/// Dimensions, names and points of objects of several kinds and shapes.
fn dims_names_points() {
    use isl_safe::DimType::{In, Out, Param, Set as SetDim};
    // dims.rs
    call!("Set::dim", [r: Set<S>] => r.dim(SetDim));
    call!("Set::dim", [r: Set<Params>] => r.dim(Param));
    call!("BasicSet::dim", [r: BasicSet<Anon<2>>] => r.dim(SetDim));
    call!("Point::dim", [r: Point<Pair<S, A>>] => r.dim(SetDim));
    call!("UnionSet::dim", [r: UnionSet<G>] => r.dim(Param));
    call!("Space::dim", [r: Space<S>] => r.dim(SetDim));
    call!("Map::dim", [r: Map<S, A>] => r.dim(In));
    call!("BasicMap::dim", [r: BasicMap<Unnamed, A>] => r.dim(Out));
    call!("UnionMap::dim", [r: UnionMap<G, A>] => r.dim(Param));
    call!("MapSpace::dim", [r: MapSpace<S, Pair<A, E>>] => r.dim(Out));
    call!("Aff::dim", [r: Aff<S>] => r.dim(In));
    call!("PwAff::dim", [r: PwAff<Params>] => r.dim(Param));
    call!("MultiAff::dim", [r: MultiAff<S, A>] => r.dim(Out));
    call!("PwMultiAff::dim", [r: PwMultiAff<Anon<2>, B>] => r.dim(In));
    call!("MultiPwAff::dim", [r: MultiPwAff<S, Unnamed>] => r.dim(Out));
    call!("MultiUnionPwAff::dim", [r: MultiUnionPwAff<G, A>] => r.dim(SetDim));
    call!("MultiVal::dim", [r: MultiVal<S>] => r.dim(SetDim));
    call!("MultiAff::size", [r: MultiAff<Params, B>] => r.size());
    call!("PwMultiAff::size", [r: PwMultiAff<S, Pair<A, E>>] => r.size());
    call!("MultiPwAff::size", [r: MultiPwAff<S, A>] => r.size());
    call!("MultiUnionPwAff::size", [r: MultiUnionPwAff<G, Anon<2>>] => r.size());
    call!("MultiVal::size", [r: MultiVal<B>] => r.size());
    call!("MultiId::size", [r: MultiId<S>] => r.size());
    call!("Set::fix_si", [r: Set<S>] => r.fix_si(SetDim, 1, 2));
    call!("ByValue<Set>::fix_si", [r: Set<Params>] => r.by_value().fix_si(Param, 0, 2));
    call!("BasicSet::fix_si", [r: BasicSet<Pair<S, A>>] => r.fix_si(SetDim, 0, 1));
    call!("ByValue<BasicSet>::fix_si", [r: BasicSet<Unnamed>] => r.by_value().fix_si(SetDim, 0, 1));
    call!("Map::fix_si", [r: Map<S, A>] => r.fix_si(In, 0, 1));
    call!("ByValue<Map>::fix_si", [r: Map<G, Unnamed>] => r.by_value().fix_si(Out, 0, 3));
    call!("BasicMap::fix_si", [r: BasicMap<S, B>] => r.fix_si(Out, 2, 0));
    call!("ByValue<BasicMap>::fix_si", [r: BasicMap<Anon<2>, A>] => r.by_value().fix_si(In, 1, 0));
    call!("PwMultiAff::fix_si", [r: PwMultiAff<S, A>] => r.fix_si(In, 0, 1));
    call!("ByValue<PwMultiAff>::fix_si", [r: PwMultiAff<Pair<S, A>, B>] => r.by_value().fix_si(In, 2, 1));
    call!("Set::dim_max", [r: Set<S>] => r.dim_max(1));
    call!("ByValue<Set>::dim_max", [r: Set<Pair<A, E>>] => r.by_value().dim_max(0));
    call!("Set::dim_min", [r: Set<Unnamed>] => r.dim_min(0));
    call!("ByValue<Set>::dim_min", [r: Set<B>] => r.by_value().dim_min(2));
    call!("BasicSet::dim_max", [r: BasicSet<S>] => r.dim_max(0));
    call!("BasicSet::dim_min", [r: BasicSet<Anon<2>>] => r.dim_min(1));
    call!("Map::dim_max", [r: Map<S, A>] => r.dim_max(0));
    call!("ByValue<Map>::dim_max", [r: Map<Pair<S, A>, B>] => r.by_value().dim_max(2));
    call!("Map::dim_min", [r: Map<Unnamed, S>] => r.dim_min(1));
    call!("ByValue<Map>::dim_min", [r: Map<G, A>] => r.by_value().dim_min(0));
    for type_ in [SetDim, Param] {
        call!("Set::project_out", [r: Set<S>] => r.project_out(type_, 0, 1));
        call!("Set::project_out", [r: Set<Anon<2>>] => r.project_out(type_, 0, 1));
        call!("ByValue<Set>::project_out", [r: Set<Pair<S, A>>] => r.by_value().project_out(type_, 1, 1));
        call!("ByValue<Set>::project_out", [r: Set<Unnamed>] => r.by_value().project_out(type_, 0, 1));
        call!("BasicSet::project_out", [r: BasicSet<B>] => r.project_out(type_, 0, 0));
        call!("BasicSet::project_out", [r: BasicSet<Anon<2>>] => r.project_out(type_, 0, 1));
        call!("ByValue<BasicSet>::project_out", [r: BasicSet<S>] => r.by_value().project_out(type_, 0, 2));
        call!("ByValue<BasicSet>::project_out", [r: BasicSet<Anon<2>>] => r.by_value().project_out(type_, 0, 1));
    }
    for (first, n) in [(0, 1), (1, 1), (0, 0), (0, 3)] {
        call!("Map::project_out_domain_dims", [r: Map<S, A>] => r.project_out_domain_dims(first, n));
        call!("Map::project_out_range_dims", [r: Map<Pair<S, A>, B>] => r.project_out_range_dims(first, n));
        call!("ByValue<Map>::project_out_domain_dims", [r: Map<Pair<S, A>, G>] => r.by_value().project_out_domain_dims(first, n));
        call!("ByValue<Map>::project_out_range_dims", [r: Map<Unnamed, S>] => r.by_value().project_out_range_dims(first, n));
        call!("BasicMap::project_out_domain_dims", [r: BasicMap<Anon<2>, A>] => r.project_out_domain_dims(first, n));
        call!("BasicMap::project_out_range_dims", [r: BasicMap<S, Pair<A, E>>] => r.project_out_range_dims(first, n));
        call!("ByValue<BasicMap>::project_out_domain_dims", [r: BasicMap<B, S>] => r.by_value().project_out_domain_dims(first, n));
        call!("ByValue<BasicMap>::project_out_range_dims", [r: BasicMap<S, B>] => r.by_value().project_out_range_dims(first, n));
    }
    call!("MultiVal::from_ints", [a: Space<S>] => MultiVal::from_ints(&a, &[3, 4]));
    call!("MultiVal::to_ints", [r: MultiVal<B>] => r.to_ints());
    call!("FixedBox::is_valid", [r: FixedBox<S, A>] => r.is_valid());
    call!("FixedBox::is_valid", [r: FixedBox<Params, Anon<2>>] => r.is_valid());

    // names.rs
    call!("Set::get_tuple_name", [r: Set<S>] => r.get_tuple_name());
    call!("Set::get_tuple_name", [r: Set<Unnamed>] => r.get_tuple_name());
    call!("BasicSet::get_tuple_name", [r: BasicSet<Pair<S, A>>] => r.get_tuple_name());
    call!("Point::get_tuple_name", [r: Point<B>] => r.get_tuple_name());
    call!("Set::get_dim_name", [r: Set<S>] => r.get_dim_name(SetDim, 1));
    call!("BasicSet::get_dim_name", [r: BasicSet<Params>] => r.get_dim_name(Param, 0));
    call!("Point::get_dim_name", [r: Point<Anon<2>>] => r.get_dim_name(SetDim, 0));
    call!("Set::has_tuple_name", [r: Set<G>] => r.has_tuple_name());
    call!("Set::get_tuple_id", [r: Set<S>] => r.get_tuple_id());
    call!("Set::get_tuple_id", [r: Set<Unnamed>] => r.get_tuple_id());
    call!("Space::get_tuple_name", [r: Space<S>] => r.get_tuple_name(SetDim));
    call!("Space::has_tuple_name", [r: Space<Anon<1>>] => r.has_tuple_name(SetDim));
    call!("Space::get_tuple_id", [r: Space<B>] => r.get_tuple_id(SetDim));
    call!("Space::get_dim_name", [r: Space<Params>] => r.get_dim_name(Param, 0));
    call!("Map::get_tuple_name", [r: Map<S, A>] => r.get_tuple_name(Out));
    call!("Map::has_tuple_name", [r: Map<Unnamed, A>] => r.has_tuple_name(In));
    call!("Map::get_tuple_id", [r: Map<S, A>] => r.get_tuple_id(In));
    call!("Map::get_dim_name", [r: Map<Pair<S, A>, B>] => r.get_dim_name(In, 2));
    call!("MapSpace::get_tuple_name", [r: MapSpace<S, A>] => r.get_tuple_name(In));
    call!("MapSpace::has_tuple_name", [r: MapSpace<S, Unnamed>] => r.has_tuple_name(Out));
    call!("MapSpace::get_tuple_id", [r: MapSpace<S, B>] => r.get_tuple_id(Out));
    call!("MapSpace::get_dim_name", [r: MapSpace<S, A>] => r.get_dim_name(In, 0));
    call!("BasicMap::get_tuple_name", [r: BasicMap<S, A>] => r.get_tuple_name(In));
    call!("BasicMap::get_dim_name", [r: BasicMap<S, A>] => r.get_dim_name(Out, 0));
    call!("Aff::get_tuple_name", [r: Aff<S>] => r.get_tuple_name(In));
    call!("Aff::get_dim_name", [r: Aff<Pair<S, A>>] => r.get_dim_name(In, 1));
    call!("PwAff::get_tuple_name", [r: PwAff<B>] => r.get_tuple_name(In));
    call!("PwAff::get_dim_name", [r: PwAff<Params>] => r.get_dim_name(Param, 0));
    call!("MultiAff::get_tuple_name", [r: MultiAff<S, A>] => r.get_tuple_name(Out));
    call!("MultiAff::get_dim_name", [r: MultiAff<S, A>] => r.get_dim_name(In, 0));
    call!("PwMultiAff::get_tuple_name", [r: PwMultiAff<S, A>] => r.get_tuple_name(In));
    call!("PwMultiAff::has_tuple_name", [r: PwMultiAff<Unnamed, A>] => r.has_tuple_name(In));
    call!("PwMultiAff::get_tuple_id", [r: PwMultiAff<S, B>] => r.get_tuple_id(Out));
    call!("PwMultiAff::get_dim_name", [r: PwMultiAff<S, A>] => r.get_dim_name(In, 1));
    call!("MultiPwAff::get_tuple_name", [r: MultiPwAff<S, A>] => r.get_tuple_name(Out));
    call!("MultiUnionPwAff::get_tuple_name", [r: MultiUnionPwAff<G, A>] => r.get_tuple_name(SetDim));
    call!("MultiVal::get_tuple_name", [r: MultiVal<S>] => r.get_tuple_name(SetDim));
    call!("Set::set_tuple", [r: Set<S>] => r.set_tuple::<C>());
    call!("Set::set_tuple", [r: Set<S>] => r.set_tuple::<Anon<2>>());
    call!("Set::set_tuple", [r: Set<A>] => r.set_tuple::<Unnamed>());
    call!("Set::set_tuple", [r: Set<Pair<S, A>>] => r.set_tuple::<Unnamed>());
    call!("ByValue<Set>::set_tuple", [r: Set<Anon<3>>] => r.by_value().set_tuple::<B>());
    call!("ByValue<Set>::set_tuple", [r: Set<G>] => r.by_value().set_tuple::<Unnamed>());
    call!("Set::set_tuple_id", [r: Set<Anon<1>>] => r.set_tuple_id::<E>(&named_id::<E>()));
    call!("Set::set_tuple_id", [r: Set<Pair<S, A>>] => r.set_tuple_id::<S>(&named_id::<S>()));
    call!("ByValue<Set>::set_tuple_id", [r: Set<C>] => r.by_value().set_tuple_id::<S>(&named_id::<S>()));
    call!("Set::set_tuple_in", [r: Set<C>] => r.set_tuple_in::<G>(&named_id::<S>()));
    call!("Set::set_tuple_in", [r: Set<Anon<3>>] => r.set_tuple_in::<G>(&named_id::<B>()));
    call!("Set::set_tuple_in", [r: Set<A>] => r.set_tuple_in::<G>(&named_id::<S>()));
    call!("ByValue<Set>::set_tuple_in", [r: Set<Unnamed>] => r.by_value().set_tuple_in::<ES>(&named_id::<E>()));
    call!("ByValue<Set>::set_tuple_in", [r: Set<Pair<S, A>>] => r.by_value().set_tuple_in::<G>(&named_id::<S>()));

    // points.rs
    call!("Set::iter_points", [r: Set<S>] => r.iter_points().and_then(|p| p.collect::<Result<Vec<_>, _>>()));
    call!("BasicSet::iter_points", [r: BasicSet<Pair<S, A>>] => r.iter_points().and_then(|p| p.rev().collect::<Result<Vec<_>, _>>()));
    call!("UnionSet::iter_points", [r: UnionSet<G>] => r.iter_points().and_then(|p| p.collect::<Result<Vec<_>, _>>()));
    call!("Points::remaining", [r: Set<Anon<2>>] => r.iter_points().and_then(|p| p.remaining()));
    call!("Set::count", [r: Set<S>] => r.count());
    call!("BasicSet::count", [r: BasicSet<Unnamed>] => r.count());
    call!("UnionSet::count", [r: UnionSet<G>] => r.count());
    call!("Point::zero", [a: Space<S>] => Point::zero(&a));
    call!("Point::zero", [a: Space<Pair<S, A>>] => Point::zero(a));
    call!("Point::set_coordinate_val", [r: Point<S>] => r.set_coordinate_val(SetDim, 1, val()));
    call!("ByValue<Point>::set_coordinate_val", [r: Point<Unnamed>] => r.by_value().set_coordinate_val(SetDim, 0, val()));
    call!("Point::get_coordinate_val", [r: Point<B>] => r.get_coordinate_val(SetDim, 2));
    call!("Point::coordinates", [r: Point<Pair<S, A>>] => r.coordinates());
    call!("Point::to_ints", [r: Point<S>] => r.to_ints());
    call!("Point::is_void", [r: Point<Anon<2>>] => r.is_void());
    call!("Aff::eval", [r: Aff<S>, p: Point<S>] => r.eval(&p));
    call!("ByValue<Aff>::eval", [r: Aff<Pair<S, A>>, p: Point<Pair<S, A>>] => r.by_value().eval(p));
    call!("PwAff::eval", [r: PwAff<B>, p: Point<B>] => r.eval(&p));
    call!("ByValue<PwAff>::eval", [r: PwAff<Unnamed>, p: Point<Unnamed>] => r.by_value().eval(&p));

    // methods.rs: the by-value form of the transitive closure.
    call!("ByValue<Map>::transitive_closure", [r: Map<S, S>] => r.by_value().transitive_closure());
}

/// How a hand-written typed method takes its receiver.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Receiver {
    /// `&self` (`keep self` or `take self` in `typed_methods!`).
    Borrowed,
    /// `self`, consumed (a builder's setter, a `ByValue` form).
    Owned,
    /// None: a function of the type.
    None,
}

/// A public method declared in a hand-written file of `src/typed/`.
#[derive(Debug)]
struct Declared {
    /// `Set`, `ByValue<Set>`, `ByValue` (the view's own methods).
    ty: String,
    name: String,
    receiver: Receiver,
    /// In `typed_methods!`: whether the untyped method consumes the
    /// receiver (`take self`), and each argument's crossing (`plain`,
    /// `keep`, `take`).
    declared: Option<(bool, Vec<String>)>,
}

impl Declared {
    fn key(&self) -> String {
        format!("{}::{}", self.ty, self.name)
    }
}

/// Splits `text` at the commas outside brackets.
fn split_top(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut depth = 0i32;
    let mut prev = ' ';
    for c in text.chars() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' if prev != '-' => depth -= 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(String::new());
                prev = c;
                continue;
            }
            _ => {}
        }
        out.last_mut().expect("a piece").push(c);
        prev = c;
    }
    out.into_iter()
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect()
}

/// The text from the start of `text` to its matching closing bracket
/// (`text` starts with the opening one), without the brackets.
fn bracketed(text: &str) -> &str {
    let (open, close) = match text.chars().next() {
        Some('<') => ('<', '>'),
        Some('(') => ('(', ')'),
        Some('[') => ('[', ']'),
        other => panic!("no bracket at {other:?}"),
    };
    let mut depth = 0;
    let mut prev = ' ';
    for (i, c) in text.char_indices() {
        if c == open {
            depth += 1;
        } else if c == close && !(c == '>' && prev == '-') {
            depth -= 1;
            if depth == 0 {
                return &text[1..i];
            }
        }
        prev = c;
    }
    panic!("unbalanced: {text}")
}

/// The name of a type as the tally keys write it: `Set` for `Set<K>`,
/// `ByValue<Set>` for `ByValue<Set<K>>`, `ByValue` for `ByValue<T>` of the
/// impl's own parameter.
fn type_name(ty: &str, generics: &[String]) -> String {
    let ty = ty.trim();
    let base: String = ty
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    if base == "ByValue" && ty.len() > base.len() {
        let inner = type_name(bracketed(&ty[base.len()..]), generics);
        if generics.contains(&inner) {
            return base;
        }
        return format!("ByValue<{inner}>");
    }
    base
}

/// A signature's name, and the text after it (from its generics or its
/// parameters).
fn name_and_rest(sig: &str) -> (String, &str) {
    let name: String = sig
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (name.clone(), &sig[name.len()..])
}

/// The parameters of a signature's text after its name.
fn params_of(rest: &str) -> &str {
    let rest = if rest.starts_with('<') {
        &rest[bracketed(rest).len() + 2..]
    } else {
        rest
    };
    bracketed(rest.trim_start())
}

/// The public methods the hand-written files of `src/typed/` declare: in
/// inherent impl blocks (`pub fn`) and in `typed_methods!` blocks (every
/// method, on each listed type, its by-value form where it has one); the
/// methods every typed object gets from `objects.rs`'s macro aside.
fn hand_written_methods() -> Vec<Declared> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/typed");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("src/typed")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            // The kinds, the layer's docs, and the macro's definition.
            !matches!(
                name.as_ref(),
                "mod.rs" | "kinds.rs" | "declare.rs" | "typed_methods.rs"
            )
        })
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a source file");
        // Code lines only.
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect();
        // The type of the impl block the line is in (`None` outside one,
        // in a trait impl, or in a macro's definition).
        let mut current: Option<(String, Vec<String>)> = None;
        // In `typed_methods!`: the types of the block.
        let mut in_macro = false;
        let mut macro_types: Vec<String> = Vec::new();
        let mut i = 0;
        while i < lines.len() {
            let line = lines[i];
            let t = line.trim();
            i += 1;
            if line == "typed_methods! {" {
                in_macro = true;
                continue;
            }
            if in_macro {
                if line == "}" {
                    in_macro = false;
                } else if let Some(rest) = t.strip_prefix("impl[") {
                    let generics = format!("[{rest}");
                    let g = bracketed(&generics);
                    let list = rest[g.len() + 1..].trim().trim_end_matches('{');
                    macro_types = split_top(list)
                        .iter()
                        .map(|ty| type_name(ty, &[]))
                        .collect();
                } else if let Some(sig) = t.strip_prefix("fn ") {
                    let mut sig = sig.to_string();
                    while !sig.ends_with(';') {
                        sig.push(' ');
                        sig.push_str(lines[i].trim());
                        i += 1;
                    }
                    let (name, rest) = name_and_rest(&sig);
                    let params = split_top(params_of(rest));
                    let (receiver, consumes, args) = match params.first().map(String::as_str) {
                        Some("keep self") => (Receiver::Borrowed, false, &params[1..]),
                        Some("take self") => (Receiver::Borrowed, true, &params[1..]),
                        _ => (Receiver::None, false, &params[..]),
                    };
                    let how: Vec<String> = args
                        .iter()
                        .map(|a| {
                            let (_, ty) = a.split_once(':').expect("name: how Type");
                            ty.split_whitespace()
                                .next()
                                .expect("a crossing")
                                .to_string()
                        })
                        .collect();
                    for ty in &macro_types {
                        out.push(Declared {
                            ty: ty.clone(),
                            name: name.clone(),
                            receiver,
                            declared: Some((consumes, how.clone())),
                        });
                        if consumes {
                            out.push(Declared {
                                ty: format!("ByValue<{ty}>"),
                                name: name.clone(),
                                receiver: Receiver::Owned,
                                declared: Some((consumes, how.clone())),
                            });
                        }
                    }
                }
                continue;
            }
            if line == "}" {
                current = None;
                continue;
            }
            if let Some(rest) = line.strip_prefix("impl") {
                current = None;
                // Inherent impls only (`impl<..> Type<..> {`).
                if rest.contains(" for ") || !line.ends_with('{') {
                    continue;
                }
                let rest = rest.trim_end_matches('{').trim();
                let (generics, ty) = if rest.starts_with('<') {
                    let g = bracketed(rest);
                    let names = split_top(g)
                        .iter()
                        .map(|p| p.split(':').next().unwrap_or_default().trim().to_string())
                        .collect();
                    (names, &rest[g.len() + 2..])
                } else {
                    (Vec::new(), rest)
                };
                let name = type_name(ty, &generics);
                current = (!name.is_empty()).then_some((name, generics));
            } else if let Some((ty, _)) = &current {
                if let Some(sig) = t.strip_prefix("pub fn ") {
                    let mut sig = sig.to_string();
                    while !sig.contains(')') {
                        sig.push_str(lines[i].trim());
                        i += 1;
                    }
                    let (name, rest) = name_and_rest(&sig);
                    let first = rest
                        .split_once('(')
                        .map(|(_, p)| p.trim_start())
                        .unwrap_or_default();
                    let receiver = if first.starts_with("&self") || first.starts_with("&mut self") {
                        Receiver::Borrowed
                    } else if first.starts_with("self") || first.starts_with("mut self") {
                        Receiver::Owned
                    } else {
                        Receiver::None
                    };
                    out.push(Declared {
                        ty: ty.clone(),
                        name,
                        receiver,
                        declared: None,
                    });
                }
            }
        }
    }
    out.sort_by_key(Declared::key);
    out
}

/// The untyped method a hand-written typed method is a form of, where
/// their names differ: a projection of one side (its result's kinds known
/// from the side), a renaming after a kind or into a group.
fn untyped_name(name: &str) -> &str {
    match name {
        "project_out_domain_dims" | "project_out_range_dims" => "project_out",
        "set_tuple" | "set_tuple_in" => "set_tuple_id",
        other => other,
    }
}

/// The untyped type a typed type is the form of.
fn untyped_owner(ty: &str) -> &str {
    match ty {
        "MapSpace" => "Space",
        other => other,
    }
}

/// The forms the hand-written methods have against the untyped declarations
/// (`isl_safe::internals::declarations()`): a method on `&self` whose
/// untyped method consumes its receiver has a by-value form (and a
/// `typed_methods!` method says `take self` exactly there), and each typed
/// argument of a `typed_methods!` method crosses as the untyped argument
/// does (`keep` for ISL's `Keep`, `take` for `Take`).
fn forms_against_untyped(declared: &[Declared]) -> Vec<String> {
    let decls: Vec<&isl_safe::internals::Spec> = isl_safe::internals::declarations().collect();
    let find = |owner: &str, name: &str| -> Vec<&isl_safe::internals::Spec> {
        decls
            .iter()
            .filter(|d| d.owner == owner && d.name == name)
            .copied()
            .collect()
    };
    let consumes = |d: &isl_safe::internals::Spec| {
        d.params.starts_with("take self") || d.params.starts_with("inplace self")
    };
    let mut wrong = Vec::new();
    for m in declared {
        if m.ty.starts_with("ByValue") || m.receiver == Receiver::Owned {
            continue;
        }
        let specs = find(untyped_owner(&m.ty), untyped_name(&m.name));
        let by_value = declared
            .iter()
            .any(|b| b.ty == format!("ByValue<{}>", m.ty) && b.name == m.name);
        if m.receiver == Receiver::Borrowed {
            let untyped_consumes = specs.iter().any(|d| consumes(d));
            if untyped_consumes && !by_value {
                wrong.push(format!(
                    "{}: the untyped method consumes its receiver, the typed one has no \
                     by-value form",
                    m.key()
                ));
            }
            if by_value && !untyped_consumes {
                wrong.push(format!(
                    "{}: a by-value form where the untyped method has none",
                    m.key()
                ));
            }
        }
        let Some((_, how)) = &m.declared else {
            continue;
        };
        // The untyped declaration of the same receiver, its arguments.
        let Some(spec) = specs.iter().find(|d| match m.receiver {
            Receiver::None => !d.params.contains("self"),
            _ => d.params.contains("self") && !d.params.starts_with("via"),
        }) else {
            // A convenience of the untyped layer: no declaration.
            continue;
        };
        let args: Vec<String> = split_top(&spec.params.replace(" < ", "<").replace(" >", ">"))
            .into_iter()
            .filter(|p| !p.contains("self") && p != "ctx")
            .collect();
        for (k, h) in how.iter().enumerate() {
            let q = args.get(k).map_or("", |a| {
                a.split_once(':')
                    .map_or("", |(_, q)| q.trim().split('<').next().unwrap_or_default())
            });
            let expected = match q {
                "Keep" => "keep",
                "Take" => "take",
                _ => continue,
            };
            if h != "plain" && h != expected {
                wrong.push(format!(
                    "{}: argument {k} is `{h}`, the untyped method's is `{q}` ({})",
                    m.key(),
                    spec.params
                ));
            }
        }
    }
    wrong
}

/// Methods that give no `Ok` result on any sample, and why: their claim is
/// unchecked, so every other method must give one.
const NEVER_OK: &[(&str, &str)] = &[
    // ISL's identity needs a relation's space; a function of the parameters
    // has a set's, so ISL's typed C++ forms of these always fail.
    ("Aff<Params>::identity_multi_aff", "identity of a set space"),
    (
        "PwAff<Params>::identity_multi_pw_aff",
        "identity of a set space",
    ),
    (
        "MultiAff<Params, D>::identity_multi_aff",
        "identity of a set space",
    ),
    (
        "ByValue<MultiAff<Params, D>>::identity_multi_aff",
        "identity of a set space",
    ),
    (
        "MultiPwAff<Params, D>::identity_multi_pw_aff",
        "identity of a set space",
    ),
    (
        "ByValue<MultiPwAff<Params, D>>::identity_multi_pw_aff",
        "identity of a set space",
    ),
    (
        "PwMultiAff<Params, D>::identity_multi_pw_aff",
        "identity of a set space",
    ),
    // ISL makes a zero union expression of zero dimensions only.
    ("Space<K>::zero_multi_union_pw_aff", "zero dimensions only"),
    (
        "ByValue<Space<K>>::zero_multi_union_pw_aff",
        "zero dimensions only",
    ),
    (
        "MapSpace<D, R>::zero_multi_union_pw_aff",
        "zero dimensions only",
    ),
    (
        "ByValue<MapSpace<D, R>>::zero_multi_union_pw_aff",
        "zero dimensions only",
    ),
    // ISL takes the range's set space, where ISL's typed C++ passes the
    // relation's space.
    (
        "MultiUnionPwAff<D, R>::from_union_pw_aff_list",
        "a set space expected",
    ),
];

// After the macros it uses.
#[rustfmt::skip]
#[path = "typed_reentry/calls.rs"]
mod calls;

#[test]
fn every_result_is_of_the_kinds_its_type_says() {
    let ctx = Context::new().expect("a context");
    let _scope = ctx.enter();
    calls::run();
    hand_written();
    TALLY.with(|t| {
        let t = t.borrow();
        // Every generated method and by-value form was called.
        let never: Vec<&&str> = calls::METHODS
            .iter()
            .filter(|k| !t.counts.contains_key(**k))
            .collect();
        assert!(never.is_empty(), "never called: {never:?}");
        // Every public method of the hand-written files was called, in
        // each form it has.
        let declared = hand_written_methods();
        let called = |key: &str| {
            let (ty, name) = key.split_once("::").expect("Type::method");
            t.counts.keys().any(|k| {
                let (kt, kn) = k.rsplit_once("::").expect("Type::method");
                kn == name && type_name(kt, &[]) == ty
            })
        };
        let mut missing: Vec<String> = declared
            .iter()
            .map(Declared::key)
            .filter(|k| !called(k))
            .collect();
        missing.dedup();
        let wrong = forms_against_untyped(&declared);
        assert!(
            missing.is_empty(),
            "hand-written typed methods the test does not call (add them to `hand_written` in \
             tests/typed/typed_reentry.rs): {missing:?}"
        );
        assert!(
            wrong.is_empty(),
            "hand-written typed methods whose forms are not the untyped method's:\n{}",
            wrong.join("\n")
        );
        let by_value = declared
            .iter()
            .filter(|m| m.ty.starts_with("ByValue<"))
            .count();
        eprintln!(
            "hand-written: {} methods and {by_value} by-value forms",
            declared.len() - by_value,
        );
        let calls: usize = t.counts.values().map(|c| c.0).sum();
        let oks: usize = t.counts.values().map(|c| c.1).sum();
        let methods = t.counts.len();
        let with_ok = t.counts.values().filter(|c| c.1 > 0).count();
        // A method the linked ISL does not support (each call's error of
        // kind Unsupported: with an ISL older than 0.27, or the system ISL)
        // has nothing to check.
        let never_ok: Vec<&String> = t
            .counts
            .iter()
            .filter(|(k, c)| c.1 == 0 && t.unsupported.get(*k) != Some(&c.0))
            .map(|(k, _)| k)
            .collect();
        eprintln!(
            "typed re-entry: {methods} methods ({} generated and by-value forms), {calls} calls, \
             {oks} Ok results, {with_ok} methods with an Ok result",
            calls::METHODS.len(),
        );
        let unexplained: Vec<&&String> = never_ok
            .iter()
            .filter(|k| !NEVER_OK.iter().any(|(n, _)| *n == k.as_str()))
            .collect();
        assert!(
            unexplained.is_empty(),
            "methods that never gave an Ok result, so whose claim nothing checked (give them \
             samples they accept, or say why in NEVER_OK): {unexplained:?}"
        );
        for (n, why) in NEVER_OK {
            if !never_ok.iter().any(|k| k.as_str() == *n) {
                eprintln!("{n} now gives Ok results ({why}?): remove it from NEVER_OK");
            }
        }
        let lies = &t.mismatches;
        assert!(
            lies.is_empty(),
            "{} results are not of the kinds their types say:\n{}",
            lies.len(),
            lies.iter()
                .map(|m| m.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        );
    });
}
