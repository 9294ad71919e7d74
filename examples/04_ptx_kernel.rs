//! Needs: ptxas (`tools/install-oracle.sh`, or a CUDA toolkit); the launch, a GPU and
//! `--features cudarc` (without them it stops before the launch and says why).
//!
//! A hand-written PTX kernel whose `.entry` header comes from `kernels!`: the parameter
//! declarations (names, `.align`, sizes) are ours, character for character what NVRTC would write
//! for the same C++ prototype, and the body loads each member of the by-value struct at the
//! offset Rust computed (`Layout::field_named`), a bit-field by its bit offset and width. ptxas
//! assembles it; on a GPU it is launched and its results compared with the host's.
//!
//! ```sh
//! cargo run --example 04_ptx_kernel                    # the PTX, assembled by ptxas (sm_70, sm_90)
//! cargo run --example 04_ptx_kernel --features cudarc  # and launched, on a GPU
//! ```

use ptx_abi_build::nvrtc::{CudaVersion, Ptxas};
use ptx_abi_core::vector::Float2;
use ptx_abi_core::{kernels, PtxAbi};

/// `p * scale + offset`, negated if `negate`, for the points whose index has bit `lane` set
/// (a 5-bit field).
#[derive(PtxAbi, Clone, Copy, Debug)]
#[repr(C)]
#[ptx(assert(size = 24, align = 8))]
struct Affine {
    scale: Float2,
    offset: Float2,
    #[ptx(bits = 5)]
    lane: u8,
    #[ptx(bits = 1)]
    negate: bool,
}

kernels! {
    /// Written by hand below.
    pub extern "C" fn transform(points: *mut Float2, n: u32, affine: Affine);
}

/// The kernel's body, with the offsets of `Affine`'s members filled in from its layout.
fn transform_ptx() -> String {
    let layout = &<Affine as PtxAbi>::LAYOUT;
    let at = |name: &str| layout.field_named(name).expect("a member of Affine");
    let (scale, offset) = (at("scale").offset, at("offset").offset);
    // Both bit-fields share one unsigned char unit: load it once, extract each with `bfe`.
    let (lane, negate) = (at("lane"), at("negate"));
    let unit = lane.offset;
    assert_eq!(negate.offset, unit, "one storage unit");
    let bit = |f: &ptx_abi_core::layout::Field| {
        let b = f.bits.expect("a bit-field");
        (b.bit_offset - unit * 8, b.width)
    };
    let ((lane_bit, lane_width), (negate_bit, _)) = (bit(lane), bit(negate));
    let header = transform::SIGNATURE.ptx_header();
    format!(
        r#".version 7.8
.target sm_70
.address_size 64

{header}
{{
	.reg .pred %p<4>;
	.reg .b32 %r<12>;
	.reg .f32 %f<10>;
	.reg .b64 %rd<6>;

	ld.param.u64 %rd1, [transform_param_0];
	ld.param.u32 %r1, [transform_param_1];
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mov.u32 %r4, %tid.x;
	mad.lo.s32 %r5, %r2, %r3, %r4;
	setp.ge.u32 %p1, %r5, %r1;
	@%p1 bra DONE;
	ld.param.u8 %r6, [transform_param_2+{unit}];
	bfe.u32 %r7, %r6, {lane_bit}, {lane_width};
	shr.u32 %r8, %r5, %r7;
	and.b32 %r8, %r8, 1;
	setp.eq.u32 %p2, %r8, 0;
	@%p2 bra DONE;
	cvta.to.global.u64 %rd2, %rd1;
	mul.wide.u32 %rd3, %r5, 8;
	add.s64 %rd4, %rd2, %rd3;
	ld.global.v2.f32 {{%f1, %f2}}, [%rd4];
	ld.param.v2.f32 {{%f3, %f4}}, [transform_param_2+{scale}];
	ld.param.v2.f32 {{%f5, %f6}}, [transform_param_2+{offset}];
	mul.rn.f32 %f1, %f1, %f3;
	mul.rn.f32 %f2, %f2, %f4;
	add.rn.f32 %f1, %f1, %f5;
	add.rn.f32 %f2, %f2, %f6;
	bfe.u32 %r9, %r6, {negate_bit}, 1;
	setp.ne.u32 %p3, %r9, 0;
	@%p3 neg.f32 %f1, %f1;
	@%p3 neg.f32 %f2, %f2;
	st.global.v2.f32 [%rd4], {{%f1, %f2}};
DONE:
	ret;
}}
"#
    )
}

fn transform_on_host(points: &mut [Float2], a: &Affine) {
    for (i, p) in points.iter_mut().enumerate() {
        if (i >> a.lane) & 1 == 0 {
            continue;
        }
        let (mut x, mut y) = (p.x * a.scale.x + a.offset.x, p.y * a.scale.y + a.offset.y);
        if a.negate {
            (x, y) = (-x, -y);
        }
        *p = Float2::new(x, y);
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let ptx = transform_ptx();
    println!("{}", transform::SIGNATURE.ptx_header());
    // ptxas of any CUDA for sm_90, and CUDA 12's (the last to support it) for sm_70 where found.
    for (version, arch) in [(None, "sm_90"), (Some(CudaVersion::Cuda12), "sm_70")] {
        match Ptxas::find(version) {
            Ok(ptxas) if ptxas.supports(arch) => {
                ptxas.assemble(&ptx, arch)?;
                let (major, minor) = ptxas.version();
                println!("ptxas {major}.{minor} assembled the kernel for {arch}");
            }
            Ok(_) => {}
            Err(e) if version.is_none() => {
                return Err(
                    format!("ptxas: {e} (tools/install-oracle.sh, or set PTX_ABI_PTXAS)").into(),
                )
            }
            Err(e) => println!("no CUDA 12 ptxas, not assembled for {arch}: {e}"),
        }
    }
    let affine = Affine {
        scale: Float2::new(2.0, -0.5),
        offset: Float2::new(1.0, 3.0),
        lane: 1,
        negate: true,
    };
    let points: Vec<Float2> = (0..4096)
        .map(|i| Float2::new(i as f32, 0.25 * i as f32))
        .collect();
    let mut expected = points.clone();
    transform_on_host(&mut expected, &affine);
    match launch(&ptx, &points, affine) {
        Ok(device) => {
            assert_eq!(device, expected, "the GPU's transform and the host's");
            println!(
                "launched on the GPU: {} points, equal to the host's transform",
                points.len()
            );
        }
        Err(why) => {
            assert!(
                !std::env::var("PTX_ABI_REQUIRE_GPU").is_ok_and(|v| v == "1"),
                "PTX_ABI_REQUIRE_GPU=1, and the launch was skipped: {why}"
            );
            println!("launch skipped: {why}");
        }
    }
    Ok(())
}

#[cfg(not(feature = "cudarc"))]
fn launch(_: &str, _: &[Float2], _: Affine) -> Result<Vec<Float2>, String> {
    Err(
        "built without the `cudarc` feature (cargo run --example 04_ptx_kernel --features cudarc)"
            .to_owned(),
    )
}

#[cfg(feature = "cudarc")]
fn launch(ptx: &str, points: &[Float2], affine: Affine) -> Result<Vec<Float2>, String> {
    use ptx_abi_core::gpu::cudarc::driver::LaunchConfig;
    use ptx_abi_core::gpu::cudarc::nvrtc::Ptx;

    // No driver or no device: why, rather than cudarc's panic.
    let context = ptx_abi_core::gpu::open_device(0).map_err(|e| e.to_string())?;
    let stream = context.default_stream();
    let run = || -> Result<Vec<Float2>, Box<dyn std::error::Error>> {
        let module = context.load_module(Ptx::from_src(ptx))?;
        let function = module.load_function("transform")?;
        transform::SIGNATURE.check_function(&context, &function)?;
        // `Float2` is image-equal, so cudarc's typed `CudaSlice<Float2>` is a buffer of its
        // images: the `Float2 *` parameter takes it by `&mut` (a write, recorded as cudarc does).
        let mut buffer = stream.clone_htod(points)?;
        let n = points.len() as u32;
        // SAFETY: `function` is `transform` (parameters checked above); `buffer` holds the
        // `n` points it reads and writes.
        unsafe {
            transform::launch(
                &stream,
                &function,
                LaunchConfig::for_num_elems(n),
                &mut buffer,
                n,
                affine,
            )
        }?;
        Ok(stream.clone_dtoh(&buffer)?)
    };
    Ok(run().unwrap_or_else(|e| panic!("on the GPU: {e}")))
}
