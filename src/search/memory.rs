//! What a computer player keeps from one search to the next, for any game: one [`Searcher`] (its
//! transposition table, history and killers) per move type, so one player object can think about
//! every kind of game without knowing which it holds.

use std::any::Any;

use super::Searcher;

/// Searchers by move type, created on first use with the same table size.
pub struct Memory {
    tt_megabytes: usize,
    slots: Vec<Box<dyn Any>>,
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field("tt_megabytes", &self.tt_megabytes)
            .field("searchers", &self.slots.len())
            .finish()
    }
}

impl Memory {
    /// An empty memory whose searchers get transposition tables of `tt_megabytes`.
    pub fn new(tt_megabytes: usize) -> Memory {
        Memory { tt_megabytes, slots: Vec::new() }
    }

    /// The searcher for moves of type `M`, created on first use.
    pub fn searcher<M: Copy + PartialEq + std::fmt::Debug + 'static>(&mut self) -> &mut Searcher<M> {
        let at = match self.slots.iter().position(|s| s.is::<Searcher<M>>()) {
            Some(i) => i,
            None => {
                self.slots.push(Box::new(Searcher::<M>::new(self.tt_megabytes)));
                self.slots.len() - 1
            }
        };
        self.slots[at].downcast_mut::<Searcher<M>>().expect("the slot holds this type")
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        self.slots.clear();
    }
}
