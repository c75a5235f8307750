//! Schedule trees of instances of kind `D`: the typed
//! [`ScheduleNode<D>`]'s steps (moves, readers, edits) and the
//! [`TreeCursor<D>`].
//!
//! A tree's instances are those of its domain, and those its expansion and
//! extension nodes bring in below them: the entry check of
//! [`Schedule<D>`] and [`ScheduleNode<D>`] (`check_instances`, in
//! `kinds.rs`) finds every one of kind `D`, so
//! that every node of the tree, wherever a step leads, has instances of
//! kind `D`. A band's tuple is of no known kind ([`Any`]): ISL's scheduler
//! leaves it unnamed, a schedule read from text may name it (`L_0[..]`, as
//! pet writes them). Prefix and subtree schedules are flat products of the
//! bands, always unnamed ([`Unnamed`]). A context or guard node's set is in
//! the prefix schedule's space where the typed steps insert it, but a tree
//! read from text may hold any set there (a parameter set, a named tuple):
//! no kind says which, so those two readers are left to the untyped node.

use std::fmt;

use super::by_value::ByValue;
use super::kinds::{Any, Kind, Unnamed};
use super::objects::{
    MultiUnionPwAff, MultiVal, Schedule, ScheduleNode, Set, Space, UnionMap, UnionPwMultiAff,
    UnionSet, UnionSetList,
};
use super::typed_methods::typed_methods;
use crate::error::{Error, Result};
use crate::object as untyped;
use crate::object::{AstLoopType, Id, ScheduleNodeType};
use crate::qualifiers::Take;

typed_methods! {
    /// Moves in the tree: each a node of the same tree, so of the same kind.
    impl[D: Kind] ScheduleNode<D> {
        /// The root (the domain node).
        fn root(take self) -> Self;
        /// The parent.
        fn parent(take self) -> Self;
        /// The ancestor `generation` levels up (0: this node).
        fn ancestor(take self, generation: plain usize) -> Self;
        /// The parent's parent.
        fn grandparent(take self) -> Self;
        /// The child at `pos`.
        fn child(take self, pos: plain usize) -> Self;
        /// The first child.
        fn first_child(take self) -> Self;
        /// The child `pos2` of the child `pos1`.
        fn grandchild(take self, pos1: plain usize, pos2: plain usize) -> Self;
        /// The next sibling.
        fn next_sibling(take self) -> Self;
        /// The previous sibling.
        fn previous_sibling(take self) -> Self;
        /// The deepest node that is an ancestor of both this node and
        /// `node2`, of the same tree.
        fn get_shared_ancestor(keep self, node2: keep ScheduleNode<D>) -> Self;
    }

    /// Where a node is, and what kind of node it is.
    impl[D: Kind] ScheduleNode<D> {
        /// The node's kind.
        fn get_type(keep self) -> ScheduleNodeType;
        /// The kind of the parent.
        fn get_parent_type(keep self) -> ScheduleNodeType;
        /// The number of children.
        fn n_children(keep self) -> usize;
        /// Whether the node has children.
        fn has_children(keep self) -> bool;
        /// Whether the node has a parent (is not the root).
        fn has_parent(keep self) -> bool;
        /// Whether the node has a next sibling.
        fn has_next_sibling(keep self) -> bool;
        /// Whether the node has a previous sibling.
        fn has_previous_sibling(keep self) -> bool;
        /// The node's position among its parent's children.
        fn get_child_position(keep self) -> usize;
        /// The position, among `ancestor`'s children, of the child this
        /// node descends from.
        fn get_ancestor_child_position(keep self, ancestor: keep ScheduleNode<D>) -> usize;
        /// The number of the node's ancestors (0 at the root).
        fn get_tree_depth(keep self) -> usize;
        /// The number of band members above the node: the schedule
        /// dimension its first band member would be.
        fn get_schedule_depth(keep self) -> usize;
        /// Whether the subtree depends on where it is in the tree.
        fn is_subtree_anchored(keep self) -> bool;
    }

    /// What a node holds, with the kinds it has in a tree of instances of kind
    /// `D`.
    impl[D: Kind] ScheduleNode<D> {
        /// The instances that reach this node.
        fn get_domain(keep self) -> UnionSet<D>;
        /// The universes of the instances' spaces that reach this node.
        fn get_universe_domain(keep self) -> UnionSet<D>;
        /// The whole tree, with the changes made through this node.
        fn get_schedule(keep self) -> Schedule<D>;
        /// The instances of this domain node.
        fn domain_get_domain(keep self) -> UnionSet<D>;
        /// The instances this filter node lets through.
        fn filter_get_filter(keep self) -> UnionSet<D>;
        /// The identifier of this mark node.
        fn mark_get_id(keep self) -> Id;
        /// The instances this expansion node expands each instance into.
        fn expansion_get_expansion(keep self) -> UnionMap<D, D>;
        /// The instance each instance below this expansion node is
        /// contracted to.
        fn expansion_get_contraction(keep self) -> UnionPwMultiAff<D, D>;
        /// The instances this extension node adds, from the prefix schedule
        /// (a tuple of no known kind) to the instances.
        fn extension_get_extension(keep self) -> UnionMap<Any, D>;
        /// The expansions of the subtree's expansion nodes, composed.
        fn get_subtree_expansion(keep self) -> UnionMap<D, D>;
        /// The contractions of the subtree's expansion nodes, composed.
        fn get_subtree_contraction(keep self) -> UnionPwMultiAff<D, D>;
    }

    /// Bands: their members, and the band's tuple, of no known kind ([`Any`]).
    impl[D: Kind] ScheduleNode<D> {
        /// The number of members of this band node.
        fn band_n_member(keep self) -> usize;
        /// Whether the band's member `pos` is coincident: parallel, as far
        /// as the coincidence constraints go.
        fn band_member_get_coincident(keep self, pos: plain usize) -> bool;
        /// Whether the band is permutable.
        fn band_get_permutable(keep self) -> bool;
        /// How the AST generator is to generate the loop of member `pos`.
        fn band_member_get_ast_loop_type(keep self, pos: plain usize) -> AstLoopType;
        /// The space of the band's tuple (a tuple of no known kind: ISL's
        /// scheduler leaves it unnamed, a schedule read from text may name
        /// it).
        fn band_get_space(keep self) -> Space<Any>;
        /// The band's partial schedule: one expression per member on the
        /// instances, to the band's tuple.
        fn band_get_partial_schedule(keep self) -> MultiUnionPwAff<D, Any>;
        /// The band's partial schedule as a relation from the instances to
        /// the band's tuple.
        fn band_get_partial_schedule_union_map(keep self) -> UnionMap<D, Any>;
    }

    /// Schedules of the bands above or below a node: flat products of the
    /// bands, unnamed whatever the bands' tuples.
    impl[D: Kind] ScheduleNode<D> {
        /// The schedule of the bands above this node, as a relation from
        /// the instances that reach it.
        fn get_prefix_schedule_union_map(keep self) -> UnionMap<D, Unnamed>;
        /// The prefix schedule as a relation whose domain is the instances
        /// that reach the node, even with no band above it.
        fn get_prefix_schedule_relation(keep self) -> UnionMap<D, Unnamed>;
        /// The prefix schedule as a function of the instances.
        fn get_prefix_schedule_union_pw_multi_aff(keep self) -> UnionPwMultiAff<D, Unnamed>;
        /// The prefix schedule as one expression per schedule dimension.
        fn get_prefix_schedule_multi_union_pw_aff(keep self) -> MultiUnionPwAff<D, Unnamed>;
        /// The schedule of the bands of the subtree rooted here.
        fn get_subtree_schedule_union_map(keep self) -> UnionMap<D, Unnamed>;
    }

    /// Edits: each gives the node at the edit's place in a changed copy of the
    /// tree, whose instances are those of this one.
    impl[D: Kind] ScheduleNode<D> {
        /// A tree of a single domain node, of the instances `domain`.
        fn from_domain(domain: take UnionSet<D>) -> Self;
        /// A mark node with the identifier `mark` inserted above this node.
        fn insert_mark(take self, mark: plain impl Take<Id>) -> Self;
        /// A filter node keeping the instances `filter` inserted above this
        /// node.
        fn insert_filter(take self, filter: take UnionSet<D>) -> Self;
        /// A context node inserted above this node: `context` constrains
        /// the parameters and the outer band members, a set in the space of
        /// the prefix schedule (for the parameters alone, the universe of
        /// `get_prefix_schedule_multi_union_pw_aff()?.get_space()?`
        /// intersected with them).
        fn insert_context(take self, context: take Set<Unnamed>) -> Self;
        /// A guard node inserted above this node: the code below runs where
        /// `context`, a set in the space of the prefix schedule, holds.
        fn insert_guard(take self, context: take Set<Unnamed>) -> Self;
        /// A band node with the partial schedule `schedule` (to a tuple of
        /// any kind) inserted above this node.
        fn insert_partial_schedule<T: Kind>(take self, schedule: take MultiUnionPwAff<D, T>) -> Self;
        /// A sequence node of the filters `filters`, run in order, inserted
        /// above this node.
        fn insert_sequence(take self, filters: take UnionSetList<D>) -> Self;
        /// A set node of the filters `filters`, run in any order, inserted
        /// above this node.
        fn insert_set(take self, filters: take UnionSetList<D>) -> Self;
        /// The instances `filter` ordered before the others of this node's
        /// subtree.
        fn order_before(take self, filter: take UnionSet<D>) -> Self;
        /// The instances `filter` ordered after the others of this node's
        /// subtree.
        fn order_after(take self, filter: take UnionSet<D>) -> Self;
        /// This node removed (its child takes its place).
        fn delete(take self) -> Self;
        /// This node's subtree removed (a leaf takes its place).
        fn cut(take self) -> Self;
        /// The children of the sequence child `pos` spliced into this
        /// sequence node.
        fn sequence_splice_child(take self, pos: plain usize) -> Self;
        /// The children of every sequence child spliced into this sequence
        /// node.
        fn sequence_splice_children(take self) -> Self;
    }

    /// Band edits. The values and expressions are in the band's tuple, which
    /// has no known kind: those of any kind are taken, and ISL compares their
    /// tuple with the band's at run time (an `Err` when they differ).
    impl[D: Kind] ScheduleNode<D> {
        /// This band split after its first `pos` members: a band of those
        /// over a band of the rest.
        fn band_split(take self, pos: plain usize) -> Self;
        /// This band moved down to the leaves of its subtree.
        fn band_sink(take self) -> Self;
        /// This band tiled by `sizes`, one per member: a tile band over a
        /// point band.
        fn band_tile<K: Kind>(take self, sizes: take MultiVal<K>) -> Self;
        /// This band's members modulo `mv`, one value per member.
        fn band_mod<K: Kind>(take self, mv: take MultiVal<K>) -> Self;
        /// This band's members multiplied by `mv`, one value per member.
        fn band_scale<K: Kind>(take self, mv: take MultiVal<K>) -> Self;
        /// This band's members divided by `mv`, one value per member.
        fn band_scale_down<K: Kind>(take self, mv: take MultiVal<K>) -> Self;
        /// This band's members shifted by `shift`, one expression per member
        /// on the instances.
        fn band_shift<K: Kind>(take self, shift: take MultiUnionPwAff<D, K>) -> Self;
        /// This band marked permutable or not.
        fn band_set_permutable(take self, permutable: plain bool) -> Self;
        /// This band's member `pos` marked coincident or not.
        fn band_member_set_coincident(take self, pos: plain usize, coincident: plain bool) -> Self;
        /// How the AST generator is to generate the loop of member `pos`.
        fn band_member_set_ast_loop_type(take self, pos: plain usize, type_: plain AstLoopType) -> Self;
        /// This band tiled with one size per member, from integers
        /// ([`ScheduleNode::band_tile_sizes`](crate::ScheduleNode::band_tile_sizes)).
        fn band_tile_sizes(keep self, sizes: plain &[i64]) -> Self;
    }
}

/// Visits: the closures see nodes of the same tree, of kind `D`.
impl<D: Kind> ScheduleNode<D> {
    /// Calls `visit` on every node of the subtree, parents before children;
    /// where it returns `false`, the node's children are skipped.
    #[inline(always)]
    pub fn foreach_descendant_top_down<E: From<Error>>(
        &self,
        mut visit: impl FnMut(&ScheduleNode<D>) -> Result<bool, E>,
    ) -> Result<(), E> {
        self.as_untyped()
            .foreach_descendant_top_down(|n: &untyped::ScheduleNode| {
                visit(&Self::unchecked(n.clone()))
            })
    }

    /// Whether `test` holds for every node of the subtree.
    #[inline(always)]
    pub fn every_descendant<E: From<Error>>(
        &self,
        mut test: impl FnMut(&ScheduleNode<D>) -> Result<bool, E>,
    ) -> Result<bool, E> {
        self.as_untyped()
            .every_descendant(|n: &untyped::ScheduleNode| test(&Self::unchecked(n.clone())))
    }

    /// Calls `visit` on every ancestor, from the root down; `visit` returns
    /// `Result<(), E>` or `ControlFlow<B>`, as the untyped method's closure
    /// does ([`Step`](crate::Step)).
    #[inline(always)]
    pub fn foreach_ancestor_top_down<S: crate::qualifiers::Step>(
        &self,
        mut visit: impl FnMut(&ScheduleNode<D>) -> S,
    ) -> Result<S::Output, S::Error> {
        self.as_untyped()
            .foreach_ancestor_top_down(|n: &untyped::ScheduleNode| {
                visit(&Self::unchecked(n.clone()))
            })
    }

    /// The subtree with every node replaced by `change(node)`, children
    /// first.
    #[inline(always)]
    pub fn map_descendant_bottom_up<E: From<Error>>(
        &self,
        mut change: impl FnMut(ScheduleNode<D>) -> Result<ScheduleNode<D>, E>,
    ) -> Result<ScheduleNode<D>, E> {
        self.as_untyped()
            .map_descendant_bottom_up(|n: untyped::ScheduleNode| {
                change(Self::unchecked(n)).map(ScheduleNode::untyped)
            })
            .map(Self::unchecked)
    }

    /// A cursor at this node.
    #[inline(always)]
    pub fn cursor(&self) -> TreeCursor<D> {
        TreeCursor { node: self.clone() }
    }
}

impl<D: Kind> ByValue<ScheduleNode<D>> {
    /// By value: `map_descendant_bottom_up` on the object itself, with no copy.
    #[doc(hidden)]
    #[inline(always)]
    pub fn map_descendant_bottom_up<E: From<Error>>(
        self,
        mut change: impl FnMut(ScheduleNode<D>) -> Result<ScheduleNode<D>, E>,
    ) -> Result<ScheduleNode<D>, E> {
        self.into_inner()
            .untyped()
            .by_value()
            .map_descendant_bottom_up(|n: untyped::ScheduleNode| {
                change(ScheduleNode::unchecked(n)).map(ScheduleNode::untyped)
            })
            .map(ScheduleNode::unchecked)
    }
}

impl<D: Kind> Schedule<D> {
    /// A cursor at the root (the domain node) of this tree.
    #[inline(always)]
    pub fn cursor(&self) -> Result<TreeCursor<D>> {
        Ok(TreeCursor {
            node: self.get_root()?,
        })
    }
}

/// A position in a schedule tree of instances of kind `D`, moving and
/// editing with checks: the typed form of [`TreeCursor`](crate::TreeCursor),
/// whose moves it makes (a move with nowhere to go is an `Err`, and the
/// cursor stays where it was).
///
/// ```
/// use isl_safe::{typed, Context, ScheduleNodeType};
/// isl_safe::tuples! { S[2] }
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let schedule: typed::Schedule<S> = "{ domain: \"{ S[i, j] : 0 <= i, j < 64 }\", \
///     child: { schedule: \"L_0[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]\" } }".parse()?;
/// let mut at = schedule.cursor()?;
/// at.down(0)?.tile(&[32, 32])?;
/// assert_eq!(at.kind()?, ScheduleNodeType::Band);
/// assert!(at.next().is_err()); // no sibling: the cursor stays at the tile band
/// at.edit(|band| band.insert_mark(isl_safe::Id::named("kernel")?))?;
/// assert_eq!(at.node().mark_get_id()?.get_name()?.as_deref(), Some("kernel"));
/// let tiled: typed::Schedule<S> = at.schedule()?;
/// assert!(tiled.to_string().contains("mark: \"kernel\""));
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub struct TreeCursor<D: Kind> {
    node: ScheduleNode<D>,
}

impl<D: Kind> Clone for TreeCursor<D> {
    fn clone(&self) -> Self {
        TreeCursor {
            node: self.node.clone(),
        }
    }
}

impl<D: Kind> fmt::Debug for TreeCursor<D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TreeCursor")
            .field("node", &self.node)
            .finish()
    }
}

impl<D: Kind> TreeCursor<D> {
    /// The node the cursor is at.
    #[inline(always)]
    pub fn node(&self) -> &ScheduleNode<D> {
        &self.node
    }

    /// The node the cursor is at, taken out of the cursor.
    #[inline(always)]
    pub fn into_node(self) -> ScheduleNode<D> {
        self.node
    }

    /// The whole tree, with every edit made through the cursor.
    #[inline(always)]
    pub fn schedule(&self) -> Result<Schedule<D>> {
        self.node.get_schedule()
    }

    /// The kind of the node.
    #[inline(always)]
    pub fn kind(&self) -> Result<ScheduleNodeType> {
        self.node.get_type()
    }

    /// The number of children of the node.
    #[inline(always)]
    pub fn children(&self) -> Result<usize> {
        self.node.n_children()
    }

    /// The depth of the node in the tree (0 at the root).
    #[inline(always)]
    pub fn depth(&self) -> Result<usize> {
        self.node.get_tree_depth()
    }

    /// Replaces the node by `step(node)`; on an error the cursor stays.
    #[inline(always)]
    fn go(
        &mut self,
        step: impl FnOnce(&ScheduleNode<D>) -> Result<ScheduleNode<D>>,
    ) -> Result<&mut Self> {
        self.node = step(&self.node)?;
        Ok(self)
    }

    /// Makes the untyped cursor's move `step` from the node.
    fn go_untyped(
        &mut self,
        step: impl FnOnce(
            &mut crate::conveniences::TreeCursor,
        ) -> Result<&mut crate::conveniences::TreeCursor>,
    ) -> Result<&mut Self> {
        self.go(|node| {
            let mut cursor = node.as_untyped().cursor();
            step(&mut cursor)?;
            Ok(ScheduleNode::unchecked(cursor.into_node()))
        })
    }

    /// Moves to child `i`.
    #[inline(always)]
    pub fn down(&mut self, i: usize) -> Result<&mut Self> {
        self.go(|n| n.child(i))
    }

    /// Moves to the parent.
    pub fn up(&mut self) -> Result<&mut Self> {
        self.go_untyped(crate::conveniences::TreeCursor::up)
    }

    /// Moves to the next sibling.
    #[allow(clippy::should_implement_trait)] // a move, as the untyped cursor's `next`
    pub fn next(&mut self) -> Result<&mut Self> {
        self.go_untyped(crate::conveniences::TreeCursor::next)
    }

    /// Moves to the previous sibling.
    pub fn prev(&mut self) -> Result<&mut Self> {
        self.go_untyped(crate::conveniences::TreeCursor::prev)
    }

    /// Moves to the root.
    #[inline(always)]
    pub fn to_root(&mut self) -> Result<&mut Self> {
        self.go(ScheduleNode::root)
    }

    /// Replaces the node by `edit(node)`, any editing step of
    /// [`ScheduleNode<D>`] (`insert_mark`, `band_split`, ...); the cursor is
    /// at the node the step returns.
    #[inline(always)]
    pub fn edit(
        &mut self,
        edit: impl FnOnce(&ScheduleNode<D>) -> Result<ScheduleNode<D>>,
    ) -> Result<&mut Self> {
        self.go(edit)
    }

    /// Tiles the band node at the cursor with one size per member; the
    /// cursor is at the tile band.
    #[inline(always)]
    pub fn tile(&mut self, sizes: &[i64]) -> Result<&mut Self> {
        self.go(|n| n.band_tile_sizes(sizes))
    }
}
