//! ISL's `isl_schedule` tool (schedule.c) on the safe API: reads schedule
//! constraints from stdin, computes a schedule satisfying them and prints it
//! in YAML block style. Takes ISL's scheduler options (see [`options`]);
//! on failure prints ISL's error on stderr and exits with `EXIT_FAILURE`.

mod options;

use isl_safe::ScheduleConstraints;
use std::process::ExitCode;

fn main() -> ExitCode {
    options::run_tool(|input| {
        let schedule = ScheduleConstraints::read_from_str(input)?.compute_schedule()?;
        Ok(options::yaml_printer()?
            .print_schedule(&schedule)?
            .get_str()?)
    })
}
