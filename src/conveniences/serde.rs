//! `Serialize` and `Deserialize` (the `serde` feature) for [`Snapshot`] and
//! for the objects ISL both prints and reads: [`Set`], [`BasicSet`],
//! [`UnionSet`], [`Map`], [`BasicMap`], [`UnionMap`], [`Aff`], [`PwAff`],
//! [`MultiAff`], [`PwMultiAff`], [`MultiPwAff`], [`UnionPwAff`],
//! [`UnionPwMultiAff`], [`MultiUnionPwAff`], [`PwQpolynomial`],
//! [`UnionPwQpolynomial`], [`Val`], [`MultiVal`], [`Id`], [`Space`],
//! [`Schedule`] and [`ScheduleConstraints`]. ([`Point`] has no reader in ISL,
//! so it has neither.)
//!
//! The serialized form of an object is that of its [`Snapshot`]: a struct
//! `{ "text": <ISL's text>, "names": [{ "at": [<step>, ...], "name": <name> }, ...] }`,
//! `names` being the names ISL's text does not carry (see [`SnapshotName`];
//! empty for most objects, and optional when deserializing). An object is
//! serialized as [`snapshot`](Set::snapshot) makes it, and fails as it does
//! (an id carrying a Rust value, a name ISL's text cannot hold). It is
//! deserialized in the thread's current context, as `FromStr` reads: outside
//! any, or if ISL cannot read the text, deserializing fails with the crate's
//! error as the format's custom error (deserialize a `Snapshot` and call
//! [`restore`](Snapshot::restore) to get it as an [`Error`]).
//!
//! ```
//! use isl_safe::{Context, DimType, Map, Set};
//!
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let set: Set = "[n] -> { S[i] : 0 <= i < n }".parse()?;
//! let json = serde_json::to_string(&set).unwrap();
//! assert_eq!(json, r#"{"text":"[n] -> { S[i] : 0 <= i < n }","names":[]}"#);
//! assert_eq!(serde_json::from_str::<Set>(&json).unwrap(), set);
//!
//! // A name the text drops travels beside it.
//! let next = "{ [i] -> [i + 1] }".parse::<Map>()?.set_dim_name(DimType::Out, 0, "i'")?;
//! let json = serde_json::to_string(&next).unwrap();
//! assert_eq!(json, r#"{"text":"{ [i] -> [i' = 1 + i] }","names":[{"at":["out 0"],"name":"i'"}]}"#);
//! let back: Map = serde_json::from_str(&json).unwrap();
//! assert_eq!(back.get_dim_name(DimType::Out, 0)?.as_deref(), Some("i'"));
//!
//! // No context, no object.
//! drop(_scope);
//! assert!(serde_json::from_str::<Set>(&json).is_err());
//! # Ok::<(), isl_safe::Error>(())
//! ```

use super::snapshot::{Snapshot, SnapshotName};
use crate::error::*;
use crate::object::*;
use ::serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use ::serde::ser::{self, SerializeStruct, Serializer};
use ::serde::{Deserialize, Serialize};
use std::fmt;
use std::marker::PhantomData;

impl<T> Serialize for Snapshot<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Snapshot", 2)?;
        st.serialize_field("text", self.as_str())?;
        st.serialize_field("names", self.names())?;
        st.end()
    }
}

impl Serialize for SnapshotName {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("SnapshotName", 2)?;
        st.serialize_field("at", self.at())?;
        st.serialize_field("name", self.name())?;
        st.end()
    }
}

impl<'de, T> Deserialize<'de> for Snapshot<T> {
    /// A snapshot's parts; nothing is read by ISL until
    /// [`restore`](Snapshot::restore). `names` may be left out.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const FIELDS: [&str; 2] = ["text", "names"];
        let (text, names) = d.deserialize_struct("Snapshot", &FIELDS, Pair::new(FIELDS, true))?;
        Ok(Snapshot::from_parts(text, names))
    }
}

impl<'de> Deserialize<'de> for SnapshotName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        const FIELDS: [&str; 2] = ["at", "name"];
        let (at, name) = d.deserialize_struct("SnapshotName", &FIELDS, Pair::new(FIELDS, false))?;
        Ok(SnapshotName::new(at, name))
    }
}

/// Reads a struct of two fields, from a map (self-describing formats) or a
/// sequence; unknown fields are skipped.
struct Pair<A, B> {
    fields: [&'static str; 2],
    /// Whether the second field may be left out (then it is empty).
    second_optional: bool,
    _types: PhantomData<fn() -> (A, B)>,
}

impl<A, B> Pair<A, B> {
    fn new(fields: [&'static str; 2], second_optional: bool) -> Self {
        Pair {
            fields,
            second_optional,
            _types: PhantomData,
        }
    }
}

impl<'de, A: Deserialize<'de>, B: Deserialize<'de> + Default> Visitor<'de> for Pair<A, B> {
    type Value = (A, B);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a struct with fields `{}` and `{}`",
            self.fields[0], self.fields[1]
        )
    }

    fn visit_seq<V: SeqAccess<'de>>(self, mut seq: V) -> Result<(A, B), V::Error> {
        let a = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let b = match seq.next_element()? {
            Some(b) => b,
            None if self.second_optional => B::default(),
            None => return Err(de::Error::invalid_length(1, &self)),
        };
        Ok((a, b))
    }

    fn visit_map<V: MapAccess<'de>>(self, mut map: V) -> Result<(A, B), V::Error> {
        let (mut a, mut b) = (None, None);
        while let Some(key) = map.next_key::<String>()? {
            if key == self.fields[0] {
                if a.is_some() {
                    return Err(de::Error::duplicate_field(self.fields[0]));
                }
                a = Some(map.next_value()?);
            } else if key == self.fields[1] {
                if b.is_some() {
                    return Err(de::Error::duplicate_field(self.fields[1]));
                }
                b = Some(map.next_value()?);
            } else {
                map.next_value::<de::IgnoredAny>()?;
            }
        }
        let a = a.ok_or_else(|| de::Error::missing_field(self.fields[0]))?;
        let b = match b {
            Some(b) => b,
            None if self.second_optional => B::default(),
            None => return Err(de::Error::missing_field(self.fields[1])),
        };
        Ok((a, b))
    }
}

/// `Serialize` through [`snapshot`](Set::snapshot), `Deserialize` through
/// [`Snapshot::restore`] in the thread's current context.
macro_rules! serde_objects {
    ($d:tt $($ty:ident),* $(,)?) => {$(
        impl Serialize for $ty {
            /// The object's [`Snapshot`]: ISL's text and the names it drops;
            /// fails as [`snapshot`](Self::snapshot) does.
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                self.snapshot().map_err(ser::Error::custom)?.serialize(s)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            /// The object of a serialized [`Snapshot`], in the thread's
            /// current context; fails as [`Snapshot::restore`] does (no
            /// context, text ISL cannot read, a name at no dimension).
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                Snapshot::<$ty>::deserialize(d)?
                    .restore()
                    .map_err(de::Error::custom)
            }
        }
    )*};
}

super::snapshot::for_each_text_form!($ serde_objects);
