//! The `fairyboard` command-line tool: perft, legal moves, move diagrams, variant list.

use std::process::ExitCode;
use std::time::Instant;

use fairyboard::{variants, Game};

const USAGE: &str = "usage:
  fairyboard perft <variant> <depth> [--fen FEN] [--divide] [--width 64|128|448]
  fairyboard moves <variant> [--fen FEN] [--square SQ]
  fairyboard diagram <variant> <piece-letter> <square>
  fairyboard variants";

fn option(args: &[String], name: &str) -> Result<Option<String>, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(None),
        Some(i) => args.get(i + 1).cloned().map(Some).ok_or_else(|| format!("{name} needs a value")),
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let cmd = args.first().map(String::as_str).ok_or(USAGE)?;
    let err = |e: fairyboard::Error| e.to_string();
    match cmd {
        "variants" => {
            for id in variants::ids() {
                println!("{id}");
            }
        }
        "perft" => {
            let variant = args.get(1).ok_or(USAGE)?;
            let depth: u32 = args.get(2).ok_or(USAGE)?.parse().map_err(|_| "depth must be a number".to_string())?;
            if depth > 20 {
                return Err("depth must be at most 20".into());
            }
            let fen = option(args, "--fen")?;
            let v = variants::builtin(variant).map_err(|e| e.to_string())?;
            let mut g = match option(args, "--width")? {
                Some(w) => {
                    let w: usize = w.parse().map_err(|_| "--width must be 64, 128 or 448".to_string())?;
                    Game::with_width(v, fen.as_deref(), w).map_err(err)?
                }
                None => Game::from_variant(v, fen.as_deref()).map_err(err)?,
            };
            let start = Instant::now();
            let nodes = if args.iter().any(|a| a == "--divide") {
                let parts = g.divide(depth);
                for (m, n) in &parts {
                    println!("{m}: {n}");
                }
                parts.iter().map(|(_, n)| n).sum()
            } else {
                g.perft(depth)
            };
            let ms = start.elapsed().as_millis();
            let secs = start.elapsed().as_secs_f64();
            let nps = if secs > 0.0 { (nodes as f64 / secs) as u64 } else { 0 };
            println!("nodes {nodes} time_ms {ms} nps {nps}");
        }
        "moves" => {
            let variant = args.get(1).ok_or(USAGE)?;
            let fen = option(args, "--fen")?;
            let mut g = Game::new(variant, fen.as_deref()).map_err(err)?;
            let moves = match option(args, "--square")? {
                Some(sq) => g.legal_moves_from(&sq).map_err(err)?,
                None => g.legal_moves(),
            };
            for m in moves {
                println!("{m}");
            }
        }
        "diagram" => {
            let variant = args.get(1).ok_or(USAGE)?;
            let letter = args.get(2).ok_or(USAGE)?;
            let square = args.get(3).ok_or(USAGE)?;
            let v = variants::builtin(variant).map_err(|e| e.to_string())?;
            let targets = Game::diagram_token(&v, letter, square).map_err(err)?;
            let (mut m, mut c, mut b) = (0, 0, 0);
            for t in &targets {
                let kind = match (t.quiet, t.capture) {
                    (true, true) => {
                        b += 1;
                        "both"
                    }
                    (true, false) => {
                        m += 1;
                        "move"
                    }
                    _ => {
                        c += 1;
                        "capture"
                    }
                };
                println!(
                    "{} {}{}{}",
                    t.square,
                    kind,
                    if t.leap { " leap" } else { "" },
                    if t.conditional { " conditional" } else { "" }
                );
            }
            println!("move {m} capture {c} both {b} total {}", targets.len());
        }
        "-h" | "--help" | "help" => println!("{USAGE}"),
        other => return Err(format!("unknown command '{other}'\n{USAGE}")),
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
