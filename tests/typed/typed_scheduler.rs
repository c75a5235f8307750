//! The typed scheduler example (`examples/typed_scheduler.rs`) prints what
//! the untyped one (`examples/scheduler.rs`) prints, line for line: the
//! kinds change what compiles, not what ISL computes.

// The typed example holds the untyped one (whose kernel it reuses).
#[allow(dead_code)]
#[path = "../../examples/typed_scheduler.rs"]
mod example;

use example::scheduler;

#[test]
fn typed_output_is_the_untyped_output() {
    let untyped = scheduler::run().expect("the untyped pipeline runs");
    let typed = example::run().expect("the typed pipeline runs");
    assert_eq!(typed, untyped);
    // Both reached the end: the tiled loops of the generated code.
    assert!(typed.contains("Generated code:") && typed.contains("for (int c0 = 0;"));
}
