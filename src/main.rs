//! The `pare` command: a thin client of the library's [`pare::Reduction`].

mod cli;

use clap::Parser;

fn main() {
    let args = cli::args::Cli::parse();
    std::process::exit(cli::app::main(args));
}
