//! `isl_codegen`: ISL's own code generation tool (`codegen.c`), on the safe API.
//!
//! Reads from standard input either a schedule tree (in ISL's YAML form) or a
//! sequence of three objects: a schedule (union) map, a context set and a
//! union map of AST generation options. Prints on standard output the C code
//! of an AST scanning the schedule's domain in the scheduled order.
//!
//! Options, as in `codegen.c`: `--atomic` and `--separate` set the atomic or
//! separate option for the whole schedule domain (replacing the input's
//! own); ISL's AST options (`--ast-build-allow-else`, `--no-ast-build-allow-else`,
//! `--ast-iterator-type=TYPE`, ..., also with an `--isl-` prefix) set ISL's
//! options. As in `codegen.c`, `ast_build_detect_min_max` is on and
//! `ast_print_outermost_block` off unless overridden.
//!
//! ISL's error goes to standard error, with a non-zero exit status.

use isl_safe::{
    format, AstBuild, AstLoopType, AstNode, Context, DimType, Printer, Schedule, ScheduleNode,
    ScheduleNodeType, Set, Space, Stream, UnionMap, UnionSet,
};
use std::io::{Read, Write};
use std::process::ExitCode;

/// A setter of one of ISL's boolean options.
type BoolSetter = fn(&Context, i32) -> isl_safe::Result<()>;

/// ISL's boolean AST options, by their command-line name.
const BOOL_OPTIONS: &[(&str, BoolSetter)] = &[
    ("ast-always-print-block", |c, v| {
        c.set_ast_always_print_block(v)
    }),
    ("ast-print-outermost-block", |c, v| {
        c.set_ast_print_outermost_block(v)
    }),
    ("ast-print-macro-once", |c, v| c.set_ast_print_macro_once(v)),
    ("ast-build-atomic-upper-bound", |c, v| {
        c.set_ast_build_atomic_upper_bound(v)
    }),
    ("ast-build-prefer-pdiv", |c, v| {
        c.set_ast_build_prefer_pdiv(v)
    }),
    ("ast-build-detect-min-max", |c, v| {
        c.set_ast_build_detect_min_max(v)
    }),
    ("ast-build-exploit-nested-bounds", |c, v| {
        c.set_ast_build_exploit_nested_bounds(v)
    }),
    ("ast-build-group-coscheduled", |c, v| {
        c.set_ast_build_group_coscheduled(v)
    }),
    ("ast-build-scale-strides", |c, v| {
        c.set_ast_build_scale_strides(v)
    }),
    ("ast-build-allow-else", |c, v| c.set_ast_build_allow_else(v)),
    ("ast-build-allow-or", |c, v| c.set_ast_build_allow_or(v)),
];

/// One of ISL's options given on the command line.
enum IslOption {
    Bool(BoolSetter, bool),
    IteratorType(String),
    SeparationBounds(i32),
}

/// The command line.
#[derive(Default)]
struct Options {
    atomic: bool,
    separate: bool,
    isl: Vec<IslOption>,
}

const USAGE: &str = "\
Usage: isl_codegen [OPTION]... < INPUT

Reads a schedule tree, or a schedule map, a context set and an options
union map, and prints C code scanning the schedule's domain.

  --[no-]atomic                       globally set the atomic option
  --[no-]separate                     globally set the separate option
  --[no-]ast-always-print-block       --[no-]ast-print-outermost-block
  --[no-]ast-print-macro-once         --[no-]ast-build-atomic-upper-bound
  --[no-]ast-build-prefer-pdiv        --[no-]ast-build-detect-min-max
  --[no-]ast-build-exploit-nested-bounds
  --[no-]ast-build-group-coscheduled  --[no-]ast-build-scale-strides
  --[no-]ast-build-allow-else         --[no-]ast-build-allow-or
  --ast-iterator-type=TYPE
  --ast-build-separation-bounds=explicit|implicit
  (ISL's options may also be written with an --isl- prefix)
  -h, --help                          print this help
";

/// Parses the command line; `Ok(None)` asks for the help text.
fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
    let mut opts = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if arg == "-h" || arg == "--help" {
            return Ok(None);
        }
        let Some(long) = arg.strip_prefix("--") else {
            return Err(format!("unexpected argument '{arg}'"));
        };
        let (name, inline_value) = match long.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (long, None),
        };
        let (positive, bare) = match name.strip_prefix("no-") {
            Some(rest) => (false, rest),
            None => (true, name),
        };
        let no_value = |opts: Options| -> Result<Options, String> {
            match &inline_value {
                Some(_) => Err(format!("option '--{name}' takes no value")),
                None => Ok(opts),
            }
        };
        match bare {
            "atomic" => {
                opts.atomic = positive;
                opts = no_value(opts)?;
                continue;
            }
            "separate" => {
                opts.separate = positive;
                opts = no_value(opts)?;
                continue;
            }
            _ => {}
        }
        // ISL's own options, with or without the child's "isl-" prefix.
        let isl_name = bare.strip_prefix("isl-").unwrap_or(bare);
        if let Some((_, setter)) = BOOL_OPTIONS.iter().find(|(n, _)| *n == isl_name) {
            opts.isl.push(IslOption::Bool(*setter, positive));
            opts = no_value(opts)?;
            continue;
        }
        let value_option = matches!(
            isl_name,
            "ast-iterator-type" | "ast-build-separation-bounds"
        );
        if !value_option || !positive {
            return Err(format!("unknown option '{arg}'"));
        }
        let value = match inline_value {
            Some(v) => v,
            None => args
                .next()
                .ok_or_else(|| format!("option '--{name}' needs a value"))?,
        };
        if isl_name == "ast-iterator-type" {
            opts.isl.push(IslOption::IteratorType(value));
        } else {
            let bounds = match value.as_str() {
                "explicit" => 0, // ISL_AST_BUILD_SEPARATION_BOUNDS_EXPLICIT
                "implicit" => 1, // ISL_AST_BUILD_SEPARATION_BOUNDS_IMPLICIT
                _ => {
                    return Err(format!(
                        "invalid value '{value}' for '--{name}' (explicit or implicit)"
                    ))
                }
            };
            opts.isl.push(IslOption::SeparationBounds(bounds));
        }
    }
    Ok(Some(opts))
}

/// Skips whitespace and ISL's `#` comments (to the end of the line).
fn skip_blank(mut text: &str) -> &str {
    loop {
        text = text.trim_start();
        match text.strip_prefix('#') {
            Some(rest) => text = rest.find('\n').map_or("", |i| &rest[i..]),
            None => return text,
        }
    }
}

/// Whether the input is a schedule tree, as `isl_stream_read_obj` decides:
/// its first tokens are `domain` (an identifier or a string) and `:`,
/// possibly after the `{` of YAML's flow style.
fn is_schedule(text: &str) -> bool {
    let mut rest = skip_blank(text);
    if let Some(r) = rest.strip_prefix('{') {
        rest = skip_blank(r);
    }
    let after = if let Some(r) = rest.strip_prefix("\"domain\"") {
        r
    } else if let Some(r) = rest.strip_prefix("domain") {
        // An identifier: it must end here.
        if r.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '\'') {
            return false;
        }
        r
    } else {
        return false;
    };
    skip_blank(after).starts_with(':')
}

/// A universal, one-dimensional set named `name`.
fn universe(name: &str) -> isl_safe::Result<UnionSet> {
    let space = Space::set_alloc(0, 1)?.set_tuple_name(DimType::Set, name)?;
    UnionSet::from_set(Set::universe(space)?)
}

/// Sets the `name` option for the whole schedule domain.
fn set_universe(opt: &mut UnionMap, schedule: &UnionMap, name: &str) -> isl_safe::Result<()> {
    let domain = schedule.range()?.universe()?;
    let option = UnionMap::from_domain_and_range(domain, universe(name)?)?;
    opt.in_place().union(option)
}

/// The AST of a schedule map, with the context and the options read next.
fn ast_from_union_map(schedule: UnionMap, s: &Stream, opts: &Options) -> isl_safe::Result<AstNode> {
    let context = s.read_set()?;
    let mut options = s.read_union_map()?;
    if opts.separate || opts.atomic {
        options.in_place().subtract_range(universe("separate")?)?;
        options.in_place().subtract_range(universe("atomic")?)?;
    }
    if opts.separate {
        set_universe(&mut options, &schedule, "separate")?;
    }
    if opts.atomic {
        set_universe(&mut options, &schedule, "atomic")?;
    }
    let build = AstBuild::from_context(context)?.set_options(options)?;
    build.node_from_schedule_map(schedule)
}

/// The AST of a schedule tree; `--separate` or `--atomic` replaces the
/// loop type of every band member.
fn ast_from_schedule(schedule: Schedule, opts: &Options) -> isl_safe::Result<AstNode> {
    let build = AstBuild::alloc()?;
    let schedule = if opts.separate || opts.atomic {
        let ty = if opts.separate {
            AstLoopType::Separate
        } else {
            AstLoopType::Atomic
        };
        schedule.map_schedule_node_bottom_up(
            |mut node: ScheduleNode| -> isl_safe::Result<ScheduleNode> {
                if node.get_type()? != ScheduleNodeType::Band {
                    return Ok(node);
                }
                for i in 0..node.band_n_member()? {
                    node.in_place().band_member_set_ast_loop_type(i, ty)?;
                }
                Ok(node)
            },
        )?
    } else {
        schedule
    };
    build.node_from_schedule(schedule)
}

/// Reads `input` and returns the C code of its AST.
fn codegen(input: &str, opts: &Options) -> isl_safe::Result<String> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    ctx.set_ast_build_detect_min_max(1)?;
    ctx.set_ast_print_outermost_block(0)?;
    for option in &opts.isl {
        match option {
            IslOption::Bool(set, on) => set(&ctx, i32::from(*on))?,
            IslOption::IteratorType(ty) => ctx.set_ast_iterator_type(ty.as_str())?,
            IslOption::SeparationBounds(b) => ctx.set_ast_build_separation_bounds(*b)?,
        }
    }

    let s = Stream::from_text(input)?;
    let tree = if is_schedule(input) {
        ast_from_schedule(s.read_schedule()?, opts)?
    } else {
        // A map or a union map; `isl_stream_read_union_map` takes both.
        ast_from_union_map(s.read_union_map()?, &s, opts)?
    };
    drop(s);

    Printer::to_str()?
        .set_output_format(format::C)?
        .print_ast_node(&tree)?
        .get_str()
}

fn main() -> ExitCode {
    let opts = match parse_args(std::env::args().skip(1)) {
        Ok(Some(opts)) => opts,
        Ok(None) => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("isl_codegen: {msg}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut bytes = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut bytes) {
        eprintln!("isl_codegen: cannot read standard input: {e}");
        return ExitCode::FAILURE;
    }
    let Ok(input) = String::from_utf8(bytes) else {
        eprintln!("isl_codegen: standard input is not valid UTF-8");
        return ExitCode::FAILURE;
    };
    match codegen(&input, &opts) {
        Ok(code) => {
            let mut out = std::io::stdout().lock();
            if let Err(e) = out.write_all(code.as_bytes()).and_then(|()| out.flush()) {
                eprintln!("isl_codegen: cannot write standard output: {e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("isl_codegen: {e}");
            ExitCode::FAILURE
        }
    }
}
