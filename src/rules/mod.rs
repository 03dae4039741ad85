//! Rule options of a variant, as data. Special rules live in the small named modules below;
//! the move generator reads these options and never asks which variant it is playing.

pub mod aura;
pub mod flips;
pub mod fog;
pub mod imitator;
pub mod included;
pub mod lion;
pub mod material;
pub mod perpetual;
pub mod push;
pub mod turns;

use std::fmt;

/// A game result from the point of view of the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Value {
    /// The side to move wins.
    Win,
    /// The side to move loses.
    Loss,
    /// A draw.
    Draw,
    /// The side to move scores ¼ and the other side ¾ (Gliński's stalemate); the other side is
    /// named the winner, with the reason [`crate::engine::Reason::ScoredStalemate`].
    Quarter,
}

impl Value {
    /// Reads `win`, `loss` or `draw`.
    pub fn parse(s: &str) -> Option<Value> {
        match s {
            "win" => Some(Value::Win),
            "loss" => Some(Value::Loss),
            "draw" => Some(Value::Draw),
            "quarter" => Some(Value::Quarter),
            _ => None,
        }
    }
}

/// One way to castle: the rook standing on `rook_file` joins the king, which goes to
/// `king_to`; the rook goes to `rook_to` (files, 0-based, on the king's rank).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Castling {
    /// File of the rook in the start position.
    pub rook_file: usize,
    /// Destination file of the king.
    pub king_to: usize,
    /// Destination file of the rook.
    pub rook_to: usize,
    /// The side the entry is for (`None`: both), where the two sides castle differently
    /// (point-symmetric arrays, Renaissance chess).
    pub side: Option<crate::pieces::Color>,
}

/// A pawn type's own promotion choices on some ranks (`promotion_choice = letter | ranks | pieces`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionChoice {
    /// The pawn type.
    pub pawn: usize,
    /// Ranks, 1-based, counted from the promoting side.
    pub ranks: Vec<usize>,
    /// The types it may become there.
    pub pieces: Vec<usize>,
}

/// Which pieces a pawn may promote to, beyond the list of types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromotionLimit {
    /// Any listed type (chess).
    None,
    /// Only a type the side has fewer of on the board than in the start position
    /// ("a piece your army has lost": Grand chess, Speed chess).
    Lost,
    /// Only a type in the side's vacancy pool: pieces it has lost since the game began, less those
    /// already regained by promotion (TCHESS, spec tchess.md §5.5). The pools are position state.
    Vacancy,
}

/// State a FEN carries after the standard fields (spec tchess.md §8.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StateField {
    /// The type an imitator copies: the last mover's letter, or `-`.
    LastMover,
    /// Two fields: White's vacancy pool (upper case letters) and Black's (lower case), or `-`.
    Vacancies,
    /// The frozen cells (`rules::flips`): `frozen:c1,d8`, or `-` when none is frozen.
    Frozen,
    /// Which move of a turn of several moves is next (`rules::turns`): `part:2`.
    TurnPart,
}

/// Promotion rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Promotion {
    /// Piece types (indices) a pawn may become.
    pub pieces: Vec<usize>,
    /// Ranks (1-based, counted from the promoting side) where promotion may happen.
    pub ranks: Vec<usize>,
    /// Ranks where promotion is compulsory (a move there without a promotion is illegal).
    pub mandatory: Vec<usize>,
    /// Availability limit.
    pub limit: PromotionLimit,
    /// Pawn types whose promotion is optional even where it is otherwise compulsory.
    pub optional: Vec<usize>,
    /// With nothing to promote to, a pawn may still reach the last rank and stays a pawn
    /// (else it may not enter it: Grand chess).
    pub empty_pool_stays: bool,
}

/// How the draw rules end a game (spec chess-rules.md §6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawRules {
    /// The article's reading: third occurrence and 50 moves end the game at once.
    SourceAutomatic,
    /// FIDE: they may be claimed; fivefold and 75 moves end the game.
    FideClaim,
}

/// Insufficient-material rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Insufficient {
    /// Never a draw by material.
    None,
    /// The cases of article 002 (K v K, KB v K, KN v K, KB v KB with same-coloured bishops).
    Chess,
    /// Only bare royal pieces (the Trojan / Decimal family, trojan-decimal.md §1.1).
    Bare,
    /// Each side's bishops alone, all of one side on one colour and the other's on the other:
    /// they can never capture each other (French chess, variants-catalog.md §7.2).
    BishopsApart,
}

/// An exchange of two unmoved pieces (the Trojan changements, trojan-decimal.md §2.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Swap {
    /// The side it belongs to.
    pub side: crate::pieces::Color,
    /// Cell of the initiating piece (its start square).
    pub a: usize,
    /// Cell of the partner (its start square).
    pub b: usize,
    /// A piece type of the same side that must not stand strictly between them.
    pub between: Option<usize>,
}

/// All rule options of a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    /// Turns of several moves (`rules::turns`).
    pub turns: turns::TurnRule,
    /// Royal piece types: a side may not leave one attacked (check); empty = no check at all.
    pub royal: Vec<usize>,
    /// Pawn types: they promote, may be taken en passant and reset the move counter.
    pub pawns: Vec<usize>,
    /// The piece type that castles with rooks, if castling exists.
    pub castling_king: Option<usize>,
    /// Piece types that castle with the king.
    pub castling_rooks: Vec<usize>,
    /// The castlings.
    pub castling: Vec<Castling>,
    /// Promotion.
    pub promotion: Promotion,
    /// En passant capture of a pawn's multi-step.
    pub en_passant: bool,
    /// Captured pieces enter the capturer's hand (drop games); false in bughouse, where they go
    /// to the partner's board (`game::bughouse`).
    pub captures_to_hand: bool,
    /// The last move of a turn pushes an enemy pawn (`rules::push`).
    pub push_enemy_pawn: bool,
    /// Hidden information: what each side sees (`rules::fog`); `None`: everything.
    pub fog: Option<fog::FogRule>,
    /// En passant against every multi-step of the opponent's last turn, as a turn's first move only
    /// (`engine::special::turn_passant`).
    pub en_passant_over_turn: bool,
    /// Captures are compulsory (losing chess).
    pub must_capture: bool,
    /// Result for the side to move when it has no legal move and is in check.
    pub checkmate: Value,
    /// Result for the side to move when it has no legal move and is not in check.
    pub stalemate: Value,
    /// Result for the side to move when it has no pieces at all (losing chess), if that ends the game.
    pub extinction: Option<Value>,
    /// A position occurring this many times ends the game in a draw (0 = never).
    pub repetition: u32,
    /// Moves (per side) without capture or pawn move that draw (0 = never).
    pub move_rule: u32,
    /// The types whose moves restart the move-rule count, as a capture does (the pawns unless
    /// `move_rule_pieces` names others).
    pub move_rule_pieces: Vec<usize>,
    /// Insufficient material.
    pub insufficient: Insufficient,
    /// Automatic or claimed draws.
    pub draw_rules: DrawRules,
    /// First moves (`i`) are tracked per piece (unmoved since the start) instead of by start rank.
    pub first_move_tracked: bool,
    /// First moves (`i`) are allowed from any cell where the type starts, not from its whole start
    /// ranks (`first_move = cells`: Gliński's pawns, whose start cells form no rank).
    pub first_move_cells: bool,
    /// Exchanges of unmoved pieces.
    pub swaps: Vec<Swap>,
    /// Sergeant–pawn swap: (sergeant type, pawn type): a sergeant with an own pawn right behind it
    /// may exchange places with it (trojan-decimal.md §1.6).
    pub pawn_swap: Vec<(usize, usize)>,
    /// Per pawn type: absolute promotion ranks for White and Black (compulsory), overriding `promotion`.
    pub promotion_zones: Vec<(usize, [Vec<usize>; 2])>,
    /// White's promotion cells (compulsory; Black's are their mirror images), besides the ranks.
    pub promotion_cells: Vec<usize>,
    /// Per pawn type: ranks (counted from the promoting side) where it promotes only to the given
    /// types instead of `promotion` (`promotion_choice`: Renaissance chess's fox and guard).
    pub promotion_choices: Vec<PromotionChoice>,
    /// Captured pieces go to the capturer's hand and may be dropped (shogi, crazyhouse).
    pub drops: bool,
    /// A piece with a `+` counterpart promotes by turning over, on a move that starts or ends in the
    /// promotion ranks (`promotion_ranks`), written with a `+` suffix (`promotion_style = shogi|chu`).
    pub promotes_by_turning_over: bool,
    /// No move or drop may leave a piece where it could never move again (shogi pawn, lance, knight).
    pub immobility_illegal: bool,
    /// Types that may not be dropped on a file holding an own unpromoted piece of the same type (nifu).
    pub drop_no_doubled: Vec<usize>,
    /// How many such pieces a file may already hold before a drop there is refused (1 = nifu; tori: 2).
    pub drop_no_doubled_count: u32,
    /// Shogi-style promotion is compulsory whenever it is offered (tori shogi, kyoto shogi).
    pub mandatory_piece_promotion: bool,
    /// A side that has none of these pieces left has lost (dobutsu: the lion); the game ends there.
    pub extinction_types: Vec<usize>,
    /// Capture the flag: a side whose piece of this type stands safe (not attacked) on these cells
    /// (per side) has won (dobutsu: the lion on the far rank); the game ends there.
    pub flag: Option<(usize, [Vec<usize>; 2])>,
    /// Every move of a piece with a promoted counterpart turns it over (kyoto shogi): unpromoted
    /// pieces promote, promoted ones revert; drops may be made either side up.
    pub flip_every_move: bool,
    /// Types whose drop may not give checkmate (shogi's pawn-drop mate).
    pub drop_mate_illegal: Vec<usize>,
    /// Types that may not be dropped on these ranks (counted from the dropping side).
    pub no_drop: Vec<(usize, Vec<usize>)>,
    /// Types whose moves must end inside a set of cells, per side (xiangqi palace, own half).
    pub confine: Vec<(usize, [Vec<usize>; 2])>,
    /// Types whose moves from some cells are these moves instead of their own, per side (the
    /// xiangqi soldier across the river, a Great Outer chess piece by the zone where it starts).
    pub zone_moves: Vec<(usize, crate::pieces::Betza, [Vec<usize>; 2])>,
    /// Lengths of straight pawn advances that may be taken en passant, first move or not; empty:
    /// every multi-step of a first move (chess, Omega chess).
    pub en_passant_steps: Vec<u32>,
    /// Royal pieces may not face each other on an open file (xiangqi's flying general).
    pub royals_may_not_face: bool,
    /// With several royal pieces, a side is in check only when all of them are attacked (chu shogi's
    /// king and crown prince); otherwise any attacked royal is check.
    pub royal_all: bool,
    /// Promotion is offered only on entering the zone, on a capture by a move that starts in it, or on
    /// reaching the last rank; never compulsory (`promotion_style = chu`; variants-catalog.md §4.4).
    pub promotion_on_zone_entry: bool,
    /// With `promotion_on_zone_entry`: types that, once they have declined promotion on entering the
    /// zone, may promote only on reaching the last rank, not by a capture within the zone (chu's pawn,
    /// §4.4). An unpromoted piece in its zone has declined (it was offered promotion on entering).
    pub decline_waits_last_rank: Vec<usize>,
    /// A multi-leg move may return to its start without capturing (the lion's pass, AMB-CHU-3).
    pub allow_pass: bool,
    /// Lion types for the lion-protection rules (chu shogi §4.5); empty = no such rules.
    pub lions: Vec<usize>,
    /// Types whose capture as the first victim of a double capture does not lift the lion rules.
    pub lion_cheap: Vec<usize>,
    /// On a repetition, a side that gave check with every move of the cycle loses (sennichite's
    /// perpetual check; xiangqi's simplified rule, variants-catalog.md AMB-XQ-3).
    pub perpetual_check_loses: bool,
    /// The most consecutive checks one piece may give while the defender moves only one piece; the
    /// next such check is illegal (xiangqi, AMB-XQ-3; `rules::perpetual`). 0: no limit.
    pub check_limit: u32,
    /// A move that repeats a position for the `repetition`-th time is illegal when every move of its
    /// side in the cycle attacked the same unprotected non-royal enemy piece (xiangqi's perpetual chase).
    pub chase_illegal: bool,
    /// Pieces lending moves to pieces beside them (`rules::aura`).
    pub auras: Vec<aura::Aura>,
    /// Piece types that move as the opponent's last-moved type (`rules::imitator`).
    pub imitators: Vec<usize>,
    /// Imitators may only repeat the last move's displacement, turned to face their side.
    pub imitator_vector: bool,
    /// After a promotion, imitators copy the promoted type (else the pawn that promoted).
    pub imitator_copies_promoted: bool,
    /// Types whose quiet moves also reach every empty cell connected to them by king steps over
    /// empty cells (the TCHESS Assassin's "connected" reading, spec tchess.md I-09).
    pub flood: Vec<usize>,
    /// Every capture that leaves the capturer in place is written from + captured cell, also when
    /// the capturer stepped onto its victim and back (else such igui keep their path).
    pub remote_capture_target: bool,
    /// Types whose multi-leg moves continue after a slide only from its last empty cell (before a
    /// piece or the edge), not from every stop (spec tchess.md I-04).
    pub slide_to_end: Vec<usize>,
    /// Extra FEN fields, in order.
    pub state_fields: Vec<StateField>,
    /// Freeze-and-flip rules (`rules::flips`; Taktika), if any.
    pub flips: Option<flips::Flips>,
    /// Pieces that capture by jumping over an adjacent enemy onto the empty cell behind it, in a
    /// series of such jumps in one move (the Congo monkey; `engine::special::chains`).
    pub jump_chain: Vec<usize>,
    /// Pieces that capture an enemy piece of their own type along any straight line of empty cells
    /// (the Congo lions; `engine::special::river`).
    pub flying_capture: Vec<usize>,
    /// Cells where a piece drowns if its side ends a turn with it there after starting the turn
    /// with it there (the Congo river; `engine::special::river`).
    pub drown: Vec<usize>,
    /// Pieces that never drown.
    pub drown_immune: Vec<usize>,
    /// A jump series drowns its jumper only when it both starts and ends on `drown` cells
    /// (standard Congo, AMB-CONGO-3), instead of on two stops in a row there (the article).
    pub chain_drown_ends: bool,
    /// With only one of these pieces per side left (and nothing else), the side to move wins if it
    /// can capture the other, else the game is drawn (Congo's two lions).
    pub duel: Vec<usize>,
}

impl Rules {
    /// The draws that end a game by themselves under [`Rules::draw_rules`]: how many times a
    /// position must occur, and how many moves per side without a capture or a pawn move (0:
    /// never). Under FIDE's claimed draws these are the fifth occurrence and 75 moves.
    pub fn automatic_draws(&self) -> (u32, u32) {
        match self.draw_rules {
            DrawRules::SourceAutomatic => (self.repetition, self.move_rule),
            DrawRules::FideClaim => (if self.repetition > 0 { 5 } else { 0 }, self.move_rule * 3 / 2),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Value::Win => "win",
            Value::Loss => "loss",
            Value::Draw => "draw",
            Value::Quarter => "quarter",
        })
    }
}
