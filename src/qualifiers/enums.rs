//! ISL's enums as parameters and results.

use super::{Arg, Param, ParamType, Plain, Ret};
use crate::context::Context;
use crate::error::Result;
use crate::object::enums::*;
use crate::object::Sealed;
use std::marker::PhantomData;

/// An enum result (`enum isl_ast_node_type`, ...): ISL's error value (-1) is an `Err`.
#[derive(Debug)]
pub struct Enum<E>(PhantomData<E>);

impl<E: IslEnum> Ret for Enum<E> {
    type Raw = E::Raw;
    type Out = E;
    #[inline]
    unsafe fn wrap(raw: E::Raw, ctx: &Context, function: &'static str) -> Result<E> {
        E::from_raw(raw).ok_or_else(|| ctx.take_error(function))
    }
}

/// Each enum is a parameter type passed as ISL's value.
macro_rules! enum_param {
    ($($e:ty),* $(,)?) => {$(
        impl ParamType for $e {
            type Raw = <$e as IslEnum>::Raw;
        }
        impl Sealed for $e {}
        impl Param<$e> for $e {
            type Ready = Plain<<$e as IslEnum>::Raw>;
            #[inline]
            fn prepare(self, _: &'static str) -> Result<Self::Ready> {
                Ok(Plain(self.to_raw()))
            }
        }
    )*};
}

enum_param!(
    Fold,
    AstExprOpType,
    AstExprType,
    AstNodeType,
    AstLoopType,
    ScheduleNodeType
);

// `Plain` must stay an `Arg` for the enum values above.
const _: fn(Plain<i32>) -> (i32, ()) = <Plain<i32> as Arg>::lower;
