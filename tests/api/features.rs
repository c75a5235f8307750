//! Features are additive: linking the system ISL (feature `system`) removes no
//! method. A function the linked ISL lacks is still a method, which then
//! returns an error of kind `Unsupported` without calling ISL.

use isl_safe::{Context, Error, ErrorKind, Map};

/// `isl_map_domain_reverse` is new since ISL 0.25: it works with the bundled
/// ISL 0.27 and is `Unsupported` with an older one, in place as well.
#[test]
fn a_function_isl_0_25_lacks_is_a_method_in_every_build() -> Result<(), Error> {
    let ctx = Context::new()?;
    let _scope = ctx.enter();
    let map: Map = "{ [[a] -> [b]] -> [c] : c = a + 2b }".parse()?;
    let mut in_place = map.clone();
    if cfg!(isl_before_0_27) {
        match map.domain_reverse() {
            Err(Error::Isl {
                kind: ErrorKind::Unsupported,
                function,
                message,
                ..
            }) => {
                assert_eq!(function, "isl_map_domain_reverse");
                assert!(message.contains("ISL 0.27 has it"), "{message}");
            }
            other => panic!("expected an Unsupported error, got {other:?}"),
        }
        let err = in_place.in_place().domain_reverse().unwrap_err();
        assert_eq!(err.kind(), Some(ErrorKind::Unsupported));
        // The object is left as it was: ISL was not called.
        assert_eq!(in_place.to_string(), map.to_string());
    } else {
        let reversed = "{ [[b] -> [a]] -> [c = 2b + a] }";
        assert_eq!(map.domain_reverse()?.to_string(), reversed);
        in_place.in_place().domain_reverse()?;
        assert_eq!(in_place.to_string(), reversed);
    }
    Ok(())
}
