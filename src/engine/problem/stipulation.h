/* Stipulations: a goal plus a play structure, as Popeye writes them
 * ("#2", "h#2.5", "s#3", "r#2", "ser-h#7", "h==3", "hs#2.5", "ser-hs#4",
 * "2->ser-#3"), and Faerie's retractors ("-7 & #1"). */
#pragma once

#include <stdbool.h>

/* The longest stipulation read (Popeye's limit too: ser-h#999). */
#define FA_MAX_STIPULATION_MOVES 999
/* The most retractions a retractor stipulation takes (-99 & #1). */
#define FA_MAX_RETRACTIONS 99

typedef enum
{
  FA_GOAL_MATE,             /* # */
  FA_GOAL_STALEMATE,        /* = */
  FA_GOAL_DOUBLE_STALEMATE, /* == */
  FA_GOAL_CHECK,            /* + */
  /* != (SER-3): the side to move is not in check, and the side that just
   * moved would have no legal move. */
  FA_GOAL_AUTO_STALEMATE,
  /* ~: any move (Popeye's "ser-~1" lists a side's legal moves; "h~n"
   * every line of n moves each, a count of the legal play). */
  FA_GOAL_ANY,
} FaGoal;

typedef enum
{
  FA_PLAY_DIRECT,  /* #n: White forces the goal */
  FA_PLAY_HELP,    /* h#n: both sides cooperate, Black starts */
  FA_PLAY_SELF,    /* s#n: White forces Black to reach the goal */
  FA_PLAY_REFLEX,  /* r#n: a selfplay where either side must reach the goal when it can */
  FA_PLAY_HELP_SELF,   /* hs#n: help play, White starts, and White's last move
                        * forces Black to reach the goal (every Black move does) */
  FA_PLAY_HELP_REFLEX, /* hr#n: the same where Black must reach the goal when it
                        * can, and either side that can reach it earlier must */
} FaPlay;

/* Help play in the wide sense: the solutions are lines (h#, hs#, hr#). */
static inline bool
fa_play_is_help (FaPlay play)
{
  return play == FA_PLAY_HELP || play == FA_PLAY_HELP_SELF || play == FA_PLAY_HELP_REFLEX;
}

typedef struct
{
  FaPlay play;
  FaGoal goal;
  bool series;  /* ser-: one side plays all its moves in a row */
  int moves;    /* full moves (n of #n) */
  bool half;    /* h#2.5: n and a half moves, the other side starts */
  /* The double series n->ser-#m (SER-4): Black first plays prefix moves
   * in a row, then White its series of moves; 0: none. */
  int prefix;
  /* A retractor (RET-1): "-7 & #1" retracts up to 7 White moves (the
   * retractor type is the problem's), then plays the goal forward; 0:
   * none. */
  int retractions;
} FaStipulation;

/* Parses Popeye's stipulation text (case-insensitive).  On failure returns
 * false and sets *error_pos to the offset of the first bad character and
 * *expected to a static description of what was expected. */
bool fa_stipulation_parse (const char *text, FaStipulation *out,
                           int *error_pos, const char **expected);

/* Writes the stipulation as Popeye does ("h#2.5"); buf at least 32 bytes. */
char *fa_stipulation_format (const FaStipulation *s, char *buf);

const char *fa_goal_symbol (FaGoal goal);
