//! The parts of an object as plain Rust `Vec`s, and lists to and from `Vec`s.

use crate::*;

macro_rules! list_vec {
    ($($list:ident of $el:ident),* $(,)?) => {$(
        impl $list {
            /// The elements, in order.
            pub fn to_vec(&self) -> Result<Vec<$el>> {
                (0..self.size()?).map(|i| self.get_at(i)).collect()
            }

            /// A list of the given elements, in the thread's current context
            /// (or the elements' one).
            pub fn from_vec(items: Vec<$el>) -> Result<$list> {
                let mut list = match items.first() {
                    Some(first) => first.context().scope(|| $list::alloc(items.len()))?,
                    None => $list::alloc(0)?,
                };
                for item in items {
                    list.in_place().add(item)?;
                }
                Ok(list)
            }
        }
    )*};
}

list_vec! {
    BasicSetList of BasicSet,
    SetList of Set,
    BasicMapList of BasicMap,
    MapList of Map,
    ConstraintList of Constraint,
}

impl Set {
    /// The basic sets whose union this set is.
    pub fn basic_sets(&self) -> Result<Vec<BasicSet>> {
        self.get_basic_set_list()?.to_vec()
    }

    /// Every integer point of this (bounded) set, in lexicographic order.
    pub fn points(&self) -> Result<Vec<Point>> {
        let mut points = Vec::new();
        self.foreach_point(|p| {
            points.push(p);
            Ok::<(), Error>(())
        })?;
        Ok(points)
    }

    /// Short for [`basic_sets`](Self::basic_sets) returning ISL's list.
    pub fn basic_set_list(&self) -> Result<BasicSetList> {
        self.get_basic_set_list()
    }
}

impl UnionSet {
    /// The sets, one per space.
    pub fn sets(&self) -> Result<Vec<Set>> {
        self.get_set_list()?.to_vec()
    }

    /// Short for [`sets`](Self::sets) returning ISL's list.
    pub fn set_list(&self) -> Result<SetList> {
        self.get_set_list()
    }

    /// Every integer point of this (bounded) set.
    pub fn points(&self) -> Result<Vec<Point>> {
        let mut points = Vec::new();
        self.foreach_point(|p| {
            points.push(p);
            Ok::<(), Error>(())
        })?;
        Ok(points)
    }
}

impl Map {
    /// The basic maps whose union this map is.
    pub fn basic_maps(&self) -> Result<Vec<BasicMap>> {
        self.get_basic_map_list()?.to_vec()
    }

    /// Short for [`basic_maps`](Self::basic_maps) returning ISL's list.
    pub fn basic_map_list(&self) -> Result<BasicMapList> {
        self.get_basic_map_list()
    }
}

impl UnionMap {
    /// The maps, one per pair of spaces.
    pub fn maps(&self) -> Result<Vec<Map>> {
        self.get_map_list()?.to_vec()
    }

    /// Short for [`maps`](Self::maps) returning ISL's list.
    pub fn map_list(&self) -> Result<MapList> {
        self.get_map_list()
    }
}

impl BasicSet {
    /// The constraints.
    pub fn constraints(&self) -> Result<Vec<Constraint>> {
        self.get_constraint_list()?.to_vec()
    }

    /// Short for [`constraints`](Self::constraints) returning ISL's list.
    pub fn constraint_list(&self) -> Result<ConstraintList> {
        self.get_constraint_list()
    }
}

impl BasicMap {
    /// The constraints.
    pub fn constraints(&self) -> Result<Vec<Constraint>> {
        self.get_constraint_list()?.to_vec()
    }
}
