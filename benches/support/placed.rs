//! Buffers placed at chosen addresses within a 4 KiB page.
//!
//! On the AMD Zen 3 VM of BENCHMARKS.md an in-cache `copy_from_slice` of 256 KiB runs at 2.9 GB/s
//! when its destination lies 16 bytes after its source modulo 4096, and at 40 to 43 GB/s at most
//! other distances ("The reference copy"); glibc puts every large allocation 16 bytes into a
//! page, so where the allocator happened to put two `Vec`s decided the reference the ratios are
//! taken against. The benches place every source and destination themselves: each destination
//! lies [`DISTANCE`] bytes after its source within a page, for the copy and for the code
//! measured against it alike.

use std::alloc::{alloc, dealloc, handle_alloc_error, Layout};
use std::ops::{Deref, DerefMut};

/// A page, the period of the address aliasing the placement avoids.
pub const PAGE: usize = 4096;

/// Where a destination lies after its source, modulo a page: half a page, where the in-cache
/// copy ran at its usual speed in a sweep of distances (41 to 43 GB/s from 512 to 4064 bytes).
pub const DISTANCE: usize = 2048;

/// `len` values of `T` whose first lies a chosen number of bytes past a page boundary.
pub struct Placed<T: Copy> {
    base: *mut u8,
    layout: Layout,
    data: *mut T,
    len: usize,
}

impl<T: Copy> Placed<T> {
    /// `len` values, `fill(i)` at index `i`, the first `page_offset` bytes past a page boundary
    /// (a multiple of `T`'s alignment, below [`PAGE`]).
    pub fn new(len: usize, page_offset: usize, mut fill: impl FnMut(usize) -> T) -> Self {
        assert!(page_offset < PAGE && page_offset % align_of::<T>() == 0);
        assert!(size_of::<T>() > 0 && align_of::<T>() <= PAGE);
        let layout = Layout::from_size_align(len * size_of::<T>() + PAGE, PAGE).unwrap();
        // SAFETY: the layout's size is at least a page, not zero.
        let base = unsafe { alloc(layout) };
        if base.is_null() {
            handle_alloc_error(layout);
        }
        // SAFETY: `page_offset + len * size_of::<T>()` is within the allocation, and the
        // address is aligned for `T` (the base is page-aligned, the offset a multiple of `T`'s
        // alignment).
        let data = unsafe { base.add(page_offset) }.cast::<T>();
        for i in 0..len {
            // SAFETY: value `i` is within the allocation and aligned (above); `T: Copy` has no
            // drop, so writing over uninitialised memory loses nothing.
            unsafe { data.add(i).write(fill(i)) };
        }
        Placed {
            base,
            layout,
            data,
            len,
        }
    }

    /// `len` values placed so that the first lies `distance` bytes after the address `source`,
    /// modulo a page.
    pub fn after<U>(
        source: *const U,
        distance: usize,
        len: usize,
        fill: impl FnMut(usize) -> T,
    ) -> Self {
        Placed::new(len, (source as usize + distance) % PAGE, fill)
    }

    /// `len` values placed so that `destination` lies `distance` bytes after the first, modulo
    /// a page.
    pub fn before<U>(
        destination: *const U,
        distance: usize,
        len: usize,
        fill: impl FnMut(usize) -> T,
    ) -> Self {
        Placed::new(len, (destination as usize + PAGE - distance) % PAGE, fill)
    }
}

impl<T: Copy> Deref for Placed<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: `len` initialised values at `data` (`new`), borrowed with `self`.
        unsafe { std::slice::from_raw_parts(self.data, self.len) }
    }
}

impl<T: Copy> DerefMut for Placed<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as `deref`, borrowed mutably with `self`.
        unsafe { std::slice::from_raw_parts_mut(self.data, self.len) }
    }
}

impl<T: Copy> Drop for Placed<T> {
    fn drop(&mut self) {
        // SAFETY: allocated by `new` with this layout; the values need no drop (`T: Copy`).
        unsafe { dealloc(self.base, self.layout) };
    }
}

// SAFETY: `Placed` owns its values as a `Vec` does; sharing or sending it shares or sends them.
unsafe impl<T: Copy + Send> Send for Placed<T> {}
// SAFETY: as above.
unsafe impl<T: Copy + Sync> Sync for Placed<T> {}
