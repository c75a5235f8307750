//! [`Picture`]: the integer points of a set, with outlines, dependence
//! arrows and an execution order, read from ISL into a [`Scene`] that
//! `draw` renders.

use super::draw::{render, Scene};
use super::geometry::{convex_hull, rational_polygon, rational_segment, Xy};
use super::{color, invalid, Maps, Sets, MAX_ARROWS, MAX_EXTENT, MAX_POINTS};
use crate::error::Result;
use crate::object::{DimType, Map, Set, Space};
use std::collections::HashMap;

const FN: &str = "Picture::to_svg";

/// The execution order a [`Picture`] draws.
#[derive(Debug)]
enum Order {
    None,
    Lexicographic,
    Schedule(Result<Vec<Map>>),
}

/// A picture of the integer points of a 1-D or 2-D set, as SVG text: a
/// builder whose [`to_svg`](Picture::to_svg) reads everything from ISL and
/// draws it.
///
/// What is drawn:
///
/// - **Points.** Each integer point of the set (its parameters fixed with
///   [`param`](Picture::param)) is a filled dot, coloured by member (the
///   sets of a [`UnionSet`](crate::UnionSet) in distinct colours, with a
///   legend of their tuple names) or by tile ([`tiles`](Picture::tiles)).
///   The first dimension is the horizontal axis, the second (if any) the
///   vertical one, each labelled with the dimension's name (`i0`, `i1` for
///   unnamed ones, taken from the first member that names it).
/// - **Outlines** ([`outlines`](Picture::outlines), on by default). Each
///   basic set (each disjunct) is shaded with its **rational polygon**: the
///   points of the plane that satisfy its constraints. A basic set with
///   local variables (a stride such as `i mod 2 = 0`) is shaded with the
///   convex hull of its integer points instead. In 1-D the polygon is a band
///   along the axis.
/// - **Dependences** ([`dependences`](Picture::dependences)). One arrow from
///   each source point to each target point of a relation between points of
///   the same dimension, both ends within the set: straight in 2-D, with
///   the head at the target; arcs in 1-D (above the axis for arrows to the
///   right, below for arrows to the left, higher for longer arrows), with
///   the head at the apex. Each arrow has one head of
///   [`ARROW_HEAD_COLOR`](super::ARROW_HEAD_COLOR); a point that depends on
///   itself (or a pair of points at the same coordinates, of two members)
///   is ringed in that colour instead.
/// - **Execution order** ([`order`](Picture::order),
///   [`schedule`](Picture::schedule), [`tiles`](Picture::tiles)). A segment
///   from each point to the next one executed, with a head at the later
///   point: the lexicographic order of the coordinates, or the
///   lexicographic order of the points' images under a schedule, tile by
///   tile when tiles are given. Points with equal images keep the
///   lexicographic order of their coordinates.
///
/// Errors ([`Error::InvalidArgument`](crate::Error::InvalidArgument),
/// naming `Picture::to_svg` and what is wrong), with nothing drawn: a
/// parameter without a value, a set of 0 or more than 2 dimensions (or
/// members of different dimensions), a set with infinitely many points (once
/// the parameters are fixed), more than [`MAX_POINTS`] points or
/// [`MAX_ARROWS`] arrows, a picture spanning more than [`MAX_EXTENT`]
/// integers along an axis, relations whose dimensions do not match the
/// set's, a schedule that misses a point or gives one several images, tile
/// sizes that are not positive or outnumber the schedule's dimensions, a
/// spacing outside 30 to 200 pixels. ISL's own errors come back as they are.
///
/// ```
/// use isl_safe::pictures::Picture;
/// use isl_safe::{Context, Result, Set, UnionMap};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// // A 2-D stencil: S[t, i] reads what S[t - 1, i - 1 .. i + 1] wrote.
/// let domain: Set = "[T, N] -> { S[t, i] : 1 <= t <= T and 1 <= i <= N }".parse()?;
/// let deps: UnionMap = "{ S[t, i] -> S[t + 1, j] : i - 1 <= j <= i + 1 }".parse()?;
/// let before = Picture::new(&domain).param("T", 4).param("N", 5).order();
/// let svg = before.dependences(&deps).title("stencil").to_svg()?;
/// assert_eq!(svg.matches("<circle").count(), 20);
/// // Skewed by t, the loops can be tiled: points coloured by 2 x 2 tile.
/// let skewed: UnionMap = "{ S[t, i] -> [t, t + i] }".parse()?;
/// let after = Picture::new(&domain).param("T", 4).param("N", 5);
/// let svg = after.schedule(&skewed).tiles(&[2, 2]).to_svg()?;
/// assert!(svg.contains("<polyline"));
/// # Ok(())
/// # }
/// ```
#[derive(Debug)]
pub struct Picture {
    domain: Result<Vec<Set>>,
    params: Vec<(String, i64)>,
    dependences: Vec<Result<Vec<Map>>>,
    order: Order,
    tiles: Option<Vec<i64>>,
    title: Option<String>,
    spacing: u32,
    outlines: bool,
}

impl Picture {
    /// A picture of the points of `domain` (a [`Set`], a
    /// [`BasicSet`](crate::BasicSet) or a [`UnionSet`](crate::UnionSet)), with
    /// outlines, no arrows and no order, points 40 pixels apart.
    pub fn new(domain: &impl Sets) -> Picture {
        Picture {
            domain: domain.to_sets(),
            params: Vec::new(),
            dependences: Vec::new(),
            order: Order::None,
            tiles: None,
            title: None,
            spacing: 40,
            outlines: true,
        }
    }

    /// Fixes the parameter `name` to `value` in the set, the dependences and
    /// the schedule (a value given again replaces the first; a parameter the
    /// objects do not have is ignored). Every parameter the objects have
    /// needs a value.
    pub fn param(mut self, name: &str, value: i64) -> Picture {
        match self.params.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = value,
            None => self.params.push((name.to_string(), value)),
        }
        self
    }

    /// A title above the picture.
    pub fn title(mut self, title: impl Into<String>) -> Picture {
        self.title = Some(title.into());
        self
    }

    /// The distance between neighbouring integer positions, in pixels (30 to
    /// 200; 40 by default). Dots have a radius of 6 pixels.
    pub fn spacing(mut self, pixels: u32) -> Picture {
        self.spacing = pixels;
        self
    }

    /// Whether to shade the outline of each basic set (on by default).
    pub fn outlines(mut self, on: bool) -> Picture {
        self.outlines = on;
        self
    }

    /// Draws the pairs of `relation` (a [`Map`], a
    /// [`BasicMap`](crate::BasicMap) or a [`UnionMap`](crate::UnionMap)
    /// from points of the set to points of the set) as arrows; pairs with an
    /// end outside the set are left out. Called again, adds the pairs of
    /// another relation.
    pub fn dependences(mut self, relation: &impl Maps) -> Picture {
        self.dependences.push(relation.to_maps());
        self
    }

    /// Draws the execution order of the points: the lexicographic order of
    /// their coordinates (the original order of the loops that scan them),
    /// unless a [`schedule`](Picture::schedule) is given.
    pub fn order(mut self) -> Picture {
        if let Order::None = self.order {
            self.order = Order::Lexicographic;
        }
        self
    }

    /// Draws the execution order of `schedule` (a [`Map`] or
    /// [`UnionMap`](crate::UnionMap) from the points to their times, such as
    /// [`Schedule::get_map`](crate::Schedule::get_map)): the points in the
    /// lexicographic order of their images. Every point needs exactly one
    /// image.
    pub fn schedule(mut self, schedule: &impl Maps) -> Picture {
        self.order = Order::Schedule(schedule.to_maps());
        self
    }

    /// Tiles the outer dimensions of the schedule (or of the coordinates,
    /// without a schedule) by `sizes`, one size per dimension: time `t` of
    /// dimension `k` falls in tile `floor(t / sizes[k])`, as ISL's
    /// `band_tile` does. The points are coloured by tile (tile `n`, counted
    /// in execution order, has [`color(n)`](super::color)), and executed tile
    /// by tile. Implies [`order`](Picture::order).
    pub fn tiles(mut self, sizes: &[i64]) -> Picture {
        self.tiles = Some(sizes.to_vec());
        self.order()
    }

    /// The picture, as the text of an SVG document.
    pub fn to_svg(&self) -> Result<String> {
        render(&self.scene()?)
    }

    /// Reads everything to draw from ISL.
    fn scene(&self) -> Result<Scene> {
        if !(30..=200).contains(&self.spacing) {
            return Err(invalid(
                FN,
                format!("a spacing of {} pixels: it must be 30 to 200", self.spacing),
            ));
        }
        let members = self.members()?;
        let dims = members.first().map_or(2, |m| m.dims);
        let names = axis_names(&members, dims)?;
        let legend = if members.len() > 1 && self.tiles.is_none() {
            members
                .iter()
                .enumerate()
                .map(|(k, m)| (m.label.clone(), color(k)))
                .collect()
        } else {
            Vec::new()
        };

        let mut outlines = Vec::new();
        if self.outlines {
            for (k, m) in members.iter().enumerate() {
                for poly in outlines_of(&m.set, dims)? {
                    outlines.push((poly, color(k)));
                }
            }
        }

        let mut dots: Vec<(usize, Vec<i64>)> = members
            .iter()
            .enumerate()
            .flat_map(|(k, m)| m.points.iter().map(move |p| (k, p.clone())))
            .collect();
        let mut colors: Vec<[u8; 3]> = dots.iter().map(|(k, _)| color(*k)).collect();

        let (arrows, loops) = self.arrows(&members, dims)?;

        let mut order = Vec::new();
        if !matches!(self.order, Order::None) {
            let keys = self.times(&members, &dots, dims)?;
            let mut ranked: Vec<usize> = (0..dots.len()).collect();
            let tile_of = |i: usize| self.tile(&keys[i]);
            let tiles = ranked
                .iter()
                .map(|&i| tile_of(i))
                .collect::<Result<Vec<_>>>()?;
            ranked.sort_by(|&a, &b| (&tiles[a], &keys[a]).cmp(&(&tiles[b], &keys[b])));
            if self.tiles.is_some() {
                let mut rank: HashMap<&Vec<i64>, usize> = HashMap::new();
                for &i in &ranked {
                    let next = rank.len();
                    let n = *rank.entry(&tiles[i]).or_insert(next);
                    colors[i] = color(n);
                }
            }
            order = ranked.iter().map(|&i| dots[i].1.clone()).collect();
        }

        let points = dots
            .drain(..)
            .zip(colors)
            .map(|((_, p), c)| (p, c))
            .collect();
        Ok(Scene {
            dims,
            names,
            title: self.title.clone(),
            spacing: self.spacing,
            points,
            outlines,
            arrows,
            loops,
            order,
            legend,
        })
        .and_then(check_extent)
    }

    /// The member sets with the parameters fixed, and their points.
    fn members(&self) -> Result<Vec<Member>> {
        // In the order of their spaces' text (`A[..]` before `B[..]`).
        let mut sets = self
            .domain
            .clone()?
            .into_iter()
            .map(|s| Ok((s.get_space()?.to_string(), s)))
            .collect::<Result<Vec<_>>>()?;
        sets.sort_by(|a, b| a.0.cmp(&b.0));
        let sets = sets.into_iter().map(|(_, s)| s);
        let mut members = Vec::new();
        let mut total = 0usize;
        for set in sets {
            let label = set
                .get_tuple_name()?
                .unwrap_or_else(|| format!("member {}", members.len()));
            let set = fix_set(&set, &self.params)?;
            let dims = set.dim(DimType::Set)?;
            if !(1..=2).contains(&dims) {
                return Err(invalid(
                    FN,
                    format!("{set} has {dims} dimensions: pictures draw sets of 1 or 2"),
                ));
            }
            if let Some(first) = members.first().map(|m: &Member| m.dims) {
                if first != dims {
                    return Err(invalid(
                        FN,
                        format!("the members of the set have {first} and {dims} dimensions"),
                    ));
                }
            }
            if !set.is_bounded()? {
                return Err(invalid(
                    FN,
                    format!("{set} is unbounded: it has infinitely many points"),
                ));
            }
            total = total.saturating_add(count(&set)?);
            if total > MAX_POINTS {
                return Err(invalid(
                    FN,
                    format!("the set has more than {MAX_POINTS} points, too many to draw"),
                ));
            }
            let points = set
                .iter_points()?
                .map(|p| p?.to_ints())
                .collect::<Result<Vec<_>>>()?;
            members.push(Member {
                label,
                space: set.get_space()?,
                set,
                dims,
                points,
            });
        }
        Ok(members)
    }

    /// The arrows (source, target) and the points depending on themselves.
    #[allow(clippy::type_complexity)]
    fn arrows(&self, members: &[Member], dims: usize) -> Result<(Vec<(Xy, Xy)>, Vec<Xy>)> {
        let (mut arrows, mut loops) = (Vec::new(), Vec::new());
        for relation in &self.dependences {
            for map in relation.clone()? {
                let map = fix_map(&map, &self.params)?;
                check_map_dims(&map, dims, "a dependence relation")?;
                for (src, dst) in pairs(&map, members, MAX_ARROWS.saturating_sub(arrows.len()))? {
                    if src.1 == dst.1 {
                        loops.push(xy(&src.1));
                    } else {
                        arrows.push((xy(&src.1), xy(&dst.1)));
                    }
                }
            }
        }
        loops.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
        loops.dedup();
        Ok((arrows, loops))
    }

    /// The time of each dot: its coordinates, or its image under the
    /// schedule.
    fn times(
        &self,
        members: &[Member],
        dots: &[(usize, Vec<i64>)],
        dims: usize,
    ) -> Result<Vec<Vec<i64>>> {
        let Order::Schedule(schedule) = &self.order else {
            return Ok(dots.iter().map(|(_, p)| p.clone()).collect());
        };
        let mut image: HashMap<(usize, Vec<i64>), Vec<i64>> = HashMap::new();
        for map in schedule.clone()? {
            let map = fix_map(&map, &self.params)?;
            if map.dim(DimType::In)? != dims {
                return Err(invalid(
                    FN,
                    format!("the schedule {map} does not map points of {dims} dimensions"),
                ));
            }
            for ((member, point), (_, time)) in images(&map, members)? {
                if image.insert((member, point.clone()), time).is_some() {
                    return Err(invalid(
                        FN,
                        format!(
                            "the schedule gives {}{point:?} several times",
                            members[member].label
                        ),
                    ));
                }
            }
        }
        dots.iter()
            .map(|(k, p)| {
                image.remove(&(*k, p.clone())).ok_or_else(|| {
                    invalid(
                        FN,
                        format!(
                            "the schedule gives no time to the point {p:?} of {}",
                            members[*k].label
                        ),
                    )
                })
            })
            .collect()
    }

    /// The tile of a time (empty without tiles).
    fn tile(&self, time: &[i64]) -> Result<Vec<i64>> {
        let Some(sizes) = &self.tiles else {
            return Ok(Vec::new());
        };
        if sizes.is_empty() || sizes.iter().any(|&s| s <= 0) {
            return Err(invalid(
                FN,
                format!("tile sizes {sizes:?}: give one positive size per tiled dimension"),
            ));
        }
        if sizes.len() > time.len() {
            return Err(invalid(
                FN,
                format!(
                    "{} tile sizes for a schedule of {} dimensions",
                    sizes.len(),
                    time.len()
                ),
            ));
        }
        Ok(sizes
            .iter()
            .zip(time)
            .map(|(s, t)| t.div_euclid(*s))
            .collect())
    }
}

/// A member set, its parameters fixed and projected out.
struct Member {
    label: String,
    space: Space,
    set: Set,
    dims: usize,
    points: Vec<Vec<i64>>,
}

fn xy(p: &[i64]) -> Xy {
    (p[0] as f64, p.get(1).copied().unwrap_or(0) as f64)
}

/// The parameters of an object that `params` does not fix, or `Err`.
fn check_fixed(names: Vec<Option<String>>, params: &[(String, i64)]) -> Result<Vec<i64>> {
    let mut values = Vec::new();
    let mut missing = Vec::new();
    for (pos, name) in names.iter().enumerate() {
        match name
            .as_ref()
            .and_then(|n| params.iter().find(|(p, _)| p == n))
        {
            Some((_, v)) => values.push(*v),
            None => missing.push(name.clone().unwrap_or_else(|| format!("#{pos}"))),
        }
    }
    if !missing.is_empty() {
        return Err(invalid(
            FN,
            format!(
                "the parameters {} have no value: fix them with .param(name, value)",
                missing.join(", ")
            ),
        ));
    }
    Ok(values)
}

/// `set` with its parameters fixed to `params`, then projected out.
fn fix_set(set: &Set, params: &[(String, i64)]) -> Result<Set> {
    let values = check_fixed(set.var_names(DimType::Param)?, params)?;
    let mut set = set.clone();
    for (pos, v) in values.iter().enumerate() {
        set.in_place().fix_si(DimType::Param, pos, *v)?;
    }
    set.in_place()
        .project_out(DimType::Param, 0, values.len())?;
    Ok(set)
}

/// `map` with its parameters fixed to `params`, then projected out.
fn fix_map(map: &Map, params: &[(String, i64)]) -> Result<Map> {
    let values = check_fixed(map.var_names(DimType::Param)?, params)?;
    let mut map = map.clone();
    for (pos, v) in values.iter().enumerate() {
        map.in_place().fix_si(DimType::Param, pos, *v)?;
    }
    map.in_place()
        .project_out(DimType::Param, 0, values.len())?;
    Ok(map)
}

fn check_map_dims(map: &Map, dims: usize, what: &str) -> Result<()> {
    let (n_in, n_out) = (map.dim(DimType::In)?, map.dim(DimType::Out)?);
    if n_in != dims || n_out != dims {
        return Err(invalid(
            FN,
            format!("{what} maps {n_in} to {n_out} dimensions, the set has {dims}: {map}"),
        ));
    }
    Ok(())
}

/// The number of points of a set with finitely many of them, capped at
/// `usize::MAX`.
fn count(set: &Set) -> Result<usize> {
    let n = set.count()?;
    Ok(n.get_num_si()
        .ok()
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or(usize::MAX))
}

/// The member in `space` (equal spaces: the same tuples, whatever the
/// dimensions' names).
fn member_of(members: &[Member], space: &Space) -> Result<Option<usize>> {
    for (k, m) in members.iter().enumerate() {
        if m.space.is_equal(space)? {
            return Ok(Some(k));
        }
    }
    Ok(None)
}

/// A point of a member: its index and coordinates.
type At = (usize, Vec<i64>);

/// The pairs of `map` whose source lies in a member and whose target too
/// (for a map between members' spaces), at most `limit` of them.
fn pairs(map: &Map, members: &[Member], limit: usize) -> Result<Vec<(At, At)>> {
    let (Some(src), Some(dst)) = (
        member_of(members, &map.domain()?.get_space()?)?,
        member_of(members, &map.range()?.get_space()?)?,
    ) else {
        return Ok(Vec::new());
    };
    let map = map
        .intersect_domain(&members[src].set)?
        .intersect_range(&members[dst].set)?;
    let wrapped = map.wrap()?;
    if !wrapped.is_bounded()? || count(&wrapped)? > limit {
        return Err(invalid(
            FN,
            format!("the dependences have more than {MAX_ARROWS} pairs, too many to draw"),
        ));
    }
    let n_in = map.dim(DimType::In)?;
    wrapped
        .iter_points()?
        .map(|p| {
            let c = p?.to_ints()?;
            Ok(((src, c[..n_in].to_vec()), (dst, c[n_in..].to_vec())))
        })
        .collect()
}

/// The images of the points of the members under a schedule map.
fn images(map: &Map, members: &[Member]) -> Result<Vec<(At, At)>> {
    let Some(src) = member_of(members, &map.domain()?.get_space()?)? else {
        return Ok(Vec::new());
    };
    let map = map.intersect_domain(&members[src].set)?;
    let wrapped = map.wrap()?;
    let limit = members[src].points.len();
    if !wrapped.is_bounded()? || count(&wrapped)? > limit {
        let message = format!(
            "the schedule {map} gives some point of {} several times",
            members[src].label
        );
        return Err(invalid(FN, message));
    }
    let n_in = map.dim(DimType::In)?;
    wrapped
        .iter_points()?
        .map(|p| {
            let c = p?.to_ints()?;
            Ok(((src, c[..n_in].to_vec()), (0, c[n_in..].to_vec())))
        })
        .collect()
}

/// The dimension names of the axes: those of the first member naming each.
fn axis_names(members: &[Member], dims: usize) -> Result<Vec<String>> {
    (0..dims)
        .map(|pos| {
            for m in members {
                if let Some(name) = m.set.get_dim_name(DimType::Set, pos)? {
                    return Ok(name);
                }
            }
            Ok(format!("i{pos}"))
        })
        .collect()
}

/// The outlines of the basic sets of `set`: polygons (2-D) or segments
/// (1-D, as two vertices on the axis).
fn outlines_of(set: &Set, dims: usize) -> Result<Vec<Vec<Xy>>> {
    let mut out = Vec::new();
    for bset in set.get_basic_set_list()?.to_vec()? {
        let rational = if dims == 2 {
            rational_polygon(&bset)?
        } else {
            rational_segment(&bset)?.map(|(lo, hi)| vec![(lo, 0.0), (hi, 0.0)])
        };
        let poly = match rational {
            Some(p) => p,
            None => {
                let points = bset
                    .iter_points()?
                    .map(|p| Ok(xy(&p?.to_ints()?)))
                    .collect::<Result<Vec<_>>>()?;
                convex_hull(points)
            }
        };
        if !poly.is_empty() {
            out.push(poly);
        }
    }
    Ok(out)
}

/// `Err` if the scene spans more than [`MAX_EXTENT`] integers on an axis.
fn check_extent(scene: Scene) -> Result<Scene> {
    let (lo, hi) = scene.bounds();
    for axis in 0..scene.dims {
        let span = (hi[axis] - lo[axis]).ceil() as i64;
        if span > MAX_EXTENT {
            return Err(invalid(
                FN,
                format!(
                    "the picture spans {span} along {}: at most {MAX_EXTENT} are drawn",
                    scene.names[axis]
                ),
            ));
        }
    }
    Ok(scene)
}
