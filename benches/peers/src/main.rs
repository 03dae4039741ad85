//! Perft of the comparison engines, printed as the `fairyboard perft` command prints it
//! (`nodes N time_ms T nps R`), so that scripts/bench.sh can set the figures side by side.
//!
//! ```text
//! fairyboard-peers cozy <depth> [FEN]            cozy-chess, in process, bulk-counted leaves
//! fairyboard-peers cozy-runs <runs> <depth> [FEN] the same count `runs` times in one process
//! fairyboard-peers fsf <variant> <depth> [FEN]   Fairy-Stockfish over UCI (`go perft`), timed
//!                                                from the command to its node count
//! fairyboard-peers fsf-version                   the engine's `id name` line
//! ```
//!
//! The Fairy-Stockfish binary is `$FAIRY_STOCKFISH`, else `/usr/games/fairy-stockfish`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::Instant;

use cozy_chess::Board;
use fairyboard_peers::cozy_perft;

fn report(nodes: u64, secs: f64) {
    println!("nodes {nodes} time_ms {:.0} nps {:.0}", secs * 1000.0, nodes as f64 / secs.max(1e-9));
}

/// `cozy` and `cozy-runs`: cozy-chess's perft `runs` times, the fastest run reported.
fn cozy(depth: &str, runs: &str, fen: &[&str]) -> Result<(), String> {
    let depth: u32 = depth.parse().map_err(|_| "bad depth".to_string())?;
    let runs: u32 = runs.parse().ok().filter(|r| *r > 0).ok_or("bad runs".to_string())?;
    let board = match fen {
        [] => Board::default(),
        _ => fen.join(" ").parse::<Board>().map_err(|e| format!("bad FEN: {e:?}"))?,
    };
    let (mut nodes, mut secs) = (0, f64::INFINITY);
    for _ in 0..runs {
        let t0 = Instant::now();
        nodes = cozy_perft(&board, depth);
        secs = secs.min(t0.elapsed().as_secs_f64());
    }
    report(nodes, secs);
    Ok(())
}

fn fsf_path() -> String {
    std::env::var("FAIRY_STOCKFISH").unwrap_or_else(|_| "/usr/games/fairy-stockfish".to_string())
}

/// Runs Fairy-Stockfish's perft; returns the node count and the seconds from `go perft` to the count.
fn fsf_perft(variant: &str, depth: u32, fen: Option<&str>) -> Result<(u64, f64), String> {
    let mut child = Command::new(fsf_path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", fsf_path()))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let mut lines = BufReader::new(child.stdout.take().ok_or("no stdout")?).lines();
    let mut wait_for = |prefix: &str| -> Result<String, String> {
        for line in lines.by_ref() {
            let line = line.map_err(|e| e.to_string())?;
            if line.starts_with(prefix) {
                return Ok(line);
            }
        }
        Err(format!("Fairy-Stockfish ended before '{prefix}'"))
    };
    let position = match fen {
        Some(f) => format!("position fen {f}"),
        None => "position startpos".to_string(),
    };
    let setup = format!("uci\nsetoption name UCI_Variant value {variant}\n{position}\nisready\n");
    stdin.write_all(setup.as_bytes()).map_err(|e| e.to_string())?;
    stdin.flush().map_err(|e| e.to_string())?;
    wait_for("readyok")?;
    let t0 = Instant::now();
    writeln!(stdin, "go perft {depth}").map_err(|e| e.to_string())?;
    stdin.flush().map_err(|e| e.to_string())?;
    let line = wait_for("Nodes searched")?;
    let secs = t0.elapsed().as_secs_f64();
    let _ = writeln!(stdin, "quit");
    let _ = child.wait();
    let nodes = line.rsplit(' ').next().and_then(|n| n.trim().parse().ok()).ok_or(format!("bad line '{line}'"))?;
    Ok((nodes, secs))
}

fn fsf_version() -> Result<String, String> {
    let out = Command::new(fsf_path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().map(|mut s| s.write_all(b"uci\nquit\n"));
            c.wait_with_output()
        })
        .map_err(|e| format!("cannot start {}: {e}", fsf_path()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().find_map(|l| l.strip_prefix("id name ").map(str::to_string)).ok_or("no 'id name' line".to_string())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["cozy", depth, rest @ ..] => cozy(depth, "1", rest),
        ["cozy-runs", runs, depth, rest @ ..] => cozy(depth, runs, rest),
        ["fsf", variant, depth, rest @ ..] => (|| {
            let depth: u32 = depth.parse().map_err(|_| "bad depth".to_string())?;
            let fen = (!rest.is_empty()).then(|| rest.join(" "));
            let (nodes, secs) = fsf_perft(variant, depth, fen.as_deref())?;
            report(nodes, secs);
            Ok(())
        })(),
        ["fsf-version"] => fsf_version().map(|v| println!("{v}")),
        _ => Err("usage: fairyboard-peers cozy <depth> [FEN] | cozy-runs <runs> <depth> [FEN] | fsf <variant> <depth> [FEN] | fsf-version".to_string()),
    };
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(2);
    }
}
