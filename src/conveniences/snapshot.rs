//! Moving objects between threads: a [`Snapshot`] is an object's text,
//! `Send` and `Sync`, that any thread reads back into its own context.
//!
//! ISL objects belong to their context, which is not thread-safe, so they are
//! `!Send`. A scheduler that compiles kernels in parallel gives each thread
//! its own [`Context`](crate::Context) and carries objects across as
//! snapshots (see the example on [`Snapshot`]).
//!
//! A snapshot is lossless: ISL's text, plus the dimension names that reading
//! that text would not give back (see [`SnapshotName`]). ISL prints a
//! repeated name with primes (`{ [i] -> [i'] }`) and its reader drops
//! everything from a name's first prime, so a name that really is `i'` comes
//! back as `i`; ISL does not print the names of a multi-expression's output
//! dimensions at all. When an object has such a name (one that is not a
//! plain identifier, or a function's output name), making its snapshot reads
//! the text back once, in the object's own context, and records the names
//! that came back different; [`Snapshot::restore`] sets them again. An object
//! whose names the text cannot carry (see [`snapshot`](crate::Set::snapshot))
//! gives an `Err` when the snapshot is made, never a different object when
//! it is restored.

use crate::context::*;
use crate::error::*;
use crate::object::*;
use std::collections::HashMap;
use std::fmt;
use std::marker::PhantomData;

/// An object as text, to carry to another thread or context: `Send`, `Sync`
/// and `Clone`, restored with [`restore`](Snapshot::restore) in the current
/// context of the thread that reads it.
///
/// The text ([`as_str`](Snapshot::as_str)) is ISL's own notation. Beside it,
/// [`names`](Snapshot::names) lists the dimension names ISL's reader would
/// not give back (a literal prime, as in `i'`; the output names of a
/// multi-expression), which `restore` sets again: every name comes back.
///
/// With the `serde` feature, a snapshot, and each object that has one,
/// serializes as `{ "text": <ISL's text>, "names": [{ "at": [..], "name": .. }] }`
/// (`names` empty for most objects); an object deserializes in the thread's
/// current context, as [`restore`](Snapshot::restore) reads.
///
/// ```
/// use isl_safe::{Context, DimType, Map, Result, Set, Snapshot};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let domain: Set = "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= i }".parse()?;
/// let snapshot = domain.snapshot()?;
/// let text = std::thread::spawn(move || -> Result<String> {
///     let ctx = Context::new()?;
///     let _scope = ctx.enter();
///     let here: Set = snapshot.restore()?;
///     Ok(here.lexmax()?.to_string())
/// })
/// .join()
/// .unwrap()?;
/// assert_eq!(text, "[n] -> { S[i = -1 + n, j = -1 + n] : n > 0 }");
///
/// // A name with a prime: ISL's text reads back as `i`, the snapshot keeps `i'`.
/// let next = "{ [i] -> [j] : j = i + 1 }".parse::<Map>()?.set_dim_name(DimType::Out, 0, "i'")?;
/// assert_eq!(next.to_string(), "{ [i] -> [i' = 1 + i] }");
/// let read_back: Map = next.to_string().parse()?;
/// assert_eq!(read_back.get_dim_name(DimType::Out, 0)?.as_deref(), Some("i"));
/// let snapshot = next.snapshot()?;
/// assert_eq!(snapshot.names().len(), 1);
/// let restored = snapshot.restore()?;
/// assert_eq!(restored.get_dim_name(DimType::Out, 0)?.as_deref(), Some("i'"));
/// assert_eq!(restored, next);
/// # Ok(())
/// # }
/// ```
pub struct Snapshot<T> {
    text: String,
    names: Vec<SnapshotName>,
    // `fn() -> T`: a snapshot holds no `T`, so it is `Send` and `Sync`
    // whatever `T` is.
    _type: PhantomData<fn() -> T>,
}

impl<T> Clone for Snapshot<T> {
    fn clone(&self) -> Self {
        Snapshot {
            text: self.text.clone(),
            names: self.names.clone(),
            _type: PhantomData,
        }
    }
}

impl<T> fmt::Debug for Snapshot<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut t = f.debug_tuple("Snapshot");
        t.field(&self.text);
        if !self.names.is_empty() {
            t.field(&self.names);
        }
        t.finish()
    }
}

impl<T> Snapshot<T> {
    /// ISL's text of the object.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The names ISL's reader would not give back from [`as_str`](Self::as_str),
    /// set again by [`restore`](Self::restore); empty for most objects.
    pub fn names(&self) -> &[SnapshotName] {
        &self.names
    }

    /// A snapshot of the given parts, checked only when restored (the serde
    /// form of `Snapshot`).
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    pub(crate) fn from_parts(text: String, names: Vec<SnapshotName>) -> Self {
        Snapshot {
            text,
            names,
            _type: PhantomData,
        }
    }
}

impl<T: TextForm> Snapshot<T> {
    /// The object again, in the thread's current context, with every name.
    ///
    /// `Err` if there is no current context ([`Error::NoContext`]), if ISL
    /// cannot read the text (a snapshot made by [`snapshot`](crate::Set::snapshot)
    /// always reads; one deserialized from elsewhere may not), or if a name's
    /// position ([`SnapshotName::at`]) is not one of the object's dimensions
    /// ([`Error::InvalidArgument`]).
    pub fn restore(&self) -> Result<T> {
        let obj = T::read(&self.text)?;
        if self.names.is_empty() {
            Ok(obj)
        } else {
            obj.rename(&self.names)
        }
    }

    /// The object again, in `ctx` (see [`restore`](Self::restore)).
    pub fn restore_in(&self, ctx: &Context) -> Result<T> {
        ctx.scope(|| self.restore())
    }
}

/// A dimension name a [`Snapshot`] carries beside ISL's text, because
/// reading the text would not give it back.
///
/// [`at`](SnapshotName::at) says where it goes, as a path of strings: the
/// last is the dimension, `"param 0"`, `"set 1"` (a set's or a set space's
/// dimension), `"in 0"` or `"out 2"` (a map's or a function's); those before
/// it choose a part of the object: a member of a union by its tuples
/// (`"S[2]"`, `"S[2] -> A[1]"`, `"[A[1] -> B[1]]"`: tuple names and numbers
/// of dimensions), an element of a [`MultiUnionPwAff`] (`"output 0"`), a
/// part of [`ScheduleConstraints`] (`"validity"`, ...).
///
/// ```
/// use isl_safe::{Context, DimType, Result, Set, UnionSet};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let a: Set = "{ A[i] : 0 <= i < 4 }".parse()?;
/// let primed = UnionSet::from_set(a.set_dim_name(DimType::Set, 0, "i'")?)?
///     .union("{ B[j, k] : j = k }".parse::<UnionSet>()?)?;
/// let snapshot = primed.snapshot()?;
/// let name = &snapshot.names()[0];
/// assert_eq!(name.at(), ["A[1]", "set 0"]);
/// assert_eq!(name.name(), "i'");
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SnapshotName {
    at: Vec<String>,
    name: String,
}

impl SnapshotName {
    /// Where the name goes: parts of the object, then the dimension.
    pub fn at(&self) -> &[String] {
        &self.at
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A name at `at` (the serde form of `SnapshotName`).
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    pub(crate) fn new(at: Vec<String>, name: String) -> Self {
        SnapshotName { at, name }
    }
}

/// A name of an object at its path (see [`SnapshotName::at`]); `None` for a
/// dimension without a name. The entry `["tuples"]` holds the tuples of the
/// object's space (`"S[2] -> A[1]"`), which the text must give back as
/// they were.
type Named = (Vec<String>, Option<String>);

/// The types with a lossless text form: what [`Snapshot`] needs of them.
#[doc(hidden)]
pub trait TextForm: Sized {
    /// The C function that prints the type (named in errors).
    const PRINT_FN: &'static str;
    /// The C function that reads the type (named in errors).
    const READ_FN: &'static str;
    /// Whether the type is a function, whose text leaves out the names of
    /// its outputs (the last tuple).
    const FUNCTION: bool = false;
    /// The object's context.
    fn ctx(&self) -> &Context;
    /// ISL's text.
    fn print(&self) -> Result<String>;
    /// The object of `text`, in the thread's current context.
    fn read(text: &str) -> Result<Self>;
    /// Every name, at its path; `Err` for an id with a Rust value.
    fn names(&self) -> Result<Vec<Named>>;
    /// The object with the names of `fixes` set.
    fn rename(self, fixes: &[SnapshotName]) -> Result<Self>;
}

/// The snapshot of `obj`: its text, read back once in `obj`'s context, and the
/// names that came back different.
pub(super) fn capture<T: TextForm>(obj: &T) -> Result<Snapshot<T>> {
    let text = obj.print()?;
    let original = obj.names()?;
    if original.iter().all(|named| printed(named, T::FUNCTION)) {
        // Nothing ISL's reader would change: no need to read the text back.
        return Ok(Snapshot {
            text,
            names: Vec::new(),
            _type: PhantomData,
        });
    }
    let ctx = obj.ctx();
    let parsed = ctx.scope(|| T::read(&text)).map_err(|e| match e.kind() {
        Some(ErrorKind::Invalid) => Error::InvalidArgument {
            function: T::PRINT_FN,
            message: format!(
                "ISL cannot read this object's text back ({e}): a name that is not an \
                 identifier (with a space, a keyword) cannot be carried"
            ),
        },
        _ => e,
    })?;
    let names = changed(&original, &parsed.names()?);
    if !names.is_empty() {
        let lost = |name: &SnapshotName, why: String| Error::InvalidArgument {
            function: T::PRINT_FN,
            message: format!(
                "ISL's text does not give back the name `{}` at {:?}, \
                 and it cannot be set again: {why}",
                name.name, name.at
            ),
        };
        if let Some(tuples) = names
            .iter()
            .find(|n| n.at.last().is_some_and(|l| l == "tuples"))
        {
            return Err(lost(tuples, "the text reads back with other tuples".into()));
        }
        let repaired = ctx
            .scope(|| parsed.rename(&names))
            .map_err(|e| lost(&names[0], e.to_string()))?;
        if let Some(left) = changed(&original, &repaired.names()?).first() {
            return Err(lost(left, "setting it did not take".into()));
        }
    }
    Ok(Snapshot {
        text,
        names,
        _type: PhantomData,
    })
}

/// The words ISL's tokenizer takes as keywords whatever their case
/// (`isl_stream.c`): a name spelled so is not read as a name.
const KEYWORDS: [&str; 18] = [
    "exists", "and", "or", "implies", "not", "infty", "infinity", "NaN", "min", "max", "rat",
    "true", "false", "ceild", "floord", "mod", "ceil", "floor",
];

/// Whether ISL's text surely gives `named` back as it is: a name that ISL's
/// reader takes as one (an identifier, no prime: the reader drops everything
/// from a name's first prime, and reads no other character) and that ISL
/// prints (a function's outputs have no name, or it is dropped).
fn printed((at, name): &Named, function: bool) -> bool {
    let Some(name) = name else { return true };
    let last = at.last().map(String::as_str).unwrap_or_default();
    if last == "tuples" {
        return true;
    }
    if function && (last.starts_with("out ") || last.starts_with("set ")) {
        return false;
    }
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(name))
}

/// The names of `want` that `got` does not have at the same path.
fn changed(want: &[Named], got: &[Named]) -> Vec<SnapshotName> {
    let got: HashMap<&[String], Option<&str>> = got
        .iter()
        .map(|(at, n)| (at.as_slice(), n.as_deref()))
        .collect();
    want.iter()
        .filter_map(|(at, name)| {
            let name = name.as_ref()?;
            (got.get(at.as_slice()) != Some(&Some(name.as_str()))).then(|| SnapshotName {
                at: at.clone(),
                name: name.clone(),
            })
        })
        .collect()
}

/// `Err` if `id` carries a Rust value (ISL prints it as `name@pointer`, which
/// no reader takes back, and a value cannot move to another thread).
fn plain_id(id: &Id, function: &'static str) -> Result<()> {
    let name = id.get_name()?.unwrap_or_default();
    if id.try_to_string()? == name {
        return Ok(());
    }
    Err(Error::InvalidArgument {
        function,
        message: format!(
            "the id `{name}` carries a Rust value (Id::with_user), which no text can carry: \
             a snapshot or serialized form would lose it"
        ),
    })
}

/// The tuples of `space`, without dimension names: `"S[2] -> A[1]"`,
/// `"[A[1] -> B[1]]"`, `""` for a parameter space. Checks the tuple ids.
fn tuples(space: &Space, function: &'static str, names: &mut Vec<String>) -> Result<String> {
    if space.is_params()? {
        Ok(String::new())
    } else if space.is_set()? {
        tuple(space, function, names)
    } else {
        Ok(format!(
            "{} -> {}",
            tuple(&space.domain()?, function, names)?,
            tuple(&space.range()?, function, names)?
        ))
    }
}

/// One tuple of a set space: its name and dimension count, or its nested
/// tuples. Adds the tuple names to `names`.
fn tuple(space: &Space, function: &'static str, names: &mut Vec<String>) -> Result<String> {
    let mut name = String::new();
    if space.has_tuple_id(DimType::Set)? {
        let id = space.get_tuple_id(DimType::Set)?;
        plain_id(&id, function)?;
        name = id.get_name()?.unwrap_or_default();
        names.push(name.clone());
    }
    let inner = if space.is_wrapping()? {
        tuples(&space.unwrapped()?, function, names)?
    } else {
        space.dim(DimType::Set)?.to_string()
    };
    Ok(format!("{name}[{inner}]"))
}

/// The names of `space`: its tuples (`"tuples"`, then each tuple's name,
/// `"tuple 0"`, ...), then every parameter and dimension (nested tuples'
/// dimensions counted in order). Checks the ids.
fn space_names(space: &Space, function: &'static str) -> Result<Vec<Named>> {
    let mut tuple_names = Vec::new();
    let key = tuples(space, function, &mut tuple_names)?;
    let mut out = vec![(vec!["tuples".to_string()], Some(key))];
    for (i, name) in tuple_names.into_iter().enumerate() {
        out.push((vec![format!("tuple {i}")], Some(name)));
    }
    let kinds: &[(DimType, &str)] = if space.is_params()? {
        &[(DimType::Param, "param")]
    } else if space.is_set()? {
        &[(DimType::Param, "param"), (DimType::Set, "set")]
    } else {
        &[
            (DimType::Param, "param"),
            (DimType::In, "in"),
            (DimType::Out, "out"),
        ]
    };
    for &(kind, label) in kinds {
        for pos in 0..space.dim(kind)? {
            if space.has_dim_id(kind, pos)? {
                plain_id(&space.get_dim_id(kind, pos)?, function)?;
            }
            out.push((
                vec![format!("{label} {pos}")],
                space.get_dim_name(kind, pos)?,
            ));
        }
    }
    Ok(out)
}

/// The dimension a one-step path names (`"param 0"`, `"set 1"`, `"in 0"`,
/// `"out 2"`).
fn dim_at(at: &[String], function: &'static str) -> Result<(DimType, usize)> {
    let bad = || Error::InvalidArgument {
        function,
        message: format!("a snapshot name's position {at:?} is not a dimension"),
    };
    let [step] = at else { return Err(bad()) };
    let (label, pos) = step.split_once(' ').ok_or_else(bad)?;
    let kind = match label {
        "param" => DimType::Param,
        "set" => DimType::Set,
        "in" => DimType::In,
        "out" => DimType::Out,
        _ => return Err(bad()),
    };
    Ok((kind, pos.parse().map_err(|_| bad())?))
}

/// The names of `fixes` grouped by their first step (the part they belong
/// to), that step removed; names of the object itself (one step) apart.
fn by_part(fixes: &[SnapshotName]) -> (Vec<&SnapshotName>, HashMap<&str, Vec<SnapshotName>>) {
    let mut own = Vec::new();
    let mut parts: HashMap<&str, Vec<SnapshotName>> = HashMap::new();
    for fix in fixes {
        match fix.at.as_slice() {
            [_] => own.push(fix),
            [part, rest @ ..] => parts.entry(part.as_str()).or_default().push(SnapshotName {
                at: rest.to_vec(),
                name: fix.name.clone(),
            }),
            [] => own.push(fix),
        }
    }
    (own, parts)
}

/// `Err` naming a part that `fixes` address and the object does not have.
fn no_part(
    parts: &HashMap<&str, Vec<SnapshotName>>,
    used: &[String],
    function: &'static str,
) -> Result<()> {
    match parts.keys().find(|k| !used.iter().any(|u| u == *k)) {
        None => Ok(()),
        Some(part) => Err(Error::InvalidArgument {
            function,
            message: format!(
                "a snapshot name is for the part `{part}`, which the object does not have"
            ),
        }),
    }
}

/// The names of a part, each path behind `part`.
fn under(part: String, names: Vec<Named>) -> impl Iterator<Item = Named> {
    names.into_iter().map(move |(mut at, name)| {
        at.insert(0, part.clone());
        (at, name)
    })
}

/// Setting one dimension's name, by name or by id.
macro_rules! set_name {
    (name, $obj:ident, $kind:expr, $pos:expr, $name:expr) => {
        $obj.in_place().set_dim_name($kind, $pos, $name)?
    };
    (id, $obj:ident, $kind:expr, $pos:expr, $name:expr) => {
        $obj.in_place().set_dim_id($kind, $pos, Id::named($name)?)?
    };
}

/// The parts every `TextForm` has: the C functions, the context, print and read.
macro_rules! text_form_common {
    ($c:literal) => {
        const PRINT_FN: &'static str = concat!($c, "_to_str");
        const READ_FN: &'static str = concat!($c, "_read_from_str");
        fn ctx(&self) -> &Context {
            self.context()
        }
        fn print(&self) -> Result<String> {
            self.try_to_string()
        }
        fn read(text: &str) -> Result<Self> {
            text.parse()
        }
    };
}

/// Objects with one space: names from the space, set by the type's own
/// `set_dim_name` or `set_dim_id`.
macro_rules! flat {
    ($($ty:ident: $c:literal, $how:ident, $function:literal;)*) => {$(
        impl TextForm for $ty {
            text_form_common!($c);
            const FUNCTION: bool = $function;
            fn names(&self) -> Result<Vec<Named>> {
                space_names(&self.get_space()?, Self::PRINT_FN)
            }
            fn rename(mut self, fixes: &[SnapshotName]) -> Result<Self> {
                for fix in fixes {
                    let (kind, pos) = dim_at(&fix.at, Self::READ_FN)?;
                    set_name!($how, self, kind, pos, fix.name.as_str());
                }
                Ok(self)
            }
        }
    )*};
}

flat! {
    Set: "isl_set", name, false;
    BasicSet: "isl_basic_set", name, false;
    Map: "isl_map", name, false;
    BasicMap: "isl_basic_map", name, false;
    Aff: "isl_aff", name, true;
    PwAff: "isl_pw_aff", id, true;
    MultiAff: "isl_multi_aff", name, true;
    PwMultiAff: "isl_pw_multi_aff", id, true;
    MultiPwAff: "isl_multi_pw_aff", name, true;
    MultiVal: "isl_multi_val", name, true;
    PwQpolynomial: "isl_pw_qpolynomial", name, true;
}

impl TextForm for Space {
    text_form_common!("isl_space");
    fn names(&self) -> Result<Vec<Named>> {
        space_names(self, Self::PRINT_FN)
    }
    fn rename(mut self, fixes: &[SnapshotName]) -> Result<Self> {
        for fix in fixes {
            let (kind, pos) = dim_at(&fix.at, Self::READ_FN)?;
            set_name!(name, self, kind, pos, fix.name.as_str());
        }
        Ok(self)
    }
}

/// Unions: the names of the parameters, then those of each member behind the
/// member's tuples. Renaming rebuilds the union from renamed members.
macro_rules! union {
    ($($ty:ident: $c:literal, $list:ident, $empty:ident, $add:ident, $function:literal;)*) => {$(
        impl TextForm for $ty {
            text_form_common!($c);
            const FUNCTION: bool = $function;
            fn names(&self) -> Result<Vec<Named>> {
                let mut out = space_names(&self.get_space()?, Self::PRINT_FN)?;
                for member in &self.$list()? {
                    let member = member?;
                    let key = tuples(&member.get_space()?, Self::PRINT_FN, &mut Vec::new())?;
                    out.extend(under(key, member.names()?));
                }
                Ok(out)
            }
            fn rename(self, fixes: &[SnapshotName]) -> Result<Self> {
                if fixes.is_empty() {
                    return Ok(self);
                }
                let (own, parts) = by_part(fixes);
                let mut space = self.get_space()?;
                for fix in own {
                    let (kind, pos) = dim_at(&fix.at, Self::READ_FN)?;
                    set_name!(name, space, kind, pos, fix.name.as_str());
                }
                let mut out = $ty::$empty(space)?;
                let mut used = Vec::new();
                for member in &self.$list()? {
                    let member = member?;
                    let key = tuples(&member.get_space()?, Self::READ_FN, &mut Vec::new())?;
                    let member = match parts.get(key.as_str()) {
                        Some(fixes) => member.rename(fixes)?,
                        None => member,
                    };
                    out.in_place().$add(member)?;
                    used.push(key);
                }
                no_part(&parts, &used, Self::READ_FN)?;
                Ok(out)
            }
        }
    )*};
}

union! {
    UnionSet: "isl_union_set", get_set_list, empty_space, add_set, false;
    UnionMap: "isl_union_map", get_map_list, empty_space, add_map, false;
    UnionPwAff: "isl_union_pw_aff", get_pw_aff_list, empty_space, add_pw_aff, true;
    UnionPwMultiAff: "isl_union_pw_multi_aff", get_pw_multi_aff_list, empty_space, add_pw_multi_aff, true;
    UnionPwQpolynomial: "isl_union_pw_qpolynomial", get_pw_qpolynomial_list, zero_space, add_pw_qpolynomial, true;
}

impl TextForm for MultiUnionPwAff {
    text_form_common!("isl_multi_union_pw_aff");
    const FUNCTION: bool = true;
    fn names(&self) -> Result<Vec<Named>> {
        let mut out = space_names(&self.get_space()?, Self::PRINT_FN)?;
        for pos in 0..self.dim(DimType::Set)? {
            out.extend(under(format!("output {pos}"), self.get_at(pos)?.names()?));
        }
        Ok(out)
    }
    fn rename(mut self, fixes: &[SnapshotName]) -> Result<Self> {
        let (own, parts) = by_part(fixes);
        let n = self.dim(DimType::Set)?;
        if n == 0 || parts.is_empty() {
            // Nothing to rebuild (and no elements to rebuild from: the
            // object may have an explicit domain).
            no_part(&parts, &[], Self::READ_FN)?;
            for fix in own {
                let (kind, pos) = dim_at(&fix.at, Self::READ_FN)?;
                set_name!(name, self, kind, pos, fix.name.as_str());
            }
            return Ok(self);
        }
        let mut space = self.get_space()?;
        for fix in own {
            let (kind, pos) = dim_at(&fix.at, Self::READ_FN)?;
            set_name!(name, space, kind, pos, fix.name.as_str());
        }
        let mut elements = Vec::with_capacity(n);
        let mut used = Vec::with_capacity(n);
        for pos in 0..n {
            let key = format!("output {pos}");
            let element = self.get_at(pos)?;
            elements.push(match parts.get(key.as_str()) {
                Some(fixes) => element.rename(fixes)?,
                None => element,
            });
            used.push(key);
        }
        no_part(&parts, &used, Self::READ_FN)?;
        MultiUnionPwAff::from_union_pw_aff_list(space, UnionPwAffList::from_vec(elements)?)
    }
}

impl TextForm for ScheduleConstraints {
    text_form_common!("isl_schedule_constraints");
    fn names(&self) -> Result<Vec<Named>> {
        let mut out: Vec<Named> = under("domain".into(), self.get_domain()?.names()?).collect();
        out.extend(under("context".into(), self.get_context()?.names()?));
        for (part, map) in [
            ("validity", self.get_validity()?),
            ("coincidence", self.get_coincidence()?),
            ("proximity", self.get_proximity()?),
            ("conditional_validity", self.get_conditional_validity()?),
            (
                "conditional_validity_condition",
                self.get_conditional_validity_condition()?,
            ),
        ] {
            out.extend(under(part.into(), map.names()?));
        }
        Ok(out)
    }
    fn rename(self, fixes: &[SnapshotName]) -> Result<Self> {
        if fixes.is_empty() {
            return Ok(self);
        }
        let (own, parts) = by_part(fixes);
        if let Some(fix) = own.first() {
            dim_at(&fix.at, Self::READ_FN)?;
            return Err(Error::InvalidArgument {
                function: Self::READ_FN,
                message: format!("schedule constraints have no dimension {:?}", fix.at),
            });
        }
        let fixed = |part: &str| parts.get(part).map(Vec::as_slice).unwrap_or_default();
        let domain = self.get_domain()?.rename(fixed("domain"))?;
        let context = self.get_context()?.rename(fixed("context"))?;
        let validity = self.get_validity()?.rename(fixed("validity"))?;
        let coincidence = self.get_coincidence()?.rename(fixed("coincidence"))?;
        let proximity = self.get_proximity()?.rename(fixed("proximity"))?;
        let conditional = self
            .get_conditional_validity()?
            .rename(fixed("conditional_validity"))?;
        let condition = self
            .get_conditional_validity_condition()?
            .rename(fixed("conditional_validity_condition"))?;
        let used = [
            "domain",
            "context",
            "validity",
            "coincidence",
            "proximity",
            "conditional_validity",
            "conditional_validity_condition",
        ]
        .map(String::from);
        no_part(&parts, &used, Self::READ_FN)?;
        ScheduleConstraints::on_domain(domain)?
            .set_context(context)?
            .set_validity(validity)?
            .set_coincidence(coincidence)?
            .set_proximity(proximity)?
            .set_conditional_validity(condition, conditional)
    }
}

impl TextForm for Schedule {
    text_form_common!("isl_schedule");
    /// The names of the domain: a schedule tree cannot be renamed after
    /// reading, so a snapshot checks that its text keeps them.
    fn names(&self) -> Result<Vec<Named>> {
        Ok(under("domain".into(), self.get_domain()?.names()?).collect())
    }
    fn rename(self, fixes: &[SnapshotName]) -> Result<Self> {
        match fixes.first() {
            None => Ok(self),
            Some(fix) => Err(Error::InvalidArgument {
                function: Self::READ_FN,
                message: format!(
                    "a schedule tree's names cannot be set after reading (the name `{}` at {:?})",
                    fix.name, fix.at
                ),
            }),
        }
    }
}

/// Objects without names: only ISL's text.
macro_rules! nameless {
    ($($ty:ident: $c:literal;)*) => {$(
        impl TextForm for $ty {
            text_form_common!($c);
            fn names(&self) -> Result<Vec<Named>> {
                Ok(Vec::new())
            }
            fn rename(self, fixes: &[SnapshotName]) -> Result<Self> {
                match fixes.first() {
                    None => Ok(self),
                    Some(fix) => Err(Error::InvalidArgument {
                        function: Self::READ_FN,
                        message: format!("a {} has no dimension {:?}", stringify!($ty), fix.at),
                    }),
                }
            }
        }
    )*};
}

nameless! {
    Val: "isl_val";
}

/// An id's text is its name, whatever it is (`"a b"` too), read back with
/// [`Id::named`]; an id with a Rust value has none.
impl TextForm for Id {
    const PRINT_FN: &'static str = "isl_id_to_str";
    const READ_FN: &'static str = "isl_id_alloc";
    fn ctx(&self) -> &Context {
        self.context()
    }
    fn print(&self) -> Result<String> {
        plain_id(self, Self::PRINT_FN)?;
        self.get_name()?.ok_or_else(|| Error::InvalidArgument {
            function: Self::PRINT_FN,
            message: "an id without a name has no text".into(),
        })
    }
    fn read(text: &str) -> Result<Self> {
        Id::named(text)
    }
    fn names(&self) -> Result<Vec<Named>> {
        Ok(Vec::new())
    }
    fn rename(self, fixes: &[SnapshotName]) -> Result<Self> {
        match fixes.first() {
            None => Ok(self),
            Some(fix) => Err(Error::InvalidArgument {
                function: Self::READ_FN,
                message: format!("an id has no dimension {:?}", fix.at),
            }),
        }
    }
}

/// `snapshot()` and `to_context()` for the types ISL both prints and reads.
macro_rules! snapshots {
    ($d:tt $($ty:ident),* $(,)?) => {
        macro_rules! snapshots_methods {
            $( ($ty) => {
                /// This object as text plus the names its text does not carry,
                /// to restore in another thread or context (see [`Snapshot`]).
                ///
                /// Reads the text back once, in this object's context, to find
                /// those names. `Err` ([`Error::InvalidArgument`]) if an id in
                /// the object carries a Rust value ([`Id::with_user`]: no text
                /// carries it, and it cannot move to another thread), if a name
                /// makes ISL's text unreadable (a name with a space, a keyword),
                /// or if a name cannot be set again after reading (a schedule
                /// tree's); the error ISL gives if it cannot print or read.
                pub fn snapshot(&self) -> Result<Snapshot<$ty>> {
                    $crate::conveniences::snapshot::capture(self)
                }

                /// The same object in `ctx`, names included (through a
                /// [`snapshot`](Self::snapshot), whose errors it returns).
                pub fn to_context(&self, ctx: &Context) -> Result<$ty> {
                    self.snapshot()?.restore_in(ctx)
                }

            }; )*
            ($d other:ident) => {};
        }
    };
}

/// Calls the macro `$m` with `$d` (a `$`, for a macro `$m` defines) and
/// every type that has a text form (a snapshot here, `Serialize` and
/// `Deserialize` with the `serde` feature).
macro_rules! for_each_text_form {
    ($d:tt $m:ident) => {
        $m!(
            $d
            Set,
            BasicSet,
            UnionSet,
            Map,
            BasicMap,
            UnionMap,
            Val,
            Aff,
            PwAff,
            MultiAff,
            PwMultiAff,
            MultiPwAff,
            UnionPwAff,
            UnionPwMultiAff,
            MultiUnionPwAff,
            MultiVal,
            PwQpolynomial,
            UnionPwQpolynomial,
            Schedule,
            ScheduleConstraints,
            Space,
            Id,
        );
    };
}
// Used by `serde.rs` when the `serde` feature is on.
#[cfg_attr(not(feature = "serde"), allow(unused_imports))]
pub(crate) use for_each_text_form;

for_each_text_form!($ snapshots);
