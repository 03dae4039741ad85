//! Mangled position strings and moves for any game of the game interface.

use super::Rng;
use fairyboard::game::{self, Origin};

/// Mangles each base string 3000 times (one to three characters replaced, removed or inserted from
/// `alphabet`) and opens every game of `ids` on the result. An accepted string must round-trip
/// through the position writer; its actions must list and a move made of its first `cut`
/// characters must be refused or played, never panic. Returns how many strings were accepted.
pub fn open_mangled(ids: &[&str], bases: &[&str], alphabet: &str, cut: usize) -> usize {
    let mut rng = Rng::new(0x5eed);
    let alphabet: Vec<char> = alphabet.chars().collect();
    let mut accepted = 0;
    for i in 0..3000 {
        let mut text: Vec<char> = bases[i % bases.len()].chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(text.len());
            match rng.below(3) {
                0 => text[at] = alphabet[rng.below(alphabet.len())],
                1 => {
                    text.remove(at);
                }
                _ => text.insert(at, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text: String = text.into_iter().collect();
        for id in ids {
            if let Ok(mut g) = game::open(id, Some(&text)) {
                accepted += 1;
                let again = game::open(id, Some(&g.position())).unwrap_or_else(|e| panic!("{id} {text}: {e}"));
                assert_eq!(again.position(), g.position(), "{text}");
                g.actions(Origin::All, None).unwrap();
                let _ = g.play(&text[..text.char_indices().nth(cut).map_or(text.len(), |(i, _)| i)]);
            }
        }
    }
    accepted
}
