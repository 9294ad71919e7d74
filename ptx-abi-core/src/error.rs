//! Marshalling errors. Each names the type and the member at fault.

use core::fmt;

/// What went wrong while writing or reading a device image.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// A run-time value ([`crate::dynamic::DynValue`]) does not have the shape of its type.
    ValueMismatch,
}

/// A marshalling error: what happened, in which type, at which member.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    /// The type whose member is at fault (the innermost named type).
    ty: &'static str,
    /// The member at fault, as a path from the outermost type (`inner.flags`, `[3].x`), or empty.
    field: String,
}

impl Error {
    /// An error in type `ty`, not yet attributed to a member.
    pub fn new(kind: ErrorKind, ty: &'static str) -> Error {
        Error {
            kind,
            ty,
            field: String::new(),
        }
    }

    /// An error at member `field` of type `ty`.
    pub fn at(kind: ErrorKind, ty: &'static str, field: &str) -> Error {
        Error {
            kind,
            ty,
            field: field.to_owned(),
        }
    }

    /// Attributes an error raised by a member's value to that member of the enclosing type `ty`:
    /// the innermost type with a member name is kept, and the path grows outwards.
    #[doc(hidden)]
    pub fn within(mut self, ty: &'static str, field: &str) -> Error {
        if self.field.is_empty() {
            self.ty = ty;
            self.field = field.to_owned();
        } else if self.field.starts_with('[') {
            self.field = format!("{field}{}", self.field);
        } else {
            self.field = format!("{field}.{}", self.field);
        }
        self
    }

    /// What happened.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The type at fault.
    pub fn type_name(&self) -> &'static str {
        self.ty
    }

    /// The member at fault, as a path (`inner.flags`), or `""`.
    pub fn field(&self) -> &str {
        &self.field
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = if self.field.is_empty() {
            format!("`{}`", self.ty)
        } else {
            format!("`{}` member `{}`", self.ty, self.field)
        };
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
                write!(f, "{at}: invalid bool {value} in device bytes (must be 0 or 1)")
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

impl std::error::Error for Error {}

/// The inclusive value range of a bit-field (spec 1.3, table "Bit Field Type / Width / Range").
pub const fn bit_range(width: u32, signed: bool) -> (i128, i128) {
    if signed {
        let half = 1i128 << (width - 1);
        (-half, half - 1)
    } else {
        (0, (1i128 << width) - 1)
    }
}
