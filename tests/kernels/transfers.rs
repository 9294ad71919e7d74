//! Slices through their device images on a GPU: `upload_slice`/`download_slice`, and the
//! overlapped `ImageStaging` (`--features cudarc`; skipped with a line without a GPU, failed under
//! `PTX_ABI_REQUIRE_GPU=1`). The GPU proof runs it (`transfers::`), and under compute-sanitizer.

#[test]
fn slices_go_through_their_images_on_a_gpu() {
    use ptx_abi_core::gpu::{download_slice, upload_slice, DeviceImages, ImageStaging};
    use ptx_abi_core::PtxAbi;

    #[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
    #[repr(C)]
    struct Flags {
        #[ptx(bits = 3)]
        level: i8,
        #[ptx(bits = 1)]
        on: bool,
        weight: f32,
    }
    let what = "transfers (upload_slice, download_slice, ImageStaging)";
    let Some(context) = ptx_abi_testenv::gpu::context_or_skip(what) else {
        return;
    };
    let stream = context.default_stream();
    let values = [
        Flags {
            level: -3,
            on: true,
            weight: 0.5,
        },
        Flags {
            level: 2,
            on: false,
            weight: -1.0,
        },
    ];
    let device = upload_slice(&stream, &values).expect("upload");
    // The buffer knows its element type: 2 values, 16 bytes of images.
    assert_eq!((device.len(), device.as_bytes().len()), (2, 16));
    let back: Vec<Flags> = download_slice(&stream, &device).expect("download");
    assert_eq!(back, values);

    // Overlapped, through rings of 1 to 4 buffers of 3 images each: 1,000 values in 334
    // chunks, each direction.
    let many: Vec<Flags> = (0..1000)
        .map(|i| Flags {
            level: (i % 8) as i8 - 4,
            on: i % 3 == 0,
            weight: i as f32,
        })
        .collect();
    for buffers in 1..=4 {
        let mut staging =
            ImageStaging::with_buffers(&context, 3 * 8 + 5, buffers).expect("pinned buffers");
        let mut device = DeviceImages::<Flags>::zeroed(&stream, 1000).expect("device buffer");
        staging.upload(&stream, &many, &mut device).expect("upload");
        let mut back: Vec<Flags> = Vec::new();
        staging
            .download(&stream, &device, &mut back)
            .expect("download");
        assert_eq!(back, many, "{buffers} buffers");
        assert_eq!(
            stream.clone_dtoh(device.as_bytes()).unwrap(),
            ptx_abi_core::slice::to_device_bytes(&many),
            "{buffers} buffers"
        );
    }
}
