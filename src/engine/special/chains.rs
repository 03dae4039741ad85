//! Jump-capture series (`jump_chain`; the Congo monkey, spec variants-catalog.md §13.3): the piece
//! jumps over an adjacent enemy in any of the eight directions onto the empty cell directly behind
//! it, capturing it, and may go on jumping from there, changing direction at will; captured pieces
//! leave at once (so a piece is never taken twice) and the series may stop after any jump. It ends
//! at once when it takes a piece of `extinction_types` (the game is over) or when the jumper drowns:
//! two stops in a row on `drown` cells, its start counting as the first stop (§13.3-6; with
//! `chain_drown = ends` it drowns when it starts and ends there, whatever it did between). One move
//! is the whole series, written from + every landing (`c3e5g3`).

use crate::engine::moves::{Move, MoveKind};
use crate::engine::position::{decode, Position};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::included;

/// The eight jump directions, indexed by the three bits per jump of a [`MoveKind::Chain`] move.
pub const DIRS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

/// The longest series one move holds: thirteen jumps (fourteen stops), as many as there are enemy
/// pieces besides the lion in Congo's setup (three bits a jump, in a move's 40 spare bits).
pub const MAX_JUMPS: usize = 13;

impl<B: BitSet> Position<B> {
    /// Appends every jump series of the piece on `from` (side `us`).
    pub(crate) fn gen_chains(&self, t: &Tables<B>, from: usize, us: Color, out: &mut Vec<Move>) {
        if !included::CONGO {
            return;
        }
        let mut board = self.board.clone();
        board[from] = 0;
        let mut path = Vec::with_capacity(MAX_JUMPS);
        let in_river = t.rules.drown.contains(&from);
        self.chain_from(t, &mut board, from, from, in_river, us, &mut path, out);
    }

    #[allow(clippy::too_many_arguments)]
    fn chain_from(
        &self,
        t: &Tables<B>,
        board: &mut [u8],
        from: usize,
        cur: usize,
        cur_in_river: bool,
        us: Color,
        path: &mut Vec<u8>,
        out: &mut Vec<Move>,
    ) {
        let g = &t.geo;
        for (di, &(dx, dy)) in DIRS.iter().enumerate() {
            let Some(over) = g.offset(cur, dx, dy) else { continue };
            let Some(land) = g.offset(over, dx, dy) else { continue };
            let Some((victim, side)) = decode(board[over]) else { continue };
            if side == us || board[land] != 0 {
                continue;
            }
            path.push(di as u8);
            out.push(Move::chain(from, land, path));
            let land_in_river = t.rules.drown.contains(&land);
            let drowns = cur_in_river && land_in_river && !t.rules.chain_drown_ends;
            let ends = t.rules.extinction_types.contains(&victim) || drowns;
            if !ends && path.len() < MAX_JUMPS {
                let code = board[over];
                board[over] = 0;
                self.chain_from(t, board, from, land, land_in_river, us, path, out);
                board[over] = code;
            }
            path.pop();
        }
    }

    /// The cells a series passes: each jumped (captured) cell and each landing, in order.
    pub(crate) fn chain_cells(t: &Tables<B>, m: &Move) -> Vec<(usize, usize)> {
        if !included::CONGO {
            return Vec::new();
        }
        let g = &t.geo;
        let mut cur = m.from as usize;
        let mut out = Vec::new();
        for d in m.chain_path() {
            let (dx, dy) = DIRS[d as usize];
            let over = g.offset(cur, dx, dy).expect("a jumped cell on the board");
            let land = g.offset(over, dx, dy).expect("a landing cell on the board");
            out.push((over, land));
            cur = land;
        }
        out
    }

    /// Whether the jumper of series `m` drowns: its last two stops (the start counting) are on
    /// `drown` cells, or with `chain_drown = ends` its start and its end.
    pub(crate) fn chain_drowns(t: &Tables<B>, m: &Move) -> bool {
        if t.rules.chain_drown_ends {
            return t.rules.drown.contains(&(m.from as usize)) && t.rules.drown.contains(&(m.to as usize));
        }
        let cells = Self::chain_cells(t, m);
        let before = match cells.len() {
            0 => return false,
            1 => m.from as usize,
            n => cells[n - 2].1,
        };
        t.rules.drown.contains(&before) && t.rules.drown.contains(&(m.to as usize))
    }

    /// Plays series `m` of side `us` on the board: the captured pieces (and a drowned jumper) go on
    /// the removal stack for unmake.
    pub(crate) fn make_chain(&mut self, t: &Tables<B>, m: Move, us: Color) {
        if !included::CONGO {
            return;
        }
        let (ty, _) = decode(self.board[m.from as usize]).expect("a jumper on the series' origin");
        self.remove(t, m.from as usize);
        for (over, _) in Self::chain_cells(t, &m) {
            let code = self.remove(t, over);
            self.removed.push((over as u16, code));
        }
        self.put(t, m.to as usize, ty, us);
        if Self::chain_drowns(t, &m) {
            let code = self.remove(t, m.to as usize);
            self.removed.push((m.to, code));
        }
    }

    /// Takes back series `m` of side `us` (after the later removals were restored).
    pub(crate) fn unmake_chain(&mut self, t: &Tables<B>, m: Move, us: Color) {
        if !included::CONGO {
            return;
        }
        let jumps = m.chain_path().len();
        if Self::chain_drowns(t, &m) {
            self.restore_removed(t, self.removed.len() - 1);
        }
        let (ty, _) = decode(self.board[m.to as usize]).expect("the jumper on the series' end");
        self.remove(t, m.to as usize);
        self.restore_removed(t, self.removed.len() - jumps);
        self.put(t, m.from as usize, ty, us);
    }

    /// Puts back the pieces removed since the removal stack had `len` entries, latest first.
    pub(crate) fn restore_removed(&mut self, t: &Tables<B>, len: usize) {
        while self.removed.len() > len {
            let (sq, code) = self.removed.pop().expect("a removed piece");
            if let Some((ty, c)) = decode(code) {
                self.put(t, sq as usize, ty, c);
            }
        }
    }

    /// How many removal-stack entries series `m` itself makes (its captures and a drowned jumper).
    pub(crate) fn chain_entries(t: &Tables<B>, m: &Move) -> usize {
        if !included::CONGO || m.kind != MoveKind::Chain {
            return 0;
        }
        m.chain_path().len() + usize::from(Self::chain_drowns(t, m))
    }
}
