// End-to-end test of article 003 (www/article-003.html): a Hungarian catalogue of 27 chess variants with live
// boards for shogi, chu and dai shogi, yari and tori shogi, minishogi, xiangqi, chess and the western variants in
// the engine (Capablanca, Grand, double chess, speed chess, French chess, the Maharajah and the Sepoys). Every
// board is drawn without an error, every piece diagram draws the count in its caption (the counts are those of
// the CLI, `fairyboard diagram <variant> <piece> <square>` and `fairyboard moves <variant> --fen … --square …`;
// a piece is a letter, +X, or for dai shogi a two-letter token such as (VO)), no "diagram coming" note is left,
// and the page logs no errors.
// Run: bash scripts/build-wasm.sh && node --test e2e/article003.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { t, tn } from "../www/i18n.js";
import { withPage, outDir, allDrawn, squareOnPage } from "./helpers.mjs";

const SH = (p) => `5k3/9/9/9/4${p}4/9/9/9/3K5[] w - - 0 1`;
const MS = (p) => `3k1/5/2${p}2/5/1K3[] w - - 0 1`;
const CONGO_LION = "3l3/p6/7/7/7/3L3/P6 w - - 0 1";
const XQ_BEFORE = "5k3/9/9/9/9/4P4/9/9/9/3K5 w - - 0 1";
const XQ_AFTER = "5k3/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1";
// Tori shogi as the article sets it up (AMB-TORI-2: the variant's start_alt, extra swallows c4 / e4 swapped).
const TORI_ARTICLE = "rpckcpl/3f3/sssssss/2S1s2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1";

// Starting positions (board field of the variant's start FEN).
const START = {
  bughouse: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  makarenko: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  // Chex starts on an empty 1x1 board.
  chex: "1",
  gess: "1s1s1ssssssss1s1s1/sss1s1s1ssss1s1sss/1s1s1ssssssss1s1s1/18/18/1s2s2s2s2s2s1/18/18/18/18/18/18/1S2S2S2S2S2S1/18/18/1S1S1SSSSSSSS1S1S1/SSS1S1S1SSSS1S1SSS/1S1S1SSSSSSSS1S1S1",
  capablanca: "rnbcqkabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKABNR",
  chushogi: "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL",
  daishogi:
    "ln(st)icsgkgsci(st)nl/(rc)1(cs)1(fl)1(bt)(de)(bt)1(fl)1(cs)1(rc)/1(vo)1(ab)1(ew)(ph)(ln)(kr)(ew)1(ab)1(vo)1/" +
    "r(fd)(sm)(vm)b(dh)(dk)(fk)(dk)(dh)b(vm)(sm)(fd)r/ppppppppppppppp/4(gb)5(gb)4/15/15/15/4(GB)5(GB)4/PPPPPPPPPPPPPPP/" +
    "R(FD)(SM)(VM)B(DH)(DK)(FK)(DK)(DH)B(VM)(SM)(FD)R/1(VO)1(AB)1(EW)(KR)(LN)(PH)(EW)1(AB)1(VO)1/" +
    "(RC)1(CS)1(FL)1(BT)(DE)(BT)1(FL)1(CS)1(RC)/LN(ST)ICSGKGSCI(ST)NL",
  doublemove: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  avalanche: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  progressive: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  // Dark chess: the page shows White's view, without Black's pieces.
  darkchess: "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR",
  doublechess: "rnbqrnbqkbnrqbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBQRNBQKBNRQBNR",
  french: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  grand: "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R",
  congo: "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ",
  glinski: "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1",
  renaissance: "l1q1vysd1e1l/rncbmkgabcnr/pppppppppppp/5ff5/12/12/5FF5/PPPPPPPPPPPP/RNCBAGKMBCNR/L1E1DSYV1Q1L",
  speedchess: "nqkbr/ppppp/5/PPPPP/NQKBR",
  xiangqi: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
  sepoys: "4m3/8/8/8/8/8/PPPPPPPP/RNBQKBNR",
  minishogi: "rbsgk/4p/5/P4/KGSBR",
  chess: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  shogi: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
  yarishogi: "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR",
  torishogi: "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR",
  taktika: "qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ",
};
// Taktika after d1d4: the intruded rooks c4, e4 and the sandwiched bishop d5 are frozen.
// Progressive chess (tests/progressive.rs plays both): Bb5+ ends White's series, Black has 4 moves; Black's
// series d5 and f5 are both open to White's first move, e5 has 3 moves (e6, d6 and f6 en passant).
const PROGRESSIVE_CHECK = "rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2 part:1";
const PROGRESSIVE_EP = "rnbqkbnr/4p1pp/1pp5/p2pPp2/3P4/7P/PPP2PP1/RNBQKBNR w KQkq d6,f6 0 3 part:1";
// Dark chess after 1. e4 d5, White's view: e4 has 2 moves (e5, and the capture on d5 that makes d5 seen).
// Gess, dark to move at the start: the article's c3 piece (a1 name q17) moves 5 ways; forward it stops on c5
// (`fairyboard moves gess --square q17`).
const GESS_C3 = "1s1s1ssssssss1s1s1/sss1s1s1ssss1s1sss/1s1s1ssssssss1s1s1/18/18/1s2s2s2s2s2s1/18/18/18/18/18/18/1S2S2S2S2S2S1/18/18/1S1S1SSSSSSSS1S1S1/SSS1S1S1SSSS1S1SSS/1S1S1SSSSSSSS1S1S1 b 1";
// Makarenko: the queen's parts from d1 (`fairyboard moves makarenko --square d1`: 17 moves to 8 cells); a
// knight merging onto a knight (b1c3 makes a second king; 10 moves to 8 cells, its parts too).
const MAKARENKO_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
const MAKARENKO_MERGE = "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RNBQKB1R w - - 0 1";
// Chex after seven placements: the b5 knight keeps the chain only on a3, c3, d4.
const CHEX_CHAIN = "6/1n4/1Np3/2NRP1/3r2/6 b PKQRBBPPPPPP rkqbbnppppppp";
const DARK_VIEW = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
// Double chess castling (`fairyboard moves doublechess --square i1`): g1 inner queen-side with e1, m1 outer
// king-side with p1 (the l1 rook is gone), and two king steps.
const DOUBLE_CASTLING = "rnbqrnbqkbnrqbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R3R3K6R w AEPaelp - 0 1";
// French chess after 1. e3 b5: capturing is compulsory, so the bishop's one move is Bxb5 (and White's only move).
const FRENCH_CAPTURE = "rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2";
// Avalanche chess (tests/avalanche.rs plays both): White's push is due after 1. e4; Black chooses the piece for
// the pawn White pushed onto b1.
const AVALANCHE_PUSH = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1 part:2";
const AVALANCHE_PROMOTION = "4k3/7p/8/8/8/8/8/1p2K3 b - - 0 1 part:1";
// Bughouse (tests/bughouse.rs plays the hand-over): board A after exd5, board B with the pawn in Black's hand.
const BUGHOUSE_A = "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 2";
const BUGHOUSE_B = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[p] b KQkq - 1 1";
// Double-move chess after 1. f3 e5 Qh4 (tests/doublemove.rs plays it): White's turn of two moves.
const DOUBLEMOVE_TURN = "rnb1kbnr/pppp1ppp/8/4p3/7q/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2 part:1";
const TAKTIKA_FLIP = "8/8/3Q4/3b4/2rRr3/8/8/7q b - - 1 1 frozen:c4,e4,d5";

// Every board in page order: the game's section, the figure id, the variant, and either the start position
// (setup), a lone piece on a square with the CLI's total (piece), or a FEN with a selected square and the
// number of destination squares the CLI lists (fen), or a FEN alone (a static position: position).
const BOARDS = [
  { game: "altalanos-sakk", id: "gess-setup", variant: "gess", setup: true },
  { game: "altalanos-sakk", id: "gess-c3", variant: "gess", fen: GESS_C3, select: "q17", count: 5 },
  { game: "bogarhaz", id: "bughouse-setup", variant: "bughouse", setup: true },
  { game: "bogarhaz", id: "bughouse-a", variant: "bughouse", position: BUGHOUSE_A },
  { game: "bogarhaz", id: "bughouse-b", variant: "bughouse", position: BUGHOUSE_B },
  { game: "capablanca", id: "capablanca-setup", variant: "capablanca", setup: true },
  { game: "capablanca", id: "capablanca-c", variant: "capablanca", piece: "C", square: "e4", count: 24 },
  { game: "capablanca", id: "capablanca-a", variant: "capablanca", piece: "A", square: "e4", count: 22 },
  // Chu shogi: every unpromoted piece and the promoted-only ones of the catalogue on f6 (`diagram chushogi X f6`);
  // dai shogi: the dai-only pieces on h8 (`diagram daishogi X h8`).
  { game: "csusogi-es-daisogi", id: "chushogi-setup", variant: "chushogi", setup: true },
  { game: "csusogi-es-daisogi", id: "daishogi-setup", variant: "daishogi", setup: true },
  { game: "csusogi-es-daisogi", id: "chushogi-g", variant: "chushogi", piece: "G", square: "f6", count: 6 },
  { game: "csusogi-es-daisogi", id: "chushogi-pa", variant: "chushogi", piece: "+A", square: "f6", count: 21 },
  { game: "csusogi-es-daisogi", id: "chushogi-r", variant: "chushogi", piece: "R", square: "f6", count: 22 },
  { game: "csusogi-es-daisogi", id: "chushogi-s", variant: "chushogi", piece: "S", square: "f6", count: 5 },
  { game: "csusogi-es-daisogi", id: "chushogi-pl", variant: "chushogi", piece: "+L", square: "f6", count: 22 },
  { game: "csusogi-es-daisogi", id: "chushogi-a", variant: "chushogi", piece: "A", square: "f6", count: 11 },
  { game: "csusogi-es-daisogi", id: "chushogi-x", variant: "chushogi", piece: "X", square: "f6", count: 8 },
  { game: "csusogi-es-daisogi", id: "chushogi-b", variant: "chushogi", piece: "B", square: "f6", count: 21 },
  { game: "csusogi-es-daisogi", id: "chushogi-v", variant: "chushogi", piece: "V", square: "f6", count: 13 },
  { game: "csusogi-es-daisogi", id: "chushogi-p", variant: "chushogi", piece: "P", square: "f6", count: 1 },
  { game: "csusogi-es-daisogi", id: "chushogi-k", variant: "chushogi", piece: "K", square: "f6", count: 8 },
  { game: "csusogi-es-daisogi", id: "chushogi-pe", variant: "chushogi", piece: "+E", square: "f6", count: 8 },
  { game: "csusogi-es-daisogi", id: "chushogi-i", variant: "chushogi", piece: "I", square: "f6", count: 2 },
  { game: "csusogi-es-daisogi", id: "chushogi-o", variant: "chushogi", piece: "O", square: "f6", count: 8 },
  { game: "csusogi-es-daisogi", id: "chushogi-l", variant: "chushogi", piece: "L", square: "f6", count: 6 },
  { game: "csusogi-es-daisogi", id: "chushogi-pd", variant: "chushogi", piece: "+D", square: "f6", count: 36 },
  { game: "csusogi-es-daisogi", id: "chushogi-m", variant: "chushogi", piece: "M", square: "f6", count: 13 },
  { game: "csusogi-es-daisogi", id: "chushogi-n", variant: "chushogi", piece: "N", square: "f6", count: 24 },
  { game: "csusogi-es-daisogi", id: "chushogi-pv", variant: "chushogi", piece: "+V", square: "f6", count: 32 },
  { game: "csusogi-es-daisogi", id: "chushogi-pt", variant: "chushogi", piece: "+T", square: "f6", count: 17 },
  { game: "csusogi-es-daisogi", id: "chushogi-e", variant: "chushogi", piece: "E", square: "f6", count: 7 },
  { game: "csusogi-es-daisogi", id: "chushogi-c", variant: "chushogi", piece: "C", square: "f6", count: 4 },
  { game: "csusogi-es-daisogi", id: "chushogi-d", variant: "chushogi", piece: "D", square: "f6", count: 26 },
  { game: "csusogi-es-daisogi", id: "chushogi-h", variant: "chushogi", piece: "H", square: "f6", count: 25 },
  { game: "csusogi-es-daisogi", id: "chushogi-q", variant: "chushogi", piece: "Q", square: "f6", count: 43 },
  { game: "csusogi-es-daisogi", id: "chushogi-pm", variant: "chushogi", piece: "+M", square: "f6", count: 32 },
  { game: "csusogi-es-daisogi", id: "chushogi-ph", variant: "chushogi", piece: "+H", square: "f6", count: 39 },
  { game: "csusogi-es-daisogi", id: "chushogi-pp", variant: "chushogi", piece: "+P", square: "f6", count: 6 },
  { game: "csusogi-es-daisogi", id: "chushogi-t", variant: "chushogi", piece: "T", square: "f6", count: 7 },
  { game: "csusogi-es-daisogi", id: "chushogi-f", variant: "chushogi", piece: "F", square: "f6", count: 6 },
  { game: "csusogi-es-daisogi", id: "daishogi-ab", variant: "daishogi", piece: "(AB)", square: "h8", count: 4 },
  { game: "csusogi-es-daisogi", id: "daishogi-vo", variant: "daishogi", piece: "(VO)", square: "h8", count: 8 },
  { game: "csusogi-es-daisogi", id: "daishogi-st", variant: "daishogi", piece: "(ST)", square: "h8", count: 2 },
  { game: "csusogi-es-daisogi", id: "daishogi-n", variant: "daishogi", piece: "N", square: "h8", count: 2 },
  { game: "csusogi-es-daisogi", id: "daishogi-cs", variant: "daishogi", piece: "(CS)", square: "h8", count: 4 },
  { game: "csusogi-es-daisogi", id: "daishogi-ew", variant: "daishogi", piece: "(EW)", square: "h8", count: 5 },
  { game: "csusogi-es-daisogi", id: "daishogi-fd", variant: "daishogi", piece: "(FD)", square: "h8", count: 8 },
  { game: "csusogi-es-daisogi", id: "daishogi-i", variant: "daishogi", piece: "I", square: "h8", count: 3 },
  { game: "duplalepeses-sakk", id: "doublemove-setup", variant: "doublemove", setup: true },
  { game: "duplalepeses-sakk", id: "doublemove-turn", variant: "doublemove", position: DOUBLEMOVE_TURN },
  { game: "dupla-sakk", id: "doublechess-setup", variant: "doublechess", setup: true },
  { game: "dupla-sakk", id: "doublechess-castling", variant: "doublechess", fen: DOUBLE_CASTLING, select: "i1", count: 4 },
  { game: "francia-sakk", id: "french-setup", variant: "french", setup: true },
  { game: "francia-sakk", id: "french-capture", variant: "french", fen: FRENCH_CAPTURE, select: "f1", count: 1 },
  { game: "grand-sakk", id: "grand-setup", variant: "grand", setup: true },
  { game: "grand-sakk", id: "grand-c", variant: "grand", piece: "C", square: "e5", count: 26 },
  { game: "grand-sakk", id: "grand-a", variant: "grand", piece: "A", square: "e5", count: 25 },
  { game: "gyors-sakk", id: "speedchess-setup", variant: "speedchess", setup: true },
  { game: "gyors-sakk", id: "speedchess-p", variant: "speedchess", piece: "P", square: "c2", count: 3 },
  // Gliński's hexagonal chess: the pieces on f6, the article's examples (`diagram glinski X f6`).
  { game: "hexasakk", id: "hexasakk-setup", variant: "glinski", setup: true },
  { game: "hexasakk", id: "hexasakk-r", variant: "glinski", piece: "R", square: "f6", count: 30 },
  { game: "hexasakk", id: "hexasakk-b", variant: "glinski", piece: "B", square: "f6", count: 12 },
  { game: "hexasakk", id: "hexasakk-q", variant: "glinski", piece: "Q", square: "f6", count: 42 },
  { game: "hexasakk", id: "hexasakk-n", variant: "glinski", piece: "N", square: "f6", count: 12 },
  { game: "hexasakk", id: "hexasakk-k", variant: "glinski", piece: "K", square: "f6", count: 12 },
  { game: "hsziangcsi", id: "xiangqi-setup", variant: "xiangqi", setup: true },
  { game: "hsziangcsi", id: "xiangqi-r", variant: "xiangqi", piece: "R", square: "e5", count: 17 },
  { game: "hsziangcsi", id: "xiangqi-n", variant: "xiangqi", piece: "N", square: "e5", count: 8 },
  { game: "hsziangcsi", id: "xiangqi-b", variant: "xiangqi", piece: "B", square: "e3", count: 4 },
  { game: "hsziangcsi", id: "xiangqi-a", variant: "xiangqi", piece: "A", square: "e2", count: 4 },
  { game: "hsziangcsi", id: "xiangqi-k", variant: "xiangqi", piece: "K", square: "e2", count: 4 },
  { game: "hsziangcsi", id: "xiangqi-c", variant: "xiangqi", piece: "C", square: "e5", count: 17 },
  { game: "hsziangcsi", id: "xiangqi-p-before", variant: "xiangqi", fen: XQ_BEFORE, select: "e5", count: 1 },
  { game: "hsziangcsi", id: "xiangqi-p-after", variant: "xiangqi", fen: XQ_AFTER, select: "e6", count: 3 },
  // Yari shogi: every piece and promoted token on d5, the centre of the 7x9 board (`diagram yarishogi X d5`).
  { game: "jarisogi", id: "yarishogi-setup", variant: "yarishogi", setup: true },
  { game: "jarisogi", id: "yarishogi-pr", variant: "yarishogi", piece: "+R", square: "d5", count: 14 },
  { game: "jarisogi", id: "yarishogi-r", variant: "yarishogi", piece: "R", square: "d5", count: 10 },
  { game: "jarisogi", id: "yarishogi-p", variant: "yarishogi", piece: "P", square: "d5", count: 1 },
  { game: "jarisogi", id: "yarishogi-pn", variant: "yarishogi", piece: "+N", square: "d5", count: 9 },
  { game: "jarisogi", id: "yarishogi-pb", variant: "yarishogi", piece: "+B", square: "d5", count: 9 },
  { game: "jarisogi", id: "yarishogi-pp", variant: "yarishogi", piece: "+P", square: "d5", count: 7 },
  { game: "jarisogi", id: "yarishogi-b", variant: "yarishogi", piece: "B", square: "d5", count: 6 },
  { game: "jarisogi", id: "yarishogi-n", variant: "yarishogi", piece: "N", square: "d5", count: 6 },
  { game: "jarisogi", id: "yarishogi-k", variant: "yarishogi", piece: "K", square: "d5", count: 8 },
  // Congo: every piece (`diagram congo X sq`), the lion with the other lion across an open file (`moves congo --fen … --square d2`).
  { game: "kongo", id: "congo-setup", variant: "congo", setup: true },
  { game: "kongo", id: "congo-lion", variant: "congo", fen: CONGO_LION, select: "d2", count: 9 },
  { game: "kongo", id: "congo-g", variant: "congo", piece: "G", square: "d3", count: 16 },
  { game: "kongo", id: "congo-e", variant: "congo", piece: "E", square: "d3", count: 8 },
  { game: "kongo", id: "congo-c-river", variant: "congo", piece: "C", square: "d4", count: 12 },
  { game: "kongo", id: "congo-c-land", variant: "congo", piece: "C", square: "d2", count: 9 },
  { game: "kongo", id: "congo-z", variant: "congo", piece: "Z", square: "d3", count: 8 },
  { game: "kongo", id: "congo-m", variant: "congo", piece: "M", square: "d3", count: 8 },
  { game: "kongo", id: "congo-p-before", variant: "congo", piece: "P", square: "d3", count: 3 },
  { game: "kongo", id: "congo-p-after", variant: "congo", piece: "P", square: "d5", count: 5 },
  { game: "kongo", id: "congo-s", variant: "congo", piece: "S", square: "d5", count: 11 },
  { game: "lavinasakk", id: "avalanche-setup", variant: "avalanche", setup: true },
  { game: "lavinasakk", id: "avalanche-push", variant: "avalanche", position: AVALANCHE_PUSH },
  { game: "lavinasakk", id: "avalanche-promotion", variant: "avalanche", position: AVALANCHE_PROMOTION },
  { game: "a-maharadzsa-es-a-szipojok", id: "sepoys-setup", variant: "sepoys", setup: true },
  { game: "a-maharadzsa-es-a-szipojok", id: "sepoys-m", variant: "sepoys", piece: "m", square: "d4", count: 35 },
  { game: "makarenko-sakk", id: "makarenko-setup", variant: "makarenko", setup: true },
  { game: "makarenko-sakk", id: "makarenko-split", variant: "makarenko", fen: MAKARENKO_START, select: "d1", count: 8, moves: 17 },
  { game: "makarenko-sakk", id: "makarenko-merge", variant: "makarenko", fen: MAKARENKO_MERGE, select: "b1", count: 8, moves: 10 },
  { game: "minisogi", id: "minishogi-setup", variant: "minishogi", setup: true },
  { game: "minisogi", id: "minishogi-k", variant: "minishogi", piece: "K", square: "c3", count: 8 },
  { game: "minisogi", id: "minishogi-g", variant: "minishogi", piece: "G", square: "c3", count: 6 },
  { game: "minisogi", id: "minishogi-s", variant: "minishogi", piece: "S", square: "c3", count: 5 },
  { game: "minisogi", id: "minishogi-b", variant: "minishogi", piece: "B", square: "c3", count: 8 },
  { game: "minisogi", id: "minishogi-r", variant: "minishogi", piece: "R", square: "c3", count: 8 },
  { game: "minisogi", id: "minishogi-p", variant: "minishogi", piece: "P", square: "c2", count: 1 },
  { game: "minisogi", id: "minishogi-pr", variant: "minishogi", fen: MS("+R"), select: "c3", count: 12 },
  { game: "minisogi", id: "minishogi-pb", variant: "minishogi", fen: MS("+B"), select: "c3", count: 12 },
  { game: "minisogi", id: "minishogi-ps", variant: "minishogi", fen: MS("+S"), select: "c3", count: 6 },
  { game: "minisogi", id: "minishogi-pp", variant: "minishogi", fen: MS("+P"), select: "c3", count: 6 },
  { game: "progressziv-sakk", id: "progressive-setup", variant: "progressive", setup: true },
  { game: "progressziv-sakk", id: "progressive-check", variant: "progressive", position: PROGRESSIVE_CHECK },
  { game: "progressziv-sakk", id: "progressive-en-passant", variant: "progressive", fen: PROGRESSIVE_EP, select: "e5", count: 3 },
  // Renaissance chess: the pieces beyond chess on f5 (`diagram renaissance X f5`).
  { game: "reneszansz-sakk", id: "renaissance-setup", variant: "renaissance", setup: true },
  { game: "reneszansz-sakk", id: "renaissance-f", variant: "renaissance", piece: "F", square: "f5", count: 4 },
  { game: "reneszansz-sakk", id: "renaissance-g", variant: "renaissance", piece: "G", square: "f5", count: 8 },
  { game: "reneszansz-sakk", id: "renaissance-y", variant: "renaissance", piece: "Y", square: "f5", count: 16 },
  { game: "reneszansz-sakk", id: "renaissance-s", variant: "renaissance", piece: "S", square: "f5", count: 16 },
  { game: "reneszansz-sakk", id: "renaissance-c", variant: "renaissance", piece: "C", square: "f5", count: 16 },
  { game: "reneszansz-sakk", id: "renaissance-l", variant: "renaissance", piece: "L", square: "f5", count: 8 },
  { game: "reneszansz-sakk", id: "renaissance-a", variant: "renaissance", piece: "A", square: "f5", count: 26 },
  { game: "reneszansz-sakk", id: "renaissance-m", variant: "renaissance", piece: "M", square: "f5", count: 28 },
  { game: "reneszansz-sakk", id: "renaissance-e", variant: "renaissance", piece: "E", square: "f5", count: 46 },
  { game: "reneszansz-sakk", id: "renaissance-d", variant: "renaissance", piece: "D", square: "f5", count: 31 },
  { game: "reneszansz-sakk", id: "renaissance-v", variant: "renaissance", piece: "V", square: "f5", count: 32 },
  { game: "sakk", id: "chess-setup", variant: "chess", setup: true },
  { game: "sakk", id: "chess-p", variant: "chess", piece: "P", square: "e2", count: 4 },
  { game: "sakk", id: "chess-r", variant: "chess", piece: "R", square: "d4", count: 14 },
  { game: "sakk", id: "chess-n", variant: "chess", piece: "N", square: "d4", count: 8 },
  { game: "sakk", id: "chess-b", variant: "chess", piece: "B", square: "d4", count: 13 },
  { game: "sakk", id: "chess-q", variant: "chess", piece: "Q", square: "d4", count: 27 },
  { game: "sakk", id: "chess-k", variant: "chess", piece: "K", square: "d4", count: 8 },
  { game: "sax", id: "chex-setup", variant: "chex", setup: true },
  { game: "sax", id: "chex-chain", variant: "chex", fen: CHEX_CHAIN, select: "b5", count: 3 },
  { game: "sogi", id: "shogi-setup", variant: "shogi", setup: true },
  { game: "sogi", id: "shogi-k", variant: "shogi", piece: "K", square: "e5", count: 8 },
  { game: "sogi", id: "shogi-g", variant: "shogi", piece: "G", square: "e5", count: 6 },
  { game: "sogi", id: "shogi-s", variant: "shogi", piece: "S", square: "e5", count: 5 },
  { game: "sogi", id: "shogi-n", variant: "shogi", piece: "N", square: "e3", count: 2 },
  { game: "sogi", id: "shogi-r", variant: "shogi", piece: "R", square: "e5", count: 16 },
  { game: "sogi", id: "shogi-b", variant: "shogi", piece: "B", square: "e5", count: 16 },
  { game: "sogi", id: "shogi-l", variant: "shogi", piece: "L", square: "e3", count: 6 },
  { game: "sogi", id: "shogi-p", variant: "shogi", piece: "P", square: "e3", count: 1 },
  { game: "sogi", id: "shogi-ps", variant: "shogi", fen: SH("+S"), select: "e5", count: 6 },
  { game: "sogi", id: "shogi-pn", variant: "shogi", fen: SH("+N"), select: "e5", count: 6 },
  { game: "sogi", id: "shogi-pl", variant: "shogi", fen: SH("+L"), select: "e5", count: 6 },
  { game: "sogi", id: "shogi-pp", variant: "shogi", fen: SH("+P"), select: "e5", count: 6 },
  { game: "sogi", id: "shogi-pr", variant: "shogi", fen: SH("+R"), select: "e5", count: 20 },
  { game: "sogi", id: "shogi-pb", variant: "shogi", fen: SH("+B"), select: "e5", count: 20 },
  { game: "sotet-sakk", id: "darkchess-setup", variant: "darkchess", setup: true },
  { game: "sotet-sakk", id: "darkchess-view", variant: "darkchess", fen: DARK_VIEW, select: "e4", count: 2 },
  // Taktika: the start, the three pieces on d4 (`diagram taktika X d4`), a position after a flip.
  { game: "taktika", id: "taktika-setup", variant: "taktika", setup: true },
  { game: "taktika", id: "taktika-q", variant: "taktika", piece: "Q", square: "d4", count: 27 },
  { game: "taktika", id: "taktika-r", variant: "taktika", piece: "R", square: "d4", count: 14 },
  { game: "taktika", id: "taktika-b", variant: "taktika", piece: "B", square: "d4", count: 13 },
  { game: "taktika", id: "taktika-flip", variant: "taktika", position: TAKTIKA_FLIP },
  // Tori shogi: the standard array, the article's array, every piece on d4 (`diagram torishogi X d4`).
  { game: "torisogi", id: "torishogi-setup", variant: "torishogi", setup: true },
  { game: "torisogi", id: "torishogi-article", variant: "torishogi", position: TORI_ARTICLE },
  { game: "torisogi", id: "torishogi-l", variant: "torishogi", piece: "L", square: "d4", count: 7 },
  { game: "torisogi", id: "torishogi-c", variant: "torishogi", piece: "C", square: "d4", count: 6 },
  { game: "torisogi", id: "torishogi-p", variant: "torishogi", piece: "P", square: "d4", count: 3 },
  { game: "torisogi", id: "torishogi-s", variant: "torishogi", piece: "S", square: "d4", count: 1 },
  { game: "torisogi", id: "torishogi-k", variant: "torishogi", piece: "K", square: "d4", count: 8 },
  { game: "torisogi", id: "torishogi-r", variant: "torishogi", piece: "R", square: "d4", count: 7 },
  { game: "torisogi", id: "torishogi-ps", variant: "torishogi", piece: "+S", square: "d4", count: 3 },
  { game: "torisogi", id: "torishogi-pf", variant: "torishogi", piece: "+F", square: "d4", count: 16 },
  { game: "torisogi", id: "torishogi-f", variant: "torishogi", piece: "F", square: "d4", count: 7 },
];

// Games whose boards e2e/article003-outer.test.mjs checks (Great Outer chess, Omega chess).
const ELSEWHERE = new Set(["nagy-kulso-sakk", "omegasakk"]);

// The 27 games in the article's order (section ids).
const GAMES = [
  "altalanos-sakk", "bogarhaz", "capablanca", "csusogi-es-daisogi", "duplalepeses-sakk", "dupla-sakk",
  "francia-sakk", "grand-sakk", "gyors-sakk", "hexasakk", "hsziangcsi", "jarisogi", "kongo", "lavinasakk",
  "a-maharadzsa-es-a-szipojok", "makarenko-sakk", "minisogi", "nagy-kulso-sakk", "omegasakk",
  "progressziv-sakk", "reneszansz-sakk", "sakk", "sax", "sogi", "sotet-sakk", "taktika", "torisogi",
];

test("article 003: the Hungarian catalogue in order, live boards for shogi, chu, dai, yari and tori shogi, xiangqi and the chess variants", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-003.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });

    // The page: Hungarian, the nav link to itself, the title, the list of games linking to 27 sections.
    assert.equal(await page.getAttribute("html", "lang"), "hu");
    assert.equal(await page.getAttribute('header.site nav a[aria-current="page"]', "href"), "article-003.html");
    assert.equal((await page.textContent("h1")).trim(), "Sakkváltozatok");
    const h2 = await page.$$eval("article h2", (els) => els.map((e) => e.id));
    assert.deepEqual(h2, GAMES);
    const toc = await page.$$eval("nav.toc a", (els) => els.map((a) => a.getAttribute("href")));
    assert.deepEqual(toc, GAMES.map((g) => `#${g}`));
    assert.match(await page.textContent("#sogi ~ ul.pieces"), /Lándzsás: előre akárhány mezőt\./);

    // Every board: in its game's section, drawn, no error, the right variant and attributes.
    const all = await page.$$eval("[data-fairyboard]", (els) =>
      els.map((el) => {
        const f = el.closest("figure");
        return {
          id: f?.id ?? null,
          game: el.closest("section.game")?.querySelector("h2")?.id ?? null,
          variant: el.dataset.variant,
          mode: el.dataset.mode,
          piece: el.dataset.piece ?? null,
          square: el.dataset.square ?? null,
          fen: el.dataset.fen ?? null,
          select: el.dataset.select ?? null,
          expected: el.dataset.expected ?? null,
          targets: el.dataset.targets ?? null,
          position: el.dataset.position ?? "",
          drawn: el.dataset.drawn ?? null,
          error: el.dataset.error ?? null,
          mounted: !!el.fairyboard,
          playLink: el.querySelector(".fairyboard-play-link")?.getAttribute("href") ?? null,
          status: el.querySelector(".fairyboard-status")?.textContent ?? "",
          // The board's own label of the selected square (the status line names squares by it).
          selectLabel: el.dataset.select && el.fairyboard ? el.fairyboard.label(el.dataset.select) : null,
          caption: f?.querySelector("figcaption")?.textContent ?? "",
          width: el.querySelector("canvas")?.getBoundingClientRect().width ?? 0,
        };
      }),
    );
    const boards = all.filter((b) => !ELSEWHERE.has(b.game));
    assert.equal(boards.length, BOARDS.length, `${boards.length} boards`);
    const report = [];
    for (const [i, b] of boards.entries()) {
      const d = BOARDS[i];
      const name = `board ${i + 1} (#${d.id})`;
      assert.equal(b.id, d.id, name);
      assert.equal(b.game, d.game, name);
      assert.equal(b.error, null, `${name}: ${b.error}`);
      assert.ok(b.mounted && Number(b.drawn) >= 1, `${name} drawn`);
      assert.equal(b.variant, d.variant, name);
      assert.equal(b.mode, "diagram", name);
      assert.ok(b.playLink && b.playLink.includes(`variant=${d.variant}`), `${name} play link ${b.playLink}`);
      if (d.setup) {
        assert.equal(b.piece, null, name);
        assert.equal(b.fen, null, name);
        assert.ok(b.position.startsWith(`${START[d.variant]}`), `${name}: ${b.position}`);
        report.push(`${d.id}: start position`);
      } else if (d.piece) {
        assert.equal(b.piece, d.piece, name);
        assert.equal(b.square, d.square, name);
        assert.equal(b.expected, String(d.count), name);
        assert.equal(b.targets, String(d.count), `${name}: drawn ${b.targets}, CLI ${d.count}`);
        // The page is Hungarian (lang="hu"): its boards' status lines too.
        assert.ok(b.status.startsWith(tn("status.targets", d.count, {}, "hu") + t("status.captionOk", { n: d.count }, "hu")), `${name}: ${b.status}`);
        assert.match(b.caption, new RegExp(`\\(${d.count}\\)`), `${name}: caption`);
        report.push(`${d.id}: ${d.piece} on ${d.square}, ${b.targets}`);
      } else if (d.position) {
        assert.equal(b.piece, null, name);
        assert.equal(b.fen, d.position, name);
        assert.equal(b.select, null, name);
        assert.ok(b.position.startsWith(d.position.split("[")[0]), `${name}: ${b.position}`);
        report.push(`${d.id}: ${d.position}`);
      } else {
        assert.equal(b.piece, null, name);
        assert.equal(b.fen, d.fen, name);
        assert.equal(b.select, d.select, name);
        // The status counts moves, and the squares they go to where these are fewer (`moves`).
        const said = d.moves ? tn("status.squareMovesCells", d.count, { square: b.selectLabel, moves: d.moves }, "hu") : tn("status.squareMoves", d.count, { square: b.selectLabel }, "hu");
        assert.equal(b.status, said, `${name}: ${b.status}`);
        assert.match(b.caption, new RegExp(`\\(${d.count}\\)`), `${name}: caption`);
        report.push(`${d.id}: ${d.fen} ${d.select}, ${d.count}`);
      }
    }
    console.log(report.join("\n"));

    // Named checks of the brief: the shogi rook (CLI: `diagram shogi R e5` -> total 16) and the
    // xiangqi horse from the centre (8).
    assert.equal(await page.getAttribute("#shogi-r [data-fairyboard]", "data-targets"), "16");
    assert.match(await page.textContent("#shogi-r .fairyboard-status"), /^16 célmező \(képaláírás: 16 ✓\)/);
    assert.equal(await page.getAttribute("#xiangqi-n [data-fairyboard]", "data-targets"), "8");
    // The chu lion on f6 reaches every square within two steps (`diagram chushogi N f6` -> 24); the dai
    // violent ox on h8 moves up to two squares orthogonally (`diagram daishogi '(VO)' h8` -> 8).
    assert.equal(await page.getAttribute("#chushogi-n [data-fairyboard]", "data-targets"), "24");
    assert.match(await page.textContent("#chushogi-n .fairyboard-status"), /^24 célmező \(képaláírás: 24 ✓\)/);
    assert.equal(await page.getAttribute("#daishogi-vo [data-fairyboard]", "data-targets"), "8");
    assert.match(await page.textContent("#daishogi-vo .fairyboard-status"), /^8 célmező \(képaláírás: 8 ✓\)/);
    // The yari rook (előrebástya) on d5: four squares forward, six sideways (`diagram yarishogi R d5` -> 10);
    // the tori phoenix on d4 (`diagram torishogi K d4` -> 8).
    assert.equal(await page.getAttribute("#yarishogi-r [data-fairyboard]", "data-targets"), "10");
    assert.match(await page.textContent("#yarishogi-r .fairyboard-status"), /^10 célmező \(képaláírás: 10 ✓\)/);
    assert.equal(await page.getAttribute("#torishogi-k [data-fairyboard]", "data-targets"), "8");
    assert.match(await page.textContent("#torishogi-k .fairyboard-status"), /^8 célmező \(képaláírás: 8 ✓\)/);
    // The article's tori array differs from the standard one only in the two extra swallows (c4 / e4).
    const toriStd = boards.find((b) => b.id === "torishogi-setup").position.split(" ")[0];
    const toriArt = boards.find((b) => b.id === "torishogi-article").position.split(" ")[0];
    assert.notEqual(toriStd, toriArt);
    assert.equal(toriStd.replace("2s1S2", "2S1s2"), toriArt);
    assert.equal(await page.$$eval("[data-fairyboard][data-error]", (els) => els.length), 0);
    // The Taktika flip diagram: the engine reports the flipped pieces frozen (the board draws them so).
    const frozen = await page.evaluate(() =>
      document.querySelector("#taktika-flip [data-fairyboard]").fairyboard.pieces().filter((p) => p.state === "frozen").map((p) => p.square),
    );
    assert.deepEqual(frozen, ["c4", "e4", "d5"]);

    // The catalogue's 38 piece names link to their diagrams.
    const links = await page.$$eval("#g-csusogi-es-daisogi ul.pieces a.to-fig", (els) => els.map((a) => a.getAttribute("href")));
    assert.equal(links.length, 38);
    for (const href of links) assert.equal(await page.locator(`${href} [data-fairyboard]`).count(), 1, href);

    // Only the games with boards have them; no "diagram coming" note is left anywhere.
    const withBoards = new Set(BOARDS.map((b) => b.game));
    const perGame = await page.$$eval("section.game", (els) =>
      els.map((s) => ({
        game: s.querySelector("h2").id,
        boards: s.querySelectorAll("[data-fairyboard]").length,
        pending: [...s.querySelectorAll("p.pending")].map((p) => p.textContent.trim()),
      })),
    );
    for (const g of perGame.filter((x) => !ELSEWHERE.has(x.game))) {
      assert.equal(g.boards > 0, withBoards.has(g.game), `${g.game}: ${g.boards} boards`);
      assert.deepEqual(g.pending, [], g.game);
    }
    for (const g of ["jarisogi", "torisogi"]) assert.ok(withBoards.has(g), g);
    // Article 003 complete: each of its 27 games has a live setup diagram that can be played, a
    // live diagram of its pieces or of its special moves, and no board left blank.
    const complete = await page.$$eval("section.game", (els) =>
      els.map((s) => {
        const drawn = (f) => {
          const b = f.querySelector("[data-fairyboard]");
          return !!b && Number(b.dataset.drawn) >= 1 && !b.dataset.error;
        };
        const figures = [...s.querySelectorAll("figure")].filter((f) => f.querySelector("[data-fairyboard]"));
        return {
          game: s.querySelector("h2").id,
          setup: figures.some((f) => f.classList.contains("setup") && drawn(f) && f.querySelector(".fairyboard-play-link")),
          moves: figures.some((f) => !f.classList.contains("setup") && drawn(f)),
          blank: figures.filter((f) => !drawn(f)).map((f) => f.id),
        };
      }),
    );
    assert.deepEqual(complete.map((g) => g.game), GAMES);
    for (const g of complete) assert.ok(g.setup && g.moves && g.blank.length === 0, JSON.stringify(g));
    console.log(`article 003: ${complete.filter((g) => g.setup && g.moves).length} of ${GAMES.length} games with live boards`);
    assert.equal(await page.locator("p.pending").count(), 0);
    assert.doesNotMatch(await page.textContent("body"), /diagram coming/i);

    // The yari and tori catalogues' piece names link to their diagrams.
    for (const [g, n] of [["jarisogi", 8], ["torisogi", 9]]) {
      const hrefs = await page.$$eval(`#g-${g} ul.pieces a.to-fig`, (els) => els.map((a) => a.getAttribute("href")));
      assert.equal(hrefs.length, n, g);
      for (const href of hrefs) assert.equal(await page.locator(`${href} [data-fairyboard]`).count(), 1, href);
    }

    // The 16x8 board is shown wider than the 8x8 starting position.
    const width = (id) => boards.find((b) => b.id === id).width;
    assert.ok(width("doublechess-setup") > width("chess-setup") * 1.6, `${width("doublechess-setup")} vs ${width("chess-setup")}`);
    // The 12x12 and 15x15 starting positions are wide too (up to ~900px), the dai board the wider.
    assert.ok(width("chushogi-setup") > width("chess-setup") * 1.5, `${width("chushogi-setup")} vs ${width("chess-setup")}`);
    assert.ok(width("daishogi-setup") > width("chushogi-setup"), `${width("daishogi-setup")} vs ${width("chushogi-setup")}`);
    assert.ok(width("daishogi-setup") <= 910, `${width("daishogi-setup")}`);

    // A reader clicks pieces on a starting position: the xiangqi horse on b1 (a3, c3), the shogi rook (6 squares),
    // the chu lion on f3 (`moves chushogi --square f3`: d2 e5 f5 g5 h5), the yari knight on e1 (e2), the tori
    // falcon on d2 (c2 e2), and on the article's tori array the swallow on c4 (c5).
    for (const [id, sq, n] of [
      ["xiangqi-setup", "b1", 2], ["shogi-setup", "h2", 6], ["chushogi-setup", "f3", 5],
      ["yarishogi-setup", "e1", 1], ["torishogi-setup", "d2", 2], ["torishogi-article", "c4", 1],
    ]) {
      const sel = `#${id} [data-fairyboard]`;
      const pt = await squareOnPage(page, sq, sel);
      await page.mouse.click(pt.x, pt.y);
      const label = await page.evaluate(([s, q]) => document.querySelector(s).fairyboard.label(q), [sel, sq]);
      assert.equal(await page.textContent(`${sel} .fairyboard-status`), tn("status.squareMoves", n, { square: label }, "hu"), id);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(outDir(), "article-003.png"), fullPage: true });
    assert.deepEqual(errors, []);
  });
});

test("article 003: every setup whose pieces print letters or characters names them in a legend, in the article's language", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await page.goto(`${url}article-003.html`);
      await page.waitForFunction(allDrawn, null, { timeout: 60000 });
      const setups = await page.evaluate(() =>
        [...document.querySelectorAll("figure.setup [data-fairyboard]")].map((el) => ({
          id: el.closest("figure").id,
          needed: el.fairyboard.legend().length,
          shown: el.querySelectorAll(".fairyboard-legend:not([hidden]) li").length,
        })),
      );
      // (Only chu shogi's had one: a reader could not tell Congo's G from M, nor dai's FD from VO.)
      for (const s of setups) assert.equal(s.shown, s.needed, s.id);
      for (const id of ["congo-setup", "daishogi-setup", "xiangqi-setup", "renaissance-setup", "greatouter-setup", "omega-setup", "shogi-setup"]) {
        assert.ok(setups.find((s) => s.id === id)?.shown > 0, id);
      }
      const congo = await page.$$eval("#congo-setup .fairyboard-legend li", (lis) => lis.map((li) => li.textContent.trim()));
      assert.ok(congo.includes("G Zsiráf") && congo.includes("M Majom"), congo.join(", "));
      // Xiangqi's boards name the points as the article does, a1–i10 (they showed WXF's numbers).
      const xq = await page.evaluate(() => [...document.querySelectorAll('[data-variant="xiangqi"]')].map((el) => [el.fairyboard.label("a1"), el.fairyboard.label("i10")]));
      assert.ok(xq.length >= 8 && xq.every(([a, b]) => a === "a1" && b === "i10"), JSON.stringify(xq));
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1280, height: 900 } },
  );
});
