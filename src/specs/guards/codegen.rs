//! AST generation with the system ISL: a schedule tree's contexts and
//! guards in the schedule's space, expressions over the build's
//! dimensions, structure members with names.

use super::arguments::Spaced;
use crate::error::Result;
use crate::object::{AstBuild, DimType, Schedule};
#[cfg(isl_system)]
use {
    super::errors::{bug, invalid},
    super::limits::limited,
    crate::object::{ScheduleNode, ScheduleNodeType, Set},
};

/// The number of domain dimensions of what an AST build turns into an
/// expression.
pub trait DomainDims {
    /// Its domain's dimensions (a set's own).
    fn domain_dims(&self) -> Result<usize>;
}

macro_rules! domain_dims {
    ($($t:ident: $ty:ident),*) => {$(
        impl DomainDims for crate::object::$t {
            fn domain_dims(&self) -> Result<usize> {
                self.dim(DimType::$ty)
            }
        }
    )*};
}
domain_dims!(Set: Set, PwAff: In, PwMultiAff: In, MultiPwAff: In);

impl<T: DomainDims> DomainDims for crate::qualifiers::Lent<'_, T> {
    fn domain_dims(&self) -> Result<usize> {
        (**self).domain_dims()
    }
}

system_guard! {
    /// An expression built over no more dimensions than the build's schedule
    /// space has: an unpatched ISL leaks a coefficient per term after the
    /// first that refers to a missing one (patch 0013).
    pub fn unpatched_build_dims<X: DomainDims + ?Sized>(
        build: &AstBuild,
        x: &X,
        f: &'static str,
    ) -> Result<()> {
        let n = build.get_schedule_space()?.dim(DimType::Set)?;
        let m = x.domain_dims()?;
        if m > n {
            return Err(invalid(
                f,
                format!("the expression has {m} domain dimensions, the build's schedule space {n}"),
            ));
        }
        Ok(())
    }
}

system_guard! {
    /// An access to a structure member (a range that wraps a relation) names
    /// the member (the wrapped range's tuple): an unpatched ISL leaks the
    /// structure's expression when it does not (patch 0020).
    pub fn unpatched_member_access<X: Spaced + ?Sized>(
        _: &AstBuild,
        x: &X,
        f: &'static str,
    ) -> Result<()> {
        let space = x.space_of()?;
        if space.range_is_wrapping()? {
            let member = space.range()?.unwrapped()?;
            if !member.has_tuple_id(DimType::Out)? {
                return Err(invalid(f, "missing field name".into()));
            }
        }
        Ok(())
    }
}

system_guard! {
    /// Code generated from a schedule tree: an unpatched ISL dereferences the
    /// build of a failed step below a context node (patch 0010). The steps that
    /// fail there are a context or a guard outside the schedule's space (a
    /// parameter domain, or a set of other dimensions than the outer band
    /// members) and allocations at the operation limit: such a context or guard
    /// is refused, and a tree with a context node is refused under a limit.
    pub fn unpatched_codegen(build: &AstBuild, schedule: &Schedule, f: &'static str) -> Result<()> {
        fn in_schedule_space(
            node: &ScheduleNode,
            set: &Set,
            what: &str,
            f: &'static str,
        ) -> Result<()> {
            let depth = node.get_schedule_depth()?;
            if set.is_params()? || set.dim(DimType::Set)? != depth {
                return Err(invalid(
                    f,
                    format!(
                        "the {what} {set} is not a set of the {depth} outer band member(s) \
                         (a parameter domain becomes one with Set::from_params)"
                    ),
                ));
            }
            Ok(())
        }
        fn walk(node: &ScheduleNode, limited: bool, f: &'static str) -> Result<()> {
            match node.get_type()? {
                ScheduleNodeType::Context => {
                    if limited {
                        return Err(bug(
                            f,
                            "0010",
                            "dereferences the failed build of a step below a context node, as \
                             an allocation at the operation limit makes one; generate code \
                             without a limit",
                        ));
                    }
                    in_schedule_space(node, &node.context_get_context()?, "context", f)?;
                }
                ScheduleNodeType::Guard => {
                    in_schedule_space(node, &node.guard_get_guard()?, "guard", f)?;
                }
                _ => {}
            }
            for i in 0..node.n_children()? {
                walk(&node.get_child(i as std::ffi::c_int)?, limited, f)?;
            }
            Ok(())
        }
        walk(&schedule.get_root()?, limited(build.context()), f)?;
        Ok(())
    }
}
