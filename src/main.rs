//! The `pare` command.

use clap::Parser;

fn main() {
    let cli = pare::cli::Cli::parse();
    std::process::exit(pare::app::main(cli));
}
