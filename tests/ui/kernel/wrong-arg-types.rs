use ptx_abi_core::{kernels, DevicePtr};

kernels! {
    pub extern "C" fn saxpy(n: u32, a: f32, x: *const f32, y: *mut f32);
}

fn main() {
    let x: DevicePtr<f32> = DevicePtr::new(0x1000);
    let y: DevicePtr<i32> = DevicePtr::new(0x2000);
    // `y` points to `int`, the kernel writes `float`s.
    let _ = saxpy::args(1024, 2.0, x, y);
}
