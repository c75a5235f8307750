//! The typed layer: kinds checked where objects enter, every typed method
//! re-entered, ISL's own typed test, and the typed scheduler and mapper.

mod isl_test_typed;
mod typed_kinds;
mod typed_mapper;
mod typed_reentry;
mod typed_scheduler;
