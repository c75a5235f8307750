//! The `pictures` feature: each SVG is rendered to pixels with resvg and
//! what it shows is counted and compared with what ISL computes: one dot
//! per integer point, one arrowhead per dependence pair, one colour per
//! tile, one box per node of a schedule tree.
//!
//! resvg is built without its `text` feature, so the labels (SVG `<text>`)
//! are not rendered and cannot hide or add shapes. Every fill is opaque, so
//! the inside of each shape has its colour exactly: shapes are counted as
//! the connected regions of pixels of that exact colour (anti-aliased
//! borders blend with what is under them and are left out).

#![cfg(feature = "pictures")]

use isl_safe::internals::pictures::{arrowhead, convex_hull, dot_escape, wrap};
use isl_safe::pictures::{
    color, node_color, Picture, TreeDiagram, ARROW_COLOR, ARROW_HEAD_COLOR, MAX_POINTS,
    ORDER_COLOR, ORDER_HEAD_COLOR,
};
use isl_safe::{
    Context, DimType, Error, Map, Result, Schedule, ScheduleConstraints, ScheduleNodeType, Set,
    TreeCursor, UnionAccessInfo, UnionMap, UnionSet,
};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};
use std::collections::{HashMap, HashSet};

/// The SVG rendered to pixels.
fn render(svg: &str) -> Pixmap {
    let tree = Tree::from_str(svg, &Options::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).expect("non-empty picture");
    resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
    pixmap
}

/// The number of 4-connected regions of at least 4 pixels of each colour in
/// `colors` (opaque pixels only).
fn regions(pixmap: &Pixmap, colors: &[[u8; 3]]) -> HashMap<[u8; 3], usize> {
    let (w, h) = (pixmap.width() as usize, pixmap.height() as usize);
    let wanted: HashSet<[u8; 3]> = colors.iter().copied().collect();
    let rgb: Vec<Option<[u8; 3]>> = pixmap
        .pixels()
        .iter()
        .map(|p| {
            let c = [p.red(), p.green(), p.blue()];
            (p.alpha() == 255 && wanted.contains(&c)).then_some(c)
        })
        .collect();
    let mut seen = vec![false; w * h];
    let mut out = HashMap::new();
    for start in 0..w * h {
        let Some(c) = rgb[start] else { continue };
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![start];
        let mut size = 0;
        while let Some(i) = stack.pop() {
            size += 1;
            let (x, y) = (i % w, i / w);
            let mut next = Vec::with_capacity(4);
            if x > 0 {
                next.push(i - 1);
            }
            if x + 1 < w {
                next.push(i + 1);
            }
            if y > 0 {
                next.push(i - w);
            }
            if y + 1 < h {
                next.push(i + w);
            }
            for j in next {
                if !seen[j] && rgb[j] == Some(c) {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        if size >= 4 {
            *out.entry(c).or_insert(0) += 1;
        }
    }
    out
}

/// The number of regions of colour `c`.
fn count_regions(pixmap: &Pixmap, c: [u8; 3]) -> usize {
    regions(pixmap, &[c]).get(&c).copied().unwrap_or(0)
}

fn isl_count(set: &Set) -> Result<usize> {
    Ok(set.count()?.get_num_si()? as usize)
}

fn union_count(set: &UnionSet) -> Result<usize> {
    Ok(set.count()?.get_num_si()? as usize)
}

/// The number of pairs of `map` (with parameters fixed) ISL enumerates.
fn pair_count(map: &UnionMap) -> Result<usize> {
    union_count(&map.clone().wrap()?)
}

fn params(set: &str, values: &[(&str, i64)]) -> Result<Set> {
    let mut s: Set = set.parse()?;
    for (name, v) in values {
        let pos = s.find_dim_by_name(DimType::Param, *name)?;
        s = s.fix_si(DimType::Param, pos as u32, *v)?;
    }
    Ok(s)
}

const STENCIL: &str = "[T, N] -> { S[t, i] : 1 <= t <= T and 1 <= i <= N }";

/// The stencil's flow dependences, computed by ISL from its accesses.
fn stencil_dependences(domain: &UnionSet) -> Result<UnionMap> {
    let writes = UnionMap::read_from_str("{ S[t, i] -> A[t, i] }")?.intersect_domain(domain)?;
    let reads = UnionMap::read_from_str(
        "{ S[t, i] -> A[t - 1, i - 1]; S[t, i] -> A[t - 1, i]; S[t, i] -> A[t - 1, i + 1] }",
    )?
    .intersect_domain(domain)?;
    UnionAccessInfo::from_sink(&reads)?
        .set_must_source(&writes)?
        .set_schedule_map(&"{ S[t, i] -> [t, i] }".parse::<UnionMap>()?)?
        .compute_flow()?
        .get_must_dependence()
}

#[test]
fn one_dot_per_integer_point_of_a_2d_set() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    for (text, n) in [
        ("[n] -> { [i, j] : 0 <= j <= i < n }", 5),
        // Two disjuncts, with a hole between them.
        (
            "[n] -> { [i, j] : 0 <= i <= n and 0 <= j <= 3 and (i <= 1 or i >= 4) }",
            6,
        ),
        // Rational vertices (i + 2j <= 2n + 1 cuts between points).
        (
            "[n] -> { [i, j] : i >= 0 and j >= 0 and 2i + 3j <= 2n + 1 }",
            7,
        ),
        // A stride: the outline is the hull of the points.
        (
            "[n] -> { [i, j] : 0 <= i, j <= n and (i + j) mod 3 = 0 }",
            6,
        ),
    ] {
        let set: Set = text.parse()?;
        let expected = isl_count(&params(text, &[("n", n)])?)?;
        let svg = Picture::new(&set).param("n", n).to_svg()?;
        let pixels = render(&svg);
        assert_eq!(count_regions(&pixels, color(0)), expected, "{text}");
        assert_eq!(svg.matches("<circle").count(), expected, "{text}");
    }
    Ok(())
}

#[test]
fn one_dot_per_point_of_a_1d_set_and_a_basic_set() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let set: Set = "{ [i] : 0 <= i <= 12 and i mod 3 != 1 }".parse()?;
    let pixels = render(&Picture::new(&set).to_svg()?);
    assert_eq!(count_regions(&pixels, color(0)), isl_count(&set)?);
    let bset: isl_safe::BasicSet = "{ [i, j] : 0 <= i <= 3 and i <= j <= 4 }".parse()?;
    let pixels = render(&Picture::new(&bset).to_svg()?);
    assert_eq!(
        count_regions(&pixels, color(0)),
        bset.count()?.get_num_si()? as usize
    );
    Ok(())
}

#[test]
fn members_of_a_union_have_their_own_colours_and_a_legend() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let text = "[n] -> { A[i, j] : 0 <= j <= i < n; B[i, j] : 0 <= i < j < n - 1 }";
    let domain: UnionSet = text.parse()?;
    let svg = Picture::new(&domain).param("n", 6).to_svg()?;
    let pixels = render(&svg);
    let a = isl_count(&params(
        "[n] -> { A[i, j] : 0 <= j <= i < n }",
        &[("n", 6)],
    )?)?;
    let b = isl_count(&params(
        "[n] -> { B[i, j] : 0 <= i < j < n - 1 }",
        &[("n", 6)],
    )?)?;
    // One square of each colour in the legend, beside the dots.
    assert_eq!(count_regions(&pixels, color(0)), a + 1);
    assert_eq!(count_regions(&pixels, color(1)), b + 1);
    assert!(svg.contains(">\nA\n</text>") && svg.contains(">\nB\n</text>"));
    Ok(())
}

#[test]
fn axes_are_named_after_the_dimensions() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let named: Set = "{ S[t, i] : 0 <= t, i < 3 }".parse()?;
    let svg = Picture::new(&named).to_svg()?;
    assert!(svg.contains(">\nt\n</text>") && svg.contains(">\ni\n</text>"));
    let unnamed: Set = "{ [a, b] : 0 <= a, b < 3 }"
        .parse::<Set>()?
        .apply(&"{ [a, b] -> [a + b, b] }".parse::<Map>()?)?;
    let svg = Picture::new(&unnamed).to_svg()?;
    assert!(svg.contains(">\ni0\n</text>") && svg.contains(">\ni1\n</text>"));
    Ok(())
}

#[test]
fn one_arrowhead_per_dependence_pair() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let domain: UnionSet = STENCIL.parse()?;
    let deps = stencil_dependences(&domain)?;
    let fixed: UnionSet = params(STENCIL, &[("T", 4), ("N", 5)])?.upcast()?;
    let pairs = pair_count(&deps.intersect_domain(&fixed)?.intersect_range(&fixed)?)?;
    assert_eq!(pairs, 3 * 13); // 3 steps of 5 cells, 3 reads each but at the edges
    let svg = Picture::new(&domain)
        .param("T", 4)
        .param("N", 5)
        .dependences(&deps)
        .to_svg()?;
    let pixels = render(&svg);
    assert_eq!(count_regions(&pixels, ARROW_HEAD_COLOR), pairs);
    assert_eq!(count_regions(&pixels, color(0)), union_count(&fixed)?);
    assert!(count_regions(&pixels, ARROW_COLOR) > 0);

    // 1-D: arcs of several lengths, heads at their apexes.
    let line: Set = "{ [i] : 0 <= i < 10 }".parse()?;
    let deps: UnionMap = "{ [i] -> [i + 1]; [i] -> [i + 3]; [i] -> [i - 2] }".parse()?;
    let in_line = deps
        .intersect_domain(&line.upcast::<UnionSet>()?)?
        .intersect_range(&line.upcast::<UnionSet>()?)?;
    let pixels = render(&Picture::new(&line).dependences(&deps).to_svg()?);
    assert_eq!(
        count_regions(&pixels, ARROW_HEAD_COLOR),
        pair_count(&in_line)?
    );
    assert_eq!(count_regions(&pixels, color(0)), 10);
    Ok(())
}

#[test]
fn a_point_depending_on_itself_is_ringed() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let set: Set = "{ [i, j] : 0 <= i, j < 3 }".parse()?;
    let deps: Map = "{ [i, j] -> [i, j] : i = j }".parse()?;
    let pixels = render(&Picture::new(&set).dependences(&deps).to_svg()?);
    assert_eq!(count_regions(&pixels, ARROW_HEAD_COLOR), 3);
    assert_eq!(count_regions(&pixels, color(0)), 9);
    Ok(())
}

#[test]
fn the_original_order_visits_every_point_once() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let set: Set = "[n] -> { [i, j] : 0 <= j <= i < n }".parse()?;
    let svg = Picture::new(&set).param("n", 5).order().to_svg()?;
    let pixels = render(&svg);
    // One colour, one dot per point; a head at every point but the first.
    let found = regions(&pixels, &(0..20).map(color).collect::<Vec<_>>());
    assert_eq!(found.len(), 1);
    assert_eq!(found[&color(0)], 15);
    assert_eq!(count_regions(&pixels, ORDER_HEAD_COLOR), 14);
    assert!(count_regions(&pixels, ORDER_COLOR) > 0);
    Ok(())
}

/// The tiles of the stencil's skewed schedule, counted by ISL: the image of
/// the domain under `[floor(t / a), floor((t + i) / b)]`.
fn stencil_tiles(t: i64, n: i64, a: i64, b: i64) -> Result<usize> {
    let domain = params(STENCIL, &[("T", t), ("N", n)])?;
    let tiles: Map = format!("{{ S[t, i] -> [floor(t / {a}), floor((t + i) / {b})] }}").parse()?;
    isl_count(&domain.apply(&tiles)?)
}

#[test]
fn a_tiled_schedule_colours_each_tile() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let domain: UnionSet = STENCIL.parse()?;
    let deps = stencil_dependences(&domain)?;
    // ISL's scheduler skews the loops into a permutable band.
    let schedule = ScheduleConstraints::on_domain(&domain)?
        .set_context(&"[T, N] -> { : T > 0 and N > 0 }".parse::<Set>()?)?
        .set_validity(&deps)?
        .set_proximity(&deps)?
        .compute_schedule()?;
    let map = schedule.get_map()?;
    assert_eq!(
        map,
        "[T, N] -> { S[t, i] -> [t, t + i] }".parse::<UnionMap>()?
    );
    for (t, n, a, b) in [(6, 8, 2, 4), (4, 5, 2, 2), (5, 7, 3, 3)] {
        let svg = Picture::new(&domain)
            .param("T", t)
            .param("N", n)
            .schedule(&map)
            .tiles(&[a, b])
            .to_svg()?;
        let pixels = render(&svg);
        let palette: Vec<[u8; 3]> = (0..100).map(color).collect();
        let found = regions(&pixels, &palette);
        let tiles = stencil_tiles(t, n, a, b)?;
        assert_eq!(found.len(), tiles, "{t} x {n} by {a} x {b}");
        // Tiles are numbered in execution order: the first colours are used.
        assert!((0..tiles).all(|k| found.contains_key(&color(k))));
        assert_eq!(found.values().sum::<usize>(), (t * n) as usize);
        assert_eq!(
            count_regions(&pixels, ORDER_HEAD_COLOR),
            (t * n - 1) as usize
        );
    }
    // The order drawn is the order of ISL's own tiling of the band, which
    // respects every dependence.
    let mut band = schedule.cursor()?;
    band.down(0)?.tile(&[2, 4])?;
    let tiled = band.schedule()?.get_map()?;
    assert!(deps.is_subset(&tiled.lex_lt_union_map(&tiled)?)?);
    let [r, g, b] = ORDER_COLOR;
    let stroke = format!("stroke=\"#{r:02X}{g:02X}{b:02X}\"");
    let polylines = |svg: String| -> Vec<String> {
        svg.lines()
            .filter(|l| l.starts_with("<polyline") && l.contains(&stroke))
            .map(String::from)
            .collect()
    };
    let ours = Picture::new(&domain).param("T", 6).param("N", 8);
    let ours = polylines(ours.schedule(&map).tiles(&[2, 4]).to_svg()?);
    let isl = Picture::new(&domain).param("T", 6).param("N", 8);
    let isl = polylines(isl.schedule(&tiled).to_svg()?);
    assert_eq!(ours.len(), 6 * 8 - 1);
    assert_eq!(ours, isl);

    // Tiles without a schedule tile the coordinates themselves.
    let square: Set = "{ [i, j] : 0 <= i, j < 6 }".parse()?;
    let pixels = render(&Picture::new(&square).tiles(&[3, 2]).to_svg()?);
    let found = regions(&pixels, &(0..20).map(color).collect::<Vec<_>>());
    assert_eq!(found.len(), 6);
    assert!(found.values().all(|&n| n == 6));
    Ok(())
}

/// The number of nodes of a schedule tree, walked with the cursor.
fn count_nodes(at: &mut TreeCursor) -> Result<usize> {
    let mut n = 1;
    for child in 0..at.children()? {
        at.down(child)?;
        n += count_nodes(at)?;
        at.up()?;
    }
    Ok(n)
}

fn count_kind(at: &mut TreeCursor, kind: ScheduleNodeType) -> Result<usize> {
    let mut n = usize::from(at.kind()? == kind);
    for child in 0..at.children()? {
        at.down(child)?;
        n += count_kind(at, kind)?;
        at.up()?;
    }
    Ok(n)
}

fn matmul_schedule() -> Result<Schedule> {
    let domain: UnionSet =
        "[N] -> { S[i, j] : 0 <= i, j < N; T[i, j, k] : 0 <= i, j, k < N }".parse()?;
    let deps: UnionMap = "[N] -> { S[i, j] -> T[i, j, 0] : 0 <= i, j < N; \
         T[i, j, k] -> T[i, j, k + 1] : 0 <= i, j < N and 0 <= k < N - 1 }"
        .parse()?;
    ScheduleConstraints::on_domain(&domain)?
        .set_validity(&deps)?
        .set_proximity(&deps)?
        .set_coincidence(&deps)?
        .compute_schedule()
}

#[test]
fn one_box_per_node_of_a_schedule_tree() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let mut tiled = matmul_schedule()?.cursor()?;
    while tiled.kind()? != ScheduleNodeType::Band {
        tiled.down(0)?;
    }
    tiled.tile(&[2, 2, 2])?;
    let marked = "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\", child: \
        { mark: \"outer\", child: { set: [ { filter: \"{ S[i] }\", child: \
        { schedule: \"[{ S[i] -> [(i)] }]\" } }, { filter: \"{ T[i] }\" } ] } } }"
        .parse::<Schedule>()?;
    for schedule in [matmul_schedule()?, tiled.schedule()?, marked] {
        let nodes = count_nodes(&mut schedule.cursor()?)?;
        let leaves = count_kind(&mut schedule.cursor()?, ScheduleNodeType::Leaf)?;
        let tree = TreeDiagram::new(&schedule)?;
        assert_eq!(tree.len(), nodes);
        let kinds = tree.kinds();
        let fills: Vec<[u8; 3]> = kinds.iter().map(|&k| node_color(k)).collect();
        let pixels = render(&tree.to_svg()?);
        let found = regions(&pixels, &fills);
        assert_eq!(found.values().sum::<usize>(), nodes, "{schedule}");
        assert_eq!(
            found[&node_color(ScheduleNodeType::Leaf)],
            leaves,
            "{schedule}"
        );

        let dot = tree.to_dot();
        let node_lines = dot.lines().filter(|l| l.contains("[label=")).count();
        let edge_lines = dot.lines().filter(|l| l.contains(" -> n")).count();
        assert_eq!((node_lines, edge_lines), (nodes, nodes - 1));
        assert!(dot.starts_with("digraph schedule {") && dot.ends_with("}\n"));

        let bare = tree.without_leaves();
        assert_eq!(bare.len(), nodes - leaves);
        assert!(!bare.kinds().contains(&ScheduleNodeType::Leaf));
        let dot = bare.to_dot();
        assert_eq!(
            dot.lines().filter(|l| l.contains(" -> n")).count(),
            nodes - leaves - 1
        );
        let pixels = render(&bare.to_svg()?);
        assert_eq!(
            regions(&pixels, &fills).values().sum::<usize>(),
            nodes - leaves
        );
    }
    Ok(())
}

#[test]
fn tree_labels_show_each_kind_and_content() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let schedule = "{ domain: \"{ S[i] : 0 <= i < 4 }\", child: { mark: \"outer\", \
        child: { schedule: \"[{ S[i] -> [(i)] }]\", permutable: 1, coincident: [ 1 ] } } }"
        .parse::<Schedule>()?;
    let tree = TreeDiagram::new(&schedule)?;
    assert_eq!(
        tree.kinds(),
        [
            ScheduleNodeType::Domain,
            ScheduleNodeType::Mark,
            ScheduleNodeType::Band,
            ScheduleNodeType::Leaf
        ]
    );
    let dot = tree.to_dot();
    assert!(dot.contains("n0 [label=\"domain\\l{ S[i] : 0 <= i <= 3 }\\l\""));
    assert!(dot.contains("label=\"mark\\louter\\l\""), "{dot}");
    assert!(
        dot.contains("band (permutable) coincident [1]\\l[{ S[i] -> [(i)] }]\\l"),
        "{dot}"
    );
    let svg = tree.to_svg()?;
    assert!(svg.contains(">\nouter\n</text>"));
    assert!(svg.contains("{ S[i] : 0 &lt;= i &lt;= 3 }"));
    Ok(())
}

fn invalid_message(result: Result<String>) -> String {
    match result {
        Err(Error::InvalidArgument { function, message }) => {
            assert_eq!(function, "Picture::to_svg");
            message
        }
        other => panic!("expected an invalid argument, got {other:?}"),
    }
}

#[test]
fn what_cannot_be_drawn_is_an_error() -> Result<()> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let unbounded: Set = "{ [i, j] : i >= 0 and 0 <= j < 3 }".parse()?;
    assert!(invalid_message(Picture::new(&unbounded).to_svg()).contains("unbounded"));
    let cube: Set = "{ [i, j, k] : 0 <= i, j, k < 2 }".parse()?;
    assert!(invalid_message(Picture::new(&cube).to_svg()).contains("3 dimensions"));
    let rows: Set = "[n, m] -> { [i] : 0 <= i < n + m }".parse()?;
    let message = invalid_message(Picture::new(&rows).param("n", 3).to_svg());
    assert!(
        message.contains("the parameters m have no value"),
        "{message}"
    );
    let svg = Picture::new(&rows).param("n", 3).param("m", 1).to_svg()?;
    assert_eq!(count_regions(&render(&svg), color(0)), 4);
    let big: Set = "{ [i, j] : 0 <= i, j < 60 }".parse()?;
    assert!(isl_count(&big)? > MAX_POINTS);
    assert!(invalid_message(Picture::new(&big).to_svg()).contains("too many"));
    let far: Set = "{ [i] : i = 0 or i = 1000 }".parse()?;
    assert!(invalid_message(Picture::new(&far).to_svg()).contains("spans"));
    let mixed: UnionSet = "{ A[i] : 0 <= i < 3; B[i, j] : 0 <= i, j < 3 }".parse()?;
    assert!(invalid_message(Picture::new(&mixed).to_svg()).contains("dimensions"));

    let square: Set = "{ S[i, j] : 0 <= i, j < 4 }".parse()?;
    let to_1d: Map = "{ S[i, j] -> S[i] }".parse()?;
    let message = invalid_message(Picture::new(&square).dependences(&to_1d).to_svg());
    assert!(message.contains("maps 2 to 1 dimensions"), "{message}");
    let partial: Map = "{ S[i, j] -> [i, j] : i < 2 }".parse()?;
    let message = invalid_message(Picture::new(&square).schedule(&partial).to_svg());
    assert!(message.contains("no time"), "{message}");
    let several: Map = "{ S[i, j] -> [i, k] : 0 <= k <= 1 }".parse()?;
    let message = invalid_message(Picture::new(&square).schedule(&several).to_svg());
    assert!(message.contains("several"), "{message}");
    let endless: Map = "{ S[i, j] -> [i, k] : k >= j }".parse()?;
    let message = invalid_message(Picture::new(&square).schedule(&endless).to_svg());
    assert!(message.contains("several"), "{message}");
    let message = invalid_message(Picture::new(&square).tiles(&[2, 0]).to_svg());
    assert!(message.contains("positive"), "{message}");
    let message = invalid_message(Picture::new(&square).tiles(&[2, 2, 2]).to_svg());
    assert!(message.contains("3 tile sizes"), "{message}");
    let message = invalid_message(Picture::new(&square).spacing(10).to_svg());
    assert!(message.contains("spacing"), "{message}");

    // The objects drawn are left as they were.
    assert_eq!(square, "{ S[i, j] : 0 <= i, j < 4 }".parse::<Set>()?);
    assert_eq!(rows.dim(DimType::Param)?, 2);
    Ok(())
}

#[test]
fn palette_colours_are_distinct_from_each_other_and_the_drawing() {
    let colours: Vec<[u8; 3]> = (0..500).map(color).collect();
    let distinct: HashSet<[u8; 3]> = colours.iter().copied().collect();
    assert_eq!(distinct.len(), colours.len());
    for fixed in [
        [255, 255, 255],
        ARROW_COLOR,
        ARROW_HEAD_COLOR,
        ORDER_COLOR,
        ORDER_HEAD_COLOR,
    ] {
        assert!(!distinct.contains(&fixed), "{fixed:?}");
    }
}

#[test]
fn empty_sets_draw_bare_axes_and_no_scope_is_needed() -> Result<()> {
    let ctx = Context::new()?;
    let (empty, union, schedule) = ctx.scope(|| {
        Ok::<_, Error>((
            "{ S[i, j] : 0 <= i < j < i }".parse::<Set>()?,
            "{ }".parse::<UnionSet>()?,
            matmul_schedule()?,
        ))
    })?;
    // Drawn outside any active scope: the objects carry their context.
    for svg in [
        Picture::new(&empty).order().to_svg()?,
        Picture::new(&union).to_svg()?,
    ] {
        let pixels = render(&svg);
        let palette: Vec<[u8; 3]> = (0..10).map(color).collect();
        assert!(regions(&pixels, &palette).is_empty());
        assert_eq!(svg.matches("<circle").count(), 0);
    }
    assert_eq!(
        TreeDiagram::new(&schedule)?.len(),
        count_nodes(&mut schedule.cursor()?)?
    );
    Ok(())
}

// ---------------------------------------------------------------------------
// The geometry and text layout beneath the pictures (through `internals`)

#[test]
fn hull_of_a_square_with_inner_and_edge_points() {
    let pts = vec![
        (0.0, 0.0),
        (2.0, 0.0),
        (1.0, 0.0),
        (2.0, 2.0),
        (0.0, 2.0),
        (1.0, 1.0),
    ];
    assert_eq!(
        convex_hull(pts),
        vec![(0.0, 0.0), (2.0, 0.0), (2.0, 2.0), (0.0, 2.0)]
    );
    assert_eq!(convex_hull(vec![(1.0, 1.0), (1.0, 1.0)]), vec![(1.0, 1.0)]);
}

#[test]
fn arrowhead_points_along_its_direction() {
    let [tip, a, b] = arrowhead((10.0, 0.0), (1.0, 0.0), 4.0, 2.0);
    assert_eq!(tip, (10.0, 0.0));
    assert_eq!((a, b), ((6.0, 1.0), (6.0, -1.0)));
}

#[test]
fn wrap_breaks_at_spaces_and_cuts_long_words() {
    assert_eq!(
        wrap("{ S[i] : 0 <= i < 4 }", 10),
        ["{ S[i] : 0", "<= i < 4 }"]
    );
    assert_eq!(
        wrap("abcdefghijklmnopqrstu", 10),
        ["abcdefghij", "klmnopqrst", "u"]
    );
    assert!(wrap("", 10).is_empty());
    let long = wrap(&"word ".repeat(100), 16);
    assert_eq!(long.len(), 12);
    assert!(long[11].ends_with(" ..."));
}

#[test]
fn dot_escape_quotes_and_backslashes() {
    assert_eq!(dot_escape(r#"a"b\c"#), r#"a\"b\\c"#);
}
