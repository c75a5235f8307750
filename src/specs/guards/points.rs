//! Counts, scans and samples of points and lifts of sets with the system
//! ISL: finitely many points, no empty part sampled in a union of several,
//! a lifted set with a basic set.

use crate::error::Result;
use crate::object::{DimType, Set, UnionMap, UnionSet};
#[cfg(isl_system)]
use {
    super::errors::bug,
    super::limits::unpatched_unlimited,
    crate::error::{Error, ErrorKind},
};

system_guard! {
    /// A count of a set's points: an unpatched ISL counts an unbounded set (or
    /// one with an unbounded parameter) as 0 and, at the operation limit, gives
    /// the points found before it (patch 0042).
    pub fn unpatched_count(set: &Set, f: &'static str) -> Result<()> {
        unpatched_unlimited(set, f)?;
        if !finite(set)? {
            // ISL's own error, as the bundled build gives it.
            return Err(Error::Isl {
                kind: ErrorKind::Invalid,
                message: "set has infinitely many points".into(),
                file: file!().to_string(),
                line: line!(),
                function: f,
            });
        }
        Ok(())
    }
}

/// Sets whose points an unpatched ISL scans (`isl_set_foreach_point`,
/// `isl_union_set_foreach_point`).
pub trait Scanned {
    /// Whether every set of it is bounded.
    fn bounded(&self) -> Result<bool>;
}

impl Scanned for Set {
    fn bounded(&self) -> Result<bool> {
        finite(self)
    }
}

/// Whether `set` has finitely many points: bounded, parameters included
/// (a scan or a count meets an unbounded parameter as an unbounded
/// direction).
fn finite(set: &Set) -> Result<bool> {
    if !set.is_bounded()? {
        return Ok(false);
    }
    let params = set.dim(DimType::Param)?;
    if params == 0 {
        return Ok(true);
    }
    set.move_dims(DimType::Set, 0, DimType::Param, 0, params as u32)?
        .is_bounded()
}

impl Scanned for UnionSet {
    fn bounded(&self) -> Result<bool> {
        let sets = self.get_set_list()?;
        for i in 0..sets.size()? {
            if !finite(&sets.get_at(i as i32)?)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

system_guard! {
    /// A scan of a set's points: an unpatched ISL fails without a message at an
    /// unbounded direction; the error is ISL's own, as the bundled build gives
    /// it (patch 0042).
    pub fn unpatched_scan<S: Scanned>(set: &S, f: &'static str) -> Result<()> {
        if !set.bounded()? {
            return Err(Error::Isl {
                kind: ErrorKind::Invalid,
                message: "set has infinitely many points".into(),
                file: file!().to_string(),
                line: line!(),
                function: f,
            });
        }
        Ok(())
    }
}

/// A union sampled: an unpatched ISL leaks the sample of each empty map
/// before the last one it looks at (patch 0017).
pub trait Parts {
    /// The number of parts, and whether one is empty.
    fn empty_part(&self) -> Result<(usize, bool)>;
}

impl Parts for UnionMap {
    fn empty_part(&self) -> Result<(usize, bool)> {
        let mut empty = false;
        self.foreach_map(|m| -> Result<()> {
            empty |= m.is_empty()?;
            Ok(())
        })?;
        Ok((self.n_map()?, empty))
    }
}

impl Parts for UnionSet {
    fn empty_part(&self) -> Result<(usize, bool)> {
        let mut empty = false;
        self.foreach_set(|s| -> Result<()> {
            empty |= s.is_empty()?;
            Ok(())
        })?;
        Ok((self.n_set()?, empty))
    }
}

impl<T: Parts> Parts for crate::qualifiers::Lent<'_, T> {
    fn empty_part(&self) -> Result<(usize, bool)> {
        (**self).empty_part()
    }
}

system_guard! {
    /// The sample of a union of several parts, one of them empty.
    pub fn unpatched_union_sample<U: Parts + ?Sized>(u: &U, f: &'static str) -> Result<()> {
        let (n, empty) = u.empty_part()?;
        if n > 1 && empty {
            return Err(bug(
                f,
                "0017",
                "leaks the sample of an empty part of a union of several (sample the parts \
                 one by one)",
            ));
        }
        Ok(())
    }
}

system_guard! {
    /// The lift of a set: an unpatched ISL reads the first basic set of a set
    /// that has none (patch 0026).
    pub fn unpatched_lift(set: &Set, f: &'static str) -> Result<()> {
        if set.n_basic_set()? == 0 {
            return Err(bug(
                f,
                "0026",
                "reads the first basic set of a set that has none (an empty set)",
            ));
        }
        Ok(())
    }
}
