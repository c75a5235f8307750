//! The operation table: every operation a case can run, with the kinds of
//! its arguments (for the generator) and how to run it on the safe API.
//!
//! An operation takes its inputs from the pool (skipping when the pool has
//! no object of a needed type), calls the library and keeps a successful
//! result. Errors are expected: bad positions, counts and dimension types
//! are the point. The interpreter itself never indexes out of bounds and
//! never unwraps.

use crate::pool::{Pool, Pooled, Ty, A, K};
use isl_safe::*;
use std::fmt::Display;
use std::sync::OnceLock;

/// One operation.
pub struct OpDef {
    /// Its name in case files.
    pub name: &'static str,
    /// The type of object it adds to the pool, if any.
    pub out: Option<Ty>,
    /// Its arguments.
    pub args: Vec<K>,
    /// Runs it; `None` when an input was missing.
    pub run: fn(&mut Pool, &A) -> Option<()>,
}

/// A slot argument of type `T`.
fn s<T: Pooled>() -> K {
    K::S(T::TY)
}

fn loop_type(i: i64) -> AstLoopType {
    match i.rem_euclid(4) {
        0 => AstLoopType::Default,
        1 => AstLoopType::Atomic,
        2 => AstLoopType::Unroll,
        _ => AstLoopType::Separate,
    }
}

fn fold(i: i64) -> Fold {
    match i.rem_euclid(3) {
        0 => Fold::Min,
        1 => Fold::Max,
        _ => Fold::List,
    }
}

/// Parses, prints the result and parses the printed text again.
fn read_print<T: Pooled>(
    p: &mut Pool,
    text: &str,
    read: fn(&str) -> Result<T>,
    print: fn(&T) -> Option<String>,
) {
    let r = read(text);
    if let Ok(x) = &r {
        if let Some(printed) = print(x) {
            let _ = read(&printed);
        }
    }
    p.put(r);
}

fn display<T: Display>(x: &T) -> Option<String> {
    Some(x.to_string())
}

fn printer() -> Result<Printer> {
    Printer::to_str()
}

/// Prints `x` with a printer in the given output format, YAML style and indentation.
fn print_with(a: &A, print: impl FnOnce(Printer) -> Result<Printer>) -> Result<String> {
    let pr = printer()?
        .set_output_format(a.i(1))?
        .set_yaml_style(a.i(2))?
        .set_indent(a.i(3))?;
    print(pr)?.get_str()
}

macro_rules! def {
    ($v:ident, $name:literal, [$($k:expr),*] => (), |$p:ident, $a:ident| $body:block) => {
        $v.push(OpDef {
            name: $name,
            out: None,
            args: vec![$($k),*],
            run: |$p, $a| {
                let _ = $body;
                Some(())
            },
        });
    };
    ($v:ident, $name:literal, [$($k:expr),*] => $out:ty, |$p:ident, $a:ident| $body:block) => {
        $v.push(OpDef {
            name: $name,
            out: Some(<$out as Pooled>::TY),
            args: vec![$($k),*],
            run: |$p, $a| {
                let r: Result<$out> = $body;
                $p.put(r);
                Some(())
            },
        });
    };
}

/// `x.m()` for a slot `x`.
macro_rules! un {
    ($v:ident, $name:literal, $t:ty => $o:ty, $m:ident) => {
        def!($v, $name, [s::<$t>()] => $o, |p, a| {
            let x: $t = p.get(a.i(0))?;
            x.$m()
        });
    };
}

/// `x.m(&y)` for slots `x` and `y`.
macro_rules! bin {
    ($v:ident, $name:literal, $t:ty, $u:ty => $o:ty, $m:ident) => {
        def!($v, $name, [s::<$t>(), s::<$u>()] => $o, |p, a| {
            let x: $t = p.get(a.i(0))?;
            let y: $u = p.get(a.i(1))?;
            x.$m(&y)
        });
    };
}

/// A query `x.m()` whose result is dropped.
macro_rules! q {
    ($v:ident, $name:literal, $t:ty, $m:ident) => {
        def!($v, $name, [s::<$t>()] => (), |p, a| {
            let x: $t = p.get(a.i(0))?;
            x.$m()
        });
    };
}

/// `x.m(type, first, n)`.
macro_rules! dfn {
    ($v:ident, $name:literal, $t:ty, $m:ident) => {
        def!($v, $name, [s::<$t>(), K::D, K::P, K::N] => $t, |p, a| {
            let x: $t = p.get(a.i(0))?;
            x.$m(a.d(1), a.i(2), a.i(3))
        });
    };
}

/// `x.move_dims(dst_type, dst_pos, src_type, src_pos, n)`.
macro_rules! mv {
    ($v:ident, $name:literal, $t:ty) => {
        def!($v, $name, [s::<$t>(), K::D, K::P, K::D, K::P, K::N] => $t, |p, a| {
            let x: $t = p.get(a.i(0))?;
            x.move_dims(a.d(1), a.i(2), a.d(3), a.i(4), a.i(5))
        });
    };
}

/// `x.m(type, pos)` returning `O`.
macro_rules! dp {
    ($v:ident, $name:literal, $t:ty => $o:ty, $m:ident) => {
        def!($v, $name, [s::<$t>(), K::D, K::P] => $o, |p, a| {
            let x: $t = p.get(a.i(0))?;
            x.$m(a.d(1), a.i(2))
        });
    };
}

/// `x.m(pos)` returning `O`.
macro_rules! at {
    ($v:ident, $name:literal, $t:ty => $o:ty, $m:ident) => {
        def!($v, $name, [s::<$t>(), K::P] => $o, |p, a| {
            let x: $t = p.get(a.i(0))?;
            x.$m(a.i(1))
        });
    };
}

/// A reader: parse, print, parse again.
macro_rules! rd {
    ($v:ident, $name:literal, $t:ty, $print:expr) => {
        $v.push(OpDef {
            name: $name,
            out: Some(<$t as Pooled>::TY),
            args: vec![K::T(<$t as Pooled>::TY)],
            run: |p, a| {
                read_print::<$t>(p, a.s(0), |s| <$t>::read_from_str(s), $print);
                Some(())
            },
        });
    };
}

/// Printing with a printer in any format.
macro_rules! pr {
    ($v:ident, $name:literal, $t:ty, $m:ident) => {
        def!($v, $name, [s::<$t>(), K::F, K::F, K::P] => (), |p, a| {
            let x: $t = p.get(a.i(0))?;
            print_with(a, |pr| pr.$m(&x))
        });
    };
}

/// List operations shared by every list type.
macro_rules! list_ops {
    ($v:ident, $l:ty, $e:ty, $alloc:literal, $add:literal, $get:literal, $set:literal, $ins:literal, $drop:literal, $swap:literal, $rev:literal, $concat:literal) => {
        def!($v, $alloc, [K::N] => $l, |_p, a| { <$l>::alloc(a.i(0)) });
        bin!($v, $add, $l, $e => $l, add);
        at!($v, $get, $l => $e, get_at);
        def!($v, $set, [s::<$l>(), K::P, s::<$e>()] => $l, |p, a| {
            let x: $l = p.get(a.i(0))?;
            let y: $e = p.get(a.i(2))?;
            x.set_at(a.i(1), &y)
        });
        def!($v, $ins, [s::<$l>(), K::P, s::<$e>()] => $l, |p, a| {
            let x: $l = p.get(a.i(0))?;
            let y: $e = p.get(a.i(2))?;
            x.insert(a.i(1), &y)
        });
        def!($v, $drop, [s::<$l>(), K::P, K::N] => $l, |p, a| {
            let x: $l = p.get(a.i(0))?;
            x.drop(a.i(1), a.i(2))
        });
        def!($v, $swap, [s::<$l>(), K::P, K::P] => $l, |p, a| {
            let x: $l = p.get(a.i(0))?;
            x.swap(a.i(1), a.i(2))
        });
        un!($v, $rev, $l => $l, reverse);
        bin!($v, $concat, $l, $l => $l, concat);
    };
}

/// The operation table, built once.
pub fn table() -> &'static [OpDef] {
    static TABLE: OnceLock<Vec<OpDef>> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// The operation called `name`.
pub fn find(name: &str) -> Option<&'static OpDef> {
    static INDEX: OnceLock<std::collections::HashMap<&'static str, usize>> = OnceLock::new();
    let index = INDEX.get_or_init(|| {
        table()
            .iter()
            .enumerate()
            .map(|(k, o)| (o.name, k))
            .collect()
    });
    index.get(name).map(|&k| &table()[k])
}

#[allow(clippy::redundant_closure)]
fn build() -> Vec<OpDef> {
    let mut v: Vec<OpDef> = Vec::new();
    readers(&mut v);
    sets(&mut v);
    maps(&mut v);
    unions(&mut v);
    vals(&mut v);
    mats(&mut v);
    spaces(&mut v);
    affs(&mut v);
    schedules(&mut v);
    flow_and_ast(&mut v);
    lists_and_misc(&mut v);
    printing(&mut v);
    conveniences(&mut v);
    v
}

/// The typed layer's kinds, of the names and arities the seeds use most.
mod k {
    isl_safe::tuples! { pub S[1]; pub S2[2]; pub T[1]; pub A[1]; pub Stmts = S | T }
}

/// `text` read as a typed object of each kind (named, unnamed, wrapped, a
/// group, parameters): the entry checks on whatever a reader accepts. A
/// mismatch is an `Err`; the first kind that fits gives the result.
macro_rules! typed_kinds {
    ($text:expr; $($ty:ty),+ $(,)?) => {{
        let text: &str = $text;
        [$(text.parse::<$ty>().map(|x| x.to_string())),+]
            .into_iter()
            .reduce(|first, next| if first.is_ok() { first } else { next })
            .expect("at least one kind")
    }};
}

fn typed_set(text: &str) -> Result<String> {
    use typed::{Anon, Pair, Params, Set, Unnamed};
    typed_kinds!(text; Set<k::S>, Set<k::S2>, Set<k::Stmts>, Set<Anon<2>>, Set<Params>,
        Set<Pair<k::S, k::A>>, Set<Pair<Unnamed, Unnamed>>, Set<Unnamed>)
}

fn typed_map(text: &str) -> Result<String> {
    use typed::{Anon, Map, Pair, Unnamed};
    typed_kinds!(text; Map<k::S, k::A>, Map<k::Stmts, k::Stmts>, Map<Anon<1>, Anon<1>>,
        Map<Pair<Unnamed, Unnamed>, Unnamed>, Map<Unnamed, Pair<Unnamed, Unnamed>>,
        Map<Unnamed, Unnamed>)
}

fn typed_union_set(text: &str) -> Result<String> {
    use typed::{Params, UnionSet, Unnamed};
    typed_kinds!(text; UnionSet<k::Stmts>, UnionSet<k::S2>, UnionSet<Unnamed>, UnionSet<Params>)
}

fn typed_union_map(text: &str) -> Result<String> {
    use typed::{Pair, UnionMap, Unnamed};
    typed_kinds!(text; UnionMap<k::Stmts, k::A>, UnionMap<k::Stmts, k::Stmts>, UnionMap<Unnamed, Unnamed>,
        UnionMap<Pair<k::Stmts, Unnamed>, Unnamed>)
}

fn typed_functions(text: &str) -> Result<String> {
    use typed::{Aff, MultiAff, MultiUnionPwAff, MultiVal, Params, PwMultiAff, Unnamed};
    typed_kinds!(text; Aff<k::S>, Aff<Params>, Aff<Unnamed>, MultiAff<k::S, k::A>, MultiAff<Params, Unnamed>,
        MultiAff<Unnamed, Unnamed>, PwMultiAff<k::Stmts, Unnamed>, MultiVal<Unnamed>,
        MultiUnionPwAff<k::Stmts, Unnamed>, MultiUnionPwAff<Params, Unnamed>)
}

fn typed_schedule(text: &str) -> Result<String> {
    use typed::{Schedule, Unnamed};
    typed_kinds!(text; Schedule<k::Stmts>, Schedule<Unnamed>)
}

/// The typed layer's readers, on the same texts as the untyped ones.
fn typed_readers(v: &mut Vec<OpDef>) {
    def!(v, "typed_read_set", [K::T(Ty::Set)] => (), |_p, a| { typed_set(a.s(0)) });
    def!(v, "typed_read_map", [K::T(Ty::Map)] => (), |_p, a| { typed_map(a.s(0)) });
    def!(v, "typed_read_union_set", [K::T(Ty::UnionSet)] => (), |_p, a| {
        typed_union_set(a.s(0))
    });
    def!(v, "typed_read_union_map", [K::T(Ty::UnionMap)] => (), |_p, a| {
        typed_union_map(a.s(0))
    });
    def!(v, "typed_read_multi_aff", [K::T(Ty::MultiAff)] => (), |_p, a| {
        typed_functions(a.s(0))
    });
    def!(v, "typed_read_multi_union_pw_aff", [K::T(Ty::MultiUnionPwAff)] => (), |_p, a| {
        typed_functions(a.s(0))
    });
    def!(v, "typed_read_schedule", [K::T(Ty::Schedule)] => (), |_p, a| {
        typed_schedule(a.s(0))
    });
}

fn readers(v: &mut Vec<OpDef>) {
    // Not a reader: lowers the context's operation limit for the rest of
    // the case (the counter starts again from zero).
    def!(v, "limit_operations", [K::Limit] => (), |_p, a| {
        Context::current().map(|c| c.set_max_operations(a.i(0).clamp(1, 1 << 20) as u64))
    });
    rd!(v, "read_set", Set, display);
    rd!(v, "read_basic_set", BasicSet, display);
    rd!(v, "read_map", Map, display);
    rd!(v, "read_basic_map", BasicMap, display);
    rd!(v, "read_union_set", UnionSet, display);
    rd!(v, "read_union_map", UnionMap, display);
    rd!(v, "read_val", Val, display);
    rd!(v, "read_id", Id, display);
    rd!(v, "read_space", Space, display);
    rd!(v, "read_aff", Aff, display);
    rd!(v, "read_pw_aff", PwAff, display);
    rd!(v, "read_multi_aff", MultiAff, display);
    rd!(v, "read_pw_multi_aff", PwMultiAff, display);
    rd!(v, "read_multi_pw_aff", MultiPwAff, display);
    rd!(v, "read_union_pw_aff", UnionPwAff, display);
    rd!(v, "read_union_pw_multi_aff", UnionPwMultiAff, display);
    rd!(v, "read_multi_union_pw_aff", MultiUnionPwAff, display);
    rd!(v, "read_multi_val", MultiVal, display);
    rd!(v, "read_multi_id", MultiId, display);
    rd!(v, "read_pw_qpolynomial", PwQpolynomial, display);
    rd!(v, "read_pw_qpolynomial_fold", PwQpolynomialFold, |x| {
        printer()
            .and_then(|p| p.print_pw_qpolynomial_fold(x))
            .and_then(|p| p.get_str())
            .ok()
    });
    rd!(v, "read_union_pw_qpolynomial", UnionPwQpolynomial, display);
    rd!(v, "read_schedule", Schedule, display);
    rd!(v, "read_schedule_constraints", ScheduleConstraints, |x| {
        printer()
            .and_then(|p| p.print_schedule_constraints(x))
            .and_then(|p| p.get_str())
            .ok()
    });
    rd!(v, "read_fixed_box", FixedBox, |x| {
        printer()
            .and_then(|p| p.print_fixed_box(x))
            .and_then(|p| p.get_str())
            .ok()
    });
    rd!(v, "read_id_to_id", IdToId, |x| {
        printer()
            .and_then(|p| p.print_id_to_id(x))
            .and_then(|p| p.get_str())
            .ok()
    });
    rd!(v, "read_id_to_pw_aff", IdToPwAff, |x| {
        printer()
            .and_then(|p| p.print_id_to_pw_aff(x))
            .and_then(|p| p.get_str())
            .ok()
    });
    rd!(v, "read_id_to_ast_expr", IdToAstExpr, |x| {
        printer()
            .and_then(|p| p.print_id_to_ast_expr(x))
            .and_then(|p| p.get_str())
            .ok()
    });
    rd!(v, "read_map_to_basic_set", MapToBasicSet, |x| {
        printer()
            .and_then(|p| p.print_map_to_basic_set(x))
            .and_then(|p| p.get_str())
            .ok()
    });
    rd!(v, "read_id_list", IdList, display);
    rd!(v, "read_set_list", SetList, display);
    rd!(v, "read_union_set_list", UnionSetList, display);
    rd!(v, "read_val_list", ValList, display);
    rd!(v, "read_aff_list", AffList, display);
    // Readers without a pool slot of their own: parse and print only.
    def!(v, "read_map_list", [K::T(Ty::Map)] => (), |_p, a| {
        MapList::read_from_str(a.s(0)).map(|x| x.to_string())
    });
    def!(v, "read_pw_aff_list", [K::T(Ty::PwAff)] => (), |_p, a| {
        PwAffList::read_from_str(a.s(0)).map(|x| x.to_string())
    });
    def!(v, "read_pw_multi_aff_list", [K::T(Ty::PwMultiAff)] => (), |_p, a| {
        PwMultiAffList::read_from_str(a.s(0)).map(|x| x.to_string())
    });
    def!(v, "read_union_pw_aff_list", [K::T(Ty::UnionPwAff)] => (), |_p, a| {
        UnionPwAffList::read_from_str(a.s(0)).map(|x| x.to_string())
    });
    v.push(OpDef {
        name: "read_union_access_info",
        out: Some(Ty::UnionAccessInfo),
        args: vec![K::T(Ty::UnionAccessInfo)],
        run: |p, a| {
            let r = UnionAccessInfo::read_from_str(a.s(0));
            if let Ok(x) = &r {
                let printed = printer()
                    .and_then(|pr| pr.print_union_access_info(x))
                    .and_then(|pr| pr.get_str());
                if let Ok(t) = printed {
                    let _ = UnionAccessInfo::read_from_str(&t);
                }
            }
            p.put(r);
            Some(())
        },
    });
    typed_readers(v);
    // A stream read object after object; the first argument says which
    // reader to use for each (see `crate::gen::READERS`).
    v.push(OpDef {
        name: "read_stream",
        out: None,
        args: vec![K::Readers, K::T(Ty::UnionMap)],
        run: |p, a| {
            let Ok(st) = Stream::from_text(a.s(1)) else {
                return Some(());
            };
            for c in a.s(0).chars().take(16) {
                let ok = match c {
                    'i' => st.read_id().map(|x| p.put(Ok(x))).is_ok(),
                    'v' => st.read_val().map(|x| p.put(Ok(x))).is_ok(),
                    'V' => st.read_multi_val().map(|x| p.put(Ok(x))).is_ok(),
                    'a' => st.read_multi_aff().map(|x| p.put(Ok(x))).is_ok(),
                    'm' => st.read_map().map(|x| p.put(Ok(x))).is_ok(),
                    's' => st.read_set().map(|x| p.put(Ok(x))).is_ok(),
                    'b' => st.read_basic_set().map(|x| p.put(Ok(x))).is_ok(),
                    'q' => st.read_pw_qpolynomial().map(|x| p.put(Ok(x))).is_ok(),
                    'S' => st.read_union_set().map(|x| p.put(Ok(x))).is_ok(),
                    'M' => st.read_union_map().map(|x| p.put(Ok(x))).is_ok(),
                    'x' => st.read_schedule().map(|x| p.put(Ok(x))).is_ok(),
                    _ => true,
                };
                if !ok {
                    break;
                }
            }
            Some(())
        },
    });
}

fn sets(v: &mut Vec<OpDef>) {
    un!(v, "set_lexmin", Set => Set, lexmin);
    un!(v, "set_lexmax", Set => Set, lexmax);
    un!(v, "set_coalesce", Set => Set, coalesce);
    un!(v, "set_complement", Set => Set, complement);
    un!(v, "set_detect_equalities", Set => Set, detect_equalities);
    un!(v, "set_compute_divs", Set => Set, compute_divs);
    un!(v, "set_remove_divs", Set => Set, remove_divs);
    un!(v, "set_params", Set => Set, params);
    un!(v, "set_from_params", Set => Set, from_params);
    un!(v, "set_flatten", Set => Set, flatten);
    un!(v, "set_wrapped_reverse", Set => Set, wrapped_reverse);
    un!(v, "set_remove_redundancies", Set => Set, remove_redundancies);
    un!(v, "set_remove_unknown_divs", Set => Set, remove_unknown_divs);
    un!(v, "set_drop_unused_params", Set => Set, drop_unused_params);
    un!(v, "set_project_out_all_params", Set => Set, project_out_all_params);
    un!(v, "set_neg", Set => Set, neg);
    un!(v, "set_align_divs", Set => Set, align_divs);
    un!(v, "set_reset_tuple_id", Set => Set, reset_tuple_id);
    un!(v, "set_sample", Set => BasicSet, sample);
    un!(v, "set_sample_point", Set => Point, sample_point);
    un!(v, "set_affine_hull", Set => BasicSet, affine_hull);
    un!(v, "set_convex_hull", Set => BasicSet, convex_hull);
    un!(v, "set_simple_hull", Set => BasicSet, simple_hull);
    un!(v, "set_polyhedral_hull", Set => BasicSet, polyhedral_hull);
    un!(v, "set_unshifted_simple_hull", Set => BasicSet, unshifted_simple_hull);
    un!(v, "set_bounded_simple_hull", Set => BasicSet, bounded_simple_hull);
    un!(v, "set_coefficients", Set => BasicSet, coefficients);
    un!(v, "set_solutions", Set => BasicSet, solutions);
    un!(v, "set_unwrap", Set => Map, unwrapped);
    un!(v, "set_wrapped_domain_map", Set => Map, wrapped_domain_map);
    un!(v, "set_flatten_map", Set => Map, flatten_map);
    un!(v, "set_identity", Set => Map, identity);
    un!(v, "set_lexmin_pw_multi_aff", Set => PwMultiAff, lexmin_pw_multi_aff);
    un!(v, "set_lexmax_pw_multi_aff", Set => PwMultiAff, lexmax_pw_multi_aff);
    un!(v, "set_as_pw_multi_aff", Set => PwMultiAff, as_pw_multi_aff);
    un!(v, "set_max_multi_pw_aff", Set => MultiPwAff, max_multi_pw_aff);
    un!(v, "set_min_multi_pw_aff", Set => MultiPwAff, min_multi_pw_aff);
    un!(v, "set_to_union_set", Set => UnionSet, to_union_set);
    un!(v, "set_get_space", Set => Space, get_space);
    un!(v, "set_count_val", Set => Val, count_val);
    un!(v, "set_get_plain_multi_val_if_fixed", Set => MultiVal, get_plain_multi_val_if_fixed);
    un!(v, "set_get_simple_fixed_box_hull", Set => FixedBox, get_simple_fixed_box_hull);
    q!(v, "set_is_empty", Set, is_empty);
    q!(v, "set_is_bounded", Set, is_bounded);
    q!(v, "set_is_box", Set, is_box);
    q!(v, "set_tuple_dim", Set, tuple_dim);
    bin!(v, "set_union", Set, Set => Set, union);
    bin!(v, "set_intersect", Set, Set => Set, intersect);
    bin!(v, "set_subtract", Set, Set => Set, subtract);
    bin!(v, "set_product", Set, Set => Set, product);
    bin!(v, "set_flat_product", Set, Set => Set, flat_product);
    bin!(v, "set_sum", Set, Set => Set, sum);
    bin!(v, "set_gist", Set, Set => Set, gist);
    bin!(v, "set_gist_params", Set, Set => Set, gist_params);
    bin!(v, "set_intersect_params", Set, Set => Set, intersect_params);
    bin!(v, "set_apply", Set, Map => Set, apply);
    bin!(v, "set_preimage_multi_aff", Set, MultiAff => Set, preimage_multi_aff);
    bin!(v, "set_preimage_pw_multi_aff", Set, PwMultiAff => Set, preimage_pw_multi_aff);
    bin!(v, "set_preimage_multi_pw_aff", Set, MultiPwAff => Set, preimage_multi_pw_aff);
    bin!(v, "set_lower_bound_multi_val", Set, MultiVal => Set, lower_bound_multi_val);
    bin!(v, "set_upper_bound_multi_val", Set, MultiVal => Set, upper_bound_multi_val);
    bin!(v, "set_lower_bound_multi_pw_aff", Set, MultiPwAff => Set, lower_bound_multi_pw_aff);
    bin!(v, "set_align_params", Set, Space => Set, align_params);
    bin!(v, "set_set_tuple_id", Set, Id => Set, set_tuple_id);
    bin!(v, "set_bind", Set, MultiId => Set, bind);
    bin!(v, "set_unbind_params", Set, MultiId => Set, unbind_params);
    bin!(v, "set_unbind_params_insert_domain", Set, MultiId => Map, unbind_params_insert_domain);
    bin!(v, "set_project_out_param_id", Set, Id => Set, project_out_param_id);
    bin!(v, "set_project_out_param_id_list", Set, IdList => Set, project_out_param_id_list);
    bin!(v, "set_min_val", Set, Aff => Val, min_val);
    bin!(v, "set_max_val", Set, Aff => Val, max_val);
    bin!(v, "set_pw_aff_on_domain_val", Set, Val => PwAff, pw_aff_on_domain_val);
    bin!(v, "set_pw_multi_aff_on_domain_multi_val", Set, MultiVal => PwMultiAff, pw_multi_aff_on_domain_multi_val);
    bin!(v, "set_param_pw_aff_on_domain_id", Set, Id => PwAff, param_pw_aff_on_domain_id);
    bin!(v, "set_add_constraint", Set, Constraint => Set, add_constraint);
    def!(v, "set_partial_lexmin", [s::<Set>(), s::<Set>()] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        let y: Set = p.get(a.i(1))?;
        x.partial_lexmin(&y).map(|r| r.0)
    });
    def!(v, "set_is_subset", [s::<Set>(), s::<Set>()] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        let y: Set = p.get(a.i(1))?;
        x.is_subset(&y)
    });
    def!(v, "set_box_from_points", [s::<Point>(), s::<Point>()] => Set, |p, a| {
        let x: Point = p.get(a.i(0))?;
        let y: Point = p.get(a.i(1))?;
        Set::box_from_points(&x, &y)
    });
    def!(v, "set_from_point", [s::<Point>()] => Set, |p, a| {
        let x: Point = p.get(a.i(0))?;
        Set::from_point(&x)
    });
    def!(v, "set_universe", [s::<Space>()] => Set, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Set::universe(&x)
    });
    def!(v, "set_empty", [s::<Space>()] => Set, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Set::empty(&x)
    });
    dfn!(v, "set_insert_dims", Set, insert_dims);
    def!(v, "set_add_dims", [s::<Set>(), K::D, K::N] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.add_dims(a.d(1), a.i(2))
    });
    mv!(v, "set_move_dims", Set);
    dfn!(v, "set_project_out", Set, project_out);
    dfn!(v, "set_eliminate", Set, eliminate);
    dfn!(v, "set_remove_dims", Set, remove_dims);
    dfn!(
        v,
        "set_drop_constraints_involving_dims",
        Set,
        drop_constraints_involving_dims
    );
    dfn!(
        v,
        "set_drop_constraints_not_involving_dims",
        Set,
        drop_constraints_not_involving_dims
    );
    dfn!(
        v,
        "set_remove_divs_involving_dims",
        Set,
        remove_divs_involving_dims
    );
    dfn!(v, "set_split_dims", Set, split_dims);
    def!(v, "set_eliminate_dims", [s::<Set>(), K::P, K::N] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.eliminate_dims(a.i(1), a.i(2))
    });
    def!(v, "set_involves_dims", [s::<Set>(), K::D, K::P, K::N] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.involves_dims(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "set_fix_si", [s::<Set>(), K::D, K::P, K::V] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.fix_si(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "set_fix_dim_si", [s::<Set>(), K::P, K::V] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.fix_dim_si(a.i(1), a.i(2))
    });
    def!(v, "set_fix_val", [s::<Set>(), K::D, K::P, s::<Val>()] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        let y: Val = p.get(a.i(3))?;
        x.fix_val(a.d(1), a.i(2), &y)
    });
    def!(v, "set_lower_bound_si", [s::<Set>(), K::D, K::P, K::V] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.lower_bound_si(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "set_upper_bound_val", [s::<Set>(), K::D, K::P, s::<Val>()] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        let y: Val = p.get(a.i(3))?;
        x.upper_bound_val(a.d(1), a.i(2), &y)
    });
    def!(v, "set_equate", [s::<Set>(), K::D, K::P, K::D, K::P] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.equate(a.d(1), a.i(2), a.d(3), a.i(4))
    });
    def!(v, "set_dim", [s::<Set>(), K::D] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.dim(a.d(1))
    });
    def!(v, "set_get_dim_name", [s::<Set>(), K::D, K::P] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.get_dim_name(a.d(1), a.i(2))
    });
    def!(v, "set_set_dim_name", [s::<Set>(), K::D, K::P, K::Name] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.set_dim_name(a.d(1), a.i(2), a.s(3))
    });
    dp!(v, "set_get_dim_id", Set => Id, get_dim_id);
    def!(v, "set_set_dim_id", [s::<Set>(), K::D, K::P, s::<Id>()] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        let y: Id = p.get(a.i(3))?;
        x.set_dim_id(a.d(1), a.i(2), &y)
    });
    def!(v, "set_find_dim_by_name", [s::<Set>(), K::D, K::Name] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.find_dim_by_name(a.d(1), a.s(2))
    });
    def!(v, "set_dim_has_any_lower_bound", [s::<Set>(), K::D, K::P] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.dim_has_any_lower_bound(a.d(1), a.i(2))
    });
    def!(v, "set_dim_is_bounded", [s::<Set>(), K::D, K::P] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.dim_is_bounded(a.d(1), a.i(2))
    });
    dp!(v, "set_plain_get_val_if_fixed", Set => Val, plain_get_val_if_fixed);
    at!(v, "set_dim_max", Set => PwAff, dim_max);
    at!(v, "set_dim_min", Set => PwAff, dim_min);
    at!(v, "set_dim_max_val", Set => Val, dim_max_val);
    at!(v, "set_dim_min_val", Set => Val, dim_min_val);
    at!(v, "set_get_stride", Set => Val, get_stride);
    def!(v, "set_dim_residue_class_val", [s::<Set>(), K::P] => Val, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.dim_residue_class_val(a.i(1)).and_then(|r| r.1.ok_or(Error::NoContext))
    });
    def!(v, "set_get_stride_info", [s::<Set>(), K::P] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.get_stride_info(a.i(1)).and_then(|si| si.get_stride())
    });
    def!(v, "set_set_tuple_name", [s::<Set>(), K::Name] => Set, |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.set_tuple_name(a.s(1))
    });
    def!(v, "set_foreach_point", [s::<Set>(), K::N] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        let limit = a.i(1).clamp(0, 64);
        let mut n = 0;
        let mut last = None;
        let r = x.foreach_point(|pt| {
            n += 1;
            last = Some(pt);
            if n >= limit {
                Err(Error::NoContext)
            } else {
                Ok(())
            }
        });
        p.put(last.ok_or(Error::NoContext));
        r
    });
    def!(v, "set_foreach_basic_set", [s::<Set>()] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        let mut got = Vec::new();
        let r = x.foreach_basic_set(|b| {
            got.push(b);
            Ok::<(), Error>(())
        });
        for b in got.into_iter().take(4) {
            p.put(Ok(b));
        }
        r
    });

    // Basic sets, local spaces, constraints.
    def!(v, "bset_equalities_matrix", [s::<BasicSet>(), K::D, K::D, K::D, K::D] => Mat, |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        x.equalities_matrix(a.d(1), a.d(2), a.d(3), a.d(4))
    });
    def!(v, "bset_inequalities_matrix", [s::<BasicSet>(), K::D, K::D, K::D, K::D] => Mat, |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        x.inequalities_matrix(a.d(1), a.d(2), a.d(3), a.d(4))
    });
    def!(v, "bset_from_constraint_matrices", [s::<Space>(), s::<Mat>(), s::<Mat>(), K::D, K::D, K::D, K::D] => BasicSet, |p, a| {
        let sp: Space = p.get(a.i(0))?;
        let e: Mat = p.get(a.i(1))?;
        let i: Mat = p.get(a.i(2))?;
        BasicSet::from_constraint_matrices(&sp, &e, &i, a.d(3), a.d(4), a.d(5), a.d(6))
    });
    at!(v, "bset_get_div", BasicSet => Aff, get_div);
    un!(v, "bset_get_local_space", BasicSet => LocalSpace, get_local_space);
    un!(v, "bset_sample_point", BasicSet => Point, sample_point);
    un!(v, "bset_lexmin", BasicSet => Set, lexmin);
    def!(v, "bset_dims_get_sign", [s::<BasicSet>(), K::D, K::P, K::N] => (), |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        x.dims_get_sign(a.d(1), a.i(2) as u32, a.i(3) as u32).map(drop)
    });
    def!(v, "bset_foreach_bound_pair", [s::<BasicSet>(), K::D, K::P] => (), |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        let mut parts = Vec::new();
        let r = x.foreach_bound_pair(a.d(1), a.i(2) as u32, |_, _, part: BasicSet| {
            parts.push(part);
            Ok::<(), Error>(())
        });
        for b in parts.into_iter().take(2) {
            p.put(Ok(b));
        }
        r
    });
    def!(v, "bset_multiplicative_call", [s::<BasicSet>()] => PwQpolynomial, |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        x.multiplicative_call(|factor: BasicSet| PwQpolynomial::from_pw_aff(factor.dim_max(0)?))
    });
    def!(v, "val_chunks", [s::<Val>()] => Val, |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.abs_num_chunks::<u32>().and_then(|c| Val::int_from_chunks(&c))
    });
    def!(v, "access_info_flow", [s::<Map>(), s::<Map>(), K::N] => Map, |p, a| {
        let sink: Map = p.get(a.i(0))?;
        let source: Map = p.get(a.i(1))?;
        let level = a.i(2) as i32;
        // Wrapping: the level is any number the case gives (overflow
        // checks are on in the debug build CI fuzzes with).
        let flow = AccessInfo::new(sink, 1u8, 1, move |x: &u8, y: &u8| {
            level.wrapping_add((x < y) as i32)
        })
            .and_then(|i| i.add_source(source, true, 0u8))
            .and_then(|i| i.compute_flow());
        let mut deps = Vec::new();
        let r = flow.and_then(|f| {
            f.foreach(|dep: Map, _, _: &u8| {
                deps.push(dep);
                Ok::<(), Error>(())
            })?;
            f.get_no_source(1)
        });
        for d in deps.into_iter().take(2) {
            p.put(Ok(d));
        }
        r
    });
    def!(v, "bset_to_set", [s::<BasicSet>()] => Set, |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        Set::from_basic_set(&x)
    });
    at!(v, "bset_dim_max_val", BasicSet => Val, dim_max_val);
    def!(v, "bset_from_point", [s::<Point>()] => BasicSet, |p, a| {
        let x: Point = p.get(a.i(0))?;
        BasicSet::from_point(&x)
    });
    dfn!(v, "bset_insert_dims", BasicSet, insert_dims);
    mv!(v, "bset_move_dims", BasicSet);
    dfn!(v, "bset_remove_dims", BasicSet, remove_dims);
    def!(v, "bset_set_dim_name", [s::<BasicSet>(), K::D, K::P, K::Name] => BasicSet, |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        x.set_dim_name(a.d(1), a.i(2), a.s(3))
    });
    def!(v, "bset_compute_vertices", [s::<BasicSet>()] => (), |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        let vs = x.compute_vertices().ok()?;
        let mut got = Vec::new();
        let r = vs.foreach_vertex(|vx| {
            got.push(vx.get_expr()?);
            let _ = vx.get_domain()?;
            Ok::<(), Error>(())
        });
        let _ = vs.foreach_cell(|c| {
            c.foreach_vertex(|vx| vx.get_expr().map(|_| ()))?;
            c.get_domain().map(|_| ())
        });
        for m in got.into_iter().take(2) {
            p.put(Ok(m));
        }
        r
    });
    def!(v, "bset_constraints", [s::<BasicSet>()] => (), |p, a| {
        let x: BasicSet = p.get(a.i(0))?;
        let cs = x.constraints();
        if let Ok(cs) = &cs {
            for c in cs.iter().take(3) {
                p.put(Ok(c.clone()));
            }
        }
        cs.map(|_| ())
    });
    def!(v, "ls_from_space", [s::<Space>()] => LocalSpace, |p, a| {
        let x: Space = p.get(a.i(0))?;
        LocalSpace::from_space(&x)
    });
    at!(v, "ls_get_div", LocalSpace => Aff, get_div);
    dfn!(v, "ls_insert_dims", LocalSpace, insert_dims);
    dfn!(v, "ls_drop_dims", LocalSpace, drop_dims);
    def!(v, "ls_add_dims", [s::<LocalSpace>(), K::D, K::N] => LocalSpace, |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        x.add_dims(a.d(1), a.i(2))
    });
    def!(v, "ls_set_dim_name", [s::<LocalSpace>(), K::D, K::P, K::Name] => LocalSpace, |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        x.set_dim_name(a.d(1), a.i(2), a.s(3))
    });
    un!(v, "ls_domain", LocalSpace => LocalSpace, domain);
    un!(v, "ls_range", LocalSpace => LocalSpace, range);
    un!(v, "ls_wrap", LocalSpace => LocalSpace, wrap);
    un!(v, "ls_from_domain", LocalSpace => LocalSpace, from_domain);
    un!(v, "ls_flatten_domain", LocalSpace => LocalSpace, flatten_domain);
    bin!(v, "ls_intersect", LocalSpace, LocalSpace => LocalSpace, intersect);
    un!(v, "ls_get_space", LocalSpace => Space, get_space);
    def!(v, "ls_dim", [s::<LocalSpace>(), K::D] => (), |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        x.dim(a.d(1))
    });
    def!(v, "constraint_alloc_equality", [s::<LocalSpace>()] => Constraint, |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        Constraint::alloc_equality(&x)
    });
    def!(v, "constraint_alloc_inequality", [s::<LocalSpace>()] => Constraint, |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        Constraint::alloc_inequality(&x)
    });
    def!(v, "constraint_set_coefficient_si", [s::<Constraint>(), K::D, K::P, K::V] => Constraint, |p, a| {
        let x: Constraint = p.get(a.i(0))?;
        x.set_coefficient_si(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "constraint_set_coefficient_val", [s::<Constraint>(), K::D, K::P, s::<Val>()] => Constraint, |p, a| {
        let x: Constraint = p.get(a.i(0))?;
        let y: Val = p.get(a.i(3))?;
        x.set_coefficient_val(a.d(1), a.i(2), &y)
    });
    def!(v, "constraint_set_constant_si", [s::<Constraint>(), K::V] => Constraint, |p, a| {
        let x: Constraint = p.get(a.i(0))?;
        x.set_constant_si(a.i(1))
    });
    dp!(v, "constraint_get_coefficient_val", Constraint => Val, get_coefficient_val);
    dp!(v, "constraint_get_bound", Constraint => Aff, get_bound);
    at!(v, "constraint_get_div", Constraint => Aff, get_div);
    un!(v, "constraint_get_aff", Constraint => Aff, get_aff);
    def!(v, "constraint_is_lower_bound", [s::<Constraint>(), K::D, K::P] => (), |p, a| {
        let x: Constraint = p.get(a.i(0))?;
        x.is_lower_bound(a.d(1), a.i(2))
    });
    def!(v, "constraint_involves_dims", [s::<Constraint>(), K::D, K::P, K::N] => (), |p, a| {
        let x: Constraint = p.get(a.i(0))?;
        x.involves_dims(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "bset_from_constraint", [s::<Constraint>()] => BasicSet, |p, a| {
        let x: Constraint = p.get(a.i(0))?;
        BasicSet::from_constraint(&x)
    });
}

fn maps(v: &mut Vec<OpDef>) {
    un!(v, "map_reverse", Map => Map, reverse);
    un!(v, "map_domain", Map => Set, domain);
    un!(v, "map_range", Map => Set, range);
    un!(v, "map_deltas", Map => Set, deltas);
    un!(v, "map_wrap", Map => Set, wrap);
    un!(v, "map_deltas_map", Map => Map, deltas_map);
    un!(v, "map_domain_map", Map => Map, domain_map);
    un!(v, "map_range_map", Map => Map, range_map);
    un!(v, "map_curry", Map => Map, curry);
    un!(v, "map_uncurry", Map => Map, uncurry);
    un!(v, "map_zip", Map => Map, zip);
    un!(v, "map_range_curry", Map => Map, range_curry);
    un!(v, "map_domain_reverse", Map => Map, domain_reverse);
    un!(v, "map_range_reverse", Map => Map, range_reverse);
    un!(v, "map_lexmin", Map => Map, lexmin);
    un!(v, "map_lexmax", Map => Map, lexmax);
    un!(v, "map_coalesce", Map => Map, coalesce);
    un!(v, "map_detect_equalities", Map => Map, detect_equalities);
    un!(v, "map_flatten", Map => Map, flatten);
    un!(v, "map_flatten_domain", Map => Map, flatten_domain);
    un!(v, "map_remove_divs", Map => Map, remove_divs);
    un!(v, "map_sample", Map => BasicMap, sample);
    un!(v, "map_lexmin_pw_multi_aff", Map => PwMultiAff, lexmin_pw_multi_aff);
    un!(v, "map_get_range_simple_fixed_box_hull", Map => FixedBox, get_range_simple_fixed_box_hull);
    un!(v, "map_get_range_lattice_tile", Map => FixedBox, get_range_lattice_tile);
    un!(v, "map_get_space", Map => Space, get_space);
    un!(v, "map_to_union_map", Map => UnionMap, to_union_map);
    un!(v, "map_as_pw_multi_aff", Map => PwMultiAff, as_pw_multi_aff);
    q!(v, "map_is_bijective", Map, is_bijective);
    q!(v, "map_is_single_valued", Map, is_single_valued);
    q!(v, "map_is_injective", Map, is_injective);
    def!(v, "map_transitive_closure", [s::<Map>()] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.transitive_closure().map(|r| r.0)
    });
    def!(v, "map_power", [s::<Map>()] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.power().map(|r| r.0)
    });
    def!(v, "map_get_range_stride_info", [s::<Map>(), K::P] => (), |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.get_range_stride_info(a.i(1)).and_then(|si| si.get_offset())
    });
    bin!(v, "map_fixed_power_val", Map, Val => Map, fixed_power_val);
    bin!(v, "map_floordiv_val", Map, Val => Map, floordiv_val);
    bin!(v, "map_apply_range", Map, Map => Map, apply_range);
    bin!(v, "map_apply_domain", Map, Map => Map, apply_domain);
    bin!(v, "map_intersect_domain", Map, Set => Map, intersect_domain);
    bin!(v, "map_intersect_range", Map, Set => Map, intersect_range);
    bin!(v, "map_intersect", Map, Map => Map, intersect);
    bin!(v, "map_union", Map, Map => Map, union);
    bin!(v, "map_subtract", Map, Map => Map, subtract);
    bin!(v, "map_gist", Map, Map => Map, gist);
    bin!(v, "map_product", Map, Map => Map, product);
    bin!(v, "map_range_product", Map, Map => Map, range_product);
    bin!(v, "map_flat_range_product", Map, Map => Map, flat_range_product);
    bin!(v, "map_sum", Map, Map => Map, sum);
    bin!(v, "map_lex_lt_map", Map, Map => Map, lex_lt_map);
    bin!(v, "map_lex_ge_map", Map, Map => Map, lex_ge_map);
    bin!(v, "map_eq_at_multi_pw_aff", Map, MultiPwAff => Map, eq_at_multi_pw_aff);
    bin!(v, "map_lex_lt_at_multi_pw_aff", Map, MultiPwAff => Map, lex_lt_at_multi_pw_aff);
    bin!(v, "map_preimage_domain_multi_aff", Map, MultiAff => Map, preimage_domain_multi_aff);
    bin!(v, "map_preimage_domain_pw_multi_aff", Map, PwMultiAff => Map, preimage_domain_pw_multi_aff);
    bin!(v, "map_add_constraint", Map, Constraint => Map, add_constraint);
    def!(v, "map_partial_lexmin", [s::<Map>(), s::<Set>()] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        let y: Set = p.get(a.i(1))?;
        x.partial_lexmin(&y).map(|r| r.0)
    });
    def!(v, "map_from_domain_and_range", [s::<Set>(), s::<Set>()] => Map, |p, a| {
        let x: Set = p.get(a.i(0))?;
        let y: Set = p.get(a.i(1))?;
        Map::from_domain_and_range(&x, &y)
    });
    def!(v, "map_lex_lt", [s::<Space>()] => Map, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Map::lex_lt(&x)
    });
    def!(v, "map_lex_ge_first", [s::<Space>(), K::N] => Map, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Map::lex_ge_first(&x, a.i(1))
    });
    def!(v, "map_universe", [s::<Space>()] => Map, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Map::universe(&x)
    });
    def!(v, "map_identity", [s::<Space>()] => Map, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Map::identity(&x)
    });
    def!(v, "map_from_aff", [s::<Aff>()] => Map, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        Map::from_aff(&x)
    });
    dfn!(v, "map_insert_dims", Map, insert_dims);
    mv!(v, "map_move_dims", Map);
    dfn!(v, "map_project_out", Map, project_out);
    dfn!(v, "map_eliminate", Map, eliminate);
    dfn!(v, "map_remove_dims", Map, remove_dims);
    dfn!(
        v,
        "map_drop_constraints_involving_dims",
        Map,
        drop_constraints_involving_dims
    );
    def!(v, "map_remove_inputs", [s::<Map>(), K::P, K::N] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.remove_inputs(a.i(1), a.i(2))
    });
    def!(v, "map_fix_si", [s::<Map>(), K::D, K::P, K::V] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.fix_si(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "map_equate", [s::<Map>(), K::D, K::P, K::D, K::P] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.equate(a.d(1), a.i(2), a.d(3), a.i(4))
    });
    def!(v, "map_oppose", [s::<Map>(), K::D, K::P, K::D, K::P] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.oppose(a.d(1), a.i(2), a.d(3), a.i(4))
    });
    def!(v, "map_order_lt", [s::<Map>(), K::D, K::P, K::D, K::P] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.order_lt(a.d(1), a.i(2), a.d(3), a.i(4))
    });
    def!(v, "map_order_ge", [s::<Map>(), K::D, K::P, K::D, K::P] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.order_ge(a.d(1), a.i(2), a.d(3), a.i(4))
    });
    def!(v, "map_set_tuple_name", [s::<Map>(), K::D, K::Name] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.set_tuple_name(a.d(1), a.s(2))
    });
    def!(v, "map_set_dim_name", [s::<Map>(), K::D, K::P, K::Name] => Map, |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.set_dim_name(a.d(1), a.i(2), a.s(3))
    });
    def!(v, "map_dim", [s::<Map>(), K::D] => (), |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.dim(a.d(1))
    });
    dp!(v, "map_plain_get_val_if_fixed", Map => Val, plain_get_val_if_fixed);
    def!(v, "map_foreach_basic_map", [s::<Map>()] => (), |p, a| {
        let x: Map = p.get(a.i(0))?;
        let mut got = Vec::new();
        let r = x.foreach_basic_map(|b| {
            got.push(b);
            Ok::<(), Error>(())
        });
        for b in got.into_iter().take(4) {
            p.put(Ok(b));
        }
        r
    });
    def!(v, "bmap_to_map", [s::<BasicMap>()] => Map, |p, a| {
        let x: BasicMap = p.get(a.i(0))?;
        Map::from_basic_map(&x)
    });
    mv!(v, "bmap_move_dims", BasicMap);
    dfn!(v, "bmap_insert_dims", BasicMap, insert_dims);
    def!(v, "bmap_equalities_matrix", [s::<BasicMap>(), K::D, K::D, K::D, K::D, K::D] => Mat, |p, a| {
        let x: BasicMap = p.get(a.i(0))?;
        x.equalities_matrix(a.d(1), a.d(2), a.d(3), a.d(4), a.d(5))
    });
    def!(v, "bmap_inequalities_matrix", [s::<BasicMap>(), K::D, K::D, K::D, K::D, K::D] => Mat, |p, a| {
        let x: BasicMap = p.get(a.i(0))?;
        x.inequalities_matrix(a.d(1), a.d(2), a.d(3), a.d(4), a.d(5))
    });
    def!(v, "bmap_from_constraint_matrices", [s::<Space>(), s::<Mat>(), s::<Mat>(), K::D, K::D, K::D, K::D, K::D] => BasicMap, |p, a| {
        let sp: Space = p.get(a.i(0))?;
        let e: Mat = p.get(a.i(1))?;
        let i: Mat = p.get(a.i(2))?;
        BasicMap::from_constraint_matrices(&sp, &e, &i, a.d(3), a.d(4), a.d(5), a.d(6), a.d(7))
    });
    at!(v, "bmap_get_div", BasicMap => Aff, get_div);
}

fn unions(v: &mut Vec<OpDef>) {
    bin!(v, "uset_union", UnionSet, UnionSet => UnionSet, union);
    bin!(v, "uset_intersect", UnionSet, UnionSet => UnionSet, intersect);
    bin!(v, "uset_subtract", UnionSet, UnionSet => UnionSet, subtract);
    bin!(v, "uset_product", UnionSet, UnionSet => UnionSet, product);
    bin!(v, "uset_apply", UnionSet, UnionMap => UnionSet, apply);
    bin!(v, "uset_preimage_multi_aff", UnionSet, MultiAff => UnionSet, preimage_multi_aff);
    bin!(v, "uset_preimage_union_pw_multi_aff", UnionSet, UnionPwMultiAff => UnionSet, preimage_union_pw_multi_aff);
    bin!(v, "uset_extract_set", UnionSet, Space => Set, extract_set);
    bin!(v, "uset_min_multi_union_pw_aff", UnionSet, MultiUnionPwAff => MultiVal, min_multi_union_pw_aff);
    un!(v, "uset_lexmin", UnionSet => UnionSet, lexmin);
    un!(v, "uset_lexmax", UnionSet => UnionSet, lexmax);
    un!(v, "uset_coalesce", UnionSet => UnionSet, coalesce);
    un!(v, "uset_compute_divs", UnionSet => UnionSet, compute_divs);
    un!(v, "uset_universe", UnionSet => UnionSet, universe);
    un!(v, "uset_polyhedral_hull", UnionSet => UnionSet, polyhedral_hull);
    un!(v, "uset_coefficients", UnionSet => UnionSet, coefficients);
    un!(v, "uset_solutions", UnionSet => UnionSet, solutions);
    un!(v, "uset_lift", UnionSet => UnionSet, lift);
    un!(v, "uset_sample_point", UnionSet => Point, sample_point);
    un!(v, "uset_identity", UnionSet => UnionMap, identity);
    un!(v, "uset_unwrap", UnionSet => UnionMap, unwrapped);
    un!(v, "uset_wrapped_domain_map", UnionSet => UnionMap, wrapped_domain_map);
    un!(v, "uset_params", UnionSet => Set, params);
    un!(v, "uset_get_set_list", UnionSet => SetList, get_set_list);
    un!(v, "uset_get_space", UnionSet => Space, get_space);
    def!(v, "uset_from_set", [s::<Set>()] => UnionSet, |p, a| {
        let x: Set = p.get(a.i(0))?;
        UnionSet::from_set(&x)
    });
    dfn!(v, "uset_project_out", UnionSet, project_out);
    def!(v, "uset_compute_schedule", [s::<UnionSet>(), s::<UnionMap>(), s::<UnionMap>()] => Schedule, |p, a| {
        let x: UnionSet = p.get(a.i(0))?;
        let y: UnionMap = p.get(a.i(1))?;
        let z: UnionMap = p.get(a.i(2))?;
        x.compute_schedule(&y, &z)
    });
    def!(v, "uset_is_subset", [s::<UnionSet>(), s::<UnionSet>()] => (), |p, a| {
        let x: UnionSet = p.get(a.i(0))?;
        let y: UnionSet = p.get(a.i(1))?;
        x.is_subset(&y)
    });
    def!(v, "uset_foreach_set", [s::<UnionSet>()] => (), |p, a| {
        let x: UnionSet = p.get(a.i(0))?;
        let mut got = Vec::new();
        let r = x.foreach_set(|s| {
            got.push(s);
            Ok::<(), Error>(())
        });
        for s in got.into_iter().take(4) {
            p.put(Ok(s));
        }
        r
    });

    bin!(v, "umap_union", UnionMap, UnionMap => UnionMap, union);
    bin!(v, "umap_intersect", UnionMap, UnionMap => UnionMap, intersect);
    bin!(v, "umap_subtract", UnionMap, UnionMap => UnionMap, subtract);
    bin!(v, "umap_apply_range", UnionMap, UnionMap => UnionMap, apply_range);
    bin!(v, "umap_apply_domain", UnionMap, UnionMap => UnionMap, apply_domain);
    bin!(v, "umap_gist", UnionMap, UnionMap => UnionMap, gist);
    bin!(v, "umap_product", UnionMap, UnionMap => UnionMap, product);
    bin!(v, "umap_range_product", UnionMap, UnionMap => UnionMap, range_product);
    bin!(v, "umap_domain_product", UnionMap, UnionMap => UnionMap, domain_product);
    bin!(v, "umap_lex_lt_union_map", UnionMap, UnionMap => UnionMap, lex_lt_union_map);
    bin!(v, "umap_intersect_domain", UnionMap, UnionSet => UnionMap, intersect_domain);
    bin!(v, "umap_intersect_range", UnionMap, UnionSet => UnionMap, intersect_range);
    bin!(v, "umap_gist_domain", UnionMap, UnionSet => UnionMap, gist_domain);
    bin!(v, "umap_gist_params", UnionMap, Set => UnionMap, gist_params);
    bin!(v, "umap_subtract_domain", UnionMap, UnionSet => UnionMap, subtract_domain);
    bin!(v, "umap_fixed_power_val", UnionMap, Val => UnionMap, fixed_power_val);
    bin!(v, "umap_extract_map", UnionMap, Space => Map, extract_map);
    bin!(v, "umap_eq_at_multi_union_pw_aff", UnionMap, MultiUnionPwAff => UnionMap, eq_at_multi_union_pw_aff);
    bin!(v, "umap_preimage_domain_multi_aff", UnionMap, MultiAff => UnionMap, preimage_domain_multi_aff);
    bin!(v, "umap_preimage_range_union_pw_multi_aff", UnionMap, UnionPwMultiAff => UnionMap, preimage_range_union_pw_multi_aff);
    bin!(v, "umap_bind_range", UnionMap, MultiId => UnionSet, bind_range);
    un!(v, "umap_reverse", UnionMap => UnionMap, reverse);
    un!(v, "umap_domain", UnionMap => UnionSet, domain);
    un!(v, "umap_range", UnionMap => UnionSet, range);
    un!(v, "umap_deltas", UnionMap => UnionSet, deltas);
    un!(v, "umap_wrap", UnionMap => UnionSet, wrap);
    un!(v, "umap_lexmin", UnionMap => UnionMap, lexmin);
    un!(v, "umap_lexmax", UnionMap => UnionMap, lexmax);
    un!(v, "umap_coalesce", UnionMap => UnionMap, coalesce);
    un!(v, "umap_zip", UnionMap => UnionMap, zip);
    un!(v, "umap_curry", UnionMap => UnionMap, curry);
    un!(v, "umap_uncurry", UnionMap => UnionMap, uncurry);
    un!(v, "umap_range_curry", UnionMap => UnionMap, range_curry);
    un!(v, "umap_range_map", UnionMap => UnionMap, range_map);
    un!(v, "umap_universe", UnionMap => UnionMap, universe);
    un!(v, "umap_domain_factor_domain", UnionMap => UnionMap, domain_factor_domain);
    un!(v, "umap_factor_range", UnionMap => UnionMap, factor_range);
    un!(v, "umap_remove_divs", UnionMap => UnionMap, remove_divs);
    un!(v, "umap_detect_equalities", UnionMap => UnionMap, detect_equalities);
    un!(v, "umap_sample", UnionMap => BasicMap, sample);
    un!(v, "umap_params", UnionMap => Set, params);
    def!(v, "umap_from_map", [s::<Map>()] => UnionMap, |p, a| {
        let x: Map = p.get(a.i(0))?;
        UnionMap::from_map(&x)
    });
    q!(v, "umap_is_injective", UnionMap, is_injective);
    dfn!(v, "umap_project_out", UnionMap, project_out);
    def!(v, "umap_power", [s::<UnionMap>()] => UnionMap, |p, a| {
        let x: UnionMap = p.get(a.i(0))?;
        x.power().map(|r| r.0)
    });
    def!(v, "umap_transitive_closure", [s::<UnionMap>()] => UnionMap, |p, a| {
        let x: UnionMap = p.get(a.i(0))?;
        x.transitive_closure().map(|r| r.0)
    });
    def!(v, "umap_from_domain_and_range", [s::<UnionSet>(), s::<UnionSet>()] => UnionMap, |p, a| {
        let x: UnionSet = p.get(a.i(0))?;
        let y: UnionSet = p.get(a.i(1))?;
        UnionMap::from_domain_and_range(&x, &y)
    });
    def!(v, "umap_from_multi_union_pw_aff", [s::<MultiUnionPwAff>()] => UnionMap, |p, a| {
        let x: MultiUnionPwAff = p.get(a.i(0))?;
        UnionMap::from_multi_union_pw_aff(&x)
    });
    def!(v, "umap_foreach_map", [s::<UnionMap>()] => (), |p, a| {
        let x: UnionMap = p.get(a.i(0))?;
        let mut got = Vec::new();
        let r = x.foreach_map(|m| {
            got.push(m);
            Ok::<(), Error>(())
        });
        for m in got.into_iter().take(4) {
            p.put(Ok(m));
        }
        r
    });
}

fn vals(v: &mut Vec<OpDef>) {
    bin!(v, "val_add", Val, Val => Val, add);
    bin!(v, "val_sub", Val, Val => Val, sub);
    bin!(v, "val_mul", Val, Val => Val, mul);
    bin!(v, "val_div", Val, Val => Val, div);
    bin!(v, "val_mod", Val, Val => Val, mod_);
    bin!(v, "val_gcd", Val, Val => Val, gcd);
    bin!(v, "val_max", Val, Val => Val, max);
    bin!(v, "val_min", Val, Val => Val, min);
    def!(v, "val_gcdext", [s::<Val>(), s::<Val>()] => Val, |p, a| {
        let x: Val = p.get(a.i(0))?;
        let y: Val = p.get(a.i(1))?;
        x.gcdext(&y).map(|r| r.0)
    });
    def!(v, "val_is_divisible_by", [s::<Val>(), s::<Val>()] => (), |p, a| {
        let x: Val = p.get(a.i(0))?;
        let y: Val = p.get(a.i(1))?;
        x.is_divisible_by(&y)
    });
    def!(v, "val_lt", [s::<Val>(), s::<Val>()] => (), |p, a| {
        let x: Val = p.get(a.i(0))?;
        let y: Val = p.get(a.i(1))?;
        x.lt(&y)
    });
    un!(v, "val_pow2", Val => Val, pow2);
    un!(v, "val_2exp", Val => Val, _2exp);
    un!(v, "val_floor", Val => Val, floor);
    un!(v, "val_ceil", Val => Val, ceil);
    un!(v, "val_trunc", Val => Val, trunc);
    un!(v, "val_inv", Val => Val, inv);
    un!(v, "val_neg", Val => Val, neg);
    un!(v, "val_abs", Val => Val, abs);
    un!(v, "val_get_den_val", Val => Val, get_den_val);
    q!(v, "val_get_num_si", Val, get_num_si);
    q!(v, "val_get_den_si", Val, get_den_si);
    q!(v, "val_get_d", Val, get_d);
    q!(v, "val_sgn", Val, sgn);
    def!(v, "val_add_ui", [s::<Val>(), K::V] => Val, |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.add_ui(a.u(1))
    });
    def!(v, "val_sub_ui", [s::<Val>(), K::V] => Val, |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.sub_ui(a.u(1))
    });
    def!(v, "val_mul_ui", [s::<Val>(), K::V] => Val, |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.mul_ui(a.u(1))
    });
    def!(v, "val_div_ui", [s::<Val>(), K::V] => Val, |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.div_ui(a.u(1))
    });
    def!(v, "val_set_si", [s::<Val>(), K::V] => Val, |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.set_si(a.i(1))
    });
    def!(v, "val_cmp_si", [s::<Val>(), K::V] => (), |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.cmp_si(a.i(1))
    });
    def!(v, "val_n_abs_num_chunks", [s::<Val>(), K::N] => (), |p, a| {
        let x: Val = p.get(a.i(0))?;
        x.n_abs_num_chunks(a.u(1) as usize)
    });
    def!(v, "val_int_from_si", [K::V] => Val, |_p, a| { Val::int_from_si(a.i(0)) });
    def!(v, "val_int_from_ui", [K::V] => Val, |_p, a| { Val::int_from_ui(a.u(0)) });
    def!(v, "val_special", [K::F] => Val, |_p, a| {
        match a.i(0).rem_euclid(6) {
            0 => Val::nan(),
            1 => Val::infty(),
            2 => Val::neginfty(),
            3 => Val::one(),
            4 => Val::negone(),
            _ => Val::zero(),
        }
    });
}

fn mats(v: &mut Vec<OpDef>) {
    def!(v, "mat_alloc", [K::N, K::N] => Mat, |_p, a| { Mat::alloc(a.i(0), a.i(1)) });
    def!(v, "mat_identity", [K::N] => Mat, |_p, a| { Mat::identity(a.i(0)) });
    def!(v, "mat_set_element_si", [s::<Mat>(), K::P, K::P, K::V] => Mat, |p, a| {
        let x: Mat = p.get(a.i(0))?;
        x.set_element_si(a.i(1), a.i(2), a.i(3))
    });
    def!(v, "mat_set_element_val", [s::<Mat>(), K::P, K::P, s::<Val>()] => Mat, |p, a| {
        let x: Mat = p.get(a.i(0))?;
        let y: Val = p.get(a.i(3))?;
        x.set_element_val(a.i(1), a.i(2), &y)
    });
    def!(v, "mat_get_element_val", [s::<Mat>(), K::P, K::P] => Val, |p, a| {
        let x: Mat = p.get(a.i(0))?;
        x.get_element_val(a.i(1), a.i(2))
    });
    at!(v, "mat_add_rows", Mat => Mat, add_rows);
    at!(v, "mat_add_zero_cols", Mat => Mat, add_zero_cols);
    at!(v, "mat_add_zero_rows", Mat => Mat, add_zero_rows);
    at!(v, "mat_normalize_row", Mat => Mat, normalize_row);
    at!(v, "mat_unimodular_complete", Mat => Mat, unimodular_complete);
    for (name, f) in [
        ("mat_insert_cols", 0),
        ("mat_insert_rows", 1),
        ("mat_insert_zero_cols", 2),
        ("mat_insert_zero_rows", 3),
        ("mat_drop_cols", 4),
        ("mat_drop_rows", 5),
        ("mat_swap_cols", 6),
        ("mat_swap_rows", 7),
        ("mat_extend", 8),
    ] {
        let run: fn(&mut Pool, &A) -> Option<()> = match f {
            0 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.insert_cols(a.i(1), a.i(2)));
                Some(())
            },
            1 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.insert_rows(a.i(1), a.i(2)));
                Some(())
            },
            2 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.insert_zero_cols(a.i(1), a.i(2)));
                Some(())
            },
            3 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.insert_zero_rows(a.i(1), a.i(2)));
                Some(())
            },
            4 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.drop_cols(a.i(1), a.i(2)));
                Some(())
            },
            5 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.drop_rows(a.i(1), a.i(2)));
                Some(())
            },
            6 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.swap_cols(a.i(1), a.i(2)));
                Some(())
            },
            7 => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.swap_rows(a.i(1), a.i(2)));
                Some(())
            },
            _ => |p, a| {
                let x: Mat = p.get(a.i(0))?;
                p.put(x.extend(a.i(1), a.i(2)));
                Some(())
            },
        };
        v.push(OpDef {
            name,
            out: Some(Ty::Mat),
            args: vec![s::<Mat>(), K::P, K::N],
            run,
        });
    }
    def!(v, "mat_move_cols", [s::<Mat>(), K::P, K::P, K::N] => Mat, |p, a| {
        let x: Mat = p.get(a.i(0))?;
        x.move_cols(a.i(1), a.i(2), a.i(3))
    });
    un!(v, "mat_transpose", Mat => Mat, transpose);
    un!(v, "mat_right_inverse", Mat => Mat, right_inverse);
    un!(v, "mat_right_kernel", Mat => Mat, right_kernel);
    un!(v, "mat_row_basis", Mat => Mat, row_basis);
    un!(v, "mat_normalize", Mat => Mat, normalize);
    un!(v, "mat_lin_to_aff", Mat => Mat, lin_to_aff);
    q!(v, "mat_rank", Mat, rank);
    q!(v, "mat_initial_non_zero_cols", Mat, initial_non_zero_cols);
    bin!(v, "mat_product", Mat, Mat => Mat, product);
    bin!(v, "mat_concat", Mat, Mat => Mat, concat);
    bin!(v, "mat_diagonal", Mat, Mat => Mat, diagonal);
    bin!(v, "mat_inverse_product", Mat, Mat => Mat, inverse_product);
    bin!(v, "mat_aff_direct_sum", Mat, Mat => Mat, aff_direct_sum);
    bin!(v, "mat_row_basis_extension", Mat, Mat => Mat, row_basis_extension);
    bin!(v, "mat_vec_concat", Mat, IslVec => Mat, vec_concat);
    bin!(v, "mat_vec_product", Mat, IslVec => IslVec, vec_product);
    bin!(v, "mat_vec_inverse_product", Mat, IslVec => IslVec, vec_inverse_product);
    def!(v, "mat_has_linearly_independent_rows", [s::<Mat>(), s::<Mat>()] => (), |p, a| {
        let x: Mat = p.get(a.i(0))?;
        let y: Mat = p.get(a.i(1))?;
        x.has_linearly_independent_rows(&y)
    });
    def!(v, "mat_left_hermite", [s::<Mat>(), K::F] => Mat, |p, a| {
        let x: Mat = p.get(a.i(0))?;
        x.left_hermite(a.i(1)).map(|r| r.0)
    });
    def!(v, "mat_from_row_vec", [s::<IslVec>()] => Mat, |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        Mat::from_row_vec(&x)
    });

    def!(v, "vec_alloc", [K::N] => IslVec, |_p, a| { IslVec::alloc(a.i(0)) });
    def!(v, "vec_zero", [K::N] => IslVec, |_p, a| { IslVec::zero(a.i(0)) });
    def!(v, "vec_set_element_si", [s::<IslVec>(), K::P, K::V] => IslVec, |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        x.set_element_si(a.i(1), a.i(2))
    });
    def!(v, "vec_set_element_val", [s::<IslVec>(), K::P, s::<Val>()] => IslVec, |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        let y: Val = p.get(a.i(2))?;
        x.set_element_val(a.i(1), &y)
    });
    at!(v, "vec_get_element_val", IslVec => Val, get_element_val);
    at!(v, "vec_add_els", IslVec => IslVec, add_els);
    at!(v, "vec_extend", IslVec => IslVec, extend);
    at!(v, "vec_zero_extend", IslVec => IslVec, zero_extend);
    at!(v, "vec_set_si", IslVec => IslVec, set_si);
    def!(v, "vec_insert_els", [s::<IslVec>(), K::P, K::N] => IslVec, |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        x.insert_els(a.i(1), a.i(2))
    });
    def!(v, "vec_insert_zero_els", [s::<IslVec>(), K::P, K::N] => IslVec, |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        x.insert_zero_els(a.i(1), a.i(2))
    });
    def!(v, "vec_drop_els", [s::<IslVec>(), K::P, K::N] => IslVec, |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        x.drop_els(a.i(1), a.i(2))
    });
    def!(v, "vec_move_els", [s::<IslVec>(), K::P, K::P, K::N] => IslVec, |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        x.move_els(a.i(1), a.i(2), a.i(3))
    });
    def!(v, "vec_cmp_element", [s::<IslVec>(), s::<IslVec>(), K::P] => (), |p, a| {
        let x: IslVec = p.get(a.i(0))?;
        let y: IslVec = p.get(a.i(1))?;
        x.cmp_element(&y, a.i(2))
    });
    bin!(v, "vec_concat", IslVec, IslVec => IslVec, concat);
    bin!(v, "vec_add", IslVec, IslVec => IslVec, add);
    bin!(v, "vec_mat_product", IslVec, Mat => IslVec, mat_product);
    bin!(v, "vec_set_val", IslVec, Val => IslVec, set_val);
    un!(v, "vec_neg", IslVec => IslVec, neg);
    un!(v, "vec_normalize", IslVec => IslVec, normalize);
    un!(v, "vec_sort", IslVec => IslVec, sort);
    un!(v, "vec_ceil", IslVec => IslVec, ceil);
    un!(v, "vec_clr", IslVec => IslVec, clr);
    q!(v, "vec_size", IslVec, size);

    def!(v, "point_zero", [s::<Space>()] => Point, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Point::zero(&x)
    });
    def!(v, "point_void", [s::<Space>()] => Point, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Point::void(&x)
    });
    dp!(v, "point_get_coordinate_val", Point => Val, get_coordinate_val);
    def!(v, "point_set_coordinate_val", [s::<Point>(), K::D, K::P, s::<Val>()] => Point, |p, a| {
        let x: Point = p.get(a.i(0))?;
        let y: Val = p.get(a.i(3))?;
        x.set_coordinate_val(a.d(1), a.i(2), &y)
    });
    def!(v, "point_add_ui", [s::<Point>(), K::D, K::P, K::N] => Point, |p, a| {
        let x: Point = p.get(a.i(0))?;
        x.add_ui(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "point_sub_ui", [s::<Point>(), K::D, K::P, K::N] => Point, |p, a| {
        let x: Point = p.get(a.i(0))?;
        x.sub_ui(a.d(1), a.i(2), a.i(3))
    });
    un!(v, "point_get_multi_val", Point => MultiVal, get_multi_val);
    un!(v, "point_get_space", Point => Space, get_space);
}

fn spaces(v: &mut Vec<OpDef>) {
    def!(v, "space_set_alloc", [K::N, K::N] => Space, |_p, a| { Space::set_alloc(a.i(0), a.i(1)) });
    def!(v, "space_alloc", [K::N, K::N, K::N] => Space, |_p, a| { Space::alloc(a.i(0), a.i(1), a.i(2)) });
    def!(v, "space_params_alloc", [K::N] => Space, |_p, a| { Space::params_alloc(a.i(0)) });
    dfn!(v, "space_insert_dims", Space, insert_dims);
    dfn!(v, "space_drop_dims", Space, drop_dims);
    mv!(v, "space_move_dims", Space);
    def!(v, "space_add_dims", [s::<Space>(), K::D, K::N] => Space, |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.add_dims(a.d(1), a.i(2))
    });
    def!(v, "space_drop_inputs", [s::<Space>(), K::P, K::N] => Space, |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.drop_inputs(a.i(1), a.i(2))
    });
    def!(v, "space_set_dim_name", [s::<Space>(), K::D, K::P, K::Name] => Space, |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.set_dim_name(a.d(1), a.i(2), a.s(3))
    });
    def!(v, "space_get_dim_name", [s::<Space>(), K::D, K::P] => (), |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.get_dim_name(a.d(1), a.i(2))
    });
    def!(v, "space_set_tuple_name", [s::<Space>(), K::D, K::Name] => Space, |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.set_tuple_name(a.d(1), a.s(2))
    });
    def!(v, "space_get_tuple_name", [s::<Space>(), K::D] => (), |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.get_tuple_name(a.d(1))
    });
    def!(v, "space_set_dim_id", [s::<Space>(), K::D, K::P, s::<Id>()] => Space, |p, a| {
        let x: Space = p.get(a.i(0))?;
        let y: Id = p.get(a.i(3))?;
        x.set_dim_id(a.d(1), a.i(2), &y)
    });
    def!(v, "space_find_dim_by_name", [s::<Space>(), K::D, K::Name] => (), |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.find_dim_by_name(a.d(1), a.s(2))
    });
    def!(v, "space_dim", [s::<Space>(), K::D] => (), |p, a| {
        let x: Space = p.get(a.i(0))?;
        x.dim(a.d(1))
    });
    un!(v, "space_wrap", Space => Space, wrap);
    un!(v, "space_unwrap", Space => Space, unwrapped);
    un!(v, "space_domain", Space => Space, domain);
    un!(v, "space_range", Space => Space, range);
    un!(v, "space_reverse", Space => Space, reverse);
    un!(v, "space_params", Space => Space, params);
    un!(v, "space_set_from_params", Space => Space, set_from_params);
    un!(v, "space_from_domain", Space => Space, from_domain);
    un!(v, "space_from_range", Space => Space, from_range);
    un!(v, "space_map_from_set", Space => Space, map_from_set);
    un!(v, "space_curry", Space => Space, curry);
    un!(v, "space_uncurry", Space => Space, uncurry);
    un!(v, "space_zip", Space => Space, zip);
    un!(v, "space_range_curry", Space => Space, range_curry);
    un!(v, "space_domain_factor_domain", Space => Space, domain_factor_domain);
    un!(v, "space_factor_range", Space => Space, factor_range);
    un!(v, "space_flatten_domain", Space => Space, flatten_domain);
    un!(v, "space_flatten_range", Space => Space, flatten_range);
    un!(v, "space_drop_all_params", Space => Space, drop_all_params);
    un!(v, "space_domain_wrapped_domain", Space => Space, domain_wrapped_domain);
    un!(v, "space_range_wrapped_range", Space => Space, range_wrapped_range);
    un!(v, "space_wrapped_reverse", Space => Space, wrapped_reverse);
    un!(v, "space_zero_aff_on_domain", Space => Aff, zero_aff_on_domain);
    un!(v, "space_identity_multi_aff_on_domain", Space => MultiAff, identity_multi_aff_on_domain);
    un!(v, "space_identity_pw_multi_aff_on_domain", Space => PwMultiAff, identity_pw_multi_aff_on_domain);
    bin!(v, "space_add_param_id", Space, Id => Space, add_param_id);
    bin!(v, "space_product", Space, Space => Space, product);
    bin!(v, "space_join", Space, Space => Space, join);
    bin!(v, "space_range_product", Space, Space => Space, range_product);
    bin!(v, "space_domain_product", Space, Space => Space, domain_product);
    bin!(v, "space_map_from_domain_and_range", Space, Space => Space, map_from_domain_and_range);
    bin!(v, "space_align_params", Space, Space => Space, align_params);
    at!(v, "space_add_unnamed_tuple_ui", Space => Space, add_unnamed_tuple_ui);
    def!(v, "space_add_named_tuple_id_ui", [s::<Space>(), s::<Id>(), K::N] => Space, |p, a| {
        let x: Space = p.get(a.i(0))?;
        let y: Id = p.get(a.i(1))?;
        x.add_named_tuple_id_ui(&y, a.i(2))
    });
    def!(v, "space_is_equal", [s::<Space>(), s::<Space>()] => (), |p, a| {
        let x: Space = p.get(a.i(0))?;
        let y: Space = p.get(a.i(1))?;
        x.is_equal(&y)
    });
    def!(v, "mval_zero", [s::<Space>()] => MultiVal, |p, a| {
        let x: Space = p.get(a.i(0))?;
        MultiVal::zero(&x)
    });
    def!(v, "maff_identity", [s::<Space>()] => MultiAff, |p, a| {
        let x: Space = p.get(a.i(0))?;
        MultiAff::identity(&x)
    });
    def!(v, "maff_domain_map", [s::<Space>()] => MultiAff, |p, a| {
        let x: Space = p.get(a.i(0))?;
        MultiAff::domain_map(&x)
    });
    def!(v, "pma_project_out_map", [s::<Space>(), K::D, K::P, K::N] => PwMultiAff, |p, a| {
        let x: Space = p.get(a.i(0))?;
        PwMultiAff::project_out_map(&x, a.d(1), a.i(2), a.i(3))
    });
    def!(v, "id_name", [K::Name] => Id, |_p, a| { Id::read_from_str(a.s(0)) });
    def!(v, "id_with_user", [K::Name, K::V] => Id, |_p, a| { Id::with_user(a.s(0), a.i(1)) });
    q!(v, "id_get_name", Id, get_name);
}

fn affs(v: &mut Vec<OpDef>) {
    def!(v, "aff_set_coefficient_si", [s::<Aff>(), K::D, K::P, K::V] => Aff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        x.set_coefficient_si(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "aff_add_coefficient_si", [s::<Aff>(), K::D, K::P, K::V] => Aff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        x.add_coefficient_si(a.d(1), a.i(2), a.i(3))
    });
    def!(v, "aff_set_coefficient_val", [s::<Aff>(), K::D, K::P, s::<Val>()] => Aff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        let y: Val = p.get(a.i(3))?;
        x.set_coefficient_val(a.d(1), a.i(2), &y)
    });
    dp!(v, "aff_get_coefficient_val", Aff => Val, get_coefficient_val);
    def!(v, "aff_set_constant_si", [s::<Aff>(), K::V] => Aff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        x.set_constant_si(a.i(1))
    });
    dfn!(v, "aff_insert_dims", Aff, insert_dims);
    dfn!(v, "aff_drop_dims", Aff, drop_dims);
    mv!(v, "aff_move_dims", Aff);
    def!(v, "aff_add_dims", [s::<Aff>(), K::D, K::N] => Aff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        x.add_dims(a.d(1), a.i(2))
    });
    def!(v, "aff_set_dim_name", [s::<Aff>(), K::D, K::P, K::Name] => Aff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        x.set_dim_name(a.d(1), a.i(2), a.s(3))
    });
    def!(v, "aff_set_tuple_id", [s::<Aff>(), K::D, s::<Id>()] => Aff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        let y: Id = p.get(a.i(2))?;
        x.set_tuple_id(a.d(1), &y)
    });
    at!(v, "aff_get_div", Aff => Aff, get_div);
    at!(v, "aff_scale_down_ui", Aff => Aff, scale_down_ui);
    un!(v, "aff_floor", Aff => Aff, floor);
    un!(v, "aff_ceil", Aff => Aff, ceil);
    un!(v, "aff_neg", Aff => Aff, neg);
    un!(v, "aff_from_range", Aff => Aff, from_range);
    un!(v, "aff_project_domain_on_params", Aff => Aff, project_domain_on_params);
    un!(v, "aff_neg_basic_set", Aff => BasicSet, neg_basic_set);
    bin!(v, "aff_mod_val", Aff, Val => Aff, mod_val);
    bin!(v, "aff_scale_val", Aff, Val => Aff, scale_val);
    bin!(v, "aff_scale_down_val", Aff, Val => Aff, scale_down_val);
    bin!(v, "aff_div", Aff, Aff => Aff, div);
    bin!(v, "aff_mul", Aff, Aff => Aff, mul);
    bin!(v, "aff_add", Aff, Aff => Aff, add);
    bin!(v, "aff_pullback_aff", Aff, Aff => Aff, pullback_aff);
    bin!(v, "aff_pullback_multi_aff", Aff, MultiAff => Aff, pullback_multi_aff);
    bin!(v, "aff_gist", Aff, Set => Aff, gist);
    bin!(v, "aff_eval", Aff, Point => Val, eval);
    bin!(v, "aff_bind_id", Aff, Id => BasicSet, bind_id);
    def!(v, "aff_var_on_domain", [s::<LocalSpace>(), K::D, K::P] => Aff, |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        Aff::var_on_domain(&x, a.d(1), a.i(2))
    });
    def!(v, "aff_val_on_domain", [s::<LocalSpace>(), s::<Val>()] => Aff, |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        let y: Val = p.get(a.i(1))?;
        Aff::val_on_domain(&x, &y)
    });

    def!(v, "pwaff_from_aff", [s::<Aff>()] => PwAff, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        PwAff::from_aff(&x)
    });
    bin!(v, "pwaff_tdiv_q", PwAff, PwAff => PwAff, tdiv_q);
    bin!(v, "pwaff_tdiv_r", PwAff, PwAff => PwAff, tdiv_r);
    bin!(v, "pwaff_div", PwAff, PwAff => PwAff, div);
    bin!(v, "pwaff_mul", PwAff, PwAff => PwAff, mul);
    bin!(v, "pwaff_max", PwAff, PwAff => PwAff, max);
    bin!(v, "pwaff_union_min", PwAff, PwAff => PwAff, union_min);
    bin!(v, "pwaff_union_add", PwAff, PwAff => PwAff, union_add);
    bin!(v, "pwaff_mod_val", PwAff, Val => PwAff, mod_val);
    bin!(v, "pwaff_scale_down_val", PwAff, Val => PwAff, scale_down_val);
    bin!(v, "pwaff_pullback_multi_aff", PwAff, MultiAff => PwAff, pullback_multi_aff);
    bin!(v, "pwaff_pullback_pw_multi_aff", PwAff, PwMultiAff => PwAff, pullback_pw_multi_aff);
    bin!(v, "pwaff_eval", PwAff, Point => Val, eval);
    bin!(v, "pwaff_insert_domain", PwAff, Space => PwAff, insert_domain);
    def!(v, "pwaff_cond", [s::<PwAff>(), s::<PwAff>(), s::<PwAff>()] => PwAff, |p, a| {
        let x: PwAff = p.get(a.i(0))?;
        let y: PwAff = p.get(a.i(1))?;
        let z: PwAff = p.get(a.i(2))?;
        x.cond(&y, &z)
    });
    un!(v, "pwaff_floor", PwAff => PwAff, floor);
    un!(v, "pwaff_coalesce", PwAff => PwAff, coalesce);
    un!(v, "pwaff_max_val", PwAff => Val, max_val);
    un!(v, "pwaff_min_val", PwAff => Val, min_val);
    un!(v, "pwaff_nonneg_set", PwAff => Set, nonneg_set);
    un!(v, "pwaff_zero_set", PwAff => Set, zero_set);
    un!(v, "pwaff_as_map", PwAff => Map, as_map);
    dfn!(v, "pwaff_insert_dims", PwAff, insert_dims);
    dfn!(v, "pwaff_drop_dims", PwAff, drop_dims);
    mv!(v, "pwaff_move_dims", PwAff);
    def!(v, "pwaff_var_on_domain", [s::<LocalSpace>(), K::D, K::P] => PwAff, |p, a| {
        let x: LocalSpace = p.get(a.i(0))?;
        PwAff::var_on_domain(&x, a.d(1), a.i(2))
    });

    at!(v, "maff_get_at", MultiAff => Aff, get_at);
    def!(v, "maff_set_at", [s::<MultiAff>(), K::P, s::<Aff>()] => MultiAff, |p, a| {
        let x: MultiAff = p.get(a.i(0))?;
        let y: Aff = p.get(a.i(2))?;
        x.set_at(a.i(1), &y)
    });
    mv!(v, "maff_move_dims", MultiAff);
    dfn!(v, "maff_insert_dims", MultiAff, insert_dims);
    dfn!(v, "maff_drop_dims", MultiAff, drop_dims);
    def!(v, "maff_range_splice", [s::<MultiAff>(), K::P, s::<MultiAff>()] => MultiAff, |p, a| {
        let x: MultiAff = p.get(a.i(0))?;
        let y: MultiAff = p.get(a.i(2))?;
        x.range_splice(a.i(1), &y)
    });
    def!(v, "maff_splice", [s::<MultiAff>(), K::P, K::P, s::<MultiAff>()] => MultiAff, |p, a| {
        let x: MultiAff = p.get(a.i(0))?;
        let y: MultiAff = p.get(a.i(3))?;
        x.splice(a.i(1), a.i(2), &y)
    });
    bin!(v, "maff_scale_val", MultiAff, Val => MultiAff, scale_val);
    bin!(v, "maff_scale_down_val", MultiAff, Val => MultiAff, scale_down_val);
    bin!(v, "maff_scale_multi_val", MultiAff, MultiVal => MultiAff, scale_multi_val);
    bin!(v, "maff_mod_multi_val", MultiAff, MultiVal => MultiAff, mod_multi_val);
    bin!(v, "maff_product", MultiAff, MultiAff => MultiAff, product);
    bin!(v, "maff_range_product", MultiAff, MultiAff => MultiAff, range_product);
    bin!(v, "maff_pullback_multi_aff", MultiAff, MultiAff => MultiAff, pullback_multi_aff);
    bin!(v, "maff_lex_lt_set", MultiAff, MultiAff => Set, lex_lt_set);
    un!(v, "maff_floor", MultiAff => MultiAff, floor);
    un!(v, "maff_to_pw_multi_aff", MultiAff => PwMultiAff, to_pw_multi_aff);
    un!(v, "maff_to_multi_pw_aff", MultiAff => MultiPwAff, to_multi_pw_aff);
    un!(v, "maff_to_multi_union_pw_aff", MultiAff => MultiUnionPwAff, to_multi_union_pw_aff);
    un!(v, "maff_get_constant_multi_val", MultiAff => MultiVal, get_constant_multi_val);
    def!(v, "maff_from_aff_list", [s::<Space>(), s::<AffList>()] => MultiAff, |p, a| {
        let x: Space = p.get(a.i(0))?;
        let y: AffList = p.get(a.i(1))?;
        MultiAff::from_aff_list(&x, &y)
    });

    at!(v, "pma_get_at", PwMultiAff => PwAff, get_at);
    def!(v, "pma_set_pw_aff", [s::<PwMultiAff>(), K::P, s::<PwAff>()] => PwMultiAff, |p, a| {
        let x: PwMultiAff = p.get(a.i(0))?;
        let y: PwAff = p.get(a.i(2))?;
        x.set_pw_aff(a.i(1), &y)
    });
    dfn!(v, "pma_drop_dims", PwMultiAff, drop_dims);
    def!(v, "pma_fix_si", [s::<PwMultiAff>(), K::D, K::P, K::V] => PwMultiAff, |p, a| {
        let x: PwMultiAff = p.get(a.i(0))?;
        x.fix_si(a.d(1), a.i(2), a.i(3))
    });
    bin!(v, "pma_scale_val", PwMultiAff, Val => PwMultiAff, scale_val);
    bin!(v, "pma_scale_down_val", PwMultiAff, Val => PwMultiAff, scale_down_val);
    bin!(v, "pma_product", PwMultiAff, PwMultiAff => PwMultiAff, product);
    bin!(v, "pma_union_lexmin", PwMultiAff, PwMultiAff => PwMultiAff, union_lexmin);
    bin!(v, "pma_pullback_pw_multi_aff", PwMultiAff, PwMultiAff => PwMultiAff, pullback_pw_multi_aff);
    un!(v, "pma_range_factor_domain", PwMultiAff => PwMultiAff, range_factor_domain);
    un!(v, "pma_to_map", PwMultiAff => Map, as_map);
    q!(v, "pma_n_piece", PwMultiAff, n_piece);
    def!(v, "pma_from_map", [s::<Map>()] => PwMultiAff, |p, a| {
        let x: Map = p.get(a.i(0))?;
        PwMultiAff::from_map(&x)
    });
    def!(v, "mpa_from_pw_multi_aff", [s::<PwMultiAff>()] => MultiPwAff, |p, a| {
        let x: PwMultiAff = p.get(a.i(0))?;
        MultiPwAff::from_pw_multi_aff(&x)
    });
    at!(v, "mpa_get_at", MultiPwAff => PwAff, get_at);
    def!(v, "mpa_set_at", [s::<MultiPwAff>(), K::P, s::<PwAff>()] => MultiPwAff, |p, a| {
        let x: MultiPwAff = p.get(a.i(0))?;
        let y: PwAff = p.get(a.i(2))?;
        x.set_at(a.i(1), &y)
    });
    mv!(v, "mpa_move_dims", MultiPwAff);
    un!(v, "mpa_as_map", MultiPwAff => Map, as_map);
    def!(v, "mupa_from_union_map", [s::<UnionMap>()] => MultiUnionPwAff, |p, a| {
        let x: UnionMap = p.get(a.i(0))?;
        MultiUnionPwAff::from_union_map(&x)
    });
    at!(v, "mupa_get_at", MultiUnionPwAff => UnionPwAff, get_at);
    def!(v, "mupa_set_at", [s::<MultiUnionPwAff>(), K::P, s::<UnionPwAff>()] => MultiUnionPwAff, |p, a| {
        let x: MultiUnionPwAff = p.get(a.i(0))?;
        let y: UnionPwAff = p.get(a.i(2))?;
        x.set_at(a.i(1), &y)
    });
    un!(v, "mupa_domain", MultiUnionPwAff => UnionSet, domain);
    bin!(v, "mupa_union_add", MultiUnionPwAff, MultiUnionPwAff => MultiUnionPwAff, union_add);
    bin!(v, "mupa_scale_multi_val", MultiUnionPwAff, MultiVal => MultiUnionPwAff, scale_multi_val);
    bin!(v, "upa_extract_pw_aff", UnionPwAff, Space => PwAff, extract_pw_aff);
    un!(v, "upa_max_val", UnionPwAff => Val, max_val);
    un!(v, "upa_domain", UnionPwAff => UnionSet, domain);
    def!(v, "upma_from_union_map", [s::<UnionMap>()] => UnionPwMultiAff, |p, a| {
        let x: UnionMap = p.get(a.i(0))?;
        UnionPwMultiAff::from_union_map(&x)
    });
    un!(v, "upma_as_union_map", UnionPwMultiAff => UnionMap, as_union_map);
    bin!(v, "upma_union_add", UnionPwMultiAff, UnionPwMultiAff => UnionPwMultiAff, union_add);

    at!(v, "mval_get_at", MultiVal => Val, get_at);
    def!(v, "mval_set_at", [s::<MultiVal>(), K::P, s::<Val>()] => MultiVal, |p, a| {
        let x: MultiVal = p.get(a.i(0))?;
        let y: Val = p.get(a.i(2))?;
        x.set_at(a.i(1), &y)
    });
    bin!(v, "mval_add_val", MultiVal, Val => MultiVal, add_val);
    bin!(v, "mval_mod_val", MultiVal, Val => MultiVal, mod_val);
    bin!(v, "mval_scale_down_val", MultiVal, Val => MultiVal, scale_down_val);
    bin!(v, "mval_mod_multi_val", MultiVal, MultiVal => MultiVal, mod_multi_val);
    bin!(v, "mval_scale_down_multi_val", MultiVal, MultiVal => MultiVal, scale_down_multi_val);
    dfn!(v, "mval_insert_dims", MultiVal, insert_dims);
    dfn!(v, "mval_drop_dims", MultiVal, drop_dims);
    def!(v, "val_list_foreach_scc", [s::<ValList>(), K::N] => (), |p, a| {
        let x: ValList = p.get(a.i(0))?;
        let modulus = a.i(1).clamp(1, 5);
        let mut sccs = Vec::new();
        let r = x.foreach_scc(
            |u: &Val, w: &Val| Ok::<bool, Error>((u.get_num_si()? - w.get_num_si()?) % modulus == 1),
            |scc: ValList| {
                sccs.push(scc);
                Ok(())
            },
        );
        for l in sccs.into_iter().take(2) {
            p.put(Ok(l));
        }
        r
    });
    def!(v, "mval_from_val_list", [s::<Space>(), s::<ValList>()] => MultiVal, |p, a| {
        let x: Space = p.get(a.i(0))?;
        let y: ValList = p.get(a.i(1))?;
        MultiVal::from_val_list(&x, &y)
    });

    def!(v, "qp_from_aff", [s::<Aff>()] => Qpolynomial, |p, a| {
        let x: Aff = p.get(a.i(0))?;
        Qpolynomial::from_aff(&x)
    });
    at!(v, "qp_pow", Qpolynomial => Qpolynomial, pow);
    def!(v, "qp_var_on_domain", [s::<Space>(), K::D, K::P] => Qpolynomial, |p, a| {
        let x: Space = p.get(a.i(0))?;
        Qpolynomial::var_on_domain(&x, a.d(1), a.i(2))
    });
    def!(v, "qp_val_on_domain", [s::<Space>(), s::<Val>()] => Qpolynomial, |p, a| {
        let x: Space = p.get(a.i(0))?;
        let y: Val = p.get(a.i(1))?;
        Qpolynomial::val_on_domain(&x, &y)
    });
    bin!(v, "qp_mul", Qpolynomial, Qpolynomial => Qpolynomial, mul);
    bin!(v, "qp_add", Qpolynomial, Qpolynomial => Qpolynomial, add);
    mv!(v, "qp_move_dims", Qpolynomial);
    dfn!(v, "qp_insert_dims", Qpolynomial, insert_dims);
    dfn!(v, "qp_drop_dims", Qpolynomial, drop_dims);
    def!(v, "qp_foreach_term", [s::<Qpolynomial>(), K::D, K::P] => (), |p, a| {
        let x: Qpolynomial = p.get(a.i(0))?;
        let (d, pos) = (a.d(1), a.i(2));
        x.foreach_term(|t| {
            let _ = t.get_exp(d, pos);
            let _ = t.get_coefficient_val();
            let _ = t.get_div(pos);
            Ok::<(), Error>(())
        })
    });
    def!(v, "pwqp_from_pw_aff", [s::<PwAff>()] => PwQpolynomial, |p, a| {
        let x: PwAff = p.get(a.i(0))?;
        PwQpolynomial::from_pw_aff(&x)
    });
    bin!(v, "pwqp_add", PwQpolynomial, PwQpolynomial => PwQpolynomial, add);
    bin!(v, "pwqp_mul", PwQpolynomial, PwQpolynomial => PwQpolynomial, mul);
    bin!(v, "pwqp_eval", PwQpolynomial, Point => Val, eval);
    bin!(v, "pwqp_gist", PwQpolynomial, Set => PwQpolynomial, gist);
    bin!(v, "pwqp_intersect_domain", PwQpolynomial, Set => PwQpolynomial, intersect_domain);
    at!(v, "pwqp_pow", PwQpolynomial => PwQpolynomial, pow);
    at!(v, "pwqp_split_periods", PwQpolynomial => PwQpolynomial, split_periods);
    at!(v, "pwqp_to_polynomial", PwQpolynomial => PwQpolynomial, to_polynomial);
    mv!(v, "pwqp_move_dims", PwQpolynomial);
    dfn!(v, "pwqp_insert_dims", PwQpolynomial, insert_dims);
    dfn!(v, "pwqp_drop_dims", PwQpolynomial, drop_dims);
    dfn!(v, "pwqp_split_dims", PwQpolynomial, split_dims);
    def!(v, "pwqp_fix_val", [s::<PwQpolynomial>(), K::D, K::P, s::<Val>()] => PwQpolynomial, |p, a| {
        let x: PwQpolynomial = p.get(a.i(0))?;
        let y: Val = p.get(a.i(3))?;
        x.fix_val(a.d(1), a.i(2), &y)
    });
    un!(v, "pwqp_max", PwQpolynomial => Val, max);
    un!(v, "pwqp_min", PwQpolynomial => Val, min);
    un!(v, "pwqp_coalesce", PwQpolynomial => PwQpolynomial, coalesce);
    def!(v, "pwqp_bound", [s::<PwQpolynomial>(), K::F] => PwQpolynomialFold, |p, a| {
        let x: PwQpolynomial = p.get(a.i(0))?;
        x.bound(fold(a.i(1))).map(|r| r.0)
    });
    def!(v, "upwqp_bound", [s::<UnionPwQpolynomial>(), K::F] => UnionPwQpolynomialFold, |p, a| {
        let x: UnionPwQpolynomial = p.get(a.i(0))?;
        x.bound(fold(a.i(1))).map(|r| r.0)
    });
    at!(v, "upwqp_to_polynomial", UnionPwQpolynomial => UnionPwQpolynomial, to_polynomial);
    bin!(v, "upwqp_eval", UnionPwQpolynomial, Point => Val, eval);
    bin!(v, "pwqpf_eval", PwQpolynomialFold, Point => Val, eval);
    def!(v, "pwqpf_from_pw_qpolynomial", [K::F, s::<PwQpolynomial>()] => PwQpolynomialFold, |p, a| {
        let x: PwQpolynomial = p.get(a.i(1))?;
        PwQpolynomialFold::from_pw_qpolynomial(fold(a.i(0)), &x)
    });
    un!(v, "box_get_offset", FixedBox => MultiAff, get_offset);
    un!(v, "box_get_size", FixedBox => MultiVal, get_size);
    q!(v, "box_is_valid", FixedBox, is_valid);
}

fn schedules(v: &mut Vec<OpDef>) {
    def!(v, "sched_from_domain", [s::<UnionSet>()] => Schedule, |p, a| {
        let x: UnionSet = p.get(a.i(0))?;
        Schedule::from_domain(&x)
    });
    un!(v, "sched_get_root", Schedule => ScheduleNode, get_root);
    un!(v, "sched_get_domain", Schedule => UnionSet, get_domain);
    un!(v, "sched_get_map", Schedule => UnionMap, get_map);
    un!(v, "sched_reset_user", Schedule => Schedule, reset_user);
    bin!(v, "sched_insert_partial_schedule", Schedule, MultiUnionPwAff => Schedule, insert_partial_schedule);
    bin!(v, "sched_intersect_domain", Schedule, UnionSet => Schedule, intersect_domain);
    bin!(v, "sched_insert_context", Schedule, Set => Schedule, insert_context);
    bin!(v, "sched_insert_guard", Schedule, Set => Schedule, insert_guard);
    bin!(v, "sched_gist_domain_params", Schedule, Set => Schedule, gist_domain_params);
    bin!(v, "sched_sequence", Schedule, Schedule => Schedule, sequence);
    bin!(v, "sched_set", Schedule, Schedule => Schedule, set);
    bin!(v, "sched_align_params", Schedule, Space => Schedule, align_params);
    bin!(v, "sched_pullback_union_pw_multi_aff", Schedule, UnionPwMultiAff => Schedule, pullback_union_pw_multi_aff);
    def!(v, "sched_expand", [s::<Schedule>(), s::<UnionPwMultiAff>(), s::<Schedule>()] => Schedule, |p, a| {
        let x: Schedule = p.get(a.i(0))?;
        let y: UnionPwMultiAff = p.get(a.i(1))?;
        let z: Schedule = p.get(a.i(2))?;
        x.expand(&y, &z)
    });
    def!(v, "sched_foreach_node", [s::<Schedule>()] => (), |p, a| {
        let x: Schedule = p.get(a.i(0))?;
        let mut got = Vec::new();
        let r = x.foreach_schedule_node_top_down(|n| {
            got.push(n.clone());
            Ok::<bool, Error>(true)
        });
        for n in got.into_iter().rev().take(4) {
            p.put(Ok(n));
        }
        r
    });
    def!(v, "sched_map_bottom_up", [s::<Schedule>(), K::F] => Schedule, |p, a| {
        let x: Schedule = p.get(a.i(0))?;
        let mode = a.i(1);
        x.map_schedule_node_bottom_up(move |n| edit_node(n, mode))
    });

    for (name, f) in [
        ("node_child", 0),
        ("node_ancestor", 1),
        ("node_get_child", 2),
        ("node_band_split", 3),
        ("node_sequence_splice_child", 4),
        ("node_band_member_get_coincident", 5),
        ("node_band_member_set_coincident", 6),
        ("node_band_set_permutable", 7),
        ("node_band_member_get_ast_loop_type", 8),
    ] {
        let run: fn(&mut Pool, &A) -> Option<()> = match f {
            0 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                p.put(x.child(a.i(1)));
                Some(())
            },
            1 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                p.put(x.ancestor(a.i(1)));
                Some(())
            },
            2 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                p.put(x.get_child(a.i(1)));
                Some(())
            },
            3 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                p.put(x.band_split(a.i(1)));
                Some(())
            },
            4 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                p.put(x.sequence_splice_child(a.i(1)));
                Some(())
            },
            5 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                let _ = x.band_member_get_coincident(a.i(1));
                Some(())
            },
            6 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                p.put(x.band_member_set_coincident(a.i(1), 1));
                Some(())
            },
            7 => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                p.put(x.band_set_permutable(a.i(1)));
                Some(())
            },
            _ => |p, a| {
                let x: ScheduleNode = p.get(a.i(0))?;
                let _ = x.band_member_get_ast_loop_type(a.i(1));
                let _ = x.band_member_get_isolate_ast_loop_type(a.i(1));
                Some(())
            },
        };
        v.push(OpDef {
            name,
            out: Some(Ty::ScheduleNode),
            args: vec![s::<ScheduleNode>(), K::P],
            run,
        });
    }
    def!(v, "node_grandchild", [s::<ScheduleNode>(), K::P, K::P] => ScheduleNode, |p, a| {
        let x: ScheduleNode = p.get(a.i(0))?;
        x.grandchild(a.i(1), a.i(2))
    });
    def!(v, "node_band_member_set_ast_loop_type", [s::<ScheduleNode>(), K::P, K::F] => ScheduleNode, |p, a| {
        let x: ScheduleNode = p.get(a.i(0))?;
        x.band_member_set_ast_loop_type(a.i(1), loop_type(a.i(2)))
    });
    def!(v, "node_band_member_set_isolate_ast_loop_type", [s::<ScheduleNode>(), K::P, K::F] => ScheduleNode, |p, a| {
        let x: ScheduleNode = p.get(a.i(0))?;
        x.band_member_set_isolate_ast_loop_type(a.i(1), loop_type(a.i(2)))
    });
    un!(v, "node_parent", ScheduleNode => ScheduleNode, parent);
    un!(v, "node_grandparent", ScheduleNode => ScheduleNode, grandparent);
    un!(v, "node_next_sibling", ScheduleNode => ScheduleNode, next_sibling);
    un!(v, "node_previous_sibling", ScheduleNode => ScheduleNode, previous_sibling);
    un!(v, "node_first_child", ScheduleNode => ScheduleNode, first_child);
    un!(v, "node_root", ScheduleNode => ScheduleNode, root);
    un!(v, "node_band_sink", ScheduleNode => ScheduleNode, band_sink);
    un!(v, "node_delete", ScheduleNode => ScheduleNode, delete);
    un!(v, "node_cut", ScheduleNode => ScheduleNode, cut);
    un!(v, "node_reset_user", ScheduleNode => ScheduleNode, reset_user);
    un!(v, "node_sequence_splice_children", ScheduleNode => ScheduleNode, sequence_splice_children);
    un!(v, "node_get_schedule", ScheduleNode => Schedule, get_schedule);
    un!(v, "node_band_get_partial_schedule", ScheduleNode => MultiUnionPwAff, band_get_partial_schedule);
    un!(v, "node_band_get_partial_schedule_union_map", ScheduleNode => UnionMap, band_get_partial_schedule_union_map);
    un!(v, "node_band_get_space", ScheduleNode => Space, band_get_space);
    un!(v, "node_band_get_ast_isolate_option", ScheduleNode => Set, band_get_ast_isolate_option);
    un!(v, "node_band_get_ast_build_options", ScheduleNode => UnionSet, band_get_ast_build_options);
    un!(v, "node_get_prefix_schedule_union_map", ScheduleNode => UnionMap, get_prefix_schedule_union_map);
    un!(v, "node_get_prefix_schedule_relation", ScheduleNode => UnionMap, get_prefix_schedule_relation);
    un!(v, "node_get_prefix_schedule_multi_union_pw_aff", ScheduleNode => MultiUnionPwAff, get_prefix_schedule_multi_union_pw_aff);
    un!(v, "node_get_prefix_schedule_union_pw_multi_aff", ScheduleNode => UnionPwMultiAff, get_prefix_schedule_union_pw_multi_aff);
    un!(v, "node_get_subtree_schedule_union_map", ScheduleNode => UnionMap, get_subtree_schedule_union_map);
    un!(v, "node_get_subtree_expansion", ScheduleNode => UnionMap, get_subtree_expansion);
    un!(v, "node_get_subtree_contraction", ScheduleNode => UnionPwMultiAff, get_subtree_contraction);
    un!(v, "node_get_domain", ScheduleNode => UnionSet, get_domain);
    un!(v, "node_get_universe_domain", ScheduleNode => UnionSet, get_universe_domain);
    un!(v, "node_domain_get_domain", ScheduleNode => UnionSet, domain_get_domain);
    un!(v, "node_filter_get_filter", ScheduleNode => UnionSet, filter_get_filter);
    un!(v, "node_mark_get_id", ScheduleNode => Id, mark_get_id);
    un!(v, "node_extension_get_extension", ScheduleNode => UnionMap, extension_get_extension);
    un!(v, "node_context_get_context", ScheduleNode => Set, context_get_context);
    un!(v, "node_guard_get_guard", ScheduleNode => Set, guard_get_guard);
    un!(v, "node_expansion_get_contraction", ScheduleNode => UnionPwMultiAff, expansion_get_contraction);
    q!(v, "node_n_children", ScheduleNode, n_children);
    q!(v, "node_get_tree_depth", ScheduleNode, get_tree_depth);
    q!(
        v,
        "node_get_schedule_depth",
        ScheduleNode,
        get_schedule_depth
    );
    q!(v, "node_get_type", ScheduleNode, get_type);
    q!(v, "node_get_parent_type", ScheduleNode, get_parent_type);
    q!(v, "node_band_n_member", ScheduleNode, band_n_member);
    q!(
        v,
        "node_is_subtree_anchored",
        ScheduleNode,
        is_subtree_anchored
    );
    q!(
        v,
        "node_get_child_position",
        ScheduleNode,
        get_child_position
    );
    bin!(v, "node_band_tile", ScheduleNode, MultiVal => ScheduleNode, band_tile);
    bin!(v, "node_band_scale", ScheduleNode, MultiVal => ScheduleNode, band_scale);
    bin!(v, "node_band_scale_down", ScheduleNode, MultiVal => ScheduleNode, band_scale_down);
    bin!(v, "node_band_mod", ScheduleNode, MultiVal => ScheduleNode, band_mod);
    bin!(v, "node_band_shift", ScheduleNode, MultiUnionPwAff => ScheduleNode, band_shift);
    bin!(v, "node_band_set_ast_build_options", ScheduleNode, UnionSet => ScheduleNode, band_set_ast_build_options);
    bin!(v, "node_insert_partial_schedule", ScheduleNode, MultiUnionPwAff => ScheduleNode, insert_partial_schedule);
    bin!(v, "node_insert_filter", ScheduleNode, UnionSet => ScheduleNode, insert_filter);
    bin!(v, "node_insert_sequence", ScheduleNode, UnionSetList => ScheduleNode, insert_sequence);
    bin!(v, "node_insert_set", ScheduleNode, UnionSetList => ScheduleNode, insert_set);
    bin!(v, "node_insert_mark", ScheduleNode, Id => ScheduleNode, insert_mark);
    bin!(v, "node_insert_context", ScheduleNode, Set => ScheduleNode, insert_context);
    bin!(v, "node_insert_guard", ScheduleNode, Set => ScheduleNode, insert_guard);
    bin!(v, "node_group", ScheduleNode, Id => ScheduleNode, group);
    bin!(v, "node_order_before", ScheduleNode, UnionSet => ScheduleNode, order_before);
    bin!(v, "node_order_after", ScheduleNode, UnionSet => ScheduleNode, order_after);
    bin!(v, "node_graft_before", ScheduleNode, ScheduleNode => ScheduleNode, graft_before);
    bin!(v, "node_graft_after", ScheduleNode, ScheduleNode => ScheduleNode, graft_after);
    bin!(v, "node_get_shared_ancestor", ScheduleNode, ScheduleNode => ScheduleNode, get_shared_ancestor);
    bin!(v, "node_align_params", ScheduleNode, Space => ScheduleNode, align_params);
    def!(v, "node_get_ancestor_child_position", [s::<ScheduleNode>(), s::<ScheduleNode>()] => (), |p, a| {
        let x: ScheduleNode = p.get(a.i(0))?;
        let y: ScheduleNode = p.get(a.i(1))?;
        x.get_ancestor_child_position(&y)
    });
    def!(v, "node_is_equal", [s::<ScheduleNode>(), s::<ScheduleNode>()] => (), |p, a| {
        let x: ScheduleNode = p.get(a.i(0))?;
        let y: ScheduleNode = p.get(a.i(1))?;
        x.is_equal(&y)
    });
    def!(v, "node_from_domain", [s::<UnionSet>()] => ScheduleNode, |p, a| {
        let x: UnionSet = p.get(a.i(0))?;
        ScheduleNode::from_domain(&x)
    });
    def!(v, "node_from_extension", [s::<UnionMap>()] => ScheduleNode, |p, a| {
        let x: UnionMap = p.get(a.i(0))?;
        ScheduleNode::from_extension(&x)
    });
    def!(v, "node_map_descendant_bottom_up", [s::<ScheduleNode>(), K::F] => ScheduleNode, |p, a| {
        let x: ScheduleNode = p.get(a.i(0))?;
        let mode = a.i(1);
        x.map_descendant_bottom_up(move |n| edit_node(n, mode))
    });
    def!(v, "node_foreach_descendant_top_down", [s::<ScheduleNode>()] => (), |p, a| {
        let x: ScheduleNode = p.get(a.i(0))?;
        let mut got = Vec::new();
        let r = x.foreach_descendant_top_down(|n| {
            got.push(n.clone());
            Ok::<bool, Error>(true)
        });
        for n in got.into_iter().rev().take(4) {
            p.put(Ok(n));
        }
        r
    });

    def!(v, "sc_on_domain", [s::<UnionSet>()] => ScheduleConstraints, |p, a| {
        let x: UnionSet = p.get(a.i(0))?;
        ScheduleConstraints::on_domain(&x)
    });
    bin!(v, "sc_set_validity", ScheduleConstraints, UnionMap => ScheduleConstraints, set_validity);
    bin!(v, "sc_set_proximity", ScheduleConstraints, UnionMap => ScheduleConstraints, set_proximity);
    bin!(v, "sc_set_coincidence", ScheduleConstraints, UnionMap => ScheduleConstraints, set_coincidence);
    bin!(v, "sc_set_context", ScheduleConstraints, Set => ScheduleConstraints, set_context);
    bin!(v, "sc_apply", ScheduleConstraints, UnionMap => ScheduleConstraints, apply);
    def!(v, "sc_set_conditional_validity", [s::<ScheduleConstraints>(), s::<UnionMap>(), s::<UnionMap>()] => ScheduleConstraints, |p, a| {
        let x: ScheduleConstraints = p.get(a.i(0))?;
        let y: UnionMap = p.get(a.i(1))?;
        let z: UnionMap = p.get(a.i(2))?;
        x.set_conditional_validity(&y, &z)
    });
    un!(v, "sc_compute_schedule", ScheduleConstraints => Schedule, compute_schedule);
    un!(v, "sc_get_validity", ScheduleConstraints => UnionMap, get_validity);
    un!(v, "sc_get_domain", ScheduleConstraints => UnionSet, get_domain);
}

/// Edits a node inside a bottom-up traversal, in one of several ways, some
/// of which move away from the node ISL handed over.
fn edit_node(n: ScheduleNode, mode: i64) -> Result<ScheduleNode> {
    match mode.rem_euclid(8) {
        0 => Ok(n),
        1 => n.child(0),
        2 => n.parent(),
        3 => n.cut(),
        4 => n.delete(),
        5 => n.insert_mark(Id::read_from_str("mark")?),
        6 => n.root(),
        _ => {
            if n.get_type()? == ScheduleNodeType::Band {
                n.band_split(1)
            } else {
                Ok(n)
            }
        }
    }
}

fn flow_and_ast(v: &mut Vec<OpDef>) {
    def!(v, "uai_from_sink", [s::<UnionMap>()] => UnionAccessInfo, |p, a| {
        let x: UnionMap = p.get(a.i(0))?;
        UnionAccessInfo::from_sink(&x)
    });
    bin!(v, "uai_set_must_source", UnionAccessInfo, UnionMap => UnionAccessInfo, set_must_source);
    bin!(v, "uai_set_may_source", UnionAccessInfo, UnionMap => UnionAccessInfo, set_may_source);
    bin!(v, "uai_set_kill", UnionAccessInfo, UnionMap => UnionAccessInfo, set_kill);
    bin!(v, "uai_set_schedule_map", UnionAccessInfo, UnionMap => UnionAccessInfo, set_schedule_map);
    bin!(v, "uai_set_schedule", UnionAccessInfo, Schedule => UnionAccessInfo, set_schedule);
    un!(v, "uai_compute_flow", UnionAccessInfo => UnionFlow, compute_flow);
    un!(v, "flow_get_must_dependence", UnionFlow => UnionMap, get_must_dependence);
    un!(v, "flow_get_may_dependence", UnionFlow => UnionMap, get_may_dependence);
    un!(v, "flow_get_full_may_dependence", UnionFlow => UnionMap, get_full_may_dependence);
    un!(v, "flow_get_full_must_dependence", UnionFlow => UnionMap, get_full_must_dependence);
    un!(v, "flow_get_must_no_source", UnionFlow => UnionMap, get_must_no_source);
    un!(v, "flow_get_may_no_source", UnionFlow => UnionMap, get_may_no_source);

    def!(v, "build_from_context", [s::<Set>()] => AstBuild, |p, a| {
        let x: Set = p.get(a.i(0))?;
        AstBuild::from_context(&x)
    });
    def!(v, "build_alloc", [] => AstBuild, |_p, _a| { AstBuild::alloc() });
    bin!(v, "build_set_options", AstBuild, UnionMap => AstBuild, set_options);
    bin!(v, "build_set_iterators", AstBuild, IdList => AstBuild, set_iterators);
    bin!(v, "build_restrict", AstBuild, Set => AstBuild, restrict);
    bin!(v, "build_node_from_schedule", AstBuild, Schedule => AstNode, node_from_schedule);
    bin!(v, "build_node_from_schedule_map", AstBuild, UnionMap => AstNode, node_from_schedule_map);
    bin!(v, "build_ast_from_schedule", AstBuild, UnionMap => AstNode, ast_from_schedule);
    bin!(v, "build_expr_from_pw_aff", AstBuild, PwAff => AstExpr, expr_from_pw_aff);
    bin!(v, "build_expr_from_set", AstBuild, Set => AstExpr, expr_from_set);
    bin!(v, "build_access_from_pw_multi_aff", AstBuild, PwMultiAff => AstExpr, access_from_pw_multi_aff);
    bin!(v, "build_call_from_pw_multi_aff", AstBuild, PwMultiAff => AstExpr, call_from_pw_multi_aff);
    bin!(v, "build_access_from_multi_pw_aff", AstBuild, MultiPwAff => AstExpr, access_from_multi_pw_aff);
    def!(v, "build_get_schedule", [s::<AstBuild>()] => (), |p, a| {
        let x: AstBuild = p.get(a.i(0))?;
        if let Ok(Some(s)) = x.get_schedule() {
            p.add(s);
        }
    });
    un!(v, "build_get_schedule_space", AstBuild => Space, get_schedule_space);
    def!(v, "build_set_at_each_domain", [s::<AstBuild>(), K::F] => AstBuild, |p, a| {
        let x: AstBuild = p.get(a.i(0))?;
        let mode = a.i(1);
        x.set_at_each_domain(move |node, build| match mode.rem_euclid(5) {
            0 => Ok(node),
            1 => AstNode::alloc_user(AstExpr::from_val(Val::int_from_si(7)?)?),
            2 => node.for_get_body(),
            3 => {
                let _ = build.get_schedule()?;
                let _ = build.get_schedule_space()?;
                Ok(node)
            }
            _ => {
                let e = node.user_get_expr()?;
                let _ = e.get_op_arg(mode as i32)?;
                Ok(node)
            }
        })
    });
    q!(v, "ast_to_c_str", AstNode, to_c_str);
    q!(v, "ast_get_type", AstNode, get_type);
    un!(v, "ast_for_get_body", AstNode => AstNode, for_get_body);
    un!(v, "ast_for_get_init", AstNode => AstExpr, for_get_init);
    un!(v, "ast_for_get_cond", AstNode => AstExpr, for_get_cond);
    un!(v, "ast_for_get_inc", AstNode => AstExpr, for_get_inc);
    un!(v, "ast_for_get_iterator", AstNode => AstExpr, for_get_iterator);
    un!(v, "ast_if_get_cond", AstNode => AstExpr, if_get_cond);
    un!(v, "ast_if_get_then", AstNode => AstNode, if_get_then);
    def!(v, "ast_if_get_else", [s::<AstNode>()] => (), |p, a| {
        let x: AstNode = p.get(a.i(0))?;
        if let Ok(Some(e)) = x.if_get_else() {
            p.add(e);
        }
    });
    un!(v, "ast_user_get_expr", AstNode => AstExpr, user_get_expr);
    un!(v, "ast_mark_get_node", AstNode => AstNode, mark_get_node);
    def!(v, "ast_alloc_user", [s::<AstExpr>()] => AstNode, |p, a| {
        let x: AstExpr = p.get(a.i(0))?;
        AstNode::alloc_user(&x)
    });
    def!(v, "ast_block_child", [s::<AstNode>(), K::P] => AstNode, |p, a| {
        let x: AstNode = p.get(a.i(0))?;
        x.block_get_children().and_then(|l| l.get_at(a.i(1)))
    });
    def!(v, "ast_print", [s::<AstNode>(), K::F] => (), |p, a| {
        let x: AstNode = p.get(a.i(0))?;
        let fmt = a.i(1);
        (|| {
            let pr = printer()?.set_output_format(fmt)?;
            x.print(pr, AstPrintOptions::alloc()?)?.get_str()
        })()
    });
    def!(v, "ast_print_macros", [s::<AstNode>()] => (), |p, a| {
        let x: AstNode = p.get(a.i(0))?;
        printer().and_then(|pr| x.print_macros(pr)).and_then(|pr| pr.get_str())
    });
    q!(v, "expr_to_c_str", AstExpr, to_c_str);
    q!(v, "expr_get_op_n_arg", AstExpr, get_op_n_arg);
    q!(v, "expr_get_type", AstExpr, get_type);
    at!(v, "expr_op_get_arg", AstExpr => AstExpr, op_get_arg);
    def!(v, "expr_set_op_arg", [s::<AstExpr>(), K::P, s::<AstExpr>()] => AstExpr, |p, a| {
        let x: AstExpr = p.get(a.i(0))?;
        let y: AstExpr = p.get(a.i(2))?;
        x.set_op_arg(a.i(1), &y)
    });
    bin!(v, "expr_add", AstExpr, AstExpr => AstExpr, add);
    bin!(v, "expr_div", AstExpr, AstExpr => AstExpr, div);
    bin!(v, "expr_pdiv_r", AstExpr, AstExpr => AstExpr, pdiv_r);
    bin!(v, "expr_eq", AstExpr, AstExpr => AstExpr, eq);
    bin!(v, "expr_call", AstExpr, AstExprList => AstExpr, call);
    bin!(v, "expr_access", AstExpr, AstExprList => AstExpr, access);
    bin!(v, "expr_substitute_ids", AstExpr, IdToAstExpr => AstExpr, substitute_ids);
    un!(v, "expr_neg", AstExpr => AstExpr, neg);
    un!(v, "expr_address_of", AstExpr => AstExpr, address_of);
    un!(v, "expr_get_val", AstExpr => Val, get_val);
    un!(v, "expr_get_id", AstExpr => Id, get_id);
    un!(v, "expr_to_list", AstExpr => AstExprList, to_list);
    def!(v, "expr_from_val", [s::<Val>()] => AstExpr, |p, a| {
        let x: Val = p.get(a.i(0))?;
        AstExpr::from_val(&x)
    });
    def!(v, "expr_from_id", [s::<Id>()] => AstExpr, |p, a| {
        let x: Id = p.get(a.i(0))?;
        AstExpr::from_id(&x)
    });
}

fn lists_and_misc(v: &mut Vec<OpDef>) {
    list_ops!(
        v,
        SetList,
        Set,
        "setlist_alloc",
        "setlist_add",
        "setlist_get_at",
        "setlist_set_at",
        "setlist_insert",
        "setlist_drop",
        "setlist_swap",
        "setlist_reverse",
        "setlist_concat"
    );
    list_ops!(
        v,
        UnionSetList,
        UnionSet,
        "usetlist_alloc",
        "usetlist_add",
        "usetlist_get_at",
        "usetlist_set_at",
        "usetlist_insert",
        "usetlist_drop",
        "usetlist_swap",
        "usetlist_reverse",
        "usetlist_concat"
    );
    list_ops!(
        v,
        ValList,
        Val,
        "vallist_alloc",
        "vallist_add",
        "vallist_get_at",
        "vallist_set_at",
        "vallist_insert",
        "vallist_drop",
        "vallist_swap",
        "vallist_reverse",
        "vallist_concat"
    );
    list_ops!(
        v,
        IdList,
        Id,
        "idlist_alloc",
        "idlist_add",
        "idlist_get_at",
        "idlist_set_at",
        "idlist_insert",
        "idlist_drop",
        "idlist_swap",
        "idlist_reverse",
        "idlist_concat"
    );
    list_ops!(
        v,
        AffList,
        Aff,
        "afflist_alloc",
        "afflist_add",
        "afflist_get_at",
        "afflist_set_at",
        "afflist_insert",
        "afflist_drop",
        "afflist_swap",
        "afflist_reverse",
        "afflist_concat"
    );
    list_ops!(
        v,
        AstExprList,
        AstExpr,
        "exprlist_alloc",
        "exprlist_add",
        "exprlist_get_at",
        "exprlist_set_at",
        "exprlist_insert",
        "exprlist_drop",
        "exprlist_swap",
        "exprlist_reverse",
        "exprlist_concat"
    );
    un!(v, "setlist_union", SetList => Set, union);
    un!(v, "usetlist_union", UnionSetList => UnionSet, union);
    def!(v, "mid_from_id_list", [s::<Space>(), s::<IdList>()] => MultiId, |p, a| {
        let x: Space = p.get(a.i(0))?;
        let y: IdList = p.get(a.i(1))?;
        MultiId::from_id_list(&x, &y)
    });
    at!(v, "mid_get_at", MultiId => Id, get_at);
    def!(v, "idtoid_alloc", [K::N] => IdToId, |_p, a| { IdToId::alloc(a.i(0)) });
    def!(v, "idtoid_set", [s::<IdToId>(), s::<Id>(), s::<Id>()] => IdToId, |p, a| {
        let x: IdToId = p.get(a.i(0))?;
        let y: Id = p.get(a.i(1))?;
        let z: Id = p.get(a.i(2))?;
        x.set(&y, &z)
    });
    // A missing key is `Ok(None)`; the slot then holds an error.
    def!(v, "idtoid_get", [s::<IdToId>(), s::<Id>()] => Id, |p, a| {
        let x: IdToId = p.get(a.i(0))?;
        let y: Id = p.get(a.i(1))?;
        x.get(&y).and_then(|o| o.ok_or(Error::NoContext))
    });
    def!(v, "idtoid_try_get", [s::<IdToId>(), s::<Id>()] => Id, |p, a| {
        let x: IdToId = p.get(a.i(0))?;
        let y: Id = p.get(a.i(1))?;
        x.try_get(&y).and_then(|o| o.ok_or(Error::NoContext))
    });
    bin!(v, "idtoid_drop", IdToId, Id => IdToId, drop);
    def!(v, "idtoexpr_alloc", [K::N] => IdToAstExpr, |_p, a| { IdToAstExpr::alloc(a.i(0)) });
    def!(v, "idtoexpr_set", [s::<IdToAstExpr>(), s::<Id>(), s::<AstExpr>()] => IdToAstExpr, |p, a| {
        let x: IdToAstExpr = p.get(a.i(0))?;
        let y: Id = p.get(a.i(1))?;
        let z: AstExpr = p.get(a.i(2))?;
        x.set(&y, &z)
    });
    def!(v, "idtopwaff_set", [s::<IdToPwAff>(), s::<Id>(), s::<PwAff>()] => IdToPwAff, |p, a| {
        let x: IdToPwAff = p.get(a.i(0))?;
        let y: Id = p.get(a.i(1))?;
        let z: PwAff = p.get(a.i(2))?;
        x.set(&y, &z)
    });
    def!(v, "maptobset_set", [s::<MapToBasicSet>(), s::<Map>(), s::<BasicSet>()] => MapToBasicSet, |p, a| {
        let x: MapToBasicSet = p.get(a.i(0))?;
        let y: Map = p.get(a.i(1))?;
        let z: BasicSet = p.get(a.i(2))?;
        x.set(&y, &z)
    });
    def!(v, "maptobset_get", [s::<MapToBasicSet>(), s::<Map>()] => BasicSet, |p, a| {
        let x: MapToBasicSet = p.get(a.i(0))?;
        let y: Map = p.get(a.i(1))?;
        x.get(&y).and_then(|o| o.ok_or(Error::NoContext))
    });
    def!(v, "maptobset_try_get", [s::<MapToBasicSet>(), s::<Map>()] => BasicSet, |p, a| {
        let x: MapToBasicSet = p.get(a.i(0))?;
        let y: Map = p.get(a.i(1))?;
        x.try_get(&y).and_then(|o| o.ok_or(Error::NoContext))
    });
}

fn printing(v: &mut Vec<OpDef>) {
    pr!(v, "print_set", Set, print_set);
    pr!(v, "print_basic_set", BasicSet, print_basic_set);
    pr!(v, "print_map", Map, print_map);
    pr!(v, "print_basic_map", BasicMap, print_basic_map);
    pr!(v, "print_union_set", UnionSet, print_union_set);
    pr!(v, "print_union_map", UnionMap, print_union_map);
    pr!(v, "print_val", Val, print_val);
    pr!(v, "print_space", Space, print_space);
    pr!(v, "print_local_space", LocalSpace, print_local_space);
    pr!(v, "print_point", Point, print_point);
    pr!(v, "print_constraint", Constraint, print_constraint);
    pr!(v, "print_aff", Aff, print_aff);
    pr!(v, "print_pw_aff", PwAff, print_pw_aff);
    pr!(v, "print_multi_aff", MultiAff, print_multi_aff);
    pr!(v, "print_pw_multi_aff", PwMultiAff, print_pw_multi_aff);
    pr!(v, "print_multi_pw_aff", MultiPwAff, print_multi_pw_aff);
    pr!(v, "print_union_pw_aff", UnionPwAff, print_union_pw_aff);
    pr!(
        v,
        "print_union_pw_multi_aff",
        UnionPwMultiAff,
        print_union_pw_multi_aff
    );
    pr!(
        v,
        "print_multi_union_pw_aff",
        MultiUnionPwAff,
        print_multi_union_pw_aff
    );
    pr!(v, "print_multi_val", MultiVal, print_multi_val);
    pr!(v, "print_multi_id", MultiId, print_multi_id);
    pr!(v, "print_vec", IslVec, print_vec);
    pr!(v, "print_schedule", Schedule, print_schedule);
    pr!(v, "print_schedule_node", ScheduleNode, print_schedule_node);
    pr!(
        v,
        "print_schedule_constraints",
        ScheduleConstraints,
        print_schedule_constraints
    );
    pr!(
        v,
        "print_union_access_info",
        UnionAccessInfo,
        print_union_access_info
    );
    pr!(v, "print_union_flow", UnionFlow, print_union_flow);
    pr!(v, "print_ast_expr", AstExpr, print_ast_expr);
    pr!(v, "print_ast_node", AstNode, print_ast_node);
    pr!(v, "print_qpolynomial", Qpolynomial, print_qpolynomial);
    pr!(
        v,
        "print_pw_qpolynomial",
        PwQpolynomial,
        print_pw_qpolynomial
    );
    pr!(
        v,
        "print_pw_qpolynomial_fold",
        PwQpolynomialFold,
        print_pw_qpolynomial_fold
    );
    pr!(
        v,
        "print_union_pw_qpolynomial",
        UnionPwQpolynomial,
        print_union_pw_qpolynomial
    );
    pr!(
        v,
        "print_union_pw_qpolynomial_fold",
        UnionPwQpolynomialFold,
        print_union_pw_qpolynomial_fold
    );
    pr!(v, "print_fixed_box", FixedBox, print_fixed_box);
    pr!(v, "print_id_list", IdList, print_id_list);
    pr!(v, "print_set_list", SetList, print_set_list);
    pr!(v, "print_id_to_id", IdToId, print_id_to_id);
    pr!(v, "print_id_to_ast_expr", IdToAstExpr, print_id_to_ast_expr);
}

/// The conveniences written over the declared methods: dimensions by name,
/// alignment, evaluation, pieces, parts and lazy points. They reach ISL only
/// through methods the generated operations also call, but their own logic
/// (moves between kinds, dictionaries, slabs of points) is theirs to check.
fn conveniences(v: &mut Vec<OpDef>) {
    macro_rules! named {
        ($($t:ty: $dict:literal, $of:literal, $names:literal);* $(;)?) => {$(
            def!(v, $dict, [s::<$t>()] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                x.var_dict().and_then(|_| x.id_dict())
            });
            def!(v, $of, [s::<$t>(), K::D] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                x.var_dict_of(a.d(1)).and_then(|_| x.id_dict_of(a.d(1)))
            });
            def!(v, $names, [s::<$t>(), K::D] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                x.var_names(a.d(1))
            });
        )*};
    }
    named! {
        Space: "space_var_dict", "space_var_dict_of", "space_var_names";
        Set: "set_var_dict", "set_var_dict_of", "set_var_names";
        BasicSet: "basic_set_var_dict", "basic_set_var_dict_of", "basic_set_var_names";
        Map: "map_var_dict", "map_var_dict_of", "map_var_names";
        BasicMap: "basic_map_var_dict", "basic_map_var_dict_of", "basic_map_var_names";
        Aff: "aff_var_dict", "aff_var_dict_of", "aff_var_names";
        PwAff: "pw_aff_var_dict", "pw_aff_var_dict_of", "pw_aff_var_names";
        PwQpolynomial: "pw_qpolynomial_var_dict", "pw_qpolynomial_var_dict_of", "pw_qpolynomial_var_names";
    }
    macro_rules! aligned {
        ($($t:ty: $to:literal, $keep:literal, $two:literal);* $(;)?) => {$(
            def!(v, $to, [s::<$t>(), s::<Space>()] => $t, |p, a| {
                let x: $t = p.get(a.i(0))?;
                let t: Space = p.get(a.i(1))?;
                x.align_spaces(&t)
            });
            def!(v, $keep, [s::<$t>(), s::<Space>()] => $t, |p, a| {
                let x: $t = p.get(a.i(0))?;
                let t: Space = p.get(a.i(1))?;
                x.align_spaces_keep_extra(&t)
            });
            def!(v, $two, [s::<$t>(), s::<$t>()] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                let y: $t = p.get(a.i(1))?;
                let r = x.align_two(&y);
                if let Ok((x, y)) = r {
                    p.put(Ok(x));
                    p.put(Ok(y));
                }
                Ok::<(), Error>(())
            });
        )*};
    }
    aligned! {
        Set: "set_align_spaces", "set_align_spaces_keep_extra", "set_align_two";
        BasicSet: "basic_set_align_spaces", "basic_set_align_spaces_keep_extra", "basic_set_align_two";
        Map: "map_align_spaces", "map_align_spaces_keep_extra", "map_align_two";
        BasicMap: "basic_map_align_spaces", "basic_map_align_spaces_keep_extra", "basic_map_align_two";
        Aff: "aff_align_spaces", "aff_align_spaces_keep_extra", "aff_align_two";
        PwAff: "pw_aff_align_spaces", "pw_aff_align_spaces_keep_extra", "pw_aff_align_two";
    }
    macro_rules! evaluated {
        ($($t:ty: $ints:literal, $dict:literal);* $(;)?) => {$(
            def!(v, $ints, [s::<$t>(), K::V, K::V, K::N] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                // As many values as the count asks, from two seeds.
                let n = a.i(3).clamp(0, 8) as usize;
                let values: Vec<i64> = (0..n).map(|k| if k % 2 == 0 { a.i(1) } else { a.i(2) }).collect();
                x.eval_ints(&values)
            });
            def!(v, $dict, [s::<$t>(), K::Name, K::V] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                let names: Vec<String> = x.var_dict().ok()?.into_keys().collect();
                let mut dict: std::collections::HashMap<&str, i64> =
                    names.iter().map(|n| (n.as_str(), a.i(2))).collect();
                dict.insert(a.s(1), a.i(2));
                x.eval_with_dict(&dict)
            });
        )*};
    }
    evaluated! {
        Aff: "aff_eval_ints", "aff_eval_with_dict";
        PwAff: "pw_aff_eval_ints", "pw_aff_eval_with_dict";
        PwQpolynomial: "pw_qpolynomial_eval_ints", "pw_qpolynomial_eval_with_dict";
    }
    def!(v, "multi_aff_eval_ints", [s::<MultiAff>(), K::V, K::N] => MultiVal, |p, a| {
        let x: MultiAff = p.get(a.i(0))?;
        let values = vec![a.i(1); a.i(2).clamp(0, 8) as usize];
        x.eval_ints(&values)
    });
    def!(v, "point_ints_into", [s::<Point>()] => (), |p, a| {
        let x: Point = p.get(a.i(0))?;
        let mut out = vec![7; 3];
        x.ints_into(&mut out)
    });
    def!(v, "multi_val_to_ints", [s::<MultiVal>()] => (), |p, a| {
        let x: MultiVal = p.get(a.i(0))?;
        x.to_ints()
    });
    macro_rules! pieces {
        ($($t:ty => $el:ty: $name:literal);* $(;)?) => {$(
            def!(v, $name, [s::<$t>()] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                let pieces = x.get_pieces();
                if let Ok(pieces) = pieces {
                    for (set, el) in pieces {
                        p.put(Ok(set));
                        p.put::<$el>(Ok(el));
                    }
                }
                Ok::<(), Error>(())
            });
        )*};
    }
    pieces! {
        PwAff => Aff: "pw_aff_get_pieces";
        PwMultiAff => MultiAff: "pw_multi_aff_get_pieces";
        PwQpolynomial => Qpolynomial: "pw_qpolynomial_get_pieces";
    }
    def!(v, "aff_coefficients_by_name", [s::<Aff>()] => (), |p, a| {
        let x: Aff = p.get(a.i(0))?;
        x.coefficients_by_name()
    });
    def!(v, "constraint_coefficients_by_name", [s::<Constraint>()] => (), |p, a| {
        let x: Constraint = p.get(a.i(0))?;
        x.coefficients_by_name()
    });
    macro_rules! lazy_points {
        ($($t:ty: $name:literal);* $(;)?) => {$(
            // A few points from either end, then what is left counted.
            def!(v, $name, [s::<$t>(), K::N] => (), |p, a| {
                let x: $t = p.get(a.i(0))?;
                let mut points = match x.iter_points() {
                    Ok(points) => points,
                    Err(_) => return Some(()),
                };
                for k in 0..a.i(1).clamp(0, 16) {
                    let next = if k % 2 == 0 { points.next() } else { points.next_back() };
                    match next {
                        Some(Ok(pt)) => {
                            let _ = pt.to_ints();
                            let _ = pt.ints_into(&mut Vec::new());
                            p.put(Ok(pt));
                        }
                        Some(Err(_)) | None => break,
                    }
                }
                let _ = points.remaining();
                Ok::<(), Error>(())
            });
        )*};
    }
    lazy_points! {
        Set: "set_iter_points";
        BasicSet: "basic_set_iter_points";
        UnionSet: "union_set_iter_points";
    }
    def!(v, "set_basic_sets", [s::<Set>()] => (), |p, a| {
        let x: Set = p.get(a.i(0))?;
        x.basic_sets().map(|b| p.put_all(b))
    });
    def!(v, "map_basic_maps", [s::<Map>()] => (), |p, a| {
        let x: Map = p.get(a.i(0))?;
        x.basic_maps().map(|b| p.put_all(b))
    });
}
