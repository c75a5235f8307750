//! Reading ISL objects from text where ISL itself reads only from a C stream:
//! [`UnionAccessInfo::read_from_str`] ([`Stream`](crate::Stream) is in `stream.rs`).

use crate::context::Context;
use crate::error::{Error, ErrorKind, Result};
use crate::object::Object;
use crate::object::UnionAccessInfo;
use crate::prim::{sys, CFile, CStrArg};

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
}
