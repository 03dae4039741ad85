//! The engine work article 000's boards cause, natively, for instruction counts of what the page
//! module spends on them: each variant built, its tables compiled, a game opened and its outcome
//! read, one move diagram. `valgrind --tool=callgrind target/release/examples/page_engine_work`
//! (built with `cargo build --release --no-default-features --example page_engine_work`: one
//! square-set width, as the page module).
fn main() {
    let ids = ["trojan", "newdecimal-small", "doubletrojan", "quadtrojan", "newdecimal", "newdecimal2", "greatdecimal"];
    for id in ids {
        let v = fairyboard::variants::shared(id).expect("a built-in variant");
        let mut g = fairyboard::Game::from_shared(v.clone(), None).expect("its start position");
        let outcome = g.outcome();
        let targets = fairyboard::Game::diagram(&v, 'Q', "e4").map(|t| t.len()).unwrap_or(0);
        println!("{id}: outcome {outcome:?}, queen on e4 reaches {targets} squares");
    }
}
