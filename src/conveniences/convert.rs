//! Upcasts: `BasicSet` → `Set` → `UnionSet`, `BasicMap` → `Map` → `UnionMap`,
//! `Aff` → `PwAff`. The narrower type is also accepted wherever the wider one
//! is taken or kept (see [`Take`](crate::Take)).

use crate::object::*;

macro_rules! upcast {
    ($($narrow:ident => $wide:ident : $conv:ident),* $(,)?) => {$(
        impl From<$narrow> for $wide {
            #[doc = concat!("`", stringify!($wide), "::", stringify!($conv), "`; panics only if ISL runs out of memory.")]
            fn from(x: $narrow) -> $wide {
                $wide::$conv(x).unwrap_or_else(|e| panic!("{e}"))
            }
        }
    )*};
}

upcast! {
    BasicSet => Set: from_basic_set,
    BasicSet => UnionSet: from_basic_set,
    Set => UnionSet: from_set,
    BasicMap => Map: from_basic_map,
    BasicMap => UnionMap: from_basic_map,
    Map => UnionMap: from_map,
    Aff => PwAff: from_aff,
}
