//! ISL's stream API: a [`Stream`] over a text or any [`Read`], its
//! [`Token`]s, objects of whatever type the text holds ([`Obj`]) and ISL's
//! YAML reader, the pieces ISL's own tools (`isl_codegen`, pet, PPCG) build
//! their input readers from.
//!
//! What ISL does not check is checked here, before ISL is called:
//! - a YAML mapping or sequence is ended, or `yaml_next` is called, only
//!   inside one of the same kind that this stream's methods started;
//! - a token goes back only into a stream of its own context, and when ISL
//!   has no room left for it (it holds five), the push fails with `Err`
//!   and the token is freed rather than leaked;
//! - a token's text is read only from tokens that have one (a number's
//!   text would be read from its integer);
//! - every error ISL records during a call (`isl_stream_error`,
//!   `isl_assert`) comes back as that call's `Err`. The crate's contexts
//!   have ISL's `on_error = CONTINUE`, under which `isl_stream_error`
//!   records the error and prints nothing.

use crate::context::Context;
use crate::error::{Error, ErrorKind, Result};
use crate::object::Object;
use crate::object::{
    Map, PwMultiAff, PwQpolynomial, PwQpolynomialFold, Schedule, Set, Stream, UnionMap,
    UnionPwQpolynomial, UnionPwQpolynomialFold, UnionSet, Val,
};
use crate::prim::{self, sys, CFile, CStrArg};
#[cfg(isl_system)]
use crate::specs::guards::reader_bounds::Dialect;
use std::any::Any;
use std::cell::RefCell;
use std::ffi::CString;
use std::fmt;
use std::io::Read;
use std::ptr::NonNull;
use std::rc::Rc;

// ---------------------------------------------------------------------------
// Token kinds.

/// A keyword registered on a stream with [`Stream::register_keyword`]: the
/// token type ISL gave it, valid on that stream.
///
/// ```
/// use isl_safe::{Context, Stream, TokenKind};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s = Stream::from_text("for i")?;
/// let TokenKind::Keyword(kw) = s.register_keyword("for")? else { unreachable!() };
/// assert!(kw.code() >= 292); // after ISL's own token types
/// assert_eq!(s.next_token()?.unwrap().kind(), TokenKind::Keyword(kw));
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Keyword(i32);

impl Keyword {
    /// ISL's code of the token type (`ISL_TOKEN_LAST` or more).
    pub fn code(self) -> i32 {
        self.0
    }
}

/// The type of a [`Token`] (`enum isl_token_type`, plus the single
/// characters ISL uses as their own type and the keywords registered on a
/// stream).
///
/// ```
/// use isl_safe::{Context, Stream, TokenKind};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s = Stream::from_text("[n] -> { S[i] : i >= 0 }")?;
/// let mut kinds = Vec::new();
/// while let Some(tok) = s.next_token()? {
///     kinds.push(tok.kind());
/// }
/// use TokenKind::*;
/// assert_eq!(
///     kinds,
///     [Char('['), Ident, Char(']'), To, Char('{'), Ident, Char('['), Ident, Char(']'),
///      Char(':'), Ident, Ge, Value, Char('}')]
/// );
/// assert_eq!(Ge.to_string(), "'>='");
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TokenKind {
    /// `ISL_TOKEN_ERROR` (and any type ISL does not define).
    Error,
    /// A single character that is a token of its own: one of
    /// `( ) + - * / % ? ^ @ $ , . ; : = [ ] { } \`. A character outside
    /// `0..=255` never matches a token.
    Char(char),
    /// `ISL_TOKEN_UNKNOWN`: a character ISL does not know, or an integer
    /// literal too long to read.
    Unknown,
    /// `ISL_TOKEN_VALUE`: a non-negative integer literal (see [`Token::value`]).
    Value,
    /// `ISL_TOKEN_IDENT`: a name (see [`Token::text`]).
    Ident,
    /// `>=`.
    Ge,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `<`.
    Lt,
    /// `!=`.
    Ne,
    /// `==`.
    EqEq,
    /// `>>=`.
    LexGe,
    /// `<<=`.
    LexLe,
    /// `>>`.
    LexGt,
    /// `<<`.
    LexLt,
    /// `->`.
    To,
    /// `and`, `&`, `&&`, `/\`.
    And,
    /// `or`, `|`, `||`, `\/`.
    Or,
    /// `exists`.
    Exists,
    /// `not`, `!`.
    Not,
    /// `:=`.
    Def,
    /// `infty`, `infinity`.
    Infty,
    /// `NaN`.
    NaN,
    /// `min`.
    Min,
    /// `max`.
    Max,
    /// `rat`.
    Rat,
    /// `true`.
    True,
    /// `false`.
    False,
    /// `ceild`.
    Ceild,
    /// `floord`.
    Floord,
    /// `mod`.
    Mod,
    /// A double-quoted string on one line (see [`Token::text`]).
    String,
    /// A map ISL's readers pushed back onto the stream.
    Map,
    /// An affine expression ISL's readers pushed back onto the stream.
    Aff,
    /// `ceil`.
    Ceil,
    /// `floor`.
    Floor,
    /// `implies`.
    Implies,
    /// `//`.
    IntDiv,
    /// A keyword registered with [`Stream::register_keyword`].
    Keyword(Keyword),
}

/// The named token types, in ISL's order from `ISL_TOKEN_UNKNOWN` (256).
const NAMED: [TokenKind; 36] = {
    use TokenKind::*;
    [
        Unknown, Value, Ident, Ge, Le, Gt, Lt, Ne, EqEq, LexGe, LexLe, LexGt, LexLt, To, And, Or,
        Exists, Not, Def, Infty, NaN, Min, Max, Rat, True, False, Ceild, Floord, Mod, String, Map,
        Aff, Ceil, Floor, Implies, IntDiv,
    ]
};

const UNKNOWN: i32 = sys::isl_token_type::ISL_TOKEN_UNKNOWN.0;
const LAST: i32 = sys::isl_token_type::ISL_TOKEN_LAST.0;
const _: () = assert!(LAST - UNKNOWN == NAMED.len() as i32);

impl TokenKind {
    /// The kind of ISL's type code `code`; codes ISL does not define are
    /// [`TokenKind::Error`].
    pub fn from_code(code: i32) -> TokenKind {
        match code {
            0..=255 => TokenKind::Char(char::from(code as u8)),
            UNKNOWN..LAST => NAMED[(code - UNKNOWN) as usize],
            LAST.. => TokenKind::Keyword(Keyword(code)),
            _ => TokenKind::Error,
        }
    }

    /// ISL's type code (`enum isl_token_type`, or the character's code).
    /// A [`Char`](TokenKind::Char) outside `0..=255` gets a code no token has.
    pub fn code(self) -> i32 {
        match self {
            TokenKind::Error => sys::isl_token_type::ISL_TOKEN_ERROR.0,
            TokenKind::Char(c) => u8::try_from(c).map_or(i32::MIN, i32::from),
            TokenKind::Keyword(k) => k.0,
            named => {
                let i = NAMED.iter().position(|k| *k == named).unwrap_or(0);
                UNKNOWN + i as i32
            }
        }
    }
}

impl fmt::Display for TokenKind {
    /// The token as written (`'>='`, `'{'`), or what it is (`a name`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TokenKind::*;
        let spelled = match self {
            Char(c) => return write!(f, "'{c}'"),
            Keyword(k) => return write!(f, "keyword {}", k.0),
            Error => return f.write_str("an error"),
            Unknown => return f.write_str("an unknown token"),
            Value => return f.write_str("a number"),
            Ident => return f.write_str("a name"),
            String => return f.write_str("a string"),
            Map => return f.write_str("a map"),
            Aff => return f.write_str("an affine expression"),
            Ge => ">=",
            Le => "<=",
            Gt => ">",
            Lt => "<",
            Ne => "!=",
            EqEq => "==",
            LexGe => ">>=",
            LexLe => "<<=",
            LexGt => ">>",
            LexLt => "<<",
            To => "->",
            And => "and",
            Or => "or",
            Exists => "exists",
            Not => "not",
            Def => ":=",
            Infty => "infty",
            NaN => "NaN",
            Min => "min",
            Max => "max",
            Rat => "rat",
            True => "true",
            False => "false",
            Ceild => "ceild",
            Floord => "floord",
            Mod => "mod",
            Ceil => "ceil",
            Floor => "floor",
            Implies => "implies",
            IntDiv => "//",
        };
        write!(f, "'{spelled}'")
    }
}

// ---------------------------------------------------------------------------
// Tokens.

/// One token read from a [`Stream`] (`struct isl_token`), owned: freed on
/// drop, or handed back to the stream with [`Stream::push_token`]. It keeps
/// the stream's context (ISL's tokens have none of their own), in which
/// [`value`](Token::value) makes its [`Val`].
///
/// ```
/// use isl_safe::{Context, Stream, TokenKind};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s = Stream::from_text("size 42 \"a b\"")?;
/// let name = s.next_token()?.unwrap();
/// assert_eq!((name.kind(), name.text()?), (TokenKind::Ident, "size".to_string()));
/// let n = s.next_token()?.unwrap();
/// assert_eq!(n.kind(), TokenKind::Value);
/// assert_eq!(n.value()?.to_string(), "42");
/// assert!(!n.has_str() && n.text().is_err());
/// let quoted = s.next_token()?.unwrap();
/// assert_eq!((quoted.kind(), quoted.text()?), (TokenKind::String, "a b".to_string()));
/// assert!(s.next_token()?.is_none()); // the end of the text
/// # Ok::<(), isl_safe::Error>(())
/// ```
pub struct Token {
    ptr: NonNull<sys::isl_token>,
    ctx: Context,
}

impl Drop for Token {
    fn drop(&mut self) {
        // SAFETY: the token is owned; `ctx` (dropped after this) keeps the
        // context of a map or expression it holds alive.
        unsafe { sys::isl_token_free(self.ptr.as_ptr()) }
    }
}

impl Token {
    /// Wraps a token ISL gave; `None` for NULL.
    ///
    /// # Safety
    /// `ptr` must be NULL or a token owned by the caller, read from a stream
    /// of `ctx`.
    unsafe fn from_raw(ptr: *mut sys::isl_token, ctx: Context) -> Option<Token> {
        NonNull::new(ptr).map(|ptr| Token { ptr, ctx })
    }

    /// Gives up the token; the caller owns the pointer.
    fn into_raw(self) -> *mut sys::isl_token {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: `this` is never dropped, so its context is read out once.
        drop(unsafe { std::ptr::read(&this.ctx) });
        this.ptr.as_ptr()
    }

    /// The context of the stream the token was read from.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The token's type.
    #[doc(alias = "isl_token_get_type")]
    #[doc(alias = "get_type")]
    pub fn kind(&self) -> TokenKind {
        // SAFETY: a live token.
        TokenKind::from_code(unsafe { sys::isl_token_get_type(self.ptr.as_ptr()) })
    }

    /// Whether the token has a text: names, keywords, strings and the
    /// operators of more than one character (`->`, `>=`, ...); not numbers,
    /// single characters or maps.
    #[doc(alias = "isl_token_has_str")]
    pub fn has_str(&self) -> bool {
        if self.kind_has_no_str() {
            return false;
        }
        #[cfg(not(isl_before_0_27))]
        {
            // SAFETY: a live token; the call only reads it.
            unsafe { sys::isl_token_has_str(self.ptr.as_ptr()) == sys::isl_bool::isl_bool_true }
        }
        #[cfg(isl_before_0_27)]
        {
            self.text().is_ok()
        }
    }

    /// Number, map and expression tokens keep other data where the text of
    /// the others is: ISL 0.25 would read that data as a string.
    fn kind_has_no_str(&self) -> bool {
        matches!(
            self.kind(),
            TokenKind::Value | TokenKind::Map | TokenKind::Aff
        )
    }

    /// The token's text (a name, a keyword, a string without its quotes, an
    /// operator such as `->`); `Err` for a token without one (see
    /// [`has_str`](Token::has_str)).
    #[doc(alias = "isl_token_get_str")]
    #[doc(alias = "get_str")]
    pub fn text(&self) -> Result<String> {
        const FN: &str = "isl_token_get_str";
        if self.kind_has_no_str() {
            return Err(Error::InvalidArgument {
                function: FN,
                message: format!("{} has no text", self.kind()),
            });
        }
        self.ctx.raw().reset_error();
        // SAFETY: live context and token; the result is a malloc'ed string or NULL.
        let text = unsafe {
            prim::owned_string(sys::isl_token_get_str(self.ctx.as_ptr(), self.ptr.as_ptr()))
        };
        text.ok_or_else(|| self.ctx.take_error(FN))
    }

    /// The integer of a number token ([`TokenKind::Value`]); `Err` for any
    /// other token.
    #[doc(alias = "isl_token_get_val")]
    #[doc(alias = "get_val")]
    pub fn value(&self) -> Result<Val> {
        const FN: &str = "isl_token_get_val";
        // SAFETY: live context and token; ISL checks the token's type.
        let raw = unsafe { sys::isl_token_get_val(self.ctx.as_ptr(), self.ptr.as_ptr()) };
        // SAFETY: an owned value made in `ctx`, or NULL.
        unsafe { Val::from_raw(raw, self.ctx.clone()) }.ok_or_else(|| self.ctx.take_error(FN))
    }

    /// What ISL's own error report says about the token (`ident 'i'`).
    fn describe(&self) -> String {
        match self.kind() {
            TokenKind::Char(c) => format!("'{c}'"),
            TokenKind::Ident => format!("ident '{}'", self.text().unwrap_or_default()),
            TokenKind::Value => match self.value() {
                Ok(v) => format!("value '{v}'"),
                Err(_) => "a value".into(),
            },
            kind @ (TokenKind::Map | TokenKind::Aff) => kind.to_string(),
            kind if self.has_str() => {
                let what = if matches!(kind, TokenKind::Keyword(_)) || kind.is_builtin_keyword() {
                    "keyword"
                } else {
                    "token"
                };
                format!("{what} '{}'", self.text().unwrap_or_default())
            }
            kind => format!("token type {}", kind.code()),
        }
    }
}

impl TokenKind {
    /// ISL's keywords made of letters (`and`, `exists`, `min`, ...).
    fn is_builtin_keyword(self) -> bool {
        use TokenKind::*;
        matches!(
            self,
            Exists
                | And
                | Or
                | Implies
                | Not
                | Infty
                | NaN
                | Min
                | Max
                | Rat
                | True
                | False
                | Ceild
                | Floord
                | Mod
                | Ceil
                | Floor
        )
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Token");
        d.field("kind", &self.kind());
        if self.kind() == TokenKind::Value {
            if let Ok(v) = self.value() {
                d.field("value", &v.to_string());
            }
        } else if self.has_str() {
            if let Ok(text) = self.text() {
                d.field("text", &text);
            }
        }
        d.finish()
    }
}

// ---------------------------------------------------------------------------
// Objects of any type.

/// An object [`Stream::read_obj`] read, of whichever type the text holds
/// (ISL's `struct isl_obj`).
///
/// ```
/// use isl_safe::{Context, Obj, Set, Stream};
/// let ctx = Context::new()?;
/// let _scope = ctx.enter();
/// let s = Stream::from_text("{ [i] : 0 <= i < 4 } { A[i] -> B[i]; C[] -> D[] } 7")?;
/// let objs = s.objects().collect::<Result<Vec<Obj>, _>>()?;
/// assert!(matches!(&objs[..], [Obj::Set(_), Obj::UnionMap(_), Obj::Val(_)]));
/// assert_eq!(objs[2].to_string(), "7");
/// let set: Set = objs[0].clone().try_into()?;
/// assert_eq!(set.to_string(), "{ [i] : 0 <= i <= 3 }");
/// # Ok::<(), isl_safe::Error>(())
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Obj {
    /// A number (`isl_obj_val`).
    Val(Val),
    /// A set (`isl_obj_set`).
    Set(Set),
    /// A map (`isl_obj_map`).
    Map(Map),
    /// A union set (`isl_obj_union_set`).
    UnionSet(UnionSet),
    /// A union map (`isl_obj_union_map`).
    UnionMap(UnionMap),
    /// A piecewise multi-affine expression (`isl_obj_pw_multi_aff`).
    PwMultiAff(PwMultiAff),
    /// A piecewise quasipolynomial (`isl_obj_pw_qpolynomial`).
    PwQpolynomial(PwQpolynomial),
    /// A union of piecewise quasipolynomials (`isl_obj_union_pw_qpolynomial`).
    UnionPwQpolynomial(UnionPwQpolynomial),
    /// A piecewise quasipolynomial fold (`isl_obj_pw_qpolynomial_fold`).
    PwQpolynomialFold(PwQpolynomialFold),
    /// A union of folds (`isl_obj_union_pw_qpolynomial_fold`).
    UnionPwQpolynomialFold(UnionPwQpolynomialFold),
    /// A schedule tree (`isl_obj_schedule`).
    Schedule(Schedule),
}

/// Calls `$m!(Variant, Type, vtable)` for every readable object type.
macro_rules! for_each_obj {
    ($m:ident) => {
        $m!(Val, Val, isl_obj_val_vtable);
        $m!(Set, Set, isl_obj_set_vtable);
        $m!(Map, Map, isl_obj_map_vtable);
        $m!(UnionSet, UnionSet, isl_obj_union_set_vtable);
        $m!(UnionMap, UnionMap, isl_obj_union_map_vtable);
        $m!(PwMultiAff, PwMultiAff, isl_obj_pw_multi_aff_vtable);
        $m!(PwQpolynomial, PwQpolynomial, isl_obj_pw_qpolynomial_vtable);
        $m!(
            UnionPwQpolynomial,
            UnionPwQpolynomial,
            isl_obj_union_pw_qpolynomial_vtable
        );
        $m!(
            PwQpolynomialFold,
            PwQpolynomialFold,
            isl_obj_pw_qpolynomial_fold_vtable
        );
        $m!(
            UnionPwQpolynomialFold,
            UnionPwQpolynomialFold,
            isl_obj_union_pw_qpolynomial_fold_vtable
        );
        $m!(Schedule, Schedule, isl_obj_schedule_vtable);
    };
}

impl Obj {
    /// Takes ownership of what `isl_stream_read_obj` returned.
    ///
    /// # Safety
    /// `obj` must be the result of `isl_stream_read_obj` on a stream of
    /// `ctx`, not used afterwards.
    unsafe fn from_raw(obj: sys::isl_obj, ctx: &Context) -> Result<Obj> {
        const FN: &str = "isl_stream_read_obj";
        if obj.v.is_null() {
            return Err(ctx.take_error(FN));
        }
        macro_rules! wrap {
            ($variant:ident, $ty:ident, $vtable:ident) => {
                if obj.type_ == std::ptr::addr_of_mut!(sys::$vtable) {
                    // SAFETY: an object of this vtable's type, owned (the caller).
                    let o = unsafe { $ty::from_raw(obj.v.cast(), ctx.clone()) };
                    return Ok(Obj::$variant(o.expect("checked non-NULL above")));
                }
            };
        }
        for_each_obj!(wrap);
        // A type this crate does not know: freed by its own vtable.
        // SAFETY: `type_` is one of ISL's vtables, whose `free` takes the object.
        if let Some(free) = unsafe { obj.type_.as_ref() }.and_then(|t| t.free) {
            // SAFETY: as above; the object is owned and not used again.
            unsafe { free(obj.v) };
        }
        ctx.raw().reset_error();
        Err(Error::InvalidArgument {
            function: FN,
            message: "ISL read an object of a type this crate does not know".into(),
        })
    }

    /// The name of the object's type (`"Set"`, `"UnionMap"`, ...).
    pub fn type_name(&self) -> &'static str {
        macro_rules! name {
            ($($variant:ident)*) => {
                match self { $(Obj::$variant(_) => stringify!($variant),)* }
            };
        }
        name!(Val Set Map UnionSet UnionMap PwMultiAff PwQpolynomial UnionPwQpolynomial
            PwQpolynomialFold UnionPwQpolynomialFold Schedule)
    }
}

impl fmt::Display for Obj {
    /// The object's own text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        macro_rules! show {
            ($($variant:ident)*) => {
                match self { $(Obj::$variant(o) => fmt::Display::fmt(o, f),)* }
            };
        }
        show!(Val Set Map UnionSet UnionMap PwMultiAff PwQpolynomial UnionPwQpolynomial
            PwQpolynomialFold UnionPwQpolynomialFold Schedule)
    }
}

macro_rules! obj_conversions {
    ($variant:ident, $ty:ident, $vtable:ident) => {
        impl From<$ty> for Obj {
            fn from(o: $ty) -> Obj {
                Obj::$variant(o)
            }
        }

        impl TryFrom<Obj> for $ty {
            type Error = Error;
            /// The object if it is of this type; otherwise an
            /// [`Error::InvalidArgument`] naming both types.
            fn try_from(obj: Obj) -> Result<$ty> {
                match obj {
                    Obj::$variant(o) => Ok(o),
                    other => Err(Error::InvalidArgument {
                        function: "isl_stream_read_obj",
                        message: format!(
                            "expected {}, read {}",
                            stringify!($variant),
                            other.type_name()
                        ),
                    }),
                }
            }
        }
    };
}
for_each_obj!(obj_conversions);

// ---------------------------------------------------------------------------
// The stream.

/// What the stream's methods track beside ISL: the YAML mappings and
/// sequences they started (ISL does not check that an end matches its start).
/// Dropped right after the stream is freed (it is one of its attachments).
#[derive(Debug)]
struct StreamState {
    yaml: RefCell<Vec<Yaml>>,
    ctx: Context,
}

impl Drop for StreamState {
    fn drop(&mut self) {
        // `isl_stream_free` records a syntax error when tokens were still
        // pushed back: no call is failing, so it is forgotten rather than
        // left for a later call to report.
        self.ctx.raw().reset_error();
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Yaml {
    Mapping,
    Sequence,
}

impl Yaml {
    fn name(self) -> &'static str {
        match self {
            Yaml::Mapping => "mapping",
            Yaml::Sequence => "sequence",
        }
    }
}

impl Stream {
    /// A stream reading `text`, in the thread's current context. Read objects
    /// one after the other with its `read_*` methods, as ISL's own tools do.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new().unwrap();
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("{ S[i] -> [i] : 0 <= i < 4 }\n[n] -> { : n > 0 }").unwrap();
    /// assert_eq!(s.read_union_map().unwrap().to_string(), "{ S[i] -> [i] : 0 <= i <= 3 }");
    /// assert_eq!(s.read_set().unwrap().to_string(), "[n] -> {  : n > 0 }");
    /// ```
    #[doc(alias = "isl_stream_new_str")]
    pub fn from_text(text: &str) -> Result<Stream> {
        const FN: &str = "isl_stream_new_str";
        let ctx = Context::current()?;
        // ISL keeps the pointer: the string lives as long as the stream.
        let arg = Rc::new(CStrArg::new(text, FN)?);
        // The system ISL (unpatched) reads it within the bundled readers' bounds.
        #[cfg(isl_system)]
        crate::specs::guards::check_text(text, Dialect::Stream, FN)?;
        // SAFETY: live context; the string outlives the stream (attached below).
        let raw = unsafe { sys::isl_stream_new_str(ctx.as_ptr(), arg.as_ptr()) };
        // SAFETY: an owned stream made in `ctx`, or NULL.
        let stream =
            unsafe { Stream::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))?;
        Ok(stream.with_state(arg).with_yaml_hazard(text))
    }

    /// A stream reading everything `reader` gives, in the thread's current
    /// context, through a C `FILE *` (`isl_stream_new_file`). The input is
    /// read first; an I/O error, or input that is not UTF-8, is an
    /// [`Error::Io`]. A NUL byte is read as ISL's tokenizer reads it (an
    /// unknown token).
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let input = std::io::Cursor::new(b"{ [i] : 0 <= i < 3 }\n{ [i] -> [i + 1] }".to_vec());
    /// let s = Stream::from_reader(input)?;
    /// let next = s.read_set()?.apply(s.read_map()?)?;
    /// assert_eq!(next.to_string(), "{ [i0] : 0 < i0 <= 3 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_new_file")]
    pub fn from_reader(reader: impl Read) -> Result<Stream> {
        const FN: &str = "isl_stream_new_file";
        let ctx = Context::current()?;
        let text = super::files::read_utf8(reader, FN)?;
        #[cfg(isl_system)]
        crate::specs::guards::check_text(&text, Dialect::Stream, FN)?;
        let file = Rc::new(CFile::from_text(&text).ok_or(Error::Isl {
            kind: ErrorKind::Alloc,
            message: "cannot open the text as a C stream".into(),
            file: String::new(),
            line: 0,
            function: FN,
        })?);
        // SAFETY: live context and FILE; the FILE outlives the stream (attached below).
        let raw = unsafe { sys::isl_stream_new_file(ctx.as_ptr(), file.as_ptr()) };
        // SAFETY: an owned stream made in `ctx`, or NULL.
        let stream =
            unsafe { Stream::from_raw(raw, ctx.clone()) }.ok_or_else(|| ctx.take_error(FN))?;
        Ok(stream.with_state(file).with_yaml_hazard(&text))
    }

    /// Attaches what ISL reads from (kept as long as the stream) and the
    /// stream's state.
    fn with_state(mut self, source: Rc<dyn Any>) -> Stream {
        let ctx = self.context().clone();
        let keep = self.attachments_mut();
        keep.push(source);
        keep.push(Rc::new(StreamState {
            yaml: RefCell::default(),
            ctx,
        }));
        self
    }

    /// With the system ISL (unpatched), the stream reads with the operation
    /// limit lifted until the returned value is dropped: it writes past its
    /// token buffer when growing the buffer fails at the limit (the bundled
    /// build's patch 0024).
    #[inline]
    fn unpatched_lifted(&self, function: &'static str) -> Result<crate::specs::guards::Lift> {
        crate::specs::guards::unpatched_lifted(self, function)
    }

    /// With the system ISL, what makes the text unsafe to read as YAML
    /// there (see `specs::guards::YamlHazard`), kept with the stream.
    #[cfg_attr(not(isl_system), allow(unused_mut))]
    fn with_yaml_hazard(mut self, text: &str) -> Stream {
        #[cfg(isl_system)]
        if let Some(why) = crate::specs::guards::reader_bounds::yaml_hazard(text) {
            self.attachments_mut()
                .push(Rc::new(crate::specs::guards::YamlHazard(why.message)));
        }
        let _ = text;
        self
    }

    fn state(&self) -> Option<&StreamState> {
        self.attachments().find_ref::<StreamState>()
    }

    /// A token result: `None` is the end of the input (or of the line),
    /// unless ISL recorded an error.
    fn token_result(
        &self,
        raw: *mut sys::isl_token,
        function: &'static str,
    ) -> Result<Option<Token>> {
        let ctx = self.context();
        // SAFETY: a token ISL gave us (owned), read from this stream, or NULL.
        let token = unsafe { Token::from_raw(raw, ctx.clone()) };
        if ctx.raw().last_error_kind() != ErrorKind::None {
            // A token may come with an error (an integer literal too long
            // to read): the call failed; the token is freed.
            drop(token);
            return Err(ctx.take_error(function));
        }
        Ok(token)
    }

    /// The error ISL recorded for `function`, with `detail` added to its message.
    fn failed(&self, function: &'static str, detail: &str) -> Error {
        let mut error = self.context().take_error(function);
        if let Error::Isl { message, .. } = &mut error {
            message.push_str(": ");
            message.push_str(detail);
        }
        error
    }

    /// The next token, or `None` at the end of the input. Comments (`#` to
    /// the end of the line) are skipped. Tokens handed back with
    /// [`push_token`](Stream::push_token) come first, the last pushed first.
    ///
    /// ```
    /// use isl_safe::{Context, Stream, TokenKind};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("# a comment\nx >>= 3")?;
    /// let kinds: Vec<TokenKind> = std::iter::from_fn(|| s.next_token().transpose())
    ///     .map(|t| t.map(|t| t.kind()))
    ///     .collect::<Result<_, _>>()?;
    /// assert_eq!(kinds, [TokenKind::Ident, TokenKind::LexGe, TokenKind::Value]);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_next_token")]
    pub fn next_token(&self) -> Result<Option<Token>> {
        let _lift = self.unpatched_lifted("isl_stream_next_token")?;
        self.context().raw().reset_error();
        // SAFETY: a live stream.
        let raw = unsafe { sys::isl_stream_next_token(self.as_raw()) };
        self.token_result(raw, "isl_stream_next_token")
    }

    /// The next token if it is on the line of the previous one; `None` at the
    /// end of the line or of the input (a token on the next line stays on the
    /// stream).
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("a b\nc")?;
    /// let text = |t: Option<isl_safe::Token>| t.map(|t| t.text().unwrap());
    /// assert_eq!(text(s.next_token()?).as_deref(), Some("a"));
    /// assert_eq!(text(s.next_token_on_same_line()?).as_deref(), Some("b"));
    /// assert!(s.next_token_on_same_line()?.is_none());
    /// assert_eq!(text(s.next_token()?).as_deref(), Some("c"));
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_next_token_on_same_line")]
    pub fn next_token_on_same_line(&self) -> Result<Option<Token>> {
        let _lift = self.unpatched_lifted("isl_stream_next_token_on_same_line")?;
        // An unpatched ISL (the system one) reads the last token pushed
        // back, which its readers leave NULL at the end of the input (the
        // bundled build's patch 0025): there, the end is found first
        // (reading the NULL token takes it off).
        #[cfg(isl_system)]
        if self.is_empty()? {
            return Ok(None);
        }
        self.context().raw().reset_error();
        // SAFETY: a live stream.
        let raw = unsafe { sys::isl_stream_next_token_on_same_line(self.as_raw()) };
        self.token_result(raw, "isl_stream_next_token_on_same_line")
    }

    /// Hands `token` back: the next read starts with it. ISL holds at most
    /// five tokens pushed back (its readers use some of them): a push beyond
    /// that fails with `Err` and frees the token. A token of another
    /// context is refused ([`Error::ContextMismatch`]).
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("{ [i] : i > 0 }")?;
    /// let open = s.next_token()?.unwrap();
    /// s.push_token(open)?; // peeked at, and given back
    /// assert_eq!(s.read_set()?.to_string(), "{ [i] : i > 0 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_push_token")]
    pub fn push_token(&self, token: Token) -> Result<()> {
        const FN: &str = "isl_stream_push_token";
        let ctx = self.context();
        if token.ctx.as_ptr() != ctx.as_ptr() {
            return Err(Error::ContextMismatch { function: FN });
        }
        ctx.raw().reset_error();
        // SAFETY: a live stream and token. On success ISL owns the token; on
        // failure (its buffer is full: an assertion, recorded as an error)
        // it did not store it and the token is still ours.
        unsafe { sys::isl_stream_push_token(self.as_raw(), token.ptr.as_ptr()) };
        if ctx.raw().last_error_kind() != ErrorKind::None {
            drop(token);
            return Err(self.failed(FN, "no room for another token"));
        }
        token.into_raw();
        Ok(())
    }

    /// Frees the tokens pushed back onto the stream.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("a b")?;
    /// let a = s.next_token()?.unwrap();
    /// s.push_token(a)?;
    /// s.flush_tokens();
    /// assert_eq!(s.next_token()?.unwrap().text()?, "b");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_flush_tokens")]
    pub fn flush_tokens(&self) {
        // SAFETY: a live stream.
        unsafe { sys::isl_stream_flush_tokens(self.as_raw()) }
    }

    /// Runs an ISL call returning an `int` that is non-zero for "yes" and
    /// cannot say it failed; any error it recorded is its `Err`.
    fn flag(&self, function: &'static str, call: impl FnOnce() -> i32) -> Result<i32> {
        let ctx = self.context();
        ctx.raw().reset_error();
        let r = call();
        if ctx.raw().last_error_kind() != ErrorKind::None {
            return Err(ctx.take_error(function));
        }
        Ok(r)
    }

    /// Whether the next token is of kind `kind` (it stays on the stream).
    ///
    /// ```
    /// use isl_safe::{Context, Stream, TokenKind};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("-> x")?;
    /// assert!(s.next_token_is(TokenKind::To)?);
    /// assert!(!s.next_token_is(TokenKind::Ident)?);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_next_token_is")]
    pub fn next_token_is(&self, kind: TokenKind) -> Result<bool> {
        let _lift = self.unpatched_lifted("isl_stream_next_token_is")?;
        // SAFETY: a live stream.
        self.flag("isl_stream_next_token_is", || unsafe {
            sys::isl_stream_next_token_is(self.as_raw(), kind.code())
        })
        .map(|r| r != 0)
    }

    /// Reads the next token if it is of kind `kind`; whether it was.
    ///
    /// ```
    /// use isl_safe::{Context, Stream, TokenKind};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text(", x")?;
    /// assert!(s.eat_if_available(TokenKind::Char(','))?);
    /// assert!(!s.eat_if_available(TokenKind::Char(','))?);
    /// assert_eq!(s.read_ident_if_available()?.as_deref(), Some("x"));
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_eat_if_available")]
    pub fn eat_if_available(&self, kind: TokenKind) -> Result<bool> {
        let _lift = self.unpatched_lifted("isl_stream_eat_if_available")?;
        // SAFETY: a live stream.
        self.flag("isl_stream_eat_if_available", || unsafe {
            sys::isl_stream_eat_if_available(self.as_raw(), kind.code())
        })
        .map(|r| r != 0)
    }

    /// Reads the next token, which must be of kind `kind`: otherwise (or at
    /// the end of the input) a syntax error, and the token read is dropped.
    ///
    /// ```
    /// use isl_safe::{Context, Stream, TokenKind};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("( )")?;
    /// s.eat(TokenKind::Char('('))?;
    /// let err = s.eat(TokenKind::Char('(')).unwrap_err();
    /// assert!(err.to_string().contains("syntax error: expecting '('"));
    /// assert!(s.eat(TokenKind::Char(')')).is_err()); // ')' went with the error
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_eat")]
    pub fn eat(&self, kind: TokenKind) -> Result<()> {
        let _lift = self.unpatched_lifted("isl_stream_eat")?;
        const FN: &str = "isl_stream_eat";
        let ctx = self.context();
        ctx.raw().reset_error();
        // SAFETY: a live stream.
        let r = unsafe { sys::isl_stream_eat(self.as_raw(), kind.code()) };
        if r == 0 && ctx.raw().last_error_kind() == ErrorKind::None {
            return Ok(());
        }
        if ctx.raw().last_error_kind() == ErrorKind::None {
            return Err(Error::Isl {
                kind: ErrorKind::Invalid,
                message: format!("no token: expecting {kind}"),
                file: String::new(),
                line: 0,
                function: FN,
            });
        }
        Err(self.failed(FN, &format!("expecting {kind}")))
    }

    /// The next token's name if it is a name ([`TokenKind::Ident`]), read;
    /// otherwise `None` and the token stays on the stream.
    #[doc(alias = "isl_stream_read_ident_if_available")]
    pub fn read_ident_if_available(&self) -> Result<Option<String>> {
        let _lift = self.unpatched_lifted("isl_stream_read_ident_if_available")?;
        const FN: &str = "isl_stream_read_ident_if_available";
        let ctx = self.context();
        ctx.raw().reset_error();
        // SAFETY: a live stream; the result is a malloc'ed string or NULL.
        let name =
            unsafe { prim::owned_string(sys::isl_stream_read_ident_if_available(self.as_raw())) };
        if ctx.raw().last_error_kind() != ErrorKind::None {
            return Err(ctx.take_error(FN));
        }
        Ok(name)
    }

    /// Whether no token is left (pushed-back tokens count).
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("x  # only a comment after x\n")?;
    /// assert!(!s.is_empty()?);
    /// s.next_token()?;
    /// assert!(s.is_empty()?);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_is_empty")]
    pub fn is_empty(&self) -> Result<bool> {
        let _lift = self.unpatched_lifted("isl_stream_is_empty")?;
        // SAFETY: a live stream.
        self.flag("isl_stream_is_empty", || unsafe {
            sys::isl_stream_is_empty(self.as_raw())
        })
        .map(|r| r != 0)
    }

    /// Skips the rest of the current line of the text; `false` if the input
    /// ended first. Tokens pushed back stay.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("3 4 5\n6")?;
    /// assert_eq!(s.next_token()?.unwrap().value()?.to_string(), "3");
    /// assert!(s.skip_line());
    /// assert_eq!(s.next_token()?.unwrap().value()?.to_string(), "6");
    /// assert!(!s.skip_line());
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_skip_line")]
    pub fn skip_line(&self) -> bool {
        // SAFETY: a live stream.
        unsafe { sys::isl_stream_skip_line(self.as_raw()) == 0 }
    }

    /// Makes `name` a keyword of this stream: from now on it is read as a
    /// token of the returned kind (always [`TokenKind::Keyword`]) instead of
    /// a name; registering it again gives the same kind. ISL's own keywords
    /// (`and`, `min`, ...) keep their kinds.
    ///
    /// ```
    /// use isl_safe::{Context, Stream, TokenKind};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("print x")?;
    /// let print = s.register_keyword("print")?;
    /// assert_eq!(s.register_keyword("print")?, print);
    /// s.eat(print)?;
    /// assert_eq!(s.read_ident_if_available()?.as_deref(), Some("x"));
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_register_keyword")]
    pub fn register_keyword(&self, name: &str) -> Result<TokenKind> {
        const FN: &str = "isl_stream_register_keyword";
        let name = CStrArg::new(name, FN)?;
        let ctx = self.context();
        ctx.raw().reset_error();
        // SAFETY: a live stream; ISL copies the name.
        let kind = unsafe { sys::isl_stream_register_keyword(self.as_raw(), name.as_ptr()) }.0;
        if kind < LAST || ctx.raw().last_error_kind() != ErrorKind::None {
            return Err(ctx.take_error(FN));
        }
        Ok(TokenKind::Keyword(Keyword(kind)))
    }

    /// A syntax error at `token` (or at the current position), with
    /// `message`, as ISL's readers report one (`isl_stream_error`): ISL
    /// records it on the context (it prints nothing: the crate's contexts
    /// continue on errors), and it is returned here, its message saying what
    /// was expected and what was found. For readers written in Rust:
    /// `return Err(s.error(Some(&tok), "expecting a statement"))`.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("42")?;
    /// let tok = s.next_token()?.unwrap();
    /// let err = s.error(Some(&tok), "expecting a name");
    /// assert!(err.to_string().contains("syntax error: expecting a name; got value '42'"));
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_error")]
    pub fn error(&self, token: Option<&Token>, message: &str) -> Error {
        const FN: &str = "isl_stream_error";
        let ctx = self.context();
        let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
        let tok = token
            .filter(|t| t.ctx.as_ptr() == ctx.as_ptr())
            .map_or(std::ptr::null_mut(), |t| t.ptr.as_ptr());
        ctx.raw().reset_error();
        // SAFETY: a live stream, a live token of its context or NULL, and a
        // NUL-terminated message that ISL only reads.
        unsafe { sys::isl_stream_error(self.as_raw(), tok, text.as_ptr().cast_mut()) };
        let detail = match token {
            Some(t) => format!("{message}; got {}", t.describe()),
            None => message.to_string(),
        };
        if ctx.raw().last_error_kind() == ErrorKind::None {
            return Error::Isl {
                kind: ErrorKind::Invalid,
                message: format!("syntax error: {detail}"),
                file: String::new(),
                line: 0,
                function: FN,
            };
        }
        self.failed(FN, &detail)
    }

    /// Reads the next object, of whatever type the text holds: a set, a map,
    /// their unions, a number, a (folded) quasipolynomial, a schedule.
    /// `Err` at the end of the input (see [`is_empty`](Stream::is_empty)) and
    /// on a syntax error.
    ///
    /// ```
    /// use isl_safe::{Context, Obj, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("[n] -> { [i] -> i^2 : 0 <= i < n }")?;
    /// let Obj::PwQpolynomial(q) = s.read_obj()? else { panic!("a quasipolynomial") };
    /// assert_eq!(q.to_string(), "[n] -> { [i] -> i^2 : 0 <= i < n }");
    /// assert!(s.read_obj().is_err()); // nothing left
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_read_obj")]
    pub fn read_obj(&self) -> Result<Obj> {
        let _lift = self.unpatched_lifted("isl_stream_read_obj")?;
        crate::specs::guards::unpatched_stream_yaml(self, "isl_stream_read_obj")?;
        let ctx = self.context();
        ctx.raw().reset_error();
        // SAFETY: a live stream; the object is taken over right away.
        unsafe {
            let obj = sys::isl_stream_read_obj(self.as_raw());
            Obj::from_raw(obj, ctx)
        }
    }

    /// The objects left on the stream, read with
    /// [`read_obj`](Stream::read_obj) until the input ends; after an `Err`
    /// the iterator ends.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("{ [i] : i > 0 }\n{ [i] -> [i] }\n{ A[]; B[] }")?;
    /// let types: Vec<&str> = s.objects().map(|o| o.map(|o| o.type_name())).collect::<Result<_, _>>()?;
    /// assert_eq!(types, ["Set", "Map", "UnionSet"]);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn objects(&self) -> impl Iterator<Item = Result<Obj>> + '_ {
        let mut done = false;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let next = match self.is_empty() {
                Ok(true) => None,
                Ok(false) => Some(self.read_obj()),
                Err(e) => Some(Err(e)),
            };
            done = !matches!(next, Some(Ok(_)));
            next
        })
    }

    // -----------------------------------------------------------------------
    // YAML.

    fn yaml_state(&self, function: &'static str) -> Result<&StreamState> {
        self.state().ok_or(Error::InvalidArgument {
            function,
            message: "the stream has no YAML state".into(),
        })
    }

    /// Checks that the innermost YAML construct this stream's methods
    /// started is `expected` (any, for `None`).
    fn yaml_check(&self, function: &'static str, expected: Option<Yaml>) -> Result<&StreamState> {
        let state = self.yaml_state(function)?;
        let top = state.yaml.borrow().last().copied();
        match (top, expected) {
            (Some(top), Some(expected)) if top != expected => Err(Error::InvalidArgument {
                function,
                message: format!(
                    "the innermost YAML construct is a {}, not a {}",
                    top.name(),
                    expected.name()
                ),
            }),
            (None, _) => Err(Error::InvalidArgument {
                function,
                message: match expected {
                    Some(e) => format!("no YAML {} was started", e.name()),
                    None => "not inside a YAML mapping or sequence".into(),
                },
            }),
            _ => Ok(state),
        }
    }

    /// Runs an ISL YAML call returning `isl_stat`.
    fn yaml_stat(
        &self,
        function: &'static str,
        call: impl FnOnce() -> sys::isl_stat,
    ) -> Result<()> {
        let ctx = self.context();
        ctx.raw().reset_error();
        let r = call();
        if r != sys::isl_stat::isl_stat_ok || ctx.raw().last_error_kind() != ErrorKind::None {
            return Err(ctx.take_error(function));
        }
        Ok(())
    }

    /// Starts reading a YAML mapping: either `{` (flow style, `{ a: 1, b: 2 }`)
    /// or its first key, whose column sets the mapping's indentation (block
    /// style). Then, for each entry: [`yaml_next`](Stream::yaml_next) (is
    /// there one?), the key ([`yaml_read_key`](Stream::yaml_read_key)),
    /// `yaml_next` again (the `:`), the value; finally
    /// [`yaml_read_end_mapping`](Stream::yaml_read_end_mapping).
    /// [`yaml_mapping`](Stream::yaml_mapping) is that loop.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("{ n: 4, m: 5 }")?;
    /// s.yaml_read_start_mapping()?;
    /// let mut entries = Vec::new();
    /// while s.yaml_next()? {
    ///     let key = s.yaml_read_key()?;
    ///     s.yaml_next()?; // the ':'
    ///     entries.push((key, s.read_val()?.to_string()));
    /// }
    /// s.yaml_read_end_mapping()?;
    /// assert_eq!(entries, [("n".into(), "4".into()), ("m".into(), "5".into())]);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_yaml_read_start_mapping")]
    pub fn yaml_read_start_mapping(&self) -> Result<()> {
        let _lift = self.unpatched_lifted("isl_stream_yaml_read_start_mapping")?;
        crate::specs::guards::unpatched_stream_yaml(self, "isl_stream_yaml_read_start_mapping")?;
        const FN: &str = "isl_stream_yaml_read_start_mapping";
        let state = self.yaml_state(FN)?;
        // SAFETY: a live stream.
        self.yaml_stat(FN, || unsafe {
            sys::isl_stream_yaml_read_start_mapping(self.as_raw())
        })?;
        state.yaml.borrow_mut().push(Yaml::Mapping);
        Ok(())
    }

    /// Finishes reading the YAML mapping started last: `}` in flow style; in
    /// block style, checks that what follows is less indented. `Err`, with
    /// nothing read, if the innermost construct started is not a mapping.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("{ }")?;
    /// assert!(s.yaml_read_end_mapping().is_err()); // not started
    /// s.yaml_read_start_mapping()?;
    /// assert!(!s.yaml_next()?); // empty
    /// s.yaml_read_end_mapping()?;
    /// assert!(s.is_empty()?);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_yaml_read_end_mapping")]
    pub fn yaml_read_end_mapping(&self) -> Result<()> {
        let _lift = self.unpatched_lifted("isl_stream_yaml_read_end_mapping")?;
        const FN: &str = "isl_stream_yaml_read_end_mapping";
        let state = self.yaml_check(FN, Some(Yaml::Mapping))?;
        // SAFETY: a live stream.
        self.yaml_stat(FN, || unsafe {
            sys::isl_stream_yaml_read_end_mapping(self.as_raw())
        })?;
        state.yaml.borrow_mut().pop();
        Ok(())
    }

    /// Starts reading a YAML sequence: either `[` (flow style, `[ 1, 2 ]`) or
    /// the `-` of its first element, whose column sets the sequence's
    /// indentation (block style). Then `while s.yaml_next()? { read an
    /// element }` and [`yaml_read_end_sequence`](Stream::yaml_read_end_sequence);
    /// [`yaml_sequence`](Stream::yaml_sequence) is that loop.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("- { [i] : i > 0 }\n- { [i] : i < 0 }\n")?;
    /// s.yaml_read_start_sequence()?;
    /// let mut sets = Vec::new();
    /// while s.yaml_next()? {
    ///     sets.push(s.read_set()?.to_string());
    /// }
    /// s.yaml_read_end_sequence()?;
    /// assert_eq!(sets, ["{ [i] : i > 0 }", "{ [i] : i < 0 }"]);
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_yaml_read_start_sequence")]
    pub fn yaml_read_start_sequence(&self) -> Result<()> {
        let _lift = self.unpatched_lifted("isl_stream_yaml_read_start_sequence")?;
        crate::specs::guards::unpatched_stream_yaml(self, "isl_stream_yaml_read_start_sequence")?;
        const FN: &str = "isl_stream_yaml_read_start_sequence";
        let state = self.yaml_state(FN)?;
        // SAFETY: a live stream.
        self.yaml_stat(FN, || unsafe {
            sys::isl_stream_yaml_read_start_sequence(self.as_raw())
        })?;
        state.yaml.borrow_mut().push(Yaml::Sequence);
        Ok(())
    }

    /// Finishes reading the YAML sequence started last: `]` in flow style; in
    /// block style, checks that no `-` of the same indentation follows.
    /// `Err`, with nothing read, if the innermost construct started is not a
    /// sequence.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("[ 1 ]")?;
    /// s.yaml_read_start_sequence()?;
    /// assert!(s.yaml_read_end_mapping().is_err()); // a sequence, not a mapping
    /// assert!(s.yaml_next()?);
    /// assert_eq!(s.read_val()?.to_string(), "1");
    /// assert!(!s.yaml_next()?);
    /// s.yaml_read_end_sequence()?;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_yaml_read_end_sequence")]
    pub fn yaml_read_end_sequence(&self) -> Result<()> {
        let _lift = self.unpatched_lifted("isl_stream_yaml_read_end_sequence")?;
        const FN: &str = "isl_stream_yaml_read_end_sequence";
        let state = self.yaml_check(FN, Some(Yaml::Sequence))?;
        // SAFETY: a live stream.
        self.yaml_stat(FN, || unsafe {
            sys::isl_stream_yaml_read_end_sequence(self.as_raw())
        })?;
        state.yaml.borrow_mut().pop();
        Ok(())
    }

    /// Moves on inside the innermost YAML mapping or sequence: `true` if
    /// there is a next element (in a mapping: a next key, then its `:`),
    /// `false` at its end. `Err` outside any.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("a: 1")?;
    /// assert!(s.yaml_next().is_err()); // not inside a mapping or sequence
    /// s.yaml_read_start_mapping()?;
    /// assert!(s.yaml_next()?);
    /// assert_eq!(s.yaml_read_key()?, "a");
    /// assert!(s.yaml_next()?);
    /// assert_eq!(s.read_val()?.to_string(), "1");
    /// assert!(!s.yaml_next()?);
    /// s.yaml_read_end_mapping()?;
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    #[doc(alias = "isl_stream_yaml_next")]
    pub fn yaml_next(&self) -> Result<bool> {
        let _lift = self.unpatched_lifted("isl_stream_yaml_next")?;
        const FN: &str = "isl_stream_yaml_next";
        self.yaml_check(FN, None)?;
        let ctx = self.context();
        ctx.raw().reset_error();
        // SAFETY: a live stream.
        let r = unsafe { sys::isl_stream_yaml_next(self.as_raw()) };
        if r == sys::isl_bool::isl_bool_error || ctx.raw().last_error_kind() != ErrorKind::None {
            return Err(ctx.take_error(FN));
        }
        Ok(r == sys::isl_bool::isl_bool_true)
    }

    /// Reads a key of a YAML mapping, as ISL's readers do: the next token,
    /// which must have a text (a name, a quoted string, ...).
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("\"a key\" 3")?;
    /// assert_eq!(s.yaml_read_key()?, "a key");
    /// assert!(s.yaml_read_key().is_err()); // a number
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn yaml_read_key(&self) -> Result<String> {
        match self.next_token()? {
            Some(tok) if tok.has_str() => tok.text(),
            Some(tok) => Err(self.error(Some(&tok), "expecting key")),
            None => Err(self.error(None, "expecting key, found the end of the input")),
        }
    }

    /// Reads a whole YAML mapping, calling `entry(stream, key)` for each key
    /// once the stream is at its value, which `entry` must read.
    ///
    /// ```
    /// use isl_safe::{Context, Stream, UnionMap, UnionSet};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text(
    ///     "domain: { S[i] : 0 <= i < 3 }\nwrites: { S[i] -> A[i + 1] }\n",
    /// )?;
    /// let (mut domain, mut writes) = (None, None);
    /// s.yaml_mapping(|s, key| {
    ///     match key {
    ///         "domain" => domain = Some(s.read_union_set()?),
    ///         "writes" => writes = Some(s.read_union_map()?),
    ///         _ => return Err(s.error(None, &format!("unknown key {key}"))),
    ///     }
    ///     Ok::<(), isl_safe::Error>(())
    /// })?;
    /// let written = domain.unwrap().apply(writes.unwrap())?;
    /// assert_eq!(written.to_string(), "{ A[i0] : 0 < i0 <= 3 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn yaml_mapping<E: From<Error>>(
        &self,
        mut entry: impl FnMut(&Stream, &str) -> std::result::Result<(), E>,
    ) -> std::result::Result<(), E> {
        self.yaml_read_start_mapping()?;
        while self.yaml_next()? {
            let key = self.yaml_read_key()?;
            self.yaml_next()?;
            entry(self, &key)?;
        }
        self.yaml_read_end_mapping()?;
        Ok(())
    }

    /// Reads a whole YAML sequence, calling `element(stream)` for each
    /// element, which `element` must read.
    ///
    /// ```
    /// use isl_safe::{Context, Stream};
    /// let ctx = Context::new()?;
    /// let _scope = ctx.enter();
    /// let s = Stream::from_text("[ { [i] : i >= 0 }, { [i] : i <= 9 } ]")?;
    /// let mut sets = Vec::new();
    /// s.yaml_sequence(|s| {
    ///     sets.push(s.read_set()?);
    ///     Ok::<(), isl_safe::Error>(())
    /// })?;
    /// let both = sets[0].intersect(&sets[1])?;
    /// assert_eq!(both.to_string(), "{ [i] : 0 <= i <= 9 }");
    /// # Ok::<(), isl_safe::Error>(())
    /// ```
    pub fn yaml_sequence<E: From<Error>>(
        &self,
        mut element: impl FnMut(&Stream) -> std::result::Result<(), E>,
    ) -> std::result::Result<(), E> {
        self.yaml_read_start_sequence()?;
        while self.yaml_next()? {
            element(self)?;
        }
        self.yaml_read_end_sequence()?;
        Ok(())
    }
}
