//! Marshalling errors. Each names the type and the member at fault.

#[cfg(feature = "alloc")]
use crate::prelude::*;
use core::fmt;

/// What went wrong while writing or reading a device image.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A bit-field's value does not fit its width (spec 1.3, table of ranges).
    BitFieldOutOfRange {
        /// Declared width in bits.
        width: u32,
        /// Whether the bit-field is signed.
        signed: bool,
        /// The offending value.
        value: i128,
    },
    /// A `bool` read from device bytes was neither 0 nor 1.
    InvalidBool {
        /// The byte (or bit-field bits) found.
        value: u64,
    },
    /// An enum read from device bytes had no variant with this discriminant.
    InvalidDiscriminant {
        /// The discriminant found.
        value: i128,
    },
    /// The buffer is not exactly as long as the device image (or a whole number of images).
    WrongLength {
        /// Bytes needed.
        expected: usize,
        /// Bytes given.
        actual: usize,
    },
    /// A run-time value (`dynamic::DynValue`, feature `dynamic`) does not have the shape of its type.
    ValueMismatch,
}

/// A marshalling error: what happened, in which type, at which member.
///
/// [`type_name`](Error::type_name) and [`field`](Error::field) name the innermost type and its
/// member at fault (`Flags` and `flag`); [`path`](Error::path) locates it from the outermost type
/// that was being marshalled (`Outer.inner.flag`, `Outer.items[3].flag`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    ty: &'static str,
    field: &'static str,
    root: &'static str,
    /// Member names and `[i]` indices from `root` down to `field`. Without the `alloc` feature
    /// (a kernel), an error keeps its innermost type and member, and its outermost type, only.
    #[cfg(feature = "alloc")]
    segments: Vec<String>,
    /// How many members and elements lie between `root` and `field`.
    depth: usize,
}

impl Error {
    /// An error in type `ty` as a whole (a bad value of `bool`, an enum, a buffer length).
    pub fn new(kind: ErrorKind, ty: &'static str) -> Error {
        Error {
            kind,
            ty,
            field: "",
            root: ty,
            #[cfg(feature = "alloc")]
            segments: Vec::new(),
            depth: 0,
        }
    }

    /// An error at member `field` of type `ty`.
    pub fn at(kind: ErrorKind, ty: &'static str, field: &'static str) -> Error {
        Error {
            kind,
            ty,
            field,
            root: ty,
            #[cfg(feature = "alloc")]
            segments: vec![field.to_owned()],
            depth: 1,
        }
    }

    /// Attributes an error raised by the value of member `field` of type `ty` to that member:
    /// the innermost named member is kept, and the path grows outwards.
    #[doc(hidden)]
    pub fn within(mut self, ty: &'static str, field: &'static str) -> Error {
        if self.field.is_empty() {
            self.ty = ty;
            self.field = field;
        }
        self.root = ty;
        #[cfg(feature = "alloc")]
        self.segments.insert(0, field.to_owned());
        self.depth += 1;
        self
    }

    /// Attributes an error raised by element `index` of an array or slice of type `ty`.
    #[doc(hidden)]
    pub fn within_element(mut self, ty: &'static str, index: usize) -> Error {
        self.root = ty;
        #[cfg(feature = "alloc")]
        self.segments.insert(0, format!("[{index}]"));
        #[cfg(not(feature = "alloc"))]
        let _ = index;
        self.depth += 1;
        self
    }

    /// What happened.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The innermost type at fault.
    pub fn type_name(&self) -> &'static str {
        self.ty
    }

    /// The member of [`type_name`](Error::type_name) at fault, or `""` when the type as a whole is.
    pub fn field(&self) -> &'static str {
        self.field
    }

    /// Where the fault is, from the outermost type: `Outer.inner.flag`, `Outer.items[3].flag`.
    #[cfg(feature = "alloc")]
    pub fn path(&self) -> String {
        let mut path = String::new();
        let _ = self.write_path(&mut path);
        path
    }

    /// [`Error::path`], written into `out`; without the `alloc` feature the members between the
    /// outermost and the innermost type are not kept: `Outer..flag`.
    fn write_path(&self, out: &mut impl fmt::Write) -> fmt::Result {
        out.write_str(self.root)?;
        #[cfg(feature = "alloc")]
        for segment in &self.segments {
            if !segment.starts_with('[') {
                out.write_char('.')?;
            }
            out.write_str(segment)?;
        }
        #[cfg(not(feature = "alloc"))]
        if self.depth > 0 {
            out.write_str(if self.depth > 1 { ".." } else { "." })?;
            out.write_str(self.field)?;
        }
        Ok(())
    }

    /// Where the fault is, as the messages start: "`Flags` member `mode`",
    /// "`Outer.items[3].flag` (member `flag` of `Flags`)".
    fn write_location(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = Path(self);
        match (self.field.is_empty(), self.depth == 0) {
            (true, true) => write!(f, "`{}`", self.ty),
            (true, false) => write!(f, "`{path}` (a `{}`)", self.ty),
            (false, _) if self.root == self.ty && self.depth == 1 => {
                write!(f, "`{}` member `{}`", self.ty, self.field)
            }
            (false, _) => write!(f, "`{path}` (member `{}` of `{}`)", self.field, self.ty),
        }
    }
}

/// Displays [`Error::path`] without allocating.
struct Path<'a>(&'a Error);

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_path(f)
    }
}

/// Displays [`Error::write_location`].
struct At<'a>(&'a Error);

impl fmt::Display for At<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_location(f)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = At(self);
        match &self.kind {
            ErrorKind::BitFieldOutOfRange {
                width,
                signed,
                value,
            } => {
                let (lo, hi) = bit_range(*width, *signed);
                write!(
                    f,
                    "{at}: value {value} does not fit a {width}-bit {} bit-field (range {lo}..={hi})",
                    if *signed { "signed" } else { "unsigned" }
                )
            }
            ErrorKind::InvalidBool { value } => {
                write!(
                    f,
                    "{at}: invalid bool {value} in device bytes (must be 0 or 1)"
                )
            }
            ErrorKind::InvalidDiscriminant { value } => {
                write!(f, "{at}: {value} is not a discriminant of the enum")
            }
            ErrorKind::WrongLength { expected, actual } => write!(
                f,
                "{at}: buffer of {actual} bytes where the device image needs {expected}"
            ),
            ErrorKind::ValueMismatch => {
                write!(f, "{at}: the value does not have the shape of the type")
            }
        }
    }
}

impl core::error::Error for Error {}

/// The inclusive value range of a bit-field (spec 1.3, table "Bit Field Type / Width / Range").
///
/// An unsigned 128-bit field holds `0..=u128::MAX`, which `i128` cannot state: its range is given
/// as `(0, i128::MAX)`, and values above carry as their two's complement (`v as i128`, which
/// `u128::from_bit_value` turns back; `ABI.md` §9).
pub const fn bit_range(width: u32, signed: bool) -> (i128, i128) {
    if !signed && width == 128 {
        (0, i128::MAX)
    } else if signed {
        // -2^(width-1) by an arithmetic shift, which also holds for width 128 (`i128::MIN`).
        let low = i128::MIN >> (128 - width);
        (low, !low)
    } else {
        // 2^width - 1 by a logical shift, which also holds for width 127 (`i128::MAX`).
        (0, (u128::MAX >> (128 - width)) as i128)
    }
}
