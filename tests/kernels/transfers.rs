//! Slices through their device images on a GPU: `upload_slice`/`download_slice` (and
//! `download_into`, at sizes on both sides of their chunks' plan), and the overlapped
//! `ImageStaging` (`--features cudarc`; skipped with a line without a GPU, failed under
//! `PTX_ABI_REQUIRE_GPU=1`). The GPU proof runs it (`transfers::`), and under compute-sanitizer.

#[test]
fn slices_go_through_their_images_on_a_gpu() {
    use ptx_abi_core::gpu::{
        download_slice, release_staging, upload_slice, DeviceImages, ImageStaging,
    };
    use ptx_abi_core::slice::to_device_bytes;
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

    // The default calls on both sides of their plan's edge (chunks of 256 KiB up to 4 MiB of
    // images, of 32 MiB above), through a kept staging, after `release_staging` and into a
    // reused vector: every path's bytes are `to_device_bytes`', every path's values the
    // values.
    let mib = 1 << 20;
    let mut reused = Vec::new();
    for n in [0, 1, 4 * mib / 8, 4 * mib / 8 + 1, 40 * mib / 8 + 3] {
        let values: Vec<Flags> = (0..n)
            .map(|i| Flags {
                level: (i % 8) as i8 - 4,
                on: i % 5 == 0,
                weight: i as f32 * 0.5,
            })
            .collect();
        let device = upload_slice(&stream, &values).expect("upload");
        assert_eq!(
            stream.clone_dtoh(device.as_bytes()).unwrap(),
            to_device_bytes(&values),
            "{n} values"
        );
        assert_eq!(download_slice(&stream, &device).expect("download"), values);
        device
            .download_into(&stream, &mut reused)
            .expect("download");
        assert_eq!(reused, values, "{n} values, into a reused vector");
        release_staging();
    }
    // An image-equal type goes in one copy from the slice.
    let floats: Vec<f32> = (0..1000).map(|i| i as f32 - 0.25).collect();
    let device = upload_slice(&stream, &floats).expect("upload");
    assert_eq!(
        stream.clone_dtoh(device.as_bytes()).unwrap(),
        to_device_bytes(&floats)
    );
    assert_eq!(download_slice(&stream, &device).expect("download"), floats);
}
