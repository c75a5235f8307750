//! Arguments in the object's space with the system ISL: gists, comparisons,
//! hulls from lists, pullbacks and optima an unpatched ISL reads with the
//! object's layout, inserted domains, the parameters of a union's parts;
//! with ISL 0.25, preimages by a function of no pieces.

use super::arguments::Spaced;
use crate::error::Result;
#[cfg(isl_before_0_27)]
use crate::error::{Error, ErrorKind};
use crate::object::{MapList, Set, SetList, Space};
#[cfg(isl_system)]
use {super::errors::invalid, crate::object::DimType};

system_guard! {
    /// A gist's context in the object's space: an unpatched ISL combines their
    /// constraints column by column (patches 0016, 0036).
    pub fn unpatched_gist_space<S: Spaced + ?Sized, O: Spaced + ?Sized>(
        s: &S,
        context: &O,
        f: &'static str,
    ) -> Result<()> {
        let (a, b) = (s.space_of()?, context.space_of()?);
        if !a.has_equal_tuples(&b)? {
            return Err(invalid(
                f,
                format!("the context {b} does not live in the space of the object, {a}"),
            ));
        }
        Ok(())
    }
}

system_guard! {
    /// Two sets compared at a position: the same parameters and dimensions, as
    /// an unpatched ISL lays out the second with the first one's (patch 0036).
    pub fn unpatched_same_dims<S: Spaced + ?Sized, O: Spaced + ?Sized>(
        s: &S,
        other: &O,
        f: &'static str,
    ) -> Result<()> {
        let (a, b) = (s.space_of()?, other.space_of()?);
        if !a.has_equal_params(&b)? || a.dim(DimType::Set)? != b.dim(DimType::Set)? {
            return Err(invalid(
                f,
                format!("{a} and {b} do not have the same parameters and dimensions"),
            ));
        }
        Ok(())
    }
}

system_guard! {
    /// A domain inserted into a set: the set is not a parameter domain and the
    /// domain is a set space (an unpatched ISL frees the domain twice, patch
    /// 0029).
    pub fn unpatched_insert_domain(set: &Set, domain: &Space, f: &'static str) -> Result<()> {
        if set.is_params()? {
            return Err(invalid(
                f,
                format!("{set} is a parameter domain: it has no tuple to insert a domain before"),
            ));
        }
        if !domain.is_set()? {
            return Err(invalid(
                f,
                format!("the domain {domain} is not a set space"),
            ));
        }
        Ok(())
    }
}

/// A list whose elements' spaces a guard reads.
pub trait ListSpaces {
    /// The spaces of its elements.
    fn spaces(&self) -> Result<Vec<Space>>;
}

macro_rules! list_spaces {
    ($($t:ident),*) => {$(
        impl ListSpaces for $t {
            fn spaces(&self) -> Result<Vec<Space>> {
                (0..self.size()?)
                    .map(|i| self.get_at(i as std::ffi::c_int)?.get_space())
                    .collect()
            }
        }
    )*};
}
list_spaces!(MapList, SetList);

impl<T: ListSpaces> ListSpaces for crate::qualifiers::Lent<'_, T> {
    fn spaces(&self) -> Result<Vec<Space>> {
        (**self).spaces()
    }
}

system_guard! {
    /// The elements of a list live in the space of the object a hull combines
    /// them with (an unpatched ISL reads past the constraints, patch 0030).
    pub fn unpatched_list_space<S: Spaced + ?Sized, L: ListSpaces + ?Sized>(
        s: &S,
        list: &L,
        f: &'static str,
    ) -> Result<()> {
        let space = s.space_of()?;
        for el in list.spaces()? {
            if !space.is_equal(&el)? {
                return Err(invalid(
                    f,
                    format!(
                        "list elements do not live in the space of the map ({el}, not {space})"
                    ),
                ));
            }
        }
        Ok(())
    }
}

system_guard! {
    /// A tuple of functions pulled back by a function whose range is its
    /// domain: otherwise an unpatched ISL hands back the tuple it freed (patch
    /// 0027).
    pub fn unpatched_pullback_space<S: Spaced + ?Sized, F: Spaced + ?Sized>(
        s: &S,
        fun: &F,
        f: &'static str,
    ) -> Result<()> {
        let (a, b) = (s.space_of()?, fun.space_of()?);
        if !a.tuple_is_equal(DimType::In, &b, DimType::Out)? {
            return Err(invalid(
                f,
                format!("the range of {b} is not the domain of {a}"),
            ));
        }
        Ok(())
    }
}

system_guard! {
    /// The domain of a partial lexicographic optimum: a set in the domain of
    /// the map (for a set, a parameter domain), which an unpatched ISL reads as
    /// such without a check (patch 0016).
    pub fn unpatched_domain_of<S: Spaced + ?Sized, D: Spaced + ?Sized>(
        s: &S,
        dom: &D,
        f: &'static str,
    ) -> Result<()> {
        let (a, d) = (s.space_of()?, dom.space_of()?);
        let fits = if a.is_set()? {
            d.is_params()?
        } else {
            d.is_set()? && a.tuple_is_equal(DimType::In, &d, DimType::Set)?
        };
        if !fits {
            return Err(invalid(
                f,
                format!("domain does not match: {d} is not the domain of {a}"),
            ));
        }
        Ok(())
    }
}

system_guard! {
    /// An object about to become a part of a union: parameters with names, as
    /// aligning needs (an unpatched ISL reads the part it failed to align,
    /// patch 0011).
    pub fn unpatched_named_params<S: Spaced + ?Sized>(s: &S, f: &'static str) -> Result<()> {
        let space = s.space_of()?;
        for i in 0..space.dim(DimType::Param)? {
            if !space.has_dim_id(DimType::Param, i as u32)? {
                return Err(invalid(
                    f,
                    format!(
                        "parameter {i} of {space} has no name: the parts of a union are \
                         aligned by their parameters' names"
                    ),
                ));
            }
        }
        Ok(())
    }
}

system_guard! {
    /// The same for an argument.
    pub fn unpatched_named_params_of<S: ?Sized, A: Spaced + ?Sized>(
        _: &S,
        arg: &A,
        f: &'static str,
    ) -> Result<()> {
        unpatched_named_params(arg, f)
    }
}

system_guard! {
    if isl_before_0_27;
    /// A preimage by a function with at least one piece, with ISL 0.25: its
    /// preimage by a function of no pieces is an empty object in the object's
    /// own space instead of one in the function's domain (fixed in ISL 0.26).
    pub fn before_0_27_preimage<S: ?Sized>(
        _: &S,
        pma: &crate::object::PwMultiAff,
        f: &'static str,
    ) -> Result<()> {
        if pma.n_piece()? == 0 {
            return Err(Error::Isl {
                kind: ErrorKind::Unsupported,
                message: format!(
                    "not supported with the system ISL ({}): its preimage by a function of no pieces \
                     keeps the object's own space instead of taking the function's domain (fixed in \
                     ISL 0.26)",
                    crate::prim::version()
                ),
                file: file!().to_string(),
                line: line!(),
                function: f,
            });
        }
        Ok(())
    }
}
