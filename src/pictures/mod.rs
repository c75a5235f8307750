//! The pictures layer (feature `pictures`), on top: it uses the public API
//! of the layers below and no `unsafe`.
//!
//! - [`Picture`](crate::pictures::Picture) draws the integer points of a 1-D or 2-D [`Set`](crate::Set),
//!   [`BasicSet`](crate::BasicSet) or [`UnionSet`](crate::UnionSet) with its parameters fixed to given values,
//!   the outline of each basic set, and optionally dependence arrows (a
//!   [`Map`](crate::Map) or [`UnionMap`](crate::UnionMap) between points of the same dimension) and an
//!   execution order (the lexicographic order of the points, or of their
//!   images under a schedule map), with the points coloured by tile.
//! - [`TreeDiagram`](crate::pictures::TreeDiagram) draws a schedule tree ([`Schedule`](crate::Schedule)): one box per node,
//!   with its kind and content, and an edge from each parent to its
//!   children; [`TreeDiagram::to_dot`](crate::pictures::TreeDiagram::to_dot) writes the same tree in Graphviz's DOT
//!   language.
//!
//! The drawing goes through [`plotters`](https://docs.rs/plotters)'s SVG
//! backend, without fonts: text is written as SVG `<text>` elements, which
//! the viewer lays out, so the feature needs no system library. Colours are
//! opaque and fixed ([`color`](crate::pictures::color), [`node_color`](crate::pictures::node_color), and the `*_COLOR` constants),
//! so that a program can check a rendered picture pixel by pixel.
//!
//! What cannot be drawn (an unfixed parameter, an unbounded or 3-D set, too
//! many points) is an `Err`. `cargo run --features pictures --example
//! pictures` writes the pictures of a stencil (iteration space, dependences,
//! original and tiled order, schedule tree) and of the matrix
//! multiplication's dependences and schedule tree into `target/pictures`.
//!
//! ```
//! use isl_safe::pictures::Picture;
//! use isl_safe::{Context, Result, Set, UnionMap};
//!
//! # fn main() -> Result<()> {
//! let ctx = Context::new()?;
//! let _scope = ctx.enter();
//! let domain: Set = "[n] -> { S[i, j] : 0 <= j <= i < n }".parse()?;
//! let deps: UnionMap = "{ S[i, j] -> S[i + 1, j] }".parse()?;
//! let svg = Picture::new(&domain).param("n", 4).dependences(&deps).to_svg()?;
//! assert!(svg.starts_with("<svg") && svg.matches("<circle").count() == 10);
//! // The parameter must have a value.
//! assert!(Picture::new(&domain).to_svg().is_err());
//! # Ok(())
//! # }
//! ```

mod draw;
pub(crate) mod geometry;
mod points;
pub(crate) mod tree;

pub use points::Picture;
pub use tree::{node_color, TreeDiagram, MAX_NODES};

use crate::error::{Error, Result};
use crate::object::{BasicMap, BasicSet, Map, Set, UnionMap, UnionSet};

/// The most integer points a [`Picture`] draws; more is an
/// [`Error::InvalidArgument`].
pub const MAX_POINTS: usize = 2500;

/// The most dependence arrows a [`Picture`] draws (pairs of points in the
/// dependence relation, within the domain); more is an
/// [`Error::InvalidArgument`].
pub const MAX_ARROWS: usize = 5000;

/// The most integer positions a [`Picture`] spans along one axis (from the
/// smallest coordinate to the largest); more is an
/// [`Error::InvalidArgument`].
pub const MAX_EXTENT: i64 = 200;

/// The colour of the shafts of dependence arrows.
pub const ARROW_COLOR: [u8; 3] = [222, 110, 110];
/// The colour of the heads of dependence arrows (one head per pair), and of
/// the ring drawn around a point that depends on itself.
pub const ARROW_HEAD_COLOR: [u8; 3] = [160, 0, 40];
/// The colour of the segments of the execution order.
pub const ORDER_COLOR: [u8; 3] = [125, 125, 125];
/// The colour of the heads of the execution order (one at each point but the
/// first, pointing at it from the point executed before).
pub const ORDER_HEAD_COLOR: [u8; 3] = [35, 35, 35];

/// The colour of member `index` of a union set, or of tile `index` (tiles
/// are numbered in execution order): the ten colours of Tableau 10, then
/// hues 137.5° apart (the golden angle), alternately darker and lighter.
/// Every colour is opaque and differs from white, from the `*_COLOR`
/// constants and from the pale tints of outlines.
///
/// ```
/// use isl_safe::pictures::color;
///
/// assert_eq!(color(0), [78, 121, 167]);
/// let first: std::collections::HashSet<[u8; 3]> = (0..200).map(color).collect();
/// assert_eq!(first.len(), 200);
/// ```
pub fn color(index: usize) -> [u8; 3] {
    const TABLEAU: [[u8; 3]; 10] = [
        [78, 121, 167],
        [242, 142, 43],
        [225, 87, 89],
        [118, 183, 178],
        [89, 161, 79],
        [237, 201, 72],
        [176, 122, 161],
        [255, 157, 167],
        [156, 117, 95],
        [186, 176, 172],
    ];
    if let Some(c) = TABLEAU.get(index) {
        return *c;
    }
    let k = index - TABLEAU.len();
    let hue = (k as f64 * 137.507_764) % 360.0;
    // Lightness and saturation cycle with slow periods so that colours
    // whose hues come close differ in them.
    let lightness = [0.38, 0.5, 0.44, 0.56][k % 4] + 0.01 * ((k / 4) % 5) as f64;
    let saturation = [0.7, 0.55, 0.85][(k / 3) % 3];
    hsl(hue, saturation, lightness)
}

/// The RGB colour of hue `h` (degrees), saturation `s` and lightness `l`.
fn hsl(h: f64, s: f64, l: f64) -> [u8; 3] {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let hp = h / 60.0;
    let x = c * (1.0 - (hp % 2.0 - 1.0).abs());
    let (r, g, b) = match hp as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let byte = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    [byte(r), byte(g), byte(b)]
}

/// Objects whose points a [`Picture`] draws: [`BasicSet`], [`Set`] and
/// [`UnionSet`], seen as their member sets (one per space).
///
/// ```
/// use isl_safe::pictures::Sets;
/// use isl_safe::{Context, Result, UnionSet};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let domain: UnionSet = "{ A[i] : 0 <= i < 3; B[i] : 0 <= i < 2 }".parse()?;
/// assert_eq!(domain.to_sets()?.len(), 2);
/// # Ok(())
/// # }
/// ```
pub trait Sets {
    /// The member sets, one per space (a [`Set`] or [`BasicSet`] is one,
    /// even when empty).
    fn to_sets(&self) -> Result<Vec<Set>>;
}

impl Sets for Set {
    fn to_sets(&self) -> Result<Vec<Set>> {
        Ok(vec![self.clone()])
    }
}

impl Sets for BasicSet {
    fn to_sets(&self) -> Result<Vec<Set>> {
        Ok(vec![self.upcast::<Set>()?])
    }
}

impl Sets for UnionSet {
    fn to_sets(&self) -> Result<Vec<Set>> {
        self.get_set_list()?.to_vec()
    }
}

/// Relations a [`Picture`] draws as arrows or uses as a schedule:
/// [`BasicMap`], [`Map`] and [`UnionMap`], seen as their member maps (one
/// per pair of spaces).
///
/// ```
/// use isl_safe::pictures::Maps;
/// use isl_safe::{Context, Result, UnionMap};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let deps: UnionMap = "{ A[i] -> B[i]; A[i] -> A[i + 1] }".parse()?;
/// assert_eq!(deps.to_maps()?.len(), 2);
/// # Ok(())
/// # }
/// ```
pub trait Maps {
    /// The member maps, one per pair of spaces.
    fn to_maps(&self) -> Result<Vec<Map>>;
}

impl Maps for Map {
    fn to_maps(&self) -> Result<Vec<Map>> {
        Ok(vec![self.clone()])
    }
}

impl Maps for BasicMap {
    fn to_maps(&self) -> Result<Vec<Map>> {
        Ok(vec![self.upcast::<Map>()?])
    }
}

impl Maps for UnionMap {
    fn to_maps(&self) -> Result<Vec<Map>> {
        self.get_map_list()?.to_vec()
    }
}

/// An [`Error::InvalidArgument`] of a picture.
fn invalid(function: &'static str, message: impl Into<String>) -> Error {
    Error::InvalidArgument {
        function,
        message: message.into(),
    }
}
