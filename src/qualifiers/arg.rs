//! Prepared arguments: what a qualifier turned the caller's value into.

use crate::context::Context;

/// A prepared argument, ready to be lowered to the raw value ISL takes.
///
/// Lowering yields the raw value and a guard that must live until the C call
/// returns (a borrowed object, a C string); taken objects lower to their raw
/// pointer, whose ownership moves to ISL.
pub trait Arg: Sized {
    /// What the C function takes.
    type Raw;
    /// What keeps the raw value valid during the call.
    type Guard;
    /// The context of an object argument; `None` for plain values.
    fn context(&self) -> Option<&Context>;
    /// Splits into the raw value and its guard.
    fn lower(self) -> (Self::Raw, Self::Guard);
}
