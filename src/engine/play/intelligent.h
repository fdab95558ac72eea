/* Intelligent mode for help mates (Popeye's option Intelligent).
 *
 * Every mate has a picture: the square where the mated king stands, a
 * piece that checks it, and for every flight square a reason it is no
 * flight: a piece of the mated side stands on it (a block) or a piece of
 * the mating side attacks it (a guard).  The mode enumerates the pictures
 * whose pieces can reach their places within the moves of the
 * stipulation, counted on an empty board, and runs the help search once
 * per picture, cutting every line in which the pieces of the picture can
 * no longer get there in time.  Each mate matches some picture, so no
 * solution is lost; a solution that matches several pictures is kept
 * once.  The cuts are strong where the mating side has few pieces, which
 * is where plain search is slowest (h#5 with king and bishop). */
#pragma once

#include "play/search.h"

/* Solves help play (plies half-moves, goal_side mating) into found the
 * intelligent way; FALSE when the mode does not apply to the problem (the
 * caller searches plainly then). */
gboolean fa_intelligent_help_solve (FaSearch *s, FaSolutionNode *found, int plies, int goal_side);

/* The same for series play (ser-#n, ser-=n, ser-h#n, ser-h=n: n series
 * moves); FALSE when the mode does not apply. */
gboolean fa_intelligent_series_solve (FaSearch *s, FaSolutionNode *found, int n);
/* One picture under search: its pieces' squares follow the moves. */
typedef struct FaPicture FaPicture;

/* After a move is made: FALSE when it captured a piece of the picture (the
 * line is cut).  Every call is undone by fa_picture_undo_move. */
gboolean fa_picture_after_move (FaPicture *picture, const FaPosition *pos);
void fa_picture_undo_move (FaPicture *picture);

/* Can the picture's pieces still reach their places in the moves left? */
gboolean fa_picture_reachable (const FaPicture *picture, const FaPosition *pos, int mater_moves,
                               int victim_moves);

/* Transposition key of the picture and where its pieces stand. */
uint64_t fa_picture_key (const FaPicture *picture);

/* FALSE when another picture already found this line (moves from the
 * root); thread-safe. */
gboolean fa_picture_line_is_new (FaPicture *picture, const FaMove *line, int length);

/* The help search under one picture (help.c): lines go under into. */
void fa_help_search_picture (FaSearch *s, FaSolutionNode *into, int plies, int goal_side, FaPicture *picture);
/* Many pictures at once: the set, and its state along one search. */
typedef struct FaPictureSet FaPictureSet;
typedef struct FaPictureWalk FaPictureWalk;
FaPictureWalk *fa_picture_walk_new (const FaPictureSet *set, int max_depth);
void fa_picture_walk_free (FaPictureWalk *walk);
/* After every move made (passes too); undone by fa_picture_walk_undo_move. */
void fa_picture_walk_after_move (FaPictureWalk *walk, const FaPosition *pos);
void fa_picture_walk_undo_move (FaPictureWalk *walk);
/* Entering a node: keeps the pictures still reachable (FALSE: none) and
 * gives their transposition key; every call is followed by
 * fa_picture_walk_leave. */
gboolean fa_picture_walk_enter (FaPictureWalk *walk, const FaPosition *pos, int mater_moves, int victim_moves,
                                uint64_t *key);
void fa_picture_walk_leave (FaPictureWalk *walk);
/* The help and series searches under a set of pictures (help.c). */
void fa_help_search_picture_set (FaSearch *s, FaSolutionNode *into, int plies, int goal_side, const FaPictureSet *set);
void fa_series_search_picture_set (FaSearch *s, FaSolutionNode *into, int n, const FaPictureSet *set);
/* The series search (n series moves) under one picture (help.c). */
void fa_series_search_picture (FaSearch *s, FaSolutionNode *into, int n, FaPicture *picture);
