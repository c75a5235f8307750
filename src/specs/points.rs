//! Points and counts: the points of a set with finitely many of them, in
//! lexicographic order, as an iterator ([`Set::iter_points`]; `points()` is
//! ISL's enumeration as it comes, in a `Vec`); a point's
//! coordinates ([`Point::coordinates`], [`Point::to_ints`]); and counts
//! that refuse a set with infinitely many points ([`Set::count`]).
//!
//! ISL enumerates points only through a callback (`isl_set_foreach_point`),
//! so the points are collected first. On a set with infinitely many points
//! ISL's enumeration fails without a message (unbounded) or with an internal
//! error (a parameter without a bound), and `count_val` gives `0`: the
//! methods here check first and return a clear [`Error::InvalidArgument`].
//! ISL has no parametric count (the number of points as a function of the
//! parameters is in barvinok, not ISL): fix the parameters first
//! (`fix_si(DimType::Param, ..)`, `intersect_params`).

use crate::*;
use std::cmp::Ordering;
use std::iter::FusedIterator;

/// The points of a set, in lexicographic order of their coordinates
/// (parameters first, then the set's dimensions), from [`Set::iter_points`],
/// [`BasicSet::iter_points`] or [`UnionSet::iter_points`]. Each is a [`Point`] in the
/// set's context.
///
/// ```
/// use isl_safe::{Context, Result, Set};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let triangle: Set = "{ [i, j] : 0 <= j <= i < 4 }".parse()?;
/// let points = triangle.iter_points()?;
/// assert_eq!(points.len(), 10);
/// let first: Vec<Vec<i64>> = points.take(4).map(|p| p.to_ints()).collect::<Result<_>>()?;
/// assert_eq!(first, [[0, 0], [1, 0], [1, 1], [2, 0]]);
/// # Ok(())
/// # }
/// ```
#[derive(Debug)]
pub struct Points {
    points: std::vec::IntoIter<Point>,
}

impl Iterator for Points {
    type Item = Point;
    fn next(&mut self) -> Option<Point> {
        self.points.next()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.points.size_hint()
    }
}

impl DoubleEndedIterator for Points {
    fn next_back(&mut self) -> Option<Point> {
        self.points.next_back()
    }
}

impl ExactSizeIterator for Points {}

impl FusedIterator for Points {}

/// `Err` unless `set` has finitely many points: bounded, and so are its
/// parameters.
fn check_finite(set: &Set, function: &'static str) -> Result<()> {
    let infinite = |message: &str| {
        Err(Error::InvalidArgument {
            function,
            message: message.into(),
        })
    };
    if !set.is_bounded()? {
        return infinite("the set is unbounded: it has infinitely many points");
    }
    let params = set.dim(DimType::Param)?;
    if params > 0
        && !set
            .move_dims(DimType::Set, 0, DimType::Param, 0, params)?
            .is_bounded()?
    {
        return infinite(
            "a parameter has no bound, so the set has infinitely many points: \
             fix the parameters first (fix_si(DimType::Param, ..), intersect_params)",
        );
    }
    Ok(())
}

/// A point's parameters, then its coordinates.
fn all_coordinates(point: &Point) -> Result<Vec<Val>> {
    let space = point.get_space()?;
    let mut out = Vec::new();
    for kind in [DimType::Param, DimType::Set] {
        for pos in 0..space.dim(kind)? {
            out.push(point.get_coordinate_val(kind, pos)?);
        }
    }
    Ok(out)
}

impl Set {
    /// Every point of the set, in lexicographic order (parameters first,
    /// then the dimensions): ISL's `foreach_point`, checked, collected and
    /// sorted. ([`points`](Self::points) is the plain `Vec` of ISL's
    /// enumeration, which gives the points of each disjunct in turn, and
    /// ISL's errors on a set with infinitely many points.)
    ///
    /// `Err` ([`Error::InvalidArgument`]) if the set has infinitely many
    /// points: it is unbounded, or a parameter has no bound (fix the
    /// parameters first), or if the points are too many to hold in memory;
    /// ISL's error if it fails (the context's operation limit, see
    /// [`Context::set_max_operations`], bounds the work).
    ///
    /// ```
    /// use isl_safe::{Context, DimType, Result, Set};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let two_pieces: Set = "{ [i] : i = 5 or 0 <= i <= 1 }".parse()?;
    /// let coords: Vec<Vec<i64>> = two_pieces.iter_points()?.map(|p| p.to_ints()).collect::<Result<_>>()?;
    /// assert_eq!(coords, [[0], [1], [5]]);
    /// // A parameter must be fixed (or bounded) first.
    /// let rows: Set = "[n] -> { [i] : 0 <= i < n }".parse()?;
    /// assert!(rows.iter_points().is_err());
    /// assert_eq!(rows.fix_si(DimType::Param, 0, 3)?.iter_points()?.len(), 3);
    /// assert!("{ [i] : i >= 0 }".parse::<Set>()?.iter_points().is_err());
    /// # Ok(())
    /// # }
    /// ```
    pub fn iter_points(&self) -> Result<Points> {
        const FN: &str = "isl_set_foreach_point";
        check_finite(self, FN)?;
        let count = self.count_val()?;
        let too_many = || Error::InvalidArgument {
            function: FN,
            message: format!("the set has {count} points, too many to collect"),
        };
        let n = count
            .get_num_si()
            .ok()
            .and_then(|n| usize::try_from(n).ok());
        let mut points = Vec::new();
        points
            .try_reserve_exact(n.ok_or_else(too_many)?)
            .map_err(|_| too_many())?;
        self.foreach_point(|p| {
            points.push(p);
            Ok::<(), Error>(())
        })?;
        let mut keyed = points
            .into_iter()
            .map(|p| Ok((all_coordinates(&p)?, p)))
            .collect::<Result<Vec<_>>>()?;
        // Integer values of one context: the order is total.
        keyed.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(Ordering::Equal));
        Ok(Points {
            points: keyed
                .into_iter()
                .map(|(_, p)| p)
                .collect::<Vec<_>>()
                .into_iter(),
        })
    }

    /// The number of points, `count_val` checked: `Err`
    /// ([`Error::InvalidArgument`]) if the set has infinitely many points
    /// (unbounded, or a parameter without a bound), where ISL's `count_val`
    /// returns `0`. A point is a value of every parameter and every
    /// dimension, so with parameters bounded but not fixed, each value of
    /// the parameters counts its own points.
    ///
    /// ```
    /// use isl_safe::{Context, DimType, Result, Set};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let triangle: Set = "[n] -> { [i, j] : 0 <= j <= i < n }".parse()?;
    /// assert!(triangle.count().is_err());
    /// assert_eq!(triangle.count_val()?, 0); // ISL's own answer
    /// assert_eq!(triangle.fix_si(DimType::Param, 0, 4)?.count()?, 10);
    /// # Ok(())
    /// # }
    /// ```
    pub fn count(&self) -> Result<Val> {
        check_finite(self, "isl_set_count_val")?;
        self.count_val()
    }
}

impl BasicSet {
    /// Every point, in lexicographic order (see [`Set::iter_points`], whose
    /// errors it returns).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, Result};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let square: BasicSet = "{ [i, j] : 0 <= i, j <= 1 }".parse()?;
    /// let coords: Vec<Vec<i64>> = square.iter_points()?.map(|p| p.to_ints()).collect::<Result<_>>()?;
    /// assert_eq!(coords, [[0, 0], [0, 1], [1, 0], [1, 1]]);
    /// # Ok(())
    /// # }
    /// ```
    pub fn iter_points(&self) -> Result<Points> {
        Set::from_basic_set(self)?.iter_points()
    }

    /// The number of points (see [`Set::count`], whose errors it returns).
    ///
    /// ```
    /// use isl_safe::{BasicSet, Context, Result};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let square: BasicSet = "{ [i, j] : 0 <= i, j <= 2 }".parse()?;
    /// assert_eq!(square.count()?, 9);
    /// # Ok(())
    /// # }
    /// ```
    pub fn count(&self) -> Result<Val> {
        Set::from_basic_set(self)?.count()
    }
}

/// The member sets of `set`, ordered by their spaces' text; `Err` if one has
/// infinitely many points.
fn finite_members(set: &UnionSet, function: &'static str) -> Result<Vec<Set>> {
    let mut members = set
        .get_set_list()?
        .to_vec()?
        .into_iter()
        .map(|s| Ok((s.get_space()?.try_to_string()?, s)))
        .collect::<Result<Vec<_>>>()?;
    members.sort_by(|a, b| a.0.cmp(&b.0));
    members
        .into_iter()
        .map(|(_, s)| check_finite(&s, function).map(|()| s))
        .collect()
}

impl UnionSet {
    /// Every point: those of each member set in turn (the members ordered
    /// by their space's text, `{ A[i] }` before `{ B[i] }`), each member's in
    /// lexicographic order. `Err` as [`Set::iter_points`] if a member has
    /// infinitely many points.
    ///
    /// ```
    /// use isl_safe::{Context, Result, UnionSet};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let domain: UnionSet = "{ B[j] : 0 <= j < 2; A[i] : 0 <= i < 3 }".parse()?;
    /// let points: Vec<String> = domain.iter_points()?.map(|p| p.to_string()).collect();
    /// assert_eq!(points, ["{ A[0] }", "{ A[1] }", "{ A[2] }", "{ B[0] }", "{ B[1] }"]);
    /// # Ok(())
    /// # }
    /// ```
    pub fn iter_points(&self) -> Result<Points> {
        let mut points = Vec::new();
        for member in finite_members(self, "isl_union_set_foreach_point")? {
            points.extend(member.iter_points()?);
        }
        Ok(Points {
            points: points.into_iter(),
        })
    }

    /// The number of points: the sum of the member sets' [`Set::count`].
    /// `Err` if a member has infinitely many points (ISL has no count of a
    /// union set).
    ///
    /// ```
    /// use isl_safe::{Context, Result, UnionSet};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let domain: UnionSet = "{ B[j] : 0 <= j < 2; A[i] : 0 <= i < 3 }".parse()?;
    /// assert_eq!(domain.count()?, 5);
    /// assert!("{ A[i] : i >= 0 }".parse::<UnionSet>()?.count().is_err());
    /// # Ok(())
    /// # }
    /// ```
    pub fn count(&self) -> Result<Val> {
        let mut total = self.context().scope(Val::zero)?;
        for member in finite_members(self, "isl_set_count_val")? {
            total.in_place().add(member.count_val()?)?;
        }
        Ok(total)
    }
}

impl Point {
    /// The point's coordinates in the set's dimensions, in order (ISL's
    /// `get_coordinate_val` for each; the parameters' values are
    /// `get_coordinate_val(DimType::Param, i)`). `Err`
    /// ([`Error::InvalidArgument`]) for a void point, which has none.
    ///
    /// ```
    /// use isl_safe::{Context, Result, Set};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let point = "[n] -> { [i, j] : i = n and j = 2 and n = 7 }".parse::<Set>()?.sample_point()?;
    /// let coords = point.coordinates()?;
    /// assert_eq!((coords[0].to_string(), coords[1].to_string()), ("7".into(), "2".into()));
    /// # Ok(())
    /// # }
    /// ```
    pub fn coordinates(&self) -> Result<Vec<Val>> {
        if self.is_void()? {
            return Err(Error::InvalidArgument {
                function: "isl_point_get_coordinate_val",
                message: "a void point (of an empty set) has no coordinates".into(),
            });
        }
        let n = self.get_space()?.dim(DimType::Set)?;
        (0..n)
            .map(|pos| self.get_coordinate_val(DimType::Set, pos))
            .collect()
    }

    /// The point's coordinates as integers (see
    /// [`coordinates`](Self::coordinates), whose errors it returns); ISL's
    /// error (`isl_val_get_num_si`, kind `Invalid`) if one does not fit an
    /// `i64`.
    ///
    /// ```
    /// use isl_safe::{Context, Result, Set};
    ///
    /// # fn main() -> Result<()> {
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let point = "{ [i, j] : i = -3 and j = 4 }".parse::<Set>()?.sample_point()?;
    /// assert_eq!(point.to_ints()?, [-3, 4]);
    /// let huge = "{ [i] : i = 100000000000000000000 }".parse::<Set>()?.sample_point()?;
    /// assert!(huge.to_ints().is_err());
    /// # Ok(())
    /// # }
    /// ```
    pub fn to_ints(&self) -> Result<Vec<i64>> {
        self.coordinates()?.iter().map(Val::get_num_si).collect()
    }
}
