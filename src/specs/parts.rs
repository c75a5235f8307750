//! The parts of an object as plain Rust `Vec`s (lists themselves: `lists`).

use crate::*;

/// `Vec` forms of ISL's `get_*_list` getters: `$name()` returns the parts.
macro_rules! parts_vec {
    ($($ty:ident: $(#[$doc:meta])* $name:ident -> $el:ident = $get:ident;)*) => {$(
        impl $ty {
            $(#[$doc])*
            pub fn $name(&self) -> Result<Vec<$el>> {
                self.$get()?.to_vec()
            }
        }
    )*};
}

parts_vec! {
    Set: /// The basic sets whose union this set is.
        basic_sets -> BasicSet = get_basic_set_list;
    UnionSet: /// The sets, one per space.
        sets -> Set = get_set_list;
    Map: /// The basic maps whose union this map is.
        basic_maps -> BasicMap = get_basic_map_list;
    UnionMap: /// The maps, one per pair of spaces.
        maps -> Map = get_map_list;
    BasicSet: /// The constraints.
        constraints -> Constraint = get_constraint_list;
    BasicMap: /// The constraints.
        constraints -> Constraint = get_constraint_list;
}

/// `Vec` forms of ISL's `foreach_point`.
macro_rules! points_vec {
    ($($ty:ident: $(#[$doc:meta])*;)*) => {$(
        impl $ty {
            $(#[$doc])*
            pub fn points(&self) -> Result<Vec<Point>> {
                let mut points = Vec::new();
                self.foreach_point(|p| {
                    points.push(p);
                    Ok::<(), Error>(())
                })?;
                Ok(points)
            }
        }
    )*};
}

points_vec! {
    Set: /// Every integer point of this (bounded) set, in the order ISL
        /// enumerates them: piece by piece, each along a basis ISL chooses.
        /// [`iter_points`](Set::iter_points) gives them sorted, and refuses
        /// sets with infinitely many points up front.
        ;
    UnionSet: /// Every integer point of this (bounded) set, in the order ISL
        /// enumerates them ([`iter_points`](UnionSet::iter_points) sorts them).
        ;
}
