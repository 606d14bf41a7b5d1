//! The `pare` command: a thin client of the library's [`pare::Reduction`]. `pare batch …` and
//! `pare batch report …` are told apart by their first words, so `pare [OPTIONS] TEST FILE`
//! keeps its form (a test script named `batch` is run as `./batch`).

mod cli;

use std::ffi::OsString;

use clap::Parser;

fn main() {
    let argv: Vec<OsString> = std::env::args_os().collect();
    let word = |i: usize| argv.get(i).and_then(|a| a.to_str());
    let code = match (word(1), word(2)) {
        (Some("batch"), Some("report")) => {
            let args = std::iter::once(OsString::from("pare batch report")).chain(argv[3..].iter().cloned());
            cli::batch::report::main(cli::batch::args::ReportCli::parse_from(args))
        }
        (Some("batch"), _) => {
            let args = std::iter::once(OsString::from("pare batch")).chain(argv[2..].iter().cloned());
            cli::batch::main(cli::batch::args::BatchCli::parse_from(args))
        }
        _ => cli::app::main(cli::args::Cli::parse()),
    };
    // A stopped run may exit while a worker still holds its oracle: remove its directories.
    pare::process::temp_roots::remove_all();
    std::process::exit(code);
}
