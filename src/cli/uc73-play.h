/* faerie-solve's UC-73 game options (README.md, "UC-73"): --uc73-replay
 * checks a Game Courier log turn by turn from the start numbered SEED,
 * --uc73-turns lists the legal turns where the log ends (or at the
 * start). */
#pragma once

#include <glib.h>

typedef struct
{
  const char *seed;     /* --uc73 SEED, as given (required) */
  const char *replay;   /* --uc73-replay FILE, "-" standard input; NULL: none */
  gboolean turns;       /* --uc73-turns */
  gboolean first_pair;  /* --uc73-first-pair: A4's alternative */
} FaCliUc73Options;

/* Runs them; returns faerie-solve's exit status: 0 done, 1 a turn of the
 * log that cannot be read or played, 2 a bad seed or an unreadable file. */
int fa_cli_uc73_play (const FaCliUc73Options *options);

/* --perft DEPTH --uc73 SEED: the number of lines of DEPTH turns from the
 * start numbered SEED, by the game's rules (drops, promotion from the
 * queue, no castling); with divide, the count below each first turn, in
 * Game Courier notation.  Returns the exit status (2: a bad seed). */
int fa_cli_uc73_perft (const FaCliUc73Options *options, int depth, gboolean divide);
