//! The operations that add up two tuples with the system ISL (products,
//! also of unions and union functions, wraps, domain, range and difference
//! maps, curry, uncurry, zip, lifts): the bundled build's bound of
//! dimensions of one kind, and, for the products of basic sets and maps,
//! tuples an unpatched ISL can lay out.

use super::arguments::Spaced;
#[cfg(isl_system)]
use super::errors::invalid;
use crate::error::Result;
use crate::object::{DimType, Set, Space, UnionMap, UnionSet};

/// The three kinds of products.
#[cfg(isl_system)]
#[derive(Clone, Copy, PartialEq)]
enum Product {
    Both,
    Domain,
    Range,
}

/// The dimensions of a product within the bound of the bundled build's
/// spaces (patch 0032), and, for the products of basic sets and maps,
/// tuples an unpatched ISL can lay out (patch 0028).
#[cfg(isl_system)]
fn product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
    s: &S,
    other: &O,
    kind: Product,
    f: &'static str,
) -> Result<()> {
    const MAX: usize = MAX_SPACE_DIMS;
    let (a, b) = (s.space_of()?, other.space_of()?);
    // A set's tuple is ISL's output tuple.
    let sum = |ty: DimType| -> Result<usize> { Ok(a.dim(ty)? + b.dim(ty)?) };
    let (grows_in, grows_out) = match kind {
        Product::Both => (true, true),
        Product::Domain => (true, false),
        Product::Range => (false, true),
    };
    if (grows_in && sum(DimType::In)? > MAX) || (grows_out && sum(DimType::Out)? > MAX) {
        return Err(invalid(f, more_than_max("the product")));
    }
    if a.is_set()? != b.is_set()? {
        return Err(invalid(
            f,
            format!("the product of a set and a map ({a} and {b})"),
        ));
    }
    let mismatch = match kind {
        Product::Both => false,
        Product::Domain => !a.tuple_is_equal(DimType::Out, &b, DimType::Out)?,
        Product::Range => !a.is_set()? && !a.tuple_is_equal(DimType::In, &b, DimType::In)?,
    };
    if mismatch {
        let which = if kind == Product::Domain {
            "ranges"
        } else {
            "domains"
        };
        return Err(invalid(
            f,
            format!("the {which} of {a} and {b} need to match"),
        ));
    }
    Ok(())
}

system_guard! {
    /// A product (`*_product`, `*_flat_product`).
    pub fn unpatched_product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
        product(s, other, Product::Both, f)?;
        Ok(())
    }
}

system_guard! {
    /// A domain product: the ranges match.
    pub fn unpatched_domain_product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
        product(s, other, Product::Domain, f)?;
        Ok(())
    }
}

system_guard! {
    /// A range product: the domains match.
    pub fn unpatched_range_product<S: Spaced + ?Sized, O: Spaced + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
        product(s, other, Product::Range, f)?;
        Ok(())
    }
}

/// The most dimensions of one kind (parameters, inputs, outputs) the
/// bundled build's spaces have (patch 0032): the bound of every operation
/// that adds up the dimensions of two tuples, with the system ISL.
pub const MAX_SPACE_DIMS: usize = 4096;

/// The error of an operation whose result would have more than
/// [`MAX_SPACE_DIMS`] dimensions of one kind: the bundled build's message,
/// after `what` (the spaces are not printed: they may be that large).
#[cfg(isl_system)]
fn more_than_max(what: &str) -> String {
    format!("{what}: more than {MAX_SPACE_DIMS} dimensions of one kind")
}

/// Objects made of parts in spaces of their own (a union's sets, maps or
/// functions), or of one space, whose dimensions a guard adds up.
pub trait PartSpaces {
    /// The spaces of its parts (its own, for an object of one space).
    fn part_spaces(&self) -> Result<Vec<Space>>;
}

macro_rules! one_space {
    ($($t:ident),*) => {$(
        impl PartSpaces for crate::object::$t {
            fn part_spaces(&self) -> Result<Vec<Space>> {
                Ok(vec![self.get_space()?])
            }
        }
    )*};
}
one_space!(
    BasicSet,
    BasicMap,
    Set,
    Map,
    LocalSpace,
    MultiAff,
    PwMultiAff,
    MultiPwAff,
    MultiUnionPwAff
);

impl PartSpaces for Space {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        Ok(vec![self.clone()])
    }
}

impl PartSpaces for UnionMap {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        let list = self.get_map_list()?;
        (0..list.size()?)
            .map(|i| list.get_at(i as std::ffi::c_int)?.get_space())
            .collect()
    }
}

impl PartSpaces for UnionSet {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        let list = self.get_set_list()?;
        (0..list.size()?)
            .map(|i| list.get_at(i as std::ffi::c_int)?.get_space())
            .collect()
    }
}

impl PartSpaces for crate::object::UnionPwMultiAff {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        let mut spaces = Vec::new();
        self.foreach_pw_multi_aff(|pma| -> Result<()> {
            spaces.push(pma.get_space()?);
            Ok(())
        })?;
        Ok(spaces)
    }
}

impl<T: PartSpaces> PartSpaces for crate::qualifiers::Lent<'_, T> {
    fn part_spaces(&self) -> Result<Vec<Space>> {
        (**self).part_spaces()
    }
}

/// The most input and output dimensions (a set's are its outputs) of the
/// parts.
#[cfg(isl_system)]
fn most_dims(spaces: &[Space]) -> Result<(usize, usize)> {
    spaces.iter().try_fold((0, 0), |(i, o), s| {
        Ok((i.max(s.dim(DimType::In)?), o.max(s.dim(DimType::Out)?)))
    })
}

/// The products of unions (and of tuples of union functions): ISL pairs
/// each part of one with each part of the other that it combines (all, or
/// those of the same range for a domain product, of the same domain for a
/// range product), and each pair's product within the bound of the
/// bundled build's spaces (patch 0032).
#[cfg(isl_system)]
fn union_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
    s: &S,
    other: &O,
    kind: Product,
    f: &'static str,
) -> Result<()> {
    const MAX: usize = MAX_SPACE_DIMS;
    let (aa, bb) = (s.part_spaces()?, other.part_spaces()?);
    let ((ai, ao), (bi, bo)) = (most_dims(&aa)?, most_dims(&bb)?);
    let grows = |a_in: usize, a_out: usize, b_in: usize, b_out: usize| match kind {
        Product::Both => a_in + b_in > MAX || a_out + b_out > MAX,
        Product::Domain => a_in + b_in > MAX,
        Product::Range => a_out + b_out > MAX,
    };
    if !grows(ai, ao, bi, bo) {
        return Ok(());
    }
    for a in &aa {
        for b in &bb {
            if a.is_set()? != b.is_set()? {
                continue;
            }
            let paired = match kind {
                Product::Both => true,
                Product::Domain => a.tuple_is_equal(DimType::Out, b, DimType::Out)?,
                Product::Range => a.is_set()? || a.tuple_is_equal(DimType::In, b, DimType::In)?,
            };
            let dims = |s: &Space, ty| s.dim(ty);
            if paired
                && grows(
                    dims(a, DimType::In)?,
                    dims(a, DimType::Out)?,
                    dims(b, DimType::In)?,
                    dims(b, DimType::Out)?,
                )
            {
                return Err(invalid(f, more_than_max("the product of two parts")));
            }
        }
    }
    Ok(())
}

system_guard! {
    /// A product of unions, or of tuples of union functions.
    pub fn unpatched_union_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
        union_product(s, other, Product::Both, f)?;
        Ok(())
    }
}

system_guard! {
    /// A domain product of unions.
    pub fn unpatched_union_domain_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
        union_product(s, other, Product::Domain, f)?;
        Ok(())
    }
}

system_guard! {
    /// A range product of unions, or of tuples of union functions.
    pub fn unpatched_union_range_product<S: PartSpaces + ?Sized, O: PartSpaces + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
        union_product(s, other, Product::Range, f)?;
        Ok(())
    }
}

/// The most dimensions of one kind an operation `f` that joins two tuples
/// of a space into one gives it: a wrap (`[A -> B]`), a domain, range or
/// differences map (`[A -> B] -> A`), a curry (`A -> [B -> C]` of
/// `[A -> B] -> C`), an uncurry, a zip; `None` where the space does not
/// have the nested tuples `f` takes apart (ISL refuses it itself).
#[cfg(isl_system)]
fn joined_dims(space: &Space, f: &str) -> Result<Option<usize>> {
    let dim = |s: &Space, ty| s.dim(ty);
    let (n_in, n_out) = (dim(space, DimType::In)?, dim(space, DimType::Out)?);
    let op = f.trim_end_matches("_multi_aff").trim_end_matches("_pw");
    let op = op.trim_end_matches("_union");
    Ok(if op.ends_with("_uncurry") {
        if !space.range_is_wrapping()? {
            return Ok(None);
        }
        Some(n_in + dim(&space.range()?.unwrapped()?, DimType::In)?)
    } else if op.ends_with("_curry") {
        if !space.domain_is_wrapping()? {
            return Ok(None);
        }
        Some(n_out + dim(&space.domain()?.unwrapped()?, DimType::Out)?)
    } else if op.ends_with("_zip") {
        if !space.domain_is_wrapping()? || !space.range_is_wrapping()? {
            return Ok(None);
        }
        let (d, r) = (space.domain()?.unwrapped()?, space.range()?.unwrapped()?);
        Some(
            (dim(&d, DimType::In)? + dim(&r, DimType::In)?)
                .max(dim(&d, DimType::Out)? + dim(&r, DimType::Out)?),
        )
    } else {
        // `_wrap`, `_domain_map`, `_range_map`, `_deltas_map`.
        Some(n_in + n_out)
    })
}

system_guard! {
    /// An operation that joins two tuples of the object into one (see
    /// `joined_dims`): the joined tuple within the bound of the bundled
    /// build's spaces (patch 0032). Repeated, with products, wraps and maps
    /// from sets in between, these double the dimensions at each step.
    pub fn unpatched_joined<S: PartSpaces + ?Sized>(s: &S, f: &'static str) -> Result<()> {
        for space in s.part_spaces()? {
            if let Some(n) = joined_dims(&space, f)? {
                if n > MAX_SPACE_DIMS {
                    return Err(invalid(
                        f,
                        more_than_max(&format!("joining two tuples ({n})")),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Objects whose lift (`isl_*_lift`) turns their local variables into
/// dimensions.
pub trait Lifted {
    /// At most the dimensions of the lifted object's tuple: its own, and
    /// the local variables of each of its parts (which ISL aligns first).
    fn lifted_dims(&self) -> Result<usize>;
}

impl Lifted for crate::object::BasicSet {
    fn lifted_dims(&self) -> Result<usize> {
        Ok(self.dim(DimType::Set)? + self.dim(DimType::Div)?)
    }
}

impl Lifted for Set {
    fn lifted_dims(&self) -> Result<usize> {
        let list = self.get_basic_set_list()?;
        (0..list.size()?).try_fold(self.dim(DimType::Set)?, |n, i| {
            Ok(n + list.get_at(i as std::ffi::c_int)?.dim(DimType::Div)?)
        })
    }
}

impl Lifted for UnionSet {
    fn lifted_dims(&self) -> Result<usize> {
        let list = self.get_set_list()?;
        (0..list.size()?).try_fold(0, |n, i| {
            Ok(n.max(list.get_at(i as std::ffi::c_int)?.lifted_dims()?))
        })
    }
}

impl Lifted for crate::object::MultiAff {
    fn lifted_dims(&self) -> Result<usize> {
        (0..self.size()?).try_fold(self.dim(DimType::In)?, |n, i| {
            Ok(n + self.get_at(i as std::ffi::c_int)?.dim(DimType::Div)?)
        })
    }
}

impl<T: Lifted> Lifted for crate::qualifiers::Lent<'_, T> {
    fn lifted_dims(&self) -> Result<usize> {
        (**self).lifted_dims()
    }
}

system_guard! {
    /// A lift: the tuple with the local variables as dimensions within the
    /// bound of the bundled build's spaces (patch 0032).
    pub fn unpatched_lift_dims<S: Lifted + ?Sized>(s: &S, f: &'static str) -> Result<()> {
        let n = s.lifted_dims()?;
        if n > MAX_SPACE_DIMS {
            return Err(invalid(f, more_than_max(&format!("the lift (up to {n})"))));
        }
        Ok(())
    }
}
