//! The incremental cache: what is compiled again, and what a damaged cache costs.

use super::*;

/// A rebuild compiles only the files whose text, includes or options changed (the manifest
/// beside the images; instances found in the images change nothing), and the compiler's
/// warnings reach the build, at the user's line, from
/// a compilation and from the manifest alike.
#[test]
fn only_changed_files_are_compiled_again_and_warnings_are_kept() {
    let a = scratch(
        "cached_a",
        "#include \"cached_a.cuh\"\n__global__ void a(int *p) { int unused; p[0] = K; }\n",
    );
    std::fs::write(a.with_file_name("cached_a.cuh"), "#define K 1\n").unwrap();
    // A template instance the file makes: found in the images, remembered, and asked for from
    // the start next time without changing what is compiled.
    let b = scratch(
        "cached_b",
        "__global__ void b(int *p) { p[0] = 2; }\n\
         template <class T> __global__ void t(T *p) { p[0] = 1; }\n\
         template __global__ void t<int>(int *);\n",
    );
    let what = "cached";
    let dir = out_dir(what);
    let cu = || {
        CuBuild::new()
            .file(&a)
            .file(&b)
            .compiler(CompilerChoice::Nvrtc(None))
            .out_dir(&dir)
    };
    let result = cu().build();
    if matches!(&result, Err(errors) if missing_tools(what, errors)) {
        return;
    }
    let first = result.unwrap_or_else(|e| panic!("{e:?}"));
    let warned = |built: &Built| {
        built
            .warnings
            .iter()
            .any(|w| w.ends_with("cached_a.cu:2: warning #177-D: variable \"unused\" was declared but never referenced"))
    };
    assert!(warned(&first), "{:?}", first.warnings);
    let images = dir.join("ptx_abi_cu");
    let mtime = |stem: &str| {
        std::fs::metadata(images.join(format!("{stem}.compute_75.ptx")))
            .and_then(|m| m.modified())
            .unwrap()
    };
    let (a0, b0) = (mtime("cached_a"), mtime("cached_b"));
    std::thread::sleep(std::time::Duration::from_millis(20));
    let second = cu().build().unwrap_or_else(|e| panic!("{e:?}"));
    assert!(warned(&second), "{:?}", second.warnings);
    let names = |built: &Built| -> Vec<String> {
        built.kernels.iter().map(|k| k.rust_name.clone()).collect()
    };
    assert_eq!(names(&first), ["a", "b", "t_int"]);
    assert_eq!(names(&second), names(&first));
    assert_eq!(
        (mtime("cached_a"), mtime("cached_b")),
        (a0, b0),
        "nothing changed"
    );
    // The header `cached_a.cu` includes changes: that file alone is compiled again.
    std::fs::write(a.with_file_name("cached_a.cuh"), "#define K 3\n").unwrap();
    cu().build().unwrap_or_else(|e| panic!("{e:?}"));
    assert!(mtime("cached_a") > a0, "the include changed");
    assert_eq!(mtime("cached_b"), b0, "b unchanged");
}

/// The images kept between builds are used only as they were written: an image truncated, edited
/// or replaced by another file's, or a manifest cut short (as a build killed while writing would
/// leave), is compiled again and the build's images are whole.
#[test]
fn a_damaged_cache_is_compiled_again() {
    let file = scratch(
        "cache_faults",
        "__global__ void fill(float *p, float x) { p[0] = x; }\n",
    );
    let other = scratch(
        "cache_other",
        "__global__ void other(int *p) { p[0] = 7; }\n",
    );
    let what = "cache-faults";
    let dir = out_dir(what);
    let cu = || {
        CuBuild::new()
            .file(&file)
            .file(&other)
            .compiler(CompilerChoice::Nvrtc(None))
            .out_dir(&dir)
    };
    let result = cu().build();
    if matches!(&result, Err(errors) if missing_tools(what, errors)) {
        return;
    }
    result.unwrap_or_else(|e| panic!("{e:?}"));
    let images = dir.join("ptx_abi_cu");
    let image = images.join("cache_faults.compute_75.ptx");
    let manifest = images.join("cache_faults.inputs");
    let whole = std::fs::read(&image).unwrap();
    let manifest_text = std::fs::read_to_string(&manifest).unwrap();
    let foreign = std::fs::read(images.join("cache_other.compute_75.ptx")).unwrap();
    let faults: [(&str, &dyn Fn()); 4] = [
        ("a truncated image", &|| {
            std::fs::write(&image, &whole[..whole.len() / 2]).unwrap()
        }),
        ("an edited image", &|| {
            let mut edited = whole.clone();
            edited[whole.len() / 2] ^= 1;
            std::fs::write(&image, edited).unwrap()
        }),
        ("another file's image", &|| {
            std::fs::write(&image, &foreign).unwrap()
        }),
        ("a manifest cut short", &|| {
            let cut = manifest_text.lines().take(2).collect::<Vec<_>>().join("\n");
            std::fs::write(&manifest, cut).unwrap()
        }),
    ];
    for (fault, make) in faults {
        make();
        let built = cu().build().unwrap_or_else(|e| panic!("{fault}: {e:?}"));
        assert!(
            std::fs::read(&image).unwrap() == whole,
            "{fault}: the image"
        );
        assert_eq!(built.kernels.len(), 2, "{fault}");
        assert_eq!(
            std::fs::read_to_string(&manifest).unwrap(),
            manifest_text,
            "{fault}: the manifest written again"
        );
    }
}

/// Where a build's layout assertions are all that changed for a file (the instances found in
/// its images took types imported after it was compiled, or a type the compiler lays out
/// otherwise was left out), the images are kept and the assertions checked by the compiler's
/// front end alone; a failed one is refused with the compiler's words, as a compilation of
/// the whole file says them, by both compilers.
#[test]
fn layout_assertions_alone_keep_the_images() {
    let file = scratch(
        "asserts_only",
        &[
            "struct Fine { float a; int b; };\n\
         struct Pair { int a; double b; };\n",
            PER_ARCH_ODD,
            "\
         __global__ void plain(Fine f, float *out) { out[0] = f.a; }\n\
         template <class T> __global__ void take(T v, float *out) { out[0] = sizeof(v); }\n\
         #define TAKE(T) template __global__ void take<T>(T, float *);\n\
         TAKE(Fine)\nTAKE(Pair)\nTAKE(Odd)\n",
        ]
        .concat(),
    );
    for (what, compiler) in [
        ("asserts-only-nvrtc", CompilerChoice::Nvrtc(None)),
        ("asserts-only-nvcc", CompilerChoice::Nvcc(None)),
    ] {
        let dir = out_dir(what);
        let cu = || {
            CuBuild::new()
                .file(&file)
                .archs(&[80, 90])
                .compiler(compiler.clone())
                .out_dir(&dir)
        };
        let result = cu().build();
        if matches!(&result, Err(errors) if missing_tools(what, errors)) {
            continue;
        }
        let images = dir.join("ptx_abi_cu");
        let stamps = || {
            written(&images, |name| {
                name.starts_with("asserts_only.")
                    && [".fatbin", ".ptx", ".cubin"]
                        .iter()
                        .any(|x| name.ends_with(x))
            })
        };
        let first = stamps();
        assert!(
            !first.is_empty(),
            "{what}: no images in {}",
            images.display()
        );
        let check = |built: Built| {
            let mut names: Vec<&str> = built.kernels.iter().map(|k| k.cpp_name.as_str()).collect();
            names.sort_unstable();
            assert_eq!(names, ["plain", "take<Fine>", "take<Pair>"], "{what}");
            let refused: Vec<(&str, &str)> = (built.refused.iter())
                .map(|k| (k.cpp_name.as_str(), k.reason.as_str()))
                .collect();
            assert!(
                matches!(refused.as_slice(), [("take<Odd>", reason)]
                    if reason.contains("the compiler's `sizeof(Odd)` is not the layout ptx-abi read")
                        && reason.contains("static assertion failed")),
                "{what}: {refused:?}"
            );
        };
        let built = result.unwrap_or_else(|e| panic!("{what}: {e:?}"));
        let module = std::fs::read_to_string(&built.module).unwrap();
        check(built);
        // Without the instances remembered, the build asserts `Fine` alone at first, then
        // `Pair` and `Odd`, then `Pair`: three sets of assertions, one compilation, the first
        // build's; and the module is the same.
        std::fs::remove_file(images.join("instances.found")).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        let built = cu().build().unwrap_or_else(|e| panic!("{what}: {e:?}"));
        assert_eq!(
            std::fs::read_to_string(&built.module).unwrap(),
            module,
            "{what}"
        );
        check(built);
        assert_eq!(stamps(), first, "{what}: the images were compiled again");
    }
}
