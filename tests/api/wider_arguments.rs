//! A narrower receiver with a wider argument (`bset.is_subset(&set)`): the
//! receiver is converted and the wider type's method called, as ISL's C++
//! binding and islpy do; with an argument of its own type the narrower
//! type's own C function runs, as before. Each result is compared with the
//! wider method called by hand on the converted receiver.

use isl_safe::{
    Aff, BasicMap, BasicSet, Context, Error, Map, MultiAff, PwAff, Result, Set, UnionMap, UnionSet,
};

#[test]
fn predicates_take_every_wider_type() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let b: BasicSet = "{ [i] : 0 <= i < 4 }".parse()?;
    let s: Set = "{ [i] : 0 <= i < 4 or 10 <= i < 12 }".parse()?;
    let u: UnionSet = "{ [i] : 0 <= i < 8; T[] }".parse()?;
    assert!(b.is_subset(&s)?);
    assert_eq!(b.is_subset(&s)?, Set::from(b.clone()).is_subset(&s)?);
    assert!(b.is_subset(&u)?);
    assert!(!b.is_equal(&s)?);
    assert!(b.is_strict_subset(&s)?);
    assert!(!b.is_disjoint(&s)?);
    // Its own type still calls ISL's basic-level function.
    assert!(b.is_subset(&"{ [i] : i >= 0 }".parse::<BasicSet>()?)?);
    Ok(())
}

#[test]
fn results_are_the_wider_methods() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let b: BasicSet = "{ [i] : 0 <= i < 10 }".parse()?;
    let s: Set = "{ [i] : 5 <= i < 20 or i = 30 }".parse()?;
    // A `Set` argument gives a `Set`, borrowed or moved.
    let meet: Set = b.intersect(&s)?;
    assert_eq!(meet, Set::from(b.clone()).intersect(&s)?);
    assert_eq!(b.intersect(s.clone())?, meet);
    assert_eq!(b.union(&s)?, Set::from(b.clone()).union(&s)?);
    assert_eq!(b.subtract(&s)?, Set::from(b.clone()).subtract(&s)?);
    // A `BasicSet` argument gives a `BasicSet`.
    let own: BasicSet = b.intersect(&"{ [i] : i >= 3 }".parse::<BasicSet>()?)?;
    assert_eq!(own.to_string(), "{ [i] : 3 <= i <= 9 }");
    // A `UnionSet` argument gives a `UnionSet`.
    let u: UnionSet = "{ [i] : i >= 8; T[] }".parse()?;
    assert_eq!(b.intersect(&u)?.to_string(), "{ [i] : 8 <= i <= 9 }");

    let bm: BasicMap = "{ [i] -> [i + 1] }".parse()?;
    let m: Map = "{ [i] -> [2i]; [i] -> [3i] }".parse()?;
    assert_eq!(bm.apply_range(&m)?, Map::from(bm.clone()).apply_range(&m)?);
    let um: UnionMap = "{ [i] -> A[i] }".parse()?;
    assert_eq!(bm.apply_range(&um)?.to_string(), "{ [i] -> A[1 + i] }");

    let a: Aff = "{ [i] -> [(2i)] }".parse()?;
    let p: PwAff = "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }".parse()?;
    assert_eq!(a.add(&p)?, PwAff::from(a.clone()).add(&p)?);
    // An `Aff` is also a one-expression `MultiAff`.
    let sum: MultiAff = a.add(&"{ [i] -> [(i)] }".parse::<MultiAff>()?)?;
    assert_eq!(sum, "{ [i] -> [(3i)] }".parse::<MultiAff>()?);
    Ok(())
}

#[test]
fn wider_arguments_follow_the_wider_rules() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    // Basic sets must share their parameters; sets are aligned.
    let b: BasicSet = "{ [i] : 0 <= i < 10 }".parse()?;
    let with_n: BasicSet = "[n] -> { [i] : i < n }".parse()?;
    assert!(matches!(
        b.intersect(&with_n),
        Err(Error::InvalidArgument { .. })
    ));
    let as_set = Set::from(with_n);
    assert_eq!(
        b.intersect(&as_set)?.to_string(),
        "[n] -> { [i] : 0 <= i <= 9 and i < n }"
    );
    // Objects of another context are refused, the receiver left intact.
    let other = Context::new()?;
    let foreign: Set = other.scope(|| "{ [i] : i >= 0 }".parse())?;
    assert!(matches!(
        b.intersect(&foreign),
        Err(Error::ContextMismatch { .. })
    ));
    assert_eq!(b.to_string(), "{ [i] : 0 <= i <= 9 }");
    Ok(())
}
