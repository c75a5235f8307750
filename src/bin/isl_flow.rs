//! ISL's `isl_flow` tool (flow.c) on the safe API: reads an access info
//! (`sink`, `must_source`, `may_source`, `kill`, `schedule` or
//! `schedule_map`) from stdin, computes the dataflow and prints it in YAML
//! block style. Takes ISL's options as `isl_options_parse` does (the
//! scheduler ones `isl_schedule` supports; ISL's test script passes none).
//! Unlike flow.c, which exits 0 regardless, a failure prints ISL's error on
//! stderr and exits with `EXIT_FAILURE`.

#[path = "isl_schedule/options.rs"]
mod options;

use isl_safe::{format, Context, Printer, UnionAccessInfo};
use std::error::Error;
use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().collect();
    let settings = options::parse_or_exit(&argv);
    match run(&settings) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            options::report(options::prog_name(&argv), err.as_ref());
            ExitCode::FAILURE
        }
    }
}

fn run(settings: &[options::Setting]) -> Result<(), Box<dyn Error>> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    options::apply(&ctx, settings)?;
    let access = UnionAccessInfo::read_from_str(&io::read_to_string(io::stdin())?)?;
    let flow = access.compute_flow()?;
    let text = Printer::to_str()?
        .set_yaml_style(format::YAML_STYLE_BLOCK)?
        .print_union_flow(&flow)?
        .get_str()?;
    io::stdout().write_all(text.as_bytes())?;
    Ok(())
}
