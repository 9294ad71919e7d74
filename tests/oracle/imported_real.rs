//! The importer's Rust for every header of `ptx-abi-build/tests/import/real/` (committed beside
//! it, kept fresh by the importer's `corpus` tests there), compiled here: each type's derive checks the layout
//! assertions the importer wrote (`assert(size, align)`, every member's offset or bit offset),
//! which `import_real.rs` holds to NVRTC and nvcc compiling the header itself. Rust that does
//! not compile, or a derive that places a type otherwise than the importer's engine, fails the
//! build.

/// Each header's generated Rust as a module.
macro_rules! real {
    ($($module:ident;)*) => {
        $(
            #[allow(dead_code, non_snake_case, non_upper_case_globals, unused_qualifications)]
            mod $module {
                include!(concat!("../../ptx-abi-build/tests/import/real/", stringify!($module), ".rs"));
            }
        )*
        const MODULES: &[&str] = &[$(stringify!($module)),*];
    };
}

real! {
    bindgen_16_byte_alignment;
    bindgen_anon_struct_in_union;
    bindgen_bitfield_32bit_overflow;
    bindgen_bitfield_align;
    bindgen_bitfield_align_2;
    bindgen_bitfield_pragma_packed;
    bindgen_c_empty_layout;
    bindgen_divide_by_zero_in_struct_layout;
    bindgen_enum;
    bindgen_enum_packed;
    bindgen_issue_537;
    bindgen_issue_739_pointer_wide_bitfield;
    bindgen_issue_816;
    bindgen_layout_eth_conf;
    bindgen_layout_large_align_field;
    bindgen_packed_bitfield;
    bindgen_struct_with_anon_struct_array;
    bindgen_struct_with_anon_struct_pointer;
    bindgen_struct_with_anon_union;
    bindgen_struct_with_anon_unnamed_struct;
    bindgen_struct_with_nesting;
    bindgen_struct_with_packing;
    bindgen_union_align;
    bindgen_union_bitfield;
    bindgen_union_with_anon_struct_bitfield;
    bindgen_union_with_anon_union;
    bindgen_union_with_big_member;
    bindgen_union_with_nesting;
    cuda_samples_cdpAdvancedQuicksort_cdpQuicksort;
    cuda_samples_dct8x8_BmpUtil;
    cuda_samples_dxtc_dds;
    cuda_samples_eigenvalues_structs;
    cuda_samples_particles_particles_kernel;
    cuda_samples_smokeParticles_particles_kernel;
    dpdk_rte_arp;
    dpdk_rte_dtls;
    dpdk_rte_ecpri;
    dpdk_rte_esp;
    dpdk_rte_ether;
    dpdk_rte_geneve;
    dpdk_rte_gre;
    dpdk_rte_gtp;
    dpdk_rte_higig;
    dpdk_rte_ib;
    dpdk_rte_icmp;
    dpdk_rte_ip4;
    dpdk_rte_l2tpv2;
    dpdk_rte_macsec;
    dpdk_rte_mpls;
    dpdk_rte_pdcp_hdr;
    dpdk_rte_ppp;
    dpdk_rte_sctp;
    dpdk_rte_tcp;
    dpdk_rte_tls;
    dpdk_rte_udp;
    dpdk_rte_vxlan;
    ggml_common_cpp;
    ggml_common_cuda;
    linux_uapi_icmpv6;
    linux_uapi_if_ether;
    linux_uapi_if_packet;
    linux_uapi_ip;
    linux_uapi_mpls;
    linux_uapi_tcp;
    linux_uapi_udp;
    nccl_device_work;
    optix_toolkit_DeviceConstantImageParams;
    optix_toolkit_DeviceContext;
    optix_toolkit_DeviceMandelbrotParams;
    optix_toolkit_Record;
}

#[test]
fn every_header_of_the_corpus_is_compiled_here() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-build/tests/import/real");
    let mut stems: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e != "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    stems.sort();
    assert_eq!(
        stems, MODULES,
        "add the new header's module to the list above"
    );
    // Spot checks of what the real headers needed: CUDA's `half` through the header's own
    // typedef (ggml's static_assert: sizeof(ggml_half) + QK4_0 / 2 = 18 bytes), an empty
    // struct (1 byte under NVRTC 12.9/13.5 and nvcc 13.5, ABI.md section 10a), anonymous
    // member types in arrays (`bar[2]` and `baz[2][3][4]` of 8-byte structs: 16 + 192 bytes,
    // where the phantom member the importer used to add made it larger).
    use ptx_abi_core::PtxAbi;
    assert_eq!(<ggml_common_cuda::block_q4_0 as PtxAbi>::LAYOUT.size, 18);
    assert_eq!(<bindgen_c_empty_layout::Foo as PtxAbi>::LAYOUT.size, 1);
    assert_eq!(
        <bindgen_struct_with_anon_struct_array::foo as PtxAbi>::LAYOUT.size,
        16 + 192
    );
}

/// The checks header for hand-written definitions (`CudaHeader::render_checks`;
/// `book/src/headers-from-rust.md`, "Headers that cannot go stale") against headers nobody here
/// wrote: each corpus header, compiled as written with the checks of its imported types after it,
/// must compile (NVRTC 12.9, 13.5 and nvcc 13.5), and the kernel's layout records and probes must
/// match. Types with anonymous member types are left out: the checks name member types, and an
/// anonymous one has no name in the original header.
#[test]
fn real_headers_pass_their_generated_checks() {
    use ptx_abi_build::nvrtc::CudaVersion;
    use ptx_abi_core::cuda::CudaHeader;
    use ptx_abi_kernels::oracle::Oracle;
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-abi-build/tests/import/real");
    let cases = [
        (
            "nccl_device_work.h",
            CudaHeader::new()
                .with::<nccl_device_work::ncclDevWorkP2p>()
                .with::<nccl_device_work::ncclDevRedOpFull>(),
        ),
        (
            "cuda_samples_particles_particles_kernel.cuh",
            CudaHeader::new().with::<cuda_samples_particles_particles_kernel::SimParams>(),
        ),
        (
            "cuda_samples_eigenvalues_structs.h",
            CudaHeader::new()
                .with::<cuda_samples_eigenvalues_structs::InputData>()
                .with::<cuda_samples_eigenvalues_structs::ResultDataSmall>()
                .with::<cuda_samples_eigenvalues_structs::ResultDataLarge>(),
        ),
        (
            "bindgen_bitfield_align.h",
            CudaHeader::new()
                .with::<bindgen_bitfield_align::A>()
                .with::<bindgen_bitfield_align::Date1>()
                .with::<bindgen_bitfield_align::Date3>(),
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
            "{}: {} real headers pass their checks",
            oracle.label(),
            cases.len()
        );
    }
}

/// The bulk writer packs the bit-fields of real headers' types four values at a time where it
/// can (`quads.rs`): for each type of the corpus with bit-fields, values drawn by reading random
/// images back (so every bit-field holds a value of its width), written as slices of every
/// length from 1 to 13 and of 64 over garbage, give the single-value writer's images, which the
/// oracle tests hold to NVRTC. Most of these types take the four-at-a-time path on `x86_64`.
#[test]
fn real_bit_field_types_write_in_bulk_as_one_at_a_time() {
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
        check::<bindgen_bitfield_32bit_overflow::MuchBitfield>(&mut state),
        check::<bindgen_bitfield_align::A>(&mut state),
        check::<bindgen_bitfield_align::B>(&mut state),
        check::<bindgen_bitfield_align::C>(&mut state),
        check::<bindgen_bitfield_align::Date1>(&mut state),
        check::<bindgen_bitfield_align::Date2>(&mut state),
        check::<bindgen_bitfield_align::Date3>(&mut state),
        check::<bindgen_issue_816::capabilities>(&mut state),
        check::<dpdk_rte_ecpri::rte_ecpri_msg_rm_access>(&mut state),
        check::<dpdk_rte_ecpri::rte_ecpri_msg_rtc_ctrl>(&mut state),
        check::<dpdk_rte_gre::rte_gre_hdr>(&mut state),
        check::<dpdk_rte_higig::rte_higig2_frc>(&mut state),
        check::<dpdk_rte_higig::rte_higig2_ppt_type0>(&mut state),
        check::<dpdk_rte_higig::rte_higig2_ppt_type1>(&mut state),
        check::<dpdk_rte_ib::rte_ib_bth>(&mut state),
        check::<dpdk_rte_mpls::rte_mpls_hdr>(&mut state),
        check::<dpdk_rte_pdcp_hdr::rte_pdcp_up_data_pdu_sn_18_hdr>(&mut state),
        check::<linux_uapi_icmpv6::icmpv6_nd_advt>(&mut state),
        check::<linux_uapi_tcp::tcphdr>(&mut state),
        check::<nccl_device_work::ncclDevWorkP2p>(&mut state),
    ];
    let count = in_quads.iter().filter(|&&q| q).count();
    eprintln!(
        "real bit-field types: {count} of {} written four at a time",
        in_quads.len()
    );
    if cfg!(target_arch = "x86_64") {
        assert!(count >= in_quads.len() / 2, "{in_quads:?}");
    }
}

/// The derived writer against the dynamic one, on real headers' structs: a random value of each
/// type (`ptx_abi_kernels::random`, as the oracle's probes draw them), written by the dynamic
/// writer (`dyn_to_device_bytes`, which `import_real.rs` holds to NVRTC and nvcc on the same
/// headers), read into the derived type and written by the derived writer, one value and in
/// slices over garbage: the same bytes. Several of these structs have more than three runs of
/// copied members (members with padding between them), which the derived writer assembles on
/// the stack or writes in place (`blocks.rs`, `RUNS_ADDED`); the test fails if none does.
/// Others have every member at its host offset and are written by masked copies on `x86_64`
/// (`masked.rs`: each value loaded whole, its padding cleared by a mask); the test fails there
/// if none is.
#[test]
fn real_structs_write_as_the_dynamic_writer() {
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
        check::<bindgen_bitfield_align::A>(1),
        check::<bindgen_layout_eth_conf::rte_eth_rxmode>(2),
        check::<bindgen_layout_eth_conf::rte_eth_fdir_masks>(3),
        check::<bindgen_layout_eth_conf::rte_eth_vmdq_rx_conf>(4),
        check::<bindgen_layout_large_align_field::ip_frag_pkt>(5),
        check::<cuda_samples_dxtc_dds::DDSHeader>(6),
        check::<cuda_samples_particles_particles_kernel::SimParams>(7),
        check::<linux_uapi_if_packet::sockaddr_ll>(8),
        check::<linux_uapi_if_packet::tpacket_hdr>(9),
        check::<linux_uapi_if_packet::tpacket2_hdr>(10),
        check::<linux_uapi_if_packet::tpacket3_hdr>(11),
        check::<linux_uapi_ip::ip_iptfs_cc_hdr>(12),
        check::<linux_uapi_tcp::tcp_info>(13),
        check::<linux_uapi_tcp::tcp_md5sig>(14),
        check::<linux_uapi_tcp::tcp_zerocopy_receive>(15),
        check::<nccl_device_work::ncclDevWorkP2p>(16),
        check::<nccl_device_work::ncclDevWorkColl>(17),
        check::<nccl_device_work::ncclDevWorkBcast>(18),
        check::<optix_toolkit_DeviceMandelbrotParams::MandelbrotParams>(19),
    ];
    eprintln!("runs of copied members, masked: {runs:?}");
    assert!(runs.iter().any(|&(r, _)| r > 3), "{runs:?}");
    if cfg!(all(target_arch = "x86_64", not(miri))) {
        assert!(runs.iter().any(|&(_, masked)| masked), "{runs:?}");
    }
}

/// `count` values of `T` drawn as the oracle's probes draw them (`ptx_abi_kernels::random`),
/// through the dynamic writer, which `import_real.rs` holds to NVRTC and nvcc: the values and
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
/// `par_from_device_bytes_into`) on real headers' types, against the sequential ones: slices of
/// 0 to 40 values of each type, on rayon pools of 1, 2 and 3 threads, in tasks of one element
/// and up (the hidden `set_min_task_bytes`), must write the same image, read the same values,
/// and read images with two elements garbled at random as the sequential reader does: the same
/// values, or the same error naming the same element. The types are those of the two tests
/// above (bit-fields four at a time, masked copies, runs assembled on the stack), with the enums
/// and `bool`s of the corpus among their members, so that garbled images fail to read.
#[test]
fn real_types_marshal_in_parallel_as_in_sequence() {
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
        check::<bindgen_bitfield_32bit_overflow::MuchBitfield>(pools, 1),
        check::<bindgen_bitfield_align::A>(pools, 2),
        check::<bindgen_bitfield_align::Date1>(pools, 3),
        check::<bindgen_bitfield_align::Date3>(pools, 4),
        check::<bindgen_bitfield_align_2::TaggedPtr>(pools, 5),
        check::<bindgen_enum::foo>(pools, 6),
        check::<bindgen_issue_816::capabilities>(pools, 7),
        check::<bindgen_layout_eth_conf::rte_eth_rxmode>(pools, 8),
        check::<bindgen_layout_eth_conf::rte_eth_txmode>(pools, 9),
        check::<bindgen_layout_eth_conf::rte_eth_fdir_masks>(pools, 10),
        check::<bindgen_layout_eth_conf::rte_eth_vmdq_rx_conf>(pools, 11),
        check::<bindgen_layout_large_align_field::ip_frag_pkt>(pools, 12),
        check::<cuda_samples_dxtc_dds::DDSHeader>(pools, 13),
        check::<cuda_samples_particles_particles_kernel::SimParams>(pools, 14),
        check::<dpdk_rte_gre::rte_gre_hdr>(pools, 15),
        check::<dpdk_rte_ib::rte_ib_bth>(pools, 16),
        check::<dpdk_rte_pdcp_hdr::rte_pdcp_up_data_pdu_sn_18_hdr>(pools, 17),
        check::<linux_uapi_if_packet::tpacket3_hdr>(pools, 18),
        check::<linux_uapi_tcp::tcp_info>(pools, 19),
        check::<linux_uapi_tcp::tcphdr>(pools, 20),
        check::<nccl_device_work::ncclDevWorkP2p>(pools, 21),
        check::<nccl_device_work::ncclDevWorkColl>(pools, 22),
        check::<optix_toolkit_DeviceMandelbrotParams::MandelbrotParams>(pools, 23),
    ];
    let total: usize = errors.iter().sum();
    eprintln!("real types in parallel: garbled images read as errors, per type: {errors:?}");
    // The enums and `bool`s among these types' members have invalid bytes: some garbled images
    // must fail to read, in sequence and in parallel alike.
    assert!(total > 0, "no garbled image was an error");
}
