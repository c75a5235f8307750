//! ISL's command-line options for its tools, parsed as `isl_options_parse`
//! parses them (`isl_args_parse` in isl_arg.c with `ISL_ARG_ALL`), for the
//! scheduler options of isl_options.c that `Context` can set. Shared by
//! `isl_schedule` and `isl_flow` (through `#[path]`), as ISL's two tools share
//! `isl_options_args`.
//!
//! Parsing follows isl_arg.c: `--X` turns a boolean on (also `--X=...`, whose
//! value ISL ignores) and `--no-X` off; integers are `--X=V` (`atoi`) or
//! `--X V` (`strtol` with base 0, all of `V`); choices are `--X=V`, `--X V`,
//! or `--X` alone (followed by nothing or an option) for the default. Values
//! are set in order once the context exists, as ISL fills its options struct
//! before `isl_ctx_alloc_with_options`. `--help`/`-h` and `--version`/`-V`
//! print and exit 0; anything else fails with ISL's message and exit code 255.

use isl_safe::Context;
use std::error::Error;
use std::process::exit;

type Setter = fn(&Context, i32) -> isl_safe::Result<()>;

enum Kind {
    Bool,
    Int,
    /// The values' names and numbers, and the value of `--X` alone.
    Choice(&'static [(&'static str, i32)], i32),
}

struct Opt {
    name: &'static str,
    kind: Kind,
    /// `None`: ISL has the option but no `isl_options_set_*` function for it.
    set: Option<Setter>,
    help: &'static str,
}

/// `isl_schedule_algorithm_choice`: `ISL_SCHEDULE_ALGORITHM_ISL`, `_FEAUTRIER`.
const ALGORITHMS: &[(&str, i32)] = &[("isl", 0), ("feautrier", 1)];
/// `fuse` (hidden `--schedule-fuse`): `set_fuse` turns serialize-sccs on for `min`.
const FUSE: &[(&str, i32)] = &[("max", 0), ("min", 1)];

/// The `schedule-*` entries of `isl_options_args`, in ISL's order and with its defaults.
const OPTIONS: &[Opt] = &[
    Opt {
        name: "schedule-max-coefficient",
        kind: Kind::Int,
        set: Some(|c, v| c.set_schedule_max_coefficient(v)),
        help: "limit on schedule coefficients (-1: none) [-1]",
    },
    Opt {
        name: "schedule-max-constant-term",
        kind: Kind::Int,
        set: Some(|c, v| c.set_schedule_max_constant_term(v)),
        help: "limit on schedule constant terms (-1: none) [-1]",
    },
    Opt {
        name: "schedule-parametric",
        kind: Kind::Bool,
        set: None,
        help: "construct possibly parametric schedules [yes] (not settable here)",
    },
    Opt {
        name: "schedule-outer-coincidence",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_outer_coincidence(v)),
        help: "outer member of each band satisfies the coincidence constraints [no]",
    },
    Opt {
        name: "schedule-maximize-band-depth",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_maximize_band_depth(v)),
        help: "maximize the number of scheduling dimensions in a band [no]",
    },
    Opt {
        name: "schedule-maximize-coincidence",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_maximize_coincidence(v)),
        help: "maximize the number of coincident dimensions in a band [no]",
    },
    Opt {
        name: "schedule-split-scaled",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_split_scaled(v)),
        help: "split non-tilable bands with scaled schedules [yes]",
    },
    Opt {
        name: "schedule-treat-coalescing",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_treat_coalescing(v)),
        help: "try and prevent or adjust schedules that perform loop coalescing [yes]",
    },
    Opt {
        name: "schedule-separate-components",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_separate_components(v)),
        help: "separate components in dependence graph [yes]",
    },
    Opt {
        name: "schedule-whole-component",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_whole_component(v)),
        help: "try and compute schedule for entire component first [no]",
    },
    Opt {
        name: "schedule-algorithm",
        kind: Kind::Choice(ALGORITHMS, 0),
        set: Some(|c, v| c.set_schedule_algorithm(v)),
        help: "scheduling algorithm to use: isl|feautrier [isl]",
    },
    Opt {
        name: "schedule-carry-self-first",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_carry_self_first(v)),
        help: "try and carry self-dependences first [yes]",
    },
    Opt {
        name: "schedule-serialize-sccs",
        kind: Kind::Bool,
        set: Some(|c, v| c.set_schedule_serialize_sccs(v)),
        help: "serialize strongly connected components in dependence graph [no]",
    },
    Opt {
        name: "schedule-fuse",
        kind: Kind::Choice(FUSE, 0),
        set: Some(|c, v| c.set_schedule_serialize_sccs(v)),
        help: "level of fusion during scheduling: max|min [max] (old form of the above)",
    },
];

/// One option to set: its setter and value.
pub struct Setting(&'static Opt, i32);

/// ISL's `prog_name`: the program's base name without libtool's `lt-`.
pub fn prog_name(argv: &[String]) -> &str {
    let argv0 = argv.first().map_or("", String::as_str);
    let base = argv0.rsplit('/').next().unwrap_or(argv0);
    base.strip_prefix("lt-").unwrap_or(base)
}

/// Parses `argv` (with the program name first) like `isl_args_parse` with
/// `ISL_ARG_ALL`: prints help or version and exits 0, or exits 255 on an
/// unknown option or an extra argument.
pub fn parse_or_exit(argv: &[String]) -> Vec<Setting> {
    let prog = prog_name(argv);
    if argv.iter().skip(1).any(|a| a == "--version" || a == "-V") {
        println!("{}", isl_safe::version());
        exit(0);
    }
    let mut settings = Vec::new();
    let mut i = 1;
    while i < argv.len() {
        let arg = &argv[i];
        if !arg.starts_with('-') {
            eprintln!("{prog}: extra argument: {arg}");
            exit(255);
        }
        if arg == "--help" || arg == "-h" {
            print_help(prog);
            exit(0);
        }
        let Some((opt, value, used)) = OPTIONS.iter().find_map(|o| parse_one(o, &argv[i..])) else {
            eprintln!("{prog}: unrecognized option: {arg}");
            exit(255);
        };
        if opt.set.is_none() {
            eprintln!("{prog}: option --{} has no setter in isl-safe", opt.name);
            exit(255);
        }
        settings.push(Setting(opt, value));
        i += used;
    }
    settings
}

/// Sets the parsed options on `ctx`, in command-line order.
pub fn apply(ctx: &Context, settings: &[Setting]) -> isl_safe::Result<()> {
    settings
        .iter()
        .try_for_each(|Setting(opt, value)| opt.set.map_or(Ok(()), |set| set(ctx, *value)))
}

/// Prints an error as ISL does (`file:line: message`, isl_handle_error), or
/// prefixed by the program's name if it does not come from ISL.
pub fn report(prog: &str, err: &(dyn Error + 'static)) {
    match err.downcast_ref::<isl_safe::Error>() {
        Some(isl_safe::Error::Isl {
            message,
            file,
            line,
            ..
        }) if !file.is_empty() => eprintln!("{file}:{line}: {message}"),
        _ => eprintln!("{prog}: {err}"),
    }
}

/// Whether `args[0]` is option `opt`; if so its value and how many arguments it uses.
fn parse_one<'o>(opt: &'o Opt, args: &[String]) -> Option<(&'o Opt, i32, usize)> {
    let next = args.get(1).map(String::as_str);
    let (value, used) = match opt.kind {
        Kind::Bool => match long_value(opt.name, &args[0]) {
            Some(_) => (1, 1),
            None if args[0].strip_prefix("--")?.strip_prefix("no-")? == opt.name => (0, 1),
            None => return None,
        },
        Kind::Int => match long_value(opt.name, &args[0])? {
            Some(v) => (atoi(v), 1),
            None => (strtol_all(next?)?, 2),
        },
        Kind::Choice(choices, default) => {
            let (name, used) = match long_value(opt.name, &args[0])? {
                Some(v) => (v, 1),
                None => match next {
                    Some(v) if !v.starts_with('-') => (v, 2),
                    _ => return Some((opt, default, 1)),
                },
            };
            (choices.iter().find(|(n, _)| *n == name)?.1, used)
        }
    };
    Some((opt, value, used))
}

/// isl_arg.c's `skip_name` for a long name: `Some(Some(v))` for `--name=v`,
/// `Some(None)` for `--name`, `None` otherwise.
fn long_value<'a>(name: &str, arg: &'a str) -> Option<Option<&'a str>> {
    let rest = arg.strip_prefix("--")?;
    match rest.split_once('=') {
        Some((n, v)) => (n == name).then_some(Some(v)),
        None => (rest == name).then_some(None),
    }
}

/// C's `atoi`: optional blanks and sign, then decimal digits up to the first other character.
fn atoi(s: &str) -> i32 {
    let s = s.trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
    let (neg, s) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let digits = s.bytes().take_while(u8::is_ascii_digit);
    let n = digits.fold(0i64, |n, d| {
        n.saturating_mul(10).saturating_add(i64::from(d - b'0'))
    });
    (if neg { -n } else { n }) as i32
}

/// C's `strtol(s, &end, 0)` when `*end == '\0'` is required: the whole of `s`
/// (or nothing at all, which C reads as 0) is a decimal, `0x` hex or `0` octal number.
fn strtol_all(s: &str) -> Option<i32> {
    if s.is_empty() {
        return Some(0);
    }
    let t = s.trim_start_matches([' ', '\t', '\n', '\r', '\x0b', '\x0c']);
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let (radix, digits) = if let Some(h) = t.strip_prefix("0x").or(t.strip_prefix("0X")) {
        (16, h)
    } else if t.len() > 1 && t.starts_with('0') {
        (8, &t[1..])
    } else {
        (10, t)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let n = digits.chars().fold(0i64, |n, c| {
        n.saturating_mul(i64::from(radix))
            .saturating_add(i64::from(c.to_digit(radix).unwrap()))
    });
    Some((if neg { -n } else { n }) as i32)
}

fn print_help(prog: &str) {
    println!("Usage: {prog} [OPTION...]\n");
    for opt in OPTIONS {
        let form = match opt.kind {
            Kind::Bool => format!("--[no-]{}", opt.name),
            Kind::Int => format!("--{}=<limit>", opt.name),
            Kind::Choice(..) => format!("--{}=<value>", opt.name),
        };
        println!("  {form:<40} {}", opt.help);
    }
    println!("\n  -V, --version\n  -h, --help");
}

/// The whole of a tool's `main`: parses the options, makes a context with
/// them, reads stdin, prints what `compute` makes of it on stdout; on failure
/// prints ISL's error on stderr and exits with `EXIT_FAILURE`.
pub fn run_tool(
    compute: impl FnOnce(&str) -> Result<String, Box<dyn std::error::Error>>,
) -> std::process::ExitCode {
    use std::io::Write;
    let argv: Vec<String> = std::env::args().collect();
    let settings = parse_or_exit(&argv);
    let run = || -> Result<(), Box<dyn std::error::Error>> {
        let ctx = isl_safe::Context::new()?;
        let _scope = ctx.enter();
        apply(&ctx, &settings)?;
        let text = compute(&std::io::read_to_string(std::io::stdin())?)?;
        std::io::stdout().write_all(text.as_bytes())?;
        Ok(())
    };
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            report(prog_name(&argv), err.as_ref());
            std::process::ExitCode::FAILURE
        }
    }
}

/// A printer for ISL's YAML block style, as ISL's tools print.
pub fn yaml_printer() -> isl_safe::Result<isl_safe::Printer> {
    isl_safe::Printer::to_str()?.set_yaml_style(isl_safe::format::YAML_STYLE_BLOCK)
}
