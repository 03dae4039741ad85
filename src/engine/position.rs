//! Validated positions: the board as square sets plus a mailbox, side to move, castling rights,
//! en passant state and clocks. Built only from a [`Setup`] that passed validation.

use super::moves::{Move, MoveKind, NONE};
use super::special::castling::{castle_entry, CastlePath};
use super::tables::{must_promote_on_board, Tables, HAND_MAX};
use crate::geometry::BitSet;
use crate::notation::fen::{FenStyle, Setup};
use crate::pieces::Color;
use crate::rules::included;
use crate::rules::perpetual::CheckRun;

/// Why a [`Setup`] is not a playable position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// A side lacks a royal piece the variant gives it.
    #[error("{0} has no {1}")]
    MissingRoyal(Color, String),
    /// A side has more than one royal piece.
    #[error("{0} has more than one royal piece")]
    TooManyRoyals(Color),
    /// A side has more than one of a piece whose loss ends the game, which the set gives it once
    /// and nothing makes: the side and the piece.
    #[error("{0} has more than one {1}: the set gives it one, its loss ends the game, and no promotion makes another")]
    MoreThanOne(Color, String),
    /// The side not to move is in check.
    #[error("the side not to move ({0}) is in check")]
    OppositeCheck(Color),
    /// A piece stands where it must already have promoted (a pawn on its compulsory promotion
    /// cells; where no move may leave a piece that could never move again, such a piece): the piece
    /// and the square.
    #[error("{0} stands on {1}, where it must promote")]
    MustPromote(String, String),
    /// A piece stands outside the region its moves confine it to (`confine`: the xiangqi palace).
    #[error("{0} stands on {1}, outside the region its moves keep it in")]
    OutsideRegion(String, String),
    /// A piece that never moves backwards stands on its own first rank, where no start position
    /// and no drop puts it (a pawn on its first rank).
    #[error("{0} stands on {1}, its own first rank, where no start or drop puts it and it never moves backwards")]
    OnItsFirstRank(String, String),
    /// A castling right names no rook or no king.
    #[error("castling right '{0}' has no matching king and rook")]
    BadCastling(String),
    /// A castling right the variant's castling entries cannot play (no entry for that rook file).
    #[error("castling right '{0}': this variant has no castling for a rook on {1} with the king on {2}")]
    CastlingNotHonoured(String, String, String),
    /// The en passant square is inconsistent.
    #[error("en passant square {0} has no pawn that just passed it")]
    BadEnPassant(String),
    /// More than one en passant square where the variant writes one (the passed cell farthest from
    /// the pawn).
    #[error("en passant field '{0}': one square here, the passed cell farthest from the pawn")]
    EnPassantOneSquare(String),
    /// A piece stands on an absent cell.
    #[error("a piece stands on the absent cell {0}")]
    PieceOnHole(String),
    /// A royal piece in hand (it could be dropped as a second royal).
    #[error("a royal piece ('{0}') cannot be in hand")]
    RoyalInHand(char),
    /// A promoted piece in hand (a captured piece goes to the hand as its unpromoted type).
    #[error("a promoted piece ('{0}') cannot be in hand: captured pieces return to the hand unpromoted")]
    PromotedInHand(String),
    /// More pieces than one hand can hold, in a drop variant.
    #[error("a drop variant has at most {0} pieces besides the royal ones (on the board and in hand)")]
    TooManyPieces(usize),
    /// More unpromoted pieces of a type on one file than drops allow, where such a piece never
    /// changes file (shogi's nifu): the piece, its cells and how many one file may hold.
    #[error("{0} stands on each of {1}: one file holds more than the {2} that drops allow, and this piece never changes file")]
    DoubledOnFile(String, String, usize),
    /// More pieces of a type (on the board, promoted or not, and in hand) than the start position
    /// has, where drops only return captured pieces.
    #[error("there are {1} {0} on the board (promoted ones included) and in hand, but the variant's set has {2}: captured pieces only change hands")]
    MoreThanTheSet(String, usize, usize),
    /// Pieces in hand in a variant without drops.
    #[error("this variant has no pieces in hand")]
    HandWithoutDrops,
}

/// The most non-royal pieces (board and hands) a drop variant's position may have: then no hand
/// can overflow its count (below [`HAND_MAX`] - 1, where capturing would stop adding), whatever is captured.
const HAND_LIMIT: usize = crate::notation::fen::MAX_HAND;
const _: () = assert!(HAND_LIMIT < HAND_MAX - 1);

/// What make-move needs to undo a move.
#[derive(Debug, Clone, Copy)]
pub struct Undo<B> {
    pub(crate) mv: Move,
    pub(crate) captured: u8,
    pub(crate) captured2: u8,
    castling: [B; 2],
    ep_targets: B,
    ep_victim: u16,
    halfmove: u32,
    fullmove: u32,
    hash: u64,
    virgin: B,
    promoted: B,
    /// The type (+ 1) a capture added to the mover's hand, or 0.
    hand_gain: u8,
    /// The same for a second captured piece (en passant, multi-leg).
    hand_gain2: u8,
    lion_ban: bool,
    last_mover: u8,
    last_delta: (i8, i8),
    frozen: B,
    /// The side that made the move and the position's turn part before it (`rules::turns`).
    pub(crate) mover: Color,
    part: u32,
    /// The length of the removal stack before the move.
    pub(crate) removed_len: u32,
    checks: [CheckRun; 2],
}

/// A legal position (for one width of square sets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position<B> {
    /// Mailbox: 0 = empty, otherwise `(type * 2 + colour) + 1`.
    pub(crate) board: Vec<u8>,
    pub(crate) by_color: [B; 2],
    pub(crate) by_type: Vec<B>,
    pub(crate) occ: B,
    pub(crate) turn: Color,
    /// Per side: cells of rooks that may still castle.
    pub(crate) castling: [B; 2],
    /// Per side: its castling rights worked out when the position was set up (`special::castling`).
    pub(crate) castle_paths: [Vec<CastlePath<B>>; 2],
    /// Cells an en passant capture may target now.
    pub(crate) ep_targets: B,
    /// The pawn an en passant capture would take.
    pub(crate) ep_victim: u16,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    pub(crate) hash: u64,
    /// Cells of pieces that have not moved yet (only kept when the variant tracks first moves).
    pub(crate) virgin: B,
    /// Pieces in hand: per side, count per type.
    pub(crate) hands: [Vec<u8>; 2],
    /// Cells of pieces promoted chess-style in a drop variant (they return to the hand as pawns).
    pub(crate) promoted: B,
    /// Chu shogi lion rule 2: a non-lion has just captured a lion, so the side to move may capture a
    /// lion only with a lion (one ply; not part of FEN or the hash).
    pub(crate) lion_ban: bool,
    /// The type (+ 1) the previous move was made as, which imitators copy; 0 = none.
    pub(crate) last_mover: u8,
    /// The displacement of the previous move (file, rank), for imitators that repeat it.
    pub(crate) last_delta: (i8, i8),
    /// Per side: the vacancy pool (promotion by vacancy), count per type.
    pub(crate) pools: [Vec<u8>; 2],
    /// Cells of frozen pieces (`flips`, `special::flips`): they have no moves but still block.
    pub(crate) frozen: B,
    /// Moves already made in the current turn (`rules::turns`; always 0 where a turn is one move).
    pub(crate) part: u32,
    /// Set while `special::turns` asks whether a move is left in the turn: the moves it tries do
    /// not ask again (that would nest once per remaining move of the turn). Not part of the position.
    pub(crate) probing: bool,
    /// Pieces taken off the board by the special rules of the moves made (jump series, drowning),
    /// latest last, as (cell, code): unmake puts them back. Not part of the position's identity.
    pub(crate) removed: Vec<(u16, u8)>,
    /// Per side: its run of consecutive checks by one piece (`check_limit`, `rules::perpetual`). In
    /// the hash, not in the repetition key.
    pub(crate) checks: [CheckRun; 2],
    /// Set while the game asks which rule refused a move: the check limit is not applied. Not part
    /// of the position.
    pub(crate) unlimited: bool,
    /// Set while a move is played only to test the mover's royal safety: make skips what no such
    /// test reads (the runs of checks). Not part of the position.
    pub(crate) legality_probe: bool,
}

/// The hash key of a position's turn part (0 at a turn's start, so one-move games are unchanged).
#[inline]
pub(crate) fn part_key(part: u32) -> u64 {
    if part == 0 {
        0
    } else {
        let mut x = u64::from(part).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x7A11_0F75;
        x = (x ^ (x >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^ (x >> 29)
    }
}

#[inline]
pub(crate) fn code(t: usize, c: Color) -> u8 {
    (t * 2 + c.index()) as u8 + 1
}

#[inline]
pub(crate) fn decode(code: u8) -> Option<(usize, Color)> {
    if code == 0 {
        None
    } else {
        let v = (code - 1) as usize;
        Some((v / 2, if v % 2 == 0 { Color::White } else { Color::Black }))
    }
}

impl<B: BitSet> Position<B> {
    /// An empty board with White to move.
    pub(crate) fn empty(t: &Tables<B>) -> Position<B> {
        Position {
            board: vec![0; t.n],
            by_color: [B::EMPTY; 2],
            by_type: vec![B::EMPTY; t.pieces.len()],
            occ: B::EMPTY,
            turn: Color::White,
            castling: [B::EMPTY; 2],
            castle_paths: [Vec::new(), Vec::new()],
            ep_targets: B::EMPTY,
            ep_victim: NONE,
            halfmove: 0,
            fullmove: 1,
            hash: 0,
            virgin: B::EMPTY,
            hands: [vec![0; t.pieces.len()], vec![0; t.pieces.len()]],
            promoted: B::EMPTY,
            lion_ban: false,
            last_mover: 0,
            last_delta: (0, 0),
            pools: [vec![0; t.pieces.len()], vec![0; t.pieces.len()]],
            frozen: B::EMPTY,
            removed: Vec::new(),
            part: 0,
            probing: false,
            checks: [CheckRun::NONE; 2],
            unlimited: false,
            legality_probe: false,
        }
    }

    /// Validates a setup.
    pub fn from_setup(setup: &Setup, t: &Tables<B>) -> Result<Position<B>, PositionError> {
        let geo = &t.geo;
        let mut p = Position::empty(t);
        for (sq, pc) in setup.board.iter().enumerate() {
            if let Some((ty, c)) = *pc {
                if !geo.is_present(sq) {
                    return Err(PositionError::PieceOnHole(geo.square_name(sq)));
                }
                p.put(t, sq, ty, c);
            }
        }
        // First moves: a piece standing where the same piece starts is unmoved, unless the FEN says otherwise.
        if t.track_virgin {
            for sq in 0..t.n {
                if p.piece_at(sq).is_some()
                    && p.piece_at(sq) == t.start_board.get(sq).copied().flatten()
                    && !setup.moved.contains(&sq)
                {
                    p.virgin.set(sq);
                }
            }
        }
        if t.rules.drops {
            // Every piece but a royal one may end in one hand: their number must fit a hand.
            let mut pieces = (0..t.n).filter(|&sq| p.piece_at(sq).is_some_and(|(ty, _)| !t.is_royal[ty])).count();
            for c in 0..2 {
                for (ty, &n) in setup.hands[c].iter().enumerate() {
                    if n > 0 && t.is_royal[ty] {
                        return Err(PositionError::RoyalInHand(t.letter(ty)));
                    }
                    if n > 0 && t.demoted[ty] != ty {
                        return Err(PositionError::PromotedInHand(t.tokens[ty].clone()));
                    }
                    pieces = pieces.saturating_add(n as usize);
                    if pieces > HAND_LIMIT {
                        return Err(PositionError::TooManyPieces(HAND_LIMIT));
                    }
                    p.hands[c][ty] = n as u8;
                }
            }
            for &sq in &setup.promoted {
                if p.occ.has(sq) {
                    p.promoted.set(sq);
                }
            }
            // Where no promotion makes new pieces (none, or shogi's turning over), captures only
            // move pieces between board and hands: no type, promoted ones counted as theirs, has
            // more pieces than the start position, however the hand is written.
            if included::DROPS && t.rules.promotion.pieces.is_empty() && t.rules.promotion_choices.is_empty() {
                let mut have = vec![0usize; t.pieces.len()];
                let mut set = vec![0usize; t.pieces.len()];
                for (sq, start) in t.start_board.iter().enumerate() {
                    if let Some((ty, _)) = p.piece_at(sq) {
                        have[t.demoted[ty]] += 1;
                    }
                    if let Some((ty, _)) = start {
                        set[t.demoted[*ty]] += 1;
                    }
                }
                for c in 0..2 {
                    for (ty, &n) in setup.hands[c].iter().enumerate() {
                        have[t.demoted[ty]] = have[t.demoted[ty]].saturating_add(n as usize);
                    }
                }
                if let Some(ty) = (0..t.pieces.len()).find(|&ty| !t.is_royal[ty] && have[ty] > set[ty]) {
                    let name = t.names.get(ty).map_or_else(|| "piece".to_string(), |n| n.to_ascii_lowercase());
                    let name = format!("{name}s ('{}')", t.tokens.get(ty).map_or("?", String::as_str));
                    return Err(PositionError::MoreThanTheSet(name, have[ty], set[ty]));
                }
            }
        } else if setup.hands.iter().flatten().any(|&n| n > 0) {
            return Err(PositionError::HandWithoutDrops);
        }
        p.lion_ban = setup.lion_ban && !t.rules.lions.is_empty();
        if !t.rules.imitators.is_empty() {
            p.last_mover = setup.last_mover.map_or(0, |ty| ty as u8 + 1);
            if t.rules.imitator_vector {
                p.last_delta = setup.last_delta;
            }
        }
        if t.rules.promotion.limit == crate::rules::PromotionLimit::Vacancy {
            for c in 0..2 {
                for (ty, &n) in setup.pools[c].iter().enumerate() {
                    p.pools[c][ty] = n.min(64) as u8;
                }
            }
        }
        for &sq in &setup.frozen {
            if p.occ.has(sq) {
                p.frozen.set(sq);
            }
        }
        p.turn = setup.turn;
        p.halfmove = setup.halfmove;
        p.fullmove = setup.fullmove.max(1);
        p.part = if t.rules.turns.is_multi() { setup.part } else { 0 };
        if t.rules.check_limit > 0 {
            // As written: a run's cells may since hold other pieces (a capture of the checker).
            p.checks = setup.checks;
        }
        // Royal pieces: each side that has one in the start position must have exactly one.
        for c in Color::BOTH {
            let royals: u32 = (0..t.pieces.len())
                .filter(|&ty| t.is_royal[ty])
                .map(|ty| (p.by_type[ty] & p.by_color[c.index()]).count())
                .sum();
            let expected = (0..t.pieces.len()).any(|ty| t.is_royal[ty] && t.start_counts[c.index()][ty] > 0);
            if royals == 0 && expected {
                let name =
                    (0..t.pieces.len()).find(|&ty| t.is_royal[ty] && t.start_counts[c.index()][ty] > 0).unwrap_or(0);
                // "white has no king ('K')".
                return Err(PositionError::MissingRoyal(c, t.piece_words_bare(name, c)));
            }
            if royals > 1 && !t.rules.royal_all {
                return Err(PositionError::TooManyRoyals(c));
            }
            // A piece whose loss ends the game, of which the set gives a side one and which no
            // promotion or drop makes, stands at most once (the Congo lion).
            for &ty in &t.rules.extinction_types {
                let n = (p.by_type[ty] & p.by_color[c.index()]).count();
                if n > 1 && t.start_counts[c.index()][ty] == 1 && !t.rules.drops && !t.promotes_to(ty) {
                    return Err(PositionError::MoreThanOne(c, t.piece_words_bare(ty, c)));
                }
            }
        }
        // Pieces that must already have promoted: pawns on their mandatory promotion ranks, and
        // where no move or drop may leave a piece that could never move again, such a piece (shogi:
        // a pawn or lance on the last rank, a knight on the last two).
        for c in Color::BOTH {
            for ty in 0..t.pieces.len() {
                let mine = p.by_type[ty] & p.by_color[c.index()];
                let mut bad = B::EMPTY;
                if must_promote_on_board(&t.rules, ty) {
                    bad = mine & t.promo_mandatory[ty][c.index()];
                    if t.rules.push_enemy_pawn && c == setup.turn && setup.part == 0 && bad.count() == 1 {
                        // A pushed pawn waiting for its owner's choice (`rules::push`).
                        bad = B::EMPTY;
                    }
                }
                if t.rules.immobility_illegal {
                    bad |= mine & t.dead[ty][c.index()];
                }
                if !bad.is_empty() {
                    return Err(PositionError::MustPromote(t.piece_words(ty, c), geo.square_name(bad.lsb())));
                }
                // Pieces whose every move ends inside a region stand inside it (where nothing else
                // moves them and no drop put them outside).
                let enemy_has_own_type = !(p.by_type[ty] & p.by_color[c.flip().index()]).is_empty();
                if let Some(region) = t.confined_to(ty, c, enemy_has_own_type) {
                    let mut outside = mine & !region;
                    if t.rules.drops {
                        outside &= !t.drop_mask[ty][c.index()];
                    }
                    // A definition may start a piece outside its region (it then never moves).
                    outside =
                        outside.iter().filter(|&sq| !t.starts_on(sq, ty, c)).fold(B::EMPTY, |m, sq| m | B::single(sq));
                    if !outside.is_empty() {
                        let sq = geo.square_name(outside.lsb());
                        return Err(PositionError::OutsideRegion(t.piece_words(ty, c), sq));
                    }
                }
                // Pieces that never move backwards and neither start nor are dropped on their own
                // first rank are not found there (a pawn on its first rank, as lichess refuses it;
                // ranks further up are left to composed positions).
                if !mine.is_empty() {
                    if let Some(sq) = mine.iter().find(|&sq| t.rank_from(sq, c) == 0) {
                        if t.rearmost_rank(ty, c).is_some() {
                            return Err(PositionError::OnItsFirstRank(t.piece_words(ty, c), geo.square_name(sq)));
                        }
                    }
                }
            }
        }
        // Drops allow only so many unpromoted pieces of a type per file (shogi's nifu): where such
        // pieces never change file, no more can stand on one file than drops allow or the start had.
        if included::DROPS && t.rules.drops {
            for &ty in &t.rules.drop_no_doubled {
                if !t.keeps_its_file(ty) {
                    continue;
                }
                for c in Color::BOTH {
                    let mine = p.by_type[ty] & p.by_color[c.index()];
                    for file in &t.file_masks {
                        let here = mine & *file;
                        // The most that one of the start positions has on the file.
                        let start = t
                            .start_boards()
                            .map(|b| file.iter().filter(|&sq| b.get(sq) == Some(&Some((ty, c)))).count())
                            .max()
                            .unwrap_or(0);
                        let allowed = (t.rules.drop_no_doubled_count as usize).max(start);
                        if here.count() as usize > allowed {
                            let cells: Vec<usize> = here.iter().collect();
                            return Err(PositionError::DoubledOnFile(
                                t.piece_words(ty, c),
                                geo.square_names(&cells).join(", "),
                                allowed,
                            ));
                        }
                    }
                }
            }
        }
        // Castling rights.
        let style = t.fen_style();
        for tok in &setup.castling {
            let sq = style
                .castling_rook(&setup.board, *tok)
                .filter(|&sq| p.piece_at(sq).is_some())
                .ok_or_else(|| PositionError::BadCastling(tok.to_string()))?;
            let side = if tok.is_ascii_uppercase() { Color::White } else { Color::Black };
            // Refused rather than played wrongly: a right no castling entry of the variant fits.
            let (rank, rf) = (geo.rank(sq), geo.file(sq));
            let kings: Vec<usize> = (0..setup.board.len())
                .filter(|&k| {
                    t.castling_king.is_some_and(|kt| setup.board[k] == Some((kt, side))) && geo.rank(k) == rank
                })
                .collect();
            if !kings.iter().any(|&k| castle_entry(&t.castles, side, geo.file(k), rf).is_some()) {
                let king = kings.first().map_or_else(|| "-".to_string(), |&k| geo.square_name(k));
                return Err(PositionError::CastlingNotHonoured(tok.to_string(), geo.square_name(sq), king));
            }
            p.castling[side.index()].set(sq);
        }
        p.castle_paths = Color::BOTH.map(|c| p.castle_paths_of(t, c));
        // En passant (ignored where the variant has none).
        if t.rules.en_passant_over_turn {
            // Every cell passed in the last turn (or, within a turn, in this one by the side to move).
            let mover = if setup.part == 0 { setup.turn.flip() } else { setup.turn };
            for &ep in &setup.ep {
                if !p.ep_walk_over(t, ep, mover).is_some_and(|(passed, _)| passed == B::single(ep)) {
                    return Err(PositionError::BadEnPassant(geo.square_name(ep)));
                }
                p.ep_targets.set(ep);
            }
            if setup.part == 0 {
                p.turn_passant_handover(t, mover);
            }
        } else if t.rules.en_passant {
            if setup.ep.len() > 1 {
                let names: Vec<String> = setup.ep.iter().map(|&c| geo.square_name(c)).collect();
                return Err(PositionError::EnPassantOneSquare(names.join(",")));
            }
            if let Some(&ep) = setup.ep.first() {
                // The pawn that passed `ep` stands at the end of the empty cells from `ep` in its direction
                // of travel, and one of its initial multi-steps from the cell behind `ep` passes exactly those.
                let mover = setup.turn.flip();
                let found = p.ep_walk(t, ep, mover).ok_or_else(|| PositionError::BadEnPassant(geo.square_name(ep)))?;
                p.ep_targets = found.0;
                p.ep_victim = found.1 as u16;
                if !p.ep_capturable(t) {
                    p.ep_targets = B::EMPTY;
                    p.ep_victim = NONE;
                }
            }
        }
        p.hash = p.compute_hash(t);
        // With pushes, the side not to move may stand in check: given by this turn's move, or by its
        // own push (a lost position); so may it within a turn of several moves where a check does
        // not end the turn (given by an earlier move of the turn).
        let within_turn = setup.part > 0 && !t.rules.turns.check_ends;
        if p.in_check_side(t, setup.turn.flip()) && !t.rules.push_enemy_pawn && !within_turn {
            return Err(PositionError::OppositeCheck(setup.turn.flip()));
        }
        p.end_blocked_turn(t);
        Ok(p)
    }

    /// For an en passant square `ep` (the passed cell farthest from the pawn that passed it): the
    /// cells passed and the pawn, if a pawn of `mover` has just made an initial multi-step over them.
    pub(crate) fn ep_walk(&self, t: &Tables<B>, ep: usize, mover: Color) -> Option<(B, usize)> {
        if self.board[ep] != 0 {
            return None;
        }
        self.ep_walk_over(t, ep, mover)
    }

    /// [`Position::ep_walk`] whatever stands on `ep` itself (a piece that moved there after the
    /// pawn passed it, in a turn of several moves).
    pub(crate) fn ep_walk_over(&self, t: &Tables<B>, ep: usize, mover: Color) -> Option<(B, usize)> {
        let g = &t.geo;
        for (dx, dy) in g.atom_vectors(1, 0).into_iter().chain(g.atom_vectors(1, 1)) {
            let Some(origin) = g.offset(ep, -dx, -dy) else { continue };
            let mut passed = B::single(ep);
            let mut cur = ep;
            while let Some(next) = g.offset(cur, dx, dy) {
                cur = next;
                match decode(self.board[cur]) {
                    None => passed.set(cur),
                    Some((ty, c)) => {
                        let made = c == mover
                            && t.is_pawn[ty]
                            && t.pieces[ty][c.index()]
                                .lames(origin)
                                .iter()
                                .any(|l| l.to as usize == cur && l.passed() == passed);
                        if made {
                            return Some((passed, cur));
                        }
                        break;
                    }
                }
            }
        }
        None
    }

    /// The position as a [`Setup`], what its FEN says: [`Position::from_setup`] of it gives this position back.
    pub fn to_setup(&self, t: &Tables<B>) -> Setup {
        let board: Vec<Option<(usize, Color)>> = (0..t.n).map(|sq| self.piece_at(sq)).collect();
        let rooks: [Vec<usize>; 2] = self.castling.map(|r| r.iter().collect());
        let castling = t.fen_style().castling_tokens(&board, [&rooks[0], &rooks[1]]);
        let moved = if t.track_virgin {
            (0..t.n)
                .filter(|&sq| board[sq].is_some() && board[sq] == t.start_board[sq] && !self.virgin.has(sq))
                .collect()
        } else {
            Vec::new()
        };
        let counts = |v: &[Vec<u8>; 2]| v.clone().map(|h| h.into_iter().map(u32::from).collect());
        Setup {
            board,
            hands: counts(&self.hands),
            turn: self.turn,
            castling,
            // The passed cell farthest from the pawn (the only one after a double step).
            ep: if t.rules.en_passant_over_turn {
                self.ep_targets.iter().collect()
            } else {
                self.ep_targets.iter().max_by_key(|&c| t.geo.distance(c, self.ep_victim as usize)).into_iter().collect()
            },
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            promoted: self.promoted.iter().collect(),
            moved,
            last_mover: (self.last_mover > 0).then(|| self.last_mover as usize - 1),
            last_delta: self.last_delta,
            pools: counts(&self.pools),
            lion_ban: self.lion_ban,
            frozen: self.frozen.iter().collect(),
            part: self.part,
            checks: self.checks,
        }
    }

    /// Whether some enemy piece could capture en passant now (else the right is dropped, as FEN writers do).
    fn ep_capturable(&self, t: &Tables<B>) -> bool {
        self.ep_targets.iter().any(|target| self.ep_takeable(t, target, self.turn))
    }

    /// The cells a double step of a `ty` of `us` from `from` to `to` passes over (en passant targets).
    #[inline]
    fn double_step_passed(t: &Tables<B>, ty: usize, us: Color, from: usize, to: usize) -> B {
        t.pieces[ty][us.index()]
            .lames(from)
            .iter()
            .find(|l| l.to as usize == to && l.passes)
            .map(|l| l.path)
            .unwrap_or(B::EMPTY)
    }

    /// After a double step of `us` to `to` over `passed`: those cells become the en passant targets
    /// (hashed) where the opponent could take on one of them, else none.
    #[inline]
    fn open_en_passant(&mut self, t: &Tables<B>, us: Color, passed: B, to: usize) {
        if passed.iter().any(|target| self.ep_takeable(t, target, us.flip())) {
            self.ep_targets = passed;
            self.ep_victim = to as u16;
            self.hash ^= t.z_ep[to];
        } else {
            self.ep_targets = B::EMPTY;
            self.ep_victim = NONE;
        }
    }

    /// Whether some piece of `by` could capture en passant onto `target`.
    pub(crate) fn ep_takeable(&self, t: &Tables<B>, target: usize, by: Color) -> bool {
        let c = by.index();
        t.ep_types[c].iter().any(|&ty| t.pieces[ty][c].rev_ep[target].intersects(self.by_type[ty] & self.by_color[c]))
    }

    // `put` and `remove` are forced inline where the build is for speed (`fast-sets`: the engine
    // module, native builds): in wasm that saves a call for every piece moved; the page modules
    // keep their size.
    #[cfg_attr(feature = "fast-sets", inline(always))]
    #[cfg_attr(not(feature = "fast-sets"), inline)]
    pub(crate) fn put(&mut self, t: &Tables<B>, sq: usize, ty: usize, c: Color) {
        self.board[sq] = code(ty, c);
        self.by_color[c.index()].set(sq);
        self.by_type[ty].set(sq);
        self.occ.set(sq);
        self.hash ^= t.zkey(ty, c, sq);
    }

    #[cfg_attr(feature = "fast-sets", inline(always))]
    #[cfg_attr(not(feature = "fast-sets"), inline)]
    pub(crate) fn remove(&mut self, t: &Tables<B>, sq: usize) -> u8 {
        let cd = self.board[sq];
        if let Some((ty, c)) = decode(cd) {
            self.board[sq] = 0;
            self.by_color[c.index()].clear(sq);
            self.by_type[ty].clear(sq);
            self.occ.clear(sq);
            self.hash ^= t.zkey(ty, c, sq);
        }
        cd
    }

    fn compute_hash(&self, t: &Tables<B>) -> u64 {
        let mut h = 0;
        for sq in 0..t.n {
            if let Some((ty, c)) = decode(self.board[sq]) {
                h ^= t.zkey(ty, c, sq);
            }
        }
        for c in Color::BOTH {
            for sq in self.castling[c.index()].iter() {
                h ^= t.castle_key(c, sq);
            }
        }
        if self.ep_victim != NONE {
            h ^= t.z_ep[self.ep_victim as usize];
        }
        if t.rules.en_passant_over_turn {
            h ^= self.turn_passant_hash(t);
        }
        if self.turn == Color::Black {
            h ^= t.z_side;
        }
        for sq in self.virgin.iter() {
            h ^= t.z_virgin[sq];
        }
        for sq in self.promoted.iter() {
            h ^= t.z_virgin[sq].rotate_left(29);
        }
        for c in 0..2 {
            for (ty, &n) in self.hands[c].iter().enumerate() {
                h ^= t.hand_key(ty, c, n);
            }
            for (ty, &n) in self.pools[c].iter().enumerate() {
                h ^= t.pool_key(ty, c, n);
            }
        }
        h ^= t.z_last[self.last_mover as usize];
        if t.rules.imitator_vector {
            h ^= t.delta_key(self.last_delta);
        }
        for sq in self.frozen.iter() {
            h ^= t.frozen_key(sq);
        }
        h ^= self.checks[0].key(0) ^ self.checks[1].key(1);
        h ^ part_key(self.part)
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Zobrist hash of the position (pieces, side, castling rights, en passant).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The key positions are compared by for repetition: the hash, except that what an imitator
    /// would copy counts only while the side to move has an imitator (else the same position with
    /// the same moves would differ by who moved last).
    pub(crate) fn repetition_key(&self, t: &Tables<B>) -> u64 {
        // Runs of checks are history, as the move counters are: not part of what repeats.
        let mut h = self.hash ^ self.checks[0].key(0) ^ self.checks[1].key(1);
        if !t.rules.imitators.is_empty() {
            let mine = self.by_color[self.turn.index()];
            if !t.rules.imitators.iter().any(|&ty| self.by_type[ty].intersects(mine)) {
                h ^= t.z_last[self.last_mover as usize];
                if t.rules.imitator_vector {
                    h ^= t.delta_key(self.last_delta);
                }
            }
        }
        h
    }

    /// [`Position::repetition_key`] as the game counts repetitions: an en-passant right that no
    /// legal capture can use (the capturing pawn pinned) is no part of the position (chess-rules.md
    /// §4: the positions are identical when "the possible moves of all pieces ... are the same").
    /// (The search keeps the quicker key: it then misses such a repetition, never finds a false one.)
    pub(crate) fn game_repetition_key(&mut self, t: &Tables<B>) -> u64 {
        let key = self.repetition_key(t);
        if self.ep_victim == NONE {
            return key;
        }
        let mut moves = Vec::new();
        self.legal_moves(t, &mut moves);
        if moves.iter().any(|m| m.kind == MoveKind::EnPassant) {
            key
        } else {
            key ^ t.z_ep[self.ep_victim as usize]
        }
    }

    /// The piece on a cell.
    pub fn piece_at(&self, sq: usize) -> Option<(usize, Color)> {
        self.board.get(sq).and_then(|&c| decode(c))
    }

    /// What taking back `m` from this position needs before the move changes anything.
    #[inline(always)]
    fn undo_for(&self, m: Move) -> Undo<B> {
        Undo {
            mv: m,
            captured: 0,
            captured2: 0,
            castling: self.castling,
            ep_targets: self.ep_targets,
            ep_victim: self.ep_victim,
            halfmove: self.halfmove,
            fullmove: self.fullmove,
            hash: self.hash,
            virgin: self.virgin,
            promoted: self.promoted,
            hand_gain: 0,
            hand_gain2: 0,
            lion_ban: self.lion_ban,
            last_mover: self.last_mover,
            last_delta: self.last_delta,
            frozen: self.frozen,
            removed_len: self.removed.len() as u32,
            mover: self.turn,
            part: self.part,
            checks: self.checks,
        }
    }

    /// Plays a pseudo-legal move and returns what is needed to take it back.
    pub(crate) fn make(&mut self, t: &Tables<B>, m: Move) -> Undo<B> {
        if cfg!(feature = "fast-sets")
            && t.plain_make
            && matches!(m.kind, MoveKind::Normal | MoveKind::MultiStep | MoveKind::EnPassant)
        {
            return self.make_plain(t, m);
        }
        let us = self.turn;
        let mut undo = self.undo_for(m);
        if !t.rules.imitators.is_empty() {
            self.record_mover(t, m);
        }
        let from = m.from as usize;
        let turn_passant = t.rules.en_passant_over_turn;
        let passant_hash = if turn_passant {
            let h = self.turn_passant_hash(t);
            self.turn_passant_before(t, from, us);
            h
        } else {
            if self.ep_victim != NONE {
                self.hash ^= t.z_ep[self.ep_victim as usize];
            }
            self.ep_targets = B::EMPTY;
            self.ep_victim = NONE;
            0
        };
        let to = m.to as usize;
        let mut reset = false;
        let old_castling = self.castling;
        let in_river = if t.rules.drown.is_empty() { B::EMPTY } else { self.drownable(t, us) };
        if t.track_virgin {
            let mut touched = B::single(from) | B::single(to);
            if m.aux != NONE && matches!(m.kind, MoveKind::Castle | MoveKind::MultiLeg | MoveKind::EnPassant) {
                touched.set(m.aux as usize);
            }
            for sq in (self.virgin & touched).iter() {
                self.hash ^= t.z_virgin[sq];
            }
            self.virgin &= !touched;
        }
        match m.kind {
            MoveKind::Drop => {
                let ty = m.promo as usize - 1;
                let hand = if m.extra != NONE { m.extra as usize } else { ty };
                let n = self.hands[us.index()][hand];
                self.hash ^= t.hand_key(hand, us.index(), n) ^ t.hand_key(hand, us.index(), n - 1);
                self.hands[us.index()][hand] = n - 1;
                self.put(t, to, ty, us);
                reset = t.resets_count[ty];
            }
            MoveKind::Swap => {
                let (ta, _) = decode(self.board[from]).expect("piece on swap origin");
                let (tb, _) = decode(self.board[to]).expect("piece on swap partner");
                self.remove(t, from);
                self.remove(t, to);
                self.put(t, to, ta, us);
                self.put(t, from, m.promotion().unwrap_or(tb), us);
                for side in 0..2 {
                    self.castling[side].clear(from);
                    self.castling[side].clear(to);
                }
                if t.castling_king.is_some_and(|k| k == ta || k == tb) {
                    self.castling[us.index()] = B::EMPTY;
                }
                reset = t.resets_count[ta] || t.resets_count[tb];
            }
            MoveKind::Chain => {
                self.make_chain(t, m, us);
                reset = true;
            }
            MoveKind::Push => {
                let (ty, owner) = decode(self.board[from]).expect("pawn on push origin");
                self.remove(t, from);
                self.put(t, to, ty, owner);
                reset = true;
            }
            MoveKind::Choice => {
                self.remove(t, from);
                self.put(t, from, m.promotion().expect("a promotion choice names its piece"), us);
                reset = true;
            }
            MoveKind::Castle => {
                let (kty, _) = decode(self.board[from]).expect("king on castling origin");
                let rook = m.aux as usize;
                let (rty, _) = decode(self.board[rook]).expect("rook on castling origin");
                self.remove(t, from);
                self.remove(t, rook);
                self.put(t, to, kty, us);
                self.put(t, m.extra as usize, rty, us);
                self.castling[us.index()] = B::EMPTY;
            }
            _ => {
                let (ty, _) = decode(self.board[from]).expect("piece on origin");
                if m.kind == MoveKind::EnPassant || (m.kind == MoveKind::MultiLeg && m.aux != NONE) {
                    let was_promoted = self.promoted.has(m.aux as usize);
                    undo.captured2 = self.remove(t, m.aux as usize);
                    reset = true;
                    if t.rules.drops {
                        undo.hand_gain2 = self.gain(t, us, undo.captured2, was_promoted);
                    }
                }
                self.remove(t, from);
                if self.board[to] != 0 {
                    let was_promoted = self.promoted.has(to);
                    undo.captured = self.remove(t, to);
                    reset = true;
                    if t.rules.drops {
                        undo.hand_gain = self.gain(t, us, undo.captured, was_promoted);
                    }
                }
                if !self.promoted.is_empty() || (t.rules.drops && m.promo > 0 && !t.rules.promotes_by_turning_over) {
                    let moving = self.promoted.has(from);
                    let mut changed = self.promoted & (B::single(from) | B::single(to));
                    self.promoted &= !(B::single(from) | B::single(to));
                    if moving || (t.rules.drops && m.promo > 0 && !t.rules.promotes_by_turning_over) {
                        self.promoted.set(to);
                        changed ^= B::single(to);
                    }
                    for sq in changed.iter() {
                        self.hash ^= t.z_virgin[sq].rotate_left(29);
                    }
                }
                // A captured castling king takes its side's rights with it (losing chess).
                for cap in [undo.captured, undo.captured2] {
                    if let Some((cty, cc)) = decode(cap) {
                        if Some(cty) == t.castling_king {
                            self.castling[cc.index()] = B::EMPTY;
                        }
                    }
                }
                let new_ty = m.promotion().unwrap_or(ty);
                self.put(t, to, new_ty, us);
                if t.is_pawn[ty] {
                    reset = true;
                }
                if Some(ty) == t.castling_king {
                    self.castling[us.index()] = B::EMPTY;
                }
                for side in 0..2 {
                    self.castling[side].clear(from);
                    self.castling[side].clear(to);
                    if m.kind == MoveKind::MultiLeg && m.aux != NONE {
                        self.castling[side].clear(m.aux as usize);
                    }
                }
                if m.kind == MoveKind::MultiStep && m.promo == 0 {
                    // Cells passed over become en passant targets if the enemy can use them (not
                    // after a multi-step that promoted: no pawn is left to take en passant).
                    let passed = Self::double_step_passed(t, ty, us, from, to);
                    if turn_passant {
                        self.ep_targets |= passed;
                    } else {
                        self.open_en_passant(t, us, passed, to);
                    }
                }
            }
        }
        for c in Color::BOTH {
            let changed = old_castling[c.index()] ^ self.castling[c.index()];
            for sq in changed.iter() {
                self.hash ^= t.castle_key(c, sq);
            }
        }
        if t.rules.promotion.limit == crate::rules::PromotionLimit::Vacancy {
            self.update_pools(t, us, &undo, 1);
        }
        if !t.rules.lions.is_empty() {
            self.update_lion_ban(t, &undo);
        }
        if let Some(flips) = &t.rules.flips {
            self.apply_flips(t, flips, to, us);
        }
        if !t.rules.drown.is_empty() {
            self.drown_after(t, m, us, in_river);
        }
        if t.rules.check_limit > 0 && !self.legality_probe {
            self.update_check_runs(m, us, self.in_check_side(t, us.flip()));
        }
        // A turn of several moves goes on with the same side (`special::turns`).
        // The owner's promotion choice is no move of its turn: the turn goes on as it was.
        let first_of_turn = self.part == 0 && m.kind != MoveKind::Choice;
        let goes_on = m.kind == MoveKind::Choice || (t.rules.turns.is_multi() && self.turn_goes_on(t, us));
        if turn_passant {
            if !goes_on {
                self.turn_passant_handover(t, us);
            }
            self.hash ^= passant_hash ^ self.turn_passant_hash(t);
        }
        // The clock counts turns: a turn's first move counts it, and a move of it that resets the
        // clock sets it to 0, whichever of the turn's moves that is. It stops at its largest value
        // (the FEN reader accepts it; unmake restores the old one).
        self.halfmove = match (reset, first_of_turn) {
            (true, _) => 0,
            (false, true) => self.halfmove.saturating_add(1),
            (false, false) => self.halfmove,
        };
        if goes_on {
            return undo;
        }
        self.end_turn(t, us);
        undo
    }

    /// Ends the turn of `us`: the next side moves, at the first move of its turn.
    #[inline]
    pub(crate) fn end_turn(&mut self, t: &Tables<B>, us: Color) {
        self.hash ^= part_key(self.part) ^ t.z_side;
        self.part = 0;
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = us.flip();
    }

    /// [`Position::make`] of a step, leap, slide, double step or en passant capture where
    /// [`Tables::plain_make`] holds: the same changes, without asking the rules that cannot apply.
    fn make_plain(&mut self, t: &Tables<B>, m: Move) -> Undo<B> {
        let us = self.turn;
        let mut undo = self.undo_for(m);
        let (from, to) = (m.from as usize, m.to as usize);
        if self.ep_victim != NONE {
            self.hash ^= t.z_ep[self.ep_victim as usize];
        }
        self.ep_targets = B::EMPTY;
        self.ep_victim = NONE;
        let old_castling = self.castling;
        let (ty, _) = decode(self.board[from]).expect("piece on origin");
        let mut reset = t.resets_count[ty];
        if m.kind == MoveKind::EnPassant {
            undo.captured2 = self.remove(t, m.aux as usize);
            reset = true;
        }
        self.remove(t, from);
        if self.board[to] != 0 {
            undo.captured = self.remove(t, to);
            reset = true;
        }
        // A captured castling king takes its side's rights with it (losing chess).
        for cap in [undo.captured, undo.captured2] {
            if let Some((cty, cc)) = decode(cap) {
                if Some(cty) == t.castling_king {
                    self.castling[cc.index()] = B::EMPTY;
                }
            }
        }
        self.put(t, to, m.promotion().unwrap_or(ty), us);
        if Some(ty) == t.castling_king {
            self.castling[us.index()] = B::EMPTY;
        }
        let touched = !(B::single(from) | B::single(to));
        self.castling[0] &= touched;
        self.castling[1] &= touched;
        if m.kind == MoveKind::MultiStep && m.promo == 0 {
            // Cells passed over become en passant targets if the enemy can use them (not after a
            // multi-step that promoted).
            let passed = Self::double_step_passed(t, ty, us, from, to);
            self.open_en_passant(t, us, passed, to);
        }
        for c in Color::BOTH {
            let changed = old_castling[c.index()] ^ self.castling[c.index()];
            for sq in changed.iter() {
                self.hash ^= t.castle_key(c, sq);
            }
        }
        self.halfmove = if reset { 0 } else { self.halfmove.saturating_add(1) };
        if us == Color::Black {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = us.flip();
        self.hash ^= t.z_side;
        undo
    }

    /// Puts a captured piece (its code) into the hand of `us`, unpromoted (a chess-promoted piece
    /// becomes a pawn). Returns its type + 1, or 0 if the hand is full.
    fn gain(&mut self, t: &Tables<B>, us: Color, captured: u8, was_promoted: bool) -> u8 {
        if !t.rules.captures_to_hand {
            // Bughouse: the capture goes to the partner's board (`game::bughouse`).
            return 0;
        }
        let Some((cty, _)) = decode(captured) else { return 0 };
        let gain = Self::hand_type(t, cty, was_promoted);
        // A royal taken where all royals must fall (`royal_mode = all`) is gone, not in hand.
        if t.is_royal[gain] {
            return 0;
        }
        if self.add_to_hand(t, us, gain, 1) {
            gain as u8 + 1
        } else {
            0
        }
    }

    /// The type a captured piece of type `ty` enters a hand as: a promoted piece as a pawn, a
    /// shogi piece unpromoted.
    pub(crate) fn hand_type(t: &Tables<B>, ty: usize, was_promoted: bool) -> usize {
        if was_promoted {
            t.rules.pawns.first().copied().unwrap_or(ty)
        } else {
            t.demoted[ty]
        }
    }

    /// Adds `delta` pieces of type `ty` to `side`'s hand from outside the game (bughouse's
    /// hand-over) or by a capture; false, changing nothing, if the count would leave
    /// 0..HAND_MAX.
    pub(crate) fn add_to_hand(&mut self, t: &Tables<B>, side: Color, ty: usize, delta: i32) -> bool {
        let n = self.hands[side.index()][ty] as i32;
        let m = n + delta;
        if !(0..HAND_MAX as i32).contains(&m) {
            return false;
        }
        self.hash ^= t.hand_key(ty, side.index(), n as u8) ^ t.hand_key(ty, side.index(), m as u8);
        self.hands[side.index()][ty] = m as u8;
        true
    }

    /// Takes back the move `undo` was made for.
    pub(crate) fn unmake(&mut self, t: &Tables<B>, undo: Undo<B>) {
        if cfg!(feature = "fast-sets")
            && t.plain_make
            && matches!(undo.mv.kind, MoveKind::Normal | MoveKind::MultiStep | MoveKind::EnPassant)
        {
            self.unmake_plain(undo);
            return;
        }
        let m = undo.mv;
        let us = undo.mover;
        let from = m.from as usize;
        let to = m.to as usize;
        if t.rules.promotion.limit == crate::rules::PromotionLimit::Vacancy {
            self.update_pools(t, us, &undo, -1);
        }
        self.last_mover = undo.last_mover;
        self.last_delta = undo.last_delta;
        for g in [undo.hand_gain, undo.hand_gain2] {
            if g > 0 {
                self.hands[us.index()][g as usize - 1] -= 1;
            }
        }
        // Pieces the special rules removed after the move itself (drowning) come back first.
        if self.removed.len() > undo.removed_len as usize {
            self.restore_removed(t, undo.removed_len as usize + Self::chain_entries(t, &m));
        }
        match m.kind {
            MoveKind::Chain => self.unmake_chain(t, m, us),
            MoveKind::Push => {
                let (ty, owner) = decode(self.board[to]).expect("pawn on push destination");
                self.remove(t, to);
                self.put(t, from, ty, owner);
            }
            MoveKind::Choice => {
                self.remove(t, from);
                self.put(t, from, m.extra as usize, us);
            }
            MoveKind::Drop => {
                let ty = m.promo as usize - 1;
                let hand = if m.extra != NONE { m.extra as usize } else { ty };
                self.remove(t, to);
                self.hands[us.index()][hand] += 1;
            }
            MoveKind::Swap => {
                let (ta, _) = decode(self.board[to]).expect("piece on swap partner cell");
                let (tb, _) = decode(self.board[from]).expect("piece on swap origin cell");
                let tb = if m.promo > 0 { m.extra as usize } else { tb };
                self.remove(t, from);
                self.remove(t, to);
                self.put(t, from, ta, us);
                self.put(t, to, tb, us);
            }
            MoveKind::Castle => {
                let (kty, _) = decode(self.board[to]).expect("king on castling destination");
                let (rty, _) = decode(self.board[m.extra as usize]).expect("rook on castling destination");
                self.remove(t, to);
                self.remove(t, m.extra as usize);
                self.put(t, from, kty, us);
                self.put(t, m.aux as usize, rty, us);
            }
            _ => {
                let (ty, _) = decode(self.board[to]).expect("piece on destination");
                let orig_ty = if m.promo > 0 { self.original_type(t, m, ty) } else { ty };
                self.remove(t, to);
                if undo.captured != 0 {
                    let (cty, cc) = decode(undo.captured).unwrap();
                    self.put(t, to, cty, cc);
                }
                if undo.captured2 != 0 {
                    let (cty, cc) = decode(undo.captured2).unwrap();
                    self.put(t, m.aux as usize, cty, cc);
                }
                self.put(t, from, orig_ty, us);
            }
        }
        self.turn = us;
        self.castling = undo.castling;
        self.ep_targets = undo.ep_targets;
        self.ep_victim = undo.ep_victim;
        self.halfmove = undo.halfmove;
        self.fullmove = undo.fullmove;
        self.hash = undo.hash;
        self.virgin = undo.virgin;
        self.promoted = undo.promoted;
        self.lion_ban = undo.lion_ban;
        self.frozen = undo.frozen;
        self.part = undo.part;
        self.checks = undo.checks;
    }

    /// [`Position::unmake`] of a move [`Position::make_plain`] made: the pieces go back without
    /// hashing (the hash comes back whole), and only the state that move changed is restored.
    fn unmake_plain(&mut self, undo: Undo<B>) {
        let m = undo.mv;
        let us = undo.mover;
        let (from, to) = (m.from as usize, m.to as usize);
        let (ty, _) = decode(self.board[to]).expect("piece on destination");
        let orig_ty = if m.promo > 0 { m.extra as usize } else { ty };
        self.lift(to, ty, us);
        if let Some((cty, cc)) = decode(undo.captured) {
            self.place(to, cty, cc);
        }
        if let Some((cty, cc)) = decode(undo.captured2) {
            self.place(m.aux as usize, cty, cc);
        }
        self.place(from, orig_ty, us);
        self.turn = us;
        self.castling = undo.castling;
        self.ep_targets = undo.ep_targets;
        self.ep_victim = undo.ep_victim;
        self.halfmove = undo.halfmove;
        self.fullmove = undo.fullmove;
        self.hash = undo.hash;
    }

    /// [`Position::put`] without the hash.
    #[inline]
    fn place(&mut self, sq: usize, ty: usize, c: Color) {
        self.board[sq] = code(ty, c);
        self.by_color[c.index()].set(sq);
        self.by_type[ty].set(sq);
        self.occ.set(sq);
    }

    /// [`Position::remove`] of a known piece, without the hash.
    #[inline]
    fn lift(&mut self, sq: usize, ty: usize, c: Color) {
        self.board[sq] = 0;
        self.by_color[c.index()].clear(sq);
        self.by_type[ty].clear(sq);
        self.occ.clear(sq);
    }

    /// The type that made a promotion move (stored in `extra` by the generator).
    #[inline]
    fn original_type(&self, _t: &Tables<B>, m: Move, _promoted: usize) -> usize {
        m.extra as usize
    }
}

impl<B: BitSet> Tables<B> {
    /// FEN letter of a piece type (lower case).
    pub(crate) fn letter(&self, ty: usize) -> char {
        self.letters.get(ty).copied().unwrap_or('?')
    }

    /// A piece named in a sentence: its name with an article and its FEN letter as the side writes
    /// it ("a pawn ('P')").
    pub(crate) fn piece_words(&self, ty: usize, c: Color) -> String {
        let name = self.names.get(ty).map_or_else(|| "piece".to_string(), |n| n.to_ascii_lowercase());
        let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
        let token = self.tokens.get(ty).cloned().unwrap_or_default();
        let token = if c == Color::White { token.to_ascii_uppercase() } else { token };
        format!("{article} {name} ('{token}')")
    }

    /// A piece named in a sentence without its article ("king ('K')").
    pub(crate) fn piece_words_bare(&self, ty: usize, c: Color) -> String {
        let words = self.piece_words(ty, c);
        words.split_once(' ').map_or(words.as_str(), |(_, rest)| rest).to_string()
    }

    /// The cells a piece of type `ty` and side `c` can never leave, when its own moves are all it
    /// has: the region of a `confine` rule, unless a special rule moves the piece otherwise (flying
    /// captures, jump series, swaps, pushes, lent or imitated moves). A flying capture takes only
    /// a piece of the capturer's own type, so while the enemy still has one (`enemy_has_own_type`)
    /// the capturer has not flown out (the Congo lion stays in its castle until it takes the
    /// other lion).
    pub(crate) fn confined_to(&self, ty: usize, c: Color, enemy_has_own_type: bool) -> Option<B> {
        let r = &self.rules;
        let (_, cells) = r.confine.iter().rev().find(|(t, _)| *t == ty)?;
        let flies_out = r.flying_capture.contains(&ty) && !enemy_has_own_type;
        if flies_out || self.moved_otherwise_than_flying(ty) {
            return None;
        }
        let mut m = B::EMPTY;
        for &sq in &cells[c.index()] {
            m.set(sq);
        }
        Some(m)
    }

    /// The boards of the start position and of the alternative ones.
    fn start_boards(&self) -> impl Iterator<Item = &Vec<Option<(usize, Color)>>> {
        std::iter::once(&self.start_board).chain(&self.alt_start_boards)
    }

    /// Whether a piece of type `ty` and side `c` stands on `sq` in the start position or one of
    /// the alternative ones.
    pub(crate) fn starts_on(&self, sq: usize, ty: usize, c: Color) -> bool {
        self.start_boards().any(|b| b.get(sq) == Some(&Some((ty, c))))
    }

    /// Whether a piece of type `ty` stands on the file of its drop or start for good: every move
    /// of both sides' pieces of the type stays on its file, no special rule moves it otherwise and
    /// no other piece turns into it (the shogi pawn, `fW`).
    pub(crate) fn keeps_its_file(&self, ty: usize) -> bool {
        let r = &self.rules;
        if r.flip_every_move || r.promotion.pieces.contains(&ty) || self.moved_otherwise(ty) {
            return false;
        }
        Color::BOTH.into_iter().all(|c| {
            self.move_tables(ty, c).all(|pt| pt.multi.is_empty())
                && (0..self.n)
                    .all(|sq| (self.single_leg_reach(ty, c, sq) & !self.file_masks[self.geo.file(sq)]).is_empty())
        })
    }

    /// A cell's rank counted from side `c` (0: its own first rank).
    pub(crate) fn rank_from(&self, sq: usize, c: Color) -> usize {
        let r = self.geo.rank(sq);
        if c == Color::White {
            r
        } else {
            self.geo.height - 1 - r
        }
    }

    /// The rearmost rank (from side `c`, 0-based) a piece of type `ty` can stand on, where none
    /// of its moves goes backwards: the rearmost rank a start position or a drop puts it on.
    /// `None` where it may stand further back: a move backwards or a multi-leg move, a special
    /// rule that moves it, a promotion or turning over that makes it, a hexagonal board.
    pub(crate) fn rearmost_rank(&self, ty: usize, c: Color) -> Option<usize> {
        let r = &self.rules;
        let made = r.promotion.pieces.contains(&ty) || r.promotion_choices.iter().any(|p| p.pieces.contains(&ty));
        if self.geo.lattice != crate::geometry::Lattice::Square
            || made
            || self.demoted[ty] != ty
            || r.flip_every_move
            || self.moved_otherwise(ty)
        {
            return None;
        }
        let mut rear = self
            .start_boards()
            .flat_map(|b| b.iter().enumerate().filter(|(_, p)| **p == Some((ty, c))).map(|(sq, _)| sq))
            .map(|sq| self.rank_from(sq, c))
            .min();
        if r.drops {
            let dropped = self.drop_mask[ty][c.index()].iter().map(|sq| self.rank_from(sq, c)).min();
            rear = match (rear, dropped) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        let rear = rear?;
        if rear == 0 {
            return None;
        }
        let forward = self.move_tables(ty, c).all(|pt| pt.multi.is_empty())
            && (0..self.n).all(|sq| {
                let here = self.rank_from(sq, c);
                self.single_leg_reach(ty, c, sq).iter().all(|to| self.rank_from(to, c) >= here)
            });
        forward.then_some(rear)
    }

    /// Whether a special rule may move a piece of type `ty` other than by its own moves (flying
    /// captures, jump series, swaps, pushes, lent or imitated moves).
    fn moved_otherwise(&self, ty: usize) -> bool {
        self.rules.flying_capture.contains(&ty) || self.moved_otherwise_than_flying(ty)
    }

    /// Whether a promotion makes pieces of type `ty`.
    fn promotes_to(&self, ty: usize) -> bool {
        let r = &self.rules;
        r.promotion.pieces.contains(&ty) || r.promotion_choices.iter().any(|pc| pc.pieces.contains(&ty))
    }

    /// Whether a special rule other than a flying capture moves pieces of type `ty` beyond their
    /// own moves (jump series, swaps, pushes, lent or imitated moves).
    fn moved_otherwise_than_flying(&self, ty: usize) -> bool {
        let r = &self.rules;
        r.jump_chain.contains(&ty)
            || !r.swaps.is_empty()
            || !r.pawn_swap.is_empty()
            || r.push_enemy_pawn
            || !r.auras.is_empty()
            || !r.imitators.is_empty()
    }

    /// What the FEN reader and writer need to know about this variant.
    pub(crate) fn fen_style(&self) -> FenStyle<'_> {
        FenStyle { geometry: &self.geo, tokens: &self.tokens, rules: &self.rules, castling_fen: self.castling_fen }
    }

    /// Zobrist key of holding `n` pieces of type `ty` in hand (side index `c`).
    #[inline]
    pub(crate) fn hand_key(&self, ty: usize, c: usize, n: u8) -> u64 {
        if n == 0 {
            0
        } else {
            self.z_hand[(ty * 2 + c) * HAND_MAX + (n as usize).min(HAND_MAX - 1)]
        }
    }

    /// The displacement (file, rank) of a move; for a capture that leaves the capturer in place,
    /// the displacement to the captured cell.
    pub(crate) fn move_delta(&self, m: &Move) -> (i8, i8) {
        let target = if m.kind == MoveKind::MultiLeg && m.to == m.from && m.aux != NONE {
            m.aux as usize
        } else {
            m.to as usize
        };
        let from = m.from as usize;
        let d = |a: usize, b: usize| (a as i64 - b as i64).clamp(-100, 100) as i8;
        (d(self.geo.file(target), self.geo.file(from)), d(self.geo.rank(target), self.geo.rank(from)))
    }

    /// Zobrist key of the last move's displacement (imitators that repeat it).
    #[inline]
    pub(crate) fn delta_key(&self, d: (i8, i8)) -> u64 {
        let i = ((d.0 as i64 + 128) * 256 + (d.1 as i64 + 128)) as u64;
        let mut x = i.wrapping_add(0x9E37_79B9_7F4A_7C15) ^ self.z_side;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }

    /// Zobrist key of a vacancy pool holding `n` pieces of type `ty` (side index `c`).
    #[inline]
    pub(crate) fn pool_key(&self, ty: usize, c: usize, n: u8) -> u64 {
        self.hand_key(ty, c, n).rotate_left(17)
    }

    /// Zobrist key of a castling right of side `c` on cell `sq`.
    #[inline]
    pub(crate) fn castle_key(&self, c: Color, sq: usize) -> u64 {
        match c {
            Color::White => self.z_castle[sq],
            Color::Black => self.z_castle[sq].rotate_left(23),
        }
    }
}
