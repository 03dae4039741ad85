mod common;
use common::slow::Slow;
use fairyboard::Game;
#[test]
fn probe() {
    let f = "5k4/10/10/10/10/qPR7/10/10/10/K9 w - - 0 1";
    let mut g = Game::new("trojan", Some(f)).unwrap();
    let mut m = g.legal_moves(); m.sort(); println!("engine {m:?}");
    let f2 = "5k4/10/10/10/10/1PR7/10/10/10/K9 w - - 0 1";
    let mut g = Game::new("trojan", Some(f2)).unwrap();
    let mut m = g.legal_moves(); m.sort();
    println!("no queen: {:?}", m);
    let f3 = "5k4/10/10/10/10/10/10/10/1K8/10 b - - 0 1";
    let g = Game::new("trojan", Some(f3));
    println!("K on b2 black to move: {:?}", g.map(|mut g| (g.in_check(), g.legal_moves())));
    let f4 = "5k4/10/10/10/10/10/10/10/1K8/10 w - - 0 1";
    let g = Game::new("trojan", Some(f4));
    println!("K on b2 white to move: in_check {:?}", g.map(|g| g.in_check()));
    let s = Slow::new("doubletrojan");
    println!("{:?}", s.v.rules.castling);
    println!("{:?} {:?}", s.v.rules.castling_king, s.v.rules.castling_rooks);
    let p = s.pos_from_fen("11k8/20/20/20/20/20/20/20/20/20/20/R4R5K2R4R w AFOT - 0 1");
    println!("{:?}", p.castling);
    let mut g = Game::new("doubletrojan", Some("11k8/20/20/20/20/20/20/20/20/20/20/R4R5K2R4R w AFOT - 0 1")).unwrap();
    let m: Vec<String> = g.legal_moves().into_iter().filter(|m| m.starts_with("l1")).collect();
    println!("engine l1: {m:?}");
}
