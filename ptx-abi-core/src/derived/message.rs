//! Panic messages of the derive's `const` evaluation: built without `format!`, which `const`
//! code cannot call, and the lowering-`repr(align)` check that uses one.

/// What to do about a `#[pragma pack]` struct NVRTC and nvcc place differently.
pub(super) const PRAGMA_PACK_ADVICE: &str =
    " (ABI.md section 10: NVRTC keeps a bit-field inside a unit of its \
    type starting at a packing boundary, nvcc packs bit-fields end to end and lets unnamed ones \
    align the type); with packed(1), add \
    #[ptx(gnu_packed)] (C++ __attribute__((packed)), where both pack end to end), or reorder or \
    widen the bit-fields so that both compilers agree";

/// A panic message built during `const` evaluation, where `format!` is not available: text and
/// numbers appended to a fixed buffer (longer messages are cut).
pub struct ConstMessage {
    bytes: [u8; 1024],
    len: usize,
}

impl Default for ConstMessage {
    fn default() -> Self {
        ConstMessage::new()
    }
}

impl ConstMessage {
    /// `prefix (it is ACTUAL)`: a failed layout assertion's one error, with the actual value.
    pub const fn with_actual(prefix: &str, actual: usize) -> Self {
        ConstMessage::new()
            .text(prefix)
            .text(" (it is ")
            .number(actual)
            .text(")")
    }

    /// An empty message.
    pub const fn new() -> Self {
        ConstMessage {
            bytes: [0; 1024],
            len: 0,
        }
    }

    /// The message with `text` appended.
    pub const fn text(mut self, text: &str) -> Self {
        let text = text.as_bytes();
        let mut i = 0;
        while i < text.len() && self.len < self.bytes.len() {
            self.bytes[self.len] = text[i];
            self.len += 1;
            i += 1;
        }
        self
    }

    /// The message with `n` in decimal appended.
    pub const fn number(mut self, mut n: usize) -> Self {
        let mut digits = [0u8; 20];
        let mut count = 0;
        loop {
            digits[count] = b'0' + (n % 10) as u8;
            count += 1;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        while count > 0 && self.len < self.bytes.len() {
            count -= 1;
            self.bytes[self.len] = digits[count];
            self.len += 1;
        }
        self
    }

    /// The message; if the buffer cut a multi-byte character, the message without it.
    pub const fn as_str(&self) -> &str {
        let mut len = self.len;
        loop {
            match core::str::from_utf8(self.bytes.split_at(len).0) {
                Ok(s) => return s,
                Err(_) => len -= 1,
            }
        }
    }
}

/// Panics, at the caller's location (the derive places the call at the `align` hint), if
/// `#[repr(align(repr_align))]` is below `natural`, the alignment of the type's members: a
/// lowering `__align__` (`ABI.md` §10).
#[track_caller]
pub(super) const fn check_repr_align(name: &str, repr_align: usize, natural: usize) {
    if repr_align < natural {
        let message = ConstMessage::new()
            .text("`")
            .text(name)
            .text("`: #[repr(align(")
            .number(repr_align)
            .text("))] is below the alignment of its members (")
            .number(natural)
            .text("): that is ")
            .text(crate::layout::LOWERING_REASON);
        panic!("{}", message.as_str());
    }
}
