//! Schedule trees for Rust: a cursor that walks and edits a tree with
//! checked moves, band tiling from a slice of sizes, and multi-values from
//! a slice of integers.

use crate::error::*;
use crate::object::*;

/// A position in a schedule tree that moves and edits with checks: a move
/// that has nowhere to go (`down` past the children, `up` at the root,
/// `next` after the last sibling) is an `Err`, and the cursor stays where it
/// was, on every error.
///
/// ```
/// use isl_safe::{Context, Result, Schedule, ScheduleNodeType};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let schedule: Schedule = "{ domain: \"{ S[i, j] : 0 <= i, j < 100 }\", \
///     child: { schedule: \"[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]\" } }"
///     .parse()?;
/// let mut at = schedule.cursor()?;
/// assert_eq!(at.kind()?, ScheduleNodeType::Domain);
/// at.down(0)?;
/// assert_eq!(at.kind()?, ScheduleNodeType::Band);
/// // Tile the band by 32 x 32: a tile band over a point band.
/// at.tile(&[32, 32])?;
/// at.down(0)?;
/// assert_eq!(at.kind()?, ScheduleNodeType::Band);
/// assert!(at.down(1).is_err()); // one child only: the cursor stays put
/// at.up()?.up()?;
/// assert!(at.up().is_err()); // the root has no parent
/// let tiled = at.schedule()?;
/// let text = tiled.to_block_string()?;
/// assert!(text.contains("[{ S[i, j] -> [(i - (i) mod 32)] }, { S[i, j] -> [(j - (j) mod 32)] }]"));
/// assert!(text.contains("[{ S[i, j] -> [((i) mod 32)] }, { S[i, j] -> [((j) mod 32)] }]"));
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone)]
pub struct TreeCursor {
    pub(super) node: ScheduleNode,
}

fn nowhere(function: &'static str, message: &str) -> Error {
    Error::InvalidArgument {
        function,
        message: message.to_string(),
    }
}

impl TreeCursor {
    /// The node the cursor is at.
    pub fn node(&self) -> &ScheduleNode {
        &self.node
    }

    /// The node the cursor is at, taken out of the cursor.
    pub fn into_node(self) -> ScheduleNode {
        self.node
    }

    /// The whole tree, with every edit made through the cursor.
    pub fn schedule(&self) -> Result<Schedule> {
        self.node.get_schedule()
    }

    /// The kind of the node.
    pub fn kind(&self) -> Result<ScheduleNodeType> {
        self.node.get_type()
    }

    /// The number of children of the node.
    pub fn children(&self) -> Result<usize> {
        self.node.n_children()
    }

    /// The depth of the node in the tree (0 at the root).
    pub fn depth(&self) -> Result<usize> {
        self.node.get_tree_depth()
    }

    fn go(
        &mut self,
        step: impl FnOnce(&ScheduleNode) -> Result<ScheduleNode>,
    ) -> Result<&mut Self> {
        self.node = step(&self.node)?;
        Ok(self)
    }

    /// Moves to child `i` (the generated `child` checks `i` against the
    /// node's children before ISL is called).
    pub fn down(&mut self, i: usize) -> Result<&mut Self> {
        self.go(|n| n.child(i))
    }

    /// Moves by `step` if `possible`, or fails naming `function`.
    fn go_if(
        &mut self,
        possible: Result<bool>,
        function: &'static str,
        message: &str,
        step: impl FnOnce(&ScheduleNode) -> Result<ScheduleNode>,
    ) -> Result<&mut Self> {
        if !possible? {
            return Err(nowhere(function, message));
        }
        self.go(step)
    }

    /// Moves to the parent.
    pub fn up(&mut self) -> Result<&mut Self> {
        let possible = self.node.has_parent();
        self.go_if(
            possible,
            "isl_schedule_node_parent",
            "the root has no parent",
            |n| n.parent(),
        )
    }

    /// Moves to the next sibling.
    pub fn next(&mut self) -> Result<&mut Self> {
        let possible = self.node.has_next_sibling();
        let message = "the node is the last child";
        self.go_if(possible, "isl_schedule_node_next_sibling", message, |n| {
            n.next_sibling()
        })
    }

    /// Moves to the previous sibling.
    pub fn prev(&mut self) -> Result<&mut Self> {
        let possible = self.node.has_previous_sibling();
        let message = "the node is the first child";
        self.go_if(
            possible,
            "isl_schedule_node_previous_sibling",
            message,
            |n| n.previous_sibling(),
        )
    }

    /// Moves to the root.
    pub fn to_root(&mut self) -> Result<&mut Self> {
        self.go(|n| n.root())
    }

    /// Replaces the node by `edit(node)`, any editing function of
    /// [`ScheduleNode`] (`insert_mark`, `band_split`, ...); the cursor is at
    /// the node the function returns.
    pub fn edit(
        &mut self,
        edit: impl FnOnce(&ScheduleNode) -> Result<ScheduleNode>,
    ) -> Result<&mut Self> {
        self.go(edit)
    }

    /// Tiles the band node at the cursor with one size per member
    /// ([`ScheduleNode::band_tile_sizes`]); the cursor is at the tile band.
    pub fn tile(&mut self, sizes: &[i64]) -> Result<&mut Self> {
        self.go(|n| n.band_tile_sizes(sizes))
    }
}

/// The methods written by hand here, by type, for each type's conveniences
/// block (`conveniences!` in `mod.rs`).
macro_rules! tree_methods {
    (Schedule) => {
        /// A cursor at the root (the domain node) of this tree.
        pub fn cursor(&self) -> Result<TreeCursor> {
            Ok(TreeCursor {
                node: self.get_root()?,
            })
        }
    };
    (ScheduleNode) => {
        /// A cursor at this node.
        pub fn cursor(&self) -> TreeCursor {
            TreeCursor { node: self.clone() }
        }

        /// Tiles this band node with one size per member (`band_tile` with a
        /// multi-value in the band's space): the node becomes the tile band, with
        /// the point band as its child.
        pub fn band_tile_sizes(&self, sizes: &[i64]) -> Result<ScheduleNode> {
            let members = self.band_n_member()?;
            if sizes.len() != members {
                return Err(Error::InvalidArgument {
                    function: "isl_schedule_node_band_tile",
                    message: format!(
                        "the band has {members} member(s) and {} tile size(s) were given",
                        sizes.len()
                    ),
                });
            }
            let space = self.band_get_space()?;
            let sizes = MultiVal::from_ints(space, sizes)?;
            self.band_tile(sizes)
        }
    };
    (MultiVal) => {
        /// The integers `values` in `space` (as many as its set dimensions).
        pub fn from_ints(space: Space, values: &[i64]) -> Result<MultiVal> {
            let n = space.dim(DimType::Set)?;
            if values.len() != n {
                return Err(Error::InvalidArgument {
                    function: "isl_multi_val_from_val_list",
                    message: format!(
                        "{space} has {n} dimension(s) and {} value(s) were given",
                        values.len()
                    ),
                });
            }
            let list = space.context().scope(|| ValList::from_ints(values))?;
            MultiVal::from_val_list(space, list)
        }

        /// The values as integers, in order: `Err` naming the position of one
        /// that is not an integer of `i64` (a fraction, an infinity, NaN, or too
        /// large). The inverse of [`MultiVal::from_ints`].
        ///
        /// ```
        /// use isl_safe::{Context, MultiVal};
        /// let ctx = Context::new()?;
        /// let _scope = ctx.enter();
        /// let sizes: MultiVal = "{ [32, 8, 1] }".parse()?;
        /// assert_eq!(sizes.to_ints()?, [32, 8, 1]);
        /// assert!("{ [1/2] }".parse::<MultiVal>()?.to_ints().is_err());
        /// # Ok::<(), isl_safe::Error>(())
        /// ```
        pub fn to_ints(&self) -> Result<Vec<i64>> {
            let n = self.size()?;
            let mut out = Vec::with_capacity(n);
            for k in 0..n {
                let v = self.get_at(k as i32)?;
                if !v.is_int()? {
                    return Err(Error::InvalidArgument {
                        function: "isl_multi_val_get_at",
                        message: format!("value {k} is {v}, not an integer"),
                    });
                }
                out.push(v.get_num_si()?);
            }
            Ok(out)
        }
    };
    ($other:ident) => {};
}
