//! ISL's `isl_schedule` tool (schedule.c) on the safe API: reads schedule
//! constraints from stdin, computes a schedule satisfying them and prints it
//! in YAML block style. Takes ISL's scheduler options (see [`options`]);
//! on failure prints ISL's error on stderr and exits with `EXIT_FAILURE`.

mod options;

use isl_safe::{format, Context, Printer, ScheduleConstraints};
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
    let sc = ScheduleConstraints::read_from_str(&io::read_to_string(io::stdin())?)?;
    let schedule = sc.compute_schedule()?;
    let text = Printer::to_str()?
        .set_yaml_style(format::YAML_STYLE_BLOCK)?
        .print_schedule(&schedule)?
        .get_str()?;
    io::stdout().write_all(text.as_bytes())?;
    Ok(())
}
