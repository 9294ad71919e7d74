//! The importer's Rust for every header of the corpus, `ptx-abi-build/tests/import/shapes/`
//! (committed beside it, kept fresh by the importer's `corpus` tests there), compiled here: each type's derive checks the layout
//! assertions the importer wrote (`assert(size, align)`, every member's offset or bit offset),
//! which `import_corpus.rs` holds to NVRTC and nvcc compiling the header itself. Rust that does
//! not compile, or a derive that places a type otherwise than the importer's engine, fails the
//! build.

/// Each header's generated Rust as a module.
macro_rules! corpus {
    ($($module:ident;)*) => {
        $(
            #[allow(dead_code, non_snake_case, non_upper_case_globals, unused_qualifications)]
            mod $module {
                include!(concat!("../../ptx-abi-build/tests/import/shapes/", stringify!($module), ".rs"));
            }
        )*
        const MODULES: &[&str] = &[$(stringify!($module)),*];
    };
}

corpus! {
    edge_align_large;
    edge_anon_struct_array;
    edge_anon_union_in_struct;
    edge_big_union;
    edge_bitfield_overflow;
    edge_bitfield_pointer_wide;
    edge_bitfield_unions;
    edge_bitfield_units_mixed;
    edge_bitfield_zero_width;
    edge_empty;
    edge_enum_fixed;
    edge_enum_packed;
    edge_enum_values;
    edge_fn_pointers;
    edge_gnu_packed;
    edge_int128;
    edge_nested_unions;
    edge_nic_config;
    edge_nic_filters;
    edge_pragma_pack;
    edge_pragma_pack_bitfields;
    edge_trailing_nvcc;
    edge_typedefs;
    gpu_bitmap_file;
    gpu_collective_fifo;
    gpu_collective_work;
    gpu_dds_surface;
    gpu_denoise_layers;
    gpu_fractal_tiles;
    gpu_half_tensors;
    gpu_mesh_instances;
    gpu_particle_grid;
    gpu_quant_blocks;
    gpu_quant_superblocks;
    gpu_raytrace_launch;
    gpu_sbt_records;
    gpu_smoke_volume;
    gpu_sort_buffers;
    gpu_texture_paging;
    gpu_tridiag_eigen;
    gpu_volume_raymarch;
    tunnel_dtls;
    tunnel_ecpri_common;
    tunnel_ecpri_msgs;
    tunnel_esp;
    tunnel_fabric;
    tunnel_geneve;
    tunnel_gtp;
    tunnel_handshake;
    tunnel_ib;
    tunnel_l2tp;
    tunnel_macsec;
    tunnel_nsh;
    tunnel_pdcp;
    tunnel_tls;
    uapi_ether;
    uapi_icmpv6;
    uapi_ip;
    uapi_ipv6;
    uapi_mpls;
    uapi_packet_ring;
    uapi_packet_sock;
    uapi_tcp;
    uapi_tcp_opts;
    uapi_udp;
    wire_arp;
    wire_bfd;
    wire_ecpri;
    wire_esp_ah;
    wire_ether;
    wire_geneve;
    wire_gre;
    wire_gtp;
    wire_icmp;
    wire_icmpv6;
    wire_igmp;
    wire_ipv4;
    wire_ipv4_opt;
    wire_ipv6;
    wire_ipv6_ext;
    wire_l2tp;
    wire_lacp;
    wire_macsec;
    wire_mpls;
    wire_nsh;
    wire_ppp;
    wire_ptp;
    wire_sctp;
    wire_tcp;
    wire_udp;
    wire_vxlan;
}

#[test]
fn every_header_of_the_corpus_is_compiled_here() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-build/tests/import/shapes");
    let mut stems: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == "h" || e == "cuh" || e == "hpp")
        })
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    stems.sort();
    assert_eq!(
        stems, MODULES,
        "add the new header's module to the list above"
    );
    // Spot checks of what real headers need: CUDA's `half` through the header's own typedef (a
    // quantized block: a `half` scale and QK / 2 = 16 bytes, 18 in all, as the header's
    // static_assert says), an empty struct (1 byte under NVRTC 12.9/13.5 and nvcc 13.5, ABI.md
    // section 10a), and arrays of anonymous member types (16 + 112 bytes, where a phantom member
    // would make it larger).
    use ptx_abi_core::PtxAbi;
    assert_eq!(<gpu_quant_blocks::tq_block_s4 as PtxAbi>::LAYOUT.size, 18);
    assert_eq!(<edge_empty::edge_nothing as PtxAbi>::LAYOUT.size, 1);
    assert_eq!(
        <edge_anon_struct_array::edge_grid_cells as PtxAbi>::LAYOUT.size,
        128
    );
}

/// The checks header for hand-written definitions (`CudaHeader::render_checks`;
/// `book/src/headers-from-rust.md`, "Headers that cannot go stale") against the corpus: each header, compiled as written with the checks of its imported types after it,
/// must compile (NVRTC 12.9, 13.5 and nvcc 13.5), and the kernel's layout records and probes must
/// match. Types with anonymous member types are left out: the checks name member types, and an
/// anonymous one has no name in the original header.
#[test]
fn corpus_headers_pass_their_generated_checks() {
    use ptx_abi_build::nvrtc::CudaVersion;
    use ptx_abi_core::cuda::CudaHeader;
    use ptx_abi_kernels::oracle::Oracle;
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-build/tests/import/shapes");
    let cases = [
        (
            "gpu_collective_work.cuh",
            CudaHeader::new()
                .with::<gpu_collective_work::PeerWork>()
                .with::<gpu_collective_work::ReduceOp>(),
        ),
        (
            "gpu_particle_grid.cuh",
            CudaHeader::new().with::<gpu_particle_grid::GridSimParams>(),
        ),
        (
            "gpu_tridiag_eigen.h",
            CudaHeader::new()
                .with::<gpu_tridiag_eigen::TridiagonalMatrix>()
                .with::<gpu_tridiag_eigen::SmallMatrixResult>()
                .with::<gpu_tridiag_eigen::LargeMatrixResult>(),
        ),
        (
            "edge_bitfield_units_mixed.h",
            CudaHeader::new()
                .with::<edge_bitfield_units_mixed::edge_units_all>()
                .with::<edge_bitfield_units_mixed::edge_clock>()
                .with::<edge_bitfield_units_mixed::edge_interleaved>(),
        ),
    ];
    let mut oracles: Vec<Oracle> = [CudaVersion::Cuda12, CudaVersion::Cuda13]
        .into_iter()
        .filter_map(ptx_abi_testenv::oracle::nvrtc)
        .collect();
    oracles.extend(ptx_abi_testenv::oracle::nvcc());
    for oracle in &oracles {
        for (file, header) in &cases {
            let text = std::fs::read_to_string(dir.join(file)).unwrap();
            let source = format!(
                "{text}\n{}\nextern \"C\" __global__ void k() {{}}\n",
                header.render_checks()
            );
            // NVRTC as a user's program compiles; nvcc as the oracle does (-rdc=true).
            let ptx = match oracle.nvrtc() {
                Some(nvrtc) => nvrtc.compile(&source, "checks.cu", &[]),
                None => oracle.compile_source(&source, "checks.cu", &[]),
            }
            .unwrap_or_else(|e| panic!("{}, {file}: {e}", oracle.label()));
            header
                .check_ptx(&ptx)
                .unwrap_or_else(|e| panic!("{}, {file}: {e}", oracle.label()));
        }
        eprintln!(
            "{}: {} corpus headers pass their checks",
            oracle.label(),
            cases.len()
        );
    }
}

/// The bulk writer packs the bit-fields of the corpus's types four values at a time where it
/// can (`quads.rs`): for each type of the corpus with bit-fields, values drawn by reading random
/// images back (so every bit-field holds a value of its width), written as slices of every
/// length from 1 to 13 and of 64 over garbage, give the single-value writer's images, which the
/// oracle tests hold to NVRTC. Most of these types take the four-at-a-time path on `x86_64`.
#[test]
fn corpus_bit_field_types_write_in_bulk_as_one_at_a_time() {
    use ptx_abi_core::{from_device_bytes, slice, write_device_bytes, PtxAbi};

    /// Writes slices of `T` drawn from random images; whether `T` is written four at a time.
    fn check<T: PtxAbi + Copy>(state: &mut u64) -> bool {
        let size = T::LAYOUT.size;
        let mut byte = || {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            *state as u8
        };
        let values: Vec<T> = (0..64)
            .map(|_| {
                let image: Vec<u8> = (0..size).map(|_| byte()).collect();
                from_device_bytes::<T>(&image).expect("a random image of integer members reads")
            })
            .collect();
        for n in (1..=13).chain([64]) {
            let mut bulk: Vec<u8> = (0..n * size).map(|_| byte()).collect();
            slice::write_device_bytes(&values[..n], &mut bulk).unwrap();
            for (e, value) in values[..n].iter().enumerate() {
                let mut one = vec![0x5a; size];
                write_device_bytes(value, &mut one).unwrap();
                assert!(
                    bulk[e * size..(e + 1) * size] == one[..],
                    "{}: element {e} of {n}",
                    T::LAYOUT.name
                );
            }
        }
        T::DERIVED.is_some_and(|table| table.writes_in_quads())
    }

    let mut state = 0x853c_49e6_748f_ea9b;
    let in_quads = [
        check::<edge_bitfield_overflow::edge_thirty_pair>(&mut state),
        check::<edge_bitfield_overflow::edge_spill_three>(&mut state),
        check::<edge_bitfield_overflow::edge_spill_64>(&mut state),
        check::<edge_bitfield_units_mixed::edge_units_all>(&mut state),
        check::<edge_bitfield_units_mixed::edge_clock>(&mut state),
        check::<edge_bitfield_units_mixed::edge_interleaved>(&mut state),
        check::<edge_bitfield_pointer_wide::edge_ulong_split>(&mut state),
        check::<edge_bitfield_pointer_wide::edge_long_signed>(&mut state),
        check::<edge_bitfield_zero_width::edge_zero_long>(&mut state),
        check::<edge_bitfield_zero_width::edge_skip_then_word>(&mut state),
        check::<gpu_collective_work::PeerWork>(&mut state),
        check::<uapi_udp::udx_gro_report>(&mut state),
        check::<tunnel_ib::ibx_bth>(&mut state),
        check::<tunnel_fabric::fbx_word0>(&mut state),
        check::<tunnel_nsh::nshx_flow_class>(&mut state),
        check::<uapi_tcp::tcx_hdr>(&mut state),
        check::<uapi_tcp::tcx_info>(&mut state),
        check::<uapi_icmpv6::nx_na_bits>(&mut state),
        check::<wire_ptp::wire_ptp_hdr>(&mut state),
        check::<wire_icmpv6::wire_nd_opt_prefix>(&mut state),
        check::<edge_bitfield_overflow::edge_feature_bits>(&mut state),
        check::<edge_bitfield_units_mixed::edge_byte_then_bits>(&mut state),
        check::<edge_bitfield_units_mixed::edge_bits_then_word>(&mut state),
        check::<edge_bitfield_zero_width::edge_zero_short>(&mut state),
    ];
    let count = in_quads.iter().filter(|&&q| q).count();
    eprintln!(
        "corpus bit-field types: {count} of {} written four at a time",
        in_quads.len()
    );
    if cfg!(target_arch = "x86_64") {
        assert!(count >= in_quads.len() / 2, "{in_quads:?}");
    }
}

/// The derived writer against the dynamic one, on the corpus's structs: a random value of each
/// type (`ptx_abi_kernels::random`, as the oracle's probes draw them), written by the dynamic
/// writer (`dyn_to_device_bytes`, which `import_corpus.rs` holds to NVRTC and nvcc on the same
/// headers), read into the derived type and written by the derived writer, one value and in
/// slices over garbage: the same bytes. Several of these structs have more than three runs of
/// copied members (members with padding between them), which the derived writer assembles on
/// the stack or writes in place (`blocks.rs`, `RUNS_ADDED`); the test fails if none does.
/// Others have every member at its host offset and are written by masked copies on `x86_64`
/// (`masked.rs`: each value loaded whole, its padding cleared by a mask); the test fails there
/// if none is.
#[test]
fn corpus_structs_write_as_the_dynamic_writer() {
    use ptx_abi_core::{slice, PtxAbi};
    use ptx_abi_kernels::random::RandomTypes;

    /// Checks 16 random values of `T`; returns its number of runs of copied members and whether
    /// its blocks are written by masked copies.
    fn check<T: PtxAbi + Copy>(seed: u64) -> (usize, bool) {
        let mut rng = RandomTypes::case_rng(0x7275_6e73, seed);
        let size = T::LAYOUT.size;
        let (values, images) = drawn_values::<T>(&mut rng, 16);
        for n in [1, 4, 5, 16] {
            let mut bulk = vec![0xa5u8; n * size];
            slice::write_device_bytes(&values[..n], &mut bulk).unwrap();
            assert!(bulk == images[..n * size], "{}: {n} values", T::LAYOUT.name);
        }
        let table = T::DERIVED.expect("a derived struct");
        (table.run_count(), table.writes_masked())
    }

    let runs = [
        check::<edge_nic_config::edge_rx_mode>(1),
        check::<edge_nic_config::edge_pool_conf>(2),
        check::<gpu_volume_raymarch::RaymarchParams>(3),
        check::<edge_nic_filters::edge_filter_masks>(4),
        check::<edge_nic_filters::edge_flex_conf>(5),
        check::<edge_align_large::edge_uses_lines>(6),
        check::<gpu_dds_surface::SurfaceHeader>(7),
        check::<gpu_particle_grid::GridSimParams>(8),
        check::<uapi_packet_ring::prx_frame_v1>(9),
        check::<uapi_packet_ring::prx_frame_v2>(10),
        check::<uapi_packet_ring::prx_block_desc>(11),
        check::<uapi_packet_sock::psx_link_addr>(12),
        check::<uapi_tcp::tcx_info>(13),
        check::<gpu_collective_work::PeerWork>(14),
        check::<gpu_collective_work::BroadcastWork>(15),
        check::<gpu_raytrace_launch::LaunchParams>(16),
        check::<gpu_fractal_tiles::FractalTileParams>(17),
        check::<gpu_bitmap_file::BitmapInfoHeader>(18),
        check::<wire_ptp::wire_ptp_sync>(19),
    ];
    eprintln!("runs of copied members, masked: {runs:?}");
    assert!(runs.iter().any(|&(r, _)| r > 3), "{runs:?}");
    if cfg!(all(target_arch = "x86_64", not(miri))) {
        assert!(runs.iter().any(|&(_, masked)| masked), "{runs:?}");
    }
}

/// `count` values of `T` drawn as the oracle's probes draw them (`ptx_abi_kernels::random`),
/// through the dynamic writer, which `import_corpus.rs` holds to NVRTC and nvcc: the values and
/// their images. Panics if a dynamic image does not read into `T` or writes back otherwise.
fn drawn_values<T: ptx_abi_core::PtxAbi + Copy>(
    rng: &mut ptx_abi_kernels::random::ChaCha8Rng,
    count: usize,
) -> (Vec<T>, Vec<u8>) {
    use ptx_abi_core::dynamic::dyn_to_device_bytes;
    use ptx_abi_core::{from_device_bytes, to_device_bytes};
    use ptx_abi_kernels::random::random_value;
    let (mut values, mut images) = (Vec::new(), Vec::new());
    for _ in 0..count {
        let value = random_value(&T::LAYOUT, rng);
        let image = dyn_to_device_bytes(&T::LAYOUT, &value).expect("random values are valid");
        let derived = from_device_bytes::<T>(&image).expect("a dynamic image reads");
        assert!(
            to_device_bytes(&derived) == image,
            "{}: one value",
            T::LAYOUT.name
        );
        values.push(derived);
        images.extend_from_slice(&image);
    }
    (values, images)
}

/// The parallel paths (feature `parallel`: `slice::par_write_device_bytes`,
/// `par_from_device_bytes_into`) on the corpus's types, against the sequential ones: slices of
/// 0 to 40 values of each type, on rayon pools of 1, 2 and 3 threads, in tasks of one element
/// and up (the hidden `set_min_task_bytes`), must write the same image, read the same values,
/// and read images with two elements garbled at random as the sequential reader does: the same
/// values, or the same error naming the same element. The types are those of the two tests
/// above (bit-fields four at a time, masked copies, runs assembled on the stack), with the enums
/// and `bool`s of the corpus among their members, so that garbled images fail to read.
#[test]
fn corpus_types_marshal_in_parallel_as_in_sequence() {
    use crate::parallel_paths::{check_on_current_pool, pools};
    use ptx_abi_core::slice::rayon;
    use ptx_abi_core::PtxAbi;
    use ptx_abi_kernels::random::RandomTypes;

    /// Checks `T` on every pool; returns how many garbled images read as errors.
    fn check<T: PtxAbi + Copy + Send + Sync>(pools: &[rayon::ThreadPool], seed: u64) -> usize {
        let mut rng = RandomTypes::case_rng(0x7061_7261, seed);
        let size = T::LAYOUT.size;
        let (values, images) = drawn_values::<T>(&mut rng, 40);
        let mut errors = 0;
        for n in [0, 1, 2, 3, 5, 8, 13, 40] {
            for pool in pools {
                errors += pool.install(|| {
                    check_on_current_pool(&mut rng, &values[..n], &images[..n * size], 3)
                });
            }
        }
        errors
    }

    // Tasks of one element and up, so that these short slices split on every thread (the
    // images, values and errors do not depend on the tasks; this binary's other tests do not
    // run the parallel paths).
    ptx_abi_core::__testing::set_min_task_bytes(1);
    let pools = pools(&[1, 2, 3]);
    let pools = &pools[..];
    let errors = [
        check::<edge_bitfield_overflow::edge_thirty_pair>(pools, 1),
        check::<edge_bitfield_units_mixed::edge_units_all>(pools, 2),
        check::<edge_bitfield_units_mixed::edge_clock>(pools, 3),
        check::<edge_bitfield_pointer_wide::edge_ulong_split>(pools, 4),
        check::<edge_enum_fixed::edge_enum_holder>(pools, 5),
        check::<edge_enum_values::edge_state>(pools, 6),
        check::<edge_enum_packed::edge_pk_users>(pools, 7),
        check::<edge_nic_config::edge_rx_mode>(pools, 8),
        check::<edge_nic_config::edge_tx_mode>(pools, 9),
        check::<edge_nic_filters::edge_filter_masks>(pools, 10),
        check::<edge_align_large::edge_uses_lines>(pools, 11),
        check::<gpu_dds_surface::SurfaceHeader>(pools, 12),
        check::<gpu_particle_grid::GridSimParams>(pools, 13),
        check::<gpu_raytrace_launch::LaunchParams>(pools, 14),
        check::<gpu_collective_work::PeerWork>(pools, 15),
        check::<gpu_collective_work::BroadcastWork>(pools, 16),
        check::<tunnel_ib::ibx_bth>(pools, 17),
        check::<uapi_packet_ring::prx_block_desc>(pools, 18),
        check::<uapi_tcp::tcx_info>(pools, 19),
        check::<uapi_tcp::tcx_hdr>(pools, 20),
        check::<wire_ptp::wire_ptp_hdr>(pools, 21),
        check::<gpu_texture_paging::SamplerInfo>(pools, 22),
        check::<gpu_fractal_tiles::FractalTileParams>(pools, 23),
    ];
    let total: usize = errors.iter().sum();
    eprintln!("corpus types in parallel: garbled images read as errors, per type: {errors:?}");
    // The enums and `bool`s among these types' members have invalid bytes: some garbled images
    // must fail to read, in sequence and in parallel alike.
    assert!(total > 0, "no garbled image was an error");
}
