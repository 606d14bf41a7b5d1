//! Compiling a grammar's C sources into a shared library, once: the library is cached under a
//! hash of the sources, so the next run with the same grammar loads it at once.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::error::LoadError;

/// The scanner files a grammar may have beside `parser.c` (C, or C++ in older grammars).
const SCANNERS: [&str; 2] = ["scanner.c", "scanner.cc"];

/// Where compiled grammars are kept: `$XDG_CACHE_HOME/pare/grammars`, else
/// `~/.cache/pare/grammars`, else the temporary directory.
fn cache_root() -> PathBuf {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    base.join("pare").join("grammars")
}

/// The target triple of this machine, which the `cc` crate needs outside a build script.
fn host_triple() -> String {
    let arch = std::env::consts::ARCH;
    match std::env::consts::OS {
        "macos" => format!("{arch}-apple-darwin"),
        "linux" => format!("{arch}-unknown-linux-gnu"),
        os => format!("{arch}-unknown-{os}"),
    }
}

fn read(file: &Path) -> Result<Vec<u8>, LoadError> {
    fs::read(file).map_err(|e| LoadError::Invalid { file: file.to_path_buf(), reason: e.to_string() })
}

/// The shared library of the grammar in `dir` (whose sources are in `dir/src`), compiled now
/// unless the cache already has one for these exact sources.
pub fn library(dir: &Path, name: &str) -> Result<PathBuf, LoadError> {
    let src = dir.join("src");
    let mut sources = vec![src.join("parser.c")];
    sources.extend(SCANNERS.iter().map(|s| src.join(s)).filter(|p| p.is_file()));
    let mut bytes = Vec::new();
    for file in &sources {
        bytes.extend(read(file)?);
    }
    let key = xxhash_rust::xxh3::xxh3_64(&bytes);
    let cache = cache_root().join(format!("{name}-{key:016x}"));
    let library = cache.join(format!("lib{name}.so"));
    if library.is_file() {
        return Ok(library);
    }
    let unwritable = |e: std::io::Error| LoadError::Invalid { file: cache.clone(), reason: e.to_string() };
    fs::create_dir_all(&cache).map_err(unwritable)?;
    let partial = cache.join(format!(".lib{name}.{}.so", std::process::id()));
    let mut command = compiler(&src)?;
    command.arg("-shared").arg("-o").arg(&partial).args(&sources);
    if sources.iter().any(|s| s.extension().is_some_and(|e| e == "cc")) {
        command.arg("-lstdc++");
    }
    let args = command.get_args().map(|a| a.to_string_lossy().into_owned());
    let shown = std::iter::once(command.get_program().to_string_lossy().into_owned()).chain(args).collect::<Vec<_>>();
    let shown = shown.join(" ");
    let out = command.output().map_err(|e| LoadError::Compile {
        dir: dir.to_path_buf(),
        command: shown.clone(),
        output: e.to_string(),
    })?;
    if !out.status.success() {
        let output = String::from_utf8_lossy(&out.stderr);
        let tail: Vec<&str> = output.lines().rev().take(20).collect();
        let output = tail.into_iter().rev().collect::<Vec<_>>().join("\n");
        return Err(LoadError::Compile { dir: dir.to_path_buf(), command: shown, output });
    }
    fs::rename(&partial, &library).map_err(unwritable)?;
    Ok(library)
}

/// The C compiler the `cc` crate finds (`$CC`, else the platform's), with position-independent
/// code, optimisation and the grammar's own headers.
fn compiler(src: &Path) -> Result<Command, LoadError> {
    let host = host_triple();
    let tool = cc::Build::new()
        .cargo_metadata(false)
        .host(&host)
        .target(&host)
        .opt_level(2)
        .debug(false)
        .pic(true)
        .warnings(false)
        .try_get_compiler()
        .map_err(|e| LoadError::Compile { dir: src.to_path_buf(), command: "cc".into(), output: e.to_string() })?;
    let mut command = tool.to_command();
    command.arg(format!("-I{}", src.display()));
    Ok(command)
}
