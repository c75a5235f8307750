//! Points and counts: the points of a set with finitely many of them, in
//! lexicographic order, as a lazy iterator ([`Set::iter_points`]; `points()`
//! is ISL's enumeration as it comes, in a `Vec`); a point's coordinates
//! ([`Point::coordinates`], [`Point::to_ints`]); and counts that refuse a set
//! with infinitely many points ([`Set::count`]).
//!
//! ISL enumerates points only through a callback (`isl_set_foreach_point`),
//! which cannot be paused; the iterator asks it for one slab of the set at a
//! time (the points whose first coordinate lies in a range, the range grown
//! or shrunk so that a slab holds a few thousand points), sorts the slab and
//! hands its points out before it asks for the next. On a set with
//! infinitely many points ISL's enumeration and `count_val` fail, saying
//! so (unbounded) or with an internal error (a parameter without a bound;
//! until patch 0042 `count_val` gave `0`): the methods here check first and
//! return a clear [`Error::InvalidArgument`]. ISL has no parametric count (the number of
//! points as a function of the parameters is in barvinok, not ISL): fix the
//! parameters first (`fix_si(DimType::Param, ..)`, `intersect_params`).

use crate::error::*;
use crate::object::*;
use std::cell::Cell;
use std::cmp::Ordering;
use std::collections::VecDeque;
use std::iter::FusedIterator;

/// The points of a set, in lexicographic order of their coordinates
/// (parameters first, then the set's dimensions), from [`Set::iter_points`],
/// [`BasicSet::iter_points`] or [`UnionSet::iter_points`]: lazily, from
/// either end, a slab of the set at a time (the points whose first
/// coordinate lies in a range sized for a few thousand points, sorted;
/// ISL's enumeration cannot be paused). Each item is a
/// [`Point`] in the set's context, or the error ISL met enumerating the next
/// slab (the context's operation limit, ...), after which the iterator ends.
///
/// ```
/// use isl_safe::{Context, Result, Set};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let triangle: Set = "{ [i, j] : 0 <= j <= i < 4 }".parse()?;
/// let points = triangle.iter_points()?;
/// assert_eq!(points.remaining()?, 10);
/// let first: Vec<Vec<i64>> = points.take(4).map(|p| p?.to_ints()).collect::<Result<_>>()?;
/// assert_eq!(first, [[0, 0], [1, 0], [1, 1], [2, 0]]);
/// # Ok(())
/// # }
/// ```
#[derive(Debug)]
pub struct Points {
    /// The member sets still to enumerate, each a slab at a time.
    members: VecDeque<Slabs>,
    /// The member sets, for [`remaining`](Points::remaining) to count
    /// their points (the iteration itself needs no count).
    sets: Vec<Set>,
    /// Their number of points, once counted.
    total: Cell<Option<usize>>,
    /// The points handed out.
    taken: usize,
    /// An error was handed out: the iterator has ended.
    failed: bool,
}

/// How many points a slab should hold: large enough that the cost of asking
/// ISL for a slab is small beside that of its points, small enough that a
/// slab's points are few in memory.
const SLAB_POINTS: usize = 4096;

/// One set's points, a slab at a time from either end: the points whose
/// slab coordinate lies in a range of `width` values, `lo..` from the front
/// and `..=hi` from the back. The slab coordinate is the first coordinate
/// (parameters first, then dimensions) that takes more than one value in
/// the set: those before it are the same for every point, so slabs along it
/// come in lexicographic order, and a set whose leading parameters are
/// fixed is still enumerated a slab at a time.
#[derive(Debug)]
struct Slabs {
    set: Set,
    /// The set with its parameters as its first dimensions, and the slab
    /// coordinate's place among them: after an empty slab, the next
    /// value of the slab coordinate the set has is asked of it, so that a
    /// gap between two values (`{ [i] : i = -10^20 or i = 10^20 }`) costs
    /// one empty slab, not one per slab width.
    flat: Set,
    flat_pos: u32,
    /// The slab coordinate (`None` for a set of at most one point: one
    /// slab).
    first: Option<(DimType, u32)>,
    /// The bounds of the slab coordinate not yet enumerated (`lo > hi`
    /// when every slab was taken).
    lo: Val,
    hi: Val,
    width: u64,
    /// Buffers kept from slab to slab: one point's coordinates, a slab's,
    /// the order that sorts them.
    row: Vec<i64>,
    values: Vec<i64>,
    order: Vec<usize>,
    /// Points taken from ISL and not handed out, sorted.
    front: VecDeque<Point>,
    back: VecDeque<Point>,
    /// The single slab of a set without a slab coordinate was taken.
    taken: bool,
}

impl Slabs {
    fn new(set: Set) -> Result<Slabs> {
        let params = set.dim(DimType::Param)? as u32;
        let dims = set.dim(DimType::Set)? as u32;
        let coord = |c: u32| {
            if c < params {
                (DimType::Param, c)
            } else {
                (DimType::Set, c - params)
            }
        };
        let ctx = set.context();
        let (mut lo, mut hi) = (ctx.scope(Val::one)?, ctx.scope(Val::zero)?);
        let mut first = None;
        let flat = set.move_dims(DimType::Set, 0, DimType::Param, 0, params)?;
        if params + dims > 0 && !set.is_empty()? {
            // The bounds of each coordinate over the whole set, the
            // parameters as dimensions, up to the first that varies.
            for c in 0..params + dims {
                let (min, max) = (flat.dim_min_val(c as i32)?, flat.dim_max_val(c as i32)?);
                if min.lt(&max)? {
                    first = Some(c);
                    (lo, hi) = (min, max);
                    break;
                }
            }
        }
        Ok(Slabs {
            set,
            flat,
            flat_pos: first.unwrap_or(0),
            first: first.map(coord),
            lo,
            hi,
            width: 1,
            row: Vec::new(),
            values: Vec::new(),
            order: Vec::new(),
            front: VecDeque::new(),
            back: VecDeque::new(),
            taken: false,
        })
    }

    /// Puts the points of the set whose slab coordinate lies in `from..=to`
    /// into the end `back` (empty), sorted; their number.
    fn slab(&mut self, from: &Val, to: &Val, back: bool) -> Result<usize> {
        let mut slab = self.set.clone();
        if let Some((ty, pos)) = self.first {
            slab.in_place().lower_bound_val(ty, pos, from)?;
            slab.in_place().upper_bound_val(ty, pos, to)?;
        }
        let points = if back {
            &mut self.back
        } else {
            &mut self.front
        };
        slab.foreach_point(|p| {
            points.push_back(p);
            Ok::<(), Error>(())
        })?;
        // The coordinates, read once ISL is done (faster than in the
        // closure, among ISL's own allocations) as machine integers with no
        // allocation per coordinate, or as ISL's values once one does not
        // fit an `i64`.
        let (row, values) = (&mut self.row, &mut self.values);
        values.clear();
        let mut small = true;
        for p in points.iter() {
            if !p.ints_into(row)? {
                small = false;
                break;
            }
            values.extend_from_slice(row);
        }
        if !small {
            sort_vals(points, &self.set.get_space()?)?;
        } else if !points.is_empty() {
            let width = values.len() / points.len();
            if let Some(order) = sort_order(values, width, &mut self.order) {
                permute(points, order);
            }
        }
        Ok(points.len())
    }

    /// The least value of the slab coordinate at or above `from` among the
    /// set's points, or `None` if there is none.
    fn next_at_or_above(&self, from: &Val) -> Result<Option<Val>> {
        let rest = self
            .flat
            .lower_bound_val(DimType::Set, self.flat_pos, from)?;
        let min = rest.dim_min_val(self.flat_pos as i32)?;
        Ok(if min.is_int()? { Some(min) } else { None })
    }

    /// The greatest value of the slab coordinate at or below `to` among the
    /// set's points, or `None` if there is none.
    fn next_at_or_below(&self, to: &Val) -> Result<Option<Val>> {
        let rest = self.flat.upper_bound_val(DimType::Set, self.flat_pos, to)?;
        let max = rest.dim_max_val(self.flat_pos as i32)?;
        Ok(if max.is_int()? { Some(max) } else { None })
    }

    /// Adapts the width to a slab of `n` points.
    fn adapt(&mut self, n: usize) {
        if n < SLAB_POINTS / 2 {
            self.width = self.width.saturating_mul(2).min(1 << 40);
        } else if n > SLAB_POINTS * 2 {
            self.width = (self.width / 2).max(1);
        }
    }

    /// Takes the single slab of a set without a slab coordinate into the
    /// end `back`; `false` when it was taken.
    fn take_whole(&mut self, back: bool) -> Result<bool> {
        if self.taken {
            return Ok(false);
        }
        self.taken = true;
        let (lo, hi) = (self.lo.clone(), self.hi.clone());
        self.slab(&lo, &hi, back)?;
        Ok(true)
    }

    /// Takes the next slab from the front into `front`; `false` when none is
    /// left.
    fn fill_front(&mut self) -> Result<bool> {
        if self.first.is_none() {
            return self.take_whole(false);
        }
        loop {
            if self.lo.gt(&self.hi)? {
                return Ok(false);
            }
            let lo = self.lo.clone();
            let mut to = lo.add_ui(self.width - 1)?;
            if to.gt(&self.hi)? {
                to = self.hi.clone();
            }
            let n = self.slab(&lo, &to, false)?;
            self.lo = to.add_ui(1u64)?;
            self.adapt(n);
            if n > 0 {
                return Ok(true);
            }
            // Past a gap, straight to the next value the set has.
            match self.next_at_or_above(&self.lo)? {
                Some(next) => self.lo = next,
                None => return Ok(false),
            }
        }
    }

    /// Takes the next slab from the back into `back`; `false` when none is
    /// left.
    fn fill_back(&mut self) -> Result<bool> {
        if self.first.is_none() {
            return self.take_whole(true);
        }
        loop {
            if self.lo.gt(&self.hi)? {
                return Ok(false);
            }
            let hi = self.hi.clone();
            let mut from = hi.sub_ui(self.width - 1)?;
            if from.lt(&self.lo)? {
                from = self.lo.clone();
            }
            let n = self.slab(&from, &hi, true)?;
            self.hi = from.sub_ui(1u64)?;
            self.adapt(n);
            if n > 0 {
                return Ok(true);
            }
            match self.next_at_or_below(&self.hi)? {
                Some(next) => self.hi = next,
                None => return Ok(false),
            }
        }
    }

    fn next_front(&mut self) -> Result<Option<Point>> {
        if self.front.is_empty() && !self.fill_front()? {
            // Every slab is taken: what is left was taken from the back.
            return Ok(self.back.pop_front());
        }
        Ok(self.front.pop_front())
    }

    fn next_back(&mut self) -> Result<Option<Point>> {
        if self.back.is_empty() && !self.fill_back()? {
            return Ok(self.front.pop_back());
        }
        Ok(self.back.pop_back())
    }
}

/// The order that sorts the rows of `values` (`width` values a row) in
/// lexicographic order (ISL enumerates a slab a disjunct at a time, each
/// along a basis of its own), in `order`; `None` if they are in order.
/// The coordinates before the slab coordinate, and those fixed in the set,
/// are the same in every row and do not change the order.
fn sort_order<'a>(values: &[i64], width: usize, order: &'a mut Vec<usize>) -> Option<&'a [usize]> {
    if width == 0 {
        return None;
    }
    let n = values.len() / width;
    let row = |i: usize| &values[i * width..(i + 1) * width];
    if (1..n).all(|i| row(i - 1) <= row(i)) {
        return None;
    }
    order.clear();
    order.extend(0..n);
    order.sort_unstable_by(|&a, &b| row(a).cmp(row(b)));
    Some(order)
}

/// Sorts `points` of `space` in lexicographic order of their coordinates,
/// as ISL's values (a coordinate does not fit an `i64`).
fn sort_vals(points: &mut VecDeque<Point>, space: &Space) -> Result<()> {
    let coords: Vec<(DimType, u32)> = [DimType::Param, DimType::Set]
        .into_iter()
        .map(|ty| Ok((0..space.dim(ty)? as u32).map(move |pos| (ty, pos))))
        .collect::<Result<Vec<_>>>()?
        .into_iter()
        .flatten()
        .collect();
    let keys = points
        .iter()
        .map(|p| {
            coords
                .iter()
                .map(|&(ty, pos)| p.get_coordinate_val(ty, pos))
                .collect::<Result<Vec<Val>>>()
        })
        .collect::<Result<Vec<_>>>()?;
    let mut order: Vec<usize> = (0..points.len()).collect();
    // Integer values of one context: the order is total.
    order.sort_by(|&a, &b| keys[a].partial_cmp(&keys[b]).unwrap_or(Ordering::Equal));
    permute(points, &order);
    Ok(())
}

/// Puts `points` in the order `order` (a permutation of their indices).
fn permute(points: &mut VecDeque<Point>, order: &[usize]) {
    let mut slots: Vec<Option<Point>> = points.drain(..).map(Some).collect();
    points.extend(order.iter().filter_map(|&i| slots[i].take()));
}

impl Points {
    /// The points of `members`, each checked to have finitely many.
    pub(super) fn of(members: Vec<Set>) -> Result<Points> {
        Ok(Points {
            members: members
                .iter()
                .cloned()
                .map(Slabs::new)
                .collect::<Result<_>>()?,
            sets: members,
            total: Cell::new(None),
            taken: 0,
            failed: false,
        })
    }

    /// How many points are still to come (if no error ends the iteration
    /// first). The sets' points are counted the first time this is asked
    /// (ISL's `isl_set_count_val`), not before: an iteration that never
    /// asks does not pay for the count. `Err` if ISL fails counting (the
    /// context's operation limit) or the count does not fit a `usize`.
    pub fn remaining(&self) -> Result<usize> {
        if self.failed {
            return Ok(0);
        }
        let total = match self.total.get() {
            Some(total) => total,
            None => {
                let mut total = 0usize;
                for set in &self.sets {
                    let count = set.count_val()?;
                    total = count
                        .get_num_si()
                        .ok()
                        .and_then(|n| usize::try_from(n).ok())
                        .and_then(|n| total.checked_add(n))
                        .ok_or_else(|| Error::InvalidArgument {
                            function: "isl_set_count_val",
                            message: format!(
                                "the sets have more points than a usize counts \
                                 (one of them has {count})"
                            ),
                        })?;
                }
                self.total.set(Some(total));
                total
            }
        };
        Ok(total.saturating_sub(self.taken))
    }

    fn step(&mut self, back: bool) -> Option<Result<Point>> {
        if self.failed {
            return None;
        }
        loop {
            let member = if back {
                self.members.back_mut()?
            } else {
                self.members.front_mut()?
            };
            let next = if back {
                member.next_back()
            } else {
                member.next_front()
            };
            match next {
                Ok(Some(p)) => {
                    self.taken += 1;
                    return Some(Ok(p));
                }
                Ok(None) => {
                    if back {
                        self.members.pop_back();
                    } else {
                        self.members.pop_front();
                    }
                }
                Err(e) => {
                    self.failed = true;
                    self.members.clear();
                    return Some(Err(e));
                }
            }
        }
    }
}

impl Iterator for Points {
    type Item = Result<Point>;
    fn next(&mut self) -> Option<Result<Point>> {
        self.step(false)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self.total.get() {
            _ if self.failed => (0, Some(0)),
            // An error may end the iteration early, and is an item itself.
            Some(total) => (0, total.saturating_sub(self.taken).checked_add(1)),
            // Not counted yet (see `remaining`).
            None => (0, None),
        }
    }
}

impl DoubleEndedIterator for Points {
    fn next_back(&mut self) -> Option<Result<Point>> {
        self.step(true)
    }
}

impl FusedIterator for Points {}

/// `Err` unless `set` has finitely many points: bounded, and so are its
/// parameters.
pub(super) fn check_finite(set: &Set, function: &'static str) -> Result<()> {
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

/// The member sets of `set`, ordered by their spaces' text; `Err` if one has
/// infinitely many points.
pub(super) fn finite_members(set: &UnionSet, function: &'static str) -> Result<Vec<Set>> {
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

/// The methods written by hand here, by type, for each type's conveniences
/// block (`conveniences!` in `mod.rs`).
macro_rules! points_methods {
    (Set) => {
        /// Every point of the set, in lexicographic order (parameters first,
        /// then the dimensions), lazily: ISL's `foreach_point` a slab at a time
        /// (see [`Points`]). ([`points`](Self::points) is the plain `Vec` of
        /// ISL's enumeration, which gives the points of each disjunct in turn,
        /// and ISL's errors on a set with infinitely many points;
        /// [`foreach_point`](Self::foreach_point) is ISL's enumeration with no
        /// order and no slabs, the fastest.)
        ///
        /// `Err` ([`Error::InvalidArgument`]) if the set has infinitely many
        /// points: it is unbounded, or a parameter has no bound (fix the
        /// parameters first); ISL's error if it fails (the context's operation
        /// limit, see [`Context::set_max_operations`](crate::Context::set_max_operations), bounds the work), here or
        /// as an item of the iterator.
        ///
        /// ```
        /// use isl_safe::{Context, DimType, Result, Set};
        ///
        /// # fn main() -> Result<()> {
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let two_pieces: Set = "{ [i] : i = 5 or 0 <= i <= 1 }".parse()?;
        /// let coords: Vec<Vec<i64>> = two_pieces.iter_points()?.map(|p| p?.to_ints()).collect::<Result<_>>()?;
        /// assert_eq!(coords, [[0], [1], [5]]);
        /// // A parameter must be fixed (or bounded) first.
        /// let rows: Set = "[n] -> { [i] : 0 <= i < n }".parse()?;
        /// assert!(rows.iter_points().is_err());
        /// assert_eq!(rows.fix_si(DimType::Param, 0, 3)?.iter_points()?.count(), 3);
        /// assert!("{ [i] : i >= 0 }".parse::<Set>()?.iter_points().is_err());
        /// # Ok(())
        /// # }
        /// ```
        pub fn iter_points(&self) -> Result<Points> {
            $crate::conveniences::points::check_finite(self, "isl_set_foreach_point")?;
            Points::of(vec![self.clone()])
        }

        /// The number of points, `count_val` checked: `Err`
        /// ([`Error::InvalidArgument`]) if the set has infinitely many points
        /// (unbounded, or a parameter without a bound), where ISL's `count_val`
        /// fails with an internal error for the parameter. A point is a value of every parameter and every
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
        /// assert!(triangle.count_val().is_err()); // ISL's own: an internal error
        /// assert_eq!(triangle.fix_si(DimType::Param, 0, 4)?.count()?, 10);
        /// # Ok(())
        /// # }
        /// ```
        pub fn count(&self) -> Result<Val> {
            $crate::conveniences::points::check_finite(self, "isl_set_count_val")?;
            self.count_val()
        }
    };
    (BasicSet) => {
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
        /// let coords: Vec<Vec<i64>> = square.iter_points()?.map(|p| p?.to_ints()).collect::<Result<_>>()?;
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
    };
    (UnionSet) => {
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
        /// let points: Vec<String> = domain.iter_points()?.map(|p| Ok(p?.to_string())).collect::<Result<_>>()?;
        /// assert_eq!(points, ["{ A[0] }", "{ A[1] }", "{ A[2] }", "{ B[0] }", "{ B[1] }"]);
        /// # Ok(())
        /// # }
        /// ```
        pub fn iter_points(&self) -> Result<Points> {
            Points::of($crate::conveniences::points::finite_members(
                self,
                "isl_union_set_foreach_point",
            )?)
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
            for member in $crate::conveniences::points::finite_members(self, "isl_set_count_val")? {
                total.in_place().add(member.count_val()?)?;
            }
            Ok(total)
        }
    };
    (Point) => {
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
    };
    ($other:ident) => {};
}
