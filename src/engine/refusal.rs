//! Why a move the pieces could make is not legal here: the rule that removes it from the legal
//! moves, for the player who tried it (the board's status line, `play`'s error).

use super::game::GameB;
use super::moves::{Move, MoveKind};
use crate::geometry::{BitSet, MAX_SQUARE_NAME};
use crate::rules::included;

/// The rule that refuses a move the pieces could make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Xiangqi's check limit: one check too many in a row by the same piece (`check_limit`).
    PerpetualCheck,
    /// Xiangqi's perpetual chase (`chase_illegal`).
    PerpetualChase,
    /// The side to move is in check, and the move leaves its royal piece attacked.
    InCheck,
    /// The royal piece would move onto an attacked cell (castling's destination included).
    KingAttacked,
    /// Another piece's move would uncover an attack on the royal piece (a pinned piece).
    ExposesKing,
    /// Castling while in check.
    CastleOutOfCheck,
    /// Castling across a cell an enemy piece attacks.
    CastleThroughAttack,
    /// A drop of this kind may not give checkmate (shogi's uchifuzume; `drop_mate_illegal`).
    DropMate,
    /// A capture is possible, and capturing is compulsory (`must_capture`).
    MustCapture,
    /// Chu shogi's lion-trading rules (`lions`).
    LionTrade,
    /// A second unpromoted pawn of one side on a file (shogi's nifu; `drop_no_doubled`).
    DoubledPawns,
    /// A drop where the piece could never move again (a shogi pawn or lance on the last rank).
    DropDead,
    /// A drop outside the cells the piece may be dropped on (`no_drop`; crazyhouse's pawn ranks).
    DropZone,
    /// Castling without the right (the king or that rook has moved).
    CastlingRightGone,
    /// Castling with a piece between the king and the rook or on their destinations.
    CastleBlocked,
}

impl Refusal {
    /// Every refusal, for tests that each has a text.
    pub const ALL: [Refusal; 15] = [
        Refusal::PerpetualCheck,
        Refusal::PerpetualChase,
        Refusal::InCheck,
        Refusal::KingAttacked,
        Refusal::ExposesKing,
        Refusal::CastleOutOfCheck,
        Refusal::CastleThroughAttack,
        Refusal::DropMate,
        Refusal::MustCapture,
        Refusal::LionTrade,
        Refusal::DoubledPawns,
        Refusal::DropDead,
        Refusal::DropZone,
        Refusal::CastlingRightGone,
        Refusal::CastleBlocked,
    ];

    /// The refusal's id as the JS API writes it (`castle-through-attack`); the pages translate it.
    pub fn id(self) -> &'static str {
        match self {
            Refusal::PerpetualCheck => "perpetual-check",
            Refusal::PerpetualChase => "perpetual-chase",
            Refusal::InCheck => "in-check",
            Refusal::KingAttacked => "king-attacked",
            Refusal::ExposesKing => "exposes-king",
            Refusal::CastleOutOfCheck => "castle-out-of-check",
            Refusal::CastleThroughAttack => "castle-through-attack",
            Refusal::DropMate => "drop-mate",
            Refusal::MustCapture => "must-capture",
            Refusal::LionTrade => "lion-trade",
            Refusal::DoubledPawns => "doubled-pawns",
            Refusal::DropDead => "drop-dead",
            Refusal::DropZone => "drop-zone",
            Refusal::CastlingRightGone => "castling-right-gone",
            Refusal::CastleBlocked => "castle-blocked",
        }
    }

    /// Why, in English words that follow "illegal move 'e1g1': ".
    pub fn text(self) -> &'static str {
        match self {
            Refusal::PerpetualCheck => {
                "it would be one check too many in a row by the same piece (perpetual check); play another move"
            }
            Refusal::PerpetualChase => {
                "it would repeat a position of a cycle in which every move of this side attacks the same \
                 unprotected piece (perpetual chase); play another move"
            }
            Refusal::InCheck => "your king is in check, and this move does not end the check",
            Refusal::KingAttacked => "your king would be attacked there",
            Refusal::ExposesKing => "it would expose your king to an attack",
            Refusal::CastleOutOfCheck => "you may not castle out of check",
            Refusal::CastleThroughAttack => "the king may not castle across an attacked square",
            Refusal::DropMate => "a dropped pawn may not give checkmate",
            Refusal::MustCapture => "a capture is possible, and capturing is compulsory",
            Refusal::LionTrade => "the lion-trading rules forbid this capture of a lion",
            Refusal::DoubledPawns => "a side may not have two unpromoted pawns on one file (nifu)",
            Refusal::DropDead => "a piece may not be dropped where it could never move",
            Refusal::DropZone => "this piece may not be dropped there",
            Refusal::CastlingRightGone => "this castling is no longer allowed (the king or that rook has moved)",
            Refusal::CastleBlocked => "castling needs the squares between the king and the rook empty",
        }
    }
}

impl<B: BitSet> GameB<B> {
    /// Why move `text` (its string, or a promotion's from and to without the promoted piece) is
    /// refused here, if the pieces could make it; `None` for a legal move or one not possible at all.
    pub fn refusal(&mut self, text: &str) -> Option<Refusal> {
        let text = text.trim();
        if self.outcome().is_some() {
            return None;
        }
        let legal = self.moves();
        if legal.iter().any(|m| self.names(m, &legal, text)) {
            return None;
        }
        self.repetition_refusal(text).or_else(|| self.rule_refusal(text))
    }

    /// Whether `text` names `m` (of the moves `all`): its string, castling as king and rook cells,
    /// or a promotion's from and to alone.
    fn names(&self, m: &Move, all: &[Move], text: &str) -> bool {
        if self.move_string(m, all) == text {
            return true;
        }
        match m.kind {
            MoveKind::Castle => self.king_and_rook(m) == text,
            MoveKind::Normal | MoveKind::MultiStep if m.promo > 0 => {
                self.move_string(&Move { promo: 0, ..*m }, all) == text
            }
            _ => false,
        }
    }

    /// Xiangqi's check limit and perpetual chase.
    fn repetition_refusal(&mut self, text: &str) -> Option<Refusal> {
        let rules = &self.t.rules;
        if !included::CHASE || (rules.check_limit == 0 && !rules.chase_illegal) {
            return None;
        }
        let mut all = Vec::new();
        self.pos.unlimited = true;
        self.pos.legal_moves(&self.t, &mut all);
        self.pos.unlimited = false;
        let m = *all.iter().find(|m| self.names(m, &all, text))?;
        if self.pos.exceeds_check_limit(&self.t, m) {
            return Some(Refusal::PerpetualCheck);
        }
        self.chase_refuses(m).then_some(Refusal::PerpetualChase)
    }

    /// The royal piece's safety, castling's conditions, drop mates, compulsory captures and the
    /// lion rules, for a move of the pieces that the legal moves lack.
    fn rule_refusal(&mut self, text: &str) -> Option<Refusal> {
        let t = &self.t;
        let us = self.pos.turn();
        let in_check = self.pos.in_check_side(t, us);
        let castlings = self.pos.castlings_ignoring_attacks(t);
        let mut pseudo = Vec::new();
        self.pos.gen_pseudo(t, &mut pseudo, None, false);
        if t.rules.drops {
            self.pos.gen_drops(t, &mut pseudo);
        }
        let plain = pseudo.len();
        pseudo.extend(castlings.iter().map(|&(m, _)| m));
        let Some(k) = pseudo.iter().position(|m| self.names(m, &pseudo, text)) else {
            return self.castling_refusal(text).or_else(|| self.drop_refusal(text));
        };
        let m = pseudo[k];
        if k >= plain {
            let passes = castlings[k - plain].1;
            return Some(if in_check {
                Refusal::CastleOutOfCheck
            } else if passes {
                Refusal::CastleThroughAttack
            } else {
                Refusal::KingAttacked
            });
        }
        let royals = self.pos.royals(t, us);
        if !royals.is_empty() && !self.pos.full_check(t, m) {
            let royal_moves = royals.has(m.from as usize) && m.kind != MoveKind::Drop;
            return Some(if in_check {
                Refusal::InCheck
            } else if royal_moves {
                Refusal::KingAttacked
            } else {
                Refusal::ExposesKing
            });
        }
        if m.kind == MoveKind::Drop && m.promotion().is_some_and(|ty| t.rules.drop_mate_illegal.contains(&ty)) {
            return Some(Refusal::DropMate);
        }
        if t.rules.must_capture && !self.pos.is_capture(&m) {
            return Some(Refusal::MustCapture);
        }
        (!t.rules.lions.is_empty() && self.pos.is_capture(&m)).then_some(Refusal::LionTrade)
    }

    /// A king move naming a castling the side has lost the right to, or whose way is blocked.
    fn castling_refusal(&self, text: &str) -> Option<Refusal> {
        let g = &self.t.geo;
        if text.len() > 2 * MAX_SQUARE_NAME {
            return None;
        }
        let (from, to) = (2..text.len())
            .find_map(|i| Some((g.parse_square(text.get(..i)?).ok()?, g.parse_square(text.get(i..)?).ok()?)))?;
        let has_right = self.pos.castling_named(&self.t, from, to)?;
        Some(if has_right { Refusal::CastleBlocked } else { Refusal::CastlingRightGone })
    }

    /// A drop (`P@e5`) of a piece in hand onto an empty cell that the drop rules leave out.
    fn drop_refusal(&self, text: &str) -> Option<Refusal> {
        let t = &self.t;
        if !included::DROPS || !t.rules.drops {
            return None;
        }
        let (letter, square) = text.split_once('@')?;
        let ty = t.tokens.iter().position(|tok| tok.eq_ignore_ascii_case(letter))?;
        let sq = t.geo.parse_square(square).ok()?;
        let ui = self.pos.turn().index();
        if self.pos.hands[ui][ty] == 0 || !t.present.has(sq) || self.pos.occ.has(sq) {
            return None;
        }
        if t.rules.drop_no_doubled.contains(&ty) {
            let own = self.pos.by_type[ty] & self.pos.by_color[ui] & t.file_masks[t.geo.file(sq)];
            if own.count() >= t.rules.drop_no_doubled_count {
                return Some(Refusal::DoubledPawns);
            }
        }
        if t.dead[ty][ui].has(sq) {
            return Some(Refusal::DropDead);
        }
        (!t.drop_mask[ty][ui].has(sq)).then_some(Refusal::DropZone)
    }
}
