//! ISL's `FILE *` functions over Rust I/O:
//! - readers from any [`Read`]: `Set::read_from(reader)` and the like, one
//!   object per input, as strict as [`FromStr`](std::str::FromStr);
//! - printers to any [`Write`]: `set.print_internal(out, indent)` (ISL's
//!   debugging dump), `qp.print(out, format)` (quasipolynomials);
//! - [`Printer::to_writer`]: an `isl_printer` whose output goes to a writer.
//!
//! The C side of each is a `FILE *` from [`crate::prim`]: an in-memory
//! stream over the text read, or a custom stream whose writes call the Rust
//! writer.

use crate::context::Context;
use crate::error::{Error, ErrorKind, Result};
use crate::io::format;
use crate::object::Object;
use crate::object::{
    BasicMap, BasicSet, IslVec, Map, Mat, Printer, PwQpolynomial, PwQpolynomialFold, Qpolynomial,
    QpolynomialFold, Schedule, ScheduleConstraints, Set, UnionAccessInfo, UnionMap, UnionSet,
};
use crate::prim::{sys, CFile, CStrArg, WriteFile};
use crate::specs::guards::MAX_INDENT;
use std::any::Any;
use std::ffi::c_void;
use std::io::{self, Read, Write};

// ---------------------------------------------------------------------------
// Readers.

/// The whole input of `reader` as text, for a reader of `function`: `Err`
/// for an I/O error of the reader or bytes that are not UTF-8.
pub(super) fn read_utf8(mut reader: impl Read, function: &'static str) -> Result<String> {
    let mut bytes = Vec::new();
    reader
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(function, &e))?;
    String::from_utf8(bytes).map_err(|e| Error::Io {
        function,
        kind: io::ErrorKind::InvalidData,
        message: format!("the input is not UTF-8 text: {}", e.utf8_error()),
    })
}

/// [`read_utf8`] for the readers of one object, which also refuse a NUL
/// byte (as their string twins do).
fn read_text(reader: impl Read, function: &'static str) -> Result<String> {
    let text = read_utf8(reader, function)?;
    if let Some(position) = text.find('\0') {
        return Err(Error::InteriorNul { function, position });
    }
    Ok(text)
}

/// `read_from` for the types whose `FILE *` reader has a string twin.
///
/// ISL's `isl_<type>_read_from_file` reads one object from the stream and
/// stops: ISL's own tools read several objects in a row from one file. Its
/// tokenizer may read ahead past the object (a token after a number or a
/// PolyLib matrix, a character after a number) and drops what it read ahead
/// when it returns, so the file's position cannot tell whether anything
/// followed the object. `read_from` therefore reads the whole input and
/// parses it with `isl_<type>_read_from_str`, the same parser
/// (`isl_stream_read_<type>`) on a string, which this crate's ISL makes
/// reject any token left after the object.
macro_rules! read_from {
    ($ty:ident, $file_fn:literal, $text:literal) => {
            #[doc = concat!(
                "Reads one `", stringify!($ty), "` from `reader`, in the thread's current \
                context: everything `reader` gives must be the object's text \
                (whitespace may follow), exactly as for \
                [`read_from_str`](Self::read_from_str) and `parse`.\n\n\
                Covers ISL's `", $file_fn, "`, which reads from a C `FILE *` and stops \
                after the object; the input is read to its end instead, then parsed by \
                ISL's string reader (same parser), so that trailing text is an error.\n\n\
                # Errors\n\
                - [`Error::NoContext`] outside any context;\n\
                - [`Error::Io`] if `reader` fails, or (kind `InvalidData`) if the input \
                  is not UTF-8;\n\
                - [`Error::InteriorNul`] for a NUL byte;\n\
                - [`Error::Isl`] (kind `Invalid`) for text ISL cannot read or text after \
                  the object.\n\n\
                ```\n\
                use isl_safe::{Context, ", stringify!($ty), "};\n\
                use std::io::Cursor;\n\
                let ctx = Context::new()?;\n\
                let _scope = ctx.enter();\n\
                let text = \"", $text, "\";\n\
                let read = ", stringify!($ty), "::read_from(Cursor::new(text))?;\n\
                assert_eq!(read.to_string(), ", stringify!($ty), "::read_from_str(text)?.to_string());\n\
                // Text after the object is an error, as for `read_from_str`.\n\
                assert!(", stringify!($ty), "::read_from(format!(\"{text} ;\").as_bytes()).is_err());\n\
                # Ok::<(), isl_safe::Error>(())\n\
                ```"
            )]
            #[doc(alias = $file_fn)]
            pub fn read_from(reader: impl Read) -> Result<$ty> {
                Context::current()?;
                let text = read_text(reader, $file_fn)?;
                $ty::read_from_str(&text)
            }
    };
}

/// A PolyLib vector, `size v1 ... vsize`: the number of values, then the
/// values, all integers separated by whitespace. `Err` for anything else.
fn check_polylib_vector(text: &str, function: &'static str) -> Result<()> {
    let invalid = |message: String| Error::InvalidArgument { function, message };
    let is_int = |word: &str| {
        let digits = word.strip_prefix('-').unwrap_or(word);
        !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
    };
    let mut words = text.split_ascii_whitespace();
    let size = words
        .next()
        .ok_or_else(|| invalid("expecting vector length".into()))?;
    if !size.bytes().all(|b| b.is_ascii_digit()) {
        return Err(invalid(format!(
            "expecting vector length, a non-negative integer, got {size:?}"
        )));
    }
    let max = crate::specs::guards::MAX_MAT_DIM;
    let size = size
        .parse::<u64>()
        .ok()
        .filter(|&n| n <= max)
        .ok_or_else(|| {
            invalid(format!(
                "a vector length of {size} exceeds the limit of {max}"
            ))
        })?;
    let mut count = 0;
    for word in words {
        if !is_int(word) {
            return Err(invalid(format!("expecting an integer, got {word:?}")));
        }
        count += 1;
    }
    if count != size {
        return Err(invalid(format!(
            "a vector of length {size} has {count} values"
        )));
    }
    Ok(())
}

/// Reading from any `Read`.
impl IslVec {
    /// Reads a vector in PolyLib's notation from `reader`, in the thread's
    /// current context: the number of elements, then the elements, integers
    /// separated by whitespace (`"3 1 -2 3"` is `[1,-2,3]`). Everything
    /// `reader` gives must be that vector.
    ///
    /// Covers ISL's `isl_vec_read_from_file` (which has no string twin): the
    /// input is read to its end and checked first (ISL would read a length
    /// too large for memory, and stops after the last element), then read
    /// by ISL from an in-memory `FILE *`.
    ///
    /// # Errors
    /// [`Error::NoContext`] outside any context; [`Error::Io`] if `reader`
    /// fails or the input is not UTF-8; [`Error::InteriorNul`] for a NUL
    /// byte; [`Error::InvalidArgument`] for anything but a vector's length,
    /// at most 4,096, and that many integers (checked before ISL reads it).
    ///
    /// ```
    /// use isl_safe::{Context, IslVec};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let v = IslVec::read_from("3\n1 -2 3\n".as_bytes())?;
    /// assert_eq!(v.to_string(), "[1,-2,3]");
    /// assert!(IslVec::read_from("3 1 2".as_bytes()).is_err());
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_vec_read_from_file")]
    pub fn read_from(reader: impl Read) -> Result<IslVec> {
        const FN: &str = "isl_vec_read_from_file";
        let ctx = Context::current()?;
        let text = read_text(reader, FN)?;
        check_polylib_vector(&text, FN)?;
        // The system ISL (unpatched) reads it within the bundled readers'
        // bounds, with the operation limit lifted.
        let _lift = crate::specs::guards::unpatched_reader(
            &ctx,
            &text,
            crate::specs::guards::reader_bounds::Dialect::Vector,
            FN,
        )?;
        let file = open_text(&text, FN)?;
        // SAFETY: live context and FILE, both alive during the call.
        let raw = unsafe { sys::isl_vec_read_from_file(ctx.as_ptr(), file.as_ptr()) };
        // SAFETY: an owned object made in `ctx`, or NULL.
        unsafe { IslVec::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))
    }
}

/// An in-memory `FILE *` reading `text`.
pub(crate) fn open_text(text: &str, function: &'static str) -> Result<CFile> {
    CFile::from_text(text).ok_or_else(|| Error::io(function, &io::Error::last_os_error()))
}

/// Reading from text and from any `Read`.
impl UnionAccessInfo {
    /// Reads an access info (`sink`, `must_source`, `may_source`, `kill`,
    /// `schedule` or `schedule_map`, in ISL's YAML form) in the thread's
    /// current context, as `isl_union_access_info_read_from_file` does. The
    /// text must hold the access info alone (whitespace may follow), as for
    /// the other types' `read_from_str`.
    ///
    /// ISL has no string reader for this type: the text is read from an
    /// in-memory `FILE *`, and whatever ISL left unread must be whitespace.
    /// That check is exact here: in YAML block style ISL's reader fails on
    /// any token after the mapping itself (it reads on to the end of the
    /// input to find where the mapping ends), and in flow style it stops
    /// right after the closing `}`, without reading ahead.
    ///
    /// ```
    /// use isl_safe::{Context, UnionAccessInfo};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let info = UnionAccessInfo::read_from_str(
    ///     "sink: { S[] -> a[] }\nmust_source: { T[] -> a[] }\nschedule_map: { T[] -> [0]; S[] -> [1] }",
    /// )
    /// .unwrap();
    /// let flow = info.compute_flow().unwrap();
    /// assert_eq!(flow.get_must_dependence().unwrap().to_string(), "{ T[] -> S[] }");
    /// // Text after the mapping is an error.
    /// assert!(UnionAccessInfo::read_from_str(&format!("{info} }}")).is_err());
    /// ```
    pub fn read_from_str(text: &str) -> Result<UnionAccessInfo> {
        const FN: &str = "isl_union_access_info_read_from_file";
        let ctx = Context::current()?;
        CStrArg::new(text, FN)?;
        // The system ISL (unpatched) reads it within the bundled readers'
        // bounds, with the operation limit lifted.
        let _lift = crate::specs::guards::unpatched_reader(
            &ctx,
            text,
            crate::specs::guards::reader_bounds::Dialect::Yaml,
            FN,
        )?;
        let file = CFile::from_text(text).ok_or(Error::Isl {
            kind: ErrorKind::Alloc,
            message: "cannot open the text as a C stream".into(),
            file: String::new(),
            line: 0,
            function: FN,
        })?;
        // SAFETY: live context and FILE, both alive during the call.
        let raw = unsafe { sys::isl_union_access_info_read_from_file(ctx.as_ptr(), file.as_ptr()) };
        // SAFETY: an owned object made in `ctx`, or NULL.
        let info = unsafe { UnionAccessInfo::from_raw(raw, ctx.clone()) }
            .ok_or_else(|| ctx.take_error(FN))?;
        let rest = file
            .position()
            .and_then(|pos| text.get(pos..))
            .unwrap_or_default();
        if let Some(offset) = rest.find(|c: char| !c.is_ascii_whitespace()) {
            return Err(Error::Isl {
                kind: ErrorKind::Invalid,
                message: format!(
                    "unexpected text after the access info at byte {}",
                    text.len() - rest.len() + offset
                ),
                file: String::new(),
                line: 0,
                function: FN,
            });
        }
        Ok(info)
    }

    /// Reads an access info from `reader`, in the thread's current context,
    /// as [`read_from_str`](Self::read_from_str) reads the whole input (one
    /// YAML mapping; whitespace may follow it).
    ///
    /// Covers ISL's `isl_union_access_info_read_from_file`.
    ///
    /// # Errors
    /// As for [`read_from_str`](Self::read_from_str), plus [`Error::Io`] if
    /// `reader` fails or the input is not UTF-8.
    ///
    /// ```
    /// use isl_safe::{Context, UnionAccessInfo};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let text = "sink: { S[] -> a[] }\nmust_source: { T[] -> a[] }\nschedule_map: { T[] -> [0]; S[] -> [1] }\n";
    /// let info = UnionAccessInfo::read_from(text.as_bytes())?;
    /// let flow = info.compute_flow()?;
    /// assert_eq!(flow.get_must_dependence()?.to_string(), "{ T[] -> S[] }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_union_access_info_read_from_file")]
    pub fn read_from(reader: impl Read) -> Result<UnionAccessInfo> {
        Context::current()?;
        let text = read_text(reader, "isl_union_access_info_read_from_file")?;
        UnionAccessInfo::read_from_str(&text)
    }
}

// ---------------------------------------------------------------------------
// Printing to a writer.

/// Runs `print` (an ISL function printing to a `FILE *` and returning
/// nothing) on a stream writing to `out`; `Err` for an error ISL records
/// during the call or an error of `out`.
fn print_to(
    out: &mut dyn Write,
    ctx: &Context,
    function: &'static str,
    print: impl FnOnce(*mut sys::FILE),
) -> Result<()> {
    let file = WriteFile::new(out).map_err(|e| Error::io(function, &e))?;
    ctx.raw().reset_error();
    print(file.as_ptr());
    let failed = ctx.raw().last_error_kind() != crate::error::ErrorKind::None;
    let isl = if failed {
        Err(ctx.take_error(function))
    } else {
        Ok(())
    };
    let written = file.finish().map_err(|e| Error::io(function, &e));
    isl.and(written.map(drop))
}

/// An indentation within `0..=MAX_INDENT`.
fn check_indent(indent: i32, function: &'static str) -> Result<()> {
    if (0..=MAX_INDENT).contains(&indent) {
        Ok(())
    } else {
        Err(Error::InvalidArgument {
            function,
            message: format!("an indentation of {indent} is outside 0..={MAX_INDENT}"),
        })
    }
}

macro_rules! print_internal {
    ($ty:ident, $c:ident, $text:literal, $first:literal) => {
        paste::paste! {
            #[doc = concat!(
                "Writes ISL's internal form of the ", stringify!($ty), " to `out` (`", stringify!($c), "`, \
                the text `isl_", stringify!($c), "`'s dump writes to stderr): its sizes, flags and \
                reference count, then its constraints as ISL stores them, each line \
                indented by `indent` spaces. For debugging; the format is ISL's and may change.\n\n\
                # Errors\n\
                [`Error::InvalidArgument`] for an `indent` outside `0..=1024`; [`Error::Io`] \
                if `out` fails; [`Error::Isl`] if ISL fails (the output is then incomplete).\n\n\
                ```\n\
                use isl_safe::{Context, ", stringify!($ty), "};\n\
                let ctx = Context::new()?;\n\
                let _scope = ctx.enter();\n\
                let x: ", stringify!($ty), " = \"", $text, "\".parse()?;\n\
                let mut out = Vec::new();\n\
                x.print_internal(&mut out, 2)?;\n\
                let text = String::from_utf8(out).unwrap();\n\
                assert!(text.starts_with(\"", $first, "\"), \"{text}\");\n\
                # Ok::<(), isl_safe::Error>(())\n\
                ```"
            )]
            #[doc(alias = "" $c "")]
            pub fn print_internal(&self, mut out: impl Write, indent: i32) -> Result<()> {
                const FN: &str = stringify!($c);
                check_indent(indent, FN)?;
                print_to(&mut out, self.context(), FN, |file| {
                    // SAFETY: a live object, a FILE open during the call, an
                    // indentation ISL can print.
                    unsafe { sys::$c(self.as_raw(), file, indent) }
                })
            }
        }
    };
}

/// Writing to any `Write`.
impl Mat {
    /// Writes the matrix to `out` as ISL's `isl_mat_print_internal` does
    /// (the text `isl_mat_dump` writes to stderr): rows in brackets, one per
    /// line, each line indented by `indent` spaces.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an `indent` outside `0..=1024`;
    /// [`Error::Io`] if `out` fails.
    ///
    /// ```
    /// use isl_safe::{Context, Mat};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let mut m = Mat::alloc(2u32, 2u32)?;
    /// for (r, c, x) in [(0, 0, 1), (0, 1, -2), (1, 0, 3), (1, 1, 4)] {
    ///     m.in_place().set_element_si(r, c, x)?;
    /// }
    /// let mut out = Vec::new();
    /// m.print_internal(&mut out, 0)?;
    /// assert_eq!(out, b"[[1,-2]\n [3,4]]\n");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_mat_print_internal")]
    pub fn print_internal(&self, mut out: impl Write, indent: i32) -> Result<()> {
        const FN: &str = "isl_mat_print_internal";
        check_indent(indent, FN)?;
        print_to(&mut out, self.context(), FN, |file| {
            // SAFETY: a live matrix, a FILE open during the call, an
            // indentation ISL can print.
            unsafe { sys::isl_mat_print_internal(self.as_raw(), file, indent) }
        })
    }
}

/// An output format among `formats` (ISL's `ISL_FORMAT_*`), as the
/// `unsigned` ISL takes.
fn check_format(
    format: i32,
    formats: &[(i32, &str)],
    what: &str,
    function: &'static str,
) -> Result<std::ffi::c_uint> {
    if formats.iter().any(|&(f, _)| f == format) {
        return Ok(format as std::ffi::c_uint);
    }
    let names: Vec<&str> = formats.iter().map(|&(_, name)| name).collect();
    Err(Error::InvalidArgument {
        function,
        message: format!(
            "output format {format} is not supported for {what}: ISL prints it only as {}",
            names.join(" or ")
        ),
    })
}

const ISL_ONLY: &[(i32, &str)] = &[(format::ISL, "format::ISL")];
const ISL_OR_C: &[(i32, &str)] = &[(format::ISL, "format::ISL"), (format::C, "format::C")];

macro_rules! print_format {
    ($ty:ident, $c:ident, $formats:ident, $what:literal, [$($setup:tt)*]) => {
        paste::paste! {
            #[doc = concat!(
                "Writes the ", $what, " to `out` in `format` (`", stringify!($c), "`): ",
                "the text a string printer (`Printer::to_str`) in that format prints.\n\n\
                # Errors\n\
                [`Error::InvalidArgument`] for a format ISL does not print ", $what, "s in \
                (ISL would record an error and print nothing); [`Error::Io`] if `out` fails; \
                [`Error::Isl`] if ISL fails.\n\n\
                ```\n\
                use isl_safe::{format, Context, ", stringify!($ty), "};\n\
                let ctx = Context::new()?;\n\
                let _scope = ctx.enter();\n\
                ", $($setup)*, "\n\
                let mut out = Vec::new();\n\
                x.print(&mut out, format::ISL)?;\n\
                assert_eq!(String::from_utf8(out).unwrap(), x.to_string());\n\
                assert!(x.print(&mut Vec::new(), format::LATEX).is_err());\n\
                # Ok::<(), isl_safe::Error>(())\n\
                ```"
            )]
            #[doc(alias = "" $c "")]
            pub fn print(&self, mut out: impl Write, format: i32) -> Result<()> {
                const FN: &str = stringify!($c);
                let format = check_format(format, $formats, $what, FN)?;
                print_to(&mut out, self.context(), FN, |file| {
                    // SAFETY: a live object, a FILE open during the call, a
                    // format ISL prints this type in.
                    unsafe { sys::$c(self.as_raw(), file, format) }
                })
            }
        }
    };
}

// ---------------------------------------------------------------------------
// A printer writing to a `Write`.

/// The stream of a printer made by [`Printer::to_writer`], whatever its
/// writer's type.
trait PrinterStream {
    /// Hands what was printed to the writer, and flushes it.
    fn flush(&mut self) -> io::Result<()>;
    /// The stream, to take its writer back at its own type.
    fn as_any(&mut self) -> &mut dyn Any;
}

impl<W: Write + 'static> PrinterStream for WriteFile<W> {
    fn flush(&mut self) -> io::Result<()> {
        WriteFile::flush(self)
    }
    fn as_any(&mut self) -> &mut dyn Any {
        self
    }
}

/// What a writer printer's note points to.
type NoteUser = Box<dyn PrinterStream>;

/// The key of the note holding a printer's stream: an id named
/// [`NOTE_KEY_NAME`] whose user pointer is this static's address, which no
/// safe caller can make (ids with Rust values point into the heap).
static NOTE_KEY: u8 = 0;
const NOTE_KEY_NAME: &std::ffi::CStr = c"isl_safe_printer_writer";

/// Frees a stream when ISL frees the note that holds it.
unsafe extern "C" fn free_stream(user: *mut c_void) {
    // SAFETY: `user` is the `NoteUser` boxed in `Printer::to_writer`, freed
    // once, by ISL when the note's last reference goes.
    let stream = unsafe { Box::from_raw(user.cast::<NoteUser>()) };
    // Closing hands the rest to the writer (whose panics are already caught)
    // and drops it; a panic of its `Drop` must not unwind into ISL.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(stream)));
}

/// The note key in `ctx` (a new reference), or NULL if ISL fails.
fn note_key(ctx: &Context) -> *mut sys::isl_id {
    let user = std::ptr::addr_of!(NOTE_KEY).cast_mut().cast::<c_void>();
    // SAFETY: a live context; ISL copies the name; the user pointer is never
    // dereferenced (the id has no free function).
    unsafe { sys::isl_id_alloc(ctx.as_ptr(), NOTE_KEY_NAME.as_ptr(), user) }
}

impl Printer {
    /// A printer writing to `writer`, in the thread's current context
    /// (ISL's `isl_printer_to_file` on a C stream that writes to `writer`).
    /// Every method of [`Printer`] works on it; what it prints reaches
    /// `writer` in pieces, as the C library's buffer fills.
    ///
    /// Finish with [`into_writer`](Self::into_writer), which hands the
    /// rest to `writer`, flushes it and returns it, or check on the way with
    /// [`flush_writer`](Self::flush_writer). An error of `writer` (or a panic
    /// in it) stops the output: nothing more reaches `writer`, and the next
    /// `flush_writer` or `into_writer` returns the error. The printing
    /// methods themselves cannot see it (ISL does not check its writes to a
    /// `FILE *`), hence these two. Dropping the
    /// printer also hands the rest to `writer` and drops it, but can report
    /// no error (as a `BufWriter` dropped unflushed).
    ///
    /// The stream lives with ISL's printer itself (as one of its notes), so
    /// it stays valid wherever ISL takes the printer: a printer handed to a
    /// callback, or returned by [`AstNode::print`](crate::AstNode::print).
    ///
    /// # Errors
    /// [`Error::NoContext`] outside any context; [`Error::Io`] if the C
    /// library cannot open the stream; [`Error::Isl`] if ISL fails.
    ///
    /// ```
    /// use isl_safe::{format, Context, Printer, Set};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s: Set = "{ [i] : 0 <= i < 10 }".parse()?;
    /// let p = Printer::to_writer(Vec::<u8>::new())?;
    /// let p = p.set_output_format(format::LATEX)?.print_str("$")?.print_set(&s)?.print_str("$")?;
    /// let out: Vec<u8> = p.into_writer()?;
    /// assert_eq!(out, br"$\{\, i \mid 0 \le i \le 9 \,\}$");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    ///
    /// A file, flushed at the end:
    ///
    /// ```no_run
    /// use isl_safe::{Context, Printer, UnionMap};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let deps: UnionMap = "{ S[i] -> S[i + 1] }".parse()?;
    /// let file = std::fs::File::create("deps.isl").expect("create deps.isl");
    /// let p = Printer::to_writer(std::io::BufWriter::new(file))?;
    /// p.print_union_map(&deps)?.end_line()?.into_writer::<std::io::BufWriter<std::fs::File>>()?;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_printer_to_file")]
    pub fn to_writer<W: Write + 'static>(writer: W) -> Result<Printer> {
        const FN: &str = "isl_printer_to_file";
        let ctx = Context::current()?;
        let stream: NoteUser = Box::new(WriteFile::new(writer).map_err(|e| Error::io(FN, &e))?);
        let user = Box::into_raw(Box::new(stream));
        // SAFETY: a live context; the name is copied by ISL. Each stream has
        // its own address, so the id is new (no other id has that pointer
        // while the stream lives).
        let note =
            unsafe { sys::isl_id_alloc(ctx.as_ptr(), c"isl_safe_writer".as_ptr(), user.cast()) };
        if note.is_null() {
            // SAFETY: ISL did not take the stream: it is ours to free.
            drop(unsafe { Box::from_raw(user) });
            return Err(ctx.take_error(FN));
        }
        // From here on the note owns the stream: freeing it frees the stream.
        // SAFETY: a live id; `free_stream` matches the user pointer's type.
        let note = unsafe { sys::isl_id_set_free_user(note, Some(free_stream)) };
        let (key, file) = {
            // SAFETY: the stream is alive (owned by the note).
            let stream = unsafe { &mut **user };
            let file = stream
                .as_any()
                .downcast_mut::<WriteFile<W>>()
                .map(|f| f.as_ptr());
            (note_key(&ctx), file)
        };
        // SAFETY: a live context and FILE (the FILE lives as long as the note,
        // which the printer will hold); `key` and `note` are owned here and
        // handed to `isl_printer_set_note`, which frees them and the printer
        // on failure.
        unsafe {
            let p = match file {
                Some(file) if !key.is_null() => sys::isl_printer_to_file(ctx.as_ptr(), file),
                _ => std::ptr::null_mut(),
            };
            if p.is_null() {
                sys::isl_id_free(key);
                sys::isl_id_free(note);
                return Err(ctx.take_error(FN));
            }
            let p = sys::isl_printer_set_note(p, key, note);
            Printer::from_raw(p, ctx.clone()).ok_or_else(|| ctx.take_error(FN))
        }
    }

    /// The stream of a printer made by [`to_writer`](Self::to_writer).
    fn stream(&mut self, function: &'static str) -> Result<&mut dyn PrinterStream> {
        let ctx = self.context().clone();
        let key = note_key(&ctx);
        if key.is_null() {
            return Err(ctx.take_error(function));
        }
        // SAFETY: a live printer and id; `isl_printer_has_note` keeps the id,
        // which is then handed to `isl_printer_get_note` or freed.
        let note = unsafe {
            let has = sys::isl_printer_has_note(self.as_raw(), key);
            if has.0 <= 0 {
                sys::isl_id_free(key);
                if has.0 < 0 {
                    return Err(ctx.take_error(function));
                }
                return Err(Error::InvalidArgument {
                    function,
                    message: "the printer does not write to a Rust writer (Printer::to_writer)"
                        .into(),
                });
            }
            sys::isl_printer_get_note(self.as_raw(), key)
        };
        if note.is_null() {
            return Err(ctx.take_error(function));
        }
        // SAFETY: the note is an id made in `to_writer`, whose user pointer is
        // the stream; the printer holds the note (and so the stream) while
        // `self` lives, which bounds the returned borrow.
        unsafe {
            let user = sys::isl_id_get_user(note).cast::<NoteUser>();
            sys::isl_id_free(note);
            Ok(&mut **user)
        }
    }

    /// Hands what this printer made by [`to_writer`](Self::to_writer) has
    /// printed so far to its writer and flushes the writer; returns the
    /// printer to go on printing. ([`flush`](Self::flush), ISL's
    /// `isl_printer_flush`, hands the output to the writer too, but cannot
    /// report its errors.)
    ///
    /// # Errors
    /// [`Error::Io`] if the writer failed, now or at any earlier time;
    /// [`Error::InvalidArgument`] if the printer was not made by
    /// `to_writer`. The printer is dropped.
    ///
    /// ```
    /// use isl_safe::{Context, Printer};
    /// use std::{cell::RefCell, io::Write, rc::Rc};
    /// // A writer that shares what it is given.
    /// #[derive(Clone, Default)]
    /// struct Shared(Rc<RefCell<Vec<u8>>>);
    /// impl Write for Shared {
    ///     fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
    ///         self.0.borrow_mut().write(buf)
    ///     }
    ///     fn flush(&mut self) -> std::io::Result<()> {
    ///         Ok(())
    ///     }
    /// }
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let seen = Shared::default();
    /// let p = Printer::to_writer(seen.clone())?.print_str("x")?.print_int(1)?;
    /// assert!(seen.0.borrow().is_empty()); // still in the C library's buffer
    /// let p = p.flush_writer()?;
    /// assert_eq!(*seen.0.borrow(), b"x1");
    /// # drop(p);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn flush_writer(mut self) -> Result<Printer> {
        const FN: &str = "isl_printer_flush";
        self.stream(FN)?.flush().map_err(|e| Error::io(FN, &e))?;
        Ok(self)
    }

    /// Ends printing to the writer of a printer made by
    /// [`to_writer`](Self::to_writer): hands it the rest of the output,
    /// flushes it and returns it.
    ///
    /// # Errors
    /// [`Error::Io`] if the writer failed, now or at any earlier time;
    /// [`Error::InvalidArgument`] if the printer was not made by
    /// `to_writer`, or with a writer of another type than `W`. The printer
    /// (and then its writer) is dropped.
    ///
    /// ```
    /// use isl_safe::{Context, Printer};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let p = Printer::to_writer(Vec::<u8>::new())?.print_str("hello")?;
    /// assert_eq!(p.into_writer::<Vec<u8>>()?, b"hello");
    /// // A string printer has no writer.
    /// assert!(Printer::to_str()?.into_writer::<Vec<u8>>().is_err());
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn into_writer<W: Write + 'static>(mut self) -> Result<W> {
        const FN: &str = "isl_printer_to_file";
        let file = self
            .stream(FN)?
            .as_any()
            .downcast_mut::<WriteFile<W>>()
            .ok_or_else(|| Error::InvalidArgument {
                function: FN,
                message: format!(
                    "the printer's writer is not a {}",
                    std::any::type_name::<W>()
                ),
            })?;
        file.take_writer().map_err(|e| Error::io(FN, &e))
    }
}

// ---------------------------------------------------------------------------
// Each type's readers and writers, one `impl` block each.

/// Reading from any `Read` and writing ISL's internal form to any `Write`.
impl BasicMap {
    read_from!(
        BasicMap,
        "isl_basic_map_read_from_file",
        "{ [i] -> [i + 1] : 0 <= i < 4 }"
    );
    print_internal!(
        BasicMap,
        isl_basic_map_print_internal,
        "{ [i] -> [i + 1] }",
        "  ref: 1, nparam: 0, in: 1, out: 1,"
    );
}

/// Reading from any `Read` and writing ISL's internal form to any `Write`.
impl BasicSet {
    read_from!(
        BasicSet,
        "isl_basic_set_read_from_file",
        "{ [i, j] : 0 <= j <= i < 4 }"
    );
    print_internal!(
        BasicSet,
        isl_basic_set_print_internal,
        "{ [i] : 0 <= i < 4 }",
        "  ref: 1, nparam: 0, dim: 1,"
    );
}

/// Reading from any `Read` and writing ISL's internal form to any `Write`.
impl Map {
    read_from!(
        Map,
        "isl_map_read_from_file",
        "[n] -> { [i] -> [j] : j = i or j = n - i }"
    );
    print_internal!(
        Map,
        isl_map_print_internal,
        "{ [i] -> [i + 1]; [i] -> [-i] }",
        "  ref: 1, n: 2, nparam: 0, in: 1, out: 1,"
    );
}

/// Reading from any `Read` and writing ISL's internal form to any `Write`.
impl Set {
    read_from!(
        Set,
        "isl_set_read_from_file",
        "[n] -> {\\n  S[i] : 0 <= i < n;\\n  S[i] : i = 2n\\n}\\n"
    );
    print_internal!(
        Set,
        isl_set_print_internal,
        "[n] -> { [i] : 0 <= i < n }",
        "  ref: 1, n: 1, nparam: 1, dim: 1,"
    );
}

/// Reading from any `Read`.
impl UnionMap {
    read_from!(
        UnionMap,
        "isl_union_map_read_from_file",
        "{ S[i] -> A[i]; T[] -> B[] }"
    );
}

/// Reading from any `Read`.
impl UnionSet {
    read_from!(
        UnionSet,
        "isl_union_set_read_from_file",
        "{ S[i] : 0 <= i < 4; T[] }"
    );
}

/// Reading from any `Read` and writing to any `Write`.
impl PwQpolynomial {
    read_from!(
        PwQpolynomial,
        "isl_pw_qpolynomial_read_from_file",
        "[n] -> { [i] -> i * (n - i) : 0 <= i <= n }"
    );
    print_format!(
        PwQpolynomial,
        isl_pw_qpolynomial_print,
        ISL_OR_C,
        "piecewise quasipolynomial",
        ["let x: PwQpolynomial = \"[n] -> { [i] -> i * (n - i) : 0 <= i <= n }\".parse()?;"]
    );
}

/// Reading from any `Read`.
impl Schedule {
    read_from!(Schedule, "isl_schedule_read_from_file", "domain: \\\"{ S[i] : 0 <= i < 4 }\\\"\\nchild:\\n  schedule: \\\"[{ S[i] -> [(i)] }]\\\"\\n");
}

/// Reading from any `Read`.
impl ScheduleConstraints {
    read_from!(
        ScheduleConstraints,
        "isl_schedule_constraints_read_from_file",
        "domain: \\\"{ S[i] : 0 <= i < 4 }\\\"\\nvalidity: \\\"{ S[i] -> S[i + 1] }\\\"\\n"
    );
}

/// Writing to any `Write`.
impl Qpolynomial {
    print_format!(Qpolynomial, isl_qpolynomial_print, ISL_ONLY, "quasipolynomial", ["let x = \"[n] -> { [i] -> i * (n - i) }\".parse::<isl_safe::PwQpolynomial>()?.as_qpolynomial()?;"]);
}

/// Writing to any `Write`.
impl QpolynomialFold {
    print_format!(QpolynomialFold, isl_qpolynomial_fold_print, ISL_ONLY, "quasipolynomial fold", ["let x = \"{ [i] -> max(i, 10 - i) }\".parse::<isl_safe::PwQpolynomialFold>()?.as_qpolynomial_fold()?;"]);
}

/// Writing to any `Write`.
impl PwQpolynomialFold {
    print_format!(PwQpolynomialFold, isl_pw_qpolynomial_fold_print, ISL_OR_C, "piecewise quasipolynomial fold", ["let x: PwQpolynomialFold = \"[n] -> { [i] -> max(i, n - i) : 0 <= i <= n }\".parse()?;"]);
}
