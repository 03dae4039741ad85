//! cozy-chess's perft, for the native benchmark tool (src/main.rs) and, compiled to wasm, for
//! scripts/wasm-instructions.sh, which counts the machine instructions of the same perft native and
//! in wasm: the bar for how close wasm move generation can come to native.

use cozy_chess::Board;

/// Leaf count of the legal move tree; the last ply is counted from the move sets without playing.
pub fn cozy_perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft(&child, depth - 1);
        }
        false
    });
    nodes
}

/// The wasm export: perft to `depth`, `runs` times, of Kiwipete (`kiwipete` = 1) or the start
/// position (a FEN would need the module's memory shared with the caller; two positions suffice).
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn perft_runs(kiwipete: u32, depth: u32, runs: u32) -> u64 {
    const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let board = if kiwipete == 1 { KIWIPETE.parse().unwrap_or_default() } else { Board::default() };
    (0..runs).map(|_| cozy_perft(&board, depth)).last().unwrap_or(0)
}
