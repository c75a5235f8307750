//! Reading objects of a known type one after the other from a
//! [`Stream`](crate::Stream), as ISL's own tools do. Tokens, objects of any
//! type ([`Stream::read_obj`](crate::Stream::read_obj)) and YAML are methods
//! of the I/O layer (`src/io/stream.rs`).
//!
//! Every reader of objects may read a schedule, in YAML (ISL's readers take
//! a text that starts with `domain:` for one): with the system ISL, none
//! reads a stream whose text would make it read an unset indentation
//! (`unpatched_stream_yaml`).

use super::prelude::*;

isl_specs! {
    Stream {
        fn read_id(keep self) -> Give<Id> = isl_stream_read_id check unpatched_name_next();
        fn read_val(keep self) -> Give<Val> = isl_stream_read_val check unpatched_lifted() check unpatched_stream_yaml();
        fn read_multi_val(keep self) -> Give<MultiVal> = isl_stream_read_multi_val check unpatched_lifted() check unpatched_stream_yaml();
        fn read_multi_aff(keep self) -> Give<MultiAff> = isl_stream_read_multi_aff check unpatched_lifted() check unpatched_stream_yaml();
        fn read_map(keep self) -> Give<Map> = isl_stream_read_map check unpatched_lifted() check unpatched_stream_yaml();
        fn read_set(keep self) -> Give<Set> = isl_stream_read_set check unpatched_lifted() check unpatched_stream_yaml();
        #[cfg(not(isl_before_0_27))]
        fn read_basic_set(keep self) -> Give<BasicSet> = isl_stream_read_basic_set check unpatched_lifted() check unpatched_stream_yaml();
        fn read_pw_qpolynomial(keep self) -> Give<PwQpolynomial> = isl_stream_read_pw_qpolynomial check unpatched_lifted() check unpatched_stream_yaml();
        fn read_union_set(keep self) -> Give<UnionSet> = isl_stream_read_union_set check unpatched_lifted() check unpatched_stream_yaml();
        fn read_union_map(keep self) -> Give<UnionMap> = isl_stream_read_union_map check unpatched_lifted() check unpatched_stream_yaml();
        fn read_schedule(keep self) -> Give<Schedule> = isl_stream_read_schedule check unpatched_lifted() check unpatched_stream_yaml();
    }
}
