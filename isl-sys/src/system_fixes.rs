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
//!
//! Interposing needs a dynamic linker that lets the program's definition
//! win (ELF: Linux, the BSDs); [`system_fixes_active`] checks once per
//! process that ISL's calls do reach it, and `isl-safe` refuses to make a
//! context where they do not.

use crate::{
    isl_basic_set, isl_basic_set_free, isl_basic_set_read_from_str, isl_basic_set_remove_dims,
    isl_basic_set_sample, isl_ctx_alloc, isl_ctx_free, isl_dim_type, isl_mat,
    isl_mat_add_zero_cols, isl_mat_cols, isl_mat_free, isl_mat_rows, isl_stat, isl_stream,
    isl_stream_error, isl_stream_flush_tokens, isl_stream_get_ctx, isl_stream_is_empty,
    isl_stream_new_str, isl_stream_next_token, isl_stream_push_token,
};
use core::ffi::{c_char, c_void};
use core::sync::atomic::{AtomicPtr, AtomicU8, AtomicUsize, Ordering};

extern "C" {
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
}

/// `RTLD_NEXT` (glibc, musl, the BSDs and macOS agree on it).
const RTLD_NEXT: *mut c_void = -1isize as *mut c_void;

type Preimage = unsafe extern "C" fn(*mut isl_basic_set, *mut isl_mat) -> *mut isl_basic_set;
type StreamFree = unsafe extern "C" fn(*mut isl_stream);
type StartYaml = unsafe extern "C" fn(*mut isl_stream) -> isl_stat;

/// The system ISL's own functions of the names defined here, each looked
/// up once.
static ORIGINAL_PREIMAGE: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
static ORIGINAL_STREAM_FREE: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
static ORIGINAL_START_MAPPING: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
static ORIGINAL_START_SEQUENCE: AtomicPtr<c_void> = AtomicPtr::new(core::ptr::null_mut());
/// Calls of the fixed preimage (for [`system_fixes_active`]).
static CALLS: AtomicUsize = AtomicUsize::new(0);

/// The system ISL's own function `name`, cached in `slot`; NULL if the
/// dynamic linker has none after this program.
unsafe fn original(slot: &AtomicPtr<c_void>, name: &core::ffi::CStr) -> *mut c_void {
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
    CALLS.fetch_add(1, Ordering::Relaxed);
    let f = original(&ORIGINAL_PREIMAGE, c"isl_basic_set_preimage");
    if f.is_null() {
        isl_basic_set_free(bset);
        isl_mat_free(mat);
        return core::ptr::null_mut();
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
    start_yaml(
        s,
        &ORIGINAL_START_MAPPING,
        c"isl_stream_yaml_read_start_mapping",
        c"{",
    )
}

/// ISL's `isl_stream_yaml_read_start_sequence(s)`, with the new sequence's
/// indentation set where the input ends.
///
/// # Safety
/// ISL's contract: `s` is a live stream, or NULL.
#[export_name = "isl_stream_yaml_read_start_sequence"]
pub unsafe extern "C" fn fixed_yaml_read_start_sequence(s: *mut isl_stream) -> isl_stat {
    start_yaml(
        s,
        &ORIGINAL_START_SEQUENCE,
        c"isl_stream_yaml_read_start_sequence",
        c"[",
    )
}

/// The start of a YAML element by ISL's function `name`: where no token is
/// left, the original reads `open` (the flow style's opening bracket) pushed
/// for it, so that the element's state is pushed with an indentation, and
/// the call then fails as ISL's does there.
unsafe fn start_yaml(
    s: *mut isl_stream,
    slot: &AtomicPtr<c_void>,
    name: &core::ffi::CStr,
    open: &core::ffi::CStr,
) -> isl_stat {
    let f = original(slot, name);
    if f.is_null() {
        return isl_stat::isl_stat_error;
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

/// Whether ISL's own calls of `isl_basic_set_preimage` reach the fixed
/// function in this process: a sample of a set with an equality, which ISL
/// computes through it, is made once and the calls counted.
pub fn system_fixes_active() -> bool {
    // 0: not checked yet; 1: active; 2: not active.
    static STATE: AtomicU8 = AtomicU8::new(0);
    match STATE.load(Ordering::Acquire) {
        1 => return true,
        2 => return false,
        _ => {}
    }
    let before = CALLS.load(Ordering::Relaxed);
    // SAFETY: a context of its own, freed with everything made in it.
    unsafe {
        let ctx = isl_ctx_alloc();
        if ctx.is_null() {
            return false;
        }
        let bset = isl_basic_set_read_from_str(ctx, c"{ [i, j] : j = 2i and i >= 0 }".as_ptr());
        isl_basic_set_free(isl_basic_set_sample(bset));
        isl_ctx_free(ctx);
    }
    let active = CALLS.load(Ordering::Relaxed) > before;
    STATE.store(if active { 1 } else { 2 }, Ordering::Release);
    active
}
