//! The game interface (src/game): action kinds agree with the board, ids and strings agree,
//! labels and side names come from the variant data, every outcome reason has a text, and every
//! built-in variant (start, alternative starts, options) loads.

use fairyboard::game::{outcome_sentence, ActionKind, GameInterface, Origin};
use fairyboard::pieces::Color;
use fairyboard::{variants, Game, Outcome, Reason};

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn side_of(token: &str) -> Color {
    if token.chars().find(|c| c.is_ascii_alphabetic()).is_some_and(|c| c.is_ascii_uppercase()) {
        Color::White
    } else {
        Color::Black
    }
}

/// Every action of the position: its string is a legal move, its id plays the same move, and its
/// kind agrees with what stands on the board (a capture takes an enemy on each captured cell).
fn check_actions(g: &mut Game, ctx: &str) {
    let actions = GameInterface::actions(g, Origin::All, None).unwrap();
    let mut strings: Vec<String> = actions.iter().map(|a| a.notation.clone()).collect();
    strings.sort();
    strings.dedup();
    assert_eq!(strings, g.legal_moves(), "{ctx}: action strings = legal moves");
    let us = g.turn();
    for a in &actions {
        for c in &a.captures {
            let t = g.token_at(c).unwrap().unwrap_or_else(|| panic!("{ctx}: {} captures empty {c}", a.notation));
            assert_ne!(side_of(&t), us, "{ctx}: {} captures an own piece on {c}", a.notation);
        }
        assert_eq!(a.kind.is_capture(), !a.captures.is_empty(), "{ctx}: {} kind {:?}", a.notation, a.kind);
        if a.kind == ActionKind::EnPassant {
            assert_eq!(g.token_at(&a.to).unwrap(), None, "{ctx}: en passant onto an empty cell");
        }
        if a.kind == ActionKind::Quiet {
            assert!(
                g.token_at(&a.to).unwrap().is_none() || a.from.as_deref() == Some(a.to.as_str()),
                "{ctx}: quiet {} onto a piece",
                a.notation
            );
        }
        match &a.from {
            Some(f) => assert!(a.notation.starts_with(f.as_str()), "{ctx}: {} from {f}", a.notation),
            None => assert_eq!(a.kind, ActionKind::Drop, "{ctx}: only drops have no origin"),
        }
        let mut h = g.clone();
        let by_id = h.play_id(a.id).unwrap();
        let mut k = g.clone();
        assert_eq!(by_id, k.play(&a.notation).unwrap(), "{ctx}: id {} = {}", a.id, a.notation);
        assert_eq!(h.fen(), k.fen(), "{ctx}: {}", a.notation);
    }
    // Asking per cell gives the same actions as the full list.
    let mut per_cell = 0;
    for a in &actions {
        if let Some(f) = &a.from {
            let from = GameInterface::actions(g, Origin::Cell(f), None).unwrap();
            assert!(from.iter().any(|b| b.notation == a.notation), "{ctx}: {} from {f}", a.notation);
            per_cell += 1;
        }
    }
    assert!(per_cell <= actions.len());
}

#[test]
fn actions_agree_with_the_board_in_random_games_of_every_variant() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for id in variants::builtin_ids() {
        let mut g = Game::new(id, None).unwrap();
        let mut kinds = std::collections::HashSet::new();
        for ply in 0..24 {
            let ctx = format!("{id} ply {ply} {}", g.fen());
            check_actions(&mut g, &ctx);
            let actions = GameInterface::actions(&mut g, Origin::All, None).unwrap();
            if actions.is_empty() || g.outcome().is_some() {
                break;
            }
            kinds.extend(actions.iter().map(|a| a.kind));
            // Prefer captures now and then, so capture kinds occur.
            let caps: Vec<_> = actions.iter().filter(|a| a.kind.is_capture()).collect();
            let a = if !caps.is_empty() && rng.below(2) == 0 {
                caps[rng.below(caps.len())].clone()
            } else {
                actions[rng.below(actions.len())].clone()
            };
            g.play_id(a.id).unwrap();
        }
        assert!(kinds.contains(&ActionKind::Quiet) || kinds.contains(&ActionKind::Drop), "{id}: {kinds:?}");
    }
}

#[test]
fn en_passant_castling_and_drops_have_their_kinds() {
    let mut g = Game::new("chess", Some("4k3/8/8/4Pp2/8/8/8/R3K2R w KQ f6 0 1")).unwrap();
    let a = GameInterface::actions(&mut g, Origin::Cell("e5"), None).unwrap();
    let ep = a.iter().find(|a| a.notation == "e5f6").unwrap();
    assert_eq!(ep.kind, ActionKind::EnPassant);
    assert_eq!(ep.captures, vec!["f5".to_string()]);
    let k = GameInterface::actions(&mut g, Origin::Cell("e1"), None).unwrap();
    let castles: Vec<_> = k.iter().filter(|a| a.kind == ActionKind::Castle).map(|a| a.notation.as_str()).collect();
    assert_eq!(castles, vec!["e1c1", "e1g1"]);
    let mut z = Game::new("crazyhouse", Some("4k3/8/8/8/8/8/8/4K3[Qn] w - - 0 1")).unwrap();
    let drops = GameInterface::actions(&mut z, Origin::Hand("q"), None).unwrap();
    assert_eq!(drops.len(), 62);
    assert!(drops.iter().all(|a| a.kind == ActionKind::Drop && a.drop.as_deref() == Some("Q") && a.from.is_none()));
    // Black's knight is not White's to drop.
    assert!(GameInterface::actions(&mut z, Origin::Hand("n"), None).unwrap().is_empty());
    // A hand piece's drops include those of its other face (Kyoto shogi drops a knight in hand as
    // a knight or as a gold general, `+N@d4`).
    let mut k = Game::new("kyotoshogi", Some("3s1/+p+Sk2/5/2N2/+LKl1P[N] w - - 3 7")).unwrap();
    let on_d4: Vec<_> = GameInterface::actions(&mut k, Origin::Hand("N"), None)
        .unwrap()
        .into_iter()
        .filter(|a| a.target == "d4")
        .map(|a| (a.notation, a.drop))
        .collect();
    assert_eq!(on_d4, vec![("N@d4".to_string(), Some("N".to_string())), ("+N@d4".to_string(), Some("+N".to_string()))]);
    // Promotion choices carry the piece.
    let mut p = Game::new("chess", Some("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    let promos: Vec<_> = GameInterface::actions(&mut p, Origin::Cell("b7"), None)
        .unwrap()
        .into_iter()
        .filter_map(|a| a.promotion)
        .collect();
    assert_eq!(promos.len(), 4);
    assert!(promos.iter().all(|t| t.chars().all(|c| c.is_ascii_uppercase())), "{promos:?}");
}

#[test]
fn the_side_not_to_move_can_be_asked() {
    let mut g = Game::new("chess", None).unwrap();
    let black = GameInterface::actions(&mut g, Origin::Cell("g8"), Some(Color::Black)).unwrap();
    let mut m: Vec<_> = black.iter().map(|a| a.notation.as_str()).collect();
    m.sort();
    assert_eq!(m, vec!["g8f6", "g8h6"]);
    assert!(GameInterface::actions(&mut g, Origin::Cell("g8"), None).unwrap().is_empty());
    assert_eq!(g.turn(), Color::White, "asking changes nothing");
}

#[test]
fn labels_are_the_boards_own() {
    let cases = [
        ("chushogi", "f3", "7j"),
        ("shogi", "c7", "7c"),
        ("quadtrojan", "k20", "λ20"),
        ("trojan", "e5", "ε5"),
        ("xiangqi", "e5", "5-5"),
        ("chess", "e4", "e4"),
    ];
    for (id, sq, want) in cases {
        let g = Game::new(id, None).unwrap();
        assert_eq!(g.label(sq).unwrap(), want, "{id} {sq}");
        let cells = g.cells();
        assert!(cells.iter().any(|c| c.name == sq && c.label == want), "{id}: cells() carries the label");
    }
}

#[test]
fn article_shogi_square_names_are_row_letter_then_column_number() {
    use fairyboard::variants::SquareNames::{Labels, RowColumn};
    // Article 003 §24.2: light's king a5, bishop b2, rook b8; dark's rook h2, bishop h8.
    let g = Game::new("shogi", None).unwrap();
    for (sq, article) in [("e1", "a5"), ("b2", "b2"), ("h2", "b8"), ("b8", "h2"), ("h8", "h8"), ("a1", "a1")] {
        assert_eq!(g.label_as(sq, RowColumn).unwrap(), article, "{sq}");
    }
    assert_eq!(g.label_as("e1", Labels).unwrap(), "5i");
    assert_eq!(g.label("e1").unwrap(), "5i", "the variant's default stays Japanese");
    // Minishogi §17: light's king a1, gold a2, silver a3, bishop a4, rook a5, pawn b1.
    let m = Game::new("minishogi", None).unwrap();
    for (sq, article, piece) in [
        ("a1", "a1", 'K'),
        ("b1", "a2", 'G'),
        ("c1", "a3", 'S'),
        ("d1", "a4", 'B'),
        ("e1", "a5", 'R'),
        ("a2", "b1", 'P'),
    ] {
        assert_eq!(m.label_as(sq, RowColumn).unwrap(), article, "{sq}");
        assert_eq!(m.piece_at(sq).unwrap().map(|(l, _)| l.to_ascii_uppercase()), Some(piece), "{sq}");
    }
    // The square's name is what its rank's and file's edge labels say, in that order.
    for id in ["shogi", "minishogi", "yarishogi", "torishogi", "chushogi"] {
        let v = variants::builtin(id).unwrap();
        let geo = &v.geometry;
        for c in 0..geo.cells() {
            let want = format!("{}{}", v.rank_label(geo.rank(c), RowColumn), v.file_label(geo.file(c), RowColumn));
            assert_eq!(v.square_label(c, RowColumn), want, "{id} {}", geo.square_name(c));
            let want = format!("{}{}", v.file_label(geo.file(c), Labels), v.rank_label(geo.rank(c), Labels));
            assert_eq!(v.square_label(c, Labels), want, "{id} {}", geo.square_name(c));
        }
    }
}

/// Article 003 names xiangqi's points a1–i10 (§11.1, §11.3: chariots a1 and i1), where the board's
/// own labels are WXF's file numbers: the `names` scheme shows each cell's own name at the edges.
#[test]
fn square_names_may_be_the_cells_own_names_whatever_the_labels() {
    use fairyboard::variants::SquareNames::{Labels, Names};
    for id in ["xiangqi", "shogi", "omega", "trojan", "chushogi"] {
        let v = variants::builtin(id).unwrap();
        let geo = &v.geometry;
        for c in (0..geo.cells()).filter(|&c| geo.is_present(c)) {
            assert_eq!(v.square_label(c, Names), geo.square_name(c), "{id}");
        }
    }
    let g = Game::new("xiangqi", None).unwrap();
    assert_eq!(g.label_as("a1", Names).unwrap(), "a1");
    assert_eq!(g.label_as("i10", Names).unwrap(), "i10");
    assert_ne!(g.label_as("a1", Labels).unwrap(), "a1", "the variant's own labels are WXF's");
}

#[test]
fn side_names_come_from_the_variant() {
    for (id, names) in [("chess", ["White", "Black"]), ("xiangqi", ["Red", "Black"]), ("shogi", ["Sente", "Gote"])] {
        let g = Game::new(id, None).unwrap();
        assert_eq!(GameInterface::side_names(&g), names.map(String::from), "{id}");
    }
    let mut g = Game::new("xiangqi", Some("3k5/4R4/3R5/9/9/9/9/9/9/4K4 b - - 0 1")).unwrap();
    let o = g.outcome().expect("mate");
    assert_eq!(outcome_sentence(&g, &o), "Red wins — checkmate.");
}

#[test]
fn every_outcome_reason_has_its_own_text() {
    let g = Game::new("chess", None).unwrap();
    let mut seen = std::collections::HashSet::new();
    for reason in Reason::ALL {
        let t = g.outcome_text(&Outcome { winner: None, reason });
        assert!(!t.is_empty() && seen.insert(t.clone()), "{reason:?}: {t}");
    }
    assert_eq!(g.outcome_text(&Outcome { winner: None, reason: Reason::MoveRule }), "50-move rule");
}

#[test]
fn check_cells_name_the_royal_in_check() {
    let g = Game::new("chess", Some("4k3/8/8/8/8/8/8/4K2r w - - 0 1")).unwrap();
    assert_eq!(g.check_squares(), vec!["e1".to_string()]);
    let quiet = Game::new("chess", None).unwrap();
    assert!(quiet.check_squares().is_empty());
}

#[test]
fn every_builtin_variant_its_starts_and_options_load() {
    for id in variants::builtin_ids() {
        let v = variants::shared(id).unwrap();
        Game::new(id, None).unwrap_or_else(|e| panic!("{id}: start: {e}"));
        for (label, fen) in &v.alt_starts {
            Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id}: alternative start '{label}': {e}"));
        }
        for o in &v.options {
            let with = format!("{id}+{}", o.name);
            // An option may be refused only with a clear message (exclusive pairs are combinations).
            if let Err(e) = Game::new(&with, None) {
                panic!("{with}: {e}");
            }
        }
    }
}

#[test]
fn games_of_one_variant_share_compiled_tables() {
    // The second board of a variant must not recompile: it is much faster than the first
    // compile of a fresh variant key would be. Checked structurally: both games agree and the
    // registry hands out one definition.
    let a = variants::shared("chushogi").unwrap();
    let b = variants::shared("chushogi").unwrap();
    assert!(std::sync::Arc::ptr_eq(&a, &b));
}

/// A goal reached says what reached it, naming the piece, where "goal reached" said nothing: the
/// king or lion taken, two lone lions (the side to move takes), a push that exposed the pusher's
/// own king (Avalanche), a lion safe on the far rank (dobutsu).
#[test]
fn a_goal_reached_says_what_reached_it() {
    let sentence = |id: &str, fen: &str, moves: &[&str]| {
        let mut g = Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id}: {e}"));
        for m in moves {
            g.play(m).unwrap_or_else(|e| panic!("{id} {m}: {e}"));
        }
        let o = g.outcome().unwrap_or_else(|| panic!("{id}: over"));
        assert_eq!(o.reason, Reason::Goal, "{id}");
        outcome_sentence(&g, &o)
    };
    assert_eq!(sentence("congo", "3l3/7/2Z4/7/7/7/3L3 w - - 0 1", &["c5d7"]), "White wins — lion captured.");
    // The elephant drowns in the river (two turns there), leaving two lone lions on an open file.
    assert_eq!(
        sentence("congo", "3l3/7/7/7/7/7/E2L3 w - - 0 1", &["a1a2", "d7d6", "a2a4", "d6d7", "d1d2"]),
        "Black wins — lion against lion: the side to move takes."
    );
    assert_eq!(
        sentence("doublemove", "4k3/8/8/8/8/8/8/R3K3 w - - 0 3 part:1", &["a1a8", "a8e8"]),
        "White wins — king captured."
    );
    assert_eq!(sentence("dobutsu", "3/L2/2l/3[] w - - 0 1", &["a3a4"]), "Sente wins — lion reached its goal.");
}

/// Congo's river: a piece that stays in it a turn drowns, and the game says which it lost
/// (`last_losses`); in random games every loss is a piece of the mover's own that is gone, and their
/// number is what the mover's side lost on the board.
#[test]
fn congo_names_the_pieces_the_river_took() {
    // The white giraffe on a4 (in the river) stays there while the zebra moves: it drowns.
    let mut g = fairyboard::game::open("congo", Some("3l3/7/7/G6/7/7/3LZ2 w - - 0 1")).unwrap();
    g.play("e1f3").unwrap();
    let losses = g.last_losses();
    assert_eq!(losses.len(), 1, "{losses:?}");
    assert_eq!((losses[0].square.as_str(), losses[0].piece.as_str()), ("a4", "G"));
    assert_eq!(losses[0].cause, fairyboard::game::LossCause::Drowned);
    g.undo();
    assert!(g.last_losses().is_empty(), "nothing lost at the start");
    let mut seen = 0;
    for seed in 1..40u64 {
        let mut g = fairyboard::game::open("congo", None).unwrap();
        let mut rng = Rng(seed * 7919);
        for _ in 0..80 {
            let moves = g.legal_moves(None).unwrap();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            let mover = g.turn().side;
            let own =
                |g: &dyn GameInterface| g.occupants(None).into_iter().filter(|o| side_of(&o.piece) == mover).count();
            let before = own(g.as_ref());
            g.play(&moves[rng.below(moves.len())]).unwrap();
            let losses = g.last_losses();
            assert_eq!(before - own(g.as_ref()), losses.len(), "seed {seed}: {losses:?} after {:?}", g.history());
            let after = g.occupants(None);
            for l in &losses {
                assert_eq!(side_of(&l.piece), mover);
                assert!(!after.iter().any(|o| o.square == l.square && o.piece == l.piece), "{l:?} still there");
            }
            seen += losses.len();
        }
    }
    assert!(seen > 0, "no piece drowned in the random games");
}

/// A move diagram asks for a piece's moves with its side given: they are the position's even where
/// the game has ended by a rule (a knight and the two kings: a draw by insufficient material); play
/// (no side given) has none.
#[test]
fn a_diagram_shows_moves_in_a_position_drawn_by_rule() {
    let mut g = fairyboard::game::open("chess", Some("8/8/8/8/4N3/8/8/K6k w - - 0 1")).unwrap();
    assert!(g.outcome().is_some());
    assert!(g.actions(Origin::Cell("e4"), None).unwrap().is_empty());
    assert_eq!(g.actions(Origin::Cell("e4"), Some(Color::White)).unwrap().len(), 8);
    assert_eq!(g.actions(Origin::Cell("h1"), Some(Color::Black)).unwrap().len(), 3);
    assert!(g.play("e4f6").is_err(), "the game is still over for play");
}

#[test]
fn the_record_is_the_moves_played_and_the_ply_counts_them_in_every_kind_of_game() {
    // `history` is the moves played as `play` returned them, `undo` takes back the last and `ply`
    // counts them, in every built-in game (chess-shaped, stones, stacks, a bughouse board); the
    // turns are those moves, a side's moves one after another in one turn, each side the one to
    // move before its moves (the page's guarded game keeps them so: www/fairyboard.js).
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for id in variants::builtin_ids() {
        let mut g = fairyboard::game::open(id, None).unwrap();
        // The record is the moves `play` returned, less those taken back (which `undo` returns),
        // each with the side to move before it.
        let mut played: Vec<(Color, String)> = Vec::new();
        let check = |g: &dyn GameInterface, played: &[(Color, String)], at: &str| {
            let moves: Vec<String> = played.iter().map(|(_, m)| m.clone()).collect();
            assert_eq!(g.history(), moves, "{id} {at}");
            assert_eq!(g.ply(), played.len(), "{id} {at}");
            let mut turns: Vec<(Color, Vec<String>)> = Vec::new();
            for (side, m) in played {
                match turns.last_mut() {
                    Some((s, ms)) if s == side => ms.push(m.clone()),
                    _ => turns.push((*side, vec![m.clone()])),
                }
            }
            let theirs: Vec<(Color, Vec<String>)> = g.history_turns().into_iter().map(|t| (t.side, t.moves)).collect();
            assert_eq!(theirs, turns, "{id} {at}");
        };
        check(g.as_ref(), &played, "at the start");
        for step in 0..10 {
            let moves = g.legal_moves(None).unwrap();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            let side = g.turn().side;
            played.push((side, g.play(&moves[rng.below(moves.len())]).unwrap()));
            check(g.as_ref(), &played, &format!("after move {step}"));
        }
        for step in 0..3 {
            let Some(m) = g.undo() else { break };
            assert_eq!(Some(m), played.pop().map(|(_, m)| m), "{id}: undo {step}");
            check(g.as_ref(), &played, &format!("after undo {step}"));
        }
    }
}
