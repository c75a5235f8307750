//! Readers and streams with the system ISL: each text within the bundled
//! readers' bounds ([`reader_bounds`](super::reader_bounds)), one object
//! with nothing after it, read with the operation limit lifted; a stream's
//! names and YAML as the bundled build reads them.

use super::errors::invalid;
use super::limits::Lift;
use super::reader_bounds::{self, Dialect};
use crate::context::Context;
use crate::error::{Error, ErrorKind, Result};
use crate::object::Stream;
use crate::qualifiers::Value;
#[cfg(isl_system)]
use {super::limits::unpatched_lifted, crate::object::Object, crate::prim::sys};

system_guard! {
    /// The text of a reader, within the bundled readers' bounds (patches 0002,
    /// 0003, 0004, 0005, 0012, 0014, 0015, 0018, 0024, 0035), the dialect coming
    /// from the function, and one object with nothing after it (patch 0001).
    pub fn unpatched_text<T: Value<Raw = *const std::ffi::c_char>>(
        ctx: &Context,
        text: &T,
        f: &'static str,
    ) -> Result<Lift> {
        // SAFETY: the prepared string's pointer, valid while `text` lives.
        let text = unsafe { std::ffi::CStr::from_ptr(text.value()) };
        check_text(&text.to_string_lossy(), dialect_of(f), f)?;
        let lift = unpatched_lifted(ctx, f)?;
        whole_text(ctx, text, f)?;
        Ok(lift)
    }
}

/// A reader's text holds its object and nothing after it: the bundled
/// readers refuse a token left after the object (patch 0001), an unpatched
/// one ignores it (`"12abc"` would read as 12). Where the text starts with a
/// bracket, its brackets say where the object ends
/// ([`reader_bounds::object_end`]); otherwise (a number, a name, a PolyLib
/// matrix) ISL's public stream reader of the same grammar reads it from a
/// stream of its own, which is then checked for a token left over.
/// (YAML in block style, the other texts with no bracket first, is read
/// to its end by ISL's readers.)
#[cfg(isl_system)]
fn whole_text(ctx: &Context, text: &std::ffi::CStr, f: &'static str) -> Result<()> {
    let left = match reader_bounds::object_end(&text.to_string_lossy()) {
        reader_bounds::End::Whole => false,
        reader_bounds::End::Trailing => true,
        reader_bounds::End::Unknown => left_on_stream(ctx, text, f),
    };
    if left {
        return Err(invalid(f, "unexpected token after the object".into()));
    }
    Ok(())
}

/// Whether ISL's public stream reader of `f`'s grammar, reading `text`,
/// leaves a token after the object (`false` where it fails, or where `f`
/// has no such reader: ISL's own call then gives its error).
#[cfg(isl_system)]
fn left_on_stream(ctx: &Context, text: &std::ffi::CStr, f: &'static str) -> bool {
    let raw = ctx.as_ptr();
    // SAFETY: a live context and a string that outlives the stream.
    let s = unsafe { sys::isl_stream_new_str(raw, text.as_ptr()) };
    if s.is_null() {
        ctx.raw().reset_error();
        return false;
    }
    // Whether the reader read an object (owned, freed right away).
    macro_rules! read {
        ($read:ident, $free:ident) => {{
            let v = sys::$read(s);
            sys::$free(v);
            !v.is_null()
        }};
    }
    // SAFETY (each arm): a live stream; what the reader returns is owned
    // and freed right away.
    let read = unsafe {
        match f {
            "isl_val_read_from_str" => {
                read!(isl_stream_read_val, isl_val_free)
            }
            "isl_id_read_from_str" => {
                read!(isl_stream_read_id, isl_id_free)
            }
            "isl_multi_val_read_from_str" => {
                read!(isl_stream_read_multi_val, isl_multi_val_free)
            }
            // `isl_stream_read_aff` reads a multi_aff and takes its one
            // element.
            "isl_multi_aff_read_from_str" | "isl_aff_read_from_str" => {
                read!(isl_stream_read_multi_aff, isl_multi_aff_free)
            }
            "isl_schedule_read_from_str" => {
                read!(isl_stream_read_schedule, isl_schedule_free)
            }
            // The readers of sets, relations and polynomials read any object
            // (`obj_read` in `isl_input.c`), then convert it.
            "isl_set_read_from_str"
            | "isl_map_read_from_str"
            | "isl_basic_set_read_from_str"
            | "isl_basic_map_read_from_str"
            | "isl_union_set_read_from_str"
            | "isl_union_map_read_from_str"
            | "isl_pw_qpolynomial_read_from_str"
            | "isl_pw_qpolynomial_fold_read_from_str"
            | "isl_union_pw_qpolynomial_read_from_str" => {
                let obj = sys::isl_stream_read_obj(s);
                let read = !obj.v.is_null();
                // SAFETY: `type_` is one of ISL's vtables, whose `free`
                // takes the object.
                if let Some(free) = obj.type_.as_ref().and_then(|t| t.free) {
                    if read {
                        free(obj.v);
                    }
                }
                read
            }
            _ => false,
        }
    };
    // SAFETY: a live stream, owned here.
    let left = read && unsafe { sys::isl_stream_is_empty(s) } == 0;
    // SAFETY: as above; not used again.
    unsafe { sys::isl_stream_free(s) };
    ctx.raw().reset_error();
    left
}

/// The dialect of the text a reader `f` takes.
pub fn dialect_of(f: &str) -> Dialect {
    match f {
        "isl_schedule_read_from_str"
        | "isl_schedule_constraints_read_from_str"
        | "isl_union_access_info_read_from_str" => Dialect::Yaml,
        "isl_id_read_from_str" | "isl_id_list_read_from_str" | "isl_multi_id_read_from_str" => {
            Dialect::Ids
        }
        "isl_stream_new_str" | "isl_stream_new_file" => Dialect::Stream,
        _ => Dialect::Isl,
    }
}

system_guard! {
    /// The text of a reader that is not a declaration (an access info or a
    /// PolyLib vector, which ISL reads from a `FILE *`): within the bundled
    /// readers' bounds, as `dialect`, and read with the operation limit lifted,
    /// as every reader is (an unpatched ISL grows its token buffer's size before
    /// a reallocation that fails at the limit, then writes past the buffer:
    /// patch 0024).
    pub fn unpatched_reader(
        ctx: &Context,
        text: &str,
        dialect: Dialect,
        f: &'static str,
    ) -> Result<Lift> {
        check_text(text, dialect, f)?;
        unpatched_lifted(ctx, f)
    }
}

/// `reader_bounds::check` as the error of `f`. (The reader runs with the
/// operation limit lifted: see
/// [`unpatched_lifted`](super::limits::unpatched_lifted).)
pub fn check_text(text: &str, dialect: Dialect, f: &'static str) -> Result<()> {
    reader_bounds::check(text, dialect).map_err(|r| {
        if r.unsupported {
            Error::Isl {
                kind: ErrorKind::Unsupported,
                message: format!(
                    "not supported with the system ISL ({}): {}",
                    crate::prim::version(),
                    r.message
                ),
                file: file!().to_string(),
                line: line!(),
                function: f,
            }
        } else {
            invalid(f, r.message)
        }
    })
}

system_guard! {
    /// A stream's next token, read as a name (`isl_stream_read_id`): not a
    /// number, which an unpatched ISL reads as a string (patch 0002).
    pub fn unpatched_name_next(s: &Stream, f: &'static str) -> Result<Lift> {
        let lift = unpatched_lifted(s, f)?;
        // SAFETY: a live stream; the token read is pushed back unchanged
        // (the stream has room: reading it took it off the stack of tokens
        // pushed back) or was none (the end of the input).
        let number = unsafe {
            let tok = sys::isl_stream_next_token(s.as_raw());
            if tok.is_null() {
                false
            } else {
                let number = sys::isl_token_get_type(tok) == sys::isl_token_type::ISL_TOKEN_VALUE.0;
                sys::isl_stream_push_token(s.as_raw(), tok);
                number
            }
        };
        if number {
            return Err(invalid(
                f,
                "token does not have a string representation (a number where a name is \
                 expected)"
                    .into(),
            ));
        }
        Ok(lift)
    }
}

/// Why a stream's text must not be read as YAML by an unpatched ISL (see
/// `reader_bounds::yaml_hazard`), kept with the stream (its attachment,
/// set by `Stream::from_text` and `Stream::from_reader`).
#[derive(Debug)]
pub struct YamlHazard(pub String);

system_guard! {
    /// A stream read as YAML (a schedule, a mapping, a sequence, or any object,
    /// which may be a schedule): not one whose text would make an unpatched ISL
    /// read an unset indentation (patch 0015).
    pub fn unpatched_stream_yaml(s: &Stream, f: &'static str) -> Result<()> {
        if let Some(YamlHazard(why)) = s.attachments().find_ref::<YamlHazard>() {
            return Err(invalid(
                f,
                format!("{why}: the stream's text cannot be read as YAML"),
            ));
        }
        Ok(())
    }
}
