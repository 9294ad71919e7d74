//! Builds of several files: a kernel one file declares and another defines, and kernels calling
//! device code another file defines (relocatable device code, linked into one program).

use super::*;

/// A header's forward declaration that has drifted from the definition (one parameter more): in
/// C++ another overload, which no file defines. The defined kernel is declared, the other is
/// refused as in no image; neither takes the other's symbol (the build failed comparing the
/// declared one's parameters with the defined one's image). Written in a header two files
/// include, it is refused once, though the file that defines the other names it apart.
#[test]
fn a_stale_forward_declaration_is_another_overload() {
    let file = scratch(
        "stale",
        "__global__ void k(float *a, int extra, int n);\n\
         __global__ void k(float *a, int n) { a[n] = 0.0f; }\n",
    );
    for (what, built) in built_by_both("stale", || CuBuild::new().file(&file)) {
        let kernels: Vec<(&str, &str)> = (built.kernels.iter())
            .map(|k| (k.rust_name.as_str(), k.symbol.as_str()))
            .collect();
        assert_eq!(kernels, [("k_float_ptr_int", "_Z1kPfi")], "{what}");
        let refused: Vec<(&str, &str)> = (built.refused.iter())
            .map(|r| (r.rust_name.as_str(), r.reason.as_str()))
            .collect();
        assert_eq!(refused.len(), 1, "{what}: {refused:?}");
        assert_eq!(refused[0].0, "k_float_ptr_int_int", "{what}");
        assert!(
            refused[0]
                .1
                .contains("in no compiled image (symbol `_Z1kPfii`)"),
            "{what}"
        );
    }
    let dir = out_dir("src-stale-header");
    std::fs::write(
        dir.join("sort.cuh"),
        "__global__ void sort_warp(unsigned *in, unsigned len, unsigned depth);\n",
    )
    .unwrap();
    let (sorts, other) = (dir.join("sorts.cu"), dir.join("other.cu"));
    std::fs::write(
        &sorts,
        "#include \"sort.cuh\"\n\
         __global__ void sort_warp(unsigned *in, unsigned offset, unsigned len, unsigned depth) \
         { in[offset] = len + depth; }\n",
    )
    .unwrap();
    std::fs::write(
        &other,
        "#include \"sort.cuh\"\n__global__ void bitonic(unsigned *in) { in[0] = 1; }\n",
    )
    .unwrap();
    for (what, built) in built_by_both("stale-header", || CuBuild::new().file(&sorts).file(&other))
    {
        let refused: Vec<(&str, u32)> = (built.refused.iter())
            .map(|r| (r.cpp_name.as_str(), r.line))
            .collect();
        assert_eq!(refused, [("sort_warp", 1)], "{what}");
        assert_eq!(built.kernels.len(), 2, "{what}");
    }
}

/// A kernel a header declares and one file defines, as projects write a launcher's header: the
/// defining file's module declares it, and a file that includes the header alone (holding no
/// image of it) says nothing of it; built without the defining file, the includer refuses it,
/// saying no file of the build defines it (an error with `strict`), with NVRTC and nvcc.
#[test]
fn a_kernel_declared_in_a_header_is_the_defining_files() {
    let dir = out_dir("src-declared-only");
    // As launchers' headers declare them: the parameter types only forward-declared, so a file
    // including the header alone cannot even read `scaled` (an incomplete type by value).
    std::fs::write(
        dir.join("steps.cuh"),
        "#pragma once\nstruct Scale;\n\
         __global__ void shared_step(float *x, int n);\n\
         __global__ void scaled(float *x, Scale s);\n",
    )
    .unwrap();
    let user = dir.join("user.cu");
    std::fs::write(
        &user,
        "#include \"steps.cuh\"\n__global__ void own(float *x) { x[0] = 1.0f; }\n",
    )
    .unwrap();
    let defs = dir.join("defs.cu");
    std::fs::write(
        &defs,
        "#include \"steps.cuh\"\n\
         __global__ void shared_step(float *x, int n) // zeroes\n\
         { if (threadIdx.x < n) x[threadIdx.x] = 0.0f; }\n\
         struct Scale { float by; };\n\
         __global__ void scaled(float *x, Scale s) { x[0] *= s.by; }\n",
    )
    .unwrap();
    for (what, compiler) in [
        ("declared-only-nvrtc", CompilerChoice::Nvrtc(None)),
        ("declared-only-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let Some(result) = build_with(
            what,
            compiler.clone(),
            CuBuild::new().file(&user).file(&defs),
        ) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["own", "shared_step", "scaled"], "{what}");
        let module = read_module(&built.module);
        let defs_module = module.split("pub mod defs {").nth(1).unwrap_or_default();
        let user_module = module.split("pub mod user {").nth(1).unwrap_or_default();
        assert!(
            defs_module
                .split("pub mod ")
                .next()
                .unwrap()
                .contains("fn shared_step(")
                && !user_module
                    .split("pub mod ")
                    .next()
                    .unwrap()
                    .contains("fn shared_step("),
            "{what}: {module}"
        );
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);

        let alone = || CuBuild::new().file(&user);
        let Some(result) = build_with(&format!("{what}-alone"), compiler.clone(), alone()) else {
            continue;
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let refused: Vec<_> = (built.refused.iter())
            .map(|r| (&r.cpp_name, &r.reason))
            .collect();
        assert!(
            matches!(&refused[..], [(other, _), (name, reason)] if *name == "shared_step"
                && reason.contains("the file declares it but does not define it, nor does any \
                                    other file of the build")
                && *other == "scaled"),
            "{what}: {refused:?}"
        );
        let strict = build_with(
            &format!("{what}-strict"),
            compiler.clone(),
            alone().strict(true),
        );
        let errors = strict.map(|r| r.expect_err("strict"));
        assert!(
            errors.is_none_or(|e| e.len() == 2
                && e[1]
                    .message
                    .starts_with("kernel `shared_step` cannot be declared")),
            "{what}"
        );
    }
}

/// Kernels of one name in two namespaces, each declared by a header of its own and defined by
/// one file, with a file including both headers (as an image pyramid's launchers are
/// written): that file names them apart (`a_horiz`, `b_horiz`), the defining files by their
/// own names (`horiz`); each is its defining file's, matched by its symbol, and nothing is
/// refused, with NVRTC and nvcc.
#[test]
fn a_declared_kernel_is_matched_by_its_symbol_whatever_each_file_names_it() {
    let dir = out_dir("src-declared-apart");
    for (space, params, body) in [
        ("a", "float *x", "x[0] = 1.0f;"),
        ("b", "float *x, int n", "x[n] = 2.0f;"),
    ] {
        std::fs::write(
            dir.join(format!("{space}.cuh")),
            format!("#pragma once\nnamespace {space} {{ __global__ void horiz({params}); }}\n"),
        )
        .unwrap();
        std::fs::write(
            dir.join(format!("{space}.cu")),
            format!(
                "#include \"{space}.cuh\"\n\
                 namespace {space} {{ __global__ void horiz({params}) {{ {body} }} }}\n"
            ),
        )
        .unwrap();
    }
    let both = dir.join("both.cu");
    std::fs::write(
        &both,
        "#include \"a.cuh\"\n#include \"b.cuh\"\n__global__ void own(float *x) { x[0] = 0.0f; }\n",
    )
    .unwrap();
    let build = || {
        (CuBuild::new().file(&both))
            .file(dir.join("a.cu"))
            .file(dir.join("b.cu"))
    };
    for (what, built) in built_by_both("declared-apart", build) {
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        let names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
        assert_eq!(names, ["own", "a::horiz", "b::horiz"], "{what}");
    }
}

/// Relocatable device code, as the `cc` crate builds more than one file: a kernel calls a
/// `__device__` function and counts in a `__device__` variable that another file defines. With
/// `relocatable`, both files' modules are the one linked program, which holds every kernel,
/// with NVRTC and nvcc; without it, the build fails saying how to link them. A kernel launching
/// a kernel (dynamic parallelism) is linked with the device runtime, whose own kernels the
/// build names in one warning.
#[test]
fn relocatable_device_code_is_linked_into_one_program() {
    let dir = out_dir("src-relocatable");
    let (uses, defines) = (dir.join("uses.cu"), dir.join("defines.cu"));
    std::fs::write(
        &uses,
        "struct Acc { float sum; int n; };\n\
         __device__ float twice(float x);\n\
         extern __device__ int calls;\n\
         __global__ void use_twice(float *x, Acc a) { x[0] = twice(x[0]) + a.sum; atomicAdd(&calls, a.n); }\n",
    )
    .unwrap();
    std::fs::write(
        &defines,
        "__device__ int calls;\n\
         __device__ float twice(float x) { return 2.0f * x; }\n\
         extern \"C\" __global__ void read_calls(int *out) { *out = calls; }\n",
    )
    .unwrap();
    let both = || CuBuild::new().file(&uses).file(&defines).archs(&[80, 90]);
    for (what, built) in built_by_both("relocatable", || both().relocatable(true)) {
        let symbols: Vec<&str> = built.kernels.iter().map(|k| k.symbol.as_str()).collect();
        assert_eq!(symbols, ["_Z9use_twicePf3Acc", "read_calls"], "{what}");
        // A relocatable image's device functions (`twice`) are no kernels.
        assert!(built.warnings.is_empty(), "{what}: {:?}", built.warnings);
        let module = read_module(&built.module);
        for file in ["uses", "defines"] {
            let images: Vec<&str> = (module.split(&format!("pub mod {file} {{")).nth(1))
                .and_then(|m| m.split("pub mod ").next())
                .unwrap_or_default()
                .matches("linked-program.sm_")
                .collect();
            assert_eq!(images.len(), 2, "{what}: {file}: {module}");
        }
        let images = out_dir(&what).join("ptx_abi_cu");
        for sm in [80, 90] {
            let linked = images.join(format!("linked-program.sm_{sm}.cubin"));
            let bytes = std::fs::read(&linked).unwrap_or_else(|e| panic!("{what}: {e}"));
            let kernels: Vec<String> = match ptx_abi_build::cubin::read_images(&bytes).as_deref() {
                Ok([ptx_abi_build::cubin::Image::Cubin(c)]) => {
                    c.kernels.iter().map(|k| k.name.clone()).collect()
                }
                other => panic!("{what}: {other:?}"),
            };
            assert!(
                kernels.len() == 2 && kernels.contains(&"read_calls".to_owned()),
                "{what}: {kernels:?}"
            );
        }
    }
    let Some(result) = build_with("relocatable-not", CompilerChoice::Nvcc(None), both()) else {
        return;
    };
    let errors = result.expect_err("an unresolved function");
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("Unresolved extern function")
                && e.message
                    .contains("`.relocatable(true)` compiles the files")),
        "{errors:?}"
    );

    // The child kernel another file defines: the launching file's PTX holds its prototype
    // (`.extern .entry`), no kernel of that file.
    let (launches, children) = (dir.join("launches.cu"), dir.join("children.cu"));
    std::fs::write(
        &launches,
        "__global__ void child(float *x, int n);\n\
         __global__ void parent(float *x, int n) { if (threadIdx.x == 0) child<<<1, n>>>(x, n); }\n",
    )
    .unwrap();
    std::fs::write(
        &children,
        "__global__ void child(float *x, int n) { if (threadIdx.x < n) x[threadIdx.x] *= 2.0f; }\n",
    )
    .unwrap();
    for (what, built) in built_by_both("device-launch", || {
        CuBuild::new()
            .file(&launches)
            .file(&children)
            .relocatable(true)
    }) {
        let names: Vec<(&str, &str)> = (built.kernels.iter())
            .map(|k| {
                (
                    k.cpp_name.as_str(),
                    k.file.file_name().unwrap().to_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            names,
            [("parent", "launches.cu"), ("child", "children.cu")],
            "{what}"
        );
        assert!(built.refused.is_empty(), "{what}: {:?}", built.refused);
        assert!(
            matches!(&built.warnings[..], [w] if w.starts_with("the linked program holds")
                && w.contains("the device runtime's")),
            "{what}: {:?}",
            built.warnings
        );
    }
    let not = build_with(
        "device-launch-not",
        CompilerChoice::Nvcc(None),
        CuBuild::new().file(&launches).file(&children),
    );
    let errors = not.map(|r| r.expect_err("a launch in device code"));
    assert!(
        errors.as_ref().is_none_or(|e| e
            .iter()
            .any(|e| e.message.contains("separate compilation mode")
                && e.message.contains("`.relocatable(true)`"))),
        "{errors:?}"
    );
}
