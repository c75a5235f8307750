//! ISL's lists as Rust collections: built from a `Vec` or any iterator,
//! read back into a `Vec`, and iterated with `for`.

use crate::error::*;
use crate::object::*;

/// An iterator over the elements of an ISL list (see the list types'
/// `iter`): each element is a new handle to the list's element, so a
/// failure (the context's operation limit) is an `Err` item.
///
/// ```
/// use isl_safe::{Context, Result, Set, SetList, ValList};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// // Any iterator of elements collects into `Result<List>`.
/// let rows: SetList = (0..3)
///     .map(|i| format!("{{ [i, j] : i = {i} and 0 <= j <= i }}").parse::<Set>())
///     .collect::<Result<Vec<_>>>()?
///     .into_iter()
///     .collect::<Result<_>>()?;
/// assert_eq!(rows.size()?, 3);
/// // A list iterates over its elements (each read may fail, hence `Result`).
/// let mut points = 0;
/// for row in &rows {
///     points += row?.count_val()?.get_num_si()?;
/// }
/// assert_eq!(points, 1 + 2 + 3);
/// // Integers make value lists directly.
/// let sizes = ValList::from_ints(&[32, 32, 8])?;
/// assert_eq!(sizes.to_string(), "(32,32,8)");
/// # Ok(())
/// # }
/// ```
#[derive(Debug)]
pub struct ListIter<L> {
    pub(super) list: L,
    pub(super) next: usize,
    pub(super) len: usize,
}

/// Reading element `i` of a list, owned or borrowed (what [`ListIter`] needs).
#[doc(hidden)]
pub trait ListAccess {
    /// The element type.
    type El;
    /// Element `i`.
    fn at(&self, i: usize) -> Result<Self::El>;
}

impl<L: ListAccess> Iterator for ListIter<L> {
    type Item = Result<L::El>;
    fn next(&mut self) -> Option<Result<L::El>> {
        (self.next < self.len).then(|| {
            self.next += 1;
            self.list.at(self.next - 1)
        })
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.len - self.next;
        (left, Some(left))
    }
}

impl<L: ListAccess> ExactSizeIterator for ListIter<L> {}

macro_rules! lists {
    ($d:tt $($list:ident of $el:ident),* $(,)?) => {
        $(
        impl FromIterator<$el> for Result<$list> {
            /// A list of the elements, in the elements' context (the thread's
            /// current one if there are none); `Err` if the elements belong
            /// to different contexts or ISL fails.
            fn from_iter<I: IntoIterator<Item = $el>>(items: I) -> Self {
                let mut items = items.into_iter().peekable();
                let hint = items.size_hint().0;
                let mut list = match items.peek() {
                    Some(first) => first.context().scope(|| $list::alloc(hint))?,
                    None => $list::alloc(0)?,
                };
                for item in items {
                    list.in_place().add(item)?;
                }
                Ok(list)
            }
        }

        impl ListAccess for $list {
            type El = $el;
            fn at(&self, i: usize) -> Result<$el> {
                self.get_at(i)
            }
        }

        impl ListAccess for &$list {
            type El = $el;
            fn at(&self, i: usize) -> Result<$el> {
                self.get_at(i)
            }
        }

        impl<'a> IntoIterator for &'a $list {
            type Item = Result<$el>;
            type IntoIter = ListIter<&'a $list>;
            fn into_iter(self) -> Self::IntoIter {
                self.iter()
            }
        }

        impl IntoIterator for $list {
            type Item = Result<$el>;
            type IntoIter = ListIter<$list>;
            fn into_iter(self) -> Self::IntoIter {
                let len = self.size().unwrap_or(0);
                ListIter { list: self, next: 0, len }
            }
        }
        )*

        macro_rules! lists_methods {
            $( ($list) => {
                /// The elements, in order.
                pub fn to_vec(&self) -> Result<Vec<$el>> {
                    (0..self.size()?).map(|i| self.get_at(i)).collect()
                }

                /// A list of the given elements, in the thread's current context
                /// (or the elements' one). `.collect::<Result<_>>()` does the
                /// same from any iterator.
                pub fn from_vec(items: Vec<$el>) -> Result<$list> {
                    items.into_iter().collect()
                }

                /// An iterator over the elements, in order (also `for x in &list`).
                pub fn iter(&self) -> ListIter<&$list> {
                    ListIter { list: self, next: 0, len: self.size().unwrap_or(0) }
                }

            }; )*
            ($d other:ident) => {};
        }
    };
}

lists! { $
    BasicSetList of BasicSet,
    SetList of Set,
    BasicMapList of BasicMap,
    MapList of Map,
    ConstraintList of Constraint,
    AffList of Aff,
    PwAffList of PwAff,
    PwMultiAffList of PwMultiAff,
    UnionPwAffList of UnionPwAff,
    UnionPwMultiAffList of UnionPwMultiAff,
    QpolynomialList of Qpolynomial,
    PwQpolynomialList of PwQpolynomial,
    PwQpolynomialFoldList of PwQpolynomialFold,
    UnionSetList of UnionSet,
    UnionMapList of UnionMap,
    ValList of Val,
    IdList of Id,
    AstExprList of AstExpr,
    AstNodeList of AstNode,
}

/// The methods written by hand here, by type, for each type's conveniences
/// block (`conveniences!` in `mod.rs`).
macro_rules! lists_hand_methods {
    (ValList) => {
        /// A list of the given integers, in the thread's current context.
        pub fn from_ints(values: &[i64]) -> Result<ValList> {
            values
                .iter()
                .map(|&v| Val::int_from_si(v))
                .collect::<Result<Vec<_>>>()?
                .into_iter()
                .collect()
        }
    };
    ($other:ident) => {};
}
