//! The variant language in one table: every key a variant definition may use, with its value's
//! form, its default and a one-line description. The loader refuses keys not listed here, and the
//! key reference (docs/variant-keys.md) is generated from this table, so the two cannot drift
//! (a test compares the file with [`reference_markdown`]).

/// The part of the language a key belongs to (the reference's sections).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// Name, board, start, pieces.
    General,
    /// Castling, promotion, en passant, game ends, draws.
    Chess,
    /// Trojan / Decimal chess: in-check moves, first moves, swaps.
    Trojan,
    /// Drops, shogi promotion, confinement, the lion.
    ShogiXiangqi,
    /// TCHESS: auras, imitators, vacancies, extra FEN fields.
    Tchess,
    /// Taktika: frozen pieces and flips.
    Flips,
    /// Congo: the river, the monkey's jump series, the lions.
    Congo,
    /// Turns of several moves (double-move and progressive chess).
    Turns,
    /// Rule options switched on in the variant id.
    Options,
    /// How moves are written.
    Notation,
    /// Choices a player makes before the game.
    Setup,
    /// How the board is drawn and named.
    Display,
}

impl Group {
    /// Every group, in the order of the reference.
    pub const ALL: [Group; 12] = [
        Group::General,
        Group::Chess,
        Group::Trojan,
        Group::ShogiXiangqi,
        Group::Tchess,
        Group::Flips,
        Group::Congo,
        Group::Turns,
        Group::Options,
        Group::Notation,
        Group::Setup,
        Group::Display,
    ];

    /// The section title in the reference.
    pub fn title(self) -> &'static str {
        match self {
            Group::General => "General",
            Group::Chess => "Chess rules",
            Group::Trojan => "Trojan / Decimal chess",
            Group::ShogiXiangqi => "Shogi family and xiangqi",
            Group::Tchess => "TCHESS",
            Group::Flips => "Taktika: frozen pieces and flips",
            Group::Congo => "Congo: river, jump series, lions",
            Group::Turns => "Turns of several moves",
            Group::Options => "Rule options",
            Group::Notation => "Notation",
            Group::Setup => "Setup choices",
            Group::Display => "Display",
        }
    }
}

/// One key of the variant language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeySpec {
    /// The key as written before `=`.
    pub name: &'static str,
    /// The form of its value.
    pub value: &'static str,
    /// What holds when the key is absent.
    pub default: &'static str,
    /// What it means, in one line.
    pub doc: &'static str,
    /// Its part of the language.
    pub group: Group,
}

/// Writes the table twice: [`KEYS`] whole, and the names alone for the loader ([`is_key`]), so a
/// build that only reads variants (the wasm page module) carries no values, defaults or docs.
macro_rules! key_table {
    ($(key($group:ident, $name:literal, $value:literal, $default:literal, $doc:literal),)*) => {
        /// Every key, grouped as in the reference. Keys marked "repeatable" may appear on several
        /// lines; for the others the last line wins (so a child section overrides its parent).
        pub const KEYS: &[KeySpec] =
            &[$(KeySpec { name: $name, value: $value, default: $default, doc: $doc, group: $group },)*];
        /// The keys' names, in the order of [`KEYS`].
        const NAMES: &[&str] = &[$($name,)*];
    };
}

use Group::*;

key_table! {
    key(General, "name", "text", "the id", "Display name (a section's own: not inherited)."),
    key(General, "source", "text", "empty", "Where the rules come from (article, spec section)."),
    key(General, "status", "text", "playable", "Implementation status shown to readers."),
    key(General, "board", "WxH | hexN", "required", "Board size, e.g. `8x8`, `20x20` (at most 26 per side and 448 cells), or a hexagon `N` cells across (`hex11`: Gliński; docs/betza-hex.md)."),
    key(General, "holes", "cells", "none", "Cells absent from the board (`*` in FEN)."),
    key(General, "region", "name | cells", "none", "A named zone (repeatable); cells are squares `e4`, ranks `*3` or files `a*`."),
    key(General, "start", "FEN", "required", "The start position."),
    key(General, "game", "chess | gess | makarenko | chex", "chess", "Which implementation of the game interface plays it (`game::open`): `chess` is the data-driven engine; the others are games without fixed piece types or board (their `start` is in their own position format, and `board` and `piece` only describe the drawing)."),
    key(General, "game_rules", "words", "none", "Rule switches read by a `game` other than `chess` (its module documents them); options set them."),
    key(General, "start_alt", "Label | FEN", "none", "An alternative start offered to users (repeatable; `-` clears inherited ones)."),
    key(General, "piece", "letter | Name | Betza [| gated Betza]", "none", "A piece type (repeatable; `letter | -` removes an inherited one; Betza `none` = no moves of its own)."),
    key(General, "royal", "letters", "none", "Royal pieces: leaving one in check is illegal, mate ends the game."),
    key(General, "royal_mode", "any | all", "any", "With several royals: check when any is attacked, or only when one move could take all."),
    key(General, "pawns", "letters", "none", "Pawn types: promotion, double steps, en passant."),
    key(General, "value", "token centipawns", "estimated from the moves", "A piece's value for the computer opponent, replacing its estimate (repeatable; `-` clears)."),
    key(Chess, "castling_pieces", "king rook…", "none", "The castling king's letter, then the rooks' (`-`: no castling)."),
    key(Chess, "castling", "rookfile:kingto:rookto[:white|black] …", "none", "Castling entries: the rook's start file and the king's and rook's destination files (for one side only with `:white` / `:black`). Castling follows Chess960 (king and rook may start anywhere on the rank): a rook on another file uses the one entry on its side of the king; where a side has several entries, such a right is refused."),
    key(Chess, "promotion", "letters", "none", "Pieces a pawn may promote to."),
    key(Chess, "promotion_ranks", "ranks", "none", "Ranks (counted from the promoting side) where a pawn may promote."),
    key(Chess, "promotion_mandatory", "ranks", "the last rank", "Ranks where promotion is compulsory (must be among `promotion_ranks`)."),
    key(Chess, "promotion_limit", "none | lost | vacancy", "none", "Promote only to pieces the side has lost, or to its vacancy pool."),
    key(Chess, "promotion_optional", "letters", "none", "Pawn types that may stay unpromoted on the last rank."),
    key(Chess, "promotion_empty_pool", "stay | forbid", "forbid", "With `vacancy`: a pawn with nothing to promote to stays, or may not move there."),
    key(Chess, "promotion_cells", "cells", "none", "White's promotion cells, compulsory (Black's are their mirror images): boards whose last rank is no rank, as the hexagon's."),
    key(Chess, "promotion_choice", "letter | ranks | pieces", "none", "On arriving on these ranks (from the promoting side) that pawn type may become only these pieces (repeatable)."),
    key(Chess, "promotion_zone", "letter | white ranks | black ranks", "none", "Absolute ranks where that pawn type promotes, overriding `promotion_ranks` (repeatable)."),
    key(Chess, "en_passant", "true | false | turn", "true", "Pawns' multi-steps may be taken en passant; `turn`: those of the opponent's whole last turn (not moved since), by the first move of a turn only (progressive chess)."),
    key(Chess, "en_passant_steps", "lengths", "every multi-step of a first move", "Lengths of straight pawn advances that may be taken en passant, on the first move or later (Great Outer chess: `2`)."),
    key(Chess, "must_capture", "true | false", "false", "A capture must be made when one is possible (losing chess)."),
    key(Chess, "checkmate", "win | loss | draw", "loss", "The result for the side to move when it is mated."),
    key(Chess, "stalemate", "win | loss | draw | quarter", "draw", "The result for the side to move when it has no move and is not in check (`quarter`: it scores ¼, the other side ¾, as Gliński scored it)."),
    key(Chess, "extinction", "win | loss | draw | none", "none", "The result for the side to move when it has no pieces left."),
    key(Chess, "extinction_types", "letters", "none", "A side that has lost all pieces of these types (board and hand) loses."),
    key(Chess, "flag", "letter | white region | black region", "none", "A flag piece standing safe on its target region wins (dobutsu's lion)."),
    key(Chess, "repetition", "count", "3", "The same position this many times ends the game (0: never; else at least 2)."),
    key(Chess, "perpetual_check", "loss | draw", "draw", "On a repetition, a side that checked with every move of the cycle loses."),
    key(Chess, "check_limit", "count", "0", "The most consecutive checks one piece may give while the defender moves only one piece: the next is illegal (xiangqi's 4th check; 0: no limit; the FEN then has a last field `checks:w3e5e9` while a run goes on)."),
    key(Chess, "chase_illegal", "true | false", "false", "A move that would repeat a position for the `repetition`-th time is illegal if every move of its side in the cycle attacked the same unprotected non-royal enemy piece (xiangqi's perpetual chase)."),
    key(Chess, "move_rule", "moves", "50", "Moves per side without capture or pawn move that end the game (0: never)."),
    key(Chess, "move_rule_pieces", "letters", "the pawns", "The types whose moves restart the `move_rule` count, as a capture does (`-`: none)."),
    key(Chess, "insufficient_material", "chess | bare | none | bishops_apart", "none", "Draw when neither side can mate (chess material; read as bare on a board with a cell of fewer than three neighbours, where a lone knight or bishop can mate), when both have only royals (bare), or when each side has bishops alone on squares of opposite colours, which can never capture each other (bishops_apart: French chess)."),
    key(Chess, "draw_rules", "automatic | claim", "automatic", "Repetition and move rule end the game at once (the source), or at FIDE's automatic limits (5-fold, 75 moves)."),
    key(Trojan, "check_moves", "letter | Betza", "none", "The moves a piece has while its side is in check (repeatable)."),
    key(Trojan, "first_move", "rank | cells | tracked", "rank", "First moves from the type's start ranks, from any cell where it starts, or tracked per piece (a 7th FEN field)."),
    key(Trojan, "swap", "cell cell [| between-letter] [| white|black]", "none", "Two unmoved pieces that may exchange places (repeatable)."),
    key(Trojan, "pawn_swap", "piece-letter pawn-letter", "none", "That piece and an adjacent own pawn may exchange places (the sergeant–pawn swap; repeatable; `-` clears)."),
    key(ShogiXiangqi, "drops", "true | false", "false", "Captured pieces go to the captor's hand and may be dropped."),
    key(ShogiXiangqi, "promotion_style", "chess | shogi | chu", "chess", "Promotion as in chess, shogi (optional in the zone, `+` types) or chu shogi."),
    key(ShogiXiangqi, "decline_waits_last_rank", "letters", "none", "With `promotion_style = chu`: these types, once they declined promotion on entering the zone, promote only on reaching the last rank, not by capturing within the zone (chu's pawn)."),
    key(ShogiXiangqi, "immobility_illegal", "true | false", "false", "No move or drop may leave a piece that could never move again."),
    key(ShogiXiangqi, "drop_no_doubled", "letters", "none", "No drop of these pieces on a file holding an own unpromoted one (nifu)."),
    key(ShogiXiangqi, "drop_no_doubled_count", "count", "1", "How many per file `drop_no_doubled` allows."),
    key(ShogiXiangqi, "drop_mate_illegal", "letters", "none", "Dropping these pieces to give mate is illegal."),
    key(ShogiXiangqi, "no_drop", "letter | ranks", "none", "Ranks (from the dropping side) where that piece may not be dropped (repeatable)."),
    key(ShogiXiangqi, "mandatory_piece_promotion", "true | false", "false", "Pieces (not only pawns) must promote when they could never move otherwise."),
    key(ShogiXiangqi, "flip_every_move", "true | false", "false", "Every move turns the piece over (kyoto shogi)."),
    key(ShogiXiangqi, "confine", "letters | white region | black region", "none", "These pieces never leave their side's region (repeatable; a later line for the same piece replaces an earlier one)."),
    key(ShogiXiangqi, "zone_moves", "letter | Betza | white region [| black region]", "none", "The moves a piece has from the cells of a region instead of its own: single leaps and slides (repeatable; one region for both sides if the second is absent; a later line for the same cells wins)."),
    key(ShogiXiangqi, "flying_general", "true | false", "false", "The royals may not face each other on an open file."),
    key(ShogiXiangqi, "lions", "letters", "none", "Lion pieces: the lion-capture rules of chu shogi (`rules::lion`); the FEN then has a last field `lion_ban` while lion rule 2 holds."),
    key(ShogiXiangqi, "lion_cheap", "letters", "none", "Pieces a lion may take from a distance regardless of protection."),
    key(ShogiXiangqi, "allow_pass", "true | false", "false", "Pieces with a step out and back may pass."),
    key(Tchess, "aura", "giver | Betza | recipients [| where [| friends|any]]", "none", "A piece lends moves to pieces beside it (repeatable; `-` clears; `rules::aura`)."),
    key(Tchess, "slide_to_end", "letters", "none", "Multi-leg slides of these types continue only from their last cell."),
    key(Tchess, "imitator", "letters", "none", "Pieces that move as the opponent's last mover (`rules::imitator`)."),
    key(Tchess, "imitator_mode", "type | vector", "type", "An imitator copies the last mover's type, or its move vector."),
    key(Tchess, "imitator_promotion", "before | after", "before", "A promoting last mover counts as the pawn, or as the promoted piece."),
    key(Tchess, "flood", "letters", "none", "Quiet moves to every empty cell reachable by king steps over empty cells."),
    key(Tchess, "state_fields", "last_mover vacancies frozen turn_part", "none", "Extra FEN fields for state the board does not show (`frozen`: a field `frozen:c1,d8`, or `-` when no piece is frozen; `turn_part`: `part:2`, the move of the turn that is next)."),
    key(Flips, "flips", "sandwich intrusion", "none", "Pieces are active or frozen (frozen ones have no moves but block); after a move, enemies along the landing cell's rank and file turn over (`rules::flips`; needs `state_fields = frozen`)."),
    key(Flips, "flip_anchor", "any | active", "any", "The own piece that closes a sandwich of contiguous enemies may be frozen, or must be active."),
    key(Flips, "flip_intrusion", "adjacent | nearest", "adjacent", "An intrusion flips the two enemies next to the landing cell, or the nearest pieces on both sides at any distance."),
    key(Flips, "flip_count", "once | each", "once", "A piece caught by several rules or directions of one move flips once, or once per catch."),
    key(Congo, "jump_chain", "letters", "none", "Pieces that capture by jumping over an adjacent enemy onto the empty cell behind it, up to ten times in one move; written from + every landing (`c3e5g3`; `special::chains`)."),
    key(Congo, "flying_capture", "letters", "none", "Pieces that capture an enemy piece of their own type along any straight line of empty cells (the Congo lions)."),
    key(Congo, "drown", "region", "none", "A piece that starts and ends its side's turn on these cells drowns; a jump series drowns on two river stops in a row (`special::river`)."),
    key(Congo, "chain_drown", "consecutive | ends", "consecutive", "A jump series drowns on two stops in a row on `drown` cells (its start counting), or when it starts and ends there."),
    key(Congo, "drown_immune", "letters", "none", "Pieces that never drown (the crocodile)."),
    key(Congo, "duel", "letters", "none", "With only one of these per side left, the side to move wins if it can capture the other, else a draw."),
    key(Options, "option", "name | Label | key = value", "none", "A rule option (repeatable per name), switched on by `+name` in the id; `a | - | exclusive = b` refuses a with b; `a+b | - | key = value` says what two options mean together."),
    key(Chess, "fog", "none | moves", "none", "Hidden information: a side sees only its own cells and where its pieces could move or capture (dark chess; `rules::fog`)."),
    key(Chess, "fog_pawn_front", "true | false", "false", "With `fog`: a pawn also sees an enemy piece straight in front of it."),
    key(Chess, "captures_to_hand", "true | false", "true", "With drops: captured pieces enter the capturer's hand; `false`: they leave the board (bughouse hands them to the partner's board; `game::bughouse`)."),
    key(Turns, "push_enemy_pawn", "true | false", "false", "The last move of a turn pushes an enemy pawn one step forward onto an empty cell (avalanche chess; `rules::push`): legal even if it exposes one's king, which then loses; the owner chooses the promotion."),
    key(Turns, "moves_per_turn", "count | growing", "1", "Moves a side makes per turn, or `growing`: the n-th turn of the game has n moves (progressive chess; `rules::turns`)."),
    key(Turns, "first_turn_moves", "count", "as moves_per_turn", "The first side's first turn (double-move chess: 1)."),
    key(Turns, "check_ends_turn", "true | false", "false", "A move that gives check ends the turn."),
    key(Turns, "turn_blocked", "stalemate | ends_turn", "stalemate", "No legal move before the turn is complete: judged as a stalemate, or the turn simply ends."),
    key(Notation, "castling_fen", "xfen | shredder", "xfen", "How a FEN writes castling rights: `K`/`Q` for the outermost rook and the file otherwise (X-FEN), or always the rook's file (Shredder-FEN). Both are read."),
    key(Notation, "remote_capture_notation", "path | target", "path", "A capture that returns to its start is written with its path (`e5f6e5`) or its target (`e5f6`)."),
    key(Setup, "start_shuffle", "letters", "none", "Numbered random start arrays, Chess960-style: the start's back rank shuffled, the first letter's pair on both colours, then each letter's pieces on free files, the castling king between its two rooks on the last three; Black mirrors White; numbered as Scharnagl numbers Chess960 (`b q n`: 0–959, 518 the standard array)."),
    key(Setup, "setup_alternatives", "type | alternative:count … | recommended per file", "none", "Pieces of the type may be replaced by the alternatives (at most count each per side; the chooser's order), the recommended one per file first (`-`: none)."),
    key(Setup, "setup_flip", "type | lowest-file-type highest-file-type", "none", "A side's pieces of the type on its lowest and highest file may become these types."),
    key(Setup, "setup_replace", "type | new-type", "none", "Every piece of the type of a side may become the new type."),
    key(Setup, "setup_stand_in", "types", "none", "One piece of a side that is neither royal nor a pawn type may be replaced by one of these types."),
    key(Display, "file_labels", "labels", "a b c …", "What the board shows along the files (moves and FEN always use a1 names; `-`: no label)."),
    key(Display, "rank_labels", "labels", "1 2 3 …", "What the board shows along the ranks (`-`: no label)."),
    key(Display, "file_labels_top", "labels", "none", "File labels above the board, where the second player counts differently (xiangqi)."),
    key(Display, "board_style", "squares | intersections | quadrants | grid", "squares", "Chequered squares, points where lines cross (xiangqi), TCHESS's four quadrants, or one colour with grid lines (Gess)."),
    key(Display, "san_squares", "names | labels", "names", "How SAN in the move list names squares: by their a1 names, or by the board's labels (`file_labels`, `rank_labels`, `cell_labels`; Omega's `b2`, `w1`). Move strings, FEN and records (PGN, which reads either) always use a1 names."),
    key(Display, "piece_style", "western | shogi | xiangqi | tchess | discs", "western", "How pieces are drawn."),
    key(Display, "labels", "token:label …", "none", "Labels drawn on tokens instead of the FEN letter (`s:PS`)."),
    key(Display, "kanji", "token:label … (label: both sides, or first/second)", "none", "The characters printed on tokens as their players know them, one or two per piece (`k:玉/王 p:歩 +p:と`); pieces without one keep their letters. Drawn from outlines shipped with the library (src/render/cjk.rs), so they look the same without CJK fonts."),
    key(Display, "piece_labels", "kanji | letters", "kanji if the variant has `kanji`, else letters", "What tokens print by default: the `kanji` characters or the Latin letters; a board may choose either (the view's `pieceLabels`)."),
    key(Display, "star_points", "lines", "none", "With `board_style = grid`: a dot where each listed grid line crosses each other listed line, lines counted in cells from the board's edge on both axes (shogi's `3 6`: the four corners of the central 3x3; chu shogi's `4 8`)."),
    key(Display, "cell_labels", "square:label …", "none", "The board's own names of single cells, replacing file + rank label (Omega's `a1:w1`)."),
    key(Display, "frame", "cell cell", "none", "A frame of dots around the rectangle from lower-left to upper-right."),
    key(Display, "marks", "dots | arrows", "dots", "How move targets are drawn: dots and diamonds, or arrows along slides (TCHESS)."),
    key(Display, "notation", "san | shogi | xiangqi | labels", "san", "How the move list writes moves for players: SAN, Western shogi notation (Japanese, KIF style, as an option), WXF (Chinese as an option), or the move strings in the board's own labels (Gess's article coordinates); coordinates are always offered (`notation::written`)."),
    key(Display, "square_names", "labels | row-column", "labels", "How readers see squares named, at the edges and in text: the variant's labels (file then rank), or row letter then column number (article 003's shogi scheme, AMB-SHOGI-2: the letter the rank from the first player's side, the number the file from its left); a board may choose either (`data-square-names`)."),
    key(Display, "side_names", "first second", "White Black", "The sides as the game names them (Red Black, Sente Gote)."),
}

/// Whether the language has this key (the names alone: no docs are kept for this).
pub fn is_key(name: &str) -> bool {
    NAMES.contains(&name)
}

/// The key a misspelt `name` most likely meant: the nearest at most two edits away (for a page's
/// own definitions; the built-in data has no unknown keys).
#[cfg(feature = "page-variants")]
pub fn nearest_key(name: &str) -> Option<&'static str> {
    let edits = |a: &str, b: &str| {
        let b: Vec<char> = b.chars().collect();
        let mut row: Vec<usize> = (0..=b.len()).collect();
        for (i, ca) in a.chars().enumerate() {
            let mut next = vec![i + 1];
            for (j, &cb) in b.iter().enumerate() {
                next.push((row[j + 1] + 1).min(next[j] + 1).min(row[j] + usize::from(ca != cb)));
            }
            row = next;
        }
        row[b.len()]
    };
    // Lengths more than two apart are more than two edits apart: a long hostile name is not walked.
    let len = name.chars().count();
    NAMES
        .iter()
        .filter(|k| k.len().abs_diff(len) <= 2)
        .map(|&k| (edits(name, k), k))
        .filter(|&(d, _)| d <= 2)
        .min()
        .map(|(_, k)| k)
}

/// The spec of a key, if the language has it.
pub fn spec(name: &str) -> Option<&'static KeySpec> {
    KEYS.iter().find(|k| k.name == name)
}

/// The key reference in Markdown (the content of docs/variant-keys.md).
pub fn reference_markdown() -> String {
    let mut s = String::from(
        "# The variant language: every key\n\n\
         Generated from `src/variants/keys.rs` (a test keeps this file equal to it; \
         `UPDATE_DOCS=1 cargo test --test variant_keys` rewrites it).\n\n\
         A variant is an INI section `[id]` or `[id:parent]` (inheriting every key of `parent`), one \
         `key = value` per line; `#` or `;` starts a comment line. For keys that are not repeatable \
         the last line wins.\n",
    );
    for g in Group::ALL {
        s.push_str(&format!("\n## {}\n\n| key | value | default | meaning |\n|---|---|---|---|\n", g.title()));
        for k in KEYS.iter().filter(|k| k.group == g) {
            let cell = |t: &str| t.replace('|', "\\|");
            s.push_str(&format!("| `{}` | {} | {} | {} |\n", k.name, cell(k.value), cell(k.default), cell(k.doc)));
        }
    }
    s
}
