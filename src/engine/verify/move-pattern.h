/* One move as a composer writes it in an intended solution, and whether a
 * move of the solver's tree is that move.  Both of the notations in use
 * are read: Popeye's long form ("Rh1-h8", "b7*c8=Q", "e5*d6 ep.") and the
 * short form of problem columns ("Rh8", "Rxh8", "bxc8=Q", "Sfd2", "R1d2"),
 * with Popeye's piece codes (S is the knight; N too, where the problem has
 * no nightrider).  Marks ("+", "#", "=", "!", "?") and effects in brackets
 * ("[+bSg8]") are read past: the move is what must match. */
#pragma once

#include <glib.h>

#include "problem/problem.h"
#include "problem/solution.h"

typedef enum
{
  FA_PATTERN_CAPTURE_ANY, /* short notation without x: either */
  FA_PATTERN_CAPTURE_NO,  /* "Rh1-h8" */
  FA_PATTERN_CAPTURE_YES, /* "Rxh8", "Rh1*h8" */
} FaPatternCapture;

typedef struct
{
  char piece[8];          /* Popeye code, upper case; "" for a pawn */
  gboolean knight_alias;  /* piece is N and means the knight */
  int castling;           /* 0, FA_RECORD_CASTLE_SHORT or FA_RECORD_CASTLE_LONG */
  int from_file, from_rank; /* -1 where not written */
  int to_file, to_rank;
  FaPatternCapture capture;
  char promotion[8];      /* "" when none */
  char captured[8];       /* a retraction's uncaptured kind ("Kd2xBe1"); "" when not written */
  gboolean promotion_knight_alias; /* promotion is N and means the knight */
} FaMovePattern;

/* Reads one written move (a token without its move number) into pattern;
 * FALSE when it is no move.  The problem tells whether N is the knight. */
gboolean fa_move_pattern_parse (const FaProblem *problem, const char *text, FaMovePattern *pattern);

/* Whether the tree's move is the written one; files: the board's width. */
gboolean fa_move_pattern_matches (const FaMovePattern *pattern, const FaMoveRecord *move, int files);
