//! The fixes of the system ISL's bugs that no check outside ISL can keep it
//! off (feature `system` only; the bundled build is patched instead). Each
//! is ISL's function defined again under its name, so that ISL's own calls
//! (all through its PLT) reach it; the original is found with
//! `dlsym(RTLD_NEXT, ...)` and called by it.
//!
//! - `isl_basic_set_preimage` (an internal function of ISL's, exported like
//!   the others) lowers the number of dimensions of the space by hand when
//!   its matrix has fewer columns than rows, leaving the names of the
//!   dropped dimensions in the space; a later `isl_space_drop_dims` of that
//!   space frees one name twice. ISL reaches it from any emptiness test
//!   (sampling, through `isl_basic_set_remove_equalities` and `plug_in`) of
//!   a relation from a zero-dimensional unnamed domain, without parameters,
//!   with named output dimensions: `isl_map_read_from_str` of one with an
//!   equality among unbounded constraints double-frees. (Patch 0019 of the
//!   bundled build drops the dimensions with `isl_space_drop_dims`.) Fixed
//!   here: the preimage by the matrix padded with zero columns to a square
//!   one (which keeps every dimension and its name), then the padding's
//!   dimensions, which no constraint involves, removed with ISL's public
//!   `isl_basic_set_remove_dims` (which drops their names too).
//! - `isl_stream_yaml_read_start_mapping` and `_sequence` push the new
//!   element's state and set its indentation only after reading the next
//!   token: at the end of the input (or at a token ISL cannot read) they
//!   fail with the indentation unset, and the callers' error paths
//!   (`isl_stream_yaml_next`, the ends of mappings and sequences) read it.
//!   (Patch 0015 sets it when the state is pushed.) Fixed here: there, the
//!   original reads a `{` (or `[`) pushed for it, which gives the element
//!   the flow style's indentation as the patch does, and the call fails
//!   with ISL's "unexpected EOF".
//! - `isl_stream_free` frees only the first of the tokens a failed parse
//!   left pushed back (up to five; tokens hold no reference to the context,
//!   so only a leak checker sees them). (Patch 0007.) Fixed here: ISL's
//!   public `isl_stream_flush_tokens` frees them all first.
//! - `isl_token_get_str` reads the string of any token whose string field
//!   is not NULL, but that field shares a union with a number's integer
//!   and with the object of a map or expression token: ISL's readers that
//!   find a number where they expect a name or a key read the integer as a
//!   string. ISL 0.25's readers of YAML keys check the token's type first;
//!   0.27's ask `isl_token_has_str`, which has the same flaw, so that any
//!   number where ISL 0.27 reads a key (`3` in `domain: "{ A[] }"` followed
//!   by a line `3`) crashes it. (Patch 0002 gives those tokens no string.)
//!   Fixed here: for a number, map or expression token, the error ISL
//!   reports for a token without a string, and NULL.
//! - With ISL 0.27 (0.25 has no such function), `isl_qpolynomial_as_aff`
//!   gives an infinite quasi-polynomial the affine form 1/0, which the
//!   functions on affine expressions divide by, and NaN the form 0. ISL's
//!   own bounds call it on each affine piece over a bounded domain: the
//!   bound of `{ [i] -> infty : 0 <= i <= 3 }` raises SIGFPE. (Patch 0039
//!   refuses infinities and gives NaN ISL's NaN expression.) Fixed here as
//!   the patch does, through ISL's public functions.
//!
//! Interposing needs a dynamic linker that lets the program's definition
//! win over the library's for the library's own calls (ELF: Linux, the BSDs),
//! and a shared ISL that calls through its PLT. It cannot work where ISL binds
//! its calls to itself (a library linked with `-Bsymbolic-functions`, as
//! Ubuntu builds by default), where ISL is linked statically (`libisl.a`),
//! where the original found is another ISL's (a second ISL in the process),
//! or under macOS's two-level namespaces. [`system_fixes_check`] checks, once
//! per process, for each function defined here, that its original is found in
//! the shared object of ISL's `isl_ctx_alloc` and that ISL's own calls reach
//! the definition here; `isl-safe` refuses to make a context where one fails.

#[cfg(not(isl_sys_before_0_27))]
use crate::{
    isl_aff, isl_aff_nan_on_domain, isl_bool, isl_fold, isl_local_space_from_space,
    isl_pw_qpolynomial_bound, isl_pw_qpolynomial_fold_free, isl_pw_qpolynomial_read_from_str,
    isl_qpolynomial, isl_qpolynomial_free, isl_qpolynomial_get_ctx,
    isl_qpolynomial_get_domain_space, isl_qpolynomial_is_infty, isl_qpolynomial_is_nan,
    isl_qpolynomial_is_neginfty,
};
use crate::{
    isl_basic_set, isl_basic_set_free, isl_basic_set_get_ctx, isl_basic_set_read_from_str,
    isl_basic_set_remove_dims, isl_basic_set_sample, isl_ctx, isl_ctx_alloc, isl_ctx_free,
    isl_dim_type, isl_error, isl_handle_error, isl_mat, isl_mat_add_zero_cols, isl_mat_cols,
    isl_mat_free, isl_mat_rows, isl_options_set_on_error, isl_schedule_free,
    isl_schedule_read_from_str, isl_stat, isl_stream, isl_stream_error, isl_stream_flush_tokens,
    isl_stream_get_ctx, isl_stream_is_empty, isl_stream_new_str, isl_stream_next_token,
    isl_stream_push_token, isl_token, isl_token_get_type, isl_token_type,
};
use core::ffi::{c_char, c_int, c_void, CStr};
use core::fmt;
use core::sync::atomic::{AtomicPtr, AtomicU16, AtomicU8, Ordering};

extern "C" {
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dladdr(addr: *const c_void, info: *mut DlInfo) -> c_int;
}

/// `Dl_info` (glibc, musl, the BSDs and macOS agree on its first fields).
#[repr(C)]
struct DlInfo {
    dli_fname: *const c_char,
    dli_fbase: *mut c_void,
    dli_sname: *const c_char,
    dli_saddr: *mut c_void,
}

/// `RTLD_NEXT` (glibc, musl, the BSDs and macOS agree on it).
const RTLD_NEXT: *mut c_void = -1isize as *mut c_void;

type Preimage = unsafe extern "C" fn(*mut isl_basic_set, *mut isl_mat) -> *mut isl_basic_set;
type StreamFree = unsafe extern "C" fn(*mut isl_stream);
type StartYaml = unsafe extern "C" fn(*mut isl_stream) -> isl_stat;
type TokenGetStr = unsafe extern "C" fn(*mut isl_ctx, *mut isl_token) -> *mut c_char;
#[cfg(not(isl_sys_before_0_27))]
type AsAff = unsafe extern "C" fn(*mut isl_qpolynomial) -> *mut isl_aff;

/// The system ISL's own functions of the names defined here, each looked
/// up once.
static ORIGINAL_PREIMAGE: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
static ORIGINAL_STREAM_FREE: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
static ORIGINAL_START_MAPPING: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
static ORIGINAL_START_SEQUENCE: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
static ORIGINAL_TOKEN_GET_STR: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
#[cfg(not(isl_sys_before_0_27))]
static ORIGINAL_AS_AFF: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());

/// The functions defined here, in the order [`system_fixes_check`] checks
/// them: their names, the bug each fixes and the bundled build's patch.
const FIXES: &[Fix] = &[
    Fix {
        function: c"isl_basic_set_preimage",
        bug: "frees a dimension's name twice",
        patch: "0019",
        slot: &ORIGINAL_PREIMAGE,
    },
    Fix {
        function: c"isl_stream_free",
        bug: "leaks the tokens a failed parse left pushed back",
        patch: "0007",
        slot: &ORIGINAL_STREAM_FREE,
    },
    Fix {
        function: c"isl_stream_yaml_read_start_mapping",
        bug: "reads a YAML element's indentation unset at the end of the input",
        patch: "0015",
        slot: &ORIGINAL_START_MAPPING,
    },
    Fix {
        function: c"isl_stream_yaml_read_start_sequence",
        bug: "reads a YAML element's indentation unset at the end of the input",
        patch: "0015",
        slot: &ORIGINAL_START_SEQUENCE,
    },
    Fix {
        function: c"isl_token_get_str",
        bug: "reads a number where a name or a YAML key is expected as a string",
        patch: "0002",
        slot: &ORIGINAL_TOKEN_GET_STR,
    },
    #[cfg(not(isl_sys_before_0_27))]
    Fix {
        function: c"isl_qpolynomial_as_aff",
        bug: "gives an infinite quasi-polynomial the affine form 1/0 (a division by zero in \
              the bounds ISL computes)",
        patch: "0039",
        slot: &ORIGINAL_AS_AFF,
    },
];
/// How many functions are defined here.
const N: usize = FIXES.len();
const PREIMAGE: usize = 0;
const STREAM_FREE: usize = 1;
const START_MAPPING: usize = 2;
const START_SEQUENCE: usize = 3;
const TOKEN_GET_STR: usize = 4;
#[cfg(not(isl_sys_before_0_27))]
const AS_AFF: usize = 5;

/// One function of [`FIXES`].
struct Fix {
    function: &'static CStr,
    bug: &'static str,
    patch: &'static str,
    slot: &'static AtomicPtr<c_void>,
}

/// The context [`system_fixes_check`] probes with (NULL outside the check),
/// and the bits (`1 << index` in [`FIXES`]) of the functions ISL called on it.
static PROBE_CTX: AtomicPtr<isl_ctx> = AtomicPtr::new(core::ptr::null_mut());
static REACHED: AtomicU8 = AtomicU8::new(0);

/// Records that ISL called function `fix` (an index of [`FIXES`]), whose
/// original was found, on an object of context `ctx()`, if that is the
/// probe's context (`ctx` is only called then).
fn reached(fix: usize, ctx: impl FnOnce() -> *mut isl_ctx) {
    let probe = PROBE_CTX.load(Ordering::Acquire);
    if !probe.is_null() && ctx() == probe {
        REACHED.fetch_or(1 << fix, Ordering::AcqRel);
    }
}

/// The system ISL's own function `name`, cached in `slot`; NULL if the
/// dynamic linker has none after this program.
unsafe fn original(slot: &AtomicPtr<c_void>, name: &CStr) -> *mut c_void {
    let mut f = slot.load(Ordering::Acquire);
    if f.is_null() {
        f = dlsym(RTLD_NEXT, name.as_ptr());
        slot.store(f, Ordering::Release);
    }
    f
}

/// ISL's `isl_basic_set_preimage(bset, mat)`: the preimage of `bset` under
/// `x = mat x'`, with the dropped dimensions' names dropped too.
///
/// # Safety
/// ISL's contract: `bset` and `mat` are owned (taken), or NULL.
#[export_name = "isl_basic_set_preimage"]
pub unsafe extern "C" fn fixed_basic_set_preimage(
    bset: *mut isl_basic_set,
    mat: *mut isl_mat,
) -> *mut isl_basic_set {
    let f = original(&ORIGINAL_PREIMAGE, c"isl_basic_set_preimage");
    if f.is_null() {
        isl_basic_set_free(bset);
        isl_mat_free(mat);
        return core::ptr::null_mut();
    }
    if !bset.is_null() {
        reached(PREIMAGE, || isl_basic_set_get_ctx(bset));
    }
    // SAFETY: the system ISL's function of this name has this signature.
    let original: Preimage = core::mem::transmute(f);
    let (rows, cols) = if mat.is_null() {
        (0, 0)
    } else {
        (isl_mat_rows(mat), isl_mat_cols(mat))
    };
    if bset.is_null() || cols <= 0 || cols >= rows {
        return original(bset, mat);
    }
    // Fewer columns than rows: pad to a square matrix, then remove the
    // padding's dimensions (the last ones of the result, unconstrained).
    let padding = (rows - cols) as u32;
    let mat = isl_mat_add_zero_cols(mat, padding);
    let bset = original(bset, mat);
    isl_basic_set_remove_dims(bset, isl_dim_type::isl_dim_set, (cols - 1) as u32, padding)
}

/// ISL's `isl_stream_free(s)`, with every token left on the stream freed.
///
/// # Safety
/// ISL's contract: `s` is an owned stream (taken), or NULL.
#[export_name = "isl_stream_free"]
pub unsafe extern "C" fn fixed_stream_free(s: *mut isl_stream) {
    let f = original(&ORIGINAL_STREAM_FREE, c"isl_stream_free");
    if s.is_null() || f.is_null() {
        return;
    }
    reached(STREAM_FREE, || isl_stream_get_ctx(s));
    // SAFETY: the system ISL's function of this name has this signature.
    let original: StreamFree = core::mem::transmute(f);
    // The tokens pushed back (a failed parse leaves up to five), all freed
    // by ISL's own isl_stream_flush_tokens, which reads no input.
    isl_stream_flush_tokens(s);
    original(s)
}

/// ISL's `isl_stream_yaml_read_start_mapping(s)`, with the new mapping's
/// indentation set where the input ends.
///
/// # Safety
/// ISL's contract: `s` is a live stream, or NULL.
#[export_name = "isl_stream_yaml_read_start_mapping"]
pub unsafe extern "C" fn fixed_yaml_read_start_mapping(s: *mut isl_stream) -> isl_stat {
    start_yaml(s, START_MAPPING, c"{")
}

/// ISL's `isl_stream_yaml_read_start_sequence(s)`, with the new sequence's
/// indentation set where the input ends.
///
/// # Safety
/// ISL's contract: `s` is a live stream, or NULL.
#[export_name = "isl_stream_yaml_read_start_sequence"]
pub unsafe extern "C" fn fixed_yaml_read_start_sequence(s: *mut isl_stream) -> isl_stat {
    start_yaml(s, START_SEQUENCE, c"[")
}

/// ISL's `isl_token_get_str(ctx, tok)`: the token's string, a copy; none,
/// with an error, for a number, map or expression token, whose data share
/// the string's field.
///
/// # Safety
/// ISL's contract: `ctx` is a live context; `tok` a live token, or NULL.
#[export_name = "isl_token_get_str"]
pub unsafe extern "C" fn fixed_token_get_str(
    ctx: *mut isl_ctx,
    tok: *mut isl_token,
) -> *mut c_char {
    let f = original(&ORIGINAL_TOKEN_GET_STR, c"isl_token_get_str");
    if f.is_null() {
        return core::ptr::null_mut();
    }
    reached(TOKEN_GET_STR, || ctx);
    if !tok.is_null() {
        let kind = isl_token_type(isl_token_get_type(tok));
        if kind == isl_token_type::ISL_TOKEN_VALUE
            || kind == isl_token_type::ISL_TOKEN_MAP
            || kind == isl_token_type::ISL_TOKEN_AFF
        {
            isl_handle_error(
                ctx,
                isl_error::isl_error_invalid,
                c"token does not have a string representation".as_ptr(),
                c"isl-sys/src/system_fixes.rs".as_ptr(),
                line!() as c_int,
            );
            return core::ptr::null_mut();
        }
    }
    // SAFETY: the system ISL's function of this name has this signature.
    let original: TokenGetStr = core::mem::transmute(f);
    original(ctx, tok)
}

/// ISL 0.27's `isl_qpolynomial_as_aff(qp)`: the affine form of `qp`; none,
/// with ISL's error, for an infinity; ISL's NaN expression for NaN.
///
/// # Safety
/// ISL's contract: `qp` is owned (taken), or NULL.
#[cfg(not(isl_sys_before_0_27))]
#[export_name = "isl_qpolynomial_as_aff"]
pub unsafe extern "C" fn fixed_qpolynomial_as_aff(qp: *mut isl_qpolynomial) -> *mut isl_aff {
    let f = original(&ORIGINAL_AS_AFF, c"isl_qpolynomial_as_aff");
    if f.is_null() {
        isl_qpolynomial_free(qp);
        return core::ptr::null_mut();
    }
    // SAFETY: the system ISL's function of this name has this signature.
    let original: AsAff = core::mem::transmute(f);
    if qp.is_null() {
        return original(qp);
    }
    let ctx = isl_qpolynomial_get_ctx(qp);
    reached(AS_AFF, || ctx);
    let yes = isl_bool::isl_bool_true;
    if isl_qpolynomial_is_infty(qp) == yes || isl_qpolynomial_is_neginfty(qp) == yes {
        isl_handle_error(
            ctx,
            isl_error::isl_error_invalid,
            c"infinite quasi-polynomial has no affine form".as_ptr(),
            c"isl-sys/src/system_fixes.rs".as_ptr(),
            line!() as c_int,
        );
        isl_qpolynomial_free(qp);
        return core::ptr::null_mut();
    }
    if isl_qpolynomial_is_nan(qp) == yes {
        let space = isl_qpolynomial_get_domain_space(qp);
        isl_qpolynomial_free(qp);
        return isl_aff_nan_on_domain(isl_local_space_from_space(space));
    }
    original(qp)
}

/// The start of a YAML element by ISL's function `FIXES[fix]`: where no
/// token is left, the original reads `open` (the flow style's opening
/// bracket) pushed for it, so that the element's state is pushed with an
/// indentation, and the call then fails as ISL's does there.
unsafe fn start_yaml(s: *mut isl_stream, fix: usize, open: &CStr) -> isl_stat {
    let f = original(FIXES[fix].slot, FIXES[fix].function);
    if f.is_null() {
        return isl_stat::isl_stat_error;
    }
    if !s.is_null() {
        reached(fix, || isl_stream_get_ctx(s));
    }
    // SAFETY: the system ISL's function of this name has this signature.
    let original: StartYaml = core::mem::transmute(f);
    if s.is_null() || isl_stream_is_empty(s) == 0 {
        return original(s);
    }
    // The bracket, read from a stream of its own (tokens outlive streams).
    let source = isl_stream_new_str(isl_stream_get_ctx(s), open.as_ptr());
    if source.is_null() {
        return isl_stat::isl_stat_error;
    }
    let tok = isl_stream_next_token(source);
    fixed_stream_free(source);
    if tok.is_null() {
        return isl_stat::isl_stat_error;
    }
    isl_stream_push_token(s, tok);
    original(s);
    isl_stream_error(
        s,
        core::ptr::null_mut(),
        c"unexpected EOF".as_ptr().cast_mut(),
    );
    isl_stat::isl_stat_error
}

/// A function [`system_fixes_check`] found not fixed in this process: ISL's
/// function, the bug that stays, and why.
///
/// ```
/// use isl_sys::{FixFailure, SystemFixFailure};
///
/// let e = SystemFixFailure {
///     function: "isl_stream_free",
///     bug: "leaks the tokens a failed parse left pushed back",
///     patch: "0007",
///     reason: FixFailure::NotReached,
/// };
/// let text = e.to_string();
/// assert!(text.starts_with("the system ISL's isl_stream_free leaks the tokens"));
/// assert!(text.contains("patch 0007") && text.contains("-Bsymbolic-functions"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SystemFixFailure {
    /// ISL's function that this crate defines again (`isl_stream_free`).
    pub function: &'static str,
    /// What the system ISL's own function does wrong.
    pub bug: &'static str,
    /// The patch of the bundled build that fixes it there (`0007`).
    pub patch: &'static str,
    /// Why the definition here does not fix it.
    pub reason: FixFailure,
}

/// Why one of the fixed definitions is not in effect.
///
/// ```
/// use isl_sys::FixFailure;
///
/// assert!(FixFailure::NoOriginal.to_string().contains("libisl.a"));
/// assert!(FixFailure::OtherObject.to_string().contains("second ISL"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum FixFailure {
    /// `dlsym(RTLD_NEXT)` finds no original after this program: ISL is not
    /// a shared library loaded after it (a static `libisl.a`, say). The
    /// definition here would fail every call.
    NoOriginal,
    /// The original found is not in the shared object of ISL's
    /// `isl_ctx_alloc`: another library (a second ISL) defines the name.
    OtherObject,
    /// ISL's own calls do not reach the definition here: ISL binds them to
    /// itself (linked with `-Bsymbolic-functions`, as Ubuntu builds by
    /// default), or the dynamic linker lets the library's definition win
    /// (macOS's two-level namespaces).
    NotReached,
    /// The check could not run: `isl_ctx_alloc` returned NULL.
    NoContext,
}

impl fmt::Display for FixFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FixFailure::NoOriginal => {
                "the dynamic linker finds no original of it after this program (dlsym RTLD_NEXT): \
                 ISL is not a shared library loaded after it (a static libisl.a?)"
            }
            FixFailure::OtherObject => {
                "the original found (dlsym RTLD_NEXT) is not in the shared object of ISL's \
                 isl_ctx_alloc (a second ISL in the process?)"
            }
            FixFailure::NotReached => {
                "ISL's own calls do not reach isl-sys's definition (a library linked with \
                 -Bsymbolic-functions, as Ubuntu builds by default, or a dynamic linker that \
                 lets the library's definition win, as macOS's two-level namespaces do)"
            }
            FixFailure::NoContext => "the check could not run (isl_ctx_alloc returned NULL)",
        })
    }
}

impl fmt::Display for SystemFixFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the system ISL's {} {} (fixed in the bundled build by isl-sys patch {}), and \
             isl-sys's fixed definition of it is not in effect: {}",
            self.function, self.bug, self.patch, self.reason
        )
    }
}

/// What the check found for one function of [`FIXES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Probe {
    /// `dlsym(RTLD_NEXT)` found an original.
    original: bool,
    /// ... in the shared object of ISL's `isl_ctx_alloc`.
    same_object: bool,
    /// ISL's own call on the probe's context reached the definition here.
    reached: bool,
}

/// The first function of [`FIXES`] whose probe fails (its index), and why:
/// a missing original or one in another object first, since a wrong
/// original can keep ISL's other calls in the probe from being made.
fn decide(probes: &[Probe; N]) -> Result<(), (usize, FixFailure)> {
    for (index, probe) in probes.iter().enumerate() {
        if !probe.original {
            return Err((index, FixFailure::NoOriginal));
        }
        if !probe.same_object {
            return Err((index, FixFailure::OtherObject));
        }
    }
    match probes.iter().position(|p| !p.reached) {
        Some(index) => Err((index, FixFailure::NotReached)),
        None => Ok(()),
    }
}

/// The failure of `FIXES[index]`.
fn failure(index: usize, reason: FixFailure) -> SystemFixFailure {
    let fix = &FIXES[index];
    SystemFixFailure {
        function: fix.function.to_str().unwrap_or("isl"),
        bug: fix.bug,
        patch: fix.patch,
        reason,
    }
}

/// The base address of the shared object that holds `addr` (`dladdr`), if any.
fn object_of(addr: *const c_void) -> Option<usize> {
    if addr.is_null() {
        return None;
    }
    let mut info = DlInfo {
        dli_fname: core::ptr::null(),
        dli_fbase: core::ptr::null_mut(),
        dli_sname: core::ptr::null(),
        dli_saddr: core::ptr::null_mut(),
    };
    // SAFETY: `info` is a `Dl_info` to fill; `addr` is only compared.
    let found = unsafe { dladdr(addr, &mut info) } != 0;
    (found && !info.dli_fbase.is_null()).then_some(info.dli_fbase as usize)
}

/// Runs the probes: looks up each original and the object that holds it,
/// then makes ISL call each fixed function on a context of its own. `None`
/// if no context could be made.
fn probe() -> Option<[Probe; N]> {
    // SAFETY: dlsym with a NUL-terminated name; the addresses are only
    // compared.
    let isl = object_of(unsafe { dlsym(RTLD_NEXT, c"isl_ctx_alloc".as_ptr()) });
    let mut probes = [Probe {
        original: false,
        same_object: false,
        reached: false,
    }; N];
    for (fix, probe) in FIXES.iter().zip(&mut probes) {
        // SAFETY: as above.
        let f = unsafe { original(fix.slot, fix.function) };
        probe.original = !f.is_null();
        probe.same_object = isl.is_some() && object_of(f) == isl;
    }
    // SAFETY: a context of its own, freed with everything made in it. ISL
    // reads the set and the schedule through streams (isl_stream_free), the
    // sample of a set with an equality goes through isl_basic_set_preimage,
    // the schedule's text starts a mapping and a sequence, and its keys and
    // strings are read with isl_token_get_str.
    unsafe {
        let ctx = isl_ctx_alloc();
        if ctx.is_null() {
            return None;
        }
        // Where a fix fails, ISL's errors are not printed.
        isl_options_set_on_error(ctx, crate::ISL_ON_ERROR_CONTINUE as c_int);
        REACHED.store(0, Ordering::Release);
        PROBE_CTX.store(ctx, Ordering::Release);
        let bset = isl_basic_set_read_from_str(ctx, c"{ [i, j] : j = 2i and i >= 0 }".as_ptr());
        isl_basic_set_free(isl_basic_set_sample(bset));
        let schedule = isl_schedule_read_from_str(
            ctx,
            c"{ domain: \"{ A[]; B[] }\", child: { sequence: [ { filter: \"{ A[] }\" }, \
              { filter: \"{ B[] }\" } ] } }"
                .as_ptr(),
        );
        isl_schedule_free(schedule);
        // ISL 0.27 bounds an affine piece over a bounded domain through
        // isl_qpolynomial_as_aff.
        #[cfg(not(isl_sys_before_0_27))]
        {
            let pwqp =
                isl_pw_qpolynomial_read_from_str(ctx, c"{ [i] -> i : 0 <= i <= 3 }".as_ptr());
            let bound =
                isl_pw_qpolynomial_bound(pwqp, isl_fold::isl_fold_max, core::ptr::null_mut());
            isl_pw_qpolynomial_fold_free(bound);
        }
        PROBE_CTX.store(core::ptr::null_mut(), Ordering::Release);
        isl_ctx_free(ctx);
    }
    let reached = REACHED.load(Ordering::Acquire);
    for (i, probe) in probes.iter_mut().enumerate() {
        probe.reached = reached & (1 << i) != 0;
    }
    Some(probes)
}

/// Whether this crate's definitions of ISL's functions fix the system ISL in
/// this process: for each one, in turn, its original is found
/// (`dlsym(RTLD_NEXT)`) in the shared object of ISL's `isl_ctx_alloc`
/// (`dladdr`), and ISL's own call of it reaches the definition here (ISL is
/// made to call it on a context of its own). `Err` names one that fails
/// and why (a missing or foreign original before a call not reached). Checked once per process (by the first caller; others
/// wait for its answer), again only if no context could be made.
///
/// ```
/// // A distribution's shared ISL on Linux, not linked with
/// // -Bsymbolic-functions: every fix is in effect.
/// assert_eq!(isl_sys::system_fixes_check(), Ok(()));
/// assert!(isl_sys::system_fixes_active());
/// ```
pub fn system_fixes_check() -> Result<(), SystemFixFailure> {
    // The outcome: 0, not checked; 1, being checked; 2, every fix in effect;
    // 3 + 3 * index + reason (in REASONS), `FIXES[index]` is not.
    static OUTCOME: AtomicU16 = AtomicU16::new(0);
    const REASONS: [FixFailure; 3] = [
        FixFailure::NoOriginal,
        FixFailure::OtherObject,
        FixFailure::NotReached,
    ];
    loop {
        match OUTCOME.compare_exchange(0, 1, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => break,
            Err(1) => core::hint::spin_loop(),
            Err(2) => return Ok(()),
            Err(code) => {
                let code = usize::from(code - 3);
                return Err(failure(code / 3, REASONS[code % 3]));
            }
        }
    }
    let Some(probes) = probe() else {
        OUTCOME.store(0, Ordering::Release);
        return Err(failure(PREIMAGE, FixFailure::NoContext));
    };
    let result = decide(&probes);
    let code = match result {
        Ok(()) => 2,
        Err((index, reason)) => {
            let reason = REASONS.iter().position(|r| *r == reason).unwrap_or(0);
            3 + 3 * index as u16 + reason as u16
        }
    };
    OUTCOME.store(code, Ordering::Release);
    result.map_err(|(index, reason)| failure(index, reason))
}

/// Whether every fix is in effect in this process ([`system_fixes_check`]
/// is `Ok`).
pub fn system_fixes_active() -> bool {
    system_fixes_check().is_ok()
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    const GOOD: Probe = Probe {
        original: true,
        same_object: true,
        reached: true,
    };

    #[test]
    fn every_fix_in_effect_is_ok() {
        assert_eq!(decide(&[GOOD; N]), Ok(()));
    }

    #[test]
    fn the_first_failing_function_is_named_with_its_reason() {
        let mut probes = [GOOD; N];
        probes[START_SEQUENCE].reached = false;
        probes[TOKEN_GET_STR].reached = false;
        assert_eq!(
            decide(&probes),
            Err((START_SEQUENCE, FixFailure::NotReached))
        );
        // An original elsewhere, or none, comes first: it may be why a call
        // was not reached.
        probes[TOKEN_GET_STR].same_object = false;
        assert_eq!(
            decide(&probes),
            Err((TOKEN_GET_STR, FixFailure::OtherObject))
        );
        probes[STREAM_FREE].same_object = false;
        assert_eq!(decide(&probes), Err((STREAM_FREE, FixFailure::OtherObject)));
        // A missing original fails the check even if the (failing)
        // definition here was reached.
        probes[PREIMAGE].original = false;
        assert_eq!(decide(&probes), Err((PREIMAGE, FixFailure::NoOriginal)));
    }

    #[test]
    fn the_checks_of_this_process_pass() {
        assert_eq!(system_fixes_check(), Ok(()));
        assert!(system_fixes_active());
    }

    #[test]
    fn a_failure_names_the_function_the_bug_and_the_reason() {
        let e = failure(START_MAPPING, FixFailure::NotReached);
        assert_eq!(e.function, "isl_stream_yaml_read_start_mapping");
        assert_eq!(e.patch, "0015");
        let text = std::format!("{e}");
        assert!(
            text.contains("isl_stream_yaml_read_start_mapping"),
            "{text}"
        );
        assert!(text.contains("patch 0015"), "{text}");
        assert!(text.contains("-Bsymbolic-functions"), "{text}");
    }
}
