//! [`TreeDiagram`]: a schedule tree as boxes and edges (SVG through
//! plotters) or as Graphviz's DOT text.

use super::invalid;
use crate::error::Result;
use crate::object::{Schedule, ScheduleNode, ScheduleNodeType};
use plotters::prelude::*;
use std::fmt::Write as _;

/// The most nodes a [`TreeDiagram`] holds; a larger tree is an
/// [`Error::InvalidArgument`](crate::Error::InvalidArgument).
pub const MAX_NODES: usize = 500;

/// The fill colour of the box of a node of kind `kind` (opaque, one per
/// kind, none white).
///
/// ```
/// use isl_safe::pictures::node_color;
/// use isl_safe::ScheduleNodeType;
///
/// assert_ne!(node_color(ScheduleNodeType::Band), node_color(ScheduleNodeType::Leaf));
/// ```
pub fn node_color(kind: ScheduleNodeType) -> [u8; 3] {
    match kind {
        ScheduleNodeType::Domain => [198, 219, 239],
        ScheduleNodeType::Band => [253, 208, 162],
        ScheduleNodeType::Sequence => [199, 233, 192],
        ScheduleNodeType::Set => [161, 217, 155],
        ScheduleNodeType::Filter => [218, 218, 235],
        ScheduleNodeType::Mark => [252, 187, 161],
        ScheduleNodeType::Context => [255, 237, 160],
        ScheduleNodeType::Guard => [254, 217, 118],
        ScheduleNodeType::Extension => [204, 236, 230],
        ScheduleNodeType::Expansion => [222, 203, 228],
        ScheduleNodeType::Leaf => [238, 238, 238],
    }
}

/// The name of a kind of node, as ISL's YAML calls it.
fn kind_name(kind: ScheduleNodeType) -> &'static str {
    match kind {
        ScheduleNodeType::Domain => "domain",
        ScheduleNodeType::Band => "band",
        ScheduleNodeType::Sequence => "sequence",
        ScheduleNodeType::Set => "set",
        ScheduleNodeType::Filter => "filter",
        ScheduleNodeType::Mark => "mark",
        ScheduleNodeType::Context => "context",
        ScheduleNodeType::Guard => "guard",
        ScheduleNodeType::Extension => "extension",
        ScheduleNodeType::Expansion => "expansion",
        ScheduleNodeType::Leaf => "leaf",
    }
}

#[derive(Debug, Clone)]
struct Node {
    kind: ScheduleNodeType,
    /// The kind's name and, for a band, its properties.
    title: String,
    /// The node's object in ISL's notation (empty for sequences, sets,
    /// leaves).
    content: String,
    children: Vec<usize>,
    depth: usize,
}

/// A schedule tree as a diagram: one box per node, with the node's kind and
/// content (a domain's or filter's set, a band's partial schedule with
/// whether it is permutable and which members are coincident, a mark's
/// name, ...), and an edge from each node to each of its children, left to
/// right in child order. [`to_svg`](TreeDiagram::to_svg) draws it (a simple
/// tidy layout: each subtree in its own column, each parent centred over
/// its subtree, one row per depth); [`to_dot`](TreeDiagram::to_dot) writes
/// it in Graphviz's DOT language.
///
/// The nodes are those of ISL's tree, leaves included (ISL ends every
/// branch with a leaf); [`without_leaves`](TreeDiagram::without_leaves)
/// leaves them out. A tree of more than [`MAX_NODES`] nodes is an
/// [`Error::InvalidArgument`](crate::Error::InvalidArgument).
///
/// ```
/// use isl_safe::pictures::TreeDiagram;
/// use isl_safe::{Context, Result, Schedule};
///
/// # fn main() -> Result<()> {
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let schedule: Schedule = "{ domain: \"{ S[i] : 0 <= i < 4; T[i] : 0 <= i < 4 }\", \
///     child: { sequence: [ { filter: \"{ S[i] }\" }, { filter: \"{ T[i] }\" } ] } }"
///     .parse()?;
/// let tree = TreeDiagram::new(&schedule)?;
/// // domain, sequence, two filters, and a leaf under each filter
/// assert_eq!(tree.len(), 6);
/// let dot = tree.to_dot();
/// assert_eq!(dot.matches(" -> ").count(), 5);
/// assert!(dot.contains("label=\"filter\\l{ S[i] }\\l\""));
/// assert_eq!(tree.without_leaves().len(), 4);
/// assert!(TreeDiagram::new(&schedule)?.to_svg()?.contains("sequence"));
/// # Ok(())
/// # }
/// ```
#[derive(Debug, Clone)]
pub struct TreeDiagram {
    /// In pre-order: the root first, each node before its children.
    nodes: Vec<Node>,
    columns: usize,
}

impl TreeDiagram {
    /// The diagram of `schedule`'s tree, every node read from ISL.
    pub fn new(schedule: &Schedule) -> Result<TreeDiagram> {
        let mut nodes: Vec<Node> = Vec::new();
        let mut stack: Vec<(ScheduleNode, Option<usize>, usize)> =
            vec![(schedule.get_root()?, None, 0)];
        while let Some((node, parent, depth)) = stack.pop() {
            if nodes.len() == MAX_NODES {
                return Err(invalid(
                    "TreeDiagram::new",
                    format!("the tree has more than {MAX_NODES} nodes, too many to draw"),
                ));
            }
            let index = nodes.len();
            let (title, content) = describe(&node)?;
            nodes.push(Node {
                kind: node.get_type()?,
                title,
                content,
                children: Vec::new(),
                depth,
            });
            if let Some(p) = parent {
                nodes[p].children.push(index);
            }
            let n = node.n_children()?;
            for k in (0..n).rev() {
                stack.push((node.get_child(k)?, Some(index), depth + 1));
            }
        }
        // Children were pushed on the stack last to first, so they were
        // visited (and recorded) first to last.
        Ok(TreeDiagram { nodes, columns: 44 })
    }

    /// The same diagram without the leaves.
    pub fn without_leaves(&self) -> TreeDiagram {
        let keep: Vec<bool> = self
            .nodes
            .iter()
            .map(|n| n.kind != ScheduleNodeType::Leaf)
            .collect();
        let mut new_index = vec![usize::MAX; self.nodes.len()];
        let mut nodes = Vec::new();
        for (i, node) in self.nodes.iter().enumerate() {
            if keep[i] {
                new_index[i] = nodes.len();
                nodes.push(node.clone());
            }
        }
        for node in &mut nodes {
            node.children = node
                .children
                .iter()
                .filter(|&&c| keep[c])
                .map(|&c| new_index[c])
                .collect();
        }
        TreeDiagram {
            nodes,
            columns: self.columns,
        }
    }

    /// Wraps the content of each box at `columns` characters (at least 16;
    /// 44 by default).
    pub fn columns(mut self, columns: usize) -> TreeDiagram {
        self.columns = columns.max(16);
        self
    }

    /// The number of nodes (boxes) in the diagram.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the diagram has no node (never: a schedule tree has a root).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The kinds of the nodes, in pre-order (the root first, each node
    /// before its children, children left to right).
    pub fn kinds(&self) -> Vec<ScheduleNodeType> {
        self.nodes.iter().map(|n| n.kind).collect()
    }

    /// The lines of text in the box of node `index` (pre-order).
    fn lines(&self, index: usize) -> Vec<String> {
        let node = &self.nodes[index];
        let mut lines = vec![node.title.clone()];
        lines.extend(wrap(&node.content, self.columns));
        lines
    }

    /// The diagram in Graphviz's DOT language: a `digraph` with one box
    /// per node (`n0` is the root, numbered in pre-order), labelled with the
    /// lines of the SVG's boxes (left-justified) and filled with
    /// [`node_color`], and one edge per parent and child.
    pub fn to_dot(&self) -> String {
        let mut dot = String::from(
            "digraph schedule {\n  node [shape=box, style=filled, fontname=\"monospace\"];\n",
        );
        for (i, node) in self.nodes.iter().enumerate() {
            let label: String = self
                .lines(i)
                .iter()
                .map(|l| format!("{}\\l", dot_escape(l)))
                .collect();
            let [r, g, b] = node_color(node.kind);
            let _ = writeln!(
                dot,
                "  n{i} [label=\"{label}\", fillcolor=\"#{r:02x}{g:02x}{b:02x}\"];"
            );
        }
        for (i, node) in self.nodes.iter().enumerate() {
            for c in &node.children {
                let _ = writeln!(dot, "  n{i} -> n{c};");
            }
        }
        dot.push_str("}\n");
        dot
    }

    /// The diagram as an SVG document: one filled box per node
    /// ([`node_color`] of its kind, a dark border), the kind in bold and the
    /// content in a monospace font, edges from the bottom of each parent to
    /// the top of each child. Boxes of one row have the same height, so
    /// edges run only between rows and never cross a box.
    pub fn to_svg(&self) -> Result<String> {
        const CHAR: f64 = 7.4;
        const LINE: u32 = 16;
        const PAD_X: u32 = 10;
        const PAD_Y: u32 = 6;
        const GAP_X: f64 = 24.0;
        const GAP_Y: u32 = 36;
        const MARGIN: f64 = 16.0;
        let n = self.nodes.len();
        let lines: Vec<Vec<String>> = (0..n).map(|i| self.lines(i)).collect();
        let box_w: Vec<f64> = lines
            .iter()
            .map(|l| {
                let chars = l.iter().map(|s| s.chars().count()).max().unwrap_or(0);
                (chars as f64 * CHAR + 2.0 * PAD_X as f64).max(60.0).ceil()
            })
            .collect();
        let depth = self.nodes.iter().map(|n| n.depth).max().unwrap_or(0);
        let mut row_h = vec![0u32; depth + 1];
        for (i, node) in self.nodes.iter().enumerate() {
            let h = lines[i].len() as u32 * LINE + 2 * PAD_Y;
            row_h[node.depth] = row_h[node.depth].max(h);
        }
        let mut row_top = vec![MARGIN as u32; depth + 1];
        for d in 1..=depth {
            row_top[d] = row_top[d - 1] + row_h[d - 1] + GAP_Y;
        }
        // Subtree widths, children before parents (reverse pre-order).
        let mut span = box_w.clone();
        for i in (0..n).rev() {
            let children = &self.nodes[i].children;
            if !children.is_empty() {
                let total: f64 = children.iter().map(|&c| span[c]).sum::<f64>()
                    + GAP_X * (children.len() - 1) as f64;
                span[i] = span[i].max(total);
            }
        }
        // Left edges of the subtrees, parents before children (pre-order).
        let mut left = vec![MARGIN; n];
        for i in 0..n {
            let children = &self.nodes[i].children;
            let total: f64 = children.iter().map(|&c| span[c]).sum::<f64>()
                + GAP_X * children.len().saturating_sub(1) as f64;
            let mut x = left[i] + (span[i] - total) / 2.0;
            for &c in children {
                left[c] = x;
                x += span[c] + GAP_X;
            }
        }
        let center: Vec<f64> = (0..n).map(|i| left[i] + span[i] / 2.0).collect();
        let width = (span.first().copied().unwrap_or(0.0) + 2.0 * MARGIN).ceil() as u32;
        let height = row_top[depth] + row_h[depth] + MARGIN as u32;

        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
            let fail = |e| invalid("TreeDiagram::to_svg", format!("drawing failed: {e:?}"));
            root.fill(&WHITE).map_err(fail)?;
            let edge = RGBColor(90, 90, 90).stroke_width(2);
            for (i, node) in self.nodes.iter().enumerate() {
                let bottom = (row_top[node.depth] + row_h[node.depth]) as i32;
                for &c in &node.children {
                    let top = row_top[self.nodes[c].depth] as i32;
                    let path = vec![
                        (center[i].round() as i32, bottom),
                        (center[c].round() as i32, top),
                    ];
                    root.draw(&PathElement::new(path, edge)).map_err(fail)?;
                }
            }
            let bold = ("monospace", 15).into_font().style(FontStyle::Bold);
            let plain = ("monospace", 15).into_font();
            for (i, node) in self.nodes.iter().enumerate() {
                let x0 = (center[i] - box_w[i] / 2.0).round() as i32;
                let x1 = x0 + box_w[i] as i32;
                let y0 = row_top[node.depth] as i32;
                let y1 = y0 + row_h[node.depth] as i32;
                let [r, g, b] = node_color(node.kind);
                root.draw(&Rectangle::new(
                    [(x0, y0), (x1, y1)],
                    RGBColor(r, g, b).filled(),
                ))
                .map_err(fail)?;
                root.draw(&Rectangle::new([(x0, y0), (x1, y1)], RGBColor(60, 60, 60)))
                    .map_err(fail)?;
                for (k, line) in lines[i].iter().enumerate() {
                    let font = if k == 0 { bold.clone() } else { plain.clone() };
                    let y = y0 + (PAD_Y + LINE * k as u32) as i32;
                    root.draw(&Text::new(line.clone(), (x0 + PAD_X as i32, y), font))
                        .map_err(fail)?;
                }
            }
            root.present().map_err(fail)?;
        }
        Ok(svg)
    }
}

/// The title and content of a node's box.
fn describe(node: &ScheduleNode) -> Result<(String, String)> {
    let kind = node.get_type()?;
    let mut title = kind_name(kind).to_string();
    let content = match kind {
        ScheduleNodeType::Domain => node.domain_get_domain()?.to_string(),
        ScheduleNodeType::Filter => node.filter_get_filter()?.to_string(),
        ScheduleNodeType::Context => node.context_get_context()?.to_string(),
        ScheduleNodeType::Guard => node.guard_get_guard()?.to_string(),
        ScheduleNodeType::Mark => node.mark_get_id()?.to_string(),
        ScheduleNodeType::Extension => node.extension_get_extension()?.to_string(),
        ScheduleNodeType::Expansion => node.expansion_get_expansion()?.to_string(),
        ScheduleNodeType::Band => {
            let members = node.band_n_member()?;
            let coincident = (0..members)
                .map(|k| {
                    Ok(if node.band_member_get_coincident(k)? {
                        "1"
                    } else {
                        "0"
                    })
                })
                .collect::<Result<Vec<_>>>()?;
            if node.band_get_permutable()? {
                title.push_str(" (permutable)");
            }
            if coincident.contains(&"1") {
                let _ = write!(title, " coincident [{}]", coincident.join(", "));
            }
            node.band_get_partial_schedule()?.to_string()
        }
        _ => String::new(),
    };
    Ok((title, content))
}

/// `text` in lines of at most `columns` characters, broken at spaces (a
/// longer word is cut); at most 12 lines, the last ending with `...` if
/// text was left out.
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    const MAX_LINES: usize = 12;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let used = line.chars().count();
            let room = if used == 0 {
                columns
            } else {
                columns.saturating_sub(used + 1)
            };
            if word.len() <= room {
                if used > 0 {
                    line.push(' ');
                }
                line.extend(&word);
                break;
            }
            if used > 0 {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            let rest = word.split_off(columns);
            lines.push(word.into_iter().collect());
            word = rest;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    if lines.len() > MAX_LINES {
        lines.truncate(MAX_LINES);
        let last = &mut lines[MAX_LINES - 1];
        while last.chars().count() + 4 > columns {
            last.pop();
        }
        last.push_str(" ...");
    }
    lines
}

/// A line of a DOT label: backslashes and quotes escaped (line breaks are
/// the caller's `\l`).
pub fn dot_escape(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}
