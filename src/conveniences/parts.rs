//! The parts of an object as plain Rust `Vec`s (lists themselves: `lists`).
//!
//! Each macro here takes its table of types and defines a `*_methods!(Type)`
//! macro giving that type's methods, for its conveniences block
//! (`conveniences!` in `mod.rs`); `$` is passed in, for the defined macro's
//! own variables.

/// `Vec` forms of ISL's `get_*_list` getters: `$name()` returns the parts.
macro_rules! parts_vec {
    ($d:tt $($ty:ident: $(#[$doc:meta])* $name:ident -> $el:ident = $get:ident;)*) => {
        macro_rules! parts_vec_methods {
            $( ($ty) => {
                $(#[$doc])*
                pub fn $name(&self) -> Result<Vec<$el>> {
                    self.$get()?.to_vec()
                }
            }; )*
            ($d other:ident) => {};
        }
    };
}

parts_vec! { $
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
    ($d:tt $($ty:ident: $(#[$doc:meta])*;)*) => {
        macro_rules! points_vec_methods {
            $( ($ty) => {
                $(#[$doc])*
                pub fn points(&self) -> Result<Vec<Point>> {
                    let mut points = Vec::new();
                    self.foreach_point(|p| {
                        points.push(p);
                        Ok::<(), Error>(())
                    })?;
                    Ok(points)
                }
            }; )*
            ($d other:ident) => {};
        }
    };
}

points_vec! { $
    Set: /// Every integer point of this (bounded) set, in the order ISL
        /// enumerates them: piece by piece, each along a basis ISL chooses.
        /// [`iter_points`](Set::iter_points) gives them sorted, and refuses
        /// sets with infinitely many points up front.
        ;
    UnionSet: /// Every integer point of this (bounded) set, in the order ISL
        /// enumerates them ([`iter_points`](UnionSet::iter_points) sorts them).
        ;
}

/// islpy's `get_pieces`: the pieces of a piecewise function as `Vec`s of
/// (domain, expression), from ISL's `foreach_piece`.
macro_rules! pieces_vec {
    ($d:tt $($ty:ident: $el:ident, $text:literal, $first:literal;)*) => {
        macro_rules! pieces_vec_methods {
            $( ($ty) => {
                /// The pieces, each its domain and the expression on it, in the
                /// order ISL keeps them (islpy's `get_pieces`).
                ///
                /// ```
                #[doc = concat!("use isl_safe::{Context, ", stringify!($ty), "};")]
                /// let ctx = Context::new()?;
                /// let _scope = ctx.enter();
                #[doc = concat!("let f: ", stringify!($ty), " = \"", $text, "\".parse()?;")]
                /// let pieces = f.get_pieces()?;
                /// assert_eq!(pieces.len(), 2);
                #[doc = concat!("assert_eq!(pieces[0].1.to_string(), \"", $first, "\");")]
                /// # Ok::<(), isl_safe::Error>(())
                /// ```
                pub fn get_pieces(&self) -> Result<Vec<(Set, $el)>> {
                    let mut pieces = Vec::new();
                    self.foreach_piece(|set, el| {
                        pieces.push((set, el));
                        Ok::<(), Error>(())
                    })?;
                    Ok(pieces)
                }
            }; )*
            ($d other:ident) => {};
        }
    };
}

pieces_vec! { $
    PwAff: Aff, "{ [i] -> [(i)] : i >= 0; [i] -> [(-i)] : i < 0 }", "{ [i] -> [(i)] }";
    PwMultiAff: MultiAff, "{ [i] -> [(i), (0)] : i >= 0; [i] -> [(-i), (1)] : i < 0 }", "{ [i] -> [(i), (0)] }";
    PwQpolynomial: Qpolynomial, "{ [i] -> i^2 : i >= 0; [i] -> 3 : i < 0 }", "{ [i] -> i^2 }";
    PwQpolynomialFold: QpolynomialFold, "{ [i] -> max(i, 2) : i >= 0; [i] -> max(3) : i < 0 }", "max(i, 2)";
}
