//! The importer's output for every header under `ptx-abi-build/tests/import/` (committed beside
//! it as `.rs`, kept fresh by the importer's `corpus` tests there), compiled here:
//! the derive checks its layout assertions, and the mirrors of the generated types, with a random
//! value each, are checked against NVRTC 12.9, NVRTC 13.5 and nvcc 13.5 (header -> Rust -> mirror
//! -> the compilers).

use ptx_abi_core::{Layout, PtxAbi};
use ptx_abi_kernels::oracle::Probe;
use ptx_abi_kernels::random::RandomTypes;
use ptx_abi_testenv::oracle::assert_agrees;

/// Each header's generated Rust as a module, and the layouts of its types.
macro_rules! imported {
    ($($module:ident: $($ty:ident),+;)*) => {
        $(
            #[allow(dead_code, unused_qualifications)]
            mod $module {
                include!(concat!("../../ptx-abi-build/tests/import/", stringify!($module), ".rs"));
            }
        )*
        fn layouts() -> Vec<&'static Layout> {
            vec![$($(&<$module::$ty as PtxAbi>::LAYOUT,)+)*]
        }
    };
}

imported! {
    bvh: BvhNode__anon1, BvhNode;
    camera: Camera;
    can: CanFrame;
    cloth: Spring, Cloth;
    counters: Counters;
    dma: DmaDirection, DmaDescriptor;
    ethernet: EthernetHeader, VlanHeader, FrameBatch;
    gpio: GpioControl_bits, GpioControl, GpioBank;
    idioms: Toggle, vec4_t, span, node_s, Job;
    interrupts: Priority, InterruptStatus;
    ipv4: Ipv4Header;
    mesh: VertexFlags, Vertex, Mesh;
    pack2_wire: Record2, Envelope;
    particles: Kind, Particle_inner, Particle__anon1, Particle, Mat2, Wire, Bits, Big;
    particles_physics: Atom, SimulationBox;
    pixels: Rgba8, HdrPixel, Image;
    ray: Ray, Hit;
    rigid_body: RigidBody, Contact;
    sensor: SensorSample, SensorBlock;
    spec_figures: RightToLeft, BoundaryAlignment, StorageUnitSharing, UnionAllocation, UnnamedBitFields;
    sph: SphParticle, SphParams;
    tcp: TcpHeader;
    tma: GemmTmaParams;
    udp: UdpHeader, UdpPacket;
}

#[test]
fn imported_types_agree_with_nvrtc_and_nvcc() {
    let mut rng = RandomTypes::case_rng(0x1a9f0, 0);
    let probes: Vec<Probe> = layouts()
        .into_iter()
        .map(|layout| Probe::random(layout, &mut rng))
        .collect();
    assert_eq!(particles::MAX_PARTICLES, 4096);
    assert_eq!(sph::MAX_NEIGHBORS, 32);
    assert_eq!(idioms::IDIOMS_LANES, 4);
    assert_agrees("imported from ptx-abi-build/tests/import/*.cuh", &probes);
}
