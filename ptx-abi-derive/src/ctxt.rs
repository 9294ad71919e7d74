//! Error collection: every problem is reported at once, each spanned at its cause.

use std::cell::{Cell, RefCell};
use std::fmt::Display;

use quote::ToTokens;

/// Collects errors while the input is parsed and checked.
#[derive(Default)]
pub struct Ctxt {
    errors: RefCell<Vec<syn::Error>>,
    /// Set when the input is invalid in a way rustc itself reports (`#[repr(align(3))]`,
    /// `#[repr(C, transparent)]`, ...): the derive then adds no error of its own, which would only
    /// repeat rustc's, but still must not expand.
    rustc_reports: Cell<bool>,
}

impl Ctxt {
    /// Records an error spanned at `tokens`.
    pub fn error_spanned_by<T: ToTokens, M: Display>(&self, tokens: T, message: M) {
        self.errors
            .borrow_mut()
            .push(syn::Error::new_spanned(tokens, message));
    }

    /// Records an error from syn.
    pub fn syn_error(&self, error: syn::Error) {
        self.errors.borrow_mut().push(error);
    }

    /// Records that the input is invalid and that rustc reports why (see `rustc_reports`).
    pub fn rustc_reports(&self) {
        self.rustc_reports.set(true);
    }

    /// `Ok` if the input is valid; otherwise all errors combined into one, or `None` where rustc
    /// alone reports the problem.
    pub fn check(self) -> Result<(), Option<syn::Error>> {
        let mut errors = self.errors.into_inner().into_iter();
        let Some(mut combined) = errors.next() else {
            return if self.rustc_reports.get() {
                Err(None)
            } else {
                Ok(())
            };
        };
        for rest in errors {
            combined.combine(rest);
        }
        Err(Some(combined))
    }
}
