//! Rendering a [`Scene`] (points, outlines, arrows, order) with plotters'
//! SVG backend.

use super::geometry::{arrowhead, Xy};
use super::{invalid, ARROW_COLOR, ARROW_HEAD_COLOR, ORDER_COLOR, ORDER_HEAD_COLOR};
use crate::error::Result;
use plotters::coord::Shift;
use plotters::prelude::*;

/// Everything a picture of points shows, in set coordinates.
pub(crate) struct Scene {
    /// 1 or 2.
    pub dims: usize,
    /// The axis names, one per dimension.
    pub names: Vec<String>,
    pub title: Option<String>,
    /// Pixels between neighbouring integer positions.
    pub spacing: u32,
    /// The integer points and their colours.
    pub points: Vec<(Vec<i64>, [u8; 3])>,
    /// Outlines (polygons; two vertices on the axis in 1-D) and their colours.
    pub outlines: Vec<(Vec<Xy>, [u8; 3])>,
    /// Dependence arrows, source to target.
    pub arrows: Vec<(Xy, Xy)>,
    /// Points that depend on themselves.
    pub loops: Vec<Xy>,
    /// The points in execution order (empty: no order drawn).
    pub order: Vec<Vec<i64>>,
    /// Legend entries.
    pub legend: Vec<(String, [u8; 3])>,
}

/// The radius of a dot, in pixels.
const DOT: f64 = 6.0;
/// The gap between an arrow's tip and the dot it points at.
const TIP_GAP: f64 = 3.0;
/// The gap between a dot and the start of an arrow leaving it.
const TAIL_GAP: f64 = 2.0;
/// An arrowhead's length and width.
const HEAD_LEN: f64 = 8.0;
const HEAD_WIDTH: f64 = 7.0;
/// Space around the plot, for the axes' ticks and names, the legend.
const MARGIN: u32 = 16;
const X_LABELS: u32 = 48;
const Y_LABELS: u32 = 56;
const CAPTION: u32 = 40;
/// Set units between the outermost points and the plot's edge.
const PAD: f64 = 0.75;

impl Scene {
    /// The smallest and largest coordinates of the points and outlines.
    pub fn bounds(&self) -> ([f64; 2], [f64; 2]) {
        let mut lo = [f64::INFINITY; 2];
        let mut hi = [f64::NEG_INFINITY; 2];
        let mut add = |x: f64, y: f64| {
            lo = [lo[0].min(x), lo[1].min(y)];
            hi = [hi[0].max(x), hi[1].max(y)];
        };
        for (p, _) in &self.points {
            add(p[0] as f64, p.get(1).copied().unwrap_or(0) as f64);
        }
        for (poly, _) in &self.outlines {
            for &(x, y) in poly {
                add(x, y);
            }
        }
        if lo[0] > hi[0] {
            return ([0.0; 2], [0.0; 2]);
        }
        (lo, hi)
    }

    /// The height of the apex of the arc of a 1-D arrow over `d` positions,
    /// in set units (signed: up for arrows to the right). Arcs of lengths
    /// that differ by two, whose apexes may stand over the same point, have
    /// their apexes (and heads) half a unit apart.
    fn arc_height(d: f64) -> f64 {
        (0.25 * d.abs() + 0.2) * d.signum()
    }
}

fn rgb(c: [u8; 3]) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

fn px(p: Xy) -> (i32, i32) {
    (p.0.round() as i32, p.1.round() as i32)
}

fn sub(a: Xy, b: Xy) -> Xy {
    (a.0 - b.0, a.1 - b.1)
}

fn unit(v: Xy) -> Xy {
    let n = v.0.hypot(v.1).max(1e-9);
    (v.0 / n, v.1 / n)
}

fn along(p: Xy, u: Xy, d: f64) -> Xy {
    (p.0 + u.0 * d, p.1 + u.1 * d)
}

fn dist(a: Xy, b: Xy) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// Plotters' errors (writing SVG into a string does not fail; a failure is
/// reported all the same).
fn drawing<E: std::fmt::Debug>(e: E) -> crate::error::Error {
    invalid("Picture::to_svg", format!("drawing failed: {e:?}"))
}

/// An arrow's shaft along the pixel path `path` (at least two points, from
/// the source's centre to the target's), and its head, returned to be drawn
/// after every shaft: at the target (`mid` is `None`), the shaft ending
/// where the head starts; or centred on the pixel `mid`, pointing along the
/// path there, the shaft running from dot to dot.
fn arrow(
    area: &DrawingArea<SVGBackend, Shift>,
    path: &[Xy],
    mid: Option<(Xy, Xy)>,
    shaft: RGBColor,
) -> Result<Option<[Xy; 3]>> {
    let (Some(&s), Some(&t)) = (path.first(), path.last()) else {
        return Ok(None);
    };
    if dist(s, t) < 2.0 * DOT + TIP_GAP + TAIL_GAP + HEAD_LEN {
        return Ok(None);
    }
    let u = unit(sub(t, path[path.len() - 2]));
    let (end, head) = match mid {
        None => {
            let tip = along(t, u, -(DOT + TIP_GAP));
            let base = along(tip, u, -HEAD_LEN);
            // Into the head by one pixel, so that no gap shows.
            (along(base, u, 1.0), arrowhead(tip, u, HEAD_LEN, HEAD_WIDTH))
        }
        Some((at, dir)) => {
            let tip = along(at, unit(dir), HEAD_LEN / 2.0);
            let head = arrowhead(tip, dir, HEAD_LEN, HEAD_WIDTH);
            (along(t, u, -(DOT + TAIL_GAP)), head)
        }
    };
    let keep_end = if mid.is_none() {
        DOT + TIP_GAP + HEAD_LEN
    } else {
        DOT + TAIL_GAP
    };
    let mut line: Vec<Xy> = vec![along(s, unit(sub(path[1], s)), DOT + TAIL_GAP)];
    for &p in &path[1..path.len() - 1] {
        if dist(p, s) > DOT + TAIL_GAP && dist(p, t) > keep_end {
            line.push(p);
        }
    }
    line.push(end);
    let points: Vec<(i32, i32)> = line.into_iter().map(px).collect();
    area.draw(&PathElement::new(points, shaft.stroke_width(2)))
        .map_err(drawing)?;
    Ok(Some(head))
}

fn head(area: &DrawingArea<SVGBackend, Shift>, h: &[Xy; 3], color: RGBColor) -> Result<()> {
    let points: Vec<(i32, i32)> = h.iter().copied().map(px).collect();
    area.draw(&Polygon::new(points, color.filled()))
        .map_err(drawing)
}

/// The scene as an SVG document.
pub(crate) fn render(scene: &Scene) -> Result<String> {
    let (lo, hi) = scene.bounds();
    let sp = scene.spacing as f64;
    let x_range = (lo[0] - PAD)..(hi[0] + PAD);
    let y_range = if scene.dims == 2 {
        (lo[1] - PAD)..(hi[1] + PAD)
    } else {
        let heights = scene
            .arrows
            .iter()
            .map(|(s, t)| Scene::arc_height(t.0 - s.0));
        let up = heights.clone().fold(0.0f64, f64::max);
        let down = heights.fold(0.0f64, f64::min);
        (down - PAD)..(up + PAD)
    };
    let plot_w = ((x_range.end - x_range.start) * sp).round() as u32;
    let plot_h = ((y_range.end - y_range.start) * sp).round() as u32;
    let longest = scene
        .legend
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0) as u32;
    let legend_w = if scene.legend.is_empty() {
        0
    } else {
        48 + 9 * longest
    };
    let caption = if scene.title.is_some() { CAPTION } else { 0 };
    let width = 2 * MARGIN + Y_LABELS + plot_w + legend_w;
    let height = 2 * MARGIN + X_LABELS + plot_h + caption;

    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        root.fill(&WHITE).map_err(drawing)?;
        let plot_area = root.margin(0, 0, 0, legend_w);
        let mut builder = ChartBuilder::on(&plot_area);
        builder
            .margin(MARGIN)
            .x_label_area_size(X_LABELS)
            .y_label_area_size(Y_LABELS);
        if let Some(title) = &scene.title {
            builder.caption(title, ("sans-serif", 22));
        }
        let mut chart = builder
            .build_cartesian_2d(x_range.clone(), y_range.clone())
            .map_err(drawing)?;
        let ticks = |r: &std::ops::Range<f64>| (r.end - r.start - 2.0 * PAD).round() as usize + 1;
        let integer = |v: &f64| format!("{}", v.round() as i64);
        let mut mesh = chart.configure_mesh();
        mesh.x_labels(ticks(&x_range))
            .x_label_formatter(&integer)
            .y_label_formatter(&integer)
            .x_desc(scene.names[0].as_str())
            .light_line_style(TRANSPARENT)
            .bold_line_style(RGBColor(228, 228, 228))
            .axis_style(RGBColor(90, 90, 90))
            .label_style(("sans-serif", 15))
            .axis_desc_style(("sans-serif", 17));
        if scene.dims == 2 {
            mesh.y_labels(ticks(&y_range))
                .y_desc(scene.names[1].as_str());
        } else {
            mesh.disable_y_axis().disable_y_mesh().y_labels(0);
        }
        mesh.draw().map_err(drawing)?;

        let to_px = |p: Xy| {
            let (x, y) = chart.backend_coord(&p);
            (x as f64, y as f64)
        };
        let at = |p: &[i64]| to_px((p[0] as f64, p.get(1).copied().unwrap_or(0) as f64));

        // Outlines, translucent so that overlapping disjuncts show.
        for (poly, c) in &scene.outlines {
            let c = rgb(*c);
            if scene.dims == 1 {
                let (a, b) = (to_px(poly[0]), to_px(poly[poly.len() - 1]));
                let band = [px((a.0, a.1 - 11.0)), px((b.0, b.1 + 11.0))];
                root.draw(&Rectangle::new(band, c.mix(0.22).filled()))
                    .map_err(drawing)?;
                root.draw(&Rectangle::new(band, c.mix(0.6).stroke_width(2)))
                    .map_err(drawing)?;
                continue;
            }
            let pts: Vec<(i32, i32)> = poly.iter().map(|&p| px(to_px(p))).collect();
            if pts.len() >= 3 {
                root.draw(&Polygon::new(pts.clone(), c.mix(0.22).filled()))
                    .map_err(drawing)?;
            }
            let mut closed = pts.clone();
            closed.push(pts[0]);
            root.draw(&PathElement::new(closed, c.mix(0.6).stroke_width(2)))
                .map_err(drawing)?;
        }

        // Shafts, then heads over them, then the dots over everything.
        let mut heads = Vec::new();
        for pair in scene.order.windows(2) {
            let (s, t) = (at(&pair[0]), at(&pair[1]));
            if let Some(h) = arrow(&root, &[s, t], None, rgb(ORDER_COLOR))? {
                heads.push((h, ORDER_HEAD_COLOR));
            }
        }
        for &(s, t) in &scene.arrows {
            let (path, mid): (Vec<Xy>, _) = if scene.dims == 1 {
                let h = 2.0 * Scene::arc_height(t.0 - s.0);
                let c = ((s.0 + t.0) / 2.0, h);
                let arc: Vec<Xy> = (0..=32)
                    .map(|k| {
                        let u = k as f64 / 32.0;
                        let w = [(1.0 - u) * (1.0 - u), 2.0 * u * (1.0 - u), u * u];
                        to_px((
                            w[0] * s.0 + w[1] * c.0 + w[2] * t.0,
                            w[0] * s.1 + w[1] * c.1 + w[2] * t.1,
                        ))
                    })
                    .collect();
                let apex = to_px(((s.0 + t.0) / 2.0, h / 2.0));
                let (ps, pt) = (to_px(s), to_px(t));
                (arc, Some((apex, sub(pt, ps))))
            } else {
                (vec![to_px(s), to_px(t)], None)
            };
            if let Some(h) = arrow(&root, &path, mid, rgb(ARROW_COLOR))? {
                heads.push((h, ARROW_HEAD_COLOR));
            }
        }
        for (h, c) in &heads {
            head(&root, h, rgb(*c))?;
        }
        // A ring around a point depending on itself: a disc under its dot.
        for &p in &scene.loops {
            let r = (DOT + 4.0) as u32;
            let ring = Circle::new(px(to_px(p)), r, rgb(ARROW_HEAD_COLOR).filled());
            root.draw(&ring).map_err(drawing)?;
        }
        for (p, c) in &scene.points {
            let dot = Circle::new(px(at(p)), DOT as u32, rgb(*c).filled());
            root.draw(&dot).map_err(drawing)?;
        }

        // The legend: a square of each member's colour and its name.
        let (x0, y0) = (
            (width - legend_w + 12) as i32,
            (MARGIN + caption + 12) as i32,
        );
        for (k, (label, c)) in scene.legend.iter().enumerate() {
            let y = y0 + 24 * k as i32;
            let square = [(x0, y), (x0 + 12, y + 12)];
            root.draw(&Rectangle::new(square, rgb(*c).filled()))
                .map_err(drawing)?;
            let text = Text::new(label.clone(), (x0 + 20, y - 1), ("sans-serif", 16));
            root.draw(&text).map_err(drawing)?;
        }
        root.present().map_err(drawing)?;
    }
    Ok(svg)
}
