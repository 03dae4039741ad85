//! The engine's special rules, one small module each, behind narrow hooks the move generator
//! calls: extra attackers ([`aura`]), extra move generators ([`drops`], [`castling`], [`swaps`],
//! [`flood`]), legality filters ([`lion`], the drop-mate rule in [`drops`], the check limit of
//! [`perpetual`]) and state kept by make/unmake ([`imitator`], [`vacancies`], the lion ban in
//! [`lion`], the frozen pieces of [`flips`], the runs of checks in [`perpetual`]), and pieces the
//! rules remove ([`chains`], [`river`]). Each is switched on by variant data, never by a variant's
//! name.

pub mod aura;
pub mod castling;
pub mod chains;
pub mod drops;
pub mod flips;
pub mod flood;
pub mod fog;
pub mod imitator;
pub mod lion;
pub mod perpetual;
pub mod push;
pub mod river;
pub mod swaps;
pub mod turn_passant;
pub mod turns;
pub mod vacancies;
