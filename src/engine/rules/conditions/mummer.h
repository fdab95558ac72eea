/* Maximummer and Minimummer (retractors-conditions.md 4.3, rule ids
 * MAX-*): the side bound must choose, among its legal moves, one of the
 * longest (the shortest).  Length is the squared distance from departure
 * to arrival, castling 16 (0-0) and 25 (0-0-0), as Popeye measures it.
 * Checks are orthodox (MAX-4): the rule binds the choice, not the attack.
 * Popeye's forced squares (WhiteForcedSquare h1) choose the same way: a
 * side that has a legal move onto one of its forced squares must play one
 * of those; Popeye measures them with its Maximummer's machinery too. */
#pragma once

#include "board/position.h"

/* The legal moves[0..n) of pos->side, kept when of the side's chosen
 * length; returns how many are kept. */
int fa_mummer_filter (const FaPosition *pos, FaMove *moves, int n);

/* The squares of a forced-squares condition on a files x ranks board,
 * words of one or more squares each ("h1", "a1h8 c3"), into set (square
 * numbers, rank by rank from a1); how many were named, -1 when a word is
 * not squares. */
int fa_forced_squares_parse (int files, int ranks, const char *words, uint64_t *set);
