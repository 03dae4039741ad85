//! A board's background (its cells, and on a square board the coordinates around them) kept as
//! an image per board, canvas size and orientation, shared by the page's boards: a page of
//! diagrams of one variant, or of variants on the same board (the 8x8 games of article 003), draws
//! the background once and copies it (one copy instead of a hundred canvas calls, among them the
//! coordinates' texts, the dearest to draw).

use std::cell::RefCell;
use std::sync::Arc;

use web_sys::HtmlCanvasElement;

use crate::variants::{SquareNames, Variant};

/// What a background depends on (sizes and the device pixel ratio as bits).
#[derive(Debug, Clone)]
pub(crate) struct Key {
    /// The variant whose board it is: variants whose boards look alike share (see [`same_board`]).
    pub variant: Arc<Variant>,
    /// The board's cells across and up (a board that grows with its pieces changes them).
    pub cells: (usize, usize),
    pub css: (u64, u64),
    pub dpr: u64,
    pub flipped: bool,
    pub names: SquareNames,
    pub coordinates: bool,
}

impl PartialEq for Key {
    fn eq(&self, o: &Key) -> bool {
        (self.cells, self.css, self.dpr, self.flipped, self.names, self.coordinates)
            == (o.cells, o.css, o.dpr, o.flipped, o.names, o.coordinates)
            && (Arc::ptr_eq(&self.variant, &o.variant) || same_board(&self.variant, &o.variant))
    }
}

/// Whether two variants' boards are drawn alike: the same cells, style, star points and labels.
fn same_board(a: &Variant, b: &Variant) -> bool {
    a.board_style == b.board_style
        && a.star_points == b.star_points
        && a.file_labels == b.file_labels
        && a.rank_labels == b.rank_labels
        && a.file_labels_top == b.file_labels_top
        && a.geometry == b.geometry
}

/// At most this many backgrounds are kept (an image is as large as its board's canvas); beyond
/// it the oldest goes.
const MAX: usize = 24;

thread_local! {
    /// The backgrounds seen, most recent last: `None` drawn once (by one board), not kept yet.
    static BACKGROUNDS: RefCell<Vec<(Key, Option<HtmlCanvasElement>)>> = const { RefCell::new(Vec::new()) };
}

/// The background of `key`: `Some(Some(image))` kept, `Some(None)` drawn once before, `None`
/// never drawn.
pub(crate) fn find(key: &Key) -> Option<Option<HtmlCanvasElement>> {
    BACKGROUNDS.with(|b| b.borrow().iter().rev().find(|(k, _)| k == key).map(|(_, image)| image.clone()))
}

/// Records that the background of `key` was drawn (`None`) or its image.
pub(crate) fn remember(key: Key, image: Option<HtmlCanvasElement>) {
    BACKGROUNDS.with(|b| {
        let mut b = b.borrow_mut();
        b.retain(|(k, _)| *k != key);
        if b.len() >= MAX {
            b.remove(0);
        }
        b.push((key, image));
    });
}
