//! Device pointers in derived types, including types that point to themselves or to each other.
//! Spec 1.1: with `.address_size 64` a pointer is 8 bytes, aligned 8; spec 2.3 note B: generic
//! addresses.

use ptx_abi_core::cuda::CudaHeader;
use ptx_abi_core::{assert_layout, from_device_bytes, to_device_bytes, DevicePtr, PtxAbi};

/// A linked-list node: `struct Node { float value; Node *next; }`.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Node {
    value: f32,
    next: DevicePtr<Node>,
}
assert_layout!(Node, size = 16, align = 8, offsets { value = 0, next = 8 });

/// Two types that point to each other.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Parent {
    first_child: DevicePtr<Child>,
    count: u8,
}
assert_layout!(Parent, size = 16, align = 8, offsets { first_child = 0, count = 8 });

#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct Child {
    parent: DevicePtr<Parent>,
    id: u16,
}
assert_layout!(Child, size = 16, align = 8, offsets { parent = 0, id = 8 });

/// A generic self-referential node.
#[derive(PtxAbi, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
struct GenericNode<T: Copy> {
    value: T,
    next: DevicePtr<GenericNode<T>>,
}

#[test]
fn self_referential_node_marshals() {
    let n = Node {
        value: 1.5,
        next: DevicePtr::new(0x7f00_0000_1000),
    };
    let image = to_device_bytes(&n);
    let mut expected = vec![0x00, 0x00, 0xc0, 0x3f, 0, 0, 0, 0];
    expected.extend_from_slice(&0x7f00_0000_1000u64.to_le_bytes());
    assert_eq!(image, expected);
    assert_eq!(from_device_bytes::<Node>(&image).unwrap(), n);
}

#[test]
fn generic_self_referential_node_has_the_c_layout() {
    assert_eq!(<GenericNode<u32> as PtxAbi>::LAYOUT.size, 16);
    assert_eq!(<GenericNode<f64> as PtxAbi>::LAYOUT.size, 16);
    assert_eq!(<GenericNode<[u64; 3]> as PtxAbi>::LAYOUT.size, 32);
}

#[test]
fn mirrors_declare_pointees_ahead_and_define_them() {
    let header = CudaHeader::new().with::<Parent>().render();
    let forward = header.find("struct Child;").expect("forward declaration");
    let parent = header.find("struct Parent {").expect("Parent defined");
    let child = header.find("struct Child {").expect("Child defined");
    assert!(forward < parent && parent < child, "{header}");
    assert!(header.contains("    Child *first_child;"), "{header}");
    assert!(header.contains("    Parent *parent;"), "{header}");
    assert_eq!(header.matches("struct Parent {").count(), 1);
}

/// Every type of this file (generic `GenericNode` as `GenericNode<unsigned>`, `<double>` and
/// `<unsigned long long[3]>`), checked against NVRTC 12 and 13 by the oracle (skips visibly
/// without it; CONTRIBUTING.md, "Checked against NVRTC and nvcc"): size, alignment, device image,
/// `.param` declarations, and mirrors that point to themselves and to each other. C++ has no
/// constant for a non-null device address, so every pointer is null.
#[test]
fn nvrtc_agrees_on_every_type_here() {
    use ptx_abi_kernels::oracle::Probe;
    use ptx_abi_testenv::oracle::assert_agrees;
    assert_agrees(
        "test_pointers",
        &[
            Probe::auto(&Node {
                value: f32::MIN,
                next: DevicePtr::null(),
            }),
            Probe::auto(&Parent {
                first_child: DevicePtr::null(),
                count: u8::MAX,
            }),
            Probe::auto(&Child {
                parent: DevicePtr::null(),
                id: u16::MAX,
            }),
            Probe::auto(&GenericNode {
                value: u32::MAX,
                next: DevicePtr::null(),
            }),
            Probe::auto(&GenericNode {
                value: -0.0f64,
                next: DevicePtr::null(),
            }),
            Probe::auto(&GenericNode {
                value: [u64::MAX, 0, 1 << 63],
                next: DevicePtr::null(),
            }),
        ],
    );
}
